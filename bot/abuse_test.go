package bot_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/challenge"
)

// Inputs built to make one command as costly as possible. Each test
// bounds the work a command does, never its time.

// tangledAB is a board of a's and b's on which each of tangledGuess takes
// a whole trace budget (solver.TraceBudget) to give up on.
var (
	tangledAB    = strings.Repeat("abba", 16)
	tangledGuess = []string{
		"aaaaaaaabaabaaabaaaabbbbbbbbbbaaaaab",
		"bababaabababaaabababaaaaaabaabbbaabba",
		"bbbabaaaaababaabaababbabbaababaabaaaa",
		"abbaabaaaaaaaababaabbaaaabbaaaabbaaaa",
		"ababbabbbababbbbbabbbabbbbbabaa",
		"ababaabaaaaaabbbaaaabaaaaaaaabababbbbbb",
	}
)

// stepCounter counts the calls of Err: the solver's searches call it once
// every 1024 steps, so the calls times 1024 bound the steps from below.
type stepCounter struct {
	context.Context
	calls atomic.Int64
}

func (c *stepCounter) Err() error { c.calls.Add(1); return c.Context.Err() }

// TestRoundGuessTangled: a round played on a board the starter chose, and
// a guess (or the Enter words form) of words built to exhaust the trace
// budget one by one: the guess is answered within the budget of one guess,
// not a trace budget per word.
func TestRoundGuessTangled(t *testing.T) {
	rig := newRoundRig(t)
	start := rig.do(in("ann", "play", "board", tangledAB, "time", "10m"))
	if !strings.Contains(start.Text, "Live round!") {
		t.Fatalf("start: %q", start.Text)
	}
	words := strings.Join(tangledGuess, " ")
	submit := in("bob", "")
	submit.Action = &bot.ActionEvent{ID: bot.ActionID("play", "words", strings.Split(start.Actions[0].ID, "|")[2]), Value: strings.ReplaceAll(words, " ", "\n")}
	most := challenge.GuessBudget + len(tangledGuess)*challenge.WordBudget
	for name, r := range map[string]bot.Request{"guess": in("ann", "guess", "words", words), "form": submit} {
		ctx := &stepCounter{Context: context.Background()}
		got := rig.bot.Handle(ctx, r)
		if !strings.Contains(got.Text, "Not in the common dictionary:") {
			t.Errorf("%s: %q", name, got.Text)
		}
		if steps := int(ctx.calls.Load()) * 1024; steps > most {
			t.Errorf("%s: the guess took %d search steps or more; want at most %d", name, steps, most)
		}
	}
}
