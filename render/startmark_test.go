package render

import (
	"bytes"
	"fmt"
	"io"
	"testing"

	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// TestStartMarkClearsLongFaces: a path that starts on a tile whose face is
// several letters (Breton's C’h, Hungarian's Dzs, Qu) leaves that face
// readable on the tile itself, with the start mark, the numbers and the
// arrows drawn: the face keeps 97% of its ink (TestPathLettersReadable's
// bar for such faces), in a word's image and on a solution's board, at any
// direction the word leaves in. (The mark sat at the tile's centre, on the
// face, which only a chip in a corner then showed.)
func TestStartMarkClearsLongFaces(t *testing.T) {
	for _, tc := range []struct {
		code, board string
		path        []solver.Pos
	}{
		{"br", "[c'h] o a r / n n i n / a b d e / f g h i", []solver.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}}},                   // right
		{"br", "n o a r / n [c'h] i n / a b d e / f g h i", []solver.Pos{{Row: 1, Col: 1}, {Row: 0, Col: 1}, {Row: 0, Col: 2}}},                   // up
		{"br", "n o a r / n [c'h] i n / a b d e / f g h i", []solver.Pos{{Row: 1, Col: 1}, {Row: 2, Col: 0}, {Row: 3, Col: 0}}},                   // down-left
		{"hu", "[dzs] e s s / a k a r / e l e m / t i o s", []solver.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 1, Col: 1}}},                   // right, down
		{"en", "quit eeee eeee eeee", []solver.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}, {Row: 0, Col: 3}}},                       // right
		{"en", "eeee eqee eeee eeee", []solver.Pos{{Row: 1, Col: 1}, {Row: 1, Col: 0}, {Row: 2, Col: 0}}},                                         // left
		{"br", "[c'h] o a r / n n i n / a b d e / f g h i", []solver.Pos{{Row: 0, Col: 0}, {Row: 1, Col: 1}, {Row: 2, Col: 2}, {Row: 3, Col: 3}}}, // diagonal
	} {
		l, err := lang.Get(tc.code)
		if err != nil {
			t.Fatal(err)
		}
		b, err := l.ParseBoard(tc.board)
		if err != nil {
			t.Fatal(err)
		}
		var word string
		for _, p := range tc.path {
			word += b.Tile(p).Face()
		}
		w := solver.Word{Word: word, Points: 1, Path: tc.path}
		start, tile := tc.path[0], b.Tile(tc.path[0])
		t.Run(fmt.Sprintf("%s/%s", tc.code, word), func(t *testing.T) {
			f, err := newFaces()
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := Word(&buf, b, w, ""); err != nil {
				t.Fatal(err)
			}
			c := newCanvas(newLayout(b.Size(), titleBox+14, 0), f)
			defer c.finish(io.Discard)
			if shown := inkShown(decode(t, buf.Bytes()), c, start, tile); shown < 0.97 {
				t.Errorf("word image: %s keeps %.0f%% of its ink", tile.Face(), 100*shown)
			}
			buf.Reset()
			s, err := newSolution(b, []solver.Word{w}, PathsOptions{Title: "t"})
			if err != nil {
				t.Fatal(err)
			}
			if err := Paths(&buf, b, []solver.Word{w}, PathsOptions{Title: "t"}); err != nil {
				t.Fatal(err)
			}
			defer s.c.finish(io.Discard)
			s.c.l = s.panels[0].l
			if shown := inkShown(decode(t, buf.Bytes()), s.c, start, tile); shown < 0.97 {
				t.Errorf("solution image: %s keeps %.0f%% of its ink", tile.Face(), 100*shown)
			}
		})
	}
}

// TestStartMarksClearLongFaces: two words that start on one C’h tile put
// their marks side by side in a corner, and the face keeps 97% of its ink.
func TestStartMarksClearLongFaces(t *testing.T) {
	l, err := lang.Get("br")
	if err != nil {
		t.Fatal(err)
	}
	b, err := l.ParseBoard("[c'h] o a r / n n i n / a b d e / f g h i")
	if err != nil {
		t.Fatal(err)
	}
	ws := []solver.Word{
		{Word: "c’hoaridi", Points: 5, Path: []solver.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}, {Row: 0, Col: 3}, {Row: 1, Col: 2}, {Row: 2, Col: 2}, {Row: 3, Col: 3}}},
		{Word: "c’hoari", Points: 2, Path: []solver.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}, {Row: 0, Col: 3}, {Row: 1, Col: 2}}},
	}
	s, err := newSolution(b, ws, PathsOptions{Title: "t"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.c.finish(io.Discard)
	var buf bytes.Buffer
	if err := Paths(&buf, b, ws, PathsOptions{Title: "t"}); err != nil {
		t.Fatal(err)
	}
	s.c.l = s.panels[0].l
	if shown := inkShown(decode(t, buf.Bytes()), s.c, solver.Pos{}, b.Tile(solver.Pos{})); shown < 0.97 {
		t.Errorf("C’h keeps %.0f%% of its ink", 100*shown)
	}
}
