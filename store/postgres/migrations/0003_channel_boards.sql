-- Each channel's last board (the bot's channel memory), shared by every
-- replica so that a bare /path after a /solve works whichever replica serves
-- it. A row past expires_at is never read, and expired rows are deleted
-- from time to time.

CREATE TABLE channel_boards (
	platform   TEXT NOT NULL,
	guild      TEXT NOT NULL,
	channel    TEXT NOT NULL,
	board      TEXT NOT NULL,
	tier       TEXT NOT NULL,
	expires_at TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (platform, guild, channel)
);

CREATE INDEX channel_boards_expires ON channel_boards (expires_at);
