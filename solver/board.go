// Package solver holds Boggle boards and solves them: tiles and boards, the
// parser for boards as people type them in chat, the real dice sets, the rule
// sets (Boggle and Scramble with Friends scoring), and Solve, a depth-first
// search over the board that follows a dictionary trie and so never walks a
// prefix that starts no word.
//
// Boards, Rules and Results are values. Solve, Score and Trace are safe to
// call from many goroutines at once, on one shared dictionary; a Solver is
// scratch space for one goroutine.
package solver

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A Tile is one face of a die: a letter, the Qu face, one of the Super Big
// Boggle faces An, Er, He, In and Th, or a blank that no word may cross.
type Tile uint8

// Tiles 1..26 are the letters a..z; the q tile is the Qu face.
const (
	Blank Tile = 0
	Qu    Tile = 'q' - 'a' + 1
	An    Tile = 27 + iota - 2
	Er
	He
	In
	Th
	numTiles
)

var twoLetter = [...]string{An - 27: "an", Er - 27: "er", He - 27: "he", In - 27: "in", Th - 27: "th"}

// FirstExtra is the first of the tiles beyond English's: the letters of
// other languages' dice (é, ñ, ł, ж, ...), from extraLetters in order.
// Their values never change, so a stored board keeps its tiles.
const FirstExtra Tile = 32

// extraLetters are the faces of tiles FirstExtra and up, lowercase. Append
// only: a tile's value is its place here.
var extraLetters = [...]string{
	// Latin letters with diacritics, and letters of their own.
	"à", "â", "ä", "á", "å", "æ", "ç", "è", "é", "ê", "ë", "í", "ì", "î", "ï",
	"ñ", "ó", "ò", "ô", "ö", "õ", "ø", "œ", "ú", "ù", "û", "ü", "ý", "ã",
	"ą", "ć", "ę", "ł", "ń", "ś", "ź", "ż", "ő", "ű", "ğ", "ı", "ş", "č", "ž", "š", "đ",
	// Cyrillic: Russian, then Ukrainian's own.
	"а", "б", "в", "г", "д", "е", "ё", "ж", "з", "и", "й", "к", "л", "м", "н", "о",
	"п", "р", "с", "т", "у", "ф", "х", "ц", "ч", "ш", "щ", "ъ", "ы", "ь", "э", "ю", "я",
	"і", "ї", "є", "ґ",
	// Letters written with two or three: Croatian's, Hungarian's, Breton's.
	// A tile of one shows them all ("Lj", "Dzs", "C’h").
	"dž", "lj", "nj", "cs", "dz", "dzs", "gy", "ly", "ny", "sz", "ty", "zs", "ch", "c’h",
	// Persian's 32 letters, in its order (Arabic script: no case).
	"ا", "ب", "پ", "ت", "ث", "ج", "چ", "ح", "خ", "د", "ذ", "ر", "ز", "ژ", "س", "ش",
	"ص", "ض", "ط", "ظ", "ع", "غ", "ف", "ق", "ک", "گ", "ل", "م", "ن", "و", "ه", "ی",
}

// extraTile maps an extra letter to its tile.
var extraTile = func() map[string]Tile {
	m := make(map[string]Tile, len(extraLetters))
	for i, l := range extraLetters {
		m[l] = FirstExtra + Tile(i)
	}
	return m
}()

// numAllTiles bounds every tile value but the fold tiles'.
var numAllTiles = FirstExtra + Tile(len(extraLetters))

// FirstFold is the first of the fold tiles: a letter a language spells as
// two (German ß as ss, French œ as oe and æ as ae) is a tile that shows
// the letter as typed and adds its two letters to a word, as the Qu tile
// adds q and u. Their values never change (extraLetters grows below them).
const FirstFold Tile = 240

// foldFaces are the fold tiles' letters as shown and as spelled, from
// FirstFold in order. Append only.
//
// Turkish's dotted i is one: its capital is İ (the dotless ı's is I), so
// a Turkish board's i tile shows İ and spells i (TurkishI). Its face is
// kept as its capital, the one spelling of it no other language reads as
// a plain i: a board's text writes it İ and every parser reads it back.
var foldFaces = [...][2]string{{"ß", "ss"}, {"œ", "oe"}, {"æ", "ae"}, {"İ", "i"}}

// TurkishI is the tile of Turkish's dotted i: it spells i and shows İ.
// Turkish dice and typed Turkish boards use it for every i.
const TurkishI = FirstFold + 3

// Upper returns s (lowercase letters of words on b) in capitals as b's
// tiles show them: by Turkish rules (i is İ) on a board with a TurkishI
// tile, else strings.ToUpper. Only i differs between the two, and a
// Turkish board whose word has an i has a TurkishI tile.
func (b Board) Upper(s string) string {
	if b.turkish() {
		return strings.ToUpper(strings.ReplaceAll(s, "i", "İ"))
	}
	return strings.ToUpper(s)
}

