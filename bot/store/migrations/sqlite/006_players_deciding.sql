-- Who plays which game, for "/mygames" (a user's lobby and running games in every server)
-- without reading every game: one row per human seat's user, kept by triggers whenever a game
-- is created or its seats change, and filled here for the games already stored.
-- ``deciding``: the seats that decide in the saved version (JSON list; NULL: not known yet, a
-- game last saved before this migration), written by the bot with every save.
ALTER TABLE games ADD COLUMN deciding TEXT;

CREATE TABLE game_players (
    user_id  INTEGER NOT NULL,
    game_id  TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, game_id)
);
CREATE INDEX game_players_game ON game_players (game_id);

INSERT OR IGNORE INTO game_players (user_id, game_id)
    SELECT json_extract(s.value, '$.user_id'), g.id
    FROM games AS g, json_each(g.seats) AS s
    WHERE json_extract(s.value, '$.user_id') IS NOT NULL;

CREATE TRIGGER game_players_on_insert AFTER INSERT ON games
BEGIN
    INSERT OR IGNORE INTO game_players (user_id, game_id)
        SELECT json_extract(s.value, '$.user_id'), NEW.id
        FROM json_each(NEW.seats) AS s
        WHERE json_extract(s.value, '$.user_id') IS NOT NULL;
END;

CREATE TRIGGER game_players_on_seats AFTER UPDATE OF seats ON games
WHEN OLD.seats IS NOT NEW.seats
BEGIN
    DELETE FROM game_players WHERE game_id = NEW.id;
    INSERT OR IGNORE INTO game_players (user_id, game_id)
        SELECT json_extract(s.value, '$.user_id'), NEW.id
        FROM json_each(NEW.seats) AS s
        WHERE json_extract(s.value, '$.user_id') IS NOT NULL;
END;
