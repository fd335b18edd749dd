package solver_test

import (
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// careful is the comparison point the issue names: "a careful Go solver with
// flat [26]-child arrays, a bitmask of used tiles and per-node marks". It
// writes marks into its trie, so it cannot be shared between goroutines.
type careful struct {
	child [][26]int32
	word  []bool
	mark  []uint32
	gen   uint32
	nbr   [16]uint16
	tiles [16]uint8
	count int
	score int
}

func newCareful(d *dict.Dict) *careful {
	c := &careful{child: make([][26]int32, 1), word: make([]bool, 1)}
	for w := range d.Trie().All() { // encoded: q stands for qu
		n := int32(0)
		for i := 0; i < len(w); i++ {
			l := w[i] - 'a'
			if c.child[n][l] == 0 {
				c.child = append(c.child, [26]int32{})
				c.word = append(c.word, false)
				c.child[n][l] = int32(len(c.child) - 1)
			}
			n = c.child[n][l]
		}
		c.word[n] = true
	}
	c.mark = make([]uint32, len(c.child))
	for i := range 16 {
		r, col := i/4, i%4
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				rr, cc := r+dr, col+dc
				if (dr != 0 || dc != 0) && rr >= 0 && rr < 4 && cc >= 0 && cc < 4 {
					c.nbr[i] |= 1 << (rr*4 + cc)
				}
			}
		}
	}
	return c
}

var boggleLen = [...]int{0, 0, 0, 1, 1, 2, 3, 5, 11}

func (c *careful) solve(b solver.Board) (int, int) {
	c.gen++
	c.count, c.score = 0, 0
	for i, t := range b.Tiles() {
		c.tiles[i] = uint8(t - 1) // q is the Qu tile, one trie edge
	}
	for i := range 16 {
		if n := c.child[0][c.tiles[i]]; n != 0 {
			c.dfs(i, n, 1<<i, 1+int(boolInt(c.tiles[i] == 'q'-'a')))
		}
	}
	return c.count, c.score
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (c *careful) dfs(i int, n int32, used uint16, length int) {
	if c.word[n] && length >= 3 && c.mark[n] != c.gen {
		c.mark[n] = c.gen
		c.count++
		c.score += boggleLen[min(length, 8)]
	}
	for j := range 16 {
		if c.nbr[i]&(1<<j) == 0 || used&(1<<j) != 0 {
			continue
		}
		if m := c.child[n][c.tiles[j]]; m != 0 {
			c.dfs(j, m, used|1<<j, length+1+boolInt(c.tiles[j] == 'q'-'a'))
		}
	}
}

func TestCarefulAgrees(t *testing.T) {
	d := enable(t)
	c := newCareful(d)
	for i := range 300 {
		b := solver.Modern.Roll(uint64(i))
		wc, ws := c.solve(b)
		gc, gs := solver.Score(b, d, solver.Rules{})
		if wc != gc || ws != gs {
			t.Fatalf("%s: careful %d/%d, ours %d/%d", b, wc, ws, gc, gs)
		}
	}
}

// BenchmarkCareful measures the comparison solver on the same boards as
// BenchmarkScore.
func BenchmarkCareful(b *testing.B) {
	d := enable(b)
	c := newCareful(d)
	boards := rolled(4096)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		c.solve(boards[i&4095])
		i++
	}
	reportBoards(b, i)
}
