package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/console"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/internal/text"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

func init() {
	register(command{
		name:    "solve",
		args:    "[--lang CODE] [--dict NAME|FILE] [--min N] [--rules boggle|scramble] [--top N] [--json] [--png FILE] BOARD|-",
		summary: "solve a board: every word with its points (- reads one board a line from stdin)",
		run:     runSolve,
	})
}

// solveFlags are the flags shared by solve and path.
type solveFlags struct {
	dict  string
	min   int
	rules string
	lang  string
	lng   *lang.Language // set by load
}

func (f *solveFlags) add(fs interface {
	StringVar(*string, string, string, string)
	IntVar(*int, string, int, string)
}) {
	fs.StringVar(&f.dict, "dict", dict.DefaultTier, "dictionary: common, standard, large, or a word-list file")
	fs.IntVar(&f.min, "min", 0, "minimum word length (default 3 on 3x3 and 4x4 boards, 4 on 5x5 and bigger)")
	fs.StringVar(&f.rules, "rules", "boggle", "scoring: boggle or scramble")
	fs.StringVar(&f.lang, "lang", "", langFlag)
}

// load opens the dictionary and parses the rules. Lines of a word-list file
// that are not playable words are counted on w.
func (f *solveFlags) load(w io.Writer) (*dict.Dict, solver.Rules, error) {
	rules, err := solver.ParseRules(f.rules, f.min)
	if err != nil {
		return nil, rules, usageError{err.Error()}
	}
	if f.lng, err = pickLang(f.lang); err != nil {
		return nil, rules, err
	}
	if f.lng != lang.Default {
		if f.dict != dict.DefaultTier {
			return nil, rules, usagef("--dict chooses an English dictionary; %s plays with its own word list (%s)", f.lng.Name, f.lng.Source)
		}
		d, err := f.lng.Dict()
		return d, rules, err
	}
	d, st, err := dict.OpenStats(f.dict)
	if err != nil {
		if _, serr := os.Stat(f.dict); errors.Is(serr, os.ErrNotExist) {
			// A tier mistyped or a file not there: a mistake in the
			// command line, as a bad --rules is.
			msg := err.Error()
			tiers := make([]string, len(dict.Tiers))
			for i, t := range dict.Tiers {
				tiers[i] = t.Name
			}
			if near := bot.Suggest(f.dict, tiers); len(near) > 0 && !strings.ContainsAny(f.dict, `/\.`) {
				msg = strings.Replace(msg, fmt.Sprintf("%q", f.dict), fmt.Sprintf("%q (did you mean %s?)", f.dict, strings.Join(near, " or ")), 1)
			}
			if f.dict == "/usr/share/dict/words" {
				msg += " (Debian and Ubuntu install it with: apt-get install wamerican)"
			}
			return nil, rules, usageError{msg}
		}
		return nil, rules, err
	}
	if st.Skipped() > 0 {
		fmt.Fprintf(w, "bogglebot: %s: %d words; %s skipped (%s)\n", f.dict, st.Words, text.Plural(st.Skipped(), "line"), skippedWhy(st))
	}
	return d, rules, err
}

// skippedWhy says why lines of a word list were skipped.
func skippedWhy(st dict.Stats) string {
	var why []string
	for _, c := range []struct {
		n    int
		what string
	}{
		{st.NotWords, "with characters other than a-z"},
		{st.TooShort, fmt.Sprintf("shorter than %d letters", dict.MinLen)},
		{st.QWithoutU, "q without u"},
		{st.ProperNoun, "capitalised"},
	} {
		if c.n > 0 {
			why = append(why, fmt.Sprintf("%d %s", c.n, c.what))
		}
	}
	return strings.Join(why, ", ")
}

