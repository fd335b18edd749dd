package bot

import (
	"context"
	"errors"

	"github.com/bogglebot/bogglebot/challenge"
)

// dailyShareCmd is /daily share (and the Share button under /daily): the
// player's day as challenge.Share.Text, spoiler-free, to copy and paste
// anywhere. The reply is that text alone, with no markup, so that copying
// the message copies exactly it, on Discord and Slack alike.
func dailyShareCmd(ctx context.Context, b *Bot, req Request) (Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return Reply{}, err
	}
	g, _ := guildOf(req)
	sh, err := svc.Share(ctx, g, req.User.ID)
	if errors.As(err, new(*challenge.NotPlayedError)) {
		return Reply{}, Errorf("Find a word on today's board first: `/daily` shows it, `/guess` plays it. Then `/daily share` gives a summary to paste anywhere, with no spoilers.")
	}
	if err != nil {
		return Reply{}, err
	}
	return Reply{Text: sh.Text(), Ephemeral: true}, nil
}

// shareActions is the Share button under /daily, once the player has a word.
func shareActions(found int) []Action {
	if found == 0 {
		return nil
	}
	return []Action{{Kind: Button, ID: ActionID("daily", "share"), Label: "Share"}}
}

// reviewActions is the My words button under a day's results post: each
// player's /daily review of that day.
func reviewActions(day challenge.Day) []Action {
	return []Action{{Kind: Button, ID: ActionID("daily", "review", day.String()), Label: "My words"}}
}

// dailyAction answers the buttons under /daily's reply (Share, Play in
// Discord) and under the results post (My words).
func dailyAction(ctx context.Context, b *Bot, req Request) (Reply, error) {
	_, parts := ParseActionID(req.Action.ID)
	switch {
	case len(parts) == 1 && parts[0] == "share":
		return dailyShareCmd(ctx, b, req)
	case len(parts) == 1 && parts[0] == "activity" && b.cfg.Activity != "" && b.cfg.Activity == req.Platform:
		return activityReply(), nil
	case len(parts) == 2 && parts[0] == "review":
		if _, err := challenge.ParseDay(parts[1]); err == nil {
			req.Options = map[string]string{"day": parts[1]}
			return dailyReviewCmd(ctx, b, req)
		}
	}
	return Reply{}, Errorf("That button is no longer available. `/daily` shows today's board.")
}
