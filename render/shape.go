package render

import (
	"bytes"
	_ "embed"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"
	"unicode"

	"github.com/go-text/typesetting/di"
	tfont "github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/font/opentype"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"github.com/bogglebot/bogglebot/solver"
)

// Arabic script (Persian's) is drawn apart from the rest. The Go fonts
// have no Arabic, and x/image/font draws one glyph per rune from left to
// right, which Arabic's joined letters and right-to-left order need more
// than: text with a right-to-left letter (solver.RightToLeft) is cut into
// runs, the Arabic ones shaped right to left by go-text/typesetting's
// HarfBuzz port in Noto Naskh Arabic (fonts/, SIL OFL 1.1: fonts/OFL.txt)
// and their glyph outlines filled as paths (x/image/vector), the others
// drawn as before in the Go font. Text without one takes none of this.
//
//go:embed fonts/NotoNaskhArabic-Regular.ttf
var naskhTTF []byte

//go:embed fonts/OFL.txt
var naskhLicence string

// FontNotice is the notice of the font a language's letters are drawn in,
// where it is not the Go font (whose BSD licence Go's own carries): the
// SIL Open Font License of Noto Naskh Arabic for Persian, "" for the
// others. `bogglebot languages --notice fa` prints it with the list's.
func FontNotice(rightToLeft bool) string {
	if !rightToLeft {
		return ""
	}
	return "Persian letters are drawn in Noto Naskh Arabic, embedded in bogglebot:\n\n" + naskhLicence
}

// arabicScale is the Naskh font's size against the Go font's at the same
// pixel size: its letters are small for their em, and Persian words
// beside Latin ones and on tiles read better a little larger.
const arabicScale = 1.25

// shaper holds the parsed Arabic font and a shaper: go-text's faces and
// shapers are not safe for concurrent use, so one mutex guards both, and
// the outlines read once.
var shaper struct {
	sync.Mutex
	face     *tfont.Face
	err      error
	once     sync.Once
	hb       shaping.HarfbuzzShaper
	outlines map[tfont.GID]tfont.GlyphOutline
}

func arabicFace() (*tfont.Face, error) {
	shaper.once.Do(func() {
		shaper.face, shaper.err = tfont.ParseTTF(bytes.NewReader(naskhTTF))
		if shaper.err != nil {
			shaper.err = fmt.Errorf("render: parse Noto Naskh Arabic: %w", shaper.err)
		}
		shaper.outlines = map[tfont.GID]tfont.GlyphOutline{}
	})
	return shaper.face, shaper.err
}

// A textRun is a piece of a line in one script: Arabic (drawn right to
// left, shaped) or not.
type textRun struct {
	s      string
	arabic bool
}

// isArabic reports whether r belongs to an Arabic run: a letter or mark of
// the Arabic script, or the joiners (ZWNJ, ZWJ) that sit between them.
func isArabic(r rune) bool {
	return r == '\u200c' || r == '\u200d' || unicode.In(r, unicode.Arabic)
}

// textRuns cuts s into runs in logical order, which is also their order
// from left to right in a left-to-right line: the images' sentences are
// left to right, with Persian words in them. Spaces between two Arabic
// words stay in their run, so a phrase reads right to left as a whole.
// Direction marks (LRM, RLM) are dropped: the runs already place them.
func textRuns(s string) []textRun {
	rs := []rune(s)
	var out []textRun
	var cur []rune
	arabic := false
	flush := func() {
		if len(cur) > 0 {
			out = append(out, textRun{string(cur), arabic})
		}
		cur = cur[:0:0]
	}
	for i, r := range rs {
		if r == '\u200e' || r == '\u200f' {
			continue
		}
		a := isArabic(r)
		if !a && arabic && unicode.IsSpace(r) {
			// A space inside an Arabic phrase stays in its run.
			j := i
			for j < len(rs) && unicode.IsSpace(rs[j]) {
				j++
			}
			if j < len(rs) && isArabic(rs[j]) {
				a = true
			}
		}
		if a != arabic {
			flush()
			arabic = a
		}
		cur = append(cur, r)
	}
	flush()
	return out
}

// A shapedRun is an Arabic run's glyphs, in visual order from left to
// right, at a pixel size.
type shapedRun struct {
	glyphs  []shaping.Glyph
	advance float64
	px      float64 // the em, in pixels
}

