package challenge

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/solver"
)

// A Share is what a player may show of their day without spoiling it:
// numbers only, never a letter of the board nor a word.
type Share struct {
	Day      game.Day
	Size     int
	Points   int
	Words    int
	MaxScore int // the board's total points, for the share of points
	Longest  int // letters in the player's longest word
	Streak   int // days in a row, today included
	Hints    int // hints taken today (/hint): shown, as on the leaderboard
	ByLength map[int]int
	// Lang is the board's language's code when it is not English ("pl"),
	// named in the first line so that a shared result says which day's
	// board it is: "bogglebot #5 · 4x4 · pl".
	Lang string
}

// Share gathers what a player may share of today: a game.NotFound error (share.not_played) if
// they have not found a word yet.
func (s *Service) Share(ctx context.Context, g game.Guild, playerID string) (Share, error) {
	d, p, err := s.Today(ctx, g, playerID)
	if err != nil {
		return Share{}, err
	}
	return s.share(ctx, g, playerID, d, p)
}

// ShareOf is Share of any day, today's or one that has ended (the streak
// is the player's current one).
func (s *Service) ShareOf(ctx context.Context, g game.Guild, playerID string, day game.Day) (Share, error) {
	d, p, err := s.DayProgress(ctx, g, playerID, day)
	if err != nil {
		return Share{}, err
	}
	return s.share(ctx, g, playerID, d, p)
}

func (s *Service) share(ctx context.Context, g game.Guild, playerID string, d Daily, p Progress) (Share, error) {
	if len(p.Found) == 0 {
		return Share{}, game.E(game.Op("Share"), game.NotFound, game.CodeNotPlayed, game.Facts{"today": d.Day})
	}
	st, err := s.Stats(ctx, g, playerID)
	if err != nil {
		return Share{}, err
	}
	sh := Share{Day: d.Day, Size: d.Board.Size(), Points: p.Points, Words: len(p.Found), MaxScore: d.MaxScore,
		Streak: st.CurrentStreak, Hints: p.Hints, ByLength: map[int]int{}}
	if l := langOfTier(d.Settings.Tier); l != nil && !strings.HasPrefix(l.Code, "en") {
		sh.Lang = l.Code
	}
	// Lengths in the day's letters: Croatian lj or Hungarian sz is one.
	var alpha *dict.Alphabet
	if dd, err := dict.Embedded(d.Settings.Tier); err == nil {
		alpha = dd.Alphabet()
	}
	for _, w := range p.Found {
		n := utf8.RuneCountInString(w.Word)
		if alpha != nil {
			n = solver.Length(alpha, w.Word)
		}
		sh.Longest = max(sh.Longest, n)
		sh.ByLength[n]++
	}
	return sh, nil
}

// shareSquares colour the words-by-length picture by length: 3 letters
// blue, 4 green, 5 yellow, 6 orange, 7 red, 8 or more purple, the same in
// every share.
var shareSquares = []string{"🟦", "🟩", "🟨", "🟧", "🟥", "🟪"}

// maxShareRow is how many squares a row of the picture holds; more words
// of a length show as "+N".
const maxShareRow = 10

// Text is the share as plain text for any chat, in Unicode emoji (which
// Discord and Slack both show, in code blocks too) and no markup, in
// English (Print writes it in another language):
//
//	bogglebot #3 · 4x4            (· pl for a Polish board)
//	23 points · 12 words · longest 7 letters
//	🔥 5-day streak · 💡 2 hints
//	🟩🟩🟩⬜⬜⬜⬜⬜⬜⬜ 31% of the points
//	🐝 Nice
//	3 🟦🟦🟦🟦🟦
//	...
//
// It holds numbers only: no letter of the board and no word.
func (sh Share) Text() string { return sh.Print(i18n.Printer("")) }

// Print is Text in the language of p (i18n.Printer).
func (sh Share) Print(p *message.Printer) string {
	var s strings.Builder
	s.WriteString(p.Sprintf("bogglebot #%s · %dx%d", strconv.Itoa(sh.Day.Number()), sh.Size, sh.Size))
	if sh.Lang != "" {
		s.WriteString(" · " + sh.Lang)
	}
	s.WriteByte('\n')
	s.WriteString(p.Sprintf("%d points", sh.Points) + " · " + p.Sprintf("%d words", sh.Words) + " · " + p.Sprintf("longest %d letters", sh.Longest))
	s.WriteByte('\n')
	s.WriteString(p.Sprintf("🔥 %d-day streak", sh.Streak))
	if sh.Hints > 0 {
		s.WriteString(" · " + p.Sprintf("💡 %d hints", sh.Hints))
	}
	s.WriteByte('\n')
	pct := 0
	if sh.MaxScore > 0 {
		pct = min(100, sh.Points*100/sh.MaxScore)
	}
	// A square a tenth of the points, rounded: a few points of many fill
	// none, and their share reads "under 1%", not "0%".
	filled := (pct + 5) / 10
	share := p.Sprintf("%d%% of the points", pct)
	if sh.Points > 0 && sh.MaxScore > 0 && pct == 0 {
		share = p.Sprintf("under 1%% of the points")
	}
	s.WriteString(strings.Repeat("🟩", filled) + strings.Repeat("⬜", 10-filled))
	s.WriteString(" " + share + "\n")
	s.WriteString("🐝 " + LevelName(p, LevelAt(sh.Points, sh.MaxScore).Level) + "\n")
	lengths := make([]int, 0, len(sh.ByLength))
	for n := range sh.ByLength {
		lengths = append(lengths, n)
	}
	slices.Sort(lengths)
	for _, n := range lengths {
		sq := shareSquares[min(max(n-3, 0), len(shareSquares)-1)]
		k := sh.ByLength[n]
		fmt.Fprintf(&s, "%d %s", n, strings.Repeat(sq, min(k, maxShareRow)))
		if k > maxShareRow {
			fmt.Fprintf(&s, " +%d", k-maxShareRow)
		}
		s.WriteByte('\n')
	}
	return strings.TrimSuffix(s.String(), "\n")
}

// LevelName is a level's name in the language of p: "Genius", "Génie".
// The names are i18n's (i18n.Dynamic lists them).
func LevelName(p *message.Printer, l Level) string { return p.Sprintf(l.Name) }
