package bot

import (
	"io"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/render"
	"github.com/bogglebot/bogglebot/solver"
)

// pngRenderer is the real Renderer: the render package's PNGs, their
// words (points, labels) in the language of p (nil English).
type pngRenderer struct{ p *message.Printer }

func init() { defaultRenderer = pngRenderer{} }

// renderIn is the bot's Renderer writing an image's own words in pt's
// language: the real one given pt; any other (a test's) as it is.
func (b *Bot) renderIn(pt *message.Printer) Renderer {
	if _, ok := b.render.(pngRenderer); ok {
		return pngRenderer{p: pt}
	}
	return b.render
}

func (pngRenderer) Board(w io.Writer, b solver.Board, title string) error {
	return render.Board(w, b, title)
}

func (r pngRenderer) Solution(w io.Writer, res solver.Result, top int, title string) error {
	return render.Solution(w, res, render.Options{Top: top, Title: title, Printer: r.p})
}

func (r pngRenderer) Results(w io.Writer, res solver.Result, cancelled map[string]bool, top int, title string) error {
	return render.Solution(w, res, render.Options{Top: top, Title: title, Cancelled: cancelled, Printer: r.p})
}

func (pngRenderer) Heat(w io.Writer, b solver.Board, heat []int, title string) error {
	return render.Heat(w, b, heat, title)
}

func (r pngRenderer) Word(w io.Writer, b solver.Board, word solver.Word, title string) error {
	return render.WordIn(w, b, word, title, r.p)
}
