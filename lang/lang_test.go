package lang

import (
	"compress/gzip"
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang/internal/defs"
	"github.com/bogglebot/bogglebot/solver"
)

func TestGet(t *testing.T) {
	for _, c := range []string{"fr", "FR", "pt-br", "pt_BR", "pt", "no", "", "en"} {
		if _, err := Get(c); err != nil {
			t.Errorf("Get(%q): %v", c, err)
		}
	}
	if l, _ := Get(""); l != Default || Default.Code != "en" {
		t.Errorf("Get(\"\") is not English")
	}
	_, err := Get("klingon")
	var e *game.Error
	if !errors.As(err, &e) || e.Kind != game.Invalid || e.Code != game.CodeUnknownLanguage {
		t.Fatalf("Get(klingon) = %v, want a game.E of CodeUnknownLanguage", err)
	}
	codes, _ := e.Facts["codes"].([]string)
	if e.Facts["lang"] != "klingon" || !slices.Contains(codes, "fr") || !slices.Contains(codes, "en") {
		t.Errorf("facts %v", e.Facts)
	}
}

func TestParseBoard(t *testing.T) {
	pl, _ := Get("pl")
	b, err := pl.ParseBoard("ŻÓŁĆ źdźb łąka ęśńa")
	if err != nil || b.At(0, 0).Face() != "Ż" || b.At(1, 0).Letters() != "ź" {
		t.Fatalf("Polish board: %v %v", b, err)
	}
	_, err = pl.ParseBoard("żółć qxvy abcd efgh")
	var e *game.Error
	if !errors.As(err, &e) || e.Code != game.CodeNotInAlphabet || e.Facts["letter"] != "Qu" {
		t.Errorf("Polish board with q: %v", err)
	}
	if _, err := Default.ParseBoard("élan abcd efgh ijkl"); err == nil || !strings.Contains(err.Error(), "'é' is not a letter; boards use letters a-z") {
		t.Errorf("English board with é: %v", err)
	}
	ru, _ := Get("ru")
	if b, err := ru.ParseBoard("абвг деЁж зийк лмно"); err != nil || b.At(1, 2).Letters() != "е" {
		t.Errorf("Russian board with Ё (folded as in words to е): %v %v", b, err)
	}
}

// TestParseBoardFolds: a board's letters fold as a word's do, composed
// first, so a board typed with the language's accents is read.
func TestParseBoardFolds(t *testing.T) {
	for _, c := range []struct{ lang, board, at string }{
		{"fr", "élev xxex xxxx xxxx", "e"},
		{"fr", "E\u0301lev xxex xxxx xxxx", "e"}, // decomposed
		{"pt-BR", "maça xxxx xxxx xxxx", "m"},
		{"es", "camí ónxx xxxx xxxx", "c"},
		{"ru", "ёлка ббба бббб бббб", "е"},
		{"ca", "çamí xxxx xxxx xxxx", "ç"},
	} {
		l, _ := Get(c.lang)
		b, err := l.ParseBoard(c.board)
		if err != nil {
			t.Errorf("%s board %q: %v", c.lang, c.board, err)
			continue
		}
		if got := b.At(0, 0).Letters(); got != c.at {
			t.Errorf("%s board %q: first tile %q, want %q", c.lang, c.board, got, c.at)
		}
	}
	fr, _ := Get("fr")
	d, err := fr.Dict()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := fr.ParseBoard("élev xxex xxxx xxxx")
	if _, ok := solver.Trace(b, "eleve"); !ok || !d.Contains("eleve") {
		t.Error("no path for eleve on a board typed élev")
	}
}

// TestGetLocales: region and POSIX forms of a shipped language's code.
func TestGetLocales(t *testing.T) {
	for c, want := range map[string]string{"fr-FR": "fr", "fr_FR": "fr", "fr_FR.UTF-8": "fr", "nb-NO": "nb", "pt_br": "pt-BR",
		"de_CH@euro": "de", "en-AU": "en", "en-US": "en-US", "en_GB.UTF-8": "en-GB", "en-uk": "en-GB", "ru-RU": "ru", "uk_UA": "uk", "es-419": "es"} {
		l, err := Get(c)
		if err != nil || l.Code != want {
			t.Errorf("Get(%q) = %v, %v; want %s", c, l, err, want)
		}
	}
	for _, c := range []string{"xx-FR", "-fr", "klingon_FR"} {
		if _, err := Get(c); err == nil {
			t.Errorf("Get(%q) accepted", c)
		}
	}
}

// TestSetEnabled: a language left out is refused with the enabled codes;
// English always plays.
func TestSetEnabled(t *testing.T) {
	t.Cleanup(func() { SetEnabled("all") })
	if err := SetEnabled("fr, de"); err != nil {
		t.Fatal(err)
	}
	if got := Codes(); !slices.Equal(got, []string{"en", "de", "fr"}) {
		t.Errorf("codes %v", got)
	}
	_, err := Get("pl")
	var e *game.Error
	if !errors.As(err, &e) || e.Code != game.CodeUnknownLanguage || !slices.Equal(e.Facts["codes"].([]string), []string{"en", "de", "fr"}) {
		t.Errorf("Get(pl) with en,fr,de enabled: %v", err)
	}
	if _, err := Get("fr-FR"); err != nil {
		t.Error(err)
	}
	if err := SetEnabled("fr,xx"); err == nil || !strings.Contains(err.Error(), "xx") {
		t.Errorf("SetEnabled(fr,xx): %v", err)
	}
	if err := SetEnabled("all"); err != nil || len(Enabled()) != len(All()) {
		t.Errorf("all: %v %d", err, len(Enabled()))
	}
}

// TestBuildWaitsForSlot: one list is built at a time; a caller whose list
// is not built waits, until its context ends.
func TestBuildWaitsForSlot(t *testing.T) {
	buildSlot <- struct{}{} // a build in progress
	l, _ := Get("it")
	if l.Built() {
		<-buildSlot // the slot goes back, or every later build waits forever
		t.Skip("Italian already built by another test")
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := l.DictContext(ctx)
		done <- err
	}()
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) || l.Built() {
		t.Errorf("cancelled wait: %v (built %v)", err, l.Built())
	}
	go func() {
		_, err := l.DictContext(context.Background())
		done <- err
	}()
	<-buildSlot // the other build ends
	if err := <-done; err != nil || !l.Built() {
		t.Errorf("after the slot freed: %v (built %v)", err, l.Built())
	}
}

