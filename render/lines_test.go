package render

import (
	"bytes"
	"fmt"
	"io"
	"testing"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// TestPathLettersReadable draws Word images whose paths cross a letter
// twice (in and out of a tile in the middle of the path) or end on a face
// of several letters (Breton's C’h, whose apostrophe the end mark would
// cover), and checks that every tile of the path shows its letters: the big
// face keeps 85% of its ink where two lines cross it (a bar such as Н's
// tells it from П), 97% where it has several letters (an apostrophe is a
// few percent of C’h's ink), 60% otherwise (as TestLettersReadable); or a
// chip in a corner of the tile shows the face.
func TestPathLettersReadable(t *testing.T) {
	for _, tc := range []struct {
		code, board string
		path        []solver.Pos // row, column from 0
	}{
		{"ru", "ерпн гзрм поны соау", []solver.Pos{{Row: 3, Col: 1}, {Row: 2, Col: 0}, {Row: 2, Col: 1}, {Row: 1, Col: 2}, {Row: 2, Col: 2}, {Row: 2, Col: 3}, {Row: 1, Col: 3}}}, // ОПОРНЫМ
		{"br", "[c'h] o [ch] r / n n n i / a b d e / f g h i", []solver.Pos{{Row: 2, Col: 0}, {Row: 1, Col: 0}, {Row: 1, Col: 1}, {Row: 0, Col: 0}}},
		{"br", "[c'h] o [ch] r / n n n i / a b d e / f g h i", []solver.Pos{{Row: 1, Col: 1}, {Row: 0, Col: 1}, {Row: 0, Col: 2}}},
		{"br", "a o [c'h] r / n n n i / a b d e / f g h i", []solver.Pos{{Row: 1, Col: 1}, {Row: 1, Col: 2}, {Row: 0, Col: 2}}},
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
		t.Run(fmt.Sprintf("%s/%s", tc.code, word), func(t *testing.T) {
			var buf bytes.Buffer
			if err := Word(&buf, b, solver.Word{Word: word, Points: 1, Path: tc.path}, ""); err != nil {
				t.Fatal(err)
			}
			f, err := newFaces()
			if err != nil {
				t.Fatal(err)
			}
			c := newCanvas(newLayout(b.Size(), titleBox+14, 0), f)
			defer c.finish(io.Discard)
			m := decode(t, buf.Bytes())
			for j, p := range tc.path {
				tile := b.Tile(p)
				shown := inkShown(m, c, p, tile)
				need := 0.6
				switch {
				case utf8.RuneCountInString(tile.Face()) > 1:
					need = 0.97
				case j > 0 && j < len(tc.path)-1:
					need = 0.85
				}
				if shown >= need {
					continue
				}
				if !chipShown(m, c, p, tile) {
					t.Errorf("%s at row %d, column %d: a letter of it keeps %.0f%% of its ink and no chip shows it", tile.Face(), p.Row+1, p.Col+1, 100*shown)
				}
			}
		})
	}
}
