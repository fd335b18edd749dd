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

// The image /solve posts: the board with its three best words drawn.
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
	// Output: 3 words drawn on a 800x1011 PNG
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