// shapeArabic shapes an Arabic run right to left at the Go font's px
// (scaled by arabicScale).
func shapeArabic(s string, px float64) (shapedRun, error) {
	face, err := arabicFace()
	if err != nil {
		return shapedRun{}, err
	}
	px *= arabicScale
	rs := []rune(s)
	shaper.Lock()
	defer shaper.Unlock()
	out := shaper.hb.Shape(shaping.Input{
		Text: rs, RunStart: 0, RunEnd: len(rs),
		Direction: di.DirectionRTL, Face: face,
		Size:     fixed.Int26_6(math.Round(px * 64)),
		Script:   language.Arabic,
		Language: language.NewLanguage("fa"),
	})
	return shapedRun{glyphs: out.Glyphs, advance: fix(out.Advance), px: px}, nil
}

// outline returns a glyph's outline, in font units (y up).
func outline(gid tfont.GID) tfont.GlyphOutline {
	shaper.Lock()
	defer shaper.Unlock()
	o, ok := shaper.outlines[gid]
	if !ok {
		o, _ = shaper.face.GlyphDataOutline(gid)
		shaper.outlines[gid] = o
	}
	return o
}

// pxOf is the pixel size a face was made at (faces.get's).
func pxOf(face font.Face) float64 {
	if cf, ok := face.(cachedFace); ok {
		return cf.px
	}
	return fix(face.Metrics().Height) / 1.2
}

// path returns the run's outlines placed with its left end at x and its
// baseline at y, in pixels (y down): one closed contour after another.
func (sr shapedRun) path(x, y float64) [][]tfont.Segment {
	face, _ := arabicFace()
	scale := sr.px / float64(face.Upem())
	var contours [][]tfont.Segment
	pen := x
	for _, g := range sr.glyphs {
		gx, gy := pen+fix(g.XOffset), y-fix(g.YOffset)
		for _, seg := range outline(g.GlyphID).Segments {
			if seg.Op == opentype.SegmentOpMoveTo || len(contours) == 0 {
				contours = append(contours, nil)
			}
			for i := range seg.Args {
				seg.Args[i].X = float32(gx + float64(seg.Args[i].X)*scale)
				seg.Args[i].Y = float32(gy - float64(seg.Args[i].Y)*scale)
			}
			contours[len(contours)-1] = append(contours[len(contours)-1], seg)
		}
		pen += fix(g.Advance)
	}
	return contours
}

// ink is the bounds of a run's outlines placed at (x, y).
func (sr shapedRun) ink(x, y float64) (minX, minY, maxX, maxY float64) {
	minX, minY, maxX, maxY = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, c := range sr.path(x, y) {
		for _, seg := range c {
			for _, p := range seg.ArgsSlice() {
				minX, maxX = min(minX, float64(p.X)), max(maxX, float64(p.X))
				minY, maxY = min(minY, float64(p.Y)), max(maxY, float64(p.Y))
			}
		}
	}
	if minX > maxX {
		return x, y, x, y
	}
	return minX, minY, maxX, maxY
}

// fill fills the run's outlines, placed at (x, y), onto dst in colour c.
func (sr shapedRun) fill(dst draw.Image, x, y float64, c color.Color) {
	z, r := sr.rasterize(x, y, dst.Bounds())
	if z != nil {
		z.Draw(dst, r, image.NewUniform(c), image.Point{})
	}
}

// mask returns the coverage of the run's outlines, placed at (x, y), within
// bounds; nil if there is none.
func (sr shapedRun) mask(x, y float64, bounds image.Rectangle) *image.Alpha {
	z, r := sr.rasterize(x, y, bounds)
	if z == nil {
		return nil
	}
	m := image.NewAlpha(r)
	z.Draw(m, r, image.Opaque, image.Point{})
	return m
}

