package daily_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

// wordsOfDay returns a day's board and its words in a tier, best first by
// points, then length, then alphabetically (worked out here, not taken
// from the code under test).
func wordsOfDay(t testing.TB, day game.Day, tier string) (solver.Board, []solver.Word) {
	t.Helper()
	b, err := challenge.DailyBoard(challenge.DefaultSeed, day, 4)
	if err != nil {
		t.Fatal(err)
	}
	d, err := dict.Embedded(tier)
	if err != nil {
		t.Fatal(err)
	}
	ws := slices.Clone(solver.Solve(b, d, solver.Rules{}).Words)
	slices.SortFunc(ws, func(a, b solver.Word) int {
		if a.Points != b.Points {
			return b.Points - a.Points
		}
		if len(a.Word) != len(b.Word) {
			return len(b.Word) - len(a.Word)
		}
		return strings.Compare(a.Word, b.Word)
	})
	return b, ws
}

// A review of a day that ended: the player's words and the best missed,
// best first, drawn with the missed ones marked; today, the future, days
// before the first and unreadable days refused, each saying why.
func TestDailyReview(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	day := rig.Today()
	board, words := wordsOfDay(t, day, "common")
	if len(words) < 12 {
		t.Fatalf("the board has %d words; the test needs 12", len(words))
	}
	mine := []solver.Word{words[7], words[2]}
	rig.Do(apptest.As("discord", "ann", "guess", "words", mine[0].Word+" "+mine[1].Word))

	r := rig.Do(apptest.As("discord", "ann", "daily review", "day", day.String()))
	apptest.MustContain(t, "review of today", r.Text, "still being played", "spoil", "it opens when the day ends, at midnight, in ",
		"Today is the first day of the daily here")
	// On the first day there is no yesterday to point to, for review or
	// practice.
	if strings.Contains(r.Text, "yesterday") {
		t.Errorf("on the first day, the refusal to review today suggests yesterday: %q", r.Text)
	}
	r = rig.Do(apptest.As("discord", "ann", "daily", "day", day.String()))
	apptest.MustContain(t, "practice of today on the first day", r.Text, "today is the first day of the daily here", "opens for review and practice when the day ends")
	if strings.Contains(r.Text, (day - 1).String()) {
		t.Errorf("on the first day, the refusal to practise today suggests the day before: %q", r.Text)
	}
	if strings.Contains(r.Text, words[0].Word) {
		t.Errorf("the refusal to review today names an unfound word: %q", r.Text)
	}

	rig.Clock.Add(24 * time.Hour)
	r = rig.Do(apptest.As("discord", "ann", "daily review"))
	if !r.Ephemeral || r.Image == nil {
		t.Fatalf("review: ephemeral %v, image %v", r.Ephemeral, r.Image != nil)
	}
	missed := slices.DeleteFunc(slices.Clone(words), func(w solver.Word) bool { return w.Word == mine[0].Word || w.Word == mine[1].Word })
	apptest.MustContain(t, "review", r.Text,
		"**Review, Tuesday 14 July** `"+board.String()+"`",
		fmt.Sprintf("You found **2 of %d words, %d of ", len(words), mine[0].Points+mine[1].Points),
		fmt.Sprintf("**Your words:** %s %d · %s %d\n", words[2].Word, words[2].Points, words[7].Word, words[7].Points),
		fmt.Sprintf("**Best you missed:** %s %d · %s %d · ", missed[0].Word, missed[0].Points, missed[1].Word, missed[1].Points),
		fmt.Sprintf("…and %d more words you missed.", len(missed)-10),
		"/daily day:"+day.String())
	wantCall := fmt.Sprintf("review %s words=%s,%s,%s missed=%s title=%q", board,
		words[2].Word, words[7].Word, strings.Join(apptest.Names(missed[:4]), ","), strings.Join(apptest.Names(missed[:4]), ","), "Review · Tuesday 14 July")
	if got := rig.R.Last(); got != wantCall {
		t.Errorf("review image:\n got %s\nwant %s", got, wantCall)
	}
	// The alt text gives each drawn word's path, as a solution image's does.
	var drawn []string
	for _, w := range append([]solver.Word{words[2], words[7]}, missed[:4]...) {
		drawn = append(drawn, fmt.Sprintf("%s, %s: %s", w.Word, apptest.Plural(w.Points, "point"), board.PathText(w.Path)))
	}
	apptest.MustContain(t, "alt text", r.Image.Alt, "with the paths of your 2 best words, then the 4 best words you missed (paths by row and column",
		strings.Join(drawn, "; "))

	// Someone who did not play sees the board's best words.
	r = rig.Do(apptest.As("discord", "bea", "daily review", "day", "yesterday"))
	apptest.MustContain(t, "review without play", r.Text, "You didn't play that day", "**Best you missed:** "+words[0].Word)
	if want := fmt.Sprintf("review %s words=%s missed=%[2]s", board, strings.Join(apptest.Names(words[:6]), ",")); !strings.HasPrefix(rig.R.Last(), want) {
		t.Errorf("review image without play: %s; want the 6 best words, missed", rig.R.Last())
	}

	for _, tt := range []struct{ day, want string }{
		{"2026-07-13", "The daily began here on Tuesday 14 July (2026-07-14)"},
		{"2026-07-15", "still being played"},
		{"2026-07-16", "2026-07-16 hasn't come yet: today is Wednesday 15 July here"},
		{"2026-02-30", "There is no such day as `2026-02-30` (day out of range): write a day YYYY-MM-DD, like `2026-07-14`, or `yesterday`."},
		{"2026-13-01", "There is no such day as `2026-13-01` (month out of range)"},
		{"last tuesday", "I can't read the day `last tuesday`: write it YYYY-MM-DD"},
	} {
		r := rig.Do(apptest.As("discord", "ann", "daily review", "day", tt.day))
		if !r.Ephemeral || r.Image != nil || !strings.Contains(r.Text, tt.want) {
			t.Errorf("/daily review %s = %q; want %q", tt.day, r.Text, tt.want)
		}
	}
	// A guild that never played has no past day at all.
	r = rig.Do(bot.Request{Platform: "discord", Guild: "other", Command: "daily review", User: bot.User{ID: "x", Name: "x"}, Options: map[string]string{}})
	apptest.MustContain(t, "review in a new guild", r.Text, "No daily has been played here before today")
}

