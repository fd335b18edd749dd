package solver

import (
	"cmp"
	"math/bits"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/trie"
)

// A Word is one word found on a board: its letters, its points and one path of
// tiles that spells it.
type Word struct {
	Word   string `json:"word"`
	Points int    `json:"points"`
	Path   []Pos  `json:"path"`
	// Spelled is the word as its list spells it, when that differs from
	// Word, the dictionary's folded spelling (French alternées for
	// alternees: dict.Dict.Display); else "". Show it with Shown.
	Spelled string `json:"spelled,omitempty"`
}

// Shown returns the word as players see it: Spelled if it has one, else
// Word. Every surface that shows a found word shows this.
func (w Word) Shown() string {
	if w.Spelled != "" {
		return w.Spelled
	}
	return w.Word
}

// SpellIn fills the Spelled of each of words from d (dict.Dict.Display),
// for words that did not come from Solve (a stored day's, a traced one).
func SpellIn(d *dict.Dict, words []Word) {
	if d == nil || !d.Spells() {
		return
	}
	for i := range words {
		if s := d.Display(words[i].Word); s != words[i].Word {
			words[i].Spelled = s
		}
	}
}

// Result is everything found on a board. Words are sorted by points, then
// length, then alphabetically, each distinct word once.
type Result struct {
	Board Board
	Rules Rules
	Words []Word
	Count int // len(Words)
	Score int // sum of the words' points
	// Partial is set when the search stopped after SolveBudget steps: the
	// board repeats a few letters so much that the paths spelling the
	// dictionary's prefixes are too many to follow. Words holds what was
	// found by then. Real boards never come near (see SolveBudget).
	Partial bool
}

// CompareWords orders words best first: more points, then longer, then
// alphabetically. It is the order of Result.Words, the one ranking the
// chat's text, the images and the command line all show.
func CompareWords(a, b Word) int {
	if x := cmp.Compare(b.Points, a.Points); x != 0 {
		return x
	}
	if x := cmp.Compare(utf8.RuneCountInString(b.Word), utf8.RuneCountInString(a.Word)); x != 0 {
		return x
	}
	return strings.Compare(a.Word, b.Word)
}

// Best returns the best n words of r (the first n of r.Words, which are in
// CompareWords' order): all of them if there are fewer, none if n <= 0.
// Whatever shows a board's "top n" words, in text or drawn, takes them from
// here, so that every view names the same words.
func (r Result) Best(n int) []Word {
	return r.Words[:max(0, min(n, len(r.Words)))]
}

// SolveBudget is the most steps Solve and Score take on one board: a step is
// one tile added to a path that spells the start of a dictionary word.
//
// Boards of real dice take a few thousand steps with the large dictionary,
// the most seen 6,129 (Super Big Boggle, 3,000 rolls of each set); random
// 8x8 boards with English letter frequencies up to 14,000; the best 4x4
// board tiled on 8x8 38,670. Boards built to defeat the search, 8x8 of
// e, i, l, s, t, found by hill climbing, took 2.8 million steps and 50-120
// ms before there was a budget. A step costs 13-50 ns (a quiet core, a busy
// one), so a board that uses the whole budget is solved in 7-25 ms.
const SolveBudget = 1 << 19

// Solve finds every word of d on b under rules r. It is safe for concurrent
// use. Its work is bounded by SolveBudget steps, and sorting what it found;
// past the budget it returns what it found with Result.Partial set.
func Solve(b Board, d *dict.Dict, r Rules) Result {
	s := getSolver(d, r)
	defer solverPool.Put(s)
	return s.Solve(b)
}

// Score counts the words of d on b and their points without building words or
// paths, for bulk analysis. It is safe for concurrent use. Like Solve it
// stops after SolveBudget steps, and then counts what it found by then;
// (*Solver).Score and Partial tell such a board apart.
func Score(b Board, d *dict.Dict, r Rules) (count, score int) {
	s := getSolver(d, r)
	defer solverPool.Put(s)
	return s.Score(b)
}

var solverPool sync.Pool

func getSolver(d *dict.Dict, r Rules) *Solver {
	if s, ok := solverPool.Get().(*Solver); ok {
		s.Reset(d, r)
		return s
	}
	return NewSolver(d, r)
}

