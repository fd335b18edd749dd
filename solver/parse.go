package solver

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/internal/text"
)

// MaxInput is the longest board text Parse reads, in characters that show
// (invisible ones, such as the left-to-right marks of a Persian board's
// Grid, are not counted); the text's bytes are at most four times as many.
const MaxInput = 400

// A ParseError says what is wrong with a board as typed, in words a player
// understands, and where: Row and Tile are 1-based, 0 when they do not apply.
type ParseError struct {
	Row, Tile int
	Msg       string
	// Key and Args, when Key is set, are Msg as an English format string
	// and its arguments, so that a surface can word it in the reader's
	// language (package i18n's keys); Msg is the English.
	Key  string
	Args []any
}

// keyed is a ParseError with its message's format kept (Key).
func keyed(msg, key string, args ...any) *ParseError {
	return &ParseError{Msg: msg, Key: key, Args: args}
}

func (e *ParseError) Error() string {
	switch {
	case e.Row > 0 && e.Tile > 0:
		return fmt.Sprintf("%s (row %d, tile %d)", e.Msg, e.Row, e.Tile)
	case e.Row > 0:
		return fmt.Sprintf("%s (row %d)", e.Msg, e.Row)
	case e.Tile > 0:
		return fmt.Sprintf("%s (tile %d)", e.Msg, e.Tile)
	}
	return e.Msg
}

const squareSizes = "9, 16, 25, 36, 49 or 64"

// Parse reads a board as people type it:
//
//   - all tiles in one run, row by row: "perslatgsineters";
//   - rows split by spaces, '/', ',' or newlines: "lqre slus atic nren";
//   - tiles split by spaces: "l qu r e / s l u s / a t i c / n r e n".
//
// Letters may be any case. A q is the Qu tile, and "qu" is read as one Qu tile
// when that is what makes the board square. The two-letter faces of Super Big
// Boggle are written in brackets ("[th]") or as tiles of their own between
// spaces; '#' or '.' is a blank.
//
// A board copied from a chat message or a sentence may be wrapped in quotes
// or backticks and followed by punctuation ("`lqre slus atic nren`.");
// those are dropped, and a final '.' too when the board is square without it
// but not with it (elsewhere a '.' is a blank tile).
//
// Errors are *ParseError; they quote the input as typed.
func Parse(s string) (Board, error) { return parser{}.board(s) }

// ParseAny is Parse for a board of any language: besides a-z it reads the
// letters of other languages' dice (é, ñ, ł, ж...: see FaceTile), in any
// case. Whether a board's letters are a language's is the caller's to check.
func ParseAny(s string) (Board, error) { return parser{extra: true}.board(s) }

// A parser reads boards; extra says it reads letters beyond a-z.
type parser struct{ extra bool }

func (ps parser) board(s string) (Board, error) {
	// Bytes are bounded first, so that the work is; then the characters
	// that show: a Persian 8 x 8 board's Grid, with a left-to-right mark
	// after each letter, reads back.
	if n := utf8.RuneCountInString(s); len(s) > 4*MaxInput || n > MaxInput && utf8.RuneCountInString(DropInvisible(s)) > MaxInput {
		return Board{}, keyed(fmt.Sprintf("that board is %d characters long; the largest board (8 x 8) needs at most 64 tiles", n), "that board is %d characters long; the largest board (8 x 8) needs at most 64 tiles", n)
	}
	if !utf8.ValidString(s) {
		return Board{}, keyed("the board has characters that are not text; type letters a-z", "the board has characters that are not text; type letters a-z")
	}
	s = DropInvisible(s)
	kept := trimBoard(s, false)
	b, err := ps.parse(kept)
	if err == nil {
		return b, nil
	}
	if dropped := trimBoard(s, true); dropped != kept {
		b, err2 := ps.parse(dropped)
		if err2 == nil || strings.ContainsAny(kept, quoteChars) {
			// Without its final dots the board is square, or the dots
			// hid a quote from trimBoard: this is the board meant.
			return b, err2
		}
	}
	return Board{}, err
}

