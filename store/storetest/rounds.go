package storetest

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// RoundOpener returns a new, empty round.Store for one test and arranges
// for it to be closed when the test ends (t.Cleanup).
type RoundOpener func(t *testing.T) round.Store

// RoundReopener closes s and opens the same database again, as a restart
// would. It arranges for the new store to be closed when the test ends.
type RoundReopener func(t *testing.T, s round.Store) round.Store

// RunRounds runs the suite of round.Store: one round per channel, also
// when many start one at once; idempotent and concurrent entries; no word
// accepted once a round is finished, nor lost when it finishes meanwhile;
// results claimed exactly once, and passed on when a claim expires
// unposted; the rounds due; standings, stats and winners. reopen may be
// nil for stores that keep nothing (the reopening test is then skipped).
//
// Instants are compared to the millisecond: PostgreSQL keeps microseconds.
func RunRounds(t *testing.T, open RoundOpener, reopen RoundReopener) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s round.Store)
	}{
		{"CreateAndRunning", testRoundCreate},
		{"ConcurrentCreate", testConcurrentRoundCreate},
		{"MessageAndEndEarly", testRoundMessageEndEarly},
		{"AddEntriesIdempotent", testAddEntries},
		{"ConcurrentAddEntries", testConcurrentAddEntries},
		{"AddEntriesAfterFinish", testAddEntriesAfterFinish},
		{"AddEntriesRacingFinish", testAddEntriesRacingFinish},
		{"FinishStale", testFinishStale},
		{"ConcurrentFinish", testConcurrentFinish},
		{"FinishLease", testFinishLease},
		{"DueRounds", testDueRounds},
		{"Standings", testStandings},
		{"StatsAndWinners", testStatsWinners},
		{"NotFound", testRoundNotFound},
		{"ServiceReplicas", testRoundService},
		{"Hints", testRoundHints},
		{"ConcurrentHints", testConcurrentRoundHints},
		{"HintsAndFinish", testRoundHintsFinish},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.fn(t, open(t)) })
	}
	t.Run("Reopen", func(t *testing.T) {
		if reopen == nil {
			t.Skip("this store keeps nothing across reopening (no Reopener given)")
		}
		testRoundsReopen(t, open(t), reopen)
	})
}

var (
	dave = game.Player{ID: "u4", Name: "Dave"}
	eve  = game.Player{ID: "u5", Name: "Eve"}

	key1  = round.Key{Platform: "discord", Guild: "111", Channel: "c1"}
	key2  = round.Key{Platform: "discord", Guild: "111", Channel: "c2"}
	key3  = round.Key{Platform: "slack", Guild: "111", Channel: "c1"}   // another platform, the same ids
	key4  = round.Key{Platform: "discord", Guild: "222", Channel: "c1"} // another server
	keyDM = round.Key{Platform: "discord", Guild: "", Channel: "dm1"}

	// rt0 has milliseconds, which every store keeps.
	rt0 = time.Date(2026, time.March, 2, 12, 0, 0, 250_000_000, time.UTC)

	// Boards whose notation has everything Parse reads: the Qu tile, a u
	// after it, blanks, two-letter faces.
	boardQu  = mustParse("quu# slus atic nren")
	boardBig = mustParse("[qu][an]abcd [er][he]cdef [in][th]efgh q#qquu uuuuuu uuuuq#")
)

func mustParse(s string) solver.Board {
	b, err := solver.ParseAny(s)
	if err != nil {
		panic(err)
	}
	return b
}

// newRound is a classic 4x4 round started by alice.
func newRound(id string, k round.Key, start time.Time, d time.Duration) round.Round {
	return round.Round{ID: id, Key: k, Board: boardQu, Starter: alice, Start: start, End: start.Add(d),
		Rules: round.Rules{Size: 4, Duration: d, Mode: round.Classic, Tier: "common"}}
}

// sameRound compares rounds, instants by Equal.
func sameRound(a, b round.Round) bool {
	ta := [3]time.Time{a.Start, a.End, a.Finished}
	tb := [3]time.Time{b.Start, b.End, b.Finished}
	a.Start, a.End, a.Finished = time.Time{}, time.Time{}, time.Time{}
	b.Start, b.End, b.Finished = time.Time{}, time.Time{}, time.Time{}
	for i := range ta {
		if !ta[i].Equal(tb[i]) {
			return false
		}
	}
	return a == b
}

func create(t *testing.T, s round.Store, r round.Round) {
	t.Helper()
	if err := s.CreateRound(ctx, r); err != nil {
		t.Fatalf("CreateRound(%s in %s): %v", r.ID, r.Key, err)
	}
}

func finish(t *testing.T, s round.Store, id string, standings []round.Standing, owner string, at time.Time) {
	t.Helper()
	if ok, err := s.FinishRound(ctx, id, standings, count(t, s, id), owner, at, time.Minute); err != nil || !ok {
		t.Fatalf("FinishRound(%s) = %v, %v; want true", id, ok, err)
	}
}

// count is how many entries and hints a round holds, for FinishRound's
// counted.
func count(t *testing.T, s round.Store, id string) int {
	t.Helper()
	es, err := s.Entries(ctx, id)
	if err != nil && !errors.Is(err, round.ErrNotFound) {
		t.Fatalf("Entries(%s): %v", id, err)
	}
	hs, err := s.RoundHintCounts(ctx, id)
	if err != nil && !errors.Is(err, round.ErrNotFound) {
		t.Fatalf("RoundHintCounts(%s): %v", id, err)
	}
	n := len(es)
	for _, h := range hs {
		n += h.Hints
	}
	return n
}

func getRound(t *testing.T, s round.Store, id string) round.Round {
	t.Helper()
	r, err := s.Round(ctx, id)
	if err != nil {
		t.Fatalf("Round(%s): %v", id, err)
	}
	return r
}

