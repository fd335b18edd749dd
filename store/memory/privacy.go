package memory

import (
	"cmp"
	"context"
	"maps"
	"slices"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/remind"
	"github.com/bogglebot/bogglebot/round"
)

var _ privacy.Store = (*Store)(nil)

type removalKey struct{ platform, server, user string }

// PlayerData returns what is kept about a user on every server of a platform.
func (s *Store) PlayerData(ctx context.Context, platform, user string) (privacy.Data, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := privacy.Data{Platform: platform, User: user}
	for _, pk := range slices.SortedFunc(maps.Keys(s.names), func(a, b playerKey) int { return cmp.Compare(a.g.ID, b.g.ID) }) {
		if pk.g.Platform == platform && pk.id == user {
			d.Names = append(d.Names, privacy.Name{Server: pk.g.ID, Name: s.names[pk]})
		}
	}
	d.Daily = dayWordsOf(s.words, platform, user)
	d.Practice = dayWordsOf(s.practice.words, platform, user)
	for _, k := range slices.SortedFunc(maps.Keys(s.hints), func(a, b hintKey) int {
		return cmp.Or(cmp.Compare(a.g.ID, b.g.ID), cmp.Compare(a.day, b.day))
	}) {
		if k.g.Platform != platform || k.id != user {
			continue
		}
		for _, h := range s.hints[k] {
			d.Hints = append(d.Hints, privacy.Hint{Server: k.g.ID, Day: k.day.String(), Seq: h.Seq, Rung: int(h.Rung), Word: h.Word, Taken: h.At})
		}
	}
	for _, pk := range slices.SortedFunc(maps.Keys(s.practice.days), func(a, b playerKey) int { return cmp.Compare(a.g.ID, b.g.ID) }) {
		if pk.g.Platform == platform && pk.id == user {
			pd := s.practice.days[pk]
			d.Sessions = append(d.Sessions, privacy.Session{Server: pk.g.ID, Day: pd.day.String(), Until: pd.until})
		}
	}
	for _, lr := range s.sortedRounds(platform) {
		rd := privacy.RoundData{ID: lr.r.ID, Server: lr.r.Key.Guild, Channel: lr.r.Key.Channel, Started: lr.r.Start, Starter: lr.r.Starter.ID == user, Words: []privacy.Word{}}
		for _, e := range lr.entries {
			if e.Player.ID == user {
				rd.Words = append(rd.Words, privacy.Word{Word: e.Word, Points: e.Points, Found: e.At})
			}
		}
		for _, h := range lr.hints[user] {
			rd.Hints = append(rd.Hints, privacy.Hint{Seq: h.Seq, Rung: int(h.Rung), Word: h.Word, Taken: h.At})
		}
		stood := false
		for _, st := range lr.standings {
			if st.Player.ID == user {
				rd.Rank, rd.Points, rd.Won, stood = st.Rank, st.Points, st.Won, true
				if rd.Name == "" {
					rd.Name = st.Player.Name
				}
			}
		}
		name, played := lr.names[user]
		if played && name != "" {
			rd.Name = name
		}
		if rd.Name == "" && rd.Starter {
			rd.Name = lr.r.Starter.Name
		}
		if rd.Starter || played || len(rd.Words) > 0 || len(rd.Hints) > 0 || stood {
			d.Rounds = append(d.Rounds, rd)
		}
	}
	for _, r := range s.remindersOf(platform, user, func(*remind.Reminder) bool { return true }) {
		d.Reminders = append(d.Reminders, privacy.ReminderOf(r))
	}
	return d, nil
}

// sortedRounds returns a platform's rounds by start, then id. s.mu is held.
func (s *Store) sortedRounds(platform string) []*liveRound {
	var out []*liveRound
	for _, lr := range s.rounds {
		if lr.r.Key.Platform == platform {
			out = append(out, lr)
		}
	}
	slices.SortFunc(out, func(a, b *liveRound) int {
		return cmp.Or(a.r.Start.Compare(b.r.Start), cmp.Compare(a.r.ID, b.r.ID))
	})
	return out
}

