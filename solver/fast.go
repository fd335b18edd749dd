package solver

import (
	"math/bits"

	"github.com/bogglebot/bogglebot/trie"
)

// The fast path of Score, for boards whose every tile is one trie edge: the
// letters, the Qu face (the trie stores qu as q) and blanks; every board of
// the modern, classic and Big Boggle dice, and of most languages' dice.
// Boards with a tile of two trie edges (Super Big Boggle's An, Er, He, In,
// Th; composite letters) take the same loop with one step more in
// scoreFastTwoEdge (fast2.go).
//
// It is the same depth-first search as scoreFrom, in the same order, so it
// finds the same words; TestFastPathMatchesGeneral checks it against
// scoreFrom. The loop's cost is mostly branches the CPU guesses wrong and
// the chain of loads from one step to the next, more than its instruction
// count. What makes it faster:
//   - no recursion: the search is one loop over an explicit stack of
//     frames; it never pushes a frame with nothing to try, and takes a
//     frame off the stack as it takes the frame's last tile, without a
//     branch (not on a later turn of the loop, behind a test guessed wrong
//     half the time). The tiles left in the frame on top (cur) stay in a
//     register, out of the stack;
//   - a frame holds only the tiles that lead somewhere: when the search
//     reaches node c on tile j, the tiles to try next are the free
//     neighbours of j whose letter c has a child for, found by letter
//     (tilesOf[l] is the tiles with letter l, around[j] the letters next
//     to j), rather than by testing each of up to eight neighbours in turn.
//     The first two such letters are taken without a test (86% of the
//     steps have no more), the rest in a loop;
//   - a word is counted, and marked found, without a branch: 28% of the
//     steps end a word and a third of those a new one, a test that was
//     guessed wrong often;
//   - the trie is read through a trie.View, and each tile carries its
//     letter as a ready bit (1<<letter) for Edges.ChildAt, whose bit count
//     is the POPCNT instruction even on GOAMD64=v1 builds (see ChildAt);
//   - the step budget is charged eight steps (a frame's most) for each
//     frame pushed, not one for each step: while that lasts no board can
//     have run out; a board that exhausts it (none of the dice's boards
//     come near) is scored again by scoreFrom, which counts exactly, so
//     that Partial and the words found by then are scoreFrom's;
//   - a word's letter count, biased by the minimum length so that one bit
//     says "long enough", and its letter values travel packed in one int32
//     (lenVal), added to in one step;
//   - the per-board tables (letter bits, neighbour sets, letters around
//     each tile) are local arrays, and the counts and budget stay in the
//     Solver: Go's register allocator has too few registers for everything
//     the loop holds, and spilled the hot values when these were local
//     variables.
//
// docs/speed.md gives the figures and what was tried.

// frame is one level of the search: the node reached, the neighbours left to
// try from it (written when a frame is pushed above it: the top frame's are
// in cur), the tiles in use and the word's length and value so far.
type frame struct {
	avail  uint64
	used   uint64
	edges  trie.Edges
	lenVal int32
}

// lenVal packs a word's letter count, biased so that bit 7 is set once the
// word is long enough (the low 8 bits hold count + 128 - minLen: with at
// most maxLetters = 128 letters and minLen from 1 to 128 they stay in
// 0..255), with the sum of its letter values (the rest).
const (
	lenBits = 8
	longBit = 1 << 7
)

// plainBoard reports whether every tile of the board set up is one trie edge.
func (s *Solver) plainBoard() bool {
	for i := range s.size * s.size {
		if s.second[i] != noLetter {
			return false
		}
	}
	return true
}

// scoreFastAny runs the fast path that suits the board set up: scoreFast
// on a plain board, scoreFastTwoEdge on one with a tile of two trie edges.
func (s *Solver) scoreFastAny() bool {
	if s.plainBoard() {
		return s.scoreFast()
	}
	return s.scoreFastTwoEdge()
}

