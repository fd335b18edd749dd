package game_test

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// TestPrefixByLetters: rung 3's "first two letters" are two letters of the
// word's language, read off its tiles: Croatian's Lj and Breton's C’h are
// one letter each, English's Qu two.
func TestPrefixByLetters(t *testing.T) {
	for _, c := range []struct {
		code, board, word, want string
	}{
		{"hr", "[lj]uba veee eeee eeee", "ljub", "lju"},
		{"br", "[c'h]oar ieee eeee eeee", "c’hoar", "c’ho"},
		{"en", "quee neee eeee eeee", "queen", "qu"},
	} {
		l, err := lang.Get(c.code)
		if err != nil {
			t.Fatal(err)
		}
		b, err := l.ParseBoard(c.board)
		if err != nil {
			t.Fatalf("%s board %q: %v", c.code, c.board, err)
		}
		d, err := l.Dict()
		if err != nil {
			t.Fatal(err)
		}
		path, _, err := solver.TraceIn(t.Context(), b, c.word, d.Alphabet(), solver.TraceBudget)
		if err != nil {
			t.Fatalf("%s: %q not on %s: %v", c.code, c.word, b, err)
		}
		clue := game.Clue{Board: b, Target: solver.Word{Word: c.word, Path: path}}
		if got := clue.Prefix(); got != c.want {
			t.Errorf("%s %s: prefix %q, want %q", c.code, c.word, got, c.want)
		}
	}
}

// TestGridRowsByLetter: the counts grid files a Croatian word starting with
// the Lj tile under LJ, not L, and English's Qu words under Q.
func TestGridRowsByLetter(t *testing.T) {
	for _, c := range []struct{ code, board, word, row string }{
		{"hr", "[lj]uba veee eeee eeee", "ljub", "LJ"},
		{"en", "quee neee eeee eeee", "queen", "Q"},
	} {
		l, _ := lang.Get(c.code)
		b, err := l.ParseBoard(c.board)
		if err != nil {
			t.Fatal(err)
		}
		d, _ := l.Dict()
		path, _, err := solver.TraceIn(t.Context(), b, c.word, d.Alphabet(), solver.TraceBudget)
		if err != nil {
			t.Fatal(err)
		}
		g := game.NewGridOn(b, []solver.Word{{Word: c.word, Points: 1, Path: path}})
		if len(g.Rows) != 1 || g.Rows[0].Letter != c.row {
			t.Errorf("%s %s: rows %+v, want one row %s", c.code, c.word, g.Rows, c.row)
		}
	}
}

// TestGridRowsInAlphabetOrder: rows follow Unicode's root collation, a
// letter's accented forms right after it (C Ć Č D, Z Ž), not bytes' order,
// which put Č and Ć after Z.
func TestGridRowsInAlphabetOrder(t *testing.T) {
	var ws []solver.Word
	for _, w := range []string{"zec", "čaj", "dan", "ćup", "cvijet", "žaba"} {
		ws = append(ws, solver.Word{Word: w, Points: 1})
	}
	g := game.NewGrid(ws)
	var got []string
	for _, r := range g.Rows {
		got = append(got, r.Letter)
	}
	// Unicode's root order: each accented C between C and D, Ž after Z.
	if j := strings.Join(got, " "); j != "C Ć Č D Z Ž" {
		t.Errorf("rows %v, want C Ć Č D Z Ž", got)
	}
}
