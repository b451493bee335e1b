## Buttons and menus

btn-side = Side { $side } ({ $coins } coins)
btn-wheel = Rotation { $rotation }
btn-buy = Buy { $card } ({ $price })
btn-buy-tile = Buy { $card } ({ $price }), { $tile } tile
btn-sell = Sell { $card } (+{ $coins })
btn-colony-plunder = Colony { $level }: plunder (+{ $coins })
btn-colony-integrate = Colony { $level }: integrate (−{ $coins })
btn-statue-up = Statue { $statue } ({ $culture }): { $tile } tile face up
btn-statue-down = Statue { $statue } ({ $culture }): { $tile } tile face down
btn-feed-remove = Remove { $card }
btn-feed-pay = Pay { $coins } coins instead
btn-silver = Silver medal, { $tile } tile ({ $coins })
btn-gold = Gold medal ({ $coins })
btn-pass = Pass
select-statue = Statue { $statue } (culture { $culture })
select-colony = Colony level { $level }
select-pile = { $color } pile: { $card }
select-feed = Remove a card
select-silver = Silver medal
log-setup = The game is set up.
log-initiative_coin = { $player } gets { $coins } coin for late initiative.
log-epoch = Epoch { $epoch } begins; { $player } is first player.
log-wheel = { $player } sets the wheel to rotation { $rotation }.
log-round = Draw round { $round }.
log-chosen = { $player } has chosen.
log-discard = { $player } discards { $card } onto the { $pile } pile.
log-buy = { $player } buys { $card } for { $price }.
log-sell = { $player } sells a card for { $coins }.
log-sell-card = { $player } sells { $card } for { $coins }.
log-income = { $player } earns { $coins } income.
log-colony =
    { $player } { $mode ->
        [integrate] integrates
       *[plunder] plunders
    } a level { $level } colony.
log-colony_pass = { $player } takes no more colonies.
log-colony_none = { $player } cannot take a colony.
log-statue = { $player } carves statue { $statue }.
log-statue_pass = { $player } carves no more statues.
log-phase = Phase { $phase } begins.
log-take = { $player } takes { $card } from the { $pile } pile.
log-feed_surplus = { $player } earns { $coins } from surplus food.
log-hunger = { $player } must remove { $cards } cards.
log-feed_remove = { $player } removes { $card }.
log-feed_pay = { $player } pays { $coins } coins instead of removing a card.
log-medal_pass = { $player } buys no more medals.
log-silver = { $player } buys a silver medal for { $coins }.
log-gold = { $player } buys a gold medal for { $coins }.
log-game_over = The game is over.
log-draw = You draw { $cards }.
log-choice = You chose { $action }.
log-sell_secret = You sold { $card }.

## Slash commands (the value is the description, .name the command or option name in Discord)

cmd-hadara = Play Hadara in this channel
    .name = hadara
cmd-hadara-new = Open a lobby for a new game of Hadara
    .name = new
cmd-hadara-status = Show the table of the game in this channel again
    .name = status
cmd-hadara-hand = Show your private choices (only you see them)
    .name = hand
cmd-hadara-log = Show the last moves
    .name = log
cmd-hadara-abandon = Abandon the game in this channel
    .name = abandon
opt-hadara-variant = Basic game or advanced game
opt-hadara-max-players = How many players may join (2–5)
choice-basic = Basic
choice-advanced = Advanced

hadara-name = Hadara

hadara-help = Hadara for 2–5 players: three epochs of drafting cards, colonies, statues and medals.
    • /hadara new opens a lobby (basic or advanced game, number of players, timers).
    • In draw rounds every player gets a direct message with two cards; if your DMs are closed, use /hadara hand.
    • When several players choose at once in public (statues, medals), each has a menu with their name on the table.

cmd-hadara-board = Show a player's board (only you see it)
    .name = board
