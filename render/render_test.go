package render

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata/")

// Boards the tests draw.
const (
	board3  = "cat ore sin"
	board4  = "lqre slus atic nren"
	best4   = "perslatgsineters"
	board5  = "tries nodal pecan ruses thorn"
	board6  = "[th]ares# loving [qu]eints stareo dumpse #rilen"
	boardQu = "qaz [th]ea [qu]is"
	board7  = "trample sinetra brocade [qu]antels pointer glander [th]avines"
)

type image1 struct {
	name string
	draw func(w io.Writer) error
	docs string // also written to docs/ by -update, for the README
}

// images returns the images the golden test compares, one of each kind and
// size the bot posts.
func images(t testing.TB) []image1 {
	sol := func(board string, opt Options) func(io.Writer) error {
		return func(w io.Writer) error { return Solution(w, testBoard(t, board).res, opt) }
	}
	word := func(board string, i int, title string) func(io.Writer) error {
		return func(w io.Writer) error {
			tc := testBoard(t, board)
			return Word(w, tc.board, tc.res.Words[i], title)
		}
	}
	brd := func(board, title string) func(io.Writer) error {
		return func(w io.Writer) error { return Board(w, testBoard(t, board).board, title) }
	}
	heat := func(board string, words int, title string) func(io.Writer) error {
		return func(w io.Writer) error {
			tc := testBoard(t, board)
			return Heat(w, tc.board, starts(tc.board, tc.res.Words[:min(words, len(tc.res.Words))]), title)
		}
	}
	return []image1{
		{"heat-4x4", heat(board4, 1000, "Hint 2 · where your words left start"), ""},
		{"heat-5x5-few", heat(board5, 6, "5x5 · six words left"), ""},
		{"heat-6x6", heat(board6, 1000, "6x6 · Super Big Boggle"), ""},
		{"heat-3x3-untitled", heat(board3, 3, ""), ""},
		{"heat-7x7", heat(board7, 1000, "7x7 · where your words left start"), ""},
		{"heat-8x8", heat(board8, 1000, "8x8 · where your words left start"), ""},
		{"board-4x4", brd(board4, "Daily board · 2025-06-01"), ""},
		{"board-6x6", brd(board6, "6x6 · Super Big Boggle"), ""},
		{"board-3x3-untitled", brd(board3, ""), ""},
		{"solution-4x4", sol(board4, Options{Title: "4x4 · standard dictionary"}), "solution.png"},
		{"solution-4x4-top2", sol(board4, Options{Top: 2, Title: "4x4 · standard dictionary"}), "solution-top2.png"},
		{"solution-4x4-top4", sol(board4, Options{Top: 4, Title: "4x4 · standard dictionary"}), ""},
		{"solution-best-top10", sol(best4, Options{Top: 10, Title: "The best 4x4 board there is, with a title far too long to fit on one line"}), ""},
		{"solution-3x3-untitled", sol(board3, Options{Top: 3}), ""},
		{"solution-5x5", sol(board5, Options{Top: 7, Title: "5x5 · Big Boggle"}), ""},
		{"solution-6x6", sol(board6, Options{Title: "6x6 · Super Big Boggle"}), ""},
		{"solution-8x8-top10", sol(board8, Options{Top: 10, Title: "8x8"}), ""},
		{"solution-4x4-missed", func(w io.Writer) error {
			res := testBoard(t, board4).res
			return Solution(w, res, Options{Top: 5, Title: "Review · your words and missed",
				Missed: map[string]bool{res.Words[3].Word: true, res.Words[4].Word: true}})
		}, ""},
		{"results-4x4-cancelled", func(w io.Writer) error {
			res := roundResult(t)
			return Solution(w, res, Options{Top: 5, Title: "4x4 · words found", Cancelled: map[string]bool{"recitals": true, "salt": true}})
		}, ""},
		{"results-4x4-two-cancelled", func(w io.Writer) error {
			res := roundResult(t)
			res.Words = res.Words[:2]
			return Solution(w, res, Options{Top: 5, Title: "4x4 · words found", Cancelled: map[string]bool{"recitals": true}})
		}, ""},
		{"word-4x4", word(board4, 0, "4x4 · standard dictionary"), "word.png"},
		{"word-8x8", word(board8, 0, ""), ""},
	}
}

