package solver_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/solver"
)

func TestParseForms(t *testing.T) {
	blog := "lqre slus atic nren"
	tests := []struct {
		in   string
		want string // Board.String()
	}{
		{"perslatgsineters", "pers latg sine ters"},
		{"PERSLATGSINETERS", "pers latg sine ters"},
		{"lqre slus atic nren", blog},
		{"l qu r e / s l u s / a t i c / n r e n", blog},
		{"L Qu R E / S L U S / A T I C / N R E N", blog},
		{"l q r e/s l u s/a t i c/n r e n", blog},
		{"lqre,slus,atic,nren", blog},
		{"lqre\nslus\natic\nnren\n", blog},
		{"lqre\r\nslus\r\natic\r\nnren", blog},
		{"  lqre / slus / atic / nren  /", blog},
		{"l qu r e s l u s a t i c n r e n", blog},
		{"lqure slus atic nren", blog},                 // "qu" typed out in a row: one Qu tile
		{"lqurslusaticnren", "lqur slus atic nren"},    // 16 letters: q is Qu, u is its own tile
		{"lqureslusaticnren", blog},                    // 17 letters: qu must be one tile
		{"quu# slus atic nren", "quu# slus atic nren"}, // Qu, u, u, blank: four tiles as typed
		{"abc def ghi", "abc def ghi"},
		{"a b c d e f g h i", "abc def ghi"},
		{"a.c d#f ghi", "a#c d#f ghi"},
		{"[th]abc [an]bcd efgh ijkl", "[th]abc [an]bcd efgh ijkl"},
		{"th a b c / an c d e / e f g h / i j k l", "[th]abc [an]cde efgh ijkl"},
		{"[Qu]bc def ghi", "qbc def ghi"},
		{"[q]bc def ghi", "qbc def ghi"},
		{strings.Repeat("abcdefgh ", 8), strings.TrimSpace(strings.Repeat("abcdefgh ", 8))},
		{"[TH]ABC [An]BCD EFGH IJKL", "[th]abc [an]bcd efgh ijkl"},
		{"L QU R E / S L U S / A T I C / N R E N", blog},
		{"LQURE SLUS ATIC NREN", blog},
		// Pasted from a chat message or a sentence: quotes, backticks and
		// punctuation around the board are dropped.
		{"`lqre slus atic nren`", blog},
		{"```lqre slus atic nren```", blog},
		{"'lqre slus atic nren'", blog},
		{"\"lqre slus atic nren\"", blog},
		{"“lqre slus atic nren”", blog},
		{"‘lqre slus atic nren’", blog},
		{"`lqre slus atic nren", blog}, // one backtick of a pair split by a command's words
		{"lqre slus atic nren.", blog},
		{"`lqre slus atic nren`.", blog},
		{"`lqre slus atic nren.`", blog},
		{"perslatgsineters!", "pers latg sine ters"},
		{"perslatgsineters?!", "pers latg sine ters"},
		{"lqre slus atic nren:", blog},
		// A final '.' that makes the board square is a blank tile.
		{"abcdefgh.", "abc def gh#"},
		{"a.c d#f gh.", "a#c d#f gh#"},
		{"`abcdefgh.`", "abc def gh#"},
	}
	for _, tt := range tests {
		b, err := solver.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := b.String(); got != tt.want {
			t.Errorf("Parse(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestParseTiles(t *testing.T) {
	b, err := solver.Parse("l qu r e / s l u s / a t i c / n r e n")
	if err != nil {
		t.Fatal(err)
	}
	if b.Size() != 4 || b.At(0, 1) != solver.Qu || b.At(0, 1).Face() != "Qu" || b.At(1, 2) != solver.Letter('u') {
		t.Errorf("tiles = %v", b.Tiles())
	}
	b, err = solver.Parse("[th]#a [in]bc defg hijk")
	if err == nil {
		t.Errorf("rows of 3, 4, 4, 4 parsed: %v", b)
	}
	b, err = solver.Parse("[th]#ab [in]bcd defg hijk")
	if err != nil {
		t.Fatal(err)
	}
	if b.At(0, 0) != solver.Th || b.At(0, 1) != solver.Blank || b.At(1, 0) != solver.In || b.At(0, 0).String() != "Th" || b.At(0, 1).String() != "#" {
		t.Errorf("tiles = %v", b.Tiles())
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"", "the board is empty; type its letters row by row, for example: lqre slus atic nren"},
		{" / ,", "the board is empty"},
		{"perslatgsineter", "the board has 15 tiles; a square board needs 9, 16, 25, 36, 49 or 64"},
		{"ab", "the board has 2 tiles; a square board needs 9, 16, 25, 36, 49 or 64"},
		{"abcd efg1 hijk lmno", "'1' is not a letter; boards use letters a-z, [th]-style faces and # for a blank (row 2, tile 4)"},
		{"abcd e1gh ijkl mnop", "'1' is not a letter; boards use letters a-z, [th]-style faces and # for a blank (row 2, tile 2)"},
		{"abcde1ghijklmnop", "'1' is not a letter; boards use letters a-z, [th]-style faces and # for a blank (row 2, tile 2)"},
		{"abcdé", "'é' is not a letter; boards use letters a-z, [th]-style faces and # for a blank (tile 5)"},
		// Errors quote the input as typed, not lowercased.
		{"ABCDÉ", "'É' is not a letter; boards use letters a-z, [th]-style faces and # for a blank (tile 5)"},
		{"ABCD EFGK HIJK LMNO", "'K' is not a letter"}, // the Kelvin sign, which strings.ToLower makes a k
		{"[XY]BC DEF GHI", "'[XY]' is not a die face; faces are single letters, Qu, An, Er, He, In and Th (row 1, tile 1)"},
		// A '.' is a blank unless dropping it makes the board square.
		{"abc. def. ghi.", "the board has 3 rows of 4 tiles; a square board needs 4 rows"},
		{"`abc`.", "the board has 3 tiles"},
		{"``", "the board is empty"},
		{"abcd efg hijk lmno", "row 2 has 3 tiles but row 1 has 4; every row needs the same number"},
		{"abcd efgh ijkl", "the board has 3 rows of 4 tiles; a square board needs 4 rows"},
		{"ab cd", "a 2 x 2 board is not playable; boards are from 3 x 3 to 8 x 8"},
		{"abcd efgh ijkl mnop qrst", "the board has 5 rows of 4 tiles; a board is square, from 3 rows of 3 to 8 rows of 8"},
		{"[xy]bc def ghi", "'[xy]' is not a die face; faces are single letters, Qu, An, Er, He, In and Th (row 1, tile 1)"},
		{"[thbc def ghi", "'[' is never closed; write two-letter faces like [th] (row 1, tile 1)"},
		{strings.Repeat("a", 81), "the board has 81 tiles; the largest board is 8 x 8 (64 tiles)"},
		{strings.Repeat("a", 500), "that board is 500 characters long; the largest board (8 x 8) needs at most 64 tiles"},
		// Characters, not bytes: 500 é are 1000 bytes; 300 are no long board.
		{strings.Repeat("é", 500), "that board is 500 characters long; the largest board (8 x 8) needs at most 64 tiles"},
		{strings.Repeat("é", 300), "'é' is not a letter"},
		{strings.Repeat("\u200e", 2000), "that board is 2000 characters long"},
		{"a\xffb", "the board has characters that are not text; type letters a-z"},
	}
	for _, tt := range tests {
		_, err := solver.Parse(tt.in)
		var pe *solver.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q) error = %v, want a *ParseError", tt.in, err)
			continue
		}
		if !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error\n got: %s\nwant: %s", tt.in, err, tt.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"perslatgsineters", "lqre slus atic nren", "l qu r e / s l u s / a t i c / n r e n",
		"[th]#ab [in]bcd defg hijk", "a b c d e f g h i", "qu qu qu qu qu qu qu qu qu", "quuuuuuuu",
		"qqqqqqqqq", "[", "]", "[]", "[[th]]", "#########", "ab/cd/ef", "q/u/q",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := solver.Parse(s)
		if err != nil {
			var pe *solver.ParseError
			if !errors.As(err, &pe) || err.Error() == "" {
				t.Fatalf("Parse(%q): untyped or empty error %v", s, err)
			}
			return
		}
		if b.Size() < solver.MinSize || b.Size() > solver.MaxSize {
			t.Fatalf("Parse(%q) gave size %d", s, b.Size())
		}
		back, err := solver.Parse(b.String())
		if err != nil || back != b {
			t.Fatalf("Parse(%q) = %s, which reparses as %s, %v", s, b, back, err)
		}
	})
}

