package postgres

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"maps"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/bogglebot/bogglebot/internal/migrate"
)

// SchemaVersion is the newest migration this build knows.
func SchemaVersion() int {
	list, err := migrate.List(migrations, "migrations/*.sql")
	if err != nil || len(list) == 0 {
		return 0
	}
	return list[len(list)-1].Version
}

// ErrNewerSchema is returned by Restore for a dump written by a newer
// bogglebot, whose schema this one does not know.
var ErrNewerSchema = errors.New("the backup comes from a newer bogglebot")

// pgTool runs pg_dump or pg_restore against the database dbURL names: the
// password goes in PGPASSWORD, not on the command line (where ps shows
// it), and a search_path parameter (which pgx takes and libpq does not)
// becomes the schema to dump, returned.
func pgTool(ctx context.Context, tool, dbURL string, args ...string) ([]byte, string, error) {
	u, err := url.Parse(dbURL)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
		return nil, "", fmt.Errorf("%s: give DATABASE_URL as a postgres:// URL", tool)
	}
	env := os.Environ()
	if pw, ok := u.User.Password(); ok {
		env = append(env, "PGPASSWORD="+pw)
		u.User = url.User(u.User.Username())
	}
	q := u.Query()
	schema := q.Get("search_path")
	q.Del("search_path")
	u.RawQuery = q.Encode()
	if schema != "" && tool == "pg_dump" {
		args = append(args, "--schema="+schema)
	}
	args = append(args, "--dbname="+u.String())
	path, err := exec.LookPath(tool)
	if err != nil {
		return nil, schema, fmt.Errorf("%s is not installed (Debian: apt-get install postgresql-client): %w", tool, err)
	}
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Env = env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return out, schema, fmt.Errorf("%s: %w: %s", tool, err, strings.TrimSpace(stderr.String()))
	}
	return out, schema, nil
}

// Backup dumps the database dbURL names (its search_path schema only, when
// the URL sets one) to dest in pg_dump's custom format:
//
//	pg_dump --format=custom --no-owner --no-privileges --file=DEST --dbname=URL
//
// pg_dump reads one consistent snapshot, so it is safe while serve writes.
func Backup(ctx context.Context, dbURL, dest string) error {
	if _, err := os.Stat(dest); err == nil {
		return fmt.Errorf("%s already exists; name a new file", dest)
	}
	if _, _, err := pgTool(ctx, "pg_dump", dbURL, "--format=custom", "--no-owner", "--no-privileges", "--file="+dest); err != nil {
		os.Remove(dest)
		return fmt.Errorf("%w", err)
	}
	return nil
}

// DumpVersion reads the newest migration recorded in a pg_dump custom
// file (its schema_migrations rows), without a database.
func DumpVersion(ctx context.Context, src string) (int, error) {
	path, err := exec.LookPath("pg_restore")
	if err != nil {
		return 0, fmt.Errorf("pg_restore is not installed (Debian: apt-get install postgresql-client): %w", err)
	}
	out, err := exec.CommandContext(ctx, path, "--data-only", "--table=schema_migrations", "--file=-", src).Output()
	if err != nil {
		return 0, fmt.Errorf("read %s with pg_restore: %w (is it a pg_dump --format=custom file?)", src, err)
	}
	v, rows := 0, false
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "COPY ") && strings.Contains(line, "schema_migrations"):
			rows = true
		case rows && line == `\.`:
			rows = false
		case rows:
			first, _, _ := strings.Cut(line, "\t")
			if n, err := strconv.Atoi(first); err == nil && n > v {
				v = n
			}
		}
	}
	if v == 0 {
		return 0, fmt.Errorf("%s holds no schema_migrations rows: not a bogglebot backup", src)
	}
	return v, nil
}

// ErrSchema is returned by Restore for a dump whose objects are not what
// bogglebot's migrations create: a trigger, function, view, rule, policy
// or table they do not create (a trigger could copy erased rows
// elsewhere), or one of their tables missing.
var ErrSchema = errors.New("its schema is not bogglebot's")

// dumpKinds are the kinds of object a dump of bogglebot's schema holds
// (pg_restore --list names them): tables with their rows, indexes,
// constraints, identity sequences, and what pg_restore skips here
// anyway (ownership, privileges, comments). Any other kind is refused.
var dumpKinds = []string{"TABLE", "TABLE DATA", "INDEX", "CONSTRAINT", "FK CONSTRAINT", "SEQUENCE",
	"SEQUENCE OWNED BY", "SEQUENCE SET", "DEFAULT", "SCHEMA", "COMMENT", "ACL", "DEFAULT ACL"}

var (
	createTable = regexp.MustCompile(`(?i)\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)`)
	createIndex = regexp.MustCompile(`(?i)\bCREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)`)
)

