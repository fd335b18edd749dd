package web

import (
	"context"
	"net/http"
	"strings"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/solver"
)

// LevelJSON is the player's place on the daily's score ladder
// (challenge.LevelAt), and the ladder itself, for the page's bar.
type LevelJSON struct {
	Name   string     `json:"name"`
	Next   string     `json:"next,omitempty"`
	NextAt int        `json:"nextAt,omitempty"` // points Next needs
	Max    int        `json:"max"`              // the board's total points
	Ladder []RungJSON `json:"ladder"`
}

// RungJSON is a level of the ladder and the points it needs.
type RungJSON struct {
	Name string `json:"name"`
	At   int    `json:"at"`
}

// The level's names are in the reader's language (p), as chat says them.
func levelJSON(p *message.Printer, points, maxScore int) *LevelJSON {
	st := challenge.LevelAt(points, maxScore)
	name := func(n string) string {
		if n == "" {
			return ""
		}
		return p.Sprintf(n)
	}
	l := &LevelJSON{Name: name(st.Level.Name), Next: name(st.Next.Name), NextAt: st.NextAt, Max: maxScore}
	for i, lv := range challenge.Ladder {
		l.Ladder = append(l.Ladder, RungJSON{name(lv.Name), st.Threshold[i]})
	}
	return l
}

// ReviewJSON is a look back at a day that has ended: the player's words
// against the best they missed.
type ReviewJSON struct {
	Day      int32      `json:"day"` // game.Day, to practise it
	Title    string     `json:"title"`
	Found    []WordJSON `json:"found"`
	Points   int        `json:"points"`
	Missed   []WordJSON `json:"missed"` // the best 12
	Possible int        `json:"possible"`
	Level    *LevelJSON `json:"level"`
	// The day's board, where its words' paths are traced (a past day's
	// review shows it beside them): its size, tiles and faces as State's.
	Size  int      `json:"size"`
	Tiles []string `json:"tiles"`
	Faces []string `json:"faces,omitempty"`
}

// wordsJSON is the first n of ws, with their paths on a board of size.
func wordsJSON(ws []solver.Word, n, size int) []WordJSON {
	out := []WordJSON{}
	for _, w := range ws[:min(n, len(ws))] {
		j := WordJSON{Word: w.Shown(), Points: w.Points}
		for _, p := range w.Path {
			j.Path = append(j.Path, p.Row*size+p.Col)
		}
		out = append(out, j)
	}
	return out
}

func reviewJSON(p *message.Printer, rv challenge.Review) *ReviewJSON {
	b := rv.Daily.Board
	n := b.Size()
	return &ReviewJSON{Day: int32(rv.Daily.Day), Title: i18n.DayName(p, rv.Daily.Day), Found: wordsJSON(rv.Found, len(rv.Found), n), Points: rv.Points,
		Missed: wordsJSON(rv.Missed, 12, n), Possible: rv.Daily.Possible, Level: levelJSON(p, rv.Points, rv.Daily.MaxScore),
		Size: n, Tiles: tiles(b), Faces: faces(b)}
}

// review is /api/review: the day before the session's, looked back at
// (challenge.Service.Review: the player's own words and the best they
// missed; a day that was never played is an error the page shows).
func (s *Server) review(ctx context.Context, c Claims, _ *http.Request) (any, error) {
	if err := s.read(c); err != nil {
		return nil, err
	}
	if s.cfg.Daily == nil || c.Round != "" {
		return nil, errNoDaily
	}
	rv, err := s.cfg.Daily.Review(ctx, guildOf(c), c.User, game.Day(c.Day)-1)
	if err != nil {
		return nil, err
	}
	return reviewJSON(i18n.Printer(c.Locale), rv), nil
}

// dayExtras adds what the daily's page shows beside the board: the share
// text once the player has a word (the day's, after it has ended too),
// and, for a day that has ended, its review.
func (s *Server) dayExtras(ctx context.Context, c Claims, st *State) {
	if st.Kind != "daily" || s.cfg.Daily == nil {
		return
	}
	if st.Over {
		rv, err := s.cfg.Daily.Review(ctx, guildOf(c), c.User, game.Day(c.Day))
		if err != nil {
			s.log.Warn("web board: review an ended day", "user", c.User, "err", err)
		} else {
			st.Review = reviewJSON(i18n.Printer(c.Locale), rv)
		}
	}
	st.Standing = s.standing(ctx, c)
	s.playerExtras(ctx, c, st)
	if len(st.Found) > 0 {
		sh, err := s.cfg.Daily.ShareOf(ctx, guildOf(c), c.User, game.Day(c.Day))
		if err != nil {
			s.log.Warn("web board: the share text", "user", c.User, "err", err)
			return
		}
		st.Share = s.withLink(sh.Print(i18n.Printer(c.Locale))) // as /daily share says it to this player
	}
}

// withLink ends a share text with the board's public address, the way
// back to the game for whoever reads it.
func (s *Server) withLink(text string) string {
	if s.boardURL() == "" {
		return text
	}
	return text + "\n" + s.boardURL()
}

// boardURL is the board's public address (the page says there how to
// open a board from chat), or "" when the server has no public URL.
func (s *Server) boardURL() string {
	if s.cfg.PublicURL == "" {
		return ""
	}
	return s.cfg.PublicURL + "/board"
}

// standing words the player's streak, their streak freezes (where the
// server gives them) and their place in the season's race, as /stats and
// /leaderboard do: "🔥 Streak: 5 days · ❄️ Streak freezes: 1 of 2 · 🏆
// Season of November 2026: #3 of 12". A part that cannot be read is left
// out (and logged).
func (s *Server) standing(ctx context.Context, c Claims) string {
	p := i18n.Printer(c.Locale)
	g := guildOf(c)
	var parts []string
	if st, err := s.cfg.Daily.Stats(ctx, g, c.User); err != nil {
		s.log.Warn("web board: the player's stats", "user", c.User, "err", err)
	} else {
		parts = append(parts, p.Sprintf("🔥 Streak: %s", p.Sprintf("%d days", st.CurrentStreak)))
		if st.FreezesMax > 0 {
			parts = append(parts, p.Sprintf("❄️ Streak freezes: %d of %d", st.Freezes, st.FreezesMax))
		}
	}
	season, err := s.cfg.Daily.CurrentSeason(ctx, g)
	if err == nil {
		var sb challenge.SeasonBoard
		if sb, err = s.cfg.Daily.Season(ctx, g, season); err == nil {
			name := i18n.SeasonName(p, season.Year, season.Month)
			rank := 0
			for _, e := range sb.Entries {
				if e.Player.ID == c.User {
					rank = e.Rank
				}
			}
			if rank > 0 {
				parts = append(parts, p.Sprintf("🏆 Season of %s: #%d of %d", name, rank, len(sb.Entries)))
			} else {
				parts = append(parts, p.Sprintf("🏆 Season of %s: not on the board yet", name))
			}
		}
	}
	if err != nil {
		s.log.Warn("web board: the season's race", "user", c.User, "err", err)
	}
	return strings.Join(parts, " · ")
}
