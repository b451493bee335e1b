## Buttons and menus: each label says what the choice costs, gives and scores (at most 80
## characters). Names inside a sentence are nested messages in the form the sentence needs.

btn-side =
    Side { $side }: income { $income }, military { $military }, culture { $culture }, food { $food } ({ $coins } { $coins ->
        [one] coin
       *[other] coins
    })
btn-wheel = Set the wheel: you draw first { $deck }
btn-buy =
    Buy { $card } { $price ->
        [0] for free
        [one] for { $price } coin
       *[other] for { $price } coins
    }
btn-buy-tile =
    Buy { $card } for { $price } { $price ->
        [one] coin
       *[other] coins
    } + { $tile } on it ({ $gain })
btn-sell =
    Sell { $card } for { $coins } { $coins ->
        [one] coin
       *[other] coins
    }
btn-colony-plunder =
    Colony { $level }: plunder ({ $money }, { $points } { $points ->
        [one] point
       *[other] points
    })
btn-colony-integrate =
    Colony { $level }: integrate ({ $money }; hidden side, at least { $points } { $points ->
        [one] point
       *[other] points
    })
btn-statue-up =
    Statue { $statue } ({ $points } { $points ->
        [one] point
       *[other] points
    }): { $tile } face up, { $gain }{ $paid }
btn-statue-down =
    Statue { $statue } ({ $points } { $points ->
        [one] point
       *[other] points
    }): { $tile } face down, +{ $bonus } { $bonus ->
        [one] point
       *[other] points
    }{ $paid }
btn-feed-remove = Remove { $card }: { $losses }
btn-feed-pay =
    Pay { $coins } { $coins ->
        [one] coin
       *[other] coins
    } instead of removing a card
btn-silver =
    Silver medal, { $tile } ({ $coins } { $coins ->
        [one] coin
       *[other] coins
    }): half your { $track ->
        [income] income
        [military] military
        [culture] culture
       *[food] food
    } = { $points } { $points ->
        [one] point
       *[other] points
    }
btn-gold =
    Gold medal ({ $coins } { $coins ->
        [one] coin
       *[other] coins
    }): { $per_set } points per set of 5 colours, now { $sets } { $sets ->
        [one] set
       *[other] sets
    } = { $points } { $points ->
        [one] point
       *[other] points
    }
btn-pass =
    { $step ->
        [colony] Pass: no more colonies
        [statue] Pass: no more statues
        [medal] Pass: no more medals
       *[other] Pass
    }
select-statue =
    Statue { $statue }: culture { $culture }, { $points } { $points ->
        [one] point
       *[other] points
    }
select-colony = Colony of level { $level } (military { $level })
select-pile = { $pile }: { $card }
select-feed = Remove a card
select-silver = Silver medal

## Parts of labels and log lines

track-delta =
    { $track ->
        [income] income
        [military] military
        [culture] culture
       *[food] food
    } { $delta }
    .short =
        { $track ->
            [income] income
            [military] military
            [culture] culture
           *[food] food
        } { $delta }
coins-plus =
    +{ $coins } { $coins ->
        [one] coin
       *[other] coins
    }
coins-minus =
    −{ $coins } { $coins ->
        [one] coin
       *[other] coins
    }
paid-none = {""}
paid-coins =
    {" "}(−{ $coins } { $coins ->
        [one] coin
       *[other] coins
    })
points-minus =
    −{ $points } { $points ->
        [one] point
       *[other] points
    }
loss-effect = its effect
loss-none = nothing else

# Decks (face down, phase A): .from as in "you draw from the blue deck".
deck-blue = blue deck
    .from = from the blue deck
deck-green = green deck
    .from = from the green deck
deck-yellow = yellow deck
    .from = from the yellow deck
deck-red = red deck
    .from = from the red deck
deck-purple = purple deck
    .from = from the purple deck
# Face-up discard piles (phase B): .title starts a menu, .acc as in "on the blue discard pile",
# .from as in "from the blue discard pile".
pile-blue = blue discard pile
    .title = Blue discard pile
    .acc = the blue discard pile
    .from = from the blue discard pile
pile-green = green discard pile
    .title = Green discard pile
    .acc = the green discard pile
    .from = from the green discard pile
pile-yellow = yellow discard pile
    .title = Yellow discard pile
    .acc = the yellow discard pile
    .from = from the yellow discard pile
pile-red = red discard pile
    .title = Red discard pile
    .acc = the red discard pile
    .from = from the red discard pile
pile-purple = purple discard pile
    .title = Purple discard pile
    .acc = the purple discard pile
    .from = from the purple discard pile
