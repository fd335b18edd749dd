package replicatest

import (
	"context"
	"fmt"
	mrand "math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/round/roundtest"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/postgres"
)

// TestReplicasRoundEndsOnce runs a live round on two `bogglebot serve`
// replicas sharing one PostgreSQL database: the round starts through A,
// four players send /guess to A and B in turn, B and then A are SIGKILLed
// mid-round (each with a guess in flight, resent afterwards as a player
// would) and restarted, and at the end both replicas' round keepers race
// for the results. The results must reach the fake Discord exactly once,
// not before the end, with every acknowledged word counted: each ranking
// line is checked point by point against our own sums (round/roundtest).
func TestReplicasRoundEndsOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("starts and kills bogglebot processes for a 30 s round; skipped with -short")
	}
	dbURL := freshSchema(t)
	h := newHarness(t, dbURL) // builds the binary
	h.startAll()

	const boardText = "lqre slus atic nren"
	board, err := solver.Parse(boardText)
	if err != nil {
		t.Fatal(err)
	}
	std, err := dict.Embedded("standard")
	if err != nil {
		t.Fatal(err)
	}
	sol := solver.Solve(board, std, solver.Rules{})
	// A pool of 36 words the players share, the 4 best of the board among
	// them: many are found by two or more and cancel.
	rng := mrand.New(mrand.NewPCG(30, 30))
	var pool []string
	for _, w := range sol.Words[:4] { // recitals, sinecure, curlier, latrine
		pool = append(pool, w.Word)
	}
	for _, i := range rng.Perm(sol.Count - 4)[:32] {
		pool = append(pool, sol.Words[4+i].Word)
	}

	ann := player{id: "201", name: "Ann"}
	start := h.ask(h.reps[0], ann, false, subcommand("play", "start", map[string]any{
		"time": "30s", "mode": "classic", "board": boardText, "dict": "standard"}))
	if !strings.Contains(start.text, "Live round!") {
		t.Fatalf("/play on A: %q", start.text)
	}
	m := regexp.MustCompile(`<t:(\d+):R>`).FindStringSubmatch(start.text)
	if m == nil {
		t.Fatalf("/play on A: no end time in %q", start.text)
	}
	sec, _ := strconv.ParseInt(m[1], 10, 64)
	end := time.Unix(sec, 0)
	t.Logf("the round ends in %v", time.Until(end).Round(time.Second))

	// Four players stream guesses at A and B in turn, each from the pool
	// in an order of their own, until 10 s before the end; Kit sends the
	// guesses in flight at the kills.
	var players []*roundPlayer
	for i, name := range []string{"Ann", "Bob", "Cat", "Dan", "Kit"} {
		p := &roundPlayer{player: player{id: strconv.Itoa(201 + i), name: name}, rng: mrand.New(mrand.NewPCG(uint64(i), 7))}
		p.tally = roundtest.NewTally(p.id)
		p.order = shuffled(pool, p.rng)
		players = append(players, p)
	}
	kit := players[4]
	streamUntil := end.Add(-10 * time.Second)
	var wg sync.WaitGroup
	for _, p := range players[:4] {
		wg.Go(func() { h.roundStream(p, streamUntil) })
	}
	// The kills: B a third into the streaming, A two thirds in.
	began, span := time.Now(), time.Until(streamUntil)
	for k, r := range []*replica{h.reps[1], h.reps[0]} {
		sleep(time.Until(began.Add(span * time.Duration(k+1) / 3)))
		batch := kit.batch()
		kit.tally.Send(batch)
		flight := make(chan answer, 1)
		go func() {
			flight <- h.interact(r, kit.player, false, 2, command("guess", map[string]any{"words": strings.Join(batch, " ")}))
		}()
		r.kill()
		inFlight := "answered"
		switch a := <-flight; a.outcome {
		case answered:
			if err := kit.tally.Record(a.text, batch); err != nil {
				t.Errorf("Kit on %s: %v", r.name, err)
			}
		case inDoubt:
			kit.tally.Unanswered(batch)
			kit.doubtful = append(kit.doubtful, batch)
			inFlight = "in doubt, resent at the end"
		default:
			inFlight = "never delivered"
		}
		r.start()
		h.waitReady(r)
		t.Logf("replica %s killed (the guess in flight: %s) and restarted; %v to the end", r.name, inFlight, time.Until(end).Round(time.Second))
	}
	wg.Wait()

	// Every guess left without an answer is sent again, before the end.
	for _, p := range players {
		for _, batch := range p.doubtful {
			h.roundGuess(p, batch, 0)
		}
		if u := p.tally.Unresolved(); len(u) > 0 {
			t.Fatalf("%s: words still in doubt at the end: %v (a machine too slow for the 30 s round?)", p.name, u)
		}
	}
	var acked, replies int
	var tallies []*roundtest.Tally
	for _, p := range players {
		acked += len(p.tally.Confirmed)
		replies += p.tally.Replies
		tallies = append(tallies, p.tally)
	}
	t.Logf("%d guesses answered, %d words acknowledged; waiting for the end", replies, acked)

	if !h.rec.waitPosts(channelID, 1, time.Until(end)+time.Minute) {
		t.Fatalf("no results a minute after the end:\n%s", h.logs())
	}
	// Both replicas stop gracefully: a keeper in the middle of posting
	// finishes first. Then the results are there exactly once.
	for _, r := range h.reps {
		if code := r.stop(); code != 0 {
			t.Errorf("replica %s exited %d on SIGTERM", r.name, code)
		}
	}
	posts := h.rec.fullPosts(channelID)
	if len(posts) != 1 {
		t.Fatalf("%d posts in the channel, want the results once: %+v", len(posts), posts)
	}
	res := posts[0]
	t.Logf("results %v after the end", res.at.Sub(end).Round(time.Millisecond))
	if res.at.Before(end) {
		t.Errorf("results posted at %s, before the end at %s", res.at.Format(time.StampMilli), end.Format(time.StampMilli))
	}
	for _, err := range roundtest.CheckResults(res.text, "classic", tallies) {
		t.Error(err)
	}
	if t.Failed() || testing.Verbose() {
		t.Logf("results:\n%s", res.text)
	}

	// The database agrees: the round is finished and marked posted, due
	// to nobody even an hour from now; say which replica claimed it.
	ctx := context.Background()
	st, err := postgres.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if due, err := st.DueRounds(ctx, time.Now().Add(time.Hour), round.DefaultLease); err != nil || len(due) > 0 {
		t.Errorf("rounds still due after the results were posted: %+v, %v", due, err)
	}
	if conn, err := pgx.Connect(ctx, dbURL); err == nil {
		var owner string
		if conn.QueryRow(ctx, `SELECT claim_owner FROM rounds`).Scan(&owner) == nil {
			t.Logf("results claimed by %s (replica pids: %s)", owner, h.pids())
		}
		conn.Close(ctx)
	}
	if t.Failed() {
		t.Log(h.logs())
	}
}

