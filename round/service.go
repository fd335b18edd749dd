package round

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/live"
	"github.com/bogglebot/bogglebot/solver"
)

// DefaultLease is how long a replica has to post a round's results before
// another may take the post over.
const DefaultLease = 2 * time.Minute

// Config configures a Service.
type Config struct {
	Store Store
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Seed returns seeds for rolled boards and round ids; nil means
	// math/rand/v2.
	Seed func() uint64
	// Owner names this process in results claims; "" means host:pid.
	Owner string
	// Lease is DefaultLease if zero.
	Lease time.Duration
	// Live, if set, is told of every word stored, hint taken and round
	// finished, whichever surface entered it, so that every open page of
	// the round shows it.
	Live live.Stream
	// Grace is how long after a round's end a word entered before the
	// end is still taken (GuessRoundAt: a page's word held by the
	// network), and so how long a round waits past its end before it is
	// due to finish. Zero: none, the round is due at its end.
	Grace time.Duration
}

// DefaultGrace is the grace serve gives rounds (Config.Grace): a word
// entered on the page a moment before the buzzer reaches the server in
// well under it.
const DefaultGrace = 3 * time.Second

// A Service runs live rounds on a Store. It is safe for concurrent use.
type Service struct {
	store Store
	now   func() time.Time
	seed  func() uint64
	owner string
	lease time.Duration
	live  live.Stream
	grace time.Duration
}

// New returns a Service. It panics without a Store, a programming error.
func New(c Config) *Service {
	if c.Store == nil {
		panic("round.New: no Store")
	}
	s := &Service{store: c.Store, now: c.Now, seed: c.Seed, owner: c.Owner, lease: c.Lease, live: c.Live, grace: max(c.Grace, 0)}
	if s.now == nil {
		s.now = time.Now
	}
	if s.seed == nil {
		s.seed = rand.Uint64
	}
	if s.owner == "" {
		host, _ := os.Hostname()
		s.owner = host + ":" + strconv.Itoa(os.Getpid())
	}
	if s.lease <= 0 {
		s.lease = DefaultLease
	}
	return s
}

// Store returns the service's store.
func (s *Service) Store() Store { return s.store }

// Start starts a round in k's channel: on board if it is not nil (its size
// decides the rules' size), else on a board rolled from the dice for
// rules.Size. A zero Duration, Mode or Size takes the default. It returns a
// Running if the channel already runs a round, a game.Invalid rules.* error for
// rules that cannot be played.
func (s *Service) Start(ctx context.Context, k Key, starter game.Player, rules Rules, board *solver.Board) (Round, error) {
	return s.StartIn(ctx, k, starter, rules, board, "")
}

// StartIn is Start with the interface language of the round's posts
// (Round.Locale), kept with it.
func (s *Service) StartIn(ctx context.Context, k Key, starter game.Player, rules Rules, board *solver.Board, locale string) (Round, error) {
	rules.Duration = cmp.Or(rules.Duration, DefaultDuration)
	rules.Mode = cmp.Or(rules.Mode, Classic)
	rules.Size = cmp.Or(rules.Size, DefaultSize)
	switch {
	case rules.Duration < MinDuration || rules.Duration > MaxDuration:
		return Round{}, rulesErr(game.CodeRulesTimeRange, "", "duration", Duration(rules.Duration))
	case rules.Mode != Classic && rules.Mode != All:
		return Round{}, rulesErr(game.CodeRulesMode, string(rules.Mode))
	case !dict.IsTier(rules.Tier):
		return Round{}, rulesErr(game.CodeRulesDictionary, rules.Tier)
	}
	r := Round{Key: k, Rules: rules, Starter: starter, Locale: locale}
	if board != nil {
		r.Board, r.Rules.Size = *board, board.Size()
	} else {
		if !slices.Contains(Sizes, rules.Size) {
			return Round{}, rulesErr(game.CodeRulesSize, strconv.Itoa(rules.Size))
		}
		dice, err := solver.DiceForSize(rules.Size)
		if err != nil {
			return Round{}, err
		}
		d, err := dict.Embedded(rules.Tier)
		if err != nil {
			return Round{}, err
		}
		r.Board = Playable(dice, d, s.seed())
	}
	r.ID = newID(s.seed())
	r.Start = s.now().Truncate(time.Second)
	r.End = r.Start.Add(rules.Duration)
	if err := s.store.CreateRound(ctx, r); err != nil {
		return Round{}, err
	}
	return r, nil
}

