package main

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/bogglebot/bogglebot/solver"
)

func init() {
	register(command{
		name:    "random",
		args:    "[--lang CODE] [--size 4|5|6] [--dice modern|classic|big|superbig] [--seed N] [--grid]",
		summary: "roll a board from real Boggle dice and print it",
		run:     runRandom,
	})
}

func runRandom(ctx context.Context, c *cli, args []string) error {
	fs := newFlags(c, "random", commands["random"].args)
	size := fs.Int("size", 0, "board size: 4 (modern dice), 5 (Big Boggle) or 6 (Super Big Boggle)")
	diceName := fs.String("dice", "", "dice set: modern, classic, big or superbig (default: by size, else modern)")
	seed := fs.Uint64("seed", 0, "seed; the same seed rolls the same board (default: random)")
	grid := fs.Bool("grid", false, "print the board as a grid instead of one line")
	code := fs.String("lang", "", langFlag)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("unexpected argument %q", pos[0])
	}
	l, err := pickLang(*code)
	if err != nil {
		return err
	}
	dice, err := pickLangDice(l, *size, *diceName)
	if err != nil {
		return err
	}
	s := *seed
	if !isSet(fs, "seed") {
		s = rand.Uint64()
	}
	b := dice.Roll(s)
	if *grid {
		fmt.Fprint(c.stdout, b.Grid())
	} else {
		fmt.Fprintln(c.stdout, b)
	}
	return nil
}

// pickDice returns the dice set named by --dice, else the one for --size,
// else the modern 4x4 dice; 0 and "" mean not given.
func pickDice(size int, name string) (*solver.Dice, error) {
	if name != "" {
		dice, err := solver.DiceNamed(name)
		if err != nil {
			return nil, usageError{err.Error()}
		}
		if size != 0 && size != dice.Size {
			return nil, usagef("the %s dice make %dx%d boards, not %dx%d", dice.Name, dice.Size, dice.Size, size, size)
		}
		return dice, nil
	}
	if size != 0 {
		dice, err := solver.DiceForSize(size)
		if err != nil {
			return nil, usageError{err.Error()}
		}
		return dice, nil
	}
	return solver.Modern, nil
}
