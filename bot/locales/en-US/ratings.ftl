## /leaderboard, /stats, /privacy and the Rematch button (bot/cogs/social.py, bot/rematch.py,
## render/ratings.py)

cmd-leaderboard = A game's ladder: ratings, games, wins and mean place
    .name = leaderboard
opt-ladder = Which ladder
    .name = game
opt-where = This server's ladder or the one across every server
    .name = where
choice-where-server = This server
choice-where-everywhere = Every server
ladder-tta-simple = Through the Ages: simple game
ladder-tta = Through the Ages: advanced and full games

cmd-stats = A player's record: games, wins, rating over time, best sources of points
    .name = stats
opt-stats-player = Whose record (default: yours)
    .name = player
opt-stats-ladder = Which ladder (default: the one of your last game)
    .name = game

cmd-privacy = What this bot stores about you, and deleting it
    .name = privacy

## The ladder

ladder-scope-server = This server
ladder-scope-everywhere = Every server
ladder-text = **{ $ladder }** · { $scope } · page { $page }/{ $pages }
ladder-empty = No rated game on this ladder yet: { $ladder } · { $scope }.
ladder-unknown = There is no such ladder.
ratings-ai = AI ({ $level })
ratings-erased = (deleted player)

## Labels of the pictures (a phone shows them about 400 px wide)

# The decimal mark of mean places and points.
ratings-decimal = .
ratings-img-page = page { $page }/{ $pages }
ratings-img-players = { $count ->
    [one] 1 player
   *[other] { $count } players
}
ratings-img-rank = #
ratings-img-player = Player
ratings-img-rating = Rating
ratings-img-games = Games
ratings-img-wins = Wins
ratings-img-place = Avg place
ratings-img-empty = No rated game yet.
ratings-img-over-time = Rating after each game
ratings-img-no-curve = The curve starts after the second rated game.

## /stats

stats-subtitle = { $ladder } · { $scope }
stats-by-count = By number of players
stats-count-row = { $count } players
stats-by-variant = By variant
stats-favourite = Favourite
stats-best = Strongest
stats-favourite-text = { $source }: { $share } % of your points
stats-best-text = { $source }: { $edge } over the table average
stats-none-self = You have no rated game on this ladder yet: { $ladder }.
stats-none-other = No rated game on this ladder yet: { $name }, { $ladder }.
stats-none-any-self = You have no rated game yet.
stats-none-any-other = No rated game yet: { $name }.
stats-last = Your last games:
stats-game-line = [{ $date }]({ $link }) · place { $place }/{ $players } · { $score } pts
stats-game-won = ★
stats-other-note = What the ladder shows of { $name }.

# Where points come from, in words that fit each game.
source-colonies = Colonies
source-statues = Statues
source-silver = Silver medals
source-gold = Gold medals
source-cards = Cards
source-coins = Coins
source-prizes = Prizes
source-culture = Culture during play
source-events = Final events
source-techs = Age I technologies
source-strength = Military strength
source-happy = Happy faces
source-production = Production

## /privacy

privacy-title = What this bot stores about you
privacy-settings-none = Your settings (/notify, /away): none stored, the defaults apply.
privacy-settings = Your settings (/notify, /away): { $settings }
privacy-set-notify = notices: { $mode }
privacy-set-zone = time zone: { $zone }
privacy-set-quiet = quiet hours: { $start }–{ $end }
privacy-set-digest = daily digest at { $hour }:00
privacy-set-away = away until { $until }
privacy-games = Games with your seat: lobbies { $lobby } · running { $running } · finished { $finished } · abandoned { $abandoned }
privacy-ratings = Your ratings:
privacy-ratings-none = Your ratings: none.
privacy-rating-line = { $ladder } · { $scope }: { $rating } ±{ $pm } · { $games ->
    [one] 1 game
   *[other] { $games } games
}
privacy-recorded = Games recorded for the ladders: { $count }
privacy-how =
    Deleting removes your settings and ratings, and your name and account from your finished and abandoned games: they stay, replayable, with your seat called by its number. The other players keep their ratings.
    Lobbies and running games are left as they are: finish or leave them first.
privacy-delete = Delete my data
privacy-confirm = Delete your settings, your ratings and your name in finished games? This cannot be undone.
privacy-yes = Yes, delete
privacy-no = Cancel
privacy-done = Done: your settings and ratings are deleted, and { $count ->
    [one] 1 game no longer names you.
   *[other] { $count } games no longer name you.
}
privacy-kept = Nothing was deleted.
privacy-not-yours = These buttons belong to someone else's /privacy.

## Rematch (a button on a finished game's final message)

rematch-button = Rematch
rematch-not-player = Only the players of that game can ask for a rematch.
rematch-busy = This channel already has a game: a rematch can open once it is over.
rematch-opened = Rematch lobby opened: { $link }
rematch-joined = You joined the rematch: { $link }
rematch-already = You are already in the rematch: { $link }