// scoreFast is Score's search on a plain board (see plainBoard), after
// setup. It reports false, with s.nTouched blocks of found set, if the board
// may need more steps than the budget: Score then starts over with scoreFrom.
func (s *Solver) scoreFast() bool {
	v := s.t.View()
	// A block of found is listed in touched the first time one of its bits
	// is set, so touched never holds more than len(found) entries. The loop
	// writes the entry after the last on every step and counts it only for
	// a newly set block: Reset gives touched len(found)+1 places, and the
	// loop fills them without append (whose call to grow it would make the
	// compiler keep the loop's values on the stack). The counts and the budget stay in s, not in local variables:
	// Go's register allocator has too few registers for everything the
	// loop holds, and these change least often.
	s.nTouched = len(s.touched)
	// The board's neighbour sets, copied next to the other per-tile arrays
	// so that the loop reaches them without holding a pointer.
	var nbr [MaxSize * MaxSize]uint64
	copy(nbr[:s.size*s.size], s.nbr[:s.size*s.size])
	st := &s.stack
	var bit, tileLV [MaxSize * MaxSize]uint32
	// tilesOf[l] is the set of tiles whose letter is l (blanks left out).
	var tilesOf [33]uint64 // tilesOf[32] stays 0: TrailingZeros32(0) is 32
	for i := range s.size * s.size {
		bit[i] = 1 << s.letter[i]
		tileLV[i] = uint32(s.span[i]) | uint32(s.value[i])<<lenBits
		if s.blanks&(1<<i) == 0 {
			tilesOf[s.letter[i]&31] |= 1 << i
		}
	}
	// around[i] is the letters of the tiles next to tile i, blanks left
	// out.
	var around [MaxSize * MaxSize]uint32
	for i := range s.size * s.size {
		for m := nbr[i] &^ s.blanks; m != 0; m &= m - 1 {
			around[i] |= bit[bits.TrailingZeros64(m)&63]
		}
	}
	pts := &s.ptsFrom

	// The bottom frame is the root: its neighbours are every tile that is
	// not blank, and stepping onto a first tile is not counted against the
	// budget, as in scoreFrom's caller (only pushes are charged).
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
	// cur is the tiles left to try in the frame on top, kept out of the
	// stack (its avail is written when a frame is pushed above it).
	sp, cur := 0, first
	for {
		// Take the next tile of the frame on top; a frame whose last tile
		// this is comes off the stack now, not on a later turn of the loop
		// (its values are read first: the child may be pushed in its place).
		f := &st[sp&(len(st)-1)]
		j := bits.TrailingZeros64(cur|1<<63) & 63 // cur is never empty: 1<<63 spares a test for 0
		cur &= cur - 1
		used := f.used | 1<<j
		e := f.edges
		clv := f.lenVal + int32(tileLV[j])
		// If cur is empty, pop: sp -= 1 and cur = the frame below's tiles,
		// without a branch (it would be guessed wrong half the time).
		below := st[(sp-1)&(len(st)-1)].avail
		empty := (cur|-cur)>>63 ^ 1
		cur |= below & -empty
		sp -= int(empty)
		c := e.ChildAt(bit[j])
		ce := v.Edges(c)
		// A word long enough is counted once; without a branch, which
		// would be guessed wrong often (28% of the steps end a word, a
		// third of those a new one): ok is 1 for such a word, else 0, and
		// found and the counts are written on every step.
		ok := int(ce.Mask()>>31) & int(clv>>7) & 1
		p := &s.found[c>>6]
		fw := *p
		isNew := int(^fw>>(c&63)) & ok
		*p = fw | uint64(ok)<<(c&63)
		s.touched[:cap(s.touched)][s.nTouched] = c
		s.nTouched += isNew & (int((fw|-fw)>>63) ^ 1)
		s.count += isNew
		s.score += int(pts[clv&(longBit-1)]+clv>>lenBits) & -isNew
		// The tiles to try from c: free neighbours of j whose letter c has
		// a child for, found by letter (a node has few children).
		free := nbr[j] &^ used
		// The first two letters are taken without a test (no letter:
		// tilesOf[32] is empty); the loop is for the rest, rare.
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
		// The frame's tiles are steps still to take: at most eight. The
		// budget is charged that bound on each push, so while it lasts no
		// board can have run out; when it does not, the caller starts over
		// with the exact count.
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
