package main

import (
	"context"
	"encoding/json"
	"math"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

// TestStudyList: the listing is every word seen on the boards the seed
// rolls, with the fraction of boards holding it, most likely first; the same
// on one core as on four.
func TestStudyList(t *testing.T) {
	args := []string{"study", "--dict", "common", "--boards", "300", "--seed", "9"}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	out, errOut, code := runCLI(t, "", args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	runtime.GOMAXPROCS(4)
	if again, _, _ := runCLI(t, "", args...); again != out {
		t.Error("the list on 4 cores differs from the list on 1")
	}

	// The boards solved here, one by one.
	d, _ := dict.Embedded("common")
	boards := map[string]int{}
	for i := range 300 {
		for _, w := range solver.Solve(solver.Modern.Roll(study.BoardSeed(9, i)), d, solver.Rules{}).Words {
			boards[w.Word]++
		}
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(boards) {
		t.Errorf("%d lines; the boards hold %d distinct words", len(lines), len(boards))
	}
	prev, prevP := "", 2.0
	for _, line := range lines {
		word, ps, ok := strings.Cut(line, "\t")
		p, err := strconv.ParseFloat(ps, 64)
		if !ok || err != nil || len(ps) != len("0.1234") {
			t.Fatalf("line %q is not <word>TAB<fraction with 4 decimals>", line)
		}
		if want := float64(boards[word]) / 300; math.Abs(p-want) > 0.00005 {
			t.Errorf("%s: %v; it is on %d of 300 boards", word, p, boards[word])
		}
		if p > prevP || (p == prevP && word < prev) {
			t.Errorf("%q (%v) after %q (%v)", word, p, prev, prevP)
		}
		prev, prevP = word, p
	}

	top, _, _ := runCLI(t, "", append(args, "--top", "7")...)
	if want := strings.Join(lines[:7], "\n") + "\n"; top != want {
		t.Errorf("--top 7 gives\n%s\nwant the first 7 lines\n%s", top, want)
	}
	other, _, _ := runCLI(t, "", "study", "--dict", "common", "--boards", "300", "--seed", "10")
	if other == out {
		t.Error("seeds 9 and 10 give the same list")
	}
}

func TestStudyJSON(t *testing.T) {
	out, errOut, code := runCLI(t, "", "study", "--json", "--dice", "superbig", "--dict", enablePath, "--rules", "scramble", "--boards", "40", "--top", "25")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got struct {
		Dice       string  `json:"dice"`
		Size       int     `json:"size"`
		Dictionary string  `json:"dictionary"`
		Rules      string  `json:"rules"`
		MinLength  int     `json:"min_length"`
		Seed       uint64  `json:"seed"`
		Boards     int     `json:"boards"`
		MeanWords  float64 `json:"mean_words"`
		MeanPoints float64 `json:"mean_points"`
		Distinct   int     `json:"distinct_words"`
		Words      []struct {
			Word        string  `json:"word"`
			Boards      int     `json:"boards"`
			Probability float64 `json:"probability"`
			Points      int     `json:"points"`
			Expected    float64 `json:"expected_points"`
		} `json:"words"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if got.Dice != "superbig" || got.Size != 6 || got.Dictionary != enablePath || got.Rules != "scramble" || got.MinLength != 4 ||
		got.Seed != defaultStudySeed || got.Boards != 40 || len(got.Words) != 25 || got.Distinct <= 25 {
		t.Errorf("header %+v", got)
	}
	rules := solver.Rules{Scoring: solver.Scramble}
	for _, w := range got.Words {
		if w.Points != rules.Points(w.Word, 6) || w.Probability != float64(w.Boards)/40 || math.Abs(w.Expected-float64(w.Points)*w.Probability) > 1e-12 {
			t.Errorf("%+v: inconsistent", w)
		}
	}
	// The mean words a board is the solver's.
	d, _ := dict.Open(enablePath)
	total := 0
	for i := range 40 {
		n, _ := solver.Score(solver.SuperBig.Roll(study.BoardSeed(defaultStudySeed, i)), d, rules)
		total += n
	}
	if got.MeanWords != float64(total)/40 {
		t.Errorf("mean_words %v; the boards hold %v", got.MeanWords, float64(total)/40)
	}
}

func TestStudyErrors(t *testing.T) {
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--boards", "0"}, 2, "--boards must be from 1 to 100000000, not 0"},
		{[]string{"--boards", "many"}, 2, `"many" is not a valid value for --boards`},
		{[]string{"--dice", "huge"}, 2, `unknown dice "huge"`},
		{[]string{"--size", "5", "--dice", "modern"}, 2, "the modern dice make 4x4 boards, not 5x5"},
		{[]string{"--size", "8"}, 2, "there are no dice for 8 x 8 boards"},
		{[]string{"--rules", "chess"}, 2, `unknown rules "chess"`},
		{[]string{"--top", "-3"}, 2, "--top must be 0 (every word) or more, not -3"},
		{[]string{"--seed", "-1"}, 2, `"-1" is not a valid value for --seed`},
		{[]string{"lqre"}, 2, `unexpected argument "lqre"`},
		{[]string{"--bords", "5"}, 2, "there is no flag --bords (did you mean --boards?)"},
		{[]string{"--dict", "/no/such/list", "--boards", "5"}, 2, "/no/such/list"},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			out, errOut, code := runCLI(t, "", append([]string{"study"}, tt.args...)...)
			if code != tt.code || !strings.Contains(errOut, tt.want) || out != "" {
				t.Errorf("exit %d, stderr %q, stdout %q; want exit %d and %q", code, errOut, out, tt.code, tt.want)
			}
		})
	}
}

// TestStudyStopped: stopped before any board, study says so and fails.
func TestStudyStopped(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut strings.Builder
	code := run(ctx, &cli{stdin: strings.NewReader(""), stdout: &out, stderr: &errOut}, []string{"study", "--boards", "1000"})
	if code != 1 || !strings.Contains(errOut.String(), "stopped before a board was solved") || out.String() != "" {
		t.Errorf("exit %d, stderr %q, stdout %q", code, errOut.String(), out.String())
	}
}
