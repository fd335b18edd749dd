package study_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"math"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

func mustDict(t testing.TB, tier string) *dict.Dict {
	t.Helper()
	d, err := dict.Embedded(tier)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestRunMatchesSolver checks a run against boards solved here, one by one:
// every word's count and points, the totals, and the identities that tie
// them: the probabilities sum to the mean number of words a board, and the
// expected points to the mean points.
func TestRunMatchesSolver(t *testing.T) {
	cases := []struct {
		dice   *solver.Dice
		tier   string
		rules  solver.Rules
		boards int
	}{
		{solver.Modern, "standard", solver.Rules{}, 300},
		{solver.Classic, "common", solver.Rules{Scoring: solver.Scramble}, 200},
		{solver.Big, "common", solver.Rules{MinLen: 5}, 100},
		{solver.SuperBig, "standard", solver.Rules{Scoring: solver.Scramble}, 70}, // two-letter faces, blanks
	}
	for _, tc := range cases {
		t.Run(tc.dice.Name+"-"+tc.tier+"-"+tc.rules.String(), func(t *testing.T) {
			d := mustDict(t, tc.tier)
			const seed = 42
			res, err := study.Run(context.Background(), study.Options{Dice: tc.dice, Dict: d, Rules: tc.rules, Boards: tc.boards, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}

			// The same boards, solved independently.
			boards := map[string]int{}
			points := map[string]int{}
			var words, score, dead int
			for i := range tc.boards {
				r := solver.Solve(tc.dice.Roll(study.BoardSeed(seed, i)), d, tc.rules)
				words += r.Count
				score += r.Score
				crossed := map[solver.Pos]bool{}
				for _, w := range r.Words {
					boards[w.Word]++
					points[w.Word] = w.Points
					for _, p := range w.Path {
						crossed[p] = true
					}
				}
				dead += tc.dice.Size*tc.dice.Size - len(crossed)
			}
			if res.Tiles != int64(tc.boards*tc.dice.Size*tc.dice.Size) || res.DeadTiles != int64(dead) {
				t.Errorf("tiles %d, dead %d; solving the boards here: %d, %d", res.Tiles, res.DeadTiles, tc.boards*tc.dice.Size*tc.dice.Size, dead)
			}
			if res.Boards != tc.boards || res.TotalWords != int64(words) || res.TotalPoints != int64(score) {
				t.Errorf("boards, words, points = %d, %d, %d; solving them here gives %d, %d, %d",
					res.Boards, res.TotalWords, res.TotalPoints, tc.boards, words, score)
			}
			if len(res.Words) != len(boards) {
				t.Errorf("%d distinct words; solving the boards here finds %d", len(res.Words), len(boards))
			}
			var sumP, sumE float64
			for _, w := range res.Words {
				if w.Boards != boards[w.Word] || w.Points != points[w.Word] {
					t.Errorf("%q: on %d boards for %d points; solving here: %d boards, %d points", w.Word, w.Boards, w.Points, boards[w.Word], points[w.Word])
				}
				sumP += w.Probability
				sumE += w.Expected
			}
			if mean := float64(words) / float64(tc.boards); math.Abs(sumP-mean) > 1e-9*mean || math.Abs(res.MeanWords()-mean) > 1e-9*mean {
				t.Errorf("probabilities sum to %v, MeanWords %v; the boards hold %v words on average", sumP, res.MeanWords(), mean)
			}
			if mean := float64(score) / float64(tc.boards); math.Abs(sumE-mean) > 1e-9*mean {
				t.Errorf("expected points sum to %v; the boards score %v on average", sumE, mean)
			}
			for i := 1; i < len(res.Words); i++ {
				a, b := res.Words[i-1], res.Words[i]
				if a.Boards < b.Boards || (a.Boards == b.Boards && a.Word >= b.Word) {
					t.Fatalf("words out of order: %+v before %+v", a, b)
				}
			}
		})
	}
}

// TestRunReproducible: the same seed gives the same result, whatever the
// number of workers; another seed gives another.
func TestRunReproducible(t *testing.T) {
	d := mustDict(t, "common")
	run := func(seed uint64, workers int) study.Result {
		t.Helper()
		res, err := study.Run(context.Background(), study.Options{Dice: solver.Big, Dict: d, Boards: 1000, Seed: seed, Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	one := run(7, 1)
	for _, workers := range []int{1, 2, 4, 13} {
		if got := run(7, workers); !reflect.DeepEqual(got, one) {
			t.Errorf("seed 7 with %d workers differs from 1 worker: %d words, %d in all; 1 worker: %d, %d",
				workers, len(got.Words), got.TotalWords, len(one.Words), one.TotalWords)
		}
	}
	if other := run(8, 4); reflect.DeepEqual(other.Words, one.Words) {
		t.Error("seeds 7 and 8 give the same list")
	}
}

// TestRunStopped: a cancelled run returns exactly the result of a run of the
// boards it solved.
func TestRunStopped(t *testing.T) {
	d := mustDict(t, "common")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	const boards = 100_000
	res, err := study.Run(ctx, study.Options{Dice: solver.Modern, Dict: d, Boards: boards, Seed: 3, Workers: 4,
		Progress: func(done int) {
			if done >= 300 {
				cancel()
			}
		}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if res.Boards < 300 || res.Boards >= boards {
		t.Fatalf("stopped after %d boards; want from 300 to %d", res.Boards, boards)
	}
	again, err := study.Run(context.Background(), study.Options{Dice: solver.Modern, Dict: d, Boards: res.Boards, Seed: 3, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(res, again) {
		t.Errorf("the stopped run (%d boards, %d words) is not the run of its %d boards (%d words)",
			res.Boards, res.TotalWords, again.Boards, again.TotalWords)
	}
}

func TestRunErrors(t *testing.T) {
	d := mustDict(t, "common")
	for _, tc := range []struct {
		name string
		opt  study.Options
		want string
	}{
		{"no dict", study.Options{Boards: 10}, "no dictionary"},
		{"no boards", study.Options{Dict: d}, "not 0"},
		{"negative", study.Options{Dict: d, Boards: -5}, "not -5"},
		{"too many", study.Options{Dict: d, Boards: study.MaxBoards + 1}, "from 1 to"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := study.Run(context.Background(), tc.opt)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want one saying %q", err, tc.want)
			}
		})
	}
}

func TestBoardSeed(t *testing.T) {
	seen := map[uint64]bool{}
	for _, seed := range []uint64{0, 1, 2} {
		for i := range 1000 {
			s := study.BoardSeed(seed, i)
			if seen[s] {
				t.Fatalf("BoardSeed(%d, %d) = %d repeats", seed, i, s)
			}
			seen[s] = true
		}
	}
}

// TestTables reads every shipped table and checks it against its spec, the
// dictionary and the rules.
func TestTables(t *testing.T) {
	for _, spec := range study.TableSpecs() {
		t.Run(spec.File(), func(t *testing.T) {
			tb, err := study.LoadTable(spec.Dice.Size, spec.Tier)
			if err != nil {
				t.Fatal(err)
			}
			if tb.Dice != spec.Dice.Name || tb.Size != spec.Dice.Size || tb.Dict != spec.Tier || tb.Rules != "boggle" ||
				tb.Boards != study.TableBoards || tb.Seed != study.TableSeed {
				t.Errorf("header %s %d %s %s %d boards seed %d does not match the spec", tb.Dice, tb.Size, tb.Dict, tb.Rules, tb.Boards, tb.Seed)
			}
			if len(tb.Words) != study.TableKeep || tb.Distinct < len(tb.Words) {
				t.Errorf("%d words of %d distinct; want %d", len(tb.Words), tb.Distinct, study.TableKeep)
			}
			d := mustDict(t, spec.Tier)
			var sum float64
			for i, w := range tb.Words {
				if !d.Contains(w.Word) {
					t.Errorf("%q is not in the %s dictionary", w.Word, spec.Tier)
				}
				if want := (solver.Rules{}).Points(w.Word, tb.Size); w.Points != want {
					t.Errorf("%q: %d points; the rules say %d", w.Word, w.Points, want)
				}
				if i > 0 && tb.Words[i-1].Expected < w.Expected {
					t.Errorf("%q (%v points a board) after %q (%v)", w.Word, w.Expected, tb.Words[i-1].Word, tb.Words[i-1].Expected)
				}
				sum += w.Expected
			}
			if sum > tb.MeanPoints {
				t.Errorf("the top words are worth %v points a board, more than a whole board's %v", sum, tb.MeanPoints)
			}
		})
	}
	if _, err := study.LoadTable(7, "common"); err == nil || !strings.Contains(err.Error(), "7 x 7") {
		t.Errorf("LoadTable(7) = %v, want an error naming 7 x 7", err)
	}
	if _, err := study.LoadTable(4, "klingon"); err == nil || !strings.Contains(err.Error(), "klingon") {
		t.Errorf("LoadTable(4, klingon) = %v, want an error naming it", err)
	}
}

// TestTablesMatchGenerate regenerates the cheapest shipped table (4x4,
// common: 50,000 boards, a few seconds) and compares it with the file.
// After a change to the dice, the dictionary or the solver's results, run
// `go generate ./study`.
func TestTablesMatchGenerate(t *testing.T) {
	if testing.Short() {
		t.Skip("regenerating a table takes seconds; skipped with -short")
	}
	spec := study.TableSpecs()[0]
	tb, err := study.Generate(context.Background(), spec, runtime.GOMAXPROCS(0))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := tb.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	got, err := study.ReadTable(&buf)
	if err != nil {
		t.Fatal(err)
	}
	want, err := study.LoadTable(spec.Dice.Size, spec.Tier)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("tables/%s differs from what go generate makes now (%d words, %v words a board; file: %d, %v): run go generate ./study",
			spec.File(), len(got.Words), got.MeanWords, len(want.Words), want.MeanWords)
	}
}

// TestTableRoundTrip writes a table and reads it back.
func TestTableRoundTrip(t *testing.T) {
	res, err := study.Run(context.Background(), study.Options{Dict: mustDict(t, "common"), Boards: 200, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	tb := study.NewTable(res, 50)
	var buf bytes.Buffer
	if _, err := tb.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	first := append([]byte(nil), buf.Bytes()...)
	got, err := study.ReadTable(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, tb) {
		t.Errorf("read back %+v\nwrote %+v", got, tb)
	}
	buf.Reset()
	got.WriteTo(&buf)
	if !bytes.Equal(buf.Bytes(), first) {
		t.Error("writing the same table twice gives different bytes")
	}
}

// BenchmarkRun measures the study loop: boards/s on 1 and 2 workers.
func BenchmarkRun(b *testing.B) {
	for _, bc := range []struct {
		dice *solver.Dice
		tier string
	}{{solver.Modern, "standard"}, {solver.Big, "standard"}, {solver.SuperBig, "standard"}} {
		d := mustDict(b, bc.tier)
		for _, workers := range []int{1, 2} {
			b.Run(bc.dice.Name+"/"+bc.tier+"/workers="+string(rune('0'+workers)), func(b *testing.B) {
				b.ReportAllocs()
				const boards = 1024
				for b.Loop() {
					if _, err := study.Run(context.Background(), study.Options{Dice: bc.dice, Dict: d, Boards: boards, Workers: workers}); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(boards*b.N)/b.Elapsed().Seconds(), "boards/s")
			})
		}
	}
}

// FuzzReadTable: any text, gzipped, gives a table or an error, never a
// panic, and a table read writes back to one that reads the same.
func FuzzReadTable(f *testing.F) {
	for _, spec := range study.TableSpecs()[:2] {
		tb, err := study.LoadTable(spec.Dice.Size, spec.Tier)
		if err != nil {
			f.Fatal(err)
		}
		var buf bytes.Buffer
		tb.WriteTo(&buf)
		zr, _ := gzip.NewReader(&buf)
		plain, _ := io.ReadAll(zr)
		f.Add(plain)
	}
	f.Add([]byte("# bogglebot study table 1\n# boards 10\nab\t3\t1\n"))
	f.Fuzz(func(t *testing.T, plain []byte) {
		var gz bytes.Buffer
		zw := gzip.NewWriter(&gz)
		zw.Write(plain)
		zw.Close()
		tb, err := study.ReadTable(&gz)
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if _, err := tb.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		again, err := study.ReadTable(&buf)
		if err != nil {
			t.Fatalf("a table read back fails: %v", err)
		}
		if len(again.Words) != len(tb.Words) || again.Boards != tb.Boards {
			t.Errorf("read back %d words of %d boards, wrote %d of %d", len(again.Words), again.Boards, len(tb.Words), tb.Boards)
		}
	})
}
