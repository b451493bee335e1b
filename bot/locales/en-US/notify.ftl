## /notify, /away, /back and the turn notices they shape (bot/cogs/notify.py,
## bot/presenter/messages.py, docs/notifications.md)

cmd-notify = How the bot tells you it is your move, in all your games
    .name = notify
opt-mode = A ping in the game's channel, a DM, or both
    .name = mode
opt-time-zone = Your time zone, e.g. Europe/Prague (for quiet hours and the digest)
    .name = time_zone
opt-quiet-hours = No pings or DMs between these local times, e.g. 22:00-07:00 (off: none)
    .name = quiet_hours
opt-digest = One DM a day at this local hour instead of a notice per turn
    .name = digest
choice-notify-channel = Ping in the channel
choice-notify-dm = Direct message
choice-notify-both = Ping and DM
choice-digest-off = Off: a notice per turn

cmd-away = Going away for a while: your games know, reminders pause
    .name = away
opt-until = Until when: fri, fri 18:00, 3d, 12h or 2026-12-01
    .name = until
opt-policy = Meanwhile: the table waits, answers only off-turn questions, or the AI plays
    .name = policy
choice-away-wait = Wait for me
choice-away-answers = Answer for me, keep my turns
choice-away-ai = AI plays for me
cmd-back = Back again: end your time away
    .name = back
opt-away-hours = Max hours a table waits for a player who is away (0: it does not wait)
    .name = away_hours

notify-settings-title = Your notifications (all games, all servers)
notify-mode = Turn notices: { $mode }
notify-zone = Time zone: { $zone } (it is { $time } there now)
notify-quiet = Quiet hours: { $start }–{ $end }
notify-quiet-off = Quiet hours: none
notify-digest = Daily digest at { $hour } instead of a notice per turn
notify-digest-off = Daily digest: off
notify-away = Away until { $until } · { $policy }
notify-saved = Saved.
notify-bad-zone = “{ $zone }” is not a time zone I know. Pick one from the list, e.g. Europe/Prague. Nothing was changed.
notify-bad-quiet = Write quiet hours as from–to in your local time, e.g. 22:00-07:00, or “off”. Nothing was changed.
notify-bad-until = I can't read “{ $until }” as a time. Try fri, fri 18:00, 3d, 12h or 2026-12-01 (at most a year ahead).
notify-bad-digest = Pick the digest hour from the list (e.g. 08:00), or “off”. Nothing was changed.
away-set = You are away until { $until }. { $policy }
away-policy-wait = Your tables wait for you (as long as each lobby allows) and send no reminders.
away-policy-answers = Questions outside your turn get your answers given in advance, or the AI's; your own turns wait for you.
away-policy-ai = The AI plays your turns and answers for you until you are back.
away-back = Welcome back! Your time away is over.
away-missed = While you were away, in **{ $game }** ({ $link }):
away-not-away = You are not away right now.

notify-turn-dm = Your move in { $game }: { $link } (waiting { $time })
notify-turn-line = [{ $game }]({ $link }) · waiting { $time }
notify-digest-title = { $count ->
    [one] **Your daily digest:** 1 game waits for your move
   *[other] **Your daily digest:** { $count } games wait for your move
}
mygames-away = You are away until { $until }.
table-away = { $name }: away until { $until }
