package replicatest

import (
	"context"
	"fmt"
	mrand "math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round/roundtest"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/postgres"
)

// ChaosEnv turns on TestChaos and sets its length ("5m"): it is not part of
// the normal suite.
const ChaosEnv = "BOGGLEBOT_CHAOS"

// TestChaos runs three `bogglebot serve` replicas on one PostgreSQL
// database under load (players streaming daily /guess, live rounds one
// after another with their own players, and /solve requests at every
// replica) while a controller SIGKILLs a random replica every 3-6 s and
// starts it again, for $BOGGLEBOT_CHAOS (e.g. 5m). At the end: every
// acknowledged daily word is stored once (and nothing unacknowledged),
// every round's results reached the fake Discord exactly once, not before
// the round's end, and no daily post went out twice.
//
//	BOGGLEBOT_TEST_POSTGRES=postgres://... BOGGLEBOT_CHAOS=5m \
//	    go test -count=1 -timeout 30m -run TestChaos -v ./internal/replicatest
func TestChaos(t *testing.T) {
	length, err := time.ParseDuration(os.Getenv(ChaosEnv))
	if err != nil || length <= 0 {
		t.Skipf("set %s to a duration (5m) to run the chaos test", ChaosEnv)
	}
	dbURL := freshSchema(t)
	h := newHarnessN(t, dbURL, 3) // builds the binary
	h.startAll()
	ctx := context.Background()
	st, err := postgres.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()

	// The daily, set up to post now (or within the minute).
	tz := quietZone(t, time.Now())
	loc, _ := time.LoadLocation(tz)
	now := time.Now().In(loc)
	postAt := now.Truncate(time.Minute)
	if now.Second() > 40 {
		postAt = postAt.Add(time.Minute)
	}
	admin := player{id: "100", name: "Admin"}
	setup := h.ask(h.reps[0], admin, true, subcommand("daily", "setup", map[string]any{
		"channel": channelID, "time": postAt.Format("15:04"), "timezone": tz}))
	if !strings.Contains(setup.text, "Daily challenge set up") {
		t.Fatalf("/daily setup answered %+v", setup)
	}
	day := game.DayOf(time.Now(), loc)
	board, err := challenge.DailyBoard(challenge.DefaultSeed, day, 4)
	if err != nil {
		t.Fatal(err)
	}
	common, err := dict.Embedded("common")
	if err != nil {
		t.Fatal(err)
	}
	sol := solver.Solve(board, common, solver.Rules{})

	stop := make(chan struct{})
	var wg sync.WaitGroup
	// Daily players.
	var players []*tally
	for i := range 6 {
		p := newTally(strconv.Itoa(201+i), fmt.Sprintf("Player%d", i+1), sol.Words, uint64(i))
		players = append(players, p)
		wg.Go(func() { h.play(p, stop) })
	}
	// /solve load at every replica in turn, about 10 a second.
	var solves, solvedAck atomic.Int64
	wg.Go(func() {
		rng := mrand.New(mrand.NewPCG(5, 5))
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for n := 0; ; n++ {
			select {
			case <-stop:
				return
			case <-tick.C:
			}
			b := solver.Modern.Roll(rng.Uint64())
			body := discordtest.Interaction(strconv.FormatInt(h.ids.Add(1), 10), 2, command("solve", map[string]any{"board": b.String()}))
			go func() {
				solves.Add(1)
				resp, err := h.post(h.reps[n%len(h.reps)], body)
				if err == nil {
					resp.Body.Close()
					if resp.StatusCode == 200 {
						solvedAck.Add(1)
					}
				}
			}()
		}
	})
	// Live rounds, one after another, each in a channel of its own, with
	// three players streaming guesses.
	type roundRun struct {
		channel string
		end     time.Time
		tallies []*roundtest.Tally
	}
	var roundsMu sync.Mutex
	var rounds []roundRun
	const boardText = "lqre slus atic nren"
	rb, _ := solver.Parse(boardText)
	std, _ := dict.Embedded("standard")
	rsol := solver.Solve(rb, std, solver.Rules{})
	var pool []string
	for _, w := range rsol.Words[:40] {
		pool = append(pool, w.Word)
	}
	wg.Go(func() {
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			channel := strconv.Itoa(9000 + i)
			starter := player{id: "301", name: "Rita"}
			var start answer
			for attempt := 0; attempt < 60; attempt++ {
				start = h.interactIn(h.reps[(i+attempt)%len(h.reps)], channel, starter, false, 2, subcommand("play", "start", map[string]any{
					"time": "30s", "mode": "classic", "board": boardText, "dict": "standard"}))
				if start.outcome == answered {
					break
				}
				sleep(200 * time.Millisecond)
			}
			m := regexp.MustCompile(`<t:(\d+):R>`).FindStringSubmatch(start.text)
			if m == nil {
				t.Errorf("round %d: /play start answered %q", i, start.text)
				sleep(5 * time.Second)
				continue
			}
			sec, _ := strconv.ParseInt(m[1], 10, 64)
			run := roundRun{channel: channel, end: time.Unix(sec, 0)}
			var rw sync.WaitGroup
			for j, name := range []string{"Rob", "Sue", "Tom"} {
				p := &roundPlayer{player: player{id: strconv.Itoa(401 + j), name: name}, rng: mrand.New(mrand.NewPCG(uint64(i), uint64(j)))}
				p.tally = roundtest.NewTally(p.id)
				p.order = shuffled(pool, p.rng)
				run.tallies = append(run.tallies, p.tally)
				rw.Go(func() {
					until := run.end.Add(-8 * time.Second)
					for turn := p.rng.IntN(len(h.reps)); time.Now().Before(until); turn++ {
						batch := p.batch()
						p.tally.Send(batch)
						for attempt := 0; attempt < 30 && time.Now().Before(until); attempt++ {
							a := h.interactIn(h.reps[(turn+attempt)%len(h.reps)], channel, p.player, false, 2, command("guess", map[string]any{"words": strings.Join(batch, " ")}))
							if a.outcome == answered {
								p.tally.Record(a.text, batch)
								break
							}
							if a.outcome == inDoubt {
								p.tally.Unanswered(batch)
							}
							sleep(200 * time.Millisecond)
						}
						sleep(time.Duration(2700+p.rng.IntN(600)) * time.Millisecond)
					}
				})
			}
			rw.Wait()
			roundsMu.Lock()
			rounds = append(rounds, run)
			roundsMu.Unlock()
			sleep(time.Until(run.end))
		}
	})

	// The controller: a random replica SIGKILLed every 3-6 s, restarted.
	began := time.Now()
	rng := mrand.New(mrand.NewPCG(1, 2))
	kills := map[string]int{}
	for time.Since(began) < length {
		sleep(time.Duration(3000+rng.IntN(3000)) * time.Millisecond)
		r := h.reps[rng.IntN(len(h.reps))]
		r.kill()
		kills[r.name]++
		r.start()
		h.waitReady(r)
	}
	close(stop)
	wg.Wait()
	t.Logf("killed %v in %v; %d /solve sent, %d acknowledged", kills, time.Since(began).Round(time.Second), solves.Load(), solvedAck.Load())

	// Every daily word acknowledged is stored once, nothing else.
	g := game.Guild{Platform: "discord", ID: guildID}
	var nAcked, nStored, nCut int
	for _, p := range players {
		stored, err := st.PlayerWords(ctx, g, day, p.id)
		if err != nil {
			t.Fatal(err)
		}
		inDB := map[string]bool{}
		for _, w := range stored {
			if inDB[w.Word] {
				t.Errorf("%s: %q stored twice", p.name, w.Word)
			}
			inDB[w.Word] = true
		}
		for w := range p.confirmed {
			if !inDB[w] {
				t.Errorf("%s: acknowledged word %q is not in the database", p.name, w)
			}
		}
		for w := range inDB {
			if !p.confirmed[w] {
				t.Errorf("%s: %q stored but never acknowledged", p.name, w)
			}
		}
		nAcked += len(p.confirmed)
		nStored += len(stored)
		nCut += p.inDoubt
	}
	t.Logf("daily: %d words acknowledged, %d stored; %d guesses cut off by a kill and resent", nAcked, nStored, nCut)

	// Every round's results exactly once, after its end.
	lastEnd := time.Time{}
	for _, r := range rounds {
		lastEnd = r.end
	}
	if !lastEnd.IsZero() {
		for _, r := range rounds {
			h.rec.waitPosts(r.channel, 1, time.Until(lastEnd)+time.Minute)
		}
	}
	for _, r := range h.reps {
		if code := r.stop(); code != 0 {
			t.Errorf("replica %s exited %d on SIGTERM", r.name, code)
		}
	}
	var roundWords int
	for _, r := range rounds {
		posts := h.rec.fullPosts(r.channel)
		if len(posts) != 1 {
			t.Errorf("round in channel %s: %d results posts, want 1", r.channel, len(posts))
			continue
		}
		if posts[0].at.Before(r.end) {
			t.Errorf("round in channel %s: results at %v, before the end %v", r.channel, posts[0].at, r.end)
		}
		for _, tl := range r.tallies {
			roundWords += len(tl.Confirmed)
		}
	}
	t.Logf("rounds: %d, each with its results posted once (%d words acknowledged in them)", len(rounds), roundWords)

	// No daily post twice.
	for key, n := range h.rec.postCounts() {
		if n > 1 {
			t.Errorf("daily post sent %d times: %s", n, key)
		}
	}
	t.Logf("daily posts: %v", h.rec.postsIn(channelID))
	if t.Failed() {
		t.Log(h.logs())
	}
}
