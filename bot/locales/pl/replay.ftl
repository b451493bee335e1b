## /<game> replay: a game stepped through move by move (bot/replay.py)

replay-opt-game = Kod zakończonej gry (domyślnie: gra z tego kanału)
replay-opt-public = Pokaż powtórkę zakończonej gry wszystkim na kanale
replay-title = Powtórka · { $gamename } · { $id }
replay-move = Ruch { $move }/{ $total }
replay-eyes-table = Widok: stół
replay-eyes-seat = Widok: { $name }
replay-running-note = Gra wciąż trwa: tylko dotychczasowe ruchy i tylko to, co było widać z twojego miejsca.
replay-diverged = ⚠ Ta powtórka różni się od rozegranej gry: zasady zmieniły się od tamtej pory.
replay-start = Gra się zaczyna.
replay-no-line = { $name }: ruch
replay-age = Epoka { $age }
replay-epoch = Epoka { $epoch }
replay-round = Runda { $round }
replay-jump = Przejdź do…
replay-see-as = Oczami gracza…
replay-see-table = Stół
replay-private-only = Trwającą grę można odtworzyć tylko prywatnie.
replay-error-not-found = Nie ma takiej gry na tym serwerze: { $id }
replay-error-none-here = Na tym kanale nie ma czego odtworzyć. Podaj kod zakończonej gry w opcji „gra”.
replay-error-not-yours = Tę powtórkę może przeglądać tylko osoba, która ją otworzyła. Otwórz własną poleceniem powtórki.
replay-error-bad = Ten przycisk powtórki jest nieważny. Otwórz powtórkę ponownie.