// A Solver solves boards with one dictionary and rule set, reusing its scratch
// space from board to board. A Solver is not safe for concurrent use: give each
// goroutine its own, or call the package-level Solve and Score.
type Solver struct {
	d     *dict.Dict
	t     *trie.Trie
	rules Rules

	// Per board.
	size     int
	minLen   int32
	letter   [MaxSize * MaxSize]uint8 // first trie letter of each tile
	second   [MaxSize * MaxSize]uint8 // second trie letter (two-letter faces), or noLetter
	span     [MaxSize * MaxSize]int32 // letters the tile adds to a word (Qu: 2)
	value    [MaxSize * MaxSize]int32 // Scramble value of the tile
	nbr      *[MaxSize * MaxSize]uint64
	blanks   uint64
	lenPts   [maxLetters + 1]int32
	ptsFrom  [maxLetters]int32 // ptsFrom[k] = lenPts[minLen+k] (fast.go)
	found    []uint64          // bitset over trie nodes: words already counted
	touched  []trie.Node       // bits set in found, to clear after the board
	nTouched int               // len(touched) while scoreFast fills it
	count    int
	score    int
	left     int  // steps left on this board (SolveBudget)
	partial  bool // the budget ran out
	general  bool // tests: Score never takes the fast path

	// Score's fast path (fast.go).
	stack [MaxSize * MaxSize]frame

	// The dictionary's alphabet, and each tile's trie letters in it
	// (tileLetters).
	alpha *dict.Alphabet
	tmap  *tileMap

	// Solve only.
	path  [MaxSize * MaxSize]uint8
	hits  []hit
	paths []uint8
	keys  []sortKey
}

type hit struct {
	node   trie.Node
	points int32
	length int32
	start  int32 // offset of the path in paths
	tiles  int32
}

const noLetter = 0xff

// NewSolver returns a Solver for dictionary d and rules r.
func NewSolver(d *dict.Dict, r Rules) *Solver {
	s := &Solver{}
	s.Reset(d, r)
	return s
}

// Reset makes s solve with dictionary d and rules r.
func (s *Solver) Reset(d *dict.Dict, r Rules) {
	s.d, s.t, s.rules = d, d.Trie(), r
	if a := d.Alphabet(); a != s.alpha || s.tmap == nil {
		s.alpha, s.tmap = a, tileLetters(a)
	}
	if words := (d.Trie().Nodes() + 63) / 64; len(s.found) < words {
		s.found = make([]uint64, words)
	}
	// One more than the blocks of found: the fast path writes the entry
	// after the last on every step (fast.go).
	if cap(s.touched) < len(s.found)+1 {
		s.touched = make([]trie.Node, 0, len(s.found)+1)
	}
	for n := range s.lenPts {
		s.lenPts[n] = r.lengthPoints(n)
	}
	s.size = 0
}

func (s *Solver) setup(b Board) {
	n := b.Size()
	if n != s.size {
		s.size = n
		s.minLen = int32(s.rules.MinLenFor(n))
		for k := range s.ptsFrom {
			s.ptsFrom[k] = 0
			if m := int(s.minLen) + k; m >= 0 && m <= maxLetters {
				s.ptsFrom[k] = s.lenPts[m]
			}
		}
		s.nbr = &neighbours[n]
	}
	s.blanks = 0
	tm := s.tmap
	for i, t := range b.tiles[:n*n] {
		// A tile the alphabet cannot spell (a blank, or a letter of
		// another language) starts and continues no word: a blank.
		s.letter[i], s.second[i] = tm.first[t], tm.second[t]
		s.span[i] = tileSpan[t]
		s.value[i] = 0
		if s.rules.Scoring == Scramble {
			s.value[i] = tm.value[t]
		}
		if tm.first[t] == noLetter {
			s.blanks |= 1 << i
			s.letter[i], s.span[i] = 0, 0
		}
	}
	s.count, s.score = 0, 0
	s.left, s.partial = SolveBudget, false
}

// Partial reports whether the last Solve or Score stopped after SolveBudget
// steps, with the words found by then.
func (s *Solver) Partial() bool { return s.partial }

// step follows tile i's letters from node n.
func (s *Solver) step(e trie.Edges, i int) (trie.Node, bool) {
	c, ok := e.Child(s.letter[i])
	if ok && s.second[i] != noLetter {
		c, ok = s.t.Child(c, s.second[i])
	}
	return c, ok
}

func (s *Solver) clearFound() {
	for _, n := range s.touched {
		s.found[n>>6] = 0
	}
	s.touched = s.touched[:0]
}

