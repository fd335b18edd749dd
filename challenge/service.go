package challenge

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/live"
	"github.com/bogglebot/bogglebot/solver"
)

// Config configures a Service.
type Config struct {
	Store Store
	// Practice keeps practice (/daily day:...); nil turns practice off
	// (ErrNoPractice) and reviews show no practised words. Every store of
	// store/* keeps it: pass the same store.
	Practice PracticeStore
	// Seed makes the daily boards; DefaultSeed if empty. Guilds sharing a
	// seed share boards.
	Seed string
	// Now is the clock; time.Now if nil. Tests pass a fake.
	Now func() time.Time
	// Owner names this replica in post claims; host name and process id if
	// empty.
	Owner string
	// CatchUp is how many ended days DuePosts still reveals when they were
	// missed (while every replica was down); 3 if zero.
	CatchUp int
	// Live, if set, is told of every word stored and hint taken, whichever
	// surface entered it (chat, the web page, another tab), so that every
	// open page of the player shows it.
	Live live.Stream
	// Grace is how long after a day's end a word entered before it still
	// counts on it (GuessAt: a page's word, delayed by the network or a
	// hold); 0 gives none.
	Grace time.Duration
}

// DefaultGrace is the grace serve gives the daily when the web board is
// served (Config.Grace), as round.DefaultGrace is a round's: a word
// entered before midnight and delayed up to 3 seconds counts on its day.
const DefaultGrace = 3 * time.Second

// A Service runs the daily challenge: it ties a Store, the dictionaries and
// a clock together. It knows nothing of chat platforms: the bot package
// formats what it returns. A Service is safe for concurrent use.
type Service struct {
	store    Store
	practice PracticeStore // nil: no practice
	seed     string
	now      func() time.Time
	owner    string
	catchUp  int
	live     live.Stream
	grace    time.Duration

	mu     sync.Mutex
	boards map[boardKey]solver.Board
	solved map[solvedKey]*solver.Result
	done   map[PostKey]bool // posts known to be claimed (by anyone)
}

type boardKey struct {
	day  game.Day
	size int
	lang string // "" for English
}

type solvedKey struct {
	boardKey
	tier string
}