// TestLoadMemory: a language's list loads from its prebuilt trie in a
// few hundred allocations (gzip's own) and about the trie's own size (its node array, and the
// uncompressed data it is read from), with no string per word: Spanish
// (568,289 words).
func TestLoadMemory(t *testing.T) {
	l, _ := Get("es")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	d, err := l.loadList()
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	allocs, bytes := after.Mallocs-before.Mallocs, after.TotalAlloc-before.TotalAlloc
	nodes := uint64(d.Trie().SizeBytes())
	t.Logf("Spanish: %d words, %d nodes, %d allocations, %d bytes (the trie: %d)", d.Len(), d.Trie().Nodes(), allocs, bytes, nodes)
	if allocs > 1000 || bytes > 2*nodes+512<<10 {
		t.Errorf("loading Spanish took %d allocations and %d bytes for a trie of %d bytes", allocs, bytes, nodes)
	}
}

func TestNormalize(t *testing.T) {
	for _, c := range []struct{ lang, typed, want string }{
		{"fr", "élève", "eleve"},
		{"fr", "ÉLÈVE", "eleve"},
		{"fr", "eleve", "eleve"},
		{"fr", "e\u0301le\u0300ve", "eleve"}, // decomposed (NFD)
		{"fr", "cœur", "coeur"},
		{"es", "Niño", "niño"},
		{"es", "canción", "cancion"},
		{"de", "Straße", "strasse"},
		{"de", "Übel", "übel"},
		{"pl", "Źródło", "źródło"},
		{"pl", "ŻÓŁĆ", "żółć"},
		{"ru", "Ёлка", "елка"},
		{"ru", "съезд", "съезд"},
		{"uk", "м'ясо", "мясо"},
		{"uk", "Ґанок", "ґанок"},
		{"sv", "Åsna", "åsna"},
		{"en", "QUEEN", "queen"},
	} {
		l, err := Get(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		got, err := l.Normalize(c.typed)
		if err != nil || got != c.want {
			t.Errorf("%s Normalize(%q) = %q, %v; want %q", c.lang, c.typed, got, err, c.want)
		}
	}
	for _, c := range []struct{ lang, typed, letter string }{
		{"fr", "abc1", "1"},
		{"es", "łódź", "ł"},
		{"pl", "xero", "x"},
		{"ru", "hello", "h"},
		{"en", "élan", "é"},
	} {
		l, _ := Get(c.lang)
		_, err := l.Normalize(c.typed)
		var e *game.Error
		if !errors.As(err, &e) || e.Code != game.CodeNotInAlphabet || e.Facts["letter"] != c.letter || e.Facts["typed"] != c.typed {
			t.Errorf("%s Normalize(%q) error %v, want CodeNotInAlphabet with letter %q", c.lang, c.typed, err, c.letter)
		}
	}
}

// TestEveryLanguage checks each language's list, notice, dice and
// alphabet, and then its boards: rolled with its dice (4x4 and 5x5) and
// made of random letters of its alphabet (composites too), each solved and
// compared with an independent search, which reads the word list itself
// (no trie) and traces each word that the board's letters can hold with a
// plain backtracking walk.
func TestEveryLanguage(t *testing.T) {
	for _, l := range All()[1:] {
		t.Run(l.Code, func(t *testing.T) {
			d, err := l.Dict()
			if err != nil {
				t.Fatal(err)
			}
			words := rawWords(t, l)
			if d.Len() != len(words) || l.Words() != len(words) {
				t.Fatalf("dict has %d words, the list %d, the table %d", d.Len(), len(words), l.Words())
			}
			if !strings.Contains(l.Notice(), "opyright") {
				t.Errorf("no copyright notice")
			}
			if l.Source == "" || l.Licence == "" || l.Native == "" {
				t.Errorf("source %q licence %q native %q", l.Source, l.Licence, l.Native)
			}
			for _, w := range words[:min(len(words), 2000)] {
				if !d.Contains(w) {
					t.Fatalf("list word %q not in the dict", w)
				}
				if got, err := l.Normalize(l.Upper(w)); err != nil || got != w {
					t.Fatalf("Normalize(upper %q) = %q, %v", w, got, err)
				}
			}
			bl := l.blocked()
			for w := range bl.Words {
				if d.Contains(w) {
					t.Errorf("blocklisted %q is in the list", w)
				}
				if !l.Blocked(l.Upper(w)) {
					t.Errorf("Blocked(%q) is false", l.Upper(w))
				}
			}
			for _, stem := range bl.Stems {
				if !l.Blocked(l.Upper(stem)) {
					t.Errorf("Blocked(%q), a blocked stem, is false", l.Upper(stem))
				}
			}
			if len(bl.Stems) > 0 {
				for w := range d.Trie().All() {
					if bl.Blocks(w) {
						t.Errorf("%q, a form of a blocklisted stem, is in the list", w)
					}
				}
			}
			letters := l.Alphabet()
			if a, b := slices.Sorted(slices.Values(letters)), slices.Sorted(slices.Values(l.Letters().Letters())); !slices.Equal(a, b) {
				t.Errorf("Alphabet() %v is not the alphabet's letters %v", letters, l.Letters().Letters())
			}
			rng := rand.New(rand.NewPCG(23, uint64(len(l.Code))))
			var boards []solver.Board
			for _, n := range []int{4, 5} {
				dice, err := l.Dice(n)
				if err != nil {
					t.Fatal(err)
				}
				boards = append(boards, dice.Roll(rng.Uint64()))
			}
			tiles := make([]solver.Tile, 16)
			for i := range tiles {
				tl, ok := l.Tile(letters[rng.IntN(len(letters))])
				if !ok {
					t.Fatalf("no tile for a letter of %v", letters)
				}
				tiles[i] = tl
			}
			b, err := solver.New(4, tiles)
			if err != nil {
				t.Fatal(err)
			}
			boards = append(boards, b)
			wants := brute(boards, words, l.Letters())
			for i, b := range boards {
				res := solver.Solve(b, d, solver.Rules{})
				want := wants[i]
				got := map[string]bool{}
				for _, w := range res.Words {
					got[w.Word] = true
					spelled := ""
					for k, p := range w.Path {
						spelled += b.Tile(p).Letters()
						if k > 0 {
							q := w.Path[k-1]
							if dr, dc := p.Row-q.Row, p.Col-q.Col; dr < -1 || dr > 1 || dc < -1 || dc > 1 {
								t.Fatalf("%q: %v not next to %v", w.Word, p, q)
							}
						}
					}
					if spelled != w.Word {
						t.Errorf("board %s: path of %q spells %q", b, w.Word, spelled)
					}
					span := 0
					for _, p := range w.Path {
						span += b.Tile(p).Span()
					}
					if n := solver.Length(d.Alphabet(), w.Word); n != span || w.Points != (solver.Rules{}).Points(strings.Repeat("a", n), b.Size()) {
						t.Errorf("%q: %d points for %d letters (its path's span %d)", w.Word, w.Points, n, span)
					}
					if _, _, err := solver.TraceIn(context.Background(), b, w.Word, d.Alphabet(), solver.TraceBudget); err != nil {
						t.Errorf("board %s: Trace cannot find %q", b, w.Word)
					}
				}
				for w := range want {
					if !got[w] {
						t.Errorf("board %s: brute force finds %q, the solver does not", b, w)
					}
				}
				for w := range got {
					if !want[w] {
						t.Errorf("board %s: the solver finds %q, brute force does not", b, w)
					}
				}
				if c, s := solver.Score(b, d, solver.Rules{}); c != res.Count || s != res.Score {
					t.Errorf("board %s: Score %d %d, Solve %d %d", b, c, s, res.Count, res.Score)
				}
				scr := solver.Rules{Scoring: solver.Scramble, MinLen: 3}
				sres := solver.Solve(b, d, scr)
				for _, w := range sres.Words {
					if p := scr.PointsIn(d.Alphabet(), w.Word, b.Size()); p != w.Points {
						t.Errorf("board %s: %q scores %d in the solver, %d by PointsIn", b, w.Word, w.Points, p)
					}
				}
				if c, s := solver.Score(b, d, scr); c != sres.Count || s != sres.Score {
					t.Errorf("board %s: Scramble Score %d %d, Solve %d %d", b, c, s, sres.Count, sres.Score)
				}
				if back, err := l.ParseBoard(b.String()); err != nil || back != b {
					t.Errorf("board %s does not parse back: %v", b, err)
				}
			}
		})
	}
}

// rawWords reads a language's embedded list directly.
func rawWords(t *testing.T, l *Language) []string {
	f, err := os.Open(filepath.Join("data", l.Code+".words.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	words, err := decodeList(raw)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.IsSorted(words) {
		t.Fatal("list not sorted")
	}
	return words
}

// brute returns, for each board, the words of the list on it (3+ letters
// on 4x4, 4+ on larger boards): each word whose letters the board's tiles
// can hold is traced with a backtracking walk over the tiles' letters.
// Letters are the alphabet's (its trie spelling), so a word's Croatian nj
// is its Nj tile's and never an N and a J. Each word is read and spelled
// once for all the boards.
func brute(boards []solver.Board, words []string, a *dict.Alphabet) []map[string]bool {
	type board struct {
		n, minLen int
		faces     []string
		have      [256]int
		out       map[string]bool
	}
	bs := make([]*board, len(boards))
	for k, b := range boards {
		bb := &board{n: b.Size(), minLen: 3, out: map[string]bool{}}
		if bb.n > 4 {
			bb.minLen = 4
		}
		for _, tl := range b.Tiles() {
			f, _ := a.Encode(tl.Letters())
			bb.faces = append(bb.faces, f)
			for i := 0; i < len(f); i++ {
				bb.have[f[i]]++
			}
		}
		bs[k] = bb
	}
	var walk func(b *board, i int, rest string, used uint64) bool
	walk = func(b *board, i int, rest string, used uint64) bool {
		if rest == "" {
			return true
		}
		n := b.n
		for j := range n * n {
			dr, dc := i/n-j/n, i%n-j%n
			if used&(1<<j) != 0 || dr < -1 || dr > 1 || dc < -1 || dc > 1 || b.faces[j] == "" {
				continue
			}
			if strings.HasPrefix(rest, b.faces[j]) && walk(b, j, rest[len(b.faces[j]):], used|1<<j) {
				return true
			}
		}
		return false
	}
	var need [256]int
	for _, word := range words {
		w, ok := a.Encode(word)
		if !ok {
			continue
		}
		length := -1 // counted for the words some board's letters can hold
	boards:
		for _, b := range bs {
			fits := true
			for i := 0; i < len(w) && fits; i++ {
				need[w[i]]++
				fits = need[w[i]] <= b.have[w[i]]
			}
			for i := 0; i < len(w); i++ {
				need[w[i]] = 0
			}
			if !fits {
				continue boards
			}
			if length < 0 {
				length = solver.Length(a, word)
			}
			if length < b.minLen {
				continue
			}
			for i := range b.n * b.n {
				if b.faces[i] != "" && strings.HasPrefix(w, b.faces[i]) && walk(b, i, w[len(b.faces[i]):], 1<<i) {
					b.out[word] = true
					break
				}
			}
		}
	}
	out := make([]map[string]bool, len(bs))
	for k, b := range bs {
		out[k] = b.out
	}
	return out
}

// TestConcurrentFirstUse: goroutines asking for the same language's list
// and solving with it at once share one build.
func TestConcurrentFirstUse(t *testing.T) {
	l, _ := Get("sv")
	dice, _ := l.Dice(4)
	done := make(chan *solver.Result, 4)
	for i := range 4 {
		go func() {
			d, err := l.Dict()
			if err != nil {
				t.Error(err)
				done <- nil
				return
			}
			res := solver.Solve(dice.Roll(uint64(i)), d, solver.Rules{Scoring: solver.Scramble})
			done <- &res
		}()
	}
	for range 4 {
		if r := <-done; r == nil {
			t.Fatal("a solve failed")
		}
	}
	d1, _ := l.Dict()
	d2, _ := l.Dict()
	if d1 != d2 {
		t.Error("two builds of one list")
	}
}

// TestScrabbleValues: every language but Catalan scores with its Scrabble
// set's values (the cited ones in defs; Qu takes Q's value, a letter the
// set lacks 10); Catalan with values from letter frequencies, 1 to 10, the
// most frequent letters worth 1.
func TestScrabbleValues(t *testing.T) {
	for code, want := range map[string]map[string]int{
		"de":    {"e": 1, "ö": 8, "ä": 6, "qu": 10, "y": 10, "z": 3},
		"fr":    {"e": 1, "k": 10, "w": 10, "x": 10, "y": 10, "z": 10, "j": 8, "qu": 8, "m": 2, "c": 3},
		"es":    {"a": 1, "ñ": 8, "j": 8, "x": 8, "z": 10, "qu": 5, "h": 4, "k": 10, "w": 10},
		"it":    {"a": 1, "c": 2, "u": 3, "b": 5, "h": 8, "z": 8, "qu": 10, "k": 10},
		"nb":    {"a": 1, "o": 2, "h": 3, "å": 4, "ø": 5, "æ": 6, "y": 6, "w": 8, "c": 10, "x": 10},
		"pl":    {"a": 1, "w": 1, "ź": 9, "ń": 7, "ć": 6, "ą": 5, "ż": 5, "ł": 3, "u": 3, "y": 2},
		"nl":    {"e": 1, "d": 2, "g": 3, "z": 4, "c": 5, "w": 5, "y": 8, "qu": 10},
		"sv":    {"a": 1, "ä": 3, "å": 4, "ö": 4, "j": 7, "c": 8, "z": 10, "w": 10, "qu": 10},
		"da":    {"e": 1, "s": 2, "i": 3, "æ": 4, "ø": 4, "å": 4, "c": 8, "z": 8, "w": 10},
		"pt-BR": {"a": 1, "m": 1, "c": 2, "n": 3, "j": 5, "qu": 6, "x": 8, "k": 10},
		"ru":    {"о": 1, "у": 2, "ь": 3, "й": 4, "ц": 5, "э": 8, "ф": 10, "ъ": 10},
		"uk":    {"і": 1, "у": 3, "ь": 5, "ї": 6, "ю": 7, "є": 8, "ґ": 10},
		"tr":    {"i": 1, "ı": 2, "ü": 3, "ç": 4, "g": 5, "ö": 7, "ğ": 8, "j": 10},
	} {
		l, err := Get(code)
		if err != nil {
			t.Fatal(err)
		}
		for letter, w := range want {
			if v, ok := l.Letters().Value(letter); !ok || v != w {
				t.Errorf("%s %q is worth %d (%v), want %d", code, letter, v, ok, w)
			}
		}
	}
	de, _ := Get("de")
	scr := solver.Rules{Scoring: solver.Scramble}
	if p := scr.PointsIn(de.Letters(), "öl", 3); p != 0 {
		t.Errorf("a 2-letter word scores %d", p)
	}
	if p := scr.PointsIn(de.Letters(), "öle", 4); p != 8+2+1 {
		t.Errorf("öle scores %d under Scramble, want 11", p)
	}
	for _, l := range All()[1:] {
		for _, letter := range l.Alphabet() {
			if v, ok := l.Letters().Value(letter); !ok || v < 1 || v > 10 {
				t.Errorf("%s %q is worth %d (%v)", l.Code, letter, v, ok)
			}
		}
	}
}

// TestNormalizeWording: what Normalize refuses is said in words, never
// an empty or invisible letter.
func TestNormalizeWording(t *testing.T) {
	fr, _ := Get("fr")
	for _, typed := range []string{"", " ", "\u200b"} {
		_, err := fr.Normalize(typed)
		var e *game.Error
		if !errors.As(err, &e) || e.Code != game.CodeNoLetters {
			t.Errorf("Normalize(%q): %v, want CodeNoLetters", typed, err)
		}
	}
	if w, err := fr.Normalize("İstanbul"); err != nil || w != "istanbul" {
		t.Errorf("Normalize(İstanbul) = %q, %v", w, err)
	}
	if w, err := fr.Normalize("ch\u200bat"); err != nil || w != "chat" {
		t.Errorf("a zero-width space inside: %q, %v", w, err)
	}
	for typed, want := range map[string][2]string{
		"ch\x00at":   {`ch\x00at`, "U+0000"},
		"x\u0301yz":  {"x\u0301yz", "x\u0301"},
		"chat\u0007": {`chat\a`, "U+0007"},
	} {
		_, err := fr.Normalize(typed)
		var e *game.Error
		if !errors.As(err, &e) || e.Code != game.CodeNotInAlphabet || e.Facts["typed"] != want[0] || e.Facts["letter"] != want[1] {
			t.Errorf("Normalize(%q): %v %v, want typed %q letter %q", typed, err, e.Facts, want[0], want[1])
		}
	}
}

// TestParseBoardQuotesAsTyped: a board's letter the language has not is
// quoted as typed (ł, not the die face Ł), with the board as typed.
func TestParseBoardQuotesAsTyped(t *testing.T) {
	es, _ := Get("es")
	_, err := es.ParseBoard("łódź xxxx xxxx xxxx")
	var e *game.Error
	if !errors.As(err, &e) || e.Code != game.CodeNotInAlphabet || e.Facts["letter"] != "ł" || e.Facts["typed"] != "łódź xxxx xxxx xxxx" {
		t.Errorf("Spanish board with ł: %v %v", err, e)
	}
}

// TestPreload builds the enabled languages' lists, and stops when its
// context is done.
func TestPreload(t *testing.T) {
	t.Cleanup(func() { SetEnabled("all") })
	if err := SetEnabled("sv"); err != nil {
		t.Fatal(err)
	}
	sv, _ := Get("sv")
	if err := Preload(context.Background()); err != nil || !sv.Built() {
		t.Fatalf("Preload: %v (Swedish built: %v)", err, sv.Built())
	}
	if err := SetEnabled("da"); err != nil {
		t.Fatal(err)
	}
	da, _ := Get("da")
	if da.Built() {
		t.Skip("Danish already built by another test")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	buildSlot <- struct{}{}
	defer func() { <-buildSlot }()
	if err := Preload(ctx); !errors.Is(err, context.Canceled) || da.Built() {
		t.Errorf("Preload with its context done: %v (Danish built: %v)", err, da.Built())
	}
}

// TestDiceCoverAlphabet checks every language's fitted dice: each letter of
// its alphabet is on some die of each size (but the loanword letters its
// definition keeps off, defs.Def.NoDie), and no die is one letter six times.
func TestDiceCoverAlphabet(t *testing.T) {
	for _, def := range defs.All {
		l, err := Get(def.Code)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range l.DiceSizes() {
			dice, err := l.Dice(n)
			if err != nil {
				t.Fatal(err)
			}
			on := map[string]bool{}
			tiles := dice.Tiles()
			for i, die := range dice.Faces() {
				same := true
				for k, f := range die {
					on[tiles[i][k].Letters()] = true // Turkish I is ı: never lowercase a face
					same = same && f == die[0]
				}
				if same {
					t.Errorf("%s %dx%d: die %d is %q six times", def.Code, n, n, i+1, die[0])
				}
			}
			for _, letter := range l.Alphabet() {
				if on[letter] == !slices.Contains(def.NoDie, letter) {
					continue
				}
				if on[letter] {
					t.Errorf("%s %dx%d: %q is on a die but NoDie keeps it off", def.Code, n, n, letter)
				} else {
					t.Errorf("%s %dx%d: no die has %q", def.Code, n, n, letter)
				}
			}
		}
	}
}

// TestFoldTileBoards: a typed German ß or French œ and æ is one tile that
// shows the letter and spells its fold (ss, oe, ae); words run through it,
// it scores its letters, and a language that does not fold the letter
// refuses it, while Danish keeps æ as a letter of its own.
func TestFoldTileBoards(t *testing.T) {
	for _, c := range []struct {
		code, board, word, face string
		path                    int // tiles on the word's path; 0: not on the board
	}{
		{"de", "staß eiln rhtu aemo", "nass", "ß", 3},
		{"de", "STAß EILN RHTU AEMO", "lass", "ß", 3},
		{"fr", "sœur tane lise pomr", "soeur", "Œ", 4},
		{"fr", "ŒUFS tane lise pomr", "oeufs", "Œ", 4},
		{"fr", "cæcu tane lise pomr", "caecum", "Æ", 0}, // no m next to the u
	} {
		l, _ := Get(c.code)
		b, err := l.ParseBoard(c.board)
		if err != nil {
			t.Errorf("%s %q: %v", c.code, c.board, err)
			continue
		}
		faces := ""
		for _, tile := range b.Tiles() {
			faces += tile.Face()
		}
		if !strings.Contains(faces, c.face) {
			t.Errorf("%s %q shows %q, no %s", c.code, c.board, faces, c.face)
		}
		if back, err := l.ParseBoard(b.String()); err != nil || back != b {
			t.Errorf("%s: %s does not read back: %v", c.code, b, err)
		}
		d, err := l.Dict()
		if err != nil {
			t.Fatal(err)
		}
		scr := solver.Rules{Scoring: solver.Scramble}
		var found *solver.Word
		res := solver.Solve(b, d, scr)
		for i := range res.Words {
			if res.Words[i].Word == c.word {
				found = &res.Words[i]
			}
		}
		if c.path == 0 {
			if found != nil {
				t.Errorf("%s: %q found on %s", c.code, c.word, b)
			}
			continue
		}
		if found == nil {
			t.Errorf("%s: %q not found on %s", c.code, c.word, b)
			continue
		}
		if len(found.Path) != c.path {
			t.Errorf("%s: %q's path %v, want %d tiles", c.code, c.word, found.Path, c.path)
		}
		if want := scr.PointsIn(l.Letters(), c.word, b.Size()); found.Points != want {
			t.Errorf("%s: %q scores %d under Scramble, want %d (its letters)", c.code, c.word, found.Points, want)
		}
	}
	for _, c := range []struct{ code, board string }{
		{"pl", "staß eiln rhtu aemo"}, // Polish does not fold ß
		{"ru", "sœur tane lise pomr"},
		{"en", "staß eiln rhtu aemo"},
	} {
		l, _ := Get(c.code)
		if b, err := l.ParseBoard(c.board); err == nil {
			t.Errorf("%s accepted %q as %s", c.code, c.board, b)
		}
	}
	da, _ := Get("da")
	b, err := da.ParseBoard("hæst eiln rhtu aemo")
	if err != nil {
		t.Fatal(err)
	}
	if tile := b.At(0, 1); tile.Letters() != "æ" {
		t.Errorf("Danish æ became %q", tile.Letters())
	}
}

// TestDigraphLetters: Croatian's dž, lj and nj are letters of their own:
// a tile each ([Lj] on a typed board, "Lj" on its face), one letter of a
// word, and only their tile spells them (N and J side by side do not).
func TestDigraphLetters(t *testing.T) {
	hr, err := Get("hr")
	if err != nil {
		t.Fatal(err)
	}
	d, err := hr.Dict()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ typed, want string }{{"KONJ", "konj"}, {"Ljubav", "ljubav"}, {"DŽEP", "džep"}, {"čaša", "čaša"}} {
		if got, err := hr.Normalize(c.typed); err != nil || got != c.want {
			t.Errorf("Normalize(%q) = %q, %v; want %q", c.typed, got, err, c.want)
		}
	}
	if !d.Contains("konj") || !d.Contains("ljubav") {
		t.Fatal("konj and ljubav are not in the Croatian list")
	}
	if got, _ := hr.Letters().Split("konj"); !slices.Equal(got, []string{"k", "o", "nj"}) {
		t.Errorf("konj splits as %q", got)
	}
	b, err := hr.ParseBoard("ko[NJ]a [Lj]ubt tvat [dž]ept")
	if err != nil {
		t.Fatal(err)
	}
	if f := b.At(0, 2).Face(); f != "Nj" || b.At(1, 0).Face() != "Lj" || b.At(3, 0).Face() != "Dž" {
		t.Errorf("faces %q %q %q", f, b.At(1, 0).Face(), b.At(3, 0).Face())
	}
	if back, err := hr.ParseBoard(b.String()); err != nil || back != b {
		t.Errorf("board %s does not parse back: %v", b, err)
	}
	found := map[string]bool{}
	for _, w := range solver.Solve(b, d, solver.Rules{}).Words {
		found[w.Word] = true
	}
	for _, w := range []string{"konj", "ljubav", "džep"} {
		if _, _, err := solver.TraceIn(context.Background(), b, w, d.Alphabet(), solver.TraceBudget); err != nil || !found[w] {
			t.Errorf("%q on %s: trace %v, solved %v", w, b, err, found[w])
		}
	}
	split, err := hr.ParseBoard("konj tttt tttt tttt")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := solver.TraceIn(context.Background(), split, "konj", d.Alphabet(), solver.TraceBudget); !errors.Is(err, solver.ErrNotOnBoard) {
		t.Errorf("konj traced on separate N and J tiles: %v", err)
	}
	for _, w := range solver.Solve(split, d, solver.Rules{}).Words {
		if w.Word == "konj" {
			t.Error("the solver finds konj on separate N and J tiles")
		}
	}
}

// TestBreton: ch and c'h are letters of their own, c'h typed with either
// apostrophe; ñ kept, other accents folded.
func TestBreton(t *testing.T) {
	br, err := Get("br")
	if err != nil {
		t.Fatal(err)
	}
	d, err := br.Dict()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ typed, want string }{{"C’HOARI", "c’hoari"}, {"c'hoari", "c’hoari"}, {"Cʼhoari", "c’hoari"}, {"Ch", "ch"}, {"DAÑS", "dañs"}} {
		if got, err := br.Normalize(c.typed); err != nil || got != c.want {
			t.Errorf("Normalize(%q) = %q, %v; want %q", c.typed, got, err, c.want)
		}
	}
	if got, _ := br.Letters().Split("c’hoari"); !slices.Equal(got, []string{"c’h", "o", "a", "r", "i"}) {
		t.Errorf("c'hoari splits as %q", got)
	}
	if !d.Contains("c’hoari") {
		t.Error("c’hoari (to play) is not in the Breton list")
	}
	b, err := br.ParseBoard("[C'h]oat rizz zzzz zzzz")
	if err != nil {
		t.Fatal(err)
	}
	if f := b.At(0, 0).Face(); f != "C’h" {
		t.Errorf("face %q", f)
	}
	if back, err := br.ParseBoard(b.String()); err != nil || back != b {
		t.Errorf("board %s does not parse back: %v", b, err)
	}
	// c’h is one tile that counts as its two letters (the apostrophe
	// none): c’hoari is six letters (c h o a r i), for its points and the
	// minimum length alike, in the solver, PointsIn and the judge; Qu
	// stays two.
	if n := solver.Length(br.Letters(), "c’hoari"); n != 6 {
		t.Errorf("c’hoari is %d letters, want 6", n)
	}
	if n := solver.Length(dict.English, "queen"); n != 5 {
		t.Errorf("queen is %d letters, want 5 (Qu two)", n)
	}
	b, err = br.ParseBoard("[C'h]oar zzzi zzzz zzzz")
	if err != nil {
		t.Fatal(err)
	}
	for _, rules := range []solver.Rules{{}, {Scoring: solver.Scramble, MinLen: 3}} {
		var got solver.Word
		for _, w := range solver.Solve(b, d, rules).Words {
			if w.Word == "c’hoari" {
				got = w
			}
		}
		want := rules.Points("aaaaaa", 4) // six letters
		if rules.Scoring == solver.Scramble {
			want = 0
			for _, l := range []string{"c’h", "o", "a", "r", "i"} {
				v, _ := br.Letters().Value(l)
				want += v
			}
			want += rules.Points("zzzzzz", 4) - 6*10 // six letters' length points
		}
		if got.Word == "" || got.Points != want || rules.PointsIn(br.Letters(), "c’hoari", 4) != want {
			t.Errorf("%v: c’hoari scores %d (found %v), PointsIn %d, want %d", rules, got.Points, got.Word != "", rules.PointsIn(br.Letters(), "c’hoari", 4), want)
		}
	}
	// Two tiles written with four characters are three letters: long
	// enough (3+) to be judged by the list.
	if j := game.Judge(b, d, "c’ho"); j.Verdict == game.TooShort {
		t.Errorf("judge: c’ho (3 letters) is %v", j.Verdict)
	}
}

// TestEnglishSpellings: en-GB and en-US are SCOWL's British and American
// lists, without possessives, proper nouns or abbreviations; plain en is
// package dict's, both spellings.
func TestEnglishSpellings(t *testing.T) {
	gb, _ := Get("en-GB")
	us, _ := Get("en-US")
	if gb == nil || us == nil || gb == Default || us == Default {
		t.Fatalf("en-GB %v, en-US %v", gb, us)
	}
	dgb, err := gb.Dict()
	if err != nil {
		t.Fatal(err)
	}
	dus, err := us.Dict()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		w      string
		gb, us bool
	}{{"colour", true, false}, {"color", false, true}, {"organise", true, false}, {"organize", false, true}, {"house", true, true}, {"paris", false, false}, {"nato", false, false}} {
		if dgb.Contains(c.w) != c.gb || dus.Contains(c.w) != c.us {
			t.Errorf("%q: en-GB %v, en-US %v; want %v %v", c.w, dgb.Contains(c.w), dus.Contains(c.w), c.gb, c.us)
		}
	}
	if !gb.Blocked("faggot") || !us.Blocked("FAGGOT") {
		t.Error("English's blocklist does not hold for en-GB and en-US")
	}
}

