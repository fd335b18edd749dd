package bot

import (
	"context"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
)

// dailyShareCmd is /daily share (and the Share button under /daily): the
// player's day as challenge.Share.Print, in their language, spoiler-free, to copy and paste
// anywhere. The reply is that text alone, with no markup, so that copying
// the message copies exactly it, on Discord and Slack alike.
func dailyShareCmd(ctx context.Context, b *Bot, req Request) (Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return Reply{}, err
	}
	g, _ := GuildOf(req)
	sh, err := svc.Share(ctx, g, req.User.ID)
	if err != nil {
		return Reply{}, err
	}
	return Reply{Text: sh.Print(req.Printer()), Ephemeral: true}, nil
}

// shareButton is a click on the Share button of day (0 for a button made
// before buttons named their day: today's).
func shareButton(ctx context.Context, b *Bot, req Request, day game.Day) (Reply, error) {
	if day != 0 {
		svc, err := b.dailyService()
		if err != nil {
			return Reply{}, err
		}
		g, _ := GuildOf(req)
		today, err := b.guildToday(ctx, svc, g)
		if err != nil {
			return Reply{}, err
		}
		if day != today {
			return Reply{}, req.Errorf("That Share button was for %s, and that day has ended: a share is of today's board. `/daily share` shares today's once you have a word; `/daily review %s` looks back at that day.", i18n.DayName(req.Printer(), day), day)
		}
	}
	return dailyShareCmd(ctx, b, req)
}

// dailyAction answers the buttons under /daily's reply (Share, Play in
// Discord) and under the results post (My words).
func dailyAction(ctx context.Context, b *Bot, req Request) (Reply, error) {
	_, parts := ParseActionID(req.Action.ID)
	switch {
	case len(parts) == 1 && parts[0] == "share":
		return shareButton(ctx, b, req, 0)
	case len(parts) == 2 && parts[0] == "share":
		if day, err := game.ParseDay(parts[1]); err == nil {
			return shareButton(ctx, b, req, day)
		}
	case len(parts) == 1 && parts[0] == "activity" && req.Surface().Activity != "" && b.cfg.Links != nil:
		return ActivityReply(), nil
	case len(parts) == 2 && parts[0] == "review":
		if _, err := game.ParseDay(parts[1]); err == nil {
			req.Options = map[string]string{"day": parts[1]}
			return dailyReviewCmd(ctx, b, req)
		}
	}
	return Reply{}, req.Errorf("That button is no longer available. `/daily` shows today's board.")
}
