package play_test

import (
	"context"
	"errors"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/play"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
)

// mode is a play.Mode that takes the requests in its channel and records
// what it was asked.
type mode struct {
	name, channel string
	asked         *[]string
}

func (m mode) take(req bot.Request, what string) (bot.Reply, bool, error) {
	*m.asked = append(*m.asked, m.name+" "+what)
	if req.Channel != m.channel {
		return bot.Reply{}, false, nil
	}
	if what == "hint" && m.name == "failing" {
		return bot.Reply{}, true, errors.New("the mode's own failure")
	}
	return bot.Reply{Text: m.name + " " + what}, true, nil
}

func (m mode) Guess(_ context.Context, req bot.Request, input string) (bot.Reply, bool, error) {
	return m.take(req, "guess "+input)
}

func (m mode) Hint(_ context.Context, req bot.Request) (bot.Reply, bool, error) {
	return m.take(req, "hint")
}

func (m mode) Leaderboard(_ context.Context, req bot.Request, period string) (bot.Reply, bool, error) {
	return m.take(req, "leaderboard "+period)
}

func (m mode) Stats(_ context.Context, req bot.Request) (bot.Reply, bool, error) {
	return m.take(req, "stats")
}

// TestModesAskedInOrder: /guess, /hint, /leaderboard and /stats go to the
// first mode, in the order given, that takes the request; the modes after
// it are not asked; an error of the mode that took it is the answer; a
// request no mode takes is told the game is off.
func TestModesAskedInOrder(t *testing.T) {
	var asked []string
	b := bot.New(bot.Config{RateLimit: bot.RateLimit{Burst: -1}})
	play.Register(b.Mux(), play.Deps{Modes: []play.Mode{
		mode{"round", "r", &asked}, mode{"failing", "f", &asked}, mode{"daily", "d", &asked}}})
	do := func(channel, command string, opts map[string]string) string {
		asked = nil
		return b.Handle(context.Background(), bot.Request{ID: "i", Platform: "chat", Command: command, Options: opts,
			User: bot.User{ID: "u"}, Guild: "g", Channel: channel}).Text
	}
	if got := do("r", "guess", map[string]string{"words": "tea"}); got != "round guess tea" || len(asked) != 1 {
		t.Errorf("/guess in a round's channel: %q, asked %q", got, asked)
	}
	if got := do("d", "leaderboard", map[string]string{"period": "week"}); got != "daily leaderboard week" || len(asked) != 3 {
		t.Errorf("/leaderboard in the daily's channel: %q, asked %q", got, asked)
	}
	if got := do("f", "hint", nil); got != bot.Apology {
		t.Errorf("/hint in a failing mode's channel: %q, want the apology for the mode's own failure", got)
	}
	if len(asked) != 2 {
		t.Errorf("/hint asked %q, want the modes up to the one that failed", asked)
	}
	off := do("nowhere", "stats", nil)
	if off == "" || len(asked) != 3 {
		t.Errorf("/stats no mode takes: %q, asked %q", off, asked)
	}
	if want := i18n.Error("en", game.E(game.Unavailable, game.CodeDailyOff)); off != want {
		t.Errorf("/stats no mode takes: %q, want %q", off, want)
	}
}
