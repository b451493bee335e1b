-- Who plays which game, for "/mygames" (a user's lobby and running games in every server)
-- without reading every game: one row per human seat's user, kept by a trigger whenever a game
-- is created or its seats change, and filled here for the games already stored.
-- ``deciding``: the seats that decide in the saved version (JSON list; NULL: not known yet, a
-- game last saved before this migration), written by the bot with every save.
ALTER TABLE games ADD COLUMN deciding TEXT;

CREATE TABLE game_players (
    user_id  BIGINT NOT NULL,
    game_id  TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, game_id)
);
CREATE INDEX game_players_game ON game_players (game_id);

INSERT INTO game_players (user_id, game_id)
    SELECT DISTINCT (s.value ->> 'user_id')::BIGINT, g.id
    FROM games AS g, jsonb_array_elements(g.seats::jsonb) AS s
    WHERE s.value ->> 'user_id' IS NOT NULL
ON CONFLICT DO NOTHING;

CREATE FUNCTION game_players_sync() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'UPDATE' THEN
        IF OLD.seats IS NOT DISTINCT FROM NEW.seats THEN
            RETURN NULL;
        END IF;
        DELETE FROM game_players WHERE game_id = NEW.id;
    END IF;
    INSERT INTO game_players (user_id, game_id)
        SELECT DISTINCT (s.value ->> 'user_id')::BIGINT, NEW.id
        FROM jsonb_array_elements(NEW.seats::jsonb) AS s
        WHERE s.value ->> 'user_id' IS NOT NULL
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER game_players_sync AFTER INSERT OR UPDATE OF seats ON games
    FOR EACH ROW EXECUTE FUNCTION game_players_sync();
