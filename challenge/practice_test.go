package challenge_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store/memory"
)

// practiceBarrier holds PracticeWords calls, once wait(n) is called, until n
// of them are waiting: n concurrent guesses all read the words found
// before any of them stores one, the race a store's idempotence settles.
type practiceBarrier struct {
	*memory.Store
	mu      sync.Mutex
	n       int
	arrived int
	all     chan struct{}
}

func (b *practiceBarrier) wait(n int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.n, b.arrived, b.all = n, 0, make(chan struct{})
}

func (b *practiceBarrier) PracticeWords(ctx context.Context, g game.Guild, day game.Day, playerID string) ([]game.Word, error) {
	ws, err := b.Store.PracticeWords(ctx, g, day, playerID)
	b.mu.Lock()
	all := b.all
	if all != nil {
		b.arrived++
		if b.arrived == b.n {
			close(all)
			b.all = nil
		}
	}
	b.mu.Unlock()
	if all != nil {
		<-all
	}
	return ws, err
}

// TestPracticeGuess replays a past day: the same word sent at once by many
// requests is accepted once, practice points never reach the leaderboard,
// and only ended days of the guild's daily can be practised.
func TestPracticeGuess(t *testing.T) {
	start := time.Date(2026, time.July, 14, 10, 0, 0, 0, time.UTC)
	const n = 8
	clk := &clock{t: start}
	st := &practiceBarrier{Store: memory.New()}
	svc := challenge.New(challenge.Config{Store: st, Practice: st, Now: clk.Now, Owner: "test"})
	g := game.Guild{Platform: "discord", ID: "g"}
	alice := game.Player{ID: "a", Name: "Alice"}
	day := game.DayOf(start, time.UTC)
	words := wordsOn(t, day, 4, "common")
	w0, w1 := words[0], words[1]
	if _, err := svc.Guess(ctx, g, alice, w0.Word); err != nil { // the guild's first day
		t.Fatal(err)
	}

	for _, tt := range []struct {
		day  game.Day
		want game.Code
	}{{day, game.CodeDayToday}, {day + 1, game.CodeDayFuture}, {day - 1, game.CodeDayNoneYet}} {
		if _, err := svc.StartPractice(ctx, g, alice.ID, tt.day); !game.HasCode(err, tt.want) {
			t.Errorf("practise %s on %s: %v, want refusal %s", tt.day, day, err, tt.want)
		}
	}

	clk.Set(start.Add(24 * time.Hour))
	if _, err := svc.StartPractice(ctx, g, alice.ID, day); err != nil {
		t.Fatal(err)
	}
	if d, ok, err := svc.Practising(ctx, g, alice.ID); err != nil || !ok || d != day {
		t.Fatalf("Practising = %s, %v, %v; want %s", d, ok, err, day)
	}
	st.wait(n) // every guess reads the words before any stores one
	results := make([]challenge.GuessResult, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := svc.PracticeGuess(ctx, g, alice, day, w1.Word+" "+w0.Word)
			if err != nil {
				t.Error(err)
			}
			results[i] = r
		}()
	}
	wg.Wait()
	accepted := map[string]int{}
	for _, r := range results {
		for _, j := range r.Judgements {
			switch j.Verdict {
			case game.Accepted:
				accepted[j.Word]++
				if j.Points == 0 {
					t.Errorf("%s accepted with no points", j.Word)
				}
			case game.AlreadyFound:
				if j.Points != 0 {
					t.Errorf("%s already found, with %d points", j.Word, j.Points)
				}
			default:
				t.Errorf("%s: %s", j.Word, j.Verdict)
			}
		}
	}
	if accepted[w0.Word] != 1 || accepted[w1.Word] != 1 {
		t.Errorf("accepted %v, want each word once over %d concurrent guesses", accepted, n)
	}
	last, err := svc.PracticeGuess(ctx, g, alice, day, w0.Word)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := last.Progress.Points, w0.Points+w1.Points; got != want || len(last.Progress.Found) != 2 || last.Added != 0 {
		t.Errorf("practice progress %d points, %d words, %d added; want %d, 2, 0", got, len(last.Progress.Found), last.Added, want)
	}

	// The real game of that day is what it was: one word.
	lb, err := svc.Leaderboard(ctx, g, challenge.AllTime)
	if err != nil {
		t.Fatal(err)
	}
	if len(lb.Entries) != 1 || lb.Entries[0].Points != w0.Points {
		t.Errorf("leaderboard after practice: %+v, want Alice with %d points", lb.Entries, w0.Points)
	}
	if err := svc.EndPractice(ctx, g, alice.ID); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := svc.Practising(ctx, g, alice.ID); err != nil || ok {
		t.Errorf("after EndPractice: practising %v, %v", ok, err)
	}
}
