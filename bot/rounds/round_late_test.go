package rounds_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/rounds"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store/memory"
)

// racyStore is a round store in which the round keeper's finishing of a
// round can be made to land at a chosen moment of a /guess: before it
// reads the channel's running round, or right after.
type racyStore struct {
	*memory.Store
	before, after func() // run around RunningRound, once each
}

func (s *racyStore) RunningRound(ctx context.Context, k round.Key) (round.Round, error) {
	if f := s.before; f != nil {
		s.before = nil
		f()
	}
	r, err := s.Store.RunningRound(ctx, k)
	if f := s.after; f != nil {
		s.after = nil
		f()
	}
	return r, err
}

// TestLateGuessRace: a /guess sent just before a round's end, whose round
// is finished by the keeper just before or just after the guess reads the
// channel's running round, is told the round ended, and lands neither in
// the round nor on the daily. Each order of the race is forced, not hoped
// for.
func TestLateGuessRace(t *testing.T) {
	for _, when := range []string{"finished before the guess reads the round", "finished after the guess reads the round"} {
		t.Run(when, func(t *testing.T) {
			mem := memory.New()
			st := &racyStore{Store: mem}
			clock := &apptest.Clock{T: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
			var seed atomic.Uint64
			rsvc := round.New(round.Config{Store: st, Now: clock.Now, Owner: "test", Seed: func() uint64 { return seed.Add(1) }})
			daily := challenge.New(challenge.Config{Store: mem, Practice: mem, Now: clock.Now})
			b := app.New(app.Config{Rounds: rsvc, Daily: daily, Now: clock.Now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RateLimit: bot.RateLimit{Burst: -1}})
			chat := &apptest.Poster{}
			b.Register(bot.Platform{Name: "chat", Markup: apptest.Angle{}, Poster: chat, Editor: chat})
			keeper := &rounds.Keeper{Rounds: b.Rounds, EditEvery: time.Nanosecond}
			refused := apptest.Watch(b.Bot)
			do := func(r bot.Request) bot.Reply { return b.Handle(context.Background(), r) }

			start := do(apptest.In("ann", "play", "time", "1m", "board", apptest.Board, "dict", "standard"))
			if !strings.Contains(start.Text, "Live round!") {
				t.Fatalf("start: %q", start.Text)
			}
			clock.Add(59 * time.Second) // the player types "latrine" a second before the end
			finish := func() {
				clock.Add(2 * time.Second)
				keeper.Tick(context.Background())
				if _, err := mem.RunningRound(context.Background(), round.Key{Platform: "chat", Guild: "g", Channel: "C1"}); err == nil {
					t.Fatal("the keeper did not finish the round")
				}
			}
			if strings.HasPrefix(when, "finished before") {
				st.before = finish
			} else {
				st.after = finish
			}
			do(apptest.In("ann", "guess", "words", "latrine"))
			refused.Expect(t, game.CodeRoundOver)
			_, p, err := daily.Today(context.Background(), game.Guild{Platform: "chat", ID: "g"}, "id-ann")
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Found) != 0 {
				t.Errorf("the late guess landed on the daily: %v", p.Found)
			}
			// Well after the end, the channel's guesses play the daily again.
			clock.Add(round.LateGuess)
			do(apptest.In("ann", "guess", "words", "zzzz"))
			refused.None(t) // the daily judged it
		})
	}
}
