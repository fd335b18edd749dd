//go:build unix

package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/round/roundtest"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

// TestServeRoundSurvivesSIGKILL runs `bogglebot serve` (Discord HTTP
// interactions, a fake Discord API, SQLite) as a separate process, and
// SIGKILLs it twice in the middle of three live rounds:
//
//   - C1, 40 s, classic: guesses before the first kill, between the kills
//     and after the second; the process is up at its end, which must post
//     the results on time (not before its end);
//   - C2, 30 s, classic: guesses before and after the first kill, then its
//     starter's /play stop: the results at once;
//   - C3, 30 s, mode all: guesses before and after the first kill; the
//     process is down when it ends, and its results are posted at once on
//     the restart.
//
// Two players guess in each channel, with words in common (they cancel in
// classic mode, one found before a kill and one after), one guess is in
// flight at the first kill (resent afterwards, as a player would), and
// replies after a restart must count the words acknowledged before it.
// Every round's results reach the fake exactly once, and every ranking line
// is checked against our own sums (round/roundtest).
func TestServeRoundSurvivesSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("runs bogglebot serve for ~45 s, SIGKILLed and restarted twice; skipped with -short")
	}
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

	rig := newCrashRig(t)
	ann, bob, cat := crashPlayer{"201", "Ann"}, crashPlayer{"202", "Bob"}, crashPlayer{"203", "Cat"}
	// Each channel: its starter, rules, and two players whose words
	// overlap: the first sends words[0:4], [4:8], [8:12] in phases 1, 2, 3,
	// the second words[6:10], [10:14], [14:18], so that words 6..11 are
	// found by both, some on each side of a kill.
	type channel struct {
		id, time, mode string
		starter        crashPlayer
		players        [2]crashPlayer
		tallies        [2]*roundtest.Tally
		words          []string
		end            time.Time // no results before
	}
	chans := []*channel{
		{id: "801", time: "40s", mode: "classic", starter: ann, players: [2]crashPlayer{ann, bob}},
		{id: "802", time: "30s", mode: "classic", starter: bob, players: [2]crashPlayer{bob, cat}},
		{id: "803", time: "30s", mode: "all", starter: cat, players: [2]crashPlayer{cat, ann}},
	}
	c1, c2, c3 := chans[0], chans[1], chans[2]
	// Random words, and three long ones: recitals (11 points) for Ann
	// alone in C1, sinecure found by both in C2 (cancelled), latrine (5)
	// in C3.
	long := map[*channel]struct {
		i    int
		word string
	}{c1: {0, "recitals"}, c2: {7, "sinecure"}, c3: {13, "latrine"}}
	var pool []string
	for _, w := range sol.Words {
		if w.Word != "recitals" && w.Word != "sinecure" && w.Word != "latrine" {
			pool = append(pool, w.Word)
		}
	}
	rng := rand.New(rand.NewPCG(14, 14))
	for _, c := range chans {
		for i, p := range c.players {
			c.tallies[i] = roundtest.NewTally(p.id)
		}
		for _, j := range rng.Perm(len(pool))[:18] {
			c.words = append(c.words, pool[j])
		}
		c.words[long[c].i] = long[c].word
	}
	batch := func(c *channel, player, phase int) []string {
		from := 4*phase + 6*player
		return c.words[from : from+4]
	}
	// guess sends a batch and records the reply, which must come.
	guess := func(c *channel, player int, words []string) {
		t.Helper()
		tl := c.tallies[player]
		tl.Send(words)
		a := rig.interact(c.players[player], c.id, 2, discordtest.Command("guess", map[string]any{"words": strings.Join(words, " ")}))
		if a.outcome != crashAnswered {
			t.Fatalf("%s's guess in %s: no answer (%v)\n%s", c.players[player].name, c.id, a.err, rig.logs())
		}
		if err := tl.Record(a.text, words); err != nil {
			t.Fatalf("%s in %s: %v", c.players[player].name, c.id, err)
		}
	}

	// Process 1: three rounds start, and each player guesses once in each
	// of their channels.
	rig.start()
	for _, c := range chans {
		a := rig.ask(c.starter, c.id, subcommandData("play", "start", map[string]any{
			"time": c.time, "mode": c.mode, "board": boardText, "dict": "standard"}))
		if !strings.Contains(a.text, "Live round!") {
			t.Fatalf("/play in %s: %q", c.id, a.text)
		}
		c.end = endOf(t, a.text)
	}
	t.Logf("rounds end in %v (C1), %v (C2), %v (C3)", time.Until(c1.end).Round(time.Second), time.Until(c2.end).Round(time.Second), time.Until(c3.end).Round(time.Second))
	for _, c := range chans {
		guess(c, 0, batch(c, 0, 0))
		guess(c, 1, batch(c, 1, 0))
	}
	// Ann's next guess in C1 is in flight when serve is SIGKILLed.
	inFlight := batch(c1, 0, 1)
	c1.tallies[0].Send(inFlight)
	flight := make(chan crashAnswer, 1)
	go func() {
		flight <- rig.interact(ann, c1.id, 2, discordtest.Command("guess", map[string]any{"words": strings.Join(inFlight, " ")}))
	}()
	rig.kill()
	switch a := <-flight; a.outcome {
	case crashAnswered:
		if err := c1.tallies[0].Record(a.text, inFlight); err != nil {
			t.Fatal(err)
		}
		t.Log("the guess in flight at the first kill was answered")
	case crashInDoubt:
		c1.tallies[0].Unanswered(inFlight)
		t.Logf("the guess in flight at the first kill got no answer (%v): resent", a.err)
	default:
		t.Logf("the guess in flight at the first kill never reached serve (%v): resent", a.err)
	}

	// Process 2, on the same database: the in-flight guess again, and each
	// player's second guess; a guess that repeats words acknowledged before
	// the kill finds them already there. Then C2's starter stops it.
	rig.start()
	guess(c1, 0, inFlight)
	kept := 0
	for _, w := range inFlight {
		if _, fresh := c1.tallies[0].Accepted[w]; !fresh {
			kept++
		}
	}
	t.Logf("resent after the restart, %d of the %d words in flight were already stored", kept, len(inFlight))
	guess(c1, 1, slices.Concat(batch(c1, 1, 1), batch(c1, 1, 0)[:2]))
	for _, c := range []*channel{c2, c3} {
		guess(c, 0, batch(c, 0, 1))
		guess(c, 1, batch(c, 1, 1))
	}
	for _, c := range chans {
		for i, tl := range c.tallies {
			if tl.Words < 8 {
				t.Errorf("%s in %s: the reply after the restart counts %d words, want 8 and more", c.players[i].name, c.id, tl.Words)
			}
		}
	}
	stopped := time.Now()
	if a := rig.ask(bob, c2.id, subcommandData("play", "stop", nil)); !strings.Contains(a.text, "stopped the round") {
		t.Fatalf("/play stop in C2: %q", a.text)
	}
	c2.end = stopped // not before
	c2Post := rig.waitPost(c2.id, 1)[0]
	t.Logf("C2 stopped: results %v after the /play stop", c2Post.at.Sub(stopped).Round(time.Millisecond))
	rig.waitLog(`msg="rounds: results posted" round=\S+ channel=discord:555:802`)

	// The second kill, before C3's end; serve stays down until it has
	// passed.
	if time.Now().After(c3.end) {
		t.Logf("C3 ended before the second kill (a slow machine): its end is not crossed while down")
	}
	rig.kill()
	time.Sleep(time.Until(c3.end)) // down while C3 ends
	rig.start()
	restarted := time.Now()
	if restarted.After(c1.end) {
		t.Logf("C1 ended before serve was back (a slow machine): its end is not met by a running serve")
	}

	// Process 3: the last guesses in C1, while it runs.
	for i := range 2 {
		words := batch(c1, i, 2)
		c1.tallies[i].Send(words)
		a := rig.interact(c1.players[i], c1.id, 2, discordtest.Command("guess", map[string]any{"words": strings.Join(words, " ")}))
		switch {
		case a.outcome != crashAnswered:
			t.Fatalf("C1's last guesses: no answer (%v)", a.err)
		case roundtest.IsOver(a.text):
			t.Logf("%s's last guess in C1 came after its end: not counted", c1.players[i].name)
		default:
			if err := c1.tallies[i].Record(a.text, words); err != nil {
				t.Fatal(err)
			}
		}
	}
	c3Post := rig.waitPost(c3.id, 1)[0]
	t.Logf("C3 (ended while serve was down): results %v after the restart", c3Post.at.Sub(restarted).Round(time.Millisecond))
	c1Post := rig.waitPost(c1.id, 1)[0]
	t.Logf("C1: results %v after its end", c1Post.at.Sub(c1.end).Round(time.Millisecond))

	// A graceful stop; then every round's results were posted once.
	if code := rig.stop(); code != 0 {
		t.Errorf("serve exited %d on SIGTERM", code)
	}
	for _, c := range chans {
		posts := rig.posts(c.id)
		if len(posts) != 1 {
			t.Errorf("channel %s: %d posts, want the results once: %+v", c.id, len(posts), posts)
			continue
		}
		p := posts[0]
		if p.at.Before(c.end) {
			t.Errorf("channel %s: results posted at %s, before the round's end at %s", c.id, p.at.Format(time.StampMilli), c.end.Format(time.StampMilli))
		}
		for _, err := range roundtest.CheckResults(p.text, c.mode, c.tallies[:]) {
			t.Errorf("channel %s: %v", c.id, err)
		}
		if t.Failed() || testing.Verbose() {
			t.Logf("channel %s results:\n%s", c.id, p.text)
		}
	}
	// The database agrees: every round finished and marked posted, none
	// due even an hour from now.
	st, err := sqlite.Open(context.Background(), rig.dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if due, err := st.DueRounds(context.Background(), time.Now().Add(time.Hour), round.DefaultLease); err != nil || len(due) > 0 {
		t.Errorf("rounds still due after the results were posted: %+v, %v", due, err)
	}
	if t.Failed() {
		t.Log(rig.logs())
	}
}

