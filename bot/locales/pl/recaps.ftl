## „Od twojej poprzedniej tury” na stole (bot/presenter/recaps.py): podsumowanie dla gracza,
## którego jest tura, pisane do niego („przeciw tobie”), potem co zrobił w tej turze.
## $player: jego imię (w nawiasie, bez odmiany).

table-recap = **Od twojej poprzedniej tury** ({ $player }):
table-recap-now = **W tej turze:**
