package discord

import (
	"fmt"
	"strings"
	"time"

	xmessage "golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/internal/text"
)

// markup writes mentions and channel links Discord's way. Discord sends
// channel options as ids (the client picks the channel), so ChannelID only
// checks one.
type markup struct{}

var _ bot.Markup = markup{}

func (markup) Mention(userID string) string        { return "<@" + userID + ">" }
func (markup) ChannelLink(channelID string) string { return "<#" + channelID + ">" }

func (markup) ChannelID(value string) (string, error) {
	id := strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(value), "<#"), ">")
	if !text.Snowflake(id) {
		return "", game.E(game.Invalid, game.CodeChannelInvalid, game.Facts{"typed": value})
	}
	return id, nil
}

// Until counts down in every client and says the local time: "in 3
// minutes (12:03)".
func (markup) Until(_ *xmessage.Printer, t time.Time) string {
	return fmt.Sprintf("<t:%d:R> (<t:%d:t>)", t.Unix(), t.Unix())
}

func (markup) NotAdmin(p *xmessage.Printer, _ bot.User, action string) string {
	return p.Sprintf("Only server admins (Manage Server) can %s.", action)
}
