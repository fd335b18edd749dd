package game_test

import (
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// TestGridRowsInTheLanguagesOrder: a hint's counts grid lists its rows in
// the alphabetical order of the dictionary's language (dict.Dict.Lang, as
// the daily and rounds give ClueIn): Croatian's C Č Ć D DŽ Đ, L LJ, N NJ,
// S Š, Z Ž; Swedish's Z Å Ä Ö, after z.
func TestGridRowsInTheLanguagesOrder(t *testing.T) {
	for _, c := range []struct {
		code, board string
		words       []string
		want        string
	}{
		{"hr", "cčćd [dž]đlj [lj]nšz [nj]žsa",
			[]string{"žaba", "đak", "džep", "čaj", "ćup", "cijev", "dan", "ljubav", "lipa", "njiva", "nos", "šuma", "sat", "zec"},
			"C Č Ć D DŽ Đ L LJ N NJ S Š Z Ž"},
		{"sv", "zåäö abcd efgh ijkl", []string{"öga", "ål", "äpple", "zon", "apa"}, "A Z Å Ä Ö"},
	} {
		l, err := lang.Get(c.code)
		if err != nil {
			t.Fatal(err)
		}
		d, err := l.Dict()
		if err != nil {
			t.Fatal(err)
		}
		if d.Lang() != language.MustParse(c.code) {
			t.Errorf("%s dictionary's Lang is %v", c.code, d.Lang())
		}
		b, err := l.ParseBoard(c.board)
		if err != nil {
			t.Fatal(err)
		}
		// Each word's first tile, as a path: dž, lj and nj words start on
		// their tile.
		var ws []solver.Word
		for _, w := range c.words {
			word := solver.Word{Word: w, Points: 1}
			for i, tile := range b.Tiles() {
				if letters := tile.Letters(); strings.HasPrefix(w, letters) && len(letters) > len(word.Path) {
					word.Path = []solver.Pos{{Row: i / b.Size(), Col: i % b.Size()}}
					if len(letters) > 1 {
						break
					}
				}
			}
			ws = append(ws, word)
		}
		g := game.NewGridIn(b, ws, d.Lang())
		var got []string
		for _, r := range g.Rows {
			got = append(got, r.Letter)
		}
		if j := strings.Join(got, " "); j != c.want {
			t.Errorf("%s rows %s, want %s", c.code, j, c.want)
		}
	}
}
