package present

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/bot"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"

	"golang.org/x/text/message"
)

// HintReply words (and draws) a clue, in the player's language: of the
// channel's round, or of the daily board.
func HintReply(ctx context.Context, images bot.Images, req bot.Request, c game.Clue, inRound bool) (bot.Reply, error) {
	pt := req.Printer()
	// The board, as the sentences below name it after "on".
	board := pt.Sprintf("the daily board")
	if inRound {
		board = pt.Sprintf("the round's board")
	}
	var s strings.Builder
	next := ""
	var img *bot.Image
	var err error
	switch c.Rung {
	case game.RungCounts:
		pt.Fprintf(&s, "**Hint %d: words left.** You have **%s** to find on %s, worth %s. By first letter and length:",
			c.Seq, pt.Sprintf("%d words", c.Left), board, pt.Sprintf("%d points", c.Grid.Points))
		s.WriteByte('\n')
		writeGrid(&s, c.Grid)
		next = pt.Sprintf("a heat map of where they start")
	case game.RungHeat:
		pt.Fprintf(&s, "**Hint %d: where your words left start.** The number on each tile counts the words you have left that can start there (a word that can start on two tiles counts on both).", c.Seq)
		s.WriteByte('\n')
		next = pt.Sprintf("the first two letters of one word")
		bot.Slow(ctx, true)
		img, err = images.Draw(ctx, "hint.png", heatAlt(pt, c), func(w io.Writer, rd bot.Renderer) error {
			return rd.Heat(w, pt, c.Board, c.Heat, pt.Sprintf("Hint %d · where your %d words left start", c.Seq, c.Left))
		})
	case game.RungStart:
		pt.Fprintf(&s, "**Hint %d: a %d-letter word starting with `%s`**, on %s. It now scores nothing for you, since a hint gave it away; every other word scores as usual.",
			c.Seq, c.Board.PathLength(c.Target.Path), c.Board.Upper(c.Prefix()), board)
		s.WriteByte('\n')
		next = pt.Sprintf("its path")
	default:
		w := c.Target
		pt.Fprintf(&s, "**Hint %d: the path of %s** (%d letters) on %s: %s. It scores nothing for you now; every other word scores as usual.",
			c.Seq, c.Board.Upper(w.Shown()), c.Board.PathLength(w.Path), board, c.Board.PathText(w.Path))
		s.WriteByte('\n')
		next = pt.Sprintf("the first two letters of another word")
		shown := solver.Word{Word: w.Word, Spelled: w.Spelled, Path: w.Path} // 0 points: a hinted word scores nothing
		bot.Slow(ctx, true)
		img, err = images.Draw(ctx, "hint.png", pt.Sprintf("The path of %q on board %s, by row and column from the top left: %s", w.Shown(), c.Board, c.Board.PathText(w.Path)),
			func(out io.Writer, rd bot.Renderer) error {
				return rd.Word(out, pt, c.Board, shown, pt.Sprintf("Hint %d · scores nothing for you", c.Seq))
			})
	}
	if err != nil {
		return bot.Reply{}, err
	}
	if inRound {
		pt.Fprintf(&s, "Hints in this round: %d (shown beside your score). Next `/hint`: %s.", c.Seq, next)
	} else {
		pt.Fprintf(&s, "Hints today: %d (shown beside your score). Next `/hint`: %s.", c.Seq, next)
	}
	return bot.Reply{Text: s.String(), Image: img, Ephemeral: true}, nil
}

// writeGrid writes a hint grid as a table in a code block: a row per first
// letter, a column per length, "-" for none, totals last.
func writeGrid(s *strings.Builder, g game.Grid) {
	heads := make([]string, len(g.Lengths))
	for i, l := range g.Lengths {
		heads[i] = strconv.Itoa(l)
		if g.Longer && i == len(g.Lengths)-1 {
			heads[i] += "+"
		}
	}
	w := 2
	for _, h := range heads {
		w = max(w, len(h))
	}
	for _, t := range g.Totals {
		w = max(w, len(strconv.Itoa(t)))
	}
	cell := func(n int) string {
		if n == 0 {
			return "-"
		}
		return strconv.Itoa(n)
	}
	row := func(label string, cells []string, total string) {
		// A Persian letter would turn the row right to left: marks keep
		// it, and its columns, left to right (solver.LTRFace).
		lead := label
		if solver.RightToLeft(label) {
			lead = solver.LRM + solver.LTRFace(label)
		}
		s.WriteString(lead + strings.Repeat(" ", max(0, 3-utf8.RuneCountInString(label))))
		for _, c := range cells {
			fmt.Fprintf(s, " %*s", w, c)
		}
		fmt.Fprintf(s, " %5s\n", total)
	}
	s.WriteString("```\n")
	row("", heads, "Σ") // a sum, in every language
	for _, r := range g.Rows {
		cells := make([]string, len(r.Counts))
		for i, n := range r.Counts {
			cells[i] = cell(n)
		}
		row(r.Letter, cells, strconv.Itoa(r.Total))
	}
	cells := make([]string, len(g.Totals))
	for i, n := range g.Totals {
		cells[i] = cell(n)
	}
	row("Σ", cells, strconv.Itoa(g.Total))
	s.WriteString("```\n")
}

// heatAlt is a heat map's alt text: the counts, tile by tile.
func heatAlt(pt *message.Printer, c game.Clue) string {
	n := c.Board.Size()
	var s strings.Builder
	for r := range n {
		if r > 0 {
			s.WriteString("; ")
		}
		for col := range n {
			if col > 0 {
				s.WriteString(", ")
			}
			t := c.Board.At(r, col)
			fmt.Fprintf(&s, "%s %d", t, c.Heat[r*n+col])
		}
	}
	return pt.Sprintf("Heat map of the board %[1]s: how many of your %[2]d words left start on each tile, row by row: %[3]s", c.Board, c.Left, s.String())
}