var endStamp = regexp.MustCompile(`<t:(\d+):R>`)

// endOf reads a round's end from its start message: Discord's countdown.
func endOf(t *testing.T, text string) time.Time {
	t.Helper()
	m := endStamp.FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("no end time in %q", text)
	}
	sec, _ := strconv.ParseInt(m[1], 10, 64)
	return time.Unix(sec, 0)
}

// subcommandData is the data of a subcommand ("/play start") with string
// options.
func subcommandData(top, name string, opts map[string]any) map[string]any {
	o := []map[string]any{}
	for k, v := range opts {
		o = append(o, map[string]any{"name": k, "type": 3, "value": v})
	}
	return map[string]any{"id": "cmd-" + top, "name": top, "type": 1,
		"options": []map[string]any{{"name": name, "type": 1, "options": o}}}
}

type crashPlayer struct{ id, name string }

// A crashRig runs bogglebot serve (this test binary, as serve: TestMain)
// on one SQLite file and one address, start after start, against a fake
// Discord whose calls it records.
type crashRig struct {
	t      *testing.T
	dir    string
	dbPath string
	addr   string
	env    []string
	priv   ed25519.PrivateKey
	fake   *discordtest.Server
	client *http.Client
	ids    atomic.Int64

	mu      sync.Mutex
	cmd     *exec.Cmd
	done    chan struct{} // closed when the current process exits
	code    int
	starts  int
	waiting map[string]chan string // deferred replies by interaction token
	sent    map[string][]crashPost // channel posts by channel
	arrived chan struct{}          // closed and replaced on each post
}