// CheckDump reads the table of contents of the pg_dump custom file src
// (pg_restore --list) and refuses (ErrSchema) an object the migrations up
// to version v do not create, and a table of theirs it lacks.
func CheckDump(ctx context.Context, src string, v int) error {
	list, err := migrate.List(migrations, "migrations/*.sql")
	if err != nil {
		return err
	}
	tables, indexes := map[string]bool{"schema_migrations": true}, map[string]bool{}
	for _, m := range list {
		if m.Version > v {
			break
		}
		for _, g := range createTable.FindAllStringSubmatch(m.SQL, -1) {
			tables[strings.ToLower(g[1])] = true
		}
		for _, g := range createIndex.FindAllStringSubmatch(m.SQL, -1) {
			indexes[strings.ToLower(g[1])] = true
		}
	}
	path, err := exec.LookPath("pg_restore")
	if err != nil {
		return fmt.Errorf("pg_restore is not installed (Debian: apt-get install postgresql-client): %w", err)
	}
	out, err := exec.CommandContext(ctx, path, "--list", src).Output()
	if err != nil {
		return fmt.Errorf("list %s with pg_restore: %w", src, err)
	}
	var problems []string
	seen := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, ";") {
			continue
		}
		// "215; 1259 16390 TABLE public words postgres": id; catalog oid, object oid, kind, schema, name(s), owner.
		_, entry, ok := strings.Cut(line, ";")
		f := strings.Fields(entry)
		if !ok || len(f) < 3 {
			problems = append(problems, fmt.Sprintf("an entry pg_restore lists as %q", line))
			continue
		}
		rest := strings.Join(f[2:], " ")
		kind := ""
		for _, k := range dumpKinds {
			if strings.HasPrefix(rest, k+" ") && len(k) > len(kind) {
				kind = k
			}
		}
		if kind == "" {
			problems = append(problems, "an object the migrations do not create: "+rest)
			continue
		}
		names := strings.Fields(strings.TrimPrefix(rest, kind+" "))
		if len(names) < 2 || kind == "SCHEMA" || kind == "COMMENT" || kind == "ACL" || kind == "DEFAULT ACL" {
			continue
		}
		name := names[1] // after the schema: the table (or index, or sequence)
		switch kind {
		case "TABLE":
			if !tables[name] {
				problems = append(problems, fmt.Sprintf("an unknown table %q", name))
			}
			seen[name] = true
		case "INDEX":
			if !indexes[name] {
				problems = append(problems, fmt.Sprintf("an unknown index %q", name))
			}
		case "SEQUENCE", "SEQUENCE OWNED BY", "SEQUENCE SET":
			// An identity column's sequence: table_column_seq.
			known := false
			for t := range tables {
				known = known || strings.HasPrefix(name, t+"_")
			}
			if !known {
				problems = append(problems, fmt.Sprintf("an unknown sequence %q", name))
			}
		default: // TABLE DATA, CONSTRAINT, FK CONSTRAINT, DEFAULT: of a table
			if !tables[name] {
				problems = append(problems, fmt.Sprintf("%s on an unknown table %q", strings.ToLower(kind), name))
			}
		}
	}
	for _, t := range slices.Sorted(maps.Keys(tables)) {
		if !seen[t] {
			problems = append(problems, fmt.Sprintf("no table %q", t))
		}
	}
	if len(problems) > 0 {
		return fmt.Errorf("the backup %s: %w (version %d): %s; refusing it (restore a file written by bogglebot backup)", src, ErrSchema, v, strings.Join(problems, ", "))
	}
	return nil
}

// Restore loads the pg_dump custom file src into the database dbURL names,
// which must hold no bogglebot tables yet (a new database), then brings
// its schema up to date. A dump holding objects the migrations do not
// create, or lacking a table, is refused with ErrSchema (CheckDump). A dump from a newer schema than this build knows
// is refused with ErrNewerSchema before anything is written.
//
//	pg_restore --no-owner --no-privileges --exit-on-error --dbname=URL SRC
func Restore(ctx context.Context, src, dbURL string) error {
	v, err := DumpVersion(ctx, src)
	if err != nil {
		return fmt.Errorf("%w", err)
	}
	if known := SchemaVersion(); v > known {
		return fmt.Errorf("%s has schema version %d and this bogglebot knows up to %d: %w; restore it with that version or a later one", src, v, known, ErrNewerSchema)
	}
	if err := CheckDump(ctx, src, v); err != nil {
		return err
	}
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	var exists bool
	err = conn.QueryRow(ctx, `SELECT to_regclass('schema_migrations') IS NOT NULL`).Scan(&exists)
	conn.Close(ctx)
	if err != nil {
		return fmt.Errorf("%w", err)
	}
	if exists {
		return errors.New("restore: the database already holds bogglebot's tables; restore into a new, empty database (createdb) and point DATABASE_URL at it")
	}
	if _, _, err := pgTool(ctx, "pg_restore", dbURL, "--no-owner", "--no-privileges", "--exit-on-error", src); err != nil {
		return fmt.Errorf("%w", err)
	}
	s, err := Open(ctx, dbURL)
	if err != nil {
		return fmt.Errorf("%w", err)
	}
	return s.Close()
}
