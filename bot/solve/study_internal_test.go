package solve

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/study"
)

// TestLangStudyTableDeadline: a cold /study in another language does not
// hold its caller past the caller's deadline. Many callers of many
// (language, size) tables start one making each (single-flight), made one
// at a time across the process; a caller whose deadline comes first is
// told, in their language, that the table is being prepared; the table is
// then made in the background and kept.
func TestLangStudyTableDeadline(t *testing.T) {
	ts := newTables()
	ts.boards = 30
	t.Cleanup(ts.close)

	// Hold the process's one slot: no table can be made until it is freed,
	// so every caller below meets its deadline first, whatever the timing.
	ts.slot <- struct{}{}
	released := false
	release := func() {
		if !released {
			released = true
			<-ts.slot
		}
	}
	t.Cleanup(release)

	type want struct {
		code string
		n    int
	}
	var wants []want
	for _, code := range []string{"br", "es", "sv"} {
		for _, n := range []int{4, 5} {
			wants = append(wants, want{code, n})
		}
	}
	var wg sync.WaitGroup
	errs := make([]error, 3*len(wants))
	for i := range errs {
		w := wants[i%len(wants)]
		l, err := lang.Get(w.code)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		t.Cleanup(cancel)
		if i%2 == 0 {
			cancel() // a deadline already passed
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = ts.get(ctx, l, w.n)
		}()
		if i%2 == 1 {
			// A deadline that passes while the caller waits: once its job
			// is registered (the caller is waiting on it), cancel.
			go func() {
				for !ts.started(w.code, w.n) {
					runtime.Gosched()
				}
				cancel()
			}()
		}
	}
	wg.Wait()
	for i, err := range errs {
		w := wants[i%len(wants)]
		if !game.HasCode(err, game.CodeStudyPreparing) {
			t.Fatalf("caller %d (%s %dx%d): %v, want the refusal that the table is being prepared", i, w.code, w.n, w.n, err)
		}
		fr := bot.ErrorIn(err, "fr")
		if !strings.Contains(fr, "en préparation") || !strings.Contains(fr, i18n.LanguageName(i18n.Printer("fr"), w.code)) {
			t.Errorf("caller %d in French: %q", i, fr)
		}
	}
	ts.mu.Lock()
	jobs := len(ts.jobs)
	ts.mu.Unlock()
	if jobs != len(wants) {
		t.Errorf("%d tables started for %d (language, size) pairs asked %d times each", jobs, len(wants), 3)
	}

	// Free the slot: the tables are made one at a time in the background,
	// and a caller that waits gets each (the same table every time).
	release()
	got := map[want]*study.Table{}
	for round := 0; round < 2; round++ {
		for _, w := range wants {
			l, _ := lang.Get(w.code)
			tb, err := ts.get(context.Background(), l, w.n)
			if err != nil {
				t.Fatalf("%s %dx%d: %v", w.code, w.n, w.n, err)
			}
			if tb.Size != w.n || tb.Boards != ts.boards || len(tb.Words) == 0 {
				t.Errorf("%s %dx%d: table of size %d, %d boards, %d words", w.code, w.n, w.n, tb.Size, tb.Boards, len(tb.Words))
			}
			if round == 1 && got[w] != tb {
				t.Errorf("%s %dx%d: made again", w.code, w.n, w.n)
			}
			got[w] = tb
		}
	}
	if most := ts.most.Load(); most != 1 {
		t.Errorf("%d tables were made at once, want 1", most)
	}
}

// started reports whether the table of code and n has a job.
func (ts *tables) started(code string, n int) bool {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return ts.jobs[fmt.Sprintf("%s/%d", code, n)] != nil
}
