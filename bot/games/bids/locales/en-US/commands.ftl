## Sealed Bids on the host: command group, lobby, help

variant-first_price = { bids-variant-first_price }
variant-second_price = { bids-variant-second_price }
bids-help =
    Sealed Bids for 2–4 players, a short auction game: each round a prize worth 1–10 points comes up and everyone bids for it in secret; the highest bid wins it.
    • /bids new opens a lobby (first- or second-price auction, players, starting coins, rounds).
    • Bids are made in a direct message (or with "Show my choices" on the table); the winner then keeps the prize for its points or cashes it for coins.
    • At the end every 3 coins score 1 point on top of the prizes kept.
cmd-bids = Play Sealed Bids in this channel
    .name = bids
cmd-bids-new = Open a lobby for a new game of Sealed Bids
    .name = new
cmd-bids-hand = Show your private choices (only you see them)
    .name = hand
cmd-bids-board = Show a player's sheet (only you see it)
    .name = board
opt-bids-variant = Who pays what: the winner pays their own bid, or the second-highest bid
opt-bids-max-players = How many players may join (2–4)
opt-bids-coins = Coins each player starts with (6–30)
    .name = coins
opt-bids-rounds = How many prizes are auctioned (3–8)
    .name = rounds
choice-bids-first-price = First price (pay your bid)
choice-bids-second-price = Second price (pay the second-highest bid)
