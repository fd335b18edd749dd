package game_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
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
		want game.Verdict
	}{
		{long, d, game.Undecided},
		{long, common(t), game.NotInDictionary},
		{"exex", d, game.Accepted},
		{strings.Repeat("e", 40) + "x", d, game.NotAWord}, // longer than MaxWordLen
		{strings.Repeat("e", 20) + "xq", d, game.NotOnBoard},
	} {
		j := game.Judge(b, tt.d, tt.word)
		if j.Verdict != tt.want {
			t.Errorf("Judge(%.20q…) = %v, want %v", tt.word, j.Verdict, tt.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := game.JudgeContext(ctx, b, d, long); !errors.Is(err, context.Canceled) {
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
		game.Judge(bd, d, word)
	}
}

// tangledGuess are words of a's and b's whose traces each use the whole
// solver.TraceBudget on tangledAB, found by a random search.
var tangledGuess = []string{
	"aaaaaaaabaabaaabaaaabbbbbbbbbbaaaaab",
	"bababaabababaaabababaaaaaabaabbbaabba",
	"bbbabaaaaababaabaababbabbaababaabaaaa",
	"abbaabaaaaaaaababaabbaaaabbaaaabbaaaa",
	"ababbabbbababbbbbabbbabbbbbabaa",
	"ababaabaaaaaabbbaaaabaaaaaaaabababbbbbb",
}

var tangledAB = strings.Repeat("abba", 16)

// stepCounter counts the calls of Err: a trace calls it once every 1024
// search steps, so the calls times 1024 is a lower bound of the steps
// taken.
type stepCounter struct {
	context.Context
	calls atomic.Int64
}

func (c *stepCounter) Err() error { c.calls.Add(1); return c.Context.Err() }

func (c *stepCounter) steps() int { return int(c.calls.Load()) * 1024 }

// TestJudgeGuessBudget: a guess of words built to exhaust the trace budget
// one by one costs GuessBudget steps at most in all, not a budget each,
// and the words after them are still judged.
func TestJudgeGuessBudget(t *testing.T) {
	b := mustBoard(t, tangledAB)
	for _, w := range tangledGuess {
		if _, err := solver.TraceContext(context.Background(), b, w); !errors.Is(err, solver.ErrTraceBudget) {
			t.Fatalf("%q: %v; the test needs words whose trace gives up", w, err)
		}
	}
	own, _, err := dict.Load(strings.NewReader(strings.Join(tangledGuess, "\n")+"\nabba\nbaba\n"), dict.Options{})
	if err != nil {
		t.Fatal(err)
	}
	words := append(slices.Clone(tangledGuess), "baba", "abcd")
	for _, tt := range []struct {
		name     string
		d        *dict.Dict
		want     []game.Verdict // for the tangled words; then baba, abcd
		maxSteps int
	}{
		// Words the dictionary lacks score nothing: WordBudget each.
		{"not in the dictionary", common(t), []game.Verdict{game.NotInDictionary, game.NotInDictionary, game.NotOnBoard}, len(words) * game.WordBudget},
		// Words it has share GuessBudget, and a real word after them is
		// still judged.
		{"in the dictionary", own, []game.Verdict{game.Undecided, game.Accepted, game.NotOnBoard}, game.GuessBudget + len(words)*game.WordBudget},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ctx := &stepCounter{Context: context.Background()}
			js, err := game.JudgeGuess(ctx, b, tt.d, words)
			if err != nil {
				t.Fatal(err)
			}
			if ctx.steps() > tt.maxSteps {
				t.Errorf("the guess took %d steps or more; want at most %d", ctx.steps(), tt.maxSteps)
			}
			if len(js) != len(words) {
				t.Fatalf("%d judgements for %d words", len(js), len(words))
			}
			for i, j := range js {
				want := tt.want[max(0, i-len(tangledGuess)+1)]
				if i < len(tangledGuess) {
					want = tt.want[0]
				}
				if j.Word != words[i] || j.Verdict != want {
					t.Errorf("%q: %v, want %v", j.Word, j.Verdict, want)
				}
			}
		})
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := game.JudgeGuess(ctx, b, own, words); !errors.Is(err, context.Canceled) {
		t.Errorf("JudgeGuess after cancel: %v", err)
	}
}

// BenchmarkJudgeGuessWorst judges a guess of MaxGuessWords words, all in
// the dictionary, 49 of which each exhaust solver.TraceBudget when traced
// alone on their board: the most a guess costs. (Judged one by one with a
// budget each, they took 0.5 s.)
func BenchmarkJudgeGuessWorst(b *testing.B) {
	bd := mustBoard(b, tangledAB)
	var words []string
	for i := 0; len(words) < game.MaxGuessWords; i++ {
		words = append(words, tangledGuess[i%len(tangledGuess)]+strings.Repeat("a", i/len(tangledGuess)))
	}
	d, _, err := dict.Load(strings.NewReader(strings.Join(words, "\n")), dict.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := game.JudgeGuess(context.Background(), bd, d, words); err != nil {
			b.Fatal(err)
		}
	}
}
