package daily_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// TestStatsFavouriteAsShown: /stats shows the favourite long word as the
// server's language's list spells it (French with its accents), as every
// other surface shows a found word, and counts a hidden one's letters,
// not its bytes (a Persian letter is two).
func TestStatsFavouriteAsShown(t *testing.T) {
	for _, code := range []string{"fr", "fa"} {
		t.Run(code, func(t *testing.T) {
			rig := apptest.NewDailyRig(t)
			admin := apptest.As("discord", "ann", "daily setup", "channel", "C9", "language", code)
			admin.IsAdmin = true
			if r := rig.Do(admin); r.Ephemeral {
				t.Fatalf("setup: %q", r.Text)
			}
			d, _, err := rig.Svc.Today(context.Background(), game.Guild{Platform: "discord", ID: "g"}, "id-ann")
			if err != nil {
				t.Fatal(err)
			}
			l, _ := lang.Get(code)
			dc, err := l.Dict()
			if err != nil {
				t.Fatal(err)
			}
			var fav solver.Word // a word the list spells otherwise (French), or any (Persian)
			for _, w := range solver.Solve(d.Board, dc, solver.Rules{}).Words {
				if utf8.RuneCountInString(w.Word) >= d.MinLen && (w.Spelled != "" || code == "fa") {
					fav = w
					break
				}
			}
			if fav.Word == "" {
				t.Fatalf("no word to play on today's board %s", d.Board)
			}
			if r := rig.Do(apptest.As("discord", "ann", "guess", "words", fav.Shown())); !strings.Contains(r.Text, "+") {
				t.Fatalf("/guess %s: %q", fav.Shown(), r.Text)
			}
			r := rig.Do(apptest.As("discord", "ann", "stats"))
			apptest.MustContain(t, "own favourite", r.Text, "Favourite long word: **"+solver.LTRFace(fav.Shown())+"**")
			r = rig.Do(apptest.As("discord", "cat", "stats", "user", "id-ann"))
			apptest.MustContain(t, "favourite hidden", r.Text, fmt.Sprintf("revealed after midnight (%d letters)", utf8.RuneCountInString(fav.Word)))
		})
	}
}
