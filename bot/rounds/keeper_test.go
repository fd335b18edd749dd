package rounds_test

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/rounds"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store/memory"
)

// clock is a settable clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// hungPoster holds every post until release is closed, saying when one
// arrives.
type hungPoster struct {
	arrived chan struct{}
	release chan struct{}
}

func (h *hungPoster) Post(ctx context.Context, _ string, _ bot.Reply) error {
	h.arrived <- struct{}{}
	select {
	case <-h.release:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// chanPoster sends every post's text on posts.
type chanPoster struct{ posts chan string }

func (c *chanPoster) Post(_ context.Context, _ string, r bot.Reply) error {
	c.posts <- r.Text
	return nil
}

// TestKeeperPostsPastAHungPlatform: the results of rounds on two platforms
// are posted each on its own; a platform whose post hangs holds only its
// own round's results, not the other's, however long it hangs (here for
// longer than the test would wait), and Run returns once it is released.
func TestKeeperPostsPastAHungPlatform(t *testing.T) {
	st := memory.New()
	c := &clock{t: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
	svc := round.New(round.Config{Store: st, Now: c.Now, Owner: "test"})
	a := app.New(app.Config{Rounds: svc, Now: c.Now, Renderer: &bottest.Renderer{}, Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	defer a.Close()
	hung := &hungPoster{arrived: make(chan struct{}, 1), release: make(chan struct{})}
	ok := &chanPoster{posts: make(chan string, 4)}
	a.Register(bot.Platform{Name: "hung", Poster: hung})
	a.Register(bot.Platform{Name: "ok", Poster: ok})
	start := func(platform string) {
		t.Helper()
		r := a.Handle(context.Background(), bot.Request{ID: "i", Platform: platform, Command: "play", Options: map[string]string{"time": "30s"},
			User: bot.User{ID: "ann", Name: "ann"}, Guild: "g", Channel: "c"})
		if !strings.Contains(r.Text, "Live round") {
			t.Fatalf("/play on %s: %q", platform, r.Text)
		}
	}
	start("hung") // due first
	c.Add(time.Second)
	start("ok")
	c.Add(time.Minute) // both are due

	k := &rounds.Keeper{Rounds: a.Rounds, Timeout: time.Hour, Interval: time.Hour}
	ctx, cancel := context.WithCancel(context.Background())
	ran := make(chan error, 1)
	go func() { ran <- k.Run(ctx) }()
	<-hung.arrived // the hung platform's post has begun, and hangs
	if text := <-ok.posts; !strings.Contains(text, "Round over") && !strings.Contains(text, "Results") {
		t.Errorf("the other platform's post: %q, want the round's results", text)
	}
	cancel()
	close(hung.release)
	if err := <-ran; err != nil {
		t.Fatal(err)
	}
}

// TestRoundWinnersInChannelLanguage: /leaderboard rounds speaks the
// channel's language, as the daily's leaderboards do.
func TestRoundWinnersInChannelLanguage(t *testing.T) {
	st := memory.New()
	a := app.New(app.Config{Rounds: round.New(round.Config{Store: st}), Renderer: &bottest.Renderer{}, Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	defer a.Close()
	r := a.Handle(context.Background(), bot.Request{ID: "i", Platform: "chat", Command: "leaderboard", Options: map[string]string{"period": "rounds"},
		User: bot.User{ID: "ann", Name: "ann"}, Guild: "g", Channel: "c", ServerLocale: "fr"})
	for _, want := range []string{"**Classement\u00a0: manches en direct gagnées**", "Aucune manche n'a encore été jouée ici."} {
		if !strings.Contains(r.Text, want) {
			t.Errorf("/leaderboard rounds on a French server: %q, want %q", r.Text, want)
		}
	}
}

// slowPoster holds its first post until release is closed, and counts
// every post.
type slowPoster struct {
	mu      sync.Mutex
	n       int
	release chan struct{}
}

func (s *slowPoster) Post(context.Context, string, bot.Reply) error {
	s.mu.Lock()
	s.n++
	first := s.n == 1
	s.mu.Unlock()
	if first {
		<-s.release
	}
	return nil
}

func (s *slowPoster) posts() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.n
}

// TestKeeperWatchWaitsForItsOwnPost: a keeper watching a channel (the
// console) that is itself posting a round's results, slowly, does not show
// them a second time as a round another process ended.
func TestKeeperWatchWaitsForItsOwnPost(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		st := memory.New()
		c := &clock{t: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
		a := app.New(app.Config{Rounds: round.New(round.Config{Store: st, Now: c.Now, Owner: "test"}), Now: c.Now,
			Renderer: &bottest.Renderer{}, Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
		defer a.Close()
		p := &slowPoster{release: make(chan struct{})}
		a.Register(bot.Platform{Name: "chat", Poster: p})
		a.Handle(context.Background(), bot.Request{ID: "i", Platform: "chat", Command: "play", Options: map[string]string{"time": "30s"},
			User: bot.User{ID: "ann", Name: "ann"}, Guild: "g", Channel: "c"})
		k := &rounds.Keeper{Rounds: a.Rounds, Interval: time.Second, Watch: []round.Key{{Platform: "chat", Guild: "g", Channel: "c"}}}
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { defer close(done); k.Run(ctx) }()
		synctest.Wait() // the keeper has seen the round running
		c.Add(time.Minute)
		for range 3 { // ticks while the results post hangs
			time.Sleep(time.Second)
			synctest.Wait()
		}
		if n := p.posts(); n != 1 {
			t.Errorf("%d posts of one round's results in a watched channel, want 1", n)
		}
		close(p.release)
		cancel()
		<-done
		if n := p.posts(); n != 1 {
			t.Errorf("%d posts of one round's results once the first went out, want 1", n)
		}
	})
}
