package solve_test

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/solve"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/study"
)

// studyLine is one word of /study's list: "3. `tea` on 18% of boards · 1 pt".
var studyLine = regexp.MustCompile("^(\\d+)\\. `([a-z]+)` on ([0-9.]+)% of boards · (\\d+) pts?$")

// checkStudy checks a /study reply against the shipped table it reads.
func checkStudy(t *testing.T, text string, size int, tier string, count int) {
	t.Helper()
	tb, err := study.LoadTable(size, tier)
	if err != nil {
		t.Fatal(err)
	}
	if head := fmt.Sprintf("on %dx%d boards** (%s dictionary)", size, size, tier); !strings.Contains(text, head) {
		t.Errorf("reply does not say %q:\n%s", head, text)
	}
	var n int
	for _, line := range strings.Split(text, "\n")[1:] {
		m := studyLine.FindStringSubmatch(line)
		if m == nil {
			t.Errorf("line %q is not a study line", line)
			continue
		}
		w := tb.Words[n]
		if m[1] != fmt.Sprint(n+1) || m[2] != w.Word || m[4] != fmt.Sprint(w.Points) {
			t.Errorf("line %q; the table's word %d is %q, %d points", line, n+1, w.Word, w.Points)
		}
		var pc float64
		fmt.Sscan(m[3], &pc)
		if d := pc - 100*w.Probability; d > 0.5 || d < -0.5 {
			t.Errorf("line %q: the table says %q is on %.2f%% of boards", line, w.Word, 100*w.Probability)
		}
		n++
	}
	if n != count {
		t.Errorf("%d words listed, want %d:\n%s", n, count, text)
	}
	if len(text) > bot.MaxText {
		t.Errorf("reply is %d bytes, over %d", len(text), bot.MaxText)
	}
}

func TestStudy(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	for _, tt := range []struct {
		text  string
		size  int
		tier  string
		count int
	}{
		{"/study", 4, "standard", 15},
		{"/study 5 large 20", 5, "large", 20},
		{"/study large", 4, "large", 15},
		{"/study 6x6 3 dict:common", 6, "common", 3},
		{"/study size:6 dict:common count:30", 6, "common", 30},
		{"/study 5 count:1", 5, "standard", 1},
		{"study LARGE 4 2", 4, "large", 2},
	} {
		t.Run(tt.text, func(t *testing.T) {
			r, err := e.Bot.ParseText(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			got := e.Do(t, r)
			checkStudy(t, got.Text, tt.size, tt.tier, tt.count)
		})
	}
}

// TestStudyDefaultTier: with no dict, /study reads the bot's default tier.
func TestStudyDefaultTier(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{DefaultTier: "common"})
	checkStudy(t, e.Do(t, apptest.Req("study")).Text, 4, "common", 15)
}

func TestStudyErrors(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	for _, tt := range []struct {
		text  string
		code  game.Code
		facts map[string]string // the refusal's facts, as fmt.Sprint writes them
	}{
		{"/study 7", "study.size", map[string]string{"typed": "7"}},
		{"/study 3x3", "study.size", map[string]string{"typed": "3x3"}},
		{"/study 4 0", "study.count", map[string]string{"typed": "0", "max": "30"}},
		{"/study count:31", "study.count", map[string]string{"typed": "31"}},
		{"/study 4 99999999999999999999999", "study.count", map[string]string{"typed": "99999999999999999999999"}},
		{"/study klingon", "study.unknown", map[string]string{"typed": "klingon"}},
		{"/study dict:klingon", "dict.unknown", map[string]string{"typed": "klingon"}},
		{"/study 4 5 6 7", "study.words", map[string]string{"typed": "4 5 6 7"}},
		{"/study 4 5 6", "study.numbers", map[string]string{"typed": "4 5 6"}},
		{"/study common large", "study.dict_twice", map[string]string{"first": "common", "second": "large"}},
		{"/study large dict:common", "study.dict_twice", nil},
		{"/study 5 10 count:3", "study.count_twice", map[string]string{"first": "10", "second": "3"}},
		{"/study size:five", "study.unknown", map[string]string{"typed": "five"}},
		{"/study rules:scramble", "text.no_option", map[string]string{"typed": "rules"}},
	} {
		t.Run(tt.text, func(t *testing.T) {
			var refusal *game.Error
			if r, err := e.Bot.ParseText(tt.text); err != nil {
				refusal = game.CodeOf(err)
			} else {
				if got := e.Do(t, r); !got.Ephemeral {
					t.Error("an error reply is not ephemeral")
				}
				refusal = e.Refused.Last()
			}
			if refusal == nil || refusal.Code != tt.code {
				t.Fatalf("refused with %v; want code %q", refusal, tt.code)
			}
			for name, want := range tt.facts {
				if got := fmt.Sprint(refusal.Facts[name]); got != want {
					t.Errorf("the refusal's %s = %q, want %q", name, got, want)
				}
			}
		})
	}
}

// TestStudyFits: the longest /study reply of every table fits MaxText.
func TestStudyFits(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	for _, size := range []int{4, 5, 6} {
		for _, tier := range dict.Tiers {
			r := apptest.Req("study", "size", fmt.Sprint(size), "dict", tier.Name, "count", fmt.Sprint(solve.MaxStudyCount))
			got := e.Do(t, r)
			checkStudy(t, got.Text, size, tier.Name, solve.MaxStudyCount)
		}
	}
}

// TestStudyNamesDiceInFrench: /study names the dice set in the reader's
// words (Boggle 4x4 (depuis 1987)), not by its English key (modern).
func TestStudyNamesDiceInFrench(t *testing.T) {
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	got := b.Handle(context.Background(), apptest.FrReq("study", "c", map[string]string{"lang": "en"})).Text
	if !strings.Contains(got, "lancers des dés Boggle 4x4 (depuis 1987)") || strings.Contains(got, "modern") {
		t.Errorf("/study in French: %q", got)
	}
}
