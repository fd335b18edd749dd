package app_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// TestSpelledWords: a folded language's words show as its list spells
// them in a solution's text, its image's alt text and its list of all
// words, and a path's answer; a guess echoes a refused word as typed.
func TestSpelledWords(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	for _, c := range []struct{ cmd, word, folded string }{
		{"/solve ALTE XENR SEXX XXXX lang:fr", "alternées", "alternees"},
		{"/solve STRA XESS XXXX XXXX lang:de", "straße", "strasse"},
		{"/solve МЯСО ХХХХ ХХХХ ХХХХ lang:uk", "м'ясо", "мясо"},
	} {
		got := e.Typed(t, c.cmd)
		if got.Ephemeral || got.Image == nil {
			t.Fatalf("%s: %+v", c.cmd, got)
		}
		if !strings.Contains(got.Text, "**"+c.word+"**") || strings.Contains(got.Text, "**"+c.folded+"**") {
			t.Errorf("%s: text %q, want %s, not %s", c.cmd, got.Text, c.word, c.folded)
		}
		if !strings.Contains(got.Image.Alt, c.word+",") || strings.Contains(got.Image.Alt, " "+c.folded+",") {
			t.Errorf("%s: alt %q, want %s", c.cmd, got.Image.Alt, c.word)
		}
	}
	got := e.Typed(t, "/path ALTERNEES ALTE XENR SEXX XXXX lang:fr")
	if !strings.Contains(got.Text, "**alternées**") || !strings.Contains(got.Image.Alt, "alternées") {
		t.Errorf("/path ALTERNEES: %q (alt %q)", got.Text, got.Image.Alt)
	}
}

// TestSpelledGuess: a French round's guesses echo an accepted word as the
// list spells it and a refused one as typed: ÇA, too short, is ÇA, not ca.
func TestSpelledGuess(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	start := rig.Do(apptest.In("ann", "play", "time", "2m", "board", "ALTE XENR SEXX CAXX", "lang", "fr"))
	if start.Ephemeral {
		t.Fatalf("start: %q", start.Text)
	}
	r := rig.Do(apptest.In("ann", "guess", "words", "ALTERNEES ÇA ÉLÈVE"))
	for _, want := range []string{"alternées +11", "ÇA", "ÉLÈVE"} {
		if !strings.Contains(r.Text, want) {
			t.Errorf("guess: %q, want %q", r.Text, want)
		}
	}
	if strings.Contains(r.Text, "alternees") || strings.Contains(r.Text, "** ca") || strings.Contains(r.Text, "eleve") {
		t.Errorf("guess shows a folded word: %q", r.Text)
	}
	r = rig.Do(apptest.In("ann", "guess", "words", "alternées"))
	if !strings.Contains(r.Text, "alternées") {
		t.Errorf("again: %q", r.Text)
	}
}

// TestGuessFoldedOnce: a round's guess of words that fold to one (élève,
// ELEVE, élevé; тёмное, ТЕМНОЕ) lists the word once, in the spelling
// first typed where the list has it, and counts its points once.
func TestGuessFoldedOnce(t *testing.T) {
	for _, c := range []struct{ board, lang, guess, want, total string }{
		{"ELEV XXEX XXXX XXXX", "fr", "élève ELEVE élevé", "élève +2", "+2"},
		{"ТЕМН ХХОЕ ХХХХ ХХХХ", "ru", "тёмное ТЕМНОЕ", "тёмное +3", "+3"},
	} {
		rig := apptest.NewRoundRig(t)
		if r := rig.Do(apptest.In("ann", "play", "time", "2m", "board", c.board, "lang", c.lang)); r.Ephemeral {
			t.Fatalf("start: %q", r.Text)
		}
		r := rig.Do(apptest.In("ann", "guess", "words", c.guess))
		if strings.Count(r.Text, " +") != 1 || !strings.Contains(r.Text, c.want) || !strings.Contains(r.Text, "**"+c.total+" points.**") || !strings.Contains(r.Text, "**1 word,") {
			t.Errorf("/guess %s: %q, want %q once, %s points in all", c.guess, r.Text, c.want, c.total)
		}
	}
}

