package solver

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"sync"

	"github.com/bogglebot/bogglebot/dict"
)

// TraceBudget is the most search steps one trace takes: a step is one tile
// tried as the next tile of the word's path. A step, with its flood fill
// over the free tiles, takes about 50 ns on a quiet core and up to 150 ns
// on a busy one, so a trace that uses the whole budget ends in 6-20 ms.
//
// Dictionary words never come near it. On a thousand boards, 4x4 to 8x8,
// made of the letters of words with few distinct letters, no word of the
// large dictionary took more than about 300 steps; on 8x8 boards hill
// climbed to make one word as slow as possible, 2,700 steps where the word
// is on the board and 48,000 where it is not. The budget is for words
// built to make the search wander, such as a path through every tile of a
// board of a's and b's (see trace_test.go).
const TraceBudget = 1 << 17

// ErrNotOnBoard is matched by the errors of TraceContext for a word that no
// path of tiles spells.
var ErrNotOnBoard = errors.New("the word is not on the board")

// ErrTraceBudget is returned by TraceContext when its search used TraceBudget
// steps without deciding whether the word is on the board. It takes a board
// whose tiles repeat the word's letters many times over, and a long word made
// of those letters.
var ErrTraceBudget = errors.New("the board repeats the word's letters too often to trace it in time")

// NotOnBoardError is TraceContext's error for a word that is not on the
// board. It matches ErrNotOnBoard (errors.Is). Why says what rules the word
// out when a count decided it, "" when the search did.
type NotOnBoardError struct {
	Word string
	// Letter is a letter the word needs more often than the board's tiles
	// hold it (Need times against Have), or "" if the counts allow the word.
	Letter     string
	Need, Have int
	// Long is set for a word with more letters than all the board's tiles
	// together (Need letters against Have).
	Long bool
	// NotLetters is set for a word with characters other than a-z, and
	// BareQ for one with a q that no u follows (every q on a board is Qu).
	NotLetters, BareQ bool
}

func (e *NotOnBoardError) Error() string {
	if why := e.Why(); why != "" {
		return fmt.Sprintf("%q is not on the board: %s", e.Word, why)
	}
	return fmt.Sprintf("%q is not on the board", e.Word)
}

// Is reports whether target is ErrNotOnBoard.
func (e *NotOnBoardError) Is(target error) bool { return target == ErrNotOnBoard }

// Why says, in a player's words, what rules the word out, or "" when only
// the search could tell: "the board has no x", "the board has 2 e's, and the
// word needs 3".
func (e *NotOnBoardError) Why() string {
	switch {
	case e.NotLetters:
		return "a word is letters a-z only"
	case e.BareQ:
		return "every q on a board comes as Qu, and this q has no u after it"
	case e.Long:
		return fmt.Sprintf("it has %d letters, and the board's tiles hold %d", e.Need, e.Have)
	case e.Letter != "" && e.Have == 0:
		return "the board has no " + e.Letter
	case e.Letter != "":
		return fmt.Sprintf("the board has %s, and the word needs %d", times(e.Have, e.Letter), e.Need)
	}
	return ""
}

func times(n int, letter string) string {
	if n == 1 {
		return "one " + letter
	}
	return fmt.Sprintf("%d %s's", n, letter)
}

// Trace returns a path of tiles on b that spells word (lowercase letters), and
// whether it found one. It needs no dictionary. Its work is bounded as
// TraceContext's is; false means the word is not on the board or, for words
// built to defeat the search, that TraceBudget ran out first (TraceContext
// tells the two apart).
func Trace(b Board, word string) ([]Pos, bool) {
	path, err := TraceContext(context.Background(), b, word)
	return path, err == nil
}

// TraceContext returns a path of tiles on b that spells word (lowercase
// letters a-z, "qu" spelled out). It needs no dictionary and is safe for
// concurrent use.
//
// The error is a *NotOnBoardError (matching ErrNotOnBoard) when no path
// spells the word, ErrTraceBudget when the search gave up undecided, or the
// context's error once ctx is done.
//
// Worst case: the word's letters are counted against the tiles' (O(len(word)
// + 64)); two tables say which tiles each suffix of the word could start on,
// and each prefix end on, if tiles could be used twice (O(len(word)) mask
// operations each). The search grows the path from an anchor tile forward
// to the word's end, then backward to its start; anchored on the word's
// first letter, its last, and its letter with the fewest tiles that fit, in
// turn, with doubling step limits. It follows the tables, gives up a branch
// once the free tiles it can still reach hold too few of the letters left,
// remembers dead ends, and stops after TraceBudget steps in all (or when ctx
// is done, checked every 1024 steps): 6-20 ms at worst.
func TraceContext(ctx context.Context, b Board, word string) ([]Pos, error) {
	path, _, err := TraceBudgeted(ctx, b, word, TraceBudget)
	return path, err
}

