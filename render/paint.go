package render

import (
	"image"
	"image/color"
	"math"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/golang/freetype/raster"
	"golang.org/x/image/math/fixed"
)

// The paths are stroked with gg's rasterizer (freetype's) directly, through
// a painter for opaque colours: most of a line's pixels are fully covered and
// take the colour's index; the others blend it over the colour below.

// solidPainter paints an opaque colour onto the canvas.
type solidPainter struct {
	c   *canvas
	col color.RGBA
	v   uint8 // col's index
}

func (p *solidPainter) Paint(ss []raster.Span, _ bool) {
	im := p.c.im
	b := im.Rect
	for _, s := range ss {
		if s.Y < b.Min.Y || s.Y >= b.Max.Y {
			continue
		}
		x0, x1 := max(s.X0, b.Min.X), min(s.X1, b.Max.X)
		if x0 >= x1 {
			continue
		}
		i := im.PixOffset(x0, s.Y)
		if s.Alpha >= 0xffff {
			fillBytes(im.Pix[i:i+x1-x0], p.v)
			continue
		}
		for j := i; j < i+x1-x0; j++ {
			p.c.over(j, p.col, s.Alpha)
		}
	}
}

func fp(p pt) fixed.Point26_6 {
	return fixed.Point26_6{X: fixed.Int26_6(p.X * 64), Y: fixed.Int26_6(p.Y * 64)}
}

// fp returns p in the coordinates of the canvas's current rasterizer,
// which starts at row c.ras.Dy.
func (c *canvas) fp(p pt) fixed.Point26_6 {
	q := fp(p)
	q.Y -= fixed.Int26_6(c.ras.Dy * 64)
	return q
}

// rasterizer returns a rasterizer of the canvas, cleared, for shapes
// between rows y0 and y1. It is as wide as the image (which sets how finely
// it splits curves). Small shapes get one only as high as they are, since a
// rasterizer's time goes with its rows: they are moved up by whole rows,
// which leaves the coverage of lines and quadratic curves as it was. (Its
// buffers for up to 64 rows are its own; beyond, SetBounds would allocate.)
func (c *canvas) rasterizer(y0, y1 float64) *raster.Rasterizer {
	top := max(int(math.Floor(y0))-2, 0)
	bottom := min(int(math.Ceil(y1))+2, c.l.h)
	if bottom-top <= 64 {
		if c.small == nil {
			c.small = c.q.small
		}
		if c.small == nil {
			c.small = raster.NewRasterizer(c.l.w, bottom-top)
			c.q.small = c.small
		} else {
			c.small.SetBounds(c.l.w, bottom-top)
		}
		c.ras = c.small
		c.ras.Dy = top
	} else {
		if c.full == nil {
			c.full = c.q.rasterizer(c.l.w, c.l.h)
		} else {
			c.full.Clear()
		}
		c.ras = c.full
	}
	c.ras.UseNonZeroWinding = true
	return c.ras
}

// yRange returns the rows pts span, widened by pad.
func yRange(pts []pt, pad float64) (float64, float64) {
	y0, y1 := pts[0].Y, pts[0].Y
	for _, p := range pts[1:] {
		y0, y1 = min(y0, p.Y), max(y1, p.Y)
	}
	return y0 - pad, y1 + pad
}

func (c *canvas) setSolid(col color.RGBA) {
	c.painter = solidPainter{c: c, col: col, v: c.idx(col)}
}

func (c *canvas) paint(col color.RGBA) {
	c.setSolid(col)
	c.ras.Rasterize(&c.painter)
}

// strokeLine strokes the polyline pts with round caps and joins.
func (c *canvas) strokeLine(pts []pt, width float64, col color.RGBA) {
	c.addStroke(pts, width)
	c.paint(col)
}

// strokeShape is strokeLine for a small shape that recurs (an arrowhead's
// casing, a legend's swatch): its spans are kept (see shape).
func (c *canvas) strokeShape(pts []pt, width float64, col color.RGBA) {
	if len(pts) > maxShapePts {
		c.strokeLine(pts, width, col)
		return
	}
	k := shapeKey{kind: shapeStroke, w: int32(c.l.w), h: int32(c.l.h), n: uint8(len(pts))}
	k.v[0] = width
	for i, p := range pts {
		k.v[1+2*i], k.v[2+2*i] = p.X, p.Y
	}
	c.setSolid(col)
	c.shape(k, image.Point{}, func() { c.addStroke(pts, width) }, &c.painter)
}

