package daily_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/daily"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

func TestDailyNotEnabled(t *testing.T) {
	b := app.New(app.Config{Renderer: &bottest.Renderer{}, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	for _, line := range []string{"/daily", "/daily setup time:09:00", "/guess quilts", "/leaderboard", "/stats"} {
		r, err := app.Commands().ParseText(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		r.Platform, r.User, r.Guild, r.IsAdmin = "discord", bot.User{ID: "u"}, "g", true
		got := b.Handle(context.Background(), r)
		if got.Text != daily.NotEnabled || !got.Ephemeral {
			t.Errorf("%s without a daily challenge: %+v", line, got)
		}
	}
	// The commands the message says work without a database do.
	examples := map[string]string{"solve": "/solve lqre slus atic nren", "path": "/path sinecure lqre slus atic nren",
		"random": "/random", "define": "/define recitals", "study": "/study"}
	named := regexp.MustCompile("`/([a-z]+)`").FindAllStringSubmatch(daily.NotEnabled, -1)
	if len(named) != len(examples) {
		t.Errorf("NotEnabled names %v; want the %d commands that need no database", named, len(examples))
	}
	for _, m := range named {
		line, ok := examples[m[1]]
		if !ok {
			t.Errorf("NotEnabled names /%s, which this test does not try", m[1])
			continue
		}
		r, err := app.Commands().ParseText(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		r.Platform, r.User, r.Guild, r.Channel = "discord", bot.User{ID: "u"}, "g", "c"
		if got := b.Handle(context.Background(), r); got.Text == "" || strings.Contains(got.Text, "isn't enabled") || strings.Contains(got.Text, "went wrong") {
			t.Errorf("%s without a database: %+v", line, got)
		}
	}
}

func TestDailyCommand(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	board, words := apptest.TodaysWords(t, "common")
	r := rig.Do(apptest.As("discord", "ann", "daily"))
	if !r.Ephemeral || r.Image == nil || len(r.Image.PNG) == 0 {
		t.Fatalf("/daily: want an ephemeral image, got %+v", r)
	}
	apptest.MustContain(t, "/daily", r.Text, "Daily board, Tuesday 14 July", "`"+board.String()+"`", "haven't found any words",
		fmt.Sprintf("hides %d words", len(words)), "The day ends in 14h 00m (midnight, UTC)")
	if want := fmt.Sprintf("board %s %q", board, "Daily board · Tuesday 14 July"); rig.R.Last() != want {
		t.Errorf("render call %q, want %q", rig.R.Last(), want)
	}
	rig.Do(apptest.As("discord", "ann", "guess", "words", words[0].Word+" "+words[1].Word))
	r = rig.Do(apptest.As("discord", "ann", "daily"))
	apptest.MustContain(t, "/daily after guessing", r.Text,
		fmt.Sprintf("**2 of %d words, %d points**: rank 1 of 1", len(words), words[0].Points+words[1].Points),
		fmt.Sprintf("Your words: %s %d · %s %d", words[0].Word, words[0].Points, words[1].Word, words[1].Points))
	// Privacy: another player's /daily shows none of ann's words.
	r = rig.Do(apptest.As("discord", "bob", "daily"))
	for _, w := range words[:2] {
		if apptest.HasWord(r.Text, w.Word) {
			t.Errorf("bob's /daily shows ann's word %q:\n%s", w.Word, r.Text)
		}
	}
	apptest.MustContain(t, "bob's /daily", r.Text, "haven't found any words")
}

func TestGuess(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	board, words := apptest.TodaysWords(t, "common")
	_, large := apptest.TodaysWords(t, "large")
	common := map[string]bool{}
	for _, w := range words {
		common[w.Word] = true
	}
	rare := ""
	for _, w := range large {
		if !common[w.Word] {
			rare = w.Word
			break
		}
	}
	if rare == "" {
		t.Fatalf("board %s: no word of the large dictionary outside the common one", board)
	}
	w0, w1, w2 := words[0], words[1], words[2]
	guess := func(user, words string) bot.Reply {
		t.Helper()
		r := rig.Do(apptest.As("discord", user, "guess", "words", words))
		if !r.Ephemeral {
			t.Errorf("/guess %s: reply is public: %s", words, r.Text)
		}
		return r
	}
	r := guess("ann", fmt.Sprintf("%s %s %s zzzzzz ab 12ab", w0.Word, strings.ToUpper(w1.Word), rare))
	apptest.MustContain(t, "first guess", r.Text,
		fmt.Sprintf("**Accepted:** %s +%d · %s +%d\n", w0.Word, w0.Points, w1.Word, w1.Points),
		"**Not in the common dictionary:** "+rare+"\n",
		"**Too short (3+ letters):** ab\n",
		"**Not on the board:** zzzzzz\n",
		"**Not a word (letters a-z only):** `12ab`\n",
		fmt.Sprintf("**+%d points.** Today you have **2 words, %d points**: rank 1 of 1.", w0.Points+w1.Points, w0.Points+w1.Points))
	if strings.Contains(r.Text, "Already") {
		t.Errorf("first guess: %s", r.Text)
	}
	r = guess("ann", w0.Word+", "+w2.Word)
	total := w0.Points + w1.Points + w2.Points
	apptest.MustContain(t, "second guess", r.Text, "**Already found:** "+w0.Word+"\n", "**Accepted:** "+w2.Word,
		fmt.Sprintf("Today you have **3 words, %s**", apptest.Plural(total, "point")))
	// bob finds one word: ann stays first, bob is second of two.
	r = guess("bob", w2.Word)
	apptest.MustContain(t, "bob's guess", r.Text, "rank 2 of 2")
	r = guess("bob", "zzzzzz")
	apptest.MustContain(t, "a guess with nothing new", r.Text, "**Not on the board:** zzzzzz", "Today you have **1 word,")
	if strings.Contains(r.Text, "**+") {
		t.Errorf("a guess with nothing new claims points: %s", r.Text)
	}

	// Errors the player can fix.
	var many []string
	for i := range 53 {
		many = append(many, fmt.Sprintf("w%02d", i))
	}
	r = guess("cat", strings.Join(many, " "))
	apptest.MustContain(t, "too many words", r.Text, "That's 53 words; enter at most 50 at a time.")
	r = guess("cat", "  ")
	apptest.MustContain(t, "no words", r.Text, "Which words?")
	// Free text, as on Slack and the console.
	p, err := app.Commands().ParseText("/guess " + w1.Word + " " + w2.Word)
	if err != nil || p.Command != "guess" || p.Options["words"] != w1.Word+" "+w2.Word {
		t.Fatalf("ParseText(/guess ...) = %+v, %v", p, err)
	}
	// Fifty long junk words still fit a message.
	var junk []string
	for i := range 50 {
		junk = append(junk, fmt.Sprintf("%s%c", strings.Repeat("q", 38), 'a'+i%26)+strings.Repeat("x", i/26))
	}
	r = guess("dan", strings.Join(junk, " "))
	if len([]rune(r.Text)) > bot.MaxText || !strings.Contains(r.Text, "Not on the board") { // Discord counts characters
		t.Errorf("50 long words: %d characters: %s", len([]rune(r.Text)), r.Text)
	}
}

func TestLeaderboardAndStats(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	_, words := apptest.TodaysWords(t, "common")
	play := func(user string, ws ...solver.Word) int {
		var s []string
		sum := 0
		for _, w := range ws {
			s = append(s, w.Word)
			sum += w.Points
		}
		rig.Do(apptest.As("discord", user, "guess", "words", strings.Join(s, " ")))
		return sum
	}
	r := rig.Do(apptest.As("discord", "ann", "leaderboard"))
	apptest.MustContain(t, "empty leaderboard", r.Text, "Nobody has scored yet")

	// Monday: ann and bob play. Tuesday (today): ann, bob and cat.
	rig.Clock.Set(apptest.DailyStart.Add(-24 * time.Hour))
	_, monday := func() (solver.Board, []solver.Word) {
		b, _ := challenge.DailyBoard(challenge.DefaultSeed, game.DayOf(rig.Clock.Now(), time.UTC), 4)
		d, _ := dict.Embedded("common")
		return b, solver.Solve(b, d, solver.Rules{}).Words
	}()
	annMon := play("ann", monday[0])
	bobMon := play("bob", monday[0], monday[1])
	rig.Clock.Set(apptest.DailyStart)
	annTue := play("ann", words[0], words[1], words[2])
	bobTue := play("bob", words[3])
	catTue := play("cat", words[4])

	r = rig.Do(apptest.As("discord", "cat", "leaderboard"))
	if r.Ephemeral {
		t.Error("/leaderboard should be public")
	}
	// The default view is the season: July, its 14th day.
	apptest.MustContain(t, "season", r.Text, "**Leaderboard, season of July 2026** (day 14 of 31)",
		fmt.Sprintf("**ann**: %s (2 days)", apptest.Plural(annMon+annTue, "point")))
	r = rig.Do(apptest.As("discord", "cat", "leaderboard", "period", "today"))
	apptest.MustContain(t, "today", r.Text, "**Leaderboard, Tuesday 14 July**", fmt.Sprintf("1. **ann**: %s", apptest.Plural(annTue, "point")))
	if strings.Index(r.Text, "**ann**") > strings.Index(r.Text, "**bob**") {
		t.Errorf("ann should lead today:\n%s", r.Text)
	}
	// Only points: no word anyone found.
	for _, w := range append(words[:5:5], monday[:2]...) {
		if apptest.HasWord(r.Text, w.Word) {
			t.Errorf("the leaderboard shows the word %q:\n%s", w.Word, r.Text)
		}
	}
	_ = catTue
	r = rig.Do(apptest.As("discord", "cat", "leaderboard", "period", "week"))
	apptest.MustContain(t, "week", r.Text, "this week** (since Monday 13 July)",
		fmt.Sprintf("**ann**: %s (2 days)", apptest.Plural(annMon+annTue, "point")),
		fmt.Sprintf("**bob**: %s (2 days)", apptest.Plural(bobMon+bobTue, "point")))
	r = rig.Do(apptest.As("discord", "cat", "leaderboard", "period", "all"))
	apptest.MustContain(t, "all time", r.Text, "all time**", fmt.Sprintf("**cat**: %s (1 day)", apptest.Plural(catTue, "point")))
	r = rig.Do(apptest.As("discord", "cat", "leaderboard", "period", "year"))
	apptest.MustContain(t, "bad period", r.Text, "There is no `year` leaderboard")
	// Another server has its own leaderboard.
	other := apptest.As("discord", "ann", "leaderboard")
	other.Guild = "elsewhere"
	apptest.MustContain(t, "other guild", rig.Do(other).Text, "Nobody has scored yet")

	// Stats: yours, with your favourite word even if found today.
	r = rig.Do(apptest.As("discord", "ann", "stats"))
	longest := slices.MaxFunc([]solver.Word{words[0], words[1], words[2], monday[0]}, func(a, b solver.Word) int {
		if len(a.Word) != len(b.Word) {
			return len(a.Word) - len(b.Word)
		}
		if a.Points != b.Points {
			return a.Points - b.Points
		}
		return strings.Compare(b.Word, a.Word)
	})
	apptest.MustContain(t, "own stats", r.Text, "**ann** in the daily challenge",
		fmt.Sprintf("**%s**, 4 words over 2 days", apptest.Plural(annMon+annTue, "point")),
		"Streak: **2 days** (best 2 days)",
		fmt.Sprintf("Best day: **%s** on Tuesday 14 July", apptest.Plural(annTue, "point")))
	if !r.Ephemeral {
		t.Error("/stats should be ephemeral")
	}
	apptest.MustContain(t, "own favourite", r.Text, "Favourite long word: **"+longest.Word+"**")
	// Someone else's stats hide a favourite found today.
	r = rig.Do(apptest.As("discord", "cat", "stats", "user", "id-ann"))
	apptest.MustContain(t, "ann's stats seen by cat", r.Text, "**ann** in the daily challenge")
	for _, w := range words[:3] {
		if apptest.HasWord(r.Text, w.Word) {
			t.Errorf("cat sees ann's word %q of today:\n%s", w.Word, r.Text)
		}
	}
	if fromMonday := longest.Word == monday[0].Word; apptest.HasWord(r.Text, longest.Word) != fromMonday {
		t.Errorf("favourite %q (found on Monday: %v) shown wrongly:\n%s", longest.Word, fromMonday, r.Text)
	}
	// A name typed as text (the console, Slack's "@ann") finds the player too.
	apptest.MustContain(t, "stats by name", rig.Do(apptest.As("discord", "cat", "stats", "user", "@Ann")).Text,
		fmt.Sprintf("**ann** in the daily challenge\n• **%s**", apptest.Plural(annMon+annTue, "point")))
	r = rig.Do(apptest.As("discord", "cat", "stats", "user", "id-zed"))
	apptest.MustContain(t, "never played", r.Text, "<@id-zed> hasn't played the daily challenge here yet.")
	r = rig.Do(apptest.As("discord", "zed", "stats"))
	apptest.MustContain(t, "never played, self", r.Text, "You haven't played the daily challenge here yet.")
}

func TestDailySetup(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	ctx := context.Background()
	g := game.Guild{Platform: "discord", ID: "g"}

	r := rig.Do(apptest.As("discord", "ann", "daily setup", "channel", "C9", "time", "18:30", "timezone", "Europe/Paris"))
	apptest.MustContain(t, "non-admin", r.Text, "Only this platform's admins can set up the daily challenge")
	if set, _ := rig.Svc.Settings(ctx, g); set.Channel != "" {
		t.Fatalf("a non-admin changed the settings: %+v", set)
	}
	admin := apptest.As("discord", "ann", "daily setup", "channel", "C9", "time", "18:30", "timezone", "Europe/Paris", "size", "5", "dict", "standard")
	admin.IsAdmin = true
	r = rig.Do(admin)
	if r.Ephemeral {
		t.Error("setup should be announced in the channel")
	}
	apptest.MustContain(t, "admin setup", r.Text, "**Daily challenge set up** by ann.", "Posts in <#C9>: the board at **18:30**",
		"in **Europe/Paris** (it's 12:00 there now)", "5x5 board, **standard** dictionary", "Today's board goes out at 18:30.")
	set, err := rig.Svc.Settings(ctx, g)
	if err != nil || set.Channel != "C9" || set.PostTime != "18:30" || set.Timezone != "Europe/Paris" || set.Size != 5 || set.Tier != "standard" {
		t.Fatalf("settings %+v, %v", set, err)
	}
	// Changing one thing keeps the rest.
	admin.Options = map[string]string{"time": "7:05"}
	r = rig.Do(admin)
	apptest.MustContain(t, "change the time", r.Text, "<#C9>: the board at **07:05**", "Today's board goes out within a minute.")
	if set, _ := rig.Svc.Settings(ctx, g); set.Timezone != "Europe/Paris" || set.Size != 5 {
		t.Errorf("settings after changing the time: %+v", set)
	}
	for _, tt := range []struct{ opt, val, want string }{
		{"time", "25:00", "I can't set that up: the time is wrong. `25:00` is not a time of day"},
		{"timezone", "Mars/Olympus", "I can't set that up: the timezone is wrong. There is no timezone `Mars/Olympus`"},
		{"size", "6", "`size` is 4 or 5, not `6`."},
		{"stop", "maybe", "`stop` is `true` or `false`"},
	} {
		admin.Options = map[string]string{tt.opt: tt.val}
		r = rig.Do(admin)
		apptest.MustContain(t, tt.opt+":"+tt.val, r.Text, tt.want)
		if !r.Ephemeral {
			t.Errorf("%s:%s: error is public", tt.opt, tt.val)
		}
	}
	admin.Options = map[string]string{"stop": "true"}
	apptest.MustContain(t, "stop", rig.Do(admin).Text, "**Daily posts stopped** by ann.")
	if set, _ := rig.Svc.Settings(ctx, g); set.Channel != "" || set.Timezone != "Europe/Paris" {
		t.Errorf("after stop: %+v", set)
	}

	// Whoever the adapter marks as admin may set up; with no channel
	// given, this channel. Channels and refusals are written the
	// platform's way (Markup).
	slack := func(opts ...string) bot.Request {
		r := apptest.As("slack", "ann", "daily setup", opts...)
		r.IsAdmin = true
		return r
	}
	r = rig.Do(slack("timezone", "America/New_York"))
	apptest.MustContain(t, "slack setup", r.Text, "**Daily challenge set up** by ann.", "Posts in <#chan>", "**America/New_York** (it's 06:00 there now)")
	apptest.MustContain(t, "slack channel by name", rig.Do(slack("channel", "#general")).Text,
		"I can't look up Slack channels by name (`#general`).")
	apptest.MustContain(t, "slack channel by id", rig.Do(slack("channel", "C0123ABCD")).Text, "Posts in <#C0123ABCD>")
	// A new posts channel must pass the adapter's check, when it has one;
	// a setup that keeps the channel is not checked again.
	var checked []string
	rig.Bot.Register(bot.Platform{Name: "slack", Markup: apptest.Angle{}, Scheduled: true, CanPost: func(_ context.Context, _ bot.Request, ch string) error {
		checked = append(checked, ch)
		if ch == "C0NOTMEMBER" {
			return game.E(game.NotAllowed, game.CodeChannelNotMember, game.Facts{"channel": "<#" + ch + ">"})
		}
		return nil
	}})
	r1 := slack("channel", "C0NOTMEMBER")
	if r := rig.Do(r1); !r.Ephemeral || !strings.HasPrefix(r.Text, "I'm not a member of <#C0NOTMEMBER>, so I can't post boards there.") {
		t.Errorf("a channel the adapter refuses: %q", r.Text)
	}
	if set, _ := rig.Svc.Settings(ctx, game.Guild{Platform: "slack", ID: "g"}); set.Upcoming().Channel != "C0123ABCD" {
		t.Errorf("a refused channel was taken: %+v", set)
	}
	r2 := slack("time", "08:00")
	apptest.MustContain(t, "slack setup keeping the channel", rig.Do(r2).Text, "Posts in <#C0123ABCD>")
	if len(checked) != 1 {
		t.Errorf("channels checked: %q, want only the new one", checked)
	}
	// A member who is not an admin is told who may, in the platform's words.
	notListed := rig.Do(apptest.As("slack", "bob", "daily setup", "timezone", "Asia/Tokyo"))
	if !notListed.Ephemeral {
		t.Errorf("refusal is public: %q", notListed.Text)
	}
	apptest.MustContain(t, "slack non-admin", notListed.Text, "Only this platform's admins can set up the daily challenge; you are id-bob.")
	// A direct message on Discord has no setup.
	dm := apptest.As("discord", "ann", "daily setup", "time", "10:00")
	dm.Guild, dm.IsAdmin = "", true
	apptest.MustContain(t, "dm setup", rig.Do(dm).Text, "Set up the daily challenge in a server channel")
	// The console: the keyboard's owner is the admin; no scheduled posts.
	c := apptest.As(apptest.ConsoleName, "ann", "daily setup", "timezone", "Asia/Tokyo")
	c.Guild, c.IsAdmin = "local", true
	if r := rig.Do(c); !strings.Contains(r.Text, "No boards are posted on a schedule here") || strings.Contains(r.Text, "Posts in") {
		t.Errorf("console setup:\n%s", r.Text)
	}

	// The day follows the guild's timezone: at 16:00 UTC on the 14th it is
	// already the 15th in Tokyo.
	rig.Clock.Set(apptest.DailyStart.Add(6 * time.Hour))
	c = apptest.As(apptest.ConsoleName, "ann", "daily")
	c.Guild = "local"
	apptest.MustContain(t, "console /daily in Tokyo", rig.Do(c).Text, "Daily board, Wednesday 15 July", "midnight, Asia/Tokyo")
	apptest.MustContain(t, "discord /daily in UTC", rig.Do(apptest.As("discord", "ann", "daily")).Text, "Daily board, Tuesday 14 July")
}

func TestDailyDirectMessages(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	_, words := apptest.TodaysWords(t, "common")
	dm := func(user, command string, opts ...string) bot.Request {
		r := apptest.As("discord", user, command, opts...)
		r.Guild = ""
		return r
	}
	rig.Do(dm("ann", "guess", "words", words[0].Word))
	rig.Do(dm("bob", "guess", "words", words[1].Word))
	// Each DM is a guild of one: ann's leaderboard has ann alone.
	r := rig.Do(dm("ann", "leaderboard"))
	apptest.MustContain(t, "dm leaderboard", r.Text, "1. **ann**")
	if strings.Contains(r.Text, "bob") {
		t.Errorf("ann's DM leaderboard shows bob:\n%s", r.Text)
	}
	// A server's leaderboard has neither.
	apptest.MustContain(t, "server", rig.Do(apptest.As("discord", "ann", "leaderboard")).Text, "Nobody has scored yet")
}

func TestCompleteTimezone(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	r := apptest.As("discord", "ann", "daily setup")
	r.IsAdmin = true
	for _, tt := range []struct{ prefix, want string }{
		{"paris", "Europe/Paris"}, {"Europe/Pa", "Europe/Paris"}, {"new y", "America/New_York"}, {"TOK", "Asia/Tokyo"}, {"", "UTC"},
	} {
		got := rig.Bot.Complete(context.Background(), r, "timezone", tt.prefix)
		if len(got) == 0 || got[0].Value != tt.want || len(got) > 25 {
			t.Errorf("Complete(timezone, %q) = %v, want %s first", tt.prefix, got, tt.want)
		}
	}
	if got := rig.Bot.Complete(context.Background(), r, "timezone", "zzz"); len(got) != 0 {
		t.Errorf("Complete(zzz) = %v", got)
	}
	// Every suggestion is a timezone Setup accepts.
	for _, c := range rig.Bot.Complete(context.Background(), r, "timezone", "a") {
		if _, err := (challenge.Settings{Guild: game.Guild{Platform: "x"}, Timezone: c.Value}).Normalize(); err != nil {
			t.Errorf("suggested %s: %v", c.Value, err)
		}
	}
}
