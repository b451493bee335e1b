## The end-of-game story (render/endgame.py): the score over the game, where each player's
## points came from, and the turning points.

story-title = Jak hra probíhala
story-sources = Odkud body přišly
story-turns = Zlomové chvíle
story-no-turns = Žádná chvíle nevyčnívala: pořadí se měnilo jen pozvolna.
