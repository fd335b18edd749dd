package sqlite

import "context"

// Pragma returns a pragma's value on the write connection.
func (s *Store) Pragma(name string) (v string, err error) {
	err = s.w.QueryRowContext(context.Background(), "PRAGMA "+name).Scan(&v)
	return v, err
}

var ParseDSN = parseDSN
