package main

import (
	"context"
	"encoding/json"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store/postgres"
	"github.com/bogglebot/bogglebot/store/postgres/pgtest"
)

// TestServeSeasonPostOnceAcrossReplicas: three serves, as newApp wires
// them, on one PostgreSQL database, each with Discord and Slack (the
// fakes), started together past the local midnight that ends November:
// the season's final standings go to each server's channel exactly once,
// with their picture (season.png: the podium and the awards) and its alt
// text, the podium in the text beside it.
func TestServeSeasonPostOnceAcrossReplicas(t *testing.T) {
	url := pgtest.FreshSchema(t, "serveseason_", "the season's post through serve's replicas")
	ctx := context.Background()
	st, err := postgres.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	// The two servers' dailies and a month of play, as players left it.
	seed := challenge.New(challenge.Config{Store: st, Practice: st, Now: func() time.Time { return time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC) }})
	servers := []challenge.Settings{
		{Guild: game.Guild{Platform: "discord", ID: "555"}, Channel: "777", PostTime: "09:00", Timezone: "UTC"},
		{Guild: game.Guild{Platform: "slack", ID: "T1"}, Channel: "C42", PostTime: "09:00", Timezone: "UTC"},
	}
	players := []game.Player{{ID: "42", Name: "Ann"}, {ID: "43", Name: "Bo"}, {ID: "44", Name: "Cy"}, {ID: "45", Name: "Di"}}
	for _, set := range servers {
		if _, err := seed.Setup(ctx, set); err != nil {
			t.Fatal(err)
		}
		for i, p := range players {
			for d := range 3 + i {
				w := []game.Word{{Word: "stream", Points: 3 + i}, {Word: "master", Points: 3}}
				if _, err := st.AddWords(ctx, set.Guild, game.Date(2026, 11, 20+d), p, w, time.Date(2026, 11, 20+d, 10, 0, 0, 0, time.UTC)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	st.Close()

	setClock(t, time.Date(2026, 12, 1, 0, 0, 30, 0, time.UTC))
	fake := discordtest.NewServer()
	defer fake.Close()
	discordHTTPEnv(t, fake, "serve-test-token")
	web, api := newSlackWeb(t)
	for k, v := range map[string]string{
		"SLACK_MODE": "http", "SLACK_BOT_TOKEN": "xoxb-serve-test-token", "SLACK_SIGNING_SECRET": "slack-signing-secret", "SLACK_APP_TOKEN": "",
		"SLACK_API_URL": api.URL + "/api/", "DATABASE_URL": url,
	} {
		t.Setenv(k, v)
	}
	type replica struct {
		cancel context.CancelFunc
		done   chan int
		stderr *bottest.Log
		addr   string
	}
	var rs []replica
	for range 3 {
		cancel, done, stderr, listening := startServe()
		rs = append(rs, replica{cancel, done, stderr, listeningOn(t, listening, done, stderr)})
	}
	logs := func() string {
		var s strings.Builder
		for i, r := range rs {
			s.WriteString("--- replica " + string(rune('1'+i)) + ":\n" + r.stderr.String())
		}
		return s.String()
	}

	// Discord: the day's results, then the season's, in 777.
	var discordSeason []discordtest.Call
	slackSeason := 0
	deadline := time.After(patience)
	for len(discordSeason) == 0 || slackSeason == 0 {
		select {
		case c := <-fake.Calls():
			if c.Method == "POST" && c.Path == "/channels/777/messages" && hasFile(c, "season.png") {
				discordSeason = append(discordSeason, c)
			}
		case up := <-web.uploads:
			if up.channel == "C42" && strings.Contains(up.comment+up.blocks, "Final standings, season of November 2026") {
				slackSeason++
				if len(up.png) < 1000 || string(up.png[1:4]) != "PNG" {
					t.Errorf("Slack's season upload is not a picture: %d bytes", len(up.png))
				}
			}
		case <-deadline:
			t.Fatalf("season posts: %d on Discord, %d on Slack; log:\n%s", len(discordSeason), slackSeason, logs())
		}
	}
	// The picture was drawn through serve's Observer (its timing), as
	// season, on the replica that posted.
	drawn := 0
	for _, r := range rs {
		resp, err := client.Get("http://" + r.addr + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if m := regexp.MustCompile(`bogglebot_render_duration_seconds_count\{image="season"\} (\d+)`).FindSubmatch(body); m != nil {
			n, _ := strconv.Atoi(string(m[1]))
			drawn += n
		}
	}
	if drawn < 2 {
		t.Errorf("season pictures drawn through serve's Observer: %d; want Discord's and Slack's", drawn)
	}
	for _, r := range rs {
		stopServe(t, r.cancel, r.done, r.stderr)
	}
	// Whatever else the replicas sent before they stopped.
	for more := true; more; {
		select {
		case c := <-fake.Calls():
			if c.Method == "POST" && c.Path == "/channels/777/messages" && hasFile(c, "season.png") {
				discordSeason = append(discordSeason, c)
			}
		case up := <-web.uploads:
			if up.channel == "C42" && strings.Contains(up.comment+up.blocks, "Final standings, season of November 2026") {
				slackSeason++
			}
		default:
			more = false
		}
	}
	if len(discordSeason) != 1 || slackSeason != 1 {
		t.Fatalf("the season's post went %d times to Discord and %d to Slack; want once each; log:\n%s", len(discordSeason), slackSeason, logs())
	}
	var m struct {
		Content     string `json:"content"`
		Attachments []struct {
			Filename    string `json:"filename"`
			Description string `json:"description"`
		} `json:"attachments"`
	}
	json.Unmarshal(discordSeason[0].JSON, &m)
	if !strings.Contains(m.Content, "Final standings, season of November 2026") || !strings.Contains(m.Content, "**1st** **Di**") {
		t.Errorf("the season's post on Discord: %q; want the final standings and the podium", m.Content)
	}
	if len(m.Attachments) != 1 || !strings.HasPrefix(m.Attachments[0].Description, "Final standings of the season of November 2026: 1. Di") ||
		!strings.Contains(m.Attachments[0].Description, "Awards: Most words: Di") {
		t.Errorf("the season picture's alt text: %+v", m.Attachments)
	}
	for _, f := range discordSeason[0].Files {
		if len(f.Data) < 1000 || string(f.Data[1:4]) != "PNG" {
			t.Errorf("the season's picture on Discord: %s, %d bytes", f.Name, len(f.Data))
		}
	}
}

// hasFile says whether a REST call uploads a file named name.
func hasFile(c discordtest.Call, name string) bool {
	for _, f := range c.Files {
		if f.Name == name {
			return true
		}
	}
	return false
}
