## "Since your last turn" on the table (bot/presenter/recaps.py): the recap of the player whose
## turn it is, told to them ("against you"), then what they have done in this turn so far.
## $player: their name (no grammatical case needed: it stands in brackets).

table-recap = **Since your last turn** ({ $player }):
table-recap-now = **This turn:**