// TestHungarian: cs gy ly ny sz ty zs are letters with tiles of their own,
// and all nine accented vowels are kept (eight of them composites in the
// trie), each its own tile.
func TestHungarian(t *testing.T) {
	hu, err := Get("hu")
	if err != nil {
		t.Fatal(err)
	}
	d, err := hu.Dict()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(hu.Alphabet()); n != 38 {
		t.Errorf("%d letters, want 38: %v", n, hu.Alphabet())
	}
	for _, c := range []struct{ typed, want string }{{"SZŐLŐ", "szőlő"}, {"Gyümölcs", "gyümölcs"}, {"TŰZ", "tűz"}} {
		if got, err := hu.Normalize(c.typed); err != nil || got != c.want {
			t.Errorf("Normalize(%q) = %q, %v; want %q", c.typed, got, err, c.want)
		}
	}
	if got, _ := hu.Letters().Split("gyümölcs"); !slices.Equal(got, []string{"gy", "ü", "m", "ö", "l", "cs"}) {
		t.Errorf("gyümölcs splits as %q", got)
	}
	for _, w := range []string{"szőlő", "gyümölcs", "tűz", "víz"} {
		if !d.Contains(w) {
			t.Errorf("%q is not in the Hungarian list", w)
		}
	}
	if d.Contains("tuz") || d.Contains("szolo") {
		t.Error("long and short vowels are one letter")
	}
	b, err := hu.ParseBoard("[gy]üm[ö] zz[l][cs] zzzz [sz]őlő")
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]bool{}
	for _, w := range solver.Solve(b, d, solver.Rules{}).Words {
		found[w.Word] = true
	}
	if !found["gyümölcs"] {
		t.Errorf("gyümölcs not found on %s", b)
	}
	if f := b.At(0, 0).Face(); f != "Gy" || b.At(3, 0).Face() != "Sz" || b.At(3, 1).Face() != "Ő" {
		t.Errorf("faces %q %q %q", f, b.At(3, 0).Face(), b.At(3, 1).Face())
	}
}

