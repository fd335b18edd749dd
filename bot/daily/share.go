package daily

import (
	"context"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
)

// dailyShareCmd is /daily share (and the Share button under /daily): the
// player's day as challenge.Share.Print, in their language, spoiler-free, to copy and paste
// anywhere. The reply is that text alone, with no markup, so that copying
// the message copies exactly it, on Discord and Slack alike.
func (b *feature) dailyShareCmd(ctx context.Context, req bot.Request) (bot.Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return bot.Reply{}, err
	}
	g, _ := bot.GuildOf(req)
	sh, err := svc.Share(ctx, g, req.User.ID)
	if err != nil {
		return bot.Reply{}, err
	}
	return bot.Reply{Text: sh.Print(req.Printer()), Ephemeral: true}, nil
}

// shareButton is a click on the Share button of day (0 for a button made
// before buttons named their day: today's).
func (b *feature) shareButton(ctx context.Context, req bot.Request, day game.Day) (bot.Reply, error) {
	if day != 0 {
		svc, err := b.dailyService()
		if err != nil {
			return bot.Reply{}, err
		}
		g, _ := bot.GuildOf(req)
		today, err := b.guildToday(ctx, svc, g)
		if err != nil {
			return bot.Reply{}, err
		}
		if day != today {
			return bot.Reply{}, game.E(game.Over, game.CodeShareEnded, game.Facts{"day": day})
		}
	}
	return b.dailyShareCmd(ctx, req)
}

// dailyAction answers the buttons under /daily's reply (Share, Play in
// Discord) and under the results post (My words).
func (b *feature) dailyAction(ctx context.Context, req bot.Request) (bot.Reply, error) {
	_, parts := bot.ParseActionID(req.Action.ID)
	switch {
	case len(parts) == 1 && parts[0] == "share":
		return b.shareButton(ctx, req, 0)
	case len(parts) == 2 && parts[0] == "share":
		if day, err := game.ParseDay(parts[1]); err == nil {
			return b.shareButton(ctx, req, day)
		}
	case len(parts) == 1 && parts[0] == "activity" && req.Surface().Activity != "" && b.Links != nil:
		return bot.ActivityReply(req.Printer()), nil
	case len(parts) == 2 && parts[0] == "review":
		if _, err := game.ParseDay(parts[1]); err == nil {
			req.Options = map[string]string{"day": parts[1]}
			return b.dailyReviewCmd(ctx, req)
		}
	}
	return bot.Reply{}, game.E(game.Invalid, game.CodeButtonGone, game.Facts{"command": "daily"})
}
