package daily_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

// TestStatsPicture: /stats answers with the text and a picture of the
// player's figures, their calendar of days (from the week of their first
// day), their scores and their best words, with alt text; another
// player's best words leave out a word first found today.
func TestStatsPicture(t *testing.T) {
	rig := apptest.NewDailyRig(t) // Tuesday 14 July 2026
	g := game.Guild{Platform: "discord", ID: "g"}
	today := game.Date(2026, time.July, 14)
	for _, d := range []int{-9, -8, -7, -5, -1} { // from Sunday 5 July
		scored(t, rig, g, today.Add(d), "ann", w("tea", 1), w("steam", 2))
	}
	scored(t, rig, g, today.Add(-1), "bob", w("streams", 5)) // bob first yesterday: ann second
	scored(t, rig, g, today, "ann", w("streamers", 11))      // found today

	r := rig.Do(apptest.As("discord", "ann", "stats"))
	apptest.MustContain(t, "text", r.Text, "**ann** in the daily challenge", "Streak: **2 days**")
	if r.Image == nil || !r.Ephemeral {
		t.Fatalf("/stats: image %v, ephemeral %v; want a private picture beside the text", r.Image, r.Ephemeral)
	}
	apptest.MustContain(t, "alt text", r.Image.Alt, "Stats of ann in the daily: 26 points, 6 days; a streak of 2 days (best 3 days)",
		"calendar of the last 3 weeks with 6 days played, 6 on the podium")
	// From Monday 29 June (the week of 5 July) to today: 16 days.
	apptest.MustContain(t, "picture", rig.R.Last(), `stats "ann" days=16 played=6 frozen=0 scores=6 words=streamers,steam,tea`,
		"facts=26 points|6 days played|11 words|2 day streak|3 best streak")

	rig.Do(apptest.As("discord", "cat", "stats", "user", "id-ann"))
	if last := rig.R.Last(); !strings.Contains(last, "words=steam,tea ") {
		t.Errorf("ann's picture seen by cat shows today's word: %s", last)
	}
	// Rounds only, or nothing: no picture.
	if r := rig.Do(apptest.As("discord", "zed", "stats")); r.Image != nil {
		t.Errorf("a player with no day has a picture: %+v", r.Image)
	}
}

// TestStreakFreezes: /daily setup freezes:N turns freezes on (validated,
// 0 to 5); a player earns one every seven days played, and a missed day
// spends it: the streak goes on, /stats says so in words and picture.
func TestStreakFreezes(t *testing.T) {
	rig := apptest.NewDailyRig(t) // Tuesday 14 July 2026
	g := game.Guild{Platform: "discord", ID: "g"}
	setup := apptest.As("discord", "ann", "daily setup", "freezes", "2")
	setup.IsAdmin = true
	r := rig.Do(setup)
	apptest.MustContain(t, "setup", r.Text, "Streak freezes: a player keeps up to **2**, earns one every 7 days played")
	set, err := rig.Svc.Settings(context.Background(), g)
	if err != nil || set.Freezes != 2 || set.FreezesSince != game.Date(2026, time.July, 14) {
		t.Fatalf("settings: %d freezes since %s, %v; want 2 since today", set.Freezes, set.FreezesSince, err)
	}
	for _, typed := range []string{"6", "-1", "lots"} {
		bad := apptest.As("discord", "ann", "daily setup", "freezes", typed)
		bad.IsAdmin = true
		got := rig.Do(bad)
		want := bot.Wording(bad).Error(game.E(game.Invalid, game.CodeWholeNumber, game.Facts{"option": "freezes", "min": 0, "max": challenge.MaxFreezes, "typed": typed}))
		if got.Text != want {
			t.Errorf("freezes:%s: %q\nwant %q", typed, got.Text, want)
		}
	}
	// Seven days from today, the eighth missed, the ninth played.
	day := game.Date(2026, time.July, 14)
	for i := range 7 {
		scored(t, rig, g, day.Add(i), "ann", w("tea", 1))
	}
	scored(t, rig, g, day.Add(8), "ann", w("tea", 1))
	rig.Clock.Set(day.Add(8).Start(time.UTC).Add(12 * time.Hour))
	r = rig.Do(apptest.As("discord", "ann", "stats"))
	apptest.MustContain(t, "stats", r.Text, "Streak: **8 days**", "Streak freezes: **0** of 2")
	apptest.MustContain(t, "picture", rig.R.Last(), "played=8 frozen=1", "0 / 2 freezes")

	// Off: the missed day breaks the streak again.
	setup = apptest.As("discord", "ann", "daily setup", "freezes", "0")
	setup.IsAdmin = true
	rig.Do(setup)
	r = rig.Do(apptest.As("discord", "ann", "stats"))
	apptest.MustContain(t, "stats, freezes off", r.Text, "Streak: **1 day**")
	if strings.Contains(r.Text, "freezes") {
		t.Errorf("freezes off, and /stats names them:\n%s", r.Text)
	}
}

// TestServerStats: /stats server (or server:true) draws the server's
// players per day and its season's race, for admins; others are refused
// by code.
func TestServerStats(t *testing.T) {
	rig := apptest.NewDailyRig(t) // Tuesday 14 July 2026
	g := game.Guild{Platform: "discord", ID: "g"}
	scored(t, rig, g, game.Date(2026, time.July, 1), "ann", w("steam", 2))
	scored(t, rig, g, game.Date(2026, time.July, 1), "bob", w("streams", 5))
	scored(t, rig, g, game.Date(2026, time.July, 13), "ann", w("tea", 1))
	scored(t, rig, g, game.Date(2026, time.June, 30), "cat", w("tea", 1)) // last season
	for _, opts := range [][]string{{"server", "true"}, {"user", "server"}} {
		req := apptest.As("discord", "ann", "stats", opts...)
		req.IsAdmin = true
		r := rig.Do(req)
		apptest.MustContain(t, "server stats", r.Text, "season of July 2026: 2 players this season, 0 today, over 14 days", "1. bob 5 points, 2. ann 3 points")
		if r.Image == nil || !strings.Contains(r.Image.Alt, "at most 2 on one day") {
			t.Fatalf("/stats %v: image %+v", opts, r.Image)
		}
		apptest.MustContain(t, "picture", rig.R.Last(), `server_stats "This server in the daily" days=14 players=2,0,0,0,0,0,0,0,0,0,0,0,1,0 race=bob:5,ann:3`)
	}
	got := rig.Do(apptest.As("discord", "cat", "stats", "server", "true"))
	if got.Image != nil || !got.Ephemeral {
		t.Errorf("a player's /stats server: %+v; want a private refusal", got)
	}
	if e := rig.Refused.Expect(t, game.CodeNotAdmin); e.Facts["doing"] != "server_stats" {
		t.Errorf("a player's /stats server refused with %v; want doing server_stats", e.Facts)
	}
}
