package render

import (
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/fogleman/gg"
	"golang.org/x/image/font"
	"golang.org/x/text/message"
)

// A player's stats as a picture (PlayerStats): the figures that sum them
// up, a calendar of their days like a contribution graph (played, missed,
// frozen, and the rank reached), the distribution of their daily scores
// like Wordle's guess distribution, and their best words. A server's
// (ServerStats): players per day, and the season's race. Both are drawn
// in the palette the other images use, their own words in the reader's
// language, and sized to read at 380 pixels wide.

// A DayMark is what a day of a player's calendar was.
type DayMark uint8

const (
	Missed DayMark = iota // not played, and no freeze kept the streak
	Played                // at least one word
	Frozen                // not played, and a streak freeze kept the streak
)

// A CalDay is one day of a player's calendar.
type CalDay struct {
	Mark DayMark
	Rank int // the rank reached that day among the server's players; 0 unknown
}

// A Fact is one figure of a stats image: a value and what it counts.
type Fact struct{ Value, Label string }

// A StatWord is one of a player's best words.
type StatWord struct {
	Word   string
	Points int
}

// PlayerStats is what Stats draws.
type PlayerStats struct {
	Title string // the player's name
	Note  string // under the title (the server, the season); may be empty
	Facts []Fact // at most six: points, streaks, freezes...
	// Start is the calendar's first day (a Monday; its date is read in
	// UTC), Days its days from there to today, the last. At most
	// MaxCalendarWeeks weeks are drawn: the latest.
	Start time.Time
	Days  []CalDay
	// Scores are the points of every day played, oldest first: the last
	// is the latest, and its bar is marked.
	Scores []int
	Words  []StatWord // best first; at most 5 are drawn
	// Printer words the image's own labels (i18n.Printer); nil is English.
	Printer *message.Printer
}

// MaxCalendarWeeks is how many weeks a player's calendar shows.
const MaxCalendarWeeks = 16

// Stats geometry and type sizes, in pixels of the 800-pixel image: at 380
// pixels wide, 24-pixel labels read as 11-pixel type.
const (
	statsTitlePx = 36.0
	statsHeadPx  = 27.0
	statsLabelPx = 24.0
	statsValuePx = 44.0
	statsRowH    = 44.0
	statsGap     = 26.0
)

// Colours of a player's calendar: a played day by the rank reached (the
// darker, the better; ColorBrewer's YlGnBu as the heat map's), a frozen
// day ringed in blue, a missed day grey.
var (
	calMissed = blankFace
	calPlayed = heatShades[1]
	calPodium = heatShades[3]
	calFirst  = heatShades[4]
	calFrozen = palette[4]
	barColour = dimInk
	barLatest = palette[2]
)

// Stats writes a PNG image of a player's stats.
func Stats(w io.Writer, s PlayerStats) error {
	p := printer(s.Printer)
	f, err := newFaces()
	if err != nil {
		return err
	}
	days := s.Days
	weeks := (len(days) + 6) / 7
	start := s.Start
	if weeks > MaxCalendarWeeks {
		drop := (weeks - MaxCalendarWeeks) * 7
		days, start, weeks = days[drop:], start.AddDate(0, 0, drop), MaxCalendarWeeks
	}
	buckets := scoreBuckets(s.Scores)
	words := s.Words[:min(len(s.Words), 5)]
	factRows := (min(len(s.Facts), 6) + 2) / 3

	// Heights, top to bottom.
	cell := math.Floor((textWidthLimit - 48) / MaxCalendarWeeks)
	calH := 0.0
	if weeks > 0 {
		calH = statsHeadPx + 14 + statsLabelPx + 8 + 7*cell + 14 + statsRowH
	}
	h := margin + titleBox
	if s.Note != "" {
		h += subBox
	}
	h += statsGap + float64(factRows)*(statsValuePx+statsLabelPx+24)
	if calH > 0 {
		h += statsGap + calH
	}
	if len(buckets) > 0 {
		h += statsGap + statsHeadPx + 14 + float64(len(buckets))*statsRowH
	}
	if len(words) > 0 {
		h += statsGap + statsHeadPx + 14 + float64(len(words))*statsRowH
	}
	h += margin
	c := newCanvas(layout{w: imageWidth, h: int(math.Ceil(h))}, f)

	y := margin * 0.75
	y = c.statsHeading(y, s.Title, s.Note)
	y += statsGap
	y = c.facts(y, s.Facts)
	if weeks > 0 {
		y = c.calendar(p, y+statsGap, start, days, weeks, cell)
	}
	yield()
	if len(buckets) > 0 {
		y = c.heading(y+statsGap, p.Sprintf("Daily scores"))
		y = c.distribution(y, buckets)
	}
	if len(words) > 0 {
		y = c.heading(y+statsGap, p.Sprintf("Best words"))
		for _, wd := range words {
			base := math.Round(y + (statsRowH+capHeight(f.get(bold, 28)))/2)
			pts := pointsText(p, wd.Points)
			pf := f.get(regular, statsLabelPx)
			c.text(pf, pts, imageWidth-margin, base, 1, muted)
			wf := f.get(bold, 28)
			c.text(wf, fitText(wf, wd.Word, textWidthLimit-textWidth(pf, pts)-24), margin, base, 0, ink)
			y += statsRowH
		}
	}
	return c.finish(w)
}

