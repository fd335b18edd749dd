package bot

import "testing"

// A game that names no language follows the server's locale where it is
// not English, else the player's; English locales follow nothing.
func TestLocaleOfServerThenPlayer(t *testing.T) {
	for _, c := range []struct {
		server, player string
		want           string // the language's code, "" for none
		whose          Whose
	}{
		{"fr", "de", "fr", ServersLanguage},
		{"en-US", "de", "de", PlayersLanguage},
		{"", "pt-BR", "pt-BR", PlayersLanguage},
		{"en-GB", "en-US", "", PlayersLanguage},
		{"", "", "", PlayersLanguage},
	} {
		l, whose := LocaleOf(Request{ServerLocale: c.server, Locale: c.player})
		got := ""
		if l != nil {
			got = l.Code
		}
		if got != c.want || (l != nil && whose != c.whose) {
			t.Errorf("server %q, player %q: %q (%v); want %q (%v)", c.server, c.player, got, whose, c.want, c.whose)
		}
	}
}