// drawnOf is how many of k words a Paths image of b draws as paths: all,
// but at most BigMultiples small boards for a 7x7 or 8x8 board.
func drawnOf(b solver.Board, k int) int {
	if b.Size() >= 7 && k > OverlayMax {
		return min(k, BigMultiples)
	}
	return k
}

// TestPhoneWidth: at 380 px wide, as a phone shows an image, every drawn
// tile is at least 24 px, big enough to read its letter: a 7x7 or 8x8
// board's small multiples stack one a row.
func TestPhoneWidth(t *testing.T) {
	for _, board := range []string{board4, board5, board6, board7, board8} {
		res := testBoard(t, board).res
		for _, top := range []int{1, 2, 5, 10} {
			s := solutionOf(t, res, Options{Top: top})
			s.c.finish(io.Discard)
			for _, p := range s.panels {
				if px := p.l.tile * 380 / imageWidth; px < 24 {
					t.Errorf("%dx%d top %d: tiles %.0f px wide at 380 px, want 24 or more", res.Board.Size(), res.Board.Size(), top, px)
					break
				}
			}
		}
	}
}

// roundResult is board4's solution cut to five words found in a round, as
// the bot draws a round's results.
func roundResult(t testing.TB) solver.Result {
	res := testBoard(t, board4).res
	keep := map[string]bool{"recitals": true, "curlier": true, "salt": true, "lure": true, "sinecure": true}
	res.Words = slices.DeleteFunc(slices.Clone(res.Words), func(w solver.Word) bool { return !keep[w.Word] })
	res.Count, res.Score = len(res.Words), 0
	for _, w := range res.Words {
		res.Score += w.Points
	}
	return res
}

// TestCancelled: a round's results image counts in its header only the
// words that scored and their points, as the standings do, then how many
// were cancelled; the cancelled words are named struck through.
func TestCancelled(t *testing.T) {
	res := roundResult(t)
	if len(res.Words) != 5 {
		t.Fatalf("%d words found, want 5: %v", len(res.Words), words(res.Words))
	}
	cancelled := map[string]bool{"recitals": true, "salt": true}
	scored := 0
	for _, w := range res.Words {
		if !cancelled[w.Word] {
			scored += w.Points
		}
	}
	po := solutionOptions(res, Options{Top: 5, Cancelled: cancelled})
	if want := fmt.Sprintf("3 words · %d points · 2 cancelled", scored); po.Note != want {
		t.Errorf("header %q, want %q", po.Note, want)
	}
	for i, w := range SolutionWords(res, Options{Top: 5}) {
		if po.Struck[i] != cancelled[w.Word] || (po.Labels[i] == "cancelled") != cancelled[w.Word] {
			t.Errorf("%s: struck %v, label %q; cancelled %v", w.Word, po.Struck[i], po.Labels[i], cancelled[w.Word])
		}
	}
}

// colourDistance returns the largest difference of two colours in a
// channel, 0..255.
func colourDistance(a, b color.Color) int {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := 0
	for _, p := range [][2]uint32{{ar, br}, {ag, bg}, {ab, bb}} {
		x := int(p[0]>>8) - int(p[1]>>8)
		d = max(d, x, -x)
	}
	return d
}

