# Through the Ages: texts drawn in the images (render/tta/i18n.py; the ids must match exactly).
# Signed numbers (+2, ±0, −1) are selects: tta-img-signed and tta-img-cost-extra are
# referenced by other messages, which share their variables.

## Shared words

tta-img-none = —
tta-img-seat = Player { $seat }
tta-img-seat-no = { $seat }
tta-img-age-0 = A
tta-img-age-1 = I
tta-img-age-2 = II
tta-img-age-3 = III
tta-img-age-4 = IV
tta-img-age = Age { $age }
tta-img-round = round { $round }
tta-img-age-round = Age { $age } · Round { $round }
tta-img-over = game over
tta-img-last-round = Last round
tta-progress-turn = player { $seat } on turn
tta-progress-player = { $player } on turn

## The table

tta-img-status-turn = { $player } is taking actions
tta-img-status-other = { $player } is deciding { $card }
tta-img-status-political = { $player } may take a political action
tta-img-final-events = Age III events to score: { $n }
tta-img-status-over = { $n ->
    [one] Game over · winner: { $winners }
   *[other] Game over · winners: { $winners }
}
tta-img-civil-deck = Civil deck { $age }: { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
tta-img-military-deck = Military deck { $age }: { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
tta-img-events-left = Events: { $n } face down
tta-img-event-piles = Events: { $current } current · { $future } future
tta-img-last-event = Last event
tta-img-no-event = No event revealed yet
tta-img-row = Card row
tta-img-row-costs = Card row · cost to take for { $player }
tta-img-row-costs-wonders = Card row · cost for { $player } (wonders { tta-img-cost-extra })
tta-img-empty-slot = empty
tta-img-new = new
tta-img-cost-extra = { $extra ->
    [0] ±0
    [-1] −1
    [-2] −2
    [-3] −3
    [-4] −4
    [-5] −5
    [-6] −6
    [-7] −7
    [-8] −8
    [-9] −9
    [-10] −10
    [-11] −11
    [-12] −12
    [-13] −13
    [-14] −14
    [-15] −15
    [-16] −16
    [-17] −17
    [-18] −18
    [-19] −19
    [-20] −20
   *[other] +{ $extra }
}
tta-img-per-turn = { tta-img-signed } a turn
tta-img-signed = { $n ->
    [0] ±0
    [-1] −1
    [-2] −2
    [-3] −3
    [-4] −4
    [-5] −5
    [-6] −6
    [-7] −7
    [-8] −8
    [-9] −9
    [-10] −10
    [-11] −11
    [-12] −12
    [-13] −13
    [-14] −14
    [-15] −15
    [-16] −16
    [-17] −17
    [-18] −18
    [-19] −19
    [-20] −20
   *[other] +{ $n }
}
tta-img-strength = strength
tta-img-happy = happy
tta-img-content = content
tta-img-discontent = { $n } unhappy
tta-img-food-flow = +{ $make } −{ $eat }
tta-img-res-flow = { $lose ->
    [0] +{ $make }
   *[other] +{ $make } −{ $lose }
}
tta-img-left-of = { $left }/{ $max }
tta-img-ca-value = { $value } civil
tta-img-ma-value = { $value } military
tta-img-wonder-progress = { $card } { $built }/{ $total }
tta-img-wonders-and = { $wonder } · { $done } done
tta-img-wonders-done = { $done ->
    [0] No wonder
    [one] { $done } wonder
   *[other] { $done } wonders
}
tta-img-no-leader = No leader
tta-img-winner = Winner
tta-img-deciding = Deciding
tta-img-on-turn = On turn
tta-img-first = First
tta-img-hand-sizes = Hand { $civil }/{ $limit } · military { $military }
tta-img-hand-civil = Hand { $civil }/{ $limit }
tta-img-colonies-n = { $n ->
    [one] { $n } colony
   *[other] { $n } colonies
}
tta-img-pacts-n = { $n ->
    [one] { $n } pact
   *[other] { $n } pacts
}
tta-img-politics = Wars and pacts
tta-img-war-line = { $card }: { $a } against { $b }
tta-img-pact-line = { $card }: { $a } and { $b }

## A player's board

tta-img-board-title = { $player } · board
tta-img-yellow-bank = Yellow bank · { $n ->
    [one] { $n } token
   *[other] { $n } tokens
}
tta-img-yellow-now = { $cost ->
    [0] bank empty · eats { $eat }
   *[other] next worker costs { $cost } food · eats { $eat }
}
tta-img-bank-cost = pop { $food }
tta-img-bank-eat = eat { $food }
tta-img-bank-happy = ☺ { $n }
tta-img-bank-empty = empty: eat { $food }
tta-img-workers = { $unused ->
    [one] { $unused } unused worker
   *[other] { $unused } unused workers
} · population { $population }
tta-img-blue-bank = Blue bank · { $n ->
    [one] { $n } token
   *[other] { $n } tokens
}
tta-img-corruption = { $n ->
    [0] no corruption
   *[other] corruption −{ $n }
}
tta-img-corruption-section = −{ $n }
tta-img-group-production = Farms and mines
tta-img-group-urban = Urban buildings · at most { $limit } of a type
tta-img-group-unit = Military units
tta-img-nothing = none
tta-img-workers-n = { $n }
tta-img-government = Government
tta-img-gov-stats = { $ca } civil · { $ma } military · urban limit { $urban }
tta-img-leader = Leader
tta-img-wonders = Wonders
tta-img-wonder-stages = { $built }/{ $total } stages
tta-img-wonder-next = next stage { $cost } resources
tta-img-completed = completed
tta-img-specials = Special technologies
tta-img-tactic = Tactics
tta-img-armies = { $n ->
    [one] { $n } army
   *[other] { $n } armies
}
tta-img-army-bonus = armies +{ $n } strength
tta-img-colonies-bonus = Colonies · colonizing +{ $n }
tta-img-colonies = Colonies
tta-img-pacts = Pacts
tta-img-civil-hand = Civil hand · { $n } of { $limit }
tta-img-military-hand = Military hand · { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
tta-img-military-hidden = Only its owner sees these cards
tta-img-urban-limit = urban limit { $n }
tta-img-pool = { $n } free for units

## A card face

tta-img-card-age-kind = Age { $age } · { $kind }
tta-img-science-cost = Science cost { $n }
tta-img-revolution-cost = Revolution { $n } science
tta-img-build-cost = Build cost { $n } resources
tta-img-per-building = Each building:
tta-img-per-unit = Each unit:
tta-img-token-value = Each blue token is worth { $n } { $stat ->
    [food] food
   *[other] resources
}
tta-img-stages = Stages: { $costs } resources
tta-img-when-complete = When complete:
tta-img-in-effect = While in play:
tta-img-tactic-army = Army: { $units }
tta-img-tactic-units = { $infantry ->
    [0] {""}
   *[other] { $infantry } infantry
}{ $cavalry ->
    [0] {""}
   *[other] { $infantry ->
        [0] {""}
       *[other] {" + "}
    }{ $cavalry } cavalry
}{ $artillery ->
    [0] {""}
   *[other] { $infantry ->
        [0] { $cavalry ->
            [0] {""}
           *[other] {" + "}
        }
       *[other] {" + "}
    }{ $artillery } artillery
}
tta-img-tactic-value = { $obsolete ->
    [one] +{ $value } strength (obsolete +{ $obsolete })
    [other] +{ $value } strength (obsolete +{ $obsolete })
   *[none] +{ $value } strength
}
tta-img-military-cost = { $n ->
    [one] { $n } military action
   *[other] { $n } military actions
}
tta-img-bonus = Defense +{ $defense } · Colonization +{ $colonization }
tta-img-copies = Copies: { $p2 } / { $p3 } / { $p4 } (2 / 3 / 4 players)
tta-img-starting = Printed on every nation card
tta-img-unknown-card = Unknown card

## The prompt (the deciding seat's picture)

tta-img-prompt-turn = Your turn, { $player }
tta-img-prompt-wait = Nothing to decide now
tta-img-prompt-waiting-for = Waiting for { $player }
tta-img-prompt-over = The game is over
tta-img-prompt-stake = What is at stake
tta-img-prompt-choices = Your choices
tta-img-prompt-hand = Your hand
tta-img-prompt-playable = playable
tta-img-prompt-round-one = Round 1: take cards only
tta-img-choice-other = { $choice }
tta-img-purpose-colonize = Colonizing force
tta-img-purpose-attack = Attacking force
tta-img-purpose-defend = Defence
tta-img-purpose-war_att = War: attacking force
tta-img-purpose-war_def = War: defence
tta-img-fact-attacker = attacker { $player } (strength { $strength })
tta-img-fact-defender = defender { $player } (strength { $strength })
tta-img-fact-from = offered by { $player }
tta-img-fact-target = nation { $player }
tta-img-fact-high = highest bid { $bid } ({ $player })
tta-img-fact-bid = bid { $n }
tta-img-fact-no-bid = no bid yet
tta-img-fact-limit = military hand { $n }, limit { $limit }
tta-img-fact-total = to beat: { $n }
tta-img-fact-value = your force: { $n }
tta-img-fact-amount = amount { $n }
tta-img-fact-budget = budget { $budget }, spent { $spent }
tta-img-fact-unit = { $card } ×{ $n }
tta-img-fact-units = chosen: { $units }
tta-img-choice-bid = Bid { $n }
tta-img-choice-split = { $food } food + { $res } resources
tta-img-choice-card = Play { $card }
tta-img-choice-disc = Discard { $card }
tta-img-choice-sac = Sacrifice { $card }
tta-img-choice-pick = { $card }
tta-img-choice-take = Take { $card }
tta-img-choices-more = { $n ->
    [one] { $n } more choice
   *[other] { $n } more choices
} on the buttons
tta-img-unused-workers = { $n ->
    [one] { $n } unused worker
   *[other] { $n } unused workers
}
tta-img-pop-cost = { $n ->
    [0] no worker left
   *[other] new worker: { $n } food
}
tta-img-your-nation = Your nation
tta-img-military-pool = { $n } free for units

## The score sheet

tta-img-score-title = Final scores
tta-img-score-live = Scores so far
tta-img-total = Total
tta-img-culture-now = Culture now
tta-img-culture-rate = Culture a turn
tta-img-science-now = Science
tta-img-cat-other = { $name }
tta-img-place = { $place }.

## Technology types and card kinds

tta-img-type-farm = Farm
tta-img-type-mine = Mine
tta-img-type-temple = Temple
tta-img-type-lab = Lab
tta-img-type-arena = Arena
tta-img-type-library = Library
tta-img-type-theater = Theater
tta-img-type-infantry = Infantry
tta-img-type-cavalry = Cavalry
tta-img-type-artillery = Artillery
tta-img-type-air_force = Air force
tta-img-type-government = Government
tta-img-type-civil = Civil tech
tta-img-type-military = Military tech
tta-img-type-colonization = Colonization
tta-img-type-construction = Construction
tta-img-kind-leader = Leader
tta-img-kind-wonder = Wonder
tta-img-kind-technology = Technology
tta-img-kind-action = Action
tta-img-kind-event = Event
tta-img-kind-territory = Territory
tta-img-kind-tactic = Tactics
tta-img-kind-aggression = Aggression
tta-img-kind-pact = Pact
tta-img-kind-war = War
tta-img-kind-bonus = Bonus

## Card numbers (signed; tta-img-signed is referenced and shares $n)

tta-img-stat-food = { tta-img-signed } food
tta-img-stat-resources = { tta-img-signed } resources
tta-img-stat-culture = { tta-img-signed } culture
tta-img-stat-science = { tta-img-signed } science
tta-img-stat-strength = { tta-img-signed } strength
tta-img-stat-happy = { tta-img-signed } happy { $n ->
    [one] face
   *[other] faces
}
tta-img-stat-civil_actions = { tta-img-signed } civil { $n ->
    [one] action
   *[other] actions
}
tta-img-stat-military_actions = { tta-img-signed } military { $n ->
    [one] action
   *[other] actions
}
tta-img-stat-colonization = { tta-img-signed } colonization
tta-img-stat-blue_tokens = { tta-img-signed } blue { $n ->
    [one] token
   *[other] tokens
}
tta-img-stat-yellow_tokens = { tta-img-signed } yellow { $n ->
    [one] token
   *[other] tokens
}
tta-img-stat-civil_hand_limit = { tta-img-signed } civil hand limit
tta-img-stat-military_hand_limit = { tta-img-signed } military hand limit

## What the deciding seat is doing, and the prompt's titles

tta-img-status-event = { $player } answers { $card }
tta-img-status-pick = { $player } chooses for { $card }
tta-img-status-split = { $player } splits what { $card } gives or takes
tta-img-status-agree = { $player } takes cards with { $card }
tta-img-status-force = { $player } chooses units and cards for { $card }
tta-img-status-defend = { $player } decides how to defend against { $card }
tta-img-status-bid = { $player } bids for { $card }
tta-img-status-pact = { $player } answers the pact offer { $card }
tta-img-status-discard = { $player } discards military cards
tta-img-status-colonize = { $player } sends a colonizing force for { $card }
tta-img-status-war = { $player } resolves { $card }
tta-img-status-aggression = { $player } resolves { $card }
tta-img-status-choose = { $player } chooses for { $card }
tta-img-status-lose = { $player } chooses what to lose to { $card }
tta-img-status-destroy = { $player } chooses what { $card } destroys
tta-img-status-uprising = { $player } deals with an uprising
tta-img-frame-event = Event: { $card }
tta-img-frame-pick = Choose for { $card }
tta-img-frame-split = Split: { $card }
tta-img-frame-agree = Take cards: { $card }
tta-img-frame-force = Choose your force: { $card }
tta-img-frame-defend = Defend against { $card }
tta-img-frame-bid = Colonization bid: { $card }
tta-img-frame-pact = Pact offered: { $card }
tta-img-frame-discard = Discard down to your military hand limit
tta-img-frame-colonize = Send a colonizing force: { $card }
tta-img-frame-war = War: { $card }
tta-img-frame-aggression = Aggression: { $card }
tta-img-frame-choose = Choose: { $card }
tta-img-frame-lose = Choose what to lose: { $card }
tta-img-frame-destroy = Choose what is destroyed: { $card }
tta-img-frame-uprising = Uprising
tta-img-frame-other = Decide: { $card }

## Answers

tta-img-choice-food = Take the food
tta-img-choice-res = Take the resources
tta-img-choice-yes = Yes — build it for free
tta-img-choice-no = No
tta-img-choice-accept = Accept
tta-img-choice-decline = Decline
tta-img-choice-pass = Pass
tta-img-choice-done = Done
tta-img-choice-reset = Start over
tta-img-choice-refuse = Refuse
tta-img-choice-resign = Resign from the game

## Card tiles: figures, the icon legend, why a card cannot be used now

tta-img-fig-revolution = revolution { $n }
tta-img-fig-defense = defence +{ $n }
tta-img-fig-colonize = colonizing +{ $n }
tta-img-why-not = not possible now
tta-img-why-not_enough_actions = needs { $need }{ $kind ->
    [military] 🔴
   *[civil] ⚪
}, you have { $have }
tta-img-why-not_enough_food = needs { $need }☘, you have { $have }
tta-img-why-not_enough_resources = needs { $need }⚒, you have { $have }
tta-img-why-not_enough_science = needs { $need }⚗, you have { $have }
tta-img-why-hand_full = hand full { $count }/{ $limit }
tta-img-you = you
tta-img-legend-ca = civil action
tta-img-legend-ma = military action
tta-img-legend-science = science
tta-img-legend-resources = resources
tta-img-legend-food = food
tta-img-legend-culture = culture
tta-img-legend-strength = strength
tta-img-legend-happy = happy face
tta-img-legend-unhappy = unhappy face
tta-img-legend-colony = colonizing
tta-img-legend-blue = blue token
tta-img-legend-worker = yellow token

## What a decision out of turn is about

tta-img-what-destroy-own = Choose one of your buildings to lose
tta-img-what-destroy = Choose a building to destroy · { $player }
tta-img-what-colony-own = Choose a colony you lose
tta-img-what-colony = Choose a colony · { $player }
tta-img-what-lose_pop = Choose the building or unit that loses a worker
tta-img-what-wonder = Choose a wonder of yours that loses its effects
tta-img-what-special = Choose special technologies to take · { $player }
tta-img-what-pick = Choose one
tta-img-what-split-gain = Take { $n } as food and resources, split as you like
tta-img-what-split-lose-own = You lose { $n } food and resources: choose the split
tta-img-what-split-lose = { $player } loses { $n } food and resources: choose the split
tta-img-what-agree = Take row cards worth up to { $budget }⚪ ({ $spent }⚪ used)
tta-img-what-discard = { $n ->
    [one] Choose { $n } card to discard (limit { $limit })
   *[other] Choose { $n } cards to discard (limit { $limit })
}
tta-img-what-bid = Bid for the colony or pass
tta-img-what-pact = Accept or refuse the pact
tta-img-what-event = Your answer to the event

## The sums of a fight (the defender holds on a tie)

tta-img-force-you = you { $strength } + { $value } = { $total }
tta-img-force-you-pact = you { $strength } + { $value } + pact { $bonus } = { $total }
tta-img-force-attacker = attacker { $n }
tta-img-force-attacker-now = attacker { $n } before sacrifices
tta-img-force-defender-now = defender { $n } before defence
tta-img-force-hold-at = you hold at { $n }: { $more } more
tta-img-force-hold = you hold: { $total } against { $n }
tta-img-force-win-at = you win at { $n }: { $more } more
tta-img-force-win = you win: { $total } against { $n }
tta-img-force-draw-at = a draw at { $n }: { $more } more
tta-img-force-draw = a draw: { $total } against { $n }
tta-img-force-rule-defend = The defender holds on a tie.
tta-img-force-rule-attack = The defender holds on a tie and may still add units and defence cards.
tta-img-force-rule-war-att = A tie does nothing; the defender may still sacrifice units.
tta-img-force-rule-war-att-defender = A tie goes to the defender, who may still sacrifice units.
tta-img-force-rule-war-def = A tie does nothing; above the attacker's total you win.
tta-img-force-colonize = your force { $value } · bid { $bid }
tta-img-force-colonize-bonus = your force { $value } (colonizing +{ $bonus } included) · bid { $bid }
tta-img-force-reach = { $more } more to reach { $n }
tta-img-force-enough = enough: { $value } for { $n }
tta-img-force-one-unit = At least one unit must go.

## A colonization bid

tta-img-bid-max = you can send up to { $n }
tta-img-bid-rival = { $player }: strength { $strength }, military hand { $cards }
tta-img-bid-rival-bonus = { $player }: strength { $strength }, colonizing +{ $bonus }, military hand { $cards }
tta-img-bid-card = { $card } +{ $n }
tta-img-bid-cards = your colonization cards: { $cards }
tta-img-bid-no-cards = no colonization card in your hand
tta-img-bid-bonus = your colonizing bonus +{ $n } counts too
tta-img-bid-rule = The winner sends units (at least one) and cards worth at least the bid.

## A pact offer: each side and what it gets

tta-img-pact-both = Both nations
tta-img-pact-side = Side { $side } · { $player }
tta-img-pact-nothing = nothing
tta-img-pact-rate = { $text } a turn
tta-img-pact-per-wonder = +{ $n } culture a turn per completed wonder of the other
tta-img-pact-substitute = once a turn, may pay { $pay } as { $get }
tta-img-pact-cooperation = technologies cost { $n }⚗ less; the partner pays { $share }⚗
tta-img-pact-no-war = no nation may declare war on it
tta-img-pact-no-attacks = No attacks between the two.
tta-img-pact-attack-bonus = An attack of one on the other gets +{ $n }.
tta-img-pact-ends-on-attack = Ends if one attacks the other.

## Score categories

tta-img-cat-culture = Culture points
tta-img-cat-techs = Age I technologies
tta-img-cat-strength = Strength
tta-img-cat-happy = Happy faces
tta-img-cat-production = Production
tta-img-cat-events = Age III events
tta-img-cat-wonders = Wonders

## One-line card summaries (the project's own, from the card data)

tta-summary-julius_caesar = +1 strength and +1 military action.
tta-summary-homer = Each turn the first resource spent on units is free; up to two Warriors units give 1 culture each.
tta-summary-moses = Increasing population costs 1 food less.
tta-summary-hammurabi = One more civil action, one military action fewer.
tta-summary-aristotle = 1 science for every technology card taken from the row.
tta-summary-alexander_the_great = +1 nation strength per military unit (sacrificed units keep their own value).
tta-summary-hanging_gardens = +1 culture, +2 happy faces.
tta-summary-library_of_alexandria = +1 culture, +1 science; civil and military hand limits +1.
tta-summary-colossus = +1 culture, +1 strength, +1 to every colonizing force.
tta-summary-pyramids = One more civil action.
tta-summary-engineering_genius_a = Build exactly one wonder stage for 2 resources less.
tta-summary-frugality_a = Increase population at full price, then get 1 food back.
tta-summary-ideal_building_site_a = Build one new urban building for 1 resource less.
tta-summary-patriotism_a = This turn: one extra military action, and the first resource spent on units is free.
tta-summary-revolutionary_idea_a = Gain 1 science.
tta-summary-rich_land_a = Build one new farm or mine for 1 resource less.
tta-summary-work_of_art_a = Gain 6 culture.
tta-summary-masonry = Urban buildings of level I-III cost 1 resource less; up to 2 wonder stages per action.
tta-summary-michelangelo = +1 culture per happy face made by temples, theaters and wonders; taking a wonder costs 1 civil action less.
tta-summary-joan_of_arc = +1 strength per happy face made by temples; 5 culture whenever an aggression or war is played against her nation.
tta-summary-leonardo_da_vinci = Science equal to the level of the best staffed lab or library; 1 resource for every technology played.
tta-summary-genghis_khan = Each cavalry unit is 1 stronger (also when sacrificed) and gives 1 culture; the tactics card gives nothing.
tta-summary-christopher_columbus = Once per game, as the political action, lay a territory from hand as a colony without bidding or sacrifice.
tta-summary-frederick_barbarossa = For 1 civil action: increase population and build a unit with that worker, each 1 cheaper.
tta-summary-great_wall = +1 culture, +1 happy face, +1 nation strength per infantry and per artillery unit.
tta-summary-st_peters_basilica = +2 culture; every happy face counts twice.
tta-summary-universitas_carolina = +1 culture, +2 science.
tta-summary-taj_mahal = +3 culture.
tta-summary-bountiful_harvest_i = Gain 2 food.
tta-summary-breakthrough_i = Play a technology at full price (a revolution allowed), then gain 2 science.
tta-summary-efficient_upgrade_i = Upgrade one farm, mine or urban building for 2 resources less.
tta-summary-engineering_genius_i = Build exactly one wonder stage for 3 resources less.
tta-summary-frugality_i = Increase population at full price, then get 2 food back.
tta-summary-ideal_building_site_i = Build one new urban building for 2 resources less.
tta-summary-mineral_deposits_i = Gain 2 resources.
tta-summary-patriotism_i = This turn: one extra military action, and the first 2 resources spent on units are free.
tta-summary-revolutionary_idea_i = Gain 2 science.
tta-summary-rich_land_i = Build one new farm or mine for 2 resources less.
tta-summary-work_of_art_i = Gain 5 culture.
tta-summary-architecture = Urban buildings cost 1 (level I) or 2 (levels II, III) resources less; up to 3 wonder stages per action.
tta-summary-william_shakespeare = +1 culture per library; +2 more culture per library-theater pair.
tta-summary-james_cook = +2 culture per colony; each Colonization bonus card used counts 1 more.
tta-summary-napoleon_bonaparte = +1 military action; the tactic value of the best complete army counts once more.
tta-summary-maximilien_robespierre = +1 military action; a revolution spends all military actions instead of all civil actions.
tta-summary-j_s_bach = Theater technologies cost 1 science less; new theaters cost 1 resource less; +1 culture per theater.
tta-summary-isaac_newton = Science equal to the level of the best staffed lab or library; playing a technology does not spend the civil action.
tta-summary-transcontinental_railroad = +5 nation strength; the best staffed mine card produces one extra token.
tta-summary-eiffel_tower = +4 culture, +1 happy face.
tta-summary-kremlin = +3 culture, one more civil and one more military action, 2 sad faces.
tta-summary-ocean_liner_service = Once per turn, increase population without a civil action and for 5 food less.
tta-summary-bountiful_harvest_ii = Gain 3 food.
tta-summary-breakthrough_ii = Play a technology at full price (a revolution allowed), then gain 4 science.
tta-summary-efficient_upgrade_ii = Upgrade one farm, mine or urban building for 3 resources less.
tta-summary-engineering_genius_ii = Build exactly one wonder stage for 4 resources less.
tta-summary-frugality_ii = Increase population at full price, then get 3 food back.
tta-summary-ideal_building_site_ii = Build one new urban building for 3 resources less.
tta-summary-mineral_deposits_ii = Gain 3 resources.
tta-summary-patriotism_ii = This turn: one extra military action, and the first 3 resources spent on units are free.
tta-summary-revolutionary_idea_ii = Gain 4 science.
tta-summary-rich_land_ii = Build one new farm or mine for 3 resources less.
tta-summary-wave_of_nationalism = This turn, for each stronger nation, a pool of free resources for units: 6 / 3 / 2 with 2 / 3 / 4 players.
tta-summary-work_of_art_ii = Gain 4 culture.
tta-summary-air_forces = Air unit. At most one joins each army and doubles that army's tactic value.
tta-summary-engineering = Urban buildings cost as many resources less as their level (1/2/3); up to 4 wonder stages per action.
tta-summary-albert_einstein = Science equal to the level of the best staffed lab or library; 3 culture for every technology played.
tta-summary-mahatma_gandhi = +2 culture; may not play aggressions or wars; attacks on this nation cost twice the military actions.
tta-summary-rock_and_roll_icon = +2 happy faces; one highest-level staffed theater produces double culture.
tta-summary-nikola_tesla = Each worker on a lab of level I-III also produces one resource token worth the lab's level; other nations pay 1 resource more to build or upgrade labs and libraries.
tta-summary-winston_churchill = Unit technologies cost 3 science less; Defense cards count double; while a war is declared against this nation, each new unit costs 2 resources less.
tta-summary-game_designer = Each lab worker also produces culture equal to the lab's level and 1 science less.
tta-summary-hollywood = On completion: 2 culture x level for every theater and library (per worker).
tta-summary-internet = On completion: 2 culture x level for every lab and library (per worker).
tta-summary-first_space_flight = On completion: 1 culture per level of every technology card in play, government included.
tta-summary-fast_food_chains = On completion: 1 culture per urban building and unit, 2 per farm and mine.
tta-summary-bountiful_harvest_iii = Gain 4 food.
tta-summary-efficient_upgrade_iii = Upgrade one farm, mine or urban building for 4 resources less.
tta-summary-endowment_for_the_arts = Gain culture for each nation with more culture: 6 / 3 / 2 each with 2 / 3 / 4 players.
tta-summary-engineering_genius_iii = Build exactly one wonder stage for 5 resources less.
tta-summary-ideal_building_site_iii = Build one new urban building for 4 resources less.
tta-summary-military_build_up = This turn, for each stronger nation, a pool of free resources for units: 8 / 5 / 3 with 2 / 3 / 4 players.
tta-summary-mineral_deposits_iii = Gain 4 resources.
tta-summary-patriotism_iii = This turn: one extra military action, and the first 4 resources spent on units are free.
tta-summary-revolutionary_idea_iii = Gain 6 science.
tta-summary-work_of_art_iii = Gain 3 culture.
tta-summary-development_of_agriculture = Every nation gains 2 food.
tta-summary-development_of_crafts = Every nation gains 2 resources.
tta-summary-development_of_markets = Every nation gains 2 food or 2 resources, its own choice.
tta-summary-development_of_politics = Every nation draws 3 military cards; the active player skips this turn's military discard. Not used in the simple game.
tta-summary-development_of_religion = Every nation with an unused worker may build a Religion temple for free (urban limit applies).
tta-summary-development_of_science = Every nation gains 2 science.
tta-summary-development_of_settlement = Every nation increases its population by one for free.
tta-summary-development_of_trade_routes = Every nation gains 1 science, 1 resource and 1 food.
tta-summary-development_of_warfare = Every nation with an unused worker may build a Warriors unit for free.
tta-summary-no_event = Nothing happens.
tta-summary-barbarians = If the nation with the most culture is among the two weakest, one of its people is lost.
tta-summary-border_conflict = The weakest nation loses one urban building, farm or mine (its own choice); the strongest gains 3 resources.
tta-summary-crusades = The strongest nation gains 4 culture, the weakest loses 4.
tta-summary-cultural_influence = Every nation gains culture equal to its culture rate.
tta-summary-foray = Each of the two strongest nations gains 3 food and resources in total, split as it likes.
tta-summary-good_harvest = Every nation's farms produce at once, without consumption.
tta-summary-immigration = The nation(s) with the most happy faces gain 1 population for free.
tta-summary-new_deposits = Every nation's mines produce at once, without corruption.
tta-summary-pestilence = One population of every nation is lost.
tta-summary-raiders = Each of the two weakest nations loses 2 food and resources in total, split as it chooses.
tta-summary-rats = Every nation loses all its stored food.
tta-summary-rebellion = On its next turn every nation has 2 civil actions fewer per discontent worker counted now.
tta-summary-reign_of_terror = The weakest nation loses one of its people.
tta-summary-scientific_breakthrough = Every nation gains science equal to its science rate.
tta-summary-uncertain_borders = The weakest nation moves 1 yellow token from its yellow bank to the strongest nation's yellow bank.
tta-summary-developed_territory_i = Colony: +1 blue and +1 yellow token; on arrival 3 science.
tta-summary-fertile_territory_i = Colony: +3 yellow tokens; on arrival 3 food.
tta-summary-historic_territory_i = Colony: +1 happy face; on arrival 6 culture.
tta-summary-inhabited_territory_i = Colony: +2 yellow tokens; on arrival 1 free population.
tta-summary-strategic_territory_i = Colony: +2 strength; on arrival 3 military cards.
tta-summary-wealthy_territory_i = Colony: +2 blue tokens; on arrival 5 resources.
tta-summary-enslave = One of the loser's people is lost; the attacker gains 3 resources.
tta-summary-plunder_i = The attacker takes food and resources worth 3 in total, split as he chooses.
tta-summary-raid_i = Destroy one urban building; gain half its printed cost in resources, rounded up.
tta-summary-open_borders_agreement = Both nations have +1 military action; when one attacks the other, the attacker's total gets +3.
tta-summary-trade_routes_agreement = Once per own turn, A may pay 1 food as 1 resource and B 1 resource as 1 food.
tta-summary-civil_unrest = Every nation loses 4 culture per discontent worker.
tta-summary-cold_war = Each of the two strongest nations gains 6 science.
tta-summary-crime_wave = Each of the two weakest nations loses 3 culture and 1 blue token from its blue bank.
tta-summary-economic_progress = Every nation's farms and mines produce at once, with consumption and corruption.
tta-summary-emigration = Every nation loses half its discontent workers, rounded up, to its yellow bank.
tta-summary-iconoclasm = Every leader in play that is not of the current age is discarded.
tta-summary-independence_declaration = The weakest nation loses one colony of its own choice.
tta-summary-international_agreement = The strongest nation may take row cards worth up to 5 civil actions for free; if it does, it skips its next political action.
tta-summary-national_pride = The nation with the most culture gains 5 culture.
tta-summary-popularization_of_science = Every nation gains culture equal to its science rate.
tta-summary-ravages_of_time = Every nation turns one completed Age A or I wonder face down: its effects end and it gives 2 culture per turn instead.
tta-summary-refugees = The weakest nation loses 3 culture and 1 population; the strongest gains 3 culture and 1 population.
tta-summary-terrorism = The nation with the least culture destroys one urban building of every other nation.
tta-summary-developed_territory_ii = Colony: +2 blue and +2 yellow tokens; on arrival 5 science.
tta-summary-fertile_territory_ii = Colony: +4 yellow tokens; on arrival 5 food.
tta-summary-historic_territory_ii = Colony: +2 happy faces; on arrival 11 culture.
tta-summary-inhabited_territory_ii = Colony: +3 yellow tokens; on arrival 2 free population.
tta-summary-strategic_territory_ii = Colony: +4 strength; on arrival 5 military cards.
tta-summary-wealthy_territory_ii = Colony: +3 blue tokens; on arrival 8 resources.
tta-summary-annex = Take one colony of the loser, with its permanent benefit.
tta-summary-assassinate = Costs as many military actions as the target leader's level; the leader is discarded and the attacker scores 3 culture per level.
tta-summary-plunder_ii = The attacker takes food and resources worth 5 in total, split as he chooses.
tta-summary-raid_ii = Destroy up to two identical urban buildings; gain half their printed cost in resources, rounded down.
tta-summary-sabotage = Costs as many military actions as the level of the target's unfinished wonder; that wonder is discarded and the attacker scores 3 culture per level.
tta-summary-spy = The attacker takes up to 5 science.
tta-summary-acceptance_of_supremacy = A produces 1 resource more and B 1 fewer each maintenance; they may not attack each other.
tta-summary-international_trade_agreement = A produces 1 more resource, B 1 more food, each maintenance.
tta-summary-promise_of_military_protection = A: culture rate +1. B: strength +5, culture rate -1. Ends if either attacks the other.
tta-summary-scientific_cooperation = A technology played by either nation costs it 2 science less and its partner 1 science; no plays while the partner has no science.
tta-summary-war_over_territory = The loser gives 1 + margin/3 (rounded down) yellow tokens from his yellow bank to the winner's.
tta-summary-war_over_resources = The winner takes food and resources worth the margin, split as he chooses.
tta-summary-war_over_technology = The winner takes science equal to the margin, or special technologies counted at their science cost instead of part of it.
tta-summary-war_over_culture_ii = The winner takes culture equal to the margin.
tta-summary-impact_of_agriculture = Culture equal to the nation's food production.
tta-summary-impact_of_architecture = Culture equal to the summed levels of all urban buildings.
tta-summary-impact_of_colonies = 4 culture per colony.
tta-summary-impact_of_competition = Culture equal to the summed levels of all military units and arenas.
tta-summary-impact_of_government = 2 culture per civil action and 1 per military action.
tta-summary-impact_of_happiness = 2 culture per happy face (at most 16), minus 2 per discontent worker.
tta-summary-impact_of_industry = Culture equal to the nation's resource production.
tta-summary-impact_of_population = 2 culture per content worker above 10.
tta-summary-impact_of_progress = 2 culture per level of the government and of each special technology.
tta-summary-impact_of_science = Culture by science-rate rank: 10/0, 14/7/0 or 15/10/5/0 with 2/3/4 players.
tta-summary-impact_of_strength = Culture by strength rank: 10/0, 14/7/0 or 15/10/5/0 with 2/3/4 players.
tta-summary-impact_of_technology = 4 culture per technology card of level III in play (level II in the advanced game).
tta-summary-impact_of_wonders = Culture per completed wonder: 5 for Age A, 4 for Age I, 3 for Age II, 2 for Age III.
tta-summary-armed_intervention = The attacker takes up to 7 culture.
tta-summary-plunder_iii = The attacker takes food and resources worth 8 in total, split as he chooses.
tta-summary-raid_iii = Destroy up to three identical urban buildings; gain half their printed cost in resources, rounded down.
tta-summary-international_tourism = Each nation's culture rate is +1 per completed wonder of the other.
tta-summary-loss_of_sovereignty = A: culture rate +2. B: culture rate -2. No attacks between them, and no nation may declare war on B.
tta-summary-military_pact = Both nations have strength +4. Ends if either attacks the other.
tta-summary-peace_treaty = No attacks between the two; each has culture rate +1.
tta-summary-war_over_culture_iii = The winner takes culture equal to the margin.
tta-summary-holy_war = The loser loses margin/3 (rounded down) population; the winner scores 3 culture per population actually lost.