// TestSpelledDaily: a French daily's guesses and the player's words on
// /daily show as the list spells them.
func TestSpelledDaily(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	admin := apptest.As("discord", "ann", "daily setup", "channel", "C9", "language", "fr")
	admin.IsAdmin = true
	if r := rig.Do(admin); r.Ephemeral {
		t.Fatalf("setup: %q", r.Text)
	}
	r := rig.Do(apptest.As("discord", "ann", "daily"))
	fr, _ := lang.Get("fr")
	board := r.Text[strings.Index(r.Text, "`")+1:]
	board = board[:strings.Index(board, "`")]
	b, err := fr.ParseBoard(board)
	if err != nil {
		t.Fatalf("/daily %q: %v", r.Text, err)
	}
	d, _ := fr.Dict()
	var w solver.Word
	for _, x := range solver.Solve(b, d, solver.Rules{}).Words {
		if x.Spelled != "" {
			w = x
			break
		}
	}
	if w.Word == "" {
		t.Skipf("the daily %s has no accented word", b)
	}
	r = rig.Do(apptest.As("discord", "ann", "guess", "words", strings.ToUpper(w.Word)))
	if !strings.Contains(r.Text, w.Spelled+" +") {
		t.Errorf("/guess %s: %q, want %s", strings.ToUpper(w.Word), r.Text, w.Spelled)
	}
	r = rig.Do(apptest.As("discord", "ann", "daily"))
	if !strings.Contains(r.Text, w.Spelled+" ") || strings.Contains(r.Text, " "+w.Word+" ") {
		t.Errorf("/daily after finding %s: %q", w.Spelled, r.Text)
	}
}

// TestFavouriteHiddenCountsLetters: another player's favourite word found
// today stays hidden, told by its letters as the server's language counts
// them (a Hungarian sz two letters, á one), not by its bytes.
func TestFavouriteHiddenCountsLetters(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	admin := apptest.As("discord", "ann", "daily setup", "channel", "C9", "language", "hu")
	admin.IsAdmin = true
	if r := rig.Do(admin); r.Ephemeral {
		t.Fatalf("setup: %q", r.Text)
	}
	r := rig.Do(apptest.As("discord", "ann", "daily"))
	hu, _ := lang.Get("hu")
	board := r.Text[strings.Index(r.Text, "`")+1:]
	board = board[:strings.Index(board, "`")]
	b, err := hu.ParseBoard(board)
	if err != nil {
		t.Fatalf("/daily %q: %v", r.Text, err)
	}
	d, _ := hu.Dict()
	var w solver.Word
	for _, x := range solver.Solve(b, d, solver.Rules{}).Words {
		if n := solver.Length(hu.Letters(), x.Word); n != len(x.Word) && n > solver.Length(hu.Letters(), w.Word) {
			w = x
		}
	}
	if w.Word == "" {
		t.Skipf("the daily %s has no word with a letter of two bytes", b)
	}
	if r := rig.Do(apptest.As("discord", "ann", "guess", "words", w.Word)); !strings.Contains(r.Text, "+") {
		t.Fatalf("/guess %s: %q", w.Word, r.Text)
	}
	want := fmt.Sprintf("revealed after midnight (%d letters)", solver.Length(hu.Letters(), w.Word))
	if r := rig.Do(apptest.As("discord", "bob", "stats", "user", "ann")); !strings.Contains(r.Text, want) {
		t.Errorf("/stats user:ann after ann found %s: %q, want %q", w.Word, r.Text, want)
	}
}

// TestCompleteInALanguage: /path's word suggestions (Discord's
// autocomplete) read a board of the request's language from the board
// option, and the typed prefix as the language folds it: French ÉLÈ
// finds élève's and alternées' kin, Persian typed with Arabic's kaf
// finds کتاب; the labels are the words as spelled, the values as /path
// reads them.
func TestCompleteInALanguage(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	ctx := context.Background()
	for _, c := range []struct{ board, lang, prefix, label, value string }{
		{"ALTE XENR SEXX XXXX", "fr", "ALTER", "alternées", "alternees"},
		{"ALTE XENR SEXX XXXX", "fr", "altér", "alternées", "alternees"},
		{"کتاب نظرم ژاله سیبد", "fa", "كتا", "کتاب", "کتاب"},
	} {
		r := apptest.Req("path", "board", c.board, "lang", c.lang)
		got := e.Bot.Complete(ctx, r, "word", c.prefix)
		found := false
		for _, ch := range got {
			found = found || strings.HasPrefix(ch.Label, solver.LTRFace(c.label)+" ") && ch.Value == c.value
		}
		if !found {
			t.Errorf("Complete(%q) on %s board %q = %v, want %s (%s)", c.prefix, c.lang, c.board, got, c.label, c.value)
		}
	}
}
