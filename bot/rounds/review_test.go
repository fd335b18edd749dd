package rounds_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/game"
)

// After a round, each player's "My words": their words against the board,
// the cancelled ones marked, the best they missed; before the end, nothing.
func TestRoundMyWords(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	start := rig.Do(apptest.In("ann", "play", "time", "2m", "board", apptest.Board, "dict", "standard"))
	_, parts := bot.ParseActionID(start.Actions[0].ID)
	id := parts[1]
	rig.Do(apptest.In("ann", "guess", "words", "recitals slur tic"))
	rig.Do(apptest.In("bob", "guess", "words", "slur latrine"))
	mine := func(user string) bot.Reply {
		r := apptest.In(user, "")
		r.Action = &bot.ActionEvent{ID: bot.ActionID("play", "mine", id)}
		return rig.Do(r)
	}
	apptest.MustContain(t, "My words before the end", mine("ann").Text, "isn't over yet")

	rig.Clock.Add(2 * time.Minute)
	rig.Keeper.Tick(context.Background())
	posts, _ := rig.Poster.All()
	if len(posts) != 1 {
		t.Fatalf("%d results posts; want 1", len(posts))
	}
	acts := posts[0].Actions
	if i := slices.IndexFunc(acts, func(a bot.Action) bool { return a.Label == "My words" }); i < 0 || acts[i].ID != bot.ActionID("play", "mine", id) {
		t.Fatalf("results actions %+v; want a My words button for round %s", acts, id)
	}
	r := mine("ann")
	if !r.Ephemeral || r.Image == nil {
		t.Fatalf("My words: ephemeral %v, image %v", r.Ephemeral, r.Image != nil)
	}
	apptest.MustContain(t, "ann's words", r.Text, "**Your round** `"+apptest.Board+"`",
		fmt.Sprintf("You found **3 words** of 252 words and scored **%d points**", apptest.Sum("recitals", "tic")),
		"**Your words:** recitals 11 · slur 1 (cancelled) · tic 1\n", "**Best you missed:** sinecure 11 · curlier 5 · latrine 5 ·")
	// Only slur is on both lists.
	if strings.Contains(r.Text, "tic 1 (cancelled)") {
		t.Errorf("tic, found by ann alone, is marked cancelled: %q", r.Text)
	}
	want := fmt.Sprintf("review %s words=recitals,slur,tic,sinecure,curlier,latrine missed=sinecure,curlier,latrine title=%q", apptest.Board, "4x4 round · your words")
	if got := rig.Render.Last(); got != want {
		t.Errorf("My words image:\n got %s\nwant %s", got, want)
	}
	apptest.MustContain(t, "bob's words", mine("bob").Text, "**Your words:** latrine 5 · slur 1 (cancelled)\n")
	r = mine("cy")
	apptest.MustContain(t, "a bystander's words", r.Text, "You didn't enter a word in this round", "**Best you missed:** recitals 11 · sinecure 11")

	// The button's id sent from another channel, guild, platform or a DM
	// (copied, or forged by a client) shows nothing of the round.
	for _, where := range []struct{ platform, guild, channel string }{
		{"chat", "g", "C2"}, {"chat", "other", "C1"}, {"slack", "g", "C1"}, {"chat", "", "D1"},
	} {
		r := apptest.As(where.platform, "eve", "")
		r.Guild, r.Channel = where.guild, where.channel
		r.Action = &bot.ActionEvent{ID: bot.ActionID("play", "mine", id)}
		got := rig.Do(r)
		apptest.MustContain(t, fmt.Sprintf("My words from %+v", where), got.Text, "belongs to a round in another channel")
		if strings.Contains(got.Text, apptest.Board) || strings.Contains(got.Text, "recitals") || got.Image != nil {
			t.Errorf("My words from %+v shows the round: %q", where, got.Text)
		}
	}
}

// The results post of a day carries a My words button: each player's
// review of that day.
func TestRevealMyWords(t *testing.T) {
	rig, sched, dp, _ := apptest.NewSchedRig(t)
	ctx := context.Background()
	paris := game.Guild{Platform: "discord", ID: "paris"}
	mon := game.Date(2026, time.July, 13)
	ri, err := rig.Svc.Reveal(ctx, paris, mon)
	if err != nil {
		t.Fatal(err)
	}
	best := ri.Solution.Words[0]
	g := apptest.As("discord", "ann", "guess", "words", best.Word)
	g.Guild = "paris"
	rig.Do(g)
	rig.Clock.Set(time.Date(2026, time.July, 13, 22, 1, 0, 0, time.UTC)) // just past midnight in Paris
	sched.Tick(ctx)
	var reveal *bot.Reply
	for line, r := range dp.Replies {
		if strings.HasPrefix(line, "discord P reveal Monday 13 July") {
			reveal = &r
		}
	}
	if reveal == nil {
		t.Fatalf("no reveal posted in Paris: %v", dp.Take())
	}
	if len(reveal.Actions) != 1 || reveal.Actions[0].Label != "My words" {
		t.Fatalf("reveal actions %+v; want a My words button", reveal.Actions)
	}
	click := apptest.As("discord", "ann", "")
	click.Guild = "paris"
	click.Action = &bot.ActionEvent{ID: reveal.Actions[0].ID}
	r := rig.Do(click)
	apptest.MustContain(t, "My words under the reveal", r.Text, "**Review, Monday 13 July**", fmt.Sprintf("**Your words:** %s %d\n", best.Word, best.Points))
	if !r.Ephemeral {
		t.Error("the review from the reveal is public")
	}
	click.Action.ID = "daily|review|2026-13-45"
	apptest.MustContain(t, "a forged button", rig.Do(click).Text, "That button is no longer available")
}