func testRoundCreate(t *testing.T, s round.Store) {
	if _, err := s.RunningRound(ctx, key1); !errors.Is(err, round.ErrNotFound) {
		t.Fatalf("RunningRound of a channel with no round: err = %v, want ErrNotFound", err)
	}
	a := newRound("r1", key1, rt0, 3*time.Minute)
	a.Board, a.Rules = boardBig, round.Rules{Size: 6, Duration: 3 * time.Minute, Mode: round.All, Tier: "large"}
	a.Starter = game.Player{ID: "u9", Name: "Zoë 🎲"}
	a.Locale = "pt-BR" // its posts' language, kept with it
	create(t, s, a)
	if got, err := s.RunningRound(ctx, key1); err != nil || !sameRound(got, a) {
		t.Fatalf("RunningRound = %+v, %v;\nwant %+v", got, err, a)
	}
	if got := getRound(t, s, a.ID); !sameRound(got, a) || got.Board.Notation() != boardBig.Notation() {
		t.Fatalf("Round = %+v;\nwant %+v", got, a)
	}
	// A second round in the channel is refused with the one running.
	b := newRound("r2", key1, rt0.Add(time.Minute), time.Minute)
	var running round.Round
	if err := s.CreateRound(ctx, b); !isRunning(err, &running) || !sameRound(running, a) {
		t.Fatalf("a second CreateRound in the channel: err = %v; want a round.Running error holding %s", err, a.ID)
	}
	if _, err := s.Round(ctx, b.ID); !errors.Is(err, round.ErrNotFound) {
		t.Fatalf("the refused round was stored: err = %v", err)
	}
	// Channels are told apart by platform, server and channel.
	for i, k := range []round.Key{key2, key3, key4, keyDM} {
		r := newRound(fmt.Sprint("k", i), k, rt0.Add(time.Duration(i)*time.Second), time.Minute)
		create(t, s, r)
		if got, err := s.RunningRound(ctx, k); err != nil || !sameRound(got, r) {
			t.Errorf("RunningRound(%s) = %+v, %v; want %+v", k, got, err, r)
		}
	}
	// Once finished, a round no longer holds its channel, and is kept:
	// LastRound still finds it (a guess just after its end says so).
	if _, err := s.LastRound(ctx, round.Key{Platform: "discord", Guild: "g0", Channel: "none"}); !errors.Is(err, round.ErrNotFound) {
		t.Fatalf("LastRound of a channel with no round: err = %v, want ErrNotFound", err)
	}
	at := rt0.Add(3*time.Minute + 1500*time.Millisecond)
	finish(t, s, a.ID, nil, "replica-a", at)
	if _, err := s.RunningRound(ctx, key1); !errors.Is(err, round.ErrNotFound) {
		t.Fatalf("RunningRound after the round finished: err = %v, want ErrNotFound", err)
	}
	want := a
	want.Finished = at
	if got := getRound(t, s, a.ID); !sameRound(got, want) {
		t.Fatalf("the finished round = %+v;\nwant %+v", got, want)
	}
	if got, err := s.LastRound(ctx, key1); err != nil || !sameRound(got, want) {
		t.Fatalf("LastRound after the round finished = %+v, %v; want %+v", got, err, want)
	}
	create(t, s, b)
	if got, err := s.RunningRound(ctx, key1); err != nil || !sameRound(got, b) {
		t.Fatalf("RunningRound after a new start = %+v, %v; want %+v", got, err, b)
	}
	if got, err := s.LastRound(ctx, key1); err != nil || !sameRound(got, b) {
		t.Fatalf("LastRound after a new start = %+v, %v; want %+v", got, err, b)
	}
	// An id is never stored twice.
	dup := newRound(a.ID, round.Key{Platform: "console", Channel: "local"}, rt0, time.Minute)
	if err := s.CreateRound(ctx, dup); err == nil || isRunning(err, &running) {
		t.Errorf("CreateRound with a taken id: err = %v, want an error", err)
	}
	if got := getRound(t, s, a.ID); !sameRound(got, want) {
		t.Errorf("after a CreateRound with its id, the round is %+v", got)
	}
}

// testConcurrentRoundCreate has 20 goroutines (replicas) start a round in
// one channel at once: exactly one is stored, and every other call says
// which.
func testConcurrentRoundCreate(t *testing.T, s round.Store) {
	const goroutines = 20
	errs := make([]error, goroutines)
	atOnce(goroutines, func(i int) {
		errs[i] = s.CreateRound(ctx, newRound(fmt.Sprintf("c%02d", i), key1, rt0, time.Minute))
	})
	winner := ""
	for i, err := range errs {
		if err == nil {
			if winner != "" {
				t.Fatalf("rounds %s and c%02d both started in one channel", winner, i)
			}
			winner = fmt.Sprintf("c%02d", i)
		}
	}
	if winner == "" {
		t.Fatalf("no round started: %v", errs)
	}
	for i, err := range errs {
		var running round.Round
		if err != nil && (!isRunning(err, &running) || running.ID != winner) {
			t.Errorf("c%02d: err = %v; want a round.Running error holding %s", i, err, winner)
		}
	}
	if got, err := s.RunningRound(ctx, key1); err != nil || got.ID != winner {
		t.Errorf("RunningRound = %s, %v; want %s", got.ID, err, winner)
	}
}

func testRoundMessageEndEarly(t *testing.T, s round.Store) {
	a := newRound("r1", key1, rt0, 3*time.Minute)
	create(t, s, a)
	for _, m := range []string{"1234567890", "1712345678.000100"} {
		if err := s.SetMessage(ctx, a.ID, m); err != nil {
			t.Fatal(err)
		}
		if got := getRound(t, s, a.ID); got.Message != m {
			t.Errorf("Message = %q, want %q", got.Message, m)
		}
	}
	end := func(at time.Time, want time.Time) {
		t.Helper()
		if err := s.EndEarly(ctx, a.ID, at); err != nil {
			t.Fatal(err)
		}
		if got := getRound(t, s, a.ID); !got.End.Equal(want) {
			t.Errorf("after EndEarly(%v): End = %v, want %v", at, got.End, want)
		}
		if got, err := s.RunningRound(ctx, key1); err == nil && !got.End.Equal(want) {
			t.Errorf("after EndEarly(%v): the running round ends at %v, want %v", at, got.End, want)
		}
	}
	end(a.End.Add(time.Minute), a.End) // never later
	end(rt0.Add(time.Minute+250*time.Millisecond), rt0.Add(time.Minute+250*time.Millisecond))
	end(rt0.Add(2*time.Minute), rt0.Add(time.Minute+250*time.Millisecond))
	end(rt0.Add(30*time.Second), rt0.Add(30*time.Second))
	finish(t, s, a.ID, nil, "a", rt0.Add(40*time.Second))
	end(rt0.Add(10*time.Second), rt0.Add(30*time.Second)) // not once finished
}

// entry is a word found at rt0 plus ms milliseconds.
func entry(word string, points, ms int) round.Entry {
	return round.Entry{Word: word, Points: points, At: rt0.Add(time.Duration(ms) * time.Millisecond)}
}

func entryWords(es []round.Entry) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.Word
	}
	return out
}

