package web

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
)

// HintJSON is one rung of the hint ladder as the page shows it (the same
// ladder and storage as /hint: challenge.Service.Hint, round.Service.Hint).
type HintJSON struct {
	Seq  int    `json:"seq"`  // the player's hints so far, this one included
	Rung int    `json:"rung"` // 1 counts, 2 heat map, 3 first letters, 4 path
	Name string `json:"name"`
	Left int    `json:"left"` // words not entered yet
	// Rung 1: words left by first letter (rows) and length (columns).
	Lengths []string  `json:"lengths,omitempty"`
	Rows    []GridRow `json:"rows,omitempty"`
	// Rung 2: per tile, the words left that can start there.
	Heat []int `json:"heat,omitempty"`
	// Rung 3: the first letters and length of a word; rung 4 its path
	// (tile indexes) too.
	Prefix string `json:"prefix,omitempty"`
	Length int    `json:"length,omitempty"`
	Path   []int  `json:"path,omitempty"`
	Done   bool   `json:"done,omitempty"` // every word is found: no hint, none counted
}

// GridRow is a letter's counts by length.
type GridRow struct {
	Letter string `json:"l"`
	Counts []int  `json:"c"`
}

func hintJSON(c game.Clue) HintJSON {
	h := HintJSON{Seq: c.Seq, Rung: int(c.Rung), Name: c.Rung.String(), Left: c.Left}
	switch c.Rung {
	case game.RungCounts:
		for i, n := range c.Grid.Lengths {
			l := fmt.Sprint(n)
			if c.Grid.Longer && i == len(c.Grid.Lengths)-1 {
				l += "+"
			}
			h.Lengths = append(h.Lengths, l)
		}
		for _, r := range c.Grid.Rows {
			h.Rows = append(h.Rows, GridRow{r.Letter, r.Counts})
		}
	case game.RungHeat:
		h.Heat = c.Heat
	case game.RungStart, game.RungPath:
		h.Prefix, h.Length = strings.ToUpper(c.Prefix()), len(c.Target.Word)
		if c.Rung == game.RungPath {
			n := c.Board.Size()
			for _, p := range c.Target.Path {
				h.Path = append(h.Path, p.Row*n+p.Col)
			}
		}
	}
	return h
}

// hint gives the player the next rung, under the chat's rate limit.
func (s *Server) hint(ctx context.Context, c Claims, _ *http.Request) (any, error) {
	if s.cfg.Allow != nil {
		if ok, wait := s.cfg.Allow(ctx, c.Platform+":"+c.User); !ok {
			return nil, &apiError{http.StatusTooManyRequests, fmt.Sprintf("You're asking a bit fast. Try again in %.0fs.", max(wait.Seconds(), 1)), wait}
		}
	}
	p := playerOf(c)
	if c.Round != "" {
		if s.cfg.Rounds == nil {
			return nil, errNoRounds
		}
		h, err := s.cfg.Rounds.Hint(ctx, c.Round, p)
		var no *round.NoHintsError
		var over *round.OverError
		switch {
		case errors.As(err, &no):
			return nil, &apiError{http.StatusConflict, "This round was started without hints.", 0}
		case errors.As(err, &over):
			return nil, &apiError{http.StatusConflict, "The round has ended: no more hints.", 0}
		case isNoHint(err):
			return nil, noHint(err)
		case errors.Is(err, game.ErrNoWordsLeft):
			return HintJSON{Done: true}, nil
		case errors.Is(err, round.ErrNotFound):
			return nil, &apiError{http.StatusNotFound, "That round is gone.", 0}
		case err != nil:
			return nil, err
		}
		return hintJSON(h.Clue), nil
	}
	if err := s.sameDay(ctx, c); err != nil {
		return nil, err
	}
	h, err := s.cfg.Daily.Hint(ctx, guildOf(c), p)
	if isNoHint(err) {
		return nil, noHint(err)
	} else if errors.Is(err, game.ErrNoWordsLeft) {
		return HintJSON{Done: true}, nil
	} else if err != nil {
		return nil, err
	}
	return hintJSON(h.Clue), nil
}

// isNoHint says whether err is a ladder's end other than every word found:
// hints have shown every word left (game.AllRevealedError), or the
// board has no word (game.ErrNoWordsOnBoard).
func isNoHint(err error) bool {
	return errors.As(err, new(*game.AllRevealedError)) || errors.Is(err, game.ErrNoWordsOnBoard)
}

// shownWords is how many of the words left noHint names.
const shownWords = 10

// noHint words isNoHint's errors for the page, as /hint words them.
func noHint(err error) error {
	var all *game.AllRevealedError
	if !errors.As(err, &all) {
		return &apiError{http.StatusConflict, "This board has no word in its dictionary: there is nothing to hint.", 0}
	}
	words := make([]string, 0, shownWords)
	for _, w := range all.Left[:min(len(all.Left), shownWords)] {
		words = append(words, strings.ToUpper(w))
	}
	list := strings.Join(words, ", ")
	if n := len(all.Left) - len(words); n > 0 {
		list += fmt.Sprintf(" and %d more", n)
	}
	return &apiError{http.StatusConflict, fmt.Sprintf("Hints have already shown you every word you have left, so there is no new hint (and none is counted): %s. Enter them: they count as found, for no points.", list), 0}
}
