package web

import (
	"context"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
)

// practiceMode is a past day of the session's guild played again
// (challenge.Service's practice): its board and the words found
// practising it, which never count; no clock, rank or hints.
type practiceMode struct{ s *Server }

func (m practiceMode) Plays(c Claims, practice game.Day) bool { return c.Round == "" && practice != 0 }

func (m practiceMode) State(ctx context.Context, c Claims, day game.Day) (State, error) {
	return m.s.practiceState(ctx, c, day)
}

func (m practiceMode) Guess(ctx context.Context, c Claims, day game.Day, e Entry) (GuessJSON, error) {
	s := m.s
	var out GuessJSON
	if s.cfg.Daily == nil {
		return out, errNoDaily
	}
	g, err := s.cfg.Daily.PracticeGuess(ctx, guildOf(c), e.Player, day, e.Words)
	if err != nil {
		return out, err
	}
	out.Judgements, out.Gained = judgements(e.Lang, g.Judgements, g.Daily.MinLen, g.Daily.Settings.Tier), g.Gained
	out.State, err = s.practiceState(ctx, c, day)
	spellAsTyped(out.State.Found, g.Judgements)
	return out, err
}

// Hint: a practised day has none (the page asks the day's board).
func (m practiceMode) Hint(context.Context, Claims) (HintJSON, error) {
	return HintJSON{}, errNoDaily
}

// Open: an Activity opens no practice.
func (m practiceMode) Open(_ context.Context, c Claims, _ string) (Claims, bool, error) {
	return c, false, nil
}

// practiceState is the page of a past day practised: its board and the
// words found practising it; no clock, rank or hints.
func (s *Server) practiceState(ctx context.Context, c Claims, day game.Day) (State, error) {
	if s.cfg.Daily == nil {
		return State{}, errNoDaily
	}
	pr, err := s.cfg.Daily.PracticeWords(ctx, guildOf(c), c.User, day)
	if err != nil {
		return State{}, err
	}
	d := pr.Daily
	st := State{Kind: "practice", Day: int32(day), Title: i18n.Printer(c.Locale).Sprintf("Practice · %s", i18n.DayName(i18n.Printer(c.Locale), day)), Player: c.Name, PlayerID: c.User,
		Size: d.Board.Size(), Tiles: tiles(d.Board), Faces: faces(d.Board), Lang: d.Board.CaseLang(), Dir: dir(d.Board), MinLen: d.MinLen, Possible: d.Possible, Points: pr.Points, Now: s.now().UnixMilli(),
		Fold: foldOf(d.Settings.Tier), Commands: commands(c)}
	for _, w := range pr.Found {
		st.Found = append(st.Found, foundJSON(d.Settings.Tier, w.Word, w.Points))
	}
	st.Level = levelJSON(i18n.Printer(c.Locale), pr.Points, d.MaxScore)
	return st, nil
}
