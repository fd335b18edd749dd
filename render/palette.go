package render

import (
	"cmp"
	"image"
	"image/color"
	"slices"
	"sync"

	"github.com/golang/freetype/raster"
)

// PNG encoding of an 800-pixel-wide true-colour image costs far more than
// drawing it. The images are flat colours and their anti-aliased edges, so
// they are written as paletted PNGs: a third of the bytes to compress, no
// filtering, files half the size. Every image has the same palette,
// fittedPalette (palette_gen.go): every flat colour the renderer draws,
// exactly, and the colours of their edges, fitted to the golden images
// (TestGeneratePalette). The canvas is drawn in palette indices (see
// pixels.go): a colour takes its nearest entry. Nothing is counted, sorted
// or quantised per image: the palette, and the table that finds a colour's
// entry, are made once.

// paletteTable finds a colour's nearest palette entry: the entries sorted
// by green, and where each green level starts among them. Read-only once
// made.
var paletteTable = sync.OnceValue(func() *palTable {
	t := &palTable{}
	for i, c := range fittedPalette {
		t.pal = append(t.pal, c)
		t.byG = append(t.byG, palEntry{int32(c.R), int32(c.G), int32(c.B), uint8(i)})
	}
	slices.SortFunc(t.byG, func(a, b palEntry) int { return cmp.Compare(a.g, b.g) })
	for g, j := 0, 0; g < 256; g++ {
		for j < len(t.byG) && t.byG[j].g < int32(g) {
			j++
		}
		t.fromG[g] = uint16(j)
	}
	return t
})

type palTable struct {
	pal   []color.RGBA
	byG   []palEntry
	fromG [256]uint16 // the first entry of byG with at least that green
}

type palEntry struct {
	r, g, b int32
	index   uint8
}

// nearest returns the palette index of the entry nearest r, g, b, weighing
// green most, as the eye does: the search runs out from the colour's green
// level and stops where green alone is further than the best found.
func (t *palTable) nearest(r, g, b int32) uint8 {
	p := t.byG
	hi := int(t.fromG[g])
	lo := hi - 1
	best, bestD := uint8(0), int32(1<<30)
	for lo >= 0 || hi < len(p) {
		if hi < len(p) {
			dg := p[hi].g - g
			if 4*dg*dg >= bestD {
				hi = len(p)
			} else {
				dr, db := p[hi].r-r, p[hi].b-b
				if d := 2*dr*dr + 4*dg*dg + 3*db*db; d < bestD {
					best, bestD = p[hi].index, d
				}
				hi++
			}
		}
		if lo >= 0 {
			dg := p[lo].g - g
			if 4*dg*dg >= bestD {
				lo = -1
			} else {
				dr, db := p[lo].r-r, p[lo].b-b
				if d := 2*dr*dr + 4*dg*dg + 3*db*db; d < bestD {
					best, bestD = p[lo].index, d
				}
				lo--
			}
		}
	}
	return best
}

// quantizer is the scratch space for one image: the entries of the
// colours it met, and its PNG encoder. It belongs to one goroutine;
// finished ones are pooled.
type quantizer struct {
	// recent remembers the entries of the colours met: a direct-mapped
	// cache, indexed by a hash of the colour, of colour<<8 | index, with
	// bit 32 set in a used slot. An image has a few thousand colours, and
	// its edges repeat the same few blends.
	recent [1 << recentBits]uint64
	enc    pngEncoder
	t      *palTable
	spans  []raster.Span // a canvas's spanBuf, kept for the next
	// The canvases' rasterizers, kept for the next: a rasterizer's cells
	// grow to what the shapes need, and a new one grows them again. The
	// full-height ones by image size (an image kind has one or two).
	full  map[image.Point]*raster.Rasterizer
	small *raster.Rasterizer
}

// rasterizer returns a cleared rasterizer for a w x h image.
func (q *quantizer) rasterizer(w, h int) *raster.Rasterizer {
	k := image.Pt(w, h)
	if r := q.full[k]; r != nil {
		r.Clear()
		return r
	}
	if q.full == nil || len(q.full) >= 8 {
		q.full = map[image.Point]*raster.Rasterizer{}
	}
	r := raster.NewRasterizer(w, h)
	q.full[k] = r
	return r
}

const recentBits = 12

var quantizers = sync.Pool{New: func() any { return &quantizer{t: paletteTable()} }}

// index returns the palette index of the colour c, 0xBBGGRR (an RGBA
// pixel's bytes read as a little-endian uint32, less the alpha).
func (q *quantizer) index(c uint32) uint8 {
	key := c & 0xffffff
	h := key * 0x9e3779b1 >> (32 - recentBits)
	e := q.recent[h]
	if e>>8 == uint64(key)|1<<24 {
		return uint8(e)
	}
	i := q.t.nearest(int32(key&0xff), int32(key>>8&0xff), int32(key>>16&0xff))
	q.recent[h] = (uint64(key)|1<<24)<<8 | uint64(i)
	return i
}

// flatColours returns the colours the renderer fills areas with: they are
// in the palette exactly.
func flatColours() []color.RGBA {
	flat := []color.RGBA{background, trayColour, shadow, faceColour, faceEdge, blankFace, dimFace, ink, dimInk,
		muted, casing, white, chipEdge, struckPath}
	flat = append(flat, palette[:]...)
	for _, c := range palette {
		flat = append(flat, mix(faceColour, c, 0.16)) // a lit tile
	}
	flat = append(flat, mix(faceColour, struckPath, 0.16))
	return append(flat, heatShades[:]...)
}