// TraceBudgeted is TraceContext with a budget of its own instead of
// TraceBudget (0 or less: only the counts decide), for callers that share
// one budget between several traces; it also returns the steps it took,
// never more than budget. It is safe for concurrent use.
func TraceBudgeted(ctx context.Context, b Board, word string, budget int) ([]Pos, int, error) {
	t := getTracer()
	defer tracers.Put(t)
	return t.trace(ctx, b, word, max(budget, 0))
}

// A tracer is the scratch space of one trace. Direction 0 is the word
// forward; direction 1 is the word backward, spelled with the tiles'
// letters reversed.
type tracer struct {
	ctx    context.Context
	word   [2][]byte
	n      int
	nbr    *[MaxSize * MaxSize]uint64
	span   [MaxSize * MaxSize]uint8
	has    [26]uint64 // tiles whose letters include the letter
	two    uint64     // tiles of two letters
	edge   [2]uint64  // tiles not in the first column, not in the last
	all    uint64     // the tiles that are not blank
	ok     [2][maxLetters + 1]uint64
	useful [2][maxLetters + 1]uint64 // useful[d][k]: ok[d][k:] together
	need   [maxLetters + 1][26]uint8 // need[k][c]: c's in word[k:]
	uniq   []uint8                   // the word's distinct letters, as 0..25

	// The search. The path is path[1][:depth[1]] backward, then
	// path[0][:depth[0]], whose first tile is the anchor: the tile the
	// search started from, spelling word[start:].
	anchor, start int
	path          [2][MaxSize * MaxSize]uint8
	depth         [2]int
	steps, budget int
	stop          error

	memo [memoSize]memoEntry // dead ends: states from which no path finishes the word
	gen  uint32              // this trace's mark on its memo entries
}

var tracers sync.Pool

// errLimit stops one turn of the search.
var errLimit = errors.New("step limit")

func getTracer() *tracer {
	t, ok := tracers.Get().(*tracer)
	if !ok {
		t = new(tracer)
	}
	t.gen++
	if t.gen == 0 { // wrapped: forget the old marks
		t.memo = [memoSize]memoEntry{}
		t.gen = 1
	}
	return t
}

// memoSize is the number of dead ends a trace remembers.
const memoSize = 1 << 12

// A memoEntry is a dead end: the tiles taken, and the direction, anchor,
// letters spelled and last tile packed in key.
type memoEntry struct {
	used     uint64
	key, gen uint32
}

func (t *tracer) slot(d, k, j int, used uint64) (*memoEntry, uint32) {
	key := uint32(k<<6 | j) // backward, a dead end is one whatever the anchor
	if d == 0 {
		key |= uint32(t.start<<6|t.anchor)<<14 | 1<<28
	}
	h := (used ^ uint64(key)*0x9e3779b97f4a7c15) * 0xbf58476d1ce4e5b9
	return &t.memo[h>>(64-12)], key
}

// faces are the tiles of two letters.
var faces = [...]Tile{Qu, An, Er, He, In, Th}

