package rounds

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/present"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// roundTracker is what the feature remembers about rounds between ticks
// of its Keeper: the rounds whose start message is behind, and a nudge to
// finish a stopped round at once.
type roundTracker struct {
	mu    sync.Mutex
	dirty map[string]round.Round
	wakeC chan struct{}
}

func newRoundTracker() *roundTracker {
	return &roundTracker{dirty: map[string]round.Round{}, wakeC: make(chan struct{}, 1)}
}

// touch marks r's start message as behind: new words were entered.
func (t *roundTracker) touch(r round.Round) {
	t.mu.Lock()
	t.dirty[r.ID] = r
	t.mu.Unlock()
}

// take returns and forgets the rounds whose start message is behind.
func (t *roundTracker) take() []round.Round {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := make([]round.Round, 0, len(t.dirty))
	for _, r := range t.dirty {
		out = append(out, r)
	}
	clear(t.dirty)
	return out
}

// wake asks the keeper to look for due rounds now.
func (t *roundTracker) wake() {
	select {
	case t.wakeC <- struct{}{}:
	default:
	}
}

// A Keeper ends live rounds on time and keeps their start messages up
// to date. Every replica may run one: a round's end is claimed in the
// database (round.Service.Finish), so its results are posted once. A round
// whose end passed while no keeper ran (a restart) is finished at the next
// tick.
type Keeper struct {
	// Rounds builds the results; its Deps.Rounds says which rounds are
	// due. Required.
	Rounds *Feature
	// Interval between looks for due rounds (default 1s); EditEvery
	// between edits of one start message (default 3s, within Discord's
	// and Slack's rate limits).
	Interval, EditEvery time.Duration
	// Timeout bounds one round's results: building and posting (default 1m).
	Timeout time.Duration
	// Logger; the feature's if nil.
	Logger *slog.Logger
	// Watch names channels whose rounds' results this keeper shows
	// through its Poster even when another process ended the round and
	// posted them: the console, where each process is one person's
	// screen on a channel that several share through one database.
	Watch []round.Key

	watched  map[round.Key]string // the round last seen running in a watched channel
	lastEdit map[string]time.Time

	// Rounds are finished concurrently, each in a goroutine of its own
	// (so one hung platform holds only its own rounds' posts), at most
	// maxFinishing at once (the rest wait for a later tick), owned by the
	// keeper: Run waits for them before it returns.
	mu       sync.Mutex
	stopping context.Context // Run's: done some grace after Run's ctx
	inflight map[string]bool // rounds being finished
	shown    map[string]bool // rounds whose results this keeper posted itself
	refused  map[string]int  // results posts the platform refused, by round
	wg       sync.WaitGroup
}

// maxFinishing bounds the rounds a keeper finishes at once: each solves its
// board, writes to the database and draws, and after an outage many may be
// due together.
const maxFinishing = 8

// shutdownGrace is how long results being posted may go on once Run is
// told to stop: a post cut short is claimed still, and a keeper takes it
// over after the claim's lease (its nonce keeps Discord from posting it
// twice).
const shutdownGrace = 10 * time.Second

// maxRefusals is how many times this keeper tries a round's results post
// that the platform refuses (bot.Rejected: the bot cannot post in the
// channel any more, say) before it gives up on it.
const maxRefusals = 3

