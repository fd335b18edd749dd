package app_test

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot/app/apptest"
)

// TestDailySetupFollowsTheServer: a first /daily setup that names no
// language plays the server's (its locale where not English), else the
// admin's, and says how to switch; a later setup keeps what was chosen;
// language:en keeps English.
func TestDailySetupFollowsTheServer(t *testing.T) {
	for _, c := range []struct {
		server, admin string
		opts          []string
		want, board   string // in the setup's reply, and on /daily
	}{
		{"fr", "de", nil, "Le défi du jour se joue en français, la langue de ce serveur", "Wörterbuch Französisch"}, // /daily in the admin's words,
		{"en-US", "de", nil, "The daily plays in German, your language: `/daily setup language:en`", "Wörterbuch Deutsch"},
		{"fr", "fr", []string{"language", "en"}, "", ""},
	} {
		rig := apptest.NewDailyRig(t)
		setup := apptest.As("discord", "ann", "daily setup", append([]string{"channel", "C9"}, c.opts...)...)
		setup.IsAdmin, setup.ServerLocale, setup.Locale = true, c.server, c.admin
		r := rig.Do(setup)
		if r.Ephemeral || c.want != "" && !strings.Contains(r.Text, c.want) || c.want == "" && strings.Contains(r.Text, "language:en") {
			t.Errorf("server %q, admin %q, %v: %q; want %q", c.server, c.admin, c.opts, r.Text, c.want)
		}
		if c.board != "" {
			d := apptest.As("discord", "ann", "daily")
			d.ServerLocale, d.Locale = c.server, c.admin
			if r := rig.Do(d); !strings.Contains(r.Text, c.board) {
				t.Errorf("server %q: /daily %q, want %q", c.server, r.Text, c.board)
			}
		}
		// A later setup (the post time) keeps the language.
		again := apptest.As("discord", "ann", "daily setup", "time", "09:00")
		again.IsAdmin, again.ServerLocale, again.Locale = true, c.server, c.admin
		if r := rig.Do(again); strings.Contains(r.Text, "language:en") {
			t.Errorf("server %q: a second setup says the language again: %q", c.server, r.Text)
		}
	}
}
