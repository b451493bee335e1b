## /mygames: twoje poczekalnie i trwające gry na wszystkich serwerach (bot/cogs/mygames.py)

cmd-mygames = Twoje gry na wszystkich serwerach, najpierw te, w których masz ruch
    .name = moje_gry
mygames-title = Twoje gry
mygames-count = { $count ->
    [one] 1 gra
    [few] { $count } gry
    [many] { $count } gier
   *[other] { $count } gry
} · twój ruch: { $yours }
mygames-none = Na serwerach, które dzielisz z tym botem, nie masz żadnej trwającej gry ani poczekalni.
mygames-unknown-server = nieznany serwer
mygames-line = [{ $game }]({ $link }) · { $server } · { $move } · { $wait }
mygames-your-move = **twój ruch**
mygames-move = ruch: { $names }
mygames-lobby = poczekalnia, graczy: { $count }
mygames-waited = czeka { $time }
mygames-more = … i jeszcze { $count }
wait-minutes = { $count } min
wait-hours = { $count } godz.
wait-days = { $count ->
    [one] { $count } dzień
   *[other] { $count } dni
}