func decode(t *testing.T, b []byte) image.Image {
	t.Helper()
	m, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestArrows samples each step of each drawn word, between the centres of
// its tiles, and finds the word's colour there.
func TestArrows(t *testing.T) {
	for _, tc := range []struct {
		board string
		top   int
	}{
		{board3, 10}, {board4, 5}, {board4, 10}, {best4, 10}, {board5, 5}, {board6, 10}, {board8, 10}, {boardQu, 10},
	} {
		t.Run(fmt.Sprintf("%s/top%d", strings.ReplaceAll(tc.board, " ", "_"), tc.top), func(t *testing.T) {
			res := testBoard(t, tc.board).res
			opt := Options{Top: tc.top, Title: "arrows"}
			var buf bytes.Buffer
			if err := Solution(&buf, res, opt); err != nil {
				t.Fatal(err)
			}
			m := decode(t, buf.Bytes())
			s := solutionOf(t, res, opt)
			defer s.c.finish(io.Discard)
			if got, want := len(s.drawn()), drawnOf(res.Board, min(tc.top, len(res.Words))); got != want {
				t.Fatalf("%d words drawn, want %d", got, want)
			}
			if s.multiples != (min(tc.top, len(res.Words)) > OverlayMax) {
				t.Errorf("%d words drawn as small multiples: %v", len(s.drawn()), s.multiples)
			}
			for _, p := range s.panels {
				for i, r := range p.routes {
					w := p.words[i]
					if len(r.steps) != len(w.Path)-1 {
						t.Fatalf("%s: %d steps drawn for a path of %d tiles", w.Word, len(r.steps), len(w.Path))
					}
					for j, st := range r.steps {
						// The step runs between the tile centres, moved into the
						// word's lane by at most a fraction of a tile (on a
						// small multiple, from near one's edge to near the
						// next one's).
						a, b := p.l.centre(w.Path[j]), p.l.centre(w.Path[j+1])
						limit := 0.25 * p.l.tile
						if r.connectors {
							limit = 0.32 * p.l.tile
						}
						if d := st.from.sub(a).len(); d > limit {
							t.Errorf("%s step %d starts %.0f px from its tile's centre", w.Word, j+1, d)
						}
						if d := st.to.sub(b).len(); d > limit {
							t.Errorf("%s step %d ends %.0f px from its tile's centre", w.Word, j+1, d)
						}
						hits := 0
						for k := 0; k <= 60; k++ {
							q := lerp(st.from, st.to, 0.2+0.6*float64(k)/60)
							if colourDistance(m.At(int(q.X), int(q.Y)), p.cols[i]) <= 24 {
								hits++
							}
						}
						if hits < 3 {
							t.Errorf("%s (colour %d) step %d, %v to %v: colour found at %d of 61 points", w.Word, i+1, j+1, w.Path[j], w.Path[j+1], hits)
						}
					}
					// The path ends at a square of its colour.
					end := r.end
					if colourDistance(m.At(int(end.X), int(end.Y)), p.cols[i]) > 24 {
						t.Errorf("%s: no end mark at %v: %v", w.Word, end, m.At(int(end.X), int(end.Y)))
					}
				}
			}
		})
	}
}

// TestMargins draws every size of board in every kind of image and checks
// that nothing spills into the margins, and that the image is 800 wide.
func TestMargins(t *testing.T) {
	boards := map[int]string{3: board3, 4: best4, 5: board5, 6: board6, 7: "abcdefg hijklmn opqrstu vwxyzab cdefghi jklmnop qrstuvw", 8: board8}
	for n := solver.MinSize; n <= solver.MaxSize; n++ {
		tc := testBoard(t, boards[n])
		long := solver.Word{Word: "", Points: 11}
		for _, p := range tc.res.Words {
			if len(p.Word) > len(long.Word) {
				long = p
			}
		}
		for name, draw := range map[string]func(io.Writer) error{
			"board":    func(w io.Writer) error { return Board(w, tc.board, strings.Repeat("A very long title ", 10)) },
			"solution": func(w io.Writer) error { return Solution(w, tc.res, Options{Top: 10, Title: strings.Repeat("W", 80)}) },
			"word": func(w io.Writer) error {
				if long.Path == nil {
					return nil
				}
				return Word(w, tc.board, long, strings.Repeat("title ", 30))
			},
		} {
			t.Run(fmt.Sprintf("%dx%d/%s", n, n, name), func(t *testing.T) {
				var buf bytes.Buffer
				if err := draw(&buf); err != nil {
					t.Fatal(err)
				}
				if buf.Len() == 0 {
					t.Skip("no word to draw")
				}
				m := decode(t, buf.Bytes())
				b := m.Bounds()
				if b.Dx() != imageWidth || b.Dy() < 500 || b.Dy() > 3000 {
					t.Fatalf("image is %v", b.Size())
				}
				const frame = 12
				for y := b.Min.Y; y < b.Max.Y; y++ {
					for x := b.Min.X; x < b.Max.X; x++ {
						if x >= frame && x < b.Max.X-frame && y >= frame && y < b.Max.Y-frame {
							continue
						}
						if d := colourDistance(m.At(x, y), background); d > 0 {
							t.Fatalf("pixel %d,%d in the margin is %v, not the background", x, y, m.At(x, y))
						}
					}
				}
			})
		}
	}
}

func TestConcurrent(t *testing.T) {
	ims := images(t)
	want := make([][]byte, len(ims))
	for i, im := range ims {
		var buf bytes.Buffer
		if err := im.draw(&buf); err != nil {
			t.Fatal(err)
		}
		want[i] = buf.Bytes()
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for k := range len(ims) {
				i := (g + k) % len(ims)
				var buf bytes.Buffer
				if err := ims[i].draw(&buf); err != nil {
					t.Error(err)
					return
				}
				if !bytes.Equal(buf.Bytes(), want[i]) {
					t.Errorf("%s drawn concurrently differs from %s drawn alone", ims[i].name, ims[i].name)
				}
			}
		})
	}
	wg.Wait()
}

