package i18n_test

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// TestAllRevealedCasing: the words left are written in capitals by the
// board's rules: on a Turkish board (an İ tile) kişi is KİŞİ, never KISI
// (another word); on other boards the usual capitals.
func TestAllRevealedCasing(t *testing.T) {
	turkish, err := lang.Get("tr")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := turkish.ParseBoard("kişi abcd efgh ijkl")
	if err != nil {
		t.Fatal(err)
	}
	if got := i18n.Error("en", game.AllRevealed(tr, []string{"kişi"})); !strings.Contains(got, "KİŞİ") {
		t.Errorf("Turkish board: %q, want KİŞİ", got)
	}
	en, _ := solver.Parse("cats abcd efgh ijkl")
	if got := i18n.Error("fr", game.AllRevealed(en, []string{"cats"})); !strings.Contains(got, "CATS") {
		t.Errorf("English board: %q, want CATS", got)
	}
}
