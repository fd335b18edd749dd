package render

import (
	"image"
	"io"
	"math"
	"strconv"

	"golang.org/x/text/message"
)

// A season's final standings as a picture (SeasonImage): the podium, the
// rest of the race as bars, and the season's awards, in the palette and
// sizes of the stats images (read at 380 pixels wide).

// An Award is one of a season's awards: what it rewards (Label), who won
// it (Name) and with what (Detail: "412 words", "QUARTERINGS, 11 points").
type Award struct{ Label, Name, Detail string }

// SeasonResults is what SeasonImage draws.
type SeasonResults struct {
	Title string // the season's name: "Season of November 2026"
	Note  string // under the title (the final standings, the server); may be empty
	// Race is the final standings, best first: the first three entries
	// stand on the podium (at their ranks, ties kept), the next seven are
	// drawn as bars.
	Race   []RaceEntry
	Awards []Award // at most four are drawn
	// Printer words the image's own labels (i18n.Printer); nil is English.
	Printer *message.Printer
}

// Season image geometry.
const (
	podiumNameH = 76.0  // a podium place's name and points, over its block
	podiumTallH = 150.0 // the first place's block; the second's and third's are lower
	awardRowH   = 84.0
)

// podiumHeight is the height of the block of a podium place of rank r.
func podiumHeight(r int) float64 {
	switch {
	case r <= 1:
		return podiumTallH
	case r == 2:
		return podiumTallH * 0.72
	}
	return podiumTallH * 0.5
}

// SeasonImage writes a PNG image of a season's final standings.
func SeasonImage(w io.Writer, s SeasonResults) error {
	p := printer(s.Printer)
	f, err := newFaces()
	if err != nil {
		return err
	}
	podium := s.Race[:min(len(s.Race), 3)]
	rest := s.Race[len(podium):min(len(s.Race), 10)]
	awards := s.Awards[:min(len(s.Awards), 4)]
	h := margin + titleBox
	if s.Note != "" {
		h += subBox
	}
	if len(podium) > 0 {
		h += statsGap + podiumNameH + podiumTallH
	}
	if len(rest) > 0 {
		h += statsGap + statsHeadPx + 14 + float64(len(rest))*statsRowH
	}
	if len(awards) > 0 {
		h += statsGap + statsHeadPx + 14 + float64(len(awards))*awardRowH
	}
	if len(podium) == 0 && len(awards) == 0 {
		h += statsGap + statsHeadPx
	}
	h += margin
	c := newCanvas(layout{w: imageWidth, h: int(math.Ceil(h))}, f)
	y := margin * 0.75
	y = c.statsHeading(y, s.Title, s.Note)
	if len(podium) == 0 && len(awards) == 0 {
		face := f.get(regular, statsHeadPx)
		c.text(face, fitText(face, p.Sprintf("Nobody played this season."), textWidthLimit), margin, math.Round(y+statsGap+capHeight(face)), 0, muted)
		return c.finish(w)
	}
	if len(podium) > 0 {
		y = c.podium(p, y+statsGap, podium)
	}
	yield()
	if len(rest) > 0 {
		y = c.heading(y+statsGap, p.Sprintf("The rest of the race"))
		c.race(p, y, rest)
		y += float64(len(rest)) * statsRowH
	}
	if len(awards) > 0 {
		y = c.heading(y+statsGap, p.Sprintf("Awards"))
		lf := f.get(regular, statsLabelPx)
		nf := f.get(bold, 28)
		for _, a := range awards {
			c.text(lf, fitText(lf, a.Label, textWidthLimit), margin, math.Round(y+capHeight(lf)+6), 0, muted)
			base := math.Round(y + awardRowH - 22)
			detail := ""
			if a.Detail != "" {
				detail = " · " + a.Detail
			}
			name := fitText(nf, a.Name, textWidthLimit*0.6)
			c.text(nf, name, margin, base, 0, ink)
			c.text(lf, fitText(lf, detail, textWidthLimit-textWidth(nf, name)), margin+textWidth(nf, name), base, 0, ink)
			y += awardRowH
		}
	}
	return c.finish(w)
}

// podium draws up to three places as blocks, the first in the middle and
// tallest, the second on its left, the third on its right, each with the
// place's rank on it and its player's name and points over it; and returns
// where it ends.
func (c *canvas) podium(p *message.Printer, y float64, places []RaceEntry) float64 {
	gap := 14.0
	colW := math.Floor((textWidthLimit - 2*gap) / 3)
	// Columns left to right: the second place, the first, the third.
	order := []int{1, 0, 2}
	nf := c.f.get(bold, 28)
	pf := c.f.get(regular, statsLabelPx)
	rf := c.f.get(bold, 60)
	bottom := y + podiumNameH + podiumTallH
	for col, i := range order {
		if i >= len(places) {
			continue
		}
		e := places[i]
		x := margin + float64(col)*(colW+gap)
		bh := podiumHeight(e.Rank)
		top := bottom - bh
		colour := calPlayed
		switch {
		case e.Rank == 1:
			colour = calFirst
		case e.Rank <= 3:
			colour = calPodium
		}
		c.fill(image.Rect(int(x), int(top), int(x+colW), int(bottom)), colour)
		rank := strconv.Itoa(e.Rank)
		c.text(rf, rank, x+colW/2, math.Round(top+bh/2+capHeight(rf)/2), 0.5, onColour(colour))
		name := fitText(nf, e.Name, colW-8)
		c.text(nf, name, x+colW/2, math.Round(top-14-statsLabelPx-10), 0.5, ink)
		pts := pointsText(p, e.Points)
		c.text(pf, fitText(pf, pts, colW-8), x+colW/2, math.Round(top-14), 0.5, muted)
	}
	c.fill(image.Rect(int(margin), int(bottom), int(imageWidth-margin), int(bottom)+2), trayColour)
	return bottom + 2
}
