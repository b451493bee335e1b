## Exporty (/<hra> export) a /hry historie

opt-export-game = Dohraná hra podle kódu (výchozí: hra v tomto kanálu)
cmd-games-list = Vypsat otevřené a běžící hry na tomto serveru
    .name = seznam
cmd-games-history = Dohrané hry na tomto serveru s výsledky a soubory
    .name = historie
export-ready = Celá hra včetně všech skrytých karet. Ověřit ji může kdokoli příkazem `{ $command }`
export-ready-running = Hra zatím tak, jak ji vidíte vy: tajné volby ostatních hráčů ani zamíchání karet v ní nejsou, takže ji půjde přehrát až po konci hry.
export-not-found = Dohraná hra s kódem { $id } na tomto serveru není.
export-not-over = Hra { $id } ještě běží: exportujte ji příkazem export v jejím kanálu.
history-title = Dohrané hry
history-none = Na tomto serveru zatím žádná hra neskončila.
# číslo. hra · hráči · vítězové · datum
history-line = { $number }. **{ $game }** · { $players } · první místo: { $winners } · { $date }
history-hint = Vyberte hru níže a dostanete její výsledek a soubor.
history-choose = Výsledek a soubor…
history-replay = Projít ji tah po tahu: { $command }
