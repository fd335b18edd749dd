package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/internal/text"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/live"
	"github.com/bogglebot/bogglebot/round"
)

// Results are a finished round's outcome as the page shows it.
type Results struct {
	Standings []StandingJSON `json:"standings"`
	Cancelled []string       `json:"cancelled"`
	Missed    []WordJSON     `json:"missed"` // the best words nobody found
	Total     int            `json:"total"`  // words on the board
}

// StandingJSON is a player's result.
type StandingJSON struct {
	ID     string     `json:"id"`
	Name   string     `json:"name"`
	Rank   int        `json:"rank"`
	Points int        `json:"points"`
	Found  int        `json:"found"`
	Won    bool       `json:"won"`
	Hints  int        `json:"hints"` // hints taken
	Scored []WordJSON `json:"scored"`
}

func resultsJSON(res round.Results) *Results {
	out := &Results{Cancelled: []string{}, Total: res.Solution.Count}
	for _, w := range res.Cancelled {
		out.Cancelled = append(out.Cancelled, lang.DisplayIn(res.Round.Rules.Tier, w))
	}
	for _, st := range res.Standings {
		sj := StandingJSON{ID: st.Player.ID, Name: text.DropBidi(st.Player.Name), // "\u202eann: 12 points" would read "stniop 21 :nna"
			Rank: st.Rank, Points: st.Points, Found: st.Found, Won: st.Won, Hints: st.Hints, Scored: []WordJSON{}}
		for _, e := range res.Scored[st.Player.ID] {
			sj.Scored = append(sj.Scored, foundJSON(res.Round.Rules.Tier, e.Word, e.Points))
		}
		out.Standings = append(out.Standings, sj)
	}
	for _, w := range res.Missed[:min(20, len(res.Missed))] {
		out.Missed = append(out.Missed, WordJSON{Word: w.Shown(), Points: w.Points})
	}
	return out
}

// A hub watches the rounds that pages follow: one goroutine per watched
// round reads it from the store every poll (so a word entered in chat, on
// any replica, shows too) or as soon as a page guess pokes it, and sends
// what changed to every page following it. Results are computed once per
// round and kept a while.
type hub struct {
	rounds *round.Service
	poll   time.Duration
	now    func() time.Time
	log    *slog.Logger

	mu    sync.Mutex
	feeds map[string]*feed
	done  map[string]*Results // finished rounds' results
	order []string            // of done, oldest first, to bound it
}

type feed struct {
	subs   map[chan []byte]struct{}
	wake   chan struct{}
	resend atomic.Bool // a new follower needs the progress even if unchanged
}

func newHub(rs *round.Service, poll time.Duration, now func() time.Time, log *slog.Logger) *hub {
	return &hub{rounds: rs, poll: poll, now: now, log: log, feeds: map[string]*feed{}, done: map[string]*Results{}}
}

// subscribe follows round id: messages arrive on the channel returned
// until cancel is called, or the channel is closed (the round's results
// were sent).
func (h *hub) subscribe(id string) (<-chan []byte, func()) {
	ch := make(chan []byte, 1)
	h.mu.Lock()
	f, ok := h.feeds[id]
	if !ok {
		f = &feed{subs: map[chan []byte]struct{}{}, wake: make(chan struct{}, 1)}
		h.feeds[id] = f
		go h.watch(id, f)
	}
	f.subs[ch] = struct{}{}
	h.mu.Unlock()
	if ok {
		f.resend.Store(true)
		h.wakeFeed(f)
	}
	return ch, func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		if _, ok := f.subs[ch]; ok {
			delete(f.subs, ch)
			close(ch)
		}
	}
}

// poke asks the watcher of round id to read it now.
func (h *hub) poke(id string) {
	h.mu.Lock()
	f := h.feeds[id]
	h.mu.Unlock()
	if f != nil {
		h.wakeFeed(f)
	}
}

func (h *hub) wakeFeed(f *feed) {
	select {
	case f.wake <- struct{}{}:
	default:
	}
}

// send gives msg to every follower of f. Each holds only the latest
// message: progress is a whole state, so a page that reads slowly skips
// to the newest, and the results (the last message) are never lost. It
// reports whether anyone still follows.
func (h *hub) send(f *feed, msg []byte) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	for ch := range f.subs {
		select {
		case ch <- msg:
		default:
			select { // replace the unread message; only the hub sends
			case <-ch:
			default:
			}
			ch <- msg
		}
	}
	return len(f.subs) > 0
}

// closeAll ends every follower of round id's feed and forgets it.
func (h *hub) closeAll(id string, f *feed) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for ch := range f.subs {
		delete(f.subs, ch)
		close(ch)
	}
	delete(h.feeds, id)
}

