package render

import (
	"math"

	"github.com/bogglebot/bogglebot/solver"
)

// Image geometry, in pixels. Every image is imageWidth wide; its height
// follows from the header, the grid and the legend.
const (
	imageWidth = 800
	margin     = 28.0
	gapRatio   = 0.1 // the gap between tiles, as a share of a tile's side
)

type pt struct{ X, Y float64 }

func (p pt) add(q pt) pt               { return pt{p.X + q.X, p.Y + q.Y} }
func (p pt) sub(q pt) pt               { return pt{p.X - q.X, p.Y - q.Y} }
func (p pt) mul(k float64) pt          { return pt{p.X * k, p.Y * k} }
func (p pt) len() float64              { return math.Hypot(p.X, p.Y) }
func (p pt) cross(q pt) float64        { return p.X*q.Y - p.Y*q.X }
func (p pt) unit() pt                  { return p.mul(1 / p.len()) }
func (p pt) normal() pt                { return pt{-p.Y, p.X} }
func lerp(a, b pt, t float64) pt       { return a.add(b.sub(a).mul(t)) }
func (p pt) near(q pt, d float64) bool { return p.sub(q).len() <= d }

type rect struct{ X, Y, W, H float64 }

func (r rect) centre() pt { return pt{r.X + r.W/2, r.Y + r.H/2} }

// A layout places the parts of one image.
type layout struct {
	n         int
	w, h      int
	headerTop float64 // top of the first header line
	tray      rect    // the tray the dice sit in
	tile, gap float64 // a tile's side, the gap between tiles
	legendTop float64
}

// newLayout lays out an image for an n x n board under a header headerH
// pixels high (0 for none), with legendH pixels of legend below the grid (0
// for none).
func newLayout(n int, headerH, legendH float64) layout {
	y := margin
	headerTop := margin * 0.75
	if headerH > 0 {
		y = headerTop + headerH + 14
	}
	l := trayLayout(n, margin, math.Round(y), imageWidth-2*margin)
	l.w, l.headerTop = imageWidth, headerTop
	bottom := l.tray.Y + l.tray.H
	l.legendTop = bottom + 20
	if legendH > 0 {
		bottom = l.legendTop + legendH
	}
	l.h = int(math.Ceil(bottom + margin))
	return l
}

// trayLayout places the tray of an n x n board at the top of the column
// from x, avail wide, at y, centred across the column. The image's size
// (w, h) is the caller's to set.
func trayLayout(n int, x, y, avail float64) layout {
	l := layout{n: n}
	l.tile = math.Floor(avail / (float64(n) + gapRatio*float64(n+1)))
	l.gap = math.Floor(l.tile * gapRatio)
	side := float64(n)*l.tile + float64(n+1)*l.gap
	l.tray = rect{X: math.Floor(x + (avail-side)/2), Y: math.Round(y), W: side, H: side}
	return l
}

// tileRect returns the square of the tile at p.
func (l *layout) tileRect(p solver.Pos) rect {
	step := l.tile + l.gap
	return rect{
		X: l.tray.X + l.gap + float64(p.Col)*step,
		Y: l.tray.Y + l.gap + float64(p.Row)*step,
		W: l.tile, H: l.tile,
	}
}

// centre returns the middle of the tile at p.
func (l *layout) centre(p solver.Pos) pt { return l.tileRect(p).centre() }
