package render

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"io"
	"math"

	"golang.org/x/image/font"

	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/solver"
	"golang.org/x/text/message"
)

// Legend geometry, in pixels.
const (
	legendRow = 48.0
	legendPx  = 28.0
	legendPts = 23.0
	swatchW   = 72.0
	colGap    = 28.0
)

// Small multiples' geometry, in pixels.
const (
	cellGap = 24.0 // between boards side by side
	rowGap  = 26.0 // between a board and the caption of the one below
)

// Words drawn by Paths, and how.
const (
	// OverlayMax is the most words Auto draws on one board. Past it each
	// word gets a small board of its own. Two paths on one board stay
	// traceable at phone width (380 px): a tile is crossed by at most two
	// colours side by side and few letters need a chip. With three, two
	// 8-letter words and a 7-letter one already share most tiles of a 4x4
	// board, their lanes run together and a third of the letters hide
	// under arrows.
	OverlayMax = 2
	// BigMultiples is the most small boards drawn for a 7x7 or 8x8 board:
	// those are drawn one under another, big enough to read at phone
	// width, and the other words are named in a line under them.
	BigMultiples = 3
	// MaxPaths is the most words one Paths image draws.
	MaxPaths = 12
)

// A Layout says how Paths arranges its words.
type Layout int

const (
	// Auto draws up to OverlayMax words on one board, more as SmallMultiples.
	Auto Layout = iota
	// OneBoard draws every word on one board, in up to len(palette) colours.
	OneBoard
	// SmallMultiples draws each word on a small board of its own, in a grid,
	// with its rank, the word and its points above it.
	SmallMultiples
)

// PathsOptions are the options of Paths.
type PathsOptions struct {
	Title string // the header's first line, bold; may be empty
	// Note goes right of the title, or under it if both do not fit: the
	// board's totals, say. With no title it is the header, in bold.
	Note   string
	Layout Layout
	// Labels, if not nil, holds one short label a word (or ""), shown with
	// its points: "missed", "found", "hint".
	Labels []string
	// Muted, if not nil, holds one flag a word: the legend or caption
	// names a word whose flag is set in muted type (a review's missed
	// words, say), and on a small multiple its path is vermillion, not
	// blue.
	Muted []bool
	// Struck, if not nil, holds one flag a word: the word's name is struck
	// through in muted type (a round's cancelled words), and on a small
	// multiple its path is grey.
	Struck []bool
	// Printer writes the image's words (points, labels, "and 3 more") in
	// the reader's language (i18n.Printer); nil is English.
	Printer *message.Printer
}

// Paths writes a PNG image of b with the paths of words drawn on it, in the
// order given (the legend's and the grid's), which should be best first
// (solver.CompareWords): up to OverlayMax on one board, each in its own
// colour with a legend; more on a grid of small boards, one a word, each
// captioned with its rank, the word and its points. Every path starts at a
// ringed dot and ends at a square, with an arrowhead on each step. Where
// the paths hide a tile's letter, a chip in a corner of the tile shows it.
//
// Paths draws at most MaxPaths words, and fails on a word whose path is
// not one a player could trace on b.
func Paths(w io.Writer, b solver.Board, words []solver.Word, opt PathsOptions) error {
	s, err := newSolution(b, words, opt)
	if err != nil {
		return err
	}
	s.draw()
	return s.c.finish(w)
}

// Solution writes a PNG image of res's board with the paths of its best
// opt.Top words, res.Best(top) (see SolutionWords), and a header with the
// board's totals: Paths with opt.Title as its title.
func Solution(w io.Writer, res solver.Result, opt Options) error {
	return Paths(w, res.Board, SolutionWords(res, opt), solutionOptions(res, opt))
}

// SolutionWords returns the words Solution draws: res.Best of the number
// opt asks for, the same words any text listing res's top words names.
func SolutionWords(res solver.Result, opt Options) []solver.Word {
	return res.Best(opt.top(len(res.Words)))
}

