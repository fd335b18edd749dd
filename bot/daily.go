package bot

import (
	"context"
	"errors"
	"fmt"
	"golang.org/x/text/message"
	"io"
	"strings"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// DailyCommands are the daily challenge's commands. They are always in the
// default command table, so that every platform lists them; on a Bot
// without Config.Daily they answer NotEnabled instead of vanishing (a Slack
// app's manifest cannot change with the bot's configuration).
//
// Who plays where: a Request's Platform and Guild name the game.Guild,
// so each Discord server and Slack workspace has its own settings and
// leaderboards. The console is one local guild. A direct message on Discord
// (no Guild) is a guild of one: the player plays the same board as
// everyone, on UTC days, with no daily posts and no setup.
//
// Who may set up: whoever Request.Admin says may manage the server (on Discord,
// members with Manage Server; on Slack, workspace admins and owners and
// the members listed in SLACK_ADMINS); a refusal says who may, in the
// platform's words (Markup.NotAdmin). Either way the reply is posted in
// the channel for everyone to see who changed what. A new posts channel
// must be one the bot can post in, where the adapter can check
// (Request.CanPost).
func DailyCommands() []CommandSpec {
	return []CommandSpec{
		{
			Name:        "daily",
			Description: "Today's daily board and your progress on it (only you see it)",
			Options: []OptionSpec{
				{Name: "day", Meta: "DAY", Description: "replay a past day for practice, YYYY-MM-DD (never counts)", Positional: true},
			},
			Examples: []string{"/daily", "/daily yesterday"},
			Handle:   dailyCmd,
			Action:   dailyAction,
		},
		{
			Name:        "daily setup",
			Description: "Set the channel, time and timezone of the daily board posts (server admins)",
			Options: []OptionSpec{
				{Name: "channel", Description: "where the daily board and results are posted (default: this channel)", Type: Channel},
				{Name: "time", Description: "local time of the board's post, HH:MM on a 24-hour clock (default 09:00)"},
				{Name: "timezone", Description: "where days run midnight to midnight, e.g. Europe/Paris (default UTC)", Autocomplete: true, Spaces: true}, // "america/new york"
				{Name: "size", Description: "board size: 4 (Boggle, default) or 5 (Big Boggle)", Type: Integer,
					Choices: []Choice{{"4x4", "4"}, {"5x5", "5"}}},
				{Name: "dict", Description: "word list judging guesses: common (default), standard or large", Choices: TierChoices()},
				{Name: "language", Description: "language of the daily board: a code such as fr, de, pl (default en; a wrong one lists all)"},
				{Name: "stop", Description: "stop the daily posts (scores are kept)", Type: Boolean},
			},
			Examples: []string{"/daily setup channel:#boggle time:09:00 timezone:Europe/Paris", "/daily setup stop:true"},
			Handle:   dailySetupCmd,
			Complete: completeTimezone,
		},
		{
			Name:        "guess",
			Description: "Guess words privately: the channel's round, else the daily board",
			Options: []OptionSpec{
				// Not Required: the core would answer a bare /guess with a terse
				// "needs a words"; guessCmd explains instead.
				{Name: "words", Meta: "WORDS", Description: "the words you found, separated by spaces", Positional: true, Spaces: true},
			},
			Examples: []string{"/guess words:quilts relic slur", "/guess quilts relic slur"},
			Handle:   guessCmd,
		},
		{
			Name:        "leaderboard",
			Description: "The daily challenge's scores (today, this week, all time) or live round wins",
			Options: []OptionSpec{
				{Name: "period", Description: "today (default), week, all, or rounds (live round wins)", Choices: []Choice{{"today", "today"}, {"this week", "week"}, {"all time", "all"}, {"round wins", "rounds"}}},
			},
			Examples: []string{"/leaderboard", "/leaderboard week"},
			Handle:   leaderboardCmd,
		},
		{
			Name:        "stats",
			Description: "Points, streaks and best day in the daily; live rounds won",
			Options: []OptionSpec{
				{Name: "user", Description: "whose stats (default: yours)", Type: UserOpt},
			},
			Examples: []string{"/stats", "/stats @alice"},
			Handle:   statsCmd,
		},
	}
}

func dailyCmd(ctx context.Context, b *Bot, req Request) (Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return Reply{}, err
	}
	g, _ := GuildOf(req)
	if v := strings.TrimSpace(req.Options["day"]); v != "" {
		return practiceCmd(ctx, b, req, svc, g, v)
	}
	if err := svc.EndPractice(ctx, g, req.User.ID); err != nil { // guesses go to today again
		return Reply{}, err
	}
	d, p, err := svc.Today(ctx, g, req.User.ID)
	if err != nil {
		return Reply{}, err
	}
	pt := req.Printer()
	var s strings.Builder
	pt.Fprintf(&s, "**Daily board, %s**: `%s` (%dx%d, %s dictionary)", i18n.DayName(pt, d.Day), d.Board, d.Board.Size(), d.Board.Size(), DictName(pt, d.Settings.Tier))
	s.WriteByte('\n')
	if len(p.Found) == 0 {
		pt.Fprintf(&s, "You haven't found any words yet%s. It hides %s worth %s.", hintsTaken(pt, p.Hints), pt.Sprintf("%d words", d.Possible), pt.Sprintf("%d points", d.MaxScore))
		s.WriteByte('\n')
	} else {
		pt.Fprintf(&s, "You've found **%d of %s, %s**%s: rank %d of %d.", len(p.Found), pt.Sprintf("%d words", d.Possible), pt.Sprintf("%d points", p.Points), hintsNote(pt, p.Hints), p.Rank, p.Players)
		s.WriteByte('\n')
		s.WriteString(ladderLine(pt, p.Points, d.MaxScore))
		s.WriteString(pt.Sprintf("Your words: "))
		for i, w := range p.Found {
			if i > 0 {
				s.WriteString(" · ")
			}
			fmt.Fprintf(&s, "%s %d", solver.LTRFace(lang.DisplayIn(d.Settings.Tier, w.Word)), w.Points)
		}
		s.WriteByte('\n')
	}
	pt.Fprintf(&s, "Words need %d+ letters, through touching tiles, each tile once. Guess with `/guess words:one two three`; only you see your guesses. The day ends in %s (midnight, %s).",
		d.MinLen, i18n.Coarse(pt, d.Ends.Sub(b.now())), d.Settings.Timezone)
	if set, err := svc.Settings(ctx, g); err == nil && set.Pending() && set.NextFrom == d.Day+1 {
		s.WriteString("\n" + pt.Sprintf("From tomorrow (%s): %s.", i18n.DayName(pt, set.NextFrom), rulesText(pt, d.Settings, set.Upcoming())))
	}
	Slow(ctx, true)
	img, err := b.Draw(ctx, "daily.png", pt.Sprintf("Today's daily board: %s", d.Board),
		func(w io.Writer) error {
			return b.render.Board(w, pt, d.Board, pt.Sprintf("Daily board · %s", i18n.DayName(pt, d.Day)))
		})
	if err != nil {
		return Reply{}, err
	}
	reply := Reply{Text: s.String(), Image: img, Ephemeral: true, Actions: shareActions(pt, len(p.Found), d.Day)}
	if b.cfg.Links != nil {
		reply.Actions = append(reply.Actions, LinkButton(pt.Sprintf(BoardLabel), b.cfg.Links.DailyLink(g, PlayerOf(req), d.Day, req.PageLocale())))
		if label := req.Surface().Activity; label != "" {
			reply.Actions = append(reply.Actions, Action{Kind: Button, ID: ActionID("daily", "activity"), Label: label})
		}
	}
	return reply, nil
}

