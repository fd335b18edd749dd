package app_test

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot/app/apptest"
)

// outsideCode is s without its code spans: what Markdown renders as markup.
func outsideCode(s string) string {
	parts := strings.Split(s, "`")
	var out strings.Builder
	for i := 0; i < len(parts); i += 2 {
		out.WriteString(parts[i])
		out.WriteByte(' ')
	}
	return out.String()
}

// TestTypedTextStaysQuoted: what a player typed is echoed inside one code
// span, whatever backticks, links, commands or mentions it holds: none of
// it renders as a link, a command or a mention.
func TestTypedTextStaysQuoted(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	attack := "x` [free](https://evil.example) `/daily setup <@U1>"
	for _, r := range []struct{ name, cmd, opt string }{
		{"solve board", "solve", "board"},
		{"path word", "path", "word"},
		{"define", "define", "word"},
	} {
		got := rig.Do(apptest.In("u1", r.cmd, r.opt, attack)).Text
		if !strings.Contains(got, "free") {
			t.Errorf("%s: the reply does not quote what was typed: %q", r.name, got)
		}
		out := outsideCode(got)
		for _, bad := range []string{"](", "evil.example", "/daily setup", "<@"} {
			if strings.Contains(out, bad) {
				t.Errorf("%s: %q outside a code span in %q", r.name, bad, got)
			}
		}
	}
	rig.Do(apptest.In("u1", "play", "board", "stae rmol qinc dpeh"))
	got := rig.Do(apptest.In("u1", "guess", "words", "tea [free](https://evil.example) `/daily` <@U1>")).Text
	out := outsideCode(got)
	for _, bad := range []string{"](", "evil.example", "/daily", "<@"} {
		if strings.Contains(out, bad) {
			t.Errorf("guess: %q outside a code span in %q", bad, got)
		}
	}
}
