-- Ratings (bot/ratings.py). A finished game is recorded once (game_id is the primary key: a
-- second recording of the same game inserts nothing), with ``seq`` the order it was counted in
-- and its seats as the ladders read them (JSON list of RatedSeat objects). ``rated_players``
-- lists who held a seat in each recorded game, for a player's games without reading them all.
CREATE TABLE rated_games (
    game_id      TEXT PRIMARY KEY,
    seq          INTEGER NOT NULL UNIQUE,
    game         TEXT NOT NULL,
    family       TEXT NOT NULL,
    guild_id     BIGINT,
    finished_at  DOUBLE PRECISION NOT NULL,
    variant      TEXT NOT NULL,
    rated        BOOLEAN NOT NULL,                -- false: recorded, moved no rating
    seats        TEXT NOT NULL                    -- JSON list of rated seats
);

CREATE TABLE rated_players (
    player   TEXT NOT NULL,                       -- "user:<id>", "ai:<level>", "erased:<token>"
    game_id  TEXT NOT NULL REFERENCES rated_games (game_id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    PRIMARY KEY (player, game_id)
);
CREATE INDEX rated_players_by_seq ON rated_players (player, seq);

-- A player's standing on a ladder (scope: a guild id, or 0 for every server); ``ordinal`` is
-- mu - 3 sigma as written by the bot, indexed in the ladder's order.
CREATE TABLE ratings (
    scope       BIGINT NOT NULL,
    family      TEXT NOT NULL,
    player      TEXT NOT NULL,
    name        TEXT NOT NULL,
    mu          DOUBLE PRECISION NOT NULL,
    sigma       DOUBLE PRECISION NOT NULL,
    ordinal     DOUBLE PRECISION NOT NULL,
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    place_sum   INTEGER NOT NULL,
    updated_at  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (scope, family, player)
);
-- Player keys sort by code point (COLLATE "C"), whatever the database's collation.
CREATE INDEX ratings_ladder
    ON ratings (scope, family, ordinal DESC, games DESC, player COLLATE "C");
CREATE INDEX ratings_player ON ratings (player);

-- A player's rating on a ladder right after each of their games.
CREATE TABLE rating_points (
    scope    BIGINT NOT NULL,
    family   TEXT NOT NULL,
    player   TEXT NOT NULL,
    game_id  TEXT NOT NULL,
    seq      INTEGER NOT NULL,
    mu       DOUBLE PRECISION NOT NULL,
    sigma    DOUBLE PRECISION NOT NULL,
    at       DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (scope, family, player, seq)
);
CREATE INDEX rating_points_player ON rating_points (player);

-- Finished games in the order they finished, so that looking for those not yet recorded reads
-- this index and the recorded ids, never the games' states.
CREATE INDEX games_finished ON games (updated_at, id) WHERE status = 'finished';