func solutionOptions(res solver.Result, opt Options) PathsOptions {
	p := printer(opt.Printer)
	po := PathsOptions{Title: opt.Title, Note: p.Sprintf("%d words · %s", res.Count, pointsText(p, res.Score)), Printer: opt.Printer}
	if len(opt.Cancelled) > 0 {
		// The header counts what scored, as the standings do.
		count, score, cancelled := 0, 0, 0
		for _, w := range res.Words {
			if opt.Cancelled[w.Word] {
				cancelled++
				continue
			}
			count++
			score += w.Points
		}
		po.Note = p.Sprintf("%d words · %s · %d cancelled", count, pointsText(p, score), cancelled)
		words := SolutionWords(res, opt)
		po.Labels, po.Struck = make([]string, len(words)), make([]bool, len(words))
		for i, w := range words {
			if opt.Cancelled[w.Word] {
				po.Labels[i], po.Struck[i] = p.Sprintf("cancelled"), true
			}
		}
	}
	if len(opt.Missed) > 0 {
		words := SolutionWords(res, opt)
		if po.Labels == nil {
			po.Labels = make([]string, len(words))
		}
		po.Muted = make([]bool, len(words))
		for i, w := range words {
			if opt.Missed[w.Word] {
				po.Labels[i], po.Muted[i] = p.Sprintf("missed"), true
			}
		}
	}
	return po
}

// A panel is one board of an image and the words drawn on it.
type panel struct {
	l      layout // the board's place; w and h are the whole image's
	words  []solver.Word
	first  int // the rank of words[0] in the image, from 0
	cols   []color.RGBA
	routes []route
	lineW  float64
	capTop float64 // the caption's top, small multiples only
	capH   float64
}

// A solution is a Paths image laid out and ready to draw.
type solution struct {
	b         solver.Board
	words     []solver.Word
	labels    []string
	muted     []bool
	struck    []bool
	title     string
	note      string
	p         *message.Printer
	twoRow    bool // title and note on lines of their own
	full      layout
	panels    []panel
	multiples bool
	cols      int      // legend columns (one board) or grid columns (small multiples)
	more      []string // small multiples: the lines naming the words not drawn
	moreTop   float64
	c         *canvas
}