# Bonus tiles: .with as in "a silver medal with the yellow tile".
tile-yellow = yellow tile
    .with = with the yellow tile
tile-red = red tile
    .with = with the red tile
tile-blue = blue tile
    .with = with the blue tile
tile-green = green tile
    .with = with the green tile

## Log lines (players' names stand where no case or gender is needed)

log-setup = The game is set up.
log-initiative_coin =
    { $player } gets { $coins } { $coins ->
        [one] coin
       *[other] coins
    } for a late initiative.
log-epoch = Epoch { $epoch } begins; { $player } is the first player.
log-wheel = { $player } sets the wheel. First draws: { $decks }.
log-wheel-deck = { $coat } ({ $player }) — { $deck }
log-round =
    { $round ->
        [1] Draw round 1 of 5.
       *[other] Draw round { $round } of 5: the wheel turns one step, each player draws from the next deck.
    }
log-chosen = { $player } has chosen.
log-draw = You draw { $deck }: { $cards }.
log-choice =
    Your choice: { $mode ->
        [sell] sell { $card }
       *[buy] buy { $card }
    }.
log-discard = { $player } puts { $card } face up on { $pile }.
log-buy =
    { $player } buys { $card } { $price ->
        [0] for free
        [one] for { $price } coin
       *[other] for { $price } coins
    }.
log-sell =
    { $player } sells a card for { $coins } { $coins ->
        [one] coin
       *[other] coins
    }.
log-sell-card =
    { $player } sells { $card } for { $coins } { $coins ->
        [one] coin
       *[other] coins
    }.
log-sell_secret = The card you sold: { $card }.
log-take = { $player } takes { $card } { $pile }.
log-income =
    { $player } collects { $coins } { $coins ->
        [one] coin
       *[other] coins
    } of income.
log-colony-plunder =
    { $player } plunders a colony of level { $level }: { $money }, { $points } { $points ->
        [one] point
       *[other] points
    }.
log-colony-integrate =
    { $player } integrates the colony “{ $colony }” (level { $level }): { $money }, { $points } { $points ->
        [one] point
       *[other] points
    }.
log-colony_pass = { $player } takes no more colonies.
log-colony_none = { $player } cannot take a colony.
log-statue =
    { $player } carves statue { $statue }: { $tile } { $face ->
        [down] face down
       *[up] face up
    }{ $paid }.
log-statue_pass = { $player } carves no more statues.
log-phase =
    { $phase ->
        [A] Phase A begins.
       *[B] Phase B begins: in turn, each player takes the top card of a discard pile.
    }
log-feed_surplus =
    { $player } gets { $coins } { $coins ->
        [one] coin
       *[other] coins
    } for surplus food.
log-hunger =
    { $player } must remove { $cards } { $cards ->
        [one] card
       *[other] cards
    } (not enough food).
log-feed_remove = { $player } removes { $card }.
log-feed_pay =
    { $player } pays { $coins } { $coins ->
        [one] coin
       *[other] coins
    } instead of removing a card.
log-medal_pass = { $player } buys no more medals.
log-silver =
    { $player } buys a silver medal { $tile } for { $coins } { $coins ->
        [one] coin
       *[other] coins
    }.
log-gold =
    { $player } buys a gold medal for { $coins } { $coins ->
        [one] coin
       *[other] coins
    }.
log-game_over = The game is over.

## Slash commands (the value is the description, .name the command or option name in Discord)

cmd-hadara = Play Hadara in this channel
    .name = hadara
cmd-hadara-new = Open a lobby for a new game of Hadara
    .name = new
opt-hadara-variant = Basic game or advanced game
opt-hadara-max-players = How many players may join (2–5)
choice-hadara-basic = Basic
choice-hadara-advanced = Advanced

hadara-name = Hadara

hadara-help = Hadara for 2–5 players: three epochs of drafting cards, colonies, statues and medals.
    • /hadara new opens a lobby (basic or advanced game, number of players, timers).
    • In draw rounds every player gets a direct message with two cards; if your DMs are closed, use /hadara hand.
    • When several players choose at once in public (statues, medals), each has a menu with their name on the table.


## Decision titles: what is asked of you now (the headline of your prompts)

hadara-title-side = Choose the side of your setup card
hadara-title-wheel = Set the wheel for the first draw round
hadara-title-draft = Draw round { $round } of 5: keep one card, discard the other
hadara-title-colony = Your turn: take a colony or pass
hadara-title-statue = Carve a statue or pass
hadara-title-take = Your turn: take the top card of a pile
hadara-title-feed = Feed your people: remove { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
hadara-title-medal = Buy medals or pass

## Export (a file of the game)
