-- The signed requests handled (Discord interactions and webhook events,
-- Slack requests), by replay key (platform, signed timestamp, SHA-256 of
-- the body: no personal data), so that one sent again within its
-- signature's window is refused by every replica. Rows are kept minutes
-- and deleted from time to time (a scan of a small table).

CREATE TABLE replays (
	key        TEXT PRIMARY KEY,
	expires_at TIMESTAMPTZ NOT NULL
);
