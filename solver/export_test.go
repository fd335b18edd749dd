package solver

import (
	"flag"
	"math/bits"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/trie"
)

var UpdateFlag = flag.Bool("update", false, "rewrite golden files in testdata")

// NeighbourMask exposes the neighbour table to tests.
func NeighbourMask(n, r, c int) uint64 { return neighbours[n][r*n+c] }

// ScoreNodes counts the nodes Score's search visits on b.
func ScoreNodes(b Board, d *dict.Dict, r Rules) int {
	s := NewSolver(d, r)
	s.setup(b)
	root := s.t.Edges(trie.Root)
	nodes := 0
	var walk func(i int, n trie.Node, used uint64)
	walk = func(i int, n trie.Node, used uint64) {
		nodes++
		e := s.t.Edges(n)
		if e.Leaf() {
			return
		}
		for avail := s.nbr[i] &^ used; avail != 0; avail &= avail - 1 {
			j := bits.TrailingZeros64(avail)
			if c, ok := s.step(e, j); ok {
				walk(j, c, used|1<<j)
			}
		}
	}
	for i := range b.Size() * b.Size() {
		if s.blanks&(1<<i) == 0 {
			if c, ok := s.step(root, i); ok {
				walk(i, c, s.blanks|1<<i)
			}
		}
	}
	return nodes
}

// ScoreBothPaths scores b with Score (its fast path) and with the general search alone, returning count, score and Partial
// of each; tookFast reports whether the fast path scored the board to the
// end, rather than handing a board that may exhaust the budget to the
// general search.
func ScoreBothPaths(b Board, d *dict.Dict, r Rules) (fast, general [3]int, tookFast bool) {
	s := NewSolver(d, r)
	c, sc := s.Score(b)
	fast = [3]int{c, sc, boolInt(s.Partial())}
	s.setup(b)
	tookFast = s.minLen >= 1 && s.minLen <= maxLetters && s.scoreFastAny()
	s.touched = s.touched[:s.nTouched]
	s.clearFound()
	s.general = true
	c, sc = s.Score(b)
	general = [3]int{c, sc, boolInt(s.Partial())}
	return
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