func guessCmd(ctx context.Context, b *Bot, req Request) (Reply, error) {
	input := strings.TrimSpace(req.Options["words"])
	// A channel's running round takes its guesses; elsewhere they play the
	// daily. A guess that arrives just after the channel's round ended
	// (finished a moment before it was read) is told the round ended: it
	// was meant for the round, and never lands on the daily.
	if rs := b.cfg.Rounds; rs != nil {
		if r, err := rs.Running(ctx, roundKey(req)); err == nil {
			return b.roundGuess(ctx, rs, req, input, r.ID)
		} else if !errors.Is(err, round.ErrNotFound) {
			return Reply{}, err
		}
		if r, err := rs.JustEnded(ctx, roundKey(req)); err == nil {
			return b.roundGuess(ctx, rs, req, input, r.ID)
		} else if !errors.Is(err, round.ErrNotFound) {
			return Reply{}, err
		}
	}
	svc, err := b.dailyService()
	if err != nil {
		return Reply{}, err
	}
	if r, ok, err := b.practiceGuess(ctx, svc, req, input); ok || err != nil {
		return r, err
	}
	if noWords(input) {
		return Reply{}, req.Errorf("%sWhich words? For example `/guess words:quilts relic slur`. `/daily` shows today's board.", readNothing(req.Printer(), input))
	}
	g, _ := GuildOf(req)
	r, err := svc.Guess(ctx, g, PlayerOf(req), input)
	if err != nil {
		return Reply{}, err
	}
	for _, j := range r.Judgements {
		b.obs.DailyWord(MetricVerdict(j.Verdict.String()))
	}
	pt := req.Printer()
	var s strings.Builder
	writeJudgements(pt, &s, r.Judgements, r.Daily.Settings.Tier, r.Daily.MinLen)
	p := r.Progress
	if r.Added > 0 {
		s.WriteString("**+" + pt.Sprintf("%d points", r.Gained) + ".** ")
	}
	if len(p.Found) == 0 {
		pt.Fprintf(&s, "No words yet today. `/daily` shows the board (`%s`).", r.Daily.Board)
	} else {
		pt.Fprintf(&s, "Today you have **%s, %s**%s: rank %d of %d.", pt.Sprintf("%d words", len(p.Found)), pt.Sprintf("%d points", p.Points), hintsNote(pt, p.Hints), p.Rank, p.Players)
		s.WriteByte('\n')
		s.WriteString(strings.TrimSuffix(ladderLine(pt, p.Points, r.Daily.MaxScore), "\n"))
	}
	return Reply{Text: s.String(), Ephemeral: true}, nil
}

