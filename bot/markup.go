package bot

import (
	"strings"
	"time"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/i18n"
)

// Markup writes what each platform writes its own way: a mention of a
// player, a link to a channel, a channel named in an option, and who may
// change a server's settings. An adapter gives it in its Platform; the
// core names no platform. Implementations must be safe for concurrent use.
type Markup interface {
	// Mention refers to a user by id, as the platform shows a name.
	Mention(userID string) string
	// ChannelLink refers to a channel by id, as the platform links it.
	ChannelLink(channelID string) string
	// ChannelID reads a channel option's value into a channel id, or
	// returns a refusal (a game.E) that says why it names no channel.
	ChannelID(value string) (string, error)
	// Until writes a moment in the near future so that every reader sees
	// it in their own time, counting down where the platform can (a
	// round's end): Discord's <t:…:R>, Slack's <!date^…>. Any words
	// around the moment ("at") are printed with p, the reader's language.
	Until(p *message.Printer, t time.Time) string
	// NotAdmin tells a player who may not do action (already in the
	// reader's language: "set up the daily challenge") because it is for
	// admins who may, and how to become one, in the words of p.
	NotAdmin(p *message.Printer, u User, action string) string
}

// Plain is the Markup of plain text: ids as they are, channels as #name.
// A platform's Markup may embed it and write some things its own way.
type Plain struct{}

func (Plain) Mention(userID string) string        { return userID }
func (Plain) ChannelLink(channelID string) string { return "#" + channelID }
func (Plain) ChannelID(value string) (string, error) {
	return strings.TrimPrefix(strings.TrimSpace(value), "#"), nil
}
func (Plain) Until(p *message.Printer, t time.Time) string { return i18n.At(p, t) }
func (Plain) NotAdmin(p *message.Printer, _ User, action string) string {
	return p.Sprintf("Only admins can %s.", action)
}

// Markup is the request's platform's Markup.
func (req Request) Markup() Markup { return req.Surface().Markup }
