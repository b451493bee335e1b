## Exports (/<game> export) and /games history

opt-export-game = A finished game by its code (default: the game in this channel)
cmd-games-list = List the lobbies and running games on this server
    .name = list
cmd-games-history = Finished games on this server, with results and files
    .name = history
export-ready = The whole game, every hidden card included. Anyone can check it with `{ $command }`
export-ready-running = The game so far, as you can see it: other players' secret choices and the shuffle of the cards are left out, so it can be replayed only once the game is over.
export-not-found = There is no finished game with the code { $id } on this server.
export-not-over = Game { $id } is still being played: export it with the export command in its channel.
history-title = Finished games
history-none = No game has finished on this server yet.
# number. game · players · winners · date
history-line = { $number }. **{ $game }** · { $players } · first place: { $winners } · { $date }
history-hint = Choose a game below for its result and its file.
history-choose = Result and file…
history-replay = Step through it move by move: { $command }