type crashPost struct {
	text string
	at   time.Time
}

func newCrashRig(t *testing.T) *crashRig {
	dir := t.TempDir()
	r := &crashRig{t: t, dir: dir, dbPath: filepath.Join(dir, "bot.db"), client: &http.Client{Timeout: 20 * time.Second},
		priv: ed25519.NewKeyFromSeed(bytes.Repeat([]byte{9}, 32)), waiting: map[string]chan string{}, sent: map[string][]crashPost{},
		arrived: make(chan struct{})}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	r.addr = ln.Addr().String()
	ln.Close()
	r.fake = discordtest.NewServer()
	t.Cleanup(r.fake.Close)
	go r.record()
	for _, kv := range os.Environ() { // none of the runner's bot settings
		k, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(k, "DISCORD_") || strings.HasPrefix(k, "SLACK_") || strings.HasPrefix(k, "BOGGLEBOT_") || k == "DATABASE_URL" {
			continue
		}
		r.env = append(r.env, kv)
	}
	r.env = append(r.env, serveChildEnv+"=1",
		"DISCORD_TOKEN=crash-test-token", "DISCORD_APP_ID=999", "DISCORD_MODE=http",
		"DISCORD_PUBLIC_KEY="+hex.EncodeToString(r.priv.Public().(ed25519.PublicKey)),
		"DISCORD_API_URL="+r.fake.URL, "DATABASE_URL="+r.dbPath, "BOGGLEBOT_HTTP_ADDR="+r.addr, "BOGGLEBOT_LOG_FORMAT=text")
	r.ids.Store(time.Now().UnixNano() / 1000)
	t.Cleanup(r.kill)
	return r
}

