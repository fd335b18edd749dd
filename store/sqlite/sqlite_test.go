package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store"
	"github.com/bogglebot/bogglebot/store/sqlite"
	"github.com/bogglebot/bogglebot/store/storetest"
)

func open(t *testing.T, path string) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestConformance(t *testing.T) {
	storetest.Run(t,
		func(t *testing.T) store.Store { return open(t, filepath.Join(t.TempDir(), "test.db")) },
		func(t *testing.T, s store.Store) store.Store {
			path := s.(*sqlite.Store).Path()
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			return open(t, path)
		})
}

func TestRoundsConformance(t *testing.T) {
	storetest.RunRounds(t,
		func(t *testing.T) round.Store { return open(t, filepath.Join(t.TempDir(), "test.db")) },
		func(t *testing.T, s round.Store) round.Store {
			db := s.(*sqlite.Store)
			if err := db.Close(); err != nil {
				t.Fatal(err)
			}
			return open(t, db.Path())
		})
}
