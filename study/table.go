package study

//go:generate go run gen.go

import (
	"bufio"
	"compress/gzip"
	"context"
	"embed"
	"errors"
	"fmt"
	"io"
	"path"
	"strconv"
	"strings"
	"sync"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// The shipped tables are computed with these settings by `go generate
// ./study` (gen.go): TableBoards boards of each size's dice from TableSeed,
// Boggle scoring, each dictionary tier; the TableKeep words worth the most
// points per board are kept.
const (
	TableBoards = 50_000
	TableSeed   = 1
	TableKeep   = 300
)

// A TableSpec names one shipped table.
type TableSpec struct {
	Dice *solver.Dice
	Tier string // a dict.Tiers name
}

// File is the table's file name, under tables/: "4-standard.tsv.gz".
func (s TableSpec) File() string { return fmt.Sprintf("%d-%s.tsv.gz", s.Dice.Size, s.Tier) }

// TableSpecs lists the shipped tables: sizes 4, 5 and 6 (the modern, big
// and superbig dice) with every dictionary tier.
func TableSpecs() []TableSpec {
	var out []TableSpec
	for _, d := range []*solver.Dice{solver.Modern, solver.Big, solver.SuperBig} {
		for _, t := range dict.Tiers {
			out = append(out, TableSpec{Dice: d, Tier: t.Name})
		}
	}
	return out
}

// A Table is a study list computed ahead of time: the words worth the most
// points per board, most first (ByExpected), and the run they came from.
type Table struct {
	Dice       string // dice set name
	Size       int
	Dict       string // dictionary tier
	Rules      string // "boggle"
	Boards     int
	Seed       uint64
	MeanWords  float64 // words per board, over the whole run
	MeanPoints float64
	Distinct   int    // words seen in the run; Words keeps the top TableKeep
	Words      []Word // ByExpected order
}

// Generate runs spec's study (TableBoards boards) and keeps its top words.
// workers is as Options.Workers: it does not change the table.
func Generate(ctx context.Context, spec TableSpec, workers int) (*Table, error) {
	d, err := dict.Embedded(spec.Tier)
	if err != nil {
		return nil, err
	}
	res, err := Run(ctx, Options{Dice: spec.Dice, Dict: d, Boards: TableBoards, Seed: TableSeed, Workers: workers})
	if err != nil {
		return nil, fmt.Errorf("study %s: %w", spec.File(), err)
	}
	return NewTable(res, TableKeep), nil
}

// NewTable keeps the keep words of res worth the most points per board.
func NewTable(res Result, keep int) *Table {
	words := append([]Word(nil), res.Words...)
	ByExpected(words)
	if len(words) > keep {
		words = words[:keep]
	}
	return &Table{
		Dice: res.Dice, Size: res.Size, Dict: res.Dict, Rules: res.Rules.String(),
		Boards: res.Boards, Seed: res.Seed, MeanWords: res.MeanWords(), MeanPoints: res.MeanPoints(),
		Distinct: len(res.Words), Words: words,
	}
}

const tableMagic = "# bogglebot study table 1"

// WriteTo writes t gzipped: a header of "# key value" lines, then
// "word\tboards\tpoints" a line. The same table writes the same bytes.
func (t *Table) WriteTo(w io.Writer) (int64, error) {
	cw := &countWriter{w: w}
	zw, err := gzip.NewWriterLevel(cw, gzip.BestCompression)
	if err != nil {
		return 0, err
	}
	bw := bufio.NewWriter(zw)
	fmt.Fprintf(bw, "%s\n# dice %s\n# size %d\n# dict %s\n# rules %s\n# boards %d\n# seed %d\n# mean_words %s\n# mean_points %s\n# distinct %d\n",
		tableMagic, t.Dice, t.Size, t.Dict, t.Rules, t.Boards, t.Seed,
		strconv.FormatFloat(t.MeanWords, 'f', -1, 64), strconv.FormatFloat(t.MeanPoints, 'f', -1, 64), t.Distinct)
	for _, x := range t.Words {
		fmt.Fprintf(bw, "%s\t%d\t%d\n", x.Word, x.Boards, x.Points)
	}
	if err := bw.Flush(); err != nil {
		return cw.n, err
	}
	err = zw.Close()
	return cw.n, err
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// maxTableBytes bounds what ReadTable decompresses.
const maxTableBytes = 1 << 20

// ReadTable reads a table written by WriteTo.
func ReadTable(r io.Reader) (*Table, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, fmt.Errorf("read study table: %w", err)
	}
	sc := bufio.NewScanner(io.LimitReader(zr, maxTableBytes))
	t := &Table{}
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if line == 1 {
			if text != tableMagic {
				return nil, fmt.Errorf("read study table: line 1 is %q, not %q", text, tableMagic)
			}
			continue
		}
		if v, ok := strings.CutPrefix(text, "# "); ok {
			if err := t.header(v); err != nil {
				return nil, fmt.Errorf("read study table: line %d: %w", line, err)
			}
			continue
		}
		f := strings.Split(text, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("read study table: line %d: %q is not word<TAB>boards<TAB>points", line, text)
		}
		boards, err1 := strconv.Atoi(f[1])
		points, err2 := strconv.Atoi(f[2])
		if !isWord(f[0]) {
			return nil, fmt.Errorf("read study table: line %d: %q is not a word of a-z", line, f[0])
		}
		if err := errors.Join(err1, err2); err != nil || boards < 1 || points < 0 || t.Boards < boards {
			return nil, fmt.Errorf("read study table: line %d: bad counts in %q", line, text)
		}
		p := float64(boards) / float64(t.Boards)
		t.Words = append(t.Words, Word{Word: f[0], Boards: boards, Probability: p, Points: points, Expected: float64(points) * p})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read study table: %w", err)
	}
	if line == 0 {
		return nil, errors.New("read study table: empty")
	}
	if t.Boards < 1 {
		return nil, errors.New("read study table: no boards header")
	}
	return t, nil
}

