package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"time"

	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/study"
)

func init() {
	register(command{
		name:    "best",
		args:    "[--lang CODE] [--size 3..6] [--dict NAME|FILE] [--rules boggle|scramble] [--min N] [--seconds N] [--seed S] [--top K] [--pool N]",
		summary: "search for the highest-scoring boards; prints <board> <words> <points>, best first",
		run:     runBest,
	})
}

// maxBestSeconds bounds --seconds: a day.
const maxBestSeconds = 24 * 60 * 60

func runBest(ctx context.Context, c *cli, args []string) error {
	fs := newFlags(c, "best", commands["best"].args)
	var sf solveFlags
	sf.add(fs)
	size := fs.Int("size", 4, fmt.Sprintf("board size, %d to %d", study.MinSearchSize, study.MaxSearchSize))
	seconds := fs.Float64("seconds", 60, "stop after this many seconds (Ctrl-C stops sooner); the best boards found are printed")
	seed := fs.Uint64("seed", 0, "seed: fixes the boards each climb starts from, so the same seed climbs the same way (default: random)")
	top := fs.Int("top", 10, "how many boards to print (1-1000)")
	pool := fs.Int("pool", study.DefaultPool, "boards the hill climber keeps (10-2000)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("unexpected argument %q: best takes only flags", pos[0])
	}
	switch {
	case *size < study.MinSearchSize || *size > study.MaxSearchSize:
		return usagef("--size must be from %d to %d, not %d", study.MinSearchSize, study.MaxSearchSize, *size)
	case !(*seconds > 0 && *seconds <= maxBestSeconds): // also NaN
		return usagef("--seconds must be more than 0 and at most %d (a day), not %v", maxBestSeconds, *seconds)
	case *top < 1 || *top > 1000:
		return usagef("--top must be from 1 to 1000, not %d", *top)
	case *pool < 10 || *pool > 2000:
		return usagef("--pool must be from 10 to 2000, not %d", *pool)
	}
	d, rules, err := sf.load(c.stderr)
	if err != nil {
		return err
	}
	s := *seed
	if !isSet(fs, "seed") {
		s = rand.Uint64()
		fmt.Fprintf(c.stderr, "bogglebot best: seed %d\n", s)
	}
	ctx, cancel := context.WithTimeout(ctx, time.Duration(*seconds*float64(time.Second)))
	defer cancel()
	opt := study.SearchOptions{Size: *size, Dict: d, Rules: rules, Seed: s, Top: *top, Pool: *pool}
	if sf.lng != lang.Default {
		// Boards of the language's letters, drawn as its dice have them.
		if opt.Dice, err = sf.lng.Dice(max(*size, 4)); err != nil {
			return usageError{err.Error()}
		}
	}
	if isTerminal(c.stderr) {
		opt.Progress = func(p study.Progress) { printBestProgress(c.stderr, p) }
	}
	found, err := study.Search(ctx, opt)
	if err != nil {
		return err
	}
	out := bufio.NewWriter(c.stdout)
	for _, b := range found {
		fmt.Fprintf(out, "%s\t%d\t%d\n", b.Board, b.Words, b.Points)
	}
	return out.Flush()
}

// printBestProgress rewrites one line: time, boards scored and their rate,
// steps, climbs and the best board so far.
func printBestProgress(w io.Writer, p study.Progress) {
	rate := 0.0
	if s := p.Elapsed.Seconds(); s > 0 {
		rate = float64(p.Boards) / s
	}
	fmt.Fprintf(w, "\r\x1b[K%4.0fs  %d boards (%.0f/s)  step %d, climb %d  best %d points: %s",
		p.Elapsed.Seconds(), p.Boards, rate, p.Steps, p.Climbs, p.Best.Points, p.Best.Board)
	if p.Finished {
		fmt.Fprintln(w)
	}
}

// isTerminal reports whether w is a terminal (a character device), where a
// progress line that rewrites itself is welcome. A file or a pipe is not.
// The standard library's file mode says enough; no terminal library needed.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
