// Package storetest is one conformance suite for every challenge.Store and
// every round.Store: each implementation's tests call Run and RunRounds, so
// SQLite, PostgreSQL and the in-memory fake behave the same way. It checks
// settings, idempotent and concurrent submissions, the queries behind
// leaderboards and stats, exactly-once post claims, live rounds (rounds.go),
// and that reopening a store keeps its data.
//
// Run and RunRounds are called from tests; their subtests run one after
// another, each on a fresh store, and use many goroutines inside.
package storetest

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/remind"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store"
)

// Opener returns a new, empty store for one test and arranges for it to be
// closed when the test ends (t.Cleanup).
type Opener func(t *testing.T) store.Store

// Reopener closes s and opens the same database again, as a restart would.
// It arranges for the new store to be closed when the test ends.
type Reopener func(t *testing.T, s store.Store) store.Store

// Run runs the suite. reopen may be nil for stores that keep nothing (the
// reopening tests are then skipped).
func Run(t *testing.T, open Opener, reopen Reopener) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s store.Store)
	}{
		{"Settings", testSettings},
		{"AddWordsIdempotent", testAddWords},
		{"ConcurrentAddWords", testConcurrentAddWords},
		{"Scores", testScores},
		{"History", testHistory},
		{"DayTotals", testDayTotals},
		{"LongestWords", testLongestWords},
		{"PostClaims", testPostClaims},
		{"ConcurrentPostClaims", testConcurrentClaims},
		{"ServiceConcurrentGuesses", testServiceGuesses},
		{"ServiceRulesWaitForNextDay", testServiceRulesChange},
		{"ChannelBoards", testChannelBoards},
		{"RateLimits", testRateLimits},
		{"Replays", testReplays},
		{"Practice", testPractice},
		{"ServicePractice", testServicePractice},
		{"Hints", testHints},
		{"ConcurrentHints", testConcurrentHints},
		{"PlayerData", testPlayerData},
		{"Erased", testErased},
		{"DeletePlayer", testDeletePlayer},
		{"DeleteServer", testDeleteServer},
		{"Removals", testRemovals},
		{"Forget", testForget},
		{"ServerLocales", testServerLocales},
		{"Reminders", testReminders},
		{"ConcurrentReminderClaims", testConcurrentReminderClaims},
		{"ReminderBatchClaims", testReminderBatchClaims},
		{"ReminderPrivacy", testReminderPrivacy},
		{"DailyRoles", testDailyRoles},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.fn(t, open(t)) })
	}
	t.Run("Reopen", func(t *testing.T) {
		if reopen == nil {
			t.Skip("this store keeps nothing across reopening (no Reopener given)")
		}
		testReopen(t, open(t), reopen)
	})
}

var (
	ctx   = context.Background()
	g1    = game.Guild{Platform: "discord", ID: "111"}
	g2    = game.Guild{Platform: "slack", ID: "T222"}
	alice = game.Player{ID: "u1", Name: "Alice"}
	bob   = game.Player{ID: "u2", Name: "Bob"}
	carol = game.Player{ID: "u3", Name: "Carol"}
	day0  = game.Date(2026, time.March, 2)
	t0    = time.Date(2026, time.March, 2, 12, 0, 0, 0, time.UTC)
)

func settings(g game.Guild, channel string, created time.Time) challenge.Settings {
	return challenge.Settings{Guild: g, Channel: channel, PostTime: "08:30", Timezone: "Europe/Paris", Size: 5, Tier: "standard", Created: created}
}

func sameSettings(a, b challenge.Settings) bool {
	ca, cb := a.Created, b.Created
	a.Created, b.Created = time.Time{}, time.Time{}
	return a == b && ca.Equal(cb)
}

func testSettings(t *testing.T, s store.Store) {
	if _, err := s.Settings(ctx, g1); !errors.Is(err, challenge.ErrNotFound) {
		t.Fatalf("Settings of an unknown guild: err = %v, want ErrNotFound", err)
	}
	if all, err := s.AllSettings(ctx); err != nil || len(all) != 0 {
		t.Fatalf("AllSettings on an empty store = %v, %v; want none", all, err)
	}
	a := settings(g1, "c1", t0)
	b := settings(g2, "c2", t0.Add(time.Hour))
	b.Timezone, b.Size, b.Tier = "America/New_York", 4, "common"
	b.Freezes, b.FreezesSince = 3, day0 // streak freezes round-trip
	for _, set := range []challenge.Settings{b, a} {
		if err := s.PutSettings(ctx, set); err != nil {
			t.Fatalf("PutSettings(%v): %v", set.Guild, err)
		}
	}
	got, err := s.Settings(ctx, g1)
	if err != nil || !sameSettings(got, a) {
		t.Fatalf("Settings = %+v, %v; want %+v", got, err, a)
	}
	// Replacing keeps the first Created.
	a2 := a
	a2.Channel, a2.PostTime, a2.Created = "c9", "23:59", t0.Add(48*time.Hour)
	a2.Freezes, a2.FreezesSince = 1, day0.Add(2)
	if err := s.PutSettings(ctx, a2); err != nil {
		t.Fatal(err)
	}
	want := a2
	want.Created = a.Created
	if got, err := s.Settings(ctx, g1); err != nil || !sameSettings(got, want) {
		t.Fatalf("after replacing: Settings = %+v, %v; want %+v", got, err, want)
	}
	// A change of rules waiting for its day is kept, and can be withdrawn.
	a3 := want
	a3.Since, a3.NextFrom, a3.NextTimezone, a3.NextSize, a3.NextTier = day0, day0.Add(3), "Etc/GMT+12", 4, "large"
	if err := s.PutSettings(ctx, a3); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Settings(ctx, g1); err != nil || !sameSettings(got, a3) {
		t.Fatalf("with a pending change: Settings = %+v, %v; want %+v", got, err, a3)
	}
	if err := s.PutSettings(ctx, want); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Settings(ctx, g1); err != nil || !sameSettings(got, want) {
		t.Fatalf("after withdrawing the change: Settings = %+v, %v; want %+v", got, err, want)
	}
	all, err := s.AllSettings(ctx)
	if err != nil || len(all) != 2 || all[0].Guild != g1 || all[1].Guild != g2 || !sameSettings(all[1], b) {
		t.Fatalf("AllSettings = %+v, %v; want [%v %v] in that order", all, err, g1, g2)
	}
	if err := s.DeleteSettings(ctx, g1); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteSettings(ctx, g1); err != nil {
		t.Fatalf("deleting again: %v", err)
	}
	if _, err := s.Settings(ctx, g1); !errors.Is(err, challenge.ErrNotFound) {
		t.Fatalf("Settings after delete: err = %v, want ErrNotFound", err)
	}
	if all, _ := s.AllSettings(ctx); len(all) != 1 {
		t.Fatalf("AllSettings after delete: %d guilds, want 1", len(all))
	}
}