// turkish reports whether b has a TurkishI tile: its letters are cased by
// Turkish rules.
func (b Board) turkish() bool {
	return slices.Contains(b.tiles[:int(b.n)*int(b.n)], TurkishI)
}

// PathLength returns the length in letters of the word a path spells on
// b, as points and the minimum length count it: each tile's Span (Qu
// two, Croatian's Lj two, É one).
func (b Board) PathLength(path []Pos) int {
	n := 0
	for _, p := range path {
		n += b.Tile(p).Span()
	}
	return n
}

// CaseLang returns the language whose casing rules b's letters follow,
// for a page or a font to case them by: "tr" for a board with a TurkishI
// tile, "" for the default rules.
func (b Board) CaseLang() string {
	if b.turkish() {
		return "tr"
	}
	return ""
}

// FoldTile returns the tile that shows the letter face (lowercase) and
// adds letters to a word, and whether there is one (German ß as ss).
func FoldTile(face, letters string) (Tile, bool) {
	for i, f := range foldFaces {
		if f[0] == face && f[1] == letters {
			return FirstFold + Tile(i), true
		}
	}
	return Blank, false
}

// foldFace returns the fold tile whose face is s (lowercase), if any.
func foldFace(s string) (Tile, bool) {
	for i, f := range foldFaces {
		if f[0] == s {
			return FirstFold + Tile(i), true
		}
	}
	return Blank, false
}

// Folded reports whether t is a fold tile (see FirstFold), and its face
// (lowercase) if so.
func (t Tile) Folded() (face string, ok bool) {
	if t >= FirstFold && int(t-FirstFold) < len(foldFaces) {
		return foldFaces[t-FirstFold][0], true
	}
	return "", false
}

// tileSpan[t] is the number of letters tile t adds to a word, for its
// length (points and the minimum length): the letters it is written with,
// as official Boggle counts Qu and Super Big Boggle's An, Er, He, In and
// Th two; a fold tile its two (ß is ss); a digraph of an alphabet two too,
// Hungarian's Sz and Gy, Croatian's Lj, Breton's C’h (its apostrophe no
// letter), though each is one letter of its alphabet: Hungarian players
// count egy, ágy and ész as words of three letters (see
// docs/languages.md).
var tileSpan = func() (s [256]int32) {
	for t := Tile(1); t < numAllTiles; t++ {
		switch {
		case t < numTiles:
			s[t] = int32(utf8.RuneCountInString(t.Letters()))
		case t >= FirstExtra:
			s[t] = int32(max(letterCount(extraLetters[t-FirstExtra]), 1))
		}
	}
	for i, f := range foldFaces {
		s[FirstFold+Tile(i)] = int32(utf8.RuneCountInString(f[1]))
	}
	return
}()

