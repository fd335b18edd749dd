package study

import (
	"bufio"
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/bogglebot/bogglebot/solver"
)

//go:generate go run ./internal/genbest -out bestboards.tsv

// bestboards.tsv holds, per board size and dictionary tier, a few of the
// best boards Search found (Boggle rules): "size\ttier\tboard\twords\tpoints"
// a line, best first. genbest writes it; see its doc comment.
//
//go:embed bestboards.tsv
var bestTSV string

type sizeTier struct {
	size int
	tier string
}

var bestBoards = sync.OnceValues(func() (map[sizeTier][]Scored, error) { return parseBest(bestTSV) })

// parseBest reads bestboards.tsv.
func parseBest(text string) (map[sizeTier][]Scored, error) {
	out := map[sizeTier][]Scored{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for line := 1; sc.Scan(); line++ {
		if t := sc.Text(); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 5 {
			return nil, fmt.Errorf("best boards line %d: %d fields, want 5", line, len(f))
		}
		size, err1 := strconv.Atoi(f[0])
		words, err2 := strconv.Atoi(f[3])
		points, err3 := strconv.Atoi(f[4])
		b, err4 := solver.Parse(f[2])
		for _, err := range []error{err1, err2, err3, err4} {
			if err != nil {
				return nil, fmt.Errorf("best boards line %d: %w", line, err)
			}
		}
		if b.Size() != size {
			return nil, fmt.Errorf("best boards line %d: the board is %dx%d, not %dx%d", line, b.Size(), b.Size(), size, size)
		}
		k := sizeTier{size, f[1]}
		out[k] = append(out[k], Scored{Board: b, Words: words, Points: points})
	}
	return out, sc.Err()
}

// BestBoards returns the shipped best boards of an n x n board for a
// dictionary tier, Boggle rules, best first; none if there are none for
// that size and tier. The slice is the caller's.
func BestBoards(n int, tier string) []Scored {
	m, err := bestBoards()
	if err != nil {
		panic("study: the committed bestboards.tsv is malformed: " + err.Error())
	}
	return append([]Scored(nil), m[sizeTier{n, tier}]...)
}

// Diverse returns up to k boards of found (best first), skipping any that
// differs in fewer than minDiff tiles from one already chosen: the few best
// boards of one climb are mostly one tile apart.
func Diverse(found []Scored, k, minDiff int) []Scored {
	var out []Scored
	for _, b := range found {
		if len(out) == k {
			break
		}
		ok := true
		for _, c := range out {
			if diff(b.Board, c.Board) < minDiff {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, b)
		}
	}
	return out
}

// diff counts the tiles in which two boards of one size differ.
func diff(a, b solver.Board) int {
	ta, tb := a.Tiles(), b.Tiles()
	n := 0
	for i := range ta {
		if i >= len(tb) || ta[i] != tb[i] {
			n++
		}
	}
	return n
}
