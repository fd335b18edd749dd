package memory

import (
	"context"

	"github.com/bogglebot/bogglebot/store"
)

// Capabilities declares what the store keeps beyond store.Store.
func (s *Store) Capabilities() store.Capabilities {
	return store.Capabilities{Boards: s, Limits: s, Replays: s, CheckWrite: func(context.Context) error { return nil }}
}

var _ store.Store = (*Store)(nil)