// Practice replays a past day: guesses judged as the game judges them,
// never a change to a leaderboard, a streak or stats; /daily goes back to
// today.
func TestDailyPractice(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	day1 := rig.Today()
	board1, words1 := wordsOfDay(t, day1, "common")
	rig.Do(apptest.As("discord", "ann", "guess", "words", words1[0].Word))
	rig.Clock.Add(24 * time.Hour)
	_, words2 := wordsOfDay(t, day1+1, "common")
	rig.Do(apptest.As("discord", "bob", "guess", "words", words2[0].Word+" "+words2[1].Word))

	snapshot := func() []string {
		var out []string
		for _, p := range []string{"today", "week", "all"} {
			out = append(out, rig.Do(apptest.As("discord", "cat", "leaderboard", "period", p)).Text)
		}
		for _, u := range []string{"ann", "bob"} {
			out = append(out, rig.Do(apptest.As("discord", u, "stats")).Text)
		}
		return out
	}
	before := snapshot()

	// Free text names the day.
	req, err := app.Commands().ParseText("/daily " + day1.String())
	if err != nil || req.Command != "daily" || req.Options["day"] != day1.String() {
		t.Fatalf("ParseText(/daily %s) = %+v, %v", day1, req, err)
	}
	for _, u := range []string{"ann", "bob"} {
		req := apptest.As("discord", u, "daily", "day", day1.String())
		r := rig.Do(req)
		apptest.MustContain(t, "practice", r.Text, "**Practice: Tuesday 14 July** `"+board1.String()+"`", "doesn't count")
		if !r.Ephemeral || r.Image == nil || !strings.Contains(rig.R.Last(), `"Practice · Tuesday 14 July"`) {
			t.Errorf("practice reply: ephemeral %v, image %v, drawn %s", r.Ephemeral, r.Image != nil, rig.R.Last())
		}
		g := rig.Do(apptest.As("discord", u, "guess", "words", words1[0].Word+" "+words1[1].Word+" zzzq ab"))
		apptest.MustContain(t, "practice guess", g.Text, "**Practice, Tuesday 14 July:**",
			fmt.Sprintf("**Accepted:** %s +%d · %s +%d", words1[0].Word, words1[0].Points, words1[1].Word, words1[1].Points),
			"**Too short (3+ letters):** ab",
			fmt.Sprintf("In practice you have **2 of %d words, %d points**; it doesn't count", len(words1), words1[0].Points+words1[1].Points))
		g = rig.Do(apptest.As("discord", u, "guess", "words", words1[1].Word))
		apptest.MustContain(t, "practice guess again", g.Text, "**Already found:** "+words1[1].Word)
		g = rig.Do(apptest.As("discord", u, "guess", "words", " "))
		apptest.MustContain(t, "empty practice guess", g.Text, "Which words?", "You're practising Tuesday 14 July", "`/daily` goes back to today's")
	}
	// An empty /guess in practice says which board it would play.
	apptest.MustContain(t, "empty guess in practice", rig.Do(apptest.As("discord", "ann", "guess")).Text,
		"Which words?", "You're practising Tuesday 14 July: `/daily day:"+day1.String()+"` shows its board")
	after := snapshot()
	if !slices.Equal(before, after) {
		t.Errorf("practice changed leaderboards or stats:\nbefore %q\nafter  %q", before, after)
	}
	// The review of that day shows the practice words apart.
	r := rig.Do(apptest.As("discord", "ann", "daily review", "day", day1.String()))
	apptest.MustContain(t, "review after practice", r.Text, fmt.Sprintf("**Your words:** %s %d\n", words1[0].Word, words1[0].Points),
		fmt.Sprintf("**Found in practice:** %s %d\n", words1[1].Word, words1[1].Points))

	// /daily goes back to today: the next guess counts.
	rig.Do(apptest.As("discord", "ann", "daily"))
	g := rig.Do(apptest.As("discord", "ann", "guess", "words", words2[2].Word))
	apptest.MustContain(t, "guess after /daily", g.Text, "Today you have **1 word")
	if strings.Contains(g.Text, "Practice") {
		t.Errorf("a guess after /daily went to practice: %q", g.Text)
	}

	// A practice ends by itself.
	rig.Do(apptest.As("discord", "bob", "daily", "day", "yesterday"))
	rig.Clock.Add(challenge.PracticeFor)
	g = rig.Do(apptest.As("discord", "bob", "guess", "words", words2[3].Word))
	if strings.Contains(g.Text, "Practice") {
		t.Errorf("a guess after the practice expired went to practice: %q", g.Text)
	}

	for _, tt := range []struct{ day, want string }{
		{(day1 + 1).String(), "Today's board is the real game"},
		{"today", "Today's board is the real game"},
		{(day1 + 5).String(), "hasn't come yet"},
		{"2026-07-01", "The daily began here on Tuesday 14 July"},
		{"14/07/2026", "I can't read the day `14/07/2026`"},
	} {
		r := rig.Do(apptest.As("discord", "cat", "daily", "day", tt.day))
		if !strings.Contains(r.Text, tt.want) || r.Image != nil {
			t.Errorf("/daily day:%s = %q; want %q", tt.day, r.Text, tt.want)
		}
	}
}

