-- The daily challenge: guild settings, players, accepted words, post claims.
-- Days are TEXT 'YYYY-MM-DD' (a guild's local date); instants are TEXT in
-- RFC 3339 with nanoseconds, UTC.

CREATE TABLE guilds (
	platform   TEXT NOT NULL,
	guild      TEXT NOT NULL,
	channel    TEXT NOT NULL DEFAULT '',
	post_time  TEXT NOT NULL,
	timezone   TEXT NOT NULL,
	size       INTEGER NOT NULL,
	tier       TEXT NOT NULL,
	created_at TEXT NOT NULL,
	updated_at TEXT NOT NULL,
	PRIMARY KEY (platform, guild)
);

CREATE TABLE players (
	platform TEXT NOT NULL,
	guild    TEXT NOT NULL,
	user_id  TEXT NOT NULL,
	name     TEXT NOT NULL,
	PRIMARY KEY (platform, guild, user_id)
);

-- One row per word a player found on a day: the unique key makes every
-- submission idempotent.
CREATE TABLE words (
	id       INTEGER PRIMARY KEY,
	platform TEXT NOT NULL,
	guild    TEXT NOT NULL,
	day      TEXT NOT NULL,
	user_id  TEXT NOT NULL,
	word     TEXT NOT NULL,
	points   INTEGER NOT NULL,
	found_at TEXT NOT NULL,
	UNIQUE (platform, guild, day, user_id, word)
);
-- Covering indexes: leaderboards read a span of days, stats one player.
CREATE INDEX words_by_day ON words (platform, guild, day, user_id, points);
CREATE INDEX words_by_player ON words (platform, guild, user_id, day, points);

-- A row is written before a daily post is sent (the claim) and marked sent
-- after: a post is never claimed twice.
CREATE TABLE posts (
	platform   TEXT NOT NULL,
	guild      TEXT NOT NULL,
	day        TEXT NOT NULL,
	kind       TEXT NOT NULL,
	owner      TEXT NOT NULL,
	claimed_at TEXT NOT NULL,
	sent_at    TEXT,
	PRIMARY KEY (platform, guild, day, kind)
);
