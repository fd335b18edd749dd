package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// TestRollThenScore rolls boards to a file, scores the file and checks the
// printed total against solver.Score on the same rolls.
func TestRollThenScore(t *testing.T) {
	var rolled bytes.Buffer
	if err := run([]string{"--roll", "25", "--seed", "7"}, &rolled); err != nil {
		t.Fatal(err)
	}
	lines := strings.Fields(rolled.String())
	if len(lines) != 25 {
		t.Fatalf("rolled %d boards, want 25", len(lines))
	}
	path := filepath.Join(t.TempDir(), "boards.txt")
	if err := os.WriteFile(path, rolled.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	d := dict.Default()
	want := 0
	for i := range 25 {
		b := solver.Modern.Roll(7 + uint64(i))
		if got := strings.ReplaceAll(b.String(), " ", ""); got != lines[i] {
			t.Fatalf("line %d is %q, board %s", i+1, lines[i], b)
		}
		_, s := solver.Score(b, d, solver.Rules{})
		want += s
	}
	var out bytes.Buffer
	if err := run([]string{"--dict", dict.DefaultTier, "--reps", "2", path}, &out); err != nil {
		t.Fatal(err)
	}
	passes := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(passes) != 2 {
		t.Fatalf("%d lines for 2 passes:\n%s", len(passes), out.String())
	}
	for _, p := range passes {
		if !strings.Contains(p, fmt.Sprintf("25 boards, total score %d,", want)) {
			t.Errorf("pass %q; want 25 boards, total score %d", p, want)
		}
	}
}

func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("abcdefghijklmnop\nabcde\n"), 0o644)
	upper := filepath.Join(dir, "upper.txt")
	os.WriteFile(upper, []byte("ABCDEFGHIJKLMNOP\n"), 0o644)
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{bad}, `bad.txt:2: "abcde": a 3 x 3 board has 9 tiles, not 5`},
		{[]string{upper}, `upper.txt:1: "ABCDEFGHIJKLMNOP": a board is N*N letters a-z (q for Qu)`},
		{[]string{"--roll", "3", "--dice", "superbig"}, `the superbig dice have the face`},
		{[]string{"--roll", "3", "--dice", "huge"}, `unknown dice "huge"`},
		{nil, "give one file of boards"},
	} {
		err := run(tt.args, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("run(%q) = %v; want an error containing %q", tt.args, err, tt.want)
		}
	}
}
