## Through the Ages: what the rules core says (rules/tta/describe.py).
## tta-act-…: action labels (buttons and menu entries, at most 80 characters with the names in
## them); tta-group-…: menu titles; tta-log-…: log lines. Card names ($card, $target, $to, $cards)
## are the messages tta-card-… of names.ftl; $player, $target, $from, $a, $b, $proposer,
## $partner, $start and $winner are players' names. Both arrive in the nominative.

## Actions: taking, building, playing

tta-act-end = End turn
tta-act-take = Take { $card } ({ $cost } CA)
tta-act-pop = Increase population ({ $food } food)
tta-act-pop-free = Free population · { $food }☘
tta-act-build = Build { $card } ({ $cost ->
    [one] 1 resource
   *[other] { $cost } resources
})
tta-act-recruit = Recruit { $card } ({ $cost ->
    [one] 1 resource
   *[other] { $cost } resources
})
tta-act-upgrade = Upgrade { $card } → { $to } ({ $cost ->
    [one] 1 resource
   *[other] { $cost } resources
})
tta-act-destroy = Destroy a building: { $card }
tta-act-disband = Disband a unit: { $card }
tta-act-barbarossa = Barbarossa: new worker straight into { $card }
tta-act-wonder = { $stages ->
    [one] Build a stage
   *[other] Build { $stages } stages
} of { $card } ({ $cost ->
    [one] 1 resource
   *[other] { $cost } resources
})
tta-act-leader = Play leader { $card }
tta-act-tech = Play { $card } ({ $science } science)
tta-act-peaceful = Peaceful change to { $card } ({ $science } science)
tta-act-revolution = Revolution: { $card } ({ $science } science)
tta-act-card = Play { $card }
tta-act-card-build = { $card }: build { $target }
tta-act-card-upgrade = { $card }: upgrade { $target } → { $to }
tta-act-card-tech = { $card }: play { $target } ({ $science } science)
tta-act-card-revolution = { $card }: revolution to { $target } ({ $science } science)
tta-act-event-food = { $card }: take the food
tta-act-event-res = { $card }: take the resources
tta-act-event-yes = { $card }: build it for free
tta-act-event-no = { $card }: do not build
tta-act-unknown = Action { $code }

## Actions: politics and the military

tta-act-no-political = No political action
tta-act-resign = Resign from the game
tta-act-prepare = Prepare { $card } (+{ $culture } culture)
tta-act-columbus = Columbus: settle { $card }
tta-act-aggression = { $card } against { $target } ({ $ma } MA)
tta-act-war = Declare { $card } on { $target } ({ $ma } MA)
tta-act-pact = Offer { $card } to { $target } (you as { $role })
tta-act-cancel-pact = Cancel { $card } with { $partner }
tta-act-accept = Accept { $card } ({ $proposer } as { $role })
tta-act-refuse = Refuse { $card } from { $proposer }
tta-act-tactic = Play tactic { $card } (1 MA)
tta-act-draw = Draw a military card (1 MA)
tta-act-trade = Trade route: pay { $pay ->
    [food] food
   *[other] resources
} to get { $get ->
    [food] food
   *[other] resources
}
tta-act-discard = Discard { $card }
tta-act-bid = Bid { $amount } for { $card }
tta-act-pass = Pass
tta-act-sacrifice = Sacrifice { $card } (+{ $strength } strength)
tta-act-bonus-card = Play { $card } (+{ $value })
tta-act-done = Done
tta-act-done-attack = Attack with +{ $total } from sacrifices
tta-act-done-defend = Defend with +{ $total } from sacrifices and cards
tta-act-done-colonize = Colonize with a force of { $total }
tta-act-done-war_att = Go to war with +{ $total } from sacrifices
tta-act-done-war_def = Defend the war with +{ $total } from sacrifices
tta-act-reset = Start over
tta-act-pick-colony = Colony { $card } of { $player }
tta-act-pick-wonder = Ravage { $card } (+2 culture a turn instead)
tta-act-pick-special = Take { $card } (instead of { $science } science)
tta-act-pick-lose = Lose a worker from { $card } ({ $player })
tta-act-pick-destroy = Destroy { $card } of { $player }
tta-act-split-gain = Take { $food } food and { $resources ->
    [one] 1 resource
   *[other] { $resources } resources
}
tta-act-split-lose = Take away { $food } food and { $resources ->
    [one] 1 resource
   *[other] { $resources } resources
}

## Menu titles

tta-group-take = Take a card from the row
tta-group-hand = Play a card from your hand
tta-group-build = Build a building
tta-group-upgrade = Upgrade a building
tta-group-destroy = Destroy a building
tta-group-military = Military
tta-group-pop = Population and food
tta-group-wonder = Build your wonder
tta-group-event = Event: { $card }
tta-group-prepare = Prepare an event or territory
tta-group-attack = Aggression or war
tta-group-pact = Pacts
tta-group-discard = Discard military cards down to your limit
tta-group-bid = Bid for the new territory
tta-group-sacrifice = Sacrifice units
tta-group-cards = Play bonus cards
tta-group-pick = Choose
tta-group-split = Split between food and resources
tta-group-part = Part { $part }

