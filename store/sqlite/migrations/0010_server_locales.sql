-- Each server's interface language (Discord's guild_locale; on Slack and
-- the console the last player's), for the posts made with no request at
-- hand. See store.ServerLocales.
CREATE TABLE server_locales (
	platform   TEXT NOT NULL,
	guild      TEXT NOT NULL,
	locale     TEXT NOT NULL,
	updated_at TEXT NOT NULL, -- fixed-width UTC instant: sorts as it compares
	PRIMARY KEY (platform, guild)
);
CREATE INDEX server_locales_by_time ON server_locales (updated_at);