// heading draws a section's heading at y and returns where the section
// begins.
func (c *canvas) heading(y float64, text string) float64 {
	face := c.f.get(bold, statsHeadPx)
	c.text(face, fitText(face, text, textWidthLimit), margin, math.Round(y+capHeight(face)), 0, ink)
	return y + statsHeadPx + 14
}

// facts draws up to six figures, three a row: the value large, its label
// under it; and returns where they end.
func (c *canvas) facts(y float64, facts []Fact) float64 {
	facts = facts[:min(len(facts), 6)]
	colW := textWidthLimit / 3
	vf := c.f.get(bold, statsValuePx)
	for i, fc := range facts {
		x := margin + float64(i%3)*colW
		top := y + float64(i/3)*(statsValuePx+statsLabelPx+24)
		c.text(vf, fitText(vf, fc.Value, colW-12), x, math.Round(top+capHeight(vf)), 0, ink)
		lf := c.f.fitFace(regular, statsLabelPx, 18, fc.Label, colW-12)
		c.text(lf, fitText(lf, fc.Label, colW-12), x, math.Round(top+statsValuePx+statsLabelPx), 0, muted)
	}
	rows := (len(facts) + 2) / 3
	return y + float64(rows)*(statsValuePx+statsLabelPx+24)
}

// calendar draws a player's days, a column a week from Monday, under a
// heading and the months' names, with a legend; and returns where it ends.
func (c *canvas) calendar(p *message.Printer, y float64, start time.Time, days []CalDay, weeks int, cell float64) float64 {
	y = c.heading(y, p.Sprintf("Days played"))
	lf := c.f.get(regular, statsLabelPx)
	left := margin + 48 // the weekdays' initials
	// The months' names over the week their first day falls in.
	lastMonth := time.Month(0)
	labelEnd := 0.0
	for wk := range weeks {
		for d := range 7 {
			day := start.AddDate(0, 0, wk*7+d)
			if wk*7+d >= len(days) || (day.Day() != 1 && wk > 0) || day.Month() == lastMonth {
				continue
			}
			lastMonth = day.Month()
			x := left + float64(wk)*cell
			name := p.Sprintf(day.Month().String())
			if x < labelEnd+8 || x+textWidth(lf, name) > imageWidth-margin {
				break
			}
			c.text(lf, name, x, math.Round(y+capHeight(lf)), 0, muted)
			labelEnd = x + textWidth(lf, name)
			break
		}
	}
	y += statsLabelPx + 8
	// The weekdays' initials: Monday, Wednesday, Friday.
	for _, d := range []int{0, 2, 4} {
		name := []rune(p.Sprintf(time.Weekday((d + 1) % 7).String()))
		initial := strings.ToUpper(string(name[0]))
		c.text(lf, initial, margin, math.Round(y+float64(d)*cell+(cell+capHeight(lf))/2), 0, muted)
	}
	pad := math.Max(3, math.Round(cell*0.1))
	nf := c.f.get(bold, math.Round(cell*0.5))
	for i, d := range days {
		x0 := left + float64(i/7)*cell
		y0 := y + float64(i%7)*cell
		r := image.Rect(int(x0), int(y0), int(x0+cell-pad), int(y0+cell-pad))
		c.calCell(r, d, nf, i == len(days)-1)
	}
	y += 7*cell + 14
	// The legend.
	x := margin
	base := math.Round(y + (statsRowH+capHeight(lf))/2)
	sw := int(math.Round(cell * 0.62))
	for _, k := range []struct {
		d     CalDay
		label string
	}{
		{CalDay{Mark: Missed}, p.Sprintf("missed")},
		{CalDay{Mark: Frozen}, p.Sprintf("frozen")},
		{CalDay{Mark: Played}, p.Sprintf("played")},
		{CalDay{Mark: Played, Rank: 3}, p.Sprintf("podium")},
		{CalDay{Mark: Played, Rank: 1}, p.Sprintf("1st")},
	} {
		need := float64(sw) + 8 + textWidth(lf, k.label) + 22
		if x+need > imageWidth-margin {
			break
		}
		top := int(math.Round(base - capHeight(lf)/2 - float64(sw)/2))
		c.calCell(image.Rect(int(x), top, int(x)+sw, top+sw), CalDay{Mark: k.d.Mark, Rank: k.d.Rank}, nil, false)
		c.text(lf, k.label, x+float64(sw)+8, base, 0, muted)
		x += need
	}
	return y + statsRowH
}