func leaderboardCmd(ctx context.Context, b *Bot, req Request) (Reply, error) {
	if strings.EqualFold(strings.TrimSpace(req.Options["period"]), "rounds") {
		return roundWinners(ctx, b, req)
	}
	svc, err := b.dailyService()
	if err != nil {
		return Reply{}, err
	}
	period, err := challenge.ParsePeriod(req.Options["period"])
	if err != nil {
		return Reply{}, req.Errorf("There is no `%s` leaderboard: choose `today`, `week`, `all` or `rounds`.", clip(req.Options["period"], 20))
	}
	g, _ := GuildOf(req)
	lb, err := svc.Leaderboard(ctx, g, period)
	if err != nil {
		return Reply{}, err
	}
	pt := req.PublicPrinter() // the channel sees the leaderboard
	var s strings.Builder
	switch period {
	case challenge.Today:
		s.WriteString(pt.Sprintf("**Leaderboard, %s**", i18n.DayName(pt, lb.To)) + "\n")
	case challenge.Week:
		s.WriteString(pt.Sprintf("**Leaderboard, this week** (since %s)", i18n.DayName(pt, lb.From)) + "\n")
	default:
		s.WriteString(pt.Sprintf("**Leaderboard, all time**") + "\n")
	}
	if len(lb.Entries) == 0 {
		s.WriteString(pt.Sprintf("Nobody has scored yet. Be the first: `/daily` shows the board, `/guess` plays it."))
		return Reply{Text: s.String()}, nil
	}
	me := -1
	for i, e := range lb.Entries {
		if e.Player.ID == req.User.ID {
			me = i
		}
		if i >= leaderboardSize {
			continue
		}
		fmt.Fprintf(&s, "%d. **%s**: %s%s", e.Rank, nameOf(e.Player), pt.Sprintf("%d points", e.Points), hintsNote(pt, e.Hints))
		if period != challenge.Today {
			fmt.Fprintf(&s, " (%s)", pt.Sprintf("%d days", e.Days))
		}
		s.WriteByte('\n')
	}
	if n := len(lb.Entries) - leaderboardSize; n > 0 {
		s.WriteString(pt.Sprintf("…and %d more players.", n))
		if me >= leaderboardSize {
			s.WriteString(pt.Sprintf(" You are #%d with %s.", lb.Entries[me].Rank, pt.Sprintf("%d points", lb.Entries[me].Points)))
		}
	}
	return Reply{Text: strings.TrimSpace(s.String())}, nil
}

