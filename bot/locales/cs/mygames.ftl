## /mygames: vaše přípravné místnosti a rozehrané hry na všech serverech (bot/cogs/mygames.py)

cmd-mygames = Vaše hry na všech serverech, nejdřív ty, kde jste na tahu
    .name = mé_hry
mygames-title = Vaše hry
mygames-count = { $count ->
    [one] 1 hra
    [few] { $count } hry
    [many] { $count } hry
   *[other] { $count } her
} · jste na tahu: { $yours }
mygames-none = Na serverech, které sdílíte s tímto botem, nemáte žádnou rozehranou hru ani přípravnou místnost.
mygames-unknown-server = neznámý server
mygames-line = [{ $game }]({ $link }) · { $server } · { $move } · { $wait }
mygames-your-move = **jste na tahu**
mygames-move = na tahu: { $names }
mygames-lobby = přípravná místnost, hráčů: { $count }
mygames-waited = čeká { $time }
mygames-more = { $count ->
    [one] … a ještě 1 další
    [few] … a ještě { $count } další
   *[other] … a ještě { $count } dalších
}
wait-minutes = { $count } min
wait-hours = { $count } h
wait-days = { $count ->
    [one] { $count } den
    [few] { $count } dny
    [many] { $count } dne
   *[other] { $count } dní
}
