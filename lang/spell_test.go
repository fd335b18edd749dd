package lang

import (
	"runtime"
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

// TestDisplay: a folded language's words are shown as its list spells
// them; words it has no other spelling for, and English's, as they are.
func TestDisplay(t *testing.T) {
	for _, c := range []struct{ lang, word, want string }{
		{"fr", "alternees", "alternées"},
		{"fr", "garcon", "garçon"},
		{"fr", "peche", "pèche"}, // pèche, pêche, péché, pêché: the fewest accents, then byte order
		{"fr", "table", "table"},
		{"fr", "zzzz", "zzzz"}, // not a word
		{"de", "strasse", "straße"},
		{"uk", "мясо", "м'ясо"},
		{"ru", "елка", "елка"},     // aspell-ru spells е for ё but in 238 words
		{"ru", "бельее", "бельёе"}, // one of the 238 (aspell expand's forms)
		{"es", "cancion", "canción"},
		{"es", "nino", "nino"}, // ñ is a letter of Spanish: niño is typed so
		{"pt-BR", "coracao", "coração"},
		{"pl", "zolw", "zolw"}, // Polish folds nothing: ż is typed
		{"en", "cafe", "cafe"},
	} {
		l, err := Get(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := l.Display(c.word); got != c.want {
			t.Errorf("%s Display(%q) = %q, want %q", c.lang, c.word, got, c.want)
		}
		if got := DisplayIn(l.Name, c.word); got != c.want {
			t.Errorf("DisplayIn(%q, %q) = %q, want %q", l.Name, c.word, got, c.want)
		}
	}
}

// TestSolveSpells: a solution's words carry their spellings (Word.Spelled)
// and keep the folded word the trie and the judge play.
func TestSolveSpells(t *testing.T) {
	for _, c := range []struct{ lang, board, word, want string }{
		{"fr", "ALTE XENR SEXX XXXX", "alternees", "alternées"},
		{"de", "STRA XESS XXXX XXXX", "strasse", "straße"},
		{"uk", "МЯСО ХХХХ ХХХХ ХХХХ", "мясо", "м'ясо"},
		{"ru", "ЁЛКА ХХХХ ХХХХ ХХХХ", "елка", "елка"},
	} {
		l, _ := Get(c.lang)
		b, err := l.ParseBoard(c.board)
		if err != nil {
			t.Fatalf("%s %q: %v", c.lang, c.board, err)
		}
		d, err := l.Dict()
		if err != nil {
			t.Fatal(err)
		}
		res := solver.Solve(b, d, solver.Rules{})
		found := false
		for _, w := range res.Words {
			if w.Word == c.word {
				found = true
				if w.Shown() != c.want || (w.Spelled != "") != (c.want != c.word) {
					t.Errorf("%s: %q shown %q (Spelled %q), want %q", c.lang, w.Word, w.Shown(), w.Spelled, c.want)
				}
			}
			if w.Shown() == w.Word && w.Spelled != "" {
				t.Errorf("%s: %q has Spelled %q, the same", c.lang, w.Word, w.Spelled)
			}
		}
		if !found {
			t.Errorf("%s: %q not found on %s", c.lang, c.word, b)
		}
	}
}

// TestSpellingsRoundTrip: every spelling the list keeps folds to its word.
func TestSpellingsRoundTrip(t *testing.T) {
	for _, l := range All()[1:] {
		s := l.spelled()
		if len(l.Fold) == 0 {
			continue
		}
		if s == nil { // Turkish's list has no â î û
			continue
		}
		for i := range s.ends {
			sp := l.spelled().at(i)
			w := l.fold(sp)
			if got := l.Display(w); got != sp {
				t.Fatalf("%s: spelling %q folds to %q, shown %q", l.Code, sp, w, got)
			}
			if i > 0 && l.fold(s.at(i-1)) >= w {
				t.Fatalf("%s: spellings out of order at %q", l.Code, sp)
			}
		}
	}
}

// TestSpellingsMemory measures the heap the spellings take (they are read
// on first use, apart from the dictionary): French about 2 MB for its
// accented words, Ukrainian's apostrophes, Polish nothing (it folds
// nothing).
func TestSpellingsMemory(t *testing.T) {
	for _, code := range []string{"fr", "de", "ru", "uk", "pl", "ca"} {
		l, _ := Get(code)
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		s := l.readSpellings()
		runtime.GC()
		runtime.ReadMemStats(&after)
		n := 0
		if s != nil {
			n = len(s.ends)
		}
		heap := int64(after.HeapAlloc) - int64(before.HeapAlloc)
		t.Logf("%s: %d of %d words spelled otherwise; heap %+d bytes (%.1f a spelling), %d allocated in all",
			code, n, l.Words(), heap, float64(heap)/float64(max(n, 1)), after.TotalAlloc-before.TotalAlloc)
		if heap > 8<<20 {
			t.Errorf("%s: spellings take %d bytes of heap", code, heap)
		}
		runtime.KeepAlive(s)
	}
}

func BenchmarkDisplay(b *testing.B) {
	l, _ := Get("fr")
	l.Display("a")
	b.ReportAllocs()
	for b.Loop() {
		l.Display("alternees")
	}
}

// TestLettersIn: a word kept without its language (a day's favourite word)
// counts its letters as its list's language does, not its bytes.
func TestLettersIn(t *testing.T) {
	for _, c := range []struct {
		lang, word string
		want       int
	}{
		{"hu", "csésze", 6}, // cs é sz e: a digraph counts as its letters
		{"hr", "džep", 4},
		{"pl", "żółw", 4},
		{"ru", "кошка", 5},
		{"fa", "کتاب", 4},
		{"en", "quit", 4}, // Qu counts two, as a board's Qu tile does
	} {
		l, err := Get(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := LettersIn(l.Name, c.word); got != c.want {
			t.Errorf("LettersIn(%q, %q) = %d, want %d", l.Name, c.word, got, c.want)
		}
	}
	if got := LettersIn("standard", "quit"); got != 4 {
		t.Errorf("LettersIn(standard, quit) = %d, want 4", got)
	}
}

// TestNamed: a list's language by its English name, as days and rounds
// remember their dictionaries; English's tiers and files have none.
func TestNamed(t *testing.T) {
	for name, want := range map[string]string{"French": "fr", "french": "fr", "Persian": "fa", "English (UK)": "en-GB",
		"common": "", "large": "", "English": "", "words.txt": "", "": ""} {
		got := ""
		if l := Named(name); l != nil {
			got = l.Code
		}
		if got != want {
			t.Errorf("Named(%q) = %q, want %q", name, got, want)
		}
	}
}