func statsCmd(ctx context.Context, b *Bot, req Request) (Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return Reply{}, err
	}
	g, _ := GuildOf(req)
	id := strings.TrimSpace(req.Options["user"])
	id = strings.TrimPrefix(id, "@")
	self := id == "" || id == req.User.ID
	if self {
		id = req.User.ID
	}
	st, err := svc.Stats(ctx, g, id)
	if err != nil {
		return Reply{}, err
	}
	if !self && st.DaysPlayed == 0 { // a name typed as text: the console, or Slack's "@alice"
		if byName, ok, err := findPlayer(ctx, svc, g, id); err != nil {
			return Reply{}, err
		} else if ok {
			id = byName
			if st, err = svc.Stats(ctx, g, id); err != nil {
				return Reply{}, err
			}
		}
	}
	name := nameOf(st.Player)
	switch {
	case self && st.Player.Name == "":
		name = nameOf(PlayerOf(req))
	case st.Player.Name == "":
		name = req.Markup().Mention(clip(id, 40)) // ids are short; this is no player's
	}
	var rounds round.Stats
	if b.cfg.Rounds != nil {
		if rounds, err = b.cfg.Rounds.PlayerStats(ctx, req.Platform, req.Guild, id); err != nil {
			return Reply{}, err
		}
	}
	pt := req.Printer()
	roundsLine := pt.Sprintf("• Live rounds: **%s played**, %s won", pt.Sprintf("%d rounds", rounds.Played), pt.Sprintf("%d rounds", rounds.Won)) + "\n"
	if st.DaysPlayed == 0 {
		text := pt.Sprintf("%s hasn't played the daily challenge here yet.", name)
		if self {
			text = pt.Sprintf("You haven't played the daily challenge here yet. `/daily` shows today's board; `/guess` plays it.")
		}
		if rounds.Played > 0 {
			text += "\n" + strings.TrimSuffix(roundsLine, "\n")
		}
		return Reply{Text: text, Ephemeral: true}, nil
	}
	var s strings.Builder
	s.WriteString(pt.Sprintf("**%s** in the daily challenge", name) + "\n")
	s.WriteString(pt.Sprintf("• **%s**, %s over %s", pt.Sprintf("%d points", st.Points), pt.Sprintf("%d words", st.Words), pt.Sprintf("%d days", st.DaysPlayed)) + "\n")
	s.WriteString(pt.Sprintf("• Streak: **%s** (best %s)", pt.Sprintf("%d days", st.CurrentStreak), pt.Sprintf("%d days", st.BestStreak)) + "\n")
	s.WriteString(pt.Sprintf("• Best day: **%s** on %s", pt.Sprintf("%d points", st.BestDay.Points), i18n.DayName(pt, st.BestDay.Day)) + "\n")
	if fav := st.Favourite; fav.Word != "" {
		tier := "" // the server's language: its daily's words
		if set, err := svc.Settings(ctx, g); err == nil {
			tier = set.Tier
		}
		hidden := false
		if !self { // a word found today stays secret until the reveal
			_, p, err := svc.Today(ctx, g, id)
			if err != nil {
				return Reply{}, err
			}
			for _, w := range p.Found {
				hidden = hidden || w.Word == fav.Word
			}
		}
		if hidden {
			s.WriteString(pt.Sprintf("• Favourite long word: found today, revealed after midnight (%d letters)", lang.LettersIn(tier, fav.Word)) + "\n")
		} else {
			shown := lang.DisplayIn(tier, fav.Word)
			s.WriteString(pt.Sprintf("• Favourite long word: **%s** (%s)", solver.LTRFace(shown), pt.Sprintf("%d points", fav.Points)) + "\n")
		}
	}
	if rounds.Played > 0 {
		s.WriteString(roundsLine)
	}
	return Reply{Text: strings.TrimSpace(s.String()), Ephemeral: true}, nil
}

func dailySetupCmd(ctx context.Context, b *Bot, req Request) (Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return Reply{}, err
	}
	g, dm := GuildOf(req)
	if dm {
		return Reply{}, req.Errorf("Set up the daily challenge in a server channel. In a direct message you play today's board on your own (UTC days), with `/daily` and `/guess`.")
	}
	if admin, err := req.Admin(ctx); err != nil {
		return Reply{}, err
	} else if !admin {
		return Reply{}, &UserError{req.Markup().NotAdmin(req.Printer(), req.User, req.Printer().Sprintf("set up the daily challenge"))}
	}
	cur, err := svc.Settings(ctx, g)
	if err != nil {
		return Reply{}, err
	}
	set, err := readSetup(ctx, req, cur.Upcoming()) // what the guild chose, including a change waiting for tomorrow
	if err != nil {
		return Reply{}, err
	}
	if set, err = svc.Setup(ctx, set); err != nil {
		return Reply{}, err
	}
	return Reply{Text: setupText(b, req, set)}, nil
}