## Log lines

tta-log-setup = A game for { $players } players begins; { $start } is the start player.
tta-log-age = { $age ->
    [0] Antiquity (age A) begins.
    [1] Age I begins.
    [2] Age II begins.
    [3] Age III begins.
   *[other] Age IV begins: the last round is near.
}
tta-log-last_round = Round { $round } is the last round.
tta-log-end_turn = { $player } ends the turn.
tta-log-game_over = The game is over.
tta-log-resign = { $player } resigns from the game.
tta-log-take = { $player } takes { $card } ({ $cost } CA).
tta-log-pop = { $player } increases population ({ $food } food).
tta-log-build = { $player } builds { $card } ({ $cost ->
    [one] 1 resource
   *[other] { $cost } resources
}).
tta-log-upg = { $player } upgrades { $card } to { $to } ({ $cost ->
    [one] 1 resource
   *[other] { $cost } resources
}).
tta-log-dest = { $player } destroys { $card }.
tta-log-barb = { $player } uses Barbarossa: a new worker ({ $food } food) becomes { $card } ({ $cost ->
    [one] 1 resource
   *[other] { $cost } resources
}).
tta-log-wonder = { $player } builds { $stages ->
    [one] a stage
   *[other] { $stages } stages
} of { $card } ({ $cost ->
    [one] 1 resource
   *[other] { $cost } resources
}).
tta-log-play = { $player } plays { $card }.
tta-log-rev = { $player } starts a revolution: { $card } ({ $science } science).
tta-log-tac = { $player } plays the tactic { $card }.
tta-log-col = { $player } spends a civil action on Columbus.
tta-log-trade = { $player } trades { $amount } { $pay ->
    [food] food
   *[other] { $amount ->
        [one] resource
       *[other] resources
    }
} for { $get ->
    [food] food
   *[other] resources
}.
tta-log-maintenance = { $player }: +{ $culture } culture, +{ $science } science, +{ $food } food ({ $eaten } eaten), +{ $resources ->
    [one] 1 resource
   *[other] { $resources } resources
}.
tta-log-produce = { $player } produces food or resources at once.
tta-log-uprising = Uprising in { $player }'s nation: { $discontent } discontent but only { $unused } unused workers; no production this turn.
tta-log-actions_lost = { $player } starts the turn with { $civil } civil actions already spent.
tta-log-lose_actions = { $player } will lose { $civil } civil actions next turn.
tta-log-draw = { $player } draws { $count ->
    [one] a military card
   *[other] { $count } military cards
}.
tta-log-drawn = You draw: { $cards }.
tta-log-discard = { $player } discards { $count ->
    [one] a military card
   *[other] { $count } military cards
}.
tta-log-discarded = You discard { $card }.
tta-log-reshuffle = The discarded military cards of age { $age ->
    [1] I
    [2] II
    [3] III
   *[other] { $age }
} form a new deck ({ $cards } cards).
tta-log-obsolete = { $player } discards obsolete cards: { $cards }.
tta-log-yellow_lost = { $player } returns { $count ->
    [one] 1 yellow token
   *[other] { $count } yellow tokens
} at the change of age.
tta-log-bonus_revealed = Revealed for the final scoring: { $card }.
tta-log-final_event = Final scoring: { $card }.

## Log lines: politics, events, colonies

