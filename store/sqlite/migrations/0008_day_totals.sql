-- Day totals: one row per player and day with what they scored, kept
-- beside words in the same transaction, so that leaderboards and /stats
-- read one row per player-day, not every word (a server's all-time
-- leaderboard read every word it ever found).
CREATE TABLE day_totals (
	platform TEXT NOT NULL,
	guild    TEXT NOT NULL,
	user_id  TEXT NOT NULL,
	day      TEXT NOT NULL,
	points   INTEGER NOT NULL,
	words    INTEGER NOT NULL,
	PRIMARY KEY (platform, guild, user_id, day)
);
-- Leaderboards: a server's days in a span.
CREATE INDEX day_totals_by_day ON day_totals (platform, guild, day);

INSERT INTO day_totals (platform, guild, user_id, day, points, words)
SELECT platform, guild, user_id, day, SUM(points), COUNT(*) FROM words
GROUP BY platform, guild, user_id, day;