// idDigits are the characters of a round id.
const idDigits = "abcdefghijklmnopqrstuvwxyz234567"

// newID is a round id: 12 characters of lowercase base 32.
func newID(seed uint64) string {
	const digits = idDigits
	var b [12]byte
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	for i := range b {
		b[i] = digits[rng.IntN(len(digits))]
	}
	return string(b[:])
}

// IsID reports whether s has the form of a round id, as a button's id
// carries it back: a forged one is refused before any use.
func IsID(s string) bool {
	return len(s) == 12 && strings.Trim(s, idDigits) == ""
}

// Running returns k's unfinished round (which may be past its end), or an
// error wrapping ErrNotFound.
func (s *Service) Running(ctx context.Context, k Key) (Round, error) {
	return s.store.RunningRound(ctx, k)
}

// LateGuess is how long after a round's end a guess in its channel is
// still taken as meant for it: it is told the round ended, rather than
// played on the daily (the keeper may finish a round a moment after its
// end, before a player's last guess arrives).
const LateGuess = 2 * time.Minute

// JustEnded returns k's last round if it has ended, less than LateGuess
// ago, and no round runs in k; otherwise an error wrapping ErrNotFound.
func (s *Service) JustEnded(ctx context.Context, k Key) (Round, error) {
	r, err := s.store.LastRound(ctx, k)
	if err != nil {
		return Round{}, err
	}
	if now := s.now(); !r.Over(now) || now.Sub(r.End) >= LateGuess {
		return Round{}, fmt.Errorf("round of %s ended %v ago: %w", k, now.Sub(r.End), ErrNotFound)
	}
	return r, nil
}

// Round returns a round by id.
func (s *Service) Round(ctx context.Context, id string) (Round, error) { return s.store.Round(ctx, id) }

// SetMessage records where the round's start message is.
func (s *Service) SetMessage(ctx context.Context, id, message string) error {
	return s.store.SetMessage(ctx, id, message)
}

// GuessResult is the verdict on a guess in a round and the player's tally.
type GuessResult struct {
	Round      Round
	Judgements []game.Judgement // one per distinct word, in the order typed
	Added      int              // words accepted by this guess
	Gained     int              // their points
	Words      int              // the player's words in the round so far
	Points     int              // their points, before any cancel at the end
}

// Guess judges the words a player typed on k's running round and records
// the accepted ones; when it returns without error they are durable and
// will count. It returns an error wrapping ErrNotFound when the channel
// runs no round, Over once the round has ended, and a
// *game.TooManyWordsError for too many words at once.
func (s *Service) Guess(ctx context.Context, k Key, p game.Player, input string) (GuessResult, error) {
	r, err := s.store.RunningRound(ctx, k)
	if err != nil {
		return GuessResult{}, err
	}
	return s.guess(ctx, r, p, input, s.now())
}

// GuessRound is Guess on the round with id: its words go to that round or
// to none. A form opened for a round, or a guess that found the channel's
// running round a moment ago, gets Over once that round has
// ended, even if a new round runs in its channel by then; an error
// wrapping ErrNotFound if there is no such round.
func (s *Service) GuessRound(ctx context.Context, id string, p game.Player, input string) (GuessResult, error) {
	r, err := s.store.Round(ctx, id)
	if err != nil {
		return GuessResult{}, err
	}
	return s.guess(ctx, r, p, input, s.now())
}

// GuessRoundAt is GuessRound of words the player entered at entered (a
// page's, sent late by the network or a hold): judged by when they were
// entered, as long as that is within the grace (Config.Grace) of now,
// so a word entered before the buzzer counts if it reaches the server
// before the round is finished. A time earlier than that is taken as the
// grace's start, a later one as now.
func (s *Service) GuessRoundAt(ctx context.Context, id string, p game.Player, input string, entered time.Time) (GuessResult, error) {
	r, err := s.store.Round(ctx, id)
	if err != nil {
		return GuessResult{}, err
	}
	return s.guess(ctx, r, p, input, game.EnteredAt(entered, s.now(), s.grace))
}

