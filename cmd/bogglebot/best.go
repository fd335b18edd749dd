package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

func init() {
	register(command{
		name: "best",
		args: "[--lang CODE] [--size 3..6] [--dict NAME|FILE] [--rules boggle|scramble] [--min N] [--seconds N] [--seed S] [--top K] [--pool N] [--expand N] [--letters LETTERS] " +
			"[--checkpoint FILE] [--beat POINTS] [--found FILE]",
		summary: "search for the highest-scoring boards; prints <board> <words> <points>, best first",
		run:     runBest,
	})
}

// maxBestSeconds bounds --seconds: a day (--checkpoint resumes a longer
// search run by run).
const maxBestSeconds = 24 * 60 * 60

// The search's defaults by board size (docs/best.md): on 3x3 and 4x4 the
// small pool expanded whole that finds perslatgsineters in a minute; on
// 5x5 and 6x6 a larger pool expanded a few boards a step, without the
// letters the richest boards never hold.
func bestDefaults(size int) (pool, expand int, letters string) {
	if size <= 4 {
		return study.DefaultPool, 0, ""
	}
	return study.LargePool, study.LargeExpand, study.LargeLetters
}

func runBest(ctx context.Context, c *cli, args []string) error {
	fs := newFlags(c, "best", commands["best"].args)
	var sf solveFlags
	sf.add(fs)
	size := fs.Int("size", 4, fmt.Sprintf("board size, %d to %d", study.MinSearchSize, study.MaxSearchSize))
	seconds := fs.Float64("seconds", 60, "stop after this many seconds (Ctrl-C stops sooner); the best boards found are printed")
	seed := fs.Uint64("seed", 0, "seed: fixes the boards each climb starts from, so the same seed climbs the same way (default: random)")
	top := fs.Int("top", 10, "how many boards to print (1-1000)")
	pool := fs.Int("pool", study.DefaultPool, fmt.Sprintf("boards the hill climber keeps (10-2000; default %d on 3x3 and 4x4, %d on 5x5 and 6x6)", study.DefaultPool, study.LargePool))
	expand := fs.Int("expand", 0, fmt.Sprintf("pool boards a step expands, best first (0: every new one; default 0 on 3x3 and 4x4, %d on 5x5 and 6x6)", study.LargeExpand))
	letters := fs.String("letters", "", fmt.Sprintf("the letters boards may hold, English only (default: a-z on 3x3 and 4x4, %s on 5x5 and 6x6; 'all' for a-z)", study.LargeLetters))
	checkpoint := fs.String("checkpoint", "", "save where the search stands in this file every minute and at the end, and resume from it if it exists (a long search, run by run)")
	beat := fs.Int("beat", 0, "report every board scoring more than this, with its words (to --found)")
	foundFile := fs.String("found", "", "append the boards --beat reports, with their words, to this file (default: stderr)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("unexpected argument %q: best takes only flags", pos[0])
	}
	dPool, dExpand, dLetters := bestDefaults(*size)
	if !isSet(fs, "pool") {
		*pool = dPool
	}
	if !isSet(fs, "expand") {
		*expand = dExpand
	}
	switch {
	case !isSet(fs, "letters"):
		*letters = dLetters
	case *letters == "all":
		*letters = ""
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
	case *expand < 0 || *expand > *pool:
		return usagef("--expand must be from 0 to the pool (%d), not %d", *pool, *expand)
	case *beat < 0:
		return usagef("--beat must be 0 or more, not %d", *beat)
	case isSet(fs, "found") && !isSet(fs, "beat"):
		return usagef("--found is where --beat reports boards: give --beat too")
	}
	d, rules, err := sf.load(c.stderr)
	if err != nil {
		return err
	}
	if sf.lng != lang.Default && isSet(fs, "letters") {
		return usagef("--letters is for English boards; another language's boards are made of its dice's faces")
	}
	var resume *study.Checkpoint
	if *checkpoint != "" {
		if resume, err = readCheckpoint(*checkpoint); err != nil {
			return err
		}
		if resume != nil && !isSet(fs, "seed") {
			// The checkpoint's search names its seed; resuming needs it.
			return usagef("--checkpoint %s exists: resuming it needs the same flags, --seed included (its search: %s)", *checkpoint, resume.Search)
		}
	}
	s := *seed
	if !isSet(fs, "seed") {
		s = rand.Uint64()
		fmt.Fprintf(c.stderr, "bogglebot best: seed %d\n", s)
	}
	ctx, cancel := context.WithTimeout(ctx, time.Duration(*seconds*float64(time.Second)))
	defer cancel()
	opt := study.SearchOptions{Size: *size, Dict: d, Rules: rules, Seed: s, Top: *top, Pool: *pool, Expand: *expand, Resume: resume}
	if sf.lng != lang.Default {
		// Boards of the language's letters, drawn as its dice have them.
		if opt.Dice, err = sf.lng.Dice(max(*size, 4)); err != nil {
			return usageError{err.Error()}
		}
	} else {
		opt.Letters = *letters
	}
	var saveErr error
	if *checkpoint != "" {
		opt.Checkpoint = func(cp study.Checkpoint) {
			if err := writeCheckpoint(*checkpoint, cp); err != nil && saveErr == nil {
				saveErr = err
				fmt.Fprintf(c.stderr, "bogglebot best: %v\n", err)
			}
		}
	}
	if isSet(fs, "beat") {
		var rec *recorder
		var prior time.Duration
		if resume != nil {
			prior = time.Duration(resume.Seconds * float64(time.Second))
		}
		if rec, err = newRecorder(c.stderr, *foundFile, d, rules, *beat, prior); err != nil {
			return err
		}
		defer rec.close()
		opt.Beat, opt.Record = *beat, rec.record
	}
	switch {
	case isTerminal(c.stderr):
		opt.Progress = func(p study.Progress) { printBestProgress(c.stderr, p) }
	case *checkpoint != "":
		// A long search, its stderr most likely a log: a line a minute.
		opt.Progress, opt.ProgressEvery = func(p study.Progress) { printBestLine(c.stderr, p) }, time.Minute
	}
	if resume != nil {
		fmt.Fprintf(c.stderr, "bogglebot best: resuming %s: climb %d, step %d, %d boards scored, best %d points\n",
			*checkpoint, resume.Climb+1, resume.Steps, resume.Boards, bestOf(resume))
	}
	found, err := study.Search(ctx, opt)
	if err != nil {
		return err
	}
	out := bufio.NewWriter(c.stdout)
	for _, b := range found {
		fmt.Fprintf(out, "%s\t%d\t%d\n", b.Board, b.Words, b.Points)
	}
	if err := out.Flush(); err != nil {
		return err
	}
	return saveErr
}

