package solver

import (
	"strings"
	"testing"
)

// TestRightToLeftText: a Persian board's grid keeps its tiles' order from
// left to right under the Unicode bidirectional algorithm (an LRM opens
// each row and follows each face), reads back once the marks are dropped,
// and its path text keeps each letter before its numbers; an English
// board's text has no marks.
func TestRightToLeftText(t *testing.T) {
	fa, err := ParseAny("کتاب نظرم ژاله سیبد")
	if err != nil {
		t.Fatal(err)
	}
	if !fa.RightToLeft() {
		t.Error("a Persian board is not right to left")
	}
	lines := strings.Split(strings.TrimRight(fa.Grid(), "\n"), "\n")
	if want := LRM + "ک" + LRM + "  ت" + LRM + "  ا" + LRM + "  ب" + LRM; lines[0] != want {
		t.Errorf("first row %q, want %q", lines[0], want)
	}
	var rows []string
	for _, l := range lines {
		rows = append(rows, strings.ReplaceAll(DropInvisible(l), " ", ""))
	}
	if back, err := ParseAny(strings.Join(rows, " ")); err != nil || back != fa {
		t.Errorf("the grid reads back as %v, %v", back, err)
	}
	if got := fa.PathText([]Pos{{0, 0}, {0, 1}}); got != "ک"+LRM+"(1,1) → ت"+LRM+"(1,2)" {
		t.Errorf("PathText %q", got)
	}
	if got := LTRFace("کتاب") + " 3"; got != "کتاب\u200e 3" {
		t.Errorf("a word before its points: %q", got)
	}
	en, err := Parse("lqre slus atic nren")
	if err != nil {
		t.Fatal(err)
	}
	if en.RightToLeft() || strings.Contains(en.Grid(), LRM) || strings.Contains(en.PathText([]Pos{{0, 0}}), LRM) || LTRFace("tie") != "tie" {
		t.Errorf("English text has marks: %q", en.Grid())
	}
	if en.Grid() != "L  Qu R  E\nS  L  U  S\nA  T  I  C\nN  R  E  N\n" {
		t.Errorf("English grid changed: %q", en.Grid())
	}
}