// sameEntries compares entries, instants by Equal.
func sameEntries(a, b []round.Entry) bool {
	return slices.EqualFunc(a, b, func(x, y round.Entry) bool {
		return x.Player == y.Player && x.Word == y.Word && x.Points == y.Points && x.At.Equal(y.At)
	})
}

func testAddEntries(t *testing.T, s round.Store) {
	a := newRound("r1", key1, rt0, 3*time.Minute)
	create(t, s, a)
	bobby := game.Player{ID: bob.ID, Name: "Bobby"}
	steps := []struct {
		p     game.Player
		words []string
		added []string
	}{
		{alice, []string{"tea", "team", "steam"}, []string{"tea", "team", "steam"}},
		{alice, []string{"team", "mate", "tea"}, []string{"mate"}},
		{alice, []string{"meat", "meat"}, []string{"meat"}}, // a duplicate within one call
		{alice, nil, nil},
		{bob, []string{"tea", "eat"}, []string{"tea", "eat"}},                    // another player
		{alice, []string{"steam", "mate", "meat", "team", "tea"}, nil},           // all repeats
		{alice, []string{"tames", "steam", "stame"}, []string{"tames", "stame"}}, // order kept
		{bobby, []string{"ate", "eat"}, []string{"ate"}},                         // renamed
	}
	var all []round.Entry // every entry, as Entries should return it
	ms := 0
	for i, st := range steps {
		var in []round.Entry
		for _, w := range st.words {
			ms += 1001
			in = append(in, entry(w, len(w)-2, ms))
		}
		added, err := s.AddEntries(ctx, a.ID, st.p, in)
		if err != nil {
			t.Fatalf("step %d: AddEntries: %v", i, err)
		}
		if got := entryWords(added); !slices.Equal(got, st.added) {
			t.Errorf("step %d: AddEntries(%v) added %v, want %v", i, st.words, got, st.added)
		}
		for _, e := range added {
			j := slices.IndexFunc(in, func(x round.Entry) bool { return x.Word == e.Word })
			if want := in[j]; e.Player != st.p || e.Points != want.Points || !e.At.Equal(want.At) {
				t.Errorf("step %d: added %+v, want %+v by %v", i, e, want, st.p)
			}
			e.Player = game.Player{ID: st.p.ID} // the name comes later
			all = append(all, e)
		}
	}
	for i := range all {
		all[i].Player = map[string]game.Player{alice.ID: alice, bob.ID: bobby}[all[i].Player.ID]
	}
	// In the order found, each player under the latest name.
	got, err := s.Entries(ctx, a.ID)
	if err != nil || !sameEntries(got, all) {
		t.Errorf("Entries = %+v, %v;\nwant %+v", got, err, all)
	}
	mine := slices.DeleteFunc(slices.Clone(all), func(e round.Entry) bool { return e.Player.ID != alice.ID })
	if got, err := s.PlayerEntries(ctx, a.ID, alice.ID); err != nil || !sameEntries(got, mine) {
		t.Errorf("PlayerEntries(alice) = %+v, %v;\nwant %+v", got, err, mine)
	}
	if !slices.Equal(entryWords(mine), []string{"tea", "team", "steam", "mate", "meat", "tames", "stame"}) {
		t.Errorf("alice's words %v", entryWords(mine))
	}
	if got, err := s.PlayerEntries(ctx, a.ID, "nobody"); err != nil || len(got) != 0 {
		t.Errorf("PlayerEntries of nobody = %v, %v; want none", got, err)
	}
	if p, w, err := s.Progress(ctx, a.ID); err != nil || p != 2 || w != len(all) {
		t.Errorf("Progress = %d players, %d words, %v; want 2, %d", p, w, err, len(all))
	}
	// Another round keeps its own words.
	b := newRound("r2", key2, rt0, time.Minute)
	create(t, s, b)
	if p, w, err := s.Progress(ctx, b.ID); err != nil || p != 0 || w != 0 {
		t.Errorf("Progress of a new round = %d, %d, %v; want 0, 0", p, w, err)
	}
	if got, err := s.Entries(ctx, b.ID); err != nil || len(got) != 0 {
		t.Errorf("Entries of a new round = %v, %v; want none", got, err)
	}
	if added, err := s.AddEntries(ctx, b.ID, alice, []round.Entry{entry("tea", 1, 0)}); err != nil || len(added) != 1 {
		t.Errorf("alice's tea in another round: added %v, %v", added, err)
	}
	if p, w, err := s.Progress(ctx, b.ID); err != nil || p != 1 || w != 1 {
		t.Errorf("Progress of the other round = %d, %d, %v; want 1, 1", p, w, err)
	}
}

// testConcurrentAddEntries has many goroutines (replicas) send
// overlapping words for three players at once: every word is added once,
// returned as added by exactly one call, and counted once.
func testConcurrentAddEntries(t *testing.T, s round.Store) {
	a := newRound("r1", key1, rt0, 3*time.Minute)
	create(t, s, a)
	// The same word from 10 goroutines at once.
	var wg sync.WaitGroup
	var wins atomic.Int32
	start := make(chan struct{})
	for range 10 {
		wg.Go(func() {
			<-start
			added, err := s.AddEntries(ctx, a.ID, alice, []round.Entry{entry("steam", 2, 0)})
			if err != nil {
				t.Error(err)
			}
			wins.Add(int32(len(added)))
		})
	}
	close(start)
	wg.Wait()
	if n := wins.Load(); n != 1 {
		t.Fatalf("one word sent by 10 goroutines at once was added %d times, want once", n)
	}
	// Overlapping batches from 30 goroutines, for three players.
	const goroutines, pool = 30, 40
	players := []game.Player{alice, bob, carol}
	var (
		mu    sync.Mutex
		added = map[string]int{} // player/word: times returned as added
	)
	added[alice.ID+"/steam"] = 1
	start = make(chan struct{})
	for gi := range goroutines {
		wg.Go(func() {
			p := players[gi%len(players)]
			var mine []round.Entry
			for k := range pool {
				if (k*7+gi*3)%pool < pool/2+gi%5 {
					w := fmt.Sprintf("w%02d%s", (k+gi)%pool, "abcdefgh"[:(k+gi)%5])
					mine = append(mine, entry(w, 1+(k+gi)%pool%7, k))
				}
			}
			<-start
			for b := 0; b < len(mine); b += 6 {
				got, err := s.AddEntries(ctx, a.ID, p, mine[b:min(b+6, len(mine))])
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				for _, e := range got {
					added[p.ID+"/"+e.Word]++
				}
				mu.Unlock()
			}
		})
	}
	close(start)
	wg.Wait()
	for k, n := range added {
		if n != 1 {
			t.Errorf("%s was returned as added %d times", k, n)
		}
	}
	entries, err := s.Entries(ctx, a.ID)
	if err != nil {
		t.Fatal(err)
	}
	stored := map[string]bool{}
	for _, e := range entries {
		k := e.Player.ID + "/" + e.Word
		if stored[k] {
			t.Errorf("%s stored twice", k)
		}
		stored[k] = true
		if added[k] != 1 {
			t.Errorf("%s stored but returned as added %d times", k, added[k])
		}
	}
	if len(stored) != len(added) {
		t.Errorf("%d words stored, %d returned as added", len(stored), len(added))
	}
	if p, w, err := s.Progress(ctx, a.ID); err != nil || p != 3 || w != len(added) {
		t.Errorf("Progress = %d players, %d words, %v; want 3, %d", p, w, err, len(added))
	}
}

