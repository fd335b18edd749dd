package slack

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/internal/text"
)

// TestMrkdwnQuotedText: a player's words quoted back (text.Quote) cannot
// ping anyone, link anywhere or close their code span in Slack's mrkdwn,
// while the bot's own mentions stay mentions.
func TestMrkdwnQuotedText(t *testing.T) {
	typed := "x` <https://evil.example|free> `<@U123> <!channel> <#C1>"
	got := mrkdwn("<@U9> you typed `" + text.Quote(typed, 120) + "`.")
	if !strings.HasPrefix(got, "<@U9> ") {
		t.Errorf("the bot's mention is lost: %q", got)
	}
	for _, bad := range []string{"<https", "<@U123>", "<!channel>", "<#C1>"} {
		if strings.Contains(got, bad) {
			t.Errorf("%q holds %q", got, bad)
		}
	}
	if strings.Count(got, "`") != 2 {
		t.Errorf("%q does not hold the typed text in one span", got)
	}
}

// TestChannelNameQuoted: a channel typed by name is refused quoting it in
// one code span, whatever backticks it holds.
func TestChannelNameQuoted(t *testing.T) {
	_, err := markup{}.ChannelID("gen`eral *bold* `x")
	if err == nil {
		t.Fatal("a channel name was accepted")
	}
	got := mrkdwn(bot.ErrorIn(err, "en"))
	if !strings.Contains(got, "(`gen\u02cberal *bold* \u02cbx`)") {
		t.Errorf("the typed channel is not quoted in one span: %q", got)
	}
}
