-- A player's own settings across games and servers (/notify, /away): one JSON document per
-- user; the two times the bot looks for are columns too, indexed where a query scans them.
CREATE TABLE user_settings (
    user_id        INTEGER PRIMARY KEY,
    data           TEXT NOT NULL,
    digest_due_at  REAL,
    away_until     REAL
);
CREATE INDEX user_settings_digest ON user_settings (digest_due_at)
    WHERE digest_due_at IS NOT NULL;