// TestTurkish: Turkish cases by its own rules everywhere: typed words
// (İSTANBUL is istanbul, ISIK is ısık), typed boards (KIŞI is kışı, and
// an i is the TurkishI tile that shows İ), the board's text, which reads
// back, and words in capitals (Upper).
func TestTurkish(t *testing.T) {
	tr, err := Get("tr")
	if err != nil {
		t.Fatal(err)
	}
	for typed, want := range map[string]string{
		"İSTANBUL": "istanbul", "istanbul": "istanbul", "ISIK": "ısık", "ışık": "ışık",
		"KİŞİ": "kişi", "KIŞI": "kışı", "Kâr": "kar", "ÇİÇEK": "çiçek",
	} {
		if got, err := tr.Normalize(typed); err != nil || got != want {
			t.Errorf("Normalize(%q) = %q, %v; want %q", typed, got, err, want)
		}
	}
	if _, err := tr.Normalize("quiz"); err == nil {
		t.Errorf("Normalize(quiz) accepted q")
	}
	up, err := tr.ParseBoard("KIŞI İKİZ ADAM ELMA")
	if err != nil {
		t.Fatal(err)
	}
	low, err := tr.ParseBoard("kışı ikiz adam elma")
	if err != nil {
		t.Fatal(err)
	}
	if up != low {
		t.Errorf("KIŞI... is %s, kışı... is %s", up, low)
	}
	if got := up.Rows()[0]; !slices.Equal(got, []string{"k", "ı", "ş", "ı"}) {
		t.Errorf("KIŞI reads %q, want k ı ş ı", got)
	}
	if tl := up.At(1, 0); tl != solver.TurkishI || tl.Face() != "İ" || tl.Letters() != "i" {
		t.Errorf("İ of İKİZ: tile %v face %q letters %q", tl, tl.Face(), tl.Letters())
	}
	if tl := up.At(0, 1); tl.Face() != "I" || tl.Letters() != "ı" {
		t.Errorf("I of KIŞI: face %q letters %q", tl.Face(), tl.Letters())
	}
	if back, err := tr.ParseBoard(up.String()); err != nil || back != up {
		t.Errorf("board %s reads back as %s, %v", up, back, err)
	}
	if got := up.Upper("ikiz"); got != "İKİZ" {
		t.Errorf("Upper(ikiz) on a Turkish board = %q", got)
	}
	if got := up.CaseLang(); got != "tr" {
		t.Errorf("CaseLang = %q", got)
	}
	if got := tr.Upper("ışık kişi"); got != "IŞIK KİŞİ" {
		t.Errorf("Upper = %q", got)
	}
	d, err := tr.Dict()
	if err != nil {
		t.Fatal(err)
	}
	res := solver.Solve(up, d, solver.Rules{})
	found := map[string]bool{}
	for _, w := range res.Words {
		found[w.Word] = true
	}
	for _, w := range []string{"ikiz", "adam", "elma"} {
		if !found[w] {
			t.Errorf("%q not found on %s", w, up)
		}
	}
	// Every i on Turkish dice is the TurkishI tile.
	for _, n := range tr.DiceSizes() {
		dice, _ := tr.Dice(n)
		b := dice.Roll(7)
		for _, tl := range b.Tiles() {
			if tl.Letters() == "i" && tl != solver.TurkishI {
				t.Errorf("%dx%d dice roll a plain i tile", n, n)
			}
		}
	}
	en, _ := Get("en")
	if b, err := en.ParseBoard("kisi ikiz adam elma"); err != nil || b.CaseLang() != "" || b.Upper("ikiz") != "IKIZ" {
		t.Errorf("an English board: %v %q %q", err, b.CaseLang(), b.Upper("ikiz"))
	}
}