// Progress is the live-round event the page gets when players or words
// change or the round ends.
type Progress struct {
	Players int   `json:"players"`
	Words   int   `json:"words"`
	Ends    int64 `json:"ends"`
	Now     int64 `json:"now"`
	Over    bool  `json:"over"`
}

func event(name string, v any) []byte {
	b, _ := json.Marshal(v)
	return fmt.Appendf(nil, "event: %s\ndata: %s\n\n", name, b)
}

// watch reads round id until its results are sent or nobody follows.
func (h *hub) watch(id string, f *feed) {
	t := time.NewTicker(h.poll)
	defer t.Stop()
	var last Progress
	first := true
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		msg, finished, err := h.read(ctx, id, &last, first || f.resend.Swap(false))
		cancel()
		if err != nil {
			h.log.Warn("web board: read a round", "round", id, "err", err)
		}
		first = false
		alive := true
		if msg != nil {
			alive = h.send(f, msg)
		}
		if finished {
			h.closeAll(id, f)
			return
		}
		if !alive || !h.following(f) {
			h.mu.Lock()
			if len(f.subs) == 0 {
				delete(h.feeds, id)
				h.mu.Unlock()
				return
			}
			h.mu.Unlock()
		}
		select {
		case <-t.C:
		case <-f.wake:
		}
	}
}

func (h *hub) following(f *feed) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(f.subs) > 0
}

// read returns the message to send about round id, if anything changed
// since last, and whether the round is finished (its results are the
// message).
func (h *hub) read(ctx context.Context, id string, last *Progress, first bool) ([]byte, bool, error) {
	r, err := h.rounds.Round(ctx, id)
	if errors.Is(err, round.ErrNotFound) {
		return event("gone", errorJSON("en", roundGone(err))), true, nil
	} else if err != nil {
		return nil, false, err
	}
	if !r.Finished.IsZero() {
		res, err := h.results(ctx, id)
		if err != nil {
			return nil, false, err
		}
		return event("results", res), true, nil
	}
	now := h.now()
	p := Progress{Ends: r.End.UnixMilli(), Over: r.Over(now)}
	if p.Players, p.Words, err = h.rounds.Progress(ctx, id); err != nil {
		return nil, false, err
	}
	changed := first || p != *last
	*last = p
	if !changed {
		return nil, false, nil
	}
	p.Now = now.UnixMilli()
	return event("progress", p), false, nil
}

// results returns a finished round's results, computed once.
func (h *hub) results(ctx context.Context, id string) (*Results, error) {
	h.mu.Lock()
	res, ok := h.done[id]
	h.mu.Unlock()
	if ok {
		return res, nil
	}
	rr, err := h.rounds.Results(ctx, id)
	if err != nil {
		return nil, err
	}
	res = resultsJSON(rr)
	h.mu.Lock()
	if _, ok := h.done[id]; !ok {
		h.done[id] = res
		h.order = append(h.order, id)
		if len(h.order) > 64 {
			delete(h.done, h.order[0])
			h.order = h.order[1:]
		}
	}
	h.mu.Unlock()
	return res, nil
}

// errorJSON is an error as an event stream's "gone" event carries it: its
// code, and the same words the chat and the page's JSON answers use.
// The hub words it in English for every page; each page's stream
// words it again in its player's language (events).
func errorJSON(lang string, err error) map[string]string {
	out := map[string]string{"error": i18n.Error(lang, err)}
	if e := game.CodeOf(err); e != nil {
		out["code"] = string(e.Code)
	}
	return out
}

// heartbeat keeps an idle event stream open through proxies.
const heartbeat = 20 * time.Second

