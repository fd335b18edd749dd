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
// they are written as paletted PNGs instead: a third of the bytes to
// compress, no filtering, files half the size. The palette holds the 256
// commonest colours of the image, exactly (every flat colour is among them);
// the rarer edge colours map to their nearest entry. An image with 256
// colours or fewer is written without loss.

// quantizer is the scratch space for one image. It belongs to one goroutine;
// finished ones are pooled.
type quantizer struct {
	// An open-addressing hash from colour to a dense id.
	keys []uint32 // 0: empty; else 1<<24 | RGB
	ids  []int32
	// By id.
	colours []uint32
	counts  []int32
	lut     []uint8 // palette index
	// The image as runs of equal pixels.
	runs []run

	order []colourCount // the palette's candidates
	byG   []palEntry
	fromG [256]uint16  // the first entry of byG with at least that green
	pix   []uint8      // the rows, each after a filter byte, and 8 bytes to spare
	pal   []color.RGBA // the palette
	enc   pngEncoder
	adler uint32                 // the Adler-32 checksum of pix, without the bytes to spare
	boxed map[uint32]color.Color // palette colours as interfaces, made once
}

type run struct {
	id, n int32
}

type colourCount struct {
	key   uint32
	count int32
	id    int32
}

type palEntry struct {
	r, g, b int32
	index   uint8
}

var quantizers = sync.Pool{New: func() any { return new(quantizer) }}

const occupied = 1 << 24

func (q *quantizer) reset() {
	const size = 1 << 14
	if len(q.keys) != size {
		q.keys = make([]uint32, size)
		q.ids = make([]int32, size)
	} else {
		clear(q.keys)
	}
	q.colours, q.counts, q.runs = q.colours[:0], q.counts[:0], q.runs[:0]
}

// id returns the id of colour key, adding it if need be.
func (q *quantizer) id(key uint32) int32 {
	mask := uint32(len(q.keys) - 1)
	h := (key * 0x9e3779b1) >> 7 & mask
	for {
		switch q.keys[h] {
		case key:
			return q.ids[h]
		case 0:
			id := int32(len(q.colours))
			q.keys[h], q.ids[h] = key, id
			q.colours = append(q.colours, key)
			q.counts = append(q.counts, 0)
			if 2*len(q.colours) > len(q.keys) {
				q.grow()
			}
			return id
		}
		h = (h + 1) & mask
	}
}

func (q *quantizer) grow() {
	q.keys = make([]uint32, 2*len(q.keys))
	q.ids = make([]int32, len(q.keys))
	mask := uint32(len(q.keys) - 1)
	for id, key := range q.colours {
		h := (key * 0x9e3779b1) >> 7 & mask
		for q.keys[h] != 0 {
			h = (h + 1) & mask
		}
		q.keys[h], q.ids[h] = key, int32(id)
	}
}

// rgbKey returns the key of the opaque pixel whose bytes, read as a
// little-endian uint32, are px.
func rgbKey(px uint32) uint32 {
	return occupied | (px&0xff)<<16 | (px>>8&0xff)<<8 | px>>16&0xff
}

func (q *quantizer) colour(key uint32) color.Color {
	if q.boxed == nil {
		q.boxed = map[uint32]color.Color{}
	} else if len(q.boxed) > 1<<14 {
		clear(q.boxed)
	}
	c, ok := q.boxed[key]
	if !ok {
		c = color.RGBA{uint8(key >> 16), uint8(key >> 8), uint8(key), 0xff}
		q.boxed[key] = c
	}
	return c
}

