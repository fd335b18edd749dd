package render

import (
	"cmp"
	"encoding/binary"
	"image"
	"image/color"
	"slices"
	"sync"
)

// PNG encoding of an 800-pixel-wide true-colour image costs far more than
// drawing it. The images are flat colours and their anti-aliased edges, so
// they are written as paletted PNGs: a third of the bytes to compress, no
// filtering, files half the size. Every image has the same palette,
// fittedPalette (palette_gen.go): every flat colour the renderer draws,
// exactly, and the colours of their edges, fitted to the golden images
// (TestGeneratePalette). A pixel takes its nearest entry. Nothing is
// counted or sorted per image: the palette, and the table that finds a
// colour's entry, are made once.

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

// quantizer is the scratch space for one image. It belongs to one
// goroutine; finished ones are pooled.
type quantizer struct {
	// recent remembers the entries of the colours met: a direct-mapped
	// cache, indexed by a hash of the colour, of colour<<8 | index, with
	// bit 32 set in a used slot. An image has a few thousand colours, and
	// most of its runs repeat a colour met just before.
	recent [1 << recentBits]uint64
	pix    []uint8 // the rows, each after a filter byte, and 16 bytes to spare
	adler  uint32  // the Adler-32 checksum of pix, without the bytes to spare
	enc    pngEncoder
	t      *palTable
}

const recentBits = 12

var quantizers = sync.Pool{New: func() any { return new(quantizer) }}

// index returns the palette index of the opaque pixel whose bytes, read as
// a little-endian uint32, are px.
func (q *quantizer) index(px uint32) uint8 {
	key := px & 0xffffff
	h := key * 0x9e3779b1 >> (32 - recentBits)
	e := q.recent[h]
	if e>>8 == uint64(key)|1<<24 {
		return uint8(e)
	}
	i := q.t.nearest(int32(px&0xff), int32(px>>8&0xff), int32(px>>16&0xff))
	q.recent[h] = (uint64(key)|1<<24)<<8 | uint64(i)
	return i
}

// quantize writes im, which must be opaque, as palette indices into q.pix,
// each row after a filter byte (0, none) as the PNG encoder wants them, and
// sets q.adler. The indices are valid until q is reused.
//
// It reads the pixels eight at a time: eight like the last one (most of
// them, in flat colours) are written with one store; otherwise each pixel
// that differs from the one before is looked up. The Adler-32 checksum the
// PNG needs goes along: k bytes of value c add k*c to a and k*a +
// c*k*(k+1)/2 to b, taken modulo 65521 once a row (a row adds less than
// 256*(w+1) to a and w+1 times a to b, far from overflowing 64 bits).
func (q *quantizer) quantize(im *image.RGBA) {
	if q.t == nil {
		q.t = paletteTable()
	}
	w, h := im.Rect.Dx(), im.Rect.Dy()
	stride := w + 1
	need := h*stride + 16
	q.pix = slices.Grow(q.pix[:0], need)[:need]
	out := q.pix
	const mod = 65521
	a, b := uint64(1), uint64(0)
	prev := binary.LittleEndian.Uint32(im.Pix[im.PixOffset(im.Rect.Min.X, im.Rect.Min.Y):])
	idx := q.index(prev)
	for y := range h {
		o := out[y*stride : (y+1)*stride : (y+1)*stride]
		o[0] = 0
		b += a
		i := im.PixOffset(im.Rect.Min.X, im.Rect.Min.Y+y)
		row := im.Pix[i : i+4*w : i+4*w]
		x := 0
		for ; x+8 <= w; x += 8 {
			p := row[4*x : 4*x+32 : 4*x+32]
			pair := uint64(prev) | uint64(prev)<<32
			if (binary.LittleEndian.Uint64(p)^pair)|(binary.LittleEndian.Uint64(p[8:])^pair)|
				(binary.LittleEndian.Uint64(p[16:])^pair)|(binary.LittleEndian.Uint64(p[24:])^pair) == 0 {
				binary.LittleEndian.PutUint64(o[1+x:], uint64(idx)*0x0101010101010101)
				c := uint64(idx)
				b += 8*a + 36*c
				a += 8 * c
				continue
			}
			for j := range 8 {
				px := binary.LittleEndian.Uint32(p[4*j:])
				if px != prev {
					prev, idx = px, q.index(px)
				}
				o[1+x+j] = idx
				a += uint64(idx)
				b += a
			}
		}
		for ; x < w; x++ {
			px := binary.LittleEndian.Uint32(row[4*x:])
			if px != prev {
				prev, idx = px, q.index(px)
			}
			o[1+x] = idx
			a += uint64(idx)
			b += a
		}
		a, b = a%mod, b%mod
	}
	q.adler = uint32(b<<16 | a)
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