// calCell draws one day of a calendar in r: its colour by what it was, its
// rank on the podium written in it (with nf; none if nil), and today
// outlined.
func (c *canvas) calCell(r image.Rectangle, d CalDay, nf font.Face, today bool) {
	col := calMissed
	switch {
	case d.Mark == Frozen:
		col = calFrozen
		c.fill(r, col)
		c.fill(r.Inset(max(3, r.Dx()/6)), white)
	case d.Mark == Played && d.Rank == 1:
		col = calFirst
	case d.Mark == Played && d.Rank >= 2 && d.Rank <= 3:
		col = calPodium
	case d.Mark == Played:
		col = calPlayed
	}
	if d.Mark != Frozen {
		c.fill(r, col)
	}
	c.roundCorners(r, col)
	if nf != nil && d.Mark == Played && d.Rank >= 1 && d.Rank <= 3 {
		n := strconv.Itoa(d.Rank)
		mid := float64(r.Min.Y+r.Max.Y) / 2
		c.text(nf, n, float64(r.Min.X+r.Max.X)/2, math.Round(mid+capHeight(nf)/2), 0.5, white)
	}
	if today {
		o := image.Rect(r.Min.X-3, r.Min.Y-3, r.Max.X+3, r.Max.Y+3)
		for _, e := range []image.Rectangle{
			image.Rect(o.Min.X, o.Min.Y, o.Max.X, o.Min.Y+2), image.Rect(o.Min.X, o.Max.Y-2, o.Max.X, o.Max.Y),
			image.Rect(o.Min.X, o.Min.Y, o.Min.X+2, o.Max.Y), image.Rect(o.Max.X-2, o.Min.Y, o.Max.X, o.Max.Y),
		} {
			c.fill(e, ink)
		}
	}
}

// roundCorners rounds the corners of the square r of colour col on the
// background, with a corner sprite gg draws once a size.
func (c *canvas) roundCorners(r image.Rectangle, col color.RGBA) {
	k := max(2, r.Dx()/7)
	radius := float64(k)
	corners := sprite(spriteKey{kind: 'r', size: k, face: col}, func(dc *gg.Context) {
		dc.SetColor(background)
		dc.Clear()
		dc.DrawRoundedRectangle(0, 0, float64(2*k), float64(2*k), radius)
		dc.SetColor(col)
		dc.Fill()
	}, 2*k, 2*k)
	for _, q := range []image.Point{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		at := r.Min
		if q.X == 1 {
			at.X = r.Max.X - k
		}
		if q.Y == 1 {
			at.Y = r.Max.Y - k
		}
		c.copyFrom(at, corners.idx, image.Rect(q.X*k, q.Y*k, q.X*k+k, q.Y*k+k))
	}
}

// A bucket is one bar of the scores' distribution: days scoring lo to hi.
type bucket struct {
	lo, hi, days int
	latest       bool
}