// quantize returns im, which must be opaque and start at 0, 0 with no gaps
// between its rows, as a paletted image. The image's pixels belong to q and
// stay valid until q is reused; they are rows of q.pix, each after a byte
// for the PNG encoder.
func (q *quantizer) quantize(im *image.RGBA) *image.Paletted {
	q.reset()
	w, h := im.Rect.Dx(), im.Rect.Dy()
	pix := im.Pix[:4*w*h]

	// Read the image as runs of equal pixels, counting the colours. Long runs
	// are skipped over two pixels at a time.
	prev, n := binary.LittleEndian.Uint32(pix), int32(0)
	pair := uint64(prev) | uint64(prev)<<32
	i := 0
	for i+8 <= len(pix) {
		start := i
		for i+32 <= len(pix) {
			p := pix[i : i+32 : i+32]
			if (binary.LittleEndian.Uint64(p)^pair)|(binary.LittleEndian.Uint64(p[8:])^pair)|
				(binary.LittleEndian.Uint64(p[16:])^pair)|(binary.LittleEndian.Uint64(p[24:])^pair) != 0 {
				break
			}
			i += 32
		}
		for i+8 <= len(pix) && binary.LittleEndian.Uint64(pix[i:]) == pair {
			i += 8
		}
		n += int32(i-start) / 4
		if i+8 > len(pix) {
			break
		}
		for range 2 {
			px := binary.LittleEndian.Uint32(pix[i:])
			if px != prev {
				id := q.id(rgbKey(prev))
				q.counts[id] += n
				q.runs = append(q.runs, run{id, n})
				prev, n = px, 0
				pair = uint64(px) | uint64(px)<<32
			}
			n++
			i += 4
		}
	}
	for ; i < len(pix); i += 4 {
		px := binary.LittleEndian.Uint32(pix[i:])
		if px != prev {
			id := q.id(rgbKey(prev))
			q.counts[id] += n
			q.runs = append(q.runs, run{id, n})
			prev, n = px, 0
		}
		n++
	}
	id := q.id(rgbKey(prev))
	q.counts[id] += n
	q.runs = append(q.runs, run{id, n})

	// The palette: the commonest colours. Find the count at which to cut,
	// and sort just the colours at or above it.
	var byCount [64]int // colours with count c, for c < 63; the rest at 63
	for _, c := range q.counts {
		byCount[min(c, 63)]++
	}
	cut, above := int32(0), 0
	for c := 63; c > 0; c-- {
		if above+byCount[c] > 256 {
			cut = int32(c)
			break
		}
		above += byCount[c]
	}
	q.order = q.order[:0]
	for id, c := range q.counts {
		if c >= cut {
			q.order = append(q.order, colourCount{q.colours[id], c, int32(id)})
		}
	}
	slices.SortFunc(q.order, func(a, b colourCount) int {
		if c := cmp.Compare(b.count, a.count); c != 0 {
			return c
		}
		return cmp.Compare(a.key, b.key)
	})
	size := min(len(q.order), 256)
	pal := make(color.Palette, size)
	q.pal = q.pal[:0]
	q.lut = slices.Grow(q.lut[:0], len(q.colours))[:len(q.colours)]
	clear(q.lut)
	q.byG = q.byG[:0]
	for i, e := range q.order[:size] {
		pal[i] = q.colour(e.key)
		q.pal = append(q.pal, color.RGBA{uint8(e.key >> 16), uint8(e.key >> 8), uint8(e.key), 0xff})
		q.byG = append(q.byG, palEntry{int32(e.key >> 16 & 0xff), int32(e.key >> 8 & 0xff), int32(e.key & 0xff), uint8(i)})
		q.counts[e.id] = -1 // in the palette
		q.lut[e.id] = uint8(i)
	}
	// Every other colour maps to its nearest entry. The search runs out
	// from the colour's green level in the palette sorted by green.
	slices.SortFunc(q.byG, func(a, b palEntry) int { return cmp.Compare(a.g, b.g) })
	for g, j := 0, 0; g < 256; g++ {
		for j < len(q.byG) && q.byG[j].g < int32(g) {
			j++
		}
		q.fromG[g] = uint16(j)
	}
	for id, key := range q.colours {
		if q.counts[id] >= 0 {
			q.lut[id] = q.nearest(int32(key>>16&0xff), int32(key>>8&0xff), int32(key&0xff))
		}
	}

	// Write the runs, each row after its filter byte, as the encoder wants
	// them. Pixels are stored eight at a time: a run may spill over the
	// next, which overwrites it.
	stride := w + 1
	need := h*stride + 8
	q.pix = slices.Grow(q.pix[:0], need)[:need]
	out := q.pix
	out[0] = 0
	at, x := 1, 0
	// The Adler-32 checksum the PNG needs, run by run: k bytes of value c
	// add k*c to a and k*a + c*k*(k+1)/2 to b.
	const mod = 65521
	a, b := uint32(1), uint32(1) // after the first filter byte
	for _, r := range q.runs {
		c := q.lut[r.id]
		v := uint64(c) * 0x0101010101010101
		n := int(r.n)
		for n > 0 {
			k := min(n, w-x)
			for j := 0; j < k; j += 8 {
				binary.LittleEndian.PutUint64(out[at+j:], v)
			}
			b = (b + uint32(k)*a + uint32(c)*uint32(k*(k+1)/2)) % mod
			a = (a + uint32(k)*uint32(c)) % mod
			at += k
			x += k
			n -= k
			if x == w {
				out[at] = 0 // the next row's filter byte
				b = (b + a) % mod
				at++
				x = 0
			}
		}
	}
	b = (b + mod - a) % mod // less the filter byte after the last row
	q.adler = b<<16 | a
	return &image.Paletted{Pix: q.pix[1:], Stride: stride, Rect: image.Rect(0, 0, w, h), Palette: pal}
}

// nearest returns the palette index of the entry nearest r, g, b, weighing
// green most, as the eye does.
func (q *quantizer) nearest(r, g, b int32) uint8 {
	p := q.byG
	hi := int(q.fromG[g])
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
