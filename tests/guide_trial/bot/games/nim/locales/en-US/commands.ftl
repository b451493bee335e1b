## Nim on the host: command group, lobby, help

variant-normal = { nim-variant-normal }
variant-misere = { nim-variant-misere }
nim-help =
    Nim for 2–4 players, the old game of taking stones: a few piles lie on the table, and on your turn you take stones from one pile, as many as you like (or up to the limit set in the lobby).
    • /nim new opens a lobby (normal play or misère, players, number of piles, the most stones one move may take).
    • Normal play: whoever takes the last stone wins. Misère: whoever takes the last stone loses, and the others win.
    • Moves are made with the buttons under the table.
cmd-nim = Play Nim in this channel
    .name = nim
opt-nim-piles = How many piles of stones (2–6)
    .name = piles
opt-nim-max-take = The most stones one move may take (1–5; 0: no limit)
    .name = max_take
choice-nim-normal = Normal play (the last stone wins)
choice-nim-misere = Misère (the last stone loses)
