// Package memory is a challenge.Store and a round.Store that keeps
// everything in memory, for tests of code that uses a Store (the
// conformance suite runs on it too). Nothing survives the process. A Store
// is safe for concurrent use.
package memory

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/remind"
	"github.com/bogglebot/bogglebot/round"
)

// Store is an in-memory challenge.Store and round.Store. The zero value is not usable; call New.
type Store struct {
	mu       sync.Mutex
	settings map[game.Guild]challenge.Settings
	names    map[playerKey]string
	words    map[wordKey]entry
	order    int
	posts    map[challenge.PostKey]post
	boards   map[[3]string]channelBoard
	tats     map[string]time.Time     // rate limits: each key's theoretical arrival time
	replays  map[string]time.Time     // replay keys handled, to their expiry
	erased   map[string]time.Time     // privacy.Subject: when its data was erased
	rounds   map[string]*liveRound    // live rounds by id (rounds.go)
	running  map[round.Key]*liveRound // each channel's round that is not finished
	practice practice                 // replays of past days (practice.go)
	hints    map[hintKey][]game.Hint
	removals map[removalKey]privacy.Removal // scheduled erasures (privacy.go)
	locales  map[game.Guild]serverLocale    // servers' interface languages (locales.go)
	// reminders are the players' reminders (reminders.go).
	reminders map[playerKey]*remind.Reminder
	// roles are the servers' daily post roles (roles.go).
	roles map[game.Guild]string
}

type hintKey struct {
	playerKey
	day game.Day
}

type channelBoard struct {
	board, tier string
	expires     time.Time
}

type playerKey struct {
	g  game.Guild
	id string
}

type wordKey struct {
	playerKey
	day  game.Day
	word string
}

type entry struct {
	points int
	seq    int
}

type post struct{ sent bool }

var (
	_ challenge.Store = (*Store)(nil)
	_ round.Store     = (*Store)(nil)

	_ challenge.PracticeStore = (*Store)(nil)
)

// New returns an empty Store.
func New() *Store {
	return &Store{
		settings: map[game.Guild]challenge.Settings{},
		names:    map[playerKey]string{},
		words:    map[wordKey]entry{},
		posts:    map[challenge.PostKey]post{},
		boards:   map[[3]string]channelBoard{},
		tats:     map[string]time.Time{},
		replays:  map[string]time.Time{},
		rounds:   map[string]*liveRound{},
		running:  map[round.Key]*liveRound{},
		hints:    map[hintKey][]game.Hint{},
	}
}

func (s *Store) PutSettings(ctx context.Context, set challenge.Settings) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.settings[set.Guild]; ok && !old.Created.IsZero() {
		set.Created = old.Created
	}
	s.settings[set.Guild] = set
	return nil
}

func (s *Store) Settings(ctx context.Context, g game.Guild) (challenge.Settings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	set, ok := s.settings[g]
	if !ok {
		return challenge.Settings{}, fmt.Errorf("settings of %s: %w", g, challenge.ErrNotFound)
	}
	return set, nil
}

func (s *Store) AllSettings(ctx context.Context) ([]challenge.Settings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]challenge.Settings, 0, len(s.settings))
	for _, set := range s.settings {
		out = append(out, set)
	}
	slices.SortFunc(out, func(a, b challenge.Settings) int {
		return cmp.Or(cmp.Compare(a.Guild.Platform, b.Guild.Platform), cmp.Compare(a.Guild.ID, b.Guild.ID))
	})
	return out, nil
}

func (s *Store) DeleteSettings(ctx context.Context, g game.Guild) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.settings, g)
	return nil
}

func (s *Store) AddWords(ctx context.Context, g game.Guild, day game.Day, p game.Player, words []game.Word, at time.Time) ([]game.Word, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	pk := playerKey{g, p.ID}
	s.names[pk] = p.Name
	return addWords(s.words, &s.order, pk, day, words), nil
}

func (s *Store) PlayerWords(ctx context.Context, g game.Guild, day game.Day, id string) ([]game.Word, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return wordsOf(s.words, playerKey{g, id}, day), nil
}

// addWords adds to m each word of words a player does not have on day yet,
// numbered on from *order, and returns them in the order given. The game's
// words and practice words are two such maps.
func addWords(m map[wordKey]entry, order *int, pk playerKey, day game.Day, words []game.Word) []game.Word {
	var added []game.Word
	for _, w := range words {
		k := wordKey{pk, day, w.Word}
		if _, ok := m[k]; ok {
			continue
		}
		*order++
		m[k] = entry{w.Points, *order}
		added = append(added, w)
	}
	return added
}