// quoteChars are the quotes and backticks around text copied from a chat
// message or a sentence. None of them is ever part of a board or a word.
const quoteChars = "\"'`“”‘’«»"

// trimBoard strips the white space, quotes and backticks around a board
// and the punctuation after it (, ; : ! ?, and . when dots is set: a '.'
// may be a blank tile).
func trimBoard(s string, dots bool) string {
	after := quoteChars + ",;:!?"
	if dots {
		after += "."
	}
	for {
		t := strings.TrimLeft(strings.TrimSpace(s), quoteChars)
		t = strings.TrimRight(t, after)
		if t == s {
			return t
		}
		s = t
	}
}

// DropInvisible removes from s the characters that show as nothing
// (Unicode's format characters: zero-width spaces and joiners, direction
// marks and overrides, the byte order mark, the soft hyphen), which text
// copied from a web page or a chat message may carry. Parse and TrimWord
// read a board or a word without them: refused, it would be quoted in an
// error as what looks like a right one, or as an empty pair of quotes.
func DropInvisible(s string) string {
	if strings.IndexFunc(s, invisible) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if invisible(r) {
			return -1
		}
		return r
	}, s)
}

func invisible(r rune) bool { return unicode.Is(unicode.Cf, r) }

// TrimWord strips what surrounds a word copied from a chat message or typed
// at the end of a sentence: white space, quotes (straight or curly) and
// backticks around it, and punctuation after it (. , ! ? ; :). "`ties`",
// "‘ties’" and "ties." are all "ties". The rest is kept as typed, case
// included, so that an error can quote it. A single quote goes only with its
// pair: alone it may be an apostrophe of the word ("it's" and "'tis" are
// not Boggle words, and stay refused). Invisible characters go wherever
// they are (DropInvisible).
func TrimWord(s string) string {
	s = DropInvisible(s)
	for {
		t := strings.TrimRight(strings.TrimSpace(s), ".,!?;:")
		t = strings.Trim(t, wordQuotes)
		t = unquote(t)
		if t == s {
			return t
		}
		s = t
	}
}

// wordQuotes are the quotes that are never an apostrophe: TrimWord strips
// them even when unpaired, as when a command's words split a pair
// ("`ties lies`").
const wordQuotes = "`\"“”„«»"

// unquote strips one pair of matching single quotes around s.
func unquote(s string) string {
	first, n := utf8.DecodeRuneInString(s)
	last, m := utf8.DecodeLastRuneInString(s)
	if len(s) >= n+m && (first == '\'' && last == '\'' || first == '‘' && last == '’' || first == '‚' && last == '‘') {
		return s[n : len(s)-m]
	}
	return s
}

func (ps parser) parse(s string) (Board, error) {
	rows := strings.FieldsFunc(s, func(r rune) bool {
		return r == '/' || r == ',' || r == ';' || r == '|' || r == '\n' || r == '\r'
	})
	for i := 0; i < len(rows); {
		if strings.TrimSpace(rows[i]) == "" {
			rows = append(rows[:i], rows[i+1:]...)
			continue
		}
		i++
	}
	if len(rows) == 0 {
		return Board{}, keyed("the board is empty; type its letters row by row, for example: lqre slus atic nren", "the board is empty; type its letters row by row, for example: lqre slus atic nren")
	}
	if len(rows) == 1 {
		toks := strings.Fields(rows[0])
		switch {
		case len(toks) == 1:
			return ps.parseRun(toks[0])
		case ps.allFaces(toks):
			tiles := make([]Tile, len(toks))
			for i, t := range toks {
				tiles[i] = ps.mustFace(t)
			}
			return square(tiles)
		}
		rows = toks // each word is a row
	}
	return ps.parseRows(rows)
}

// parseRun reads a whole board typed as one run of letters.
func (ps parser) parseRun(s string) (Board, error) {
	tiles, quAt, err := ps.readTiles(s, 1, true)
	if err != nil {
		return Board{}, err
	}
	if !isSquare(len(tiles)) && isSquare(len(tiles)-len(quAt)) {
		tiles = mergeQu(tiles, quAt)
	}
	return square(tiles)
}

