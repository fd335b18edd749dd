package render

import (
	"cmp"
	"encoding/binary"
	"image"
	"image/color"
	"math/bits"
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
	// Colours get dense ids, in the order the image first shows them. An
	// open-addressing hash (linear probing, at most half full) maps a colour
	// to its id; each slot packs the colour's key (never 0) and its id into
	// one word, key<<32 | id, so that a probe reads one cache line; 0 is an
	// empty slot.
	slots []uint64
	// In front of it, a direct-mapped cache of slots, indexed by a hash of
	// the key alone: 16 KB that stay in the L1 cache, where the 64 KB or
	// more of the hash do not. The runs of an image repeat the same colours
	// (the flat ones, and the edges of one shape): ~90% of lookups end here,
	// inline in scan, without a call. A miss replaces the entry.
	recent [1 << recentBits]uint64
	// By id.
	colours []uint32
	counts  []int32
	lut     []uint8 // palette index
	// The image as runs of equal pixels (see scan): first, where each run
	// but the first starts, as index<<32 | pixel; then, in place, where each
	// run ends, as index<<32 | id.
	runs []uint64

	order []colourCount // the palette's candidates
	byG   []palEntry
	fromG [256]uint16  // the first entry of byG with at least that green
	pix   []uint8      // the rows, each after a filter byte, and 16 bytes to spare
	pal   []color.RGBA // the palette
	enc   pngEncoder
	adler uint32                 // the Adler-32 checksum of pix, without the bytes to spare
	boxed map[uint32]color.Color // palette colours as interfaces, made once
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

const recentBits = 11

// slotHash spreads a key over a table of 1<<bits entries.
func slotHash(key uint32, bits int) uint32 { return key * 0x9e3779b1 >> (32 - bits) }

func (q *quantizer) reset() {
	const size = 1 << 13
	if len(q.slots) != size {
		q.slots = make([]uint64, size)
	} else {
		clear(q.slots)
	}
	clear(q.recent[:])
	q.colours, q.counts = q.colours[:0], q.counts[:0]
}

// lookup returns the id of colour key, adding it if need be. It is the way
// through the hash when the cache misses, and updates the cache.
func (q *quantizer) lookup(key uint32) int32 {
	c := &q.recent[slotHash(key, recentBits)]
	mask := uint32(len(q.slots) - 1) // a power of two, less 1
	h := slotHash(key, log2(len(q.slots)))
	for {
		e := q.slots[h]
		if e == 0 {
			break
		}
		if uint32(e>>32) == key {
			*c = e
			return int32(uint32(e))
		}
		h = (h + 1) & mask
	}
	id := int32(len(q.colours))
	e := uint64(key)<<32 | uint64(id)
	q.slots[h], *c = e, e
	q.colours = append(q.colours, key)
	q.counts = append(q.counts, 0)
	if 2*len(q.colours) > len(q.slots) {
		q.grow()
	}
	return id
}

func log2(n int) int { return bits.Len(uint(n)) - 1 }

func (q *quantizer) grow() {
	q.slots = make([]uint64, 2*len(q.slots))
	mask := uint32(len(q.slots) - 1)
	nb := log2(len(q.slots))
	for id, key := range q.colours {
		h := slotHash(key, nb)
		for q.slots[h] != 0 {
			h = (h + 1) & mask
		}
		q.slots[h] = uint64(key)<<32 | uint64(id)
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

	q.scan(pix)
	yield()

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
	// them. Pixels are stored eight at a time, and runs of up to 16 as two
	// stores: a run may spill over the next, which overwrites it.
	stride := w + 1
	need := h*stride + 16
	q.pix = slices.Grow(q.pix[:0], need)[:need]
	out := q.pix
	out[0] = 0
	at, x := 1, 0
	// The Adler-32 checksum the PNG needs, run by run: k bytes of value c
	// add k*c to a and k*a + c*k*(k+1)/2 to b. The sums are taken modulo
	// 65521 once a row: a row adds less than 256*(w+1) to a and (w+1) times
	// a to b, far from overflowing 64 bits.
	const mod = 65521
	a, b := uint64(1), uint64(1) // after the first filter byte
	start := 0
	for _, r := range q.runs {
		c := q.lut[uint32(r)]
		v := uint64(c) * 0x0101010101010101
		end := int(r >> 32)
		n := end - start
		start = end
		if n <= 16 && x+n < w { // most runs: two stores, within a row
			binary.LittleEndian.PutUint64(out[at:], v)
			binary.LittleEndian.PutUint64(out[at+8:], v)
			b += uint64(n)*a + uint64(c)*uint64(n*(n+1)/2)
			a += uint64(n) * uint64(c)
			at += n
			x += n
			continue
		}
		for n > 0 {
			k := min(n, w-x)
			for j := 0; j < k; j += 8 {
				binary.LittleEndian.PutUint64(out[at+j:], v)
			}
			b += uint64(k)*a + uint64(c)*uint64(k*(k+1)/2)
			a += uint64(k) * uint64(c)
			at += k
			x += k
			n -= k
			if x == w {
				out[at] = 0 // the next row's filter byte
				b += a
				a, b = a%mod, b%mod
				at++
				x = 0
			}
		}
	}
	b = (b + mod - a) % mod // less the filter byte after the last row
	q.adler = uint32(b<<16 | a)
	return &image.Paletted{Pix: q.pix[1:], Stride: stride, Rect: image.Rect(0, 0, w, h), Palette: pal}
}

// scan reads the pixels pix (opaque RGBA) as runs of equal pixels into
// q.runs (where each ends, and its colour's id), giving the colours ids and
// counting their pixels.
//
// Most of the runs are short (edges, text: nearly 90% under 16 pixels), and
// a loop that branches on each pixel's being new mispredicts at nearly every
// run's end, which costs more than all the rest. So the scan has two passes:
//
//  1. Find where runs start, eight pixels at a time: eight pixels like the
//     last one are skipped with one test, and otherwise each pixel and its
//     index are written to q.runs, whose count moves on only if the pixel
//     differs from the one before: a conditional move, not a branch.
//  2. Turn the starts into runs' ends, in place, looking each colour up (the
//     cache inline). The colours come from the starts, read in order, not
//     from the image, which by then has left the caches.
func (q *quantizer) scan(pix []byte) {
	npx := len(pix) / 4
	starts := slices.Grow(q.runs[:0], 64)
	starts = starts[:cap(starts)]
	nb := 0
	prev := binary.LittleEndian.Uint32(pix) // the pixel before
	pair := uint64(prev) | uint64(prev)<<32
	k := 1 // pixel 0 starts the first run, implicitly
	for ; k+8 <= npx; k += 8 {
		p := pix[4*k : 4*k+32 : 4*k+32]
		if (binary.LittleEndian.Uint64(p)^pair)|(binary.LittleEndian.Uint64(p[8:])^pair)|
			(binary.LittleEndian.Uint64(p[16:])^pair)|(binary.LittleEndian.Uint64(p[24:])^pair) == 0 {
			continue
		}
		if nb+8 > len(starts) {
			starts = slices.Grow(starts, len(starts))
			starts = starts[:cap(starts)]
		}
		for j := range 8 {
			px := binary.LittleEndian.Uint32(p[4*j:])
			starts[nb] = uint64(k+j)<<32 | uint64(px) // kept only if px is new
			d := 0
			if px != prev {
				d = 1
			}
			nb += d
			prev = px
		}
		pair = uint64(prev) | uint64(prev)<<32
	}
	for ; k < npx; k++ {
		px := binary.LittleEndian.Uint32(pix[4*k:])
		if px != prev {
			starts = append(starts[:nb], uint64(k)<<32|uint64(px))
			starts = starts[:cap(starts)]
			nb++
		}
		prev = px
	}
	starts = append(starts[:nb], uint64(npx)<<32) // the end of the last run

	recent := &q.recent
	counts := q.counts
	px, s := binary.LittleEndian.Uint32(pix), int32(0) // the run's colour and start
	for k, e := range starts {
		key := rgbKey(px)
		c := recent[slotHash(key, recentBits)]
		id := int32(uint32(c))
		if uint32(c>>32) != key {
			id = q.lookup(key)
			counts = q.counts
		}
		end := int32(e >> 32)
		counts[id] += end - s
		starts[k] = uint64(end)<<32 | uint64(id)
		px, s = uint32(e), end
	}
	q.runs = starts
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
