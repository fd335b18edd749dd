-- Practice: replays of past days' boards (challenge.PracticeStore), the
-- same tables as store/sqlite. Kept apart from words, so that leaderboards,
-- streaks and stats never see them.

-- The past day each player practises, until when.
CREATE TABLE practice_days (
	platform TEXT NOT NULL,
	guild    TEXT NOT NULL,
	user_id  TEXT NOT NULL,
	day      TEXT NOT NULL,
	until    TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (platform, guild, user_id)
);

-- One row per word a player found practising a day: the unique key makes
-- every submission idempotent, as in words.
CREATE TABLE practice_words (
	id       BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	platform TEXT NOT NULL,
	guild    TEXT NOT NULL,
	day      TEXT NOT NULL,
	user_id  TEXT NOT NULL,
	word     TEXT NOT NULL,
	points   INTEGER NOT NULL,
	found_at TIMESTAMPTZ NOT NULL,
	UNIQUE (platform, guild, day, user_id, word)
);