func isWord(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return true
}

func (t *Table) header(v string) error {
	key, val, _ := strings.Cut(v, " ")
	var err error
	switch key {
	case "dice":
		t.Dice = val
	case "size":
		t.Size, err = strconv.Atoi(val)
	case "dict":
		t.Dict = val
	case "rules":
		t.Rules = val
	case "boards":
		t.Boards, err = strconv.Atoi(val)
		if err == nil && t.Boards < 1 {
			err = fmt.Errorf("boards %d", t.Boards)
		}
	case "seed":
		t.Seed, err = strconv.ParseUint(val, 10, 64)
	case "mean_words":
		t.MeanWords, err = strconv.ParseFloat(val, 64)
	case "mean_points":
		t.MeanPoints, err = strconv.ParseFloat(val, 64)
	case "distinct":
		t.Distinct, err = strconv.Atoi(val)
	default:
		err = fmt.Errorf("unknown header %q", key)
	}
	return err
}

//go:embed tables/*.tsv.gz
var tables embed.FS

var tableCache sync.Map // file name -> func() (*Table, error)

// LoadTable returns the shipped table for n x n boards and a dictionary
// tier, read once and shared: callers must not modify it.
func LoadTable(n int, tier string) (*Table, error) {
	dice, err := solver.DiceForSize(n)
	if err != nil || (dice != solver.Modern && dice != solver.Big && dice != solver.SuperBig) {
		return nil, fmt.Errorf("there is no study table for %d x %d boards: sizes 4, 5 and 6 have one", n, n)
	}
	if !dict.IsTier(tier) {
		return nil, fmt.Errorf("there is no study table for the dictionary %q: only the embedded tiers have one", tier)
	}
	spec := TableSpec{Dice: dice, Tier: strings.ToLower(tier)}
	f, _ := tableCache.LoadOrStore(spec.File(), sync.OnceValues(func() (*Table, error) {
		file, err := tables.Open(path.Join("tables", spec.File()))
		if err != nil {
			return nil, fmt.Errorf("study table %s: %w", spec.File(), err)
		}
		defer file.Close()
		t, err := ReadTable(file)
		if err != nil {
			return nil, fmt.Errorf("study table %s: %w", spec.File(), err)
		}
		return t, nil
	}))
	return f.(func() (*Table, error))()
}