// scoreBuckets groups scores into at most 7 bars of a round width (1, 2,
// 5, 10, 20, 25, 50... points), from the lowest to the highest; the
// latest score's bar is marked.
func scoreBuckets(scores []int) []bucket {
	if len(scores) == 0 {
		return nil
	}
	lo, hi := scores[0], scores[0]
	for _, s := range scores {
		lo, hi = min(lo, s), max(hi, s)
	}
	lo = max(lo, 0)
	step := 1
	for _, m := range []int{1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000} {
		step = m
		if (hi/m - lo/m + 1) <= 7 {
			break
		}
	}
	first := lo / step
	n := hi/step - first + 1
	if n > 7 { // beyond the table: one wide bar a seventh
		step = (hi - lo + 7) / 7
		first, n = lo/step, hi/step-lo/step+1
	}
	out := make([]bucket, n)
	for i := range out {
		out[i].lo, out[i].hi = (first+i)*step, (first+i+1)*step-1
	}
	for i, s := range scores {
		b := &out[max(s, 0)/step-first]
		b.days++
		if i == len(scores)-1 {
			b.latest = true
		}
	}
	return out
}

// distribution draws the scores' bars, each labelled with its range, its
// length the days that scored in it, the count at its end; and returns
// where they end.
func (c *canvas) distribution(y float64, buckets []bucket) float64 {
	lf := c.f.get(regular, statsLabelPx)
	nf := c.f.get(bold, statsLabelPx)
	labels := make([]string, len(buckets))
	labelW, most := 0.0, 0
	for i, b := range buckets {
		labels[i] = strconv.Itoa(b.lo)
		if b.hi > b.lo {
			labels[i] = fmt.Sprintf("%d–%d", b.lo, b.hi)
		}
		labelW = max(labelW, textWidth(lf, labels[i]))
		most = max(most, b.days)
	}
	x0 := margin + labelW + 16
	full := imageWidth - margin - x0
	for i, b := range buckets {
		top := y + float64(i)*statsRowH
		base := math.Round(top + (statsRowH+capHeight(lf))/2)
		c.text(lf, labels[i], x0-16, base, 1, muted)
		n := strconv.Itoa(b.days)
		minW := textWidth(nf, n) + 20
		wBar := math.Max(minW, math.Round(full*float64(b.days)/float64(most)))
		col := barColour
		if b.latest {
			col = barLatest
		}
		r := image.Rect(int(x0), int(top+5), int(x0+wBar), int(top+statsRowH-5))
		c.fill(r, col)
		c.text(nf, n, x0+wBar-10, base, 1, onColour(col))
	}
	return y + float64(len(buckets))*statsRowH
}

// A RaceEntry is one player of a season's race.
type RaceEntry struct {
	Rank   int
	Name   string
	Points int
}

// ServerStats is what ServerStatsImage draws: a server's players per day
// and its season's race.
type ServerStats struct {
	Title string // the server's stats' title
	Note  string // the season, under the title; may be empty
	Facts []Fact // at most six
	// Start is the first day counted (its date in UTC), Players how many
	// played each day from there to today, the last. At most 31 are drawn:
	// the latest.
	Start   time.Time
	Players []int
	Race    []RaceEntry // the season's leaders, best first; at most 10 are drawn
	// Printer words the image's own labels (i18n.Printer); nil is English.
	Printer *message.Printer
}

// Server stats geometry.
const (
	maxPlayerDays = 31
	playersH      = 220.0
)

// ServerStatsImage writes a PNG image of a server's stats.
func ServerStatsImage(w io.Writer, s ServerStats) error {
	p := printer(s.Printer)
	f, err := newFaces()
	if err != nil {
		return err
	}
	players, start := s.Players, s.Start
	if n := len(players); n > maxPlayerDays {
		start = start.AddDate(0, 0, n-maxPlayerDays)
		players = players[n-maxPlayerDays:]
	}
	race := s.Race[:min(len(s.Race), 10)]
	factRows := (min(len(s.Facts), 6) + 2) / 3
	h := margin + titleBox
	if s.Note != "" {
		h += subBox
	}
	h += statsGap + float64(factRows)*(statsValuePx+statsLabelPx+24)
	if len(players) > 0 {
		h += statsGap + statsHeadPx + 14 + playersH + statsLabelPx + 12
	}
	if len(race) > 0 {
		h += statsGap + statsHeadPx + 14 + float64(len(race))*statsRowH
	}
	h += margin
	c := newCanvas(layout{w: imageWidth, h: int(math.Ceil(h))}, f)
	y := margin * 0.75
	y = c.statsHeading(y, s.Title, s.Note)
	y = c.facts(y+statsGap, s.Facts)
	if len(players) > 0 {
		y = c.heading(y+statsGap, p.Sprintf("Players per day"))
		y = c.playersChart(y, start, players)
	}
	yield()
	if len(race) > 0 {
		y = c.heading(y+statsGap, p.Sprintf("The season's race"))
		c.race(p, y, race)
	}
	return c.finish(w)
}

