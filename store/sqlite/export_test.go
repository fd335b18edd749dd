package sqlite

import (
	"context"
	"database/sql"
)

// Pragma returns a pragma's value on the write connection.
func (s *Store) Pragma(name string) (v string, err error) {
	err = s.w.QueryRowContext(context.Background(), "PRAGMA "+name).Scan(&v)
	return v, err
}

var ParseDSN = parseDSN

// Reader is the store's read-only connection pool, for tests that look at
// every table.
func (s *Store) Reader() *sql.DB { return s.r }
