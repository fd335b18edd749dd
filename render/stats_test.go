package render

import (
	"io"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/i18n"
)

// sampleStats is a player of 15 weeks: most days played, a few missed, two
// kept by a freeze, podiums now and then, today a first place.
func sampleStats(lang string) PlayerStats {
	p := i18n.Printer(lang)
	start := time.Date(2026, time.August, 10, 0, 0, 0, 0, time.UTC) // a Monday
	today := time.Date(2026, time.November, 25, 0, 0, 0, 0, time.UTC)
	n := int(today.Sub(start).Hours()/24) + 1
	days := make([]CalDay, n)
	var scores []int
	for i := range days {
		switch {
		case i < 9 || i%11 == 5 || i%17 == 3:
			days[i].Mark = Missed
		case i%23 == 7 || i%29 == 8:
			days[i].Mark = Frozen
		default:
			days[i] = CalDay{Mark: Played, Rank: 1 + (i*7)%9}
			scores = append(scores, 5+(i*37)%60)
		}
	}
	days[n-1] = CalDay{Mark: Played, Rank: 1}
	scores = append(scores, 48)
	return PlayerStats{
		Title: "Anneliese",
		Note:  p.Sprintf("Daily challenge · %s", "Boggle Club"),
		Facts: []Fact{
			{"2 431", p.Sprintf("points")}, {"87", p.Sprintf("days played")}, {"1 204", p.Sprintf("words")},
			{"12", p.Sprintf("day streak")}, {"31", p.Sprintf("best streak")}, {"2 / 3", p.Sprintf("freezes")},
		},
		Start: start, Days: days, Scores: scores,
		Words:   []StatWord{{"quarterings", 11}, {"strangest", 11}, {"streamers", 11}, {"plastered", 11}, {"lanterns", 11}},
		Printer: p,
	}
}

// statsImages are the stats images the golden test compares.
func statsImages() []image1 {
	few := sampleStats("")
	few.Days, few.Scores, few.Words, few.Facts = few.Days[len(few.Days)-3:], few.Scores[len(few.Scores)-2:], few.Words[:1], few.Facts[:4]
	few.Start = time.Date(2026, time.November, 23, 0, 0, 0, 0, time.UTC)
	// A Persian board's player: the interface has no Persian catalog, but
	// names and words run right to left, shaped.
	fa := sampleStats("")
	fa.Title, fa.Words = "مریم", []StatWord{{"کتابخانه", 11}, {"دانشگاه", 9}, {"ستاره", 3}}
	two := sampleSeason("")
	two.Race, two.Awards = two.Race[:2], two.Awards[:1]
	return []image1{
		{name: "stats-fa-words", draw: func(w io.Writer) error { return Stats(w, fa) }},
		{name: "stats-en", draw: func(w io.Writer) error { return Stats(w, sampleStats("")) }, docs: "stats.png"},
		{name: "stats-fr", draw: func(w io.Writer) error { return Stats(w, sampleStats("fr")) }},
		{name: "stats-few", draw: func(w io.Writer) error { return Stats(w, few) }},
		{name: "stats-server", draw: func(w io.Writer) error { return ServerStatsImage(w, sampleServer("")) }, docs: "stats-server.png"},
		{name: "stats-server-fr", draw: func(w io.Writer) error { return ServerStatsImage(w, sampleServer("fr")) }},
		{name: "season-en", draw: func(w io.Writer) error { return SeasonImage(w, sampleSeason("")) }, docs: "season.png"},
		{name: "season-fr", draw: func(w io.Writer) error { return SeasonImage(w, sampleSeason("fr")) }},
		{name: "season-two", draw: func(w io.Writer) error { return SeasonImage(w, two) }},
		{name: "season-none", draw: func(w io.Writer) error { return SeasonImage(w, SeasonResults{Title: "Season of October 2026"}) }},
	}
}

func TestStatsGolden(t *testing.T) {
	sizes := loadSizes(t)
	defer sizes.save(t)
	for _, im := range statsImages() {
		t.Run(im.name, func(t *testing.T) { checkGolden(t, "testdata", im, sizes) })
	}
}

// sampleServer is a server 25 days into its season.
func sampleServer(lang string) ServerStats {
	p := i18n.Printer(lang)
	players := make([]int, 25)
	for i := range players {
		players[i] = 8 + (i*13)%17 + i/3
	}
	names := []string{"Anneliese", "Bartholomew the Unready", "Chiara", "Dmitri", "Eun-ji", "Farouk", "Greta", "Hiroshi"}
	race := make([]RaceEntry, len(names))
	for i, n := range names {
		race[i] = RaceEntry{Rank: i + 1, Name: n, Points: 900 - i*i*11}
	}
	race[2].Rank, race[2].Points = 2, race[1].Points // a tie for second
	return ServerStats{
		Title: "Boggle Club",
		Note:  "November 2026",
		Facts: []Fact{{"41", p.Sprintf("players")}, {"18", p.Sprintf("today")}, {"25", p.Sprintf("days")}},
		Start: time.Date(2026, time.November, 1, 0, 0, 0, 0, time.UTC), Players: players, Race: race, Printer: p,
	}
}

// BenchmarkStats draws a player's stats picture (16 weeks, 7 bars, 5
// words) and a server's (25 days, 8 players).
func BenchmarkStats(b *testing.B) {
	s, sv := sampleStats("fr"), sampleServer("fr")
	b.Run("player", func(b *testing.B) { benchImage(b, func(w io.Writer) error { return Stats(w, s) }) })
	b.Run("server", func(b *testing.B) { benchImage(b, func(w io.Writer) error { return ServerStatsImage(w, sv) }) })
}

// sampleSeason is a season's end: a tie for second, eight players, the
// four awards.
func sampleSeason(lang string) SeasonResults {
	p := i18n.Printer(lang)
	sv := sampleServer(lang)
	return SeasonResults{
		Title: p.Sprintf("Season of %s", i18n.SeasonName(p, 2026, time.November)),
		Note:  p.Sprintf("Final standings") + " · Boggle Club",
		Race:  sv.Race,
		Awards: []Award{
			{p.Sprintf("Most words"), "Bartholomew the Unready", p.Sprintf("%d words", 1204)},
			{p.Sprintf("Longest word"), "Chiara", "QUARTERINGS · " + p.Sprintf("%d points", 11)},
			{p.Sprintf("Best day"), "Anneliese", p.Sprintf("%d points", 96)},
			{p.Sprintf("Longest streak"), "Dmitri", p.Sprintf("%d days", 30)},
		},
		Printer: p,
	}
}
