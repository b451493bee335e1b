## /<game> …: the standard subcommands of every game's generated command group
## (bot/cogs/game_commands.py); a game's catalogue may define cmd-<game>-<subcommand>
## to word one its own way.

cmd-game-new = Open a lobby for a new game
    .name = new
cmd-game-status = Show the table of the game in this channel again
    .name = status
cmd-game-hand = Show your private choices (only you see them)
    .name = hand
cmd-game-board = Show a player's board (only you see it)
    .name = board
cmd-game-log = Show the last moves
    .name = log
cmd-game-export = Download this game as a file (only you get it)
    .name = export
cmd-game-abandon = Abandon the game in this channel
    .name = abandon
cmd-game-replay = Step through a game move by move
    .name = replay
