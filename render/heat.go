package render

import (
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"strconv"

	"golang.org/x/image/font"

	"github.com/bogglebot/bogglebot/solver"
)

// heatShades are the tiles' shades from few words to many: the five darker
// classes of ColorBrewer's YlGnBu, a sequential scheme that stays in order
// under the common kinds of colour blindness and in greyscale (lightness
// falls steadily from the first to the last). A tile where no word starts
// keeps the faded face of the word image.
var heatShades = [...]color.RGBA{
	{0xc7, 0xe9, 0xb4, 0xff},
	{0x7f, 0xcd, 0xbb, 0xff},
	{0x41, 0xb6, 0xc4, 0xff},
	{0x2c, 0x7f, 0xb8, 0xff},
	{0x25, 0x34, 0x94, 0xff},
}

// A heatBin is one class of the heat map: tiles with lo to hi words.
type heatBin struct {
	lo, hi int
	shade  color.RGBA
}

// heatBins splits 1..most into at most len(heatShades) classes of nearly
// equal width, darkest for the most words; 0 has a class of its own.
func heatBins(most int) []heatBin {
	if most <= 0 {
		return nil
	}
	k := min(len(heatShades), most)
	bins := make([]heatBin, k)
	lo := 1
	for i := range k {
		hi := int(math.Ceil(float64((i+1)*most) / float64(k)))
		shade := heatShades[len(heatShades)-1]
		if k > 1 {
			shade = heatShades[int(math.Round(float64(i)*float64(len(heatShades)-1)/float64(k-1)))]
		}
		bins[i] = heatBin{lo, hi, shade}
		lo = hi + 1
	}
	return bins
}

// Heat legend geometry.
const (
	heatLegendH  = 56.0
	heatSwatch   = 30.0
	heatLegendPx = 24.0
)

// Heat writes a PNG image of b with each tile shaded by heat, row by row:
// how many words (left to find, say) start on that tile. The number is
// written on each tile, in a white disc in its corner, and a legend under
// the grid gives the range of each shade. title may be empty.
func Heat(w io.Writer, b solver.Board, heat []int, title string) error {
	if err := checkBoard(b); err != nil {
		return err
	}
	n := b.Size()
	if len(heat) != n*n {
		return fmt.Errorf("render: a heat map of a %d x %d board needs %d numbers, not %d", n, n, n*n, len(heat))
	}
	most := 0
	for i, h := range heat {
		if h < 0 {
			return fmt.Errorf("render: the heat of tile %d is %d, below zero", i+1, h)
		}
		most = max(most, h)
	}
	f, err := newFaces()
	if err != nil {
		return err
	}
	headerH := 0.0
	if title != "" {
		headerH = titleBox
	}
	l := newLayout(n, headerH, heatLegendH)
	c := newCanvas(l, f)
	if title != "" {
		c.headerLine(l.headerTop, titleBox, title, f.get(bold, titlePx), ink, "", nil)
	}
	bins := heatBins(most)
	shade := func(h int) color.RGBA {
		for _, bn := range bins {
			if h <= bn.hi {
				return bn.shade
			}
		}
		return dimFace
	}
	c.tray()
	radius, inset, clear := heatBadge(l)
	for i, h := range heat {
		p := solver.Pos{Row: i / n, Col: i % n}
		t := b.Tile(p)
		face := blankFace
		if t != solver.Blank {
			face = dimFace
			if h > 0 {
				face = shade(h)
			}
		}
		c.shadedTile(p, t, face, c.heatClear(radius, inset, clear, h))
		if t != solver.Blank {
			r := l.tileRect(p)
			c.countBadge(pt{r.X + inset, r.Y + inset}, radius, h)
		}
	}
	yield()
	c.heatLegend(bins, heat)
	return c.finish(w)
}

// heatBadge returns the radius of a heat map's count badges, how far
// their centres sit from a tile's top left corner, and where (across and
// down from that corner) the square left clear of the badge begins: the
// letters are drawn in that square, so the badge never covers them.
func heatBadge(l layout) (radius, inset, clear float64) {
	radius = max(0.16*l.tile, 19) // a little larger than a word image's numbers: read at 380 px on a 6x6 board
	inset = radius + max(2, 0.035*l.tile)
	rim := max(1.5, radius*0.12)
	clear = inset + (radius+rim)/math.Sqrt2 // where the badge's disc ends on the tile's diagonal
	return radius, inset, clear
}

// shadedTile draws one die at p showing t on a face of colour face, its
// letter in ink or white, whichever reads better on it. If clear > 0 the
// letter is drawn smaller, in the square of the tile from clear across
// and down to the bottom right corner (less a margin), clear of a badge
// in the top left corner.
func (c *canvas) shadedTile(p solver.Pos, t solver.Tile, face color.RGBA, clear float64) {
	letter := onColour(face)
	if face == dimFace {
		letter = muted // a tile with no words fades, and stays legible
	}
	die, x, y := c.die(p, face)
	if t == solver.Blank {
		return
	}
	if clear > 0 {
		c.cornerLetter(p, t, letter, clear)
		return
	}
	k := faceKey{die: die, tile: t, ink: letter}
	fc := c.face(k, false)
	c.copyFrom(fc.Rect.Min.Add(image.Pt(x, y)), fc, fc.Rect)
}

