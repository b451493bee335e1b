## „Od vašeho minulého tahu“ na stole (bot/presenter/recaps.py): shrnutí pro hráče na tahu,
## psané jemu („proti vám“), a pak co v tomto tahu zatím udělal. $player: jeho jméno (v závorce,
## bez skloňování).

table-recap = **Od vašeho minulého tahu** ({ $player }):
table-recap-now = **V tomto tahu:**
