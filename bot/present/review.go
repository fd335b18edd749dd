package present

import (
	"context"
	"fmt"
	"io"
	"strings"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/solver"
)

// Looking back: /daily review, practice of past days (/daily day:...), a
// round's "My words" button, and /daily share (share.go).
//
// Spoilers: a review lists the words a player missed, so only days that
// have ended can be reviewed or practised; today is refused with a
// reason. Practice words are stored apart from the game's
// (challenge.PracticeStore) and never reach a leaderboard, a streak or
// stats.

// Words drawn on a look-back image: the player's best, then the best they
// missed (more of those when they found none).
const (
	drawnFound  = 3
	drawnMissed = 3
)

// Room in a look-back's text for each list of words.
const (
	foundRoom    = 700
	practiceRoom = 300
	missedRoom   = 400
	missedListed = 10
)

// A LookBack is a player's words against a board: a review of a day or of
// a round.
type LookBack struct {
	P                   *message.Printer // the player's language
	Head, Summary, Foot string
	Sol                 *solver.Result
	Found               []solver.Word     // best first
	Notes               map[string]string // a word's note in the list: "cancelled"
	Practice            []solver.Word     // found only in practice
	Missed              []solver.Word     // best first
	Title               string            // the image's
	What                string            // the board, for the alt text
}

// LookBackReply writes the player's words, the practice ones, the best
// missed ones and an image of the best of both, privately.
func LookBackReply(ctx context.Context, images bot.Images, lb LookBack) (bot.Reply, error) {
	var s strings.Builder
	s.WriteString(lb.Head)
	s.WriteString(lb.Summary)
	list := func(label string, ws []solver.Word, room int) {
		if len(ws) == 0 {
			return
		}
		items := make([]string, len(ws))
		for i, w := range ws {
			items[i] = fmt.Sprintf("%s %d%s", solver.LTRFace(w.Shown()), w.Points, lb.Notes[w.Word])
		}
		fmt.Fprintf(&s, "**%s** ", label)
		WriteWords(&s, items, " · ", room)
		s.WriteByte('\n')
	}
	p := lb.P
	list(p.Sprintf("Your words:"), lb.Found, foundRoom)
	list(p.Sprintf("Found in practice:"), lb.Practice, practiceRoom)
	if n := len(lb.Missed); n > 0 {
		list(p.Sprintf("Best you missed:"), lb.Missed[:min(n, missedListed)], missedRoom)
		if n > missedListed {
			s.WriteString(p.Sprintf("…and %d more words you missed.", n-missedListed) + "\n")
		}
	} else if lb.Sol.Count > 0 {
		s.WriteString(p.Sprintf("**You found every word on the board!**") + "\n")
	}
	s.WriteString(lb.Foot)

	// The image: the best words found (those with a path), then the best missed.
	var drawn []solver.Word
	for _, w := range lb.Found {
		if len(w.Path) > 0 && len(drawn) < drawnFound {
			drawn = append(drawn, w)
		}
	}
	mine := len(drawn)
	missed := map[string]bool{}
	for _, w := range lb.Missed { // more of them when fewer found words are drawn
		if len(drawn) == drawnFound+drawnMissed {
			break
		}
		missed[w.Word] = true
		drawn = append(drawn, w)
	}
	alt := SolutionAlt(lb.P, lb.P.Sprintf("%s with the paths of %s", lb.What, reviewDrawn(lb.P, mine, len(drawn)-mine)), lb.Sol.Board, drawn)
	res := *lb.Sol
	res.Words = drawn
	img, err := images.Draw(ctx, "review.png", alt, func(w io.Writer, r bot.Renderer) error {
		return r.Review(w, lb.P, res, missed, lb.Title)
	})
	if err != nil {
		return bot.Reply{}, err
	}
	return bot.Reply{Text: bot.Truncate(p, s.String(), bot.MaxText), Image: img, Ephemeral: true}, nil
}

// reviewDrawn says which words a review image draws, for its alt text:
// "your 2 best words, then the 2 best you missed".
func reviewDrawn(pt *message.Printer, mine, missed int) string {
	switch {
	case mine == 0 && missed == 0:
		return pt.Sprintf("none of your words and no missed word")
	case mine == 0:
		return pt.Sprintf("none of your words, and %s", pt.Sprintf("the %d best words you missed", missed))
	case missed == 0:
		return pt.Sprintf("your %d best words", mine)
	}
	return pt.Sprintf("%s, then %s", pt.Sprintf("your %d best words", mine), pt.Sprintf("the %d best words you missed", missed))
}
