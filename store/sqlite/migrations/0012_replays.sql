-- The signed requests handled (Discord interactions and webhook events,
-- Slack requests), by replay key (platform, signed timestamp, SHA-256 of
-- the body: no personal data), so that one sent again within its
-- signature's window is refused after a restart too. expires_at is Unix
-- milliseconds. Rows are kept minutes and deleted from time to time.

CREATE TABLE replays (
	key        TEXT PRIMARY KEY,
	expires_at INTEGER NOT NULL
);