func TestInvalid(t *testing.T) {
	tc := testBoard(t, board4)
	b := tc.board
	good := tc.res.Words[0]
	word := func(w string, path ...solver.Pos) solver.Word { return solver.Word{Word: w, Points: 1, Path: path} }
	p := func(r, c int) solver.Pos { return solver.Pos{Row: r, Col: c} }
	blank := testBoard(t, board6)
	for _, c := range []struct {
		name string
		draw func(io.Writer) error
		want string
	}{
		{"board/zero", func(w io.Writer) error { return Board(w, solver.Board{}, "x") }, "board is empty"},
		{"solution/zero", func(w io.Writer) error { return Solution(w, solver.Result{}, Options{}) }, "board is empty"},
		{"word/zero", func(w io.Writer) error { return Word(w, solver.Board{}, good, "") }, "board is empty"},
		{"word/no path", func(w io.Writer) error { return Word(w, b, word("lqr"), "") }, "has no path"},
		{"word/off the board", func(w io.Writer) error { return Word(w, b, word("ren", p(3, 1), p(3, 2), p(3, 4)), "") }, "leaves the 4 x 4 board"},
		{"word/negative", func(w io.Writer) error { return Word(w, b, word("ren", p(-1, 0)), "") }, "leaves the 4 x 4 board"},
		{"word/jump", func(w io.Writer) error { return Word(w, b, word("le", p(0, 0), p(0, 3)), "") }, "jumps from"},
		{"word/twice", func(w io.Writer) error { return Word(w, b, word("lql", p(0, 0), p(0, 1), p(0, 0)), "") }, "twice"},
		{"word/misspelt", func(w io.Writer) error { return Word(w, b, word("zzz", p(3, 1), p(3, 2), p(3, 3)), "") }, `spells "ren"`},
		{"word/blank", func(w io.Writer) error {
			return Word(w, blank.board, word("s", p(0, 4), p(0, 5)), "")
		}, "crosses the blank"},
		{"solution/bad word", func(w io.Writer) error {
			res := tc.res
			res.Words = append([]solver.Word{word("ren", p(3, 1), p(3, 2), p(3, 9))}, res.Words...)
			return Solution(w, res, Options{})
		}, "leaves the 4 x 4 board"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var buf bytes.Buffer
			err := c.draw(&buf)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one saying %q", err, c.want)
			}
			if buf.Len() != 0 {
				t.Errorf("%d bytes written despite the error", buf.Len())
			}
		})
	}
}

