package daily_test

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/daily"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

// scored records words a player found on day in guild g, as accepted
// guesses would.
func scored(t *testing.T, rig *apptest.DailyRig, g game.Guild, day game.Day, name string, words ...game.Word) {
	t.Helper()
	if _, err := rig.Store.AddWords(context.Background(), g, day, game.Player{ID: "id-" + name, Name: name}, words, day.Start(time.UTC)); err != nil {
		t.Fatal(err)
	}
}

func w(word string, points int) game.Word { return game.Word{Word: word, Points: points} }

// TestSeasonLeaderboard: /leaderboard shows this month's race by
// default; a past season (season:YYYY-MM, or YYYY-MM typed as the period)
// its final standings with the podium and the four awards; a season to
// come, or one written wrong, is refused by code, quoting what was typed.
func TestSeasonLeaderboard(t *testing.T) {
	rig := apptest.NewDailyRig(t) // Tuesday 14 July 2026
	g := game.Guild{Platform: "discord", ID: "g"}
	june := func(d int) game.Day { return game.Date(2026, time.June, d) }
	for d := 1; d <= 5; d++ { // ann: five days in a row, 10 points each
		scored(t, rig, g, june(d), "ann", w("tea", 1), w("teams", 9))
	}
	scored(t, rig, g, june(3), "bob", w("streamers", 11), w("master", 19)) // bob's best day, 30 points; the longest word
	scored(t, rig, g, june(20), "cat", w("eat", 1), w("ate", 1), w("eta", 1), w("tae", 1), w("tee", 1), w("set", 1), w("sea", 1))
	scored(t, rig, g, june(30), "cat", w("seat", 1))
	scored(t, rig, g, game.Date(2026, time.May, 31), "dan", w("mastery", 99)) // another season
	scored(t, rig, g, game.Date(2026, time.July, 2), "ann", w("steam", 2))

	r := rig.Do(apptest.As("discord", "ann", "leaderboard"))
	apptest.MustContain(t, "this season", r.Text, "**Leaderboard, season of July 2026** (day 14 of 31)", "1. **ann**: 2 points (1 day)", "after Friday 31 July")
	if strings.Contains(r.Text, "bob") || strings.Contains(r.Text, "Awards") {
		t.Errorf("July's race shows June's player or awards before its end:\n%s", r.Text)
	}
	if r.Ephemeral {
		t.Error("the season's leaderboard should be public")
	}
	if s := rig.Do(apptest.As("discord", "ann", "leaderboard", "period", "season")).Text; s != r.Text {
		t.Errorf("/leaderboard season differs from the default view:\n%s\nvs\n%s", s, r.Text)
	}

	for _, req := range []bot.Request{apptest.As("discord", "ann", "leaderboard", "season", "2026-06"), apptest.As("discord", "ann", "leaderboard", "period", "2026-06")} {
		r = rig.Do(req)
		apptest.MustContain(t, "June", r.Text,
			"**Final standings, season of June 2026**",
			"**1st** **ann** 50 points · **2nd** **bob** 30 points · **3rd** **cat** 8 points",
			"1. **ann**: 50 points (5 days)",
			"• Most words: **ann**, 10 words",
			"• Longest word: **streamers** (11 points), by **bob** on Wednesday 3 June",
			"• Best day: **bob**, 30 points on Wednesday 3 June",
			"• Longest streak: **ann**, 5 days in a row")
		if strings.Contains(r.Text, "dan") || strings.Contains(r.Text, "mastery") {
			t.Errorf("June's standings count May's player:\n%s", r.Text)
		}
	}

	// In French: the month's name, and the refusals.
	fr := apptest.As("discord", "ann", "leaderboard", "season", "2026-06")
	fr.Locale = "fr"
	apptest.MustContain(t, "French", rig.Do(fr).Text, "saison de juin 2026", "Récompenses")
	for _, c := range []struct {
		typed string
		want  error
	}{
		{"2026-08", game.E(game.NotFound, game.CodeSeasonAhead, game.Facts{"typed": "2026-08", "current": "2026-07"})},
		{"2027-01", game.E(game.NotFound, game.CodeSeasonAhead, game.Facts{"typed": "2027-01", "current": "2026-07"})},
		{"2026-13", game.E(game.Invalid, game.CodeSeasonFormat, game.Facts{"typed": "2026-13"})},
		{"juin", game.E(game.Invalid, game.CodeSeasonFormat, game.Facts{"typed": "juin"})},
	} {
		req := apptest.As("discord", "ann", "leaderboard", "season", c.typed)
		req.Locale = "fr"
		got := rig.Do(req)
		if want := bot.Wording(req).Error(c.want); got.Text != want || !got.Ephemeral {
			t.Errorf("season:%s: %q (ephemeral %v)\nwant %q", c.typed, got.Text, got.Ephemeral, want)
		}
		if !strings.Contains(got.Text, "`"+c.typed+"`") {
			t.Errorf("season:%s: the refusal does not quote it: %q", c.typed, got.Text)
		}
	}
	if got := rig.Do(apptest.As("discord", "ann", "leaderboard", "season", "2026-08")).Text; !strings.Contains(got, "this season is July 2026") {
		t.Errorf("a season to come: %q; want it to name this season", got)
	}
}

