-- A player's data across servers (/privacy: export, erasure) without
-- reading every row: words by platform and user, the rounds they played
-- or started, their practice sessions.
CREATE INDEX words_by_user ON words (platform, user_id);
CREATE INDEX round_players_by_player ON round_players (player_id);
CREATE INDEX rounds_by_starter ON rounds (platform, starter_id);
CREATE INDEX practice_days_by_user ON practice_days (platform, user_id);
CREATE INDEX day_totals_by_user ON day_totals (platform, user_id);
