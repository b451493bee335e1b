## Through the Ages: the recap a player gets when its turn comes (rules/tta/recap.py): what it
## missed since its previous turn, at most 8 lines. A player's name is always followed by a colon
## or stands alone ("Ann +3"), so that no language needs it in a grammatical case.

tta-recap-more = …and { $count ->
    [one] 1 more line
   *[other] { $count } more lines
} in the log.
tta-recap-times = { $card } ×{ $count }
tta-recap-plus = +{ $count } more
tta-recap-join = { $first }; { $rest }

## Done to you (first).
tta-recap-you-aggression = { $player }: { $card } against you – { $outcome ->
    [success] it succeeded ({ $attack } : { $defence }).
    [held] you held ({ $defence } : { $attack }).
   *[pending] not resolved yet.
}
tta-recap-you-attacked = Your { $card } (target: { $player }): { $outcome ->
    [success] it succeeded ({ $attack } : { $defence }).
   *[failed] it failed ({ $attack } : { $defence }).
}
tta-recap-you-war = { $player }: { $card } declared on you; it is fought at the start of the attacker's next turn.
tta-recap-you-war-yours = Your war { $card } (target: { $player }) is fought at the start of your turn.
tta-recap-you-war-result = { $player }: war { $card } – { $outcome ->
    [won] you won ({ $mine } : { $theirs }).
    [lost] you lost ({ $mine } : { $theirs }).
   *[tie] a draw ({ $mine } : { $theirs }).
}
tta-recap-you-pact = { $player }: { $card } with you is in force.
tta-recap-you-refused = { $player }: refused your { $card }.
tta-recap-you-pact-ended = { $player }: your { $card } has ended ({ $why ->
    [cancelled] cancelled
    [attack] an attack
    [obsolete] obsolete
    [replaced] replaced by a new pact
    [resigned] a nation resigned
   *[other] { $why }
}).
tta-recap-you-colony = You won the colonization of { $card } with a bid of { $bid }.
tta-recap-you-lost = You lost: { $items }.
tta-recap-stat = { $stat ->
    [culture] { $amount } culture
    [science] { $amount } science
    [food] { $amount } food
    [resources] { $amount ->
        [one] 1 resource
       *[other] { $amount } resources
    }
    [population] { $amount ->
        [one] 1 worker
       *[other] { $amount } workers
    }
    [yellow_tokens] { $amount ->
        [one] 1 yellow token
       *[other] { $amount } yellow tokens
    }
    [blue_tokens] { $amount ->
        [one] 1 blue token
       *[other] { $amount } blue tokens
    }
   *[other] { $amount } ({ $stat })
}

## One line per other nation: "Ann: took 2 cards: Iron, Bronze; built Temple".
tta-recap-nation = { $player }: { $parts }.
tta-recap-took = took { $count ->
    [one] 1 card
   *[other] { $count } cards
}: { $cards }
tta-recap-built = built { $cards }
tta-recap-arrow = { $card } → { $to }{ $count ->
    [1] {""}
   *[other] {" "}×{ $count }
}
tta-recap-upgraded = upgraded { $cards }{ $more ->
    [0] {""}
   *[other] {" "}+{ $more } more
}
tta-recap-pop = population +{ $count }
tta-recap-wonder = { $card } +{ $stages ->
    [one] 1 stage
   *[other] { $stages } stages
}
tta-recap-played = played { $cards }
tta-recap-revolution = revolution: { $card }
tta-recap-tactic = tactic { $cards }
tta-recap-colonies = colony { $cards }
tta-recap-attack = { $card } (target: { $target }) { $outcome ->
    [success] succeeded
    [failed] failed
    [declared] declared
    [won] won
    [lost] lost
    [tie] a draw
   *[pending] not resolved yet
}
tta-recap-pact = pact { $card } (partner: { $partner })
tta-recap-prepared = prepared { $count ->
    [one] 1 event
   *[other] { $count } events
}
tta-recap-resigned = resigned

## For everyone.
tta-recap-events = Events: { $cards }.
tta-recap-age = { $age ->
    [A] Antiquity (age A) has begun.
   *[other] Age { $age } has begun.
}
tta-recap-last-round = This is the last round.
tta-recap-culture = Culture: { $scores }.
tta-recap-score = { $player } { $delta }
