package remind_test

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/remind"
	"github.com/bogglebot/bogglebot/store"
	"github.com/bogglebot/bogglebot/store/memory"
	"github.com/bogglebot/bogglebot/store/postgres"
	"github.com/bogglebot/bogglebot/store/postgres/pgtest"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

// counting is a store that counts the calls the Sender's work makes to
// it, by method: each is one query (or one transaction) on a SQL store.
type counting struct {
	store.Store
	mu sync.Mutex
	n  map[string]int
}

func (c *counting) count(m string) {
	c.mu.Lock()
	c.n[m]++
	c.mu.Unlock()
}

func (c *counting) total() (int, string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	sum := 0
	var parts []string
	for m, k := range c.n {
		sum += k
		parts = append(parts, fmt.Sprintf("%s=%d", m, k))
	}
	sort.Strings(parts)
	return sum, strings.Join(parts, " ")
}

func (c *counting) reset() {
	c.mu.Lock()
	clear(c.n)
	c.mu.Unlock()
}

func (c *counting) Settings(ctx context.Context, g game.Guild) (challenge.Settings, error) {
	c.count("Settings")
	return c.Store.Settings(ctx, g)
}

func (c *counting) PlayerWords(ctx context.Context, g game.Guild, day game.Day, id string) ([]game.Word, error) {
	c.count("PlayerWords")
	return c.Store.PlayerWords(ctx, g, day, id)
}

func (c *counting) History(ctx context.Context, g game.Guild, id string) (challenge.History, error) {
	c.count("History")
	return c.Store.History(ctx, g, id)
}

func (c *counting) DueReminders(ctx context.Context, now time.Time, platforms []string, limit int) ([]remind.Reminder, error) {
	c.count("DueReminders")
	return c.Store.DueReminders(ctx, now, platforms, limit)
}

func (c *counting) ClaimReminder(ctx context.Context, g game.Guild, user string, day game.Day, was, next time.Time) (bool, error) {
	c.count("ClaimReminder")
	return c.Store.ClaimReminder(ctx, g, user, day, was, next)
}

func (c *counting) ClaimReminders(ctx context.Context, cs []remind.Claim) ([]bool, error) {
	c.count("ClaimReminders")
	return c.Store.ClaimReminders(ctx, cs)
}

func (c *counting) ReleaseReminders(ctx context.Context, cs []remind.Claim) (int64, error) {
	c.count("ReleaseReminders")
	return c.Store.ReleaseReminders(ctx, cs)
}

func (c *counting) RescheduleReminder(ctx context.Context, g game.Guild, user string, was, next time.Time) (bool, error) {
	c.count("RescheduleReminder")
	return c.Store.RescheduleReminder(ctx, g, user, was, next)
}

func (c *counting) DisableReminder(ctx context.Context, g game.Guild, user, note string) error {
	c.count("DisableReminder")
	return c.Store.DisableReminder(ctx, g, user, note)
}

// discard is a platform's direct messages that go nowhere, at once.
type discard struct{}

func (discard) Direct(context.Context, string, bot.Reply) error { return nil }

// BenchmarkSend10000DueAtOnce: the cost of one Tick that finds 10,000
// reminders due in the same minute (players in 10 servers, none has played)
// and sends them all on a fake platform with no send budget: the time and
// memory of the bot's own work, and the store's queries (queries/op, and
// by method in the log with -v). One op is one Tick, a day later each
// time. The platforms' budgets come on top: Discord's (10 a second) spreads
// 10,000 over about 17 minutes, Slack's (one a second) over 2.8 hours.
//
//	go test ./bot/remind -run '^$' -bench Send10000 -benchtime 3x -benchmem
//	(with BOGGLEBOT_TEST_POSTGRES set for the PostgreSQL case)
func BenchmarkSend10000DueAtOnce(b *testing.B) {
	const players, servers = 10000, 10
	stores := map[string]func(b *testing.B) store.Store{
		"memory": func(*testing.B) store.Store { return memory.New() },
		"sqlite": func(b *testing.B) store.Store {
			st, err := sqlite.Open(context.Background(), filepath.Join(b.TempDir(), "bot.db"))
			if err != nil {
				b.Fatal(err)
			}
			return st
		},
	}
	if os.Getenv(pgtest.Env) != "" {
		stores["postgres"] = func(b *testing.B) store.Store {
			st, err := postgres.Open(context.Background(), pgtest.FreshSchema(b, "remindbench_", "the benchmark"))
			if err != nil {
				b.Fatal(err)
			}
			return st
		}
	}
	for _, name := range []string{"memory", "sqlite", "postgres"} {
		open := stores[name]
		if open == nil {
			continue
		}
		b.Run(name, func(b *testing.B) {
			ctx := context.Background()
			st := open(b)
			defer st.Close()
			y, m, d := apptest.DailyStart.Date()
			clock := &apptest.Clock{T: time.Date(y, m, d, 12, 0, 0, 0, time.UTC)}
			for i := range players {
				g := game.Guild{Platform: "discord", ID: fmt.Sprintf("g%d", i%servers)}
				r := remind.Reminder{Guild: g, User: fmt.Sprintf("u%05d", i), Clock: "18:00", Enabled: true,
					Next: time.Date(y, m, d, 18, 0, 0, 0, time.UTC)}
				if err := st.PutReminder(ctx, r); err != nil {
					b.Fatal(err)
				}
			}
			cs := &counting{Store: st, n: map[string]int{}}
			daily := challenge.New(challenge.Config{Store: cs, Practice: cs, Now: clock.Now, Owner: "bench"})
			a := app.New(app.Config{Daily: daily, Reminders: cs, Now: clock.Now, Renderer: &bottest.Renderer{},
				Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
			a.Register(bot.Platform{Name: "discord", Markup: apptest.Angle{}, Direct: discard{}})
			s := a.Sender()
			b.ReportAllocs()
			b.ResetTimer()
			for i := range b.N {
				b.StopTimer()
				clock.Set(time.Date(y, m, d+i, 18, 0, 30, 0, time.UTC))
				cs.reset()
				b.StartTimer()
				o := s.Tick(ctx)
				b.StopTimer()
				if o.Sent != players {
					b.Fatalf("tick %d: %+v; want %d sent", i, o, players)
				}
				n, by := cs.total()
				b.ReportMetric(float64(n), "queries/op")
				b.ReportMetric(float64(n)/players, "queries/reminder")
				b.Logf("%s: %d queries: %s", name, n, by)
				b.StartTimer()
			}
		})
	}
}