func newSolution(b solver.Board, words []solver.Word, opt PathsOptions) (*solution, error) {
	if err := checkBoard(b); err != nil {
		return nil, err
	}
	if len(words) > MaxPaths {
		return nil, fmt.Errorf("render: %d words to draw; at most %d", len(words), MaxPaths)
	}
	if opt.Labels != nil && len(opt.Labels) != len(words) {
		return nil, fmt.Errorf("render: %d labels for %d words", len(opt.Labels), len(words))
	}
	if opt.Muted != nil && len(opt.Muted) != len(words) {
		return nil, fmt.Errorf("render: %d muted flags for %d words", len(opt.Muted), len(words))
	}
	if opt.Struck != nil && len(opt.Struck) != len(words) {
		return nil, fmt.Errorf("render: %d struck flags for %d words", len(opt.Struck), len(words))
	}
	for _, w := range words {
		if err := checkPath(b, w); err != nil {
			return nil, err
		}
	}
	k := len(words)
	s := &solution{b: b, words: words, labels: opt.Labels, muted: opt.Muted, struck: opt.Struck, title: opt.Title, note: opt.Note, p: printer(opt.Printer)}
	switch opt.Layout {
	case Auto:
		s.multiples = k > OverlayMax
	case OneBoard:
		if k > len(palette) {
			return nil, fmt.Errorf("render: %d words on one board; at most %d", k, len(palette))
		}
	case SmallMultiples:
		s.multiples = k > 0
	default:
		return nil, errors.New("render: unknown layout")
	}
	f, err := newFaces()
	if err != nil {
		return nil, err
	}
	headerH := titleBox
	if s.title != "" && s.note != "" && textWidth(f.get(bold, titlePx), s.title)+24+textWidth(f.get(regular, subPx), s.note) > textWidthLimit {
		s.twoRow = true
		headerH += subBox
	}
	if s.title == "" && s.note == "" {
		headerH = 0
	}
	n := b.Size()
	if !s.multiples {
		s.cols = 2
		if k <= 3 {
			s.cols = 1
		}
		rows := max(1, (k+s.cols-1)/s.cols)
		s.full = newLayout(n, headerH, float64(rows)*legendRow)
		p := panel{l: s.full, words: words}
		for i := range words {
			p.cols = append(p.cols, palette[i])
		}
		var lane float64
		p.lineW, lane = pens(p.l.tile, k)
		p.routes = routes(&p.l, s.b, words, p.lineW, lane)
		s.panels = []panel{p}
		s.c = newCanvas(s.full, f)
		return s, nil
	}

	// Small multiples: two columns, or three for many words on a 4x4 or 3x3
	// board. A 7x7 or 8x8 board gets one column, so its tiles stay big
	// enough to read at phone width, and at most BigMultiples boards; a
	// line under them names the rest.
	s.cols = 2
	if k > 6 && n <= 4 {
		s.cols = 3
	}
	drawn := k
	if n >= 7 {
		s.cols, drawn = 1, min(k, BigMultiples)
	}
	s.cols = min(s.cols, k)
	cellW := math.Floor((imageWidth - 2*margin - float64(s.cols-1)*cellGap) / float64(s.cols))
	if n >= 7 {
		cellW = bigCell
	}
	x0 := math.Floor((imageWidth - float64(s.cols)*cellW - float64(s.cols-1)*cellGap) / 2)
	capH := 44.0
	if s.cols == 3 {
		capH = 38
	}
	rows := (drawn + s.cols - 1) / s.cols
	top := margin
	s.full = layout{n: n, w: imageWidth, headerTop: margin * 0.75}
	if headerH > 0 {
		top = s.full.headerTop + headerH + 14
	}
	bottom := top + float64(rows)*(capH+cellW) + float64(rows-1)*rowGap
	if drawn < k {
		s.more = moreLines(s.p, s.b, f.get(regular, legendPts), words[drawn:], textWidthLimit)
		s.moreTop = bottom + 16
		bottom = s.moreTop + float64(len(s.more))*moreRow
	}
	s.full.h = int(math.Ceil(bottom + margin))
	for i := range words[:drawn] {
		r, col := i/s.cols, i%s.cols
		x := x0 + float64(col)*(cellW+cellGap)
		y := math.Round(top + float64(r)*(capH+cellW+rowGap))
		l := trayLayout(n, x, y+capH, cellW)
		l.w, l.h = s.full.w, s.full.h
		// One colour for every board, the second for muted (missed) words.
		pathCol := palette[0]
		if s.muted != nil && s.muted[i] {
			pathCol = palette[1]
		}
		if s.isStruck(i) {
			pathCol = struckPath
		}
		p := panel{l: l, words: words[i : i+1], first: i, cols: []color.RGBA{pathCol}, capTop: y, capH: capH}
		p.lineW = min(max(0.1*l.tile, 5), 10)
		p.routes = []route{connectorRoute(&p.l, p.words[0].Path, p.lineW)}
		s.panels = append(s.panels, p)
	}
	s.c = newCanvas(s.full, f)
	return s, nil
}

func (s *solution) draw() {
	c, f := s.c, s.c.f
	for i, line := range s.more {
		face := f.get(regular, legendPts)
		c.text(face, line, margin, math.Round(s.moreTop+float64(i)*moreRow+capHeight(face)), 0, muted)
	}
	// Header.
	y := s.full.headerTop
	switch {
	case s.title == "" && s.note == "":
	case s.title == "":
		c.headerLine(y, titleBox, s.note, f.get(bold, titlePx), ink, "", nil)
	case s.note == "":
		c.headerLine(y, titleBox, s.title, f.get(bold, titlePx), ink, "", nil)
	case s.twoRow:
		c.headerLine(y, titleBox, s.title, f.get(bold, titlePx), ink, "", nil)
		c.headerLine(y+titleBox, subBox, s.note, f.get(regular, subPx), muted, "", nil)
	default:
		c.headerLine(y, titleBox, s.title, f.get(bold, titlePx), ink, s.note, f.get(regular, subPx))
	}
	for i := range s.panels {
		s.drawPanel(&s.panels[i])
	}
	if !s.multiples {
		s.legend()
	}
}

