package render

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image/color"
	"io"
	"math/bits"
	"slices"
)

// A paletted PNG of these images is mostly long runs of one colour and rows
// that repeat the row above, with anti-aliased edges and text between. The
// standard library's encoder spends most of its time in compress/flate's
// general matcher and in building Huffman tables for a block every 64 KB.
// pngEncoder writes the same kind of file (8-bit paletted, no filtering,
// one zlib stream) faster: its matcher looks where these images repeat
// themselves (the pixel before, the pixel above, and a small hash of
// recent places for glyphs and edges), and the stream is one block with one
// set of dynamic Huffman codes.

// A pngEncoder is the scratch space for one image. It belongs to one
// goroutine; finished ones are pooled (in the quantizer).
type pngEncoder struct {
	tokens []uint32
	hash   []int32
	litLen [286]int32 // symbol frequencies
	dist   [30]int32
	huff   huffman
	out    []byte
	acc    uint64 // bits not yet in out, LSB first
	nacc   uint
}

const (
	maxMatch   = 258
	minMatch   = 3
	window     = 32768
	hashBits   = 14
	matchToken = 1 << 31
)

// encodePNG writes an 8-bit paletted PNG of a w x h image whose rows are in
// s, each row preceded by its filter byte (0, none): w+1 bytes a row. sum is
// the Adler-32 checksum of those bytes.
func (e *pngEncoder) encodePNG(wr io.Writer, s []byte, w, h int, pal []color.RGBA, sum uint32) error {
	s = s[:(w+1)*h]
	e.out = e.out[:0]
	e.out = append(e.out, "\x89PNG\r\n\x1a\n"...)
	var hdr [13]byte
	binary.BigEndian.PutUint32(hdr[0:], uint32(w))
	binary.BigEndian.PutUint32(hdr[4:], uint32(h))
	hdr[8], hdr[9] = 8, 3 // 8 bits, paletted
	e.chunk("IHDR", hdr[:])
	start := e.begin("PLTE")
	for _, c := range pal {
		e.out = append(e.out, c.R, c.G, c.B)
	}
	e.end(start)

	start = e.begin("IDAT")
	e.out = append(e.out, 0x78, 0x01) // zlib: deflate, 32 KB window, fastest
	e.match(s, w+1)
	e.deflate()
	e.out = binary.BigEndian.AppendUint32(e.out, sum)
	e.end(start)
	e.chunk("IEND", nil)
	_, err := wr.Write(e.out)
	return err
}

func (e *pngEncoder) chunk(name string, data []byte) {
	start := e.begin(name)
	e.out = append(e.out, data...)
	e.end(start)
}

// begin starts a chunk and returns where its length goes.
func (e *pngEncoder) begin(name string) int {
	start := len(e.out)
	e.out = append(e.out, 0, 0, 0, 0)
	e.out = append(e.out, name...)
	return start
}

func (e *pngEncoder) end(start int) {
	binary.BigEndian.PutUint32(e.out[start:], uint32(len(e.out)-start-8))
	e.out = binary.BigEndian.AppendUint32(e.out, crc32.ChecksumIEEE(e.out[start+4:]))
}

// matchLen returns how many bytes from s[i] on, up to limit, equal those
// from s[j] on: eight bytes at a time, then 32 (four words, one test), then
// eight again to find the first that differs.
func matchLen(s []byte, i, j, limit int) int {
	n := 0
	if limit >= 8 { // most calls end in the first eight bytes
		x := binary.LittleEndian.Uint64(s[i:]) ^ binary.LittleEndian.Uint64(s[j:])
		if x != 0 {
			return bits.TrailingZeros64(x) / 8
		}
		if limit == maxMatch && bytes.Equal(s[i+8:i+maxMatch], s[j+8:j+maxMatch]) {
			return maxMatch // a common case, quickly
		}
		n = 8
		for n+32 <= limit {
			a, b := s[i+n:i+n+32:i+n+32], s[j+n:j+n+32:j+n+32]
			if (binary.LittleEndian.Uint64(a)^binary.LittleEndian.Uint64(b))|
				(binary.LittleEndian.Uint64(a[8:])^binary.LittleEndian.Uint64(b[8:]))|
				(binary.LittleEndian.Uint64(a[16:])^binary.LittleEndian.Uint64(b[16:]))|
				(binary.LittleEndian.Uint64(a[24:])^binary.LittleEndian.Uint64(b[24:])) != 0 {
				break
			}
			n += 32
		}
	}
	for n+8 <= limit {
		x := binary.LittleEndian.Uint64(s[i+n:]) ^ binary.LittleEndian.Uint64(s[j+n:])
		if x != 0 {
			return n + bits.TrailingZeros64(x)/8
		}
		n += 8
	}
	for n < limit && s[i+n] == s[j+n] {
		n++
	}
	return n
}

