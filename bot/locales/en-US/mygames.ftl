## /mygames: your lobbies and running games in every server (bot/cogs/mygames.py)

cmd-mygames = Your games in every server, your move first
    .name = mygames
mygames-title = Your games
mygames-count = { $count ->
    [one] 1 game
   *[other] { $count } games
} · your move: { $yours }
mygames-none = You have no running game or lobby in the servers you share with this bot.
mygames-unknown-server = unknown server
mygames-line = [{ $game }]({ $link }) · { $server } · { $move } · { $wait }
mygames-your-move = **your move**
mygames-move = to move: { $names }
mygames-lobby = lobby, { $count ->
    [one] 1 player
   *[other] { $count } players
}
mygames-waited = waiting { $time }
mygames-more = …and { $count } more
wait-minutes = { $count } min
wait-hours = { $count } h
wait-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
