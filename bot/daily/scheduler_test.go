package daily_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/daily"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

func TestSchedulerThreeTimezones(t *testing.T) {
	rig, sched, dp, sp := apptest.NewSchedRig(t)
	ctx := context.Background()
	// ann plays in Paris on Monday: the reveal names her, and her word is
	// not among the best words nobody found.
	mon := game.Date(2026, time.July, 13)
	d, err := rig.Svc.Daily(ctx, game.Guild{Platform: "discord", ID: "paris"}, mon)
	if err != nil {
		t.Fatal(err)
	}
	ri, _ := rig.Svc.Reveal(ctx, game.Guild{Platform: "discord", ID: "paris"}, mon)
	best := ri.Solution.Words[0]
	g := apptest.As("discord", "ann", "guess", "words", best.Word)
	g.Guild = "paris"
	if r := rig.Do(g); !strings.Contains(r.Text, "**Accepted:** "+best.Word) {
		t.Fatalf("guess on %s: %s", d.Board, r.Text)
	}

	end := time.Date(2026, time.July, 15, 12, 0, 0, 0, time.UTC)
	var got []string
	for now := rig.Clock.Now(); !now.After(end); now = now.Add(time.Minute) {
		rig.Clock.Set(now)
		n := sched.Tick(ctx)
		posted := append(dp.Take(), sp.Take()...)
		if n != len(posted) {
			t.Fatalf("%s: Tick says %d sent, posters got %d", now, n, len(posted))
		}
		got = append(got, posted...)
	}
	want := []string{
		// Set up on Monday at 12:00 UTC: past the post time in Paris
		// (14:00) and Tokyo (21:00), so their boards go out at once.
		"discord P open Monday 13 July 13 12:00",
		"discord T open Monday 13 July 13 12:00",
		"slack N open Monday 13 July 13 12:30",     // 08:30 in New York
		"discord T reveal Monday 13 July 13 15:00", // midnight in Tokyo
		"discord P reveal Monday 13 July 13 22:00", // midnight in Paris
		"discord T open Tuesday 14 July 13 22:00",  // 07:00 in Tokyo
		"slack N reveal Monday 13 July 14 04:00",   // midnight in New York
		"discord P open Tuesday 14 July 14 07:00",
		"slack N open Tuesday 14 July 14 12:30",
		"discord T reveal Tuesday 14 July 14 15:00",
		"discord P reveal Tuesday 14 July 14 22:00",
		"discord T open Wednesday 15 July 14 22:00",
		"slack N reveal Tuesday 14 July 15 04:00",
		"discord P open Wednesday 15 July 15 07:00",
	}
	if !slices.Equal(got, want) {
		t.Errorf("posts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	parisReveal := dp.Replies["discord P reveal Monday 13 July 13 22:00"]
	// The reveal: the podium, the solution image, the best words nobody found.
	apptest.MustContain(t, "Paris reveal", parisReveal.Text, "**1st** **ann** "+apptest.Plural(best.Points, "point"),
		"Together you found 1 of its "+apptest.Plural(ri.Solution.Count, "word"), "**Best words nobody found:** "+ri.Solution.Words[1].Word)
	unfound, _, _ := strings.Cut(strings.SplitN(parisReveal.Text, "nobody found:", 2)[1], "\n")
	if apptest.HasWord(unfound, best.Word) {
		t.Errorf("ann's word %q listed as unfound:\n%s", best.Word, parisReveal.Text)
	}
	// Under them, what some of them mean.
	apptest.CheckMeanings(t, parisReveal.Text, unfound, 3)
	if parisReveal.Image == nil || parisReveal.Ephemeral {
		t.Errorf("reveal: image %v, ephemeral %v", parisReveal.Image, parisReveal.Ephemeral)
	}
	// The image draws the words the text names as nobody's, in its order.
	listed := strings.Split(strings.SplitN(strings.SplitN(parisReveal.Text, "nobody found:** ", 2)[1], "\n", 2)[0], " · ")
	for i, w := range listed {
		listed[i] = strings.Fields(w)[0]
	}
	if !slices.ContainsFunc(rig.R.Calls(), func(c string) bool {
		return strings.HasPrefix(c, fmt.Sprintf("solution %s top=%d ", d.Board, len(listed))) && strings.HasSuffix(c, " drawn="+strings.Join(listed, ","))
	}) {
		t.Errorf("no solution image of %s drawing %v: %q", d.Board, listed, rig.R.Calls())
	}
	for _, w := range listed {
		if !strings.Contains(parisReveal.Image.Alt, w+", ") {
			t.Errorf("the reveal's alt text does not name %s: %s", w, parisReveal.Image.Alt)
		}
	}
	// The console guild has no poster: its posts were never claimed.
	claimed, _, err := rig.Store.PostStatus(ctx, challenge.PostKey{Guild: game.Guild{Platform: apptest.ConsoleName, ID: "local"}, Day: mon, Kind: challenge.Open})
	if err != nil || claimed {
		t.Errorf("console post claimed: %v, %v", claimed, err)
	}

	// Down from Wednesday 12:00 to Saturday 12:00 UTC. Two replicas come
	// back at once: the missed reveals of the last three days go out once
	// each, the missed openings of past days not at all, and today's
	// opening where its time has passed.
	rig.Clock.Set(time.Date(2026, time.July, 18, 12, 0, 0, 0, time.UTC))
	replica := challenge.New(challenge.Config{Store: rig.Store, Practice: rig.Store, Now: rig.Clock.Now, Owner: "replica"})
	dp2 := &apptest.FakePoster{Platform: "discord", Clock: rig.Clock}
	sp2 := &apptest.FakePoster{Platform: "slack", Clock: rig.Clock}
	b2 := app.New(app.Config{Daily: replica, Now: rig.Clock.Now, Renderer: rig.R, Logger: slog.New(slog.DiscardHandler)})
	sched2 := b2.Scheduler()
	apptest.Posters(b2, dp2, sp2)
	var wg sync.WaitGroup
	for _, s := range []*daily.Scheduler{sched, sched2} {
		wg.Go(func() { s.Tick(ctx) })
	}
	wg.Wait()
	got = slices.Concat(dp.Take(), sp.Take(), dp2.Take(), sp2.Take())
	slices.Sort(got)
	want = []string{
		"discord P open Saturday 18 July 18 12:00",
		"discord P reveal Friday 17 July 18 12:00",
		"discord P reveal Thursday 16 July 18 12:00",
		"discord P reveal Wednesday 15 July 18 12:00",
		"discord T open Saturday 18 July 18 12:00",
		"discord T reveal Friday 17 July 18 12:00",
		"discord T reveal Thursday 16 July 18 12:00",
		"discord T reveal Wednesday 15 July 18 12:00",
		"slack N reveal Friday 17 July 18 12:00", // 08:00 in New York: the board is not due yet
		"slack N reveal Thursday 16 July 18 12:00",
		"slack N reveal Wednesday 15 July 18 12:00",
	}
	if !slices.Equal(got, want) {
		t.Errorf("after downtime:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, s := range []*daily.Scheduler{sched, sched2} {
		if n := s.Tick(ctx); n != 0 {
			t.Errorf("a second round sent %d posts", n)
		}
	}
}

func TestSchedulerFailures(t *testing.T) {
	rig, sched, dp, sp := apptest.NewSchedRig(t)
	ctx := context.Background()
	var logs bottest.Log
	sched.Logger = slog.New(slog.NewTextHandler(&logs, nil))
	// Slack refuses twice, then accepts: the post is released and retried.
	refusals := 2
	sp.Fail = func() error {
		if refusals > 0 {
			refusals--
			return bot.Rejected(errors.New("channel_not_found"))
		}
		return nil
	}
	// Discord times out: the posts may have arrived, so they stay claimed.
	dp.Fail = func() error { return context.DeadlineExceeded }
	rig.Clock.Set(time.Date(2026, time.July, 13, 12, 30, 0, 0, time.UTC))
	for i, want := range []int{0, 0, 1, 0} {
		if n := sched.Tick(ctx); n != want {
			t.Errorf("round %d: %d sent, want %d", i, n, want)
		}
	}
	if got := sp.Take(); len(got) != 1 || !strings.HasPrefix(got[0], "slack N open Monday") {
		t.Errorf("slack posts %q", got)
	}
	apptest.MustContain(t, "logs", logs.String(), "released to try again", "may not have been sent; it stays claimed and unsent")
	g := game.Guild{Platform: "discord", ID: "paris"}
	key := challenge.PostKey{Guild: g, Day: game.Date(2026, time.July, 13), Kind: challenge.Open}
	if claimed, sent, _ := rig.Store.PostStatus(ctx, key); !claimed || sent {
		t.Errorf("timed-out post: claimed %v sent %v", claimed, sent)
	}
	// A rejection that never ends is given up after Retries.
	sp.Fail = func() error { return bot.Rejected(errors.New("not_in_channel")) }
	rig.Clock.Set(time.Date(2026, time.July, 14, 4, 0, 0, 0, time.UTC)) // midnight in New York
	for range 6 {
		sched.Tick(ctx)
	}
	apptest.MustContain(t, "logs", logs.String(), "giving up, it stays claimed and unsent")
	if !bot.IsRejected(fmt.Errorf("post: %w", bot.Rejected(errors.New("x")))) || bot.IsRejected(errors.New("x")) {
		t.Error("IsRejected does not see through wrapping")
	}

	// At start, Run logs the posts an earlier run left claimed and unsent.
	// On synctest's clock, Wait returns once Run has done its first round
	// and waits for the next.
	logs.Reset()
	dp.Fail = nil
	synctest.Test(t, func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error)
		go func() { done <- sched.Run(ctx) }()
		synctest.Wait()
		cancel()
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	})
	apptest.MustContain(t, "Run's logs", logs.String(), "claimed but never marked sent", "guild=discord:paris", "kind=open", "kind=reveal")
	if err := app.New(app.Config{}).Scheduler().Run(ctx); !errors.Is(err, daily.ErrNoDaily) {
		t.Errorf("Run without a daily challenge: %v", err)
	}
}

// TestSchedulerRunEveryInterval: Run sends what is due at once, then
// nothing until Interval has passed, then what has come due meanwhile; it
// returns nil when its context ends. Time is synctest's fake clock.
func TestSchedulerRunEveryInterval(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		rig, sched, dp, sp := apptest.NewSchedRig(t)
		sched.Interval = time.Minute
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error)
		go func() { done <- sched.Run(ctx) }()
		synctest.Wait() // the first round is over; Run waits for the ticker
		if got := dp.Take(); len(got) != 2 {
			t.Errorf("first round: %q, want the Paris and Tokyo boards", got)
		}
		// New York's board comes due (12:30 UTC), but Run waits for its
		// next round.
		rig.Clock.Set(time.Date(2026, time.July, 13, 12, 30, 0, 0, time.UTC))
		time.Sleep(time.Minute - time.Nanosecond)
		synctest.Wait()
		if got := sp.Take(); len(got) != 0 {
			t.Errorf("sent %q before the interval was over", got)
		}
		time.Sleep(time.Nanosecond)
		synctest.Wait()
		if got := sp.Take(); len(got) != 1 || !strings.HasPrefix(got[0], "slack N open Monday") {
			t.Errorf("second round: %q, want New York's board", got)
		}
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Run = %v, want nil once its context ends", err)
		}
	})
}

