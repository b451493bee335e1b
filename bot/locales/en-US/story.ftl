## The end-of-game story (render/endgame.py): the score over the game, where each player's
## points came from, and the turning points.

story-title = How the game went
story-sources = Where the points came from
story-turns = Turning points
story-no-turns = No turning point stood out: the lead changed hands slowly.
