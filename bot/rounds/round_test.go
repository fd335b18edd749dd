package rounds_test

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/rounds"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
)

// Two players, overlapping words, both modes: the results posted once, point
// by point against our own sums.
func TestRoundTwoPlayers(t *testing.T) {
	for _, mode := range []string{"classic", "all"} {
		t.Run(mode, func(t *testing.T) {
			rig := apptest.NewRoundRig(t)
			start := rig.Do(apptest.In("ann", "play", "time", "2m", "mode", mode, "board", apptest.Board, "dict", "standard"))
			if start.Ephemeral || start.Image == nil || !strings.Contains(start.Text, "Live round!** `"+apptest.Board+"` · <@id-ann> started") {
				t.Fatalf("start reply: %+v", start)
			}
			if len(start.Actions) != 1 || start.Actions[0].Label != "Enter words" {
				t.Fatalf("start actions %+v", start.Actions)
			}
			end := rig.Clock.Now().Add(2 * time.Minute)
			if !strings.Contains(start.Text, fmt.Sprintf("<t:%d>", end.Unix())) {
				t.Errorf("start reply does not say when it ends (%v): %q", end, start.Text)
			}
			start.Live("msg-1")

			// ann guesses by command; bob through the form.
			r := rig.Do(apptest.In("ann", "guess", "words", "recitals slur tic zebra"))
			if !r.Ephemeral || !strings.Contains(r.Text, "recitals +11") || !strings.Contains(r.Text, "Not on the board:** zebra") {
				t.Errorf("ann's guess: %q", r.Text)
			}
			enter := apptest.In("bob", "")
			enter.Action = &bot.ActionEvent{ID: start.Actions[0].ID}
			form := rig.Do(enter)
			if form.Form == nil || !form.Ephemeral {
				t.Fatalf("Enter words gave %+v, want a form", form)
			}
			submit := apptest.In("bob", "")
			submit.Action = &bot.ActionEvent{ID: form.Form.ID, Value: "slur\ntic latrine\nslur"}
			r = rig.Do(submit)
			if !strings.Contains(r.Text, "slur +1") || !strings.Contains(r.Text, "latrine +5") || strings.Contains(r.Text, "recitals") {
				t.Errorf("bob's form: %q", r.Text)
			}
			// Nobody else's words show before the end: the start message
			// counts players and words only.
			rig.Keeper.Tick(context.Background())
			posts, edits := rig.Poster.All()
			if len(posts) != 0 {
				t.Fatalf("results posted before the end: %+v", posts)
			}
			if len(edits) != 1 || !strings.HasPrefix(edits[0], "msg-1: ") || !strings.Contains(edits[0], "2 players**, 6 words") || strings.Contains(edits[0], "slur") {
				t.Errorf("start message edits %q", edits)
			}

			rig.Clock.Add(2 * time.Minute)
			rig.Do(apptest.In("ann", "guess", "words", "latrine"))
			rig.Refused.Expect(t, game.CodeRoundOver)
			rig.Keeper.Tick(context.Background())
			rig.Keeper.Tick(context.Background()) // posts once
			posts, _ = rig.Poster.All()
			if len(posts) != 1 {
				t.Fatalf("%d results posts, want 1", len(posts))
			}
			res := posts[0]
			annPts, bobPts := apptest.Sum("recitals", "slur", "tic"), apptest.Sum("slur", "tic", "latrine")
			if mode == "classic" {
				annPts, bobPts = apptest.Sum("recitals"), apptest.Sum("latrine")
				if !strings.Contains(res.Text, "**Cancelled** (found by two or more): slur, tic") {
					t.Errorf("results lack the cancelled words: %q", res.Text)
				}
			}
			for _, want := range []string{
				fmt.Sprintf("1. <@id-ann> %d points · ", annPts),
				fmt.Sprintf("2. <@id-bob> %d points · ", bobPts),
				"Best words nobody found:",
			} {
				if !strings.Contains(res.Text, want) {
					t.Errorf("results lack %q:\n%s", want, res.Text)
				}
			}
			if strings.HasSuffix(res.Text, "\n") {
				t.Errorf("results end in a blank line: %q", res.Text)
			}
			if res.Image == nil || len(res.Actions) != 3 || res.Actions[2].Label != "My words" {
				t.Fatalf("results image %v, actions %+v", res.Image != nil, res.Actions)
			}
			// The image shows the 4 words found, cancelled ones too,
			// struck through; its header counts the words that scored
			// and their points, as the standings do.
			header, cancelled := fmt.Sprintf("words=4 points=%d", apptest.Sum("recitals", "slur", "tic", "latrine")), ""
			if mode == "classic" {
				header, cancelled = fmt.Sprintf("words=2 points=%d", annPts+bobPts), "slur,tic"
			}
			if want := fmt.Sprintf(`results %s top=4 %s title="4x4 · words found" drawn=recitals,latrine,slur,tic cancelled=%s`, apptest.Board, header, cancelled); rig.Render.Last() != want {
				t.Errorf("results image drawn as %q, want %q", rig.Render.Last(), want)
			}
			if want := "with the paths of the 4 words found"; !strings.Contains(res.Image.Alt, want) {
				t.Errorf("results image alt %q, want %q", res.Image.Alt, want)
			}
			// After the end the channel is free, /stats counts the round,
			// and /guess plays the daily again.
			if st := rig.Do(apptest.In("ann", "stats")); !strings.Contains(st.Text, "1 round played**, 1 round won") ||
				!strings.HasPrefix(st.Text, "You haven't played the daily challenge here yet.") || strings.HasSuffix(st.Text, "\n") {
				t.Errorf("ann's stats: %q", st.Text)
			}
			if lb := rig.Do(apptest.In("bob", "leaderboard", "period", "rounds")); !strings.Contains(lb.Text, "1. **ann**: 1 round won of 1 played") {
				t.Errorf("round leaderboard: %q", lb.Text)
			}
			if r := rig.Do(apptest.In("ann", "play", "board", apptest.Board)); !strings.Contains(r.Text, "Live round!") {
				t.Errorf("a new round after the end: %q", r.Text)
			}
		})
	}
}

