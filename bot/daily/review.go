package daily

import (
	"context"
	"strings"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/present"
	"github.com/bogglebot/bogglebot/i18n"
)

// reviewCommands are the daily's subcommands for looking back and
// sharing: /daily review and /daily share.
func reviewCommands() []bot.CommandSpec {
	return []bot.CommandSpec{
		{
			Name:        "daily review",
			Description: "A past day: your words, the best you missed, their paths",
			Options: []bot.OptionSpec{
				{Name: "day", Meta: "DAY", Description: "which day, YYYY-MM-DD or yesterday (default: yesterday)", Positional: true},
			},
			Examples: []string{"/daily review 2026-11-20"},
		},
		{
			Name:        "daily share",
			Description: "Your day as spoiler-free text to paste anywhere",
			Examples:    []string{"/daily share"},
		},
	}
}

func (b *feature) dailyReviewCmd(ctx context.Context, req bot.Request) (bot.Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return bot.Reply{}, err
	}
	g, _ := bot.GuildOf(req)
	today, err := b.guildToday(ctx, svc, g)
	if err != nil {
		return bot.Reply{}, err
	}
	day := today - 1
	if v := strings.TrimSpace(req.Options["day"]); v != "" {
		if day, err = readDay(v, today); err != nil {
			return bot.Reply{}, err
		}
	}
	rv, err := svc.Review(ctx, g, req.User.ID, day)
	if err != nil {
		return bot.Reply{}, err
	}
	d := rv.Daily
	p := req.Printer()
	lb := present.LookBack{P: p,
		Head: p.Sprintf("**Review, %s** `%s` · %dx%d, %s dictionary", i18n.DayName(p, d.Day), d.Board, d.Board.Size(), d.Board.Size(), bot.DictName(p, d.Settings.Tier)) + "\n",
		Sol:  rv.Solution, Found: rv.Found, Practice: rv.Practice, Missed: rv.Missed,
		Title: p.Sprintf("Review · %s", i18n.DayName(p, d.Day)),
		What:  p.Sprintf("The daily board of %s, %s", i18n.DayName(p, d.Day), d.Board),
	}
	if len(rv.Found) == 0 {
		lb.Summary = p.Sprintf("You didn't play that day. The board hid %s worth %s.", p.Sprintf("%d words", d.Possible), p.Sprintf("%d points", d.MaxScore)) + "\n"
	} else {
		lb.Summary = p.Sprintf("You found **%d of %s, %d of %s**.", len(rv.Found), p.Sprintf("%d words", d.Possible), rv.Points, p.Sprintf("%d points", d.MaxScore)) + "\n"
	}
	lb.Foot = p.Sprintf("Replay it for practice with `/daily day:%s`: it never counts for the leaderboard or your streak.", d.Day)
	return present.LookBackReply(ctx, b.Images, lb)
}