func (ps parser) parseRows(rows []string) (Board, error) {
	n := len(rows)
	var tiles []Tile
	var lens []int
	for r, row := range rows {
		toks := strings.Fields(row)
		var rt []Tile
		if len(toks) > 1 && ps.allFaces(toks) {
			for _, t := range toks {
				rt = append(rt, ps.mustFace(t))
			}
		} else {
			var quAt []int
			for _, tok := range toks {
				t, q, err := ps.readTiles(tok, r+1, false)
				if err != nil {
					return Board{}, err
				}
				for _, i := range q {
					quAt = append(quAt, len(rt)+i)
				}
				rt = append(rt, t...)
			}
			if len(rt) != n && len(rt)-len(quAt) == n {
				rt = mergeQu(rt, quAt)
			}
		}
		lens = append(lens, len(rt))
		tiles = append(tiles, rt...)
	}
	for r := 1; r < n; r++ {
		if lens[r] != lens[0] {
			return Board{}, keyed(fmt.Sprintf("row %d has %s but row 1 has %d; every row needs the same number", r+1, text.Plural(lens[r], "tile"), lens[0]), "row %d has %d tiles but row 1 has %d; every row needs the same number", r+1, lens[r], lens[0])
		}
	}
	if lens[0] != n {
		if lens[0] >= MinSize && lens[0] <= MaxSize && n < lens[0] {
			return Board{}, keyed(fmt.Sprintf("the board has %s of %d tiles; a square board needs %d rows", text.Plural(n, "row"), lens[0], lens[0]), "the board has %d rows of %d tiles; a square board needs %d rows", n, lens[0], lens[0])
		}
		return Board{}, keyed(fmt.Sprintf("the board has %s of %s; a board is square, from 3 rows of 3 to 8 rows of 8", text.Plural(n, "row"), text.Plural(lens[0], "tile")), "the board has %d rows of %d tiles; a board is square, from 3 rows of 3 to 8 rows of 8", n, lens[0])
	}
	if n < MinSize || n > MaxSize {
		return Board{}, keyed(fmt.Sprintf("a %d x %d board is not playable; boards are from 3 x 3 to 8 x 8", n, n), "a %d x %d board is not playable; boards are from 3 x 3 to 8 x 8", n, n)
	}
	return New(n, tiles)
}

// readTiles reads a run of tile notation. It returns the tiles and the indexes
// of u tiles that directly follow a q, which may instead be read as part of a
// single Qu tile. row is 1-based; whole says the run is the whole board, so
// positions are reported by tile number (and row, when the run is square).
func (ps parser) readTiles(s string, row int, whole bool) ([]Tile, []int, error) {
	var tiles []Tile
	var quAt []int
	fail := func(key string, args ...any) error {
		e := &ParseError{Msg: fmt.Sprintf(key, args...), Key: key, Args: args, Row: row, Tile: len(tiles) + 1}
		if whole {
			e.Row = 0
			if n := runeSquare(s); n > 0 {
				e.Row, e.Tile = len(tiles)/n+1, len(tiles)%n+1
			}
		}
		return e
	}
	for i := 0; i < len(s); {
		c := lower(s[i])
		switch {
		case c >= 'a' && c <= 'z':
			if c == 'u' && i > 0 && lower(s[i-1]) == 'q' {
				quAt = append(quAt, len(tiles))
			}
			tiles = append(tiles, Letter(c))
			i++
		case c == '#' || c == '.':
			tiles = append(tiles, Blank)
			i++
		case c == '[':
			j := strings.IndexByte(s[i:], ']')
			if j < 0 {
				return nil, nil, fail("'[' is never closed; write two-letter faces like [th]")
			}
			face := s[i+1 : i+j]
			low := asciiLower(face)
			if ps.extra {
				low = strings.ToLower(face) // [DŽ], [C'H]
			}
			t, ok := faceTile(low)
			if ft, fold := foldFace(strings.ToLower(face)); fold {
				t, ok = ft, true // [ß], [œ], [æ]: the letters a language folds to two
			}
			ok = ok && (ps.extra || t < FirstExtra)
			if !ok || face == "#" || face == "." {
				return nil, nil, fail("'[%s]' is not a die face; faces are single letters, Qu, An, Er, He, In and Th", face)
			}
			tiles = append(tiles, t)
			i += j + 1
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == 'İ' && ps.extra {
				tiles = append(tiles, TurkishI) // Turkish's dotted i, as a board's text writes it
				i += size
				continue
			}
			if t, ok := extraTile[string(unicode.ToLower(r))]; ok && ps.extra {
				tiles = append(tiles, t)
				i += size
				continue
			}
			if t, ok := foldFace(string(unicode.ToLower(r))); ok && ps.extra {
				tiles = append(tiles, t) // ß, which no language has as a letter of its own
				i += size
				continue
			}
			if ps.extra {
				return nil, nil, fail("'%c' is not a letter; boards use letters, [th]-style faces and # for a blank", r)
			}
			return nil, nil, fail("'%c' is not a letter; boards use letters a-z, [th]-style faces and # for a blank", r)
		}
	}
	return tiles, quAt, nil
}