// New returns a Service.
func New(c Config) *Service {
	s := &Service{store: c.Store, practice: c.Practice, seed: c.Seed, now: c.Now, owner: c.Owner, catchUp: c.CatchUp, live: c.Live, grace: max(c.Grace, 0),
		boards: map[boardKey]solver.Board{}, solved: map[solvedKey]*solver.Result{}, done: map[PostKey]bool{}}
	if s.seed == "" {
		s.seed = DefaultSeed
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.owner == "" {
		host, _ := os.Hostname()
		s.owner = host + ":" + strconv.Itoa(os.Getpid())
	}
	if s.catchUp <= 0 {
		s.catchUp = 3
	}
	return s
}

// Seed returns the seed of the daily boards.
func (s *Service) Seed() string { return s.seed }

// Board returns the daily board of a size on a day (cached).
func (s *Service) Board(day game.Day, size int) (solver.Board, error) {
	return s.boardIn(day, size, "")
}

// boardIn is Board for a guild whose dictionary is tier: an English tier
// plays the English board; another language's list (registered with dict
// by package lang under the language's name) plays that language's board,
// rolled from its dice (DailyBoardIn).
func (s *Service) boardIn(day game.Day, size int, tier string) (solver.Board, error) {
	l := langOfTier(tier)
	k := boardKey{day, size, ""}
	if l != nil {
		k.lang = l.Code
	}
	s.mu.Lock()
	b, ok := s.boards[k]
	s.mu.Unlock()
	if ok {
		return b, nil
	}
	var err error
	if l == nil {
		b, err = DailyBoard(s.seed, day, size)
	} else {
		b, err = dailyBoardLang(s.seed, day, size, l)
	}
	if err != nil {
		return b, err
	}
	s.mu.Lock()
	if len(s.boards) > 256 {
		clear(s.boards)
	}
	s.boards[k] = b
	s.mu.Unlock()
	return b, nil
}

// solution returns every word of the guild's dictionary on the day's board.
func (s *Service) solution(day game.Day, set Settings) (*solver.Result, error) {
	k := solvedKey{boardKey{day, set.Size, ""}, set.Tier}
	s.mu.Lock()
	r, ok := s.solved[k]
	s.mu.Unlock()
	if ok {
		return r, nil
	}
	b, err := s.boardIn(day, set.Size, set.Tier)
	if err != nil {
		return nil, err
	}
	d, err := dict.Embedded(set.Tier)
	if err != nil {
		return nil, err
	}
	res := solver.Solve(b, d, solver.Rules{})
	s.mu.Lock()
	if len(s.solved) > 64 {
		clear(s.solved)
	}
	s.solved[k] = &res
	s.mu.Unlock()
	return &res, nil
}

// Settings returns a guild's settings as stored, with any change of the
// game rules still waiting for its day (see Settings.On and Upcoming), or
// DefaultSettings if it never set up the challenge.
func (s *Service) Settings(ctx context.Context, g game.Guild) (Settings, error) {
	set, err := s.store.Settings(ctx, g)
	if errors.Is(err, ErrNotFound) {
		return DefaultSettings(g), nil
	}
	if err != nil {
		return Settings{}, fmt.Errorf("settings of %s: %w", g, err)
	}
	return set, nil
}

// Setup checks and stores the settings a guild chose, replacing all of
// them: to change one field, start from Settings(...).Upcoming() (settings
// with a pending change stand for their Upcoming rules). Errors in the
// settings are game.Invalid errors (settings.* codes). A guild set up with a channel gets the daily
// posts. It returns the settings as stored.
//
// The channel and post time change at once. The game rules (timezone, size,
// dictionary) never change a day that has begun: a change takes effect on
// the guild's next day, and asking for today's rules again cancels it. The
// only exception is a guild's first setup when nobody in it has played yet
// today: no game has started, so the rules apply at once.
func (s *Service) Setup(ctx context.Context, set Settings) (Settings, error) {
	want, err := set.Upcoming().Normalize()
	if err != nil {
		return want, err
	}
	now := s.now()
	old, err := s.store.Settings(ctx, want.Guild)
	first := errors.Is(err, ErrNotFound)
	if err != nil && !first {
		return want, fmt.Errorf("set up %s: %w", want.Guild, err)
	}
	if first {
		old = DefaultSettings(want.Guild)
	}
	if old.Created.IsZero() {
		old.Created = now.UTC()
	}
	today := old.DayAt(now)
	next := old.On(today) // today's rules; a change that took effect is now theirs
	next.Channel, next.PostTime, next.Created = want.Channel, want.PostTime, old.Created
	next.Freezes, next.FreezesSince = want.Freezes, old.FreezesSince
	switch {
	case want.Freezes == 0:
		next.FreezesSince = 0
	case old.Freezes == 0: // turned on today: days before earn and spend none
		next.FreezesSince = today
	}
	if want.Timezone != next.Timezone || want.Size != next.Size || want.Tier != next.Tier {
		played := true
		if first {
			// Nobody played today, under the default timezone or the new
			// one (where it may still be yesterday): no game has started.
			then := want.DayAt(now)
			scores, err := s.store.Scores(ctx, want.Guild, min(today, then), max(today, then))
			if err != nil {
				return want, fmt.Errorf("set up %s: %w", want.Guild, err)
			}
			played = len(scores) > 0
		}
		if played {
			next.NextFrom, next.NextTimezone, next.NextSize, next.NextTier = today+1, want.Timezone, want.Size, want.Tier
		} else {
			next.Timezone, next.Size, next.Tier = want.Timezone, want.Size, want.Tier
		}
	}
	if err := s.store.PutSettings(ctx, next); err != nil {
		return next, fmt.Errorf("set up %s: %w", next.Guild, err)
	}
	return next, nil
}

// Daily is a guild's day: its board and when it opens and ends.
type Daily struct {
	Settings Settings
	Day      game.Day
	Board    solver.Board
	MinLen   int       // fewest letters a word needs on this board
	Starts   time.Time // local midnight
	Ends     time.Time // the next local midnight, when the reveal is due
	Possible int       // words on the board in the guild's dictionary
	MaxScore int       // their total points
}

// Progress is a player's standing on a day.
type Progress struct {
	Found   []game.Word // in the order found
	Points  int
	Rank    int // 0 before the first accepted word
	Players int // players with at least one word
	Hints   int // hints taken (/hint)
}

// Today returns a guild's current day and a player's progress on it.
func (s *Service) Today(ctx context.Context, g game.Guild, playerID string) (Daily, Progress, error) {
	set, err := s.Settings(ctx, g)
	if err != nil {
		return Daily{}, Progress{}, err
	}
	day := set.DayAt(s.now())
	d, err := s.daily(set, day)
	if err != nil {
		return d, Progress{}, err
	}
	p, err := s.progress(ctx, g, day, playerID)
	return d, p, err
}

// DayProgress returns a guild's board of day and a player's progress on it,
// for any day: today's, or one that has ended (a page left open past
// midnight shows what the player kept).
func (s *Service) DayProgress(ctx context.Context, g game.Guild, playerID string, day game.Day) (Daily, Progress, error) {
	d, err := s.Daily(ctx, g, day)
	if err != nil {
		return d, Progress{}, err
	}
	p, err := s.progress(ctx, g, day, playerID)
	return d, p, err
}

// Daily returns a guild's board and times for any day, such as the day of a
// Post, under the rules in force that day.
func (s *Service) Daily(ctx context.Context, g game.Guild, day game.Day) (Daily, error) {
	set, err := s.Settings(ctx, g)
	if err != nil {
		return Daily{}, err
	}
	return s.daily(set, day)
}

// daily is the guild's day under the rules in force that day (set may hold
// a pending change; Daily.Settings holds that day's rules and no change).
func (s *Service) daily(set Settings, day game.Day) (Daily, error) {
	starts, ends := set.Bounds(day)
	rules := set.On(day)
	sol, err := s.solution(day, rules)
	if err != nil {
		return Daily{}, fmt.Errorf("board of %s: %w", day, err)
	}
	return Daily{
		Settings: rules, Day: day, Board: sol.Board,
		MinLen: solver.Rules{}.MinLenFor(rules.Size),
		Starts: starts, Ends: ends,
		Possible: sol.Count, MaxScore: sol.Score,
	}, nil
}

func (s *Service) progress(ctx context.Context, g game.Guild, day game.Day, playerID string) (Progress, error) {
	var p Progress
	found, err := s.store.PlayerWords(ctx, g, day, playerID)
	if err != nil {
		return p, fmt.Errorf("words of %s on %s: %w", playerID, day, err)
	}
	p.Found = found
	for _, w := range found {
		p.Points += w.Points
	}
	scores, err := s.store.Scores(ctx, g, day, day)
	if err != nil {
		return p, fmt.Errorf("scores of %s on %s: %w", g, day, err)
	}
	p.Players = len(scores)
	p.Rank = rankOf(Rank(scores), playerID)
	hints, err := s.store.Hints(ctx, g, day, playerID)
	if err != nil {
		return p, fmt.Errorf("hints of %s on %s: %w", playerID, day, err)
	}
	p.Hints = len(hints)
	return p, nil
}

// GuessResult is the verdict on a guess and the player's standing after it.
type GuessResult struct {
	Daily      Daily
	Judgements []game.Judgement // one per distinct word, in the order typed
	Added      int              // words accepted by this guess
	Gained     int              // their points
	Progress   Progress
}

// Guess judges the words a player typed on the guild's board of the day and
// records the accepted ones. When it returns without error, every Accepted
// word is durably stored: the reply may say so. The same word sent twice,
// even concurrently, is accepted once and AlreadyFound otherwise. A valid
// word a hint revealed to the player (Hint) is judged Revealed: it is
// stored as found, with no points.
func (s *Service) Guess(ctx context.Context, g game.Guild, p game.Player, input string) (GuessResult, error) {
	var r GuessResult
	words := game.SplitGuess(input)
	if len(words) > game.MaxGuessWords {
		return r, game.TooManyWords("Guess", len(words))
	}
	pd, err := s.playerToday(ctx, g, p.ID)
	if err != nil {
		return r, fmt.Errorf("guess: %w", err)
	}
	return s.guess(ctx, g, p, words, pd)
}

// GuessAt is Guess of words a page entered at entered on the board of day
// (the day the page is for), which may reach the server late (the
// network, a hold): a word entered before the day's end counts on that
// day if it arrives within the grace (Config.Grace) after it. The entry
// time is bounded whatever the page claims: earlier than the grace before
// now reads as the grace's start, later than now as now. A day that ended
// before that is refused (game.CodeDayEnded), as is a day still to come.
func (s *Service) GuessAt(ctx context.Context, g game.Guild, p game.Player, input string, day game.Day, entered time.Time) (GuessResult, error) {
	var r GuessResult
	words := game.SplitGuess(input)
	if len(words) > game.MaxGuessWords {
		return r, game.TooManyWords("Guess", len(words))
	}
	set, err := s.Settings(ctx, g)
	if err != nil {
		return r, fmt.Errorf("guess: %w", err)
	}
	now := s.now()
	at := game.EnteredAt(entered, now, s.grace)
	if set.DayAt(at) != day {
		return r, game.E(game.Over, game.CodeDayEnded)
	}
	pd, err := s.playerOn(ctx, g, p.ID, set, day, at)
	if err != nil {
		return r, fmt.Errorf("guess: %w", err)
	}
	return s.guess(ctx, g, p, words, pd)
}

// guess judges words on the board of pd's day and records the accepted
// ones, entered at pd.now.
func (s *Service) guess(ctx context.Context, g game.Guild, p game.Player, words []string, pd playerDay) (GuessResult, error) {
	var r GuessResult
	var err error
	r.Daily = pd.daily
	day := pd.daily.Day
	had := make(map[string]bool, len(pd.found))
	for _, w := range pd.found {
		had[w.Word] = true
	}
	if r.Judgements, err = game.JudgeGuess(ctx, r.Daily.Board, pd.dict, words); err != nil {
		return r, fmt.Errorf("guess: %w", err)
	}
	fresh := game.MarkRevealed(r.Judgements, had, game.RevealedWords(pd.hints))
	added, err := r.record(fresh, func(ws []game.Word) ([]game.Word, error) { return s.store.AddWords(ctx, g, day, p, ws, pd.now) })
	if err != nil {
		return r, game.NotSaved("challenge.Guess", len(fresh), fmt.Errorf("record words of %s on %s: %w", p.ID, day, err))
	}
	r.Progress, err = s.progress(ctx, g, day, p.ID)
	if len(added) > 0 {
		shown := game.ShownWords(r.Judgements)
		ws := make([]live.Word, len(added))
		for i, w := range added {
			ws[i] = live.Word{Word: shown(w.Word), Points: w.Points} // as the verdict shows it
			if ws[i].Word != w.Word {
				ws[i].Folded = w.Word
			}
		}
		s.publish(ctx, live.Event{Game: live.DailyGame(g.Platform, g.ID, int32(day), p.ID), Kind: live.Words, Player: p.ID, Words: ws, At: pd.now})
	}
	return r, err
}

// publish tells the live stream of e, if there is one. Delivery is best
// effort: the words are stored already, and a page that misses the event
// reads them with the state.
func (s *Service) publish(ctx context.Context, e live.Event) {
	if s.live != nil {
		s.live.Publish(context.WithoutCancel(ctx), e)
	}
}

// record stores the words of fresh (the judgements MarkRevealed left to
// store) with add, which returns those it stored, and settles r with what
// it returns: a word add did not store, because a concurrent guess stored
// it first, becomes AlreadyFound with no points; Added and Gained count the
// rest. It returns the words stored, in the order of fresh.
func (r *GuessResult) record(fresh []game.Judgement, add func([]game.Word) ([]game.Word, error)) ([]game.Word, error) {
	if len(fresh) == 0 {
		return nil, nil
	}
	words := make([]game.Word, len(fresh))
	for i, j := range fresh {
		words[i] = game.Word{Word: j.Word, Points: j.Points}
	}
	added, err := add(words)
	if err != nil {
		return nil, err
	}
	isNew := make(map[string]bool, len(added))
	for _, w := range added {
		isNew[w.Word] = true
		r.Added++
		r.Gained += w.Points
	}
	for i, j := range r.Judgements {
		if (j.Verdict == game.Accepted || j.Verdict == game.Revealed) && !isNew[j.Word] {
			r.Judgements[i].Verdict, r.Judgements[i].Points = game.AlreadyFound, 0
		}
	}
	return added, nil
}

// A playerDay is what a player's move on the guild's board of the day
// (Guess, Hint) works from, read at one moment.
type playerDay struct {
	now   time.Time
	daily Daily
	dict  *dict.Dict  // the dictionary that judges the day's words
	found []game.Word // the player's words of the day, in the order found
	hints []game.Hint // the hints they took that day, in order
}

// playerToday reads a player's day on the guild's board of the day.
func (s *Service) playerToday(ctx context.Context, g game.Guild, playerID string) (playerDay, error) {
	set, err := s.Settings(ctx, g)
	if err != nil {
		return playerDay{}, err
	}
	now := s.now()
	return s.playerOn(ctx, g, playerID, set, set.DayAt(now), now)
}

// playerOn reads a player's day on the guild's board of day, at now.
func (s *Service) playerOn(ctx context.Context, g game.Guild, playerID string, set Settings, day game.Day, now time.Time) (playerDay, error) {
	pd := playerDay{now: now}
	var err error
	if pd.daily, err = s.daily(set, day); err != nil {
		return pd, err
	}
	if pd.dict, err = dict.Embedded(pd.daily.Settings.Tier); err != nil {
		return pd, err
	}
	if pd.found, err = s.store.PlayerWords(ctx, g, day, playerID); err != nil {
		return pd, fmt.Errorf("words of %s on %s: %w", playerID, day, err)
	}
	if pd.hints, err = s.store.Hints(ctx, g, day, playerID); err != nil {
		return pd, fmt.Errorf("hints of %s on %s: %w", playerID, day, err)
	}
	return pd, nil
}

// Leaderboard is a guild's ranking over a period.
type Leaderboard struct {
	Period   Period
	From, To game.Day // inclusive; From is 0 for AllTime
	Entries  []Entry
}

// Leaderboard ranks a guild's players over a period, as of now in the
// guild's timezone.
func (s *Service) Leaderboard(ctx context.Context, g game.Guild, period Period) (Leaderboard, error) {
	set, err := s.Settings(ctx, g)
	if err != nil {
		return Leaderboard{}, err
	}
	today := set.DayAt(s.now())
	lb := Leaderboard{Period: period, To: today}
	switch period {
	case Today:
		lb.From = today
	case Week:
		lb.From = today.WeekStart()
	case SeasonNow:
		lb.From = SeasonOf(today).First()
	case AllTime:
		lb.From, lb.To = 0, today+1 // a fake clock may run behind a stored day
	default:
		return lb, fmt.Errorf("unknown leaderboard period %q", period)
	}
	scores, err := s.store.Scores(ctx, g, lb.From, lb.To)
	if err != nil {
		return lb, fmt.Errorf("leaderboard of %s: %w", g, err)
	}
	lb.Entries = Rank(scores)
	hints, err := s.store.HintCounts(ctx, g, lb.From, lb.To)
	if err != nil {
		return lb, fmt.Errorf("leaderboard of %s: %w", g, err)
	}
	for i := range lb.Entries {
		lb.Entries[i].Hints = hints[lb.Entries[i].Player.ID]
	}
	return lb, nil
}

// Played reports whether a player has a word accepted on day in a guild:
// whether they played that day's board.
func (s *Service) Played(ctx context.Context, g game.Guild, playerID string, day game.Day) (bool, error) {
	found, err := s.store.PlayerWords(ctx, g, day, playerID)
	if err != nil {
		return false, fmt.Errorf("words of %s on %s: %w", playerID, day, err)
	}
	return len(found) > 0, nil
}

// Stats returns a player's statistics in a guild, as of now in the guild's
// timezone.
func (s *Service) Stats(ctx context.Context, g game.Guild, playerID string) (Stats, error) {
	set, err := s.Settings(ctx, g)
	if err != nil {
		return Stats{}, err
	}
	h, err := s.store.History(ctx, g, playerID)
	if err != nil {
		return Stats{}, fmt.Errorf("stats of %s in %s: %w", playerID, g, err)
	}
	st, _ := SummarizeFreezes(h, set.DayAt(s.now()), set.FreezeRule())
	return st, nil
}

// StatsAndPlayed returns a player's Stats as of now under set (the
// guild's settings, as the caller read them) and whether they played day,
// from one read of their history: what a reminder's nudge asks.
func (s *Service) StatsAndPlayed(ctx context.Context, set Settings, playerID string, day game.Day) (Stats, bool, error) {
	h, err := s.store.History(ctx, set.Guild, playerID)
	if err != nil {
		return Stats{}, false, fmt.Errorf("stats of %s in %s: %w", playerID, set.Guild, err)
	}
	played := false
	for _, d := range h.Days {
		if d.Day == day && d.Words > 0 {
			played = true
			break
		}
	}
	st, _ := SummarizeFreezes(h, set.DayAt(s.now()), set.FreezeRule())
	return st, played, nil
}

// RevealInfo is what the end-of-day post shows.
type RevealInfo struct {
	Daily    Daily
	Solution *solver.Result // every word, best first; shared: do not modify
	Entries  []Entry        // everyone's scores that day; the podium is Rank <= 3
	Unfound  []solver.Word  // words nobody found, best first
}

// Reveal gathers a day's results in a guild.
func (s *Service) Reveal(ctx context.Context, g game.Guild, day game.Day) (RevealInfo, error) {
	set, err := s.Settings(ctx, g)
	if err != nil {
		return RevealInfo{}, err
	}
	var ri RevealInfo
	if ri.Daily, err = s.daily(set, day); err != nil {
		return ri, err
	}
	if ri.Solution, err = s.solution(day, ri.Daily.Settings); err != nil {
		return ri, err
	}
	scores, err := s.store.Scores(ctx, g, day, day)
	if err != nil {
		return ri, fmt.Errorf("reveal %s on %s: %w", g, day, err)
	}
	ri.Entries = Rank(scores)
	hints, err := s.store.HintCounts(ctx, g, day, day)
	if err != nil {
		return ri, fmt.Errorf("reveal %s on %s: %w", g, day, err)
	}
	for i := range ri.Entries {
		ri.Entries[i].Hints = hints[ri.Entries[i].Player.ID]
	}
	found, err := s.store.DayWords(ctx, g, day)
	if err != nil {
		return ri, fmt.Errorf("reveal %s on %s: %w", g, day, err)
	}
	for _, w := range ri.Solution.Words {
		if _, ok := slices.BinarySearch(found, w.Word); !ok {
			ri.Unfound = append(ri.Unfound, w)
		}
	}
	return ri, nil
}

// A Post is a daily post that is due and that this Service has claimed: the
// caller sends it, then calls MarkPosted.
type Post struct {
	Key      PostKey
	Settings Settings
	Due      time.Time
}

// DuePosts claims and returns the posts due at now in every guild with a
// channel: today's opening post once the local post time has passed, and
// the reveal of each day that ended in the last CatchUp days (not before
// the guild set up), including posts missed while the bot was down.
//
// Each post is returned once, by one call, across every replica sharing the
// Store: the claim is written before the post is sent. A replica that
// crashes after claiming and before sending loses that post rather than
// risk sending it twice (at-most-once); Store.PostStatus shows such posts as
// claimed and not sent. The caller should MarkPosted after sending, and may
// Release a post whose sending certainly failed, to retry it on the next call.
func (s *Service) DuePosts(ctx context.Context, now time.Time) ([]Post, error) {
	return s.DuePostsFor(ctx, now, nil)
}

// DuePostsFor is DuePosts for the guilds that want accepts (all if want is
// nil): a bot that can post only to some platforms claims only their posts,
// and leaves the others for a replica that can send them.
func (s *Service) DuePostsFor(ctx context.Context, now time.Time, want func(game.Guild) bool) ([]Post, error) {
	all, err := s.store.AllSettings(ctx)
	if err != nil {
		return nil, fmt.Errorf("due posts: %w", err)
	}
	var due []Post
	var errs []error
	for _, set := range all {
		if set.Channel == "" || (want != nil && !want(set.Guild)) {
			continue
		}
		for _, p := range s.candidates(set, now) {
			ok, err := s.claim(ctx, p.Key, now)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			if ok {
				due = append(due, p)
			}
		}
	}
	s.forget(now)
	return due, errors.Join(errs...)
}

// candidates are the posts of a guild that are due at now, claimed or not.
//
// Days come from Settings.DayAt, so a change of timezone neither repeats
// nor skips a post: the day under the old timezone is revealed when it
// ends, at its local midnight, and the first day under the new timezone
// starts at that moment and has its own opening post (at the post time in
// the new timezone, or at once if that time had passed when the day began).
// A day skipped by a move across the date line has no posts, and a day
// whose rules are no longer known (before Settings.Since) is not revealed.
func (s *Service) candidates(set Settings, now time.Time) []Post {
	today := set.DayAt(now)
	first := game.Day(-1 << 31)
	if !set.Created.IsZero() {
		first = set.DayAt(set.Created)
	}
	var cands []Post
	// A day is revealed once its grace has passed too (Config.Grace: the
	// words entered before its end, arriving late, are in its results).
	ended := set.DayAt(now.Add(-s.grace))
	for d := ended - game.Day(s.catchUp); d < ended; d++ {
		if d < first || (set.Since != 0 && d < set.Since) {
			continue
		}
		if start, end := set.Bounds(d); start.Before(end) {
			cands = append(cands, Post{Key: PostKey{set.Guild, d, Reveal}, Settings: set.On(d), Due: end.Add(s.grace)})
			if d == SeasonOf(d).Last() { // the season's last day: its final standings
				cands = append(cands, Post{Key: PostKey{set.Guild, d, SeasonEnd}, Settings: set.On(d), Due: end.Add(s.grace)})
			}
		}
	}
	if at := set.OpenAt(today); !now.Before(at) {
		cands = append(cands, Post{Key: PostKey{set.Guild, today, Open}, Settings: set.On(today), Due: at})
	}
	return cands
}

// Unsent returns the posts due at now (as DuePosts sees them, in the guilds
// want accepts) that were claimed and never marked sent: a replica stopped
// or failed between claiming and sending, or is sending them right now.
// They are not sent again; a bot logs them at start-up so that nothing is
// lost silently. It claims nothing.
func (s *Service) Unsent(ctx context.Context, now time.Time, want func(game.Guild) bool) ([]Post, error) {
	all, err := s.store.AllSettings(ctx)
	if err != nil {
		return nil, fmt.Errorf("unsent posts: %w", err)
	}
	var out []Post
	for _, set := range all {
		if set.Channel == "" || (want != nil && !want(set.Guild)) {
			continue
		}
		for _, p := range s.candidates(set, now) {
			claimed, sent, err := s.store.PostStatus(ctx, p.Key)
			if err != nil {
				return out, fmt.Errorf("unsent posts: status of %s post of %s on %s: %w", p.Key.Kind, p.Key.Guild, p.Key.Day, err)
			}
			if claimed && !sent {
				out = append(out, p)
			}
		}
	}
	return out, nil
}

// claim claims a post unless this Service already knows it is claimed.
func (s *Service) claim(ctx context.Context, k PostKey, now time.Time) (bool, error) {
	s.mu.Lock()
	known := s.done[k]
	s.mu.Unlock()
	if known {
		return false, nil
	}
	ok, err := s.store.ClaimPost(ctx, k, s.owner, now)
	if err != nil {
		return false, fmt.Errorf("claim %s post of %s on %s: %w", k.Kind, k.Guild, k.Day, err)
	}
	s.mu.Lock()
	s.done[k] = true
	s.mu.Unlock()
	return ok, nil
}

// forget drops remembered claims too old to come due again.
func (s *Service) forget(now time.Time) {
	oldest := game.DayOf(now, time.UTC) - game.Day(s.catchUp) - 2
	s.mu.Lock()
	for k := range s.done {
		if k.Day < oldest {
			delete(s.done, k)
		}
	}
	s.mu.Unlock()
}

// MarkPosted records that a post from DuePosts was sent.
func (s *Service) MarkPosted(ctx context.Context, k PostKey) error {
	if err := s.store.MarkPosted(ctx, k, s.now()); err != nil {
		return fmt.Errorf("mark %s post of %s on %s sent: %w", k.Kind, k.Guild, k.Day, err)
	}
	return nil
}

// Release gives up the claim on a post from DuePosts whose sending certainly
// failed (the platform refused it), so that a later DuePosts returns it again.
func (s *Service) Release(ctx context.Context, k PostKey) error {
	if err := s.store.ReleasePost(ctx, k); err != nil {
		return fmt.Errorf("release %s post of %s on %s: %w", k.Kind, k.Guild, k.Day, err)
	}
	s.mu.Lock()
	delete(s.done, k)
	s.mu.Unlock()
	return nil
}