// trace is TraceContext with a given budget; it also returns the steps taken.
func (t *tracer) trace(ctx context.Context, b Board, word string, budget int) ([]Pos, int, error) {
	n := b.Size()
	if n < MinSize || n > MaxSize {
		return nil, 0, &NotOnBoardError{Word: word}
	}
	for _, tile := range b.tiles[:n*n] {
		if tile >= FirstExtra {
			return traceLetters(ctx, b, word, budget)
		}
	}
	if word == "" || strings.IndexFunc(word, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
		return nil, 0, &NotOnBoardError{Word: word, NotLetters: true}
	}
	for i := 0; i < len(word); i++ {
		if word[i] == 'q' && (i+1 == len(word) || word[i+1] != 'u') {
			return nil, 0, &NotOnBoardError{Word: word, BareQ: true}
		}
	}

	// Counts: every letter of the word comes from a tile of its own.
	t.n, t.nbr, t.edge = n, &neighbours[n], colMasks[n]
	t.has, t.two, t.all = [26]uint64{}, 0, 0
	var single [26]uint64
	var face [len(faces)]uint64
	letters := 0
	for i, tile := range b.tiles[:n*n] {
		l := tile.Letters()
		t.span[i] = uint8(len(l))
		letters += len(l)
		if l == "" {
			continue
		}
		t.all |= 1 << i
		for _, c := range []byte(l) {
			t.has[c-'a'] |= 1 << i
		}
		if len(l) == 1 {
			single[l[0]-'a'] |= 1 << i
			continue
		}
		t.two |= 1 << i
		for f, ft := range faces {
			if ft == tile {
				face[f] |= 1 << i
			}
		}
	}
	L := len(word)
	if L > letters {
		return nil, 0, &NotOnBoardError{Word: word, Long: true, Need: L, Have: letters}
	}
	t.need[L] = [26]uint8{}
	for k := L - 1; k >= 0; k-- {
		t.need[k] = t.need[k+1]
		t.need[k][word[k]-'a']++
	}
	t.uniq = t.uniq[:0]
	for i := 0; i < L; i++ { // the word's letters in the order it has them
		c := word[i] - 'a'
		if slices.Contains(t.uniq, c) {
			continue
		}
		t.uniq = append(t.uniq, c)
		if need, have := int(t.need[0][c]), bits.OnesCount64(t.has[c]); need > have {
			return nil, 0, &NotOnBoardError{Word: word, Letter: alphabet[c : c+1], Need: need, Have: have}
		}
	}

	// ok[d][k]: the tiles where word[k:] (direction d) can begin if tiles
	// could be used again. A path of distinct tiles is such a walk, so a
	// tile outside ok[d][k] never takes letter k.
	t.word[0] = append(t.word[0][:0], word...)
	t.word[1] = append(t.word[1][:0], word...)
	slices.Reverse(t.word[1])
	for d, w := range t.word {
		t.ok[d][L], t.useful[d][L] = 0, 0
		after := func(k int) uint64 { // tiles that may come before word[k:]
			if k == L {
				return t.all
			}
			return t.around(t.ok[d][k])
		}
		for k := L - 1; k >= 0; k-- {
			ok := single[w[k]-'a'] & after(k+1)
			if k+2 <= L {
				for f, ft := range faces {
					fl := ft.Letters()
					if face[f] != 0 && w[k] == fl[d] && w[k+1] == fl[1-d] {
						ok |= face[f] & after(k+2)
					}
				}
			}
			t.ok[d][k] = ok
			t.useful[d][k] = t.useful[d][k+1] | ok
		}
	}
	if t.ok[0][0] == 0 {
		return nil, 0, &NotOnBoardError{Word: word}
	}

	// The search grows the path from an anchor, a tile that spells letter
	// k of the word (beginning at k, or two-letter at k-1), forward to the
	// word's end and then backward to its start. Each way of choosing k
	// wins on words where the others wander, so they take turns with
	// doubling step limits: from the first letter, from the last, and from
	// the letter with the fewest tiles that fit (where the rest of the word
	// can begin and what comes before can end).
	ends := func(s int) uint64 { // tiles next to where word[:s] can end
		if s == 0 {
			return t.all
		}
		return t.around(t.ok[1][L-s])
	}
	fits := func(k int) int {
		c := bits.OnesCount64(t.ok[0][k] & ends(k))
		if k > 0 {
			c += bits.OnesCount64(t.ok[0][k-1] & t.two & ends(k-1))
		}
		return c
	}
	anchors := []int{0}
	if L > 1 {
		anchors = append(anchors, L-1)
		mid, best := 0, min(fits(0), fits(L-1))
		for k := 1; k < L-1; k++ {
			if c := fits(k); c < best {
				mid, best = k, c
			}
		}
		if mid > 0 {
			anchors = append(anchors, mid)
		}
	}
	t.ctx, t.steps, t.stop = ctx, 0, nil
	found := false
search:
	for limit := 256; ; limit *= 2 {
		for _, k := range anchors {
			t.budget = min(t.steps+limit, budget)
			for _, s := range []int{k, k - 1} {
				if s < 0 {
					continue
				}
				cand := t.ok[0][s] & ends(s)
				if s < k {
					cand &= t.two
				}
				if found = t.anchored(s, cand); found || t.stop != nil {
					break
				}
			}
			switch {
			case found:
				break search
			case t.stop == nil: // the whole search ran: no path
				return nil, t.steps, &NotOnBoardError{Word: word}
			case t.stop != errLimit:
				return nil, t.steps, t.stop
			case t.steps >= budget:
				return nil, t.steps, ErrTraceBudget
			}
			t.stop = nil
		}
	}
	out := make([]Pos, 0, t.depth[0]+t.depth[1])
	for k := t.depth[1] - 1; k >= 0; k-- {
		i := int(t.path[1][k])
		out = append(out, Pos{i / n, i % n})
	}
	for _, i := range t.path[0][:t.depth[0]] {
		out = append(out, Pos{int(i) / n, int(i) % n})
	}
	return out, t.steps, nil
}

