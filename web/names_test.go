package web

import (
	"testing"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
)

// TestResultsNamesBidi: a round's standings on the page carry players'
// names without the controls that would turn the page's "name: 12
// points" around (a right-to-left override, an isolate left open).
func TestResultsNamesBidi(t *testing.T) {
	res := round.Results{Standings: []round.Standing{
		{Player: game.Player{ID: "1", Name: "\u202eann"}, Points: 12},
		{Player: game.Player{ID: "2", Name: "\u2067bob\u200f"}, Points: 3},
		{Player: game.Player{ID: "3", Name: "علی"}, Points: 1},
	}}
	out := resultsJSON(res)
	for i, want := range []string{"ann", "bob", "علی"} {
		if got := out.Standings[i].Name; got != want {
			t.Errorf("standing %d: name %q, want %q", i, got, want)
		}
	}
}