// cornerLetter draws t's letters in col on the tile at p, their ink
// centred in the square from clear across and down to the bottom right
// corner, less a margin, as large as fits it (no larger than on a die).
func (c *canvas) cornerLetter(p solver.Pos, t solver.Tile, col color.RGBA, clear float64) {
	fc, x, y := c.cornerPlace(p, t, clear)
	c.text(fc, t.Face(), x, y, 0, col)
}

// cornerPlace returns the face cornerLetter draws t in on the tile at p,
// and where its text starts (x and the baseline y).
func (c *canvas) cornerPlace(p solver.Pos, t solver.Tile, clear float64) (font.Face, float64, float64) {
	r := c.l.tileRect(p)
	pad := max(4, 0.07*r.W)
	lo, hi := clear+pad/2, r.W-pad
	side := hi - lo
	text := t.Face()
	px := c.inkPx()
	if ch := capHeight(c.f.get(bold, px)); ch > 0.8*side {
		px *= 0.8 * side / ch
	}
	fc := c.f.fitFace(bold, px, 8, text, side) // a "Qu" or "Th" fits across
	b := inkBounds(fc, text)
	x := r.X + (lo+hi)/2 - fix(b.Max.X-b.Min.X)/2 - fix(b.Min.X)
	y := baselineFor(fc, text, r.Y+(lo+hi)/2)
	return fc, math.Round(x), math.Round(y)
}

// badgeGrow is how far right of its disc a count badge's pill reaches for
// num: 0 if num fits the disc.
func (c *canvas) badgeGrow(radius float64, num int) float64 {
	b, _ := font.BoundString(c.f.get(bold, radius*1.25), strconv.Itoa(num))
	return max(0, fix(b.Max.X-b.Min.X)-1.5*radius)
}

// heatClear is where a tile's letter square begins for a badge showing
// num: past the disc on the diagonal, or below the badge if it is a pill
// reaching over the letter.
func (c *canvas) heatClear(radius, inset, clear float64, num int) float64 {
	if c.badgeGrow(radius, num) > 0 {
		return inset + radius + max(1.5, radius*0.12)
	}
	return clear
}

// countBadge draws a tile's count much as the word image numbers its
// tiles: a white disc with a dark rim, centred at p, the number in ink; a
// number too wide for the disc gets a pill, growing to the right, as wide
// as it needs.
func (c *canvas) countBadge(p pt, radius float64, num int) {
	s := strconv.Itoa(num)
	face := c.f.get(bold, radius*1.25)
	b, _ := font.BoundString(face, s)
	rim := max(1.5, radius*0.12)
	grow := c.badgeGrow(radius, num)
	q := pt{p.X + grow, p.Y}
	for _, layer := range []struct {
		r   float64
		col color.RGBA
	}{{radius + rim, casing}, {radius, white}} {
		c.circle(p, layer.r, layer.col)
		c.circle(q, layer.r, layer.col)
		c.fillPolygon([]pt{{p.X, p.Y - layer.r}, {q.X, q.Y - layer.r}, {q.X, q.Y + layer.r}, {p.X, p.Y + layer.r}}, layer.col)
	}
	x := (p.X+q.X)/2 - fix(b.Max.X+b.Min.X)/2
	c.text(face, s, math.Round(x), math.Round(p.Y+capHeight(face)/2), 0, ink)
}

// heatLegend draws, under the grid, a swatch and the range of each shade.
func (c *canvas) heatLegend(bins []heatBin, heat []int) {
	type item struct {
		shade color.RGBA
		label string
	}
	var items []item
	zero := false
	for _, h := range heat {
		zero = zero || h == 0
	}
	if zero {
		items = append(items, item{dimFace, "0"})
	}
	for _, bn := range bins {
		label := fmt.Sprint(bn.lo)
		if bn.hi > bn.lo {
			label = fmt.Sprintf("%d-%d", bn.lo, bn.hi)
		}
		items = append(items, item{bn.shade, label})
	}
	const gap, pad = 26.0, 10.0
	var face font.Face
	total := 0.0
	for px := heatLegendPx; ; px-- { // smaller type for ranges of big numbers
		face = c.f.get(regular, px)
		total = gap * float64(len(items)-1)
		for _, it := range items {
			total += heatSwatch + pad + textWidth(face, it.label)
		}
		if total <= textWidthLimit || px <= 12 {
			break
		}
	}
	x := math.Round((imageWidth - total) / 2)
	mid := c.l.legendTop + heatLegendH/2
	base := math.Round(mid + capHeight(face)/2)
	for _, it := range items {
		y0 := mid - heatSwatch/2
		sq := []pt{{x, y0}, {x + heatSwatch, y0}, {x + heatSwatch, y0 + heatSwatch}, {x, y0 + heatSwatch}}
		c.fillPolygon(sq, casing)
		in := []pt{{x + 2, y0 + 2}, {x + heatSwatch - 2, y0 + 2}, {x + heatSwatch - 2, y0 + heatSwatch - 2}, {x + 2, y0 + heatSwatch - 2}}
		c.fillPolygon(in, it.shade)
		c.text(face, it.label, x+heatSwatch+pad, base, 0, ink)
		x += heatSwatch + pad + textWidth(face, it.label) + gap
	}
}
