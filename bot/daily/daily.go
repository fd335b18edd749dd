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
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// dailyCommands are the daily challenge's commands. They are always
// registered, so that every platform lists them; on a bot without
// Deps.Daily they answer NotEnabled instead of vanishing (a Slack
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
func (b *feature) dailyCommands() []bot.CommandSpec {
	return []bot.CommandSpec{
		{
			Name:        "daily",
			Description: "Today's daily board and your progress on it (only you see it)",
			Options: []bot.OptionSpec{
				{Name: "day", Meta: "DAY", Description: "replay a past day for practice, YYYY-MM-DD (never counts)", Positional: true},
			},
			Examples: []string{"/daily", "/daily yesterday"},
		},
		{
			Name:        "daily setup",
			Description: "Set the channel, time and timezone of the daily board posts (server admins)",
			Options: []bot.OptionSpec{
				{Name: "channel", Description: "where the daily board and results are posted (default: this channel)", Type: bot.Channel},
				{Name: "time", Description: "local time of the board's post, HH:MM on a 24-hour clock (default 09:00)"},
				{Name: "timezone", Description: "where days run midnight to midnight, e.g. Europe/Paris (default UTC)", Autocomplete: true, Spaces: true}, // "america/new york"
				{Name: "size", Description: "board size: 4 (Boggle, default) or 5 (Big Boggle)", Type: bot.Integer,
					Choices: []bot.Choice{{Label: "4x4", Value: "4"}, {Label: "5x5", Value: "5"}}},
				{Name: "dict", Description: "word list judging guesses: common (default), standard or large", Choices: bot.TierChoices()},
				{Name: "language", Description: "language of the daily board: a code such as fr, de, pl (default en; a wrong one lists all)"},
				{Name: "stop", Description: "stop the daily posts (scores are kept)", Type: bot.Boolean},
				{Name: "role", Description: "a role (on Slack a user group) the board's post pings; players join it with a button", Type: bot.Role},
				{Name: "no_role", Description: "stop pinging a role in the board's post", Type: bot.Boolean},
				{Name: "freezes", Description: "streak freezes a player may keep: one earned every 7 days played; 0 is off", Type: bot.Integer, Min: 0, Max: challenge.MaxFreezes},
			},
			Examples: []string{"/daily setup channel:#boggle time:09:00 timezone:Europe/Paris", "/daily setup freezes:2", "/daily setup stop:true"},
			Complete: b.completeTimezone,
		},
	}
}

func (b *feature) dailyCmd(ctx context.Context, req bot.Request) (bot.Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return bot.Reply{}, err
	}
	g, _ := bot.GuildOf(req)
	if v := strings.TrimSpace(req.Options["day"]); v != "" {
		return b.practiceCmd(ctx, req, svc, g, v)
	}
	if err := svc.EndPractice(ctx, g, req.User.ID); err != nil { // guesses go to today again
		return bot.Reply{}, err
	}
	d, p, err := svc.Today(ctx, g, req.User.ID)
	if err != nil {
		return bot.Reply{}, err
	}
	pt := req.Printer()
	var s strings.Builder
	pt.Fprintf(&s, "**Daily board, %s**: `%s` (%dx%d, %s dictionary)", i18n.DayName(pt, d.Day), d.Board, d.Board.Size(), d.Board.Size(), bot.DictName(pt, d.Settings.Tier))
	s.WriteByte('\n')
	if len(p.Found) == 0 {
		pt.Fprintf(&s, "You haven't found any words yet%s. It hides %s worth %s.", present.HintsTaken(pt, p.Hints), pt.Sprintf("%d words", d.Possible), pt.Sprintf("%d points", d.MaxScore))
		s.WriteByte('\n')
	} else {
		pt.Fprintf(&s, "You've found **%d of %s, %s**%s: rank %d of %d.", len(p.Found), pt.Sprintf("%d words", d.Possible), pt.Sprintf("%d points", p.Points), present.HintsNote(pt, p.Hints), p.Rank, p.Players)
		s.WriteByte('\n')
		s.WriteString(present.LadderLine(pt, p.Points, d.MaxScore))
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
		d.MinLen, i18n.Coarse(pt, d.Ends.Sub(b.Now())), d.Settings.Timezone)
	if set, err := svc.Settings(ctx, g); err == nil && set.Pending() && set.NextFrom == d.Day+1 {
		s.WriteString("\n" + pt.Sprintf("From tomorrow (%s): %s.", i18n.DayName(pt, set.NextFrom), rulesText(pt, d.Settings, set.Upcoming())))
	}
	bot.Slow(ctx, true)
	img, err := b.Draw(ctx, "daily.png", pt.Sprintf("Today's daily board: %s", d.Board),
		func(w io.Writer, rd bot.Renderer) error {
			return rd.Board(w, pt, d.Board, pt.Sprintf("Daily board · %s", i18n.DayName(pt, d.Day)))
		})
	if err != nil {
		return bot.Reply{}, err
	}
	reply := bot.Reply{Text: s.String(), Image: img, Ephemeral: true, Actions: shareActions(pt, len(p.Found), d.Day)}
	if b.Links != nil {
		reply.Actions = append(reply.Actions, bot.LinkButton(pt.Sprintf(bot.BoardLabel), b.Links.DailyLink(g, bot.PlayerOf(req), d.Day, req.PageLocale())))
		if label := req.Surface().Activity; label != "" {
			reply.Actions = append(reply.Actions, bot.Action{Kind: bot.Button, ID: bot.ActionID("daily", "activity"), Label: pt.Sprintf(label)})
		}
	}
	return reply, nil
}