// dayWordsOf groups a user's words by server and day, in the order found.
func dayWordsOf(m map[wordKey]entry, platform, user string) []privacy.DayWords {
	type found struct {
		k wordKey
		e entry
	}
	var all []found
	for k, e := range m {
		if k.g.Platform == platform && k.id == user {
			all = append(all, found{k, e})
		}
	}
	slices.SortFunc(all, func(a, b found) int {
		return cmp.Or(cmp.Compare(a.k.g.ID, b.k.g.ID), cmp.Compare(a.k.day, b.k.day), cmp.Compare(a.e.seq, b.e.seq))
	})
	var out []privacy.DayWords
	for _, f := range all {
		day := f.k.day.String()
		if n := len(out); n == 0 || out[n-1].Server != f.k.g.ID || out[n-1].Day != day {
			out = append(out, privacy.DayWords{Server: f.k.g.ID, Day: day})
		}
		out[len(out)-1].Words = append(out[len(out)-1].Words, privacy.Word{Word: f.k.word, Points: f.e.points})
	}
	return out
}

// DeletePlayer erases a user's data on every server of a platform and
// replaces the standings of the finished rounds they stood in.
func (s *Store) DeletePlayer(ctx context.Context, platform, user string, standings map[string][]round.Standing) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	rs := s.sortedRounds(platform)
	if standings != nil {
		for _, lr := range rs {
			if _, ok := standings[lr.r.ID]; !ok && slices.ContainsFunc(lr.standings, func(st round.Standing) bool { return st.Player.ID == user }) {
				return privacy.ErrRescore
			}
		}
	}
	mine := func(g game.Guild, id string) bool { return g.Platform == platform && id == user }
	maps.DeleteFunc(s.names, func(k playerKey, _ string) bool { return mine(k.g, k.id) })
	maps.DeleteFunc(s.words, func(k wordKey, _ entry) bool { return mine(k.g, k.id) })
	maps.DeleteFunc(s.practice.words, func(k wordKey, _ entry) bool { return mine(k.g, k.id) })
	maps.DeleteFunc(s.practice.days, func(k playerKey, _ practiceDay) bool { return mine(k.g, k.id) })
	maps.DeleteFunc(s.hints, func(k hintKey, _ []game.Hint) bool { return mine(k.g, k.id) })
	delete(s.removals, removalKey{platform, "", user})
	s.deleteReminders(func(k playerKey) bool { return mine(k.g, k.id) })
	s.markErased(privacy.Subject(platform, "", user))
	for _, lr := range rs {
		lr.entries = slices.DeleteFunc(lr.entries, func(e round.Entry) bool { return e.Player.ID == user })
		maps.DeleteFunc(lr.found, func(k [2]string, _ bool) bool { return k[0] == user })
		delete(lr.names, user)
		delete(lr.hints, user)
		lr.standings = slices.DeleteFunc(lr.standings, func(st round.Standing) bool { return st.Player.ID == user })
		if sts, ok := standings[lr.r.ID]; ok {
			lr.standings = slices.Clone(sts)
		}
		if lr.r.Starter.ID == user {
			lr.r.Starter = game.Player{}
		}
	}
	return nil
}

// DeleteServer erases everything kept about one server.
func (s *Store) DeleteServer(ctx context.Context, platform, server string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	g := game.Guild{Platform: platform, ID: server}
	delete(s.settings, g)
	delete(s.locales, g)
	delete(s.roles, g)
	maps.DeleteFunc(s.names, func(k playerKey, _ string) bool { return k.g == g })
	maps.DeleteFunc(s.words, func(k wordKey, _ entry) bool { return k.g == g })
	maps.DeleteFunc(s.practice.words, func(k wordKey, _ entry) bool { return k.g == g })
	maps.DeleteFunc(s.practice.days, func(k playerKey, _ practiceDay) bool { return k.g == g })
	maps.DeleteFunc(s.hints, func(k hintKey, _ []game.Hint) bool { return k.g == g })
	maps.DeleteFunc(s.posts, func(k challenge.PostKey, _ post) bool { return k.Guild == g })
	maps.DeleteFunc(s.boards, func(k [3]string, _ channelBoard) bool { return k[0] == platform && k[1] == server })
	maps.DeleteFunc(s.rounds, func(_ string, lr *liveRound) bool { return lr.r.Key.Platform == platform && lr.r.Key.Guild == server })
	maps.DeleteFunc(s.running, func(k round.Key, _ *liveRound) bool { return k.Platform == platform && k.Guild == server })
	delete(s.removals, removalKey{platform, server, ""})
	s.deleteReminders(func(k playerKey) bool { return k.g == g })
	s.markErased(privacy.Subject(platform, server, ""))
	return nil
}

