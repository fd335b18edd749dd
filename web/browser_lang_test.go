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
// them; in German, ß as ss; in Turkish, İ as i; in Persian, Arabic's kaf
// as Persian's) is found; Persian's typing field reads right to left. With
// -screenshots it writes docs/web-lang-CODE-390.png.
func TestBrowserLanguages(t *testing.T) {
	parallel(t)
	for _, c := range []struct{ code, board, typed, word string }{
		{"fr", "epta serd zenl kash", "AÉRÂTES", "aérâtes"}, // French folds accents; the list spells it aérâtes
		{"pl", "grżo jzep isał lsim", "OPASZŻE", "opaszże"},
		{"ru", "йчйт амат длтл тшов", "ТОЛМАЧА", "толмача"},
		{"de", "staß eiln rhtu aemo", "NASS", "nass"}, // the ß tile shows ß and spells ss
		// Turkish cases by its rules: the i tiles show İ, the ı tiles I,
		// and typed KIŞ is kış (toLowerCase would make it kiş), İKİZ ikiz.
		{"tr", "kışı ikiz adam elma", "KIŞ", "kış"},
		// Persian reads right to left: the grid keeps the server's order
		// (left to right), the typing field and the word made are set
		// right to left, and كتاب typed with the Arabic kaf is کتاب.
		{"fa", "کتاب نظرم ژاله سیبد", "كتاب", "کتاب"},
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
			var dirs string
			run(t, ctx, chromedp.Evaluate(`[document.querySelector("#typed").dir, document.querySelector("#word").dir, getComputedStyle(document.querySelector("#board")).direction].join(",")`, &dirs))
			wantDirs := ",,ltr"
			if b.RightToLeft() {
				wantDirs = "rtl,rtl,ltr"
			}
			if dirs != wantDirs {
				t.Errorf("typing field, word and board directions %q, want %q", dirs, wantDirs)
			}
			// Typed upper case: the page and the judge read it in the
			// language.
			run(t, ctx, chromedp.SendKeys(`#typed`, c.typed+"\r", chromedp.ByID), found(c.word))
			if b.RightToLeft() { // isolated in the list, so its +n stays on its right
				var li string
				run(t, ctx, chromedp.Evaluate(fmt.Sprintf(`document.querySelector('#found li[data-word="%s"]').textContent`, c.word), &li))
				if !strings.HasPrefix(li, "\u2068"+c.word+"\u2069+") {
					t.Errorf("found list item %q, want the word isolated before its points", li)
				}
			}
			for _, w := range words[:3] {
				if w.Shown() != c.word { // the found list shows words as the list spells them
					run(t, ctx, chromedp.SendKeys(`#typed`, l.Upper(w.Word)+"\r", chromedp.ByID), found(w.Shown()))
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
