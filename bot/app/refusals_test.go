package app_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
)

// TestEachFeatureRefusesInFrenchByCode: a refusal of each feature, met through the
// assembly serve builds, is the player's error on the one path: the code
// and facts the feature found (what the player typed among them), worded
// by package i18n in the player's language, quoting what they typed.
func TestEachFeatureRefusesInFrenchByCode(t *testing.T) {
	st := memory.New()
	daily := challenge.New(challenge.Config{Store: st, Practice: st})
	rounds := round.New(round.Config{Store: st})
	obs := &bottest.Outcomes{}
	a := app.New(app.Config{Daily: daily, Rounds: rounds, Privacy: privacy.New(privacy.Config{Store: st, Rounds: rounds}),
		Renderer: &bottest.Renderer{}, Observer: obs, RateLimit: bot.RateLimit{Burst: -1}, Logger: slog.New(slog.DiscardHandler)})
	defer a.Close()
	_, boardErr := solver.Parse("abc")
	for _, c := range []struct {
		feature, command string
		opts             map[string]string
		admin            bool
		typed            string // quoted in the reply
		want             error  // the code and facts the reply words
	}{
		{"privacy", "privacy", map[string]string{"action": "exporte"}, false, "exporte",
			game.E(game.Invalid, game.CodePrivacyAction, game.Facts{"typed": "exporte", "near": "export"})},
		{"daily", "daily setup", map[string]string{"stop": "peut-être"}, true, "peut-être",
			game.E(game.Invalid, game.CodeSetupStop, game.Facts{"typed": "peut-être"})},
		{"daily", "daily setup", map[string]string{"time": "09:00"}, false, "",
			game.E(game.NotAllowed, game.CodeNotAdmin, game.Facts{"doing": "daily_setup"})},
		{"rounds", "play", map[string]string{"rules": "5 bidule"}, false, "bidule",
			game.E(game.Invalid, game.CodePlayRule, game.Facts{"typed": "bidule"})},
		{"solve", "solve", map[string]string{"board": "abc"}, false, "abc",
			bot.Coded(boardErr, "abc")},
		{"solve", "define", map[string]string{"word": "élève"}, false, "élève",
			game.E(game.Invalid, game.CodeDefineEnglish, game.Facts{"typed": "élève"})},
		{"solve", "random", map[string]string{"size": "9"}, false, "9",
			game.E(game.Invalid, game.CodeRandomSize, game.Facts{"typed": "9"})},
		{"play", "leaderboard", map[string]string{"period": "hier"}, false, "hier",
			game.E(game.Invalid, game.CodeLeaderboardName, game.Facts{"typed": "hier"})},
		{"core", "help", map[string]string{"topic": "sovle"}, false, "sovle",
			game.E(game.Invalid, game.CodeNoHelp, game.Facts{"typed": "sovle", "near": []string{"solve"}})},
	} {
		t.Run(c.feature+" "+c.command, func(t *testing.T) {
			req := bot.Request{ID: "i", Platform: "chat", User: bot.User{ID: "u1", Name: "ann"}, Guild: "g1", Channel: "c1",
				Locale: "fr", IsAdmin: c.admin, Command: c.command, Options: c.opts}
			got := a.Handle(context.Background(), req)
			want, en := bot.Wording(req).Error(c.want), bot.ErrorIn(c.want, "en")
			if got.Text != want || !got.Ephemeral {
				t.Errorf("reply %q (ephemeral %v)\nwant %q", got.Text, got.Ephemeral, want)
			}
			if want == en || want == bot.Wording(req).Error(errors.New("the bot's own")) {
				t.Errorf("the refusal reads in English, or as the apology: %q", want)
			}
			if !strings.Contains(got.Text, c.typed) {
				t.Errorf("reply %q does not quote %q", got.Text, c.typed)
			}
			if o := obs.Last(); o != "user_error" {
				t.Errorf("outcome %q, want user_error", o)
			}
		})
	}
}
