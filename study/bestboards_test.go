package study

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// TestBestBoards: every size a round can have and every tier has shipped
// boards, best first, and each re-scores to the points shipped with it.
func TestBestBoards(t *testing.T) {
	for _, size := range round.Sizes {
		for _, tier := range dict.Tiers {
			boards := BestBoards(size, tier.Name)
			if len(boards) == 0 {
				t.Errorf("no best %dx%d boards for %s", size, size, tier.Name)
				continue
			}
			d, err := dict.Embedded(tier.Name)
			if err != nil {
				t.Fatal(err)
			}
			for i, b := range boards {
				words, points := solver.Score(b.Board, d, solver.Rules{})
				if words != b.Words || points != b.Points || b.Board.Size() != size {
					t.Errorf("%dx%d %s: %s ships %d words %d points; the solver finds %d and %d", size, size, tier.Name, b.Board, b.Words, b.Points, words, points)
				}
				if i > 0 && b.Points > boards[i-1].Points {
					t.Errorf("%dx%d %s: %s (%d points) after %d points", size, size, tier.Name, b.Board, b.Points, boards[i-1].Points)
				}
			}
		}
	}
	if got := BestBoards(7, "common"); len(got) != 0 {
		t.Errorf("7x7: %v", got)
	}
}

func TestParseBestErrors(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"4\tcommon\tperslatgsineters\t1\n", "4 fields, want 5"},
		{"4\tcommon\tperslatgsineters\tx\t3\n", "line 1"},
		{"5\tcommon\tperslatgsineters\t1\t3\n", "is 4x4, not 5x5"},
		{"# c\n4\tcommon\tabcde\t1\t3\n", "line 2"},
	} {
		if _, err := parseBest(tt.in); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parseBest(%q) = %v, want %q", tt.in, err, tt.want)
		}
	}
	m, err := parseBest("# comment\n\n4\tcommon\tperslatgsineters\t1045\t3625\n")
	if err != nil || len(m[sizeTier{4, "common"}]) != 1 {
		t.Errorf("parseBest: %v, %v", m, err)
	}
}

func TestDiverse(t *testing.T) {
	var found []Scored
	for _, s := range []string{"perslatgsineters", "perslatgsinetera", "aerslatgsinetera", "xxxxxxxxsineters", "zzzzzzzzzzzzzzzz"} {
		b, _ := solver.Parse(s)
		found = append(found, Scored{Board: b})
	}
	got := Diverse(found, 3, 4)
	var names []string
	for _, g := range got {
		names = append(names, strings.ReplaceAll(g.Board.String(), " ", ""))
	}
	if strings.Join(names, " ") != "perslatgsineters xxxxxxxxsineters zzzzzzzzzzzzzzzz" {
		t.Errorf("Diverse = %v", names)
	}
}
