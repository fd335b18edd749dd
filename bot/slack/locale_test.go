package slack

import (
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/round/roundtest"
	"github.com/bogglebot/bogglebot/store/memory"
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

// TestFrenchModal: a member whose Slack is in French who presses a live
// round's Enter words button gets the modal in French: its title, its
// field's label and placeholder, and its buttons; one in English gets it
// in English.
func TestFrenchModal(t *testing.T) {
	for _, c := range []struct{ locale, title, label, placeholder, submit, close string }{
		{"fr-FR", "Saisir des mots", "Vos mots", "Tapez ou collez autant de mots", "Valider", "Annuler"},
		{"de-DE", "Wörter eingeben", "Deine Wörter", "Schreib oder füg so viele Wörter ein", "Eintragen", "Abbrechen"},
		{"en-US", "Enter words", "Your words", "Type or paste as many words", "Enter", "Cancel"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			clock := roundtest.NewClock()
			svc := round.New(round.Config{Store: memory.New(), Now: clock.Now})
			b := app.New(app.Config{Rounds: svc, Now: clock.Now, Renderer: new(bottest.Renderer), Logger: slog.New(slog.DiscardHandler),
				RateLimit: bot.RateLimit{Burst: -1}}).Bot
			tr := httpTransport(t, Config{Bot: b})
			f := tr.f
			f.user("U1", map[string]any{"locale": c.locale})
			tr.slash(t, slashFrom(f, "U1", "/play", "board:"+roundBoard))
			if p := f.next(t); p.Kind != "upload" {
				t.Fatalf("/play: got %s %q, want the board", p.Kind, p.Text)
			}
			start := f.next(t)
			ids := actionIDs(t, start.Blocks)
			if start.Kind != "message" || len(ids) != 1 {
				t.Fatalf("start message: %s %q with actions %q", start.Kind, start.Text, ids)
			}
			tr.interact(t, blockActionPayload("C1", ids[0], "button", "", f))
			m := f.next(t)
			var v modalView
			if m.Kind != "modal" || json.Unmarshal([]byte(m.View), &v) != nil || len(v.Blocks) != 1 {
				t.Fatalf("Enter words: got %s %s, want the modal", m.Kind, m.View)
			}
			in := v.Blocks[0]
			if v.Title.Text != c.title || in.Label.Text != c.label || !strings.HasPrefix(in.Element.Placeholder.Text, c.placeholder) ||
				v.Submit.Text != c.submit || v.Close.Text != c.close {
				t.Errorf("the modal reads title %q, label %q, placeholder %q, buttons %q and %q; want %q, %q, %q…, %q and %q",
					v.Title.Text, in.Label.Text, in.Element.Placeholder.Text, v.Submit.Text, v.Close.Text,
					c.title, c.label, c.placeholder, c.submit, c.close)
			}
		})
	}
}

// TestRandomFollowsThePlayer: /random with no language rolls a board in
// the member's own (their Slack's locale: French dice, the French list)
// and says how to switch; lang:en, or a member in English, rolls English.
func TestRandomFollowsThePlayer(t *testing.T) {
	rig := dailyRig(t)
	rig.f.user("UFR", map[string]any{"locale": "fr-FR"})
	rig.f.user("UEN", map[string]any{"locale": "en-US"})
	const note = "votre langue\u00a0: ajoutez `lang:en` pour l'anglais"
	for _, c := range []struct {
		user, args string
		french     bool
	}{{"UFR", "", true}, {"UFR", "5", true}, {"UFR", "lang:en", false}, {"UEN", "", false}} {
		p := rig.slash(t, c.user, "C1", "/random", c.args)
		if got := strings.Contains(p.Text, note) && strings.Contains(p.Text, "en français, avec des dés ajustés"); got != c.french || !c.french && strings.Contains(p.Text, "lang:en") {
			t.Errorf("%s /random %s: %q; want French %v", c.user, c.args, p.Text, c.french)
		}
	}
}
