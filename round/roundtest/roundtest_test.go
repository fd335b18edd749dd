package roundtest_test

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/rounds"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/round/roundtest"
	"github.com/bogglebot/bogglebot/store/memory"
)

func TestPoints(t *testing.T) {
	for w, want := range map[string]int{"ab": 0, "tic": 1, "slur": 1, "curls": 2, "antics": 3, "latrine": 5, "recitals": 11, "quilts": 3} {
		if got := roundtest.Points(w); got != want {
			t.Errorf("Points(%q) = %d, want %d", w, got, want)
		}
	}
}

type poster struct {
	mu    sync.Mutex
	posts []string
}

func (p *poster) Post(_ context.Context, _ string, r bot.Reply) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.posts = append(p.posts, r.Text)
	return nil
}

type angle struct{ bot.Plain }

func (angle) Mention(id string) string { return "<@" + id + ">" }

// The bot's own replies and results, read and checked: they agree with
// the sums; a tampered results post does not.
func TestAgainstTheBot(t *testing.T) {
	for _, mode := range []string{"classic", "all"} {
		t.Run(mode, func(t *testing.T) {
			now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
			var mu sync.Mutex
			clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
			svc := round.New(round.Config{Store: memory.New(), Now: clock, Owner: "test"})
			a := app.New(app.Config{Rounds: svc, Now: clock, Renderer: &bottest.Renderer{}, Logger: slog.New(slog.DiscardHandler),
				RateLimit: bot.RateLimit{Burst: -1}})
			b := a.Bot
			p := &poster{}
			b.Register(bot.Platform{Name: "chat", Markup: angle{}, Poster: p})
			k := &rounds.Keeper{Rounds: a.Rounds}
			do := func(user, command string, opts ...string) string {
				r := bot.Request{ID: "i", Platform: "chat", Guild: "g", Channel: "C1", Command: command, Options: map[string]string{},
					User: bot.User{ID: user, Name: user}}
				for i := 0; i+1 < len(opts); i += 2 {
					r.Options[opts[i]] = opts[i+1]
				}
				return b.Handle(context.Background(), r).Text
			}
			if r := do("201", "play", "board", "lqre slus atic nren", "dict", "standard", "mode", mode, "time", "1m"); !strings.Contains(r, "Live round!") {
				t.Fatal(r)
			}
			ann, bob := roundtest.NewTally("201"), roundtest.NewTally("202")
			for _, g := range []struct {
				t     *roundtest.Tally
				batch []string
			}{
				{ann, []string{"recitals", "slur", "tic"}},
				{bob, []string{"slur", "latrine"}},
				{ann, []string{"tic", "curls"}}, // tic again: already found
				{bob, []string{"antics"}},
			} {
				g.t.Send(g.batch)
				if err := g.t.Record(do(g.t.ID, "guess", "words", strings.Join(g.batch, " ")), g.batch); err != nil {
					t.Fatal(err)
				}
			}
			if ann.Words != 4 || ann.Points != 11+1+1+2 || len(ann.Accepted) != 4 {
				t.Errorf("ann's tally: %d words, %d points, accepted %v", ann.Words, ann.Points, ann.Accepted)
			}
			mu.Lock()
			now = now.Add(time.Minute)
			mu.Unlock()
			k.Tick(context.Background())
			if len(p.posts) != 1 {
				t.Fatalf("%d posts", len(p.posts))
			}
			post := p.posts[0]
			if errs := roundtest.CheckResults(post, mode, []*roundtest.Tally{ann, bob}); len(errs) > 0 {
				t.Errorf("%v\n%s", errs, post)
			}
			annPts := 11 + 1 + 1 + 2
			if mode == "classic" {
				annPts = 11 + 1 + 2
			}
			for _, tampered := range []string{
				strings.Replace(post, "<@201> "+plural(annPts, "point"), "<@201> "+plural(annPts+1, "point"), 1),
				strings.Replace(post, "recitals, ", "", 1),
				strings.Replace(post, "<@202>", "<@203>", 1),
			} {
				if tampered == post {
					t.Fatalf("nothing to tamper with in %q", post)
				}
				if errs := roundtest.CheckResults(tampered, mode, []*roundtest.Tally{ann, bob}); len(errs) == 0 {
					t.Errorf("a tampered post passes:\n%s", tampered)
				}
			}
		})
	}
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}

