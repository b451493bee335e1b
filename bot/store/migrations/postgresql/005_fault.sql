-- A running game whose saved state no longer loads (after an upgrade, say) is kept and marked:
-- why (the error's text), when that was found, and the channel message that told its players
-- (with Retry and Abandon buttons; NULL until it went out, so that it is posted once).
ALTER TABLE games ADD COLUMN fault TEXT;
ALTER TABLE games ADD COLUMN fault_at DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN fault_notice_id BIGINT;
