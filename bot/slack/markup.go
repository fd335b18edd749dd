package slack

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
)

// markup writes mentions and channel links Slack's way: <@U123> and
// <#C123>. mrkdwn leaves exactly these unescaped.
type markup struct{}

var _ bot.Markup = markup{}

func (markup) Mention(userID string) string        { return "<@" + userID + ">" }
func (markup) ChannelLink(channelID string) string { return "<#" + channelID + ">" }

// ChannelID reads <#C123|name> (what Slack sends for a channel typed as a
// link) or a bare id; Slack gives an app no way to look a channel up by
// its name without more scopes.
func (markup) ChannelID(value string) (string, error) {
	id := strings.TrimPrefix(mentionID(strings.TrimSpace(value)), "#")
	if !channelID.MatchString(id) {
		return "", game.E(game.Invalid, game.CodeChannelByName, game.Facts{"typed": value})
	}
	return id, nil
}

// Until shows the reader's local time ("at 12:03"); Slack has no live
// countdown. The fallback is UTC, for clients that cannot format dates.
func (markup) Until(p *message.Printer, t time.Time) string {
	return p.Sprintf("at %s", fmt.Sprintf("<!date^%d^{time}|%s UTC>", t.Unix(), t.UTC().Format("15:04")))
}

func (markup) NotAdmin(p *message.Printer, u bot.User, action string) string {
	return p.Sprintf("Only workspace admins and owners, and the people in the bot's SLACK_ADMINS list, can %s. "+
		"Whoever runs the bot can add you to that list: your member ID is %s.", action, u.ID)
}

var (
	channelID = regexp.MustCompile(`^[CG][A-Z0-9]{8,}$`)
	// markupToken is a mention, channel link or date as markup writes
	// them: never escaped with the text around it.
	markupToken = regexp.MustCompile(`<[@#][UWCG][A-Z0-9]+>|<!subteam\^S[A-Z0-9]+>|<!date\^[0-9]+\^\{time\}\|[0-9:]+ UTC>`)
)