func testAddEntriesAfterFinish(t *testing.T, s round.Store) {
	a := newRound("r1", key1, rt0, time.Minute)
	create(t, s, a)
	if _, err := s.AddEntries(ctx, a.ID, alice, []round.Entry{entry("tea", 1, 0)}); err != nil {
		t.Fatal(err)
	}
	finish(t, s, a.ID, []round.Standing{{Player: alice, Rank: 1, Points: 1, Words: 1, Found: 1, Won: true}}, "a", rt0.Add(time.Minute))
	late := func(when string) {
		t.Helper()
		for _, try := range []struct {
			p     game.Player
			words []round.Entry
		}{{alice, []round.Entry{entry("steam", 2, 0)}}, {bob, []round.Entry{entry("tea", 1, 0)}}, {carol, nil}} {
			if added, err := s.AddEntries(ctx, a.ID, try.p, try.words); !errors.Is(err, round.ErrFinished) || len(added) != 0 {
				t.Errorf("%s: AddEntries by %s = %v, %v; want ErrFinished", when, try.p.ID, added, err)
			}
		}
		if got, err := s.Entries(ctx, a.ID); err != nil || !slices.Equal(entryWords(got), []string{"tea"}) {
			t.Errorf("%s: Entries = %v, %v; want only tea", when, got, err)
		}
	}
	late("once finished")
	finish(t, s, a.ID, nil, "b", rt0.Add(time.Hour)) // a claim taken over
	late("after the claim passed on")
}

// testFinishStale: standings computed from fewer entries than the round
// holds are refused, but the round is closed to new words, stays due, and
// the next FinishRound, counting them all, finishes it.
func testFinishStale(t *testing.T, s round.Store) {
	a := newRound("r1", key1, rt0, time.Minute)
	create(t, s, a)
	if _, err := s.AddEntries(ctx, a.ID, alice, []round.Entry{entry("tea", 1, 0), entry("eat", 1, 1)}); err != nil {
		t.Fatal(err)
	}
	at := rt0.Add(time.Minute)
	if ok, err := s.FinishRound(ctx, a.ID, []round.Standing{stand(alice, 1, 1, 1, 1, true)}, 1, "a", at, time.Minute); ok || !errors.Is(err, round.ErrStale) {
		t.Fatalf("FinishRound counting 1 of 2 entries = %v, %v; want ErrStale", ok, err)
	}
	if _, err := s.AddEntries(ctx, a.ID, alice, []round.Entry{entry("ate", 1, 2)}); !errors.Is(err, round.ErrFinished) {
		t.Errorf("AddEntries after a stale FinishRound: %v, want ErrFinished (closed)", err)
	}
	if got, err := s.Standings(ctx, a.ID); err != nil || len(got) != 0 {
		t.Errorf("a stale FinishRound stored standings %+v, %v", got, err)
	}
	due, err := s.DueRounds(ctx, at, time.Minute)
	if err != nil || len(due) != 1 || due[0].ID != a.ID {
		t.Errorf("DueRounds after a stale FinishRound = %+v, %v; want the closed round", due, err)
	}
	want := []round.Standing{stand(alice, 1, 2, 2, 2, true)}
	finish(t, s, a.ID, want, "a", at.Add(time.Second))
	if got, err := s.Standings(ctx, a.ID); err != nil || !slices.Equal(got, want) {
		t.Errorf("Standings = %+v, %v; want %+v", got, err, want)
	}
	if due, _ := s.DueRounds(ctx, at.Add(time.Second), time.Minute); len(due) != 0 {
		t.Errorf("the finished round is still due: %+v", due)
	}
}

// testAddEntriesRacingFinish has goroutines (players on replicas) add
// words while a round is finished, five times over: every word whose
// AddEntries returned without error is among the entries once FinishRound
// has returned, and no other.
func testAddEntriesRacingFinish(t *testing.T, s round.Store) {
	for i := range 5 {
		a := newRound(fmt.Sprint("r", i), key1, rt0, time.Minute)
		create(t, s, a)
		raceFinish(t, s, a.ID)
	}
}

