package round_test

import (
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

func TestParseDuration(t *testing.T) {
	good := map[string]time.Duration{
		"30s": 30 * time.Second, "90s": 90 * time.Second, "2m": 2 * time.Minute, "3m": 3 * time.Minute,
		"1m30s": 90 * time.Second, "10m": 10 * time.Minute, "3": 3 * time.Minute, "2 min": 2 * time.Minute,
		"45 seconds": 45 * time.Second, "2M": 2 * time.Minute, " 1 minute ": time.Minute,
	}
	for in, want := range good {
		if got, err := round.ParseDuration(in); err != nil || got != want {
			t.Errorf("ParseDuration(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	bad := map[string]string{
		"29s": "from 30 seconds to 10 minutes, not 29 seconds", "11m": "not 11 minutes", "1h": "not a length of time",
		"soon": "`soon` is not a length of time", "": "is not a length of time", "-3m": "not", "0": "not",
		"3m; DROP": "not a length of time",
	}
	for in, want := range bad {
		_, err := round.ParseDuration(in)
		if err == nil || !strings.Contains(i18n.Error("en", err), want) {
			t.Errorf("ParseDuration(%q) = %v; want an error with %q", in, err, want)
		}
	}
}

func TestParseModeAndSize(t *testing.T) {
	for in, want := range map[string]round.Mode{"classic": round.Classic, "ALL": round.All, " All ": round.All} {
		if got, err := round.ParseMode(in); err != nil || got != want {
			t.Errorf("ParseMode(%q) = %q, %v", in, got, err)
		}
	}
	if _, err := round.ParseMode("Speedy"); err == nil || !strings.Contains(i18n.Error("en", err), "`Speedy`") {
		t.Errorf("ParseMode(Speedy) = %v, want it quoted as typed", err)
	}
	for in, want := range map[string]int{"4": 4, "5x5": 5, "6": 6} {
		if got, err := round.ParseSize(in); err != nil || got != want {
			t.Errorf("ParseSize(%q) = %d, %v", in, got, err)
		}
	}
	for _, in := range []string{"3", "7", "4x5", "big"} {
		if _, err := round.ParseSize(in); err == nil || !strings.Contains(err.Error(), in) {
			t.Errorf("ParseSize(%q) = %v, want an error quoting it", in, err)
		}
	}
}

func TestDescribe(t *testing.T) {
	r := round.Rules{Size: 5, Duration: 150 * time.Second, Mode: round.All, Tier: "common"}
	if got, want := r.Describe(), "5x5, 2 minutes 30 seconds, every word scores for whoever finds it, common dictionary"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
}

// entries builds a round's entries from players' word lists, each scored
// by the Boggle table on a 4x4 board.
func entries(lists map[string][]string, order ...string) []round.Entry {
	var out []round.Entry
	for _, p := range order {
		for _, w := range lists[p] {
			out = append(out, round.Entry{Player: game.Player{ID: p, Name: strings.ToUpper(p)}, Word: w, Points: solver.Rules{}.Points(w, 4)})
		}
	}
	return out
}

// Classic mode: a word two players found scores for nobody; all mode: it
// scores for both. Points checked against our own sums.
func TestScore(t *testing.T) {
	b, err := solver.Parse("lqre slus atic nren")
	if err != nil {
		t.Fatal(err)
	}
	d, err := dict.Embedded("standard")
	if err != nil {
		t.Fatal(err)
	}
	sol := solver.Solve(b, d, solver.Rules{})
	lists := map[string][]string{
		"ann": {"recitals", "slur", "tic", "quilts"}, // 11 + 1 + 1 + 3
		"bob": {"slur", "tic", "relic"},              // 1 + 1 + 2
		"cat": {"nit"},                               // 1
	}
	es := entries(lists, "ann", "bob", "cat")
	for _, tt := range []struct {
		mode      round.Mode
		points    map[string]int
		words     map[string]int
		cancelled []string
		ranks     []string
	}{
		{round.Classic, map[string]int{"ann": 14, "bob": 2, "cat": 1}, map[string]int{"ann": 2, "bob": 1, "cat": 1}, []string{"slur", "tic"}, []string{"ann", "bob", "cat"}},
		{round.All, map[string]int{"ann": 16, "bob": 4, "cat": 1}, map[string]int{"ann": 4, "bob": 3, "cat": 1}, nil, []string{"ann", "bob", "cat"}},
	} {
		t.Run(string(tt.mode), func(t *testing.T) {
			r := round.Round{ID: "r1", Board: b, Rules: round.Rules{Size: 4, Duration: time.Minute, Mode: tt.mode, Tier: "standard"}}
			res := round.Score(r, es, nil, sol)
			if len(res.Standings) != 3 {
				t.Fatalf("standings %+v", res.Standings)
			}
			for i, st := range res.Standings {
				id := st.Player.ID
				if id != tt.ranks[i] || st.Rank != i+1 || st.Points != tt.points[id] || st.Words != tt.words[id] || st.Found != len(lists[id]) {
					t.Errorf("standing %d = %+v; want %s with %d points, %d scoring words of %d", i, st, tt.ranks[i], tt.points[id], tt.words[id], len(lists[id]))
				}
				sum := 0
				for _, e := range res.Scored[id] {
					sum += e.Points
				}
				if sum != st.Points {
					t.Errorf("%s: scored words add up to %d, standing says %d", id, sum, st.Points)
				}
			}
			if !res.Standings[0].Won || res.Standings[1].Won {
				t.Errorf("winner flags %+v", res.Standings)
			}
			if strings.Join(res.Cancelled, ",") != strings.Join(tt.cancelled, ",") {
				t.Errorf("cancelled %v, want %v", res.Cancelled, tt.cancelled)
			}
			found := map[string]bool{}
			for _, e := range es {
				found[e.Word] = true
			}
			onBoard := 0
			for _, w := range sol.Words {
				if found[w.Word] {
					onBoard++
				}
			}
			if onBoard < 4 || len(res.Missed) != sol.Count-onBoard {
				t.Errorf("%d missed words; the board has %d and %d of them were found", len(res.Missed), sol.Count, onBoard)
			}
			for _, w := range res.Missed {
				if found[w.Word] {
					t.Errorf("%s is listed as missed but was found", w.Word)
				}
			}
		})
	}
}

// Equal points share a rank and both win; a round where nobody scored has
// no winner.
func TestScoreTies(t *testing.T) {
	b, _ := solver.Parse("lqre slus atic nren")
	r := round.Round{Board: b, Rules: round.Rules{Mode: round.Classic}}
	res := round.Score(r, entries(map[string][]string{"ann": {"slur"}, "bob": {"tic"}, "cat": {"nit", "tic"}}, "ann", "bob", "cat"), nil, solver.Result{})
	// tic cancels: ann 1 (slur), cat 1 (nit), bob 0.
	if res.Standings[0].Rank != 1 || res.Standings[1].Rank != 1 || !res.Standings[0].Won || !res.Standings[1].Won {
		t.Errorf("tied standings %+v", res.Standings)
	}
	if last := res.Standings[2]; last.Player.ID != "bob" || last.Rank != 3 || last.Won {
		t.Errorf("last standing %+v", last)
	}
	res = round.Score(r, entries(map[string][]string{"ann": {"tic"}, "bob": {"tic"}}, "ann", "bob"), nil, solver.Result{})
	for _, st := range res.Standings {
		if st.Won {
			t.Errorf("%s won a round with 0 points", st.Player.ID)
		}
	}
}
