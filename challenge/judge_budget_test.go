package challenge_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// On the tangled board, tracing the tangled word gives up (found by a
// random search of boards of e and x).
const (
	tangled     = "exxexex eeeexxe exxexee xxxexxe eeeexex eeeexee xeeeeee"
	tangledWord = "xexxeexeeexeexeexxexxexexxexxxeeexex"
)

// TestJudgeTangled: a word whose trace gives up gets a verdict all the same:
// NotInDictionary if the dictionary lacks it (it scores nothing either
// way), Undecided if not; and words that a plain search wanders on for
// minutes are judged at once.
func TestJudgeTangled(t *testing.T) {
	b := mustBoard(t, tangled)
	long := tangledWord
	d, _, err := dict.Load(strings.NewReader(long+"\nexex\n"), dict.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := solver.TraceContext(context.Background(), b, long); !errors.Is(err, solver.ErrTraceBudget) {
		t.Fatalf("the trace of %q: %v; the test needs ErrTraceBudget", long, err)
	}
	for _, tt := range []struct {
		word string
		d    *dict.Dict
		want challenge.Verdict
	}{
		{long, d, challenge.Undecided},
		{long, common(t), challenge.NotInDictionary},
		{"exex", d, challenge.Accepted},
		{strings.Repeat("e", 40) + "x", d, challenge.NotAWord}, // longer than MaxWordLen
		{strings.Repeat("e", 20) + "xq", d, challenge.NotOnBoard},
	} {
		j := challenge.Judge(b, tt.d, tt.word)
		if j.Verdict != tt.want {
			t.Errorf("Judge(%.20q…) = %v, want %v", tt.word, j.Verdict, tt.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := challenge.JudgeContext(ctx, b, d, long); !errors.Is(err, context.Canceled) {
		t.Errorf("JudgeContext after cancel: %v", err)
	}
}

// BenchmarkJudgeWorst judges the word built to make tracing give up: the
// most a judged word costs.
func BenchmarkJudgeWorst(b *testing.B) {
	bd := mustBoard(b, tangled)
	d := common(b)
	word := tangledWord
	b.ReportAllocs()
	for b.Loop() {
		challenge.Judge(bd, d, word)
	}
}