// Score counts the words on b and their points, within SolveBudget steps
// (Partial reports whether it ran out). It takes the fast path in fast.go
// (fast2.go for boards with a tile of two trie edges), the same search as
// scoreFrom without recursion; a board that might exhaust the budget there
// is scored again by scoreFrom.
func (s *Solver) Score(b Board) (count, score int) {
	if b.Size() < MinSize {
		return 0, 0
	}
	s.setup(b)
	if !s.general && s.minLen >= 1 && s.minLen <= maxLetters {
		if s.scoreFastAny() {
			s.clearFound()
			return s.count, s.score
		}
		// The board may exhaust the budget: score it again, counting each
		// step, so that Partial and what was found by then are exact.
		s.touched = s.touched[:s.nTouched]
		s.clearFound()
		s.count, s.score, s.left = 0, 0, SolveBudget
	}
	root := s.t.Edges(trie.Root)
	cells := b.Size() * b.Size()
	for i := range cells {
		if s.blanks&(1<<i) != 0 {
			continue
		}
		if c, ok := s.step(root, i); ok {
			s.scoreFrom(i, c, s.blanks|1<<i, s.span[i], s.value[i])
		}
	}
	s.clearFound()
	return s.count, s.score
}

func (s *Solver) scoreFrom(i int, n trie.Node, used uint64, length, value int32) {
	e := s.t.Edges(n)
	if e.IsWord() && length >= s.minLen {
		if w, bit := n>>6, uint64(1)<<(n&63); s.found[w]&bit == 0 {
			if s.found[w] == 0 {
				s.touched = append(s.touched, n)
			}
			s.found[w] |= bit
			s.count++
			s.score += int(s.lenPts[length] + value)
		}
	}
	if e.Leaf() {
		return
	}
	for avail := s.nbr[i] &^ used; avail != 0; avail &= avail - 1 {
		j := bits.TrailingZeros64(avail)
		c, ok := e.Child(s.letter[j])
		if !ok {
			continue
		}
		if s.second[j] != noLetter {
			if c, ok = s.t.Child(c, s.second[j]); !ok {
				continue
			}
		}
		if s.left--; s.left < 0 {
			s.partial = true
			return
		}
		s.scoreFrom(j, c, used|1<<j, length+s.span[j], value+s.value[j])
	}
}

// Solve finds every word on b, with a path for each, within SolveBudget
// steps (Result.Partial reports whether it ran out).
func (s *Solver) Solve(b Board) Result {
	res := Result{Board: b, Rules: s.rules}
	if b.Size() < MinSize {
		return res
	}
	s.setup(b)
	s.hits, s.paths = s.hits[:0], s.paths[:0]
	root := s.t.Edges(trie.Root)
	cells := b.Size() * b.Size()
	for i := range cells {
		if s.blanks&(1<<i) != 0 {
			continue
		}
		if c, ok := s.step(root, i); ok {
			s.path[0] = uint8(i)
			s.solveFrom(i, 1, c, s.blanks|1<<i, s.span[i], s.value[i])
		}
	}
	s.clearFound()
	res.Count, res.Score, res.Partial = s.count, s.score, s.partial
	res.Words = s.words(b)
	return res
}

// solveFrom is scoreFrom plus the path bookkeeping and the hit records. The
// two stay separate functions, not one with a flag, so that the score-only
// search, the bulk-analysis hot path, carries none of that work.
func (s *Solver) solveFrom(i, depth int, n trie.Node, used uint64, length, value int32) {
	e := s.t.Edges(n)
	if e.IsWord() && length >= s.minLen {
		if w, bit := n>>6, uint64(1)<<(n&63); s.found[w]&bit == 0 {
			if s.found[w] == 0 {
				s.touched = append(s.touched, n)
			}
			s.found[w] |= bit
			pts := s.lenPts[length] + value
			s.count++
			s.score += int(pts)
			s.hits = append(s.hits, hit{node: n, points: pts, length: length, start: int32(len(s.paths)), tiles: int32(depth)})
			s.paths = append(s.paths, s.path[:depth]...)
		}
	}
	if e.Leaf() {
		return
	}
	for avail := s.nbr[i] &^ used; avail != 0; avail &= avail - 1 {
		j := bits.TrailingZeros64(avail)
		c, ok := e.Child(s.letter[j])
		if !ok {
			continue
		}
		if s.second[j] != noLetter {
			if c, ok = s.t.Child(c, s.second[j]); !ok {
				continue
			}
		}
		if s.left--; s.left < 0 {
			s.partial = true
			return
		}
		s.path[depth] = uint8(j)
		s.solveFrom(j, depth+1, c, used|1<<j, length+s.span[j], value+s.value[j])
	}
}

