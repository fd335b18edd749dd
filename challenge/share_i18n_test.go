package challenge_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
)

// TestShareInFrench: the share text in French counts mots, points and
// indices with French plurals and names the level in French; every level
// of the ladder has its name among i18n's keys.
func TestShareInFrench(t *testing.T) {
	sh := challenge.Share{Day: game.Date(2026, 7, 14), Size: 4, Points: 23, Words: 1, MaxScore: 74, Longest: 7, Streak: 5, Hints: 1,
		ByLength: map[int]int{7: 1}}
	got := sh.Print(i18n.Printer("fr"))
	for _, want := range []string{"23 points · 1 mot · le plus long\u00a0: 7 lettres", "🔥 série de 5 jours · 💡 1 indice", "31 % des points", "🐝 Joli"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if first, _, _ := strings.Cut(sh.Text(), "\n"); !strings.HasSuffix(first, " · 4x4") { // no language named
		t.Errorf("an English board's share's first line: %q", first)
	}
	if en := sh.Text(); !strings.Contains(en, "23 points · 1 word · longest 7 letters") || !strings.Contains(en, "💡 1 hint\n") {
		t.Errorf("English:\n%s", en)
	}
	for _, l := range challenge.Ladder {
		if !slices.Contains(i18n.Dynamic(), l.Name) {
			t.Errorf("the level %q is not among i18n's keys (i18n/errors.go's dynamic)", l.Name)
		}
	}
}
