package bot

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/render"
	"github.com/bogglebot/bogglebot/round"
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

// ReviewCommands are the daily's subcommands for looking back and
// sharing: /daily review and /daily share.
func ReviewCommands() []CommandSpec {
	return []CommandSpec{
		{
			Name:        "daily review",
			Description: "A past day: your words, the best you missed, their paths",
			Options: []OptionSpec{
				{Name: "day", Meta: "DAY", Description: "which day, YYYY-MM-DD or yesterday (default: yesterday)", Positional: true},
			},
			Examples: []string{"/daily review 2026-11-20"},
			Handle:   dailyReviewCmd,
		},
		{
			Name:        "daily share",
			Description: "Your day as spoiler-free text to paste anywhere",
			Examples:    []string{"/daily share"},
			Handle:      dailyShareCmd,
		},
	}
}

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

func dailyReviewCmd(ctx context.Context, b *Bot, req Request) (Reply, error) {
	svc, err := b.dailyService()
	if err != nil {
		return Reply{}, err
	}
	g, _ := GuildOf(req)
	today, err := b.guildToday(ctx, svc, g)
	if err != nil {
		return Reply{}, err
	}
	day := today - 1
	if v := strings.TrimSpace(req.Options["day"]); v != "" {
		if day, err = ReadDay(v, today); err != nil {
			return Reply{}, err
		}
	}
	rv, err := svc.Review(ctx, g, req.User.ID, day)
	if err != nil {
		return Reply{}, err
	}
	d := rv.Daily
	p := req.Printer()
	lb := lookBack{p: p,
		head: p.Sprintf("**Review, %s** `%s` · %dx%d, %s dictionary", i18n.DayName(p, d.Day), d.Board, d.Board.Size(), d.Board.Size(), DictName(p, d.Settings.Tier)) + "\n",
		sol:  rv.Solution, found: rv.Found, practice: rv.Practice, missed: rv.Missed,
		title: p.Sprintf("Review · %s", i18n.DayName(p, d.Day)),
		what:  p.Sprintf("The daily board of %s, %s", i18n.DayName(p, d.Day), d.Board),
	}
	if len(rv.Found) == 0 {
		lb.summary = p.Sprintf("You didn't play that day. The board hid %s worth %s.", p.Sprintf("%d words", d.Possible), p.Sprintf("%d points", d.MaxScore)) + "\n"
	} else {
		lb.summary = p.Sprintf("You found **%d of %s, %d of %s**.", len(rv.Found), p.Sprintf("%d words", d.Possible), rv.Points, p.Sprintf("%d points", d.MaxScore)) + "\n"
	}
	lb.foot = p.Sprintf("Replay it for practice with `/daily day:%s`: it never counts for the leaderboard or your streak.", d.Day)
	return b.lookBackReply(ctx, lb)
}

// A lookBack is a player's words against a board: a review of a day or of
// a round.
type lookBack struct {
	p                   *message.Printer // the player's language
	head, summary, foot string
	sol                 *solver.Result
	found               []solver.Word     // best first
	notes               map[string]string // a word's note in the list: "cancelled"
	practice            []solver.Word     // found only in practice
	missed              []solver.Word     // best first
	title               string            // the image's
	what                string            // the board, for the alt text
}

