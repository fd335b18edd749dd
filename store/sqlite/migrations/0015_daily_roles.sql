-- The role (a Discord role, a Slack user group) each server's daily board
-- post mentions, which players join and leave with the post's buttons
-- (challenge.Roles). The platform keeps who is in it.
CREATE TABLE daily_roles (
	platform   TEXT NOT NULL,
	guild      TEXT NOT NULL,
	role       TEXT NOT NULL,
	updated_at TEXT NOT NULL,
	PRIMARY KEY (platform, guild)
);
