package bot

import (
	"context"
	"fmt"
	"maps"
	"strings"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

// qualityOpt is /random's and /play's quality option: plain rolls one
// board, rich keeps the richest of many rolls (study.Rich).
var qualityOpt = OptionSpec{Name: "quality", Description: "plain (one roll, default) or rich (the richest of many rolls)",
	Choices: []Choice{{"plain", "plain"}, {"rich", "rich"}}}

// richOption reads the quality option: true for rich.
func richOption(req Request) (bool, error) {
	typed := strings.TrimSpace(req.Options["quality"])
	switch strings.ToLower(typed) {
	case "", "plain":
		return false, nil
	case "rich":
		return true, nil
	}
	return false, Refusef("`quality` is `plain` (one roll) or `rich` (the richest of many rolls), not `%s`.", clip(typed, 20))
}

// A deal is a board dealt by quality or from the best boards, and a line
// saying how it was chosen.
type deal struct {
	board solver.Board
	about Phrase
}

// diceAbout names dice as the board image's line and a reply say it, in
// the reader's language: "Boggle 4x4 (1987 on)", "Polish 4x4, fitted to
// the word list's letters" ("polonais 4x4, …" in French).
func diceAbout(d *solver.Dice) Phrase {
	switch d.Name {
	case solver.Modern.Name:
		return Phrasef("Boggle 4x4 (1987 on)")
	case solver.Classic.Name:
		return Phrasef("Boggle 4x4 (1976)")
	case solver.Big.Name:
		return Phrasef("Big Boggle 5x5")
	case solver.SuperBig.Name:
		return Phrasef("Super Big Boggle 6x6")
	}
	if l := fittedDice(d); l != nil {
		return Phrasef("%s %dx%d, fitted to the word list's letters", LangRef(l.Code), d.Size, d.Size)
	}
	return Phrase{"%s", []any{d.About}} // dice of the admin's own: their words
}

// fittedDice returns the language whose fitted dice d are, or nil for the
// real Boggle sets and an admin's own dice.
func fittedDice(d *solver.Dice) *lang.Language {
	switch d.Name {
	case solver.Modern.Name, solver.Classic.Name, solver.Big.Name, solver.SuperBig.Name:
		return nil
	}
	if l, err := lang.Get(d.Name); err == nil && l.Code != lang.Default.Code {
		return l
	}
	return nil
}

// rollRich deals the richest of many rolls of the dice (study.Rich,
// bounded in time and count), scored with tier under Boggle rules.
func (b *Bot) rollRich(ctx context.Context, dice *solver.Dice, d *dict.Dict) (deal, error) {
	best, rolled, err := study.Rich(ctx, dice, d, solver.Rules{}, b.seed(), study.RichLimits{})
	if err != nil {
		return deal{}, fmt.Errorf("roll a rich board: %w", err)
	}
	points := Phrasef("%d points", best.Points)
	if l := fittedDice(dice); l != nil {
		return deal{best.Board, Phrasef("the richest of %d rolls of the %s %dx%d dice, fitted to the word list's letters (%s)",
			rolled, LangRef(l.Code), dice.Size, dice.Size, points)}, nil
	}
	return deal{best.Board, Phrasef("the richest of %d rolls of the %s dice (%s)", rolled, diceAbout(dice), points)}, nil
}

// bestBoard deals one of the shipped best boards for the size and tier
// (study.BestBoards), chosen at random.
func (b *Bot) bestBoard(size int, tier string) (deal, error) {
	boards := study.BestBoards(size, tier)
	if len(boards) == 0 {
		return deal{}, Refusef("I have no best %dx%d boards for the %s dictionary.", size, size, tier)
	}
	s := boards[b.seed()%uint64(len(boards))]
	return deal{s.Board, Phrasef("one of the best %dx%d boards known for the %s dictionary (%s, %s)",
		size, size, TierRef(tier), Phrasef("%d words", s.Words), Phrasef("%d points", s.Points))}, nil
}

// playDealWords moves /play's free-text words "rich" and "best" to the
// quality and board options they mean ("/play 5 best"), in a copy of the
// request's options.
func playDealWords(req Request) Request {
	toks := strings.Fields(req.Options["rules"])
	var keep []string
	opts := maps.Clone(req.Options)
	for _, tok := range toks {
		switch strings.ToLower(tok) {
		case "rich":
			if strings.TrimSpace(opts["quality"]) == "" {
				opts["quality"] = "rich"
				continue
			}
		case "best":
			if strings.TrimSpace(opts["board"]) == "" {
				opts["board"] = "best"
				continue
			}
		}
		keep = append(keep, tok)
	}
	if len(keep) == len(toks) {
		return req
	}
	opts["rules"] = strings.Join(keep, " ")
	req.Options = opts
	return req
}
