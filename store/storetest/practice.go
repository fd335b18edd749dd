package storetest

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store"
)

// testPractice: the practised day per player, replaced and ended;
// practice words idempotent, concurrent-safe and apart from the game's words;
// FirstDay from the game's words only.
func testPractice(t *testing.T, s store.Store) {
	ps := s
	if _, _, err := ps.Practice(ctx, g1, alice.ID); !errors.Is(err, challenge.ErrNotFound) {
		t.Fatalf("Practice of nobody: err = %v, want ErrNotFound", err)
	}
	if _, err := ps.FirstDay(ctx, g1); !errors.Is(err, challenge.ErrNotFound) {
		t.Fatalf("FirstDay of an empty guild: err = %v, want ErrNotFound", err)
	}
	until := t0.Add(2 * time.Hour)
	if err := ps.SetPractice(ctx, g1, alice.ID, day0, until); err != nil {
		t.Fatal(err)
	}
	if err := ps.SetPractice(ctx, g1, alice.ID, day0.Add(-3), until.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if d, u, err := ps.Practice(ctx, g1, alice.ID); err != nil || d != day0.Add(-3) || !u.Equal(until.Add(time.Hour)) {
		t.Fatalf("Practice after replacing = %v, %v, %v; want %v, %v", d, u, err, day0.Add(-3), until.Add(time.Hour))
	}
	for _, other := range []struct {
		g  game.Guild
		id string
	}{{g1, bob.ID}, {g2, alice.ID}} {
		if _, _, err := ps.Practice(ctx, other.g, other.id); !errors.Is(err, challenge.ErrNotFound) {
			t.Fatalf("Practice of %s in %s: err = %v, want ErrNotFound (another player's or guild's)", other.id, other.g, err)
		}
	}
	if err := ps.SetPractice(ctx, g1, alice.ID, 0, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := ps.Practice(ctx, g1, alice.ID); !errors.Is(err, challenge.ErrNotFound) {
		t.Fatalf("Practice after ending it: err = %v, want ErrNotFound", err)
	}
	if err := ps.SetPractice(ctx, g1, alice.ID, 0, time.Time{}); err != nil {
		t.Fatalf("ending no practice: %v", err)
	}

	// Words: idempotent, in the order found, apart from the game's.
	ws := []game.Word{{Word: "tarn", Points: 1}, {Word: "stern", Points: 2}, {Word: "tarn", Points: 1}}
	added, err := ps.AddPracticeWords(ctx, g1, day0, alice.ID, ws, t0)
	if err != nil || len(added) != 2 {
		t.Fatalf("AddPracticeWords = %v, %v; want tarn and stern", added, err)
	}
	added, err = ps.AddPracticeWords(ctx, g1, day0, alice.ID, []game.Word{{Word: "stern", Points: 2}, {Word: "rant", Points: 1}}, t0)
	if err != nil || !slices.Equal(added, []game.Word{{Word: "rant", Points: 1}}) {
		t.Fatalf("AddPracticeWords again = %v, %v; want only rant", added, err)
	}
	got, err := ps.PracticeWords(ctx, g1, day0, alice.ID)
	if want := []game.Word{{Word: "tarn", Points: 1}, {Word: "stern", Points: 2}, {Word: "rant", Points: 1}}; err != nil || !slices.Equal(got, want) {
		t.Fatalf("PracticeWords = %v, %v; want %v", got, err, want)
	}
	if got, _ := ps.PracticeWords(ctx, g1, day0.Add(1), alice.ID); len(got) != 0 {
		t.Fatalf("PracticeWords of another day = %v; want none", got)
	}
	if got, _ := s.PlayerWords(ctx, g1, day0, alice.ID); len(got) != 0 {
		t.Fatalf("PlayerWords after practice = %v; want none: practice is not the game", got)
	}
	if sc, _ := s.Scores(ctx, g1, 0, day0.Add(10)); len(sc) != 0 {
		t.Fatalf("Scores after practice = %v; want none", sc)
	}
	if h, _ := s.History(ctx, g1, alice.ID); len(h.Days) != 0 || h.Longest.Word != "" {
		t.Fatalf("History after practice = %+v; want empty", h)
	}
	if dw, _ := s.DayWords(ctx, g1, day0); len(dw) != 0 {
		t.Fatalf("DayWords after practice = %v; want none", dw)
	}
	if _, err := ps.FirstDay(ctx, g1); !errors.Is(err, challenge.ErrNotFound) {
		t.Fatalf("FirstDay with practice words only: err = %v, want ErrNotFound", err)
	}
	// FirstDay: the earliest day of the game's words, per guild.
	for _, d := range []game.Day{day0.Add(5), day0.Add(-40), day0} {
		if _, err := s.AddWords(ctx, g1, d, bob, []game.Word{{Word: "tarn", Points: 1}}, t0); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.AddWords(ctx, g2, day0.Add(-400), bob, []game.Word{{Word: "tarn", Points: 1}}, t0); err != nil {
		t.Fatal(err)
	}
	if d, err := ps.FirstDay(ctx, g1); err != nil || d != day0.Add(-40) {
		t.Fatalf("FirstDay = %v, %v; want %v", d, err, day0.Add(-40))
	}

	// Concurrent submissions, the same words in opposite orders (a double
	// click, two tabs): none fails (a SQL store must not deadlock), and
	// each word is added by exactly one call.
	var words []game.Word
	for i := range 30 {
		words = append(words, game.Word{Word: fmt.Sprintf("word%02d", i), Points: 1 + i%3})
	}
	for d := range 8 {
		var mu sync.Mutex
		count := map[string]int{}
		var wg sync.WaitGroup
		for i := range 4 {
			wg.Go(func() {
				mine := slices.Clone(words)
				if i%2 == 1 {
					slices.Reverse(mine)
				}
				added, err := ps.AddPracticeWords(ctx, g2, day0.Add(d), carol.ID, mine, t0)
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				defer mu.Unlock()
				for _, w := range added {
					count[w.Word]++
				}
			})
		}
		wg.Wait()
		for _, w := range words {
			if count[w.Word] != 1 {
				t.Errorf("day %d: %q added by %d concurrent calls; want exactly 1", d, w.Word, count[w.Word])
			}
		}
	}
}

// testServicePractice plays a past day for practice through a Service and
// checks that leaderboards, streaks and stats do not move, while the same
// guesses are judged as the real game judges them.
func testServicePractice(t *testing.T, s store.Store) {
	start := time.Date(2026, time.June, 1, 15, 0, 0, 0, time.UTC)
	now := start
	svc := challenge.New(challenge.Config{Store: s, Practice: s, Now: func() time.Time { return now }, Owner: "test"})
	g := game.Guild{Platform: "console", ID: "local"}
	if _, err := svc.Setup(ctx, challenge.Settings{Guild: g, Timezone: "UTC"}); err != nil {
		t.Fatal(err)
	}
	day := game.DayOf(now, time.UTC)
	d, _ := dict.Embedded("common")
	boardOf := func(day game.Day) solver.Result {
		b, err := challenge.DailyBoard(challenge.DefaultSeed, day, 4)
		if err != nil {
			t.Fatal(err)
		}
		return solver.Solve(b, d, solver.Rules{})
	}
	first := boardOf(day)
	if first.Count < 3 {
		t.Fatalf("the board of %s has %d words; the test needs 3", day, first.Count)
	}
	// Alice plays days 1 and 2; Bob day 1 only.
	if _, err := svc.Guess(ctx, g, alice, first.Words[0].Word); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Guess(ctx, g, bob, first.Words[1].Word); err != nil {
		t.Fatal(err)
	}
	now = now.Add(24 * time.Hour)
	second := boardOf(day + 1)
	if _, err := svc.Guess(ctx, g, alice, second.Words[len(second.Words)-1].Word); err != nil {
		t.Fatal(err)
	}
	now = now.Add(24 * time.Hour) // day 3: nobody has played yet

	type snapshot struct {
		boards map[challenge.Period][]challenge.Entry
		stats  map[string]challenge.Stats
	}
	snap := func() snapshot {
		sn := snapshot{boards: map[challenge.Period][]challenge.Entry{}, stats: map[string]challenge.Stats{}}
		for _, p := range []challenge.Period{challenge.Today, challenge.Week, challenge.AllTime} {
			lb, err := svc.Leaderboard(ctx, g, p)
			if err != nil {
				t.Fatal(err)
			}
			sn.boards[p] = lb.Entries
		}
		for _, p := range []game.Player{alice, bob, carol} {
			st, err := svc.Stats(ctx, g, p.ID)
			if err != nil {
				t.Fatal(err)
			}
			sn.stats[p.ID] = st
		}
		return sn
	}
	before := snap()
	if before.stats[alice.ID].CurrentStreak != 2 {
		t.Fatalf("Alice's streak before practice = %d; want 2", before.stats[alice.ID].CurrentStreak)
	}

	// Everyone practises day 1, Bob and Carol with every word of the board.
	all := make([]string, 0, 40)
	for _, w := range first.Words[:min(40, len(first.Words))] {
		all = append(all, w.Word)
	}
	for _, p := range []game.Player{alice, bob, carol} {
		pr, err := svc.StartPractice(ctx, g, p.ID, day)
		if err != nil {
			t.Fatalf("StartPractice(%s, %s): %v", p.ID, day, err)
		}
		if pr.Daily.Board != first.Board {
			t.Fatalf("practice board = %s; want day 1's %s", pr.Daily.Board, first.Board)
		}
		if got, ok, err := svc.Practising(ctx, g, p.ID); err != nil || !ok || got != day {
			t.Fatalf("Practising(%s) = %v, %v, %v; want %v", p.ID, got, ok, err, day)
		}
		r, err := svc.PracticeGuess(ctx, g, p, day, strings.Join(all, " ")+" zzzq ab")
		if err != nil {
			t.Fatal(err)
		}
		// Judged as the game judges: every word accepted once, the others refused.
		verdicts := map[game.Verdict]int{}
		for _, j := range r.Judgements {
			verdicts[j.Verdict]++
		}
		if verdicts[game.Accepted] != len(all) || verdicts[game.NotOnBoard]+verdicts[game.NotInDictionary] != 1 || verdicts[game.TooShort] != 1 {
			t.Fatalf("practice verdicts for %s = %v; want %d accepted, one not on the board, one too short", p.ID, verdicts, len(all))
		}
		if len(r.Progress.Found) != len(all) || r.Progress.Rank != 0 {
			t.Fatalf("practice progress = %d words, rank %d; want %d words, no rank", len(r.Progress.Found), r.Progress.Rank, len(all))
		}
		r, err = svc.PracticeGuess(ctx, g, p, day, all[0])
		if err != nil || r.Judgements[0].Verdict != game.AlreadyFound {
			t.Fatalf("the same word again in practice: %v, %v; want already found", r.Judgements, err)
		}
	}
	after := snap()
	for p, lb := range before.boards {
		if !slices.Equal(lb, after.boards[p]) {
			t.Errorf("%s leaderboard changed by practice:\nbefore %v\nafter  %v", p, lb, after.boards[p])
		}
	}
	for id, st := range before.stats {
		if st != after.stats[id] {
			t.Errorf("stats of %s changed by practice:\nbefore %+v\nafter  %+v", id, st, after.stats[id])
		}
	}
	// Today, the future, and days before the guild's first are refused.
	for _, tt := range []struct {
		day game.Day
		why game.Code
	}{{day + 2, game.CodeDayToday}, {day + 3, game.CodeDayFuture}, {day - 1, game.CodeDayBeforeStart}} {
		_, err := svc.StartPractice(ctx, g, carol.ID, tt.day)
		if e := game.CodeOf(err); e == nil || e.Code != tt.why || !game.Is(game.Invalid, err) {
			t.Errorf("StartPractice(%s) = %v; want Invalid, %s", tt.day, err, tt.why)
		}
		if _, err := svc.PracticeGuess(ctx, g, carol, tt.day, all[0]); game.CodeOf(err) == nil || game.CodeOf(err).Code != tt.why {
			t.Errorf("PracticeGuess(%s) = %v; want %s", tt.day, err, tt.why)
		}
	}
	// A practice expires, and ends on request.
	now = now.Add(challenge.PracticeFor)
	if _, ok, _ := svc.Practising(ctx, g, alice.ID); ok {
		t.Error("a practice still runs after PracticeFor")
	}
	if _, err := svc.StartPractice(ctx, g, bob.ID, day); err != nil {
		t.Fatal(err)
	}
	if err := svc.EndPractice(ctx, g, bob.ID); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := svc.Practising(ctx, g, bob.ID); ok {
		t.Error("a practice still runs after EndPractice")
	}
}
