## Through the Ages: what the rules core says (rules/tta/describe.py).
## tta-act-…: action labels (buttons and menu entries). A phone shows about the first 25
## characters, so a label starts with what tells it apart: the cost first, in the symbols the
## images use (⚪ civil action, 🔴 military action, ⚗ science, ☘ food, ⚒ resources, ✿ culture,
## ⚔ strength), then the card; the verb is the menu's title (tta-group-…), not the label's.
## tta-title-…: what a decision asks, at the head of a prompt; tta-log-…: log lines. Card names
## ($card, $target, $to, $cards) are the messages tta-card-… of names.ftl; $player, $target,
## $from, $a, $b, $proposer, $partner, $attacker, $start and $winner are players' names. Both
## arrive in the nominative.

## Actions of the turn: the row, building, the hand

tta-act-end = End turn
tta-act-take = { $cost }⚪ { $card }
tta-act-pop = { $food }☘ Increase population
tta-act-pop-free = { $food }☘ No action: increase population
tta-act-build = { $cost }⚒ { $card }
tta-act-recruit = { $cost }⚒ { $card }
tta-act-upgrade = { $cost }⚒ { $card } → { $to }
tta-act-destroy = { $card }
tta-act-disband = { $card }
tta-act-barbarossa = { $food }☘ { $cost }⚒ Barbarossa: { $card }
tta-act-wonder = { $cost }⚒ { $card }: { $stages ->
    [one] 1 stage
   *[other] { $stages } stages
}
tta-act-leader = { $card }
tta-act-tech = { $science }⚗ { $card }
tta-act-peaceful = { $science }⚗ { $card }: peaceful change
tta-act-peaceful-here = { $science }⚗ Peaceful change
tta-act-revolution = { $science }⚗ { $card }: revolution
tta-act-revolution-here = { $science }⚗ Revolution
tta-act-card = { $card }
tta-act-card-build = { $cost }⚒ { $card }: { $target }
tta-act-card-upgrade = { $cost }⚒ { $card }: { $target } → { $to }
tta-act-card-tech = { $science }⚗ { $card }: { $target }
tta-act-card-revolution = { $science }⚗ { $card }: revolution, { $target }
tta-act-event-food = Take { $amount }☘
tta-act-event-res = Take { $amount }⚒
tta-act-event-yes = Build { $card } for free
tta-act-event-no = Do not build
tta-act-unknown = Action { $code }
tta-aged-card = { $age } · { $card }

## Actions: politics and the military

tta-act-no-political = No political action
tta-act-resign = Resign from the game
tta-act-prepare = { $card } +{ $culture }✿
tta-act-columbus = Columbus: { $card }
tta-act-columbus-civil = 1⚪ Columbus: { $card }
tta-act-aggression = { $ma }🔴 { $card }: { $target }
tta-act-target = { $ma }🔴 { $target }
tta-act-pact = { $card }: { $role ->
    [a] you A · { $target } B
    [b] you B · { $target } A
   *[other] { $target }
}
tta-act-pact-with = { $role ->
    [a] You A · { $target } B
    [b] You B · { $target } A
   *[other] { $target }
}
tta-act-cancel-pact = Cancel { $card } ({ $partner })
tta-act-accept = Accept { $card }{ $role ->
    [a] { " " }(you A)
    [b] { " " }(you B)
   *[other] {""}
}
tta-act-refuse = Refuse { $card }
tta-act-tactic = 1🔴 Tactic: { $card }
tta-act-draw = 1🔴 Draw a military card
tta-act-trade = { $amount }{ $pay ->
    [food] ☘
   *[other] ⚒
} → { $amount }{ $pay ->
    [food] ⚒
   *[other] ☘
} Trade route
tta-act-discard = { $card }
tta-act-bid = { $amount }⚔
tta-act-pass = Drop out
tta-act-sacrifice = +{ $strength }⚔ { $card }
tta-act-bonus-card = +{ $value }⚔ { $card }
tta-act-done = Done
tta-act-done-attack = Attack (+{ $total }⚔)
tta-act-done-defend = Defend (+{ $total }⚔)
tta-act-done-colonize = Colonize ({ $total }⚔)
tta-act-done-war_att = Go to war (+{ $total }⚔)
tta-act-done-war_def = Defend (+{ $total }⚔)
tta-act-done-special = Take { $science }⚗ instead
tta-act-reset = Start over
tta-act-pick-colony = { $card }
tta-act-pick-wonder = { $card }
tta-act-pick-special = { $science }⚗ { $card }
tta-act-pick-lose = { $card }
tta-act-pick-destroy = { $card }
tta-act-split-gain = { $food }☘ { $resources }⚒
tta-act-split-lose = −{ $food }☘ −{ $resources }⚒

