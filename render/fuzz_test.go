package render

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

// FuzzWord draws arbitrary paths on arbitrary boards: an error or a PNG,
// never a panic.
func FuzzWord(f *testing.F) {
	f.Add("lqre slus atic nren", []byte{3, 1, 3, 2, 2, 3, 2, 2}, false)
	f.Add("cat ore sin", []byte{0, 0, 1, 1, 2, 2}, true)
	f.Add(board6, []byte{0, 5, 0, 4}, false)
	f.Add("perslatgsineters", []byte{0, 0, 0, 9, 255, 0}, false)
	f.Fuzz(func(t *testing.T, board string, steps []byte, misspell bool) {
		b, err := solver.Parse(board)
		if err != nil {
			return
		}
		var w solver.Word
		var spelt strings.Builder
		for i := 0; i+1 < len(steps) && i < 2*solver.MaxSize*solver.MaxSize; i += 2 {
			p := solver.Pos{Row: int(int8(steps[i])), Col: int(int8(steps[i+1]))}
			w.Path = append(w.Path, p)
			if p.Row >= 0 && p.Row < b.Size() && p.Col >= 0 && p.Col < b.Size() {
				spelt.WriteString(b.Tile(p).Letters())
			}
		}
		w.Word = spelt.String()
		if misspell {
			w.Word += "x"
		}
		var buf bytes.Buffer
		if err := Word(&buf, b, w, board); err != nil {
			if buf.Len() != 0 {
				t.Fatalf("error %v after writing %d bytes", err, buf.Len())
			}
			return
		}
		if _, err := png.Decode(&buf); err != nil {
			t.Fatalf("drawn, but not a PNG: %v", err)
		}
	})
}

// FuzzPaths draws arbitrary lists of paths on arbitrary boards, in every
// layout: an error or a PNG, never a panic. Each byte pair of steps is a
// tile; a 0xff byte ends one word and starts the next.
func FuzzPaths(f *testing.F) {
	f.Add("lqre slus atic nren", []byte{3, 1, 3, 2, 2, 3, 0xff, 1, 0, 1, 1, 0xff, 0, 0, 0, 1}, uint8(0))
	f.Add("cat ore sin", []byte{0, 0, 1, 1, 2, 2}, uint8(2))
	f.Add(board6, []byte{0, 1, 0, 2, 0xff, 0xff, 0xff, 0xff, 0xff, 1, 1}, uint8(1))
	f.Fuzz(func(t *testing.T, board string, steps []byte, layout uint8) {
		b, err := solver.Parse(board)
		if err != nil {
			return
		}
		var words []solver.Word
		var w solver.Word
		var spelt strings.Builder
		end := func() {
			if len(w.Path) > 0 {
				w.Word = spelt.String()
				words = append(words, w)
			}
			w, spelt = solver.Word{}, strings.Builder{}
		}
		for i := 0; i < len(steps) && i < 4*MaxPaths*solver.MaxSize*solver.MaxSize; i++ {
			if steps[i] == 0xff {
				end()
				continue
			}
			if i+1 >= len(steps) {
				break
			}
			p := solver.Pos{Row: int(int8(steps[i])), Col: int(int8(steps[i+1]))}
			i++
			w.Path = append(w.Path, p)
			if p.Row >= 0 && p.Row < b.Size() && p.Col >= 0 && p.Col < b.Size() {
				spelt.WriteString(b.Tile(p).Letters())
			}
		}
		end()
		var buf bytes.Buffer
		if err := Paths(&buf, b, words, PathsOptions{Title: board, Layout: Layout(layout % 4)}); err != nil {
			if buf.Len() != 0 {
				t.Fatalf("error %v after writing %d bytes", err, buf.Len())
			}
			return
		}
		if _, err := png.Decode(&buf); err != nil {
			t.Fatalf("drawn, but not a PNG: %v", err)
		}
	})
}
