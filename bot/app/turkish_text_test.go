package app_test

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
)

// TestTurkishBoardTextLowercase: messages quote a Turkish board in
// lowercase with its dotted i tile as i (`kızm imek`), never İ among
// lowercase letters; capitals (a path's faces) keep İ; the channel's
// board, remembered, is still Turkish (its i tiles still İ).
func TestTurkishBoardTextLowercase(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	for _, r := range []bot.Request{
		apptest.Req("solve", "board", "kızm imek abcd efgh", "lang", "tr"),
		apptest.Req("path", "word", "kim", "board", "KIZM İMEK ABCD EFGH", "lang", "tr"),
		apptest.Req("path", "word", "kim"), // the channel's board, remembered
	} {
		got := e.Do(t, r).Text
		if !strings.Contains(got, "`kızm imek abcd efgh`") || strings.Contains(got, "İmek") {
			t.Errorf("%s %v: %q", r.Command, r.Options, got)
		}
		if r.Command == "path" && !strings.Contains(got, "İ(2,1)") {
			t.Errorf("%s %v: no İ(2,1) in %q", r.Command, r.Options, got)
		}
	}
}