// wordsOf returns a player's words of day in m, in the order added.
func wordsOf(m map[wordKey]entry, pk playerKey, day game.Day) []game.Word {
	type seqWord struct {
		game.Word
		seq int
	}
	var ws []seqWord
	for k, e := range m {
		if k.playerKey == pk && k.day == day {
			ws = append(ws, seqWord{game.Word{Word: k.word, Points: e.points}, e.seq})
		}
	}
	slices.SortFunc(ws, func(a, b seqWord) int { return cmp.Compare(a.seq, b.seq) })
	out := make([]game.Word, len(ws))
	for i, w := range ws {
		out[i] = w.Word
	}
	return out
}

func (s *Store) DayWords(ctx context.Context, g game.Guild, day game.Day) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for k := range s.words {
		if k.g == g && k.day == day {
			out = append(out, k.word)
		}
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

func (s *Store) Scores(ctx context.Context, g game.Guild, from, to game.Day) ([]challenge.PlayerScore, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	by := map[string]*challenge.PlayerScore{}
	days := map[string]map[game.Day]bool{}
	for k, e := range s.words {
		if k.g != g || k.day < from || k.day > to {
			continue
		}
		ps := by[k.id]
		if ps == nil {
			ps = &challenge.PlayerScore{Player: game.Player{ID: k.id, Name: s.names[k.playerKey]}}
			by[k.id] = ps
			days[k.id] = map[game.Day]bool{}
		}
		ps.Points += e.points
		ps.Words++
		days[k.id][k.day] = true
	}
	out := make([]challenge.PlayerScore, 0, len(by))
	for id, ps := range by {
		ps.Days = len(days[id])
		out = append(out, *ps)
	}
	slices.SortFunc(out, func(a, b challenge.PlayerScore) int {
		return cmp.Or(cmp.Compare(b.Points, a.Points), cmp.Compare(b.Words, a.Words), cmp.Compare(a.Player.ID, b.Player.ID))
	})
	return out, nil
}

func (s *Store) DayTotals(ctx context.Context, g game.Guild, from, to game.Day) ([]challenge.PlayerDay, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	type k struct {
		id  string
		day game.Day
	}
	by := map[k]*challenge.PlayerDay{}
	for wk, e := range s.words {
		if wk.g != g || wk.day < from || wk.day > to {
			continue
		}
		pd := by[k{wk.id, wk.day}]
		if pd == nil {
			pd = &challenge.PlayerDay{Player: game.Player{ID: wk.id, Name: s.names[wk.playerKey]}, DayTotal: challenge.DayTotal{Day: wk.day}}
			by[k{wk.id, wk.day}] = pd
		}
		pd.Points += e.points
		pd.Words++
	}
	out := make([]challenge.PlayerDay, 0, len(by))
	for _, pd := range by {
		out = append(out, *pd)
	}
	slices.SortFunc(out, func(a, b challenge.PlayerDay) int {
		return cmp.Or(cmp.Compare(a.Day, b.Day), cmp.Compare(a.Player.ID, b.Player.ID))
	})
	return out, nil
}

func (s *Store) LongestWords(ctx context.Context, g game.Guild, playerID string, from, to game.Day, limit int) ([]challenge.FoundWord, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	type k struct{ id, word string }
	by := map[k]*challenge.FoundWord{}
	for wk, e := range s.words {
		if wk.g != g || wk.day < from || wk.day > to || (playerID != "" && wk.id != playerID) {
			continue
		}
		fw := by[k{wk.id, wk.word}]
		if fw == nil {
			fw = &challenge.FoundWord{Player: game.Player{ID: wk.id, Name: s.names[wk.playerKey]}, Word: game.Word{Word: wk.word, Points: e.points}, Day: wk.day}
			by[k{wk.id, wk.word}] = fw
		}
		fw.Points = max(fw.Points, e.points)
		fw.Day = min(fw.Day, wk.day)
	}
	out := make([]challenge.FoundWord, 0, len(by))
	for _, fw := range by {
		out = append(out, *fw)
	}
	slices.SortFunc(out, func(a, b challenge.FoundWord) int {
		return cmp.Or(cmp.Compare(utf8.RuneCountInString(b.Word.Word), utf8.RuneCountInString(a.Word.Word)), // letters, as SQL's length()
			cmp.Compare(b.Points, a.Points), cmp.Compare(a.Day, b.Day), cmp.Compare(a.Word.Word, b.Word.Word), cmp.Compare(a.Player.ID, b.Player.ID))
	})
	return out[:min(max(limit, 0), len(out))], nil
}

func (s *Store) History(ctx context.Context, g game.Guild, id string) (challenge.History, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	h := challenge.History{Player: game.Player{ID: id, Name: s.names[playerKey{g, id}]}}
	by := map[game.Day]*challenge.DayTotal{}
	for k, e := range s.words {
		if k.g != g || k.id != id {
			continue
		}
		dt := by[k.day]
		if dt == nil {
			dt = &challenge.DayTotal{Day: k.day}
			by[k.day] = dt
		}
		dt.Points += e.points
		dt.Words++
		l := h.Longest
		n, ln := utf8.RuneCountInString(k.word), utf8.RuneCountInString(l.Word) // letters, as SQL's length()
		if n > ln || n == ln && (e.points > l.Points || e.points == l.Points && k.word < l.Word) {
			h.Longest = game.Word{Word: k.word, Points: e.points}
		}
	}
	for _, dt := range by {
		h.Days = append(h.Days, *dt)
	}
	slices.SortFunc(h.Days, func(a, b challenge.DayTotal) int { return cmp.Compare(a.Day, b.Day) })
	return h, nil
}

// addHint appends h to hs unless hs has a hint numbered h.Seq; it returns
// the hints and the one numbered h.Seq.
func addHint(hs []game.Hint, h game.Hint) ([]game.Hint, game.Hint, bool) {
	for _, old := range hs {
		if old.Seq == h.Seq {
			return hs, old, false
		}
	}
	hs = append(hs, h)
	slices.SortFunc(hs, func(a, b game.Hint) int { return cmp.Compare(a.Seq, b.Seq) })
	return hs, h, true
}

func (s *Store) AddHint(ctx context.Context, g game.Guild, day game.Day, p game.Player, h game.Hint) (game.Hint, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	pk := playerKey{g, p.ID}
	s.names[pk] = p.Name
	k := hintKey{pk, day}
	hs, stored, added := addHint(s.hints[k], h)
	s.hints[k] = hs
	return stored, added, nil
}

func (s *Store) Hints(ctx context.Context, g game.Guild, day game.Day, playerID string) ([]game.Hint, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.hints[hintKey{playerKey{g, playerID}, day}]), nil
}