// TestTop checks the number of words a Solution draws.
func TestTop(t *testing.T) {
	res := testBoard(t, board4).res
	for _, c := range []struct{ top, want int }{{-3, 5}, {0, 5}, {1, 1}, {7, 7}, {10, 10}, {99, 10}} {
		s := solutionOf(t, res, Options{Top: c.top})
		if got := len(s.drawn()); got != c.want {
			t.Errorf("Top %d drew %d words, want %d", c.top, got, c.want)
		}
		s.c.finish(io.Discard)
	}
	// A board with no words draws, and says so.
	b, _ := solver.Parse("xxx xxx xxx")
	var buf bytes.Buffer
	if err := Solution(&buf, solver.Result{Board: b}, Options{}); err != nil {
		t.Fatal(err)
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteError(t *testing.T) {
	err := Board(failWriter{}, testBoard(t, board4).board, "")
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("error %v, want the writer's", err)
	}
}

// A path of one tile is drawn as its start mark alone.
func TestOneTile(t *testing.T) {
	tc := testBoard(t, board4)
	w := solver.Word{Word: "qu", Points: 0, Path: []solver.Pos{{Row: 0, Col: 1}}}
	if err := Word(io.Discard, tc.board, w, ""); err != nil {
		t.Fatal(err)
	}
	res := tc.res
	res.Words = []solver.Word{w}
	if err := Solution(io.Discard, res, Options{}); err != nil {
		t.Fatal(err)
	}
}

// TestSolutionDrawsTheBest: the image draws the words a text listing of
// the top words names, res.Best(top), in that order, however their paths
// overlap: on perslatgsineters, ten 11-point words (not ELS and ANGST).
func TestSolutionDrawsTheBest(t *testing.T) {
	for _, tc := range []struct {
		board string
		top   int
	}{{best4, 10}, {best4, 4}, {board4, 8}, {board4, 3}, {board8, 10}, {board3, 10}} {
		res := testBoard(t, tc.board).res
		s := solutionOf(t, res, Options{Top: tc.top})
		s.c.finish(io.Discard)
		got, want := s.drawn(), res.Best(tc.top)
		rest := want[drawnOf(res.Board, len(want)):]
		want = want[:len(want)-len(rest)]
		if !slices.EqualFunc(got, want, func(a, b solver.Word) bool { return a.Word == b.Word }) {
			t.Errorf("%s top %d: drawn %v, want %v", tc.board, tc.top, words(got), words(want))
		}
		// The words not drawn are named under the boards, in order.
		more := strings.Join(s.more, " ")
		for _, w := range rest {
			if !strings.Contains(more, strings.ToUpper(w.Word)+" ") {
				t.Errorf("%s top %d: %s neither drawn nor named in %q", tc.board, tc.top, w.Word, more)
			}
		}
		if len(rest) > 0 && !strings.HasPrefix(more, fmt.Sprintf("and %d more:", len(rest))) {
			t.Errorf("%s top %d: the line under the boards is %q, want it to start \"and %d more:\"", tc.board, tc.top, more, len(rest))
		}
		if tc.board == best4 {
			for _, w := range got {
				if w.Points != 11 {
					t.Errorf("%s: drew %s, %d points, with 11-point words to spare", tc.board, w.Word, w.Points)
				}
			}
		}
	}
}

func words(ws []solver.Word) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.Word
	}
	return out
}

// TestKeptShapesExact: the arrowheads, start marks and swatches painted from
// kept spans are the very pixels rasterizing them gives, byte for byte: for
// images of every size and word count, drawn first with nothing kept, then
// with one store of shapes filled across all of them (cold), then again
// (warm: every shape read back, many kept by other images), and the second
// pass keeps no new shapes.
func TestKeptShapesExact(t *testing.T) {
	ims := images(t)
	n := 18 // every size three times, every word count
	if raceDetector {
		n = 6 // every size once; the race detector adds nothing to a comparison of pixels
	}
	for i := range n {
		n, seed := 3+i%6, uint64(1000+i)
		tiles := append(append(solver.SuperBig.Roll(seed).Tiles(), solver.Big.Roll(seed).Tiles()...), solver.Modern.Roll(seed).Tiles()...)
		b, err := solver.New(n, tiles[:n*n])
		if err != nil {
			t.Fatal(err)
		}
		top := 1 + (i*7)%MaxTop
		ims = append(ims, image1{fmt.Sprintf("%s top=%d", b, top), func(w io.Writer) error {
			return Solution(w, testBoard(t, b.String()).res, Options{Top: top})
		}, ""})
	}
	var pix []byte
	defer func(max int) { drawnHook, maxShapes = nil, max; keepShapes.Store(true) }(maxShapes)
	drawnHook = func(im *image.Paletted) { pix = slices.Clone(im.Pix) }
	pass := func() [][]byte {
		out := make([][]byte, len(ims))
		for i, im := range ims {
			if err := im.draw(io.Discard); err != nil {
				t.Fatal(err)
			}
			out[i] = pix
		}
		return out
	}
	compare := func(what string, got, want [][]byte) {
		for i, im := range ims {
			if !bytes.Equal(got[i], want[i]) {
				t.Errorf("%s: %s changes the pixels", im.name, what)
			}
		}
	}
	keepShapes.Store(false)
	direct := pass()
	keepShapes.Store(true)
	forget := func() {
		shapes.Lock()
		shapes.cur, shapes.old = nil, nil
		shapes.Unlock()
	}

	maxShapes = 1 << 20 // room for all
	forget()
	compare("painting shapes as they are kept", pass(), direct)
	kept := keptShapes()
	compare("painting kept shapes read back", pass(), direct)
	if kept == 0 {
		t.Fatal("no shapes kept")
	}
	if k := keptShapes(); k != kept {
		t.Errorf("drawing the images again kept %d more shapes", k-kept)
	}

	// A small store turns over many times, moving shapes between its
	// generations, and stays within its bound.
	maxShapes = 64
	forget()
	compare("a store turning over", pass(), direct)
	compare("a store turning over, again", pass(), direct)
	if k := keptShapes(); k > 2*maxShapes {
		t.Errorf("%d shapes kept, over the bound of 2 x %d", k, maxShapes)
	}
	t.Logf("%d images, %d shapes", len(ims), kept)
}

