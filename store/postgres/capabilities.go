package postgres

import (
	"context"
	"log/slog"

	"github.com/bogglebot/bogglebot/live"
	"github.com/bogglebot/bogglebot/store"
)

// Capabilities declares what the store keeps beyond store.Store: every
// capability, for several replicas.
func (s *Store) Capabilities() store.Capabilities {
	return store.Capabilities{Boards: s, Limits: s, Ping: s.Ping, Replays: s, CheckWrite: s.CheckWrite,
		Live: func(ctx context.Context, log *slog.Logger) (live.Stream, func(), error) {
			st, err := s.Live(ctx, log)
			if err != nil {
				return nil, nil, err
			}
			return st, func() { st.Close() }, nil
		}}
}

var _ store.Store = (*Store)(nil)
