-- Per seat, when its own wait last began again inside the current wait (its last move, or a
-- replacement move made for it), as a JSON object {"seat": seconds since the epoch}: a player
-- who keeps moving is not absent. Seats without an entry wait since waiting_since, so games
-- saved before this column (an empty object) keep their timers as they were.
ALTER TABLE games ADD COLUMN seat_since TEXT NOT NULL DEFAULT '{}';