// TestNormalizeFoldedAway: a word of nothing but what the language folds
// away (Ukrainian's apostrophes, Catalan's middle dot) is no word: the
// CodeNoLetters error quoting what was typed, not an empty word.
func TestNormalizeFoldedAway(t *testing.T) {
	for code, typed := range map[string][]string{"uk": {"'", "’", "ʼ", "''"}, "ca": {"·", "··"}} {
		l, err := Get(code)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range typed {
			w, err := l.Normalize(s)
			e := game.CodeOf(err)
			if e == nil || e.Code != game.CodeNoLetters || e.Facts["typed"] != s || e.Facts["code"] != code {
				t.Errorf("%s Normalize(%q) = %q, %v; want CodeNoLetters quoting it", code, s, w, err)
			}
		}
	}
	uk, _ := Get("uk")
	if w, err := uk.Normalize("п'ять"); err != nil || w != "пять" {
		t.Errorf("uk Normalize(п'ять) = %q, %v", w, err)
	}
}

// TestGetByName: a language is found by its English name or its own, in
// any case, with or without accents, as by its code.
func TestGetByName(t *testing.T) {
	for c, want := range map[string]string{"Polish": "pl", "polski": "pl", "POLSKI": "pl", "polish": "pl",
		"français": "fr", "Francais": "fr", "FRANÇAIS": "fr", "French": "fr", "Deutsch": "de", "german": "de",
		"español": "es", "espanol": "es", " Ukrainian ": "uk",
		"Portuguese": "pt-BR", "português": "pt-BR", "portugues": "pt-BR", "Norwegian": "nb", "norsk": "nb", "english": "en"} {
		l, err := Get(c)
		if err != nil || l.Code != want {
			t.Errorf("Get(%q) = %v, %v; want %s", c, l, err, want)
		}
	}
	for _, c := range []string{"polishh", "fran", "francaise"} {
		if _, err := Get(c); err == nil {
			t.Errorf("Get(%q) accepted", c)
		}
	}
}

