package web

import (
	"context"
	"fmt"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
)

// dailyMode is the guild's daily board of the session's day
// (challenge.Service): the player's words, rank and ladder, and once the
// day has ended, its end screen.
type dailyMode struct{ s *Server }

func (m dailyMode) Plays(c Claims, practice game.Day) bool { return c.Round == "" && practice == 0 }

func (m dailyMode) State(ctx context.Context, c Claims, _ game.Day) (State, error) {
	s := m.s
	st, err := s.dailyState(ctx, c)
	if err != nil {
		return st, err
	}
	s.dayExtras(ctx, c, &st)
	if st.Hints == 0 || st.Over {
		return st, nil
	}
	clue, ok, err := s.cfg.Daily.LastClue(ctx, guildOf(c), c.User)
	s.lastClue(c, &st, clue, ok, err)
	return st, nil
}

func (m dailyMode) Guess(ctx context.Context, c Claims, _ game.Day, e Entry) (GuessJSON, error) {
	s := m.s
	var out GuessJSON
	if s.cfg.Daily == nil {
		return out, errNoDaily
	}
	// On the session's day, judged by when the words were entered: a
	// word entered before midnight and delayed counts on its day, within
	// the daily's grace (challenge.Service.GuessAt); later, day.ended.
	g, err := s.cfg.Daily.GuessAt(ctx, guildOf(c), e.Player, e.Words, game.Day(c.Day), e.Entered)
	if err != nil {
		return out, err
	}
	out.Judgements, out.Gained = judgements(e.Lang, g.Judgements, g.Daily.MinLen, g.Daily.Settings.Tier), g.Gained
	out.State, err = s.dailyState(ctx, c)
	spellAsTyped(out.State.Found, g.Judgements)
	if err == nil && g.Added > 0 {
		s.dayExtras(ctx, c, &out.State) // the share text follows the words
		if out.State.Hints > 0 && !out.State.Over {
			// The hint shown counts what is left to find: it follows too.
			clue, ok, cerr := s.cfg.Daily.LastClue(ctx, guildOf(c), c.User)
			s.lastClue(c, &out.State, clue, ok, cerr)
		}
	}
	return out, err
}

func (m dailyMode) Hint(ctx context.Context, c Claims) (HintJSON, error) {
	s := m.s
	if err := s.sameDay(ctx, c); err != nil {
		return HintJSON{}, err
	}
	h, err := s.cfg.Daily.Hint(ctx, guildOf(c), playerOf(c))
	if done(err) {
		return HintJSON{Done: true}, nil
	} else if err != nil {
		return HintJSON{}, game.E(game.Facts{"board": h.Clue.Board.String()}, err)
	}
	return hintJSON(h.Clue), nil
}

// Open opens the guild's daily (a direct message's: the player's own).
func (m dailyMode) Open(ctx context.Context, c Claims, _ string) (Claims, bool, error) {
	s := m.s
	if s.cfg.Daily == nil {
		return c, false, nil
	}
	g := game.Guild{Platform: c.Platform, ID: c.Guild}
	if c.Guild == "" {
		g.ID = "dm:" + c.User
	}
	c.Guild = g.ID
	d, _, err := s.cfg.Daily.Today(ctx, g, c.User)
	if err != nil {
		return c, false, fmt.Errorf("activity: today's board: %w", err) // logged by fail, answered with the apology
	}
	c.Day = int32(d.Day)
	return c, true, nil
}

var errNoDaily = game.E(game.Unavailable, game.CodeDailyOff)

// errDayEnded refuses play on a page whose session's day is over; its
// words are what the page shows then.
var errDayEnded = game.E(game.Over, game.CodeDayEnded)

// sameDay refuses to play a daily session whose day has ended (a page left
// open past midnight), so that nothing lands on the next day's board.
func (s *Server) sameDay(ctx context.Context, c Claims) error {
	if s.cfg.Daily == nil {
		return errNoDaily
	}
	d, _, err := s.cfg.Daily.Today(ctx, guildOf(c), c.User)
	if err != nil {
		return err
	}
	if d.Day != game.Day(c.Day) {
		return errDayEnded
	}
	return nil
}

func (s *Server) dailyState(ctx context.Context, c Claims) (State, error) {
	if s.cfg.Daily == nil {
		return State{}, errNoDaily
	}
	d, p, err := s.cfg.Daily.Today(ctx, guildOf(c), c.User)
	if err != nil {
		return State{}, err
	}
	st := State{Kind: "daily", Day: c.Day, Player: c.Name, PlayerID: c.User, Now: s.now().UnixMilli(), Next: d.Ends.UnixMilli(), Link: s.boardURL()}
	if d.Day != game.Day(c.Day) {
		// The day of the link has ended: its board and what the player
		// kept of it (words, points, rank), not today's.
		if d, p, err = s.cfg.Daily.DayProgress(ctx, guildOf(c), c.User, game.Day(c.Day)); err != nil {
			return st, err
		}
		st.Over, st.Ended = true, i18n.Error(c.Locale, errDayEnded)
	}
	pr := i18n.Printer(c.Locale)
	st.Title = pr.Sprintf("Daily board · %s", i18n.DayName(pr, game.Day(c.Day)))
	st.Size, st.Tiles, st.Faces, st.Lang, st.Dir, st.MinLen, st.Possible, st.Ends = d.Board.Size(), tiles(d.Board), faces(d.Board), d.Board.CaseLang(), dir(d.Board), d.MinLen, d.Possible, d.Ends.UnixMilli()
	st.Fold, st.Commands = foldOf(d.Settings.Tier), commands(c)
	st.Rank, st.Players, st.Points, st.Hints, st.CanHint = p.Rank, p.Players, p.Points, p.Hints, !st.Over
	st.Level = levelJSON(pr, p.Points, d.MaxScore)
	for _, w := range p.Found {
		st.Found = append(st.Found, foundJSON(d.Settings.Tier, w.Word, w.Points))
	}
	return st, nil
}