// cancelPoster cancels the scheduler's context as it sends its first post.
type cancelPoster struct {
	cancel context.CancelFunc
	mu     sync.Mutex
	sent   int
}

func (p *cancelPoster) Post(ctx context.Context, channel string, r bot.Reply) error {
	p.cancel()
	if err := ctx.Err(); err != nil {
		return err // the post under way was cut off
	}
	p.mu.Lock()
	p.sent++
	p.mu.Unlock()
	return nil
}

// TestSchedulerShutdown: on a graceful shutdown the post under way is sent
// and marked, and the rest of the round is released, not lost.
func TestSchedulerShutdown(t *testing.T) {
	rig, sched, _, _ := apptest.NewSchedRig(t)
	ctx, cancel := context.WithCancel(context.Background())
	cp := &cancelPoster{cancel: cancel}
	rig.Bot.Register(bot.Platform{Name: "discord", Poster: cp, Scheduled: true})
	rig.Bot.Register(bot.Platform{Name: "slack"}) // posts nothing
	sched.Logger = slog.New(slog.DiscardHandler)
	if n := sched.Tick(ctx); n != 1 || cp.sent != 1 {
		t.Fatalf("Tick sent %d (poster saw %d), want the one under way", n, cp.sent)
	}
	// Paris and Tokyo were both due; one was sent, the other released.
	mon := game.Date(2026, time.July, 13)
	var sent, free int
	for _, id := range []string{"paris", "tokyo"} {
		claimed, ok, err := rig.Store.PostStatus(context.Background(), challenge.PostKey{Guild: game.Guild{Platform: "discord", ID: id}, Day: mon, Kind: challenge.Open})
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			sent++
		}
		if !claimed {
			free++
		}
	}
	if sent != 1 || free != 1 {
		t.Errorf("after shutdown: %d sent, %d released; want 1 and 1", sent, free)
	}
	// The next start sends the released post.
	if n := sched.Tick(context.Background()); n != 1 {
		t.Errorf("after restart: %d sent, want the released post", n)
	}
}