// shareTemplate is the wording every share holds whatever was played; a
// word a player found that is one of these would show in any share.
var shareTemplate = []string{"bogglebot", "point", "points", "word", "words", "longest", "letters", "day", "streak", "the", "of"}

// The share: numbers and squares, none of the player's words, no run of
// the board's letters, no markup; the Share button gives the same text.
func TestDailyShare(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	rig.Clock.Set(time.Date(2026, time.November, 30, 9, 0, 0, 0, time.UTC))
	r := rig.Do(apptest.As("slack", "ann", "daily share"))
	apptest.MustContain(t, "share before playing", r.Text, "Find a word on today's board first")

	day := rig.Today()
	_, words0 := wordsOfDay(t, day, "common")
	rig.Do(apptest.As("slack", "ann", "guess", "words", words0[0].Word))
	rig.Clock.Add(24 * time.Hour)
	board, words := wordsOfDay(t, day+1, "common")
	var mine []solver.Word
	for _, w := range words {
		if !slices.Contains(shareTemplate, w.Word) && len(mine) < 14 {
			mine = append(mine, w)
		}
	}
	rig.Do(apptest.As("slack", "ann", "guess", "words", strings.Join(apptest.Names(mine), " ")))

	daily := rig.Do(apptest.As("slack", "ann", "daily"))
	if len(daily.Actions) != 1 || daily.Actions[0].Label != "Share" {
		t.Fatalf("/daily actions after playing: %+v; want a Share button", daily.Actions)
	}
	r = rig.Do(apptest.As("slack", "ann", "daily share"))
	click := apptest.As("slack", "ann", "")
	click.Action = &bot.ActionEvent{ID: daily.Actions[0].ID}
	if c := rig.Do(click); c.Text != r.Text || !c.Ephemeral {
		t.Errorf("the Share button gave %q; /daily share gave %q", c.Text, r.Text)
	}
	points, longest := 0, 0
	byLen := map[int]int{}
	for _, w := range mine {
		points += w.Points
		longest = max(longest, len(w.Word))
		byLen[len(w.Word)]++
	}
	num := int(day+1-game.Date(2026, time.November, 22)) + 1
	apptest.MustContain(t, "share", r.Text,
		fmt.Sprintf("bogglebot #%d · 4x4\n", num),
		fmt.Sprintf("%d points · %d words · longest %d letters\n", points, len(mine), longest),
		"🔥 2-day streak\n", "% of the points\n🐝 ")
	// One row of squares per length of word found, a square a word.
	rows := map[int]int{}
	for _, line := range strings.Split(r.Text, "\n")[5:] {
		var n int
		var squares string
		if _, err := fmt.Sscanf(line, "%d %s", &n, &squares); err != nil {
			t.Fatalf("share row %q: %v", line, err)
		}
		rows[n] = len([]rune(squares))
	}
	for n, k := range byLen {
		if rows[n] != min(k, 10) {
			t.Errorf("share: %d squares for words of %d letters; want %d\n%s", rows[n], n, k, r.Text)
		}
	}
	if len(rows) != len(byLen) {
		t.Errorf("share rows for lengths %v; want %v", rows, byLen)
	}
	low := strings.ToLower(r.Text)
	for _, w := range mine {
		if strings.Contains(low, w.Word) {
			t.Errorf("the share names the word %q:\n%s", w.Word, r.Text)
		}
	}
	tiles := strings.ReplaceAll(board.String(), " ", "")
	for _, part := range append(strings.Fields(board.String()), tiles) {
		if strings.Contains(low, part) {
			t.Errorf("the share holds the board's letters %q:\n%s", part, r.Text)
		}
	}
	if strings.ContainsAny(r.Text, "*_`~<>|") {
		t.Errorf("the share has markup, which would not paste the same everywhere:\n%s", r.Text)
	}
	if !r.Ephemeral || r.Image != nil {
		t.Errorf("share: ephemeral %v, image %v", r.Ephemeral, r.Image != nil)
	}
	// Hints taken show, as on the leaderboard.
	if h := rig.Do(apptest.As("slack", "ann", "hint")); !strings.Contains(h.Text, "left") {
		t.Fatalf("/hint: %q", h.Text)
	}
	apptest.MustContain(t, "share after a hint", rig.Do(apptest.As("slack", "ann", "daily share")).Text, "🔥 2-day streak · 💡 1 hint\n")
	// The button clicked after its day ended says so, rather than share the
	// next day (or say to find a word first, to someone who played).
	rig.Clock.Add(24 * time.Hour)
	apptest.MustContain(t, "the Share button of a day that ended", rig.Do(click).Text,
		"That Share button was for", "that day has ended", fmt.Sprintf("`/daily review %s`", day+1))
	old := apptest.As("slack", "ann", "")
	old.Action = &bot.ActionEvent{ID: "daily|share"} // a button made before buttons named their day
	apptest.MustContain(t, "a Share button without a day", rig.Do(old).Text, "Find a word on today's board first")
	// Someone who played nothing today has nothing to share, and no button.
	if d := rig.Do(apptest.As("slack", "bob", "daily")); len(d.Actions) != 0 {
		t.Errorf("/daily before playing has actions %+v", d.Actions)
	}
}