func raceFinish(t *testing.T, s round.Store, id string) {
	const adders, batch, before = 8, 8, 40
	players := []game.Player{alice, bob, carol}
	var (
		mu       sync.Mutex
		accepted = map[string]bool{}
		n        atomic.Int32
		once     sync.Once
		ready    = make(chan struct{}) // closed when some words are in
		finished = make(chan struct{}) // closed when FinishRound has returned true
		refused  = make(chan error, adders)
		wg       sync.WaitGroup
	)
	for gi := range adders {
		wg.Go(func() {
			defer once.Do(func() { close(ready) })
			p := players[gi%len(players)]
			// Add until refused, however fast the store and however the
			// goroutines are scheduled; a call made after FinishRound returned
			// must be refused.
			for i := 0; ; i++ {
				var late bool
				select {
				case <-finished:
					late = true
				default:
				}
				var es []round.Entry
				for j := range batch {
					es = append(es, entry(fmt.Sprintf("g%dw%04d%c", gi, i, 'a'+j), 1+j, i))
				}
				added, err := s.AddEntries(ctx, id, p, es)
				if err != nil {
					refused <- err
					return
				}
				if late {
					t.Errorf("%s: AddEntries after FinishRound returned was not refused", p.ID)
					return
				}
				mu.Lock()
				for _, e := range added {
					accepted[p.ID+"/"+e.Word] = true
				}
				mu.Unlock()
				if n.Add(int32(len(added))) >= before {
					once.Do(func() { close(ready) })
				}
			}
		})
	}
	<-ready
	// Words keep arriving: finish as the service does, reading the entries
	// again while the store says the count is stale.
	for {
		ok, err := s.FinishRound(ctx, id, nil, count(t, s, id), "a", rt0.Add(time.Minute), time.Minute)
		if errors.Is(err, round.ErrStale) {
			continue
		}
		if err != nil || !ok {
			close(finished)
			wg.Wait()
			t.Fatalf("FinishRound(%s) = %v, %v; want true", id, ok, err)
		}
		break
	}
	close(finished)
	entries, err := s.Entries(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	close(refused)
	for err := range refused {
		if !errors.Is(err, round.ErrFinished) {
			t.Errorf("AddEntries: %v; want only ErrFinished", err)
		}
	}
	stored := map[string]bool{}
	for _, e := range entries {
		stored[e.Player.ID+"/"+e.Word] = true
	}
	for k := range accepted {
		if !stored[k] {
			t.Errorf("round %s: %s was accepted but is not in the finished round", id, k)
		}
	}
	for k := range stored {
		if !accepted[k] {
			t.Errorf("round %s: %s is in the round but its AddEntries failed", id, k)
		}
	}
	if len(accepted) < before {
		t.Errorf("round %s: only %d words accepted before the finish", id, len(accepted))
	}
}

func stand(p game.Player, rank, points, words, found int, won bool) round.Standing {
	return round.Standing{Player: p, Rank: rank, Points: points, Words: words, Found: found, Won: won}
}

// testConcurrentFinish has 10 goroutines (replicas) finish a round at
// once, three rounds over: exactly one does, and its standings are kept;
// within the lease nobody takes its claim, and after it exactly one does.
func testConcurrentFinish(t *testing.T, s round.Store) {
	const goroutines = 10
	wins := make([]bool, goroutines)
	race := func(id string, at time.Time) int {
		atOnce(goroutines, func(i int) {
			ok, err := s.FinishRound(ctx, id, []round.Standing{stand(alice, 1, i+1, 1, 1, true), stand(bob, 2, 0, 0, 1, false)},
				0, fmt.Sprint("replica-", i), at, time.Minute)
			if err != nil {
				t.Error(err)
			}
			wins[i] = ok
		})
		return len(slices.DeleteFunc(slices.Clone(wins), func(b bool) bool { return !b }))
	}
	for r := range 3 {
		a := newRound(fmt.Sprint("r", r), key1, rt0, time.Minute)
		create(t, s, a)
		at := rt0.Add(time.Minute + 10*time.Millisecond)
		if n := race(a.ID, at); n != 1 {
			t.Fatalf("%d of %d concurrent FinishRound calls finished round %s, want exactly 1", n, goroutines, a.ID)
		}
		winner := slices.Index(wins, true)
		want := []round.Standing{stand(alice, 1, winner+1, 1, 1, true), stand(bob, 2, 0, 0, 1, false)}
		if got, err := s.Standings(ctx, a.ID); err != nil || !slices.Equal(got, want) {
			t.Errorf("Standings = %+v, %v; want the winner's %+v", got, err, want)
		}
		if got := getRound(t, s, a.ID); !got.Finished.Equal(at) {
			t.Errorf("Finished = %v, want %v", got.Finished, at)
		}
		if n := race(a.ID, at.Add(30*time.Second)); n != 0 {
			t.Errorf("%d concurrent FinishRound calls within the lease took the claim, want none", n)
		}
		if n := race(a.ID, at.Add(2*time.Minute)); n != 1 {
			t.Errorf("%d concurrent FinishRound calls took over the expired claim, want exactly 1", n)
		}
		if got, err := s.Standings(ctx, a.ID); err != nil || !slices.Equal(got, want) {
			t.Errorf("after the claim passed on: Standings = %+v, %v; want the first %+v", got, err, want)
		}
	}
}

func testFinishLease(t *testing.T, s round.Store) {
	a := newRound("r1", key1, rt0, time.Minute)
	create(t, s, a)
	const lease = time.Minute
	at := rt0.Add(time.Minute)
	first := []round.Standing{stand(alice, 1, 5, 2, 3, true)}
	fin := func(owner string, now time.Time, want bool) {
		t.Helper()
		ok, err := s.FinishRound(ctx, a.ID, []round.Standing{stand(bob, 1, 9, 9, 9, true)}, 0, owner, now, lease)
		if err != nil || ok != want {
			t.Fatalf("FinishRound by %s at %v = %v, %v; want %v", owner, now.Sub(at), ok, err, want)
		}
	}
	if ok, err := s.FinishRound(ctx, a.ID, first, 0, "a", at, lease); err != nil || !ok {
		t.Fatalf("the first FinishRound = %v, %v", ok, err)
	}
	fin("a", at, false)
	fin("b", at.Add(lease), false)                    // the claim is not older than the lease
	fin("b", at.Add(lease+time.Millisecond), true)    // it is: b takes it over
	fin("c", at.Add(lease+2*time.Millisecond), false) // b's claim is fresh
	fin("c", at.Add(2*lease+2*time.Millisecond), true)
	if got, err := s.Standings(ctx, a.ID); err != nil || !slices.Equal(got, first) {
		t.Errorf("after the claim passed on: Standings = %+v, %v; want the first %+v", got, err, first)
	}
	if got := getRound(t, s, a.ID); !got.Finished.Equal(at) {
		t.Errorf("after the claim passed on: Finished = %v, want %v", got.Finished, at)
	}
	if err := s.MarkResultsPosted(ctx, a.ID, at.Add(2*lease+time.Second)); err != nil {
		t.Fatal(err)
	}
	fin("d", at.Add(100*time.Hour), false) // posted: never again
	if due, err := s.DueRounds(ctx, at.Add(100*time.Hour), lease); err != nil || len(due) != 0 {
		t.Errorf("DueRounds after the results were posted = %v, %v; want none", due, err)
	}
	// Only a finished round's results are posted.
	b := newRound("r2", key2, rt0, time.Minute)
	create(t, s, b)
	if err := s.MarkResultsPosted(ctx, b.ID, at); err == nil {
		t.Error("MarkResultsPosted of a round not finished: no error")
	}
	finish(t, s, b.ID, nil, "a", at) // and it did not count as posted
}

func dueIDs(t *testing.T, s round.Store, now time.Time, lease time.Duration) []string {
	t.Helper()
	due, err := s.DueRounds(ctx, now, lease)
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]string, len(due))
	for i, r := range due {
		ids[i] = r.ID
	}
	return ids
}