// markErased records that subject's data was erased now. s.mu is held.
func (s *Store) markErased(subject string) {
	now := time.Now()
	if s.erased == nil {
		s.erased = map[string]time.Time{}
	}
	maps.DeleteFunc(s.erased, func(_ string, at time.Time) bool { return now.Sub(at) > privacy.ErasureMemory })
	s.erased[subject] = now
}

// Erased returns when the server's or the user's data was last erased.
func (s *Store) Erased(ctx context.Context, platform, server, user string) (time.Time, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, b := s.erased[privacy.Subject(platform, server, "")], s.erased[privacy.Subject(platform, "", user)]
	if b.After(a) {
		a = b
	}
	return a, nil
}

// ScheduleRemoval records r unless one as early is scheduled.
func (s *Store) ScheduleRemoval(ctx context.Context, r privacy.Removal) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := removalKey{r.Platform, r.Server, r.User}
	if old, ok := s.removals[k]; ok && !r.At.Before(old.At) {
		return nil
	}
	if s.removals == nil {
		s.removals = map[removalKey]privacy.Removal{}
	}
	r.At = r.At.UTC()
	s.removals[k] = r
	return nil
}

// CancelRemoval forgets a scheduled removal.
func (s *Store) CancelRemoval(ctx context.Context, platform, server, user string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.removals, removalKey{platform, server, user})
	return nil
}

// DueRemovals returns the removals due at now, earliest first.
func (s *Store) DueRemovals(ctx context.Context, now time.Time) ([]privacy.Removal, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []privacy.Removal
	for _, r := range s.removals {
		if !r.At.After(now) {
			out = append(out, r)
		}
	}
	slices.SortFunc(out, func(a, b privacy.Removal) int {
		return cmp.Or(a.At.Compare(b.At), cmp.Compare(a.Platform, b.Platform), cmp.Compare(a.Server, b.Server), cmp.Compare(a.User, b.User))
	})
	return out, nil
}

// TakeRemoval forgets r if it is still scheduled and due at now.
func (s *Store) TakeRemoval(ctx context.Context, r privacy.Removal, now time.Time) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := removalKey{r.Platform, r.Server, r.User}
	old, ok := s.removals[k]
	if !ok || old.At.After(now) {
		return false, nil
	}
	delete(s.removals, k)
	return true, nil
}

// Forget erases entries older than before.
func (s *Store) Forget(ctx context.Context, before time.Time) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	y, m, dd := before.UTC().Date()
	day := game.Date(y, m, dd)
	n := 0
	count := func(del bool) bool {
		if del {
			n++
		}
		return del
	}
	maps.DeleteFunc(s.words, func(k wordKey, _ entry) bool { return count(k.day < day) })
	// Practice goes by when it was played: a session that ended before.
	// (The memory store keeps no time per practice word: they go with
	// their player's session.)
	maps.DeleteFunc(s.practice.days, func(_ playerKey, pd practiceDay) bool { return count(pd.until.Before(before)) })
	maps.DeleteFunc(s.practice.words, func(k wordKey, _ entry) bool {
		_, playing := s.practice.days[k.playerKey]
		return count(!playing)
	})
	for k, hs := range s.hints {
		if k.day < day {
			n += len(hs)
			delete(s.hints, k)
		}
	}
	maps.DeleteFunc(s.posts, func(k challenge.PostKey, _ post) bool { return count(k.Day < day) })
	maps.DeleteFunc(s.reminders, func(_ playerKey, r *remind.Reminder) bool { return count(!r.Enabled && r.Updated.Before(before)) })
	maps.DeleteFunc(s.rounds, func(_ string, lr *liveRound) bool {
		return count(lr.r.Start.Before(before) && !lr.r.Finished.IsZero())
	})
	maps.DeleteFunc(s.names, func(pk playerKey, _ string) bool {
		for k := range s.words {
			if k.playerKey == pk {
				return false
			}
		}
		for k := range s.hints {
			if k.playerKey == pk {
				return false
			}
		}
		return count(true)
	})
	return int64(n), nil
}
