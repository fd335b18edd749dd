package main

import (
	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/store"
)

// What a feature needs, checked once at start: a feature whose needs are
// not met is off, and the player (/help), the operator (`config check`,
// the start log) are told which and why, never left to find out.

// offNoDatabase is the games' line when there is no database.
var offNoDatabase = bot.Off{What: "the daily challenge, live rounds, hints and /privacy",
	Why: "no database: set %s to a SQLite file or a postgres:// URL; on the console, --db FILE", Args: []any{config.EnvDatabaseURL}}

// featuresOff lists the features that are off for a core built on st
// (nil: no database) with settings set, each with why: what the bot's
// /help shows (bot.Config.Off), in the player's language (package i18n
// lists these keys in Dynamic).
func featuresOff(set config.Config, st store.Store) []bot.Off {
	var off []bot.Off
	if st == nil {
		return append(off, offNoDatabase)
	}
	if !set.Web.Enabled() {
		off = append(off, bot.Off{What: "the web board", Why: "the server sets %s and %s to turn it on",
			Args: []any{config.EnvPublicURL, config.EnvWebSecret}})
	}
	return off
}

// featureReport is `config check`'s account of the features: each on, or
// off and why; the store's capabilities the database lacks, and what
// serve does instead.
func featureReport(cfg config.Config) []string {
	db := cfg.Database.Reveal()
	kind := "SQLite"
	if isPostgres(db) {
		kind = "PostgreSQL"
	}
	lines := []string{"daily challenge, live rounds, hints, /privacy: on (" + kind + " database " + redactURL(db) + ")"}
	lines = append(lines, cfg.Web.Status())
	for _, o := range declared(db).Off() {
		lines = append(lines, o)
	}
	return lines
}
