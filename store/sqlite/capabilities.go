package sqlite

import "github.com/bogglebot/bogglebot/store"

// Capabilities declares what the store keeps beyond store.Store.
func (s *Store) Capabilities() store.Capabilities {
	return store.Capabilities{Ping: s.Ping, Replays: s, CheckWrite: s.CheckWrite}
}

var _ store.Store = (*Store)(nil)