func testDueRounds(t *testing.T, s round.Store) {
	const lease = time.Minute
	now := rt0.Add(10 * time.Minute)
	k := func(i int) round.Key {
		return round.Key{Platform: "discord", Guild: "111", Channel: fmt.Sprint("c", i)}
	}
	rounds := []round.Round{
		newRound("a", k(1), rt0.Add(7*time.Minute), 3*time.Minute),                // ends at now: due
		newRound("b", k(2), rt0, 3*time.Minute),                                   // ended: due
		newRound("c", k(3), rt0.Add(8*time.Minute), 3*time.Minute),                // running
		newRound("d", k(4), rt0.Add(7*time.Minute+30*time.Second), 3*time.Minute), // stopped: due
		newRound("e", k(5), rt0, time.Minute),                                     // claimed long ago, never posted: due
		newRound("f", k(6), rt0.Add(time.Minute), time.Minute),                    // claimed recently
		newRound("g", k(7), rt0, 30*time.Second),                                  // posted
		newRound("h", k(8), rt0.Add(2*time.Minute), time.Minute),                  // claimed exactly a lease ago
	}
	for _, r := range rounds {
		create(t, s, r)
	}
	if err := s.EndEarly(ctx, "d", rt0.Add(9*time.Minute)); err != nil {
		t.Fatal(err)
	}
	finish(t, s, "e", nil, "x", rt0.Add(2*time.Minute))
	finish(t, s, "f", nil, "x", rt0.Add(9*time.Minute+30*time.Second))
	finish(t, s, "g", nil, "x", rt0.Add(time.Minute))
	if err := s.MarkResultsPosted(ctx, "g", rt0.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	finish(t, s, "h", nil, "x", now.Add(-lease))
	if got, want := dueIDs(t, s, now, lease), []string{"e", "b", "d", "a"}; !slices.Equal(got, want) {
		t.Errorf("DueRounds = %v, want %v (oldest end first)", got, want)
	}
	due, _ := s.DueRounds(ctx, now, lease)
	wantE := rounds[4]
	wantE.Finished = rt0.Add(2 * time.Minute)
	wantD := rounds[3]
	wantD.End = rt0.Add(9 * time.Minute)
	if len(due) == 4 && (!sameRound(due[0], wantE) || !sameRound(due[2], wantD)) {
		t.Errorf("DueRounds returned %+v and %+v;\nwant %+v and %+v", due[0], due[2], wantE, wantD)
	}
	if got, want := dueIDs(t, s, rt0.Add(3*time.Minute), lease), []string{"b"}; !slices.Equal(got, want) {
		t.Errorf("DueRounds three minutes in = %v, want %v", got, want)
	}
	if got := dueIDs(t, s, rt0, lease); len(got) != 0 {
		t.Errorf("DueRounds at the start = %v, want none", got)
	}
}

func testStandings(t *testing.T, s round.Store) {
	a := newRound("r1", key1, rt0, time.Minute)
	create(t, s, a)
	if got, err := s.Standings(ctx, a.ID); err != nil || len(got) != 0 {
		t.Errorf("Standings before the finish = %v, %v; want none", got, err)
	}
	// Best first as given, not by id or name.
	want := []round.Standing{
		stand(carol, 1, 9, 4, 5, true),
		stand(game.Player{ID: alice.ID, Name: "Alice 🅰"}, 1, 9, 3, 6, true),
		stand(bob, 3, 2, 1, 3, false),
		stand(dave, 4, 0, 0, 2, false),
	}
	finish(t, s, a.ID, want, "a", rt0.Add(time.Minute))
	if got, err := s.Standings(ctx, a.ID); err != nil || !slices.Equal(got, want) {
		t.Errorf("Standings = %+v, %v;\nwant %+v", got, err, want)
	}
}

func testStatsWinners(t *testing.T, s round.Store) {
	bobby, robert := game.Player{ID: bob.ID, Name: "Bobby"}, game.Player{ID: bob.ID, Name: "Robert"}
	key5 := round.Key{Platform: "discord", Guild: "111", Channel: "c5"}
	plays := []struct {
		id       string
		k        round.Key
		finished time.Duration // after rt0; 0: still running
		st       []round.Standing
	}{
		{"r1", key1, 5 * time.Minute, []round.Standing{stand(alice, 1, 9, 3, 3, true), stand(bob, 2, 4, 2, 2, false), stand(carol, 3, 1, 1, 1, false)}},
		{"r2", key2, 6 * time.Minute, []round.Standing{stand(bob, 1, 5, 2, 2, true), stand(alice, 1, 5, 1, 2, true), stand(carol, 3, 0, 0, 2, false)}},
		{"r7", key5, 20 * time.Minute, []round.Standing{stand(robert, 1, 0, 0, 4, false), stand(dave, 1, 0, 0, 4, false), stand(eve, 1, 0, 0, 4, false)}}, // all cancelled: nobody won
		{"r3", key1, 10 * time.Minute, []round.Standing{stand(bobby, 1, 7, 3, 3, true), stand(alice, 2, 2, 1, 1, false)}},
		{"r4", key3, 11 * time.Minute, []round.Standing{stand(carol, 1, 3, 1, 1, true)}}, // another platform
		{"r5", key4, 12 * time.Minute, []round.Standing{stand(dave, 1, 3, 1, 1, true)}},  // another server
		{"r6", key1, 0, nil}, // running
	}
	for _, p := range plays {
		create(t, s, newRound(p.id, p.k, rt0, time.Minute))
		if p.finished != 0 {
			finish(t, s, p.id, p.st, "a", rt0.Add(p.finished))
		}
	}
	if _, err := s.AddEntries(ctx, "r6", alice, []round.Entry{entry("tea", 1, 0)}); err != nil {
		t.Fatal(err)
	}
	stats := []struct {
		platform, guild, id string
		want                round.Stats
	}{
		{"discord", "111", alice.ID, round.Stats{Played: 3, Won: 2}},
		{"discord", "111", bob.ID, round.Stats{Played: 4, Won: 2}},
		{"discord", "111", carol.ID, round.Stats{Played: 2}},
		{"discord", "111", dave.ID, round.Stats{Played: 1}},
		{"discord", "111", "nobody", round.Stats{}},
		{"slack", "111", carol.ID, round.Stats{Played: 1, Won: 1}},
		{"discord", "222", dave.ID, round.Stats{Played: 1, Won: 1}},
		{"discord", "", alice.ID, round.Stats{}},
	}
	for _, st := range stats {
		if got, err := s.PlayerStats(ctx, st.platform, st.guild, st.id); err != nil || got != st.want {
			t.Errorf("PlayerStats(%s/%s, %s) = %+v, %v; want %+v", st.platform, st.guild, st.id, got, err, st.want)
		}
	}
	// By wins, then rounds played, then id; each under the name of their
	// latest round.
	all := []round.Winner{{Player: robert, Won: 2, Played: 4}, {Player: alice, Won: 2, Played: 3},
		{Player: carol, Won: 0, Played: 2}, {Player: dave, Won: 0, Played: 1}, {Player: eve, Won: 0, Played: 1}}
	for _, limit := range []int{10, 5, 2, 0} {
		want := all[:min(limit, len(all))]
		if got, err := s.Winners(ctx, "discord", "111", limit); err != nil || !slices.Equal(got, want) {
			t.Errorf("Winners(limit %d) = %+v, %v;\nwant %+v", limit, got, err, want)
		}
	}
	if got, err := s.Winners(ctx, "slack", "111", 10); err != nil || !slices.Equal(got, []round.Winner{{Player: carol, Won: 1, Played: 1}}) {
		t.Errorf("Winners of the other platform = %+v, %v", got, err)
	}
	if got, err := s.Winners(ctx, "discord", "333", 10); err != nil || len(got) != 0 {
		t.Errorf("Winners of a server with no rounds = %+v, %v; want none", got, err)
	}
}

// testRoundNotFound: every method given an unknown round says so.
func testRoundNotFound(t *testing.T, s round.Store) {
	create(t, s, newRound("r1", key1, rt0, time.Minute)) // one that is there
	const id = "nosuchround"
	calls := map[string]func() error{
		"Round":         func() error { _, err := s.Round(ctx, id); return err },
		"SetMessage":    func() error { return s.SetMessage(ctx, id, "m") },
		"EndEarly":      func() error { return s.EndEarly(ctx, id, rt0) },
		"AddEntries":    func() error { _, err := s.AddEntries(ctx, id, alice, []round.Entry{entry("tea", 1, 0)}); return err },
		"AddEntries(0)": func() error { _, err := s.AddEntries(ctx, id, alice, nil); return err },
		"Entries":       func() error { _, err := s.Entries(ctx, id); return err },
		"PlayerEntries": func() error { _, err := s.PlayerEntries(ctx, id, alice.ID); return err },
		"Progress":      func() error { _, _, err := s.Progress(ctx, id); return err },
		"FinishRound": func() error {
			_, err := s.FinishRound(ctx, id, []round.Standing{stand(alice, 1, 1, 1, 1, true)}, 0, "a", rt0, time.Minute)
			return err
		},
		"Standings":         func() error { _, err := s.Standings(ctx, id); return err },
		"MarkResultsPosted": func() error { return s.MarkResultsPosted(ctx, id, rt0) },
		"RunningRound":      func() error { _, err := s.RunningRound(ctx, key2); return err },
	}
	for _, name := range slices.Sorted(maps.Keys(calls)) {
		if err := calls[name](); !errors.Is(err, round.ErrNotFound) {
			t.Errorf("%s of an unknown round: err = %v, want ErrNotFound", name, err)
		}
	}
	if _, err := s.Round(ctx, id); !errors.Is(err, round.ErrNotFound) {
		t.Errorf("a round %s appeared", id)
	}
	if got, err := s.Entries(ctx, "r1"); err != nil || len(got) != 0 {
		t.Errorf("Entries of r1 = %v, %v; want none", got, err)
	}
}

// testRoundService plays a round through two round.Services (replicas)
// on the store: a second start is refused, players guess at once on both,
// and when the time is up both finish it at once: one posts the results,
// which add up to our own sums.
func testRoundService(t *testing.T, s round.Store) {
	var mu sync.Mutex
	now := rt0.Truncate(time.Second)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	seeds := func(from uint64) func() uint64 {
		var n atomic.Uint64
		n.Store(from)
		return func() uint64 { return n.Add(1) }
	}
	replicas := []*round.Service{
		round.New(round.Config{Store: s, Now: clock, Seed: seeds(0), Owner: "a", Lease: time.Minute}),
		round.New(round.Config{Store: s, Now: clock, Seed: seeds(1 << 40), Owner: "b", Lease: time.Minute}),
	}
	board, err := challenge.DailyBoard(challenge.DefaultSeed, day0, 4)
	if err != nil {
		t.Fatal(err)
	}
	rules := round.Rules{Duration: 2 * time.Minute, Mode: round.Classic, Tier: "common"}
	r, err := replicas[0].Start(ctx, key1, alice, rules, &board)
	if err != nil {
		t.Fatal(err)
	}
	var running round.Round
	if _, err := replicas[1].Start(ctx, key1, bob, rules, nil); !isRunning(err, &running) || running.ID != r.ID {
		t.Fatalf("a second start on the other replica: %v; want a round.Running error holding %s", err, r.ID)
	}
	d, _ := dict.Embedded("common")
	words := solver.Solve(board, d, solver.Rules{}).Words
	words = words[:min(len(words), 40)]
	if len(words) < 20 {
		t.Fatalf("the board has %d words", len(words))
	}
	// Word k is found by alice alone (k%4 == 0), bob alone (1), both (2),
	// or all three (3).
	players := []game.Player{alice, bob, carol}
	finds := func(p, k int) bool {
		switch k % 4 {
		case 0, 1:
			return p == k%4
		case 2:
			return p < 2
		}
		return true
	}
	want := make([]round.Standing, 3)
	for p, pl := range players {
		want[p].Player = pl
		for k, w := range words {
			if finds(p, k) {
				want[p].Found++
				if k%4 == p {
					want[p].Points += w.Points
					want[p].Words++
				}
			}
		}
	}
	const goroutines = 30
	var accepted sync.Map // player/word: *atomic.Int32
	var wg sync.WaitGroup
	for gi := range goroutines {
		wg.Go(func() {
			p := gi % len(players)
			var guess []string
			for k, w := range words {
				if finds(p, k) && (k*7+gi)%5 != 0 { // each word left out by some goroutines, sent by others
					guess = append(guess, w.Word)
				}
			}
			guess = append(guess, "zzzq", "ab")
			g, err := replicas[gi%2].Guess(ctx, key1, players[p], strings.Join(guess, " "))
			if err != nil {
				t.Error(err)
				return
			}
			for _, j := range g.Judgements {
				if j.Verdict == game.Accepted {
					n, _ := accepted.LoadOrStore(players[p].ID+"/"+j.Word, new(atomic.Int32))
					n.(*atomic.Int32).Add(1)
				}
			}
		})
	}
	wg.Wait()
	for p := range players {
		for k, w := range words {
			n, _ := accepted.Load(players[p].ID + "/" + w.Word)
			if got := func() int32 {
				if n == nil {
					return 0
				}
				return n.(*atomic.Int32).Load()
			}(); finds(p, k) && got != 1 || !finds(p, k) && got != 0 {
				t.Errorf("%s's %q accepted %d times", players[p].Name, w.Word, got)
			}
		}
	}
	if np, nw, err := replicas[1].Progress(ctx, r.ID); err != nil || np != 3 || nw != want[0].Found+want[1].Found+want[2].Found {
		t.Errorf("Progress = %d, %d, %v", np, nw, err)
	}
	// Time is up: both replicas find the round due and finish it at once.
	mu.Lock()
	now = r.End
	mu.Unlock()
	var due [2]round.Round
	for i, svc := range replicas {
		rs, err := svc.Due(ctx)
		if err != nil || len(rs) != 1 || rs[0].ID != r.ID {
			t.Fatalf("Due = %v, %v; want %s", rs, err, r.ID)
		}
		due[i] = rs[0]
	}
	var posts atomic.Int32
	var results round.Results
	start := make(chan struct{})
	for i := range 10 {
		wg.Go(func() {
			svc := replicas[i%2]
			<-start
			res, ok, err := svc.Finish(ctx, due[i%2])
			if err != nil {
				t.Error(err)
			}
			if ok {
				posts.Add(1)
				results = res
				if err := svc.MarkPosted(ctx, r.ID); err != nil {
					t.Error(err)
				}
			}
		})
	}
	close(start)
	wg.Wait()
	if n := posts.Load(); n != 1 {
		t.Fatalf("the results were claimed %d times, want once", n)
	}
	stored, err := s.Standings(ctx, r.ID)
	if err != nil || !slices.Equal(stored, results.Standings) {
		t.Errorf("stored standings %+v, %v;\nwant the results' %+v", stored, err, results.Standings)
	}
	got := slices.Clone(results.Standings)
	if len(got) != len(want) {
		t.Fatalf("standings %+v; want %d players", got, len(want))
	}
	sort.Slice(got, func(i, j int) bool { return got[i].Player.ID < got[j].Player.ID })
	for i := range want {
		if g := got[i]; g.Player != want[i].Player || g.Points != want[i].Points || g.Words != want[i].Words || g.Found != want[i].Found {
			t.Errorf("standing of %s: %+v; want %+v", want[i].Player.Name, g, want[i])
		}
	}
	mu.Lock()
	now = now.Add(time.Hour)
	mu.Unlock()
	for _, svc := range replicas {
		if due, err := svc.Due(ctx); err != nil || len(due) != 0 {
			t.Errorf("Due an hour after the post = %v, %v; want none", due, err)
		}
	}
}

func testRoundsReopen(t *testing.T, s round.Store, reopen RoundReopener) {
	a := newRound("r1", key1, rt0, 3*time.Minute)
	a.Board, a.Rules.Size = boardBig, 6
	create(t, s, a)
	if err := s.SetMessage(ctx, a.ID, "m1"); err != nil {
		t.Fatal(err)
	}
	a.Message = "m1"
	if _, err := s.AddEntries(ctx, a.ID, alice, []round.Entry{entry("tea", 1, 10), entry("steam", 2, 20)}); err != nil {
		t.Fatal(err)
	}
	b := newRound("r2", key2, rt0, time.Minute)
	create(t, s, b)
	st := []round.Standing{stand(bob, 1, 1, 1, 1, true)}
	finish(t, s, b.ID, st, "a", rt0.Add(time.Minute))
	b.Finished = rt0.Add(time.Minute)
	for i := range 2 {
		s = reopen(t, s)
		if got, err := s.RunningRound(ctx, key1); err != nil || !sameRound(got, a) {
			t.Errorf("reopen %d: RunningRound = %+v, %v; want %+v", i, got, err, a)
		}
		if got, err := s.Entries(ctx, a.ID); err != nil || !sameEntries(got, []round.Entry{
			{Player: alice, Word: "tea", Points: 1, At: rt0.Add(10 * time.Millisecond)},
			{Player: alice, Word: "steam", Points: 2, At: rt0.Add(20 * time.Millisecond)}}) {
			t.Errorf("reopen %d: Entries = %+v, %v", i, got, err)
		}
		if added, err := s.AddEntries(ctx, a.ID, alice, []round.Entry{entry("tea", 1, 0)}); err != nil || len(added) != 0 {
			t.Errorf("reopen %d: re-adding tea added %v, %v", i, added, err)
		}
		var running round.Round
		if err := s.CreateRound(ctx, newRound(fmt.Sprint("x", i), key1, rt0, time.Minute)); !isRunning(err, &running) {
			t.Errorf("reopen %d: CreateRound in a running channel: %v", i, err)
		}
		if got := getRound(t, s, b.ID); !sameRound(got, b) {
			t.Errorf("reopen %d: the finished round = %+v; want %+v", i, got, b)
		}
		if got, err := s.Standings(ctx, b.ID); err != nil || !slices.Equal(got, st) {
			t.Errorf("reopen %d: Standings = %+v, %v", i, got, err)
		}
		if ok, err := s.FinishRound(ctx, b.ID, nil, count(t, s, b.ID), "b", rt0.Add(time.Minute+time.Second), time.Minute); ok || err != nil {
			t.Errorf("reopen %d: the claim was taken within its lease: %v, %v", i, ok, err)
		}
		if _, err := s.AddEntries(ctx, b.ID, alice, []round.Entry{entry("tea", 1, 0)}); !errors.Is(err, round.ErrFinished) {
			t.Errorf("reopen %d: AddEntries to the finished round: %v", i, err)
		}
	}
	if got := dueIDs(t, s, rt0.Add(5*time.Minute), time.Minute); !slices.Equal(got, []string{"r2", "r1"}) {
		t.Errorf("DueRounds after reopening = %v, want [r2 r1]", got)
	}
}

// isRunning says whether err is round.Running, and sets *r to the round it
// holds.
func isRunning(err error, r *round.Round) bool {
	got, ok := round.RoundOf(err)
	if !ok || game.CodeOf(err).Code != game.CodeRoundRunning {
		return false
	}
	*r = got
	return true
}
