package memory

import "github.com/bogglebot/bogglebot/store"

// Capabilities declares what the store keeps beyond store.Store.
func (s *Store) Capabilities() store.Capabilities {
	return store.Capabilities{Boards: s, Limits: s, Replays: s}
}

var _ store.Store = (*Store)(nil)
