package solver_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// englishish draws letters about as often as English text has them, so that
// random boards hold many words and deep searches.
const englishish = "eeeeeeeeeeeetttttttttaaaaaaaaoooooooiiiiiiinnnnnnnsssssshhhhhhrrrrrrddddllllcccuuummmwwffggyyppbbvkjxqz"

// mixedBoard returns an n x n board of letters, with some Qu faces, blanks
// and (if twoLetter) Super Big Boggle faces mixed in.
func mixedBoard(rng *rand.Rand, n int, blanks, twoLetter bool) solver.Board {
	tiles := make([]solver.Tile, n*n)
	for i := range tiles {
		tiles[i] = solver.Letter(englishish[rng.IntN(len(englishish))])
		switch r := rng.IntN(40); {
		case r == 0:
			tiles[i] = solver.Qu
		case r == 1 && blanks:
			tiles[i] = solver.Blank
		case r == 2 && twoLetter:
			tiles[i] = solver.An + solver.Tile(rng.IntN(5))
		}
	}
	b, err := solver.New(n, tiles)
	if err != nil {
		panic(err)
	}
	return b
}

// TestFastPathMatchesGeneral checks Score's fast path against the general
// search on random boards of every size and rule set: the same count, score
// and Partial, board by board.
func TestFastPathMatchesGeneral(t *testing.T) {
	d := enable(t)
	rules := []solver.Rules{
		{},
		{Scoring: solver.Scramble},
		{MinLen: 3},
		{MinLen: 5},
		{Scoring: solver.Scramble, MinLen: 4},
		{MinLen: solver.MaxMinLen}, // the fast path biases lengths by minLen
		{MinLen: 1},                // below what NewRules accepts: the bias's other end
	}
	boards := 60
	if testing.Short() {
		boards = 15
	}
	rng := rand.New(rand.NewPCG(16, 2026))
	for n := solver.MinSize; n <= solver.MaxSize; n++ {
		for _, kind := range []struct {
			name              string
			blanks, twoLetter bool
		}{{"letters", false, false}, {"blanks", true, false}, {"two-letter", true, true}} {
			for _, r := range rules {
				t.Run(fmt.Sprintf("%dx%d/%s/%s", n, n, kind.name, r), func(t *testing.T) {
					fastBoards := 0
					for range boards {
						b := mixedBoard(rng, n, kind.blanks, kind.twoLetter)
						fast, general, tookFast := solver.ScoreBothPaths(b, d, r)
						if fast != general {
							t.Fatalf("%s: fast path (count, score, partial) %v, general %v", b, fast, general)
						}
						if tookFast {
							fastBoards++
						}
					}
					if fastBoards != boards {
						t.Errorf("only %d of %d boards took the fast path", fastBoards, boards)
					}
				})
			}
		}
	}
}

// TestFastPathBudget: on the board built to exhaust the budget, the fast
// path hands the board to the general search (it charges each pushed frame
// eight steps, so it cannot tell exactly where the budget ends), and Score
// then answers exactly as the general search does, Partial included.
func TestFastPathBudget(t *testing.T) {
	large, err := dict.Embedded("large")
	if err != nil {
		t.Fatal(err)
	}
	b := mustParse(t, climbedBoard)
	for _, r := range []solver.Rules{{}, {Scoring: solver.Scramble}, {MinLen: 6}} {
		fast, general, tookFast := solver.ScoreBothPaths(b, large, r)
		if tookFast || fast[2] != 1 {
			t.Fatalf("%s: the fast path finished %v (want false), partial %d (want 1)", r, tookFast, fast[2])
		}
		if fast != general {
			t.Errorf("%s: fast path (count, score, partial) %v, general %v", r, fast, general)
		}
	}
}

// TestFastPathSparseDict checks the fast path against the general search with
// a dictionary whose words start with only some letters, so that the root has
// no child for most tiles: the fast path must not step onto those.
func TestFastPathSparseDict(t *testing.T) {
	var words []string
	for w := range enable(t).Trie().All() {
		if strings.IndexByte("aeiost", w[0]) >= 0 {
			words = append(words, w)
		}
	}
	d, _, err := dict.Load(strings.NewReader(strings.Join(words, "\n")), dict.Options{Name: "sparse"})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(16, 7))
	for _, n := range []int{3, 4, 5} {
		for range 40 {
			b := mixedBoard(rng, n, true, false)
			fast, general, tookFast := solver.ScoreBothPaths(b, d, solver.Rules{})
			if !tookFast {
				t.Fatalf("%s: took the general path", b)
			}
			if fast != general {
				t.Fatalf("%s: fast path (count, score, partial) %v, general %v", b, fast, general)
			}
		}
	}
}

