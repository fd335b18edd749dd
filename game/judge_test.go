package game_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

// testBoard is
//
//	S  T  A  E
//	R  M  O  L
//	Qu I  N  C
//	D  P  E  H
const testBoard = "stae rmol qinc dpeh"

func mustBoard(t testing.TB, s string) solver.Board {
	t.Helper()
	b, err := solver.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func common(t testing.TB) *dict.Dict {
	t.Helper()
	d, err := dict.Embedded("common")
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestJudge(t *testing.T) {
	b := mustBoard(t, testBoard)
	d := common(t)
	tests := []struct {
		word   string
		want   game.Verdict
		points int
	}{
		{"latrine", game.Accepted, 5},
		{"quince", game.Accepted, 3}, // Qu counts as two letters
		{"mole", game.Accepted, 1},
		{"stripe", game.Accepted, 3},
		{"quin", game.NotInDictionary, 0},
		{"stare", game.NotOnBoard, 0}, // a word, but R is not next to E
		{"qat", game.NotOnBoard, 0},   // the board's Q is Qu
		{"at", game.TooShort, 0},
		{"ta", game.TooShort, 0},
		{"can't", game.NotAWord, 0},
		{"naïve", game.NotAWord, 0},
		{"r2d2", game.NotAWord, 0},
		{"LATRINE", game.Accepted, 5},
		{"Mole", game.Accepted, 1},
		{strings.Repeat("a", 41), game.NotAWord, 0},
	}
	for _, tt := range tests {
		t.Run(tt.word, func(t *testing.T) {
			j := game.Judge(b, d, tt.word)
			if j.Verdict != tt.want || j.Points != tt.points {
				t.Fatalf("Judge(%q) = %v with %d points, want %v with %d", tt.word, j.Verdict, j.Points, tt.want, tt.points)
			}
			if (j.Verdict == game.Accepted || j.Verdict == game.NotInDictionary) != (j.Path != nil) {
				t.Errorf("Judge(%q): path %v", tt.word, j.Path)
			}
			if j.Verdict == game.NotAWord && len(j.Word) > game.MaxWordLen+len("…") {
				t.Errorf("Judge(%q): word not cut short: %q", tt.word, j.Word)
			}
			if want := strings.ToLower(tt.word); j.Verdict != game.NotAWord && j.Word != want {
				t.Errorf("Judge(%q).Word = %q, want %q", tt.word, j.Word, want)
			}
		})
	}
	// A word that is not one is quoted as typed, not lowercased.
	for _, w := range []string{"NAÏVE", "É", "CAN'T", "\u212aite"} {
		if j := game.Judge(b, d, w); j.Verdict != game.NotAWord || j.Word != w {
			t.Errorf("Judge(%q) = %v %q, want not a word, quoted as typed", w, j.Verdict, j.Word)
		}
	}
	// On a 5x5 board the minimum is four letters.
	big := mustBoard(t, "stael rmolt qinca dpehs areas")
	if j := game.Judge(big, d, "ate"); j.Verdict != game.TooShort {
		t.Errorf("5x5: Judge(ate) = %v, want too short", j.Verdict)
	}
}

func TestSplitGuess(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"   \t\n ", nil},
		{"Mole", []string{"Mole"}}, // as typed: Judge lowercases, and quotes a non-word as typed
		{"  mole  QUINCE\tstripe\n", []string{"mole", "QUINCE", "stripe"}},
		{"mole,quince;stripe", []string{"mole", "quince", "stripe"}},
		{"mole MOLE Mole mole", []string{"mole"}},
		{"É é", []string{"É"}},
		// Quotes, backticks and punctuation copied around words go.
		{"mole.", []string{"mole"}},
		{"mole, quince. stripe!", []string{"mole", "quince", "stripe"}},
		{"`mole quince`", []string{"mole", "quince"}},
		{"`mole` `quince`", []string{"mole", "quince"}},
		{"“mole” ‘quince’ 'stripe'", []string{"mole", "quince", "stripe"}},
		{"mole . ``", []string{"mole"}},
		{"b a b c a", []string{"b", "a", "c"}},
		{"naïve can't", []string{"naïve", "can't"}},
	}
	for _, tt := range tests {
		got := game.SplitGuess(tt.in)
		if !slices.Equal(got, tt.want) && (len(got) != 0 || len(tt.want) != 0) {
			t.Errorf("SplitGuess(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestVerdictString(t *testing.T) {
	for v, want := range map[game.Verdict]string{
		game.Accepted: "accepted", game.AlreadyFound: "already found", game.NotInDictionary: "not in the dictionary",
		game.TooShort: "too short", game.NotOnBoard: "not on the board", game.NotAWord: "not a word", game.Undecided: "undecided",
		99: "Verdict(99)",
	} {
		if got := v.String(); got != want {
			t.Errorf("Verdict(%d).String() = %q, want %q", int(v), got, want)
		}
	}
}

func FuzzGuess(f *testing.F) {
	for _, s := range []string{"mole quince", "can't, naïve;", "QUIN  at", "\xff\xfe", strings.Repeat("ab ", 30)} {
		f.Add(s)
	}
	b := mustBoard(f, testBoard)
	d := common(f)
	f.Fuzz(func(t *testing.T, in string) {
		words := game.SplitGuess(in)
		seen := map[string]bool{}
		for _, w := range words {
			if w == "" || seen[strings.ToLower(w)] || strings.ContainsAny(w, " \t\n,;") {
				t.Fatalf("SplitGuess(%q) gave %q", in, words)
			}
			seen[strings.ToLower(w)] = true
			j := game.Judge(b, d, w)
			if j.Verdict == game.Accepted && (j.Points < 1 || !d.Contains(j.Word)) {
				t.Fatalf("Judge(%q) accepted with %d points", w, j.Points)
			}
			if j.Verdict < game.Accepted || j.Verdict > game.NotAWord || j.Verdict == game.AlreadyFound {
				t.Fatalf("Judge(%q) = %v", w, j.Verdict)
			}
		}
	})
}

func BenchmarkJudge(b *testing.B) {
	bd := mustBoard(b, testBoard)
	d := common(b)
	words := game.SplitGuess("latrine quince mole stripe quin stare at can't cleats alone")
	b.ReportAllocs()
	for b.Loop() {
		for _, w := range words {
			game.Judge(bd, d, w)
		}
	}
}

// TestNotAWordWhy: a word over MaxWordLen letters, in any list, is
// NotAWord with CodeWordTooLong and the maximum; a language's Normalize
// error is the reason of one it refuses.
func TestNotAWordWhy(t *testing.T) {
	b, err := solver.Parse(testBoard)
	if err != nil {
		t.Fatal(err)
	}
	plain, _, err := dict.Load(strings.NewReader("tea\n"), dict.Options{})
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("é", game.MaxWordLen+1)
	j := game.Judge(b, plain, long)
	if e := game.CodeOf(j.Why); j.Verdict != game.NotAWord || e == nil || e.Code != game.CodeWordTooLong || e.Facts["max"] != game.MaxWordLen {
		t.Errorf("Judge(%d letters) = %+v", game.MaxWordLen+1, j)
	}
	if j := game.Judge(b, plain, "te4"); j.Verdict != game.NotAWord || j.Why != nil {
		t.Errorf("Judge(te4) in English = %+v, want NotAWord, letters a-z", j)
	}
	refused := game.E(game.Invalid, game.CodeNotInAlphabet, game.Facts{"typed": "teq", "letter": "q"})
	norm, _, err := dict.Load(strings.NewReader("tea\n"), dict.Options{})
	if err != nil {
		t.Fatal(err)
	}
	norm.SetNormalize(func(s string) (string, error) {
		if strings.Contains(s, "q") {
			return "", refused
		}
		return s, nil
	})
	if j := game.Judge(b, norm, "teq"); j.Verdict != game.NotAWord || j.Why != refused {
		t.Errorf("Judge(teq) = %+v, want the Normalize error", j)
	}
	if j := game.Judge(b, norm, long); game.CodeOf(j.Why) == nil || game.CodeOf(j.Why).Code != game.CodeWordTooLong {
		t.Errorf("Judge(long) in a language = %+v", j)
	}
}

// TestReason: each verdict that scores nothing has its code, with the
// word and what explains it; a word of another language's letters keeps
// its own reason; an accepted word has none.
func TestReason(t *testing.T) {
	alpha := game.E(game.Invalid, game.CodeNotInAlphabet, game.Facts{"typed": "x1", "letter": "1"})
	for _, c := range []struct {
		j    game.Judgement
		code game.Code
		fact string
		want any
	}{
		{game.Judgement{Word: "cs", Verdict: game.TooShort}, game.CodeTooShort, "min", 3},
		{game.Judgement{Word: "zzz", Verdict: game.NotInDictionary}, game.CodeNotInDictionary, "code", "fr"},
		{game.Judgement{Word: "tea", Verdict: game.NotOnBoard}, game.CodeNotOnBoard, "typed", "tea"},
		{game.Judgement{Word: "q1", Verdict: game.NotAWord}, game.CodeNotLetters, "typed", "q1"},
		{game.Judgement{Word: "x1", Verdict: game.NotAWord, Why: alpha}, game.CodeNotInAlphabet, "letter", "1"},
		{game.Judgement{Word: "tea", Verdict: game.AlreadyFound}, game.CodeAlreadyFound, "typed", "tea"},
		{game.Judgement{Word: "tea", Verdict: game.Revealed}, game.CodeRevealed, "typed", "tea"},
		{game.Judgement{Word: "tea", Verdict: game.Undecided}, game.CodeUndecided, "typed", "tea"},
	} {
		e := game.CodeOf(c.j.Reason(3, "French", "fr"))
		if e == nil || e.Code != c.code || e.Facts[c.fact] != c.want {
			t.Errorf("%v %q: reason %+v, want %s with %s=%v", c.j.Verdict, c.j.Word, e, c.code, c.fact, c.want)
		}
	}
	if err := (game.Judgement{Word: "tea", Verdict: game.Accepted}).Reason(3, "", ""); err != nil {
		t.Errorf("an accepted word's reason: %v", err)
	}
}