func bestOf(cp *study.Checkpoint) int32 {
	if len(cp.Top) == 0 {
		return 0
	}
	return cp.Top[0].Points
}

// readCheckpoint reads a checkpoint file, or nil if there is none.
func readCheckpoint(path string) (*study.Checkpoint, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var cp study.Checkpoint
	if err := json.Unmarshal(data, &cp); err != nil {
		return nil, fmt.Errorf("%s is not a checkpoint of bogglebot best: %v", path, err)
	}
	return &cp, nil
}

// writeCheckpoint replaces the checkpoint file at once (a new file renamed
// over it), so that a search killed while writing leaves the last one.
func writeCheckpoint(path string, cp study.Checkpoint) error {
	data, err := json.MarshalIndent(cp, "", " ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*")
	if err != nil {
		return fmt.Errorf("writing the checkpoint: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(append(data, '\n')); err != nil {
		tmp.Close()
		return fmt.Errorf("writing the checkpoint: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing the checkpoint: %w", err)
	}
	return os.Rename(tmp.Name(), path)
}

// A recorder writes the boards over --beat with their words, for anyone
// to check with another solver.
type recorder struct {
	w     io.Writer
	f     *os.File
	d     *dict.Dict
	rules solver.Rules
	beat  int
	err   io.Writer
	start time.Time // the search's start, earlier runs' time included
}

func newRecorder(stderr io.Writer, path string, d *dict.Dict, rules solver.Rules, beat int, prior time.Duration) (*recorder, error) {
	r := &recorder{w: stderr, d: d, rules: rules, beat: beat, err: stderr, start: time.Now().Add(-prior)}
	if path != "" {
		f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			return nil, err
		}
		r.f, r.w = f, f
	}
	return r, nil
}

func (r *recorder) record(b study.Scored) {
	res := solver.Solve(b.Board, r.d, r.rules)
	bw := bufio.NewWriter(r.w)
	after := time.Since(r.start).Seconds()
	fmt.Fprintf(bw, "# bogglebot best: %s scores %d points (%d words; over --beat %d), %s, %s, %s, after %.0f s of search\n",
		b.Board, res.Score, res.Count, r.beat, r.d.Name(), r.rules, time.Now().UTC().Format(time.RFC3339), after)
	fmt.Fprintf(bw, "%s\t%d\t%d\n", b.Board, res.Count, res.Score)
	for _, w := range res.Words {
		fmt.Fprintf(bw, "%s\t%d\n", w.Shown(), w.Points)
	}
	if err := bw.Flush(); err != nil {
		fmt.Fprintf(r.err, "bogglebot best: writing a board over --beat: %v\n", err)
	}
	if r.f != nil {
		fmt.Fprintf(r.err, "bogglebot best: %s scores %d points, over %d, after %.0f s: its words are in %s\n", b.Board, res.Score, r.beat, after, r.f.Name())
	}
}

func (r *recorder) close() {
	if r.f != nil {
		r.f.Close()
	}
}

// printBestProgress rewrites one line: time, boards scored and their rate,
// steps, climbs and the best board so far.
func printBestProgress(w io.Writer, p study.Progress) {
	fmt.Fprintf(w, "\r\x1b[K%s", bestLine(p))
	if p.Finished {
		fmt.Fprintln(w)
	}
}

// printBestLine writes the progress as a line of its own.
func printBestLine(w io.Writer, p study.Progress) {
	fmt.Fprintf(w, "bogglebot best: %s\n", bestLine(p))
}

func bestLine(p study.Progress) string {
	rate := 0.0
	if s := p.Elapsed.Seconds(); s > 0 {
		rate = float64(p.Boards) / s
	}
	return fmt.Sprintf("%4.0fs  %d boards (%.0f/s)  step %d, climb %d  best %d points: %s",
		p.Elapsed.Seconds(), p.Boards, rate, p.Steps, p.Climbs, p.Best.Points, p.Best.Board)
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
