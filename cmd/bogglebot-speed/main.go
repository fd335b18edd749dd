// Command bogglebot-speed times the score-only solver (solver.Solver.Score) on
// a file of boards, so that it can be set beside another solver reading the
// same file in the same run. A board is one line of N*N letters, row by row,
// q standing for the Qu face: the format of danvk's hybrid-boggle.
//
//	# write 100,000 boards rolled from the modern dice, seed 1
//	bogglebot-speed --roll 100000 --seed 1 > /tmp/boards.txt
//	# score them 5 times over with ENABLE2K on one core
//	taskset -c 1 bogglebot-speed --dict enable2k.txt --reps 5 /tmp/boards.txt
//
// Each pass prints the boards scored, the sum of their scores (which must
// equal the other solver's) and the time per board, wall and CPU (the CPU
// time leaves out the time a busy machine gave other programs). docs/speed.md gives the
// whole comparison.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "bogglebot-speed:", err)
		os.Exit(2)
	}
}

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("bogglebot-speed", flag.ContinueOnError)
	roll := fs.Int("roll", 0, "write this many boards rolled from --dice to stdout, and stop")
	seed := fs.Uint64("seed", 1, "first seed of --roll; board i uses seed+i")
	diceName := fs.String("dice", "modern", "dice set of --roll: modern, classic, big, superbig")
	dictName := fs.String("dict", dict.DefaultTier, "dictionary: common, standard, large, or a word-list file")
	reps := fs.Int("reps", 1, "score the file this many times over")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *roll > 0 {
		return rollBoards(out, *diceName, *roll, *seed)
	}
	if fs.NArg() != 1 {
		return errors.New("give one file of boards (or --roll N)")
	}
	d, err := dict.Open(*dictName)
	if err != nil {
		return err
	}
	boards, err := readBoards(fs.Arg(0))
	if err != nil {
		return err
	}
	s := solver.NewSolver(d, solver.Rules{})
	for range *reps {
		start := time.Now()
		cpu0, _ := cpuTime()
		total := 0
		for _, b := range boards {
			_, score := s.Score(b)
			total += score
		}
		el := time.Since(start)
		cpu1, ok := cpuTime()
		per := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 / float64(len(boards)) }
		fmt.Fprintf(out, "bogglebot solver.Score: %d boards, total score %d, wall %.3f us/board", len(boards), total, per(el))
		if ok {
			fmt.Fprintf(out, ", cpu %.3f us/board", per(cpu1-cpu0))
		}
		fmt.Fprintln(out)
	}
	return nil
}

func rollBoards(out io.Writer, name string, n int, seed uint64) error {
	dice, err := solver.DiceNamed(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(out)
	for i := range n {
		b := dice.Roll(seed + uint64(i))
		for _, t := range b.Tiles() {
			l := t.Letters()
			if len(l) != 1 && t != solver.Qu {
				return fmt.Errorf("the %s dice have the face %q, which one letter a line cannot hold", name, t.String())
			}
			w.WriteByte(l[0])
		}
		w.WriteByte('\n')
	}
	return w.Flush()
}

// readBoards reads one board a line: N*N letters a-z, q for Qu.
func readBoards(path string) ([]solver.Board, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var boards []solver.Board
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		n := 0
		for n*n < len(text) {
			n++
		}
		tiles := make([]solver.Tile, len(text))
		for i := range len(text) {
			if text[i] < 'a' || text[i] > 'z' {
				return nil, fmt.Errorf("%s:%d: %q: a board is N*N letters a-z (q for Qu)", path, line, text)
			}
			tiles[i] = solver.Letter(text[i])
		}
		b, err := solver.New(n, tiles)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %q: %w", path, line, text, err)
		}
		boards = append(boards, b)
	}
	return boards, sc.Err()
}