func (s *Store) HintCounts(ctx context.Context, g game.Guild, from, to game.Day) (map[string]int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[string]int{}
	for k, hs := range s.hints {
		if k.g == g && k.day >= from && k.day <= to && len(hs) > 0 {
			out[k.id] += len(hs)
		}
	}
	return out, nil
}

func (s *Store) ClaimPost(ctx context.Context, k challenge.PostKey, owner string, at time.Time) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.posts[k]; ok {
		return false, nil
	}
	s.posts[k] = post{}
	return true, nil
}

func (s *Store) MarkPosted(ctx context.Context, k challenge.PostKey, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.posts[k]; !ok {
		return fmt.Errorf("mark %s post of %s on %s sent: it was never claimed", k.Kind, k.Guild, k.Day)
	}
	s.posts[k] = post{sent: true}
	return nil
}

func (s *Store) ReleasePost(ctx context.Context, k challenge.PostKey) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p, ok := s.posts[k]; ok && !p.sent {
		delete(s.posts, k)
	}
	return nil
}

func (s *Store) PostStatus(ctx context.Context, k challenge.PostKey) (claimed, sent bool, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.posts[k]
	return ok, p.sent, nil
}

// Close does nothing.
func (s *Store) Close() error { return nil }

// PutChannelBoard remembers a channel's last board until expires (the
// bot's shared channel memory, bot.ChannelBoards), unless the channel has
// a board that expires later (put later).
func (s *Store) PutChannelBoard(ctx context.Context, platform, guild, channel, board, tier string, expires time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := [3]string{platform, guild, channel}
	if old, ok := s.boards[k]; ok && old.expires.After(expires) {
		return nil // a put that arrives late does not undo a newer one
	}
	s.boards[k] = channelBoard{board, tier, expires}
	return nil
}

// ChannelBoard returns a channel's board, and when it expires, if it has
// one that has not expired at now.
func (s *Store) ChannelBoard(ctx context.Context, platform, guild, channel string, now time.Time) (string, string, time.Time, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := [3]string{platform, guild, channel}
	b, ok := s.boards[k]
	if !ok || !now.Before(b.expires) {
		delete(s.boards, k)
		return "", "", time.Time{}, false, nil
	}
	return b.board, b.tier, b.expires, true, nil
}

// TakeRateToken takes one of key's burst commands, of which one more is
// earned every every (bot.RateLimits), as store/postgres does: the generic
// cell rate algorithm.
func (s *Store) TakeRateToken(ctx context.Context, key string, burst int, every time.Duration, now time.Time) (bool, time.Duration, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	tat := s.tats[key]
	if tat.Before(now) {
		tat = now
	}
	next := tat.Add(every)
	if next.After(now.Add(time.Duration(burst) * every)) {
		return false, tat.Sub(now) - time.Duration(burst-1)*every, nil
	}
	s.tats[key] = next
	return true, 0, nil
}

// FirstRequest records a signed request's replay key until expires
// (store.Replays), forgetting the keys expired by now.
func (s *Store) FirstRequest(ctx context.Context, key string, expires, now time.Time) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if e, ok := s.replays[key]; ok && e.After(now) {
		return false, nil
	}
	if len(s.replays) > 1024 {
		for k, e := range s.replays {
			if !e.After(now) {
				delete(s.replays, k)
			}
		}
	}
	s.replays[key] = expires
	return true, nil
}