tta-log-no_political = { $player } takes no political action.
tta-log-political_skipped = { $player } skips the political action this turn.
tta-log-prepare = { $player } prepares an event of age { $age ->
    [0] A
    [1] I
    [2] II
   *[other] III
} (+{ $culture } culture).
tta-log-prepared = You prepare { $card }.
tta-log-event = { $player } reveals the event { $card }.
tta-log-events_rebuilt = The future events become the current events ({ $cards } cards).
tta-log-gain = { $player } gains { $stat ->
    [culture] { $amount } culture
    [science] { $amount } science
    [food] { $amount } food
    [resources] { $amount ->
        [one] 1 resource
       *[other] { $amount } resources
    }
    [population] { $amount } population
    [military_cards] { $amount ->
        [one] 1 military card
       *[other] { $amount } military cards
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
}.
tta-log-lose = { $player } loses { $stat ->
    [culture] { $amount } culture
    [science] { $amount } science
    [food] { $amount } food
    [resources] { $amount ->
        [one] 1 resource
       *[other] { $amount } resources
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
}.
tta-log-gain_goods = { $player } gains { $food } food and { $resources ->
    [one] 1 resource
   *[other] { $resources } resources
}.
tta-log-lose_goods = { $player } loses { $food } food and { $resources ->
    [one] 1 resource
   *[other] { $resources } resources
}.
tta-log-lose_pop = { $player } loses { $count ->
    [one] a worker
   *[other] { $count } workers
}.
tta-log-free_build = { $player } builds { $card } for free.
tta-log-declined = { $player } does not use { $card }.
tta-log-destroyed = { $player } loses { $count ->
    [one] a building
   *[other] { $count } buildings
}: { $card }.
tta-log-ravaged = { $player }'s { $card } falls to ruin: +2 culture a turn instead of its effect.
tta-log-leader_lost = { $player } loses the leader { $card }.
tta-log-wonder_lost = { $player } loses the unfinished wonder { $card }.
tta-log-yellow_moved = { $player } gives up { $amount ->
    [one] 1 yellow token
   *[other] { $amount } yellow tokens
}; { $to } receives them.
tta-log-bid = { $player } bids { $bid } for { $card }.
tta-log-bid_pass = { $player } drops out of the bidding for { $card }.
tta-log-auction_won = { $player } wins { $card } with a bid of { $bid }.
tta-log-no_colony = Nobody colonizes { $card }.
tta-log-sacrifice = { $units ->
    [0] { $player } plays bonus cards worth { $value }: { $cards }.
    [one] { $player } sacrifices a unit: a force of { $value }.
   *[other] { $player } sacrifices { $units } units: a force of { $value }.
}
tta-log-colony = { $player } gains the colony { $card }.
tta-log-colony_lost = { $to ->
    [-1] { $player } loses the colony { $card }.
   *[other] { $player } loses the colony { $card }; { $to } takes it.
}
tta-log-columbus = { $player } settles { $card } with Columbus.

## Log lines: aggressions, wars, pacts

tta-log-aggression = { $player } plays { $card } against { $target } ({ $ma } MA).
tta-log-aggression_result = { $success ->
    [1] { $card } succeeds: { $player } { $attack }, { $target } { $defence }.
   *[other] { $card } fails: { $player } { $attack }, { $target } { $defence }.
}
tta-log-war = { $player } declares { $card } on { $target } ({ $ma } MA).
tta-log-war_result = { $winner ->
    [-1] { $card } ends in a tie ({ $attack } : { $defence }); nothing happens.
   *[other] { $card }: { $player } { $attack }, { $target } { $defence }; { $winner } wins by { $margin }.
}
tta-log-war_cancelled = { $player }'s { $card } is called off.
tta-log-steal = { $player } takes { $stat ->
    [science] { $amount } science
   *[other] { $amount } culture
} from { $from }.
tta-log-tech_taken = { $player } takes the technology { $card } from { $from }.
tta-log-token_returned = { $player } returns { $of }'s attack token.
tta-log-pact_offer = { $player } offers { $card } to { $target } ({ $player } as { $role ->
    [a] A
   *[other] B
}).
tta-log-pact_refused = { $player } refuses { $card } from { $from }.
tta-log-pact = { $card } is in force: { $a } is A, { $b } is B.
tta-log-pact_ended = { $card } between { $a } and { $b } ends { $why ->
    [cancelled] (cancelled)
    [attack] (an attack)
    [obsolete] (obsolete)
    [replaced] (replaced by a new pact)
    [resigned] (a nation resigned)
   *[other] ({ $why })
}.

tta-confirm-end =
    { $uprising ->
        [0] Ending your turn now: { $famine ->
            [0] corruption takes { $corruption } resources.
           *[other] famine, { $famine } food missing (−{ $culture } culture).{ $corruption ->
                [0] {""}
               *[other] { " " }Corruption takes { $corruption } resources.
            }
        } End the turn anyway?
       *[other] Ending your turn now starts an uprising: your nation produces nothing this turn (no culture, science, food or resources). End the turn anyway?
    }

## Undo and the reasons a move is refused

tta-act-undo = Undo my last action
tta-log-undo = { $player } takes back an action.
reason-not_enough_actions = { $kind ->
    [military] not enough military actions (needs { $need }🔴, { $have }🔴 left)
   *[civil] not enough civil actions (needs { $need }⚪, { $have }⚪ left)
}
reason-not_enough_food = not enough food (needs { $need }☘, you have { $have }☘)
reason-not_enough_resources = not enough resources (needs { $need }⚒, you have { $have }⚒)
reason-not_enough_science = not enough science (needs { $need }⚗, you have { $have }⚗)
reason-no_worker = no unused worker
reason-hand_full = your hand is full ({ $count }/{ $limit })
reason-leader_age_taken = you already took a leader of that age
reason-wonder_in_progress = a wonder is already under construction
reason-duplicate_technology = you already have that technology
reason-taken_this_turn = an action card cannot be played the turn it was taken
reason-round_one_only_take = in the first round you can only take cards
reason-revolution_needs_all_actions = a revolution needs all your civil actions unused
reason-no_wonder = no wonder under construction
reason-no_bank_token = no blue token left in your bank
reason-nothing_to_undo = there is nothing to take back
reason-used_this_turn = already used this turn
reason-limit_reached = { $what ->
    [population] your yellow bank is empty
    [urban] at most { $limit } urban buildings of a type
   *[other] you have reached the limit
}
reason-requirement_not_met = { $why ->
    [cooperation] your Scientific Cooperation partner has no science
   *[other] a requirement is not met
}
reason-unknown_target = no possible target
