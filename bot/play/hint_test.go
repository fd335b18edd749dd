package play_test

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/daily"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// gridTotal reads the Σ (total) row's total of a rung 1 grid.
var gridTotal = regexp.MustCompile("(?m)^Σ .* (\\d+)$")

// TestHintDaily climbs the ladder on the daily board through Handle: each
// rung's text and image against the solver's words, the hinted word
// scoring nothing, and the hints beside the score in /daily, /guess and
// the leaderboard.
func TestHintDaily(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	board, words := apptest.TodaysWords(t, "common")
	ann := func(command string, opts ...string) bot.Reply {
		return rig.Do(apptest.As("chat", "ann", command, opts...))
	}
	ann("guess", "words", words[0].Word)
	left := words[1:]

	r := ann("hint")
	if !r.Ephemeral || r.Image != nil {
		t.Errorf("rung 1: ephemeral %v, image %v; want private text", r.Ephemeral, r.Image != nil)
	}
	apptest.MustContain(t, "rung 1", r.Text, "**Hint 1: words left.**", fmt.Sprintf("**%d words**", len(left)), "```", "Hints today: 1")
	if m := gridTotal.FindStringSubmatch(r.Text); m == nil || m[1] != strconv.Itoa(len(left)) {
		t.Errorf("rung 1: the grid's total is %v, want %d:\n%s", m, len(left), r.Text)
	}
	if len(r.Text) > bot.MaxText {
		t.Errorf("rung 1 is %d bytes, over %d", len(r.Text), bot.MaxText)
	}

	r = ann("hint")
	heat, err := game.Heat(context.Background(), board, left)
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("heat %s %v title=%q", board, heat, fmt.Sprintf("Hint 2 · where your %d words left start", len(left))); rig.R.Last() != want {
		t.Errorf("rung 2 drew %s\nwant %s", rig.R.Last(), want)
	}
	if r.Image == nil || !strings.Contains(r.Image.Alt, fmt.Sprintf("%s %d", board.At(0, 0), heat[0])) {
		t.Errorf("rung 2: image %+v; want one whose alt text gives each tile's count", r.Image)
	}

	r = ann("hint")
	m := regexp.MustCompile("a (\\d+)-letter word starting with `([A-Z]{2})`").FindStringSubmatch(r.Text)
	if m == nil {
		t.Fatalf("rung 3: %s", r.Text)
	}
	apptest.MustContain(t, "rung 3 names its board", r.Text, "`**, on the daily board.")
	r = ann("hint")
	apptest.MustContain(t, "rung 4 names its board", r.Text, " letters) on the daily board: ")
	pm := regexp.MustCompile(`the path of ([A-Z]+)\*\* \((\d+) letters\)`).FindStringSubmatch(r.Text)
	if pm == nil || !strings.HasPrefix(pm[1], m[2]) || pm[2] != m[1] {
		t.Fatalf("rung 4 (%v) does not follow rung 3 (%v): %s", pm, m, r.Text)
	}
	target := strings.ToLower(pm[1])
	var tw solver.Word
	for _, w := range left {
		if w.Word == target {
			tw = w
		}
	}
	if tw.Word == "" {
		t.Fatalf("rung 4 shows %q, not a word left", target)
	}
	if want := fmt.Sprintf("word %s %s 0 %v title=%q", board, target, tw.Path, "Hint 4 · scores nothing for you"); rig.R.Last() != want {
		t.Errorf("rung 4 drew %s\nwant %s", rig.R.Last(), want)
	}
	r = ann("guess", "words", target)
	apptest.MustContain(t, "guessing the hinted word", r.Text, "**Revealed by a hint (found, no points):** "+target,
		fmt.Sprintf("**%d words, %d points** · 4 hints", 2, words[0].Points))
	apptest.MustContain(t, "/daily", ann("daily").Text, fmt.Sprintf("**2 of %d words, %d points** · 4 hints: rank 1 of 1", len(words), words[0].Points))
	apptest.MustContain(t, "/leaderboard", ann("leaderboard").Text, fmt.Sprintf("1. **ann**: %d points · 4 hints", words[0].Points))
}

func TestHintDailyNotEnabled(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	b := app.New(app.Config{Renderer: rig.Render})
	if r := b.Handle(context.Background(), apptest.In("ann", "hint")); r.Text != daily.NotEnabled {
		t.Errorf("/hint without a daily: %q", r.Text)
	}
}

