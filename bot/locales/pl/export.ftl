## Eksport (/<gra> eksport) i /gry historia

opt-export-game = Zakończona gra według kodu (domyślnie: gra na tym kanale)
cmd-games-list = Pokaż otwarte i trwające gry na tym serwerze
    .name = lista
cmd-games-history = Zakończone gry na tym serwerze z wynikami i plikami
    .name = historia
export-ready = Cała gra, łącznie ze wszystkimi ukrytymi kartami. Każdy może ją sprawdzić poleceniem `{ $command }`
export-ready-running = Gra do tej pory, tak jak ją widzisz: bez tajnych wyborów innych graczy i bez kolejności potasowanych kart, więc odtworzyć ją można dopiero po zakończeniu gry.
export-not-found = Na tym serwerze nie ma zakończonej gry o kodzie { $id }.
export-not-over = Gra { $id } jeszcze trwa: wyeksportuj ją poleceniem eksportu na jej kanale.
history-title = Zakończone gry
history-none = Na tym serwerze nie zakończyła się jeszcze żadna gra.
# numer. gra · gracze · zwycięzcy · data
history-line = { $number }. **{ $game }** · { $players } · pierwsze miejsce: { $winners } · { $date }
history-hint = Wybierz grę poniżej, aby zobaczyć jej wynik i pobrać plik.
history-choose = Wynik i plik…
history-replay = Przejrzyj ją ruch po ruchu: { $command }
