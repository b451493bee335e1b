-- When a game's next timer is due (a reminder, a replacement move, an AI seat that should have
-- moved), so that a timer tick reads only the games that are due instead of every running game.
-- Running games count as due at once: the first tick after the upgrade computes their time.
ALTER TABLE games ADD COLUMN due_at DOUBLE PRECISION;
UPDATE games SET due_at = 0 WHERE status = 'running';
CREATE INDEX games_due ON games (due_at) WHERE status = 'running' AND due_at IS NOT NULL;
-- The public prompt message is no longer posted (the table message carries the buttons).
ALTER TABLE games DROP COLUMN prompt_message_id;
