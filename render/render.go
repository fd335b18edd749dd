// Package render draws Boggle boards as PNG images: the grid alone (Board),
// the paths of a list of words (Paths; Solution draws a board's best words
// with it), and the path of one word, tile by tile (Word). Paths draws a few
// words on one board, each in a colour-blind-safe colour, and more as small
// multiples, a small board a word, so every path stays traceable on a phone. Images are 800 pixels wide, sized to read
// well in Discord and Slack on a phone or a desktop, for boards from 3 x 3 to
// 8 x 8. They are drawn in the Go fonts, straight into the indices of one
// fixed palette (pixels.go, palette.go), with sprites drawn once by
// fogleman/gg, and written as paletted PNGs by encode.go.
//
// The functions are safe for concurrent use: each image gets its own canvas
// and font faces, and its own pooled scratch (colour cache, rasterizers,
// PNG encoder). What they share is read-only once made: the parsed fonts,
// the glyph masks, the palette and its lookup table, and cached sprites of
// dice, letters and letter chips for each tile size. The one shared thing
// that changes is the store of small shapes' spans (arrowheads, start
// marks, the paths' steps; see shape in paint.go), under a lock and bounded
// at about 16 MB.
package render

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"runtime"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/solver"
)

// Words drawn on a Solution image.
const (
	DefaultTop = 5
	MaxTop     = 10
)

// Options for Solution.
type Options struct {
	Top   int    // words drawn, default 5, at most 10 (0 or less: 5; more than 10: 10)
	Title string // header title, e.g. "4x4 · standard dictionary"; may be empty
	// Missed marks words drawn as missed (a review's best words the player
	// did not find): the legend or captions name them in muted type, with
	// "missed" beside their points (PathsOptions' Labels and Muted).
	Missed map[string]bool
	// Cancelled marks words drawn as cancelled (a round's words that two
	// players found): named struck through in muted type, with
	// "cancelled" beside their points, their paths grey on small boards;
	// and the header counts only the other words and their points, as
	// the round's standings do, then how many were cancelled.
	Cancelled map[string]bool
	// Printer writes the image's words in the reader's language
	// (i18n.Printer); nil is English.
	Printer *message.Printer
}

// top returns how many of res's words to draw.
func (o Options) top(words int) int {
	n := o.Top
	if n <= 0 {
		n = DefaultTop
	}
	return min(n, MaxTop, words)
}

// Header text sizes, in pixels.
const (
	titlePx  = 32.0
	titleBox = 44.0
	subPx    = 25.0
	subBox   = 36.0
)

const textWidthLimit = imageWidth - 2*margin

// Board writes a PNG image of b, the grid alone, under title (which may be
// empty).
func Board(w io.Writer, b solver.Board, title string) error {
	if err := checkBoard(b); err != nil {
		return err
	}
	f, err := newFaces()
	if err != nil {
		return err
	}
	headerH := 0.0
	if title != "" {
		headerH = titleBox
	}
	c := newCanvas(newLayout(b.Size(), headerH, 0), f)
	if title != "" {
		c.headerLine(c.l.headerTop, titleBox, title, f.get(bold, titlePx), ink, "", nil)
	}
	c.board(b, nil, faceColour)
	return c.finish(w)
}

// Word writes a PNG image of word's path on b: the tiles numbered in order,
// the others faded, with the word and its points above the grid. Where the
// path hides a tile's letter, a chip in a free corner of the tile shows it.
func Word(w io.Writer, b solver.Board, word solver.Word, title string) error {
	return WordIn(w, b, word, title, nil)
}

// WordIn is Word with its points line in the language of p
// (i18n.Printer); nil is English.
func WordIn(w io.Writer, b solver.Board, word solver.Word, title string, p *message.Printer) error {
	if err := checkBoard(b); err != nil {
		return err
	}
	if err := checkPath(b, word); err != nil {
		return err
	}
	f, err := newFaces()
	if err != nil {
		return err
	}
	headerH := titleBox + 14
	if title != "" {
		headerH += subBox
	}
	l := newLayout(b.Size(), headerH, 0)
	c := newCanvas(l, f)
	y := l.headerTop
	if title != "" {
		c.headerLine(y, subBox, title, f.get(regular, subPx), muted, "", nil)
		y += subBox
	}
	pts := pointsText(printer(p), word.Points)
	ptsFace := f.get(regular, 30)
	wordText := b.Upper(word.Shown()) // Turkish: i is İ
	wordFace := f.fitFace(bold, 46, 20, wordText, textWidthLimit-textWidth(ptsFace, pts)-24)
	c.headerLine(y, titleBox+14, wordText, wordFace, ink, pts, ptsFace)

	col := palette[0]
	on := map[solver.Pos]int{}
	for i, p := range word.Path {
		on[p] = i + 1
	}
	c.board(b, func(p solver.Pos) tileStyle {
		if on[p] > 0 {
			return lit
		}
		return dimmed
	}, col)
	lineW := min(max(0.07*l.tile, 4.5), 11)
	rt := routes(&l, b, []solver.Word{word}, lineW, 0)[0]
	c.route(rt, col, lineW)
	c.ghostLetters(b, word.Path)
	c.startMark(rt, col, lineW)
	radius := max(0.15*l.tile, 15)
	for i := range word.Path {
		c.badge(badgeSpot(&l, word.Path, i, radius), radius, i+1, col)
	}
	c.chips(b, lines(l.n, []solver.Word{word}))
	return c.finish(w)
}

