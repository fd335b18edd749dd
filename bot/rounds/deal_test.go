package rounds_test

import (
	"context"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

// TestPlayDeals: /play board:best plays one of the shipped best boards for
// the round's size and tier; quality:rich a rolled board richer than most;
// "best" and "rich" work in the free-text rules too.
func TestPlayDeals(t *testing.T) {
	for _, tt := range []struct {
		name string
		opts []string
		size int
		tier string
		want string
		best bool
	}{
		{"board best", []string{"board", "best", "dict", "common"}, 4, "common", "The board is one of the best 4x4 boards known for the common dictionary (", true},
		{"board BEST 5", []string{"board", "BEST", "size", "5", "dict", "large"}, 5, "large", "one of the best 5x5 boards known for the large dictionary", true},
		{"free text best", []string{"rules", "6 best standard 2m"}, 6, "standard", "one of the best 6x6 boards known for the standard dictionary", true},
		{"quality rich", []string{"quality", "rich", "dict", "common"}, 4, "common", "The board is the richest of ", false},
		{"free text rich", []string{"rules", "rich 5 common"}, 5, "common", "rolls of the Big Boggle 5x5 dice (", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rig := apptest.NewRoundRig(t)
			r := rig.Do(apptest.In("ann", "play", tt.opts...))
			if r.Ephemeral || !strings.Contains(r.Text, tt.want) || !strings.Contains(r.Text, "Live round!") {
				t.Fatalf("/play %v = %q, want %q", tt.opts, r.Text, tt.want)
			}
			running, err := rig.Svc.Running(context.Background(), round.Key{Platform: "chat", Guild: "g", Channel: "C1"})
			if err != nil {
				t.Fatal(err)
			}
			if running.Board.Size() != tt.size || running.Rules.Tier != tt.tier {
				t.Fatalf("round board %s, tier %s; want %dx%d, %s", running.Board, running.Rules.Tier, tt.size, tt.size, tt.tier)
			}
			if tt.best {
				shipped := false
				for _, b := range study.BestBoards(tt.size, tt.tier) {
					shipped = shipped || b.Board == running.Board
				}
				if !shipped {
					t.Errorf("the round plays %s, which is not a shipped best board", running.Board)
				}
				return
			}
			// Rich: more points than nine boards in ten of the dice.
			d, _ := dict.Embedded(tt.tier)
			dice, _ := solver.DiceForSize(tt.size)
			_, got := solver.Score(running.Board, d, solver.Rules{})
			richer := 0
			for s := range uint64(50) {
				if _, p := solver.Score(dice.Roll(s), d, solver.Rules{}); got > p {
					richer++
				}
			}
			if richer < 45 {
				t.Errorf("the rich board %s (%d points) beats %d of 50 plain rolls", running.Board, got, richer)
			}
		})
	}
}

func TestPlayDealErrors(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	for _, tt := range []struct {
		opts  []string
		code  game.Code
		typed string // the refusal's typed fact
	}{
		{[]string{"quality", "gold"}, "deal.quality", "gold"},
		{[]string{"quality", "rich", "board", "best"}, "rules.rich_board", "best"},
		{[]string{"quality", "rich", "board", "perslatgsineters"}, "rules.rich_board", "perslatgsineters"},
		{[]string{"board", "bestest"}, game.CodeBoard, ""},
	} {
		if r := rig.Do(apptest.In("ann", "play", tt.opts...)); !r.Ephemeral {
			t.Errorf("/play %v answered in public: %q", tt.opts, r.Text)
		}
		e := rig.Refused.Expect(t, tt.code)
		if got, _ := e.Facts["typed"].(string); got != tt.typed {
			t.Errorf("/play %v: the refusal's typed = %q, want %q", tt.opts, got, tt.typed)
		}
	}
}

// TestRandomFreeText: /random reads free text as /play does: a size, a
// quality and a language (by code, English or native name) in any order.
func TestRandomFreeText(t *testing.T) {
	b := app.New(app.Config{RateLimit: bot.RateLimit{Burst: -1}})
	for _, tt := range []struct{ line, want string }{
		{"/random rich", "New rich 4x4 board"},
		{"/random 5 rich", "New rich 5x5 board"},
		{"/random RICH 6x6", "New rich 6x6 board"},
		{"/random 5", "New 5x5 board"},
		{"/random plain", "New 4x4 board"},
		{"/random size:5 quality:rich", "New rich 5x5 board"},
		{"/random 5 6", "got two sizes, `5` and `6`"},
		{"/random big", "I can't read `big`"},
		{"/random 7", "`size` must be 4, 5 or 6, not `7`"},
		{"/random français", "French dictionary"},
		{"/random 5 Polski", "New 5x5 board from Polish dice"},
		{"/random lang:polski", "Polish dictionary"},
		{"/random lang:POLISH", "Polish dictionary"},
	} {
		p, err := b.ParseText(tt.line)
		if err != nil {
			t.Fatalf("%s: %v", tt.line, err)
		}
		r := b.Handle(context.Background(), bot.Request{Platform: "chat", Channel: "c", User: bot.User{ID: "ann"}, Command: p.Command, Options: p.Options})
		if !strings.Contains(r.Text, tt.want) {
			t.Errorf("%s: %q, want %q", tt.line, r.Text, tt.want)
		}
	}
}