func runSolve(ctx context.Context, c *cli, args []string) error {
	fs := newFlags(c, "solve", commands["solve"].args)
	var sf solveFlags
	sf.add(fs)
	asJSON := fs.Bool("json", false, "print JSON: board, dictionary, rules, minimum length, count, score, words with points and paths ([row, column] from 0)")
	pngFile := fs.String("png", "", "also write the solution image to this PNG file")
	top := fs.Int("top", 0, "list only the N best words, and draw them in the --png image (1-10 there); without it the listing shows every word and the image the best 5")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		if err := pngIsBoard(*pngFile, "solve", "solution.png", ""); err != nil {
			return err
		}
		return usagef("give a board, for example: bogglebot solve 'lqre slus atic nren'")
	}
	if *pngFile == "-" {
		return usagef("--png needs a file name (standard output carries the word list)")
	}
	if isSet(fs, "top") && *top < 1 {
		return usagef("--top must be 1 or more, not %d", *top)
	}
	if !isSet(fs, "top") {
		*top = 5 // the image's words; the listing shows them all
	}
	if *top > 10 && *pngFile != "" {
		return usagef("--top must be from 1 to 10 with --png (the image draws at most 10 words), not %d", *top)
	}
	bulk := len(pos) == 1 && pos[0] == "-"
	if bulk && (*asJSON || *pngFile != "" || isSet(fs, "top")) {
		return usagef("--json, --png and --top work on one board; 'solve -' prints one line a board: <board> <number of words> <points>")
	}
	if !bulk && slices.Contains(pos, "-") {
		return usagef("'-' reads boards from standard input and goes alone: bogglebot solve -")
	}
	d, rules, err := sf.load(c.stderr)
	if err != nil {
		return err
	}
	if bulk {
		return solveBulk(ctx, c, sf.lng, d, rules)
	}
	b, err := parseBoardArgsIn(sf.lng, pos, "solve takes one board")
	if err != nil {
		return err
	}
	res := solver.Solve(b, d, rules)
	listed := res
	if isSet(fs, "top") {
		// The listing and the JSON give the best --top words; the totals
		// stay the board's.
		listed.Words = res.Best(*top)
	}
	if *pngFile != "" {
		if err := writeSolutionPNG(*pngFile, res, *top, d.Name()); err != nil {
			return err
		}
	}
	if *asJSON {
		return writeJSON(c.stdout, listed, d.Name())
	}
	writeListing(c.stdout, listed, d.Name())
	if *pngFile != "" {
		// The image draws the best words, the first of the listing.
		best := res.Best(*top)
		names := make([]string, len(best))
		for i, w := range best {
			names[i] = w.Shown()
		}
		if len(best) == 0 {
			fmt.Fprintf(c.stdout, "\nImage written to %s (no words to draw)\n", *pngFile)
		} else {
			fmt.Fprintf(c.stdout, "\nImage written to %s: the paths of %s\n", *pngFile, strings.Join(names, ", "))
		}
	}
	return nil
}

// jsonResult is solve --json's output: the board, what it was solved with
// (so a saved result says which dictionary and rules made it), and the
// words.
type jsonResult struct {
	Board      [][]string    `json:"board"`
	Dictionary string        `json:"dictionary"`
	Rules      string        `json:"rules"`
	MinLength  int           `json:"min_length"`
	Count      int           `json:"count"`
	Score      int           `json:"score"`
	Partial    bool          `json:"partial,omitempty"` // the search stopped at solver.SolveBudget steps
	Words      []solver.Word `json:"words"`
}

func writeJSON(w io.Writer, res solver.Result, dictName string) error {
	words := res.Words
	if words == nil {
		words = []solver.Word{}
	}
	enc := json.NewEncoder(w)
	return enc.Encode(jsonResult{
		Board:      res.Board.Rows(),
		Dictionary: dictName,
		Rules:      res.Rules.Scoring.String(),
		MinLength:  res.Rules.MinLenFor(res.Board.Size()),
		Count:      res.Count,
		Score:      res.Score,
		Partial:    res.Partial,
		Words:      words,
	})
}

// writeListing prints the grid, the totals and the words grouped by points.
func writeListing(w io.Writer, res solver.Result, dictName string) {
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	n := res.Board.Size()
	for _, line := range strings.Split(strings.TrimRight(res.Board.Grid(), "\n"), "\n") {
		fmt.Fprintf(bw, "  %s\n", line)
	}
	fmt.Fprintf(bw, "\n%s, %s (%s dictionary, %s rules, %d+ letters)\n",
		text.Plural(res.Count, "word"), text.Plural(res.Score, "point"), dictName, rulesTitle(res.Rules), res.Rules.MinLenFor(n))
	if len(res.Words) < res.Count {
		fmt.Fprintf(bw, "The best %s, as --top asks:\n", text.Plural(len(res.Words), "word"))
	}
	if res.Partial {
		fmt.Fprintf(bw, "This board repeats its letters so much that the search stopped after %d steps: the list may be missing words.\n", solver.SolveBudget)
	}
	for i := 0; i < len(res.Words); {
		j := i
		for j < len(res.Words) && res.Words[j].Points == res.Words[i].Points {
			j++
		}
		group := res.Words[i:j]
		fmt.Fprintf(bw, "\n%s: %s\n", text.Plural(group[0].Points, "point"), text.Plural(len(group), "word"))
		width := 0
		for _, x := range group {
			width = max(width, utf8.RuneCountInString(x.Shown())) // columns, not bytes: ñ, ж
		}
		perLine := max(1, 76/(width+2))
		for k, x := range group {
			if k%perLine == 0 {
				bw.WriteString("  ")
			}
			bw.WriteString(x.Shown())
			if k%perLine == perLine-1 || k == len(group)-1 {
				bw.WriteByte('\n')
			} else {
				bw.WriteString(strings.Repeat(" ", width+2-utf8.RuneCountInString(x.Shown())))
			}
		}
		i = j
	}
	if res.Count == 0 {
		fmt.Fprintln(bw, "\nNo words on this board.")
	}
}