func ws(words ...string) []game.Word {
	out := make([]game.Word, len(words))
	for i, w := range words {
		out[i] = game.Word{Word: w, Points: len(w) - 2}
	}
	return out
}

func names(words []game.Word) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = w.Word
	}
	return out
}

func testAddWords(t *testing.T, s store.Store) {
	steps := []struct {
		g     game.Guild
		day   game.Day
		p     game.Player
		words []string
		added []string
	}{
		{g1, day0, alice, []string{"tea", "team", "steam"}, []string{"tea", "team", "steam"}},
		{g1, day0, alice, []string{"team", "mate", "tea"}, []string{"mate"}},
		{g1, day0, alice, []string{"meat", "meat"}, []string{"meat"}}, // a duplicate within one call
		{g1, day0, alice, nil, nil},
		{g1, day0, bob, []string{"tea", "eat"}, []string{"tea", "eat"}},                    // another player
		{g1, day0.Add(1), alice, []string{"tea"}, []string{"tea"}},                         // another day
		{g2, day0, alice, []string{"tea", "team"}, []string{"tea", "team"}},                // another guild
		{g1, day0, alice, []string{"steam", "mate", "meat", "team", "tea"}, nil},           // all repeats
		{g1, day0, alice, []string{"tames", "steam", "stame"}, []string{"tames", "stame"}}, // order kept
	}
	for i, st := range steps {
		added, err := s.AddWords(ctx, st.g, st.day, st.p, ws(st.words...), t0.Add(time.Duration(i)*time.Second))
		if err != nil {
			t.Fatalf("step %d: AddWords: %v", i, err)
		}
		if got := names(added); !slices.Equal(got, st.added) && !(len(got) == 0 && len(st.added) == 0) {
			t.Errorf("step %d: AddWords(%v) added %v, want %v", i, st.words, got, st.added)
		}
		for _, w := range added {
			if w.Points != len(w.Word)-2 {
				t.Errorf("step %d: %q has %d points, want %d", i, w.Word, w.Points, len(w.Word)-2)
			}
		}
	}
	got, err := s.PlayerWords(ctx, g1, day0, alice.ID)
	if want := ws("tea", "team", "steam", "mate", "meat", "tames", "stame"); err != nil || !slices.Equal(got, want) {
		t.Errorf("PlayerWords = %v, %v; want %v (in the order found)", got, err, want)
	}
	if got, err := s.PlayerWords(ctx, g1, day0, "nobody"); err != nil || len(got) != 0 {
		t.Errorf("PlayerWords of nobody = %v, %v; want none", got, err)
	}
	dw, err := s.DayWords(ctx, g1, day0)
	if want := []string{"eat", "mate", "meat", "stame", "steam", "tames", "tea", "team"}; err != nil || !slices.Equal(dw, want) {
		t.Errorf("DayWords = %v, %v; want %v", dw, err, want)
	}
}

