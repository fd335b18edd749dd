-- A day is played under one set of game rules (timezone, board size,
-- dictionary tier): a change made during a day waits for the next day.
-- since_day is the first day the guild's current rules are known to apply
-- to; next_from, when not '', is the day from which next_timezone,
-- next_size and next_tier replace them. Days are 'YYYY-MM-DD'; '' is none,
-- so existing guilds keep their rules with no change pending.

ALTER TABLE guilds ADD COLUMN since_day TEXT NOT NULL DEFAULT '';
ALTER TABLE guilds ADD COLUMN next_from TEXT NOT NULL DEFAULT '';
ALTER TABLE guilds ADD COLUMN next_timezone TEXT NOT NULL DEFAULT '';
ALTER TABLE guilds ADD COLUMN next_size INTEGER NOT NULL DEFAULT 0;
ALTER TABLE guilds ADD COLUMN next_tier TEXT NOT NULL DEFAULT '';
