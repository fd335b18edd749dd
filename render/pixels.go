package render

import (
	"encoding/binary"
	"image"
	"image/color"
	"image/draw"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"github.com/bogglebot/bogglebot/solver"
)

// A canvas's pixels are palette indices (fittedPalette), drawn straight
// into the rows of the PNG: each row of the image follows its filter byte
// (0, none) in one buffer, which the encoder compresses as it is. Nothing
// is quantised after drawing. A flat fill writes its colour's index; an
// edge (the coverage of a rasterized line, a glyph's anti-aliasing) blends
// its colour over the colour of the index below, in 8-bit RGB as the
// RGBA drawing did, and takes the nearest index of the result (the
// quantizer's cache of colours met, in front of the palette search).
// Sprites (dice, faces, chips, the tray's corners) are drawn once in RGBA
// with gg and kept as indices too.

// canvasPalette is fittedPalette as a color.Palette, for image.Paletted's
// At (tests, drawnHook). Read-only.
var canvasPalette = func() color.Palette {
	p := make(color.Palette, len(fittedPalette))
	for i, c := range fittedPalette {
		p[i] = c
	}
	return p
}()

// rowsPool holds the pixel buffers of finished images: rows after their
// filter bytes, and 16 bytes to spare.
var rowsPool sync.Pool // *[]byte

// newPixels returns a w x h paletted image whose rows each follow a zero
// filter byte in *buf, from the pool.
func newPixels(w, h int) (*image.Paletted, *[]byte) {
	need := (w+1)*h + 16
	p, _ := rowsPool.Get().(*[]byte)
	if p == nil || cap(*p) < need {
		b := make([]byte, need)
		p = &b
	}
	*p = (*p)[:need]
	buf := *p
	for y := range h {
		buf[y*(w+1)] = 0
	}
	return &image.Paletted{Pix: buf[1 : (w+1)*h], Stride: w + 1, Rect: image.Rect(0, 0, w, h), Palette: canvasPalette}, p
}

// fillBytes sets every byte of s to v.
func fillBytes(s []byte, v byte) {
	if len(s) == 0 {
		return
	}
	s[0] = v
	for n := 1; n < len(s); n *= 2 {
		copy(s[n:], s[:n])
	}
}

// idx returns the palette index of the opaque colour col: exact for every
// flat colour (flatColours), the nearest entry for any other.
func (c *canvas) idx(col color.RGBA) uint8 {
	return c.q.index(uint32(col.R) | uint32(col.G)<<8 | uint32(col.B)<<16)
}

// fill fills r (clipped to the image) with col.
func (c *canvas) fill(r image.Rectangle, col color.RGBA) {
	r = r.Intersect(c.im.Rect)
	if r.Empty() {
		return
	}
	v := c.idx(col)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := c.im.PixOffset(r.Min.X, y)
		fillBytes(c.im.Pix[i:i+r.Dx()], v)
	}
}

// over blends the opaque colour s at coverage a (0 to 0xffff) over the
// pixel at offset i, as an RGBA painter would, and writes the nearest
// index.
func (c *canvas) over(i int, s color.RGBA, a uint32) {
	d := c.q.t.pal[c.im.Pix[i]]
	na := 0xffff - a
	r := (uint32(d.R)*na + uint32(s.R)*a) / 0xffff
	g := (uint32(d.G)*na + uint32(s.G)*a) / 0xffff
	b := (uint32(d.B)*na + uint32(s.B)*a) / 0xffff
	c.im.Pix[i] = c.q.index(r | g<<8 | b<<16)
}

// copyFrom copies the rectangle sr of src to the image with its top left
// at at.
func (c *canvas) copyFrom(at image.Point, src *image.Paletted, sr image.Rectangle) {
	dr := image.Rectangle{at, at.Add(sr.Size())}.Intersect(c.im.Rect)
	if dr.Empty() {
		return
	}
	sp := sr.Min.Add(dr.Min.Sub(at))
	w := dr.Dx()
	for y := range dr.Dy() {
		i := c.im.PixOffset(dr.Min.X, dr.Min.Y+y)
		j := src.PixOffset(sp.X, sp.Y+y)
		copy(c.im.Pix[i:i+w], src.Pix[j:j+w])
	}
}

