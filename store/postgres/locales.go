package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/bogglebot/bogglebot/game"
)

// PutServerLocale records g's interface language, replacing any.
func (s *Store) PutServerLocale(ctx context.Context, g game.Guild, locale string) error {
	_, err := s.pool.Exec(ctx, `
		INSERT INTO server_locales (platform, guild, locale, updated_at) VALUES ($1, $2, $3, now())
		ON CONFLICT (platform, guild) DO UPDATE SET locale = excluded.locale, updated_at = excluded.updated_at`,
		g.Platform, g.ID, locale)
	if err != nil {
		return fmt.Errorf("postgres: put interface language of %s: %w", g, err)
	}
	return nil
}

// ServerLocale returns g's interface language and whether one is recorded.
func (s *Store) ServerLocale(ctx context.Context, g game.Guild) (string, bool, error) {
	var l string
	err := s.pool.QueryRow(ctx, `SELECT locale FROM server_locales WHERE platform = $1 AND guild = $2`, g.Platform, g.ID).Scan(&l)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("postgres: interface language of %s: %w", g, err)
	}
	return l, true, nil
}

// ServerLocales returns at most limit servers' interface languages, the
// most recently put first.
func (s *Store) ServerLocales(ctx context.Context, limit int) (map[game.Guild]string, error) {
	rows, err := s.pool.Query(ctx, `SELECT platform, guild, locale FROM server_locales ORDER BY updated_at DESC LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: interface languages: %w", err)
	}
	defer rows.Close()
	out := map[game.Guild]string{}
	for rows.Next() {
		var g game.Guild
		var l string
		if err := rows.Scan(&g.Platform, &g.ID, &l); err != nil {
			return nil, fmt.Errorf("postgres: interface languages: %w", err)
		}
		out[g] = l
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: interface languages: %w", err)
	}
	return out, nil
}