// TestCroatianLigatures: Unicode's one-character Croatian digraphs (ǉ ǆ ǌ
// and their capitals) read as the letters lj, dž, nj.
func TestCroatianLigatures(t *testing.T) {
	hr, err := Get("hr")
	if err != nil {
		t.Fatal(err)
	}
	for typed, want := range map[string]string{"ǉubav": "ljubav", "Ǉubav": "ljubav", "ǈubav": "ljubav", "ǆep": "džep", "ǅep": "džep", "koǌ": "konj", "KOǊ": "konj"} {
		if got, err := hr.Normalize(typed); err != nil || got != want {
			t.Errorf("hr Normalize(%q) = %q, %v; want %q", typed, got, err, want)
		}
		if got := strings.ToLower(norm.NFKC.String(typed)); got != want {
			t.Errorf("NFKC(%q) = %q: the mapping is not NFKC's", typed, got)
		}
	}
}

// TestCroatianLigatureTiles: on a typed Croatian board, Unicode's
// one-character ǉ ǆ ǌ (bare or in brackets, any case) are the Lj, Dž and Nj
// tiles, as [lj] [dž] [nj] are.
func TestCroatianLigatureTiles(t *testing.T) {
	hr, err := Get("hr")
	if err != nil {
		t.Fatal(err)
	}
	want, err := hr.ParseBoard("[lj]uba [dž]epe [nj]eke eeee")
	if err != nil {
		t.Fatal(err)
	}
	for _, typed := range []string{"ǉuba ǆepe ǌeke eeee", "Ǉuba [ǅ]epe [ǌ]eke eeee"} {
		got, err := hr.ParseBoard(typed)
		if err != nil || got != want {
			t.Errorf("hr ParseBoard(%q) = %v, %v; want %v", typed, got, err, want)
		}
	}
}