// drawMask draws col through mask (at mp for the top left of dr) into dr.
func (c *canvas) drawMask(dr image.Rectangle, mask image.Image, mp image.Point, col color.RGBA) {
	a, ok := mask.(*image.Alpha)
	if !ok { // not a cached glyph: copied to an alpha mask first
		m := image.NewAlpha(image.Rectangle{Max: dr.Size()})
		draw.Draw(m, m.Rect, mask, mp, draw.Src)
		a, mp = m, image.Point{}
	}
	clip := dr.Intersect(c.im.Rect)
	if clip.Empty() {
		return
	}
	mp = mp.Add(clip.Min.Sub(dr.Min))
	v := c.idx(col)
	w := clip.Dx()
	for y := range clip.Dy() {
		i := c.im.PixOffset(clip.Min.X, clip.Min.Y+y)
		j := a.PixOffset(mp.X, mp.Y+y)
		m := a.Pix[j : j+w : j+w]
		for x, ma := range m {
			switch ma {
			case 0:
			case 0xff:
				c.im.Pix[i+x] = v
			default:
				c.over(i+x, col, uint32(ma)*0x101)
			}
		}
	}
}

// text draws s in face with its baseline at y; ax places x: 0 at the left
// edge of the text, 0.5 in the middle, 1 at the right edge. Arabic runs
// are shaped (see drawMixed).
func (c *canvas) text(face font.Face, s string, x, y, ax float64, col color.RGBA) {
	if ax != 0 {
		x -= ax * textWidth(face, s)
	}
	if !solver.RightToLeft(s) {
		c.glyphs(face, s, x, y, col)
		return
	}
	for _, run := range mixedRuns(face, s) {
		if run.sr != nil {
			if m := run.sr.mask(x, y, c.im.Rect); m != nil {
				c.drawMask(m.Rect, m, m.Rect.Min, col)
			}
			x += run.sr.advance
			continue
		}
		x = c.glyphs(face, run.s, x, y, col)
	}
}

// glyphs draws s as font.Drawer's DrawString would, from x on the baseline
// y, and returns where it ends.
func (c *canvas) glyphs(face font.Face, s string, x, y float64, col color.RGBA) float64 {
	dot := fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)}
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			dot.X += face.Kern(prev, r)
		}
		dr, mask, mp, adv, _ := face.Glyph(dot, r)
		if !dr.Empty() {
			c.drawMask(dr, mask, mp, col)
		}
		dot.X += adv
		prev = r
	}
	return fix(dot.X)
}

// toIndexed returns im, opaque, in palette indices: each pixel its nearest
// entry.
func toIndexed(im *image.RGBA) *image.Paletted {
	t := paletteTable()
	out := image.NewPaletted(im.Rect, canvasPalette)
	memo := map[uint32]uint8{}
	for y := im.Rect.Min.Y; y < im.Rect.Max.Y; y++ {
		for x := im.Rect.Min.X; x < im.Rect.Max.X; x++ {
			px := binary.LittleEndian.Uint32(im.Pix[im.PixOffset(x, y):]) & 0xffffff
			v, ok := memo[px]
			if !ok {
				v = t.nearest(int32(px&0xff), int32(px>>8&0xff), int32(px>>16&0xff))
				memo[px] = v
			}
			out.Pix[out.PixOffset(x, y)] = v
		}
	}
	return out
}

// adlerSum returns the Adler-32 checksum of s, as hash/adler32 does, eight
// bytes at a time: eight bytes x0..x7 add their sum to a, and 8a plus
// 8x0 + 7x1 + ... + x7 to b. Both sums come from two multiplications of
// the bytes spread into 16-bit lanes (even bytes, odd bytes), each
// multiplier's lanes the weights in reverse, so that the top lane of the
// product collects the weighted sum.
func adlerSum(s []byte) uint32 {
	const (
		mod   = 65521
		lanes = 0x00ff00ff00ff00ff
		ones  = 0x0001000100010001
		evenW = 2 | 4<<16 | 6<<32 | 8<<48 // x0 8, x2 6, x4 4, x6 2
		oddW  = 1 | 3<<16 | 5<<32 | 7<<48 // x1 7, x3 5, x5 3, x7 1
	)
	a, b := uint64(1), uint64(0)
	for len(s) > 0 {
		// At most 4096 bytes between reductions: a stays below 2^21, b
		// below 2^34.
		n := min(len(s), 4096)
		p := s[:n]
		s = s[n:]
		i := 0
		for ; i+8 <= len(p); i += 8 {
			w := binary.LittleEndian.Uint64(p[i:])
			even, odd := w&lanes, w>>8&lanes
			b += 8*a + (even*evenW)>>48 + (odd*oddW)>>48
			a += ((even + odd) * ones) >> 48
		}
		for _, x := range p[i:] {
			a += uint64(x)
			b += a
		}
		a, b = a%mod, b%mod
	}
	return uint32(b<<16 | a)
}
