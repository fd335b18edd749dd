package challenge

import (
	"cmp"
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"time"

	"github.com/bogglebot/bogglebot/game"
)

// A Season is a calendar month of the daily: a fresh race from its first
// day to its last, each day in the guild's timezone. Its final standings
// are posted once after its last day ends (PostKind Season), and stay
// readable as long as the days' scores are kept.
type Season struct {
	Year  int
	Month time.Month
}

// SeasonOf returns the season day falls in.
func SeasonOf(d game.Day) Season {
	t := d.Start(time.UTC)
	return Season{t.Year(), t.Month()}
}

// First returns the season's first day.
func (s Season) First() game.Day { return game.Date(s.Year, s.Month, 1) }

// Last returns the season's last day.
func (s Season) Last() game.Day { return game.Date(s.Year, s.Month+1, 0) }

// Next returns the season after s.
func (s Season) Next() Season { return SeasonOf(s.Last() + 1) }

// String returns the season as YYYY-MM, as ParseSeason reads it.
func (s Season) String() string { return fmt.Sprintf("%04d-%02d", s.Year, int(s.Month)) }

// Before reports whether s comes before o.
func (s Season) Before(o Season) bool { return s.First() < o.First() }

var seasonPattern = regexp.MustCompile(`^([0-9]{4})-([0-9]{1,2})$`)

// ParseSeason reads a season written YYYY-MM (2026-11). Its error is
// Invalid with CodeSeasonFormat and the fact typed.
func ParseSeason(typed string) (Season, error) {
	m := seasonPattern.FindStringSubmatch(typed)
	if m == nil {
		return Season{}, game.E(game.Op("ParseSeason"), game.Invalid, game.CodeSeasonFormat, game.Facts{"typed": typed})
	}
	y, _ := strconv.Atoi(m[1])
	mo, _ := strconv.Atoi(m[2])
	if y < 1970 || mo < 1 || mo > 12 {
		return Season{}, game.E(game.Op("ParseSeason"), game.Invalid, game.CodeSeasonFormat, game.Facts{"typed": typed})
	}
	return Season{y, time.Month(mo)}, nil
}

// Awards are the titles a season's final standings give: each names the
// player who holds it (ties to the better rank in the season, then the
// earlier day, then player id), and is absent (Player.ID "") when nobody
// played.
type Awards struct {
	MostWords     PlayerScore // the most words found over the season
	LongestWord   FoundWord   // the longest word found (letters), then the higher score
	BestDay       PlayerDay   // the most points on one day
	LongestStreak StreakRun   // the most days in a row played within the season
}

// A StreakRun is a player's run of consecutive days played.
type StreakRun struct {
	Player   game.Player
	Days     int
	From, To game.Day
}

// SeasonBoard is a season's race: its standings so far (final once it has
// ended) and, once ended, its awards.
type SeasonBoard struct {
	Season   Season
	From, To game.Day // the season's first and last days
	Today    game.Day // the guild's day when it was read
	Ended    bool     // the season's last day has ended in the guild's timezone
	Entries  []Entry
	Awards   Awards // set once Ended
}

// CurrentSeason returns the season under way in the guild, as of now.
func (s *Service) CurrentSeason(ctx context.Context, g game.Guild) (Season, error) {
	set, err := s.Settings(ctx, g)
	if err != nil {
		return Season{}, err
	}
	return SeasonOf(set.DayAt(s.now())), nil
}

// Season ranks a guild's players over season, as of now in the guild's
// timezone. A season after the current one has not happened: its error is
// NotFound with CodeSeasonAhead and the facts typed (season as given) and
// current. Awards are given once the season has ended; while it runs, its
// last day's words may still be secret.
func (s *Service) Season(ctx context.Context, g game.Guild, season Season) (SeasonBoard, error) {
	set, err := s.Settings(ctx, g)
	if err != nil {
		return SeasonBoard{}, err
	}
	today := set.DayAt(s.now())
	cur := SeasonOf(today)
	if cur.Before(season) {
		return SeasonBoard{}, game.E(game.NotFound, game.CodeSeasonAhead, game.Facts{"typed": season.String(), "current": cur.String()})
	}
	sb := SeasonBoard{Season: season, From: season.First(), To: season.Last(), Today: today, Ended: season.Last() < today}
	scores, err := s.store.Scores(ctx, g, sb.From, sb.To)
	if err != nil {
		return sb, fmt.Errorf("season %s of %s: %w", season, g, err)
	}
	sb.Entries = Rank(scores)
	hints, err := s.store.HintCounts(ctx, g, sb.From, sb.To)
	if err != nil {
		return sb, fmt.Errorf("season %s of %s: %w", season, g, err)
	}
	for i := range sb.Entries {
		sb.Entries[i].Hints = hints[sb.Entries[i].Player.ID]
	}
	if !sb.Ended || len(sb.Entries) == 0 {
		return sb, nil
	}
	days, err := s.store.DayTotals(ctx, g, sb.From, sb.To)
	if err != nil {
		return sb, fmt.Errorf("season %s of %s: %w", season, g, err)
	}
	longest, err := s.store.LongestWords(ctx, g, "", sb.From, sb.To, 1)
	if err != nil {
		return sb, fmt.Errorf("season %s of %s: %w", season, g, err)
	}
	sb.Awards = awards(sb.Entries, days, longest)
	return sb, nil
}

// awards finds a season's awards from its standings, every player's days
// and its longest word.
func awards(entries []Entry, days []PlayerDay, longest []FoundWord) Awards {
	var a Awards
	rank := map[string]int{}
	for _, e := range entries {
		rank[e.Player.ID] = e.Rank
		if e.Words > a.MostWords.Words {
			a.MostWords = e.PlayerScore
		}
	}
	if len(longest) > 0 {
		a.LongestWord = longest[0]
	}
	// Days come by day, then player: the first best day is the earliest.
	byPlayer := map[string][]PlayerDay{}
	for _, d := range days {
		if d.Points > a.BestDay.Points {
			a.BestDay = d
		}
		byPlayer[d.Player.ID] = append(byPlayer[d.Player.ID], d)
	}
	ids := make([]string, 0, len(byPlayer))
	for id := range byPlayer {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, func(x, y string) int { return cmp.Or(cmp.Compare(rank[x], rank[y]), cmp.Compare(x, y)) })
	for _, id := range ids {
		ds := byPlayer[id]
		run := StreakRun{}
		for i, d := range ds {
			if i > 0 && d.Day == ds[i-1].Day+1 {
				run.Days++
				run.To = d.Day
			} else {
				run = StreakRun{Player: d.Player, Days: 1, From: d.Day, To: d.Day}
			}
			if run.Days > a.LongestStreak.Days {
				a.LongestStreak = run
			}
		}
	}
	return a
}