// BenchmarkDailyReview: one /daily review of yesterday, the solution
// cached as it is after the first (the fake renderer draws nothing).
func BenchmarkDailyReview(b *testing.B) {
	rig := apptest.NewDailyRig(b)
	_, words := wordsOfDay(b, rig.Today(), "common")
	rig.Do(apptest.As("discord", "ann", "guess", "words", strings.Join(apptest.Names(words[:min(40, len(words))]), " ")))
	rig.Clock.Add(24 * time.Hour)
	req := apptest.As("discord", "ann", "daily review")
	b.ReportAllocs()
	for b.Loop() {
		if r := rig.Do(req); !strings.Contains(r.Text, "Review") {
			b.Fatal(r.Text)
		}
	}
}

// BenchmarkPracticeGuess: 50 words guessed on a past day in practice.
func BenchmarkPracticeGuess(b *testing.B) {
	rig := apptest.NewDailyRig(b)
	_, words := wordsOfDay(b, rig.Today(), "common")
	rig.Do(apptest.As("discord", "ann", "guess", "words", words[0].Word))
	rig.Clock.Add(24 * time.Hour)
	rig.Do(apptest.As("discord", "ann", "daily", "day", "yesterday"))
	guess := apptest.As("discord", "ann", "guess", "words", strings.Join(apptest.Names(words[:min(50, len(words))]), " "))
	b.ReportAllocs()
	for b.Loop() {
		if r := rig.Do(guess); !strings.Contains(r.Text, "Practice") {
			b.Fatal(r.Text)
		}
	}
}

