-- Answers given in advance: an action may be saved with the actor 'standing'. SQLite cannot
-- change a column's CHECK in place: the actions table is copied into one that allows it.
CREATE TABLE actions_new (
    game_id  TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    version  INTEGER NOT NULL,                    -- rules version before the action
    seat     INTEGER NOT NULL,
    action   TEXT NOT NULL,
    actor    TEXT NOT NULL CHECK (actor IN ('player', 'ai', 'replacement', 'standing')),
    events   TEXT NOT NULL,                       -- JSON list of rules events
    at       REAL NOT NULL,
    PRIMARY KEY (game_id, seq),
    UNIQUE (game_id, version)
);
INSERT INTO actions_new (game_id, seq, version, seat, action, actor, events, at)
    SELECT game_id, seq, version, seat, action, actor, events, at FROM actions;
DROP TABLE actions;
ALTER TABLE actions_new RENAME TO actions;
