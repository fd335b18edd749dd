package daily

import (
	"context"
	"io"
	"strconv"
	"time"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/present"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// calendarWeeks is how many weeks a player's stats picture shows.
const calendarWeeks = 16

// playerStats is what the stats picture of pr shows.
func playerStats(pt *message.Printer, pr challenge.Profile, name, note, tier string) (bot.PlayerStats, int) {
	ps := bot.PlayerStats{Title: name, Note: note}
	ps.Facts = []bot.Fact{
		{Value: pt.Sprint(pr.Points), Label: pt.Sprintf("points")},
		{Value: pt.Sprint(pr.DaysPlayed), Label: pt.Sprintf("days played")},
		{Value: pt.Sprint(pr.Words), Label: pt.Sprintf("words")},
		{Value: pt.Sprint(pr.CurrentStreak), Label: pt.Sprintf("day streak")},
		{Value: pt.Sprint(pr.BestStreak), Label: pt.Sprintf("best streak")},
	}
	if pr.FreezesMax > 0 {
		ps.Facts = append(ps.Facts, bot.Fact{Value: strconv.Itoa(pr.Freezes) + " / " + strconv.Itoa(pr.FreezesMax), Label: pt.Sprintf("freezes")})
	}
	played := map[game.Day]bool{}
	for _, d := range pr.Days {
		played[d.Day] = true
		ps.Scores = append(ps.Scores, d.Points)
	}
	podium := 0
	ps.Start = pr.From.Start(time.UTC)
	for d := pr.From; d <= pr.Today; d++ {
		cd := bot.CalDay{Mark: bot.DayMissed}
		switch {
		case played[d]:
			cd = bot.CalDay{Mark: bot.DayPlayed, Rank: pr.Ranks[d]}
			if cd.Rank >= 1 && cd.Rank <= 3 {
				podium++
			}
		case pr.Frozen[d]:
			cd.Mark = bot.DayFrozen
		}
		ps.Days = append(ps.Days, cd)
	}
	for _, w := range pr.Best {
		ps.Words = append(ps.Words, bot.StatWord{Word: solver.LTRFace(lang.DisplayIn(tier, w.Word.Word)), Points: w.Points})
	}
	return ps, podium
}

// drawStats draws pr's picture for /stats.
func (b *feature) drawStats(ctx context.Context, pt *message.Printer, pr challenge.Profile, name, note, tier string) (*bot.Image, error) {
	ps, podium := playerStats(pt, pr, name, note, tier)
	weeks := (len(ps.Days) + 6) / 7
	played := 0
	for _, d := range ps.Days {
		if d.Mark == bot.DayPlayed {
			played++
		}
	}
	alt := pt.Sprintf("Stats of %s in the daily: %s, %s; a streak of %s (best %s); a calendar of the last %d weeks with %s played, %d on the podium; the spread of daily scores; the best words.",
		name, pt.Sprintf("%d points", pr.Points), pt.Sprintf("%d days", pr.DaysPlayed), pt.Sprintf("%d days", pr.CurrentStreak), pt.Sprintf("%d days", pr.BestStreak),
		weeks, pt.Sprintf("%d days", played), podium)
	return b.Draw(ctx, "stats.png", alt, func(w io.Writer, rd bot.Renderer) error { return rd.PlayerStats(w, pt, ps) })
}

// serverStats is /stats server: the server's players per day this season
// and the season's race, as a picture beside the words.
func (b *feature) serverStats(ctx context.Context, req bot.Request) (bot.Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return bot.Reply{}, err
	}
	if admin, err := req.Admin(ctx); err != nil {
		return bot.Reply{}, err
	} else if !admin {
		return bot.Reply{}, game.E(game.NotAllowed, game.CodeNotAdmin, game.Facts{"doing": "server_stats"})
	}
	g, _ := bot.GuildOf(req)
	sp, err := svc.ServerProfile(ctx, g)
	if err != nil {
		return bot.Reply{}, err
	}
	pt := req.Printer()
	season := i18n.SeasonName(pt, sp.Season.Season.Year, sp.Season.Season.Month)
	today := 0
	if n := len(sp.Days); n > 0 {
		today = sp.Days[n-1].Players
	}
	text := pt.Sprintf("**This server in the daily**, season of %s: %s this season, %d today, over %s.",
		season, pt.Sprintf("%d players", sp.Players), today, pt.Sprintf("%d days", len(sp.Days)))
	ss := bot.ServerStats{
		Title: pt.Sprintf("This server in the daily"),
		Note:  pt.Sprintf("Season of %s", season),
		Facts: []bot.Fact{
			{Value: pt.Sprint(sp.Players), Label: pt.Sprintf("players")},
			{Value: pt.Sprint(today), Label: pt.Sprintf("today")},
			{Value: pt.Sprint(len(sp.Days)), Label: pt.Sprintf("days")},
		},
		Start: sp.Season.From.Start(time.UTC),
	}
	busiest := 0
	for _, d := range sp.Days {
		ss.Players = append(ss.Players, d.Players)
		busiest = max(busiest, d.Players)
	}
	for i, e := range sp.Season.Entries {
		if i == 10 {
			break
		}
		ss.Race = append(ss.Race, bot.RaceEntry{Rank: e.Rank, Name: present.NameOf(e.Player), Points: e.Points})
	}
	alt := pt.Sprintf("This server's daily in the season of %s: players each day (at most %d on one day), and the season's race: %s.", season, busiest, raceAlt(pt, ss.Race))
	img, err := b.Draw(ctx, "server-stats.png", alt, func(w io.Writer, rd bot.Renderer) error { return rd.ServerStats(w, pt, ss) })
	if err != nil {
		return bot.Reply{}, err
	}
	if len(ss.Race) > 0 {
		text += "\n" + pt.Sprintf("The season's race: %s.", raceAlt(pt, ss.Race))
	}
	return bot.Reply{Text: text, Image: img, Ephemeral: true}, nil
}

// raceAlt names the race's leaders and their points, for the alt text.
func raceAlt(pt *message.Printer, race []bot.RaceEntry) string {
	if len(race) == 0 {
		return pt.Sprintf("nobody has scored yet")
	}
	s := ""
	for i, e := range race[:min(len(race), 5)] {
		if i > 0 {
			s += ", "
		}
		s += strconv.Itoa(e.Rank) + ". " + e.Name + " " + pt.Sprintf("%d points", e.Points)
	}
	return s
}
