package challenge_test

import (
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store/memory"
)

// A word a page entered before midnight counts on its day when it
// arrives within the grace after it (GuessAt), and the day's results are
// posted once the grace has passed; a word entered after midnight, or
// claimed to be from before it but arriving after the grace, is refused
// (day.ended); a word without an entry time (chat) plays today's board.
func TestGuessAtGrace(t *testing.T) {
	const grace = 3 * time.Second
	midnight := time.Date(2026, time.July, 15, 0, 0, 0, 0, time.UTC)
	clk := &clock{t: midnight.Add(-time.Hour)}
	st := memory.New()
	svc := challenge.New(challenge.Config{Store: st, Practice: st, Now: clk.Now, Owner: "test", Grace: grace})
	g := game.Guild{Platform: "discord", ID: "g"}
	if _, err := svc.Setup(ctx, challenge.Settings{Guild: g, Channel: "c"}); err != nil {
		t.Fatal(err)
	}
	ann := game.Player{ID: "a", Name: "Ann"}
	day := game.DayOf(midnight.Add(-time.Second), time.UTC)
	words := wordsOn(t, day, 4, "common")
	tomorrow := wordsOn(t, day+1, 4, "common")

	clk.Set(midnight.Add(2 * time.Second))
	if posts, err := svc.DuePosts(ctx, clk.Now()); err != nil || len(posts) != 0 {
		t.Errorf("posts within the grace: %+v %v", posts, err)
	}
	g0, err := svc.GuessAt(ctx, g, ann, words[0].Word, day, midnight.Add(-time.Second))
	if err != nil || g0.Added != 1 || g0.Daily.Day != day {
		t.Fatalf("a word entered a second before midnight, 2 s after it: %+v %v", g0, err)
	}
	if _, err := svc.GuessAt(ctx, g, ann, words[1].Word, day, midnight.Add(time.Second)); !game.HasCode(err, game.CodeDayEnded) {
		t.Errorf("a word entered after midnight on the ended day: %v", err)
	}
	if _, err := svc.GuessAt(ctx, g, ann, words[1].Word, day+1, midnight.Add(-time.Second)); !game.HasCode(err, game.CodeDayEnded) {
		t.Errorf("a word entered before midnight on the next day: %v", err)
	}
	if g1, err := svc.Guess(ctx, g, ann, tomorrow[0].Word); err != nil || g1.Daily.Day != day+1 {
		t.Errorf("a chat word after midnight: %+v %v", g1, err)
	}

	clk.Set(midnight.Add(4 * time.Second)) // past the grace
	if _, err := svc.GuessAt(ctx, g, ann, words[1].Word, day, midnight.Add(-10*time.Second)); !game.HasCode(err, game.CodeDayEnded) {
		t.Errorf("a word claimed from before midnight, arriving after the grace: %v", err)
	}
	_, p, err := svc.DayProgress(ctx, g, ann.ID, day)
	if err != nil || len(p.Found) != 1 || p.Found[0].Word != words[0].Word || p.Points != words[0].Points {
		t.Errorf("the ended day kept %+v %v, want %s", p, err, words[0].Word)
	}
	posts, err := svc.DuePosts(ctx, clk.Now())
	if err != nil || len(posts) != 1 || posts[0].Key.Kind != challenge.Reveal || posts[0].Key.Day != day {
		t.Errorf("posts after the grace: %+v %v, want the day's results", posts, err)
	}
}
