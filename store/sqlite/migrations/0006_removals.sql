-- Removals: erasures scheduled after the app was removed from a server
-- (user_id '') or deauthorized by a user (server ''), run at due_at unless
-- cancelled (the app was added back). See privacy.Store.
CREATE TABLE removals (
	platform TEXT NOT NULL,
	server   TEXT NOT NULL,
	user_id  TEXT NOT NULL,
	due_at   TEXT NOT NULL, -- fixed-width UTC instant: sorts as it compares
	reason   TEXT NOT NULL,
	PRIMARY KEY (platform, server, user_id)
);
CREATE INDEX removals_due ON removals (due_at);

-- A player's data across servers, for export and erasure.
CREATE INDEX round_entries_by_player ON round_entries (player_id);
CREATE INDEX round_hints_by_player ON round_hints (player_id);
CREATE INDEX hints_by_player ON hints (platform, user_id);
CREATE INDEX practice_words_by_player ON practice_words (platform, user_id);
CREATE INDEX players_by_user ON players (platform, user_id);