func (c *canvas) addStroke(pts []pt, width float64) {
	// The whole height: freetype splits the cubic curves of the round caps
	// by a measure that moves with the curve's place, so a stroke moved up
	// would be drawn a little differently.
	r := c.rasterizer(0, float64(c.l.h))
	c.path = c.path[:0]
	c.path.Start(c.fp(pts[0]))
	last := pts[0]
	for _, p := range pts[1:] {
		if p.near(last, 0.25) {
			continue // freetype's stroker mishandles tiny steps
		}
		c.path.Add1(c.fp(p))
		last = p
	}
	r.AddStroke(c.path, fixed.Int26_6(width*64), raster.RoundCapper, raster.RoundJoiner)
}

// fillPolygon fills the polygon pts, a small shape that recurs (an
// arrowhead): its spans are kept (see shape).
func (c *canvas) fillPolygon(pts []pt, col color.RGBA) {
	add := func() {
		r := c.rasterizer(yRange(pts, 0))
		r.Start(c.fp(pts[0]))
		for _, p := range pts[1:] {
			r.Add1(c.fp(p))
		}
		r.Add1(c.fp(pts[0]))
	}
	if len(pts) > maxShapePts {
		add()
		c.paint(col)
		return
	}
	k := shapeKey{kind: shapePolygon, w: int32(c.l.w), h: int32(c.l.h), n: uint8(len(pts))}
	for i, p := range pts {
		k.v[2*i], k.v[2*i+1] = p.X, p.Y
	}
	c.setSolid(col)
	c.shape(k, image.Point{}, add, &c.painter)
}

// circleSteps holds the cosines and sines gg's DrawCircle takes: 16
// quadratic curves, each from angle a to angle b through their middle.
var circleSteps = func() (t [16][4]float64) {
	const n = 16
	for i := range n {
		p1 := float64(i+0) / n
		p2 := float64(i+1) / n
		a1 := 0 + (2*math.Pi-0)*p1
		a2 := 0 + (2*math.Pi-0)*p2
		t[i] = [4]float64{math.Cos(a1), math.Sin(a1), math.Cos((a1 + a2) / 2), math.Sin((a1 + a2) / 2)}
	}
	return t
}()

// circle fills a disc as gg's DrawCircle and Fill would, to the same
// pixels, without gg's allocations and with a rasterizer only as high as
// the disc.
func (c *canvas) circle(p pt, radius float64, col color.RGBA) {
	c.setSolid(col)
	// The disc is drawn at its centre's fraction of a pixel and moved by
	// whole pixels in fixed point, which moves the rasterizer's work along
	// unchanged: so a disc is kept once for every place with the same
	// fraction, not once per place.
	ix, iy := math.Floor(p.X), math.Floor(p.Y)
	f := pt{p.X - ix, p.Y - iy}
	x0, y0 := int(ix), int(iy)
	add := func() { c.addCircle(f, radius, x0, y0) }
	m := int(radius) + 4
	if x0-m < 0 || y0-m < 0 || x0+m > c.l.w || y0+m > c.l.h { // at an edge: clipped
		add()
		c.ras.Rasterize(&c.painter)
		return
	}
	k := shapeKey{kind: shapeCircle, w: int32(c.l.w), v: [maxShapeV]float64{f.X, f.Y, radius}}
	c.shape(k, image.Pt(x0-m, y0-m), add, &c.painter)
}

// addCircle adds the disc of the given radius centred at f, a fraction of
// a pixel, moved by x0, y0 whole pixels.
func (c *canvas) addCircle(f pt, radius float64, x0, y0 int) {
	r := c.rasterizer(float64(y0)+f.Y-radius, float64(y0)+f.Y+radius)
	off := fixed.Point26_6{X: fixed.Int26_6(x0 * 64), Y: fixed.Int26_6((y0 - r.Dy) * 64)}
	at := func(q pt) fixed.Point26_6 { return fp(q).Add(off) }
	x, y := f.X, f.Y
	var start fixed.Point26_6
	for i, t := range circleSteps {
		u := circleSteps[(i+1)%len(circleSteps)]
		x0, y0 := x+radius*t[0], y+radius*t[1]
		x1, y1 := x+radius*t[2], y+radius*t[3]
		x2, y2 := x+radius*u[0], y+radius*u[1]
		if i == len(circleSteps)-1 { // gg's last angle is 2π itself
			x2, y2 = x+radius*math.Cos(2*math.Pi), y+radius*math.Sin(2*math.Pi)
		}
		cx := 2*x1 - x0/2 - x2/2
		cy := 2*y1 - y0/2 - y2/2
		if i == 0 {
			start = at(pt{x0, y0})
			r.Start(start)
		}
		r.Add2(at(pt{cx, cy}), at(pt{x2, y2}))
	}
	r.Add1(start) // gg's ClosePath
	r.Add1(start) // and Fill, closing it again
}

