## The end-of-game story (render/endgame.py): the score over the game, where each player's
## points came from, and the turning points.

story-title = Как шла игра
story-sources = Откуда взялись очки
story-turns = Переломные моменты
story-no-turns = Ни один момент не выделился: расклад менялся постепенно.
