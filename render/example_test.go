package render_test

import (
	"bytes"
	"fmt"
	"image/png"
	"log"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/render"
	"github.com/bogglebot/bogglebot/solver"
)

// The image /solve posts: the board's three best words, each drawn on a small board of its own.
func ExampleSolution() {
	b, err := solver.Parse("lqre slus atic nren")
	if err != nil {
		log.Fatal(err)
	}
	res := solver.Solve(b, dict.Default(), solver.Rules{})
	var buf bytes.Buffer
	if err := render.Solution(&buf, res, render.Options{Top: 3, Title: "4x4 · standard dictionary"}); err != nil {
		log.Fatal(err)
	}
	cfg, err := png.DecodeConfig(&buf)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%d words drawn on a %dx%d PNG\n", min(3, len(res.Words)), cfg.Width, cfg.Height)
	// Output: 3 words drawn on a 800x941 PNG
}

// Where a word lies on a board, traced without a dictionary.
func ExampleWord() {
	b, err := solver.Parse("lqre slus atic nren")
	if err != nil {
		log.Fatal(err)
	}
	path, ok := solver.Trace(b, "recital")
	if !ok {
		log.Fatal("'recital' cannot be traced on this board")
	}
	rules := solver.Rules{}
	word := solver.Word{Word: "recital", Points: rules.Points("recital", b.Size()), Path: path}
	var buf bytes.Buffer
	if err := render.Word(&buf, b, word, ""); err != nil {
		log.Fatal(err)
	}
	fmt.Println(path, word.Points, "points")
	// Output: [{3 1} {3 2} {2 3} {2 2} {2 1} {2 0} {1 1}] 5 points
}

// A player's words and the best ones they missed, each labelled: Paths
// draws any list of words, past four as small multiples.
func ExamplePaths() {
	b, err := solver.Parse("lqre slus atic nren")
	if err != nil {
		log.Fatal(err)
	}
	res := solver.Solve(b, dict.Default(), solver.Rules{})
	words := res.Best(6)
	labels := []string{"found", "missed", "missed", "found", "missed", "missed"}
	var buf bytes.Buffer
	if err := render.Paths(&buf, b, words, render.PathsOptions{Title: "Your words and the best you missed", Labels: labels}); err != nil {
		log.Fatal(err)
	}
	cfg, err := png.DecodeConfig(&buf)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%d small boards on a %d px wide PNG\n", len(words), cfg.Width)
	// Output: 6 small boards on a 800 px wide PNG
}
