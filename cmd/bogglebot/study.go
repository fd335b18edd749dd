package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/bogglebot/bogglebot/internal/text"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

func init() {
	register(command{
		name: "study",
		args: "[--lang CODE] [--dice modern|classic|big|superbig] [--size 4|5|6] [--dict NAME|FILE] [--rules boggle|scramble] [--min N] " +
			"[--boards N] [--seed S] [--top K] [--json]",
		summary: "roll many boards and list the words on them, most likely first: a study list",
		run:     runStudy,
	})
}

// defaultStudySeed is study's seed when none is given: the same command
// prints the same list.
const defaultStudySeed = 1

func runStudy(ctx context.Context, c *cli, args []string) error {
	fs := newFlags(c, "study", commands["study"].args)
	var sf solveFlags
	sf.add(fs)
	diceName := fs.String("dice", "", "dice set: modern, classic, big or superbig (default: by --size, else modern)")
	size := fs.Int("size", 0, "board size: 4 (modern dice), 5 (Big Boggle) or 6 (Super Big Boggle)")
	boards := fs.Int("boards", 10000, fmt.Sprintf("how many boards to roll (1 to %d)", study.MaxBoards))
	seed := fs.Uint64("seed", defaultStudySeed, "seed: the same seed rolls the same boards, on any number of cores")
	top := fs.Int("top", 0, "print only the K most likely words (default: every word seen)")
	asJSON := fs.Bool("json", false, "print JSON: the run, and each word with its boards, probability, points and expected points per board")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("unexpected argument %q: study takes only flags", pos[0])
	}
	if *boards < 1 || *boards > study.MaxBoards {
		return usagef("--boards must be from 1 to %d, not %d", study.MaxBoards, *boards)
	}
	if *top < 0 {
		return usagef("--top must be 0 (every word) or more, not %d", *top)
	}
	l, err := pickLang(sf.lang)
	if err != nil {
		return err
	}
	dice, err := pickLangDice(l, *size, *diceName)
	if err != nil {
		return err
	}
	d, rules, err := sf.load(c.stderr)
	if err != nil {
		return err
	}
	opt := study.Options{Dice: dice, Dict: d, Rules: rules, Boards: *boards, Seed: *seed}
	bar := progressBar(c.stderr, *boards)
	if bar != nil {
		opt.Progress = func(done int) { bar.Set(done) }
	}
	res, err := study.Run(ctx, opt)
	if bar != nil {
		bar.Clear()
	}
	if err != nil {
		if res.Boards == 0 {
			return fmt.Errorf("stopped before a board was solved: %w", err)
		}
		// Ctrl-C: print what we have. The boards solved are the first
		// res.Boards of the seed, so the list is --boards res.Boards's.
		fmt.Fprintf(c.stderr, "bogglebot study: stopped after %d of %d boards; the list is the one --boards %d --seed %d gives\n",
			res.Boards, *boards, res.Boards, *seed)
	}
	if res.Partial > 0 {
		fmt.Fprintf(c.stderr, "bogglebot study: %s repeated letters so much that the search stopped after %d steps: their words are what was found by then\n",
			text.Plural(res.Partial, "board"), solver.SolveBudget)
	}
	words := res.Words
	if *top > 0 && len(words) > *top {
		words = words[:*top]
	}
	if *asJSON {
		return writeStudyJSON(c.stdout, res, words, err != nil)
	}
	return writeStudy(c.stdout, res, words)
}

// progressBar returns a bar on w if w is a terminal, else nil: piped or
// redirected output gets no bar. schollz/progressbar draws it: it fits the
// terminal's width, throttles redraws, shows the rate and the time left, and
// clears itself, all of which a hand-written bar would have to redo.
func progressBar(w io.Writer, boards int) *progressbar.ProgressBar {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	return progressbar.NewOptions(boards,
		progressbar.OptionSetWriter(f),
		progressbar.OptionSetDescription("rolling boards"),
		progressbar.OptionSetItsString("boards"),
		progressbar.OptionShowIts(),
		progressbar.OptionShowCount(),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionSetWidth(30),
		progressbar.OptionClearOnFinish(),
	)
}

// writeStudy prints "<word>\t<probability>" a line. The probability has
// enough decimals that a word seen on one board does not print as zero.
func writeStudy(w io.Writer, res study.Result, words []study.Word) error {
	bw := bufio.NewWriterSize(w, 64*1024)
	digits := max(4, len(strconv.Itoa(res.Boards-1)))
	buf := make([]byte, 0, 64)
	for _, x := range words {
		buf = append(buf[:0], x.Shown()...)
		buf = append(buf, '\t')
		buf = strconv.AppendFloat(buf, x.Probability, 'f', digits, 64)
		buf = append(buf, '\n')
		bw.Write(buf)
	}
	return bw.Flush()
}

// studyJSON is study --json's output.
type studyJSON struct {
	Dice          string       `json:"dice"`
	Size          int          `json:"size"`
	Dictionary    string       `json:"dictionary"`
	Rules         string       `json:"rules"`
	MinLength     int          `json:"min_length"`
	Seed          uint64       `json:"seed"`
	Boards        int          `json:"boards"`
	Stopped       bool         `json:"stopped,omitempty"` // Ctrl-C before all the boards asked for
	PartialBoards int          `json:"partial_boards,omitempty"`
	MeanWords     float64      `json:"mean_words"`
	MeanPoints    float64      `json:"mean_points"`
	DeadTiles     float64      `json:"dead_tiles"` // the share of the boards' tiles no word crosses
	Distinct      int          `json:"distinct_words"`
	Words         []study.Word `json:"words"`
}

func writeStudyJSON(w io.Writer, res study.Result, words []study.Word, stopped bool) error {
	if words == nil {
		words = []study.Word{}
	}
	bw := bufio.NewWriterSize(w, 64*1024)
	err := json.NewEncoder(bw).Encode(studyJSON{
		Dice:          res.Dice,
		Size:          res.Size,
		Dictionary:    res.Dict,
		Rules:         res.Rules.Scoring.String(),
		MinLength:     res.Rules.MinLenFor(res.Size),
		Seed:          res.Seed,
		Boards:        res.Boards,
		Stopped:       stopped,
		PartialBoards: res.Partial,
		MeanWords:     res.MeanWords(),
		DeadTiles:     res.DeadShare(),
		MeanPoints:    res.MeanPoints(),
		Distinct:      len(res.Words),
		Words:         words,
	})
	return errors.Join(err, bw.Flush())
}
