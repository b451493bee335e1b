## /<game> replay: a game stepped through move by move (bot/replay.py)

replay-opt-game = Kód dohrané hry (výchozí: hra tohoto kanálu)
replay-opt-public = Ukázat záznam dohrané hry všem v kanálu
replay-title = Záznam · { $gamename } · { $id }
replay-move = Tah { $move }/{ $total }
replay-eyes-table = Pohled: stůl
replay-eyes-seat = Pohled: { $name }
replay-running-note = Hra ještě běží: jen dosavadní tahy a jen to, co jste mohli vidět vy.
replay-diverged = ⚠ Tento záznam se liší od odehrané hry: pravidla se mezitím změnila.
replay-start = Hra začíná.
replay-no-line = { $name }: tah
replay-age = Věk { $age }
replay-epoch = Epocha { $epoch }
replay-round = Kolo { $round }
replay-jump = Přejít na…
replay-see-as = Očima hráče…
replay-see-table = Stůl
replay-private-only = Rozehranou hru lze přehrát jen soukromě.
replay-error-not-found = Taková hra na tomto serveru není: { $id }
replay-error-none-here = V tomto kanálu není co přehrát. Kód dohrané hry zadejte do volby „hra“.
replay-error-not-yours = Tímto záznamem může listovat jen ten, kdo ho otevřel. Otevřete si vlastní příkazem pro přehrání.
replay-error-bad = Tento ovládací prvek záznamu neplatí. Otevřete záznam znovu.
