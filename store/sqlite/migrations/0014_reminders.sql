-- Players' opt-in reminders to play the daily board (remind.Reminder): one
-- per player and server. next_at (a fixed-width UTC instant, which sorts
-- as it compares) is when it is next due; last_day the last day whose
-- nudge was claimed (YYYY-MM-DD, '' for none), so that one a day goes out
-- whichever replica sends it; note why the bot turned it off, until the
-- player is told; locale the player's language, for the nudge.
CREATE TABLE reminders (
	platform   TEXT NOT NULL,
	guild      TEXT NOT NULL,
	user_id    TEXT NOT NULL,
	clock      TEXT NOT NULL,
	timezone   TEXT NOT NULL,
	enabled    INTEGER NOT NULL,
	locale     TEXT NOT NULL,
	next_at    TEXT NOT NULL,
	last_day   TEXT NOT NULL,
	note       TEXT NOT NULL,
	updated_at TEXT NOT NULL,
	PRIMARY KEY (platform, guild, user_id)
);
CREATE INDEX reminders_due ON reminders (next_at) WHERE enabled = 1;
CREATE INDEX reminders_by_user ON reminders (platform, user_id);
