package study_test

import (
	"context"
	"fmt"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

// Roll 2,000 Big Boggle boards and print the three likeliest words.
func ExampleRun() {
	d, _ := dict.Embedded("common")
	res, err := study.Run(context.Background(), study.Options{Dice: solver.Big, Dict: d, Boards: 2000, Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, w := range res.Words[:3] {
		fmt.Printf("%s\t%.4f\n", w.Word, w.Probability)
	}
	// Output:
	// teen	0.1725
	// tree	0.1625
	// rent	0.1580
}

// The shipped table for 4x4 boards and the common dictionary: the words
// worth the most points per board.
func ExampleLoadTable() {
	t, err := study.LoadTable(4, "common")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d boards, %.1f words a board\n", t.Boards, t.MeanWords)
	for _, w := range t.Words[:3] {
		fmt.Printf("%s on %.1f%% of boards, %d point\n", w.Word, 100*w.Probability, w.Points)
	}
	// Output:
	// 50000 boards, 57.4 words a board
	// toe on 19.1% of boards, 1 point
	// tee on 19.0% of boards, 1 point
	// tea on 18.0% of boards, 1 point
}
