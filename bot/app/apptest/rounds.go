package apptest

import (
	"context"
	"io"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/rounds"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
)

// Poster records posts and edits, as a platform would show them.
type Poster struct {
	mu    sync.Mutex
	Posts []bot.Reply
	Edits []string // ref: text
}

func (p *Poster) Post(_ context.Context, channel string, r bot.Reply) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.Posts = append(p.Posts, r)
	return nil
}

func (p *Poster) Edit(_ context.Context, channel, ref string, r bot.Reply) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.Edits = append(p.Edits, ref+": "+r.Text)
	return nil
}

func (p *Poster) All() ([]bot.Reply, []string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]bot.Reply(nil), p.Posts...), append([]string(nil), p.Edits...)
}

// RoundRig is a bot with live rounds (and the daily) on a memory store,
// posting to a recording chat platform.
type RoundRig struct {
	Bot    *app.App
	Svc    *round.Service
	Clock  *Clock
	Keeper *rounds.Keeper
	Poster *Poster
	Render *bottest.Renderer
	// Refused is what each call was refused with, by code.
	Refused *Refusals
}

// ActivityLabel is the test platform's label of the buttons that open
// the board inside the app.
const ActivityLabel = "Play in Chat"

// NewRoundRig is a RoundRig without web links or the Activity.
func NewRoundRig(t testing.TB) *RoundRig { t.Helper(); return NewRoundRigWith(t, nil) }

// NewRoundRigWith is newRoundRig with links to a web board.
func NewRoundRigWith(t testing.TB, links app.Links, activity ...string) *RoundRig {
	t.Helper()
	st := memory.New()
	rig := &RoundRig{Clock: &Clock{T: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}, Poster: &Poster{}, Render: &bottest.Renderer{}}
	var seed atomic.Uint64
	rig.Svc = round.New(round.Config{Store: st, Now: rig.Clock.Now, Owner: "test", Seed: func() uint64 { return seed.Add(1) }})
	rig.Bot = app.New(app.Config{Rounds: rig.Svc, Daily: challenge.New(challenge.Config{Store: st, Practice: st, Now: rig.Clock.Now}),
		Now: rig.Clock.Now, Renderer: rig.Render, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RateLimit: bot.RateLimit{Burst: -1}, Links: links})
	rig.Refused = Watch(rig.Bot.Bot)
	chat := bot.Platform{Name: "chat", Markup: Angle{}, Poster: rig.Poster, Editor: rig.Poster, Scheduled: true}
	if slices.Contains(activity, "chat") {
		chat.Activity = ActivityLabel
	}
	rig.Bot.Register(chat)
	rig.Keeper = &rounds.Keeper{Rounds: rig.Bot.Rounds, EditEvery: time.Nanosecond}
	return rig
}

// In is a request from user in the rig's channel.
func In(user, command string, opts ...string) bot.Request {
	r := As("chat", user, command, opts...)
	r.Channel = "C1"
	return r
}

// Do handles r.
func (rig *RoundRig) Do(r bot.Request) bot.Reply { return rig.Bot.Handle(context.Background(), r) }

// Sum adds the Boggle points of words on a 4x4 board.
func Sum(words ...string) int {
	n := 0
	for _, w := range words {
		n += solver.Rules{}.Points(w, 4)
	}
	return n
}
