package web_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/live"
	"github.com/bogglebot/bogglebot/remind"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
	"github.com/bogglebot/bogglebot/web"
)

const secret = "0123456789abcdef0123456789abcdef"

// roundBoard is a board with known words ("quilts", "relic", "slur", ...).
const roundBoard = "lqre slus atic nren"

// clock is a settable clock shared by the services, the bot and the server.
// It stands still, or after Run moves on with the real clock (Add still
// jumps it).
type clock struct {
	mu  sync.Mutex
	t   time.Time
	run time.Time // when Run was called, or zero
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.run.IsZero() {
		return c.t
	}
	return c.t.Add(time.Since(c.run))
}

// Run makes the clock move on with the real one from now.
func (c *clock) Run()                { c.mu.Lock(); c.run = time.Now(); c.mu.Unlock() }
func (c *clock) Add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// rig is a bot and a web board on one store, served on loopback.
type rig struct {
	clock  *clock
	daily  *challenge.Service
	rounds *round.Service
	live   *live.Hub
	bot    *app.App
	web    *web.Server
	srv    *httptest.Server
	limit  atomic.Bool // when set, Allow refuses
	logs   *logBuffer  // what the web board and the bot logged, at debug level
	mem    *memory.Store
}

// logBuffer collects log lines for tests that check what is logged.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}
func (l *logBuffer) String() string { l.mu.Lock(); defer l.mu.Unlock(); return l.b.String() }