// guess judges and records a guess in r, as the store had it just now,
// entered at now.
func (s *Service) guess(ctx context.Context, r Round, p game.Player, input string, now time.Time) (GuessResult, error) {
	g := GuessResult{Round: r}
	if r.Over(now) {
		return g, Over(r)
	}
	words := game.SplitGuess(input)
	if len(words) > game.MaxGuessWords {
		return g, game.TooManyWords("Guess", len(words))
	}
	d, err := dict.Embedded(r.Rules.Tier)
	if err != nil {
		return g, fmt.Errorf("guess: %w", err)
	}
	prior, err := s.store.PlayerEntries(ctx, r.ID, p.ID)
	if err != nil {
		return g, fmt.Errorf("guess: words of %s in round %s: %w", p.ID, r.ID, err)
	}
	had := make(map[string]bool, len(prior))
	for _, e := range prior {
		had[e.Word] = true
		g.Words++
		g.Points += e.Points
	}
	revealed := map[string]bool{}
	if r.Rules.Hints {
		hints, err := s.store.RoundHints(ctx, r.ID, p.ID)
		if err != nil {
			return g, fmt.Errorf("guess: hints of %s in round %s: %w", p.ID, r.ID, err)
		}
		revealed = game.RevealedWords(hints)
	}
	if g.Judgements, err = game.JudgeGuess(ctx, r.Board, d, words); err != nil {
		return g, fmt.Errorf("guess: %w", err)
	}
	var fresh []Entry
	for _, j := range game.MarkRevealed(g.Judgements, had, revealed) {
		fresh = append(fresh, Entry{Player: p, Word: j.Word, Points: j.Points, At: now})
	}
	if len(fresh) == 0 {
		return g, nil
	}
	added, err := s.store.AddEntries(ctx, r.ID, p, fresh)
	if errors.Is(err, ErrFinished) {
		return g, Over(r)
	} else if err != nil {
		return g, game.NotSaved("round.Guess", len(fresh), fmt.Errorf("record words of %s in round %s: %w", p.ID, r.ID, err))
	}
	isNew := make(map[string]bool, len(added))
	shown := game.ShownWords(g.Judgements)
	ws := make([]live.Word, 0, len(added))
	for _, e := range added {
		isNew[e.Word] = true
		g.Added++
		g.Gained += e.Points
		lw := live.Word{Word: shown(e.Word), Points: e.Points} // as the verdict shows it
		if lw.Word != e.Word {
			lw.Folded = e.Word
		}
		ws = append(ws, lw)
	}
	if len(ws) > 0 {
		s.publish(ctx, live.Event{Game: Game(r), Kind: live.Words, Player: p.ID, Words: ws, At: now})
	}
	g.Words += g.Added
	g.Points += g.Gained
	for i, j := range g.Judgements {
		if (j.Verdict == game.Accepted || j.Verdict == game.Revealed) && !isNew[j.Word] { // a concurrent guess got there first
			g.Judgements[i].Verdict, g.Judgements[i].Points = game.AlreadyFound, 0
		}
	}
	return g, nil
}

// StopNotAllowed is the error for a player who may not stop round r (only
// its starter or an admin may): game.NotAllowed, round.stop_not_allowed,
// with the facts round and end.
func StopNotAllowed(r Round) error {
	return game.E(game.Op("round.Stop"), game.NotAllowed, game.CodeRoundStop, game.Facts{"round": r, "end": r.End})
}

// Stop ends k's running round now, for the player who started it or an
// admin (StopNotAllowed otherwise). The round is then due: Due returns
// it and Finish posts its results.
func (s *Service) Stop(ctx context.Context, k Key, by game.Player, admin bool) (Round, error) {
	r, err := s.store.RunningRound(ctx, k)
	if err != nil {
		return Round{}, err
	}
	if by.ID != r.Starter.ID && !admin {
		return r, StopNotAllowed(r)
	}
	now := s.now()
	if r.Over(now) {
		return r, Over(r)
	}
	if err := s.store.EndEarly(ctx, r.ID, now); err != nil {
		return r, err
	}
	r.End = now
	return r, nil
}