func TestRoundBadInput(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	for _, tt := range []struct {
		opts  []string
		code  game.Code
		facts map[string]string // facts of the refusal, as fmt.Sprint writes them
	}{
		{[]string{"time", "5s"}, "rules.time_range", map[string]string{"typed": "5s"}},
		{[]string{"time", "11m"}, "rules.time_range", map[string]string{"typed": "11m"}},
		{[]string{"time", "soon"}, "rules.time", map[string]string{"typed": "soon"}},
		{[]string{"mode", "Speedy"}, "rules.mode", map[string]string{"typed": "Speedy"}},
		{[]string{"size", "7"}, "rules.size", map[string]string{"typed": "7"}},
		{[]string{"rules", "5 2m fast"}, "rules.unknown", map[string]string{"typed": "fast"}},
		{[]string{"board", "abcde"}, game.CodeBoard, nil},
		{[]string{"dict", "Huge"}, "dict.unknown", map[string]string{"typed": "Huge"}},
		// A rule given twice, two ways, with different values: refused,
		// naming both as typed.
		{[]string{"rules", "4 5"}, "rules.twice", map[string]string{"rule": "size", "first": "4", "second": "5"}},
		{[]string{"size", "5", "rules", "6"}, "rules.twice", map[string]string{"rule": "size", "first": "5", "second": "6"}},
		{[]string{"rules", "2m 3m"}, "rules.twice", map[string]string{"rule": "time", "first": "2m", "second": "3m"}},
		{[]string{"rules", "2 min 90s"}, "rules.twice", map[string]string{"rule": "time", "first": "2 min", "second": "90s"}},
		{[]string{"rules", "all classic"}, "rules.twice", map[string]string{"rule": "mode", "first": "all", "second": "classic"}},
		{[]string{"dict", "large", "rules", "common"}, "rules.twice", map[string]string{"rule": "dict", "first": "large", "second": "common"}},
		{[]string{"rules", "hints nohints"}, "rules.twice", map[string]string{"rule": "hints", "first": "hints", "second": "nohints"}},
		{[]string{"hints", "off", "rules", "5 hints"}, "rules.twice", map[string]string{"rule": "hints", "first": "off", "second": "hints"}},
		{[]string{"board", "lqre slus atic nren", "size", "5"}, "rules.board_size", map[string]string{"size": "4", "want": "5"}},
	} {
		r := rig.Do(apptest.In("ann", "play", tt.opts...))
		if !r.Ephemeral {
			t.Errorf("/play %v answered in public: %q", tt.opts, r.Text)
		}
		e := rig.Refused.Expect(t, tt.code)
		for name, want := range tt.facts {
			if got := fmt.Sprint(e.Facts[name]); got != want {
				t.Errorf("/play %v: refusal's %s = %q, want %q", tt.opts, name, got, want)
			}
		}
	}
	// The same value twice, however written, is no conflict.
	if r := rig.Do(apptest.In("ann", "play", "mode", "all", "rules", "5 90s all large 5x5 1m30s nohints nohints")); !strings.Contains(r.Text, "5x5, 1 minute 30 seconds, every word scores for whoever finds it, large dictionary") || strings.Contains(r.Text, "hints allowed") {
		t.Errorf("/play 5 90s all large = %q", r.Text)
	}
	if again := rig.Do(apptest.In("bob", "play")); !again.Ephemeral {
		t.Errorf("a second /play answered in public: %q", again.Text)
	}
	rig.Refused.Expect(t, game.CodeRoundRunning)
	rig.Do(apptest.In("bob", "play stop"))
	rig.Refused.Expect(t, game.CodeRoundStop)
	admin := apptest.In("cat", "play stop")
	admin.IsAdmin = true
	if r := rig.Do(admin); r.Ephemeral || !strings.Contains(r.Text, "stopped the round") {
		t.Errorf("/play stop by an admin: %q", r.Text)
	}
	// Before the keeper posts the stopped round's results, a new /play
	// does not call it running.
	if r := rig.Do(apptest.In("bob", "play")); !r.Ephemeral {
		t.Errorf("/play before the stopped round's results answered in public: %q", r.Text)
	}
	rig.Refused.Expect(t, game.CodeRoundJustEnded)
	rig.Keeper.Tick(context.Background())
	if posts, _ := rig.Poster.All(); len(posts) != 1 || !strings.Contains(posts[0].Text, "Nobody entered a word") {
		t.Errorf("a stopped round's results: %+v", posts)
	} else if img := posts[0].Image; img == nil || !strings.Contains(img.Alt, "its best 5 words, which nobody found") {
		t.Errorf("a round without words: results image %+v", img)
	}
	if last := rig.Render.Last(); !strings.HasPrefix(last, "solution ") || !strings.Contains(last, ` title="5x5 · best words nobody found" drawn=`) {
		t.Errorf("a round without words: image drawn as %q", last)
	}
	rig.Do(apptest.In("ann", "play stop"))
	rig.Refused.Expect(t, game.CodeRoundNotFound)
}