// testConcurrentAddWords has 50 goroutines submit overlapping words for the
// same five players at once: every word must be added exactly once, and
// the totals must come out exact.
func testConcurrentAddWords(t *testing.T, s store.Store) {
	const goroutines, players, pool = 50, 5, 40
	vocab := make([]game.Word, pool)
	for i := range vocab {
		vocab[i] = game.Word{Word: fmt.Sprintf("w%02d%s", i, "abcdefgh"[:i%5]), Points: 1 + i%7}
	}
	var (
		mu    sync.Mutex
		added = map[string]int{} // player/word -> times returned as added
		start = make(chan struct{})
		wg    sync.WaitGroup
		errs  = make(chan error, goroutines)
	)
	for gi := range goroutines {
		wg.Go(func() {
			p := game.Player{ID: fmt.Sprintf("p%d", gi%players), Name: fmt.Sprintf("Player %d", gi%players)}
			// Each goroutine sends about half the pool, in its own order, in
			// three batches.
			var mine []game.Word
			for k := range pool {
				if (k*7+gi*3)%pool < pool/2+gi%5 {
					mine = append(mine, vocab[(k+gi)%pool])
				}
			}
			<-start
			for b := 0; b < len(mine); b += 8 {
				got, err := s.AddWords(ctx, g1, day0, p, mine[b:min(b+8, len(mine))], t0)
				if err != nil {
					errs <- err
					return
				}
				mu.Lock()
				for _, w := range got {
					added[p.ID+"/"+w.Word]++
				}
				mu.Unlock()
			}
		})
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("AddWords: %v", err)
	}
	wantPoints := map[string]int{}
	wantWords := map[string]int{}
	for k, n := range added {
		if n != 1 {
			t.Errorf("%s was returned as added %d times", k, n)
		}
	}
	for p := range players {
		id := fmt.Sprintf("p%d", p)
		stored, err := s.PlayerWords(ctx, g1, day0, id)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, w := range stored {
			if seen[w.Word] {
				t.Errorf("%s/%s stored twice", id, w.Word)
			}
			seen[w.Word] = true
			if added[id+"/"+w.Word] != 1 {
				t.Errorf("%s/%s stored but returned as added %d times", id, w.Word, added[id+"/"+w.Word])
			}
			wantPoints[id] += w.Points
			wantWords[id]++
		}
		if len(stored) == 0 {
			t.Errorf("player %s has no words", id)
		}
	}
	scores, err := s.Scores(ctx, g1, day0, day0)
	if err != nil {
		t.Fatal(err)
	}
	if len(scores) != players {
		t.Fatalf("Scores: %d players, want %d", len(scores), players)
	}
	for _, sc := range scores {
		if sc.Points != wantPoints[sc.Player.ID] || sc.Words != wantWords[sc.Player.ID] || sc.Days != 1 {
			t.Errorf("Scores: %s has %d points, %d words, %d days; want %d, %d, 1",
				sc.Player.ID, sc.Points, sc.Words, sc.Days, wantPoints[sc.Player.ID], wantWords[sc.Player.ID])
		}
	}
}

func testScores(t *testing.T, s store.Store) {
	add := func(g game.Guild, d game.Day, p game.Player, words ...game.Word) {
		t.Helper()
		if _, err := s.AddWords(ctx, g, d, p, words, t0); err != nil {
			t.Fatal(err)
		}
	}
	w := func(word string, pts int) game.Word { return game.Word{Word: word, Points: pts} }
	add(g1, day0, alice, w("tea", 1), w("steam", 2))                   // 3 points, 2 words
	add(g1, day0, bob, w("eat", 1), w("ate", 1), w("eta", 1))          // 3 points, 3 words
	add(g1, day0, carol, w("teams", 2))                                // 2
	add(g1, day0.Add(1), alice, w("stream", 3))                        // next day
	add(g1, day0.Add(3), bob, w("streams", 5))                         // later
	add(g2, day0, carol, w("masters", 5))                              // other guild
	add(g1, day0, game.Player{ID: bob.ID, Name: "Bobby"}, w("tea", 1)) // renamed: 4 points

	ps := func(p game.Player, pts, words, days int) challenge.PlayerScore {
		return challenge.PlayerScore{Player: p, Points: pts, Words: words, Days: days}
	}
	bobby := game.Player{ID: bob.ID, Name: "Bobby"}
	tests := []struct {
		name     string
		g        game.Guild
		from, to game.Day
		want     []challenge.PlayerScore
	}{
		{"one day", g1, day0, day0, []challenge.PlayerScore{ps(bobby, 4, 4, 1), ps(alice, 3, 2, 1), ps(carol, 2, 1, 1)}},
		{"two days", g1, day0, day0.Add(1), []challenge.PlayerScore{ps(alice, 6, 3, 2), ps(bobby, 4, 4, 1), ps(carol, 2, 1, 1)}},
		{"all", g1, 0, day0.Add(100), []challenge.PlayerScore{ps(bobby, 9, 5, 2), ps(alice, 6, 3, 2), ps(carol, 2, 1, 1)}},
		{"later only", g1, day0.Add(2), day0.Add(3), []challenge.PlayerScore{ps(bobby, 5, 1, 1)}},
		{"empty span", g1, day0.Add(4), day0.Add(9), nil},
		{"other guild", g2, day0, day0, []challenge.PlayerScore{ps(carol, 5, 1, 1)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := s.Scores(ctx, tt.g, tt.from, tt.to)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, tt.want) && (len(got) != 0 || len(tt.want) != 0) {
				t.Errorf("Scores(%v, %v..%v) =\n%+v\nwant\n%+v", tt.g, tt.from, tt.to, got, tt.want)
			}
		})
	}
	// Ties: equal points rank by more words, then by id.
	d := day0.Add(10)
	add(g1, d, carol, w("abcd", 2))
	add(g1, d, bob, w("abc", 1), w("abd", 1))
	add(g1, d, alice, w("abce", 2))
	got, err := s.Scores(ctx, g1, d, d)
	if err != nil {
		t.Fatal(err)
	}
	if ids := []string{got[0].Player.ID, got[1].Player.ID, got[2].Player.ID}; !slices.Equal(ids, []string{bob.ID, alice.ID, carol.ID}) {
		t.Errorf("tie order = %v, want bob (more words), then alice and carol by id", ids)
	}
}