func TestTrimWord(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"ties", "ties"},
		{"  ties  ", "ties"},
		{"ties.", "ties"},
		{"ties!?", "ties"},
		{"ties,", "ties"},
		{"ties;:", "ties"},
		{"`ties`", "ties"},
		{"`ties`.", "ties"},
		{"\"ties.\"", "ties"},
		{"'ties'", "ties"},
		{"‘ties’", "ties"},
		{"“ties”", "ties"},
		{"«ties»", "ties"},
		{"TiES", "TiES"}, // case is kept, for errors to quote
		{"É.", "É"},
		// Not stripped: what may belong to the word, or changes it.
		{"it's", "it's"},
		{"'tis", "'tis"},
		{"dogs'", "dogs'"},
		{"`ties", "ties"}, // one backtick of a pair that wrapped several words
		{"lies\"", "lies"},
		{"ti.es", "ti.es"},
		{".ties", ".ties"},
		{"'", "'"},
		{"``", ""},
		{"", ""},
		// Characters that show as nothing go, wherever they are.
		{"ties\u200b", "ties"},
		{"\u200fties\u200e.", "ties"},
		{"\ufeff`ties`", "ties"},
		{"ti\u00ades", "ties"},
		{"\u202eseit", "seit"},
	} {
		if got := solver.TrimWord(tt.in); got != tt.want {
			t.Errorf("TrimWord(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func FuzzTrimWord(f *testing.F) {
	for _, s := range []string{"ties", "`ties`.", "“ties”!", "'it's'", "‘’", "``", "\"", "a.b."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w := solver.TrimWord(s)
		if !strings.Contains(solver.DropInvisible(s), w) || solver.TrimWord(w) != w || strings.TrimSpace(w) != w {
			t.Fatalf("TrimWord(%q) = %q, which is not a trimmed part of it", s, w)
		}
	})
}

// TestParseInvisible: characters that show as nothing, as text copied from
// a web page or a chat message may carry, are no part of a board, and an
// error quotes what can be seen.
func TestParseInvisible(t *testing.T) {
	want := mustParse(t, "lqre slus atic nren")
	for _, in := range []string{
		"lqre slus atic nren\u200b", "\ufefflqre slus atic nren", "lqre\u200f slus\u200e atic nren",
		"lq\u00adre slus atic nren", "\u202elqre slus atic nren\u202c", "`lqre slus atic nren`\u2060.",
	} {
		if b, err := solver.Parse(in); err != nil || b != want {
			t.Errorf("Parse(%q) = %s, %v; want %s", in, b, err, want)
		}
	}
	_, err := solver.Parse("abcd\u200b efg1 hijk lmno")
	if err == nil || !strings.HasPrefix(err.Error(), "'1' is not a letter") {
		t.Errorf("a board with an invisible character and a digit: %v", err)
	}
}

func TestParseAny(t *testing.T) {
	b, err := solver.ParseAny("ÉLÈV ñżжї qabc #.de")
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != "élèv ñżжї qabc ##de" {
		t.Errorf("String() = %q", got)
	}
	if f := b.At(1, 2).Face(); f != "Ж" {
		t.Errorf("face %q", f)
	}
	if back, err := solver.ParseAny(b.String()); err != nil || back != b {
		t.Errorf("round trip: %v %v", back, err)
	}
	if _, err := solver.Parse(b.String()); err == nil {
		t.Errorf("Parse reads letters beyond a-z")
	}
	if _, err := solver.ParseAny("abc☃ defg hijk lmno"); err == nil || err.Error() != "'☃' is not a letter; boards use letters, [th]-style faces and # for a blank (row 1, tile 4)" {
		t.Errorf("ParseAny snowman: %v", err)
	}
	for _, s := range []string{"é", "ÉLAN", "[é]bc def ghi"} {
		if _, err := solver.Parse(s); err == nil {
			t.Errorf("Parse(%q) accepted a letter beyond a-z", s)
		}
	}
}

// TestFoldTiles: a German ß is one tile that shows ß and spells ss (as Qu
// spells qu); the French œ and æ are fold tiles too when bracketed (a bare
// œ or æ is that letter's own tile, Danish æ). Boards with them print and
// read back, and English's Parse refuses them.
func TestFoldTiles(t *testing.T) {
	b, err := solver.ParseAny("staß s[œ][æ]a [ß]bcd æœef")
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != "staß s[œ][æ]a ßbcd æœef" {
		t.Errorf("String() = %q", got)
	}
	for _, c := range []struct {
		r, c                int
		face, letters, fold string
		span                int
	}{
		{0, 3, "ß", "ss", "ß", 2},
		{1, 1, "Œ", "oe", "œ", 2},
		{1, 2, "Æ", "ae", "æ", 2},
		{2, 0, "ß", "ss", "ß", 2},
		{3, 0, "Æ", "æ", "", 1}, // the letter's own tile
		{3, 1, "Œ", "œ", "", 1},
	} {
		tile := b.At(c.r, c.c)
		fold, _ := tile.Folded()
		if tile.Face() != c.face || tile.Letters() != c.letters || fold != c.fold || tile.Span() != c.span {
			t.Errorf("tile (%d,%d): face %q letters %q fold %q span %d, want %q %q %q %d",
				c.r, c.c, tile.Face(), tile.Letters(), fold, tile.Span(), c.face, c.letters, c.fold, c.span)
		}
	}
	if back, err := solver.ParseAny(b.String()); err != nil || back != b {
		t.Errorf("round trip: %v %v", back, err)
	}
	if ft, ok := solver.FoldTile("œ", "oe"); !ok || ft != b.At(1, 1) {
		t.Errorf("FoldTile(œ, oe) = %v %v", ft, ok)
	}
	if _, ok := solver.FoldTile("œ", "oi"); ok {
		t.Error("FoldTile made up a tile")
	}
	if nb, err := solver.New(4, b.Tiles()); err != nil || nb != b {
		t.Errorf("New with fold tiles: %v", err)
	}
	for _, s := range []string{"staß eiln rhtu aemo", "sta[ß] eiln rhtu aemo", "s[œ]ur tane lise pomr"} {
		if _, err := solver.Parse(s); err == nil {
			t.Errorf("Parse(%q) accepted a fold tile", s)
		}
	}
}