func rulesTitle(r solver.Rules) string {
	if r.Scoring == solver.Scramble {
		return "Scramble with Friends"
	}
	return "Boggle"
}

// solveBulk reads one board a line and prints "<board>\t<words>\t<points>",
// the number of words on it and their points, for each, in input order,
// scoring batches of lines on every core. A line that is not a board is
// reported on stderr; the others are still scored, and the command then
// fails. Blank lines are skipped; an input with no board at all fails too,
// rather than print nothing.
func solveBulk(ctx context.Context, c *cli, l *lang.Language, d *dict.Dict, rules solver.Rules) error {
	workers := runtime.GOMAXPROCS(0)
	work := make(chan *bulkBatch, workers*2)
	ordered := make(chan *bulkBatch, workers*4)
	for range workers {
		go func() {
			s := solver.NewSolver(d, rules)
			for bt := range work {
				bt.score(s, l)
			}
		}()
	}
	type read struct {
		boards int // lines that are not blank
		err    error
	}
	done := make(chan read, 1)
	go func() {
		defer close(work)
		defer close(ordered)
		boards, err := readBulk(ctx, c.stdin, work, ordered)
		done <- read{boards, err}
	}()
	bad, err := writeBulk(c, ordered)
	if err != nil {
		return err
	}
	r := <-done
	if r.err != nil {
		return fmt.Errorf("read boards: %w", r.err)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if r.boards == 0 {
		return errors.New("no boards on standard input: give one board a line, for example: echo 'lqre slus atic nren' | bogglebot solve -")
	}
	if bad > 0 {
		if bad == 1 {
			return errors.New("1 line could not be read as a board (see above)")
		}
		return fmt.Errorf("%d lines could not be read as boards (see above)", bad)
	}
	return nil
}

// A bulkBatch is a run of input lines scored together, and what scoring
// them printed: the lines' results, the lines that are no board, the
// warnings. done is closed when it is scored.
type bulkBatch struct {
	lines []string
	nums  []int // line number of each of lines
	out   []byte
	bad   []string
	warn  []string
	done  chan struct{}
}

// bulkLines is how many lines a bulkBatch holds.
const bulkLines = 256

// score scores bt's boards with s, then closes bt.done.
func (bt *bulkBatch) score(s *solver.Solver, l *lang.Language) {
	defer close(bt.done)
	for k, line := range bt.lines {
		text := strings.TrimSpace(line)
		b, err := parseBoardIn(l, text)
		if err != nil {
			quoted := text
			if r := []rune(quoted); len(r) > 80 {
				quoted = string(r[:77]) + "..."
			}
			bt.bad = append(bt.bad, fmt.Sprintf("line %d: %v", bt.nums[k], boardRefusal(quoted, err)))
			continue
		}
		count, score := s.Score(b)
		if s.Partial() {
			bt.warn = append(bt.warn, fmt.Sprintf("line %d: this board repeats its letters so much that counting stopped after %d steps: its counts are what was found by then", bt.nums[k], solver.SolveBudget))
		}
		bt.out = append(bt.out, text...)
		bt.out = append(bt.out, '\t')
		bt.out = strconv.AppendInt(bt.out, int64(count), 10)
		bt.out = append(bt.out, '\t')
		bt.out = strconv.AppendInt(bt.out, int64(score), 10)
		bt.out = append(bt.out, '\n')
	}
}

// readBulk reads r's lines into batches, each sent to work (to score) and
// to ordered (to print in input order), until r ends or ctx is done. It
// returns how many lines were not blank.
func readBulk(ctx context.Context, r io.Reader, work, ordered chan<- *bulkBatch) (boards int, err error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	line := 0
	bt := &bulkBatch{done: make(chan struct{})}
	flush := func() {
		work <- bt
		ordered <- bt
	}
	for sc.Scan() {
		line++
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		boards++
		bt.lines = append(bt.lines, sc.Text())
		bt.nums = append(bt.nums, line)
		if len(bt.lines) == bulkLines {
			flush()
			bt = &bulkBatch{done: make(chan struct{})}
		}
		if ctx.Err() != nil {
			break
		}
	}
	if len(bt.lines) > 0 {
		flush()
	}
	return boards, sc.Err()
}

// writeBulk prints each batch of ordered once scored: its results on
// stdout, its warnings and unreadable lines on stderr. It returns how many
// lines were no board.
func writeBulk(c *cli, ordered <-chan *bulkBatch) (bad int, err error) {
	out := bufio.NewWriterSize(c.stdout, 64*1024)
	for bt := range ordered {
		<-bt.done
		out.Write(bt.out)
		for _, msg := range bt.warn {
			fmt.Fprintln(c.stderr, msg)
		}
		for _, msg := range bt.bad {
			fmt.Fprintln(c.stderr, msg)
			bad++
		}
	}
	return bad, out.Flush()
}

// pngIsBoard returns the usage error for a --png value that is the board
// (the file name forgotten: "solve --png 'lqre slus atic nren'"), when no
// board was given besides; nil if value is no board. example is a file name
// to show, rest what follows the board in the command.
func pngIsBoard(value, cmd, example, rest string) error {
	if value == "" {
		return nil
	}
	if _, err := solver.Parse(value); err != nil {
		return nil
	}
	return usagef("--png needs a file name, and %q is a board: give the file name after --png, for example: bogglebot %s --png %s %s",
		value, cmd, example, strings.TrimSpace(shellQuote(value)+" "+rest))
}

// shellQuote quotes s for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./#[]") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// parseBoardArgsIn is parseBoardArgs for a board of language l's letters.
func parseBoardArgsIn(l *lang.Language, args []string, takes string) (solver.Board, error) {
	b, err := parseBoardIn(l, strings.Join(args, " "))
	if err != nil {
		for k := len(args) - 1; k >= 1; k-- {
			if k > 1 && len(args[k]) == len(args[k-1]) {
				continue // one row too many, more likely than a word: the parser's error says so
			}
			board := strings.Join(args[:k], " ")
			if _, e := parseBoardIn(l, board); e == nil {
				return solver.Board{}, usagef("unexpected argument %q after the board %q: %s", args[k], board, takes)
			}
		}
		// Quote the board as typed: one line says what and where.
		return b, boardRefusal(strings.Join(args, " "), err)
	}
	return b, nil
}

// parseBoardIn reads a board of language l's letters, its refusals worded
// for the command line.
func parseBoardIn(l *lang.Language, s string) (solver.Board, error) {
	b, err := l.ParseBoard(s)
	var pe *solver.ParseError
	if l == lang.Default && errors.As(err, &pe) {
		if alt := lang.BoardLanguages(s); len(alt) > 0 {
			cp := *pe
			cp.Msg += "; for a board in another language, add " + langOptions(alt, "--lang ")
			return b, &cp
		}
	}
	var ge *game.Error
	if errors.As(err, &ge) {
		return b, quotesBoard{errors.New(console.Plain(i18n.Error("en", err)))}
	}
	return b, err
}

// quotesBoard is a board's refusal that quotes the board itself ("c’h o a r
// / x x x x … can't be played here: the letter x is on no die…"): no
// "can't read the board '…':" goes before it to quote it twice.
type quotesBoard struct{ error }

func (q quotesBoard) Unwrap() error { return q.error }

// boardRefusal is err, a refusal of the board typed, saying which board
// once: after "can't read the board 'typed':" unless err quotes it.
func boardRefusal(typed string, err error) error {
	var q quotesBoard
	if errors.As(err, &q) {
		return err
	}
	return fmt.Errorf("can't read the board '%s': %w", typed, err)
}

// langOptions words languages as options to add: "--lang ru or --lang uk".
func langOptions(ls []*lang.Language, flag string) string {
	var out []string
	for _, l := range ls {
		out = append(out, flag+l.Code)
	}
	return strings.Join(out, " or ")
}
