package web

import (
	"errors"
	"fmt"

	"github.com/bogglebot/bogglebot/game"
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
		h.Prefix, h.Length = c.Board.Upper(c.Prefix()), c.Board.PathLength(c.Target.Path)
		if c.Rung == game.RungPath {
			n := c.Board.Size()
			for _, p := range c.Target.Path {
				h.Path = append(h.Path, p.Row*n+p.Col)
			}
		}
	}
	return h
}

// done says whether err is the ladder's end for a player who found every
// word: the page shows it as done, not as a refusal.
func done(err error) bool {
	return errors.Is(err, game.ErrNoWordsLeft) && !errors.Is(err, game.ErrNoWordsOnBoard)
}
