-- The interface language of a round's posts, fixed when it starts
-- (round.Round.Locale): '' for the rounds stored before, whose posts speak
-- the server's language as it is.
ALTER TABLE rounds ADD COLUMN locale TEXT NOT NULL DEFAULT '';