// words turns the hits into sorted Words, with one allocation for all the
// letters and one for all the paths.
func (s *Solver) words(b Board) []Word {
	if len(s.hits) == 0 {
		return nil
	}
	total := 0
	for _, h := range s.hits {
		total += int(h.length)
	}
	var sb strings.Builder
	sb.Grow(total)
	// ends[k] is where hit k's letters end in letters: a letter beyond a-z
	// takes more than one byte.
	ends := make([]int32, len(s.hits))
	exact := true
	for k, h := range s.hits {
		for _, cell := range s.paths[h.start : h.start+h.tiles] {
			if t := b.tiles[cell]; t <= 26 && t != Qu {
				sb.WriteByte(byte('a' + t - 1))
			} else {
				sb.WriteString(t.Letters())
				if t >= FirstExtra {
					exact = false // the sort key packs a-z only
				}
			}
		}
		ends[k] = int32(sb.Len())
	}
	letters := sb.String()

	// Sort small keys, not Words: points (descending), length (descending)
	// and the first 9 letters packed into one uint64 decide almost every
	// comparison; ties fall back to comparing the words.
	keys := s.keys[:0]
	off := int32(0)
	for k, h := range s.hits {
		w := letters[off:ends[k]]
		if h.points >= 1<<10 || h.length >= 1<<8 {
			exact = false
		}
		key := uint64(1<<10-1-min(h.points, 1<<10-1))<<54 | uint64(1<<8-1-min(h.length, 1<<8-1))<<46
		if exact {
			for i := 0; i < 9 && i < len(w); i++ {
				key |= uint64(w[i]-'a'+1) << (40 - 5*i)
			}
		}
		keys = append(keys, sortKey{key: key, hit: int32(k), off: off})
		off = ends[k]
	}
	word := func(k sortKey) string {
		return letters[k.off:ends[k.hit]]
	}
	slices.SortFunc(keys, func(a, c sortKey) int {
		if exact && a.key != c.key {
			return cmp.Compare(a.key, c.key)
		}
		ha, hc := s.hits[a.hit], s.hits[c.hit]
		if x := cmp.Compare(hc.points, ha.points); x != 0 {
			return x
		}
		if x := cmp.Compare(hc.length, ha.length); x != 0 {
			return x
		}
		return strings.Compare(word(a), word(c))
	})
	s.keys = keys

	n := b.Size()
	pos := make([]Pos, len(s.paths))
	words := make([]Word, len(keys))
	at := 0
	for k, key := range keys {
		h := s.hits[key.hit]
		p := pos[at : at+int(h.tiles) : at+int(h.tiles)]
		for i, cell := range s.paths[h.start : h.start+h.tiles] {
			p[i] = Pos{int(cell) / n, int(cell) % n}
		}
		at += int(h.tiles)
		words[k] = Word{Word: word(key), Points: int(h.points), Path: p}
	}
	SpellIn(s.d, words)
	return words
}

type sortKey struct {
	key uint64
	hit int32
	off int32
}

// neighbours[n][i] is the bitmask of the tiles next to tile i on an n x n board.
var neighbours = func() (t [MaxSize + 1][MaxSize * MaxSize]uint64) {
	for n := MinSize; n <= MaxSize; n++ {
		for r := range n {
			for c := range n {
				var m uint64
				for dr := -1; dr <= 1; dr++ {
					for dc := -1; dc <= 1; dc++ {
						rr, cc := r+dr, c+dc
						if (dr != 0 || dc != 0) && rr >= 0 && rr < n && cc >= 0 && cc < n {
							m |= 1 << (rr*n + cc)
						}
					}
				}
				t[n][r*n+c] = m
			}
		}
	}
	return
}()

// A tileMap is each tile's trie letters in one alphabet, and its Scramble
// value there.
type tileMap struct {
	first, second [256]uint8 // noLetter: none
	value         [256]int32
}

var tileMaps sync.Map // *dict.Alphabet -> *tileMap

// tileLetters returns the tile map of alphabet a, built once.
func tileLetters(a *dict.Alphabet) *tileMap {
	if m, ok := tileMaps.Load(a); ok {
		return m.(*tileMap)
	}
	m := &tileMap{}
	for t := range m.first {
		m.first[t], m.second[t] = noLetter, noLetter
		l := Tile(t).Letters()
		if l == "" {
			continue
		}
		enc, ok := a.Encode(l)
		if !ok || len(enc) == 0 || len(enc) > 2 {
			continue
		}
		m.first[t] = enc[0] - 'a'
		if len(enc) == 2 {
			m.second[t] = enc[1] - 'a'
		}
		if a == dict.English {
			for i := 0; i < len(enc); i++ {
				m.value[t] += englishValue(enc[i])
			}
		} else if v, ok := a.Value(l); ok {
			m.value[t] = int32(v)
		} else {
			for _, r := range l { // a fold tile (ß as ss): its letters' values
				v, _ := a.Value(string(r))
				m.value[t] += int32(v)
			}
		}
	}
	v, _ := tileMaps.LoadOrStore(a, m)
	return v.(*tileMap)
}