// anchored searches from each tile of cand spelling word[s:] first.
func (t *tracer) anchored(s int, cand uint64) bool {
	L := len(t.word[0])
	for ; cand != 0; cand &= cand - 1 {
		if !t.step() {
			return false
		}
		i := bits.TrailingZeros64(cand)
		t.anchor, t.start = i, s
		t.path[0][0] = uint8(i)
		u := uint64(1) << i
		if k := s + int(t.span[i]); k == L {
			if t.complete(0, 0, u) {
				return true
			}
		} else if next := t.nbr[i] &^ u & t.ok[0][k]; next != 0 && t.search(0, k, 1, next, u) {
			return true
		}
		if t.stop != nil {
			return false
		}
	}
	return false
}

// step counts a step, and says whether the search may go on.
func (t *tracer) step() bool {
	if t.steps >= t.budget {
		t.stop = errLimit
		return false
	}
	t.steps++
	if t.steps&1023 == 0 {
		if err := t.ctx.Err(); err != nil {
			t.stop = err
			return false
		}
	}
	return true
}

// search tries each tile of cand as tile number depth of the path in
// direction d, spelling word[k:] (direction d), with the tiles of used
// taken.
func (t *tracer) search(d, k, depth int, cand, used uint64) bool {
	L := len(t.word[0])
	ok := &t.ok[d]
	for ; cand != 0; cand &= cand - 1 {
		if !t.step() {
			return false
		}
		j := bits.TrailingZeros64(cand)
		t.path[d][depth] = uint8(j)
		k2 := k + int(t.span[j])
		u := used | 1<<j
		if k2 == L {
			if t.complete(d, depth, u) {
				return true
			}
			if t.stop != nil {
				return false
			}
			continue
		}
		next := t.nbr[j] &^ u & ok[k2]
		if next == 0 || d == 0 && t.start > 0 && t.nbr[t.anchor]&^u&t.ok[1][L-t.start] == 0 {
			continue
		}
		e, key := t.slot(d, k2, j, u)
		if e.gen == t.gen && e.key == key && e.used == u {
			continue
		}
		if !t.enough(d, k2, next, u) {
			continue
		}
		if t.search(d, k2, depth+1, next, u) {
			return true
		}
		if t.stop != nil {
			return false
		}
		*e = memoEntry{used: u, key: key, gen: t.gen}
	}
	return false
}

// complete is called when the path in direction d reaches the end of the
// word, its last tile number depth: forward, it goes on to search backward
// from the anchor for what comes before.
func (t *tracer) complete(d, depth int, used uint64) bool {
	t.depth[d] = depth + 1
	if d == 1 || t.start == 0 {
		if d == 0 {
			t.depth[1] = 0
		}
		return true
	}
	L := len(t.word[0])
	k := L - t.start
	next := t.nbr[t.anchor] &^ used & t.ok[1][k]
	return next != 0 && t.enough(1, k, next, used) && t.search(1, k, 0, next, used)
}

// enough reports whether the free tiles that a path in direction d can
// still reach from its next tiles (seed) hold the letters of word[k:].
func (t *tracer) enough(d, k int, seed, used uint64) bool {
	free := t.useful[d][k] &^ used
	if !t.holds(d, k, free) {
		return false
	}
	reach := seed
	for reach != free {
		h := reach | reach<<1&t.edge[0] | reach>>1&t.edge[1]
		more := (h | h<<t.n | h>>t.n) & free
		if more == reach {
			return t.holds(d, k, reach)
		}
		reach = more
	}
	return true
}

// holds reports whether the tiles m hold the letters of word[k:] in
// direction d.
func (t *tracer) holds(d, k int, m uint64) bool {
	L := len(t.word[0])
	if L-k > bits.OnesCount64(m)+bits.OnesCount64(m&t.two) {
		return false
	}
	for _, c := range t.uniq {
		need := int(t.need[k][c])
		if d == 1 {
			need = int(t.need[0][c]) - int(t.need[L-k][c])
		}
		if need > bits.OnesCount64(m&t.has[c]) {
			return false
		}
	}
	return true
}

