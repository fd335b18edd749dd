package bot

import (
	"io"

	"github.com/bogglebot/bogglebot/render"
	"github.com/bogglebot/bogglebot/solver"
)

// pngRenderer is the real Renderer: the render package's PNGs.
type pngRenderer struct{}

func init() { defaultRenderer = pngRenderer{} }

func (pngRenderer) Board(w io.Writer, b solver.Board, title string) error {
	return render.Board(w, b, title)
}

func (pngRenderer) Solution(w io.Writer, res solver.Result, top int, title string) error {
	return render.Solution(w, res, render.Options{Top: top, Title: title})
}

func (pngRenderer) Results(w io.Writer, res solver.Result, cancelled map[string]bool, top int, title string) error {
	return render.Solution(w, res, render.Options{Top: top, Title: title, Cancelled: cancelled})
}

func (pngRenderer) Heat(w io.Writer, b solver.Board, heat []int, title string) error {
	return render.Heat(w, b, heat, title)
}

func (pngRenderer) Word(w io.Writer, b solver.Board, word solver.Word, title string) error {
	return render.Word(w, b, word, title)
}