func testHistory(t *testing.T, s store.Store) {
	w := func(word string, pts int) game.Word { return game.Word{Word: word, Points: pts} }
	adds := []struct {
		d     game.Day
		words []game.Word
	}{
		{day0.Add(5), []game.Word{w("zebra", 2)}},
		{day0, []game.Word{w("tea", 1), w("stream", 3)}},
		{day0.Add(1), []game.Word{w("master", 3), w("eat", 1)}}, // ties stream: same length and points
		{day0.Add(1), []game.Word{w("ate", 1)}},
	}
	for _, a := range adds {
		if _, err := s.AddWords(ctx, g1, a.d, alice, a.words, t0); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.AddWords(ctx, g2, day0, alice, []game.Word{w("streamers", 11)}, t0); err != nil {
		t.Fatal(err)
	}
	h, err := s.History(ctx, g1, alice.ID)
	if err != nil {
		t.Fatal(err)
	}
	want := challenge.History{
		Player: alice,
		Days: []challenge.DayTotal{
			{Day: day0, Points: 4, Words: 2},
			{Day: day0.Add(1), Points: 5, Words: 3},
			{Day: day0.Add(5), Points: 2, Words: 1},
		},
		Longest: w("master", 3), // longest, then most points, then alphabetical
	}
	if h.Player != want.Player || !slices.Equal(h.Days, want.Days) || h.Longest != want.Longest {
		t.Errorf("History =\n%+v\nwant\n%+v", h, want)
	}
	// Longest counts letters, not bytes: жжжж is 4 letters in 8 bytes.
	if _, err := s.AddWords(ctx, g1, day0, bob, []game.Word{w("жжжж", 1), w("abcde", 2)}, t0); err != nil {
		t.Fatal(err)
	}
	if h, err := s.History(ctx, g1, bob.ID); err != nil || h.Longest != w("abcde", 2) {
		t.Errorf("History of bob: longest %+v, %v; want abcde (5 letters, not жжжж, 8 bytes)", h.Longest, err)
	}
	h, err = s.History(ctx, g1, "nobody")
	if err != nil || h.Player.ID != "nobody" || len(h.Days) != 0 || h.Longest != (game.Word{}) {
		t.Errorf("History of nobody = %+v, %v; want empty with the id", h, err)
	}
}

func testPostClaims(t *testing.T, s store.Store) {
	k := challenge.PostKey{Guild: g1, Day: day0, Kind: challenge.Reveal}
	other := []challenge.PostKey{
		{Guild: g1, Day: day0, Kind: challenge.Open},
		{Guild: g1, Day: day0.Add(1), Kind: challenge.Reveal},
		{Guild: g2, Day: day0, Kind: challenge.Reveal},
	}
	status := func(k challenge.PostKey, claimed, sent bool) {
		t.Helper()
		c, sn, err := s.PostStatus(ctx, k)
		if err != nil || c != claimed || sn != sent {
			t.Fatalf("PostStatus(%v) = %v, %v, %v; want %v, %v", k, c, sn, err, claimed, sent)
		}
	}
	claim := func(k challenge.PostKey, want bool) {
		t.Helper()
		ok, err := s.ClaimPost(ctx, k, "replica-a", t0)
		if err != nil || ok != want {
			t.Fatalf("ClaimPost(%v) = %v, %v; want %v", k, ok, err, want)
		}
	}
	status(k, false, false)
	if err := s.MarkPosted(ctx, k, t0); err == nil {
		t.Error("MarkPosted of an unclaimed post: no error")
	}
	claim(k, true)
	claim(k, false)
	status(k, true, false)
	for _, o := range other {
		status(o, false, false)
		claim(o, true)
	}
	// A release before sending lets the post be claimed again.
	if err := s.ReleasePost(ctx, k); err != nil {
		t.Fatal(err)
	}
	status(k, false, false)
	claim(k, true)
	if err := s.MarkPosted(ctx, k, t0.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	status(k, true, true)
	// A sent post stays claimed.
	if err := s.ReleasePost(ctx, k); err != nil {
		t.Fatal(err)
	}
	status(k, true, true)
	claim(k, false)
	if err := s.ReleasePost(ctx, challenge.PostKey{Guild: g2, Day: day0.Add(9), Kind: challenge.Open}); err != nil {
		t.Errorf("releasing a post never claimed: %v", err)
	}
}

func testConcurrentClaims(t *testing.T, s store.Store) {
	const goroutines, posts = 20, 5
	var wins [posts]atomic.Int32
	var wg sync.WaitGroup
	start := make(chan struct{})
	errs := make(chan error, goroutines*posts)
	for gi := range goroutines {
		wg.Go(func() {
			<-start
			for p := range posts {
				k := challenge.PostKey{Guild: g1, Day: day0.Add(p / 2), Kind: []challenge.PostKind{challenge.Open, challenge.Reveal}[p%2]}
				ok, err := s.ClaimPost(ctx, k, fmt.Sprintf("replica-%d", gi), t0)
				if err != nil {
					errs <- err
					continue
				}
				if ok {
					wins[p].Add(1)
				}
			}
		})
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("ClaimPost: %v", err)
	}
	for p := range posts {
		if n := wins[p].Load(); n != 1 {
			t.Errorf("post %d was claimed %d times, want exactly once", p, n)
		}
	}
}

// testServiceGuesses plays through challenge.Service on the store: 50
// goroutines guess overlapping words for three players; every word is
// accepted exactly once per player and the leaderboard adds up.
func testServiceGuesses(t *testing.T, s store.Store) {
	now := time.Date(2026, time.June, 1, 15, 0, 0, 0, time.UTC)
	svc := challenge.New(challenge.Config{Store: s, Practice: s, Now: func() time.Time { return now }, Owner: "test"})
	g := game.Guild{Platform: "console", ID: "local"}
	if _, err := svc.Setup(ctx, challenge.Settings{Guild: g, Timezone: "UTC"}); err != nil {
		t.Fatal(err)
	}
	day := game.DayOf(now, time.UTC)
	b, err := challenge.DailyBoard(challenge.DefaultSeed, day, 4)
	if err != nil {
		t.Fatal(err)
	}
	d, _ := dict.Embedded("common")
	sol := solver.Solve(b, d, solver.Rules{})
	words := sol.Words[:min(len(sol.Words), 30)]
	const goroutines = 50
	players := []game.Player{alice, bob, carol}
	var mu sync.Mutex
	accepted := map[string]int{}
	var wg sync.WaitGroup
	errs := make(chan error, goroutines)
	for gi := range goroutines {
		wg.Go(func() {
			p := players[gi%len(players)]
			var guess []string
			for k, w := range words {
				if (k*7+gi)%5 != 0 { // every word is left out by some goroutines of each player, sent by others
					guess = append(guess, w.Word)
				}
			}
			guess = append(guess, "zzzq", "ab") // not on the board, too short
			r, err := svc.Guess(ctx, g, p, strings.Join(guess, " "))
			if err != nil {
				errs <- err
				return
			}
			mu.Lock()
			defer mu.Unlock()
			for _, j := range r.Judgements {
				if j.Verdict == game.Accepted {
					accepted[p.ID+"/"+j.Word]++
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("Guess: %v", err)
	}
	wantPoints := 0
	for _, w := range words {
		wantPoints += w.Points
	}
	for _, p := range players {
		for _, w := range words {
			if n := accepted[p.ID+"/"+w.Word]; n != 1 {
				t.Errorf("%s: %q accepted %d times, want once", p.Name, w.Word, n)
			}
		}
	}
	lb, err := svc.Leaderboard(ctx, g, challenge.Today)
	if err != nil {
		t.Fatal(err)
	}
	if len(lb.Entries) != len(players) {
		t.Fatalf("leaderboard has %d players, want %d", len(lb.Entries), len(players))
	}
	for _, e := range lb.Entries {
		if e.Points != wantPoints || e.Words != len(words) || e.Rank != 1 {
			t.Errorf("leaderboard: %+v, want rank 1 with %d points and %d words", e, wantPoints, len(words))
		}
	}
}

func testReopen(t *testing.T, s store.Store, reopen Reopener) {
	set := settings(g1, "c1", t0)
	set.Since, set.NextFrom, set.NextTimezone, set.NextSize, set.NextTier = day0.Add(-2), day0.Add(1), "Asia/Tokyo", 4, "common"
	if err := s.PutSettings(ctx, set); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddWords(ctx, g1, day0, alice, ws("tea", "steam"), t0); err != nil {
		t.Fatal(err)
	}
	k := challenge.PostKey{Guild: g1, Day: day0, Kind: challenge.Open}
	if ok, err := s.ClaimPost(ctx, k, "a", t0); !ok || err != nil {
		t.Fatalf("ClaimPost = %v, %v", ok, err)
	}
	if err := s.MarkPosted(ctx, k, t0); err != nil {
		t.Fatal(err)
	}
	k2 := challenge.PostKey{Guild: g1, Day: day0, Kind: challenge.Reveal}
	if ok, err := s.ClaimPost(ctx, k2, "a", t0); !ok || err != nil {
		t.Fatalf("ClaimPost = %v, %v", ok, err)
	}
	hint := game.Hint{Seq: 1, Rung: game.RungStart, Word: "steam", At: t0}
	if _, added, err := s.AddHint(ctx, g1, day0, alice, hint); !added || err != nil {
		t.Fatalf("AddHint = %v, %v", added, err)
	}
	if err := s.PutServerLocale(ctx, g1, "fr"); err != nil {
		t.Fatal(err)
	}
	rem := remind.Reminder{Guild: g1, User: alice.ID, Clock: "18:00", Enabled: true, Next: t0.Add(18 * time.Hour)}
	if err := s.PutReminder(ctx, rem); err != nil {
		t.Fatal(err)
	}
	if ok, err := s.ClaimReminder(ctx, g1, alice.ID, day0, rem.Next, rem.Next.Add(24*time.Hour)); !ok || err != nil {
		t.Fatalf("ClaimReminder = %v, %v", ok, err)
	}
	if err := s.PutDailyRole(ctx, g1, "424242"); err != nil {
		t.Fatal(err)
	}
	for round := range 2 {
		s = reopen(t, s)
		if r, err := s.DailyRole(ctx, g1); r != "424242" || err != nil {
			t.Errorf("round %d: DailyRole = %q, %v; want 424242", round, r, err)
		}
		if r, ok, err := s.Reminder(ctx, g1, alice.ID); !ok || err != nil || r.LastDay != day0 || !r.Enabled || !r.Next.Equal(rem.Next.Add(24*time.Hour)) {
			t.Errorf("round %d: Reminder = %+v, %v, %v; want it claimed for %s and due the next day", round, r, ok, err, day0)
		}
		if ok, err := s.ClaimReminder(ctx, g1, alice.ID, day0, rem.Next.Add(24*time.Hour), rem.Next.Add(48*time.Hour)); ok || err != nil {
			t.Errorf("round %d: the claimed day was claimed again after reopening: %v, %v", round, ok, err)
		}
		if l, ok, err := s.ServerLocale(ctx, g1); l != "fr" || !ok || err != nil {
			t.Errorf("round %d: ServerLocale = %q, %v, %v; want fr", round, l, ok, err)
		}
		if got, err := s.Hints(ctx, g1, day0, alice.ID); err != nil || !sameHints(got, []game.Hint{hint}) {
			t.Errorf("round %d: Hints = %+v, %v; want %+v", round, got, err, hint)
		}
		if got, err := s.Settings(ctx, g1); err != nil || !sameSettings(got, set) {
			t.Errorf("round %d: Settings = %+v, %v; want %+v", round, got, err, set)
		}
		if got, err := s.PlayerWords(ctx, g1, day0, alice.ID); err != nil || !slices.Equal(got, ws("tea", "steam")) {
			t.Errorf("round %d: PlayerWords = %v, %v", round, got, err)
		}
		if added, err := s.AddWords(ctx, g1, day0, alice, ws("tea"), t0); err != nil || len(added) != 0 {
			t.Errorf("round %d: re-adding tea added %v, %v", round, added, err)
		}
		if c, sent, err := s.PostStatus(ctx, k); !c || !sent || err != nil {
			t.Errorf("round %d: open post status = %v, %v, %v; want claimed and sent", round, c, sent, err)
		}
		if c, sent, err := s.PostStatus(ctx, k2); !c || sent || err != nil {
			t.Errorf("round %d: reveal post status = %v, %v, %v; want claimed, not sent", round, c, sent, err)
		}
		if ok, err := s.ClaimPost(ctx, k2, "b", t0); ok || err != nil {
			t.Errorf("round %d: reveal claimed again after reopening: %v, %v", round, ok, err)
		}
	}
}

// testServiceRulesChange plays through challenge.Service on the store: the
// board size, dictionary and timezone chosen during a day wait for the next
// day, across a restart of the service, so that nobody scores on two boards
// in one day and no revealed day opens again; the channel changes at once,
// and every post goes out once across the change of timezone.
func testServiceRulesChange(t *testing.T, s store.Store) {
	// Sunday 22 November 2026, 10:00 UTC.
	now := time.Date(2026, time.November, 22, 10, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	svc := challenge.New(challenge.Config{Store: s, Practice: s, Now: clock, Owner: "a"})
	g := game.Guild{Platform: "slack", ID: "T1"}
	sun := game.Date(2026, time.November, 22)
	set, err := svc.Setup(ctx, challenge.Settings{Guild: g, Channel: "c", PostTime: "09:00", Timezone: "UTC"})
	if err != nil || set.Pending() {
		t.Fatalf("first Setup = %+v, %v; want it in force at once", set, err)
	}
	day := func(size int, tier string, d game.Day) []solver.Word {
		b, err := challenge.DailyBoard(challenge.DefaultSeed, d, size)
		if err != nil {
			t.Fatal(err)
		}
		dd, _ := dict.Embedded(tier)
		return solver.Solve(b, dd, solver.Rules{}).Words
	}
	small, big := day(4, "common", sun), day(5, "large", sun)
	guess := func(p game.Player, w solver.Word) challenge.GuessResult {
		t.Helper()
		r, err := svc.Guess(ctx, g, p, w.Word)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if r := guess(alice, small[0]); r.Added != 1 {
		t.Fatalf("a word of today's board: %+v", r.Judgements)
	}
	// Mid-day, a 5x5 board with the large dictionary, and a timezone where
	// it is still Saturday: all of it waits for Monday.
	set.Size, set.Tier, set.Timezone, set.Channel = 5, "large", "Etc/GMT+12", "c2"
	if set, err = svc.Setup(ctx, set); err != nil {
		t.Fatal(err)
	}
	if !set.Pending() || set.NextFrom != sun.Add(1) || set.Size != 4 || set.NextSize != 5 || set.Channel != "c2" {
		t.Fatalf("Setup mid-day stored %+v; want today's rules kept, the new ones from Monday, the channel at once", set)
	}
	svc = challenge.New(challenge.Config{Store: s, Practice: s, Now: clock, Owner: "b"}) // a restart
	var onlyBig solver.Word
	for _, w := range big {
		if !slices.ContainsFunc(small, func(x solver.Word) bool { return x.Word == w.Word }) {
			onlyBig = w
			break
		}
	}
	if r := guess(alice, onlyBig); r.Added != 0 || r.Daily.Day != sun || r.Daily.Board.Size() != 4 {
		t.Errorf("after the change, a word of the 5x5 board was judged on day %s, size %d: %+v", r.Daily.Day, r.Daily.Board.Size(), r.Judgements)
	}
	if r := guess(alice, small[1]); r.Added != 1 || r.Progress.Points != small[0].Points+small[1].Points {
		t.Errorf("today's board after the change: %+v, progress %+v", r.Judgements, r.Progress)
	}
	posts := map[challenge.PostKey]int{}
	due := func() {
		t.Helper()
		ps, err := svc.DuePosts(ctx, now)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			posts[p.Key]++
			if p.Settings.Channel != "c2" || p.Due.After(now) {
				t.Errorf("post %+v", p)
			}
			if err := svc.MarkPosted(ctx, p.Key); err != nil {
				t.Fatal(err)
			}
		}
	}
	due() // Sunday's opening post, in the new channel
	// Sunday ends at midnight UTC, when it is noon on Sunday in Etc/GMT+12:
	// Monday starts then, on the new rules, and lasts until midnight there.
	for now = now.Add(-time.Minute); now.Before(time.Date(2026, time.November, 24, 22, 0, 0, 0, time.UTC)); now = now.Add(10 * time.Minute) {
		due()
		d, _, err := svc.Today(ctx, g, alice.ID)
		if err != nil {
			t.Fatal(err)
		}
		want := sun
		if !now.Before(time.Date(2026, time.November, 23, 0, 0, 0, 0, time.UTC)) {
			want = sun.Add(1)
		}
		if !now.Before(time.Date(2026, time.November, 24, 12, 0, 0, 0, time.UTC)) {
			want = sun.Add(2)
		}
		if d.Day != want || (d.Day == sun) != (d.Board.Size() == 4) {
			t.Fatalf("at %v: today is %s with a %dx%d board, want %s", now, d.Day, d.Board.Size(), d.Board.Size(), want)
		}
	}
	key := func(d game.Day, kind challenge.PostKind) challenge.PostKey {
		return challenge.PostKey{Guild: g, Day: d, Kind: kind}
	}
	for _, k := range []challenge.PostKey{key(sun, challenge.Open), key(sun, challenge.Reveal), key(sun.Add(1), challenge.Open), key(sun.Add(1), challenge.Reveal), key(sun.Add(2), challenge.Open)} {
		if posts[k] != 1 {
			t.Errorf("%s post of %s sent %d times, want once", k.Kind, k.Day, posts[k])
		}
	}
	if len(posts) != 5 {
		t.Errorf("posts %v, want 5", posts)
	}
	// The reveal of Sunday showed Sunday's board; Monday's is 5x5.
	if ri, err := svc.Reveal(ctx, g, sun); err != nil || ri.Daily.Board.Size() != 4 || ri.Daily.Settings.Tier != "common" || len(ri.Entries) != 1 || ri.Entries[0].Points != small[0].Points+small[1].Points {
		t.Errorf("Reveal(Sunday) = %dx%d %s, %+v, %v", ri.Daily.Board.Size(), ri.Daily.Board.Size(), ri.Daily.Settings.Tier, ri.Entries, err)
	}
	if d, err := svc.Daily(ctx, g, sun.Add(1)); err != nil || d.Board.Size() != 5 || d.Settings.Timezone != "Etc/GMT+12" ||
		!d.Starts.Equal(time.Date(2026, time.November, 23, 0, 0, 0, 0, time.UTC)) || !d.Ends.Equal(time.Date(2026, time.November, 24, 12, 0, 0, 0, time.UTC)) {
		t.Errorf("Daily(Monday) = %+v, %v", d, err)
	}
	st, err := svc.Stats(ctx, g, alice.ID)
	if err != nil || st.DaysPlayed != 1 || st.Points != small[0].Points+small[1].Points {
		t.Errorf("Stats = %+v, %v", st, err)
	}
}

func testChannelBoards(t *testing.T, st store.Store) {
	s := st.Capabilities().Boards
	if s == nil {
		t.Skip("this store declares no shared channel boards (each process keeps its own)")
	}
	var expires time.Time // of the last board got
	get := func(platform, guild, channel string, now time.Time) (string, string, bool) {
		t.Helper()
		b, tier, exp, ok, err := s.ChannelBoard(ctx, platform, guild, channel, now)
		if err != nil {
			t.Fatal(err)
		}
		expires = exp
		return b, tier, ok
	}
	if _, _, ok := get("discord", "111", "c1", t0); ok {
		t.Error("a board before any was put")
	}
	day := t0.Add(24 * time.Hour)
	if err := s.PutChannelBoard(ctx, "discord", "111", "c1", "lqre slus atic nren", "standard", day); err != nil {
		t.Fatal(err)
	}
	if b, tier, ok := get("discord", "111", "c1", t0); !ok || b != "lqre slus atic nren" || tier != "standard" || !expires.Equal(day) {
		t.Errorf("got %q %q %v, expiring %v; want expiry %v", b, tier, ok, expires, day)
	}
	// Channels are told apart by platform, server and channel.
	for _, k := range [][3]string{{"slack", "111", "c1"}, {"discord", "222", "c1"}, {"discord", "111", "c2"}} {
		if _, _, ok := get(k[0], k[1], k[2], t0); ok {
			t.Errorf("%v has the board of discord/111/c1", k)
		}
	}
	// A board put later replaces it, with its own tier and expiry; one put
	// earlier that arrives late (a slow replica) does not.
	later := day.Add(time.Hour)
	if err := s.PutChannelBoard(ctx, "discord", "111", "c1", "abcd efgh ijkl mnop", "large", later); err != nil {
		t.Fatal(err)
	}
	if err := s.PutChannelBoard(ctx, "discord", "111", "c1", "abcdefghi", "common", day.Add(-time.Minute)); err != nil {
		t.Fatal(err)
	}
	if b, tier, ok := get("discord", "111", "c1", t0); !ok || b != "abcd efgh ijkl mnop" || tier != "large" || !expires.Equal(later) {
		t.Errorf("after a newer board and a late older one: got %q %q %v, expiring %v", b, tier, ok, expires)
	}
	// An expired board is gone.
	if _, _, ok := get("discord", "111", "c1", later); ok {
		t.Error("a board is returned at its expiry")
	}
	// Many replicas writing one channel at once leave one of their boards.
	var wg sync.WaitGroup
	boards := map[string]bool{}
	for i := range 20 {
		b := fmt.Sprintf("abc%c def ghi", 'a'+i)
		boards[b] = true
		wg.Go(func() {
			if err := s.PutChannelBoard(ctx, "slack", "T222", "C9", b, "common", day); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if b, _, ok := get("slack", "T222", "C9", t0); !ok || !boards[b] {
		t.Errorf("after concurrent puts: %q %v", b, ok)
	}
}

func testRateLimits(t *testing.T, st store.Store) {
	s := st.Capabilities().Limits
	if s == nil {
		t.Skip("this store declares no shared rate limits (each process counts alone)")
	}
	const burst, every = 3, 3 * time.Second
	take := func(key string, now time.Time) (bool, time.Duration) {
		t.Helper()
		ok, wait, err := s.TakeRateToken(ctx, key, burst, every, now)
		if err != nil {
			t.Fatal(err)
		}
		return ok, wait
	}
	// A burst at once, then a refusal that says when the next is earned.
	for i := range burst {
		if ok, _ := take("discord/u1", t0); !ok {
			t.Fatalf("command %d of a burst of %d refused", i+1, burst)
		}
	}
	if ok, wait := take("discord/u1", t0.Add(time.Second)); ok || wait != 2*time.Second {
		t.Errorf("past the burst: ok %v, wait %v; want a refusal and 2s", ok, wait)
	}
	// Users are counted apart.
	if ok, _ := take("slack/u1", t0); !ok {
		t.Error("another user was refused")
	}
	// One is earned every interval; a refusal costs nothing.
	if ok, _ := take("discord/u1", t0.Add(every)); !ok {
		t.Error("no command earned after one interval")
	}
	if ok, _ := take("discord/u1", t0.Add(every)); ok {
		t.Error("two commands earned in one interval")
	}
	// A long rest fills the bucket, and no more.
	later := t0.Add(time.Hour)
	for i := range burst {
		if ok, _ := take("discord/u1", later); !ok {
			t.Fatalf("after a rest, command %d refused", i+1)
		}
	}
	if ok, _ := take("discord/u1", later); ok {
		t.Error("a rest gave more than a burst")
	}
	// Replicas taking at once for one user grant exactly a burst.
	var wg sync.WaitGroup
	var granted atomic.Int32
	for range 20 {
		wg.Go(func() {
			ok, _, err := s.TakeRateToken(ctx, "discord/u2", burst, every, t0)
			if err != nil {
				t.Error(err)
			}
			if ok {
				granted.Add(1)
			}
		})
	}
	wg.Wait()
	if n := granted.Load(); n != burst {
		t.Errorf("20 concurrent commands: %d allowed, want %d", n, burst)
	}
}

func testReplays(t *testing.T, st store.Store) {
	s := st.Capabilities().Replays
	if s == nil {
		t.Skip("this store declares no shared replay guard (each process remembers its own)")
	}
	first := func(key string, expires, now time.Time) bool {
		t.Helper()
		ok, err := s.FirstRequest(ctx, key, expires, now)
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	exp := t0.Add(11 * time.Minute)
	if !first("discord:1:aa", exp, t0) {
		t.Fatal("a new key was not first")
	}
	if first("discord:1:aa", exp, t0.Add(time.Minute)) {
		t.Error("a key recorded and unexpired was first again")
	}
	if !first("slack:1:aa", exp, t0) {
		t.Error("another key was not first")
	}
	// Past its expiry a key is new again (its timestamp is stale by then:
	// the signature check refuses it first).
	if !first("discord:1:aa", exp.Add(11*time.Minute), exp) {
		t.Error("an expired key was not first")
	}
	// Replicas handling one request at once: exactly one goes ahead.
	var granted atomic.Int32
	atOnce(20, func(int) {
		ok, err := s.FirstRequest(ctx, "discord:2:bb", exp, t0)
		if err != nil {
			t.Error(err)
		}
		if ok {
			granted.Add(1)
		}
	})
	if n := granted.Load(); n != 1 {
		t.Errorf("20 concurrent firsts of one key: %d went ahead, want 1", n)
	}
}

// atOnce runs f(0) .. f(n-1) on n goroutines (requests on several
// replicas) released together, and returns when all have returned.
func atOnce(n int, f func(i int)) {
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			f(i)
		})
	}
	close(start)
	wg.Wait()
}

// testServerLocales: a server's interface language replaces the one
// before it; ServerLocales lists the most recently put first, at most
// limit; one never put is not there.
func testServerLocales(t *testing.T, s store.Store) {
	if l, ok, err := s.ServerLocale(ctx, g1); l != "" || ok || err != nil {
		t.Errorf("ServerLocale of a server never seen = %q, %v, %v", l, ok, err)
	}
	for _, p := range []struct {
		g game.Guild
		l string
	}{{g1, "de"}, {g2, "pt-BR"}, {g1, "fr"}, {g3, ""}} {
		if err := s.PutServerLocale(ctx, p.g, p.l); err != nil {
			t.Fatal(err)
		}
	}
	if l, ok, err := s.ServerLocale(ctx, g1); l != "fr" || !ok || err != nil {
		t.Errorf("ServerLocale = %q, %v, %v; want fr", l, ok, err)
	}
	if l, ok, err := s.ServerLocale(ctx, g3); l != "" || !ok || err != nil {
		t.Errorf("ServerLocale of English = %q, %v, %v; want \"\", true", l, ok, err)
	}
	all, err := s.ServerLocales(ctx, 10)
	if want := map[game.Guild]string{g1: "fr", g2: "pt-BR", g3: ""}; err != nil || !maps.Equal(all, want) {
		t.Errorf("ServerLocales = %v, %v; want %v", all, err, want)
	}
	last, err := s.ServerLocales(ctx, 2)
	if want := map[game.Guild]string{g1: "fr", g3: ""}; err != nil || !maps.Equal(last, want) {
		t.Errorf("ServerLocales(2) = %v, %v; want the two put last, %v", last, err, want)
	}
	if err := s.DeleteServer(ctx, g1.Platform, g1.ID); err != nil {
		t.Fatal(err)
	}
	if l, ok, err := s.ServerLocale(ctx, g1); ok || err != nil {
		t.Errorf("ServerLocale of a deleted server = %q, %v, %v; want none", l, ok, err)
	}
}
