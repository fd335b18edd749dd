package memory

import (
	"context"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

var _ challenge.Roles = (*Store)(nil)

// PutDailyRole records the role g's daily post mentions; "" forgets it.
func (s *Store) PutDailyRole(ctx context.Context, g game.Guild, role string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if role == "" {
		delete(s.roles, g)
		return nil
	}
	if s.roles == nil {
		s.roles = map[game.Guild]string{}
	}
	s.roles[g] = role
	return nil
}

// DailyRole returns the role g's daily post mentions, "" if none.
func (s *Store) DailyRole(ctx context.Context, g game.Guild) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.roles[g], nil
}
