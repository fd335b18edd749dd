package memory

import (
	"cmp"
	"context"
	"slices"

	"github.com/bogglebot/bogglebot/game"
)

type serverLocale struct {
	locale string
	seq    int // the order of puts: the most recent is the highest
}

// PutServerLocale records g's interface language, replacing any.
func (s *Store) PutServerLocale(ctx context.Context, g game.Guild, locale string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.order++
	if s.locales == nil {
		s.locales = map[game.Guild]serverLocale{}
	}
	s.locales[g] = serverLocale{locale, s.order}
	return nil
}

// ServerLocale returns g's interface language and whether one is recorded.
func (s *Store) ServerLocale(ctx context.Context, g game.Guild) (string, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	l, ok := s.locales[g]
	return l.locale, ok, nil
}

// ServerLocales returns at most limit servers' interface languages, the
// most recently put first.
func (s *Store) ServerLocales(ctx context.Context, limit int) (map[game.Guild]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	type kv struct {
		g game.Guild
		l serverLocale
	}
	var all []kv
	for g, l := range s.locales {
		all = append(all, kv{g, l})
	}
	slices.SortFunc(all, func(a, b kv) int { return cmp.Compare(b.l.seq, a.l.seq) })
	out := map[game.Guild]string{}
	for _, x := range all[:min(limit, len(all))] {
		out[x.g] = x.l.locale
	}
	return out, nil
}