func keptShapes() int {
	shapes.RLock()
	defer shapes.RUnlock()
	return len(shapes.cur) + len(shapes.old)
}

// TestStartMarksApart: the start marks of words that begin on one tile do
// not overlap (where the tile has room), and each word's line begins at its
// mark.
func TestStartMarksApart(t *testing.T) {
	shared := 0
	for _, tc := range []struct {
		board string
		top   int
	}{{best4, 6}, {board3, 3}, {board4, 5}, {board5, 6}, {board6, 5}, {board8, 6}} {
		res := testBoard(t, tc.board).res
		s, err := newSolution(res.Board, res.Best(tc.top), PathsOptions{Layout: OneBoard})
		if err != nil {
			t.Fatal(err)
		}
		s.c.finish(io.Discard)
		for _, p := range s.panels {
			radius, cw := markSize(p.lineW)
			for i, a := range p.words {
				if p.routes[i].pts[0] != p.routes[i].start {
					t.Errorf("%s: %s's line does not begin at its mark", tc.board, a.Word)
				}
				for j := i + 1; j < len(p.words); j++ {
					b := p.words[j]
					if a.Path[0] != b.Path[0] {
						continue
					}
					shared++
					m := 0
					for _, w := range p.words {
						if w.Path[0] == a.Path[0] {
							m++
						}
					}
					need := 2 * (radius + cw)
					ring := 0.5*p.l.tile - radius - cw // the most the tile allows
					if room := 2 * ring * math.Sin(math.Pi/float64(m)); room < need {
						need = room - 0.01
					}
					if d := p.routes[i].start.sub(p.routes[j].start).len(); d < need {
						t.Errorf("%s: the marks of %s and %s, both starting at %v, are %.1f px apart, under %.1f", tc.board, a.Word, b.Word, a.Path[0], d, need)
					}
				}
			}
		}
	}
	if shared == 0 {
		t.Fatal("no two words start on one tile: the test checks nothing")
	}
}

// TestPathsOptions: the layouts, the labels, and the lists Paths refuses,
// each with an error saying why.
func TestPathsOptions(t *testing.T) {
	tc := testBoard(t, board4)
	best := tc.res.Best(MaxPaths + 1)
	for _, c := range []struct {
		name      string
		words     []solver.Word
		opt       PathsOptions
		err       string // "" for none
		multiples bool
	}{
		{"auto two", best[:2], PathsOptions{}, "", false},
		{"auto three", best[:3], PathsOptions{}, "", true},
		{"auto five", best[:5], PathsOptions{}, "", true},
		{"one board six", best[:6], PathsOptions{Layout: OneBoard}, "", false},
		{"one board seven", best[:7], PathsOptions{Layout: OneBoard}, "7 words on one board; at most 6", false},
		{"multiples of two", best[:2], PathsOptions{Layout: SmallMultiples, Labels: []string{"found", ""}}, "", true},
		{"none", nil, PathsOptions{Layout: SmallMultiples}, "", false},
		{"too many", best, PathsOptions{}, "13 words to draw; at most 12", false},
		{"labels", best[:3], PathsOptions{Labels: []string{"found"}}, "1 labels for 3 words", false},
		{"layout", best[:2], PathsOptions{Layout: Layout(9)}, "unknown layout", false},
		{"bad path", []solver.Word{{Word: "rest", Path: []solver.Pos{{Row: 0, Col: 2}, {Row: 0, Col: 3}, {Row: 1, Col: 3}, {Row: 3, Col: 3}}}}, PathsOptions{}, "jumps", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			var buf bytes.Buffer
			err := Paths(&buf, tc.board, c.words, c.opt)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("error %v, want one saying %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			decode(t, buf.Bytes())
			s, err := newSolution(tc.board, c.words, c.opt)
			if err != nil {
				t.Fatal(err)
			}
			s.c.finish(io.Discard)
			if s.multiples != c.multiples {
				t.Errorf("small multiples %v, want %v", s.multiples, c.multiples)
			}
			if got := len(s.drawn()); got != len(c.words) {
				t.Errorf("%d words drawn, want %d", got, len(c.words))
			}
		})
	}
}
