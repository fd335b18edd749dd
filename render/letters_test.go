package render

import (
	"bytes"
	"fmt"
	"image"
	"io"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

// TestLettersReadable draws boards where many words share tiles and checks,
// on the decoded PNG, that every tile a path visits still shows its letter:
// either the big letter's ink is mostly dark ink still (at least 60%, or 80%
// where several words cross the tile), or a chip with the letter in dark ink
// sits whole in a corner of the tile.
func TestLettersReadable(t *testing.T) {
	const crowded = "tlgte orgye etsei jaefd slwpo" // DEFEATERS, DEFEATER, DEFEATS...
	for _, tc := range []struct {
		board string
		top   int
		word  bool // a Word image of the best word, not a Solution
	}{
		{crowded, 4, false}, {crowded, 5, false}, {best4, 10, false}, {board3, 10, false}, {board4, 5, false},
		{board5, 7, false}, {board6, 10, false}, {board8, 10, false}, {boardQu, 10, false},
		{crowded, 0, true}, {board4, 0, true}, {board8, 0, true},
	} {
		kind := "solution"
		if tc.word {
			kind = "word"
		}
		t.Run(fmt.Sprintf("%s/%s/top%d", kind, strings.ReplaceAll(tc.board, " ", "_"), tc.top), func(t *testing.T) {
			sv := testBoard(t, tc.board)
			var buf bytes.Buffer
			// Canvases of the same layout, for the letters' masks and the
			// chips, and the words drawn on each.
			var panels []panel
			var c *canvas
			if tc.word {
				if err := Word(&buf, sv.board, sv.res.Words[0], ""); err != nil {
					t.Fatal(err)
				}
				f, err := newFaces()
				if err != nil {
					t.Fatal(err)
				}
				l := newLayout(sv.board.Size(), titleBox+14, 0)
				c = newCanvas(l, f)
				panels = []panel{{l: l, words: sv.res.Words[:1]}}
			} else {
				if err := Solution(&buf, sv.res, Options{Top: tc.top}); err != nil {
					t.Fatal(err)
				}
				s := solutionOf(t, sv.res, Options{Top: tc.top})
				c, panels = s.c, s.panels
			}
			defer c.finish(io.Discard)
			m := decode(t, buf.Bytes())
			n := sv.board.Size()
			chipped := 0
			for _, pn := range panels {
				c.l = pn.l
				visits := make([]int, n*n)
				for _, w := range pn.words {
					for _, p := range w.Path {
						visits[p.Row*n+p.Col]++
					}
				}
				for i, k := range visits {
					if k == 0 {
						continue
					}
					p := solver.Pos{Row: i / n, Col: i % n}
					tile := sv.board.Tile(p)
					shown := inkShown(m, c, p, tile)
					need := 0.6
					if k > 1 {
						need = 0.8
					}
					if shown >= need {
						continue
					}
					if !chipShown(m, c, p, tile) {
						t.Errorf("%s at row %d, column %d (%d words): %.0f%% of its letter shows and no chip shows it", tile.Face(), p.Row+1, p.Col+1, k, 100*shown)
					}
					chipped++
				}
			}
			if tc.board == crowded && !tc.word && tc.top <= OverlayMax && chipped == 0 {
				t.Errorf("no chip drawn on a board whose best words share most of their tiles")
			}
		})
	}
}

// inkShown returns the share of the fully inked pixels of the tile's big
// letter that are still the colour of ink in m.
func inkShown(m image.Image, c *canvas, p solver.Pos, t solver.Tile) float64 {
	mask := c.letterMask(t)
	r := c.l.tileRect(p)
	off := image.Pt(int(r.X), int(r.Y))
	all, dark := 0, 0
	for y := mask.Rect.Min.Y; y < mask.Rect.Max.Y; y++ {
		for x := mask.Rect.Min.X; x < mask.Rect.Max.X; x++ {
			if mask.AlphaAt(x, y).A != 0xff {
				continue
			}
			all++
			if colourDistance(m.At(x+off.X, y+off.Y), ink) <= 24 {
				dark++
			}
		}
	}
	return float64(dark) / float64(max(all, 1))
}

// chipShown reports whether the chip of t sits whole in one of the corners
// of the tile at p in m: its opaque pixels as drawn, its letter dark on its
// light face.
func chipShown(m image.Image, c *canvas, p solver.Pos, t solver.Tile) bool {
	ch := c.chip(t)
	w, h := ch.im.Rect.Dx(), ch.im.Rect.Dy()
	for _, at := range c.chipSpots(p, w, h) {
		opaque, same, dark, light := 0, 0, 0, 0
		for y := range h {
			for x := range w {
				px := ch.im.RGBAAt(x, y)
				if px.A != 0xff {
					continue
				}
				opaque++
				got := m.At(at.X+x, at.Y+y)
				if colourDistance(got, px) <= 16 {
					same++
				}
				if colourDistance(got, ink) <= 24 {
					dark++
				}
				if colourDistance(got, faceColour) <= 8 {
					light++
				}
			}
		}
		// A letter is a twentieth of its chip or more, on a face three times
		// that.
		if same >= opaque*98/100 && dark >= opaque/20 && light >= 3*dark {
			return true
		}
	}
	return false
}

// TestWordChipsClearOfNumbers checks that on Word images the chips leave
// the numbers of the tiles whole: each number's disc still shows the path's
// colour on either side of its digits.
func TestWordChipsClearOfNumbers(t *testing.T) {
	for _, board := range []string{"tlgte orgye etsei jaefd slwpo", board4, board6, board8} {
		t.Run(strings.ReplaceAll(board, " ", "_"), func(t *testing.T) {
			sv := testBoard(t, board)
			w := sv.res.Words[0]
			var buf bytes.Buffer
			if err := Word(&buf, sv.board, w, ""); err != nil {
				t.Fatal(err)
			}
			m := decode(t, buf.Bytes())
			l := newLayout(sv.board.Size(), titleBox+14, 0)
			radius := max(0.15*l.tile, 15)
			for i := range w.Path {
				at := badgeSpot(&l, w.Path, i, radius)
				for _, dx := range []float64{-0.8, 0.8} {
					x, y := int(at.X+dx*radius), int(at.Y)
					if d := colourDistance(m.At(x, y), palette[0]); d > 16 {
						t.Errorf("number %d of %s: at %d,%d the disc is %v, not the path's colour", i+1, w.Word, x, y, m.At(x, y))
					}
				}
			}
		})
	}
}
