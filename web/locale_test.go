package web_test

import (
	"io"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/web"
)

// TestPageInFrench: a page given i18n's French words (web.Config's
// PageLang and PageStrings) says so in its lang attribute and shows its
// labels, and the table the script reads, in French.
func TestPageInFrench(t *testing.T) {
	r := newRig(t, func(c *web.Config) {
		c.PageStrings, c.PageLang = i18n.Page("fr-FR")
	})
	resp, err := http.Get(r.dailyLink(t, ann))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	page := string(b)
	for _, want := range []string{`lang="fr"`, "Tapez un mot", "Vos mots", "Demander un indice"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page has no %q", want)
		}
	}
	if strings.Contains(page, "Type a word") {
		t.Errorf("the page still says %q", "Type a word")
	}
}

// TestBrowserFrench: the French page at a phone's width, light and dark:
// its labels, a found word and a hint read French. WEB_FRENCH_PNG=prefix
// writes its screenshots (prefix-light.png, prefix-dark.png) to look at.
func TestBrowserFrench(t *testing.T) {
	r := newRig(t, func(c *web.Config) {
		c.PageStrings, c.PageLang = i18n.Page("fr")
	})
	words := dailyWords(t, r)
	ctx := browser(t, 380)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		drag(words[0].Path, 4), found(words[0].Word),
		takeHint(), chromedp.WaitVisible(`#hint table`, chromedp.ByQuery),
		waitText(`#who`, "Vous jouez\u00a0: ann · 1 indice"))
	var label string
	run(t, ctx, chromedp.AttributeValue(`#board`, "aria-label", &label, nil, chromedp.ByID))
	if !strings.HasPrefix(label, "Grille\u00a0: ") {
		t.Errorf("the board's label is %q", label)
	}
	for _, scheme := range []string{"light", "dark"} {
		var png []byte
		run(t, ctx, emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
			chromedp.FullScreenshot(&png, 100))
		if out := os.Getenv("WEB_FRENCH_PNG"); out != "" {
			if err := os.WriteFile(out+"-"+scheme+".png", png, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestPageInTheBrowsersLanguage: with no language configured, the page
// speaks the browser's (Accept-Language) among those i18n has, English
// otherwise, and says it varies by it.
func TestPageInTheBrowsersLanguage(t *testing.T) {
	r := newRig(t, nil)
	link := r.dailyLink(t, ann)
	for _, c := range []struct{ accept, lang, want string }{
		{"fr-CH, fr;q=0.9, en;q=0.8", "fr", "Tapez un mot"},
		{"de-AT", "de", "Wort eingeben"},
		{"es-419,es;q=0.9", "es", "Escribe una palabra"},
		{"pt-BR", "pt-BR", "Digite uma palavra"},
		{"ja, en;q=0.5", "en", "Type a word"},
		{"", "en", "Type a word"},
	} {
		req, _ := http.NewRequest("GET", link, nil)
		if c.accept != "" {
			req.Header.Set("Accept-Language", c.accept)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		page := string(b)
		if !strings.Contains(page, `lang="`+c.lang+`"`) || !strings.Contains(page, c.want) {
			t.Errorf("Accept-Language %q: want lang=%q and %q; the page has lang %v", c.accept, c.lang, c.want, strings.Contains(page, `lang="`+c.lang+`"`))
		}
		if !strings.Contains(strings.Join(resp.Header.Values("Vary"), ","), "Accept-Language") {
			t.Errorf("Accept-Language %q: Vary is %q", c.accept, resp.Header.Values("Vary"))
		}
	}
}