// TestPersian: Persian's 32 letters (ژ and ظ composites), its folding of
// Arabic forms, marks, the tatweel and the zero-width non-joiner (the list
// and typed words agree: می‌روم is میروم), no case, and a board of its
// letters that reads back from its text.
func TestPersian(t *testing.T) {
	fa, err := Get("fa")
	if err != nil {
		t.Fatal(err)
	}
	if l, err := Get("farsi"); err != nil || l != fa {
		t.Errorf("farsi: %v, %v", l, err)
	}
	if l, err := Get("fa_IR.UTF-8"); err != nil || l != fa {
		t.Errorf("fa_IR.UTF-8: %v, %v", l, err)
	}
	d, err := fa.Dict()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(fa.Alphabet()); n != 32 {
		t.Errorf("%d letters, want 32: %v", n, fa.Alphabet())
	}
	for _, c := range []struct{ typed, want string }{
		{"كتاب", "کتاب"},             // Arabic kaf
		{"مي\u200cروم", "میروم"},     // Arabic yeh, a zero-width non-joiner
		{"می\u200cروم", "میروم"},     // Persian yeh
		{"آب", "اب"},                 // alef with madda
		{"آب", "اب"},                 // alef and a combining madda (NFC)
		{"كِتَاب", "کتاب"},           // harakat
		{"کتــاب", "کتاب"},           // tatweel
		{"\u200eکتاب\u200f", "کتاب"}, // direction marks
		{"پائیز", "پاییز"},           // yeh with hamza
		{"مدرسة", "مدرسه"},           // teh marbuta
	} {
		if got, err := fa.Normalize(c.typed); err != nil || got != c.want {
			t.Errorf("Normalize(%q) = %q, %v; want %q", c.typed, got, err, c.want)
		}
	}
	for _, c := range []struct{ typed, letter string }{{"کتاب۱", "۱"}, {"جزء", "ء"}, {"book", "b"}} {
		_, err := fa.Normalize(c.typed)
		var e *game.Error
		if !errors.As(err, &e) || e.Code != game.CodeNotInAlphabet || e.Facts["letter"] != c.letter {
			t.Errorf("Normalize(%q): %v, want letter %q not in the alphabet", c.typed, err, c.letter)
		}
	}
	for _, w := range []string{"کتاب", "میروم", "پاییز", "نظر", "مژده"} {
		if !d.Contains(w) {
			t.Errorf("%q is not in the Persian list", w)
		}
	}
	if fa.Upper("کتاب") != "کتاب" {
		t.Errorf("Upper changed a Persian word: %q", fa.Upper("کتاب"))
	}
	b, err := fa.ParseBoard("کتاب نظرم ژاله سیبد")
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]bool{}
	for _, w := range solver.Solve(b, d, solver.Rules{}).Words {
		found[w.Word] = true
	}
	for _, w := range []string{"کتاب", "نظر"} {
		if !found[w] {
			t.Errorf("%s not found on %s", w, b)
		}
	}
	if back, err := fa.ParseBoard(b.String()); err != nil || back != b {
		t.Errorf("%s reads back as %s, %v", b, back, err)
	}
	if f := b.At(0, 0).Face(); f != "ک" || b.Upper("کتاب") != "کتاب" {
		t.Errorf("face %q, Upper %q", f, b.Upper("کتاب"))
	}
}