// Progress counts a round's players and words.
func (s *Service) Progress(ctx context.Context, id string) (players, words int, err error) {
	return s.store.Progress(ctx, id)
}

// Due returns the rounds to finish now (Store.DueRounds).
func (s *Service) Due(ctx context.Context) ([]Round, error) {
	return s.store.DueRounds(ctx, s.now().Add(-s.grace), s.lease) // words entered before the end may still come
}

// Finish computes a due round's results and claims their post. It reports
// false when another caller (another replica) has the claim: then nothing
// is to be posted here. After true, the caller posts the results and calls
// MarkPosted.
func (s *Service) Finish(ctx context.Context, r Round) (Results, bool, error) {
	_, sol, err := solution(r)
	if err != nil {
		return Results{}, false, fmt.Errorf("finish round %s: %w", r.ID, err)
	}
	var res Results
	// A guess judged just before the end may store its words between our
	// reading and our finishing: the store then says the standings are
	// stale, and they are computed again. Once finished, it takes no more.
	for attempt := 0; ; attempt++ {
		entries, err := s.store.Entries(ctx, r.ID)
		if err != nil {
			return Results{}, false, fmt.Errorf("finish round %s: %w", r.ID, err)
		}
		hints, err := s.store.RoundHintCounts(ctx, r.ID)
		if err != nil {
			return Results{}, false, fmt.Errorf("finish round %s: %w", r.ID, err)
		}
		res = Score(r, entries, hints, sol)
		taken := 0
		for _, h := range hints {
			taken += h.Hints
		}
		ok, err := s.store.FinishRound(ctx, r.ID, res.Standings, len(entries)+taken, s.owner, s.now(), s.lease)
		switch {
		case errors.Is(err, ErrStale) && attempt < 10:
			continue
		case err != nil || !ok:
			return Results{}, false, err
		}
		break
	}
	// Entries could not change after the first FinishRound: if this call
	// took over an expired claim, the words it read were final.
	if res.Round, err = s.store.Round(ctx, r.ID); err != nil {
		return Results{}, false, err
	}
	s.publish(ctx, live.Event{Game: Game(r), Kind: live.Over, At: s.now()})
	return res, true, nil
}

// Game is round r's key on the live stream.
func Game(r Round) string { return live.RoundGame(r.Key.Platform, r.Key.Guild, r.Key.Channel, r.ID) }

// publish tells the live stream of e, if there is one (best effort: what
// it says is stored already).
func (s *Service) publish(ctx context.Context, e live.Event) {
	if s.live != nil {
		s.live.Publish(context.WithoutCancel(ctx), e)
	}
}

// Results recomputes a finished round's results, for the buttons under them.
func (s *Service) Results(ctx context.Context, id string) (Results, error) {
	return s.ResultsWithout(ctx, id, "")
}

// ResultsWithout recomputes a finished round's results as if the player
// with id without had never played it (none for ""): the standings the
// round keeps once that player's data is erased.
func (s *Service) ResultsWithout(ctx context.Context, id, without string) (Results, error) {
	r, err := s.store.Round(ctx, id)
	if err != nil {
		return Results{}, err
	}
	entries, err := s.store.Entries(ctx, r.ID)
	if err != nil {
		return Results{}, err
	}
	hints, err := s.store.RoundHintCounts(ctx, r.ID)
	if err != nil {
		return Results{}, err
	}
	if without != "" {
		entries = slices.DeleteFunc(entries, func(e Entry) bool { return e.Player.ID == without })
		hints = slices.DeleteFunc(hints, func(h Hinted) bool { return h.Player.ID == without })
	}
	_, sol, err := solution(r)
	if err != nil {
		return Results{}, err
	}
	return Score(r, entries, hints, sol), nil
}

