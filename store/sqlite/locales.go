package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/bogglebot/bogglebot/game"
)

// PutServerLocale records g's interface language, replacing any.
func (s *Store) PutServerLocale(ctx context.Context, g game.Guild, locale string) error {
	_, err := s.w.ExecContext(ctx, `
		INSERT INTO server_locales (platform, guild, locale, updated_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (platform, guild) DO UPDATE SET locale = excluded.locale, updated_at = excluded.updated_at`,
		g.Platform, g.ID, locale, at(time.Now()))
	if err != nil {
		return fmt.Errorf("sqlite: put interface language of %s: %w", g, err)
	}
	return nil
}

// ServerLocale returns g's interface language and whether one is recorded.
func (s *Store) ServerLocale(ctx context.Context, g game.Guild) (string, bool, error) {
	var l string
	err := s.r.QueryRowContext(ctx, `SELECT locale FROM server_locales WHERE platform = ? AND guild = ?`, g.Platform, g.ID).Scan(&l)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("sqlite: interface language of %s: %w", g, err)
	}
	return l, true, nil
}

// ServerLocales returns at most limit servers' interface languages, the
// most recently put first.
func (s *Store) ServerLocales(ctx context.Context, limit int) (map[game.Guild]string, error) {
	out := map[game.Guild]string{}
	err := s.each(ctx, `SELECT platform, guild, locale FROM server_locales ORDER BY updated_at DESC LIMIT ?`, []any{limit}, func(rows *sql.Rows) error {
		var g game.Guild
		var l string
		if err := rows.Scan(&g.Platform, &g.ID, &l); err != nil {
			return err
		}
		out[g] = l
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("sqlite: interface languages: %w", err)
	}
	return out, nil
}