// TestSeasonPostedOnceAtMonthEnd: two replicas sharing a store post each
// guild's season results once, at the local midnight that ends the
// month's last day in its timezone, with the podium and the awards.
func TestSeasonPostedOnceAtMonthEnd(t *testing.T) {
	rig, sched, dp, sp := apptest.NewSchedRig(t)
	ctx := context.Background()
	paris := game.Guild{Platform: "discord", ID: "paris"}
	scored(t, rig, paris, game.Date(2026, time.July, 30), "ann", w("streamers", 11))
	scored(t, rig, paris, game.Date(2026, time.July, 31), "bob", w("tea", 1))

	replica := challenge.New(challenge.Config{Store: rig.Store, Practice: rig.Store, Now: rig.Clock.Now, Owner: "replica"})
	dp2 := &apptest.FakePoster{Platform: "discord", Clock: rig.Clock}
	sp2 := &apptest.FakePoster{Platform: "slack", Clock: rig.Clock}
	b2 := app.New(app.Config{Daily: replica, Now: rig.Clock.Now, Renderer: rig.R, Logger: slog.New(slog.DiscardHandler)})
	apptest.Posters(b2, dp2, sp2)
	sched2 := b2.Scheduler()

	var seasons []string
	var parisPost bot.Reply
	for now := time.Date(2026, time.July, 31, 12, 0, 0, 0, time.UTC); now.Before(time.Date(2026, time.August, 1, 12, 0, 0, 0, time.UTC)); now = now.Add(time.Minute) {
		rig.Clock.Set(now)
		var wg sync.WaitGroup
		for _, s := range []*daily.Scheduler{sched, sched2} {
			wg.Go(func() { s.Tick(ctx) })
		}
		wg.Wait()
		for _, p := range []*apptest.FakePoster{dp, sp, dp2, sp2} {
			for _, line := range p.Take() {
				if strings.Contains(line, " season ") {
					seasons = append(seasons, line)
					if strings.HasPrefix(line, "discord P ") {
						parisPost = p.Replies[line]
					}
				}
			}
		}
	}
	slices.Sort(seasons)
	want := []string{
		"discord P season July 2026 31 22:00", // midnight in Paris (UTC+2)
		"discord T season July 2026 31 15:00", // midnight in Tokyo (UTC+9)
		"slack N season July 2026 01 04:00",   // midnight in New York (UTC-4)
	}
	if !slices.Equal(seasons, want) {
		t.Errorf("season posts:\n%s\nwant:\n%s", strings.Join(seasons, "\n"), strings.Join(want, "\n"))
	}
	apptest.MustContain(t, "Paris's season post", parisPost.Text, "**1st** **ann** 11 points · **2nd** **bob** 1 point",
		"• Longest word: **streamers**", "The season of August 2026 starts now")
	claimed, sent, err := rig.Store.PostStatus(ctx, challenge.PostKey{Guild: paris, Day: game.Date(2026, time.July, 31), Kind: challenge.SeasonEnd})
	if err != nil || !claimed || !sent {
		t.Errorf("Paris's season post: claimed %v, sent %v, %v; want both", claimed, sent, err)
	}
}

// TestSeasonsAndStatsTyped: the same on Slack and the console, where the
// options are typed: season:YYYY-MM, a bare YYYY-MM or season as the
// period, and /stats server.
func TestSeasonsAndStatsTyped(t *testing.T) {
	rig := apptest.NewDailyRig(t) // Tuesday 14 July 2026
	g := game.Guild{Platform: "slack", ID: "g"}
	scored(t, rig, g, game.Date(2026, time.June, 3), "ann", w("streamers", 11))
	scored(t, rig, g, game.Date(2026, time.July, 3), "bob", w("tea", 1))
	for _, line := range []string{"/leaderboard season:2026-06", "/leaderboard 2026-06"} {
		apptest.MustContain(t, line, rig.SlackLine(t, "ann", line).Text, "**Final standings, season of June 2026**", "• Longest word: **streamers**")
	}
	for _, line := range []string{"/leaderboard", "/leaderboard season"} {
		apptest.MustContain(t, line, rig.SlackLine(t, "ann", line).Text, "**Leaderboard, season of July 2026** (day 14 of 31)", "1. **bob**: 1 point")
	}
	apptest.MustContain(t, "a season to come", rig.SlackLine(t, "ann", "/leaderboard season:2026-09").Text, "`2026-09`", "hasn't happened yet")
	r := rig.SlackLine(t, "ann", "/stats server") // anyone is an admin on this Slack
	if r.Image == nil || !strings.Contains(r.Text, "season of July 2026: 1 player this season, 0 today, over 14 days") {
		t.Errorf("/stats server on Slack: %q, image %v", r.Text, r.Image)
	}
}
