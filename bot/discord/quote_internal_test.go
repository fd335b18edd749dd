package discord

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/internal/text"
)

// TestMentionsLeaveQuotedText: a player's words quoted back (text.Quote)
// never become a command mention or a link, even when they name the
// bot's commands or close the code span they are quoted in.
func TestMentionsLeaveQuotedText(t *testing.T) {
	var d Discord
	m := map[string]string{"daily": "</daily show:1>", "daily setup": "</daily setup:1>", "help": "</help:2>"}
	d.mention.Store(&m)
	for _, typed := range []string{
		"x` [free](https://evil.example) `/daily setup",
		"/daily setup", "a /daily", "`/help`",
	} {
		reply := "You typed `" + text.Quote(typed, 80) + "`; `/help boards` shows how."
		got := d.mentions(reply)
		if strings.Contains(got, "</daily") {
			t.Errorf("typed %q: %q mentions a command the player wrote", typed, got)
		}
		if !strings.Contains(got, "</help:2> `boards`") {
			t.Errorf("typed %q: %q lost the bot's own mention", typed, got)
		}
		if strings.Count(got, "`") != 4 {
			t.Errorf("typed %q: %q does not hold the typed text in one span", typed, got)
		}
	}
}
