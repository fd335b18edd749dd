package render

import (
	"bytes"
	"image"
	"image/color"
	"math"
	"sync"
	"unicode/utf8"

	"github.com/fogleman/gg"

	"github.com/bogglebot/bogglebot/solver"
)

// The paths run through the middle of the tiles, where the letters are, and
// where several words share a tile their lanes and start marks hide its
// letter. So a tile whose letter the drawing hides shows it again on a chip:
// a small die face in whichever corner of the tile the drawing leaves
// clearest, drawn over everything else.

// chipEdge is the colour of a chip's rim; its face is a die's.
var chipEdge = color.RGBA{0x8a, 0x93, 0xa6, 0xff}

// chipSide returns the height of a chip on tiles of side tile.
func chipSide(tile float64) int {
	return int(math.Round(0.17*tile + 19))
}

type chipKey struct {
	side int
	tile solver.Tile
}

// A chip is a chip's image, premultiplied, with its transparent corners,
// and for each row the span of opaque pixels in it, copied as they are.
type chip struct {
	im     *image.RGBA
	idx    *image.Paletted // im in palette indices, for the opaque spans
	opaque [][2]int
}

// chipSprites caches the chips for each size and tile. They are read-only
// once made.
var chipSprites sync.Map // chipKey -> *chip

// chip returns the chip of t on tiles of the canvas's size.
func (c *canvas) chip(t solver.Tile) *chip {
	side := chipSide(c.l.tile)
	k := chipKey{side, t}
	if v, ok := chipSprites.Load(k); ok {
		return v.(*chip)
	}
	fs := float64(side)
	text := t.Face()
	// Capitals 60% of the chip high; Qu and Th as high, on a wider chip.
	px := 0.6 * fs * 100 / capHeight(c.f.get(bold, 100))
	face := c.f.get(bold, px)
	b := inkBounds(face, text)
	inkW := fix(b.Max.X - b.Min.X)
	w := max(side, int(math.Ceil(inkW+0.5*fs)))
	dc := gg.NewContext(w, side)
	radius := 0.26 * fs
	edge := max(1.5, math.Round(0.1*fs)/2)
	dc.DrawRoundedRectangle(0, 0, float64(w), fs, radius)
	dc.SetColor(chipEdge)
	dc.Fill()
	dc.DrawRoundedRectangle(edge, edge, float64(w)-2*edge, fs-2*edge, radius-edge)
	dc.SetColor(faceColour)
	dc.Fill()
	im := dc.Image().(*image.RGBA)
	x := float64(w)/2 - inkW/2 - fix(b.Min.X)
	y := baselineFor(face, text, fs/2)
	drawText(im, face, text, math.Round(x), math.Round(y), 0, ink)
	ch := &chip{im: im, idx: toIndexed(im), opaque: make([][2]int, side)}
	for y := range side {
		row := im.Pix[y*im.Stride : y*im.Stride+4*w]
		x0, x1 := 0, w
		for x0 < x1 && row[4*x0+3] != 0xff {
			x0++
		}
		for x1 > x0 && row[4*x1-1] != 0xff {
			x1--
		}
		ch.opaque[y] = [2]int{x0, x1}
	}
	v, _ := chipSprites.LoadOrStore(k, ch)
	return v.(*chip)
}

// lines returns how many lines of the paths of words cross each tile of
// an n x n board (row by row): one at either end of a path, two (in and
// out) in its middle.
func lines(n int, words []solver.Word) []int {
	out := make([]int, n*n)
	for _, w := range words {
		for j, q := range w.Path {
			k := 2
			if j == 0 || j == len(w.Path)-1 {
				k = 1
			}
			out[q.Row*n+q.Col] += k
		}
	}
	return out
}

// chips draws the chips of the tiles of b whose letters the drawing hides:
// lines[i] is how many lines of the paths drawn cross tile i (row by row:
// the lines function). One line across a letter leaves it readable with up
// to about 40% of its ink covered; two or more (a path in and out of the
// tile, crossing strokes such as Н's bar that tell letters apart) break it
// up sooner, at about 15%. A face of several letters (Breton's C’h, Qu)
// loses a letter or its apostrophe to a mark over a few percent of its
// ink, so it is shown again from 4%.
func (c *canvas) chips(b solver.Board, lines []int) {
	n := b.Size()
	for i, k := range lines {
		if k == 0 {
			continue
		}
		p := solver.Pos{Row: i / n, Col: i % n}
		t := b.Tile(p)
		if t == solver.Blank {
			continue
		}
		limit := 0.4
		switch {
		case utf8.RuneCountInString(t.Face()) > 1:
			limit = 0.04
		case k > 1:
			limit = 0.15
		}
		if c.hidden(p, t) < limit {
			continue
		}
		ch := c.chip(t)
		c.drawChip(ch, c.chipSpot(p, ch.im.Rect.Dx(), ch.im.Rect.Dy()))
	}
}

