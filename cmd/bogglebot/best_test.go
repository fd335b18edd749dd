package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

// checkBestOutput checks best's output: lines "<board>\t<words>\t<points>"
// that the solver scores the same, best first, n x n; it returns them.
func checkBestOutput(t *testing.T, out string, d *dict.Dict, rules solver.Rules, n int) int {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	last := -1
	for _, line := range lines {
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			t.Fatalf("line %q is not <board>\\t<words>\\t<points>", line)
		}
		b, err := solver.Parse(f[0])
		if err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		words, _ := strconv.Atoi(f[1])
		points, _ := strconv.Atoi(f[2])
		w, p := solver.Score(b, d, rules)
		if w != words || p != points || b.Size() != n {
			t.Errorf("line %q: the solver scores the %dx%d board %d words, %d points", line, b.Size(), b.Size(), w, p)
		}
		if last >= 0 && points > last {
			t.Errorf("line %q after a board of %d points", line, last)
		}
		last = points
	}
	return len(lines)
}

func TestBestStopsAtSeconds(t *testing.T) {
	d, _ := dict.Embedded("common")
	for _, tt := range []struct {
		args  []string
		n     int
		rules solver.Rules
	}{
		{[]string{"--size", "3", "--seconds", "0.2", "--top", "4"}, 3, solver.Rules{}},
		{[]string{"--seconds", ".3", "--rules", "scramble", "--seed", "5", "--top", "3"}, 4, solver.Rules{Scoring: solver.Scramble}},
	} {
		out, errOut, code := runCLI(t, "", append([]string{"best", "--dict", "common"}, tt.args...)...)
		if code != 0 {
			t.Fatalf("best %v: exit %d, %s", tt.args, code, errOut)
		}
		if n := checkBestOutput(t, out, d, tt.rules, tt.n); n == 0 {
			t.Errorf("best %v printed no boards", tt.args)
		}
		if seeded := strings.Contains(strings.Join(tt.args, " "), "--seed"); seeded == strings.Contains(errOut, "seed ") {
			t.Errorf("best %v: stderr %q; a random seed is printed, a given one not", tt.args, errOut)
		}
	}
}

// TestBestInterrupted: Ctrl-C (the context ending) stops a day-long
// search, which prints the boards it has.
func TestBestInterrupted(t *testing.T) {
	d, _ := dict.Embedded("common")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	code := run(ctx, &cli{stdin: strings.NewReader(""), stdout: &out, stderr: &errOut}, []string{"best", "--dict", "common", "--seconds", "86400", "--seed", "1", "--top", "5"})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if n := checkBestOutput(t, out.String(), d, solver.Rules{}, 4); n != 5 {
		t.Errorf("printed %d boards, want 5", n)
	}
}

func TestBestErrors(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--size", "7"}, "--size must be from 3 to 6, not 7"},
		{[]string{"--seconds", "0"}, "--seconds must be more than 0 and at most 86400 (a day), not 0"},
		{[]string{"--seconds", "-1"}, "not -1"},
		{[]string{"--seconds", "NaN"}, "not NaN"},
		{[]string{"--seconds", "1e9"}, "not 1e+09"},
		{[]string{"--seconds", "soon"}, `"soon" is not a valid value for --seconds`},
		{[]string{"--top", "0"}, "--top must be from 1 to 1000, not 0"},
		{[]string{"--pool", "5"}, "--pool must be from 10 to 2000, not 5"},
		{[]string{"--rules", "chess"}, `unknown rules "chess"`},
		{[]string{"perslatgsineters"}, `unexpected argument "perslatgsineters": best takes only flags`},
		{[]string{"--seed", "-3"}, `"-3" is not a valid value for --seed`},
	} {
		out, errOut, code := runCLI(t, "", append([]string{"best"}, tt.args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, tt.want) || !strings.Contains(errOut, "usage: bogglebot best") {
			t.Errorf("best %v: exit %d, out %q, err %q; want %q", tt.args, code, out, errOut, tt.want)
		}
	}
}

