package challenge

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
)

// A PracticeStore keeps replays of past days: which past day each player is
// practising, and the words they found there. Practice words live apart from
// the words of the real game (Store.AddWords), so nothing a Store's Scores
// or History reads ever sees them: practice never changes a leaderboard, a
// streak or stats. A Service offers practice when its Store is also a
// PracticeStore (every store in store/* is).
//
// Like a Store it must be safe for concurrent use, across processes where
// the implementation allows it (practice state is stored, not kept in a
// replica's memory, so that any replica answers the next guess).
type PracticeStore interface {
	// SetPractice records that a player of g practises day until until,
	// replacing what they practised before. Day 0 ends their practice.
	SetPractice(ctx context.Context, g game.Guild, playerID string, day game.Day, until time.Time) error
	// Practice returns the day a player practises and until when, or an
	// error wrapping ErrNotFound if they practise none. An expired practice
	// may be returned: the caller compares until with its clock.
	Practice(ctx context.Context, g game.Guild, playerID string) (day game.Day, until time.Time, err error)
	// AddPracticeWords records words a player found practising day and
	// returns those not recorded before, in the order given; idempotent per
	// (guild, day, player, word), like Store.AddWords.
	AddPracticeWords(ctx context.Context, g game.Guild, day game.Day, playerID string, words []game.Word, at time.Time) (added []game.Word, err error)
	// PracticeWords returns the words a player found practising day, in the
	// order found.
	PracticeWords(ctx context.Context, g game.Guild, day game.Day, playerID string) ([]game.Word, error)
	// FirstDay returns the earliest day on which anyone in g had a word
	// accepted in the real game (not practice), or an error wrapping
	// ErrNotFound if nobody ever had.
	FirstDay(ctx context.Context, g game.Guild) (game.Day, error)
}

// PracticeFor is how long a practice lasts after /daily day:...: guesses go
// to the practised day until then, or until the player goes back to today.
const PracticeFor = 2 * time.Hour

// ErrNoPractice is returned by the practice methods of a Service whose
// Config has no Practice store.
var ErrNoPractice = game.E(game.Unavailable, game.CodePracticeOff)

// dayRefused is the error for a day that cannot be reviewed or practised
// (doing: "review" or "practise"): game.Invalid with the code that says
// why (day.future, day.today, day.before_start or day.none_yet,
// day.rules_forgotten) and the facts day, today and first (the guild's
// first day of the daily, 0 if none), and for day.today: ends, when today
// ends, and left, how long until then.
func dayRefused(doing string, code game.Code, day, today, first game.Day, f ...game.Facts) error {
	facts := game.Facts{"doing": doing, "day": day, "today": today, "first": first}
	for _, more := range f {
		maps.Copy(facts, more)
	}
	return game.E(game.Op(doing), game.Invalid, code, facts)
}

// pastDay checks that day is an ended day of the guild's daily and returns
// the guild's settings.
func (s *Service) pastDay(ctx context.Context, g game.Guild, day game.Day, doing string) (Settings, error) {
	set, err := s.Settings(ctx, g)
	if err != nil {
		return set, err
	}
	now := s.now()
	today := set.DayAt(now)
	if day > today {
		return set, dayRefused(doing, game.CodeDayFuture, day, today, 0)
	}
	first, err := s.FirstDay(ctx, g)
	if err != nil {
		return set, err
	}
	switch {
	case day == today:
		_, ends := set.Bounds(today)
		return set, dayRefused(doing, game.CodeDayToday, day, today, first, game.Facts{"ends": ends, "left": ends.Sub(now)})
	case first == 0 || first == today:
		return set, dayRefused(doing, game.CodeDayNoneYet, day, today, first)
	case day < first:
		return set, dayRefused(doing, game.CodeDayBeforeStart, day, today, first)
	}
	if set.Since != 0 && day < set.Since {
		return set, dayRefused(doing, game.CodeDayRulesForgotten, day, today, set.Since)
	}
	return set, nil
}

// FirstDay is the first day of a guild's daily: the day it first set up
// the challenge, or the first day anyone there had a word accepted if that
// was earlier (a server may play before it sets up posts; a direct message
// never sets up). It is 0 if neither happened.
func (s *Service) FirstDay(ctx context.Context, g game.Guild) (game.Day, error) {
	set, err := s.Settings(ctx, g)
	if err != nil {
		return 0, err
	}
	var first game.Day
	if !set.Created.IsZero() {
		first = set.DayAt(set.Created)
	}
	ps := s.practice
	if ps == nil {
		return first, nil
	}
	played, err := ps.FirstDay(ctx, g)
	switch {
	case errors.Is(err, ErrNotFound):
		return first, nil
	case err != nil:
		return 0, fmt.Errorf("first day of %s: %w", g, err)
	case first == 0 || played < first:
		return played, nil
	}
	return first, nil
}

func (s *Service) practiceStore() (PracticeStore, error) {
	ps := s.practice
	if ps == nil {
		return nil, ErrNoPractice
	}
	return ps, nil
}

// Practice is a player's replay of a past day.
type Practice struct {
	Daily  Daily
	Found  []game.Word // practice words, in the order found
	Points int
	Until  time.Time // guesses go to this day until then
}