// runeSquare returns n if s has n*n characters for a board size n, else 0.
func runeSquare(s string) int {
	k := utf8.RuneCountInString(s)
	for n := MinSize; n <= MaxSize; n++ {
		if n*n == k {
			return n
		}
	}
	return 0
}

func mergeQu(tiles []Tile, quAt []int) []Tile {
	out := tiles[:0:0]
	j := 0
	for i, t := range tiles {
		if j < len(quAt) && quAt[j] == i {
			j++
			continue // the u of a Qu tile
		}
		out = append(out, t)
	}
	return out
}

func isSquare(k int) bool {
	for n := MinSize; n <= MaxSize; n++ {
		if n*n == k {
			return true
		}
	}
	return false
}

func square(tiles []Tile) (Board, error) {
	k := len(tiles)
	for n := MinSize; n <= MaxSize; n++ {
		if n*n == k {
			return New(n, tiles)
		}
	}
	if k > MaxSize*MaxSize {
		return Board{}, keyed(fmt.Sprintf("the board has %d tiles; the largest board is 8 x 8 (64 tiles)", k), "the board has %d tiles; the largest board is 8 x 8 (64 tiles)", k)
	}
	return Board{}, keyed(fmt.Sprintf("the board has %s; a square board needs %s", text.Plural(k, "tile"), squareSizes), "the board has %d tiles; a square board needs 9, 16, 25, 36, 49 or 64", k)
}

// allFaces reports whether every token is one die face on its own.
func (ps parser) allFaces(toks []string) bool {
	for _, t := range toks {
		if _, ok := ps.tokenFace(t); !ok {
			return false
		}
	}
	return true
}

func (ps parser) tokenFace(t string) (Tile, bool) {
	t = asciiLower(t)
	if len(t) > 0 && t[0] >= utf8.RuneSelf {
		if !ps.extra {
			return Blank, false
		}
		t = strings.ToLower(t)
	}
	if len(t) >= 3 && t[0] == '[' && t[len(t)-1] == ']' {
		t = t[1 : len(t)-1]
		if t == "#" || t == "." {
			return Blank, false
		}
	}
	return faceTile(t)
}

func (ps parser) mustFace(t string) Tile {
	f, _ := ps.tokenFace(t)
	return f
}

// lower lowercases an ASCII letter; any other byte is returned as it is.
func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// asciiLower lowercases the ASCII letters of s and nothing else, so that
// what is not a letter a-z stays as typed (strings.ToLower turns the Kelvin
// sign into a k, and 'É' into 'é').
func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				b[j] = lower(b[j])
			}
			return string(b)
		}
	}
	return s
}
