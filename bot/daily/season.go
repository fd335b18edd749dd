package daily

import (
	"context"
	"fmt"
	"io"
	"strings"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/present"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// Seasons: a month of the daily is a season, a fresh race. /leaderboard
// shows the season under way by default (season:YYYY-MM a past one); the
// Scheduler posts each season's final standings, its podium and awards,
// once, after the local midnight that ends its last day.

// seasonAsked reads which season a /leaderboard asks for: the season
// option, or a period written YYYY-MM; ok false when it asks for none.
func seasonAsked(req bot.Request, period string) (s challenge.Season, ok bool, err error) {
	typed := strings.TrimSpace(req.Options["season"])
	if typed == "" && len(period) > 0 && period[0] >= '0' && period[0] <= '9' {
		typed = period // "/leaderboard 2026-11"
	}
	if typed == "" {
		return s, false, nil
	}
	s, err = challenge.ParseSeason(typed)
	return s, true, err
}

// seasonLeaderboard is /leaderboard's view of a season: the race so far,
// or its final standings and awards once it has ended.
func (b *feature) seasonLeaderboard(ctx context.Context, req bot.Request, svc *challenge.Service, season challenge.Season, current bool) (bot.Reply, error) {
	g, _ := bot.GuildOf(req)
	if current {
		var err error
		if season, err = svc.CurrentSeason(ctx, g); err != nil {
			return bot.Reply{}, err
		}
	}
	sb, err := svc.Season(ctx, g, season)
	if err != nil {
		return bot.Reply{}, err
	}
	tier := ""
	if set, err := svc.Settings(ctx, g); err == nil {
		tier = set.Tier
	}
	pt := req.PublicPrinter() // the channel sees the leaderboard
	return bot.Reply{Text: bot.Truncate(pt, seasonText(pt, sb, tier, req.User.ID), bot.MaxText)}, nil
}

// seasonText words a season's standings: its name, its days, the players
// by rank (and me's place if lower), and once it has ended, its podium and
// awards.
func seasonText(pt *message.Printer, sb challenge.SeasonBoard, tier, me string) string {
	var s strings.Builder
	name := i18n.SeasonName(pt, sb.Season.Year, sb.Season.Month)
	if sb.Ended {
		s.WriteString(pt.Sprintf("**Final standings, season of %s**", name) + "\n")
	} else {
		day, days := int(sb.Today-sb.From)+1, int(sb.To-sb.From)+1
		s.WriteString(pt.Sprintf("**Leaderboard, season of %s** (day %d of %d)", name, day, days) + "\n")
	}
	if len(sb.Entries) == 0 {
		if sb.Ended {
			s.WriteString(pt.Sprintf("Nobody played the daily that season."))
		} else {
			s.WriteString(pt.Sprintf("Nobody has scored yet. Be the first: `/daily` shows the board, `/guess` plays it."))
		}
		return s.String()
	}
	if sb.Ended {
		s.WriteString(podiumLine(pt, sb.Entries) + "\n")
	}
	mine := -1
	for i, e := range sb.Entries {
		if e.Player.ID == me {
			mine = i
		}
		if i >= present.LeaderboardSize {
			continue
		}
		fmt.Fprintf(&s, "%d. **%s**: %s%s (%s)\n", e.Rank, present.NameOf(e.Player), pt.Sprintf("%d points", e.Points), present.HintsNote(pt, e.Hints), pt.Sprintf("%d days", e.Days))
	}
	if n := len(sb.Entries) - present.LeaderboardSize; n > 0 {
		s.WriteString(pt.Sprintf("…and %d more players.", n))
		if mine >= present.LeaderboardSize {
			s.WriteString(pt.Sprintf(" You are #%d with %s.", sb.Entries[mine].Rank, pt.Sprintf("%d points", sb.Entries[mine].Points)))
		}
		s.WriteByte('\n')
	}
	if sb.Ended {
		s.WriteString(awardsText(pt, sb.Awards, tier))
	} else {
		s.WriteString(pt.Sprintf("The season ends after %s; then a new race begins. `/leaderboard week` and `/leaderboard all` show the other views.", i18n.DayName(pt, sb.To)))
	}
	return strings.TrimSpace(s.String())
}

// podiumLine names the players ranked 1 to 3 (at most podiumMax; the rest
// tied are counted).
func podiumLine(pt *message.Printer, entries []challenge.Entry) string {
	var podium []string
	onPodium := 0
	for _, e := range entries {
		if e.Rank > 3 {
			break
		}
		onPodium++
		if len(podium) < podiumMax {
			podium = append(podium, fmt.Sprintf("%s **%s** %s", place(pt, e.Rank), present.NameOf(e.Player), pt.Sprintf("%d points", e.Points)))
		}
	}
	if more := onPodium - len(podium); more > 0 {
		podium = append(podium, pt.Sprintf("…and %d more tied", more))
	}
	return strings.Join(podium, " · ")
}

// awardsText words a season's awards, one a line.
func awardsText(pt *message.Printer, a challenge.Awards, tier string) string {
	var s strings.Builder
	s.WriteString(pt.Sprintf("**Awards**") + "\n")
	if a.MostWords.Player.ID != "" {
		s.WriteString(pt.Sprintf("• Most words: **%s**, %s", present.NameOf(a.MostWords.Player), pt.Sprintf("%d words", a.MostWords.Words)) + "\n")
	}
	if w := a.LongestWord; w.Player.ID != "" {
		s.WriteString(pt.Sprintf("• Longest word: **%s** (%s), by **%s** on %s", solver.LTRFace(lang.DisplayIn(tier, w.Word.Word)), pt.Sprintf("%d points", w.Points), present.NameOf(w.Player), i18n.DayName(pt, w.Day)) + "\n")
	}
	if d := a.BestDay; d.Player.ID != "" {
		s.WriteString(pt.Sprintf("• Best day: **%s**, %s on %s", present.NameOf(d.Player), pt.Sprintf("%d points", d.Points), i18n.DayName(pt, d.Day)) + "\n")
	}
	if r := a.LongestStreak; r.Player.ID != "" {
		s.WriteString(pt.Sprintf("• Longest streak: **%s**, %s in a row", present.NameOf(r.Player), pt.Sprintf("%d days", r.Days)) + "\n")
	}
	return s.String()
}

// seasonPost is a season's final standings, posted once when it ends.
func (b *feature) seasonPost(ctx context.Context, svc *challenge.Service, p challenge.Post) (bot.Reply, error) {
	sb, err := svc.Season(ctx, p.Key.Guild, challenge.SeasonOf(p.Key.Day))
	if err != nil {
		return bot.Reply{}, err
	}
	if !sb.Ended {
		return bot.Reply{}, fmt.Errorf("season %s of %s has not ended yet", sb.Season, p.Key.Guild) // a clock behind the post's
	}
	pt := b.PostPrinter(p.Key.Guild)
	text := seasonText(pt, sb, p.Settings.Tier, "")
	next := sb.Season.Next()
	text += "\n" + pt.Sprintf("The season of %s starts now: `/leaderboard` shows its race.", i18n.SeasonName(pt, next.Year, next.Month))
	r := bot.Reply{Text: bot.Truncate(pt, text, bot.MaxText)}
	if len(sb.Entries) == 0 {
		return r, nil // nobody played: the text says so, no picture
	}
	res, alt := seasonPicture(pt, sb, p.Settings.Tier)
	img, err := b.Draw(ctx, "season.png", alt, func(w io.Writer, rd bot.Renderer) error { return rd.Season(w, pt, res) })
	if err != nil {
		return bot.Reply{}, err
	}
	r.Image = img
	return r, nil
}

// seasonPicture is what a season's final picture shows (the podium, the
// next seven, the awards) and its alt text, which says the same.
func seasonPicture(pt *message.Printer, sb challenge.SeasonBoard, tier string) (bot.SeasonResults, string) {
	name := i18n.SeasonName(pt, sb.Season.Year, sb.Season.Month)
	res := bot.SeasonResults{Title: pt.Sprintf("Season of %s", name), Note: pt.Sprintf("Final standings")}
	for i, e := range sb.Entries {
		if i == 10 {
			break
		}
		res.Race = append(res.Race, bot.RaceEntry{Rank: e.Rank, Name: present.NameOf(e.Player), Points: e.Points})
	}
	a := sb.Awards
	var awards []string
	add := func(label, who, detail string) {
		res.Awards = append(res.Awards, bot.Award{Label: label, Name: who, Detail: detail})
		awards = append(awards, label+": "+who+", "+detail)
	}
	if a.MostWords.Player.ID != "" {
		add(pt.Sprintf("Most words"), present.NameOf(a.MostWords.Player), pt.Sprintf("%d words", a.MostWords.Words))
	}
	if w := a.LongestWord; w.Player.ID != "" {
		add(pt.Sprintf("Longest word"), present.NameOf(w.Player), solver.LTRFace(lang.DisplayIn(tier, w.Word.Word))+" · "+pt.Sprintf("%d points", w.Points))
	}
	if d := a.BestDay; d.Player.ID != "" {
		add(pt.Sprintf("Best day"), present.NameOf(d.Player), pt.Sprintf("%d points", d.Points)+" · "+i18n.DayName(pt, d.Day))
	}
	if r := a.LongestStreak; r.Player.ID != "" {
		add(pt.Sprintf("Longest streak"), present.NameOf(r.Player), pt.Sprintf("%d days", r.Days))
	}
	alt := pt.Sprintf("Final standings of the season of %s: %s.", name, raceAlt(pt, res.Race))
	if len(awards) > 0 {
		alt += " " + pt.Sprintf("Awards: %s.", strings.Join(awards, "; "))
	}
	return res, alt
}
