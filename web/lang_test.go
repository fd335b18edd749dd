package web_test

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/web"
)

// getLang GETs url with c and an Accept-Language (none if al is ""), and
// returns the answer and its body.
func getLang(t *testing.T, c *http.Client, url, al string, hdr ...string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	if al != "" {
		req.Header.Set("Accept-Language", al)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// TestPageLanguage: the page is in the language the link was made for
// (the player's locale when /daily gave it, else the server's), whatever
// the browser says; a link made with no locale, or no session at all,
// follows the browser's Accept-Language; then English. The page's
// refusals (JSON errors, a refused link) are in the same language.
func TestPageLanguage(t *testing.T) {
	r := newRig(t, nil)
	frenchType, germanType, spanishType := "Tapez un mot", "", ""
	if p, _ := i18n.Page("de"); p != nil {
		germanType = p["word.label"]
	}
	if p, _ := i18n.Page("es"); p != nil {
		spanishType = p["word.label"]
	}
	linkIn := func(locale, server string) string {
		req := chat(ann, "daily")
		req.Locale, req.ServerLocale = locale, server
		for _, a := range r.do(req).Actions {
			if a.URL != "" {
				return a.URL
			}
		}
		t.Fatalf("/daily in %q has no link", locale)
		return ""
	}
	tests := []struct {
		name, locale, server, browser string
		lang, says                    string
	}{
		{"the player's locale", "fr", "", "en-US,en;q=0.9", "fr", frenchType},
		{"Discord's locale form", "es-419", "", "", "es", spanishType},
		{"the server's when the player has none", "", "de", "fr", "de", germanType},
		{"an English player on a French browser", "en-US", "", "fr-FR,fr;q=0.9", "en", "Type a word"},
		{"no locale: the browser's", "", "", "de-CH,de;q=0.9,en;q=0.5", "de", germanType},
		{"no locale, a browser the bot does not speak", "", "", "ja,ko;q=0.5", "en", "Type a word"},
		{"nothing at all", "", "", "", "en", "Type a word"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := client(t)
			if resp, _ := getLang(t, c, linkIn(tc.locale, tc.server), tc.browser); resp.StatusCode != http.StatusSeeOther {
				t.Fatalf("opening the link: %s", resp.Status)
			}
			resp, page := getLang(t, c, r.srv.URL+"/board", tc.browser)
			if !strings.Contains(page, `<html lang="`+tc.lang+`"`) || !strings.Contains(page, tc.says) || resp.Header.Get("Content-Language") != tc.lang {
				t.Errorf("/board: Content-Language %q, lang %q wanted with %q in it:\n%.300s", resp.Header.Get("Content-Language"), tc.lang, tc.says, page)
			}
			if !strings.Contains(resp.Header.Get("Vary"), "Accept-Language") {
				t.Errorf("Vary: %q", resp.Header.Values("Vary"))
			}
			// The board's title, in the page's language.
			titles := map[string]string{"en": "Daily board · Monday 23 November", "fr": "Grille du jour · ", "de": "Tagesrätsel · ", "es": "Reto diario · "}
			_, sb := getLang(t, c, r.srv.URL+"/api/state", tc.browser) // the browser sends its language with every fetch
			var st web.State
			if err := json.Unmarshal([]byte(sb), &st); err != nil || !strings.HasPrefix(st.Title, titles[tc.lang]) {
				t.Errorf("the board's title %q, want it to start %q", st.Title, titles[tc.lang])
			}
			if levels := map[string]string{"en": "Beginner", "fr": "Débutant"}; levels[tc.lang] != "" && (st.Level == nil || st.Level.Name != levels[tc.lang]) {
				t.Errorf("the score ladder's level: %+v, want %q", st.Level, levels[tc.lang])
			}
			// A refusal from the API, in the page's language.
			req, _ := http.NewRequest("POST", r.srv.URL+"/api/guess", strings.NewReader("quilts"))
			req.Header.Set("Content-Type", "text/plain")
			req.Header.Set("Origin", r.srv.URL)
			if tc.browser != "" {
				req.Header.Set("Accept-Language", tc.browser)
			}
			res, err := c.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			var body struct{ Error string }
			json.NewDecoder(res.Body).Decode(&body)
			res.Body.Close()
			if want := i18n.Error(tc.lang, game.E(game.Invalid, game.CodeNotJSON)); res.StatusCode != http.StatusUnsupportedMediaType || body.Error != want {
				t.Errorf("a text/plain guess: %s %q, want %q", res.Status, body.Error, want)
			}
		})
	}
	if fr, en := i18n.Error("fr", game.E(game.Invalid, game.CodeNotJSON)), i18n.Error("en", game.E(game.Invalid, game.CodeNotJSON)); fr == en {
		t.Fatalf("the French refusal is the English one: %q", fr)
	}

	// No session: the browser's language, for the page and the API's
	// refusal.
	c := client(t)
	if _, page := getLang(t, c, r.srv.URL+"/board", "fr-CA"); !strings.Contains(page, `lang="fr"`) || !strings.Contains(page, frenchType) {
		t.Errorf("/board without a session, a French browser: %.300s", page)
	}
	resp, body := getLang(t, c, r.srv.URL+"/api/state", "fr-CA")
	if want, _ := json.Marshal(i18n.Error("fr", game.E(game.NotAllowed, game.CodeNoSession))); resp.StatusCode != http.StatusUnauthorized || !strings.Contains(body, string(want)) {
		t.Errorf("/api/state without a session: %s %s, want %s", resp.Status, body, want)
	}

	// A refused link: an expired one in the language it was made for, a
	// changed one in the browser's.
	expired := linkIn("fr", "")
	r.clock.Add(20 * 60e9)
	if resp, page := getLang(t, client(t), expired, "en"); resp.StatusCode != http.StatusGone || !strings.Contains(page, "Ce lien a expiré") || !strings.Contains(page, `lang="fr"`) {
		t.Errorf("an expired French link: %s %.400s", resp.Status, page)
	}
	if resp, page := getLang(t, client(t), r.srv.URL+"/play/nonsense.abc", "de"); resp.StatusCode != http.StatusForbidden || !strings.Contains(page, "Dieser Link funktioniert nicht") {
		t.Errorf("a changed link, a German browser: %s %.400s", resp.Status, page)
	}
}
