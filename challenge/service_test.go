package challenge_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
)

var ctx = context.Background()

// clock is a fake clock for a Service.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time  { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Set(t time.Time) { c.mu.Lock(); c.t = t; c.mu.Unlock() }

func newService(t testing.TB, now time.Time) (*challenge.Service, *clock, challenge.Store) {
	t.Helper()
	c := &clock{t: now}
	st := memory.New()
	return challenge.New(challenge.Config{Store: st, Practice: st, Now: c.Now, Owner: "test"}), c, st
}

// wordsOn returns the day's words in a tier, best first.
func wordsOn(t testing.TB, day game.Day, size int, tier string) []solver.Word {
	t.Helper()
	b, err := challenge.DailyBoard(challenge.DefaultSeed, day, size)
	if err != nil {
		t.Fatal(err)
	}
	d, err := dict.Embedded(tier)
	if err != nil {
		t.Fatal(err)
	}
	return solver.Solve(b, d, solver.Rules{}).Words
}

func TestGuess(t *testing.T) {
	now := time.Date(2026, time.July, 14, 10, 0, 0, 0, time.UTC)
	svc, _, _ := newService(t, now)
	g := game.Guild{Platform: "discord", ID: "g"}
	alice := game.Player{ID: "a", Name: "Alice"}
	bob := game.Player{ID: "b", Name: "Bob"}
	day := game.DayOf(now, time.UTC)
	words := wordsOn(t, day, 4, "common")
	// A word on the board in the large tier but not in common.
	var rare string
	for _, w := range wordsOn(t, day, 4, "large") {
		if !common(t).Contains(w.Word) {
			rare = w.Word
			break
		}
	}
	if rare == "" {
		t.Fatal("no rare word on the board")
	}
	w0, w1, w2 := words[0], words[1], words[2]
	steps := []struct {
		p       game.Player
		input   string
		want    []game.Verdict
		total   int
		rank    int
		players int
	}{
		{alice, strings.ToUpper(w0.Word) + " " + w1.Word + ", " + w0.Word + " " + rare + " zzzq ab x-ray",
			[]game.Verdict{game.Accepted, game.Accepted, game.NotInDictionary, game.NotOnBoard, game.TooShort, game.NotAWord},
			w0.Points + w1.Points, 1, 1},
		{alice, w1.Word + " " + w2.Word, []game.Verdict{game.AlreadyFound, game.Accepted}, w0.Points + w1.Points + w2.Points, 1, 1},
		{bob, w0.Word, []game.Verdict{game.Accepted}, w0.Points, 2, 2},
		{bob, "", nil, w0.Points, 2, 2},
	}
	for i, st := range steps {
		r, err := svc.Guess(ctx, g, st.p, st.input)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		var got []game.Verdict
		for _, j := range r.Judgements {
			got = append(got, j.Verdict)
		}
		if fmt.Sprint(got) != fmt.Sprint(st.want) {
			t.Errorf("step %d: verdicts %v, want %v", i, got, st.want)
		}
		if r.Progress.Points != st.total || r.Progress.Rank != st.rank || r.Progress.Players != st.players {
			t.Errorf("step %d: %d points, rank %d of %d; want %d, rank %d of %d", i,
				r.Progress.Points, r.Progress.Rank, r.Progress.Players, st.total, st.rank, st.players)
		}
		if r.Daily.Day != day || r.Daily.Board.String() != pinned["2026-07-14/4"] {
			t.Errorf("step %d: day %s board %s", i, r.Daily.Day, r.Daily.Board)
		}
	}
	d, p, err := svc.Today(ctx, g, alice.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Found) != 3 || p.Found[2].Word != w2.Word || d.Possible != len(words) || d.MinLen != 3 {
		t.Errorf("Today: found %v, possible %d (want %d), min %d", p.Found, d.Possible, len(words), d.MinLen)
	}
	if !d.Starts.Equal(time.Date(2026, 7, 14, 0, 0, 0, 0, time.UTC)) || !d.Ends.Equal(time.Date(2026, 7, 15, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("Today: %v..%v", d.Starts, d.Ends)
	}
	var many []string
	for i := range game.MaxGuessWords + 1 {
		many = append(many, fmt.Sprintf("word%d", i))
	}
	_, err = svc.Guess(ctx, g, alice, strings.Join(many, " "))
	if !game.HasCode(err, game.CodeTooManyWords) {
		t.Errorf("a guess of many words: err = %v, want guess.too_many", err)
	}
}

func TestLeaderboardPeriods(t *testing.T) {
	// Thursday 2026-07-16, 23:30 in Tokyo.
	now := time.Date(2026, time.July, 16, 14, 30, 0, 0, time.UTC)
	svc, clk, st := newService(t, now)
	g := game.Guild{Platform: "slack", ID: "T1"}
	if _, err := svc.Setup(ctx, challenge.Settings{Guild: g, Timezone: "Asia/Tokyo"}); err != nil {
		t.Fatal(err)
	}
	add := func(day string, id string, pts int) {
		d, _ := game.ParseDay(day)
		w := game.Word{Word: fmt.Sprintf("w%s%d", day, pts), Points: pts}
		if _, err := st.AddWords(ctx, g, d, game.Player{ID: id, Name: strings.ToUpper(id)}, []game.Word{w}, now); err != nil {
			t.Fatal(err)
		}
	}
	add("2026-07-16", "a", 2) // today in Tokyo
	add("2026-07-16", "b", 5)
	add("2026-07-13", "a", 7) // Monday this week
	add("2026-07-12", "b", 9) // Sunday last week
	add("2026-01-01", "c", 20)
	tests := []struct {
		period challenge.Period
		want   string
	}{
		{challenge.Today, "1.b:5 2.a:2"},
		{challenge.Week, "1.a:9 2.b:5"},
		{challenge.AllTime, "1.c:20 2.b:14 3.a:9"},
	}
	for _, tt := range tests {
		lb, err := svc.Leaderboard(ctx, g, tt.period)
		if err != nil {
			t.Fatal(err)
		}
		var parts []string
		for _, e := range lb.Entries {
			parts = append(parts, fmt.Sprintf("%d.%s:%d", e.Rank, e.Player.ID, e.Points))
		}
		if got := strings.Join(parts, " "); got != tt.want {
			t.Errorf("%s: %s, want %s", tt.period, got, tt.want)
		}
	}
	// Half an hour later it is Friday in Tokyo: a new day, the same week.
	clk.Set(now.Add(30 * time.Minute))
	if lb, _ := svc.Leaderboard(ctx, g, challenge.Today); len(lb.Entries) != 0 || lb.From.String() != "2026-07-17" {
		t.Errorf("after midnight: today is %s with %d entries", lb.From, len(lb.Entries))
	}
	if lb, _ := svc.Leaderboard(ctx, g, challenge.Week); len(lb.Entries) != 2 {
		t.Errorf("after midnight: week has %d entries, want 2", len(lb.Entries))
	}
	st2, err := svc.Stats(ctx, g, "a")
	if err != nil {
		t.Fatal(err)
	}
	if st2.Points != 9 || st2.DaysPlayed != 2 || st2.CurrentStreak != 1 || st2.BestStreak != 1 || st2.BestDay.Points != 7 || st2.Player.Name != "A" {
		t.Errorf("Stats(a) = %+v", st2)
	}
}

func TestSetup(t *testing.T) {
	now := time.Date(2026, time.July, 14, 10, 0, 0, 0, time.UTC)
	svc, clk, _ := newService(t, now)
	g := game.Guild{Platform: "discord", ID: "g"}
	if s, err := svc.Settings(ctx, g); err != nil || s != challenge.DefaultSettings(g) {
		t.Fatalf("Settings before setup = %+v, %v", s, err)
	}
	if _, err := svc.Setup(ctx, challenge.Settings{Guild: g, Timezone: "Nowhere/Town"}); err == nil {
		t.Fatal("Setup with a bad timezone: no error")
	}
	s, err := svc.Setup(ctx, challenge.Settings{Guild: g, Channel: "c", PostTime: "8:00", Timezone: "Europe/Berlin", Size: 5})
	if err != nil || s.PostTime != "08:00" || !s.Created.Equal(now) {
		t.Fatalf("Setup = %+v, %v", s, err)
	}
	clk.Set(now.Add(48 * time.Hour))
	s.Channel = "other"
	if s, err = svc.Setup(ctx, s); err != nil || !s.Created.Equal(now) {
		t.Fatalf("second Setup = %+v, %v; want Created kept", s, err)
	}
	got, err := svc.Settings(ctx, g)
	if err != nil || got.Channel != "other" || got.Size != 5 {
		t.Fatalf("Settings = %+v, %v", got, err)
	}
	d, _, err := svc.Today(ctx, g, "u")
	if err != nil || d.Board.Size() != 5 || d.MinLen != 4 {
		t.Fatalf("Today on a 5x5 guild: size %d, min %d, %v", d.Board.Size(), d.MinLen, err)
	}
}

func TestDuePosts(t *testing.T) {
	// Set up on Tuesday 2026-07-14 at 10:00 in Paris (08:00 UTC), posting at 09:00.
	setup := time.Date(2026, time.July, 14, 8, 0, 0, 0, time.UTC)
	svc, _, st := newService(t, setup)
	replica := challenge.New(challenge.Config{Store: st, Owner: "other"})
	g := game.Guild{Platform: "discord", ID: "g"}
	quiet := game.Guild{Platform: "discord", ID: "quiet"} // no channel: no posts
	for _, s := range []challenge.Settings{{Guild: g, Channel: "c", PostTime: "09:00", Timezone: "Europe/Paris"}, {Guild: quiet}} {
		if _, err := svc.Setup(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	paris := loc(t, "Europe/Paris")
	at := func(day, hhmm string) time.Time {
		t, _ := time.ParseInLocation("2006-01-02 15:04", day+" "+hhmm, paris)
		return t
	}
	tests := []struct {
		now  time.Time
		svc  *challenge.Service
		want string // kind/day, ...
	}{
		{at("2026-07-14", "10:00"), svc, "open/2026-07-14"}, // set up after the post time: today's board goes out now
		{at("2026-07-14", "10:01"), replica, ""},
		{at("2026-07-14", "23:59"), svc, ""},
		{at("2026-07-15", "00:00"), replica, "reveal/2026-07-14"},
		{at("2026-07-15", "08:59"), svc, ""},
		{at("2026-07-15", "09:00"), svc, "open/2026-07-15"},
		// Down from the 15th 10:00 until the 18th 08:00: the missed reveals
		// go out, each once, and the missed openings of past days do not.
		{at("2026-07-18", "08:00"), replica, "reveal/2026-07-15 reveal/2026-07-16 reveal/2026-07-17"},
		{at("2026-07-18", "08:01"), svc, ""},
		{at("2026-07-18", "09:30"), svc, "open/2026-07-18"},
		// Down for a week: only the last three days are revealed.
		{at("2026-07-26", "12:00"), svc, "reveal/2026-07-23 reveal/2026-07-24 reveal/2026-07-25 open/2026-07-26"},
	}
	seen := map[challenge.PostKey]bool{}
	for i, tt := range tests {
		posts, err := tt.svc.DuePosts(ctx, tt.now)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range posts {
			got = append(got, fmt.Sprintf("%s/%s", p.Key.Kind, p.Key.Day))
			if seen[p.Key] {
				t.Errorf("step %d: %v returned again", i, p.Key)
			}
			seen[p.Key] = true
			if p.Key.Guild != g || p.Settings.Channel != "c" || p.Due.After(tt.now) {
				t.Errorf("step %d: post %+v", i, p)
			}
			if err := tt.svc.MarkPosted(ctx, p.Key); err != nil {
				t.Fatal(err)
			}
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("step %d (%s): due %q, want %q", i, tt.now.In(paris).Format("Jan 2 15:04"), strings.Join(got, " "), tt.want)
		}
	}
	// A post whose sending failed is released and comes back once.
	now := at("2026-07-27", "09:00")
	posts, _ := svc.DuePosts(ctx, now)
	if len(posts) != 2 {
		t.Fatalf("on the 27th: %d posts, want the reveal and the open", len(posts))
	}
	if err := svc.Release(ctx, posts[1].Key); err != nil {
		t.Fatal(err)
	}
	if again, _ := replica.DuePosts(ctx, now); len(again) != 1 || again[0].Key != posts[1].Key {
		t.Errorf("after Release: %+v, want %v again", again, posts[1].Key)
	}
	if again, _ := svc.DuePosts(ctx, now); len(again) != 0 {
		t.Errorf("released post returned twice: %+v", again)
	}
	d14 := game.DayOf(at("2026-07-14", "12:00"), paris)
	if d, err := svc.Daily(ctx, g, d14); err != nil || d.Board.String() != pinned["2026-07-14/4"] || !d.Ends.Equal(at("2026-07-15", "00:00")) {
		t.Errorf("Daily(%s) = %s ending %v, %v", d14, d.Board, d.Ends, err)
	}
	ri, err := svc.Reveal(ctx, g, d14)
	if err != nil || ri.Solution.Count == 0 || len(ri.Unfound) != ri.Solution.Count || len(ri.Entries) != 0 {
		t.Errorf("Reveal of a day nobody played: %d words, %d unfound, %d entries, %v", ri.Solution.Count, len(ri.Unfound), len(ri.Entries), err)
	}
}

func BenchmarkGuess(b *testing.B) {
	now := time.Date(2026, time.July, 14, 10, 0, 0, 0, time.UTC)
	svc, _, _ := newService(b, now)
	g := game.Guild{Platform: "discord", ID: "g"}
	words := wordsOn(b, game.DayOf(now, time.UTC), 4, "common")
	var guess strings.Builder
	for _, w := range words[:10] {
		guess.WriteString(w.Word + " ")
	}
	guess.WriteString("zzz qqq ab")
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		p := game.Player{ID: fmt.Sprint(i % 100), Name: "P"}
		if _, err := svc.Guess(ctx, g, p, guess.String()); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// TestDuePostsFor: a bot claims only the posts of platforms it can send to,
// and Unsent reports claims never marked sent.
func TestDuePostsFor(t *testing.T) {
	now := time.Date(2026, time.July, 14, 10, 0, 0, 0, time.UTC)
	svc, _, st := newService(t, now)
	for _, p := range []string{"discord", "slack"} {
		if _, err := svc.Setup(ctx, challenge.Settings{Guild: game.Guild{Platform: p, ID: "g"}, Channel: "c"}); err != nil {
			t.Fatal(err)
		}
	}
	onlySlack := func(g game.Guild) bool { return g.Platform == "slack" }
	posts, err := svc.DuePostsFor(ctx, now, onlySlack)
	if err != nil || len(posts) != 1 || posts[0].Key.Guild.Platform != "slack" || posts[0].Key.Kind != challenge.Open {
		t.Fatalf("DuePostsFor(slack) = %+v, %v; want slack's opening post", posts, err)
	}
	// Discord's post was left for a replica that can send it.
	other := challenge.New(challenge.Config{Store: st, Owner: "other"})
	if posts, _ := other.DuePosts(ctx, now); len(posts) != 1 || posts[0].Key.Guild.Platform != "discord" {
		t.Fatalf("DuePosts on another replica = %+v; want discord's post", posts)
	}
	// Slack's post was claimed and not marked sent: Unsent reports it.
	unsent, err := svc.Unsent(ctx, now, nil)
	if err != nil || len(unsent) != 2 {
		t.Fatalf("Unsent = %+v, %v; want both posts", unsent, err)
	}
	if err := svc.MarkPosted(ctx, posts[0].Key); err != nil {
		t.Fatal(err)
	}
	if unsent, _ := svc.Unsent(ctx, now, onlySlack); len(unsent) != 0 {
		t.Errorf("Unsent(slack) after MarkPosted = %+v", unsent)
	}
}
