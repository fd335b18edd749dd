package game

import (
	"cmp"
	"context"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// The hint ladder (/hint), shared by the daily and live rounds (package
// round calls NextHint with a round's board). Each hint a player asks for
// is the next rung:
//
//  1. Counts: how many words are left, by first letter and length (the
//     Spelling Bee hint grid).
//  2. Heat: for each tile, how many words left can start there (a heat map).
//  3. Start: the first two letters and the length of one word left.
//  4. Path: the path of that word (or of another, if it was found since).
//
// After rung 4 the ladder goes on with rungs 3 and 4 for a new word each
// time: its first two letters, then its path. Rungs 3 and 4 reveal a word:
// entered afterwards, it is judged Revealed and scores nothing. When no
// word is left there is no hint, and none is counted.

// A Rung is a step of the hint ladder.
type Rung int

const (
	RungCounts Rung = 1 // words left, by first letter and length
	RungHeat   Rung = 2 // per tile, words left that start there
	RungStart  Rung = 3 // the first two letters and length of a word left
	RungPath   Rung = 4 // the path of a word left
)

func (r Rung) String() string {
	switch r {
	case RungCounts:
		return "counts"
	case RungHeat:
		return "heat map"
	case RungStart:
		return "first letters"
	case RungPath:
		return "path"
	}
	return fmt.Sprintf("Rung(%d)", int(r))
}

// A Hint is one hint a player took, as a Store keeps it.
type Hint struct {
	Seq  int    // 1 for the player's first hint on the day (or in the round), then 2, ...
	Rung Rung   // which rung it was
	Word string // the word it revealed (rungs 3 and 4); "" for rungs 1 and 2
	At   time.Time
}

// RevealedWords returns the words that hints revealed.
func RevealedWords(hints []Hint) map[string]bool {
	out := map[string]bool{}
	for _, h := range hints {
		if h.Word != "" {
			out[h.Word] = true
		}
	}
	return out
}

// NextRung returns the rung of the hint after those taken (in order): 1,
// 2, 3, 4, then 3, 4, 3, 4, ...
func NextRung(taken []Hint) Rung {
	n := len(taken)
	if n < 4 {
		return Rung(n + 1)
	}
	return RungStart + Rung(n%2)
}

// A Grid counts words by first letter and length: the Spelling Bee hint
// grid. Columns are lengths, Lengths[i] letters (the last column counts
// every word of Lengths[last] letters or more when Longer is set).
type Grid struct {
	Lengths []int
	Longer  bool        // the last column is "n+"
	Rows    []GridRow   // by first letter, alphabetical
	Totals  []int       // per column
	Total   int         // every word
	Points  int         // the words' points
	ByLen   map[int]int // every length, uncapped
}

// A GridRow is the words starting with one letter, by length.
type GridRow struct {
	Letter string // upper case: "A", "Q" (a "qu" word starts with Q)
	Counts []int  // per column of the Grid
	Total  int
}

// gridCap is the length from which the grid's columns merge into one "n+".
const gridCap = 9

// NewGrid counts words by first letter and length.
func NewGrid(words []solver.Word) Grid { return NewGridOn(solver.Board{}, words) }

// wordLength is w's length in letters on b (solver.Board.PathLength), or
// its characters' count when it has no path on b.
func wordLength(b solver.Board, w solver.Word) int {
	if len(w.Path) == 0 || b.Size() == 0 {
		return utf8.RuneCountInString(w.Word)
	}
	return b.PathLength(w.Path)
}

// firstLetter is the letter a word's row is filed under: its first tile's
// when that tile is one letter written with several characters (Croatian's
// lj, Hungarian's sz, Breton's c’h), else its first character (q for a
// word on English's Qu tile, which is two letters).
func firstLetter(b solver.Board, w solver.Word) string {
	if len(w.Path) > 0 && b.Size() > 0 {
		if t := b.Tile(w.Path[0]); t.Digraph() {
			return t.Letters()
		}
	}
	c, _ := utf8.DecodeRuneInString(w.Word)
	return string(c)
}

// NewGridOn is NewGrid with the rows' letters in capitals as board b's
// tiles show them (solver.Board.Upper: a Turkish board's i is İ).
func NewGridOn(b solver.Board, words []solver.Word) Grid { return NewGridIn(b, words, language.Und) }

// NewGridIn is NewGridOn with the rows in the alphabetical order of
// language lang (the dictionary's: dict.Dict.Lang): Croatian's C Č Ć D DŽ
// Đ, Swedish's Z Å Ä Ö, Hungarian's C CS D. language.Und is Unicode's root
// order (C Ć Č D).
func NewGridIn(b solver.Board, words []solver.Word, lang language.Tag) Grid {
	g := Grid{ByLen: map[int]int{}}
	if len(words) == 0 {
		return g
	}
	lo, hi := 1<<30, 0
	for _, w := range words {
		n := wordLength(b, w) // letters, in any language (Croatian's lj two)
		lo, hi = min(lo, n), max(hi, n)
		g.ByLen[n]++
		g.Points += w.Points
	}
	if hi > gridCap {
		hi, g.Longer = gridCap, true
	}
	lo = min(lo, hi)
	for l := lo; l <= hi; l++ {
		g.Lengths = append(g.Lengths, l)
	}
	col := func(n int) int { return min(n, hi) - lo }
	rows := map[string]*GridRow{}
	g.Totals = make([]int, len(g.Lengths))
	for _, w := range words {
		c := firstLetter(b, w)
		r := rows[c]
		if r == nil {
			r = &GridRow{Letter: b.Upper(c), Counts: make([]int, len(g.Lengths))}
			rows[c] = r
		}
		n := wordLength(b, w)
		r.Counts[col(n)]++
		r.Total++
		g.Totals[col(n)]++
		g.Total++
	}
	for _, r := range rows {
		g.Rows = append(g.Rows, *r)
	}
	// The language's collation: its alphabet's order, where comparing
	// bytes put accented letters after Z, and Unicode's root order
	// (C Ć Č D, Z Å Ä) is not Croatian's nor Swedish's.
	coll := collate.New(lang)
	slices.SortFunc(g.Rows, func(a, b GridRow) int { return coll.CompareString(a.Letter, b.Letter) })
	return g
}

// A Clue is what a hint shows: the hint as stored, and what its rung
// tells.
type Clue struct {
	Hint
	Board solver.Board
	Left  int // words the player has not entered yet
	// Grid is set for RungCounts: the words left, by first letter and length.
	Grid Grid
	// Heat is set for RungHeat: per tile, row by row, how many words left
	// can start there (a word that can start on two tiles counts on both).
	Heat []int
	// Target is the word revealed, with its path and points, for RungStart
	// and RungPath. Rung 3 shows only its first two letters and length.
	Target solver.Word
}

// Prefix is the first two letters of the target word, for RungStart, read
// off its path's tiles: "qu" for a word on the Qu tile (two letters),
// "lju" for Croatian's ljubav (Lj is one letter), "c’ho" for Breton's
// c’hoari. Without a path it is the word's first two characters.
func (c Clue) Prefix() string {
	if len(c.Target.Path) > 0 && c.Board.Size() > 0 {
		var b strings.Builder
		for n, i := 0, 0; n < 2 && i < len(c.Target.Path); i++ {
			t := c.Board.Tile(c.Target.Path[i])
			b.WriteString(t.Letters())
			if t.Digraph() {
				n++ // one letter of its alphabet
			} else {
				n += max(t.Span(), 1)
			}
		}
		return b.String()
	}
	r := []rune(c.Target.Word)
	if len(r) < 2 {
		return c.Target.Word
	}
	return string(r[:2])
}

// ErrNoWordsLeft is returned by NextHint when the player has entered every
// word on the board: there is nothing to hint, and no hint is counted.
var ErrNoWordsLeft = E(Over, CodeNoWordsLeft)

// ErrNoWordsOnBoard is returned by NextHint for a board with no word at all
// (a round's board typed by its starter may have none). It wraps
// ErrNoWordsLeft, so callers that only check that still count nothing.
var ErrNoWordsOnBoard = E(Over, CodeNoWordsOnBoard, ErrNoWordsLeft)

// AllRevealed is the error NextHint returns when hints have already shown
// the path of every word the player has left (left, in the solver's
// order): another hint would only repeat one, so none is given and none is
// counted. This bounds the hints a player can take (and a Store keeps) on a
// board: at most 2 plus 2 per word. Over, CodeAllRevealed, facts left and
// shown (the words in capitals by the board's casing rules: Turkish kişi is
// KİŞİ). The words are as their list spells them (solver.Word.Shown).
func AllRevealed(b solver.Board, left []string) error {
	shown := make([]string, len(left))
	for i, w := range left {
		shown[i] = b.Upper(w)
	}
	return E(Op("NextHint"), Over, CodeAllRevealed, Facts{"left": left, "shown": shown})
}

// left returns the words of sol not in found, best first.
func left(sol *solver.Result, found []string) []solver.Word {
	got := make(map[string]bool, len(found))
	for _, w := range found {
		got[w] = true
	}
	var out []solver.Word
	for _, w := range sol.Words {
		if !got[w.Word] {
			out = append(out, w)
		}
	}
	return out
}

// NextHint works out a player's next hint on a board: sol is every word of
// the dictionary d on it (solver.Solve), found the words the player has
// entered, taken the hints they took before (in order), and key makes the
// choice of word the player's own (the guild, day and player, or the round
// and player). The same arguments give the same hint, so asking again
// before it is stored, or twice at once, gives the same answer. Its Seq is
// len(taken)+1 and At is zero. It returns ErrNoWordsLeft when every word is
// found (ErrNoWordsOnBoard, which wraps it, when the board has none).
// ClueIn gives what the hint shows.
//
// The word rungs 3 and 4 reveal is a common one first: the lowest SCOWL
// level d knows (dict.Dict.Level), then an order of the key's own, and
// never one revealed before: once hints have shown the path of every word
// left, it returns AllRevealed, and no hint is counted. Rung 4
// shows the word rung 3 gave, if it is still not entered.
func NextHint(sol *solver.Result, d *dict.Dict, found []string, taken []Hint, key string) (Hint, error) {
	if len(sol.Words) == 0 {
		return Hint{}, ErrNoWordsOnBoard
	}
	ws := left(sol, found)
	if len(ws) == 0 {
		return Hint{}, ErrNoWordsLeft
	}
	h := Hint{Seq: len(taken) + 1, Rung: NextRung(taken)}
	if h.Rung < RungStart {
		return h, nil
	}
	if last := taken[len(taken)-1]; h.Rung == RungPath && last.Rung == RungStart {
		for _, w := range ws {
			if w.Word == last.Word {
				h.Word = w.Word
				return h, nil
			}
		}
	}
	w, ok := pick(ws, RevealedWords(taken), d, key)
	if !ok {
		var left []string
		for _, w := range ws {
			left = append(left, w.Shown()) // as its list spells it: élève
		}
		return Hint{}, AllRevealed(sol.Board, left)
	}
	h.Word = w.Word
	return h, nil
}

// ClueIn gives what hint h shows of sol to a player who found found, the
// counts grid's rows in the alphabetical order of language lang (the
// dictionary's: dict.Dict.Lang; see NewGridIn).
func ClueIn(ctx context.Context, sol *solver.Result, found []string, h Hint, lang language.Tag) (Clue, error) {
	ws := left(sol, found)
	c := Clue{Hint: h, Board: sol.Board, Left: len(ws)}
	switch h.Rung {
	case RungCounts:
		c.Grid = NewGridIn(sol.Board, ws, lang)
	case RungHeat:
		var err error
		if c.Heat, err = Heat(ctx, sol.Board, ws); err != nil {
			return c, err
		}
	default:
		for _, w := range sol.Words {
			if w.Word == h.Word {
				c.Target = w
			}
		}
		if c.Target.Word == "" {
			return c, fmt.Errorf("hint %d reveals %q, which is not on the board %s", h.Seq, h.Word, sol.Board)
		}
	}
	return c, nil
}

// pick chooses the word to reveal among those left and not revealed
// before: the most common by SCOWL level, then in the key's own order. It
// returns false when every word left was revealed.
func pick(left []solver.Word, revealed map[string]bool, d *dict.Dict, key string) (solver.Word, bool) {
	cands := slices.DeleteFunc(slices.Clone(left), func(w solver.Word) bool { return revealed[w.Word] })
	if len(cands) == 0 {
		return solver.Word{}, false
	}
	level := func(w string) int {
		if d == nil {
			return 0
		}
		l, ok := d.Level(w)
		if !ok || l == 0 {
			return 100
		}
		return l
	}
	rank := func(w string) uint64 {
		h := fnv.New64a()
		h.Write([]byte(key))
		h.Write([]byte{0})
		h.Write([]byte(w))
		return h.Sum64()
	}
	return slices.MinFunc(cands, func(a, b solver.Word) int {
		return cmp.Or(cmp.Compare(level(a.Word), level(b.Word)), cmp.Compare(rank(a.Word), rank(b.Word)), strings.Compare(a.Word, b.Word))
	}), true
}

// HeatBudget bounds the search steps of one heat map (a step is one tile
// added to a path). The richest real boards take about 15,000 (every word
// of the best 4x4 board in the large dictionary, a 6x6 board: 0.5 and 1
// ms); a word whose search finds the budget spent counts on the tile where
// its solver path starts. Spent, the budget costs about 20 ms of one busy
// core.
const HeatBudget = 1 << 18

// Heat counts, for each tile of b (row by row), the words that can start
// there: a word whose first letters are on two tiles counts on each tile
// from which a path spells it. Words must be on b (as solver.Solve gives
// them, with a path). It takes at most HeatBudget search steps, and stops
// with ctx's error once ctx is done.
//
// The search is its own, not solver.Trace: Trace finds one path of a word,
// and the heat map needs to know every tile a word can start from.
func Heat(ctx context.Context, b solver.Board, words []solver.Word) ([]int, error) {
	n := b.Size()
	heat := make([]int, n*n)
	h := heatSearch{b: b, n: n, budget: HeatBudget}
	for i := range n * n {
		h.letters[i] = b.At(i/n, i%n).Letters()
	}
	for i, w := range words {
		if i%64 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		counted := false
		for s := range n * n {
			if h.budget <= 0 {
				break
			}
			if h.from(s, w.Word, 0) {
				heat[s]++
				counted = true
			}
		}
		if !counted && len(w.Path) > 0 { // the budget ran out: the solver's start
			p := w.Path[0]
			heat[p.Row*n+p.Col]++
		}
	}
	return heat, nil
}

type heatSearch struct {
	b       solver.Board
	n       int
	letters [solver.MaxSize * solver.MaxSize]string // each tile's letters; "" for a blank
	budget  int
}

// from reports whether rest can be spelt by a path starting at tile i
// that avoids the tiles in used.
//
// A step of the budget is spent on a tile whose letters rest starts with,
// not on one that cannot match: trying a tile that does not match costs
// next to nothing, and on a big board those tries (every tile for every
// word's first letter) would spend the budget before the searches did.
// The cost stays bounded: each step tries at most 8 neighbours.
func (h *heatSearch) from(i int, rest string, used uint64) bool {
	l := h.letters[i]
	if l == "" || !strings.HasPrefix(rest, l) || h.budget <= 0 {
		return false
	}
	h.budget--
	rest = rest[len(l):]
	if rest == "" {
		return true
	}
	used |= 1 << i
	r, c := i/h.n, i%h.n
	for rr := max(r-1, 0); rr <= min(r+1, h.n-1); rr++ {
		for cc := max(c-1, 0); cc <= min(c+1, h.n-1); cc++ {
			j := rr*h.n + cc
			if used&(1<<j) == 0 && h.from(j, rest, used) {
				return true
			}
		}
	}
	return false
}

// MarkRevealed settles the Accepted judgements of a guess against what the
// player had before: a word in had becomes AlreadyFound, a word a hint
// revealed becomes Revealed with no points. It returns the judgements left
// to store (Accepted and Revealed), in order.
func MarkRevealed(js []Judgement, had, revealed map[string]bool) []Judgement {
	var fresh []Judgement
	for i, j := range js {
		if j.Verdict != Accepted {
			continue
		}
		switch {
		case had[j.Word]:
			js[i].Verdict, js[i].Points = AlreadyFound, 0
		case revealed[j.Word]:
			js[i].Verdict, js[i].Points = Revealed, 0
			fresh = append(fresh, js[i])
		default:
			fresh = append(fresh, js[i])
		}
	}
	return fresh
}