// events streams the session's game to the page (server-sent events):
// the words and hints its player enters anywhere (chat, the page, another
// tab: "words" and "hint" events, from Config.Live), and for a live round
// its progress and results. The server's write timeout is pushed back
// before each write, so a stream lives as long as the game; MaxStreams
// bounds how many are held at once (each holds a connection), one
// player holds MaxUserStreams at most and one server's players
// MaxServerStreams together; a stream ends after StreamLife.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	security(w, "'none'")
	w.Header().Set("Cache-Control", "no-store")
	c, err := s.claims(r)
	c.Locale = s.langOf(r, c)
	if err != nil {
		s.fail(w, r, c, err)
		return
	}
	var topic string
	switch {
	case c.Round != "" && s.cfg.Rounds != nil:
		rd, err := s.cfg.Rounds.Round(r.Context(), c.Round)
		if err != nil {
			s.fail(w, r, c, roundGone(err)) // an error with no code is logged
			return
		}
		topic = round.Game(rd)
	case c.Round == "" && s.cfg.Live != nil:
		topic = live.DailyGame(c.Platform, c.Guild, c.Day, c.User)
	default:
		s.fail(w, r, c, game.E(game.Unavailable, game.CodeLiveNone))
		return
	}
	// Opening a stream makes the round's watcher read the store at once:
	// it takes a read from the player's budget, as /api/state does.
	if err := s.read(c); err != nil {
		s.fail(w, r, c, err)
		return
	}
	if n := s.streams.Add(1); n > int64(s.cfg.MaxStreams) {
		s.streams.Add(-1)
		s.fail(w, r, c, game.E(game.Limit, game.CodeLiveBusy, game.Facts{"wait": 5 * time.Second}))
		return
	}
	defer s.streams.Add(-1)
	// One player holds a few streams at most (a phone and a laptop), so
	// one player cannot take the places of others.
	who := c.Platform + ":" + c.User
	if !s.perUser.take(who) {
		s.fail(w, r, c, game.E(game.Limit, game.CodeLiveTabs, game.Facts{"max": MaxUserStreams, "wait": 5 * time.Second}))
		return
	}
	defer s.perUser.give(who)
	// One server's players share a part of the places: accounts made to
	// hold them all must come from many servers.
	server := c.Platform + ":" + c.Guild
	if !s.perServer.take(server) {
		s.fail(w, r, c, game.E(game.Limit, game.CodeLiveBusy, game.Facts{"wait": 5 * time.Second}))
		return
	}
	defer s.perServer.give(server)
	ctx, stop := context.WithCancel(r.Context())
	defer stop()
	var lv <-chan live.Event
	if s.cfg.Live != nil {
		if lv, err = s.cfg.Live.Subscribe(ctx, topic); err != nil {
			s.log.Warn("web board: follow the live stream", "game", topic, "err", err)
		}
	}
	var progress <-chan []byte
	if c.Round != "" {
		ch, cancel := s.hub.subscribe(c.Round)
		defer cancel()
		progress = ch
	}
	rc := http.NewResponseController(w)
	w.Header().Set("Content-Type", "text/event-stream")
	w.WriteHeader(http.StatusOK)
	write := func(b []byte) bool {
		rc.SetWriteDeadline(time.Now().Add(heartbeat + 10*time.Second))
		if _, err := w.Write(b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !write([]byte(": bogglebot\n\n")) {
		return
	}
	beat := time.NewTicker(heartbeat)
	defer beat.Stop()
	// The stream ends with the session, or after StreamLife: the page's
	// EventSource reconnects and takes a place anew, so no stream holds
	// one for days.
	expires := time.NewTimer(min(time.Unix(c.Expires, 0).Sub(s.now()), s.cfg.StreamLife))
	defer expires.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-expires.C:
			return
		case <-beat.C:
			if !write([]byte(": beat\n\n")) {
				return
			}
		case e, ok := <-lv:
			if !ok {
				lv = nil
				continue
			}
			if c.Round != "" {
				s.hub.poke(c.Round) // players, words or the end changed: read them now
			}
			// The event carries the server's time as it is sent, so the
			// page's clock keeps its offset from the server's (an event
			// may come long after the page last read its state).
			if (e.Kind == live.Words || e.Kind == live.Hint) && e.Player == c.User && !write(event(string(e.Kind), liveEvent{e, s.now().UnixMilli()})) {
				return
			}
		case msg, ok := <-progress:
			if ok && c.Locale != "en" && bytes.HasPrefix(msg, []byte("event: gone\n")) {
				msg = event("gone", errorJSON(c.Locale, roundGone(round.ErrNotFound)))
			}
			if !ok || !write(msg) {
				return
			}
		}
	}
}

// liveEvent is a live event as the page reads it, with the server's time.
type liveEvent struct {
	live.Event
	Now int64 `json:"now"`
}

// MaxUserStreams is how many event streams one player may hold at once.
const MaxUserStreams = 3

// StreamLife is how long an event stream lasts at most before the page
// reconnects (Config.StreamLife).
const StreamLife = 30 * time.Minute

// userStreams counts each player's (or server's) open streams, max each.
type userStreams struct {
	mu  sync.Mutex
	n   map[string]int
	max int
}

func (u *userStreams) take(who string) bool {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.n == nil {
		u.n = map[string]int{}
	}
	if u.n[who] >= u.max {
		return false
	}
	u.n[who]++
	return true
}

func (u *userStreams) give(who string) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.n[who]--; u.n[who] <= 0 {
		delete(u.n, who)
	}
}
