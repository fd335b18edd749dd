package lang

import (
	"slices"
	"testing"
)

// TestSpellingsEveryOneTheSourceHas: a folded word the source spells
// several ways has them all, the one shown first; DisplayAs shows the one
// the player typed where the source has it, else the list's.
func TestSpellingsEveryOneTheSourceHas(t *testing.T) {
	fr, err := Get("fr")
	if err != nil {
		t.Fatal(err)
	}
	got := fr.Spellings("eleve")
	if len(got) < 2 || got[0] != fr.Display("eleve") || !slices.Contains(got, "élève") || !slices.Contains(got, "élevé") {
		t.Errorf("Spellings(eleve) = %q, want élève and élevé, the shown one first", got)
	}
	for _, c := range []struct{ code, word, typed, want string }{
		{"fr", "eleve", "ÉLÈVE", "élève"},
		{"fr", "eleve", "élevé", "élevé"},
		{"fr", "eleve", "ELEVE", fr.Display("eleve")}, // the source accents it
		{"fr", "eleve", "élevè", fr.Display("eleve")}, // no such spelling
		{"fr", "peche", "PÉCHÉ", "péché"},
		{"ru", "темное", "тёмное", "тёмное"},
		{"ru", "темное", "ТЕМНОЕ", "темное"}, // the source has both
		{"it", "zzzzzz", "zzzzzz", "zzzzzz"}, // no word: as it is
	} {
		l, err := Get(c.code)
		if err != nil {
			t.Fatal(err)
		}
		if got := l.DisplayAs(c.word, c.typed); got != c.want {
			t.Errorf("%s DisplayAs(%q, %q) = %q, want %q", c.code, c.word, c.typed, got, c.want)
		}
	}
}
