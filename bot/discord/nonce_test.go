package discord_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/bot/rounds"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
)

type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *testClock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// TestResultsRetryCarriesNonce: replica A posts a round's results and dies
// while Discord is still taking the post (the request is in flight when A
// is gone, and Discord completes it); after the lease, replica B posts
// them again. Both posts carry the same nonce with enforce_nonce, so
// Discord (the fake does as Discord does) shows the results once.
func TestResultsRetryCarriesNonce(t *testing.T) {
	fake := discordtest.NewServer()
	defer fake.Close()
	st := memory.New()
	clock := &testClock{t: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)}
	replica := func(owner string) *rounds.Keeper {
		svc := round.New(round.Config{Store: st, Now: clock.Now, Owner: owner})
		a := app.New(app.Config{Rounds: svc, Now: clock.Now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RateLimit: bot.RateLimit{Burst: -1}})
		b := a.Bot
		d, err := discord.New(discord.Config{Bot: b, Token: token, AppID: "999", APIURL: fake.URL, Logger: slog.New(slog.DiscardHandler)})
		if err != nil {
			t.Fatal(err)
		}
		_ = d // registered its Platform with b
		return &rounds.Keeper{Rounds: a.Rounds, EditEvery: time.Hour}
	}
	a, b := replica("replica-a"), replica("replica-b")
	board, err := solver.Parse("lqre slus atic nren")
	if err != nil {
		t.Fatal(err)
	}
	svc := round.New(round.Config{Store: st, Now: clock.Now, Owner: "starter"})
	key := round.Key{Platform: discord.Platform, Guild: "111", Channel: "222333444"}
	r, err := svc.Start(context.Background(), key, game.Player{ID: "1", Name: "Ann"}, round.Rules{Duration: time.Minute, Tier: "standard"}, &board)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Guess(context.Background(), key, game.Player{ID: "1", Name: "Ann"}, "latrine recitals"); err != nil {
		t.Fatal(err)
	}
	clock.Add(time.Minute + time.Second)

	fake.Batch(2) // Discord holds A's post until B's arrives: A dies meanwhile
	aDone, bDone := make(chan struct{}), make(chan struct{})
	go func() { a.Tick(context.Background()); close(aDone) }()
	var posts []discordtest.Call
	next := func() discordtest.Call {
		t.Helper()
		for {
			select {
			case c := <-fake.Calls():
				if c.Method == "POST" && c.Path == "/channels/222333444/messages" {
					return c
				}
			case <-time.After(patience):
				t.Fatalf("no results post reached the fake within %v", patience)
			}
		}
	}
	posts = append(posts, next())
	// A is gone (its post never marked sent): after the lease, B takes
	// the round over and posts its results again.
	clock.Add(round.DefaultLease + time.Second)
	go func() { b.Tick(context.Background()); close(bDone) }()
	posts = append(posts, next())
	for _, done := range []chan struct{}{aDone, bDone} {
		select {
		case <-done:
		case <-time.After(patience):
			t.Fatal("a keeper's results post was not answered")
		}
	}
	if n := fake.Posted("222333444"); n != 1 {
		t.Errorf("%d messages in the channel, want the results once", n)
	}

	var nonces []string
	for _, c := range posts {
		var m struct {
			Content      string `json:"content"`
			Nonce        string `json:"nonce"`
			EnforceNonce bool   `json:"enforce_nonce"`
		}
		if err := json.Unmarshal(c.JSON, &m); err != nil {
			t.Fatalf("post %s: %v", c.JSON, err)
		}
		if !m.EnforceNonce || m.Nonce == "" || len(m.Nonce) > 25 || !strings.Contains(m.Content, "latrine") {
			t.Errorf("results post: nonce %q (enforce %v), content %.80q; want a nonce of at most 25 characters, enforced", m.Nonce, m.EnforceNonce, m.Content)
		}
		nonces = append(nonces, m.Nonce)
	}
	if nonces[0] != nonces[1] {
		t.Errorf("the retry's nonce %q differs from the first post's %q", nonces[1], nonces[0])
	}
	if want := bot.PostNonce("round results", r.ID); nonces[0] != want {
		t.Errorf("nonce %q, want %q (derived from the round)", nonces[0], want)
	}
}
