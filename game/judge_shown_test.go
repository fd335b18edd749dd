package game_test

import (
	"context"
	"slices"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang"
)

// TestJudgementShown: an answer shows a word of the list as the player
// typed it where the list's source spells it so, else as the list shows
// it, and any other word as typed (composed), never folded; an English
// list's words as Word.
func TestJudgementShown(t *testing.T) {
	for _, c := range []struct {
		code, board, typed string
		verdict            game.Verdict
		word, shown        string
	}{
		{"fr", "ALTE XENR SEXX XXXX", "ALTERNEES", game.Accepted, "alternees", "alternées"},
		{"fr", "ALTE XENR SEXX XXXX", "Alternées", game.Accepted, "alternees", "alternées"},
		{"fr", "ELEV XXEX XXXX XXXX", "élève", game.Accepted, "eleve", "élève"}, // pupil, as typed: a spelling of the list
		{"fr", "ELEV XXEX XXXX XXXX", "ÉLEVÉ", game.Accepted, "eleve", "élevé"}, // raised
		{"fr", "ELEV XXEX XXXX XXXX", "ELEVE", game.Accepted, "eleve", "élevé"}, // no such spelling: the list's
		{"fr", "ELEV XXEX XXXX XXXX", "élevè", game.Accepted, "eleve", "élevé"},
		{"fr", "CAXX XXXX XXXX XXXX", "ÇA", game.TooShort, "ca", "ÇA"},
		{"fr", "CAXX XXXX XXXX XXXX", "C\u0327A", game.TooShort, "ca", "ÇA"}, // composed
		{"fr", "ALTE XENR SEXX XXXX", "ÉLÈVE", game.NotOnBoard, "eleve", "ÉLÈVE"},
		{"fr", "ALTE XENR SEXX XXXX", "ALTÉ", game.NotInDictionary, "alte", "ALTÉ"},
		{"de", "STRA XESS XXXX XXXX", "STRASSE", game.Accepted, "strasse", "straße"},
		{"uk", "МЯСО ХХХХ ХХХХ ХХХХ", "мясо", game.Accepted, "мясо", "м'ясо"},
		{"ru", "ЁЛКА ХХХХ ХХХХ ХХХХ", "ЁЛКА", game.Accepted, "елка", "ёлка"}, // aspell-ru has ёлка and елка
		{"ru", "ЁЛКА ХХХХ ХХХХ ХХХХ", "ЕЛКА", game.Accepted, "елка", "елка"},
		{"fa", "بیشک اااا اااا اااا", "بيشك", game.Accepted, "بیشک", "بی‌شک"}, // Arabic yeh and kaf: the list's letters, not the player's spelling
		{"en", "CATX XXXX XXXX XXXX", "CAT", game.Accepted, "cat", "cat"},
		{"en", "CATX XXXX XXXX XXXX", "TAC", game.NotInDictionary, "tac", "tac"},
	} {
		l, err := lang.Get(c.code)
		if err != nil {
			t.Fatal(err)
		}
		b, err := l.ParseBoard(c.board)
		if err != nil {
			t.Fatalf("%s %q: %v", c.code, c.board, err)
		}
		d, err := l.Dict()
		if err != nil {
			t.Fatal(err)
		}
		if c.code == "en" {
			d = dict.Default()
		}
		j, err := game.JudgeContext(context.Background(), b, d, c.typed)
		if err != nil {
			t.Fatal(err)
		}
		if j.Verdict != c.verdict || j.Word != c.word || j.Shown != c.shown || j.Echo() != c.shown {
			t.Errorf("%s %q: %v %q shown %q, want %v %q shown %q", c.code, c.typed, j.Verdict, j.Word, j.Shown, c.verdict, c.word, c.shown)
		}
	}
}

// TestJudgeGuessFoldedOnce: words a guess types that fold to one word of
// the board are judged once, as the first typed: one judgement, its
// points counted once.
func TestJudgeGuessFoldedOnce(t *testing.T) {
	for _, c := range []struct {
		code, board, guess string
		shown              []string
	}{
		{"fr", "ELEV XXEX XXXX XXXX", "élève ELEVE élevé", []string{"élève"}},
		{"fr", "ELEV XXEX XXXX XXXX", "ELEVE élève", []string{"élevé"}},
		{"ru", "ТЕМН ХХОЕ ХХХХ ХХХХ", "тёмное ТЕМНОЕ", []string{"тёмное"}},
		{"de", "STRA XESS XXXX XXXX", "straße STRASSE Straße", []string{"straße"}},
	} {
		l, err := lang.Get(c.code)
		if err != nil {
			t.Fatal(err)
		}
		b, err := l.ParseBoard(c.board)
		if err != nil {
			t.Fatalf("%s %q: %v", c.code, c.board, err)
		}
		d, err := l.Dict()
		if err != nil {
			t.Fatal(err)
		}
		js, err := game.JudgeGuess(context.Background(), b, d, game.SplitGuess(c.guess))
		if err != nil {
			t.Fatal(err)
		}
		var shown []string
		for _, j := range js {
			if j.Verdict != game.Accepted {
				t.Errorf("%s %q: %q %v, want accepted", c.code, c.guess, j.Word, j.Verdict)
			}
			shown = append(shown, j.Shown)
		}
		if !slices.Equal(shown, c.shown) {
			t.Errorf("%s %q: judged %q, want %q", c.code, c.guess, shown, c.shown)
		}
	}
}

// TestDigraphCountsItsLetters: a Hungarian digraph tile counts as the
// letters it is written with, so egy, ágy and ész (two tiles each) are
// words of three letters, long enough on a 4x4 board.
func TestDigraphCountsItsLetters(t *testing.T) {
	hu, err := lang.Get("hu")
	if err != nil {
		t.Fatal(err)
	}
	d, err := hu.Dict()
	if err != nil {
		t.Fatal(err)
	}
	b, err := hu.ParseBoard("e gy á t é sz o o o o o o o o o o")
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"egy", "ágy", "ész"} {
		j, err := game.JudgeContext(context.Background(), b, d, w)
		if err != nil {
			t.Fatal(err)
		}
		if j.Verdict != game.Accepted || j.Points != 1 {
			t.Errorf("%s: %v, %d points; want accepted, 1 point", w, j.Verdict, j.Points)
		}
	}
}