// TestBestCheckpointResumes: --checkpoint writes where the search stands;
// the same command again resumes it (the counts go on from the file's),
// and a command with other settings or no --seed refuses the file.
func TestBestCheckpointResumes(t *testing.T) {
	file := filepath.Join(t.TempDir(), "best.json")
	args := []string{"best", "--dict", "common", "--size", "3", "--seconds", "1", "--seed", "1", "--top", "3", "--checkpoint", file}
	read := func() study.Checkpoint {
		t.Helper()
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var cp study.Checkpoint
		if err := json.Unmarshal(data, &cp); err != nil {
			t.Fatal(err)
		}
		return cp
	}
	if _, errOut, code := runCLI(t, "", args...); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	first := read()
	if first.Boards == 0 || len(first.Top) != 3 || !strings.Contains(first.Search, "seed 1;") {
		t.Fatalf("checkpoint after a first run: %+v", first)
	}
	out, errOut, code := runCLI(t, "", args...)
	if code != 0 || !strings.Contains(errOut, "resuming "+file) {
		t.Fatalf("second run: exit %d, stderr %q", code, errOut)
	}
	d, _ := dict.Embedded("common")
	checkBestOutput(t, out, d, solver.Rules{}, 3)
	second := read()
	if second.Boards <= first.Boards || second.Seconds <= first.Seconds || second.Top[0].Points < first.Top[0].Points {
		t.Errorf("resumed: %d boards in %.1f s, best %d; before %d boards in %.1f s, best %d",
			second.Boards, second.Seconds, second.Top[0].Points, first.Boards, first.Seconds, first.Top[0].Points)
	}
	if _, errOut, code := runCLI(t, "", append(args, "--pool", "11")...); code == 0 || !strings.Contains(errOut, "another search") {
		t.Errorf("another pool: exit %d, stderr %q", code, errOut)
	}
	noSeed := slices.Clone(args)
	noSeed = slices.Delete(noSeed, 7, 9) // --seed 1
	if _, errOut, code := runCLI(t, "", noSeed...); code != 2 || !strings.Contains(errOut, "--seed") {
		t.Errorf("no --seed: exit %d, stderr %q", code, errOut)
	}
}

// TestBestFoundBoardsCarryTheirWords: --beat writes each board over it to
// --found with its words and their points, which the solver confirms.
func TestBestFoundBoardsCarryTheirWords(t *testing.T) {
	file := filepath.Join(t.TempDir(), "found.txt")
	_, errOut, code := runCLI(t, "", "best", "--dict", "common", "--size", "3", "--seconds", "2", "--seed", "2", "--beat", "100", "--found", file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	d, _ := dict.Embedded("common")
	boards := 0
	// The search's time is a bound for a busy machine (a quiet one passes
	// 100 points in some 50 ms); the first records are checked, of the
	// many a quiet machine writes in that time.
	recs := strings.Split(string(data), "# bogglebot best: ")[1:]
	for _, rec := range recs[:min(len(recs), 40)] {
		lines := strings.Split(strings.TrimSuffix(rec, "\n"), "\n")
		f := strings.Split(lines[1], "\t")
		b, err := solver.Parse(f[0])
		if err != nil || len(f) != 3 {
			t.Fatalf("record %q: %v", lines[:2], err)
		}
		count, points, sum := len(lines)-2, 0, 0
		fmt.Sscan(f[2], &points)
		for _, l := range lines[2:] {
			var w string
			var p int
			if n, _ := fmt.Sscanf(l, "%s\t%d", &w, &p); n != 2 || !d.Contains(w) {
				t.Fatalf("%s: word line %q", b, l)
			}
			sum += p
		}
		words, score := solver.Score(b, d, solver.Rules{})
		if score <= 100 || score != points || sum != score || count != words {
			t.Errorf("%s: written %d points (its words' sum %d, %d words); the solver %d points, %d words", b, points, sum, count, score, words)
		}
		if !strings.Contains(errOut, b.String()+" scores") {
			t.Errorf("stderr does not name %s: %q", b, errOut)
		}
		boards++
	}
	if boards == 0 {
		t.Fatalf("no board over 100 written: %q", data)
	}
}

func TestBestSearchFlagErrors(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--found", "x.txt"}, "give --beat too"},
		{[]string{"--expand", "30", "--pool", "20"}, "--expand must be from 0 to the pool (20), not 30"},
		{[]string{"--beat", "-1"}, "--beat must be 0 or more"},
		{[]string{"--lang", "fr", "--letters", "abc"}, "--letters is for English boards"},
	} {
		out, errOut, code := runCLI(t, "", append([]string{"best"}, tt.args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, tt.want) {
			t.Errorf("best %v: exit %d, out %q, err %q; want %q", tt.args, code, out, errOut, tt.want)
		}
	}
}
