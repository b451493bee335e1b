## Answers given in advance (rules/tta/standing.py): what a player leaves for the questions
## asked out of their turn while they are away. Shown only to that player, in their settings.

# The questions, as headings of the settings.
tta-standing-question-defence = Aggressions and wars against you
tta-standing-question-colonize = Colonization auctions
tta-standing-question-pact = Pact offers
tta-standing-question-event_goods = Event: food or resources
tta-standing-question-event_build = Event: free building
tta-standing-question-split = Splitting food and resources
tta-standing-question-loss = Losing a building or unit

# The kinds, as short menu options (at most about 25 characters).
tta-standing-kind-defend-cheapest = Cheapest holding defence
tta-standing-kind-defend-none = Do not defend
tta-standing-kind-bid-up-to = Bid up to a limit
tta-standing-kind-bid-never = Never bid
tta-standing-kind-pact-refuse-all = Refuse every pact
tta-standing-kind-pact-by-seat = Accept/refuse by player
tta-standing-kind-goods-choice = Always the same goods
tta-standing-kind-free-build = Free building: yes or no
tta-standing-kind-split-prefer = Preferred split
tta-standing-kind-lose-cheapest = Lose the cheapest

# A stored answer, described.
tta-standing-defend-cheapest = Defend with the cheapest force that holds: at most { $cards ->
    [0] no Defense cards
    [one] 1 Defense card
   *[other] { $cards } Defense cards
}, { $units ->
    [0] never sacrificing units
    [one] sacrificing at most 1 unit
   *[other] sacrificing at most { $units } units
}. If that cannot hold, nothing is spent.
tta-standing-defend-none = Do not defend: nothing is sacrificed and no card is played.
tta-standing-bid-up-to = Bid for territories up to { $max }⚔, outbidding by one; a won colony gets the cheapest force that reaches the bid.
tta-standing-bid-never = Never bid for territories.
tta-standing-pact-refuse-all = Refuse every pact offer.
tta-standing-pact-by-seat = Pacts — accept from: { $accepted ->
    [0] nobody
   *[other] { $accept }
}; refuse from: { $refused ->
    [0] nobody
   *[other] { $refuse }
}. Other offers wait for you.
tta-standing-seat = { $player }
tta-standing-goods-choice = Food or resources: always { $choice ->
    [food] food
   *[res] resources
}.
tta-standing-free-build = A free building from an event: { $choice ->
    [yes] always build it
   *[no] never build it
}.
tta-standing-split-prefer = Splitting food and resources: { $prefer ->
    [food] as much food as possible
    [res] as many resources as possible
   *[even] about half and half
}.
tta-standing-lose-cheapest = When you must give up a building or unit: the cheapest one (a colony or wonder: the oldest).

# The log's mark of an action taken by a standing answer.
tta-standing-answered = { $player } answered in advance

# The menus of a kind's settings (/tta answers): a placeholder per parameter, then the
# options of a choice (at most about 25 characters).
tta-standing-param-defend_cheapest-cards = Defense cards: at most…
tta-standing-param-defend_cheapest-units = Units to sacrifice: at most…
tta-standing-param-bid_up_to-max = Highest bid…
tta-standing-param-pact_by_seat-accept = Accept pacts offered by…
tta-standing-param-pact_by_seat-refuse = Refuse pacts offered by…
tta-standing-param-goods_choice-choice = Always take…
tta-standing-param-free_build-choice = Build it for free?
tta-standing-param-split_prefer-prefer = Prefer…
tta-standing-value-goods_choice-food = Food
tta-standing-value-goods_choice-res = Resources
tta-standing-value-free_build-yes = Always build it
tta-standing-value-free_build-no = Never build it
tta-standing-value-split_prefer-food = Most food
tta-standing-value-split_prefer-res = Most resources
tta-standing-value-split_prefer-even = About half and half
# The questions as menu options (at most 25 characters).
tta-standing-menu-defence = Attacks and wars on you
tta-standing-menu-colonize = Colonization auctions
tta-standing-menu-pact = Pact offers
tta-standing-menu-event_goods = Event: food or resources
tta-standing-menu-event_build = Event: free building
tta-standing-menu-split = Food/resource splits
tta-standing-menu-loss = Losing a building/unit
