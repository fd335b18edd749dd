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
