## Errors (message ids raised by bot/manager.py and the Discord layer)

error-no-game = There is no game in this channel. Start one with /hadara new.
error-channel-busy = A game already lives in this channel. Finish or abandon it first, or start the new one in another channel or thread.
error-not-in-lobby = The game has already started; this only works in the lobby.
error-already-joined = You are already seated in this game.
error-game-full = The game is full.
error-not-a-player = You are not playing in this game.
error-creator-only = Only the person who created the game can do that.
error-creator-cannot-leave = The creator cannot leave the lobby; use /hadara abandon instead.
error-not-enough-players = At least two players are needed to start.
error-need-human = At least one human player is needed.
error-not-your-turn = Not your move right now.
error-not-your-menu = That menu is { $name }'s. Choose in the menu with your own name.
error-out-of-date = This prompt is out of date; here is the current one.
error-already-handled = That click was already handled.
error-game-over = The game is already over.
error-illegal = That move is not allowed: { $reason ->
    [not_enough_coins] you do not have enough coins.
    [requirement_not_met] a requirement is not met.
    [already_chosen] you have already chosen.
    [already_taken] that is already taken.
    [limit_reached] you have reached the limit.
    [no_tile] you have no bonus tile of that colour.
    [tile_required] a bonus tile is required.
    [pile_empty] that pile is empty.
    [not_owned] you do not own that card.
    [not_needed] that is not needed.
    [wrong_step] it does not belong to this step.
    [unknown_card] unknown card.
    [unknown_target] unknown target.
    [game_over] the game is over.
   *[other] { $reason }.
}
error-bad-action = That button does not describe a move of this game.
error-no-permission = You need the Manage Channels permission (or be the creator) to do that.
error-unknown-ai-level = Unknown AI level.
error-backend-unsupported = This database backend is not supported yet.
error-internal = Something went wrong on our side; please try again.
error-bot-permissions = I am missing these permissions in this channel: { $permissions }. Ask a server admin to grant them, then try again.
error-dm-only = Use this command in a server channel.

## Notices (public, in the game's language)

notice-dms-closed = { $player }, I cannot send you direct messages: use /hadara hand to see your cards and choose.
notice-replaced = { $player } was away too long; the AI made this move for them.
notice-abandoned = The game was abandoned.
notice-started = The game starts!
notice-reminder = { $player }, the game is waiting for your move.
notice-not-acting = Nothing to decide for you right now.
notice-ai-moves = AI players are thinking…

## Lobby

lobby-title = Hadara — new game
lobby-body = Created by { $creator } · { $variant } · up to { $max } players.
    Reminder after { $reminder } h, AI replaces absent players after { $replace } h.
lobby-seats = Players ({ $count }/{ $max })
lobby-ai-seat = { $name } (AI, { $level })
lobby-started = The game has started.
lobby-abandoned = This game was abandoned.
lobby-join = Join
lobby-leave = Leave
lobby-ai-easy = + AI (easy)
lobby-ai-normal = + AI (normal)
lobby-ai-strong = + AI (strong)
ai-level-easy = easy
ai-level-normal = normal
ai-level-strong = strong
lobby-start = Start

## Table, prompts, end

table-title = Hadara · { $progress }
table-waiting = Waiting for: { $names }
table-link = Game { $id }
prompt-your-move = { $mentions } — your move.
table-secret = Everyone chooses in secret, by direct message (the button below shows your choices here).
table-menus = Each of you chooses in the menu with your name below.
ping-your-move = { $mentions } — your move in Hadara: { $link }
prompt-private = Your cards for { $progress }. Choose below.
prompt-private-channel = Game in { $channel }.
prompt-none = Nothing to decide for you right now.
finished-title = Game over
finished-winner = { $count ->
    [one] Winner: { $names }!
   *[other] Winners: { $names }!
}
finished-scores = { $name }: { $points } points

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
btn-show-choices = Show my choices
select-statue = Statue { $statue } (culture { $culture })
select-colony = Colony level { $level }
select-pile = { $color } pile: { $card }
select-feed = Remove a card
select-silver = Silver medal
select-choose = Choose…
select-for = { $name }: choose…

## Game log (public events)

log-title = Last moves
log-empty = No moves yet.
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
log-colony = { $player } { $mode ->
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
log-other = { $kind }

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
cmd-games = List the running games on this server
    .name = games
cmd-help = How to play with this bot
    .name = help
opt-variant = Basic game or advanced game
    .name = variant
opt-max-players = How many players may join (2–5)
    .name = max_players
opt-reminder-hours = Hours of waiting before a player is reminded
    .name = reminder_hours
opt-replace-hours = Hours before the AI moves for an absent player
    .name = replace_hours
opt-thread = Open the game in a new thread
    .name = thread
choice-basic = Basic
choice-advanced = Advanced

## Other command replies

games-title = Running games
games-none = No games are running on this server.
games-line = { $link } — { $status }, { $players }
status-lobby = lobby
status-running = running
thread-name = Hadara with { $name }
new-opened = The lobby is open: { $link }
abandoned = The game was abandoned by { $user }.
help-text = **Hadara** for 2–5 players, with AI players if you like.
    • /hadara new — open a lobby (choose basic/advanced, the number of players, timers).
    • Press Join, add AI players (easy, normal or strong) if you like, then Start (the creator starts).
    • In draw rounds each player gets a direct message with two cards and buttons; if your DMs are closed, use /hadara hand.
    • Other decisions appear in the channel; only the player whose move it is can press the buttons.
    • /hadara status shows the table again, /hadara log the last moves, /hadara abandon ends the game.
    • /games lists the running games of this server.
    • /rules explains a part of the rules, /card shows a card and what it does.

opt-language = Language of the game's public messages and images (default: the server setting)
    .name = language
opt-settings-language = Language of new games in this server
choice-lang-en-US = English
choice-lang-cs = Čeština
choice-lang-pl = Polski
choice-lang-ru = Русский
cmd-settings = The bot's settings for this server (needs Manage Server)
    .name = settings
cmd-settings-language = Default language of new games in this server
    .name = language
settings-language-set = New games in this server will use { $language }.

# Discord's own names of the permissions the bot needs.
perm-view-channel = View Channel
perm-send-messages = Send Messages
perm-send-messages-in-threads = Send Messages in Threads
perm-embed-links = Embed Links
perm-attach-files = Attach Files
perm-read-message-history = Read Message History
perm-create-public-threads = Create Public Threads
