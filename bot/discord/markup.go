package discord

import (
	"fmt"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/bot"
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
	if !snowflake(id) {
		return "", bot.Errorf("`%s` is not a channel: pick one from the list Discord offers.", clip(value, 40))
	}
	return id, nil
}

// Until counts down in every client and says the local time: "in 3
// minutes (12:03)".
func (markup) Until(t time.Time) string {
	return fmt.Sprintf("<t:%d:R> (<t:%d:t>)", t.Unix(), t.Unix())
}

func (markup) NotAdmin(_ bot.User, action string) string {
	return fmt.Sprintf("Only server admins (Manage Server) can %s.", action)
}

// snowflake reports whether s is a Discord id: digits only.
func snowflake(s string) bool {
	if s == "" || len(s) > 20 {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