// ctxStore fails as the SQL stores do once its caller's context is done.
type ctxStore struct{ challenge.Store }

func (s ctxStore) AllSettings(ctx context.Context) ([]challenge.Settings, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("all settings: %w", err)
	}
	return s.Store.AllSettings(ctx)
}

// A scheduler told to stop says nothing of the queries its own stopping
// cut short: they are no failure.
func TestSchedulerStopsQuietly(t *testing.T) {
	rig, sched, _, _ := apptest.NewSchedRig(t)
	svc := challenge.New(challenge.Config{Store: ctxStore{rig.Store}, Now: rig.Clock.Now, Owner: "test"})
	var logs bottest.Log
	b := app.New(app.Config{Daily: svc, Now: rig.Clock.Now, Renderer: rig.R, Logger: slog.New(slog.DiscardHandler)})
	sched = b.Scheduler()
	apptest.Posters(b, &apptest.FakePoster{Platform: "discord", Clock: rig.Clock}, &apptest.FakePoster{Platform: "slack", Clock: rig.Clock})
	sched.Logger = slog.New(slog.NewTextHandler(&logs, nil))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := sched.Run(ctx); err != nil {
		t.Fatalf("Run = %v", err)
	}
	if s := logs.String(); s != "" {
		t.Errorf("a stopped scheduler logged:\n%s", s)
	}
}