// around returns the tiles next to any tile of m (a tile of m is in it only
// if another tile of m is next to it).
func (t *tracer) around(m uint64) uint64 {
	h := m<<1&t.edge[0] | m>>1&t.edge[1]
	v := h | m
	return (h | v<<t.n | v>>t.n) & t.all
}

// colMasks[n] holds, for an n x n board, the tiles not in the first column
// and the tiles not in the last: a mask shifted one column right keeps the
// first, one column left the second.
var colMasks = func() (m [MaxSize + 1][2]uint64) {
	for n := MinSize; n <= MaxSize; n++ {
		for i := range n * n {
			if i%n != 0 {
				m[n][0] |= 1 << i
			}
			if i%n != n-1 {
				m[n][1] |= 1 << i
			}
		}
	}
	return
}()

const alphabet = "abcdefghijklmnopqrstuvwxyz"

// traceLetters traces word on a board with letters beyond a-z (another
// language's dice): a plain depth-first search that matches each tile's
// letters against the rest of the word, within budget steps. Such words are
// short and their boards' letters varied, so it needs none of trace's
// tables.
func traceLetters(ctx context.Context, b Board, word string, budget int) ([]Pos, int, error) {
	n := b.Size()
	if word == "" {
		return nil, 0, &NotOnBoardError{Word: word, NotLetters: true}
	}
	var letters [MaxSize * MaxSize]string
	for i, t := range b.tiles[:n*n] {
		letters[i] = t.Letters()
	}
	path, steps, err := walkLetters(ctx, n, &letters, word, budget)
	if nb, ok := err.(*NotOnBoardError); ok {
		nb.Word = word
	}
	return path, steps, err
}

// TraceIn is TraceBudgeted for a word of alphabet a. Where a has letters
// written with more than one character besides English's qu (Croatian's
// lj and nj, Hungarian's sz, Breton's c'h), a tile spells whole letters of
// the word only, as the solver and the dictionary read it: N and J tiles
// side by side do not spell Croatian's nj, whose tile is Nj.
func TraceIn(ctx context.Context, b Board, word string, a *dict.Alphabet, budget int) ([]Pos, int, error) {
	if a == nil || !a.Digraphs() {
		return TraceBudgeted(ctx, b, word, budget)
	}
	n := b.Size()
	if n < MinSize || n > MaxSize {
		return nil, 0, &NotOnBoardError{Word: word}
	}
	enc, ok := a.Encode(word)
	if !ok || word == "" {
		return nil, 0, &NotOnBoardError{Word: word, NotLetters: true}
	}
	var letters [MaxSize * MaxSize]string
	for i, t := range b.tiles[:n*n] {
		letters[i], _ = a.Encode(t.Letters()) // "" for a tile a cannot read
	}
	path, steps, err := walkLetters(ctx, n, &letters, enc, max(budget, 0))
	if nb, ok := err.(*NotOnBoardError); ok {
		nb.Word = word
	}
	return path, steps, err
}

// walkLetters finds a path of tiles whose letters, in turn, spell word.
func walkLetters(ctx context.Context, n int, letters *[MaxSize * MaxSize]string, word string, budget int) ([]Pos, int, error) {
	nbr := &neighbours[n]
	path := make([]uint8, 0, n*n)
	steps := 0
	var stop error
	var walk func(i int, rest string, used uint64) bool
	walk = func(i int, rest string, used uint64) bool {
		if rest == "" {
			return true
		}
		for m := nbr[i] &^ used; m != 0; m &= m - 1 {
			j := bits.TrailingZeros64(m)
			l := letters[j]
			if l == "" || !strings.HasPrefix(rest, l) {
				continue
			}
			if steps++; steps > budget {
				stop = ErrTraceBudget
				return false
			}
			if steps&1023 == 0 && ctx.Err() != nil {
				stop = ctx.Err()
				return false
			}
			path = append(path, uint8(j))
			if walk(j, rest[len(l):], used|1<<j) {
				return true
			}
			if stop != nil {
				return false
			}
			path = path[:len(path)-1]
		}
		return false
	}
	for i := range n * n {
		l := letters[i]
		if l == "" || !strings.HasPrefix(word, l) {
			continue
		}
		path = append(path[:0], uint8(i))
		if walk(i, word[len(l):], 1<<i) {
			out := make([]Pos, len(path))
			for k, c := range path {
				out[k] = Pos{int(c) / n, int(c) % n}
			}
			return out, steps, nil
		}
		if stop != nil {
			return nil, min(steps, budget), stop
		}
	}
	return nil, steps, &NotOnBoardError{Word: word}
}