// readSetup reads /daily setup's options over set, the settings as they
// are; a new posts channel must be one the bot can post in.
func readSetup(ctx context.Context, req Request, set challenge.Settings) (challenge.Settings, error) {
	was := set.Channel
	opt := func(name string) string { return strings.TrimSpace(req.Options[name]) }
	stop := false
	if v := opt("stop"); v != "" {
		switch strings.ToLower(v) {
		case "true", "yes", "on", "1":
			stop = true
		case "false", "no", "off", "0":
		default:
			return set, Refusef("`stop` is `true` or `false`, not `%s`.", clip(v, 20))
		}
	}
	var err error
	switch {
	case stop:
		set.Channel = ""
	case opt("channel") != "":
		if set.Channel, err = req.Markup().ChannelID(opt("channel")); err != nil {
			return set, err
		}
	case set.Channel == "":
		set.Channel = req.Channel
	}
	if set.Channel != "" && set.Channel != was {
		if err := req.CanPost(ctx, set.Channel); err != nil {
			return set, err
		}
	}
	if v := opt("time"); v != "" {
		set.PostTime = v
	}
	if v := opt("timezone"); v != "" {
		set.Timezone = v
	}
	if set.Size, err = IntOption(req, "size", set.Size, 4, 5); err != nil {
		return set, Refusef("`size` is 4 or 5, not `%s`.", clip(opt("size"), 20))
	}
	if v := opt("dict"); v != "" {
		set.Tier = v
	}
	if v := opt("language"); v != "" {
		// Another language plays its own list, named as a dictionary
		// (bot/lang.go); English goes back to the default tier.
		if set.Tier, err = DailyLangTier(v, set.Tier); err != nil {
			return set, err
		}
	}
	return set, nil
}

// setupText is the channel's note of a setup: who changed what, today's
// game (which no setup changes) and tomorrow's when it differs, and when
// the board goes out.
func setupText(b *Bot, req Request, set challenge.Settings) string {
	who := nameOf(PlayerOf(req))
	today := set.DayAt(b.now())
	rules := set.On(today)
	loc := rules.Location()
	now := b.now().In(loc)
	scheduled := req.Surface().Scheduled
	pt := req.PublicPrinter() // the channel sees the set-up
	var s strings.Builder
	if set.Channel == "" {
		s.WriteString(pt.Sprintf("**Daily posts stopped** by %s. Scores are kept, and everyone can still play with `/daily` and `/guess`. Turn the posts back on with `/daily setup channel:#channel`.", who) + "\n")
	} else {
		s.WriteString(pt.Sprintf("**Daily challenge set up** by %s.", who) + "\n")
		if scheduled {
			s.WriteString(pt.Sprintf("• Posts in %s: the board at **%s**, the results just after midnight", req.Markup().ChannelLink(set.Channel), set.PostTime) + "\n")
		}
	}
	s.WriteString(pt.Sprintf("• Days run midnight to midnight in **%s** (it's %s there now)", rules.Timezone, now.Format("15:04")) + "\n")
	s.WriteString(pt.Sprintf("• %dx%d board, **%s** dictionary", rules.Size, rules.Size, DictName(pt, rules.Tier)))
	if set.Pending() {
		// A day is played under one set of rules: changes wait for the next.
		s.WriteString("\n" + pt.Sprintf("**From tomorrow (%s): %s.** Today's game stays as it is.", i18n.DayName(pt, set.NextFrom), rulesText(pt, rules, set.Upcoming())))
	}
	switch at := set.OpenAt(today); {
	case set.Channel == "":
	case !scheduled:
		s.WriteString("\n" + pt.Sprintf("No boards are posted on a schedule here: `/daily` shows the board whenever you like."))
	case b.now().Before(at):
		s.WriteString("\n" + pt.Sprintf("Today's board goes out at %s.", at.In(loc).Format("15:04")))
	default:
		s.WriteString("\n" + pt.Sprintf("Today's board goes out within a minute."))
	}
	return s.String()
}

