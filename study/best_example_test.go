package study_test

import (
	"context"
	"fmt"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

// A search stopped after a number of steps finds the same boards on any
// machine.
func ExampleSearch() {
	d, _ := dict.Embedded("common")
	found, _ := study.Search(context.Background(), study.SearchOptions{
		Size: 3, Dict: d, Seed: 1, Pool: 10, MaxSteps: 5, Top: 2,
	})
	for _, b := range found {
		fmt.Printf("%s\t%d\t%d\n", b.Board, b.Words, b.Points)
	}
	// Output:
	// sed ptr sac	152	260
	// ees ptr sac	153	258
}

// Rich rolls the dice many times and keeps the richest board.
func ExampleRich() {
	d, _ := dict.Embedded("common")
	best, rolled, _ := study.Rich(context.Background(), solver.Modern, d, solver.Rules{}, 42,
		study.RichLimits{Boards: 100, Time: 1 << 62})
	_, plain := solver.Score(solver.Modern.Roll(42), d, solver.Rules{})
	fmt.Println(rolled, "rolls; the first has", plain, "points, the richest", best.Points)
	// Output:
	// 100 rolls; the first has 123 points, the richest 235
}