// lookBackReply writes the player's words, the practice ones, the best
// missed ones and an image of the best of both, privately.
func (b *Bot) lookBackReply(ctx context.Context, lb lookBack) (Reply, error) {
	var s strings.Builder
	s.WriteString(lb.head)
	s.WriteString(lb.summary)
	list := func(label string, ws []solver.Word, room int) {
		if len(ws) == 0 {
			return
		}
		items := make([]string, len(ws))
		for i, w := range ws {
			items[i] = fmt.Sprintf("%s %d%s", solver.LTRFace(w.Shown()), w.Points, lb.notes[w.Word])
		}
		fmt.Fprintf(&s, "**%s** ", label)
		writeWords(&s, items, " · ", room)
		s.WriteByte('\n')
	}
	p := lb.p
	list(p.Sprintf("Your words:"), lb.found, foundRoom)
	list(p.Sprintf("Found in practice:"), lb.practice, practiceRoom)
	if n := len(lb.missed); n > 0 {
		list(p.Sprintf("Best you missed:"), lb.missed[:min(n, missedListed)], missedRoom)
		if n > missedListed {
			s.WriteString(p.Sprintf("…and %d more words you missed.", n-missedListed) + "\n")
		}
	} else if lb.sol.Count > 0 {
		s.WriteString(p.Sprintf("**You found every word on the board!**") + "\n")
	}
	s.WriteString(lb.foot)

	// The image: the best words found (those with a path), then the best missed.
	var drawn []solver.Word
	for _, w := range lb.found {
		if len(w.Path) > 0 && len(drawn) < drawnFound {
			drawn = append(drawn, w)
		}
	}
	mine := len(drawn)
	missed := map[string]bool{}
	for _, w := range lb.missed { // more of them when fewer found words are drawn
		if len(drawn) == drawnFound+drawnMissed {
			break
		}
		missed[w.Word] = true
		drawn = append(drawn, w)
	}
	alt := solutionAlt(lb.p, lb.p.Sprintf("%s with the paths of %s", lb.what, reviewDrawn(lb.p, mine, len(drawn)-mine)), lb.sol.Board, drawn)
	res := *lb.sol
	res.Words = drawn
	img, err := b.Draw(ctx, "review.png", alt, func(w io.Writer) error {
		return b.render.Review(w, lb.p, res, missed, lb.title)
	})
	if err != nil {
		return Reply{}, err
	}
	return Reply{Text: Truncate(p, s.String(), MaxText), Image: img, Ephemeral: true}, nil
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

// roundReview is a round's "My words" button: the player's words against
// the board, once the round is over, in the round's own channel only (the
// button's id names the round: one sent from elsewhere shows nothing of it).
func (b *Bot) roundReview(ctx context.Context, svc *round.Service, req Request, id string) (Reply, error) {
	r, err := svc.Round(ctx, id)
	if err != nil {
		return Reply{}, roundErr(req, err)
	}
	if r.Key != roundKey(req) { // a button id copied (or forged) from elsewhere: show nothing of that round
		return Reply{}, req.Errorf("That button belongs to a round in another channel: press My words under the round's results there.")
	}
	if r.Finished.IsZero() {
		return Reply{}, req.Errorf("That round isn't over yet: your words show here once its results are posted.")
	}
	res, err := svc.Results(ctx, id)
	if err != nil {
		return Reply{}, err
	}
	entries, err := svc.Store().PlayerEntries(ctx, id, req.User.ID)
	if err != nil {
		return Reply{}, err
	}
	mine := make([]game.Word, len(entries))
	for i, e := range entries {
		mine[i] = game.Word{Word: e.Word, Points: e.Points}
	}
	found, _, missed := challenge.Split(res.Solution.Words, mine, nil)
	p := req.Printer()
	notes := map[string]string{}
	for _, w := range res.Cancelled {
		notes[w] = " " + p.Sprintf("(cancelled)")
	}
	scored := 0
	for _, e := range res.Scored[req.User.ID] {
		scored += e.Points
	}
	bd := r.Board
	lb := lookBack{p: p,
		head: p.Sprintf("**Your round** `%s` · %s", bd, describeRound(p, r.Rules)) + "\n",
		sol:  &res.Solution, found: found, notes: notes, missed: missed,
		title: p.Sprintf("%dx%d round · your words", bd.Size(), bd.Size()),
		what:  p.Sprintf("The round's board %s", bd),
	}
	if len(found) == 0 {
		lb.summary = p.Sprintf("You didn't enter a word in this round. The board hid %s worth %s.", p.Sprintf("%d words", res.Solution.Count), p.Sprintf("%d points", res.Solution.Score)) + "\n"
	} else {
		lb.summary = p.Sprintf("You found **%s** of %s and scored **%s**", p.Sprintf("%d words", len(found)), p.Sprintf("%d words", res.Solution.Count), p.Sprintf("%d points", scored))
		if c := slices.IndexFunc(found, func(w solver.Word) bool { return notes[w.Word] != "" }); c >= 0 {
			lb.summary += p.Sprintf(" (words someone else also found cancel)")
		}
		lb.summary += ".\n"
	}
	lb.foot = p.Sprintf("Start another with `/play`.")
	return b.lookBackReply(ctx, lb)
}