// Run finishes due rounds every Interval, or at once when a round is
// stopped, until ctx is done; it returns nil then, once the results being
// posted are (each within Timeout). A round's results are posted without
// waiting for another's: a platform that hangs holds only its own.
func (k *Keeper) Run(ctx context.Context) error {
	stopping, stop := context.WithCancel(context.WithoutCancel(ctx))
	defer stop()
	defer context.AfterFunc(ctx, func() { time.AfterFunc(shutdownGrace, stop) })()
	k.mu.Lock()
	k.stopping = stopping
	k.mu.Unlock()
	defer k.wg.Wait()
	interval := k.Interval
	if interval <= 0 {
		interval = time.Second
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for ctx.Err() == nil { // a tick and the end at once: no tick doomed to fail
		k.tick(ctx, false)
		select {
		case <-ctx.Done():
		case <-t.C:
		case <-k.Rounds.b.tracker.wakeC:
		}
	}
	return nil
}

func (k *Keeper) log() *slog.Logger {
	if k.Logger != nil {
		return k.Logger
	}
	return k.Rounds.b.Log
}

// markup is how platform's poster writes mentions; Plain if it says not.
func (k *Keeper) markup(platform string) bot.Markup { return k.Rounds.b.Platform(platform).Markup }

// Tick finishes every due round and posts its results, each at once and
// within Timeout, then brings the start messages of rounds with new words
// up to date; it returns when the results it started are posted. Call it
// from one goroutine at a time, and not beside Run.
func (k *Keeper) Tick(ctx context.Context) { k.tick(ctx, true) }

// tick is Tick; unless wait, it does not wait for the results it starts
// posting before it edits start messages and returns (Run's ticks).
func (k *Keeper) tick(ctx context.Context, wait bool) {
	svc := k.Rounds.b.Rounds
	if svc == nil {
		return
	}
	due, err := svc.Due(ctx)
	if err != nil && ctx.Err() == nil { // stopping is no error
		k.log().Error("rounds: look for due rounds", "err", err)
	}
	var started sync.WaitGroup
	for _, r := range due {
		if k.Rounds.b.posterOf(r.Key.Platform) == nil {
			continue // another process serves that platform
		}
		k.mu.Lock()
		busy, full := k.inflight[r.ID], len(k.inflight) >= maxFinishing
		if !busy && !full {
			if k.inflight == nil {
				k.inflight = map[string]bool{}
			}
			k.inflight[r.ID] = true
		}
		k.mu.Unlock()
		if busy || full {
			continue // still being posted since an earlier tick, or its turn comes at a later one
		}
		started.Add(1)
		k.wg.Add(1)
		go func() {
			defer k.wg.Done()
			defer started.Done()
			defer func() {
				k.mu.Lock()
				delete(k.inflight, r.ID)
				k.mu.Unlock()
			}()
			k.finish(ctx, svc, r)
		}()
	}
	if wait {
		started.Wait()
	}
	k.watch(ctx, svc)
	k.edit(ctx, svc)
}

// timeout is Timeout, or its default.
func (k *Keeper) timeout() time.Duration {
	if k.Timeout <= 0 {
		return time.Minute
	}
	return k.Timeout
}

// watch shows the results of the rounds of k.Watch's channels that ended
// since the last tick and that this keeper did not post itself.
func (k *Keeper) watch(ctx context.Context, svc *round.Service) {
	for _, key := range k.Watch {
		if k.watched == nil {
			k.watched = map[round.Key]string{}
		}
		id := k.watched[key]
		cur, err := svc.Running(ctx, key)
		if err == nil && cur.ID == id {
			continue // still running
		}
		if err == nil {
			k.watched[key] = cur.ID
		} else {
			delete(k.watched, key)
		}
		if id == "" {
			continue
		}
		k.mu.Lock()
		ending, mine := k.inflight[id], k.shown[id]
		if !ending {
			delete(k.shown, id)
		}
		k.mu.Unlock()
		if ending {
			k.watched[key] = id // this keeper is posting its results: look again next tick
			continue
		}
		if mine {
			continue
		}
		r, err := svc.Round(ctx, id)
		if err != nil || r.Finished.IsZero() {
			if err == nil { // its end is being claimed: look again next tick
				k.watched[key] = id
			}
			continue
		}
		res, err := svc.Results(ctx, id)
		if err != nil {
			k.log().Warn("rounds: results of a round another process ended", "round", id, "err", err)
			continue
		}
		res.Round = r
		reply, err := k.Rounds.b.resultsReply(ctx, k.markup(key.Platform), res)
		if err != nil {
			k.log().Warn("rounds: build results", "round", id, "err", err)
			continue
		}
		if p := k.Rounds.b.posterOf(key.Platform); p != nil {
			pctx, cancel := context.WithTimeout(ctx, k.timeout())
			if err := p.Post(pctx, key.Channel, reply); err != nil {
				k.log().Warn("rounds: show results", "round", id, "err", err)
			}
			cancel()
		}
		k.Rounds.b.Remember(ctx, bot.Request{Platform: key.Platform, Guild: key.Guild, Channel: key.Channel}, r.Board, r.Rules.Tier)
	}
}

// finish ends one round: computes its results (once, across replicas) and
// posts them in its channel.
func (k *Keeper) finish(ctx context.Context, svc *round.Service, r round.Round) {
	base := context.WithoutCancel(ctx)
	k.mu.Lock()
	if k.stopping != nil {
		base = k.stopping // Run's: cut short some grace after it stops
	}
	k.mu.Unlock()
	ctx, cancel := context.WithTimeout(base, k.timeout())
	defer cancel()
	log := k.log().With("round", r.ID, "channel", r.Key.String())
	res, ok, err := svc.Finish(ctx, r)
	if err != nil {
		log.Error("rounds: finish", "err", err)
		return
	}
	if !ok {
		return // another replica has it
	}
	reply, err := k.Rounds.b.resultsReply(ctx, k.markup(r.Key.Platform), res)
	if err != nil {
		log.Error("rounds: build results", "err", err)
		return
	}
	var resultsRef string // the results message, for a link to it
	if k.Rounds.b.Platform(r.Key.Platform).Linker != nil {
		reply.Live = func(ref string) { resultsRef = ref }
	}
	// The same nonce on every try, by any replica: Discord posts a retry
	// after a crash once (enforce_nonce).
	reply.Nonce = bot.PostNonce("round results", r.ID)
	if err := k.Rounds.b.posterOf(r.Key.Platform).Post(ctx, r.Key.Channel, reply); err != nil {
		// The claim stays: after its lease, a keeper takes it over and
		// posts again; a post the platform keeps refusing is given up.
		if bot.IsRejected(err) && k.refusedOnce(r.ID) {
			log.Error("rounds: the platform refused the results post; giving up on it", "attempts", maxRefusals, "err", err)
			k.Rounds.b.Obs.RoundResults("given_up")
			if err := svc.MarkPosted(ctx, r.ID); err != nil {
				log.Warn("rounds: mark results given up", "err", err)
			}
			return
		}
		log.Error("rounds: post results", "err", err)
		k.Rounds.b.Obs.RoundResults("failed")
		return
	}
	k.Rounds.b.Obs.RoundResults("posted")
	k.mu.Lock()
	delete(k.refused, r.ID) // refused before, posted now
	k.mu.Unlock()
	if err := svc.MarkPosted(ctx, r.ID); err != nil {
		log.Warn("rounds: mark results posted", "err", err)
	}
	if slices.Contains(k.Watch, r.Key) {
		k.mu.Lock()
		if k.shown == nil {
			k.shown = map[string]bool{}
		}
		k.shown[r.ID] = true
		k.mu.Unlock()
	}
	k.over(ctx, res, resultsRef)
	// The board is the channel's now: /path and /solve work on it.
	k.Rounds.b.Remember(ctx, bot.Request{Platform: r.Key.Platform, Guild: r.Key.Guild, Channel: r.Key.Channel}, r.Board, r.Rules.Tier)
	log.Info("rounds: results posted", "players", len(res.Standings))
}

// refusedOnce counts a refusal of round id's results post, and reports
// whether it was the last one tried (maxRefusals).
func (k *Keeper) refusedOnce(id string) (giveUp bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.refused == nil {
		k.refused = map[string]int{}
	}
	if k.refused[id]++; k.refused[id] >= maxRefusals {
		delete(k.refused, id)
		return true
	}
	return false
}

// over edits a finished round's start message: its countdown and buttons
// give way to "Round over" and a link to the results message (ref, when
// the platform reported it), so nobody clicks Enter words on a round that
// has ended.
func (k *Keeper) over(ctx context.Context, res round.Results, ref string) {
	r := res.Round
	ed := k.Rounds.b.Platform(r.Key.Platform).Editor
	if ed == nil || r.Message == "" {
		return
	}
	words := 0
	for _, st := range res.Standings {
		words += st.Found
	}
	pt := k.Rounds.b.roundPrinter(r)
	text := pt.Sprintf("**Round over.** `%s` · %s started it: %s.", r.Board, k.markup(r.Key.Platform).Mention(r.Starter.ID), describeRound(pt, r.Rules)) + "\n" +
		pt.Sprintf("%s, %s entered.", pt.Sprintf("%d players", len(res.Standings)), pt.Sprintf("%d words", words)) + " "
	link := ""
	if l := k.Rounds.b.Platform(r.Key.Platform).Linker; l != nil && ref != "" {
		link = l.MessageLink(r.Key.Guild, r.Key.Channel, ref)
	}
	if link != "" {
		text += pt.Sprintf("Results: %s", link)
	} else {
		text += pt.Sprintf("The results are in the next message.")
	}
	if err := ed.Edit(ctx, r.Key.Channel, r.Message, bot.Reply{Text: text}); err != nil {
		k.log().Warn("rounds: mark the start message over", "round", r.ID, "err", err)
	}
}

// edit brings the start messages of rounds with new words up to date, at
// most once per EditEvery each.
func (k *Keeper) edit(ctx context.Context, svc *round.Service) {
	every := k.EditEvery
	if every <= 0 {
		every = 3 * time.Second
	}
	if k.lastEdit == nil {
		k.lastEdit = map[string]time.Time{}
	}
	now := time.Now()
	for id, at := range k.lastEdit {
		if now.Sub(at) > time.Hour {
			delete(k.lastEdit, id)
		}
	}
	for _, r := range k.Rounds.b.tracker.take() {
		ed := k.Rounds.b.Platform(r.Key.Platform).Editor
		if ed == nil {
			continue
		}
		if now.Sub(k.lastEdit[r.ID]) < every {
			k.Rounds.b.tracker.touch(r) // next time
			continue
		}
		k.mu.Lock()
		ending := k.inflight[r.ID]
		k.mu.Unlock()
		if ending {
			continue // its results are being posted: "Round over" follows
		}
		cur, err := svc.Round(ctx, r.ID)
		if err != nil || cur.Message == "" || !cur.Finished.IsZero() {
			continue // not posted yet (or over): nothing to edit
		}
		players, words, err := svc.Progress(ctx, r.ID)
		if err != nil {
			k.log().Warn("rounds: count progress", "round", r.ID, "err", err)
			continue
		}
		k.lastEdit[r.ID] = now
		ectx, cancel := context.WithTimeout(ctx, k.timeout())
		if err := ed.Edit(ectx, cur.Key.Channel, cur.Message, k.Rounds.b.startReply(k.markup(cur.Key.Platform), cur, players, words)); err != nil {
			k.log().Warn("rounds: update the start message", "round", r.ID, "err", err)
		}
		cancel()
	}
}

// resultsTop is how many players' words the results list; the rest are
// ranked without them.
const resultsTop = 10

// cancelledRoom bounds the line of cancelled words in the results.
const cancelledRoom = 400

// resultsReply is a round's results: the ranking with each player's
// scoring words, the cancelled words, the best words nobody found, and
// the board with the round's best words drawn; buttons for every word and
// any word's path.
//
// The text fits in MaxText (a longer post is refused by Discord, and the
// results would never be posted): the header, the cancelled words and the
// best missed ones come first; then every player's rank line while they fit
// beside some room kept for words (the rest summed up in one line); then the
// players' words, best player first, while they fit, a list that does not
// fit ending in "+N more".
func (b *feature) resultsReply(ctx context.Context, m bot.Markup, res round.Results) (bot.Reply, error) {
	r := res.Round
	img, err := b.resultsImage(ctx, res)
	if err != nil {
		return bot.Reply{}, err
	}
	pt := b.roundPrinter(r)
	actions := present.SolveActions(pt, res.Solution, r.Rules.Tier)
	if len(res.Standings) > 0 { // each player's own words against the board (review.go)
		actions = append(actions, bot.Action{Kind: bot.Button, ID: bot.ActionID("play", "mine", r.ID), Label: pt.Sprintf("My words")})
	}
	return bot.Reply{Text: bot.Truncate(pt, strings.TrimSuffix(resultsText(pt, m, res), "\n"), bot.MaxText), Image: img, Actions: actions}, nil
}

// resultsText is the results' text: a header, the standings (with the
// best players' words, as many as fit), then the cancelled words, the
// best ones nobody found and a few meanings.
func resultsText(pt *message.Printer, m bot.Markup, res round.Results) string {
	r := res.Round
	head := pt.Sprintf("**Round over!** `%s` · %s", r.Board, describeRound(pt, r.Rules)) + "\n"
	if !slices.ContainsFunc(res.Standings, func(st round.Standing) bool { return st.Found > 0 }) {
		head += pt.Sprintf("Nobody entered a word this time.") + "\n"
	}
	var tail strings.Builder
	if len(res.Cancelled) > 0 {
		tail.WriteString(pt.Sprintf("**Cancelled** (found by two or more):") + " ")
		cancelled := make([]string, len(res.Cancelled))
		for i, w := range res.Cancelled {
			cancelled[i] = lang.DisplayIn(r.Rules.Tier, w)
		}
		present.WriteWords(&tail, cancelled, ", ", cancelledRoom)
		tail.WriteByte('\n')
	}
	if n := min(5, len(res.Missed)); n > 0 {
		tail.WriteString(pt.Sprintf("**Best words nobody found:**") + " ")
		for i, w := range res.Missed[:n] {
			if i > 0 {
				tail.WriteString(" · ")
			}
			fmt.Fprintf(&tail, "**%s** %d", solver.LTRFace(w.Shown()), w.Points)
		}
		tail.WriteString(" " + pt.Sprintf("(of %d words on the board)", res.Solution.Count) + "\n")
	}
	tail.WriteString(present.Meanings(r.Rules.Tier, roundMeant(res), resultsMeanings, meaningsRoom))
	var s strings.Builder
	s.WriteString(head)
	writeStandings(pt, &s, m, res, bot.MaxText-len(head)-tail.Len())
	s.WriteString(tail.String())
	return s.String()
}

// writeStandings writes the rank lines in room bytes: as many as fit,
// with up to a third of the room kept for the best players' words, then
// those words, best player first.
func writeStandings(pt *message.Printer, s *strings.Builder, m bot.Markup, res round.Results, room int) {
	ranks := make([]string, len(res.Standings))
	need, words := 0, 0
	for i, st := range res.Standings {
		ranks[i] = fmt.Sprintf("%d. %s %s · %s%s", st.Rank, m.Mention(st.Player.ID), pt.Sprintf("%d points", st.Points), pt.Sprintf("%d words", st.Words), present.HintsNote(pt, st.Hints))
		if st.Found == 0 {
			ranks[i] = pt.Sprintf("%d. %s took %s, no words", st.Rank, m.Mention(st.Player.ID), pt.Sprintf("%d hints", st.Hints))
		}
		need += len(ranks[i]) + 1
		if i < resultsTop {
			for _, e := range res.Scored[st.Player.ID] {
				words += len(e.Word) + 2
			}
		}
	}
	shown, more := len(ranks), ""
	if need > room {
		const moreRoom = len("…and 99999 more players\n")
		limit := room - min(words, bot.MaxText/3)
		shown, need = 0, moreRoom
		for shown < len(ranks) && need+len(ranks[shown])+1 <= limit {
			need += len(ranks[shown]) + 1
			shown++
		}
		more = "…" + pt.Sprintf("and %s", pt.Sprintf("%d more players", len(ranks)-shown)) + "\n"
		need += len(more) - moreRoom
	}
	room -= need
	for i, line := range ranks[:shown] {
		s.WriteString(line)
		if ws := res.Scored[res.Standings[i].Player.ID]; i < resultsTop && len(ws) > 0 && room > len(": x +999 more") {
			names := make([]string, len(ws))
			for j, e := range ws {
				names[j] = lang.DisplayIn(res.Round.Rules.Tier, e.Word)
			}
			n := s.Len()
			s.WriteString(pt.Sprintf("%s: %s", "", "")) // the catalog's colon: French's no-break space before it
			present.WriteWords(s, names, ", ", room-2)
			room -= s.Len() - n
		}
		s.WriteByte('\n')
	}
	s.WriteString(more)
}

// resultsImage draws the results: the words found in the round
// (cancelled ones struck through), or if none scored or was cancelled the
// best words nobody found. Its header counts what it is titled with.
func (b *feature) resultsImage(ctx context.Context, res round.Results) (*bot.Image, error) {
	r := res.Round
	best, found := roundBest(res)
	top := min(5, len(best.Words))
	pt := b.roundPrinter(r)
	title := pt.Sprintf("%dx%d · words found", r.Board.Size(), r.Board.Size())
	alt := present.SolutionAlt(pt, pt.Sprintf("The round's board %[1]s with the paths of the best %[2]d of the %[3]d words found", r.Board, top, best.Count), r.Board, best.Best(top))
	if top == best.Count {
		alt = present.SolutionAlt(pt, pt.Sprintf("The round's board %s with the paths of the %d words found", r.Board, best.Count), r.Board, best.Best(top))
	}
	if !found {
		title = pt.Sprintf("%dx%d · best words nobody found", r.Board.Size(), r.Board.Size())
		alt = present.SolutionAlt(pt, pt.Sprintf("The round's board %s with the paths of its best %d words, which nobody found", r.Board, top), r.Board, best.Best(top))
	}
	return b.Draw(ctx, "results.png", alt, func(w io.Writer, rd bot.Renderer) error {
		if !found {
			return rd.Solution(w, pt, best, top, title)
		}
		cancelled := map[string]bool{}
		for _, w := range res.Cancelled {
			cancelled[w] = true
		}
		return rd.Results(w, pt, best, cancelled, top, title)
	})
}