// mrkdwn is what the Slack adapter makes of the bot's text.
func mrkdwn(s string) string {
	s = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
	s = regexp.MustCompile(`&lt;@(\d+)&gt;`).ReplaceAllString(s, "<@$1>") // mentions stay
	return strings.ReplaceAll(s, "**", "*")
}

// A duel played on the bot itself, its texts read as Discord sends them
// and as Slack does (FromMrkdwn): every reply agrees with the tallies, the
// results with the sums, and the round keeper posts them once the fake
// clock passes the end.
func TestDuel(t *testing.T) {
	words := []string{"recitals", "sinecure", "latrine", "slur", "tic", "curls", "antics", "saltier", "results"}
	if _, err := roundtest.NewDuel([2]string{"201", "202"}, words[:8]); err == nil {
		t.Error("a duel of eight words")
	}
	for _, mode := range []string{"classic", "all"} {
		for _, slack := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/slack=%v", mode, slack), func(t *testing.T) {
				read := func(s string) string { return s }
				if slack {
					read = func(s string) string { return roundtest.FromMrkdwn(mrkdwn(s)) }
				}
				clock := roundtest.NewClock()
				st := roundtest.NewStore(memory.New())
				svc := round.New(round.Config{Store: st, Now: clock.Now, Owner: "test"})
				a := app.New(app.Config{Rounds: svc, Now: clock.Now, Renderer: &bottest.Renderer{}, Logger: slog.New(slog.DiscardHandler),
					RateLimit: bot.RateLimit{Burst: -1}})
				b := a.Bot
				p := &poster{}
				b.Register(bot.Platform{Name: "chat", Markup: angle{}, Poster: p})
				k := &rounds.Keeper{Rounds: a.Rounds}
				do := func(user, command string, opts ...string) bot.Reply {
					r := bot.Request{ID: "i", Platform: "chat", Guild: "g", Channel: "C1", Command: command, Options: map[string]string{},
						User: bot.User{ID: user, Name: user}}
					for i := 0; i+1 < len(opts); i += 2 {
						r.Options[opts[i]] = opts[i+1]
					}
					return b.Handle(context.Background(), r)
				}
				start := do("201", "play", "board", "lqre slus atic nren", "mode", mode, "dict", "standard")
				start.Live("m1")
				if ref := <-st.Messages; ref != "m1" {
					t.Errorf("the store reported %q, want m1", ref)
				}
				duel, err := roundtest.NewDuel([2]string{"201", "202"}, words)
				if err != nil {
					t.Fatal(err)
				}
				err = duel.Play(func(player int, batch []string) string {
					return read(do(duel.Tallies[player].ID, "guess", "words", strings.Join(batch, " ")).Text)
				})
				if err != nil {
					t.Fatal(err)
				}
				if duel.Entered() != 11 {
					t.Errorf("Entered = %d, want 11", duel.Entered())
				}
				k.Tick(context.Background())
				clock.Add(3*time.Minute - time.Second)
				k.Tick(context.Background())
				if len(p.posts) != 0 {
					t.Fatalf("results before the end: %q", p.posts)
				}
				clock.Add(time.Second)
				k.Tick(context.Background())
				if len(p.posts) != 1 {
					t.Fatalf("%d posts at the end", len(p.posts))
				}
				if errs := duel.Check(read(p.posts[0]), mode); len(errs) > 0 {
					t.Errorf("%v\n%s", errs, p.posts[0])
				}
				// Bob's words do not count twice, nor Ann's: a tally that says
				// otherwise disagrees with the post.
				duel.Tallies[1].Confirmed[words[0]] = true
				if errs := duel.Check(read(p.posts[0]), mode); len(errs) == 0 {
					t.Errorf("the results pass against a tally with a word more")
				}
			})
		}
	}
}
