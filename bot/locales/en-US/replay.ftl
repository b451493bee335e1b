## /<game> replay: a game stepped through move by move (bot/replay.py)

replay-opt-game = A finished game's id (default: this channel's game)
replay-opt-public = Post a finished game's replay for everyone in the channel
replay-title = Replay · { $gamename } · { $id }
replay-move = Move { $move }/{ $total }
replay-eyes-table = View: the table
replay-eyes-seat = View: { $name }
replay-running-note = The game is still on: up to now, and only what you could see.
replay-diverged = ⚠ This replay differs from the game as played: the rules have changed since.
replay-start = The game begins.
replay-no-line = { $name }: a move
replay-age = Age { $age }
replay-epoch = Epoch { $epoch }
replay-round = Round { $round }
replay-jump = Jump to…
replay-see-as = See as…
replay-see-table = The table
replay-private-only = A running game can be replayed only privately.
replay-error-not-found = There is no such game on this server: { $id }
replay-error-none-here = No game to replay in this channel. Give a finished game's id in the game option.
replay-error-not-yours = Only the person who opened this replay can step through it. Open your own with the replay command.
replay-error-bad = This replay control is not valid. Open the replay again.