// A roundPlayer is one player's guesses in the round. Only its goroutine
// touches it until the stream stops.
type roundPlayer struct {
	player
	tally    *roundtest.Tally
	rng      *mrand.Rand
	order    []string
	next     int
	doubtful [][]string // guesses sent without an answer
}

// batch returns the next one to four words of the player's order, or
// words sent before once they are all sent.
func (p *roundPlayer) batch() []string {
	var b []string
	for n := 1 + p.rng.IntN(4); len(b) < n; {
		w := p.order[p.rng.IntN(len(p.order))]
		if p.next < len(p.order) {
			w = p.order[p.next]
			p.next++
		}
		if !strings.Contains(" "+strings.Join(b, " ")+" ", " "+w+" ") {
			b = append(b, w)
		}
	}
	return b
}

// roundStream sends p's guesses, to A and B in turn, until until. A player
// earns one command every 3 s (the limit the replicas share in the
// database), so each waits about that long between guesses.
func (h *harness) roundStream(p *roundPlayer, until time.Time) {
	for turn := p.rng.IntN(len(h.reps)); time.Now().Before(until); turn++ {
		h.roundGuess(p, p.batch(), turn)
		sleep(time.Duration(2700+p.rng.IntN(600)) * time.Millisecond)
	}
}

// roundGuess sends one guess to replica first, then, while none answers,
// to each in turn; a guess sent without an answer is in doubt until one
// comes.
func (h *harness) roundGuess(p *roundPlayer, batch []string, first int) {
	p.tally.Send(batch)
	for attempt := 0; attempt < 60; attempt++ {
		r := h.reps[(first+attempt)%len(h.reps)]
		a := h.interact(r, p.player, false, 2, command("guess", map[string]any{"words": strings.Join(batch, " ")}))
		switch a.outcome {
		case answered:
			if err := p.tally.Record(a.text, batch); err != nil {
				h.t.Errorf("%s on %s: %v", p.name, r.name, err)
			}
			return
		case inDoubt:
			p.tally.Unanswered(batch)
		}
		sleep(200 * time.Millisecond) // a replica restarting, or the rate limit
	}
	p.doubtful = append(p.doubtful, batch)
	h.t.Errorf("%s: no replica answered %v in 60 tries", p.name, batch)
}

// shuffled returns a shuffled copy of words.
func shuffled(words []string, rng *mrand.Rand) []string {
	out := make([]string, len(words))
	for i, j := range rng.Perm(len(words)) {
		out[i] = words[j]
	}
	return out
}

// pids lists each replica's current process id, for the log.
func (h *harness) pids() string {
	var s []string
	for _, r := range h.reps {
		r.mu.Lock()
		if r.cmd != nil && r.cmd.Process != nil {
			s = append(s, fmt.Sprintf("%s %d", r.name, r.cmd.Process.Pid))
		}
		r.mu.Unlock()
	}
	return strings.Join(s, ", ")
}