// completeTimezone suggests timezone names containing what was typed.
func completeTimezone(ctx context.Context, b *Bot, req Request, option, prefix string) []Choice {
	if option != "timezone" {
		return nil
	}
	q := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(prefix), " ", "_"))
	var first, rest []Choice
	for _, z := range timezones {
		lz := strings.ToLower(z)
		_, city, _ := strings.Cut(lz, "/")
		switch {
		case strings.HasPrefix(lz, q) || strings.HasPrefix(city, q):
			first = append(first, Choice{Label: z, Value: z})
		case strings.Contains(lz, q):
			rest = append(rest, Choice{Label: z, Value: z})
		}
	}
	out := append(first, rest...)
	return out[:min(25, len(out))]
}

// timezones are the names timezone autocomplete offers; any IANA name works.
var timezones = []string{
	"UTC",
	"Africa/Cairo", "Africa/Casablanca", "Africa/Johannesburg", "Africa/Lagos", "Africa/Nairobi",
	"America/Anchorage", "America/Argentina/Buenos_Aires", "America/Bogota", "America/Chicago",
	"America/Denver", "America/Edmonton", "America/Halifax", "America/Lima", "America/Los_Angeles",
	"America/Mexico_City", "America/New_York", "America/Phoenix", "America/Santiago",
	"America/Sao_Paulo", "America/St_Johns", "America/Toronto", "America/Vancouver", "America/Winnipeg",
	"Asia/Bangkok", "Asia/Dhaka", "Asia/Dubai", "Asia/Ho_Chi_Minh", "Asia/Hong_Kong", "Asia/Jakarta",
	"Asia/Jerusalem", "Asia/Karachi", "Asia/Kathmandu", "Asia/Kolkata", "Asia/Manila", "Asia/Seoul",
	"Asia/Shanghai", "Asia/Singapore", "Asia/Taipei", "Asia/Tehran", "Asia/Tokyo",
	"Atlantic/Azores", "Atlantic/Reykjavik",
	"Australia/Adelaide", "Australia/Brisbane", "Australia/Darwin", "Australia/Melbourne", "Australia/Perth", "Australia/Sydney",
	"Europe/Amsterdam", "Europe/Athens", "Europe/Berlin", "Europe/Brussels", "Europe/Bucharest",
	"Europe/Budapest", "Europe/Copenhagen", "Europe/Dublin", "Europe/Helsinki", "Europe/Istanbul",
	"Europe/Kyiv", "Europe/Lisbon", "Europe/London", "Europe/Madrid", "Europe/Moscow", "Europe/Oslo",
	"Europe/Paris", "Europe/Prague", "Europe/Rome", "Europe/Stockholm", "Europe/Vienna", "Europe/Warsaw", "Europe/Zurich",
	"Pacific/Auckland", "Pacific/Fiji", "Pacific/Honolulu",
}

// findPlayer finds the id of a player of the guild by display name.
func findPlayer(ctx context.Context, svc *challenge.Service, g game.Guild, name string) (string, bool, error) {
	lb, err := svc.Leaderboard(ctx, g, challenge.AllTime)
	if err != nil {
		return "", false, err
	}
	for _, e := range lb.Entries {
		if strings.EqualFold(e.Player.Name, name) {
			return e.Player.ID, true, nil
		}
	}
	return "", false, nil
}

