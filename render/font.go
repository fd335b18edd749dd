package render

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/bogglebot/bogglebot/solver"
)

// The Go fonts, parsed once. A parsed *opentype.Font is safe for concurrent
// use; the faces made from it are not, so every image makes its own.
var parsedFonts = sync.OnceValues(func() (*[2]*opentype.Font, error) {
	bold, err := opentype.Parse(gobold.TTF)
	if err != nil {
		return nil, fmt.Errorf("parse Go Bold: %w", err)
	}
	regular, err := opentype.Parse(goregular.TTF)
	if err != nil {
		return nil, fmt.Errorf("parse Go Regular: %w", err)
	}
	return &[2]*opentype.Font{bold, regular}, nil
})

type weight int

const (
	bold weight = iota
	regular
)

// faces makes and remembers the faces one image needs. It belongs to one
// goroutine.
type faces struct {
	fonts *[2]*opentype.Font
	made  []madeFace
}

type madeFace struct {
	w    weight
	px   float64
	face font.Face
}

func newFaces() (*faces, error) {
	f, err := parsedFonts()
	if err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	return &faces{fonts: f}, nil
}

// get returns a face of weight w, px pixels high (the em size).
func (f *faces) get(w weight, px float64) font.Face {
	px = float64(int(px*4+0.5)) / 4 // a few sizes, reused
	for _, m := range f.made {
		if m.w == w && m.px == px {
			return m.face
		}
	}
	face, err := opentype.NewFace(f.fonts[w], &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic(err) // only for invalid options, which px > 0 rules out
	}
	cf := cachedFace{Face: face, w: w, px: px}
	f.made = append(f.made, madeFace{w, px, cf})
	return cf
}

// cachedFace is a face whose glyph images come from a cache shared by every
// image: the same letters at the same sizes recur from image to image. The
// dot is rounded to a quarter pixel.
type cachedFace struct {
	font.Face // this image's own
	w         weight
	px        float64
}

type glyphKey struct {
	w      weight
	px     float64
	r      rune
	fx, fy uint8 // the dot's fraction of a pixel, in quarters
}

type glyph struct {
	dr   image.Rectangle // relative to the dot's pixel
	mask *image.Alpha    // read-only; nil if there is no glyph
	adv  fixed.Int26_6
	ok   bool
}

const maxGlyphs = 1 << 14 // beyond this, glyphs are drawn afresh each time

var (
	glyphs     sync.Map // glyphKey -> *glyph
	glyphCount atomic.Int32
)

func (f cachedFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	at := image.Pt(dot.X.Floor(), dot.Y.Floor())
	k := glyphKey{f.w, f.px, r, uint8(dot.X&63) >> 4, uint8(dot.Y&63) >> 4}
	var g *glyph
	if v, ok := glyphs.Load(k); ok {
		g = v.(*glyph)
	} else {
		g = &glyph{}
		q := fixed.Point26_6{X: fixed.Int26_6(k.fx) << 4, Y: fixed.Int26_6(k.fy) << 4}
		dr, mask, maskp, adv, ok := f.Face.Glyph(q, r)
		g.dr, g.adv, g.ok = dr, adv, ok
		if mask != nil {
			g.mask = image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
			draw.Draw(g.mask, g.mask.Rect, mask, maskp, draw.Src)
		}
		if glyphCount.Add(1) <= maxGlyphs {
			glyphs.Store(k, g)
		}
	}
	if g.mask == nil {
		return image.Rectangle{}, nil, image.Point{}, g.adv, false
	}
	return g.dr.Add(at), g.mask, image.Point{}, g.adv, g.ok
}

// textWidth returns the advance width of s in face, in pixels.
func textWidth(face font.Face, s string) float64 {
	if solver.RightToLeft(s) {
		return mixedWidth(face, s)
	}
	return fix(font.MeasureString(face, s))
}

// capHeight returns the height of a capital letter in face, in pixels.
func capHeight(face font.Face) float64 {
	if h := face.Metrics().CapHeight; h > 0 {
		return fix(h)
	}
	return fix(face.Metrics().Ascent) * 0.7
}

func fix(v fixed.Int26_6) float64 { return float64(v) / 64 }

// drawText draws s with its baseline at y; ax places x: 0 at the left edge
// of the text, 0.5 in the middle, 1 at the right edge.
func drawText(im *image.RGBA, face font.Face, s string, x, y, ax float64, c color.Color) {
	if ax != 0 {
		x -= ax * textWidth(face, s)
	}
	if solver.RightToLeft(s) {
		drawMixed(im, face, s, x, y, c)
		return
	}
	d := font.Drawer{
		Dst:  im,
		Src:  image.NewUniform(c),
		Face: face,
		Dot:  fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)},
	}
	d.DrawString(s)
}

// fitText shortens s with an ellipsis until it is at most max pixels wide.
func fitText(face font.Face, s string, limit float64) string {
	if textWidth(face, s) <= limit {
		return s
	}
	// The longest prefix that fits with an ellipsis, found by bisection
	// (a prefix is about as wide as a longer one at most), so a long title
	// costs O(log n) measures rather than one a rune.
	r := []rune(strings.TrimSpace(s))
	cut := func(n int) string { return strings.TrimRight(string(r[:n]), " ") + "…" }
	lo, hi := -1, len(r) // cut(lo) fits (or lo is -1: none does); cut(hi) does not, as r did not
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if textWidth(face, cut(mid)) <= limit {
			lo = mid
		} else {
			hi = mid
		}
	}
	// Joined (shaped) letters make width not quite monotonic: a letter's
	// final form can be wider than its medial form and the next letter
	// together. The longest prefix that fits is within a few runes past
	// the bisection's.
	for n := min(len(r)-1, lo+16); n > lo; n-- {
		if textWidth(face, cut(n)) <= limit {
			return cut(n)
		}
	}
	if lo < 0 {
		return ""
	}
	return cut(lo)
}

// fitFace returns the largest face of weight w, at most px high, in which s is
// at most max pixels wide, but no smaller than minPx.
func (f *faces) fitFace(w weight, px, minPx float64, s string, limit float64) font.Face {
	face := f.get(w, px)
	if tw := textWidth(face, s); tw > limit && tw > 0 {
		px = max(minPx, px*limit/tw*0.98)
		face = f.get(w, px)
	}
	return face
}
