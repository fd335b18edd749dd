package slack

import (
	"strings"
	"testing"
)

// TestFrenchMember: a member whose Slack is in French (users.info locale
// fr-FR) reads the bot's refusals in French; one in English, or whom Slack
// cannot tell of, reads English. Each is asked once.
func TestFrenchMember(t *testing.T) {
	rig := dailyRig(t)
	rig.f.user("UFR", map[string]any{"locale": "fr-FR"})
	rig.f.user("UEN", map[string]any{"locale": "en-US"})
	const (
		fr = "Trouvez d'abord un mot sur la grille du jour"
		en = "Find a word on today's board first"
	)
	for _, c := range []struct{ user, want string }{{"UFR", fr}, {"UEN", en}, {"UNKNOWN", en}, {"UFR", fr}} {
		p := rig.slash(t, c.user, "C1", "/daily", "share")
		if p.Kind != "ephemeral" || !strings.Contains(p.Text, c.want) {
			t.Errorf("%s: got %s %q; want an ephemeral %q", c.user, p.Kind, p.Text, c.want)
		}
	}
	// A reply, not only a refusal: /guess judges in French, /daily shows the board in French.
	if p := rig.slash(t, "UFR", "C1", "/guess", "zzzzqx"); !strings.Contains(p.Text, "Pas sur la grille") && !strings.Contains(p.Text, "Hors du dictionnaire") {
		t.Errorf("UFR /guess: got %s %q; want French verdicts", p.Kind, p.Text)
	}
	if p := rig.slash(t, "UFR", "C1", "/daily", ""); !strings.Contains(p.Text, "Grille du jour, ") || !strings.Contains(p.Text, "La journée se termine dans") {
		t.Errorf("UFR /daily: got %s %q; want the French board", p.Kind, p.Text)
	}
	// A command typed wrong is refused in French too.
	if p := rig.slash(t, "UFR", "C1", "/solve", "lqre slus atic nren tops:3"); !strings.Contains(p.Text, "n'a pas d'option `tops`. Ses options\u00a0: ") {
		t.Errorf("UFR /solve tops:3: got %s %q; want a French refusal", p.Kind, p.Text)
	}
	if n := rig.f.count("users.info"); n != 3 {
		t.Errorf("users.info called %d times for three members, want once each", n)
	}
}
