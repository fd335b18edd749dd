package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

var _ challenge.Roles = (*Store)(nil)

// PutDailyRole records the role g's daily post mentions; "" forgets it.
func (s *Store) PutDailyRole(ctx context.Context, g game.Guild, role string) error {
	var err error
	if role == "" {
		_, err = s.pool.Exec(ctx, `DELETE FROM daily_roles WHERE platform = $1 AND guild = $2`, g.Platform, g.ID)
	} else {
		_, err = s.pool.Exec(ctx, `INSERT INTO daily_roles (platform, guild, role, updated_at) VALUES ($1, $2, $3, now())
			ON CONFLICT (platform, guild) DO UPDATE SET role = excluded.role, updated_at = excluded.updated_at`, g.Platform, g.ID, role)
	}
	if err != nil {
		return fmt.Errorf("postgres: daily role of %s: %w", g, err)
	}
	return nil
}

// DailyRole returns the role g's daily post mentions, "" if none.
func (s *Store) DailyRole(ctx context.Context, g game.Guild) (string, error) {
	var role string
	err := s.pool.QueryRow(ctx, `SELECT role FROM daily_roles WHERE platform = $1 AND guild = $2`, g.Platform, g.ID).Scan(&role)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("postgres: daily role of %s: %w", g, err)
	}
	return role, nil
}
