package game

import (
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

// TestGridCountsLetters: a word of another language is counted by its
// letters, under its first letter, and its prefix is two letters, not bytes.
func TestGridCountsLetters(t *testing.T) {
	g := NewGrid([]solver.Word{{Word: "żółw", Points: 1}, {Word: "źle", Points: 1}, {Word: "жук", Points: 1}})
	if g.ByLen[4] != 1 || g.ByLen[3] != 2 {
		t.Errorf("by length %v, want żółw 4 letters, źle and жук 3", g.ByLen)
	}
	var letters []string
	for _, r := range g.Rows {
		letters = append(letters, r.Letter)
	}
	if len(letters) != 3 || letters[0] != "Ź" || letters[1] != "Ż" || letters[2] != "Ж" {
		t.Errorf("rows %v, want Ź Ż Ж", letters)
	}
	if p := (Clue{Target: solver.Word{Word: "żółw"}}).Prefix(); p != "żó" {
		t.Errorf("prefix %q, want żó", p)
	}
}
