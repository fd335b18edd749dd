package web_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"golang.org/x/text/unicode/norm"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/round"
)

// typeWord puts w in the word field as it is (chromedp's keys would drop
// a combining accent), as if typed, and sends it.
func typeWord(w string) chromedp.Action {
	return chromedp.Tasks{
		chromedp.Evaluate(fmt.Sprintf(`(() => { const f = document.querySelector("#typed"); f.value = %q; f.dispatchEvent(new Event("input", {bubbles: true})); })()`, w), nil),
		chromedp.SendKeys(`#typed`, "\r", chromedp.ByID),
	}
}

// msgIs waits until the page's message line reads want (a decomposed
// accent or a composed one alike; what the server quotes between
// backticks shows as code, without them).
func msgIs(want string) chromedp.Action {
	return chromedp.Poll(fmt.Sprintf(`document.querySelector("#msg").textContent.normalize() === %q.normalize()`, want), nil,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(20*time.Second))
}

// TestBrowserRefusalReasons: the page says why a word scores nothing in
// the server's words, in the player's language (French here), quoting it
// as typed, as chat does; and leaves "too short" to the server, which
// counts letters as the game does: on a Hungarian board "sz", one tile, is
// two letters (a digraph counts as its letters) and "csak" four; in French a decomposed
// accent counts no letter ("ne\u0301e" is née, three letters; "ne\u0301"
// two). With -screenshots it writes docs/web-reason-380-light.png and
// -dark.png.
func TestBrowserRefusalReasons(t *testing.T) {
	parallel(t)
	for _, c := range []struct {
		code, board string
		send, want  []string // words typed, and the message each leaves
		good, found string   // a word typed that counts, and as it is found
	}{
		{"hu", "[cs]ak[sz] ereg lomn itas",
			[]string{"sz", "szaknő"},
			[]string{"sz est trop court\u00a0: ici, un mot a au moins 3 lettres.",
				"szaknő n'est pas sur la grille\u00a0: aucun chemin de cases voisines ne l'écrit."},
			"csak", "csak"},
		{"fr", "epta serd zenl kash",
			[]string{"ne\u0301", "ne\u0301ez", "X1"}, // X1 quoted as typed, not lowercased
			[]string{"né est trop court\u00a0: ici, un mot a au moins 3 lettres.",
				"néez n'est pas dans le dictionnaire français.",
				"X1 ne peut pas être joué ici\u00a0: la lettre 1 n'est sur aucun dé de cette langue (français)."},
			"ne\u0301e", "née"}, // found as the list spells it
	} {
		t.Run(c.code, func(t *testing.T) {
			r := newRig(t, nil)
			if reply := r.do(chat(ann, "play", "time", "3m", "board", c.board, "lang", c.code)); reply.Ephemeral {
				t.Fatalf("/play lang:%s: %s", c.code, reply.Text)
			}
			rd, err := r.rounds.Running(context.Background(), round.Key{Platform: guild.Platform, Guild: guild.ID, Channel: "C1"})
			if err != nil {
				t.Fatal(err)
			}
			req := chat(ann, "")
			req.Locale = "fr"
			req.Action = &bot.ActionEvent{ID: bot.ActionID("play", "board", rd.ID)}
			reply := r.do(req)
			if len(reply.Actions) != 1 || reply.Actions[0].URL == "" {
				t.Fatalf("the board button gave no link: %+v", reply)
			}
			ctx := browser(t, 380)
			run(t, ctx, chromedp.Navigate(reply.Actions[0].URL), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
			for i, w := range c.send {
				run(t, ctx, typeWord(w))
				if err := chromedp.Run(ctx, msgIs(c.want[i]), wordClass("shake")); err != nil {
					var got string
					chromedp.Run(ctx, chromedp.Text(`#msg`, &got, chromedp.ByID))
					t.Fatalf("typed %q: the page says %q, want %q (%v)", w, got, c.want[i], err)
				}
				var quoted string
				run(t, ctx, chromedp.Evaluate(`document.querySelector("#msg code").textContent`, &quoted))
				if quoted != norm.NFC.String(w) {
					t.Errorf("typed %q: the message quotes %q", w, quoted)
				}
			}
			run(t, ctx, typeWord(c.good), found(c.found))
			if !*screenshots || c.code != "fr" {
				return
			}
			for _, scheme := range []string{"light", "dark"} {
				var png []byte
				run(t, ctx, emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
					typeWord(c.send[0]), msgIs(c.want[0]), chromedp.FullScreenshot(&png, 100))
				out := filepath.Join("..", "docs", "web-reason-380-"+scheme+".png")
				if err := os.WriteFile(out, png, 0o644); err != nil {
					t.Fatal(err)
				}
				t.Logf("wrote %s", out)
			}
		})
	}
}