// Small shapes recur from image to image: the arrowheads and start marks
// of the words, which sit where the layout puts them (a tile, a lane, a
// step), the steps of the paths between tiles, and the legend's swatches,
// which sit in the same place every time.
// Rasterizing one costs several times more than painting it, so the spans
// (the rows and coverage the rasterizer gives) of each are kept, under the
// exact numbers it was drawn with and the image's size, which together
// decide the rasterizer and all it does: painting the kept spans draws the
// very pixels rasterizing would.
const (
	maxShapePts = 4 // the most points of a kept stroke or polygon
	maxShapeV   = 2*maxShapePts + 1
)

// maxShapes bounds each of the two generations of kept shapes (see shape),
// about 2 KB each with the paths' steps among them: the five words of 4x4
// boards use some 5,000 (the steps, lanes and staggers of the arrowheads,
// and the start marks), 98% of them found again after the first 1,000
// boards. At most 2 x maxShapes are kept, about 16 MB (600 dice boards'
// solutions of 1 to 5 words and word images fill both). A variable for
// tests.
var maxShapes = 1 << 12

const (
	shapeStroke uint8 = iota + 1
	shapePolygon
	shapeCircle
)

type shapeKey struct {
	kind uint8
	n    uint8 // points, for strokes and polygons
	w, h int32 // the image's size
	v    [maxShapeV]float64
}

// packedSpan is a raster.Span in 8 bytes instead of 32.
type packedSpan struct{ y, x0, x1, a uint16 }

// shapes holds the kept shapes in two generations: new ones go into cur;
// when it is full it becomes old, and a shape found in old moves back to
// cur. The shapes in use stay; the others go after two generations, with no
// moment at which every shape is missing at once.
var shapes struct {
	sync.RWMutex
	cur, old map[shapeKey][]packedSpan
}

// keepShapes turns the keeping off, for the test that compares the pixels
// drawn with and without it.
var keepShapes atomic.Bool

func init() { keepShapes.Store(true) }

// keepShape puts spans under k, in the current generation.
func keepShape(k shapeKey, spans []packedSpan) {
	shapes.Lock()
	defer shapes.Unlock()
	if shapes.cur == nil || len(shapes.cur) >= maxShapes {
		shapes.old, shapes.cur = shapes.cur, make(map[shapeKey][]packedSpan, maxShapes)
	}
	shapes.cur[k] = spans
}

// spanCollector is a raster.Painter that keeps the spans it is given,
// joining spans of one row and one coverage that touch (freetype splits
// them where its cells meet): painting the joined span paints each pixel as
// the two did.
type spanCollector struct {
	spans []packedSpan
	at    image.Point // kept relative to this point
}

func (s *spanCollector) Paint(ss []raster.Span, _ bool) {
	for _, x := range ss {
		if x.X0 >= x.X1 || x.Alpha == 0 {
			continue
		}
		p := packedSpan{uint16(x.Y - s.at.Y), uint16(x.X0 - s.at.X), uint16(x.X1 - s.at.X), uint16(min(x.Alpha, 0xffff))}
		if n := len(s.spans); n > 0 {
			if l := &s.spans[n-1]; l.y == p.y && l.x1 == p.x0 && l.a == p.a {
				l.x1 = p.x1
				continue
			}
		}
		s.spans = append(s.spans, p)
	}
}

// shape paints the shape k with p: its kept spans, or else add's (which
// adds the shape to a rasterizer from c.rasterizer), kept for next time.
// The spans are kept relative to at, which must lie above and left of all
// of them, within 65,535 pixels.
func (c *canvas) shape(k shapeKey, at image.Point, add func(), p raster.Painter) {
	if !keepShapes.Load() || c.l.w > math.MaxUint16 || c.l.h > math.MaxUint16 {
		add()
		c.ras.Rasterize(p)
		return
	}
	shapes.RLock()
	spans, ok := shapes.cur[k]
	older := false
	if !ok {
		spans, ok = shapes.old[k]
		older = ok
	}
	shapes.RUnlock()
	switch {
	case older:
		keepShape(k, spans)
	case !ok:
		add()
		c.collect.spans, c.collect.at = c.collect.spans[:0], at
		c.ras.Rasterize(&c.collect)
		spans = slices.Clone(c.collect.spans)
		keepShape(k, spans)
	}
	c.spanBuf = c.spanBuf[:0]
	for _, s := range spans {
		c.spanBuf = append(c.spanBuf, raster.Span{Y: int(s.y) + at.Y, X0: int(s.x0) + at.X, X1: int(s.x1) + at.X, Alpha: uint32(s.a)})
	}
	p.Paint(c.spanBuf, true)
}
