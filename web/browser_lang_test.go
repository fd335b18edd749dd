package web_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// TestBrowserLanguages: a live round in French, Polish, Russian and German
// on the page at phone width: the board shows the language's letters (a
// German ß as typed), a word typed with its accents (or, in French, without
// them; in German, ß as ss; in Turkish, İ as i) is found. With
// -screenshots it writes docs/web-lang-CODE-390.png.
func TestBrowserLanguages(t *testing.T) {
	for _, c := range []struct{ code, board, typed, word string }{
		{"fr", "epta serd zenl kash", "AÉRÂTES", "aerates"}, // French folds accents
		{"pl", "grżo jzep isał lsim", "OPASZŻE", "opaszże"},
		{"ru", "йчйт амат длтл тшов", "ТОЛМАЧА", "толмача"},
		{"de", "staß eiln rhtu aemo", "NASS", "nass"}, // the ß tile shows ß and spells ss
		// Turkish cases by its rules: the i tiles show İ, the ı tiles I,
		// and typed KIŞ is kış (toLowerCase would make it kiş), İKİZ ikiz.
		{"tr", "kışı ikiz adam elma", "KIŞ", "kış"},
	} {
		t.Run(c.code, func(t *testing.T) {
			l, err := lang.Get(c.code)
			if err != nil {
				t.Fatal(err)
			}
			d, err := l.Dict()
			if err != nil {
				t.Fatal(err)
			}
			b, err := l.ParseBoard(c.board)
			if err != nil {
				t.Fatal(err)
			}
			words := solver.Solve(b, d, solver.Rules{}).Words
			if len(words) < 3 {
				t.Fatalf("board %s has %d words", b, len(words))
			}
			r := newRig(t, nil)
			reply := r.do(chat(ann, "play", "time", "3m", "board", c.board, "lang", c.code))
			if reply.Ephemeral {
				t.Fatalf("/play lang:%s: %s", c.code, reply.Text)
			}
			rd, err := r.rounds.Running(context.Background(), round.Key{Platform: guild.Platform, Guild: guild.ID, Channel: "C1"})
			if err != nil {
				t.Fatal(err)
			}
			ctx := browser(t, 390)
			var tiles string
			run(t, ctx, chromedp.Navigate(r.roundLink(t, rd, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
				chromedp.Evaluate(`[...document.querySelectorAll("#board button[data-i]")].map(b => b.textContent.trim()).join("")`, &tiles))
			var want string
			for _, tile := range b.Tiles() {
				want += tile.Face()
			}
			if !strings.EqualFold(tiles, want) {
				t.Errorf("the page's tiles %q, want %q", tiles, want)
			}
			var boardLang string
			run(t, ctx, chromedp.Evaluate(`document.querySelector("#board").lang`, &boardLang))
			if wantLang := b.CaseLang(); boardLang != wantLang {
				t.Errorf("the board's lang is %q, want %q", boardLang, wantLang)
			}
			// Typed upper case: the page and the judge read it in the
			// language.
			run(t, ctx, chromedp.SendKeys(`#typed`, c.typed+"\r", chromedp.ByID), found(c.word))
			for _, w := range words[:3] {
				if w.Word != c.word {
					run(t, ctx, chromedp.SendKeys(`#typed`, l.Upper(w.Word)+"\r", chromedp.ByID), found(w.Word))
				}
			}
			if *screenshots {
				var png []byte
				run(t, ctx, chromedp.FullScreenshot(&png, 100))
				out := filepath.Join("..", "docs", fmt.Sprintf("web-lang-%s-390.png", c.code))
				if err := os.WriteFile(out, png, 0o644); err != nil {
					t.Fatal(err)
				}
				t.Logf("wrote %s", out)
			}
		})
	}
}
