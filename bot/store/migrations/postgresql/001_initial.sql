-- Games, their action logs, seen interactions (idempotency) and per-guild settings.
-- The same schema as migrations/sqlite/001_initial.sql: Discord ids are BIGINT, times are
-- seconds since the epoch in DOUBLE PRECISION, JSON is kept as TEXT (exactly the text written,
-- as in SQLite; nothing queries inside it).
CREATE TABLE games (
    id                TEXT PRIMARY KEY,
    game              TEXT NOT NULL,
    guild_id          BIGINT,
    channel_id        BIGINT NOT NULL,
    creator_id        BIGINT NOT NULL,
    status            TEXT NOT NULL
                      CHECK (status IN ('lobby', 'running', 'finished', 'abandoned')),
    options           TEXT NOT NULL,               -- JSON object
    seats             TEXT NOT NULL,               -- JSON list of seat objects
    state             TEXT,                        -- rules dump once running
    version           INTEGER NOT NULL DEFAULT 0,
    table_message_id  BIGINT,
    lobby_message_id  BIGINT,
    prompt_message_id BIGINT,
    waiting_since     DOUBLE PRECISION,
    reminded          TEXT NOT NULL DEFAULT '[]',  -- JSON list of seats
    wait_version      INTEGER NOT NULL DEFAULT 0,
    result            TEXT,                        -- JSON object when finished
    created_at        DOUBLE PRECISION NOT NULL,
    updated_at        DOUBLE PRECISION NOT NULL
);

-- One lobby or running game per channel or thread.
CREATE UNIQUE INDEX games_one_active_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'running');
CREATE INDEX games_guild_status ON games (guild_id, status, updated_at);

CREATE TABLE actions (
    game_id  TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    version  INTEGER NOT NULL,                    -- rules version before the action
    seat     INTEGER NOT NULL,
    action   TEXT NOT NULL,
    actor    TEXT NOT NULL CHECK (actor IN ('player', 'ai', 'replacement')),
    events   TEXT NOT NULL,                       -- JSON list of rules events
    at       DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, seq),
    UNIQUE (game_id, version)
);

CREATE TABLE interactions (
    id  BIGINT PRIMARY KEY,
    at  DOUBLE PRECISION NOT NULL
);
CREATE INDEX interactions_at ON interactions (at);

CREATE TABLE settings (
    guild_id  BIGINT NOT NULL,
    key       TEXT NOT NULL,
    value     TEXT NOT NULL,
    PRIMARY KEY (guild_id, key)
);
