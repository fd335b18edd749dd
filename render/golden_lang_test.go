package render

import (
	"io"
	"testing"

	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// langBoards are the boards of the golden images in a Latin, a Cyrillic
// and a right-to-left (Persian) script, each with a title in its language.
var langBoards = []struct {
	code, board, title string
}{
	{"en", board4, "4x4 · standard dictionary"},
	{"ru", "ерпн гзрм поны соау", "4x4 · русский словарь"},
	{"fa", "کتاب نظرم ژاله سیبد", "۴×۴ · فهرست واژگان فارسی"},
}

// langSolved solves a board of langBoards with its language's list, once a
// run.
func langSolved(tb testing.TB, code, board string) solved {
	tb.Helper()
	key := code + ":" + board
	if v, ok := solvedCache.Load(key); ok {
		return v.(solved)
	}
	l, err := lang.Get(code)
	if err != nil {
		tb.Fatal(err)
	}
	b, err := l.ParseBoard(board)
	if err != nil {
		tb.Fatal(err)
	}
	d, err := l.Dict()
	if err != nil {
		tb.Fatal(err)
	}
	v := solved{b, solver.Solve(b, d, solver.Rules{})}
	if len(v.res.Words) < 6 {
		tb.Fatalf("%s board %q has %d words; the golden images want 6 or more", code, board, len(v.res.Words))
	}
	solvedCache.Store(key, v)
	return v
}

// langImages returns every kind of image the bot posts (the board, a
// solution of one, two and many words, a word's path, the hint's heat map,
// a review, a round's results) for each of langBoards.
func langImages(t testing.TB) []image1 {
	var out []image1
	for _, lb := range langBoards {
		tc := func() solved { return langSolved(t, lb.code, lb.board) }
		sol := func(top int) func(io.Writer) error {
			return func(w io.Writer) error { return Solution(w, tc().res, Options{Top: top, Title: lb.title}) }
		}
		out = append(out,
			image1{lb.code + "-board", func(w io.Writer) error { return Board(w, tc().board, lb.title) }, ""},
			image1{lb.code + "-solution-top1", sol(1), ""},
			image1{lb.code + "-solution-top2", sol(2), ""},
			image1{lb.code + "-solution-top5", sol(5), ""},
			image1{lb.code + "-solution-top10", sol(10), ""},
			image1{lb.code + "-word", func(w io.Writer) error {
				s := tc()
				return Word(w, s.board, s.res.Words[0], lb.title)
			}, ""},
			image1{lb.code + "-heat", func(w io.Writer) error {
				s := tc()
				return Heat(w, s.board, starts(s.board, s.res.Words), lb.title)
			}, ""},
			image1{lb.code + "-review", func(w io.Writer) error {
				// As the bot's review: the player's words, then the missed.
				s := tc()
				words := s.res.Best(6)
				labels, muted := make([]string, len(words)), make([]bool, len(words))
				for i := range words {
					labels[i] = "found"
					if i >= 3 {
						labels[i], muted[i] = "missed", true
					}
				}
				return Paths(w, s.board, words, PathsOptions{Title: lb.title, Note: "6 words · 20 points",
					Layout: SmallMultiples, Labels: labels, Muted: muted})
			}, ""},
			image1{lb.code + "-results", func(w io.Writer) error {
				s := tc()
				words := s.res.Best(5)
				return Solution(w, s.res, Options{Top: 5, Title: lb.title,
					Cancelled: map[string]bool{words[0].Word: true, words[3].Word: true}})
			}, ""},
		)
	}
	return out
}