// noncePoster posts as Discord does with enforce_nonce (a create with a
// nonce it has seen posts nothing new), and answers the first fails
// sends with a timeout after the post went out.
type noncePoster struct {
	mu    sync.Mutex
	seen  map[string]bool
	posts []string
	sends int
	fails int
}

func (p *noncePoster) Post(ctx context.Context, channel string, r bot.Reply) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.sends++
	if r.Nonce == "" {
		return errors.New("a post without a nonce")
	}
	if !p.seen[r.Nonce] {
		if p.seen == nil {
			p.seen = map[string]bool{}
		}
		p.seen[r.Nonce] = true
		p.posts = append(p.posts, channel+" "+r.Nonce)
	}
	if p.fails > 0 {
		p.fails--
		return context.DeadlineExceeded // it went out, but the answer did not come back
	}
	return nil
}

// TestSchedulerRetriesWithNonce: on a platform whose posts carry a nonce
// that makes a retry post once (Discord), a post whose sending timed out
// is released and sent again with the same nonce: it is posted exactly
// once and marked sent.
func TestSchedulerRetriesWithNonce(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	rig.Clock.Set(time.Date(2026, time.July, 13, 12, 0, 0, 0, time.UTC))
	g := game.Guild{Platform: "discord", ID: "paris"}
	if _, err := rig.Svc.Setup(context.Background(), challenge.Settings{Guild: g, Channel: "P", PostTime: "09:00", Timezone: "Europe/Paris"}); err != nil {
		t.Fatal(err)
	}
	np := &noncePoster{fails: 2}
	rig.Bot.Register(bot.Platform{Name: "discord", Markup: apptest.Angle{}, Poster: np, Scheduled: true, PostsOnce: true})
	sched := &daily.Scheduler{Daily: rig.Bot.Daily, Logger: slog.New(slog.DiscardHandler)}
	ctx := context.Background()
	rig.Clock.Set(time.Date(2026, time.July, 13, 12, 30, 0, 0, time.UTC))
	sent := 0
	for range 4 {
		sent += sched.Tick(ctx)
	}
	if sent != 1 || len(np.posts) != 1 || np.sends != 3 {
		t.Errorf("%d marked sent, %d posts after %d sends (%v); want the open post once, after 3 sends", sent, len(np.posts), np.sends, np.posts)
	}
	key := challenge.PostKey{Guild: g, Day: game.Date(2026, time.July, 13), Kind: challenge.Open}
	if claimed, posted, _ := rig.Store.PostStatus(ctx, key); !claimed || !posted {
		t.Errorf("the open post: claimed %v, sent %v; want both", claimed, posted)
	}
}
