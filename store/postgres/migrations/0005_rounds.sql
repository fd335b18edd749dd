-- Live rounds (package round): a timed board in a channel, the words each
-- player found in it, and the standings once it is finished. The same
-- tables as store/sqlite.

CREATE TABLE rounds (
	id           TEXT PRIMARY KEY,
	platform     TEXT NOT NULL,
	guild        TEXT NOT NULL,
	channel      TEXT NOT NULL,
	board        TEXT NOT NULL,        -- solver.Board.String(), which solver.Parse reads back
	size         INTEGER NOT NULL,
	duration_ms  BIGINT NOT NULL,
	mode         TEXT NOT NULL,
	tier         TEXT NOT NULL,
	starter_id   TEXT NOT NULL,
	starter_name TEXT NOT NULL,
	started_at   TIMESTAMPTZ NOT NULL,
	ends_at      TIMESTAMPTZ NOT NULL, -- moved earlier by a stop
	message      TEXT NOT NULL DEFAULT '',
	finished_at  TIMESTAMPTZ,          -- NULL until the standings are stored
	claim_owner  TEXT NOT NULL DEFAULT '', -- who posts the results
	claimed_at   TIMESTAMPTZ,
	posted_at    TIMESTAMPTZ           -- NULL until the results are posted
);
-- One round per channel: at most one round of a channel is not finished.
-- CreateRound inserts with ON CONFLICT on this index, so two replicas
-- starting a round at once store one.
CREATE UNIQUE INDEX rounds_running ON rounds (platform, guild, channel) WHERE finished_at IS NULL;
-- The rounds that may need finishing or posting, by end.
CREATE INDEX rounds_unposted ON rounds (ends_at) WHERE posted_at IS NULL;
-- A guild's rounds, for stats and the leaderboard.
CREATE INDEX rounds_by_guild ON rounds (platform, guild);

-- The name each player last played a round under. AddEntries updates the
-- row first, so one player's submissions to a round take turns.
CREATE TABLE round_players (
	round_id  TEXT NOT NULL,
	player_id TEXT NOT NULL,
	name      TEXT NOT NULL,
	PRIMARY KEY (round_id, player_id)
);

-- One row per word a player found in a round: the unique key makes every
-- submission idempotent, and seq keeps the order found.
CREATE TABLE round_entries (
	seq       BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	round_id  TEXT NOT NULL,
	player_id TEXT NOT NULL,
	word      TEXT NOT NULL,
	points    INTEGER NOT NULL,
	found_at  TIMESTAMPTZ NOT NULL,
	UNIQUE (round_id, player_id, word)
);

-- A finished round's standings; pos 0 is the best.
CREATE TABLE round_standings (
	round_id    TEXT NOT NULL,
	player_id   TEXT NOT NULL,
	player_name TEXT NOT NULL,
	pos         INTEGER NOT NULL,
	rank        INTEGER NOT NULL,
	points      INTEGER NOT NULL,
	words       INTEGER NOT NULL,
	found       INTEGER NOT NULL,
	won         BOOLEAN NOT NULL,
	PRIMARY KEY (round_id, player_id)
);
CREATE INDEX round_standings_by_player ON round_standings (player_id, round_id);