func newRig(t testing.TB, cfg func(*web.Config)) *rig {
	t.Helper()
	st := memory.New()
	r := &rig{clock: &clock{t: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}, logs: &logBuffer{}, mem: st}
	r.live = live.NewHub()
	r.daily = challenge.New(challenge.Config{Store: st, Practice: st, Now: r.clock.Now, Live: r.live, Grace: challenge.DefaultGrace})
	var seed atomic.Uint64
	r.rounds = round.New(round.Config{Store: st, Now: r.clock.Now, Owner: "test", Seed: func() uint64 { return seed.Add(1) }, Live: r.live, Grace: round.DefaultGrace})
	log := slog.New(slog.NewTextHandler(r.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	mux := http.NewServeMux()
	r.srv = httptest.NewUnstartedServer(mux)
	wc := web.Config{Secret: secret, Daily: r.daily, Live: r.live, Rounds: r.rounds, Now: r.clock.Now, Logger: log, Poll: 20 * time.Millisecond,
		Allow: func(ctx context.Context, key string) (bool, time.Duration) {
			if r.limit.Load() {
				return false, 2 * time.Second
			}
			return r.bot.Allow(ctx, key)
		},
		Words: func(ctx context.Context, key string, n int) (bool, time.Duration) {
			if r.limit.Load() {
				return false, 2 * time.Second
			}
			return true, 0
		},
		RoundGuessed: func(rd round.Round) { r.bot.Rounds.RoundGuessed(rd) },
		// The bot's own /remind and daily role, as serve's seam gives them.
		Reminders: rigSeam{r}, Roles: rigSeam{r}}
	r.srv.Start()
	t.Cleanup(r.srv.Close)
	wc.PublicURL = r.srv.URL
	if cfg != nil {
		cfg(&wc)
	}
	r.web = web.New(wc)
	if prefix, ok := strings.CutPrefix(wc.PublicURL, r.srv.URL); ok && prefix != "" {
		// Behind a proxy that serves the board under a path and strips it.
		inner := http.NewServeMux()
		r.web.Mount(inner)
		mux.Handle(prefix+"/", http.StripPrefix(prefix, inner))
	} else {
		r.web.Mount(mux)
	}
	r.bot = app.New(app.Config{Daily: r.daily, Rounds: r.rounds, Reminders: st, Roles: st, Now: r.clock.Now, Logger: log, Links: r.web,
		RateLimit: bot.RateLimit{Burst: 1000, Every: time.Millisecond}})
	return r
}

// guild and players of the tests.
var (
	guild = game.Guild{Platform: "chat", ID: "g1"}
	ann   = game.Player{ID: "u-ann", Name: "ann"}
	bob   = game.Player{ID: "u-bob", Name: "bob"}
)

// chat is a request from player p in the rig's channel.
func chat(p game.Player, command string, opts ...string) bot.Request {
	req := bot.Request{ID: "i", Platform: guild.Platform, Guild: guild.ID, Channel: "C1", Command: command,
		User: bot.User{ID: p.ID, Name: p.Name}, Options: map[string]string{}}
	for i := 0; i+1 < len(opts); i += 2 {
		req.Options[opts[i]] = opts[i+1]
	}
	return req
}

// guildReq is a request in another platform's guild.
func guildReq(platform, g, command string) bot.Request {
	req := chat(bob, command)
	req.Platform, req.Guild = platform, g
	return req
}

func (r *rig) do(req bot.Request) bot.Reply { return r.bot.Handle(context.Background(), req) }

// dailyLink is p's link to today's daily, as /daily gives it.
func (r *rig) dailyLink(t testing.TB, p game.Player) string {
	t.Helper()
	reply := r.do(chat(p, "daily"))
	for _, a := range reply.Actions { // Share comes first once the player has a word
		if a.URL != "" {
			return a.URL
		}
	}
	t.Fatalf("/daily has no link button: %+v", reply)
	return ""
}

// startRound starts a round on roundBoard by ann and returns it.
func (r *rig) startRound(t testing.TB, d string) round.Round {
	t.Helper()
	reply := r.do(chat(ann, "play", "time", d, "board", roundBoard, "dict", "standard"))
	if reply.Ephemeral {
		t.Fatalf("/play: %s", reply.Text)
	}
	rd, err := r.rounds.Running(context.Background(), round.Key{Platform: guild.Platform, Guild: guild.ID, Channel: "C1"})
	if err != nil {
		t.Fatal(err)
	}
	return rd
}

// roundLink is p's link to the round, through the start message's button.
func (r *rig) roundLink(t testing.TB, rd round.Round, p game.Player) string {
	t.Helper()
	req := chat(p, "")
	req.Action = &bot.ActionEvent{ID: bot.ActionID("play", "board", rd.ID)}
	reply := r.do(req)
	if len(reply.Actions) != 1 || reply.Actions[0].URL == "" {
		t.Fatalf("the board button gave no link: %+v", reply)
	}
	return reply.Actions[0].URL
}

// client is a browser-like client with a cookie jar.
func client(t testing.TB) *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// open opens a link with c and returns the response (the redirect, or the
// refusal page).
func open(t testing.TB, c *http.Client, link string) (*http.Response, string) {
	t.Helper()
	resp, err := c.Get(link)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// solved is every word of a board in the standard dictionary, best first.
func solved(t testing.TB, s string) []solver.Word {
	t.Helper()
	b, err := solver.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	d, err := dict.Embedded("standard")
	if err != nil {
		t.Fatal(err)
	}
	return solver.Solve(b, d, solver.Rules{}).Words
}

func contains(s string, subs ...string) bool {
	for _, sub := range subs {
		if !strings.Contains(s, sub) {
			return false
		}
	}
	return true
}

// containsAny reports whether s contains any of subs.
func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// rigSeam gives the web board the rig's bot's /remind and daily role once
// the bot is built (web.Reminders, web.Roles), as serve's chatSeam does.
type rigSeam struct{ r *rig }

func (s rigSeam) Offered(platform string) bool { return s.r.bot.Remind.Offered(platform) }
func (s rigSeam) Status(ctx context.Context, g game.Guild, user string) (remind.Status, error) {
	return s.r.bot.Remind.Status(ctx, g, user)
}
func (s rigSeam) Set(ctx context.Context, g game.Guild, user, clock, tz, locale string) (remind.Status, error) {
	return s.r.bot.Remind.Set(ctx, g, user, clock, tz, locale)
}
func (s rigSeam) Stop(ctx context.Context, g game.Guild, user string) error {
	return s.r.bot.Remind.Stop(ctx, g, user)
}
func (s rigSeam) HasRole(ctx context.Context, g game.Guild) (bool, error) {
	return s.r.bot.Daily.HasRole(ctx, g)
}
func (s rigSeam) JoinRole(ctx context.Context, g game.Guild, user string, join bool) error {
	return s.r.bot.Daily.JoinRole(ctx, g, user, join)
}