// letterCount is the number of letters (unicode.IsLetter) in s: an
// apostrophe or a mark written with a letter counts none.
func letterCount(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

// FaceTile returns the tile whose face is s (any case: "a", "Qu", "é",
// "Ж", "th", "ß"), and whether there is one. An æ or œ is the letter's own
// tile (Danish æ); the fold tiles that show them are FoldTile's.
func FaceTile(s string) (Tile, bool) {
	if s == "#" || s == "." || s == "" {
		return Blank, false
	}
	return faceTile(strings.ToLower(s))
}

// Letter returns the tile for a letter a-z (q gives the Qu face).
func Letter(c byte) Tile {
	c |= 0x20
	if c < 'a' || c > 'z' {
		return Blank
	}
	return Tile(c-'a') + 1
}

// faceTile returns the tile spelled s ("a", "qu", "q", "th", ...), lowercase.
func faceTile(s string) (Tile, bool) {
	switch len(s) {
	case 1:
		if s[0] >= 'a' && s[0] <= 'z' {
			return Letter(s[0]), true
		}
		if s[0] == '#' || s[0] == '.' {
			return Blank, true
		}
	case 2:
		if s == "qu" {
			return Qu, true
		}
		for i, f := range twoLetter {
			if s == f {
				return An + Tile(i), true
			}
		}
	}
	if t, ok := extraTile[s]; ok {
		return t, true
	}
	return Blank, false
}

// Letters returns what the tile adds to a word, in lowercase: "a", "qu", "th";
// "" for a blank.
func (t Tile) Letters() string {
	switch {
	case t == Qu:
		return "qu"
	case t >= 1 && t <= 26:
		return string(rune('a' + t - 1))
	case t >= An && t < numTiles:
		return twoLetter[t-An]
	case t >= FirstExtra && t < numAllTiles:
		return extraLetters[t-FirstExtra]
	case t >= FirstFold && int(t-FirstFold) < len(foldFaces):
		return foldFaces[t-FirstFold][1]
	}
	return ""
}

// Span returns the number of letters the tile adds to a word (Qu: 2,
// Hungarian's Sz 2).
func (t Tile) Span() int { return int(tileSpan[t]) }

// Digraph reports whether the tile is one letter of its alphabet written
// with several characters (Croatian's Lj, Hungarian's Sz, Breton's C’h),
// which a word's length counts as the letters it is written with (Span)
// and its alphabet's order as one (a hint's rows and first letters).
func (t Tile) Digraph() bool {
	return t >= FirstExtra && t < numAllTiles && utf8.RuneCountInString(extraLetters[t-FirstExtra]) > 1
}

// Face returns the tile as printed on the die: "A", "Qu", "Th", "É", "Ж";
// a fold tile's letter as typed ("ß", "Œ"); "" for a blank.
func (t Tile) Face() string {
	l := t.Letters()
	if f, ok := t.Folded(); ok {
		l = f
	}
	if l == "" {
		return ""
	}
	if l[0] < utf8.RuneSelf {
		return strings.ToUpper(l[:1]) + l[1:]
	}
	r, n := utf8.DecodeRuneInString(l)
	return string(unicode.ToUpper(r)) + l[n:]
}

// String returns the die face, or "#" for a blank.
func (t Tile) String() string {
	if t == Blank {
		return "#"
	}
	return t.Face()
}

// notation returns the tile as Parse reads it inside a row: a letter (q for Qu),
// a bracketed two-letter face, a fold tile (ß; bracketed where its letter
// has a tile of its own: "[œ]", as a bare œ is that letter's), or # for a
// blank.
func (t Tile) notation() string {
	if f, ok := t.Folded(); ok {
		if _, own := extraTile[f]; own {
			return "[" + f + "]"
		}
		return f
	}
	switch {
	case t == Blank:
		return "#"
	case t == Qu:
		return "q"
	case t >= An && t < numTiles, t >= FirstExtra && utf8.RuneCountInString(t.Letters()) > 1:
		return "[" + t.Letters() + "]"
	}
	return t.Letters()
}

// Board sizes.
const (
	MinSize = 3
	MaxSize = 8
)

// A Pos is a tile's place on a board, zero-based.
type Pos struct{ Row, Col int }

// MarshalJSON writes a Pos as [row, col].
func (p Pos) MarshalJSON() ([]byte, error) { return json.Marshal([2]int{p.Row, p.Col}) }

// UnmarshalJSON reads a Pos from [row, col].
func (p *Pos) UnmarshalJSON(b []byte) error {
	var a [2]int
	if err := json.Unmarshal(b, &a); err != nil {
		return err
	}
	p.Row, p.Col = a[0], a[1]
	return nil
}

// A Board is an N x N grid of tiles, N from MinSize to MaxSize. Boards are
// comparable values; the zero Board has size 0 and is not valid for solving.
type Board struct {
	n     uint8
	tiles [MaxSize * MaxSize]Tile
}

// New returns the n x n board whose tiles, row by row, are tiles.
func New(n int, tiles []Tile) (Board, error) {
	if n < MinSize || n > MaxSize {
		return Board{}, fmt.Errorf("a board is %d x %d up to %d x %d, not %d x %d", MinSize, MinSize, MaxSize, MaxSize, n, n)
	}
	if len(tiles) != n*n {
		return Board{}, fmt.Errorf("a %d x %d board has %d tiles, not %d", n, n, n*n, len(tiles))
	}
	var b Board
	b.n = uint8(n)
	for i, t := range tiles {
		if _, fold := t.Folded(); !fold && (t >= numAllTiles || t >= numTiles && t < FirstExtra) {
			return Board{}, fmt.Errorf("tile %d is not a die face", i+1)
		}
		b.tiles[i] = t
	}
	return b, nil
}

// Size returns N for an N x N board.
func (b Board) Size() int { return int(b.n) }

// PathText writes path in words: each tile's face and its place, row then
// column, counted from 1 at the top left: "S(2,4) → I(3,3) → N(3,4)". A
// place off the board is written as "?(row,column)".
func (b Board) PathText(path []Pos) string {
	var s strings.Builder
	for i, p := range path {
		if i > 0 {
			s.WriteString(" → ")
		}
		face := "?"
		if p.Row >= 0 && p.Row < b.Size() && p.Col >= 0 && p.Col < b.Size() {
			face = b.Tile(p).Face()
		}
		fmt.Fprintf(&s, "%s(%d,%d)", LTRFace(face), p.Row+1, p.Col+1) // an LRM after a Persian letter keeps its place before the numbers
	}
	return s.String()
}

// At returns the tile at row r, column c (zero-based).
func (b Board) At(r, c int) Tile { return b.tiles[r*int(b.n)+c] }

// Tile returns the tile at p.
func (b Board) Tile(p Pos) Tile { return b.At(p.Row, p.Col) }

// Tiles returns the tiles row by row.
func (b Board) Tiles() []Tile { return append([]Tile(nil), b.tiles[:int(b.n)*int(b.n)]...) }

// Rows returns the board's tiles as lowercase letters ("qu", "th"; "#" for a
// blank), row by row.
func (b Board) Rows() [][]string {
	rows := make([][]string, b.n)
	for r := range rows {
		rows[r] = make([]string, b.n)
		for c := range rows[r] {
			t := b.At(r, c)
			if t == Blank {
				rows[r][c] = "#"
			} else {
				rows[r][c] = t.Letters()
			}
		}
	}
	return rows
}

// String returns the board as people read it in lowercase text, rows
// separated by spaces: "lqre slus atic nren" (q is the Qu tile), in the
// notation Parse reads, but for one tile: Turkish's dotted i
// (TurkishI) is i, its lowercase, as in "kızm imek" (İ is its capital,
// for text in capitals: Upper, Grid). Parse reads that i back as the
// plain i tile, a Turkish board's parser (package lang) as TurkishI; text
// kept to be read back without the language is Notation's.
func (b Board) String() string { return b.text(false) }

// Notation returns the board in the notation ParseAny reads back to the
// same tiles, rows separated by spaces: String, with the TurkishI tile as
// İ. It is for text a program keeps (a stored round, a channel's last
// board), not for people.
func (b Board) Notation() string { return b.text(true) }

func (b Board) text(exact bool) string {
	var s strings.Builder
	for r := 0; r < int(b.n); r++ {
		if r > 0 {
			s.WriteByte(' ')
		}
		for c := 0; c < int(b.n); c++ {
			t := b.At(r, c)
			if t == TurkishI && !exact {
				s.WriteByte('i')
				continue
			}
			s.WriteString(t.notation())
		}
	}
	return s.String()
}

// Grid returns the board as rows of die faces for people to read, in
// columns as wide as the widest face (by what a terminal shows: runes,
// less combining marks) and a space: Breton's 3-letter C’h lines up.
//
// A row of right-to-left letters (Persian's) would be shown reversed by
// the Unicode bidirectional algorithm, which reads "ا ب پ ت" as one
// right-to-left run: such a row starts with a left-to-right mark (LRM,
// U+200E) and has one after each face (LTRFace), so the tiles keep their
// order from left to right. Other rows are as they were, byte for byte.
func (b Board) Grid() string {
	w := 2
	for i := range b.tiles {
		w = max(w, displayWidth(b.tiles[i].String()))
	}
	var s strings.Builder
	for r := 0; r < int(b.n); r++ {
		var row strings.Builder
		rtl := false
		for c := 0; c < int(b.n); c++ {
			rtl = rtl || RightToLeft(b.At(r, c).String())
		}
		if rtl {
			row.WriteString(LRM)
		}
		for c := 0; c < int(b.n); c++ {
			f := b.At(r, c).String()
			row.WriteString(LTRFace(f))
			row.WriteString(strings.Repeat(" ", w+1-displayWidth(f)))
		}
		s.WriteString(strings.TrimRight(row.String(), " "))
		s.WriteByte('\n')
	}
	return s.String()
}

// LRM is the left-to-right mark (U+200E): invisible, it makes the spaces
// and digits beside it read left to right. DropInvisible removes it, so
// text with it parses as without it.
const LRM = "\u200e"

// RightToLeft reports whether s has a letter of a right-to-left script
// (Arabic's, as Persian's; Hebrew's).
func RightToLeft(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool {
		return unicode.IsLetter(r) && unicode.In(r, unicode.Arabic, unicode.Hebrew, unicode.Syriac, unicode.Thaana, unicode.Nko)
	}) >= 0
}

// LTRFace returns a face or a word to be set among left-to-right text in
// columns (a board's row, a table's first column): with an LRM after it
// when it is right-to-left, so the spaces and numbers after it stay on its
// right; as it is otherwise.
func LTRFace(f string) string {
	if RightToLeft(f) {
		return f + LRM
	}
	return f
}

// RightToLeft reports whether b has a right-to-left letter (a Persian
// board): a page sets its typed words and word lists right to left.
func (b Board) RightToLeft() bool {
	for _, t := range b.Tiles() {
		if RightToLeft(t.Letters()) {
			return true
		}
	}
	return false
}

// displayWidth is the columns s takes in a terminal: its runes less the
// combining marks (which sit on the letter before them).
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		if !unicode.Is(unicode.M, r) {
			n++
		}
	}
	return n
}
