## Errors (message ids raised by bot/manager.py and the Discord layer)

error-no-game = There is no game in this channel. /help lists the games you can start here.
error-channel-busy = A game already lives in this channel. Finish or abandon it first, or start the new one in another channel or thread.
error-not-in-lobby = The game has already started; this only works in the lobby.
error-already-joined = You are already seated in this game.
error-game-full = The game is full.
error-not-a-player = You are not playing in this game.
error-creator-only = Only the person who created the game can do that.
error-creator-cannot-leave = The creator cannot leave the lobby; use { $abandon } instead.
error-not-enough-players = At least two players are needed to start.
error-need-human = At least one human player is needed.
error-not-your-turn = Not your move right now.
error-not-your-menu = That menu is { $name }'s. Choose in the menu with your own name.
error-out-of-date = This prompt is out of date; here is the current one.
error-already-handled = That click was already handled.
error-game-over = The game is already over.
error-illegal =
    That move is not allowed: { $reason ->
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

notice-dms-closed = { $player }, I cannot send you direct messages: use { $hand } to see your cards and choose.
notice-replaced = { $player } was away too long; the AI finishes this decision for them.
notice-abandoned = The game was abandoned.
notice-started = The game starts!
notice-reminder = { $player }, the game is waiting for your move.
notice-not-acting = Nothing to decide for you right now.
notice-ai-moves = AI players are thinking…

## Lobby

lobby-title = { $game } — new game
lobby-body =
    Created by { $creator } · { $variant } · up to { $max } { $max ->
        [one] player
       *[other] players
    }.
    Reminder after { $reminder } h, AI replaces absent players after { $replace } h.
lobby-away = { $away ->
        [0] Declared absences ({ $command }) do not hold this table.
       *[other] A player who is away ({ $command }) is waited for up to { $away } h.
    }
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

table-title = { $gamename } · { $progress }
table-waiting = Waiting for: { $names }
table-link = Game { $id }
prompt-your-move = { $mentions } — your move.
table-secret = Everyone chooses in secret, by direct message (the button below shows your choices here).
# One named player answers in private (who, and what they decide when that is public).
table-private = { $who } — answered { table-private-how }
table-private-how = in private, by direct message (the button below shows your choices here).
table-menus = Each of you chooses in the menu with your name below.
ping-your-move = { $mentions } — your move in { $gamename }: { $link }
prompt-private = Your decision ({ $progress }). Choose below.
# What is asked of the player (the game's own words), then where the game stands.
prompt-titled = **{ $title }** · { $progress }
prompt-private-channel = Game in { $channel }.
prompt-none = Nothing to decide for you right now.
prompt-at-table = You are playing at the table in { $channel }, so your moves show there. The next decision that waits for you comes here.
finished-title = Game over
finished-winner =
    { $count ->
        [one] Winner: { $names }!
       *[other] Winners: { $names }!
    }
finished-scores =
    { $name }: { $points } { $points ->
        [one] point
       *[other] points
    }
# After a final score: the player left the game by resigning (ranked below the others).
finished-resigned = resigned
btn-show-choices = Show my choices
select-choose = Choose…
select-for = { $name }: choose…

## Game log (public events)

log-title = Last moves
log-empty = No moves yet.
log-other = { $kind }
cmd-games = Games on this server: running and finished
    .name = games
cmd-help = How to play with this bot
    .name = help
opt-reminder-hours = Hours of waiting before a player is reminded
    .name = reminder_hours
opt-replace-hours = Hours before the AI moves for an absent player
    .name = replace_hours
opt-thread = Open the game in a new thread
    .name = thread

## Other command replies

games-title = Running games
games-none = No games are running on this server.
games-line = { $link } — { $game }: { $status }, { $players }
status-lobby = lobby
status-running = running
thread-name = { $game } with { $name }
new-opened = The lobby is open: { $link }
abandoned = The game was abandoned by { $user }.
help-text = Play board games with friends here, with AI players if you like: { $games }.
    • /<game> new opens a lobby; press Join, add AI players (easy, normal or strong) if you like, then Start (the creator starts).
    • The game lives in one table message in the channel; only the player whose move it is can use its buttons. Secret choices come by direct message; with closed DMs use /<game> hand.
    • /<game> status shows the table again, /<game> board a player's board, /<game> log the last moves, /<game> abandon ends the game.
    • /games lists the running games of this server; /rules explains a rule, /card shows a card.
    • /mygames lists your games in every server; /notify and /away set how you hear of your turn and when you are away; /leaderboard and /stats show the ladders and your record; /privacy shows what the bot stores about you and deletes it.
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

select-open = Open…

btn-back = ◀ Back

error-unknown-game = This game ({ $game }) is not played on this bot any more.

error-out-of-date-nothing = That prompt is out of date, and there is nothing for you to decide right now.

error-not-started = The game has not started yet.

error-no-such-player = That person does not play in this game.

error-no-board = This game has no player boards to show.

error-no-permission-server = You need the Manage Server permission to change the bot's settings for this server.

board-title = Board of { $player }

opt-game = Which game (default: the one in this channel)
    .name = game

opt-player = Whose board (default: yours)
    .name = player
opt-variant = The game's variant
    .name = variant
opt-max-players = How many players may join
    .name = max_players

error-bad-options = This game cannot start with these options: { $detail }

## Seats, /<game> board by seat, the game of another command group

# An AI seat's name ("AI 1"), whatever name it was stored with.
ai-seat-name = AI { $n }
opt-seat = Whose board, by seat number (AI players too)
    .name = seat
error-no-such-seat = There is no seat { $seat } in this game (seats 1–{ $count }).
error-other-game = The game in this channel is { $gamename }: use its own commands ({ $command } …).
error-no-thread-here = A new thread can be opened only from a text channel: start the game here without the thread option, or from the channel.

btn-confirm = Confirm: { $action }

## A game whose saved state no longer loads after an update of the bot (bot/manager/faults.py)
# Public, once, with the Retry and Abandon buttons.
fault-notice = ⚠️ This game cannot continue after the bot's update (its saved state does not load); the game's creator or an admin can retry it once it is fixed, or abandon it.
# The answer to every click and command on such a game.
fault-game = This game is stopped: its saved state does not load after the bot's update, and the game's creator or an admin can retry or abandon it.
fault-btn-retry = Retry
fault-btn-abandon = Abandon
fault-retry-failed = The game still does not load, so it stays stopped.
# The notice, edited once the game goes on or is abandoned.
fault-resumed = The game loads again and goes on: the table is below.
fault-abandoned = This game was abandoned; its saved state is kept.
fault-no-permission = Only the game's creator or a member with Manage Server or Manage Channels can do that.
fault-not-stopped = This game is not stopped any more.
# Its status in /games list.
fault-status = stopped: does not load