// TestBareQ: in every language whose q is only on the Qu tile (French,
// Italian, English…), a word with a q that no u follows is refused for
// that (game.CodeBareQ), not as a letter no die has; a language with a
// lone Q die face takes the q.
func TestBareQ(t *testing.T) {
	quOnly := 0
	for _, l := range All() {
		_, err := l.Normalize("coq")
		ge := game.CodeOf(err)
		switch {
		case l.QuOnly():
			quOnly++
			if ge == nil || ge.Code != game.CodeBareQ || ge.Facts["typed"] != "coq" {
				t.Errorf("%s: Normalize(coq) = %v, want code %s", l.Code, err, game.CodeBareQ)
			}
			if w, err := l.Normalize("cinqu"); err != nil || w != "cinqu" {
				t.Errorf("%s: Normalize(cinqu) = %q, %v", l.Code, w, err)
			}
		case ge != nil && ge.Code == game.CodeBareQ:
			t.Errorf("%s has a lone q or none at all, yet Normalize(coq) = %v", l.Code, err)
		}
	}
	if en, _ := Get("en"); !en.QuOnly() { // English's qat: the q is Qu (TestNormalize had it as a foreign letter)
		t.Error("English's q is not Qu only")
	}
	if fr, _ := Get("fr"); !fr.QuOnly() || quOnly < 2 {
		t.Errorf("French's q is Qu only: %v; %d languages so", fr.QuOnly(), quOnly)
	}
}
