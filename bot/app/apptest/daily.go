package apptest

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/daily"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
	"github.com/bogglebot/bogglebot/wordnet"
)

// SlackLine runs a typed command as a Slack user of workspace "g", where
// anyone may run /daily setup.
func (rig *DailyRig) SlackLine(t *testing.T, user, line string) bot.Reply {
	t.Helper()
	r, err := app.Commands().ParseText(line)
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	r.Platform, r.User, r.Guild, r.Channel = "slack", bot.User{ID: "id-" + user, Name: user}, "g", "C0123ABCD"
	r.IsAdmin = true // as the Slack adapter marks everyone when SLACK_ADMINS is unset
	return rig.Do(r)
}

// DailyRig is a bot with a daily challenge on an in-memory store.
type DailyRig struct {
	Bot   *app.App
	Svc   *challenge.Service
	Store *memory.Store
	Clock *Clock
	R     *bottest.Renderer
	// Refused is what each call was refused with, by code.
	Refused *Refusals
}

// DailyStart is Tuesday 14 July 2026, 10:00 UTC.
var DailyStart = time.Date(2026, time.July, 14, 10, 0, 0, 0, time.UTC)

// NewDailyRig is a bot with the daily on a memory store, at DailyStart,
// with chat platforms discord and slack.
func NewDailyRig(t testing.TB) *DailyRig {
	t.Helper()
	rig := &DailyRig{Store: memory.New(), Clock: &Clock{T: DailyStart}, R: &bottest.Renderer{}}
	rig.Svc = challenge.New(challenge.Config{Store: rig.Store, Practice: rig.Store, Now: rig.Clock.Now, Owner: "test"})
	rig.Bot = app.New(app.Config{Daily: rig.Svc, Now: rig.Clock.Now, Renderer: rig.R,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RateLimit: bot.RateLimit{Burst: -1}})
	rig.Refused = Watch(rig.Bot.Bot)
	ChatPlatforms(rig.Bot, "discord", "slack", "chat")
	return rig
}

// Do handles r.
func (rig *DailyRig) Do(r bot.Request) bot.Reply { return rig.Bot.Handle(context.Background(), r) }

// TodaysWords returns the words of today's board (UTC) in a tier, best first.
func TodaysWords(t testing.TB, tier string) (solver.Board, []solver.Word) {
	t.Helper()
	b, err := challenge.DailyBoard(challenge.DefaultSeed, game.DayOf(DailyStart, time.UTC), 4)
	if err != nil {
		t.Fatal(err)
	}
	d, err := dict.Embedded(tier)
	if err != nil {
		t.Fatal(err)
	}
	return b, solver.Solve(b, d, solver.Rules{}).Words
}

// CheckMeanings checks the lines "• **word** ...: gloss" of text: 1 to
// most of them, each of a word in listed whose WordNet gloss it starts.
func CheckMeanings(t *testing.T, text, listed string, most int) {
	t.Helper()
	n := 0
	for line := range strings.Lines(text) {
		if !strings.HasPrefix(line, "• **") {
			continue
		}
		n++
		w, rest, _ := strings.Cut(strings.TrimPrefix(line, "• **"), "**")
		if !HasWord(listed, w) {
			t.Errorf("meaning %q is of a word not in %q", line, listed)
		}
		g, _, _, ok := wordnet.Gloss(w)
		if _, after, _ := strings.Cut(rest, "): "); !ok || !strings.HasPrefix(g, strings.TrimSuffix(strings.TrimSpace(after), "…")) {
			t.Errorf("meaning %q; WordNet says %q", line, g)
		}
	}
	if n == 0 || n > most {
		t.Errorf("%d meanings; want 1 to %d:\n%s", n, most, text)
	}
}

// Today is the rig's day (UTC).
func (rig *DailyRig) Today() game.Day { return game.DayOf(rig.Clock.Now(), time.UTC) }

// FakePoster records posts, or fails them as told.
type FakePoster struct {
	Platform string
	Clock    *Clock
	Fail     func() error // nil: succeed

	mu      sync.Mutex
	Posts   []string // "platform channel kind day at-UTC"
	Replies map[string]bot.Reply
}

func (p *FakePoster) Post(ctx context.Context, channel string, r bot.Reply) error {
	if p.Fail != nil {
		if err := p.Fail(); err != nil {
			return err
		}
	}
	kind := "?"
	switch {
	case strings.HasPrefix(r.Text, "**Daily board, "):
		kind = "open"
	case strings.HasPrefix(r.Text, "**Results of the daily board, "):
		kind = "reveal"
	case strings.HasPrefix(r.Text, "**Final standings, season of "):
		kind = "season"
	}
	// A day's posts: "**Daily board, Monday 13 July**: `...`"; a season's
	// "**Final standings, season of July 2026**".
	start, end := strings.Index(r.Text, ", ")+2, strings.Index(r.Text, "**:")
	if kind == "season" {
		start, end = len("**Final standings, season of "), strings.Index(r.Text[2:], "**")+2
	}
	day := r.Text[start:end]
	p.mu.Lock()
	defer p.mu.Unlock()
	line := fmt.Sprintf("%s %s %s %s %s", p.Platform, channel, kind, day, p.Clock.Now().UTC().Format("02 15:04"))
	p.Posts = append(p.Posts, line)
	if p.Replies == nil {
		p.Replies = map[string]bot.Reply{}
	}
	p.Replies[line] = r
	return nil
}

func (p *FakePoster) Take() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := p.Posts
	p.Posts = nil
	return out
}

// schedRig has three guilds in three timezones, and a console guild the
// scheduler cannot post to.
func NewSchedRig(t *testing.T) (*DailyRig, *daily.Scheduler, *FakePoster, *FakePoster) {
	t.Helper()
	rig := NewDailyRig(t)
	rig.Clock.Set(time.Date(2026, time.July, 13, 12, 0, 0, 0, time.UTC)) // a Monday
	for _, s := range []challenge.Settings{
		{Guild: game.Guild{Platform: "discord", ID: "paris"}, Channel: "P", PostTime: "09:00", Timezone: "Europe/Paris"},
		{Guild: game.Guild{Platform: "slack", ID: "ny"}, Channel: "N", PostTime: "08:30", Timezone: "America/New_York"},
		{Guild: game.Guild{Platform: "discord", ID: "tokyo"}, Channel: "T", PostTime: "07:00", Timezone: "Asia/Tokyo"},
		{Guild: game.Guild{Platform: ConsoleName, ID: "local"}, Channel: "console"},
	} {
		if _, err := rig.Svc.Setup(context.Background(), s); err != nil {
			t.Fatal(err)
		}
	}
	dp := &FakePoster{Platform: "discord", Clock: rig.Clock}
	sp := &FakePoster{Platform: "slack", Clock: rig.Clock}
	Posters(rig.Bot, dp, sp)
	s := &daily.Scheduler{Daily: rig.Bot.Daily}
	return rig, s, dp, sp
}

// Posters registers discord and slack on b, posting with d and s.
func Posters(b interface{ Register(bot.Platform) }, d, s bot.Poster) {
	b.Register(bot.Platform{Name: "discord", Markup: Angle{}, Poster: d, Scheduled: true})
	b.Register(bot.Platform{Name: "slack", Markup: Angle{}, Poster: s, Scheduled: true})
}