// drawChip draws ch with its top left at at, as draw.Over would: its
// opaque middle of each row copied, its rim's anti-aliased corners blended
// over the colour below.
func (c *canvas) drawChip(ch *chip, at image.Point) {
	src := ch.im
	w := src.Rect.Dx()
	for y, span := range ch.opaque {
		i := c.im.PixOffset(at.X, at.Y+y)
		dst := c.im.Pix[i : i+w : i+w]
		copy(dst[span[0]:span[1]], ch.idx.Pix[y*ch.idx.Stride+span[0]:y*ch.idx.Stride+span[1]])
		row := src.Pix[y*src.Stride : y*src.Stride+4*w : y*src.Stride+4*w]
		for x := 0; x < w; x++ {
			if x == span[0] {
				x = span[1] - 1
				continue
			}
			s := row[4*x : 4*x+4 : 4*x+4]
			sa := uint32(s[3])
			if sa == 0 {
				continue
			}
			d := c.q.t.pal[dst[x]]
			a := 255 - sa
			r := uint32(s[0]) + (uint32(d.R)*a+127)/255
			g := uint32(s[1]) + (uint32(d.G)*a+127)/255
			b := uint32(s[2]) + (uint32(d.B)*a+127)/255
			dst[x] = c.q.index(min(r, 0xff) | min(g, 0xff)<<8 | min(b, 0xff)<<16)
		}
	}
}

// chipSpots returns where a w x h chip may sit on the tile at p, best
// first: top right, top left, bottom right, bottom left. Each is the chip's
// top left.
func (c *canvas) chipSpots(p solver.Pos, w, h int) [4]image.Point {
	r := c.l.tileRect(p)
	x0, y0, s := int(r.X), int(r.Y), int(r.W)
	inset := int(math.Round(max(3, 0.045*r.W)))
	left, top := x0+inset, y0+inset
	right, bottom := x0+s-inset-w, y0+s-inset-h
	return [4]image.Point{{right, top}, {left, top}, {right, bottom}, {left, bottom}}
}

// chipSpot returns the top left of a w x h chip on the tile at p: of the
// chipSpots, the one where the least of what is drawn differs from the
// bare die.
func (c *canvas) chipSpot(p solver.Pos, w, h int) image.Point {
	r := c.l.tileRect(p)
	die := c.faces[p.Row*c.l.n+p.Col].die.idx
	x0, y0 := int(r.X), int(r.Y)
	best, bestN := image.Point{}, math.MaxInt
	for _, at := range c.chipSpots(p, w, h) {
		// Every other pixel of every other row is enough to tell.
		differ := 0
		for y := 0; y < h; y += 2 {
			i := c.im.PixOffset(at.X, at.Y+y)
			j := die.PixOffset(at.X-x0, at.Y-y0+y)
			row, want := c.im.Pix[i:i+w:i+w], die.Pix[j:j+w:j+w]
			for x := 0; x < len(row); x += 2 {
				if row[x] != want[x] {
					differ++
				}
			}
		}
		// A spot further down the list must be clearly better.
		if bestN == math.MaxInt || differ < bestN-w*h/100 {
			best, bestN = at, differ
		}
	}
	return best
}

// hidden returns the share of the ink of the letters of the tile at p,
// showing t, that something drawn over them covers: where the image differs
// from the die with its ghost letters, as ghostLetters leaves it. It reads
// every other pixel of every other row.
func (c *canvas) hidden(p solver.Pos, t solver.Tile) float64 {
	k := c.faces[p.Row*c.l.n+p.Col]
	ghosted := c.face(k, true)
	mask := c.letterMask(t)
	r := c.l.tileRect(p)
	dst := mask.Rect.Add(image.Pt(int(r.X), int(r.Y)))
	w := dst.Dx()
	all, covered := 0, 0
	for y := 0; y < dst.Dy(); y += 2 {
		m := mask.Pix[y*mask.Stride : y*mask.Stride+w]
		i := c.im.PixOffset(dst.Min.X, dst.Min.Y+y)
		row := c.im.Pix[i : i+w : i+w]
		j := y * ghosted.Stride
		want := ghosted.Pix[j : j+w : j+w]
		same := bytes.Equal(row, want)
		for x := 0; x < w; x += 2 {
			if m[x] < 0x80 {
				continue
			}
			all++
			if !same && row[x] != want[x] {
				covered++
			}
		}
	}
	return float64(covered) / float64(max(all, 1))
}