// TestHintRounds: /hint in a channel with a round without hints says so;
// with hints on it gives the round's ladder, and the results show the
// hints beside the score.
func TestHintRounds(t *testing.T) {
	for _, tt := range []struct {
		play  []string // options of /play
		hints bool
	}{
		{[]string{"board", apptest.Board}, false},
		{[]string{"board", apptest.Board, "mode", "all"}, true},
		{[]string{"board", apptest.Board, "hints", "on"}, true},
		{[]string{"board", apptest.Board, "mode", "all", "hints", "off"}, false},
		{[]string{"board", apptest.Board, "rules", "hints"}, true},
	} {
		t.Run(strings.Join(tt.play, " "), func(t *testing.T) {
			rig := apptest.NewRoundRig(t)
			start := rig.Do(apptest.In("ann", "play", tt.play...))
			if strings.Contains(start.Text, "hints allowed") != tt.hints {
				t.Errorf("the start message says hints allowed: %v, want %v:\n%s", !tt.hints, tt.hints, start.Text)
			}
			r := rig.Do(apptest.In("ann", "hint"))
			if !tt.hints {
				apptest.MustContain(t, "/hint without hints", r.Text, "This round was started without hints", "`/play hints:on`")
				return
			}
			apptest.MustContain(t, "/hint in a round", r.Text, "**Hint 1: words left.**", "the round's board", "Hints in this round: 1")
			rig.Do(apptest.In("ann", "hint"))
			rig.Do(apptest.In("ann", "guess", "words", "slur"))
			rig.Do(apptest.In("bob", "hint")) // and no word: bob's hint shows all the same
			rig.Clock.Add(4 * time.Minute)
			rig.Keeper.Tick(context.Background())
			posts, _ := rig.Poster.All()
			if len(posts) != 1 {
				t.Fatalf("%d posts, want the results", len(posts))
			}
			apptest.MustContain(t, "results", posts[0].Text, fmt.Sprintf("1. <@id-ann> %d point · 1 word · 2 hints", apptest.Sum("slur")),
				"2. <@id-bob> took 1 hint, no words")
			if strings.Contains(posts[0].Text, "Nobody entered") {
				t.Errorf("results say nobody entered a word:\n%s", posts[0].Text)
			}
		})
	}
}

func TestPlayHintsBadValue(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	r := rig.Do(apptest.In("ann", "play", "hints", "maybe"))
	if r.Text != "`hints` is `on` or `off`, not `maybe`." {
		t.Errorf("/play hints:maybe = %q", r.Text)
	}
}

// TestHintSpam: a player asking /hint again and again on a board gets each
// word's path once; then /hint names the words left and counts nothing, so
// the hints stored stay bounded (2 plus 2 per word). A board with no word
// says so instead of congratulating the player for finding every word.
func TestHintSpam(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	rig.Do(apptest.In("ann", "play", "board", "cat xxx xxx", "hints", "on"))
	r, err := rig.Svc.Running(context.Background(), round.Key{Platform: "chat", Guild: "g", Channel: "C1"})
	if err != nil {
		t.Fatal(err)
	}
	d, err := dict.Embedded(r.Rules.Tier)
	if err != nil {
		t.Fatal(err)
	}
	sol := solver.Solve(r.Board, d, solver.Rules{})
	limit := 2 + 2*len(sol.Words)
	var got bot.Reply
	for range limit + 5 {
		got = rig.Do(apptest.In("ann", "hint"))
	}
	want := []string{"Hints have already shown you every word you have left", "none is counted", "Enter them"}
	for _, w := range sol.Words {
		want = append(want, strings.ToUpper(w.Word))
	}
	apptest.MustContain(t, "/hint after every path", got.Text, want...)
	if !got.Ephemeral {
		t.Error("the answer is public")
	}
	hs, err := rig.Svc.Store().RoundHints(context.Background(), r.ID, "id-ann")
	if err != nil || len(hs) != limit {
		t.Errorf("%d hints stored (%v), want %d", len(hs), err, limit)
	}

	rig.Clock.Add(4 * time.Minute)
	rig.Keeper.Tick(context.Background())
	rig.Do(apptest.In("ann", "play", "board", "zzzz zzzz zzzz zzzz", "hints", "on"))
	got = rig.Do(apptest.In("ann", "hint"))
	apptest.MustContain(t, "/hint on a board with no word", got.Text, "has no word in its dictionary")
	if strings.Contains(got.Text, "found every word") {
		t.Errorf("/hint on a board with no word: %q", got.Text)
	}
}

// TestHintWhilePractising: a player practising a past day who asks /hint
// is told hints are for today's board, and no hint is taken on today's
// real score (before, the hint went to today's board and showed beside
// their score).
func TestHintWhilePractising(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	_, words := apptest.TodaysWords(t, "common")
	ann := func(command string, opts ...string) bot.Reply {
		return rig.Do(apptest.As("chat", "ann", command, opts...))
	}
	ann("guess", "words", words[0].Word)
	rig.Clock.Add(24 * time.Hour)
	apptest.MustContain(t, "practice", ann("daily", "day", "yesterday").Text, "**Practice:")
	apptest.MustContain(t, "/hint in practice", ann("hint").Text, "You're practising", "`/daily` goes back to today's board")
	g := game.Guild{Platform: "chat", ID: "g"}
	if hs, err := rig.Store.Hints(context.Background(), g, rig.Today(), "id-ann"); err != nil || len(hs) != 0 {
		t.Errorf("%d hints stored on today (%v), want none", len(hs), err)
	}
	ann("daily")
	apptest.MustContain(t, "/hint back on today", ann("hint").Text, "**Hint 1: words left.**")
}
