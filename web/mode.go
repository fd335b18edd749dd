package web

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/game"
)

// A Mode is one kind of board a session plays (the daily, a past day
// practised, a live round): what its page reads, what a guess and a hint
// do on it, and what an Activity opens. The Server holds a table of
// them, built by New (modes); the endpoints ask the table which mode
// plays a session and name none, so a new game mode is one file here.
type Mode interface {
	// Plays reports whether the mode plays the board of session c;
	// practice is the past day the page practises, or 0.
	Plays(c Claims, practice game.Day) bool
	// State is the page's state of the board, as /api/state answers it.
	State(ctx context.Context, c Claims, practice game.Day) (State, error)
	// Guess plays e's words on the board: the verdicts and the state
	// after them.
	Guess(ctx context.Context, c Claims, practice game.Day, e Entry) (GuessJSON, error)
	// Hint gives the player the board's next hint.
	Hint(ctx context.Context, c Claims) (HintJSON, error)
	// Open fills the claims of an Activity's session (c holds the
	// player and the guild) where it runs (channel, or "" when Discord
	// did not say), when the mode has a board there.
	Open(ctx context.Context, c Claims, channel string) (Claims, bool, error)
}

// An Entry is the words a page sent, as the player.
type Entry struct {
	Player game.Player
	Words  string
	Lang   string // the page's language: the verdicts' reasons are in it
	// Entered is when the page says the words were entered (the server's
	// clock as the page reads it), else when they arrived: a mode with a
	// buzzer judges by it, within a bounded grace.
	Entered time.Time
}

// modes is the table of the board's modes, in the order they are asked
// (the first that plays a session takes it; an Activity opens the first
// that has a board where it runs).
func (s *Server) modes() []Mode {
	return []Mode{roundMode{s}, practiceMode{s}, dailyMode{s}}
}

// modeOf is the mode that plays session c (practising practice, or 0).
func (s *Server) modeOf(c Claims, practice game.Day) (Mode, error) {
	for _, m := range s.table {
		if m.Plays(c, practice) {
			return m, nil
		}
	}
	return nil, game.E(game.Invalid, game.CodeSessionInvalid)
}

func (s *Server) state(ctx context.Context, c Claims, r *http.Request) (any, error) {
	if err := s.read(c); err != nil {
		return nil, err
	}
	day, _, err := practiceDay(c, r.URL.Query().Get("practice"))
	if err != nil {
		return nil, err
	}
	m, err := s.modeOf(c, day)
	if err != nil {
		return nil, err
	}
	return m.State(ctx, c, day)
}

func (s *Server) guess(ctx context.Context, c Claims, r *http.Request) (any, error) {
	if err := s.notErased(ctx, c); err != nil {
		return nil, err
	}
	var b guessBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		if tooLarge := (*http.MaxBytesError)(nil); errors.As(err, &tooLarge) {
			return nil, game.E(game.Invalid, game.CodeTooLarge, game.Facts{"bytes": int(tooLarge.Limit), "max": game.MaxGuessWords})
		}
		return nil, game.E(game.Invalid, game.CodeBadBody)
	}
	if strings.TrimSpace(b.Words) == "" {
		return nil, game.E(game.Invalid, game.CodeNoWord)
	}
	if err := s.spendWords(ctx, c, clientOf(s.cfg.Proxies.Client(r)), len(game.SplitGuess(b.Words))); err != nil {
		return nil, err
	}
	release, err := s.turn(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	var day game.Day
	if b.Practice != 0 {
		d, _, err := practiceDay(c, strconv.Itoa(int(b.Practice)))
		if err != nil {
			return nil, err
		}
		day = d
	}
	m, err := s.modeOf(c, day)
	if err != nil {
		return nil, err
	}
	e := Entry{Player: playerOf(c), Words: b.Words, Lang: s.langOf(r, c), Entered: s.now()}
	if b.Entered > 0 {
		e.Entered = time.UnixMilli(b.Entered) // bounded by the mode (round.Service.GuessRoundAt, challenge.Service.GuessAt: the grace)
	}
	return m.Guess(ctx, c, day, e)
}

// hint gives the player the next rung, under the chat's rate limit.
func (s *Server) hint(ctx context.Context, c Claims, _ *http.Request) (any, error) {
	if err := s.notErased(ctx, c); err != nil {
		return nil, err
	}
	if err := s.allow(ctx, c); err != nil {
		return nil, err
	}
	m, err := s.modeOf(c, 0) // a practised day has no hints: the day's board's
	if err != nil {
		return nil, err
	}
	return m.Hint(ctx, c)
}

// allow takes one of the player's budget (cfg.Allow, the chat's rate
// limit), which hints, reminders and the role share: each may cost a
// store write or a platform call.
func (s *Server) allow(ctx context.Context, c Claims) error {
	if s.cfg.Allow != nil {
		if ok, wait := s.cfg.Allow(ctx, c.Platform+":"+c.User); !ok {
			return game.E(game.Limit, game.CodeRateHints, game.Facts{"wait": wait})
		}
	}
	return nil
}

// lastClue puts the hint the player paid for on the page (st.Hint), so
// it stays across reloads.
func (s *Server) lastClue(c Claims, st *State, clue game.Clue, ok bool, err error) {
	if err != nil {
		s.log.Warn("web board: the latest hint", "user", c.User, "err", err)
	} else if ok {
		h := hintJSON(clue)
		st.Hint = &h
	}
}
