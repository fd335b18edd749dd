-- A channel's rounds newest first (LastRound): a guess that arrives just
-- after its round was finished is told the round ended.
CREATE INDEX rounds_by_channel ON rounds (platform, guild, channel, started_at);
