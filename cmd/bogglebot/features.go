package main

import (
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/store"
)

// What a feature needs, checked once at start: a feature whose needs are
// not met is off, and the player (/help), the operator (`config check`,
// the start log) are told which and why, never left to find out.

// offNoDatabase is the games' line when there is no database.
const offNoDatabase = "the daily challenge, live rounds, hints and /privacy: off (no database: set " +
	config.EnvDatabaseURL + " to a SQLite file or a postgres:// URL; on the console, --db FILE)"

// featuresOff lists the features that are off for a core built on st
// (nil: no database) with settings set, each with why: what the bot's
// /help shows (bot.Config.Off).
func featuresOff(set config.Config, st store.Store) []string {
	var off []string
	if st == nil {
		return append(off, offNoDatabase)
	}
	if !set.Web.Enabled() {
		off = append(off, "the web board: off (the server sets "+config.EnvPublicURL+" and "+config.EnvWebSecret+" to turn it on)")
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