// drawPanel draws one board and its words' paths: on a small multiple, the
// tiles of the path lit and the others faded, under a caption.
func (s *solution) drawPanel(p *panel) {
	c := s.c
	c.l = p.l
	if s.multiples {
		s.dimmedBoard(p)
		for _, q := range p.words[0].Path {
			c.tile(q, s.b.Tile(q), lit, p.cols[0])
		}
		s.caption(p)
	} else {
		c.board(s.b, nil, faceColour)
	}
	yield()
	// The best word last, on top.
	for i := len(p.routes) - 1; i >= 0; i-- {
		c.route(p.routes[i], p.cols[i], p.lineW)
		yield()
	}
	if !s.multiples {
		c.ghostLetters(s.b, nil)
	}
	for i := len(p.routes) - 1; i >= 0; i-- {
		c.endMark(p.routes[i], p.cols[i], p.lineW)
	}
	for i := len(p.routes) - 1; i >= 0; i-- {
		c.startMark(p.routes[i], p.cols[i], p.lineW)
	}
	if s.multiples {
		return // the letters are clear of the arrows
	}
	c.chips(s.b, lines(s.b.Size(), p.words))
}

// dimmedBoard draws the board behind a small multiple's path, every tile
// faded: the first panel draws it, and copies its pixels to every other
// panel's place before anything else is drawn there; the others find it
// drawn.
func (s *solution) dimmedBoard(p *panel) {
	if p != &s.panels[0] {
		return
	}
	c := s.c
	c.board(s.b, func(solver.Pos) tileStyle { return dimmed }, p.cols[0])
	t := p.l.tray
	src := image.Rect(int(t.X), int(t.Y), int(t.X+t.W), int(t.Y+t.H))
	for i := range s.panels[1:] {
		t := s.panels[1+i].l.tray
		at := image.Pt(int(t.X), int(t.Y))
		for y := range src.Dy() {
			j := c.im.PixOffset(src.Min.X, src.Min.Y+y)
			k := c.im.PixOffset(at.X, at.Y+y)
			copy(c.im.Pix[k:k+src.Dx()], c.im.Pix[j:j+src.Dx()])
		}
	}
}

// caption writes a small multiple's rank, word and points above its board.
func (s *solution) caption(p *panel) {
	c, f := s.c, s.c.f
	w := p.words[0]
	x0, x1 := p.l.tray.X, p.l.tray.X+p.l.tray.W
	px, ptsPx := 28.0, 22.0
	if s.cols == 3 {
		px, ptsPx = 24, 19
	}
	right := pointsShort(s.p, w.Points)
	if s.labels != nil && s.labels[p.first] != "" {
		right = s.labels[p.first] + " · " + right
	}
	ptsFace := f.get(regular, ptsPx)
	rank := fmt.Sprintf("%d", p.first+1)
	rankFace := f.get(regular, ptsPx)
	rankW := textWidth(rankFace, rank) + 10
	text := s.b.Upper(w.Shown())
	limit := x1 - x0 - rankW - textWidth(ptsFace, right) - 12
	face := f.fitFace(bold, px, 12, text, limit)
	text = fitText(face, text, limit)
	base := math.Round(p.capTop + (p.capH+capHeight(f.get(bold, px)))/2 - 2)
	c.text(rankFace, rank, x0+2, base, 0, muted)
	c.text(face, text, x0+2+rankW, base, 0, s.wordColour(p.first))
	if s.isStruck(p.first) {
		c.strike(face, text, x0+2+rankW, base, s.wordColour(p.first))
	}
	c.text(ptsFace, right, x1-2, base, 1, muted)
}

