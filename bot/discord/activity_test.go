package discord_test

import (
	"context"
	"log/slog"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

// A reply with Activity answers the click with LAUNCH_ACTIVITY (type 12),
// the first answer, on both transports.
func TestLaunchActivity(t *testing.T) {
	launch := bottest.Command{Spec: bot.CommandSpec{Name: "launch", Description: "opens the Activity"},
		Handle: func(context.Context, bot.Request) (bot.Reply, error) { return bot.Reply{Text: "x"}, nil },
		Action: func(context.Context, bot.Request) (bot.Reply, error) {
			return bot.Reply{Activity: true, Ephemeral: true, Text: "opening"}, nil
		}}
	b := bottest.New(bot.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}}, launch)
	transports(t, discord.Config{Bot: b}, func(t *testing.T, tr transport) {
		a := decodeAnswer(t, tr.send(t, discordtest.Interaction("21", 3, discordtest.Component(bot.ActionID("launch", "go")))))
		if a.Type != 12 {
			t.Fatalf("click answered %+v, want LAUNCH_ACTIVITY (type 12)", a)
		}
		noMoreCalls(t, tr.fake, tr.d, false)
	})
}