// playersChart draws a column a day, its height the players that day, the
// count over the busiest day and the date under every seventh; and
// returns where it ends.
func (c *canvas) playersChart(y float64, start time.Time, players []int) float64 {
	lf := c.f.get(regular, statsLabelPx)
	nf := c.f.get(bold, statsLabelPx)
	most, busiest := 1, -1
	for i, n := range players {
		if n > 0 && (busiest < 0 || n > players[busiest]) {
			busiest = i
		}
		most = max(most, n)
	}
	slot := math.Floor(textWidthLimit / maxPlayerDays)
	gap := math.Max(2, math.Round(slot*0.18))
	top := y + statsLabelPx + 6 // room for the busiest day's count
	barsH := playersH - statsLabelPx - 6
	bottom := top + barsH
	c.fill(image.Rect(int(margin), int(bottom), int(imageWidth-margin), int(bottom)+2), trayColour)
	labelEnd := -1.0
	for i, n := range players {
		x := margin + float64(i)*slot
		bh := math.Round(barsH * float64(n) / float64(most))
		col := calPlayed
		if i == len(players)-1 {
			col = barLatest
		}
		if n > 0 {
			c.fill(image.Rect(int(x), int(bottom-bh), int(x+slot-gap), int(bottom)), col)
		}
		if i == busiest { // its count over it
			label := strconv.Itoa(n)
			c.text(nf, label, math.Min(math.Max(x+(slot-gap)/2, margin+textWidth(nf, label)/2), imageWidth-margin-textWidth(nf, label)/2), math.Round(bottom-bh-8), 0.5, ink)
		}
		day := start.AddDate(0, 0, i)
		if day.Day() == 1 || i == 0 || day.Day()%7 == 1 {
			label := strconv.Itoa(day.Day())
			lx := x + (slot-gap)/2 - textWidth(lf, label)/2
			if lx > labelEnd+6 {
				c.text(lf, label, lx, math.Round(bottom+10+capHeight(lf)), 0, muted)
				labelEnd = lx + textWidth(lf, label)
			}
		}
	}
	return bottom + 12 + statsLabelPx
}

// race draws the season's leaders as bars, their length the points, the
// podium shaded as on a player's calendar.
func (c *canvas) race(p *message.Printer, y float64, race []RaceEntry) {
	lf := c.f.get(bold, statsLabelPx)
	nf := c.f.get(bold, statsLabelPx)
	most := 1
	for _, e := range race {
		most = max(most, e.Points)
	}
	nameW := math.Round(textWidthLimit * 0.34)
	x0 := margin + nameW + 12
	full := imageWidth - margin - x0
	for i, e := range race {
		top := y + float64(i)*statsRowH
		base := math.Round(top + (statsRowH+capHeight(lf))/2)
		name := strconv.Itoa(e.Rank) + ". " + e.Name
		c.text(lf, fitText(lf, name, nameW), margin, base, 0, ink)
		col := calPlayed
		switch {
		case e.Rank == 1:
			col = calFirst
		case e.Rank <= 3:
			col = calPodium
		}
		pts := strconv.Itoa(e.Points)
		wBar := math.Max(textWidth(nf, pts)+20, math.Round(full*float64(e.Points)/float64(most)))
		c.fill(image.Rect(int(x0), int(top+5), int(x0+wBar), int(top+statsRowH-5)), col)
		c.text(nf, pts, x0+wBar-10, base, 1, onColour(col))
	}
}

// statsHeading draws a stats picture's title at y, and its note under it
// when there is one (the stats, the server's stats, the season), and
// returns the y below them.
func (c *canvas) statsHeading(y float64, title, note string) float64 {
	c.headerLine(y, titleBox, title, c.f.get(bold, statsTitlePx), ink, "", nil)
	y += titleBox
	if note != "" {
		c.headerLine(y, subBox, note, c.f.get(regular, subPx), muted, "", nil)
		y += subBox
	}
	return y
}
