package challenge

// A Level is one rung of the daily's score ladder: its name and the share
// of the board's total points that reaches it.
type Level struct {
	Name    string
	Percent int
}

// Ladder is the score ladder, lowest first: the New York Times Spelling
// Bee's ranks, as shares of the board's total points.
var Ladder = []Level{
	{"Beginner", 0}, {"Good Start", 2}, {"Moving Up", 5}, {"Good", 8}, {"Solid", 15},
	{"Nice", 25}, {"Great", 40}, {"Amazing", 50}, {"Genius", 70}, {"Queen Bee", 100},
}

// A LadderStanding is a place on the ladder: the level reached with Points of MaxScore,
// and the next one (empty at the top) with the points it needs.
type LadderStanding struct {
	Level     Level
	Index     int // of Level in Ladder
	Next      Level
	NextAt    int // the points Next needs (its share of MaxScore, rounded up)
	Points    int
	MaxScore  int
	Threshold []int // each level's points, in Ladder's order
}

// LevelAt places points on the ladder of a board whose words total
// maxScore points. A board with no points is Beginner.
func LevelAt(points, maxScore int) LadderStanding {
	st := LadderStanding{Points: points, MaxScore: maxScore, Threshold: make([]int, len(Ladder))}
	for i, l := range Ladder {
		st.Threshold[i] = (l.Percent*maxScore + 99) / 100 // rounded up
	}
	for i, l := range Ladder {
		if maxScore > 0 && points >= st.Threshold[i] {
			st.Level, st.Index = l, i
		}
	}
	if maxScore <= 0 {
		st.Level, st.Index = Ladder[0], 0
	}
	if st.Index+1 < len(Ladder) {
		st.Next, st.NextAt = Ladder[st.Index+1], st.Threshold[st.Index+1]
	}
	return st
}