var (
	webhookPath = regexp.MustCompile(`^/webhooks/999/([^/]+)(/messages/@original)?$`)
	channelPath = regexp.MustCompile(`^/channels/([^/]+)/messages$`)
)

// record reads every call the fake receives.
func (r *crashRig) record() {
	for c := range r.fake.Calls() {
		var m struct {
			Content string `json:"content"`
		}
		json.Unmarshal(c.JSON, &m)
		r.mu.Lock()
		if w := webhookPath.FindStringSubmatch(c.Path); w != nil && (c.Method == "PATCH" || c.Method == "POST") {
			if ch := r.waiting[w[1]]; ch != nil {
				select {
				case ch <- m.Content:
				default:
				}
			}
		} else if p := channelPath.FindStringSubmatch(c.Path); p != nil && c.Method == "POST" {
			r.sent[p[1]] = append(r.sent[p[1]], crashPost{text: m.Content, at: c.At})
			close(r.arrived)
			r.arrived = make(chan struct{})
		}
		r.mu.Unlock()
	}
}

// start starts serve and waits until it answers a signed PING.
func (r *crashRig) start() {
	r.t.Helper()
	r.mu.Lock()
	r.starts++
	f, err := os.OpenFile(filepath.Join(r.dir, "serve.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		r.mu.Unlock()
		r.t.Fatal(err)
	}
	fmt.Fprintf(f, "=== start %d at %s\n", r.starts, time.Now().Format(time.StampMilli))
	cmd := exec.Command(os.Args[0])
	cmd.Env = r.env
	cmd.Stdout, cmd.Stderr = f, f
	dieWithTest(cmd)
	if err := cmd.Start(); err != nil {
		f.Close()
		r.mu.Unlock()
		r.t.Fatalf("start serve: %v", err)
	}
	done := make(chan struct{})
	r.cmd, r.done = cmd, done
	r.mu.Unlock()
	go func() {
		cmd.Wait()
		f.Close()
		r.mu.Lock()
		r.code = cmd.ProcessState.ExitCode()
		r.mu.Unlock()
		close(done)
	}()
	ping, _ := json.Marshal(map[string]any{"id": "ping", "application_id": "999", "type": 1, "token": "ping", "version": 1})
	deadline := time.Now().Add(60 * time.Second)
	for {
		resp, err := r.post(ping)
		if err == nil {
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode == 200 && bytes.Contains(b, []byte(`"type":1`)) {
				return
			}
		}
		select {
		case <-done:
			r.t.Fatalf("serve exited while starting:\n%s", r.logs())
		default:
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("serve not ready after 60 s (%v):\n%s", err, r.logs())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// kill SIGKILLs serve and waits until it is gone.
func (r *crashRig) kill() {
	r.mu.Lock()
	cmd, done := r.cmd, r.done
	r.mu.Unlock()
	if cmd == nil {
		return
	}
	cmd.Process.Kill()
	<-done
}

// stop sends SIGTERM and returns the exit status (-1 if it had to be
// killed).
func (r *crashRig) stop() int {
	r.mu.Lock()
	cmd, done := r.cmd, r.done
	r.mu.Unlock()
	cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		r.kill()
		return -1
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.code
}

func (r *crashRig) post(body []byte) (*http.Response, error) {
	req, err := discordtest.SignedRequest(context.Background(), "http://"+r.addr+"/discord/interactions", r.priv, time.Now(), body)
	if err != nil {
		return nil, err
	}
	return r.client.Do(req)
}

type crashOutcome int

const (
	crashAnswered     crashOutcome = iota // the reply reached the caller or the fake
	crashNotDelivered                     // serve never read it (connection refused)
	crashInDoubt                          // sent, no reply: serve may have acted on it
)

type crashAnswer struct {
	outcome crashOutcome
	text    string
	err     error
}

// interact sends one interaction from p in channel and waits for its
// reply: the HTTP response itself, or the deferred one at the fake.
func (r *crashRig) interact(p crashPlayer, channel string, typ int, data any) crashAnswer {
	id := strconv.FormatInt(r.ids.Add(1), 10)
	token := "tok-" + id
	body, _ := json.Marshal(map[string]any{
		"id": id, "application_id": "999", "type": typ, "token": token, "version": 1,
		"guild_id": "555", "channel_id": channel, "app_permissions": discordtest.AppPermissions,
		"member": map[string]any{"user": map[string]any{"id": p.id, "username": strings.ToLower(p.name), "global_name": p.name}, "permissions": "0"},
		"data":   data,
	})
	wait := make(chan string, 1)
	r.mu.Lock()
	r.waiting[token] = wait
	done := r.done
	r.mu.Unlock()
	resp, err := r.post(body)
	if err != nil {
		if op, ok := errors.AsType[*net.OpError](err); ok && op.Op == "dial" {
			return crashAnswer{outcome: crashNotDelivered, err: err}
		}
		return crashAnswer{outcome: crashInDoubt, err: err}
	}
	raw, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil || resp.StatusCode != 200 {
		return crashAnswer{outcome: crashInDoubt, err: fmt.Errorf("HTTP %d %s: %v", resp.StatusCode, raw, err)}
	}
	var cb struct {
		Type int `json:"type"`
		Data struct {
			Content string `json:"content"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &cb); err != nil {
		return crashAnswer{outcome: crashInDoubt, err: fmt.Errorf("answer %s: %v", raw, err)}
	}
	var a crashAnswer
	switch cb.Type {
	case 4:
		a = crashAnswer{text: cb.Data.Content}
	case 5:
		select {
		case text := <-wait:
			a = crashAnswer{text: text}
		case <-done:
			select { // a reply already at the fake may still be on its way to us
			case text := <-wait:
				a = crashAnswer{text: text}
			case <-time.After(time.Second):
				return crashAnswer{outcome: crashInDoubt, err: errors.New("serve died before replying")}
			}
		case <-time.After(30 * time.Second):
			return crashAnswer{outcome: crashInDoubt, err: errors.New("no reply in 30 s")}
		}
	default:
		return crashAnswer{outcome: crashInDoubt, err: fmt.Errorf("answer %s", raw)}
	}
	if strings.HasPrefix(a.text, "I'm very busy right now") || strings.HasPrefix(a.text, "You're sending commands a bit fast") {
		r.t.Errorf("serve refused a command (the test stays within the limits): %q", a.text)
	}
	return a
}

// ask is interact for a command that must be answered.
func (r *crashRig) ask(p crashPlayer, channel string, data any) crashAnswer {
	r.t.Helper()
	a := r.interact(p, channel, 2, data)
	if a.outcome != crashAnswered {
		r.t.Fatalf("no answer from serve: %v\n%s", a.err, r.logs())
	}
	return a
}

// posts returns the channel posts in channel so far.
func (r *crashRig) posts(channel string) []crashPost {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.sent[channel])
}

// waitPost waits (up to a minute) until channel has n posts and returns
// them.
func (r *crashRig) waitPost(channel string, n int) []crashPost {
	r.t.Helper()
	deadline := time.After(time.Minute)
	for {
		r.mu.Lock()
		got, arrived, done := slices.Clone(r.sent[channel]), r.arrived, r.done
		r.mu.Unlock()
		if len(got) >= n {
			return got
		}
		select {
		case <-arrived:
		case <-done:
			r.t.Fatalf("serve exited while channel %s waited for post %d:\n%s", channel, n, r.logs())
		case <-deadline:
			r.t.Fatalf("channel %s: %d posts after a minute, want %d:\n%s", channel, len(got), n, r.logs())
		}
	}
}

// waitLog waits (up to a minute) until serve's log matches pattern.
func (r *crashRig) waitLog(pattern string) {
	r.t.Helper()
	re := regexp.MustCompile(pattern)
	for deadline := time.Now().Add(time.Minute); !re.MatchString(r.logs()); {
		if time.Now().After(deadline) {
			r.t.Fatalf("serve's log never said %s:\n%s", pattern, r.logs())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// logs returns serve's log (every start), for failure messages.
func (r *crashRig) logs() string {
	b, _ := os.ReadFile(filepath.Join(r.dir, "serve.log"))
	return "--- serve's log:\n" + string(b)
}
