package solver

import (
	"math/bits"

	"github.com/bogglebot/bogglebot/trie"
)

// scoreFastTwoEdge is scoreFast for boards with a tile of two trie edges:
// Super Big Boggle's faces (An, Er, He, In, Th) and the composite letters
// of the alphabets with more than 31 letters (Polish ń ź, Ukrainian ї,
// Russian ё, Hungarian's digraphs, Persian's rarest letters), which a tile
// steps over as its first letter and then its second. Tiles are found by
// their first letter as in scoreFast; a tile whose second letter the node
// reached has no child for is a dead end, skipped like a frame with nothing
// to try. The step budget's bound holds as it does there: a frame still
// holds at most eight tiles, and only the steps that succeed are counted by
// scoreFrom.
//
// It is a loop of its own, not a test in scoreFast's: one more value to
// hold and one more branch a step made Go's register allocator spill the
// loop's values there (docs/speed.md), and most boards never need it.
// TestFastPathMatchesGeneral and TestFastPathEveryLanguage check it
// against scoreFrom.
func (s *Solver) scoreFastTwoEdge() bool {
	v := s.t.View()
	s.nTouched = len(s.touched)
	var nbr [MaxSize * MaxSize]uint64
	copy(nbr[:s.size*s.size], s.nbr[:s.size*s.size])
	st := &s.stack
	// bit[i] is tile i's first letter as a bit, sec[i] its second (0 for a
	// tile of one letter).
	var bit, sec, tileLV [MaxSize * MaxSize]uint32
	var tilesOf [33]uint64 // tilesOf[32] stays 0: TrailingZeros32(0) is 32
	for i := range s.size * s.size {
		bit[i] = 1 << s.letter[i]
		if s.second[i] != noLetter {
			sec[i] = 1 << s.second[i]
		}
		tileLV[i] = uint32(s.span[i]) | uint32(s.value[i])<<lenBits
		if s.blanks&(1<<i) == 0 {
			tilesOf[s.letter[i]&31] |= 1 << i
		}
	}
	var around [MaxSize * MaxSize]uint32
	for i := range s.size * s.size {
		for m := nbr[i] &^ s.blanks; m != 0; m &= m - 1 {
			around[i] |= bit[bits.TrailingZeros64(m)&63]
		}
	}
	pts := &s.ptsFrom

	cells := uint64(1)<<(s.size*s.size) - 1
	if s.size*s.size == 64 {
		cells = ^uint64(0)
	}
	root := v.Edges(trie.Root)
	var first uint64
	for m := root.Mask() & trie.LetterMask; m != 0; m &= m - 1 {
		first |= tilesOf[bits.TrailingZeros32(m)&31]
	}
	if first &= cells &^ s.blanks; first == 0 {
		return true
	}
	st[0] = frame{used: s.blanks, edges: root, lenVal: longBit - s.minLen}
	sp, cur := 0, first
	for {
		f := &st[sp&(len(st)-1)]
		j := bits.TrailingZeros64(cur|1<<63) & 63
		cur &= cur - 1
		used := f.used | 1<<j
		e := f.edges
		clv := f.lenVal + int32(tileLV[j])
		below := st[(sp-1)&(len(st)-1)].avail
		empty := (cur|-cur)>>63 ^ 1
		cur |= below & -empty
		sp -= int(empty)
		c := e.ChildAt(bit[j])
		ce := v.Edges(c)
		if sb := sec[j]; sb != 0 {
			// The tile's second letter: a dead end if c has no child for it.
			if ce.Mask()&sb == 0 {
				if sp < 0 {
					break
				}
				continue
			}
			c = ce.ChildAt(sb)
			ce = v.Edges(c)
		}
		ok := int(ce.Mask()>>31) & int(clv>>7) & 1
		p := &s.found[c>>6]
		fw := *p
		isNew := int(^fw>>(c&63)) & ok
		*p = fw | uint64(ok)<<(c&63)
		s.touched[:cap(s.touched)][s.nTouched] = c
		s.nTouched += isNew & (int((fw|-fw)>>63) ^ 1)
		s.count += isNew
		s.score += int(pts[clv&(longBit-1)]+clv>>lenBits) & -isNew
		free := nbr[j] &^ used
		m := ce.Mask() & around[j]
		next := tilesOf[bits.TrailingZeros32(m)]
		m &= m - 1
		next |= tilesOf[bits.TrailingZeros32(m)]
		for m &= m - 1; m != 0; m &= m - 1 {
			next |= tilesOf[bits.TrailingZeros32(m)]
		}
		if next &= free; next == 0 {
			if sp < 0 {
				break
			}
			continue
		}
		if s.left -= 8; s.left < 0 {
			return false
		}
		st[sp&(len(st)-1)].avail = cur
		sp++
		st[sp&(len(st)-1)] = frame{used: used, edges: ce, lenVal: clv}
		cur = next
	}
	s.touched = s.touched[:s.nTouched]
	return true
}
