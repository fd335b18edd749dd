package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

var _ challenge.Roles = (*Store)(nil)

// PutDailyRole records the role g's daily post mentions; "" forgets it.
func (s *Store) PutDailyRole(ctx context.Context, g game.Guild, role string) error {
	q, args := `DELETE FROM daily_roles WHERE platform = ? AND guild = ?`, []any{g.Platform, g.ID}
	if role != "" {
		q = `INSERT INTO daily_roles (platform, guild, role, updated_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (platform, guild) DO UPDATE SET role = excluded.role, updated_at = excluded.updated_at`
		args = []any{g.Platform, g.ID, role, at(time.Now())}
	}
	if _, err := s.exec(ctx, q, args...); err != nil {
		return fmt.Errorf("sqlite: daily role of %s: %w", g, err)
	}
	return nil
}

// DailyRole returns the role g's daily post mentions, "" if none.
func (s *Store) DailyRole(ctx context.Context, g game.Guild) (string, error) {
	var role string
	err := s.r.QueryRowContext(ctx, `SELECT role FROM daily_roles WHERE platform = ? AND guild = ?`, g.Platform, g.ID).Scan(&role)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("sqlite: daily role of %s: %w", g, err)
	}
	return role, nil
}