// rulesText describes the rules of next that differ from those of cur (a
// change waiting for tomorrow): "5x5 board, large dictionary, days midnight
// to midnight in Europe/Paris".
func rulesText(pt *message.Printer, cur, next challenge.Settings) string {
	var parts []string
	if next.Size != cur.Size || next.Tier != cur.Tier {
		parts = append(parts, pt.Sprintf("%dx%d board, %s dictionary", next.Size, next.Size, DictName(pt, next.Tier)))
	}
	if next.Timezone != cur.Timezone {
		parts = append(parts, pt.Sprintf("days midnight to midnight in %s", next.Timezone))
	}
	return strings.Join(parts, ", ")
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// ladderLine is where points put a player on the day's score ladder
// (challenge.LevelAt): "🐝 **Nice** · 12 more points to Great".
func ladderLine(pt *message.Printer, points, maxScore int) string {
	st := challenge.LevelAt(points, maxScore)
	if st.Next.Name == "" {
		return pt.Sprintf("🐝 **%s**: every point on the board!", challenge.LevelName(pt, st.Level)) + "\n"
	}
	return pt.Sprintf("🐝 **%s** · %d more points to %s", challenge.LevelName(pt, st.Level), st.NextAt-points, challenge.LevelName(pt, st.Next)) + "\n"
}

// practiceCmd is /daily day:YYYY-MM-DD: the board of a past day, on which
// the player's guesses are judged for practice until they go back to
// today (/daily) or challenge.PracticeFor passes.
func practiceCmd(ctx context.Context, b *Bot, req Request, svc *challenge.Service, g game.Guild, v string) (Reply, error) {
	today, err := b.guildToday(ctx, svc, g)
	if err != nil {
		return Reply{}, err
	}
	day, err := ReadDay(v, today)
	if err != nil {
		return Reply{}, err
	}
	pr, err := svc.StartPractice(ctx, g, req.User.ID, day)
	if err != nil {
		return Reply{}, err
	}
	d := pr.Daily
	p := req.Printer()
	var s strings.Builder
	p.Fprintf(&s, "**Practice: %s** `%s` (%dx%d, %s dictionary). It doesn't count for the leaderboard, your streak or stats.",
		i18n.DayName(p, d.Day), d.Board, d.Board.Size(), d.Board.Size(), DictName(p, d.Settings.Tier))
	s.WriteByte('\n')
	if len(pr.Found) == 0 {
		p.Fprintf(&s, "It hides %s worth %s.", p.Sprintf("%d words", d.Possible), p.Sprintf("%d points", d.MaxScore))
	} else {
		p.Fprintf(&s, "In practice you've found **%d of %s, %s**.", len(pr.Found), p.Sprintf("%d words", d.Possible), p.Sprintf("%d points", pr.Points))
	}
	s.WriteByte('\n')
	p.Fprintf(&s, "For the next %s, `/guess words:one two three` plays this board. `/daily` goes back to today's; `/daily review %s` shows what you missed.",
		i18n.Coarse(p, challenge.PracticeFor), d.Day)
	Slow(ctx, true)
	img, err := b.Draw(ctx, "practice.png", p.Sprintf("The daily board of %s, for practice: %s", i18n.DayName(p, d.Day), d.Board),
		func(w io.Writer) error {
			return b.render.Board(w, p, d.Board, p.Sprintf("Practice · %s", i18n.DayName(p, d.Day)))
		})
	if err != nil {
		return Reply{}, err
	}
	return Reply{Text: s.String(), Image: img, Ephemeral: true}, nil
}

// practiceGuess plays a guess on the day the player practises, if any:
// ok is false when they practise none and the guess is the daily's.
func (b *Bot) practiceGuess(ctx context.Context, svc *challenge.Service, req Request, input string) (r Reply, ok bool, err error) {
	g, _ := GuildOf(req)
	day, ok, err := svc.Practising(ctx, g, req.User.ID)
	if err != nil || !ok {
		return Reply{}, ok, err
	}
	if noWords(input) {
		return Reply{}, true, req.Errorf("%sWhich words? For example `/guess words:quilts relic slur`. You're practising %s: `/daily day:%s` shows its board, `/daily` goes back to today's.", readNothing(req.Printer(), input), i18n.DayName(req.Printer(), day), day)
	}
	res, err := svc.PracticeGuess(ctx, g, PlayerOf(req), day, input)
	if err != nil {
		return Reply{}, true, err
	}
	p := req.Printer()
	var s strings.Builder
	p.Fprintf(&s, "**Practice, %s:** ", i18n.DayName(p, day))
	writeJudgements(p, &s, res.Judgements, res.Daily.Settings.Tier, res.Daily.MinLen)
	if res.Added > 0 {
		p.Fprintf(&s, "**+%s** (practice). ", p.Sprintf("%d points", res.Gained))
	}
	p.Fprintf(&s, "In practice you have **%d of %s, %s**; it doesn't count. `/daily` goes back to today's board.",
		len(res.Progress.Found), p.Sprintf("%d words", res.Daily.Possible), p.Sprintf("%d points", res.Progress.Points))
	return Reply{Text: s.String(), Ephemeral: true}, true, nil
}
