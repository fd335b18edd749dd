package render

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"io"
	"math"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/fogleman/gg"
	"github.com/golang/freetype/raster"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"github.com/bogglebot/bogglebot/solver"
)

// Colours.
var (
	background = color.RGBA{0xf3, 0xf4, 0xf8, 0xff}
	trayColour = color.RGBA{0xc4, 0xcd, 0xdb, 0xff}
	shadow     = color.RGBA{0x93, 0x9e, 0xb2, 0xff}
	faceColour = color.RGBA{0xff, 0xfd, 0xf6, 0xff}
	faceEdge   = color.RGBA{0xe3, 0xdb, 0xca, 0xff}
	blankFace  = color.RGBA{0xe4, 0xe0, 0xd6, 0xff}
	dimFace    = color.RGBA{0xea, 0xea, 0xe8, 0xff}
	ink        = color.RGBA{0x1d, 0x23, 0x33, 0xff}
	dimInk     = color.RGBA{0xa6, 0xab, 0xb6, 0xff}
	muted      = color.RGBA{0x58, 0x60, 0x73, 0xff}
	casing     = color.RGBA{0x2e, 0x32, 0x40, 0xff}
	white      = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// palette colours the words on one board, best first: Okabe and Ito's
// colours, which stay apart under the common kinds of colour blindness and
// all stand out on the cream dice (their yellow and orange do not, and are
// left out), then black.
var palette = [...]color.RGBA{
	{0x00, 0x72, 0xb2, 0xff}, // blue
	{0xd5, 0x5e, 0x00, 0xff}, // vermillion
	{0x00, 0x9e, 0x73, 0xff}, // bluish green
	{0xcc, 0x79, 0xa7, 0xff}, // reddish purple
	{0x56, 0xb4, 0xe9, 0xff}, // sky blue
	{0x33, 0x33, 0x33, 0xff}, // dark grey
}

// A canvas is one image being drawn, in palette indices (see pixels.go).
// It belongs to one goroutine.
type canvas struct {
	l   layout
	im  *image.Paletted
	buf *[]byte    // im's rows after their filter bytes, from rowsPool
	q   *quantizer // colours to indices, and the PNG encoder
	f   *faces

	faces []faceKey // the dice drawn, row by row

	ras     *raster.Rasterizer // the one in use: full or small
	full    *raster.Rasterizer // as high as the image
	small   *raster.Rasterizer // moved to the rows of a small shape
	path    raster.Path
	painter solidPainter
	spanBuf []raster.Span // a kept shape's spans, unpacked
	collect spanCollector // a new shape's spans
}

func newCanvas(l layout, f *faces) *canvas {
	im, buf := newPixels(l.w, l.h)
	q := quantizers.Get().(*quantizer)
	c := &canvas{l: l, im: im, buf: buf, f: f, q: q, spanBuf: q.spans[:0]}
	// The background, around the tray, which tray() fills.
	t := l.tray
	x0, y0, x1, y1 := int(t.X), int(t.Y), int(t.X+t.W), int(t.Y+t.H)
	for _, r := range []image.Rectangle{
		image.Rect(0, 0, l.w, y0), image.Rect(0, y1, l.w, l.h),
		image.Rect(0, y0, x0, y1), image.Rect(x1, y0, l.w, y1),
	} {
		c.fill(r, background)
	}
	return c
}

// inkPx returns the em size of a tile's letter: a single letter's capitals
// are half a tile high.
func (c *canvas) inkPx() float64 {
	return 0.5 * c.l.tile * 100 / capHeight(c.f.get(bold, 100))
}

// drawnHook, when set (by tests), sees each image's pixels when drawn.
var drawnHook func(*image.Paletted)

// finish encodes the image to w and gives its buffers back to the pools.
func (c *canvas) finish(w io.Writer) error {
	if drawnHook != nil {
		drawnHook(c.im)
	}
	yield()
	width, h := c.im.Rect.Dx(), c.im.Rect.Dy()
	rows := (*c.buf)[:(width+1)*h]
	err := c.q.enc.encodePNG(w, *c.buf, width, h, c.q.t.pal, adlerSum(rows))
	c.im = nil
	rowsPool.Put(c.buf)
	c.q.spans = c.spanBuf[:0]
	quantizers.Put(c.q)
	c.q = nil
	if err != nil {
		return &writeError{err}
	}
	return nil
}

type writeError struct{ err error }

func (e *writeError) Error() string { return "render: write png: " + e.err.Error() }
func (e *writeError) Unwrap() error { return e.err }

// tray draws the tray the dice sit in: a flat fill, and its rounded corners
// from a cached sprite.
func (c *canvas) tray() {
	t := c.l.tray
	radius := 1.6 * c.l.gap
	rr := image.Rect(int(t.X), int(t.Y), int(t.X+t.W), int(t.Y+t.H))
	c.fill(rr, trayColour)
	k := int(math.Ceil(radius))
	corners := sprite(spriteKey{kind: 'c', size: k}, func(dc *gg.Context) {
		dc.SetColor(background)
		dc.Clear()
		dc.DrawRoundedRectangle(0, 0, float64(2*k), float64(2*k), radius)
		dc.SetColor(trayColour)
		dc.Fill()
	}, 2*k, 2*k)
	for _, q := range []image.Point{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		dst := image.Rect(rr.Min.X, rr.Min.Y, rr.Min.X+k, rr.Min.Y+k)
		if q.X == 1 {
			dst = dst.Add(image.Pt(rr.Dx()-k, 0))
		}
		if q.Y == 1 {
			dst = dst.Add(image.Pt(0, rr.Dy()-k))
		}
		c.copyFrom(dst.Min, corners.idx, image.Rect(q.X*k, q.Y*k, q.X*k+k, q.Y*k+k))
	}
}

type spriteKey struct {
	kind rune // 'c' corners, 't' tile
	size int
	face color.RGBA
}

// sprites caches the parts of images that only depend on their size: a die
// without its letter, the corners of the tray. They are read-only once made.
var sprites sync.Map // spriteKey -> *spriteImage

// A spriteImage is a sprite as gg drew it, and in palette indices.
type spriteImage struct {
	rgba *image.RGBA
	idx  *image.Paletted
}

func sprite(k spriteKey, paint func(*gg.Context), w, h int) *spriteImage {
	if v, ok := sprites.Load(k); ok {
		return v.(*spriteImage)
	}
	dc := gg.NewContext(w, h)
	paint(dc)
	im := dc.Image().(*image.RGBA)
	v, _ := sprites.LoadOrStore(k, &spriteImage{im, toIndexed(im)})
	return v.(*spriteImage)
}

type tileStyle int

const (
	plain tileStyle = iota
	dimmed
	lit
)

// tile draws one die at p showing t.
func (c *canvas) tile(p solver.Pos, t solver.Tile, style tileStyle, tint color.RGBA) {
	face, letter := faceColour, ink
	switch {
	case t == solver.Blank:
		face = blankFace
	case style == dimmed:
		face, letter = dimFace, dimInk
	case style == lit:
		face = mix(faceColour, tint, 0.16)
	}
	die, x, y := c.die(p, face)
	if t == solver.Blank {
		return
	}
	k := faceKey{die: die, tile: t, ink: letter}
	if c.faces == nil {
		c.faces = make([]faceKey, c.l.n*c.l.n)
	}
	c.faces[p.Row*c.l.n+p.Col] = k
	f := c.face(k, false)
	c.copyFrom(f.Rect.Min.Add(image.Pt(x, y)), f, f.Rect)
}

// die draws the die at p, a face of colour face with no letter on it
// yet, and returns its sprite and where it went (the tile's top left).
// Every image's dice are drawn here: the solution's, the word's and the
// heat map's, which shades the faces.
func (c *canvas) die(p solver.Pos, face color.RGBA) (die *spriteImage, x, y int) {
	r := c.l.tileRect(p)
	s := int(r.W)
	drop := max(2, math.Round(0.035*r.W))
	die = sprite(spriteKey{kind: 't', size: s, face: face}, func(dc *gg.Context) {
		fs := float64(s)
		radius := 0.16 * fs
		dc.SetColor(trayColour)
		dc.Clear()
		dc.DrawRoundedRectangle(0, drop, fs, fs, radius)
		dc.SetColor(shadow)
		dc.Fill()
		dc.DrawRoundedRectangle(0, 0, fs, fs, radius)
		dc.SetColor(faceEdge)
		dc.Fill()
		inset := max(1, math.Round(0.012*fs))
		dc.DrawRoundedRectangle(inset, inset, fs-2*inset, fs-2*inset, radius-inset)
		dc.SetColor(face)
		dc.Fill()
	}, s, s+int(drop))
	x, y = int(r.X), int(r.Y)
	c.copyFrom(image.Pt(x, y), die.idx, die.idx.Rect)
	return die, x, y
}

// ghostInk is the faint ink of a letter drawn again over the paths.
var ghostInk = color.NRGBA{ink.R, ink.G, ink.B, 0x60}

// A faceKey names a die's face as drawn: the die, its tile and the colour of
// its letters.
type faceKey struct {
	die  *spriteImage
	tile solver.Tile
	ink  color.RGBA
}

type faceSpriteKey struct {
	faceKey
	ghost bool
}

// faceSprites caches the middle of each die with its letters on it, as
// drawn on the die (with draw.Over), and the same again with the letters'
// faint ghost over them, in palette indices; both cover the letters' mask.
// They are read-only once made.
var (
	faceSprites     sync.Map // faceSpriteKey -> *image.RGBA
	faceSpriteCount atomic.Int32
)

const maxFaceSprites = 1 << 11 // beyond this, faces are drawn afresh each time

// face returns the middle of die k.die showing k.tile in k.ink, and, if
// ghost, the letters' ghost over that, in the tile's coordinates.
func (c *canvas) face(k faceKey, ghost bool) *image.Paletted {
	sk := faceSpriteKey{k, ghost}
	if v, ok := faceSprites.Load(sk); ok {
		return v.(*image.Paletted)
	}
	mask := c.letterMask(k.tile)
	im := image.NewRGBA(mask.Rect)
	draw.Draw(im, im.Rect, k.die.rgba, mask.Rect.Min, draw.Src)
	draw.DrawMask(im, im.Rect, image.NewUniform(k.ink), image.Point{}, mask, mask.Rect.Min, draw.Over)
	if ghost {
		draw.DrawMask(im, im.Rect, image.NewUniform(ghostInk), image.Point{}, mask, mask.Rect.Min, draw.Over)
	}
	pm := toIndexed(im)
	if faceSpriteCount.Add(1) <= maxFaceSprites {
		faceSprites.Store(sk, pm)
	}
	return pm
}

type letterKey struct {
	size int
	tile solver.Tile
}

// letterMasks caches the faces of the dice, drawn once for each tile size.
// They are read-only once made.
var letterMasks sync.Map // letterKey -> *image.Alpha

// letterMask returns the letters of t on a tile, as a mask in the tile's
// coordinates, cropped to the ink.
func (c *canvas) letterMask(t solver.Tile) *image.Alpha {
	s := int(c.l.tile)
	k := letterKey{s, t}
	if v, ok := letterMasks.Load(k); ok {
		return v.(*image.Alpha)
	}
	mask := image.NewAlpha(image.Rect(0, 0, s, s))
	text := t.Face()
	px := c.inkPx()
	fc := c.f.get(bold, px)
	if len(text) > 1 {
		fc = c.f.fitFace(bold, px*0.9, 8, text, 0.74*float64(s))
	}
	// Centre the ink, not the advance: glyphs sit unevenly in their boxes.
	b := inkBounds(fc, text)
	w := fix(b.Max.X - b.Min.X)
	x := float64(s)/2 - w/2 - fix(b.Min.X)
	y := baselineFor(fc, text, float64(s)/2)
	if solver.RightToLeft(text) {
		drawMixed(mask, fc, text, math.Round(x), math.Round(y), color.Opaque)
	} else {
		d := font.Drawer{Dst: mask, Src: image.Opaque, Face: fc, Dot: fixed.P(int(math.Round(x)), int(math.Round(y)))}
		d.DrawString(text)
	}
	ink := image.Rectangle{}
	for y := range s {
		for x := range s {
			if mask.Pix[y*mask.Stride+x] != 0 {
				ink = ink.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	v, _ := letterMasks.LoadOrStore(k, mask.SubImage(ink).(*image.Alpha))
	return v.(*image.Alpha)
}

// board draws the tray and every tile.
func (c *canvas) board(b solver.Board, style func(solver.Pos) tileStyle, tint color.RGBA) {
	c.tray()
	n := b.Size()
	for r := range n {
		for col := range n {
			p := solver.Pos{Row: r, Col: col}
			st := plain
			if style != nil {
				st = style(p)
			}
			c.tile(p, b.Tile(p), st, tint)
		}
	}
}

// route draws one word's path: a line with a dark casing and an arrowhead per
// step.
func (c *canvas) route(r route, col color.RGBA, lineW float64) {
	cw := max(1.5, 0.28*lineW)
	switch {
	case len(r.pts) > 1 && r.swatch:
		c.strokeShape(r.pts, lineW+2*cw, casing)
		c.strokeShape(r.pts, lineW, col)
	case len(r.pts) > 1:
		// Step by step, each a kept shape: the steps recur from image
		// to image (between the same tiles, in the same lanes), where a
		// whole path seldom does. Their round caps overlap where they
		// meet, as a round join would.
		for _, w := range []struct {
			w   float64
			col color.RGBA
		}{{lineW + 2*cw, casing}, {lineW, col}} {
			last := r.pts[0]
			for _, p := range r.pts[1:] {
				if p.near(last, 0.25) {
					continue // freetype's stroker mishandles tiny steps
				}
				c.strokeShape([]pt{last, p}, w.w, w.col)
				last = p
			}
		}
	}
	if r.connectors {
		// A small multiple's steps, between tiles: each recurs wherever
		// a word takes that step on a board of that size in that place,
		// so their spans are kept too.
		for _, st := range r.steps {
			c.strokeShape([]pt{st.from, st.to}, lineW+2*cw, casing)
		}
		for _, st := range r.steps {
			c.strokeShape([]pt{st.from, st.to}, lineW, col)
		}
	}
	hl := headSize(lineW)
	for _, h := range r.heads {
		c.arrowhead(h, hl, col, cw)
	}
}

// startMark draws the ringed dot on a route's first tile.
func (c *canvas) startMark(r route, col color.RGBA, lineW float64) {
	rs, cw := markSize(lineW)
	c.circle(r.start, rs+cw, casing)
	c.circle(r.start, rs, col)
	c.circle(r.start, rs*0.42, white)
}

// endMark draws the square on a route's last tile.
func (c *canvas) endMark(r route, col color.RGBA, lineW float64) {
	at := r.end
	rs, cw := markSize(lineW)
	h := 0.85 * rs
	sq := func(h float64) []pt {
		return []pt{{at.X - h, at.Y - h}, {at.X + h, at.Y - h}, {at.X + h, at.Y + h}, {at.X - h, at.Y + h}}
	}
	c.fillPolygon(sq(h+cw), casing)
	c.fillPolygon(sq(h), col)
}

// ghostLetters draws the letters of b at only (all if nil) again, faintly,
// over whatever covers them. Where nothing does, the pixels are the die's
// and the result is in a cached sprite; elsewhere they are blended as
// draw.DrawMask would.
func (c *canvas) ghostLetters(b solver.Board, only []solver.Pos) {
	if only != nil {
		for _, p := range only {
			c.ghost(p, b.Tile(p))
		}
		return
	}
	for r := range b.Size() {
		for col := range b.Size() {
			c.ghost(solver.Pos{Row: r, Col: col}, b.Tile(solver.Pos{Row: r, Col: col}))
		}
	}
}

func (c *canvas) ghost(p solver.Pos, t solver.Tile) {
	if t == solver.Blank {
		return
	}
	k := c.faces[p.Row*c.l.n+p.Col]
	base, ghosted := c.face(k, false), c.face(k, true)
	mask := c.letterMask(t)
	r := c.l.tileRect(p)
	dst := mask.Rect.Add(image.Pt(int(r.X), int(r.Y)))
	sr, sg, sb, sa := ghostInk.RGBA()
	w := dst.Dx()
	for y := range dst.Dy() {
		i := c.im.PixOffset(dst.Min.X, dst.Min.Y+y)
		row := c.im.Pix[i : i+w : i+w]
		j := y * base.Stride
		was := base.Pix[j : j+w : j+w]
		now := ghosted.Pix[j : j+w : j+w]
		if bytes.Equal(row, was) {
			copy(row, now)
			continue
		}
		m := mask.Pix[y*mask.Stride:]
		m = m[:w]
		for x, ma := range m {
			if row[x] == was[x] {
				row[x] = now[x]
				continue
			}
			if ma == 0 {
				continue
			}
			// As image/draw's drawGlyphOver, on the colour below.
			d := c.q.t.pal[row[x]]
			const mx = 1<<16 - 1
			a32 := uint32(ma)
			a32 |= a32 << 8
			a := (mx - (sa * a32 / mx)) * 0x101
			nr := (uint32(d.R)*a + sr*a32) / mx >> 8
			ng := (uint32(d.G)*a + sg*a32) / mx >> 8
			nb := (uint32(d.B)*a + sb*a32) / mx >> 8
			row[x] = c.q.index(nr | ng<<8 | nb<<16)
		}
	}
}

// arrowhead draws a filled triangle of length hl at h, pointing along h.dir.
func (c *canvas) arrowhead(h head, hl float64, col color.RGBA, cw float64) {
	d := h.dir
	nrm := d.normal()
	tip := h.at.add(d.mul(0.55 * hl))
	base := h.at.sub(d.mul(0.45 * hl))
	tri := []pt{tip, base.add(nrm.mul(0.5 * hl)), base.sub(nrm.mul(0.5 * hl)), tip}
	c.strokeShape(tri, 2*cw, casing)
	c.fillPolygon(tri[:3], col)
}

// badge draws a numbered disc.
func (c *canvas) badge(p pt, radius float64, num int, col color.RGBA) {
	c.circle(p, radius+max(1.5, radius*0.12), casing)
	c.circle(p, radius, col)
	s := strconv.Itoa(num)
	face := c.f.get(bold, radius*1.15)
	b, _ := font.BoundString(face, s)
	x := p.X - fix(b.Max.X+b.Min.X)/2
	y := p.Y + capHeight(face)/2
	c.text(face, s, math.Round(x), math.Round(y), 0, onColour(col))
}

// onColour returns white or ink, whichever reads better on col.
func onColour(col color.RGBA) color.RGBA {
	lum := 0.2126*lin(col.R) + 0.7152*lin(col.G) + 0.0722*lin(col.B)
	if lum > 0.3 {
		return ink
	}
	return white
}

func lin(v uint8) float64 {
	c := float64(v) / 255
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*(1-t) + float64(y)*t)) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 0xff}
}
