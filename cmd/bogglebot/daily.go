package main

import (
	"cmp"
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/console"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

func init() {
	register(command{
		name:    "daily-board",
		args:    "[--lang CODE] [--size 4|5] [--seed S] [[--date] YYYY-MM-DD|yesterday]",
		summary: "print the daily challenge's board for a date (one line, as solve reads it)",
		run:     runDailyBoard,
	})
}

// dailyNow is the clock behind the default date; tests replace it.
var dailyNow = time.Now

// serveRenderer draws serve's images: nil is the real one (bot.PNG). A
// test wraps the real one to see what each image is asked, as serve
// wires it (the Observer's timing around it).
var serveRenderer bot.Renderer

func runDailyBoard(ctx context.Context, c *cli, args []string) error {
	fs := newFlags(c, "daily-board", commands["daily-board"].args)
	date := fs.String("date", "", "the date, YYYY-MM-DD (default: today in UTC)")
	size := fs.Int("size", challenge.DefaultSize, "board size: 4 (modern dice) or 5 (Big Boggle dice)")
	code := fs.String("lang", "", langFlag)
	// The seed serve uses, so both print the same board.
	cfg, err := config.Load(c.lookupEnv, "")
	if err := config.Only(err, config.EnvDailySeed); err != nil {
		return err
	}
	defaultSeed := cmp.Or(cfg.DailySeed, challenge.DefaultSeed)
	seed := fs.String("seed", defaultSeed, "seed of the daily boards: $BOGGLEBOT_DAILY_SEED if set, else the built-in one ('' means the built-in one too, as for serve); bots with the same seed play the same boards")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	// The date may come without --date: daily-board 2025-01-01.
	if len(pos) > 0 && *date == "" {
		*date, pos = pos[0], pos[1:]
	}
	if len(pos) > 0 {
		return usagef("unexpected argument %q: daily-board takes one date, YYYY-MM-DD", pos[0])
	}
	today := game.DayOf(dailyNow(), time.UTC)
	day := today
	switch strings.ToLower(strings.TrimSpace(*date)) {
	case "", "today":
	case "yesterday":
		day = today - 1
	default:
		if day, err = game.ParseDay(*date); err != nil {
			return usageError{console.Plain(i18n.Error("en", game.E(game.Facts{"example": today - 1}, err)))}
		}
	}
	if *size != 4 && *size != 5 {
		return usagef("--size is 4 or 5, not %d", *size)
	}
	l, err := pickLang(*code)
	if err != nil {
		return err
	}
	var b solver.Board
	if l == lang.Default {
		b, err = challenge.DailyBoard(strings.TrimSpace(*seed), day, *size) // "" is the built-in seed
	} else {
		var d *dict.Dict
		dice, derr := l.Dice(*size)
		if d, err = l.Dict(); err == nil {
			err = derr
		}
		if err == nil {
			b, err = challenge.DailyBoardIn(strings.TrimSpace(*seed), day, *size, l.Code, dice, d)
		}
	}
	if err != nil {
		return fmt.Errorf("board of %s: %w", day, err)
	}
	fmt.Fprintln(c.stdout, b)
	return nil
}
