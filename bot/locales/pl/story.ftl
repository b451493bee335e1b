## The end-of-game story (render/endgame.py): the score over the game, where each player's
## points came from, and the turning points.

story-title = Przebieg gry
story-sources = Skąd wzięły się punkty
story-turns = Punkty zwrotne
story-no-turns = Żaden moment się nie wyróżnił: kolejność zmieniała się powoli.