// The review image in the wiring serve builds: an Observer set and the real
// renderer. It is the review (found and missed words marked), the same
// picture a bot without an Observer draws, and it is counted as a review;
// a wrapper that timed the images once hid the review and drew a plain
// solution instead.
func TestDailyReviewImageWithObserver(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	_, words := wordsOfDay(t, rig.Today(), "common")
	rig.Do(apptest.As("discord", "ann", "guess", "words", words[3].Word))
	rig.Clock.Add(24 * time.Hour)

	draw := func(obs bot.Observer) []byte {
		b := app.New(app.Config{Daily: rig.Svc, Now: rig.Clock.Now, Observer: obs,
			Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
		r := b.Handle(context.Background(), apptest.As("discord", "ann", "daily review"))
		if r.Image == nil {
			t.Fatalf("/daily review drew no image: %q", r.Text)
		}
		return r.Image.PNG
	}
	rec := &apptest.Recorder{}
	observed, plain := draw(rec), draw(nil)
	if !bytes.Equal(observed, plain) {
		t.Errorf("with an Observer, /daily review draws another picture (%d bytes) than without (%d bytes): not the review", len(observed), len(plain))
	}
	if !slices.Contains(rec.Events, "render review") {
		t.Errorf("observer events %q; want a review drawn", rec.Events)
	}
}