func (b *feature) dailySetupCmd(ctx context.Context, req bot.Request) (bot.Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return bot.Reply{}, err
	}
	g, dm := bot.GuildOf(req)
	if dm {
		return bot.Reply{}, game.E(game.Invalid, game.CodeSetupDM)
	}
	if admin, err := req.Admin(ctx); err != nil {
		return bot.Reply{}, err
	} else if !admin {
		return bot.Reply{}, game.E(game.NotAllowed, game.CodeNotAdmin, game.Facts{"doing": "daily_setup"})
	}
	cur, err := svc.Settings(ctx, g)
	if err != nil {
		return bot.Reply{}, err
	}
	set, err := readSetup(ctx, req, cur.Upcoming()) // what the guild chose, including a change waiting for tomorrow
	if err != nil {
		return bot.Reply{}, err
	}
	// A first setup that names no language nor dictionary plays the
	// server's language (its locale where not English), else the
	// admin's, and says how to switch.
	var followed *lang.Language
	var whose bot.Whose
	if cur.Created.IsZero() && strings.TrimSpace(req.Options["language"]) == "" && strings.TrimSpace(req.Options["dict"]) == "" {
		if followed, whose = bot.LocaleOf(req); followed != nil {
			set.Tier = followed.Name
		}
	}
	role, label, roleAsked, err := b.setupRole(ctx, req) // refused before anything is set
	if err != nil {
		return bot.Reply{}, err
	}
	if set, err = svc.Setup(ctx, set); err != nil {
		return bot.Reply{}, err
	}
	text := b.setupText(req, set)
	if followed != nil {
		pt := req.PublicPrinter()
		name := i18n.LanguageName(pt, followed.Code)
		if whose == bot.ServersLanguage {
			text += "\n" + pt.Sprintf("The daily plays in %s, this server's language: `/daily setup language:en` for English, or another language's code.", name)
		} else {
			text += "\n" + pt.Sprintf("The daily plays in %s, your language: `/daily setup language:en` for English, or another language's code.", name)
		}
	}
	if roleAsked {
		if err := b.Roles.PutDailyRole(ctx, g, role); err != nil {
			return bot.Reply{}, err
		}
		text += "\n" + roleText(req, label)
	}
	return bot.Reply{Text: text}, nil
}

