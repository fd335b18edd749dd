package bot_test

import (
	"bytes"
	"io"
	"testing"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/render"
	"github.com/bogglebot/bogglebot/solver"
)

// TestPNGDrawsInTheLanguageGiven: the real renderer draws each kind of
// image whose own words change with the language (a solution's counts and points, a
// round's results, a review's found and missed, a word's points) in the
// language it is given: the same picture the render package draws in
// German, and not the English one.
func TestPNGDrawsInTheLanguageGiven(t *testing.T) {
	d, err := dict.Embedded("standard")
	if err != nil {
		t.Fatal(err)
	}
	board, err := solver.Parse("lqre slus atic nren")
	if err != nil {
		t.Fatal(err)
	}
	res := solver.Solve(board, d, solver.Rules{})
	de := i18n.Printer("de") // German: its "Punkte" differs from "points" where French's does not
	draw := func(f func(io.Writer) error) []byte {
		t.Helper()
		var buf bytes.Buffer
		if err := f(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	cancelled := map[string]bool{res.Best(1)[0].Word: true}
	missed := map[string]bool{res.Words[1].Word: true}
	review := res
	review.Words = res.Best(3)
	for _, c := range []struct {
		kind string
		png  func(p *message.Printer) []byte
		want func(p *message.Printer) []byte // the render package's picture in p's language
	}{
		{"solution", func(p *message.Printer) []byte {
			return draw(func(w io.Writer) error { return bot.PNG{}.Solution(w, p, res, 5, "t") })
		}, func(p *message.Printer) []byte {
			return draw(func(w io.Writer) error {
				return render.Solution(w, res, render.Options{Top: 5, Title: "t", Printer: p})
			})
		}},
		{"results", func(p *message.Printer) []byte {
			return draw(func(w io.Writer) error { return bot.PNG{}.Results(w, p, res, cancelled, 5, "t") })
		}, func(p *message.Printer) []byte {
			return draw(func(w io.Writer) error {
				return render.Solution(w, res, render.Options{Top: 5, Title: "t", Cancelled: cancelled, Printer: p})
			})
		}},
		{"word", func(p *message.Printer) []byte {
			return draw(func(w io.Writer) error { return bot.PNG{}.Word(w, p, board, res.Words[0], "t") })
		}, func(p *message.Printer) []byte {
			return draw(func(w io.Writer) error { return render.WordIn(w, board, res.Words[0], "t", p) })
		}},
		{"review", func(p *message.Printer) []byte {
			return draw(func(w io.Writer) error { return bot.PNG{}.Review(w, p, review, missed, "t") })
		}, nil},
	} {
		got, en := c.png(de), c.png(i18n.Printer("en"))
		if bytes.Equal(got, en) {
			t.Errorf("%s: the German picture is the English one", c.kind)
		}
		if c.want != nil && !bytes.Equal(got, c.want(de)) {
			t.Errorf("%s: the German picture is not the render package's German one", c.kind)
		}
	}
}
