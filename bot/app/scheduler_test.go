package app_test

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
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/daily"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

// fakePoster records posts, or fails them as told.
type fakePoster struct {
	platform string
	clock    *fakeClock
	fail     func() error // nil: succeed

	mu      sync.Mutex
	posts   []string // "platform channel kind day at-UTC"
	replies map[string]bot.Reply
}

func (p *fakePoster) Post(ctx context.Context, channel string, r bot.Reply) error {
	if p.fail != nil {
		if err := p.fail(); err != nil {
			return err
		}
	}
	kind := "?"
	switch {
	case strings.HasPrefix(r.Text, "**Daily board, "):
		kind = "open"
	case strings.HasPrefix(r.Text, "**Results of the daily board, "):
		kind = "reveal"
	}
	day := r.Text[strings.Index(r.Text, ", ")+2 : strings.Index(r.Text, "**:")]
	p.mu.Lock()
	defer p.mu.Unlock()
	line := fmt.Sprintf("%s %s %s %s %s", p.platform, channel, kind, day, p.clock.Now().UTC().Format("02 15:04"))
	p.posts = append(p.posts, line)
	if p.replies == nil {
		p.replies = map[string]bot.Reply{}
	}
	p.replies[line] = r
	return nil
}

func (p *fakePoster) take() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := p.posts
	p.posts = nil
	return out
}

// schedRig has three guilds in three timezones, and a console guild the
// scheduler cannot post to.
func newSchedRig(t *testing.T) (*dailyRig, *daily.Scheduler, *fakePoster, *fakePoster) {
	t.Helper()
	rig := newDailyRig(t)
	rig.clock.Set(time.Date(2026, time.July, 13, 12, 0, 0, 0, time.UTC)) // a Monday
	for _, s := range []challenge.Settings{
		{Guild: game.Guild{Platform: "discord", ID: "paris"}, Channel: "P", PostTime: "09:00", Timezone: "Europe/Paris"},
		{Guild: game.Guild{Platform: "slack", ID: "ny"}, Channel: "N", PostTime: "08:30", Timezone: "America/New_York"},
		{Guild: game.Guild{Platform: "discord", ID: "tokyo"}, Channel: "T", PostTime: "07:00", Timezone: "Asia/Tokyo"},
		{Guild: game.Guild{Platform: consoleName, ID: "local"}, Channel: "console"},
	} {
		if _, err := rig.svc.Setup(context.Background(), s); err != nil {
			t.Fatal(err)
		}
	}
	dp := &fakePoster{platform: "discord", clock: rig.clock}
	sp := &fakePoster{platform: "slack", clock: rig.clock}
	posters(rig.bot, dp, sp)
	s := &daily.Scheduler{Daily: rig.bot.Daily}
	return rig, s, dp, sp
}

// posters registers discord and slack on b, posting with d and s.
func posters(b interface{ Register(bot.Platform) }, d, s bot.Poster) {
	b.Register(bot.Platform{Name: "discord", Markup: angle{}, Poster: d, Scheduled: true})
	b.Register(bot.Platform{Name: "slack", Markup: angle{}, Poster: s, Scheduled: true})
}

