package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/store/postgres"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

func init() {
	register(command{
		name:    "backup",
		args:    "[--config FILE] FILE",
		summary: "write a consistent copy of the database (DATABASE_URL) to FILE, safe while serve runs",
		run:     runBackup,
	})
	register(command{
		name:    "restore",
		args:    "[--config FILE] FILE",
		summary: "load a backup into a new database (DATABASE_URL), refusing one from a newer bogglebot",
		run:     runRestore,
	})
}

// databaseOf reads DATABASE_URL (and nothing else that could fail) from
// the environment or the config file.
func databaseOf(c *cli, name string, args []string) (db config.DatabaseURL, file string, err error) {
	fs := newFlags(c, name, commands[name].args)
	cfgFile := fs.String("config", "", "YAML or TOML file of settings (the environment wins)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return "", "", err
	}
	if len(pos) != 1 {
		return "", "", usagef("give one FILE")
	}
	cfg, err := config.Load(c.lookupEnv, *cfgFile)
	if err := config.Only(err, config.EnvDatabaseURL); err != nil {
		return "", "", err
	}
	return cfg.Database, pos[0], nil
}

func runBackup(ctx context.Context, c *cli, args []string) error {
	db, file, err := databaseOf(c, "backup", args)
	if err != nil {
		return err
	}
	start := time.Now()
	if db.IsPostgres() {
		err = postgres.Backup(ctx, db.Reveal(), file)
	} else {
		if _, serr := os.Stat(db.Reveal()); os.IsNotExist(serr) && !strings.Contains(db.Reveal(), ":") {
			return fmt.Errorf("there is no database file %s to back up: set %s (or --config) to the database serve uses", db, config.EnvDatabaseURL)
		}
		err = sqlite.Backup(ctx, db.Reveal(), file)
	}
	if err != nil {
		return err
	}
	size := int64(0)
	if st, err := os.Stat(file); err == nil {
		size = st.Size()
	}
	fmt.Fprintf(c.stdout, "backed up %s to %s (%s) in %v\n", db, file, bytesText(size), time.Since(start).Round(time.Millisecond))
	return nil
}

func runRestore(ctx context.Context, c *cli, args []string) error {
	db, file, err := databaseOf(c, "restore", args)
	if err != nil {
		return err
	}
	start := time.Now()
	if db.IsPostgres() {
		err = postgres.Restore(ctx, file, db.Reveal())
	} else {
		err = sqlite.Restore(ctx, file, db.Reveal())
	}
	if err != nil && db.IsPostgres() && isSQLiteFile(file) {
		return fmt.Errorf("%s is a SQLite backup: restore it into a SQLite file (%s=path/to/new.db), not into PostgreSQL", file, config.EnvDatabaseURL)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(c.stdout, "restored %s into %s in %v\n", file, db, time.Since(start).Round(time.Millisecond))
	return nil
}

// isSQLiteFile reports whether the file at path begins as SQLite databases do.
func isSQLiteFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 16)
	n, _ := io.ReadFull(f, head)
	return string(head[:n]) == "SQLite format 3\x00"
}

// bytesText is n bytes in words: "12.3 MB".
func bytesText(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}
