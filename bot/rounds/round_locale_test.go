package rounds_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/rounds"
	"github.com/bogglebot/bogglebot/round"
)

// TestRoundLocaleSurvivesRestart: a round keeps the language its posts
// started in with it (round.Round.Locale): a bot started anew over the
// same rounds (a restart, or another replica), which has since seen the
// server's language turn German, posts the results of a round started in
// French in French.
func TestRoundLocaleSurvivesRestart(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	start := apptest.In("ann", "play", "time", "2m")
	start.ServerLocale = "fr"
	if r := rig.Do(start); r.Ephemeral {
		t.Fatalf("/play: %q", r.Text)
	}

	restarted := app.New(app.Config{Rounds: rig.Svc, Now: rig.Clock.Now, Renderer: rig.Render,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RateLimit: bot.RateLimit{Burst: -1}})
	p := &apptest.Poster{}
	restarted.Register(bot.Platform{Name: "chat", Markup: apptest.Angle{}, Poster: p, Editor: p, Scheduled: true})
	guess := apptest.In("bob", "guess", "words", "zzz")
	guess.ServerLocale = "de" // the server's language, as the new bot sees it now
	restarted.Handle(context.Background(), guess)

	rig.Clock.Add(3 * time.Minute)
	(&rounds.Keeper{Rounds: restarted.Rounds, EditEvery: time.Nanosecond}).Tick(context.Background())
	posts, edits := p.All()
	var results string
	for _, r := range posts {
		if strings.Contains(r.Text, "**") {
			results += r.Text + "\n"
		}
	}
	if !strings.Contains(results, "**Manche terminée\u00a0!**") || strings.Contains(results, "Runde") {
		t.Errorf("results of a round started in French, posted after a restart by a bot that saw German: %q (edits %q)", results, edits)
	}
}

// TestRoundResultsFrenchColon: a French round's results put French
// typography's no-break space before the colon that introduces a
// player's words ("1 mot : cat").
func TestRoundResultsFrenchColon(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	start := apptest.In("ann", "play", "board", "cat xxx xxx", "lang", "en") // English words, French posts
	start.ServerLocale = "fr"
	if r := rig.Do(start); r.Ephemeral {
		t.Fatalf("/play: %q", r.Text)
	}
	b := app.New(app.Config{Rounds: rig.Svc, Now: rig.Clock.Now, Renderer: rig.Render,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RateLimit: bot.RateLimit{Burst: -1}})
	p := &apptest.Poster{}
	b.Register(bot.Platform{Name: "chat", Markup: apptest.Angle{}, Poster: p, Editor: p, Scheduled: true})
	b.Handle(context.Background(), apptest.In("ann", "guess", "words", "cat"))
	rig.Clock.Add(11 * time.Minute)
	(&rounds.Keeper{Rounds: b.Rounds, EditEvery: time.Nanosecond}).Tick(context.Background())
	posts, _ := p.All()
	var results string
	for _, r := range posts {
		results += r.Text + "\n"
	}
	if !strings.Contains(results, "\u00a0: cat") || strings.Contains(results, "mot: cat") {
		t.Errorf("French results: %q", results)
	}
}

// TestRoundFollowsTheServer: a round that names no language plays the
// server's: its daily's language, else its locale where not English, else
// the starter's; and says how to switch. lang:en plays English.
func TestRoundFollowsTheServer(t *testing.T) {
	for _, c := range []struct {
		server, player string
		opts           []string
		want, not      string
	}{
		{"fr", "de", nil, "dictionnaire français", ""},
		{"fr", "de", nil, "la langue de ce serveur\u00a0: ajoutez `lang:en`", ""},
		{"en-US", "de", nil, "In German, your language: add `lang:en`", ""},
		{"fr", "de", []string{"lang", "en"}, "", "lang:en"},
		{"", "", nil, "", "lang:en"},
	} {
		rig := apptest.NewRoundRig(t)
		start := apptest.In("ann", "play", append([]string{"time", "2m"}, c.opts...)...)
		start.ServerLocale, start.Locale = c.server, c.player
		r := rig.Do(start)
		if r.Ephemeral || !strings.Contains(r.Text, c.want) || c.not != "" && strings.Contains(r.Text, c.not) {
			t.Errorf("server %q, player %q, %v: %q; want %q, not %q", c.server, c.player, c.opts, r.Text, c.want, c.not)
		}
	}
}

// A server that chose its daily's language plays rounds in it, English
// included, whatever its locale; lang:en plays English over a server's
// other language, as the start message says.
func TestRoundFollowsTheDailysLanguage(t *testing.T) {
	for _, c := range []struct {
		daily, locale string
		opts          []string
		tier          string
	}{
		{"fr", "", nil, "french"},
		{"fr", "de", nil, "french"},
		{"fr", "", []string{"lang", "en"}, "common"},
		{"en", "fr", nil, "common"},
		{"large", "fr", nil, "large"},
		{"large", "fr", []string{"lang", "en"}, "large"},
	} {
		rig := apptest.NewRoundRig(t)
		setup := apptest.In("ann", "daily setup", "language", c.daily)
		setup.IsAdmin = true
		if c.daily == "large" {
			setup = apptest.In("ann", "daily setup", "dict", "large")
			setup.IsAdmin = true
		}
		rig.Do(setup)
		rig.Refused.None(t)
		start := apptest.In("ann", "play", append([]string{"time", "2m"}, c.opts...)...)
		start.ServerLocale = c.locale
		rig.Do(start)
		rig.Refused.None(t)
		rd, err := rig.Svc.Running(context.Background(), round.Key{Platform: "chat", Guild: "g", Channel: "C1"})
		if err != nil {
			t.Fatalf("daily %s, locale %q, %v: no round: %v", c.daily, c.locale, c.opts, err)
		}
		if rd.Rules.Tier != c.tier {
			t.Errorf("daily %s, locale %q, %v: the round plays %q, want %q", c.daily, c.locale, c.opts, rd.Rules.Tier, c.tier)
		}
	}
}
