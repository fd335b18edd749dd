package challenge_test

import (
	"testing"

	"github.com/bogglebot/bogglebot/challenge"
)

func TestLevelAt(t *testing.T) {
	for _, c := range []struct {
		points, max int
		want, next  string
		nextAt      int
	}{
		{0, 141, "Beginner", "Good Start", 3},
		{3, 141, "Good Start", "Moving Up", 8},
		{57, 141, "Great", "Amazing", 71},
		{98, 141, "Amazing", "Genius", 99},
		{99, 141, "Genius", "Queen Bee", 141},
		{141, 141, "Queen Bee", "", 0},
		{0, 0, "Beginner", "Good Start", 0},
	} {
		st := challenge.LevelAt(c.points, c.max)
		if st.Level.Name != c.want || st.Next.Name != c.next || st.NextAt != c.nextAt {
			t.Errorf("LevelAt(%d, %d) = %s, next %s at %d; want %s, next %s at %d", c.points, c.max, st.Level.Name, st.Next.Name, st.NextAt, c.want, c.next, c.nextAt)
		}
	}
}
