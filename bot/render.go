package bot

import (
	"io"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/render"
	"github.com/bogglebot/bogglebot/solver"
)

// PlayerStats and ServerStats are what the stats images show, in the
// render package's terms.
type (
	PlayerStats = render.PlayerStats
	ServerStats = render.ServerStats
	CalDay      = render.CalDay
	Fact        = render.Fact
	StatWord    = render.StatWord
	RaceEntry   = render.RaceEntry
	// SeasonResults and Award are what a season's final picture shows.
	SeasonResults = render.SeasonResults
	Award         = render.Award
)

// What a day of a player's calendar was.
const (
	DayMissed = render.Missed
	DayPlayed = render.Played
	DayFrozen = render.Frozen
)

func (PNG) PlayerStats(w io.Writer, p *message.Printer, s PlayerStats) error {
	s.Printer = p
	return render.Stats(w, s)
}

func (PNG) ServerStats(w io.Writer, p *message.Printer, s ServerStats) error {
	s.Printer = p
	return render.ServerStatsImage(w, s)
}

func (PNG) Season(w io.Writer, p *message.Printer, s SeasonResults) error {
	s.Printer = p
	return render.SeasonImage(w, s)
}

// PNG is the real Renderer: the render package's PNGs, their own words
// (points, labels) in the language of the printer each call is given.
type PNG struct{}

func (PNG) Board(w io.Writer, _ *message.Printer, b solver.Board, title string) error {
	return render.Board(w, b, title)
}

func (PNG) Solution(w io.Writer, p *message.Printer, res solver.Result, top int, title string) error {
	return render.Solution(w, res, render.Options{Top: top, Title: title, Printer: p})
}

func (PNG) Results(w io.Writer, p *message.Printer, res solver.Result, cancelled map[string]bool, top int, title string) error {
	return render.Solution(w, res, render.Options{Top: top, Title: title, Cancelled: cancelled, Printer: p})
}

func (PNG) Heat(w io.Writer, _ *message.Printer, b solver.Board, heat []int, title string) error {
	return render.Heat(w, b, heat, title)
}

func (PNG) Word(w io.Writer, p *message.Printer, b solver.Board, word solver.Word, title string) error {
	return render.WordIn(w, b, word, title, p)
}

// Review draws each word on a small board of its own, the player's words
// first, then the ones they missed: a review's words often share tiles
// (FEDORA and FEDORAS), and on one board their paths would hide each other.
func (PNG) Review(w io.Writer, p *message.Printer, res solver.Result, missed map[string]bool, title string) error {
	if p == nil {
		p = i18n.Printer("")
	}
	labels, muted := make([]string, len(res.Words)), make([]bool, len(res.Words))
	for i, wd := range res.Words {
		labels[i], muted[i] = p.Sprintf("found"), false
		if missed[wd.Word] {
			labels[i], muted[i] = p.Sprintf("missed"), true
		}
	}
	return render.Paths(w, res.Board, res.Words, render.PathsOptions{
		Title:   title,
		Printer: p,
		Note:    p.Sprintf("%d words · %s", res.Count, p.Sprintf("%d points", res.Score)),
		Layout:  render.SmallMultiples,
		Labels:  labels,
		Muted:   muted,
	})
}