// readSetup reads /daily setup's options over set, the settings as they
// are; a new posts channel must be one the bot can post in.
func readSetup(ctx context.Context, req bot.Request, set challenge.Settings) (challenge.Settings, error) {
	was := set.Channel
	opt := func(name string) string { return strings.TrimSpace(req.Options[name]) }
	stop := false
	if v := opt("stop"); v != "" {
		switch strings.ToLower(v) {
		case "true", "yes", "on", "1":
			stop = true
		case "false", "no", "off", "0":
		default:
			return set, game.E(game.Invalid, game.CodeSetupStop, game.Facts{"typed": v})
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
	if set.Size, err = bot.IntOption(req, "size", set.Size, 4, 5); err != nil {
		return set, game.E(game.Invalid, game.CodeSetupSizeTyped, game.Facts{"typed": opt("size")})
	}
	if set.Freezes, err = bot.IntOption(req, "freezes", set.Freezes, 0, challenge.MaxFreezes); err != nil {
		return set, err
	}
	if v := opt("dict"); v != "" {
		set.Tier = v
	}
	if v := opt("language"); v != "" {
		// Another language plays its own list, named as a dictionary
		// (bot/lang.go); English goes back to the default tier.
		if set.Tier, err = dailyLangTier(v, set.Tier); err != nil {
			return set, err
		}
	}
	return set, nil
}

// setupText is the channel's note of a setup: who changed what, today's
// game (which no setup changes) and tomorrow's when it differs, and when
// the board goes out.
func (b *feature) setupText(req bot.Request, set challenge.Settings) string {
	who := present.NameOf(bot.PlayerOf(req))
	today := set.DayAt(b.Now())
	rules := set.On(today)
	loc := rules.Location()
	now := b.Now().In(loc)
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
	s.WriteString(pt.Sprintf("• %dx%d board, **%s** dictionary", rules.Size, rules.Size, bot.DictName(pt, rules.Tier)))
	if set.Freezes > 0 {
		s.WriteString("\n" + pt.Sprintf("• Streak freezes: a player keeps up to **%d**, earns one every %d days played, and a missed day spends one instead of breaking their streak", set.Freezes, challenge.FreezeEvery))
	}
	if set.Pending() {
		// A day is played under one set of rules: changes wait for the next.
		s.WriteString("\n" + pt.Sprintf("**From tomorrow (%s): %s.** Today's game stays as it is.", i18n.DayName(pt, set.NextFrom), rulesText(pt, rules, set.Upcoming())))
	}
	switch at := set.OpenAt(today); {
	case set.Channel == "":
	case !scheduled:
		s.WriteString("\n" + pt.Sprintf("No boards are posted on a schedule here: `/daily` shows the board whenever you like."))
	case b.Now().Before(at):
		s.WriteString("\n" + pt.Sprintf("Today's board goes out at %s.", at.In(loc).Format("15:04")))
	default:
		s.WriteString("\n" + pt.Sprintf("Today's board goes out within a minute."))
	}
	return s.String()
}

// completeTimezone suggests timezone names containing what was typed.
func (b *feature) completeTimezone(ctx context.Context, req bot.Request, option, prefix string) []bot.Choice {
	if option != "timezone" {
		return nil
	}
	q := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(prefix), " ", "_"))
	var first, rest []bot.Choice
	for _, z := range timezones {
		lz := strings.ToLower(z)
		_, city, _ := strings.Cut(lz, "/")
		switch {
		case strings.HasPrefix(lz, q) || strings.HasPrefix(city, q):
			first = append(first, bot.Choice{Label: z, Value: z})
		case strings.Contains(lz, q):
			rest = append(rest, bot.Choice{Label: z, Value: z})
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
		parts = append(parts, pt.Sprintf("%dx%d board, %s dictionary", next.Size, next.Size, bot.DictName(pt, next.Tier)))
	}
	if next.Timezone != cur.Timezone {
		parts = append(parts, pt.Sprintf("days midnight to midnight in %s", next.Timezone))
	}
	return strings.Join(parts, ", ")
}

// practiceCmd is /daily day:YYYY-MM-DD: the board of a past day, on which
// the player's guesses are judged for practice until they go back to
// today (/daily) or challenge.PracticeFor passes.
func (b *feature) practiceCmd(ctx context.Context, req bot.Request, svc *challenge.Service, g game.Guild, v string) (bot.Reply, error) {
	today, err := b.guildToday(ctx, svc, g)
	if err != nil {
		return bot.Reply{}, err
	}
	day, err := readDay(v, today)
	if err != nil {
		return bot.Reply{}, err
	}
	pr, err := svc.StartPractice(ctx, g, req.User.ID, day)
	if err != nil {
		return bot.Reply{}, err
	}
	d := pr.Daily
	p := req.Printer()
	var s strings.Builder
	p.Fprintf(&s, "**Practice: %s** `%s` (%dx%d, %s dictionary). It doesn't count for the leaderboard, your streak or stats.",
		i18n.DayName(p, d.Day), d.Board, d.Board.Size(), d.Board.Size(), bot.DictName(p, d.Settings.Tier))
	s.WriteByte('\n')
	if len(pr.Found) == 0 {
		p.Fprintf(&s, "It hides %s worth %s.", p.Sprintf("%d words", d.Possible), p.Sprintf("%d points", d.MaxScore))
	} else {
		p.Fprintf(&s, "In practice you've found **%d of %s, %s**.", len(pr.Found), p.Sprintf("%d words", d.Possible), p.Sprintf("%d points", pr.Points))
	}
	s.WriteByte('\n')
	p.Fprintf(&s, "For the next %s, `/guess words:one two three` plays this board. `/daily` goes back to today's; `/daily review %s` shows what you missed.",
		i18n.Coarse(p, challenge.PracticeFor), d.Day)
	bot.Slow(ctx, true)
	img, err := b.Draw(ctx, "practice.png", p.Sprintf("The daily board of %s, for practice: %s", i18n.DayName(p, d.Day), d.Board),
		func(w io.Writer, rd bot.Renderer) error {
			return rd.Board(w, p, d.Board, p.Sprintf("Practice · %s", i18n.DayName(p, d.Day)))
		})
	if err != nil {
		return bot.Reply{}, err
	}
	return bot.Reply{Text: s.String(), Image: img, Ephemeral: true}, nil
}

// practiceGuess plays a guess on the day the player practises, if any:
// ok is false when they practise none and the guess is the daily's.
func (b *feature) practiceGuess(ctx context.Context, svc *challenge.Service, req bot.Request, input string) (r bot.Reply, ok bool, err error) {
	g, _ := bot.GuildOf(req)
	day, ok, err := svc.Practising(ctx, g, req.User.ID)
	if err != nil || !ok {
		return bot.Reply{}, ok, err
	}
	if present.NoWords(input) {
		return bot.Reply{}, true, game.E(game.Invalid, game.CodeNoWordsTyped, game.Facts{"input": input, "doing": "practise", "day": day})
	}
	res, err := svc.PracticeGuess(ctx, g, bot.PlayerOf(req), day, input)
	if err != nil {
		return bot.Reply{}, true, err
	}
	p := req.Printer()
	var s strings.Builder
	p.Fprintf(&s, "**Practice, %s:** ", i18n.DayName(p, day))
	present.WriteJudgements(p, &s, res.Judgements, res.Daily.Settings.Tier, res.Daily.MinLen)
	if res.Added > 0 {
		p.Fprintf(&s, "**+%s** (practice). ", p.Sprintf("%d points", res.Gained))
	}
	p.Fprintf(&s, "In practice you have **%d of %s, %s**; it doesn't count. `/daily` goes back to today's board.",
		len(res.Progress.Found), p.Sprintf("%d words", res.Daily.Possible), p.Sprintf("%d points", res.Progress.Points))
	return bot.Reply{Text: s.String(), Ephemeral: true}, true, nil
}

// NotEnabled answers the daily commands on a bot without the daily (Deps.Daily nil).
var NotEnabled = i18n.Error("en", errDailyOff)

// errDailyOff is the error of the daily's commands on a Bot without
// Deps.Daily.
var errDailyOff = game.E(game.Unavailable, game.CodeDailyOff)

func (b *feature) dailyService() (*challenge.Service, error) {
	if b.Daily == nil {
		return nil, errDailyOff
	}
	return b.Daily, nil
}

// shareActions is the Share button under /daily of day, once the player has
// a word. Its id names the day: clicked after that day ended, it says so
// instead of sharing (or refusing) the next day.
func shareActions(pt *message.Printer, found int, day game.Day) []bot.Action {
	if found == 0 {
		return nil
	}
	return []bot.Action{{Kind: bot.Button, ID: bot.ActionID("daily", "share", day.String()), Label: pt.Sprintf("Share")}}
}

// reviewActions is the My words button under a day's results post: each
// player's /daily review of that day.
func reviewActions(pt *message.Printer, day game.Day) []bot.Action {
	return []bot.Action{{Kind: bot.Button, ID: bot.ActionID("daily", "review", day.String()), Label: pt.Sprintf("My words")}}
}

// guildToday is the guild's current day and its settings.
func (b *feature) guildToday(ctx context.Context, svc *challenge.Service, g game.Guild) (game.Day, error) {
	set, err := svc.Settings(ctx, g)
	if err != nil {
		return 0, err
	}
	return set.DayAt(b.Now()), nil
}

// revealMeanings is how many of the best words the daily's results define.
const revealMeanings = 3

// revealMeant is the words whose meanings the daily's results give: the
// best ones nobody found, or if every word was found, the board's best.
func revealMeant(ri challenge.RevealInfo) []string {
	ws := ri.Unfound
	if len(ws) == 0 && ri.Solution != nil {
		ws = ri.Solution.Words
	}
	out := make([]string, 0, min(len(ws), revealWords))
	for _, w := range ws[:min(len(ws), revealWords)] {
		out = append(out, w.Word)
	}
	return out
}

// revealWords is how many unfound words the results list and draw.
const revealWords = 10