tta-confirm-resign = Resign from the game? Your nation declines for good: it takes the last place, its pacts end, any war against it is called off, and you make no more moves. This cannot be undone.

## Menu titles

tta-group-take = Take a card from the row
tta-group-build = Build · upgrade · population
tta-group-hand = Play a card from your hand
tta-group-military = Military and other
tta-group-destroy = Destroy a building
tta-group-disband = Disband a unit
tta-group-upgrade = Upgrade
tta-group-event = Event: { $card }
tta-group-prepare = Prepare an event or territory
tta-group-attack = Aggression or war
tta-group-pact = Pacts
tta-group-other = Other
tta-group-discard = Discard military cards down to { $limit }
tta-group-bid = Bid for { $card }
tta-group-sacrifice = Sacrifice units
tta-group-cards = Play bonus cards
tta-group-pick-destroy = Choose a building to destroy
tta-group-pick-lose = Choose where a worker leaves
tta-group-pick-colony = Choose a colony
tta-group-pick-wonder = Choose a wonder to fall to ruin
tta-group-pick-special = Choose a technology to take
tta-group-split-gain = Split between food and resources
tta-group-split-lose = Split the loss between food and resources
tta-group-part = Part { $part }

## What a decision asks (the head of a prompt)

tta-title-turn = Your turn
tta-title-political = Your turn: political action
tta-title-defend = { $attacker } attacks you with { $card }: defend
tta-title-war-def = { $attacker } is at war with you ({ $card }): defend
tta-title-attack = { $card } against { $target }: your sacrifices
tta-title-war-att = { $card } against { $target }: your war force
tta-title-colonize = Colonize { $card }: a force of at least { $bid }
tta-title-bid = Bid for the colony { $card }{ $high ->
    [0] {""}
   *[other] { " " }(highest bid { $high })
}
tta-title-pact = { $proposer } offers you { $card }{ $role ->
    [a] { " " }(you A)
    [b] { " " }(you B)
   *[other] {""}
}
tta-title-discard = Discard military cards down to { $limit }
tta-title-event-goods = { $card }: food or resources?
tta-title-event-build = { $card }: build for free?
tta-title-agree = { $card }: take cards worth up to { $budget }⚪
tta-title-pick-destroy = { $card }: choose which building { $player } loses
tta-title-pick-destroy-own = { $card }: choose a building you lose
tta-title-pick-lose = { $card }: choose where you lose a worker
tta-title-pick-colony = { $card }: choose which colony { $player } loses
tta-title-pick-colony-own = { $card }: choose a colony you lose
tta-title-pick-wonder = { $card }: choose a wonder that falls to ruin
tta-title-pick-special = { $card }: technologies { $player } loses (up to { $science }⚗)
tta-title-split-gain = { $card }: split { $amount } between food and resources
tta-title-split-lose-own = { $card }: split your loss of { $amount } between food and resources
tta-title-split-lose = { $card }: choose what { $player } loses ({ $amount })
tta-title-choose = Your choice

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
tta-log-take = { $player } takes { $card } ({ $cost ->
    [one] 1 civil action
   *[other] { $cost } civil actions
}).
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

tta-log-aggression = { $player } plays { $card } against { $target } ({ $ma ->
    [one] 1 military action
   *[other] { $ma } military actions
}).
tta-log-aggression_result = { $success ->
    [1] { $card } succeeds: { $player } { $attack }, { $target } { $defence }.
   *[other] { $card } fails: { $player } { $attack }, { $target } { $defence }.
}
tta-log-war = { $player } declares { $card } on { $target } ({ $ma ->
    [one] 1 military action
   *[other] { $ma } military actions
}).
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

tta-act-undo = Undo
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