// A number followed by a unit of time in /play's free text is the round's
// length, not its size.
func TestRoundTimeInWords(t *testing.T) {
	for text, want := range map[string]string{
		"2 min":           "4x4, 2 minutes,",
		"5 3 minutes all": "5x5, 3 minutes, every word",
		"90 seconds":      "4x4, 1 minute 30 seconds,",
		"6 1 MIN":         "6x6, 1 minute,",
	} {
		rig := apptest.NewRoundRig(t)
		if r := rig.Do(apptest.In("ann", "play", "rules", text)); !strings.Contains(r.Text, want) {
			t.Errorf("/play %s = %q, want %q", text, r.Text, want)
		}
	}
}

// Without a store for rounds, /play says what is missing.
func TestRoundsNotEnabled(t *testing.T) {
	b := app.New(app.Config{Renderer: &bottest.Renderer{}, Logger: slog.New(slog.DiscardHandler)})
	if r := b.Handle(context.Background(), apptest.In("ann", "play")); r.Text != rounds.NoRounds {
		t.Errorf("/play without rounds = %q", r.Text)
	}
}

// A round of 50 players with 100 words each: judging every guess through
// the service, scoring, and the results post with its image.
func BenchmarkRound50x100(b *testing.B) {
	board, _ := solver.Parse("perslatgsineters")
	d, err := dict.Embedded("large")
	if err != nil {
		b.Fatal(err)
	}
	sol := solver.Solve(board, d, solver.Rules{})
	if sol.Count < 300 {
		b.Fatalf("the board has %d words; the benchmark wants 300+", sol.Count)
	}
	guesses := make([]string, 50)
	for p := range guesses {
		var ws []string
		for i := range 100 { // overlapping lists: each player's hundred from a shifted window
			ws = append(ws, sol.Words[(p*7+i)%sol.Count].Word)
		}
		guesses[p] = strings.Join(ws, " ")
	}
	b.ReportAllocs()
	for b.Loop() {
		st := memory.New()
		clock := &apptest.Clock{T: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
		svc := round.New(round.Config{Store: st, Now: clock.Now, Owner: "bench"})
		bt := app.New(app.Config{Rounds: svc, Now: clock.Now, Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
		p := &apptest.Poster{}
		bt.Register(bot.Platform{Name: "chat", Markup: apptest.Angle{}, Poster: p, Editor: p})
		k := &rounds.Keeper{Rounds: bt.Rounds}
		if r := bt.Handle(context.Background(), apptest.In("p0", "play", "board", "perslatgsineters", "dict", "large", "time", "3m")); !strings.Contains(r.Text, "Live round!") {
			b.Fatal(r.Text)
		}
		for i, g := range guesses {
			for part := range 2 { // 50 words a guess at most
				ws := strings.Fields(g)[part*50 : part*50+50]
				if r := bt.Handle(context.Background(), apptest.In(fmt.Sprintf("p%d", i), "guess", "words", strings.Join(ws, " "))); !strings.Contains(r.Text, "You have") {
					b.Fatal(r.Text)
				}
			}
		}
		clock.Add(3 * time.Minute)
		k.Tick(context.Background())
		if posts, _ := p.All(); len(posts) != 1 || posts[0].Image == nil {
			b.Fatalf("results: %+v", posts)
		}
	}
}

// The platform is asked whether a player is an admin only when it matters:
// the starter stops their own round without it; another player's stop
// asks, and an answer the platform cannot give is said, not guessed.
func TestRoundStopAsksAdminOnlyWhenNeeded(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	var asked atomic.Int32
	chat := rig.Bot.Platform("chat")
	chat.Admin = func(context.Context, bot.Request) (bool, error) {
		asked.Add(1)
		return false, game.E(game.Unavailable, game.CodeAdminUnknown)
	}
	rig.Bot.Register(chat) // a platform that cannot say
	unsure := func(r bot.Request) bot.Request { return r }
	rig.Do(apptest.In("ann", "play"))
	if r := rig.Do(unsure(apptest.In("bob", "play stop"))); !strings.HasPrefix(r.Text, "I couldn't check with Slack whether you administer this workspace") {
		t.Errorf("another player's stop when the platform cannot say: %q", r.Text)
	}
	if r := rig.Do(unsure(apptest.In("ann", "play stop"))); !strings.Contains(r.Text, "stopped the round") {
		t.Errorf("the starter's stop: %q", r.Text)
	}
	if n := asked.Load(); n != 1 {
		t.Errorf("the platform was asked %d times, want once (for bob)", n)
	}
	setup := unsure(apptest.In("bob", "daily setup", "timezone", "UTC"))
	if r := rig.Do(setup); !strings.HasPrefix(r.Text, "I couldn't check with Slack whether you administer this workspace") {
		t.Errorf("/daily setup when the platform cannot say: %q", r.Text)
	}
}

// TestRoundHintAfterStop: once a round is stopped, /hint says it is over,
// not that it gives no hints until it ends (at a time now past).
func TestRoundHintAfterStop(t *testing.T) {
	for _, rules := range []string{"nohints", "hints"} {
		rig := apptest.NewRoundRig(t)
		rig.Do(apptest.In("ann", "play", "rules", rules))
		if r := rig.Do(apptest.In("ann", "play stop")); !strings.Contains(r.Text, "stopped the round") {
			t.Fatalf("stop: %q", r.Text)
		}
		rig.Do(apptest.In("ann", "hint"))
		rig.Refused.Expect(t, game.CodeRoundOverHints)
	}
}

// The results of a big round fit in one message (Discord refuses one over
// 2000 characters, and the results would never be posted): every player is
// ranked while the lines fit, the rest are counted, and a list of words
// that does not fit ends in "+N more". What is shown is right, point by
// point.
func TestRoundResultsFit(t *testing.T) {
	board, _ := solver.Parse(apptest.Board)
	d, _ := dict.Embedded("standard")
	sol := solver.Solve(board, d, solver.Rules{})
	line := regexp.MustCompile(`^(\d+)\. <@id-(p\d+)> (\d+) points? · (\d+) words?(?:: (.*))?$`)
	for _, tt := range []struct {
		mode                   string
		players, words, stride int // player i finds words i*stride to i*stride+words-1
	}{{"all", 8, 30, 13}, {"classic", 60, 5, 3}} {
		t.Run(fmt.Sprintf("%s %dx%d", tt.mode, tt.players, tt.words), func(t *testing.T) {
			rig := apptest.NewRoundRig(t)
			rig.Do(apptest.In("p100000000000000000", "play", "board", apptest.Board, "dict", "standard", "mode", tt.mode))
			found := map[string][]string{}
			finders := map[string]int{}
			for i := range tt.players {
				id := fmt.Sprintf("p1%018d", i) // as long as a Discord id
				for j := range tt.words {
					w := sol.Words[(i*tt.stride+j)%sol.Count].Word
					found[id] = append(found[id], w)
					finders[w]++
				}
				if r := rig.Do(apptest.In(id, "guess", "words", strings.Join(found[id], " "))); !strings.Contains(r.Text, "You have") {
					t.Fatalf("guess: %q", r.Text)
				}
			}
			rig.Clock.Add(3 * time.Minute)
			rig.Keeper.Tick(context.Background())
			posts, _ := rig.Poster.All()
			if len(posts) != 1 {
				t.Fatalf("%d posts", len(posts))
			}
			text := posts[0].Text
			if len(text) > bot.MaxText {
				t.Errorf("results are %d bytes, over %d", len(text), bot.MaxText)
			}
			points := map[string]int{}
			scored := map[string][]string{}
			for id, ws := range found {
				for _, w := range ws {
					if tt.mode == "all" || finders[w] == 1 {
						points[id] += apptest.Sum(w)
						scored[id] = append(scored[id], w)
					}
				}
			}
			ranked, listed, prev := 0, 0, 1<<30
			for _, l := range strings.Split(text, "\n") {
				m := line.FindStringSubmatch(l)
				if m == nil {
					continue
				}
				ranked++
				id := m[2]
				rank, pts, n := atoi(m[1]), atoi(m[3]), atoi(m[4])
				if pts != points[id] || n != len(scored[id]) || pts > prev {
					t.Errorf("%q: want %d points · %d words, after %d points", l, points[id], len(scored[id]), prev)
				}
				prev = pts
				better := 0
				for _, p := range points {
					if p > pts {
						better++
					}
				}
				if rank != better+1 {
					t.Errorf("%q: rank %d, want %d", l, rank, better+1)
				}
				if m[5] == "" {
					continue
				}
				listed++
				shown := strings.Split(m[5], ", ")
				rest := 0
				if last := shown[len(shown)-1]; strings.HasPrefix(last, "+") {
					rest = atoi(strings.TrimSuffix(strings.TrimPrefix(last, "+"), " more"))
					shown = shown[:len(shown)-1]
				}
				for _, w := range shown {
					if !slices.Contains(scored[id], w) {
						t.Errorf("%q lists %q, which did not score for them", l, w)
					}
				}
				if len(shown)+rest != len(scored[id]) {
					t.Errorf("%q: %d words shown and %d more, want %d in all", l, len(shown), rest, len(scored[id]))
				}
			}
			if listed == 0 {
				t.Errorf("no player's words are listed:\n%s", text)
			}
			if ranked < len(found) && !strings.Contains(text, fmt.Sprintf("…and %d more players\n", len(found)-ranked)) {
				t.Errorf("%d of %d players ranked, and the rest not counted:\n%s", ranked, len(found), text)
			}
			best, meant, ok := strings.Cut(text, "**Best words nobody found:** ")
			best, meant, _ = strings.Cut(meant, " (of 252 words on the board)")
			if !ok || strings.Contains(best, "\n") {
				t.Errorf("results lack the best words nobody found:\n%s", text)
			}
			// Then the meanings of some of them, one a line, and nothing else.
			lines := strings.Split(strings.TrimPrefix(meant, "\n"), "\n")
			if len(lines) == 0 || len(lines) > 3 {
				t.Errorf("%d meanings after the best words nobody found; want 1-3:\n%s", len(lines), text)
			}
			for _, l := range lines {
				w, _, _ := strings.Cut(strings.TrimPrefix(l, "• **"), "**")
				if !strings.HasPrefix(l, "• **") || !strings.Contains(best, "**"+w+"**") {
					t.Errorf("%q is not the meaning of one of the best words nobody found (%s)", l, best)
				}
			}
			t.Logf("%d bytes, %d of %d players ranked, %d with words", len(text), ranked, len(found), listed)
		})
	}
}

func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		panic(err)
	}
	return n
}

// A form left open past its round's end: submitted after the results, it
// says the round ended (not that none is running); submitted once a new
// round runs in the channel, it is refused too, and its words go to no
// round, the new one least of all.
func TestRoundStaleForm(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	start := rig.Do(apptest.In("ann", "play", "time", "1m", "board", apptest.Board, "dict", "standard"))
	enter := apptest.In("bob", "")
	enter.Action = &bot.ActionEvent{ID: start.Actions[0].ID}
	form := rig.Do(enter)
	if form.Form == nil {
		t.Fatalf("Enter words gave %+v, want a form", form)
	}
	submit := apptest.In("bob", "")
	submit.Action = &bot.ActionEvent{ID: form.Form.ID, Value: "recitals latrine"}

	rig.Clock.Add(time.Minute)
	rig.Keeper.Tick(context.Background())
	if posts, _ := rig.Poster.All(); len(posts) != 1 {
		t.Fatalf("%d results posts, want 1", len(posts))
	}
	if r := rig.Do(submit); !r.Ephemeral || !strings.HasPrefix(r.Text, "The round ended") {
		t.Errorf("the form submitted after the results: %q", r.Text)
	}

	next := rig.Do(apptest.In("cat", "play", "board", apptest.Board, "dict", "standard"))
	if !strings.Contains(next.Text, "Live round!") {
		t.Fatalf("a new round: %q", next.Text)
	}
	if r := rig.Do(submit); !r.Ephemeral || !strings.HasPrefix(r.Text, "The round ended") || strings.Contains(r.Text, "Accepted") {
		t.Errorf("the old round's form submitted during a new round: %q", r.Text)
	}
	cur, err := rig.Svc.Running(context.Background(), round.Key{Platform: "chat", Guild: "g", Channel: "C1"})
	if err != nil {
		t.Fatal(err)
	}
	if players, words, err := rig.Svc.Progress(context.Background(), cur.ID); err != nil || players != 0 || words != 0 {
		t.Errorf("the new round holds %d players, %d words (%v), want none: the old form's words went to it", players, words, err)
	}
}

// refuser is a platform that refuses every post, as when the bot may no
// longer post in the channel.
type refuser struct{ n atomic.Int32 }

func (r *refuser) Post(context.Context, string, bot.Reply) error {
	r.n.Add(1)
	return bot.Rejected(fmt.Errorf("403 Missing Access"))
}

// Results the platform keeps refusing are tried a few times, a lease
// apart, then given up: not retried for ever.
func TestRoundResultsRefusedGiveUp(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	ref := &refuser{}
	rig.Bot.Register(bot.Platform{Name: "chat", Markup: apptest.Angle{}, Poster: ref})
	rig.Do(apptest.In("ann", "play", "time", "30s"))
	rig.Clock.Add(30 * time.Second)
	for range 6 {
		rig.Keeper.Tick(context.Background())
		rig.Clock.Add(round.DefaultLease + time.Second)
	}
	if n := ref.n.Load(); n != 3 {
		t.Errorf("the refused results were tried %d times, want 3", n)
	}
	if due, err := rig.Svc.Due(context.Background()); err != nil || len(due) != 0 {
		t.Errorf("the given-up round is still due: %+v, %v", due, err)
	}
}

// TestRoundResultsMissedTextAndImage: when nobody found a word that
// scored, the results image draws the best words nobody found: exactly
// those the text's "Best words nobody found" names, in the same order. A
// word a hint revealed and its finder entered (no points) was found: it is
// in neither.
func TestRoundResultsMissedTextAndImage(t *testing.T) {
	missedRE := regexp.MustCompile(`\*\*Best words nobody found:\*\* (.*) \(of `)
	pathRE := regexp.MustCompile(`the path of ([A-Z]+)\*\*`)
	for _, tt := range []struct {
		name     string
		revealed bool // ann takes 4 hints and enters the word revealed
	}{{"nobody entered a word", false}, {"only a revealed word entered", true}} {
		t.Run(tt.name, func(t *testing.T) {
			rig := apptest.NewRoundRig(t)
			rig.Do(apptest.In("ann", "play", "board", apptest.Board, "rules", "all common hints"))
			var revealed []string
			if tt.revealed {
				// Ann takes hints, entering each word revealed, until one of
				// the board's best 5 is.
				b, _ := solver.Parse(apptest.Board)
				d, err := dict.Embedded("common")
				if err != nil {
					t.Fatal(err)
				}
				var best []string
				for _, w := range solver.Solve(b, d, solver.Rules{}).Best(5) {
					best = append(best, w.Word)
				}
				for i := 0; i < 200 && !slices.ContainsFunc(revealed, func(w string) bool { return slices.Contains(best, w) }); i++ {
					r := rig.Do(apptest.In("ann", "hint"))
					if m := pathRE.FindStringSubmatch(r.Text); m != nil {
						revealed = append(revealed, strings.ToLower(m[1]))
						rig.Do(apptest.In("ann", "guess", "words", revealed[len(revealed)-1]))
					}
				}
				if !slices.ContainsFunc(revealed, func(w string) bool { return slices.Contains(best, w) }) {
					t.Fatalf("hints revealed %v, none of the best %v", revealed, best)
				}
			}
			rig.Clock.Add(4 * time.Minute)
			rig.Keeper.Tick(context.Background())
			posts, _ := rig.Poster.All()
			if len(posts) != 1 {
				t.Fatalf("%d posts, want the results", len(posts))
			}
			m := missedRE.FindStringSubmatch(posts[0].Text)
			if m == nil {
				t.Fatalf("no best words nobody found in %q", posts[0].Text)
			}
			var text []string
			for _, part := range strings.Split(m[1], " · ") {
				text = append(text, strings.Trim(strings.Fields(part)[0], "*"))
			}
			last := rig.Render.Last()
			drawn := last[strings.Index(last, " drawn=")+len(" drawn="):]
			if !strings.Contains(last, `title="4x4 · best words nobody found"`) || drawn != strings.Join(text, ",") {
				t.Errorf("the text names %v as nobody's; the image draws %q", text, last)
			}
			for _, w := range revealed {
				if slices.Contains(strings.Split(drawn, ","), w) {
					t.Errorf("the image draws %q, which ann found, as a word nobody found", w)
				}
			}
			for _, w := range text {
				if !strings.Contains(posts[0].Image.Alt, w+", ") {
					t.Errorf("the alt text %q does not name %q", posts[0].Image.Alt, w)
				}
			}
		})
	}
}

// Players with equal round records share a rank on /leaderboard rounds, as
// tied players do in a round's results.
func TestRoundLeaderboardTies(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	rs := rig.Svc
	b, _ := solver.Parse("perslatgsineters")
	k := round.Key{Platform: "chat", Guild: "g", Channel: "C1"}
	r, err := rs.Start(context.Background(), k, game.Player{ID: "id-ann", Name: "ann"}, round.Rules{Tier: "standard", Duration: time.Minute, Mode: round.All}, &b)
	if err != nil {
		t.Fatal(err)
	}
	for who, word := range map[string]string{"ann": "rest", "bea": "sine"} {
		if _, err := rs.Guess(context.Background(), k, game.Player{ID: "id-" + who, Name: who}, word); err != nil {
			t.Fatal(err)
		}
	}
	rig.Clock.Add(2 * time.Minute)
	if _, ok, err := rs.Finish(context.Background(), r); err != nil || !ok {
		t.Fatalf("Finish = %v, %v", ok, err)
	}
	got := rig.Do(apptest.In("ann", "leaderboard", "period", "rounds")).Text
	if !strings.Contains(got, "1. **ann**") || !strings.Contains(got, "1. **bea**") {
		t.Errorf("/leaderboard rounds with a tie = %q; want both ranked 1", got)
	}
}
