package lang_test

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/lang"
)

// TestGridColumns: Board.Grid lines its columns up by what a terminal
// shows, with 3-letter faces (Breton's C’h, CH) and 2-letter ones (Qu):
// every row's faces start at the same columns, with a space between.
func TestGridColumns(t *testing.T) {
	for _, c := range []struct{ code, board string }{
		{"br", "[c'h] o [ch] r / n n n i / a b d e / f g h i"},
		{"br", "a o a r / n n n i / a b d e / f g h [c'h]"},
		{"en", "qu a b c / d e f g / h i j k / l m n o"},
		{"de", "staß eiln rhtu aemo"},
	} {
		l, err := lang.Get(c.code)
		if err != nil {
			t.Fatal(err)
		}
		b, err := l.ParseBoard(c.board)
		if err != nil {
			t.Fatal(err)
		}
		g := b.Grid()
		var starts []int
		for _, line := range strings.Split(strings.TrimRight(g, "\n"), "\n") {
			// The columns (runes) where each face starts.
			var at []int
			prev := ' '
			for i, r := range []rune(line) {
				if r != ' ' && prev == ' ' {
					at = append(at, i)
				}
				prev = r
			}
			if len(at) != b.Size() {
				t.Errorf("%s %q: row %q has %d faces apart, want %d:\n%s", c.code, c.board, line, len(at), b.Size(), g)
				continue
			}
			if starts == nil {
				starts = at
			} else if !equal(starts, at) {
				t.Errorf("%s %q: row %q starts its faces at %v, the first row at %v:\n%s", c.code, c.board, line, at, starts, g)
			}
		}
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestGridReadsBack: a board's Grid, pasted back, is the same board: a
// Persian 8 x 8 one too, whose left-to-right marks made it 464 bytes,
// over the 400 characters a board may be when the marks were counted; a
// Breton 8 x 8 of bracketed C’h tiles (448 bytes, 320 characters) reads.
func TestGridReadsBack(t *testing.T) {
	for _, c := range []struct{ code, board string }{
		{"fa", strings.Repeat("کتابنظرم", 8)},
		{"br", strings.Repeat("[c’h]", 64)},
		{"hu", strings.Repeat("[dzs]", 64)},
	} {
		l, err := lang.Get(c.code)
		if err != nil {
			t.Fatal(err)
		}
		b, err := l.ParseBoard(c.board)
		if err != nil {
			t.Fatalf("%s: %v", c.code, err)
		}
		back, err := l.ParseBoard(b.Grid())
		if err != nil || back.Notation() != b.Notation() {
			t.Errorf("%s: the grid %q reads back as %q, %v", c.code, b.Grid(), back.Notation(), err)
		}
	}
}
