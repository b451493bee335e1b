# Sealed Bids: every text of the game (message ids bids-…). Variables are numbers except
# $player, $lead (a player's name), $bids and $winners (lists the host joins).

## The game, its variants and lobby options

bids-name = Sealed Bids
bids-description = Bid in secret for prizes worth points; the highest bid wins each prize.
bids-variant-first_price = First price
bids-variant-second_price = Second price
bids-option-coins = Starting coins
bids-option-rounds = Rounds

## Buttons and menus

bids-act-bid = Bid { $amount }
bids-act-keep =
    Keep ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
bids-act-cash =
    Cash in for { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    }
bids-group-range = { $low }–{ $high }

## Log lines

bids-log-round =
    Round { $round } of { $rounds }: a prize worth { $points ->
        [one] { $points } point
       *[other] { $points } points
    }. Lead: { $lead }.
bids-log-bid = { $player }: bid sealed.
bids-log-bid-secret =
    Your sealed bid: { $amount ->
        [one] { $amount } coin
       *[other] { $amount } coins
    }.
bids-log-bid-entry = { $player }: { $amount }
bids-log-reveal = Bids revealed: { $bids }.
bids-log-win =
    { $player } wins the prize worth { $points ->
        [one] { $points } point
       *[other] { $points } points
    } and pays { $price ->
        [one] { $price } coin
       *[other] { $price } coins
    }.
bids-log-discard =
    Nobody bid: the prize worth { $points ->
        [one] { $points } point
       *[other] { $points } points
    } is discarded.
bids-log-keep =
    { $player } keeps the prize: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
bids-log-cash =
    { $player } cashes the prize in for { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    }.
bids-log-name = { $player }
bids-log-over =
    Game over. { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }.

## Images

bids-img-seat = Player { $seat }
bids-img-round = Round { $round } of { $rounds }
bids-img-points =
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
bids-img-coins = Coins
bids-img-coins-n =
    { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    }
bids-img-kept = Prizes
bids-img-lead = Lead
bids-img-deck =
    { $count ->
        [one] { $count } prize
       *[other] { $count } prizes
    } face down
bids-img-step-bid = Secret bids
bids-img-step-claim = Keep or cash?
bids-img-step-over = Game over
bids-img-has-bid = Has bid
bids-img-bidding = Bidding…
bids-img-bid = Bid { $amount }
bids-img-pays = pays { $price }
bids-img-last = Last auction
bids-img-no-auction = No auction yet
bids-img-res-keep = Won, kept
bids-img-res-cash = Won, cashed
bids-img-res-lost = Lost
bids-img-res-discard = Nobody bid
bids-img-res-pending = Won, choosing
bids-img-rule-first_price = The winner pays their bid
bids-img-rule-second_price = The winner pays the second-highest bid
bids-img-rule-tie = Ties: first from the lead player
bids-img-your-turn = Your decision
bids-img-not-your-turn = Nothing to decide now
bids-img-prompt-bid =
    Bid in secret: 0 to { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    }
bids-img-prompt-sealed =
    Your sealed bid: { $amount ->
        [one] { $amount } coin
       *[other] { $amount } coins
    }
bids-img-prompt-wait = Waiting for the other bids
bids-img-prompt-claim = You won the auction and paid { $price }
bids-img-prompt-over = The game is over
bids-img-col-bid = Bid
bids-img-col-left = Coins left
bids-img-col-worth = Worth at the end
bids-img-keep =
    Keep: +{ $points ->
        [one] { $points } point
       *[other] { $points } points
    }
bids-img-cash =
    Cash in: +{ $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    }
bids-img-after = { $before } → { $after }
bids-img-rivals = Rivals
bids-img-score-title = Final scores
bids-img-score-live = Scores so far
bids-img-cat-prizes = Prizes
bids-img-cat-coins = Coins ÷ 3
bids-img-total = Total
bids-img-tiebreak = Coins left
bids-img-winner = Winner
bids-img-col-round = Round
bids-img-col-prize = Prize
bids-img-col-paid = Paid
bids-img-col-result = Result
bids-img-none = —
