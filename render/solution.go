package render

import (
	"fmt"
	"math"
	"strings"

	"github.com/bogglebot/bogglebot/solver"
)

// Legend geometry, in pixels.
const (
	legendRow = 48.0
	legendPx  = 28.0
	legendPts = 23.0
	swatchW   = 58.0
	colGap    = 28.0
)

// A solution is a Solution image laid out and ready to draw.
type solution struct {
	res    solver.Result
	words  []solver.Word
	title  string
	missed map[string]bool
	totals string
	twoRow bool // title and totals on lines of their own
	l      layout
	c      *canvas
	lineW  float64
	routes []route
	cols   int
}

func newSolution(res solver.Result, opt Options) (*solution, error) {
	if err := checkBoard(res.Board); err != nil {
		return nil, err
	}
	s := &solution{res: res, title: opt.Title, missed: opt.Missed}
	s.words = pickWords(res.Words, opt.top(len(res.Words)))
	for _, w := range s.words {
		if err := checkPath(res.Board, w); err != nil {
			return nil, err
		}
	}
	f, err := newFaces()
	if err != nil {
		return nil, err
	}
	s.totals = fmt.Sprintf("%s · %s", plural(res.Count, "word"), pointsText(res.Score))
	headerH := titleBox
	if s.title != "" && textWidth(f.get(bold, titlePx), s.title)+24+textWidth(f.get(regular, subPx), s.totals) > textWidthLimit {
		s.twoRow = true
		headerH += subBox
	}
	k := len(s.words)
	s.cols = 2
	if k <= 3 {
		s.cols = 1
	}
	rows := max(1, (k+s.cols-1)/s.cols)
	s.l = newLayout(res.Board.Size(), headerH, float64(rows)*legendRow)
	s.c = newCanvas(s.l, f)
	var lane float64
	s.lineW, lane = pens(s.l.tile, k)
	s.routes = routes(&s.l, s.words, s.lineW, lane)
	return s, nil
}

func (s *solution) draw() {
	c, f := s.c, s.c.f
	// Header.
	y := s.l.headerTop
	switch {
	case s.title == "":
		c.headerLine(y, titleBox, s.totals, f.get(bold, titlePx), ink, "", nil)
	case s.twoRow:
		c.headerLine(y, titleBox, s.title, f.get(bold, titlePx), ink, "", nil)
		c.headerLine(y+titleBox, subBox, s.totals, f.get(regular, subPx), muted, "", nil)
	default:
		c.headerLine(y, titleBox, s.title, f.get(bold, titlePx), ink, s.totals, f.get(regular, subPx))
	}

	c.board(s.res.Board, nil, faceColour)
	yield()
	// The best word last, on top.
	for i := len(s.routes) - 1; i >= 0; i-- {
		c.route(s.routes[i], palette[i], s.lineW)
		yield()
	}
	c.ghostLetters(s.res.Board, nil)
	for i := len(s.routes) - 1; i >= 0; i-- {
		c.startMark(s.routes[i], palette[i], s.lineW)
	}
	n := s.res.Board.Size()
	words := make([]int, n*n)
	for _, w := range s.words {
		for _, p := range w.Path {
			words[p.Row*n+p.Col]++
		}
	}
	c.chips(s.res.Board, words)
	s.legend()
}

// legend lists the drawn words, column by column, each with a sample of its
// arrow and its points.
func (s *solution) legend() {
	c, f := s.c, s.c.f
	top := s.l.legendTop
	if len(s.words) == 0 {
		face := f.get(regular, legendPx)
		c.text(face, "No words on this board.", imageWidth/2, math.Round(top+(legendRow+capHeight(face))/2), 0.5, muted)
		return
	}
	rows := (len(s.words) + s.cols - 1) / s.cols
	// A column is half the width even when there is one, keeping the points
	// near their words.
	colW := (textWidthLimit - colGap) / 2
	ptsFace := f.get(regular, legendPts)
	lineW := min(s.lineW, 7)
	for i, w := range s.words {
		col, row := i/rows, i%rows
		x := margin + float64(col)*(colW+colGap)
		mid := top + float64(row)*legendRow + legendRow/2
		// The swatch: a dot, a line and an arrowhead, as on the board.
		a, b := pt{x + 8, mid}, pt{x + swatchW - 6, mid}
		sample := route{pts: []pt{a, b}, start: a, heads: []head{{at: lerp(a, b, 0.62), dir: pt{1, 0}}}, swatch: true}
		c.route(sample, palette[i], lineW)
		c.startMark(sample, palette[i], lineW)
		pts, textCol := pointsShort(w.Points), ink
		if s.missed[w.Word] {
			pts, textCol = "missed", muted
		}
		text := strings.ToUpper(w.Word)
		limit := colW - swatchW - 14 - textWidth(ptsFace, pts) - 14
		face := f.fitFace(bold, legendPx, 14, text, limit)
		text = fitText(face, text, limit)
		base := math.Round(mid + capHeight(f.get(bold, legendPx))/2)
		c.text(face, text, x+swatchW+14, base, 0, textCol)
		c.text(ptsFace, pts, x+colW, base, 1, muted)
	}
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func pointsShort(n int) string {
	if n == 1 {
		return "1 pt"
	}
	return fmt.Sprintf("%d pts", n)
}

// pickWords chooses the n words to draw from words (best first). A word
// that mostly runs along paths already chosen (ARGENTITE inside ARGENTITES,
// IMPERATIVES beside IMPERATIVAL) would only crowd under them, so it gives
// way to the next distinct word; such words fill the picture only when there
// are not enough others. The chosen words keep their order for the legend.
func pickWords(words []solver.Word, n int) []solver.Word {
	type step struct{ a, b solver.Pos }
	drawn := map[step]bool{} // steps of the chosen paths, both directions
	picked := make([]solver.Word, 0, n)
	var crowded []int // indexes of words that gave way
	for i, w := range words {
		if len(picked) == n {
			break
		}
		shared := 0
		for k := 1; k < len(w.Path); k++ {
			if drawn[step{w.Path[k-1], w.Path[k]}] {
				shared++
			}
		}
		if steps := len(w.Path) - 1; steps > 0 && 2*shared > steps {
			if len(crowded) < n {
				crowded = append(crowded, i)
			}
			continue
		}
		picked = append(picked, w)
		for k := 1; k < len(w.Path); k++ {
			drawn[step{w.Path[k-1], w.Path[k]}] = true
			drawn[step{w.Path[k], w.Path[k-1]}] = true
		}
	}
	if len(picked) == n || len(crowded) == 0 {
		return picked
	}
	// Not enough distinct words: add back the crowded ones, best first, and
	// restore the list's order.
	take := map[int]bool{}
	for _, i := range crowded[:min(len(crowded), n-len(picked))] {
		take[i] = true
	}
	out := make([]solver.Word, 0, n)
	j := 0
	for i, w := range words {
		if len(out) == len(picked)+len(take) {
			break
		}
		switch {
		case take[i]:
			out = append(out, w)
		case j < len(picked) && w.Word == picked[j].Word:
			out = append(out, w)
			j++
		}
	}
	return out
}
