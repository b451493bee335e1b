## /<game> …: the standard subcommands of every game's generated command group
## (bot/cogs/game_commands.py); a game's catalogue may define cmd-<game>-<subcommand>
## to word one its own way.

cmd-game-new = Otwórz poczekalnię nowej gry
    .name = nowa
cmd-game-status = Pokaż ponownie stół gry na tym kanale
    .name = stan
cmd-game-hand = Pokaż swoje prywatne możliwości (widzisz je tylko ty)
    .name = ręka
cmd-game-board = Pokaż planszę gracza (widzisz ją tylko ty)
    .name = plansza
cmd-game-log = Pokaż ostatnie ruchy
    .name = dziennik
cmd-game-export = Pobierz tę grę jako plik (dostaniesz go tylko ty)
    .name = eksport
cmd-game-abandon = Porzuć grę na tym kanale
    .name = porzuć
cmd-game-replay = Przejrzyj grę ruch po ruchu
    .name = powtórka
