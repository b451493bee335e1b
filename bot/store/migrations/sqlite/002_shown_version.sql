-- The rules version whose table and prompts were last shown (-1: none yet). A running game
-- whose shown_version is behind its version was saved by a process that died before posting
-- it: the next process to start shows it (GameManager.resume_all).
-- Games already running, finished or abandoned count as shown (they were, by the process that
-- saved them, or their players have been playing on with /hadara hand); lobbies keep -1, so that
-- a start killed before its first table is shown again.
ALTER TABLE games ADD COLUMN shown_version INTEGER NOT NULL DEFAULT -1;
UPDATE games SET shown_version = version WHERE state IS NOT NULL;
