package web

import (
	"context"
	"errors"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// roundMode is a live round (round.Service): the player's words, the
// round's progress and, once it is finished, its results.
type roundMode struct{ s *Server }

func (m roundMode) Plays(c Claims, _ game.Day) bool { return c.Round != "" }

func (m roundMode) State(ctx context.Context, c Claims, _ game.Day) (State, error) {
	s := m.s
	st, err := s.roundState(ctx, c)
	if err != nil || st.Hints == 0 || st.Over {
		return st, err
	}
	clue, ok, err := s.cfg.Rounds.LastClue(ctx, c.Round, c.User)
	s.lastClue(c, &st, clue, ok, err)
	return st, nil
}

func (m roundMode) Guess(ctx context.Context, c Claims, _ game.Day, e Entry) (GuessJSON, error) {
	s := m.s
	var out GuessJSON
	if s.cfg.Rounds == nil {
		return out, errNoRounds
	}
	g, err := s.cfg.Rounds.GuessRoundAt(ctx, c.Round, e.Player, e.Words, e.Entered)
	if err != nil {
		return out, roundGone(err)
	}
	if g.Added > 0 && s.cfg.RoundGuessed != nil {
		s.cfg.RoundGuessed(g.Round)
	}
	if g.Added > 0 {
		s.hub.poke(c.Round)
	}
	out.Judgements, out.Gained = judgements(e.Lang, g.Judgements, solver.Rules{}.MinLenFor(g.Round.Board.Size()), g.Round.Rules.Tier), g.Gained
	out.State, err = s.roundState(ctx, c)
	spellAsTyped(out.State.Found, g.Judgements)
	return out, err
}

func (m roundMode) Hint(ctx context.Context, c Claims) (HintJSON, error) {
	s := m.s
	if s.cfg.Rounds == nil {
		return HintJSON{}, errNoRounds
	}
	h, err := s.cfg.Rounds.Hint(ctx, c.Round, playerOf(c))
	if done(err) {
		return HintJSON{Done: true}, nil
	} else if err != nil {
		return HintJSON{}, game.E(game.Facts{"board": h.Round.Board.String()}, roundGone(err))
	}
	return hintJSON(h.Clue), nil
}

// Open opens the channel's running round, if there is one.
func (m roundMode) Open(ctx context.Context, c Claims, channel string) (Claims, bool, error) {
	s := m.s
	if s.cfg.Rounds == nil || channel == "" {
		return c, false, nil
	}
	rd, err := s.cfg.Rounds.Running(ctx, round.Key{Platform: c.Platform, Guild: c.Guild, Channel: channel})
	if err != nil {
		return c, false, nil
	}
	c.Round = rd.ID
	return c, true, nil
}

var errNoRounds = game.E(game.Unavailable, game.CodeRoundsOff)

// roundGone words round.ErrNotFound for a page: its round is no longer
// kept (the chat's "no round running here" is about a channel).
func roundGone(err error) error {
	if errors.Is(err, round.ErrNotFound) {
		return game.E(game.NotFound, game.CodeRoundGone, err)
	}
	return err
}

func (s *Server) roundState(ctx context.Context, c Claims) (State, error) {
	rs := s.cfg.Rounds
	if rs == nil {
		return State{}, errNoRounds
	}
	r, err := rs.Round(ctx, c.Round)
	if err != nil {
		return State{}, roundGone(err)
	}
	now := s.now()
	p := i18n.Printer(c.Locale)
	title := p.Sprintf("Live round · %dx%d · %s · %s", r.Board.Size(), r.Board.Size(), i18n.Lasts(p, r.Rules.Duration), s.modeName(c, r.Rules.Mode))
	st := State{Kind: "round", Title: title, Link: s.boardURL(), Player: c.Name, PlayerID: c.User, Size: r.Board.Size(), Tiles: tiles(r.Board), Faces: faces(r.Board), Lang: r.Board.CaseLang(), Dir: dir(r.Board),
		Fold: foldOf(r.Rules.Tier), Commands: commands(c),
		MinLen: solver.Rules{}.MinLenFor(r.Board.Size()), Mode: string(r.Rules.Mode), Ends: r.End.UnixMilli(), Now: now.UnixMilli(), Over: r.Over(now)}
	entries, err := rs.Store().PlayerEntries(ctx, r.ID, c.User)
	if err != nil {
		return st, err
	}
	for _, e := range entries {
		st.Found = append(st.Found, foundJSON(r.Rules.Tier, e.Word, e.Points))
		st.Points += e.Points
	}
	st.CanHint = r.Rules.Hints && !st.Over
	if st.CanHint {
		hints, err := rs.Store().RoundHints(ctx, r.ID, c.User)
		if err != nil {
			return st, err
		}
		st.Hints = len(hints)
	}
	if st.Players, st.Words, err = rs.Progress(ctx, r.ID); err != nil {
		return st, err
	}
	if !r.Finished.IsZero() {
		res, err := s.hub.results(ctx, r.ID)
		if err != nil {
			return st, err
		}
		st.Results = res
	}
	return st, nil
}