func hash4(v uint32) uint32 { return (v * 0x1e35a7bd) >> (32 - hashBits) }

// match turns s into literals and matches, greedily: at each byte the
// longest of the run from the byte before, the row above, and the last
// place with the same next four bytes.
func (e *pngEncoder) match(s []byte, stride int) {
	e.tokens = e.tokens[:0]
	if len(e.hash) != 1<<hashBits {
		e.hash = make([]int32, 1<<hashBits)
	}
	for i := range e.hash {
		e.hash[i] = -window - 1
	}
	e.litLen, e.dist = [286]int32{}, [30]int32{}
	hash := e.hash[:1<<hashBits]
	tokens := e.tokens
	n := len(s)
	i := 0
	pause := yieldEvery
	// Most candidates differ within their first eight bytes: that case is
	// tested here, inline, with the next eight bytes read once, and
	// matchLen (a call, which spills the loop's registers) is left for the
	// longer matches and the last few bytes.
	for i < n {
		if i >= pause {
			yield()
			pause = i + yieldEvery
		}
		limit := min(maxMatch, n-i)
		var next uint64 // s[i:i+8], if limit >= 8
		if limit >= 8 {
			next = binary.LittleEndian.Uint64(s[i:])
		}
		length := func(j int) int {
			if limit >= 8 {
				if x := next ^ binary.LittleEndian.Uint64(s[j:]); x != 0 {
					return bits.TrailingZeros64(x) / 8
				}
			}
			return matchLen(s, i, j, limit)
		}
		best, dist := 0, 0
		if i >= stride {
			best, dist = length(i-stride), stride
		}
		if best < limit && i >= 1 {
			if l := length(i - 1); l > best {
				best, dist = l, 1
			}
		}
		if best < 16 && i+4 <= n {
			h := hash4(binary.LittleEndian.Uint32(s[i:]))
			if c := int(hash[h]); i-c <= window && i-c > 1 && i-c != stride {
				if l := length(c); l > best {
					best, dist = l, i-c
				}
			}
			hash[h] = int32(i)
		}
		if best >= minMatch {
			tokens = append(tokens, matchToken|uint32(best-minMatch)<<16|uint32(dist-1))
			e.litLen[257+lengthCode[best-minMatch]>>8]++ // see lengthCode
			e.dist[distCode(dist-1)]++
			i += best
			continue
		}
		tokens = append(tokens, uint32(s[i]))
		e.litLen[s[i]]++
		i++
	}
	e.tokens = tokens
}

// lengthCode[l-3] is a length's symbol less 257 (high byte) and its number
// of extra bits (low byte); lengthBase its first length less 3.
var lengthCode, lengthBase = func() (code [256]uint16, base [29]uint16) {
	b, sym := 0, 0
	for ; sym < 28; sym++ {
		extra := 0
		if sym >= 8 {
			extra = sym/4 - 1
		}
		base[sym] = uint16(b)
		for k := 0; k < 1<<extra; k++ {
			code[b] = uint16(sym<<8 | extra)
			b++
		}
	}
	code[255] = 28 << 8 // 258: its own symbol, 285
	base[28] = 255
	return code, base
}()

// distCode returns the symbol of a distance less 1.
func distCode(d int) int {
	if d < 4 {
		return d
	}
	// Symbols come in pairs per power of two.
	nb := bits.Len32(uint32(d)) - 1 // d >= 4: nb >= 2
	return 2*nb + (d>>(nb-1))&1
}

func distExtra(sym int) uint {
	if sym < 4 {
		return 0
	}
	return uint(sym/2 - 1)
}