// StartPractice makes day the day a player's guesses go to, for
// PracticeFor, if it is a day of the guild's daily that has ended (else a
// a game.Invalid day.* error). It returns the day and what they found practising it before.
func (s *Service) StartPractice(ctx context.Context, g game.Guild, playerID string, day game.Day) (Practice, error) {
	ps, err := s.practiceStore()
	if err != nil {
		return Practice{}, err
	}
	set, err := s.pastDay(ctx, g, day, "practise")
	if err != nil {
		return Practice{}, err
	}
	pr := Practice{Until: s.now().Add(PracticeFor)}
	if pr.Daily, err = s.daily(set, day); err != nil {
		return pr, err
	}
	if err := ps.SetPractice(ctx, g, playerID, day, pr.Until); err != nil {
		return pr, fmt.Errorf("practise %s in %s: %w", day, g, err)
	}
	pr.Found, err = ps.PracticeWords(ctx, g, day, playerID)
	if err != nil {
		return pr, fmt.Errorf("practice words of %s on %s: %w", playerID, day, err)
	}
	for _, w := range pr.Found {
		pr.Points += w.Points
	}
	return pr, nil
}

// Practising returns the day a player practises, and false if none (or
// the practice expired, or the store keeps none).
func (s *Service) Practising(ctx context.Context, g game.Guild, playerID string) (game.Day, bool, error) {
	ps := s.practice
	if ps == nil {
		return 0, false, nil
	}
	day, until, err := ps.Practice(ctx, g, playerID)
	switch {
	case errors.Is(err, ErrNotFound):
		return 0, false, nil
	case err != nil:
		return 0, false, fmt.Errorf("practice of %s in %s: %w", playerID, g, err)
	}
	return day, day != 0 && s.now().Before(until), nil
}

// EndPractice sends a player's guesses back to today's board. Ending no
// practice is not an error.
func (s *Service) EndPractice(ctx context.Context, g game.Guild, playerID string) error {
	ps := s.practice
	if ps == nil {
		return nil
	}
	// /daily calls this every time: a read, and a write only when there is
	// a practice to end (SQLite has one writer).
	if _, _, err := ps.Practice(ctx, g, playerID); errors.Is(err, ErrNotFound) {
		return nil
	} else if err != nil {
		return fmt.Errorf("end practice of %s in %s: %w", playerID, g, err)
	}
	if err := ps.SetPractice(ctx, g, playerID, 0, time.Time{}); err != nil {
		return fmt.Errorf("end practice of %s in %s: %w", playerID, g, err)
	}
	return nil
}

// PracticeGuess judges a guess on a past day's board exactly as Guess
// judges today's (the same rules, dictionary and budgets) and records the
// accepted words as practice: no leaderboard, streak or stat changes. The
// result's Progress holds the practice words and points; Rank and Players
// are 0.
func (s *Service) PracticeGuess(ctx context.Context, g game.Guild, p game.Player, day game.Day, input string) (GuessResult, error) {
	var r GuessResult
	ps, err := s.practiceStore()
	if err != nil {
		return r, err
	}
	words := game.SplitGuess(input)
	if len(words) > game.MaxGuessWords {
		return r, game.TooManyWords("Guess", len(words))
	}
	set, err := s.pastDay(ctx, g, day, "practise")
	if err != nil {
		return r, err
	}
	if r.Daily, err = s.daily(set, day); err != nil {
		return r, err
	}
	d, err := dict.Embedded(r.Daily.Settings.Tier)
	if err != nil {
		return r, fmt.Errorf("practice guess: %w", err)
	}
	prior, err := ps.PracticeWords(ctx, g, day, p.ID)
	if err != nil {
		return r, fmt.Errorf("practice guess: words of %s on %s: %w", p.ID, day, err)
	}
	had := make(map[string]bool, len(prior))
	for _, w := range prior {
		had[w.Word] = true
	}
	if r.Judgements, err = game.JudgeGuess(ctx, r.Daily.Board, d, words); err != nil {
		return r, fmt.Errorf("practice guess: %w", err)
	}
	added, err := r.record(game.MarkRevealed(r.Judgements, had, nil), func(ws []game.Word) ([]game.Word, error) {
		return ps.AddPracticeWords(ctx, g, day, p.ID, ws, s.now())
	})
	if err != nil {
		return r, game.NotSaved("challenge.PracticeGuess", len(r.Judgements), fmt.Errorf("record practice words of %s on %s: %w", p.ID, day, err))
	}
	r.Progress.Found = append(prior, added...)
	for _, w := range r.Progress.Found {
		r.Progress.Points += w.Points
	}
	return r, nil
}

// PracticeWords returns a past day's board and the words a player found
// practising it, in the order found, without starting a practice (chat's
// guesses keep going where they went). The day must have ended (else a
// game.Invalid day.* error).
func (s *Service) PracticeWords(ctx context.Context, g game.Guild, playerID string, day game.Day) (Practice, error) {
	ps, err := s.practiceStore()
	if err != nil {
		return Practice{}, err
	}
	set, err := s.pastDay(ctx, g, day, "practise")
	if err != nil {
		return Practice{}, err
	}
	var pr Practice
	if pr.Daily, err = s.daily(set, day); err != nil {
		return pr, err
	}
	if pr.Found, err = ps.PracticeWords(ctx, g, day, playerID); err != nil {
		return pr, fmt.Errorf("practice words of %s on %s: %w", playerID, day, err)
	}
	for _, w := range pr.Found {
		pr.Points += w.Points
	}
	return pr, nil
}
