## /<game> …: the standard subcommands of every game's generated command group
## (bot/cogs/game_commands.py); a game's catalogue may define cmd-<game>-<subcommand>
## to word one its own way.

cmd-game-new = Otevřít přípravnou místnost pro novou hru
    .name = nová
cmd-game-status = Znovu ukázat stůl hry v tomto kanálu
    .name = stav
cmd-game-hand = Ukázat vaše soukromé možnosti (vidíte je jen vy)
    .name = ruka
cmd-game-board = Ukázat desku hráče (uvidíte ji jen vy)
    .name = deska
cmd-game-log = Ukázat poslední tahy
    .name = záznam
cmd-game-export = Stáhnout tuto hru jako soubor (dostanete ho jen vy)
    .name = export
cmd-game-abandon = Ukončit hru v tomto kanálu
    .name = ukončit
cmd-game-replay = Projít hru tah po tahu
    .name = přehrát
