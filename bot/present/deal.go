package present

import (
	"context"
	"fmt"
	"maps"
	"strings"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

// QualityOpt is /random's and /play's quality option: plain rolls one
// board, rich keeps the richest of many rolls (study.Rich).
var QualityOpt = bot.OptionSpec{Name: "quality", Description: "plain (one roll, default) or rich (the richest of many rolls)",
	Choices: []bot.Choice{{Label: "plain", Value: "plain"}, {Label: "rich", Value: "rich"}}}

// RichOption reads the quality option: true for rich.
func RichOption(req bot.Request) (bool, error) {
	typed := strings.TrimSpace(req.Options["quality"])
	switch strings.ToLower(typed) {
	case "", "plain":
		return false, nil
	case "rich":
		return true, nil
	}
	return false, game.E(game.Invalid, game.CodeQuality, game.Facts{"typed": typed})
}

// A Deal is a board dealt by quality or from the best boards, and a line
// saying how it was chosen.
type Deal struct {
	Board solver.Board
	About bot.Phrase
}

// DiceAbout names dice as the board image's line and a reply say it, in
// the reader's language: "Boggle 4x4 (1987 on)", "Polish 4x4, fitted to
// the word list's letters" ("polonais 4x4, …" in French).
func DiceAbout(d *solver.Dice) bot.Phrase {
	switch d.Name {
	case solver.Modern.Name:
		return bot.Phrasef("Boggle 4x4 (1987 on)")
	case solver.Classic.Name:
		return bot.Phrasef("Boggle 4x4 (1976)")
	case solver.Big.Name:
		return bot.Phrasef("Big Boggle 5x5")
	case solver.SuperBig.Name:
		return bot.Phrasef("Super Big Boggle 6x6")
	}
	if l := FittedDice(d); l != nil {
		return bot.Phrasef("%s %dx%d, fitted to the word list's letters", bot.LangRef(l.Code), d.Size, d.Size)
	}
	return bot.Phrasef("%s", d.About) // dice of the admin's own: their words
}

// FittedDice returns the language whose fitted dice d are, or nil for the
// real Boggle sets and an admin's own dice.
func FittedDice(d *solver.Dice) *lang.Language {
	switch d.Name {
	case solver.Modern.Name, solver.Classic.Name, solver.Big.Name, solver.SuperBig.Name:
		return nil
	}
	if l, err := lang.Get(d.Name); err == nil && l.Code != lang.Default.Code {
		return l
	}
	return nil
}

// RollRich deals the richest of many rolls of the dice (study.Rich,
// bounded in time and count), scored with tier under Boggle rules.
func RollRich(ctx context.Context, seed uint64, dice *solver.Dice, d *dict.Dict) (Deal, error) {
	best, rolled, err := study.Rich(ctx, dice, d, solver.Rules{}, seed, study.RichLimits{})
	if err != nil {
		return Deal{}, fmt.Errorf("roll a rich board: %w", err)
	}
	points := bot.Phrasef("%d points", best.Points)
	if l := FittedDice(dice); l != nil {
		return Deal{best.Board, bot.Phrasef("the richest of %d rolls of the %s %dx%d dice, fitted to the word list's letters (%s)",
			rolled, bot.LangRef(l.Code), dice.Size, dice.Size, points)}, nil
	}
	return Deal{best.Board, bot.Phrasef("the richest of %d rolls of the %s dice (%s)", rolled, DiceAbout(dice), points)}, nil
}

// BestBoard deals one of the shipped best boards for the size and tier
// (study.BestBoards), chosen at random.
func BestBoard(seed uint64, size int, tier string) (Deal, error) {
	boards := study.BestBoards(size, tier)
	if len(boards) == 0 {
		return Deal{}, game.E(game.NotFound, game.CodeNoBestBoards, game.Facts{"size": size, "dict": tier, "code": bot.DictCode(tier)})
	}
	s := boards[seed%uint64(len(boards))]
	return Deal{s.Board, bot.Phrasef("one of the best %dx%d boards known for the %s dictionary (%s, %s)",
		size, size, bot.TierRef(tier), bot.Phrasef("%d words", s.Words), bot.Phrasef("%d points", s.Points))}, nil
}

// PlayDealWords moves /play's free-text words "rich" and "best" to the
// quality and board options they mean ("/play 5 best"), in a copy of the
// request's options.
func PlayDealWords(req bot.Request) bot.Request {
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
