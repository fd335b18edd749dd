package render

import (
	"image"
	"image/color"

	"github.com/golang/freetype/raster"
	"golang.org/x/image/math/fixed"
)

// The paths are stroked with gg's rasterizer (freetype's) directly, through
// a painter for opaque colours: most of a line's pixels are fully covered and
// need no blending.

// solidPainter paints an opaque colour onto an opaque image.
type solidPainter struct {
	im      *image.RGBA
	r, g, b uint32
}

func (p *solidPainter) Paint(ss []raster.Span, _ bool) {
	b := p.im.Rect
	r8, g8, b8 := uint8(p.r), uint8(p.g), uint8(p.b)
	for _, s := range ss {
		if s.Y < b.Min.Y || s.Y >= b.Max.Y {
			continue
		}
		x0, x1 := max(s.X0, b.Min.X), min(s.X1, b.Max.X)
		if x0 >= x1 {
			continue
		}
		i := (s.Y-b.Min.Y)*p.im.Stride + (x0-b.Min.X)*4
		pix := p.im.Pix[i : i+(x1-x0)*4 : i+(x1-x0)*4]
		if s.Alpha >= 0xffff {
			for j := 0; j+3 < len(pix); j += 4 {
				pix[j], pix[j+1], pix[j+2], pix[j+3] = r8, g8, b8, 0xff
			}
			continue
		}
		ma := s.Alpha
		a := 0xffff - ma
		for j := 0; j+3 < len(pix); j += 4 {
			pix[j] = uint8((uint32(pix[j])*a + p.r*ma) / 0xffff)
			pix[j+1] = uint8((uint32(pix[j+1])*a + p.g*ma) / 0xffff)
			pix[j+2] = uint8((uint32(pix[j+2])*a + p.b*ma) / 0xffff)
		}
	}
}

func fp(p pt) fixed.Point26_6 {
	return fixed.Point26_6{X: fixed.Int26_6(p.X * 64), Y: fixed.Int26_6(p.Y * 64)}
}

// rasterizer returns the canvas's rasterizer, cleared.
func (c *canvas) rasterizer() *raster.Rasterizer {
	if c.ras == nil {
		c.ras = raster.NewRasterizer(c.l.w, c.l.h)
	}
	c.ras.Clear()
	c.ras.UseNonZeroWinding = true
	return c.ras
}

func (c *canvas) paint(col color.RGBA) {
	c.painter = solidPainter{im: c.im, r: uint32(col.R), g: uint32(col.G), b: uint32(col.B)}
	c.ras.Rasterize(&c.painter)
}

// strokeLine strokes the polyline pts with round caps and joins.
func (c *canvas) strokeLine(pts []pt, width float64, col color.RGBA) {
	c.path = c.path[:0]
	c.path.Start(fp(pts[0]))
	last := pts[0]
	for _, p := range pts[1:] {
		if p.near(last, 0.25) {
			continue // freetype's stroker mishandles tiny steps
		}
		c.path.Add1(fp(p))
		last = p
	}
	r := c.rasterizer()
	r.AddStroke(c.path, fixed.Int26_6(width*64), raster.RoundCapper, raster.RoundJoiner)
	c.paint(col)
}

// fillPolygon fills the polygon pts.
func (c *canvas) fillPolygon(pts []pt, col color.RGBA) {
	r := c.rasterizer()
	r.Start(fp(pts[0]))
	for _, p := range pts[1:] {
		r.Add1(fp(p))
	}
	r.Add1(fp(pts[0]))
	c.paint(col)
}