// badgeSpot places the number of the i'th tile of path in a corner of the
// tile that no diagonal step of the path passes through: top left if it can.
func badgeSpot(l *layout, path []solver.Pos, i int, radius float64) pt {
	p := path[i]
	var used [2][2]bool // [bottom][right]
	for _, j := range []int{i - 1, i + 1} {
		if j < 0 || j >= len(path) {
			continue
		}
		dr, dc := path[j].Row-p.Row, path[j].Col-p.Col
		if dr != 0 && dc != 0 {
			used[(dr+1)/2][(dc+1)/2] = true
		}
	}
	r := l.tileRect(p)
	inset := radius + max(2, 0.035*l.tile)
	for _, c := range [][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}} {
		if !used[c[0]][c[1]] {
			x, y := r.X+inset, r.Y+inset
			if c[1] == 1 {
				x = r.X + r.W - inset
			}
			if c[0] == 1 {
				y = r.Y + r.H - inset
			}
			return pt{x, y}
		}
	}
	return pt{r.X + inset, r.Y + inset} // unreachable: a tile has two steps
}

// headerLine draws text left-aligned in a line box at y, h high, and right,
// if any, right-aligned on the same baseline.
func (c *canvas) headerLine(y, h float64, text string, face font.Face, col color.RGBA, right string, rightFace font.Face) {
	limit := textWidthLimit
	if right != "" {
		limit -= textWidth(rightFace, right) + 24
	}
	text = fitText(face, text, limit)
	base := math.Round(y + (h+capHeight(face))/2)
	c.text(face, text, margin, base, 0, col)
	if right != "" {
		c.text(rightFace, right, imageWidth-margin, base, 1, muted)
	}
}

func pointsText(p *message.Printer, n int) string { return p.Sprintf("%d points", n) }

func checkBoard(b solver.Board) error {
	if n := b.Size(); n < solver.MinSize || n > solver.MaxSize {
		return errors.New("render: the board is empty")
	}
	return nil
}

// checkPath reports whether w's path is one a player could trace on b: tiles
// on the board, not blank, each next to the one before, none used twice, that
// spell the word.
func checkPath(b solver.Board, w solver.Word) error {
	if len(w.Path) == 0 {
		return fmt.Errorf("render: %q has no path", w.Word)
	}
	n := b.Size()
	var used uint64
	var spelt strings.Builder
	for i, p := range w.Path {
		if p.Row < 0 || p.Row >= n || p.Col < 0 || p.Col >= n {
			return fmt.Errorf("render: the path of %q leaves the %d x %d board at tile %d (row %d, column %d)", w.Word, n, n, i+1, p.Row+1, p.Col+1)
		}
		bit := uint64(1) << (p.Row*n + p.Col)
		if used&bit != 0 {
			return fmt.Errorf("render: the path of %q uses the tile at row %d, column %d twice", w.Word, p.Row+1, p.Col+1)
		}
		used |= bit
		if i > 0 {
			q := w.Path[i-1]
			if abs(p.Row-q.Row) > 1 || abs(p.Col-q.Col) > 1 {
				return fmt.Errorf("render: the path of %q jumps from row %d, column %d to row %d, column %d", w.Word, q.Row+1, q.Col+1, p.Row+1, p.Col+1)
			}
		}
		t := b.Tile(p)
		if t == solver.Blank {
			return fmt.Errorf("render: the path of %q crosses the blank at row %d, column %d", w.Word, p.Row+1, p.Col+1)
		}
		spelt.WriteString(t.Letters())
	}
	if !strings.EqualFold(spelt.String(), w.Word) {
		return fmt.Errorf("render: the path of %q spells %q", w.Word, spelt.String())
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// yield lets other goroutines run. An image takes milliseconds of CPU, and
// a goroutine that holds a core that long keeps the ones waiting on it (a
// chat platform's acknowledgement, say) from running until the scheduler
// preempts it, 10 ms on. Rendering yields between its phases, about every
// millisecond, instead.
func yield() { runtime.Gosched() }

// yieldEvery is how many bytes of image the PNG matcher reads between
// yields.
const yieldEvery = 1 << 18
