package slack

import (
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/i18n"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

// Mentions and channel links markup wrote survive mrkdwn's escaping; the
// same characters anywhere else, Slack's special mentions included, do not.
func TestMrkdwnKeepsMarkup(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Posts in <#C0001>: the board at **09:00**", "Posts in <#C0001>: the board at *09:00*"},
		{"<@U123ABC> found 3 words", "<@U123ABC> found 3 words"},
		{"a < b & c > d", "a &lt; b &amp; c &gt; d"},
		{"<!channel> <!here> <@U1|x> <#general>", "&lt;!channel&gt; &lt;!here&gt; &lt;@U1|x&gt; &lt;#general&gt;"},
		{"<#C0001><@W0002>&", "<#C0001><@W0002>&amp;"},
		{"ends " + (markup{}).Until(i18n.Printer(""), time.Unix(1700000000, 0)) + " <b>", "ends at <!date^1700000000^{time}|22:13 UTC> &lt;b&gt;"},
		{"fin " + (markup{}).Until(i18n.Printer("fr"), time.Unix(1700000000, 0)), "fin à <!date^1700000000^{time}|22:13 UTC>"},
		{(markup{}).NotAdmin(i18n.Printer("de"), bot.User{ID: "U1"}, "x"), "Nur Admins und Inhaber des Workspace sowie die Personen auf der SLACK_ADMINS-Liste des Bots können x. Wer den Bot betreibt, kann dich auf diese Liste setzen: Deine Mitglieds-ID ist U1."},
		{"<!date^1^{time}|x> <!date^1^{date_long}|x>", "&lt;!date^1^{time}|x&gt; &lt;!date^1^{date_long}|x&gt;"},
		{(&Slack{}).RoleMention("S0GROUP1") + ": today's board is up!", "<!subteam^S0GROUP1>: today's board is up!"},
		{"<!subteam^S1|@x> <!subteam^s1>", "&lt;!subteam^S1|@x&gt; &lt;!subteam^s1&gt;"},
	}
	for _, tt := range tests {
		if got := mrkdwn(tt.in); got != tt.want {
			t.Errorf("mrkdwn(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestMarkupChannelID(t *testing.T) {
	for in, want := range map[string]string{"C0123ABCD": "C0123ABCD", "<#C0123ABCD|general>": "C0123ABCD", "#G0123ABCD": "G0123ABCD"} {
		if got, err := (markup{}).ChannelID(in); err != nil || got != want {
			t.Errorf("ChannelID(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"#general", "general", "C1", "<@U0123ABCD>"} {
		if _, err := (markup{}).ChannelID(in); err == nil {
			t.Errorf("ChannelID(%q) accepted a channel name", in)
		}
	}
}

// A share reaches Slack exactly as on Discord: Unicode emoji, no markup
// for mrkdwn to change, so that what players copy is the same everywhere.
func TestShareUnchanged(t *testing.T) {
	sh := challenge.Share{Day: game.Epoch + 40, Size: 5, Points: 57, Words: 23, MaxScore: 300, Longest: 9, Streak: 12,
		ByLength: map[int]int{4: 12, 5: 6, 6: 3, 9: 2}}
	text := sh.Text()
	if got := mrkdwn(text); got != text {
		t.Errorf("mrkdwn changed the share:\n%s\nto\n%s", text, got)
	}
	for _, want := range []string{"bogglebot #41 · 5x5", "🔥 12-day streak", "4 🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩 +2", "9 🟪🟪"} {
		if !strings.Contains(text, want) {
			t.Errorf("share lacks %q:\n%s", want, text)
		}
	}
}