// TestFastPathWideAlphabet checks the fast path against the general search
// with alphabets that use every one of the trie's 31 letters, the last
// five beyond z: one of 31 letters, and one of 30 with a composite letter
// (ź, spelled z and a marker: two trie edges, so boards with it take
// scoreFastTwoEdge). Words and boards favour the letters above z, so that
// the child counts the search takes reach the top bits of a node's mask.
func TestFastPathWideAlphabet(t *testing.T) {
	az := strings.Split("abcdefghijklmnopqrstuvwxyz", "")
	for _, alpha := range []struct {
		extra      []string
		composites map[string]string
	}{
		{[]string{"ä", "ö", "ü", "ß", "å"}, nil},
		{[]string{"ä", "ö", "ü", "ß"}, map[string]string{"ź": "z"}},
	} {
		a, err := dict.NewAlphabet(append(slices.Clone(az), alpha.extra...), alpha.composites, nil)
		if err != nil {
			t.Fatal(err)
		}
		letters := a.Letters()
		// pool: the letters above z four times over, a few from a-z and
		// any composite once.
		pool := []string{"a", "e", "s", "t", "z", "m"}
		for _, l := range letters[26:] {
			if _, ok := alpha.composites[l]; ok {
				pool = append(pool, l)
			} else {
				pool = append(pool, l, l, l, l)
			}
		}
		rng := rand.New(rand.NewPCG(31, uint64(len(letters))))
		words := make([]string, 30000)
		for i := range words {
			var sb strings.Builder
			for range 2 + rng.IntN(6) {
				sb.WriteString(pool[rng.IntN(len(pool))])
			}
			words[i] = sb.String()
		}
		d, _, err := dict.FromWords("wide", a, words)
		if err != nil {
			t.Fatal(err)
		}
		if d.Trie().Narrow() {
			t.Fatalf("%v: the trie has no letter above z", letters)
		}
		fastBoards, found := 0, 0
		for _, n := range []int{3, 4, 5} {
			for range 40 {
				tiles := make([]solver.Tile, n*n)
				for i := range tiles {
					tiles[i], _ = solver.FaceTile(pool[rng.IntN(len(pool))])
				}
				b, err := solver.New(n, tiles)
				if err != nil {
					t.Fatal(err)
				}
				fast, general, tookFast := solver.ScoreBothPaths(b, d, solver.Rules{})
				if fast != general {
					t.Fatalf("%v, board %s: fast path (count, score, partial) %v, general %v", letters, b, fast, general)
				}
				if tookFast {
					fastBoards++
				}
				found += fast[0]
			}
		}
		if fastBoards != 120 || found < 1000 {
			t.Errorf("%v: %d boards of 120 took the fast path, %d words found in all (the test needs 1000)", letters, fastBoards, found)
		}
		t.Logf("%v: %d boards of 120 on the fast path, %d words", letters, fastBoards, found)
	}
}

// TestFastPathTinyDict checks the fast path with a dictionary so small that
// every block of its found-word bitset is set on one board: the loop's
// list of touched blocks, written on every step, must have room.
func TestFastPathTinyDict(t *testing.T) {
	d, _, err := dict.Load(strings.NewReader("ant\nants\ntan\ntans\nnat\nsat\nstat\n"), dict.Options{Name: "tiny"})
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"ants tans ants tans", "anta nast stat tnas", "sats tans nata tsan"} {
		b := mustParse(t, text)
		fast, general, tookFast := solver.ScoreBothPaths(b, d, solver.Rules{})
		if !tookFast || fast != general || fast[0] == 0 {
			t.Errorf("%s: fast path %v (taken: %v), general %v", b, fast, tookFast, general)
		}
	}
}

// TestFastPathEveryLanguage checks the fast path against the general search
// on every language's boards with its own word list, under Boggle and
// Scramble rules: boards rolled from each of its dice sets, and boards of
// its faces drawn at random with the faces of two trie edges (composite
// letters, digraphs) made common, so that every such face is stepped on.
// Every board must take the fast path to the end and count the same words,
// points and Partial as the general search.
func TestFastPathEveryLanguage(t *testing.T) {
	rolls := 30
	if testing.Short() {
		rolls = 8
	}
	for _, l := range lang.All() {
		t.Run(l.Code, func(t *testing.T) {
			d, err := l.Dict()
			if err != nil {
				t.Fatal(err)
			}
			twoEdge := 0
			for _, n := range l.DiceSizes() {
				dice, err := l.Dice(n)
				if err != nil {
					t.Fatal(err)
				}
				// The dice's faces, those of two trie edges eight times over.
				var faces []solver.Tile
				for _, die := range dice.Tiles() {
					for _, f := range die {
						if f == solver.Blank {
							continue
						}
						faces = append(faces, f)
						if enc, ok := d.Alphabet().Encode(f.Letters()); ok && len(enc) == 2 {
							twoEdge++
							for range 7 {
								faces = append(faces, f)
							}
						}
					}
				}
				rng := rand.New(rand.NewPCG(uint64(n), 36))
				for i := range 2 * rolls {
					b := dice.Roll(uint64(i))
					if i >= rolls {
						tiles := make([]solver.Tile, n*n)
						for k := range tiles {
							tiles[k] = faces[rng.IntN(len(faces))]
						}
						if b, err = solver.New(n, tiles); err != nil {
							t.Fatal(err)
						}
					}
					for _, r := range []solver.Rules{{}, {Scoring: solver.Scramble}} {
						fast, general, tookFast := solver.ScoreBothPaths(b, d, r)
						if !tookFast || fast != general {
							t.Fatalf("%s, %s: fast path (count, score, partial) %v, finished %v; general %v", b, r, fast, tookFast, general)
						}
					}
				}
			}
			t.Logf("%s: %d faces of two trie edges on its dice", l.Code, twoEdge)
		})
	}
}