// legend lists the words of a one-board image, column by column, each with
// a sample of its arrow and its points.
func (s *solution) legend() {
	c, f := s.c, s.c.f
	p := &s.panels[0]
	top := s.full.legendTop
	if len(s.words) == 0 {
		face := f.get(regular, legendPx)
		c.text(face, s.p.Sprintf("No words on this board."), imageWidth/2, math.Round(top+(legendRow+capHeight(face))/2), 0.5, muted)
		return
	}
	rows := (len(s.words) + s.cols - 1) / s.cols
	// A column is half the width even when there is one, keeping the points
	// near their words.
	colW := (textWidthLimit - colGap) / 2
	if s.cols == 1 && s.labels != nil {
		colW = textWidthLimit * 0.8 // room for "cancelled · 11 pts"
	}
	ptsFace := f.get(regular, legendPts)
	lineW := min(p.lineW, 7)
	for i, w := range s.words {
		col, row := i/rows, i%rows
		x := margin + float64(col)*(colW+colGap)
		mid := top + float64(row)*legendRow + legendRow/2
		// The swatch: a dot, a line with an arrowhead and a square, as on
		// the board.
		a, b := pt{x + 10, mid}, pt{x + swatchW - 10, mid}
		sample := route{pts: []pt{a, b}, start: a, end: b, heads: []head{{at: lerp(a, b, 0.5), dir: pt{1, 0}}}, swatch: true}
		c.route(sample, palette[i], lineW)
		c.endMark(sample, palette[i], lineW)
		c.startMark(sample, palette[i], lineW)
		pts := pointsShort(s.p, w.Points)
		if s.labels != nil && s.labels[i] != "" {
			pts = s.labels[i] + " · " + pts
		}
		text := s.b.Upper(w.Shown())
		limit := colW - swatchW - 12 - textWidth(ptsFace, pts) - 14
		face := f.fitFace(bold, legendPx, 14, text, limit)
		text = fitText(face, text, limit)
		base := math.Round(mid + capHeight(f.get(bold, legendPx))/2)
		c.text(face, text, x+swatchW+12, base, 0, s.wordColour(i))
		if s.isStruck(i) {
			c.strike(face, text, x+swatchW+12, base, s.wordColour(i))
		}
		c.text(ptsFace, pts, x+colW, base, 1, muted)
	}
}

// wordColour is the colour of the i'th word's name: muted if PathsOptions
// said so.
func (s *solution) wordColour(i int) color.RGBA {
	if s.muted != nil && s.muted[i] || s.isStruck(i) {
		return muted
	}
	return ink
}

// The side of a 7x7 or 8x8 small multiple, and the line height of the
// words not drawn under them, in pixels.
const (
	bigCell = 600.0
	moreRow = 34.0
)

// moreLines names the words a small-multiples image leaves out ("and 7 more:
// ANNUNCIATES 11, ..."), wrapped to lines at most limit pixels wide in face.
func moreLines(p *message.Printer, b solver.Board, face font.Face, words []solver.Word, limit float64) []string {
	var lines []string
	line := p.Sprintf("and %d more:", len(words))
	for i, w := range words {
		item := fmt.Sprintf("%s %d", b.Upper(w.Shown()), w.Points)
		if i < len(words)-1 {
			item += ","
		}
		if textWidth(face, line+" "+item) > limit {
			lines = append(lines, line)
			line = item
			continue
		}
		line += " " + item
	}
	return append(lines, line)
}

// isStruck says whether the i'th word is struck through.
func (s *solution) isStruck(i int) bool { return s.struck != nil && s.struck[i] }

// struckPath is the colour of a struck word's path on its small board.
var struckPath = color.RGBA{0x8c, 0x93, 0xa3, 0xff}

// strike draws a line through text written in face at (x, base).
func (c *canvas) strike(face font.Face, text string, x, base float64, col color.RGBA) {
	mid := base - capHeight(face)*0.45
	th := max(2, math.Round(capHeight(face)*0.12))
	r := image.Rect(int(x)-2, int(math.Round(mid-th/2)), int(math.Ceil(x+textWidth(face, text)))+2, int(math.Round(mid+th/2)))
	c.fill(r, col)
}

func pointsShort(p *message.Printer, n int) string { return p.Sprintf("%d pts", n) }

// printer is p, or English when p is nil.
func printer(p *message.Printer) *message.Printer {
	if p == nil {
		return i18n.Printer("")
	}
	return p
}