// rasterize adds the run's outlines, placed at (x, y), to a rasterizer
// for the rectangle r of their ink within bounds; nil if that is empty.
func (sr shapedRun) rasterize(x, y float64, bounds image.Rectangle) (*vector.Rasterizer, image.Rectangle) {
	minX, minY, maxX, maxY := sr.ink(x, y)
	r := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(bounds)
	if r.Empty() {
		return nil, r
	}
	z := vector.NewRasterizer(r.Dx(), r.Dy())
	ox, oy := float32(r.Min.X), float32(r.Min.Y)
	for _, contour := range sr.path(x, y) {
		for _, seg := range contour {
			a := seg.Args
			switch seg.Op {
			case opentype.SegmentOpMoveTo:
				z.MoveTo(a[0].X-ox, a[0].Y-oy)
			case opentype.SegmentOpLineTo:
				z.LineTo(a[0].X-ox, a[0].Y-oy)
			case opentype.SegmentOpQuadTo:
				z.QuadTo(a[0].X-ox, a[0].Y-oy, a[1].X-ox, a[1].Y-oy)
			case opentype.SegmentOpCubeTo:
				z.CubeTo(a[0].X-ox, a[0].Y-oy, a[1].X-ox, a[1].Y-oy, a[2].X-ox, a[2].Y-oy)
			}
		}
		z.ClosePath()
	}
	return z, r
}

// A mixedRun is one run of a line with Arabic in it: an Arabic run
// shaped (sr not nil), or any other run, or an Arabic one the shaper
// failed on, for the Go font to draw as it is.
type mixedRun struct {
	s  string
	sr *shapedRun
}

// mixedRuns cuts s into its runs (textRuns), shaping the Arabic ones:
// what measuring, drawing and bounding a mixed line share.
func mixedRuns(face font.Face, s string) []mixedRun {
	var out []mixedRun
	for _, run := range textRuns(s) {
		m := mixedRun{s: run.s}
		if run.arabic {
			if sr, err := shapeArabic(run.s, pxOf(face)); err == nil {
				m.sr = &sr
			}
		}
		out = append(out, m)
	}
	return out
}

// mixedWidth is textWidth for text with Arabic in it.
func mixedWidth(face font.Face, s string) float64 {
	w := 0.0
	for _, run := range mixedRuns(face, s) {
		if run.sr != nil {
			w += run.sr.advance
		} else {
			w += fix(font.MeasureString(face, run.s))
		}
	}
	return w
}

// drawMixed is drawText for text with Arabic in it: the runs from left to
// right, each Arabic one shaped.
func drawMixed(dst draw.Image, face font.Face, s string, x, y float64, c color.Color) {
	for _, run := range mixedRuns(face, s) {
		if run.sr != nil {
			run.sr.fill(dst, x, y, c)
			x += run.sr.advance
			continue
		}
		d := font.Drawer{Dst: dst, Src: image.NewUniform(c), Face: face,
			Dot: fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)}}
		d.DrawString(run.s)
		x = fix(d.Dot.X)
	}
}

// inkBounds is font.BoundString, for text with Arabic in it too.
func inkBounds(face font.Face, s string) fixed.Rectangle26_6 {
	if !solver.RightToLeft(s) {
		b, _ := font.BoundString(face, s)
		return b
	}
	var b fixed.Rectangle26_6
	x := 0.0
	for i, run := range mixedRuns(face, s) {
		var r fixed.Rectangle26_6
		if run.sr != nil {
			minX, minY, maxX, maxY := run.sr.ink(x, 0)
			r = fixed.Rectangle26_6{Min: fixed.Point26_6{X: fixed.Int26_6(minX * 64), Y: fixed.Int26_6(minY * 64)},
				Max: fixed.Point26_6{X: fixed.Int26_6(maxX * 64), Y: fixed.Int26_6(maxY * 64)}}
			x += run.sr.advance
		} else {
			r, _ = font.BoundString(face, run.s)
			r = r.Add(fixed.Point26_6{X: fixed.Int26_6(x * 64)})
			x += fix(font.MeasureString(face, run.s))
		}
		if i == 0 {
			b = r
		} else {
			b = b.Union(r)
		}
	}
	return b
}

// baselineFor is where the baseline goes for s's letters to sit centred
// on mid: capitals are centred by their cap height; Arabic letters, which
// rise and fall about the baseline as none alike, by their ink.
func baselineFor(face font.Face, s string, mid float64) float64 {
	if solver.RightToLeft(s) {
		b := inkBounds(face, s)
		return mid - fix(b.Min.Y+b.Max.Y)/2
	}
	return mid + capHeight(face)/2
}
