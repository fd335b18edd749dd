-- Streak freezes: how many a player of the guild may keep (0: none), and
-- the day they were turned on ('YYYY-MM-DD'; '' when off). The freezes a
-- player holds and spends follow from their days played: nothing more is
-- kept about a player.

ALTER TABLE guilds ADD COLUMN freezes INTEGER NOT NULL DEFAULT 0;
ALTER TABLE guilds ADD COLUMN freezes_since TEXT NOT NULL DEFAULT '';