func distBase(sym int) int {
	if sym < 4 {
		return sym
	}
	x := distExtra(sym)
	return (2 + sym&1) << x
}

// The order in which a dynamic block lists the code length code's lengths.
var clOrder = [19]uint8{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}

func (e *pngEncoder) bits(v uint64, n uint) {
	e.acc |= v << e.nacc
	e.nacc += n
	if e.nacc >= 32 {
		e.out = binary.LittleEndian.AppendUint32(e.out, uint32(e.acc))
		e.acc >>= 32
		e.nacc -= 32
	}
}

func (e *pngEncoder) flush() {
	for n := int(e.nacc); n > 0; n -= 8 {
		e.out = append(e.out, byte(e.acc))
		e.acc >>= 8
	}
	e.acc, e.nacc = 0, 0
}

// deflate writes the tokens as one final block with dynamic Huffman codes.
func (e *pngEncoder) deflate() {
	e.litLen[256] = 1 // end of block
	// Two distance codes at least, as some decoders want.
	for k := 0; k < 2; k++ {
		if e.dist[k] == 0 {
			e.dist[k] = 1
		}
	}
	h := &e.huff
	llLen, llCode := h.build(e.litLen[:], 15, 0)
	dLen, dCode := h.build(e.dist[:], 15, 1)
	nLit := 286
	for nLit > 257 && llLen[nLit-1] == 0 {
		nLit--
	}
	nDist := 30
	for nDist > 1 && dLen[nDist-1] == 0 {
		nDist--
	}
	// The code lengths, run-length coded.
	lens := append(append(h.lens[:0], llLen[:nLit]...), dLen[:nDist]...)
	h.lens = lens
	cl := h.clTokens[:0]
	var clFreq [19]int32
	for i := 0; i < len(lens); {
		l := lens[i]
		run := 1
		for i+run < len(lens) && lens[i+run] == l {
			run++
		}
		i += run
		if l == 0 {
			for run >= 11 {
				k := min(run, 138)
				cl = append(cl, 18|uint16(k-11)<<8)
				clFreq[18]++
				run -= k
			}
			if run >= 3 {
				cl = append(cl, 17|uint16(run-3)<<8)
				clFreq[17]++
				run = 0
			}
		} else {
			cl = append(cl, uint16(l))
			clFreq[l]++
			run--
			for run >= 3 {
				k := min(run, 6)
				cl = append(cl, 16|uint16(k-3)<<8)
				clFreq[16]++
				run -= k
			}
		}
		for ; run > 0; run-- {
			cl = append(cl, uint16(l))
			clFreq[l]++
		}
	}
	h.clTokens = cl
	clLen, clCode := h.build(clFreq[:], 7, 2)
	nCL := 19
	for nCL > 4 && clLen[clOrder[nCL-1]] == 0 {
		nCL--
	}

	e.bits(1, 1) // final
	e.bits(2, 2) // dynamic Huffman
	e.bits(uint64(nLit-257), 5)
	e.bits(uint64(nDist-1), 5)
	e.bits(uint64(nCL-4), 4)
	for _, s := range clOrder[:nCL] {
		e.bits(uint64(clLen[s]), 3)
	}
	for _, t := range cl {
		s := t & 0xff
		e.bits(uint64(clCode[s]), uint(clLen[s]))
		switch s {
		case 16:
			e.bits(uint64(t>>8), 2)
		case 17:
			e.bits(uint64(t>>8), 3)
		case 18:
			e.bits(uint64(t>>8), 7)
		}
	}
	// The tokens, with the bit buffer in locals (e.bits keeps it in e,
	// in memory, between calls).
	acc, nacc, out := e.acc, e.nacc, e.out
	put := func(v uint64, n uint) {
		acc |= v << nacc
		nacc += n
		if nacc >= 32 {
			out = binary.LittleEndian.AppendUint32(out, uint32(acc))
			acc >>= 32
			nacc -= 32
		}
	}
	for _, t := range e.tokens {
		if t&matchToken == 0 {
			put(uint64(llCode[t]), uint(llLen[t]))
			continue
		}
		l := int(t>>16) & 0xff
		d := int(t & 0xffff)
		lc := lengthCode[l]
		sym := 257 + int(lc>>8)
		ds := distCode(d)
		x := distExtra(ds)
		// At most 20 bits for the length, then 28 for the distance.
		v := uint64(llCode[sym]) | uint64(l-int(lengthBase[lc>>8]))<<llLen[sym]
		put(v, uint(llLen[sym])+uint(lc&0xff))
		put(uint64(dCode[ds])|uint64(d-distBase(ds))<<dLen[ds], uint(dLen[ds])+x)
	}
	e.acc, e.nacc, e.out = acc, nacc, out
	e.bits(uint64(llCode[256]), uint(llLen[256]))
	e.flush()
}