func TestSchedulerThreeTimezones(t *testing.T) {
	rig, sched, dp, sp := newSchedRig(t)
	ctx := context.Background()
	// ann plays in Paris on Monday: the reveal names her, and her word is
	// not among the best words nobody found.
	mon := game.Date(2026, time.July, 13)
	d, err := rig.svc.Daily(ctx, game.Guild{Platform: "discord", ID: "paris"}, mon)
	if err != nil {
		t.Fatal(err)
	}
	ri, _ := rig.svc.Reveal(ctx, game.Guild{Platform: "discord", ID: "paris"}, mon)
	best := ri.Solution.Words[0]
	g := as("discord", "ann", "guess", "words", best.Word)
	g.Guild = "paris"
	if r := rig.do(g); !strings.Contains(r.Text, "**Accepted:** "+best.Word) {
		t.Fatalf("guess on %s: %s", d.Board, r.Text)
	}

	end := time.Date(2026, time.July, 15, 12, 0, 0, 0, time.UTC)
	var got []string
	for now := rig.clock.Now(); !now.After(end); now = now.Add(time.Minute) {
		rig.clock.Set(now)
		n := sched.Tick(ctx)
		posted := append(dp.take(), sp.take()...)
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
	parisReveal := dp.replies["discord P reveal Monday 13 July 13 22:00"]
	// The reveal: the podium, the solution image, the best words nobody found.
	mustContain(t, "Paris reveal", parisReveal.Text, "**1st** **ann** "+plural(best.Points, "point"),
		"Together you found 1 of its "+plural(ri.Solution.Count, "word"), "**Best words nobody found:** "+ri.Solution.Words[1].Word)
	unfound, _, _ := strings.Cut(strings.SplitN(parisReveal.Text, "nobody found:", 2)[1], "\n")
	if hasWord(unfound, best.Word) {
		t.Errorf("ann's word %q listed as unfound:\n%s", best.Word, parisReveal.Text)
	}
	// Under them, what some of them mean.
	checkMeanings(t, parisReveal.Text, unfound, 3)
	if parisReveal.Image == nil || parisReveal.Ephemeral {
		t.Errorf("reveal: image %v, ephemeral %v", parisReveal.Image, parisReveal.Ephemeral)
	}
	// The image draws the words the text names as nobody's, in its order.
	listed := strings.Split(strings.SplitN(strings.SplitN(parisReveal.Text, "nobody found:** ", 2)[1], "\n", 2)[0], " · ")
	for i, w := range listed {
		listed[i] = strings.Fields(w)[0]
	}
	if !slices.ContainsFunc(rig.r.Calls(), func(c string) bool {
		return strings.HasPrefix(c, fmt.Sprintf("solution %s top=%d ", d.Board, len(listed))) && strings.HasSuffix(c, " drawn="+strings.Join(listed, ","))
	}) {
		t.Errorf("no solution image of %s drawing %v: %q", d.Board, listed, rig.r.Calls())
	}
	for _, w := range listed {
		if !strings.Contains(parisReveal.Image.Alt, w+", ") {
			t.Errorf("the reveal's alt text does not name %s: %s", w, parisReveal.Image.Alt)
		}
	}
	// The console guild has no poster: its posts were never claimed.
	claimed, _, err := rig.store.PostStatus(ctx, challenge.PostKey{Guild: game.Guild{Platform: consoleName, ID: "local"}, Day: mon, Kind: challenge.Open})
	if err != nil || claimed {
		t.Errorf("console post claimed: %v, %v", claimed, err)
	}

	// Down from Wednesday 12:00 to Saturday 12:00 UTC. Two replicas come
	// back at once: the missed reveals of the last three days go out once
	// each, the missed openings of past days not at all, and today's
	// opening where its time has passed.
	rig.clock.Set(time.Date(2026, time.July, 18, 12, 0, 0, 0, time.UTC))
	replica := challenge.New(challenge.Config{Store: rig.store, Practice: rig.store, Now: rig.clock.Now, Owner: "replica"})
	dp2 := &fakePoster{platform: "discord", clock: rig.clock}
	sp2 := &fakePoster{platform: "slack", clock: rig.clock}
	b2 := app.New(app.Config{Daily: replica, Now: rig.clock.Now, Renderer: rig.r, Logger: slog.New(slog.DiscardHandler)})
	sched2 := b2.Scheduler()
	posters(b2, dp2, sp2)
	var wg sync.WaitGroup
	for _, s := range []*daily.Scheduler{sched, sched2} {
		wg.Go(func() { s.Tick(ctx) })
	}
	wg.Wait()
	got = slices.Concat(dp.take(), sp.take(), dp2.take(), sp2.take())
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
	rig, sched, dp, sp := newSchedRig(t)
	ctx := context.Background()
	var logs bottest.Log
	sched.Logger = slog.New(slog.NewTextHandler(&logs, nil))
	// Slack refuses twice, then accepts: the post is released and retried.
	refusals := 2
	sp.fail = func() error {
		if refusals > 0 {
			refusals--
			return bot.Rejected(errors.New("channel_not_found"))
		}
		return nil
	}
	// Discord times out: the posts may have arrived, so they stay claimed.
	dp.fail = func() error { return context.DeadlineExceeded }
	rig.clock.Set(time.Date(2026, time.July, 13, 12, 30, 0, 0, time.UTC))
	for i, want := range []int{0, 0, 1, 0} {
		if n := sched.Tick(ctx); n != want {
			t.Errorf("round %d: %d sent, want %d", i, n, want)
		}
	}
	if got := sp.take(); len(got) != 1 || !strings.HasPrefix(got[0], "slack N open Monday") {
		t.Errorf("slack posts %q", got)
	}
	mustContain(t, "logs", logs.String(), "released to try again", "may not have been sent; it stays claimed and unsent")
	g := game.Guild{Platform: "discord", ID: "paris"}
	key := challenge.PostKey{Guild: g, Day: game.Date(2026, time.July, 13), Kind: challenge.Open}
	if claimed, sent, _ := rig.store.PostStatus(ctx, key); !claimed || sent {
		t.Errorf("timed-out post: claimed %v sent %v", claimed, sent)
	}
	// A rejection that never ends is given up after Retries.
	sp.fail = func() error { return bot.Rejected(errors.New("not_in_channel")) }
	rig.clock.Set(time.Date(2026, time.July, 14, 4, 0, 0, 0, time.UTC)) // midnight in New York
	for range 6 {
		sched.Tick(ctx)
	}
	mustContain(t, "logs", logs.String(), "giving up, it stays claimed and unsent")
	if !bot.IsRejected(fmt.Errorf("post: %w", bot.Rejected(errors.New("x")))) || bot.IsRejected(errors.New("x")) {
		t.Error("IsRejected does not see through wrapping")
	}

	// At start, Run logs the posts an earlier run left claimed and unsent.
	// On synctest's clock, Wait returns once Run has done its first round
	// and waits for the next.
	logs.Reset()
	dp.fail = nil
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
	mustContain(t, "Run's logs", logs.String(), "claimed but never marked sent", "guild=discord:paris", "kind=open", "kind=reveal")
	if err := app.New(app.Config{}).Scheduler().Run(ctx); !errors.Is(err, daily.ErrNoDaily) {
		t.Errorf("Run without a daily challenge: %v", err)
	}
}

// TestSchedulerRunEveryInterval: Run sends what is due at once, then
// nothing until Interval has passed, then what has come due meanwhile; it
// returns nil when its context ends. Time is synctest's fake clock.
func TestSchedulerRunEveryInterval(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		rig, sched, dp, sp := newSchedRig(t)
		sched.Interval = time.Minute
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error)
		go func() { done <- sched.Run(ctx) }()
		synctest.Wait() // the first round is over; Run waits for the ticker
		if got := dp.take(); len(got) != 2 {
			t.Errorf("first round: %q, want the Paris and Tokyo boards", got)
		}
		// New York's board comes due (12:30 UTC), but Run waits for its
		// next round.
		rig.clock.Set(time.Date(2026, time.July, 13, 12, 30, 0, 0, time.UTC))
		time.Sleep(time.Minute - time.Nanosecond)
		synctest.Wait()
		if got := sp.take(); len(got) != 0 {
			t.Errorf("sent %q before the interval was over", got)
		}
		time.Sleep(time.Nanosecond)
		synctest.Wait()
		if got := sp.take(); len(got) != 1 || !strings.HasPrefix(got[0], "slack N open Monday") {
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
	rig, sched, _, _ := newSchedRig(t)
	ctx, cancel := context.WithCancel(context.Background())
	cp := &cancelPoster{cancel: cancel}
	rig.bot.Register(bot.Platform{Name: "discord", Poster: cp, Scheduled: true})
	rig.bot.Register(bot.Platform{Name: "slack"}) // posts nothing
	sched.Logger = slog.New(slog.DiscardHandler)
	if n := sched.Tick(ctx); n != 1 || cp.sent != 1 {
		t.Fatalf("Tick sent %d (poster saw %d), want the one under way", n, cp.sent)
	}
	// Paris and Tokyo were both due; one was sent, the other released.
	mon := game.Date(2026, time.July, 13)
	var sent, free int
	for _, id := range []string{"paris", "tokyo"} {
		claimed, ok, err := rig.store.PostStatus(context.Background(), challenge.PostKey{Guild: game.Guild{Platform: "discord", ID: id}, Day: mon, Kind: challenge.Open})
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
	rig, sched, _, _ := newSchedRig(t)
	svc := challenge.New(challenge.Config{Store: ctxStore{rig.store}, Now: rig.clock.Now, Owner: "test"})
	var logs bottest.Log
	b := app.New(app.Config{Daily: svc, Now: rig.clock.Now, Renderer: rig.r, Logger: slog.New(slog.DiscardHandler)})
	sched = b.Scheduler()
	posters(b, &fakePoster{platform: "discord", clock: rig.clock}, &fakePoster{platform: "slack", clock: rig.clock})
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
	rig := newDailyRig(t)
	rig.clock.Set(time.Date(2026, time.July, 13, 12, 0, 0, 0, time.UTC))
	g := game.Guild{Platform: "discord", ID: "paris"}
	if _, err := rig.svc.Setup(context.Background(), challenge.Settings{Guild: g, Channel: "P", PostTime: "09:00", Timezone: "Europe/Paris"}); err != nil {
		t.Fatal(err)
	}
	np := &noncePoster{fails: 2}
	rig.bot.Register(bot.Platform{Name: "discord", Markup: angle{}, Poster: np, Scheduled: true, PostsOnce: true})
	sched := &daily.Scheduler{Daily: rig.bot.Daily, Logger: slog.New(slog.DiscardHandler)}
	ctx := context.Background()
	rig.clock.Set(time.Date(2026, time.July, 13, 12, 30, 0, 0, time.UTC))
	sent := 0
	for range 4 {
		sent += sched.Tick(ctx)
	}
	if sent != 1 || len(np.posts) != 1 || np.sends != 3 {
		t.Errorf("%d marked sent, %d posts after %d sends (%v); want the open post once, after 3 sends", sent, len(np.posts), np.sends, np.posts)
	}
	key := challenge.PostKey{Guild: g, Day: game.Date(2026, time.July, 13), Kind: challenge.Open}
	if claimed, posted, _ := rig.store.PostStatus(ctx, key); !claimed || !posted {
		t.Errorf("the open post: claimed %v, sent %v; want both", claimed, posted)
	}
}
