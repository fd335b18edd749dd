-- Hints players took (/hint): on the daily, per guild, day and player; in a
-- live round, per round and player. The same tables as store/sqlite. seq
-- numbers a player's hints from 1, and the primary key makes each counted
-- once however many requests, on any replica, compute it at the same
-- moment. word is what rungs 3 and 4 revealed ('' for 1 and 2): entered
-- afterwards, it scores nothing.

CREATE TABLE hints (
	platform TEXT NOT NULL,
	guild    TEXT NOT NULL,
	day      TEXT NOT NULL,
	user_id  TEXT NOT NULL,
	seq      INTEGER NOT NULL,
	rung     INTEGER NOT NULL,
	word     TEXT NOT NULL DEFAULT '',
	taken_at TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (platform, guild, day, user_id, seq)
);

CREATE TABLE round_hints (
	round_id  TEXT NOT NULL,
	player_id TEXT NOT NULL,
	seq       INTEGER NOT NULL,
	rung      INTEGER NOT NULL,
	word      TEXT NOT NULL DEFAULT '',
	taken_at  TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (round_id, player_id, seq)
);

-- Whether a round allows hints, and each player's hints in its standings.
ALTER TABLE rounds ADD COLUMN hints BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE round_standings ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
