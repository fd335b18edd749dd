package render

import (
	"bytes"
	"image/png"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font"

	"github.com/bogglebot/bogglebot/solver"
)

// starts counts words by the tile their path starts on, row by row: a heat
// map for the tests (the bot's counts every tile a word can start from).
func starts(b solver.Board, words []solver.Word) []int {
	n := b.Size()
	out := make([]int, n*n)
	for _, w := range words {
		out[w.Path[0].Row*n+w.Path[0].Col]++
	}
	return out
}

func TestHeatBins(t *testing.T) {
	for _, tt := range []struct {
		most int
		want string
	}{
		{0, ""},
		{1, "1-1"},
		{3, "1-1 2-2 3-3"},
		{5, "1-1 2-2 3-3 4-4 5-5"},
		{12, "1-3 4-5 6-8 9-10 11-12"},
		{100, "1-20 21-40 41-60 61-80 81-100"},
	} {
		var got []string
		bins := heatBins(tt.most)
		for i, b := range bins {
			got = append(got, strings.Join([]string{itoa(b.lo), itoa(b.hi)}, "-"))
			if i > 0 && b.lo != bins[i-1].hi+1 {
				t.Errorf("heatBins(%d): bin %d starts at %d, after %d", tt.most, i, b.lo, bins[i-1].hi)
			}
		}
		if s := strings.Join(got, " "); s != tt.want {
			t.Errorf("heatBins(%d) = %s; want %s", tt.most, s, tt.want)
		}
		if len(bins) > 0 && bins[len(bins)-1].shade != heatShades[len(heatShades)-1] {
			t.Errorf("heatBins(%d): the most words are not the darkest shade", tt.most)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestHeatShadesDarken checks the palette is sequential: each shade darker
// than the one before, so that order reads without hue.
func TestHeatShadesDarken(t *testing.T) {
	lum := func(i int) float64 {
		c := heatShades[i]
		return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
	}
	for i := 1; i < len(heatShades); i++ {
		if lum(i) >= lum(i-1) {
			t.Errorf("shade %d (%v) is not darker than shade %d (%v)", i, heatShades[i], i-1, heatShades[i-1])
		}
	}
}

func TestHeatErrors(t *testing.T) {
	tc := testBoard(t, board4)
	var buf bytes.Buffer
	if err := Heat(&buf, tc.board, make([]int, 15), ""); err == nil || !strings.Contains(err.Error(), "needs 16 numbers, not 15") {
		t.Errorf("Heat with 15 numbers: %v", err)
	}
	bad := make([]int, 16)
	bad[3] = -1
	if err := Heat(&buf, tc.board, bad, ""); err == nil || !strings.Contains(err.Error(), "below zero") {
		t.Errorf("Heat with a negative number: %v", err)
	}
	if err := Heat(&buf, solver.Board{}, nil, ""); err == nil {
		t.Error("Heat of an empty board: no error")
	}
	buf.Reset()
	if err := Heat(&buf, tc.board, make([]int, 16), "nothing left"); err != nil {
		t.Fatalf("Heat of no words: %v", err)
	}
	im, err := png.Decode(&buf)
	if err != nil || im.Bounds().Dx() != imageWidth {
		t.Errorf("Heat of no words: %v, %v", im.Bounds(), err)
	}
}

// FuzzHeat draws any numbers on any board: an error or a PNG, never a
// panic.
func FuzzHeat(f *testing.F) {
	f.Add("lqre slus atic nren", []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15})
	f.Add("cat ore sin", []byte{255, 0, 0, 0, 0, 0, 0, 0, 7})
	f.Add(board6, []byte{1})
	f.Fuzz(func(t *testing.T, board string, nums []byte) {
		b, err := solver.Parse(board)
		if err != nil {
			return
		}
		heat := make([]int, b.Size()*b.Size())
		for i := range heat {
			if i < len(nums) {
				heat[i] = int(nums[i]) * int(nums[i]) // up to 65025: wide numbers
			}
		}
		if len(nums)%3 == 1 {
			heat = heat[:len(heat)-1] // a count missing: an error
		}
		var buf bytes.Buffer
		if err := Heat(&buf, b, heat, board); err != nil {
			if buf.Len() != 0 {
				t.Fatalf("error %v after writing %d bytes", err, buf.Len())
			}
			return
		}
		if _, err := png.Decode(&buf); err != nil {
			t.Fatalf("drawn, but not a PNG: %v", err)
		}
	})
}

// TestHeatBadgeClearOfLetters: on every board size, whatever the count
// (a disc or a wide pill), no part of a tile's letter lies under its count
// badge.
func TestHeatBadgeClearOfLetters(t *testing.T) {
	f, err := newFaces()
	if err != nil {
		t.Fatal(err)
	}
	for _, board := range []string{board3, board4, board5, board6, board7, board8, boardQu} {
		b := testBoard(t, board).board
		n := b.Size()
		l := newLayout(n, titleBox, heatLegendH)
		c := newCanvas(l, f)
		radius, inset, clear := heatBadge(l)
		rim := max(1.5, radius*0.12)
		for _, num := range []int{0, 7, 42, 142, 65025} {
			for i := range n * n {
				p := solver.Pos{Row: i / n, Col: i % n}
				tile := b.Tile(p)
				if tile == solver.Blank {
					continue
				}
				fc, x, y := c.cornerPlace(p, tile, c.heatClear(radius, inset, clear, num))
				ink, _ := font.BoundString(fc, tile.Face())
				x0, x1 := x+fix(ink.Min.X), x+fix(ink.Max.X)
				y0, y1 := y+fix(ink.Min.Y), y+fix(ink.Max.Y)
				r := l.tileRect(p)
				px, qx, cy := r.X+inset, r.X+inset+c.badgeGrow(radius, num), r.Y+inset
				dx := max(0, x0-qx, px-x1)
				dy := max(0, y0-cy, cy-y1)
				if d := math.Hypot(dx, dy); d < radius+rim {
					t.Errorf("%dx%d, count %d: the letter %s at (%d,%d) is %.1f px from the badge's middle, under its edge at %.1f", n, n, num, tile.Face(), p.Row+1, p.Col+1, d, radius+rim)
				}
				if x1 > r.X+r.W || y1 > r.Y+r.H {
					t.Errorf("%dx%d, count %d: the letter %s at (%d,%d) spills off its tile", n, n, num, tile.Face(), p.Row+1, p.Col+1)
				}
			}
		}
		c.finish(io.Discard)
	}
}