// huffman builds length-limited canonical Huffman codes. Its tables are
// reused from image to image.
type huffman struct {
	sym      []int32 // symbols by frequency
	node     []hnode
	depth    []uint8
	lenOut   [3][286]uint8
	codeOut  [3][286]uint16
	lens     []uint8
	clTokens []uint16
}

type hnode struct {
	freq   int64
	parent int32
}

// build returns the code lengths (at most limit bits) and the codes, bit
// reversed for writing LSB first, of an alphabet with the frequencies freq.
// Symbols of frequency 0 get no code. slot picks the output tables.
func (h *huffman) build(freq []int32, limit int, slot int) ([]uint8, []uint16) {
	n := len(freq)
	lens := h.lenOut[slot][:n]
	codes := h.codeOut[slot][:n]
	clear(lens)
	clear(codes)
	h.sym = h.sym[:0]
	for s, f := range freq {
		if f > 0 {
			h.sym = append(h.sym, int32(s))
		}
	}
	syms := h.sym
	slices.SortStableFunc(syms, func(a, b int32) int { return int(freq[a] - freq[b]) })
	switch len(syms) {
	case 0:
		return lens, codes
	case 1:
		lens[syms[0]] = 1
		return lens, codes
	}
	// Huffman's algorithm with two queues: the leaves, sorted, and the
	// internal nodes, made in order of weight.
	m := len(syms)
	h.node = slices.Grow(h.node[:0], 2*m)[:2*m-1]
	nodes := h.node
	for i, s := range syms {
		nodes[i] = hnode{freq: int64(freq[s]), parent: -1}
	}
	leaf, inner, next := 0, m, m
	pick := func() int {
		if leaf < m && (inner >= next || nodes[leaf].freq <= nodes[inner].freq) {
			leaf++
			return leaf - 1
		}
		inner++
		return inner - 1
	}
	for next < 2*m-1 {
		a := pick()
		b := pick()
		nodes[next] = hnode{freq: nodes[a].freq + nodes[b].freq, parent: -1}
		nodes[a].parent, nodes[b].parent = int32(next), int32(next)
		next++
	}
	h.depth = slices.Grow(h.depth[:0], 2*m)[:2*m-1]
	depth := h.depth
	depth[2*m-2] = 0
	var count [64]int
	for i := 2*m - 3; i >= 0; i-- {
		depth[i] = depth[nodes[i].parent] + 1
	}
	maxLen := 0
	for i := range m {
		d := int(depth[i])
		count[d]++
		maxLen = max(maxLen, d)
	}
	// Too long: move leaves up, keeping the code complete (as JPEG does).
	for l := maxLen; l > limit; l-- {
		for count[l] > 0 {
			j := l - 2
			for count[j] == 0 {
				j--
			}
			count[l] -= 2
			count[l-1]++
			count[j+1] += 2
			count[j]--
		}
	}
	// The commonest symbols take the shortest codes.
	k := m - 1
	for l := 1; l <= min(maxLen, limit); l++ {
		for range count[l] {
			lens[syms[k]] = uint8(l)
			k--
		}
	}
	// Canonical codes, in order of length then symbol.
	var nextCode [17]uint16
	var byLen [17]int
	for _, l := range lens {
		byLen[l]++
	}
	code := uint16(0)
	byLen[0] = 0
	for l := 1; l <= 16; l++ {
		code = (code + uint16(byLen[l-1])) << 1
		nextCode[l] = code
	}
	for s, l := range lens {
		if l == 0 {
			continue
		}
		c := nextCode[l]
		nextCode[l]++
		codes[s] = bits.Reverse16(c) >> (16 - l)
	}
	return lens, codes
}