// solution is the dictionary that judges r's words and every word of it on
// r's board: what its results and hints are worked out from.
func solution(r Round) (*dict.Dict, solver.Result, error) {
	d, err := dict.Embedded(r.Rules.Tier)
	if err != nil {
		return nil, solver.Result{}, err
	}
	return d, solver.Solve(r.Board, d, solver.Rules{}), nil
}

// MarkPosted records that a round's results were posted.
func (s *Service) MarkPosted(ctx context.Context, id string) error {
	return s.store.MarkResultsPosted(ctx, id, s.now())
}

// PlayerStats counts a player's rounds and wins in a guild.
func (s *Service) PlayerStats(ctx context.Context, platform, guild, playerID string) (Stats, error) {
	return s.store.PlayerStats(ctx, platform, guild, playerID)
}

// Winners ranks a guild's players by rounds won.
func (s *Service) Winners(ctx context.Context, platform, guild string, limit int) ([]Winner, error) {
	return s.store.Winners(ctx, platform, guild, limit)
}

// Results are a finished round's outcome.
type Results struct {
	Round     Round
	Standings []Standing         // best first
	Scored    map[string][]Entry // by player id: the words that scored, best first
	Cancelled []string           // words two or more players found (classic), sorted
	Missed    []solver.Word      // valid words nobody found, best first
	Solution  solver.Result
}

// Score computes a round's results from every entry and the board's
// solution: in Classic mode a word found by two or more players scores for
// nobody. A word a hint revealed to its finder (no points) scores for
// nobody either, but cancels like any other. Standings rank by points, then
// scoring words, then name; equal points share a rank, and the first rank
// wins if it scored at all. Each standing counts the player's hints; a
// player who took hints but entered no word stands with nothing else, so
// that the hints FinishRound counted show.
func Score(r Round, entries []Entry, hints []Hinted, sol solver.Result) Results {
	res := Results{Round: r, Scored: map[string][]Entry{}, Solution: sol}
	finders := map[string]int{}
	players := map[string]*Standing{}
	var order []string
	for _, e := range entries {
		finders[e.Word]++
		st, ok := players[e.Player.ID]
		if !ok {
			st = &Standing{Player: e.Player}
			players[e.Player.ID] = st
			order = append(order, e.Player.ID)
		}
		st.Found++
	}
	for _, h := range hints {
		st, ok := players[h.Player.ID]
		if !ok {
			st = &Standing{Player: h.Player}
			players[h.Player.ID] = st
			order = append(order, h.Player.ID)
		}
		st.Hints = h.Hints
	}
	for _, e := range entries {
		if r.Rules.Mode == Classic && finders[e.Word] > 1 || e.Points == 0 {
			continue
		}
		st := players[e.Player.ID]
		st.Points += e.Points
		st.Words++
		res.Scored[e.Player.ID] = append(res.Scored[e.Player.ID], e)
	}
	for id := range res.Scored {
		slices.SortFunc(res.Scored[id], func(a, b Entry) int {
			return cmp.Or(cmp.Compare(b.Points, a.Points), cmp.Compare(len(b.Word), len(a.Word)), strings.Compare(a.Word, b.Word))
		})
	}
	if r.Rules.Mode == Classic {
		for w, n := range finders {
			if n > 1 {
				res.Cancelled = append(res.Cancelled, w)
			}
		}
		slices.Sort(res.Cancelled)
	}
	for _, id := range order {
		res.Standings = append(res.Standings, *players[id])
	}
	slices.SortStableFunc(res.Standings, func(a, b Standing) int {
		return cmp.Or(cmp.Compare(b.Points, a.Points), cmp.Compare(b.Words, a.Words),
			strings.Compare(strings.ToLower(a.Player.Name), strings.ToLower(b.Player.Name)), strings.Compare(a.Player.ID, b.Player.ID))
	})
	for i := range res.Standings {
		st := &res.Standings[i]
		st.Rank = i + 1
		if i > 0 && st.Points == res.Standings[i-1].Points {
			st.Rank = res.Standings[i-1].Rank
		}
		st.Won = st.Rank == 1 && st.Points > 0
	}
	for _, w := range sol.Words {
		if finders[w.Word] == 0 {
			res.Missed = append(res.Missed, w)
		}
	}
	return res
}
