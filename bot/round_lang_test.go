package bot_test

import (
	"strings"
	"testing"
)

// TestRoundInItsLanguage: a round played in French posts its start
// message in French (the round keeps its language in its rules, so the
// edits that follow speak French too); an English round stays English.
func TestRoundInItsLanguage(t *testing.T) {
	rig := newRoundRig(t)
	start := rig.do(in("ann", "play", "time", "2m", "lang", "fr"))
	if start.Ephemeral || len(start.Actions) == 0 {
		t.Fatalf("start reply: %+v", start)
	}
	for _, want := range []string{"**Manche en direct\u00a0!** `", "<@id-ann> a lancé une manche\u00a0: 4x4, 2 minutes, classique", "Elle se termine **<t:", "Aucun mot saisi"} {
		if !strings.Contains(start.Text, want) {
			t.Errorf("French round: no %q in %q", want, start.Text)
		}
	}
	if last := rig.render.Last(); !strings.HasSuffix(last, `"Manche en direct"`) {
		t.Errorf("French round's image title: %s", last)
	}
	if start.Image == nil || !strings.HasPrefix(start.Image.Alt, "La grille 4x4 de la manche\u00a0: ") {
		t.Errorf("French round's image alt: %+v", start.Image)
	}
	if start.Actions[0].Label != "Saisir des mots" {
		t.Errorf("French round's button: %q", start.Actions[0].Label)
	}
}
