// Package defs holds the hand-written definitions of the languages of play,
// shared by package lang and its generator (gen.go): names, the letters of
// each alphabet, how accents fold, and where each word list comes from.
package defs

import (
	"slices"
	"strings"
)

// A Def is one language's definition.
type Def struct {
	Code, Name, Native string
	Aliases            []string // other codes players may type, lowercase
	// Tokens are the trie letters in alphabetical order; Composites are the
	// rarest letters of alphabets with more than 30, each spelled as a base
	// token and a marker (see dict.Alphabet).
	Tokens     []string
	Composites map[string]string
	// Fold turns letters players need not type into plain ones.
	Fold map[rune]string
	// The word list: a Debian package and the file in it (Encoding "latin1"
	// for ISO-8859-1 files), or an aspell dictionary to dump and expand.
	Package, File, Encoding string
	Aspell                  string
	// Hunspell is a hunspell dictionary (/usr/share/hunspell/NAME.dic and
	// .aff, from Package, installed) that gen.go expands itself with its
	// affix file's prefixes and suffixes.
	Hunspell string
	// HunspellSkip are flags of the hunspell dictionary whose rules gen.go
	// does not apply (a character each: Spanish's rules that add enclitic
	// pronouns, peléesela), and HunspellSkipWhy says which, for the list's
	// header.
	HunspellSkip, HunspellSkipWhy string
	// BareCheck, with Hunspell: a root the dictionary lists bare (with no
	// affix flags: no plural, no conjugation, as Spanish's lists its
	// abbreviations apdo, avda, cfr, pts) of at most BareCheck letters
	// is kept only if another list of the language has it too: the file
	// CrossFile of the Debian package CrossPackage, or the expansion of
	// the aspell dictionary CrossAspell (installed). The other lists only
	// judge; no word of theirs is added.
	BareCheck                            int
	CrossPackage, CrossFile, CrossAspell string
	// Enclitics, with Hunspell: the pronouns, and pairs of them, that
	// follow a verb form in one word (Spanish dame, úsalo, dámelo), longest
	// first; a bare root that is a verb form with them (see gen.go's
	// hunspellOpts.enclitic) is left out unless CrossFile or CrossAspell
	// has it too. VerbFlags are the flags that conjugate a verb.
	Enclitics []string
	VerbFlags string
	// Monosyllables shows a word of one syllable by Spanish spelling
	// since 2010 without its accent (ció, guió, huí: cio, guion, hui),
	// though the source's rules still write it (see gen.go's
	// monosyllable).
	Monosyllables bool
	// Vowels, with Hunspell: a root with none of these letters is an
	// abbreviation (Spanish sr/GS, whose forms are sra and sras), left
	// out with its forms.
	Vowels string
	// Abbrev are abbreviations the source lists as words that its own
	// markers and the cross-checks above keep, as the list spells them:
	// gen.go leaves them out, and checks each is a word of the source.
	// With Hunspell they are roots of the dictionary, left out with
	// their forms (Spanish dcho/G: dcho, dcha).
	Abbrev []string
	// Roots takes an aspell dictionary's entries as they are, without
	// their affixes' forms (Hungarian's expand to tens of millions).
	Roots bool
	// Forms, with Roots, adds the expanded forms of at most Forms
	// characters to the entries: Hungarian's dictionary expands to
	// billions of forms, far too many to ship, but its short inflected
	// forms (házak, házban) are the words a 4x4 board holds. gen.go reads
	// the expansion as a stream, keeping only the short forms.
	Forms   int
	Licence string
	// Values are the Scramble letter values of the national Scrabble set,
	// where a cited source gives them (qu takes Q's value, as English's Qu
	// tile does); without them gen.go derives values from frequencies.
	Values map[string]int
	// NoDie are letters the word list keeps but no die shows: those the
	// national Scrabble set (Values' source) has no tile for, and a
	// letter whose face forms no words (Russian ъ). Every other letter of
	// the alphabet is on some die.
	NoDie []string
	// Order is the alphabet in the language's order, when its composites
	// break the trie's order.
	Order []string
	// Nouns keeps capitalised words (German writes every noun so), only
	// leaving out words in capitals (abbreviations); proper nouns then stay.
	Nouns bool
	// NameCheck, with Nouns, is a hunspell dictionary
	// (/usr/share/hunspell/NAME.dic, from NamePackage, installed) that
	// judges which capitalised words are proper nouns (listed with none of
	// CommonFlags, flags a proper noun's entry has not, and capitalised in
	// other languages' lists) and which
	// words are abbreviations (listed with a final period): gen.go leaves
	// them out (see properNouns).
	NameCheck, NamePackage, CommonFlags string
	// Foreign are words of the source list that are not the language's
	// (another language's, slipped in), as the list spells them (folded):
	// gen.go leaves them out. Each is checked to be a word of the source
	// and no form of any word of the language.
	Foreign []string
}

// latin is a-z with Qu, as English's dice have it.
var latin = strings.Fields("a b c d e f g h i j k l m n o p qu r s t u v w x y z")

// accents maps the accented Latin letters to plain ones.
var accents = map[rune]string{
	'à': "a", 'á': "a", 'â': "a", 'ã': "a", 'ä': "a", 'å': "a", 'æ': "ae",
	'ç': "c", 'è': "e", 'é': "e", 'ê': "e", 'ë': "e",
	'ì': "i", 'í': "i", 'î': "i", 'ï': "i", 'ñ': "n",
	'ò': "o", 'ó': "o", 'ô': "o", 'õ': "o", 'ö': "o", 'ø': "o", 'œ': "oe",
	'ù': "u", 'ú': "u", 'û': "u", 'ü': "u", 'ý': "y", 'ÿ': "y", 'ß': "ss",
	'·': "", // Catalan's l·l
}

// foldExcept returns the accent folding without the letters in keep.
func foldExcept(keep string) map[rune]string {
	m := map[rune]string{}
	for r, s := range accents {
		if !strings.ContainsRune(keep, r) {
			m[r] = s
		}
	}
	return m
}

func plus(extra ...string) []string { return append(append([]string(nil), latin...), extra...) }

// All is every language beyond English, which package dict holds.
var All = []Def{
	{Code: "fr", Name: "French", Native: "français", Tokens: latin, Fold: foldExcept(""),
		// French Scrabble (102 tiles), as
		// https://www.lemagloisirs.fr/regle-scrabble and
		// http://www.chemistrydaily.com/chemistry/Scrabble_letter_distributions
		// (a copy of English Wikipedia's "Scrabble letter distributions") list it.
		Values: map[string]int{"a": 1, "e": 1, "i": 1, "l": 1, "n": 1, "o": 1, "r": 1, "s": 1, "t": 1, "u": 1,
			"d": 2, "g": 2, "m": 2, "b": 3, "c": 3, "p": 3, "f": 4, "h": 4, "v": 4, "j": 8, "qu": 8,
			"k": 10, "w": 10, "x": 10, "y": 10, "z": 10},
		Package: "wfrench", File: "usr/share/dict/french", Licence: "GPL-2+"},
	{Code: "de", Name: "German", Native: "Deutsch", Tokens: plus("ä", "ö", "ü"), Fold: foldExcept("äöü"), Nouns: true,
		// German Scrabble since 1990 (102 tiles), as French Wikipedia's
		// "Lettres du Scrabble" lists it (section Allemand).
		Values: map[string]int{"e": 1, "n": 1, "s": 1, "i": 1, "r": 1, "t": 1, "u": 1, "a": 1, "d": 1,
			"h": 2, "g": 2, "l": 2, "o": 2, "m": 3, "b": 3, "w": 3, "z": 3, "c": 4, "f": 4, "k": 4, "p": 4,
			"ä": 6, "j": 6, "ü": 6, "v": 6, "ö": 8, "x": 8, "qu": 10, "y": 10},
		Package: "wngerman", File: "usr/share/dict/ngerman", Licence: "GPL-2+",
		// igerman98's hunspell dictionary: its flags N, E, P, p, R, q,
		// F, C, A, g and f give plurals and inflections a name has not, T
		// the genitive in -es (Zorn/STm) and i, j the forms a common noun
		// takes in compounds (Juli/Smij, Anker/Smij; Hamburg/Sm).
		NameCheck: "de_DE", NamePackage: "hunspell-de-de", CommonFlags: "NEPpRqFCAgfTij"},
	{Code: "es", Name: "Spanish", Native: "español", Tokens: plus("ñ"), Fold: foldExcept("ñ"),
		// Spanish Scrabble as sold outside North America (100 tiles), as
		// https://liquisearch.com/scrabble_letter_distributions/spanish (a
		// copy of English Wikipedia's section) lists it. It has no K or W
		// tile: they are worth 10, as gen.go gives a letter no short word
		// has. Its CH, LL and RR tiles have no letter here (c+h, l+l, r+r).
		Values: map[string]int{"a": 1, "e": 1, "i": 1, "l": 1, "n": 1, "o": 1, "r": 1, "s": 1, "t": 1, "u": 1,
			"d": 2, "g": 2, "b": 3, "c": 3, "m": 3, "p": 3, "f": 4, "h": 4, "v": 4, "y": 4, "qu": 5,
			"j": 8, "x": 8, "ñ": 8, "z": 10, "k": 10, "w": 10},
		NoDie: []string{"k", "w"},
		// RLA-ES's dictionary for every Spanish-speaking country (Debian
		// links es_MX, es_AR and the rest to es_ES): plurals, feminines,
		// every tense, and the voseo forms of the Americas (cantás, tenés).
		// Its rules that add enclitic pronouns (cantarla, peléesela: every
		// flag that is no ASCII letter, each of whose rules ends in me, te,
		// se, nos, os, lo, la, le or their plurals) are left out, as
		// Spanish Scrabble refuses verb forms with enclitics; the core
		// verb rules keep one "se" (pelearse, peleándose).
		Package: "hunspell-es", Hunspell: "es_ES",
		HunspellSkip:    "ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞßàáâãäñòóôõöøùú",
		HunspellSkipWhy: "the rules that add enclitic pronouns, and leaving out bare entries of up to 6 letters that neither wspanish nor aspell-es has (abbreviations)",
		// Its abbreviations (apdo, avda, cfr, etc, pts, sra) are entries
		// with no flags, as are adverbs and invariable words: one of up to
		// 6 letters is kept if wspanish or aspell-es has it too.
		BareCheck: 6, CrossPackage: "wspanish", CrossFile: "usr/share/dict/spanish", CrossAspell: "es",
		// The abbreviations it lists with flags (plurals, feminines)
		// are no word of wspanish or aspell-es: of its 201 roots of up to
		// 5 letters that neither has, these are abbreviations (the others
		// are words: blog, chat, profe, wifi). etc is a bare entry that
		// aspell-es lists too.
		Vowels: "aeiouáéíóúüy",
		// It also lists some 900 verb forms with enclitics bare (dame,
		// átelas, úsalo, decímelo): those go too, as its rules' do.
		Enclitics: encliticsEs, VerbFlags: "REIX", Monosyllables: true,
		Abbrev:  strings.Fields("afmo atto cént dcho etc hno izqdo ldo ltdo pta pág sto vto"),
		Licence: "GPL-3+, LGPL-3+ or MPL-1.1+"},
	{Code: "pt-BR", Name: "Portuguese (Brazil)", Native: "português do Brasil", Aliases: []string{"pt", "pt-pt"},
		Tokens: latin, Fold: foldExcept(""),
		// Portuguese Scrabble (English Wikipedia's "Scrabble letter
		// distributions", section Portuguese), as Lexica
		// (https://github.com/lexica/lexica, PortugueseBR.java) and Xanado
		// (https://github.com/warren-bank/fork-Xanado,
		// editions/Português_Scrabble.js) copy it: N 3, Q 6, X and Z 8. It
		// has no K, W or Y tile; its Ç tile has no letter here (ç folds to c).
		Values: map[string]int{"a": 1, "e": 1, "i": 1, "o": 1, "s": 1, "u": 1, "m": 1, "r": 1, "t": 1,
			"d": 2, "l": 2, "c": 2, "p": 2, "n": 3, "b": 3, "f": 4, "g": 4, "h": 4, "v": 4,
			"j": 5, "qu": 6, "x": 8, "z": 8, "k": 10, "w": 10, "y": 10},
		NoDie:   []string{"k", "w", "y"},
		Package: "wbrazilian", File: "usr/share/dict/brazilian", Licence: "GPL-2"},
	{Code: "it", Name: "Italian", Native: "italiano", Tokens: latin, Fold: foldExcept(""),
		// Italian Scrabble (120 tiles), as the Official Italian Scrabble
		// Tournament Rules (October 1999) list it:
		// http://home.teleport.com/~stevena/scrabble/it_rules.html (Italian
		// Wikipedia's "Scrabble" agrees: U 3, H and Z 8, Q 10). It has no
		// J, K, W, X or Y tile: they are worth 10.
		Values: map[string]int{"a": 1, "e": 1, "i": 1, "o": 1, "c": 2, "r": 2, "s": 2, "t": 2,
			"l": 3, "m": 3, "n": 3, "u": 3, "b": 5, "d": 5, "f": 5, "p": 5, "v": 5,
			"g": 8, "h": 8, "z": 8, "qu": 10, "j": 10, "k": 10, "w": 10, "x": 10, "y": 10},
		NoDie:   []string{"j", "k", "w", "x", "y"},
		Package: "witalian", File: "usr/share/dict/italian", Licence: "GPL-3+"},
	{Code: "nl", Name: "Dutch", Native: "Nederlands", Tokens: latin, Fold: foldExcept(""),
		// Dutch Scrabble since 1998 (no IJ tile), as
		// http://www.gtoal.com/wordgames/details/dutch/ lists it ("current
		// style"); Xanado's editions/Dutch_Scrabble.js (a copy of
		// liquisearch's "Scrabble letter distributions", Dutch) agrees.
		Values: map[string]int{"a": 1, "e": 1, "i": 1, "n": 1, "o": 1, "d": 2, "r": 2, "s": 2, "t": 2,
			"b": 3, "g": 3, "k": 3, "l": 3, "m": 3, "p": 3, "f": 4, "h": 4, "j": 4, "u": 4, "v": 4, "z": 4,
			"c": 5, "w": 5, "x": 8, "y": 8, "qu": 10},
		Package: "wdutch", File: "usr/share/dict/dutch", Licence: "BSD or CC-BY-3.0 (OpenTaal)"},
	{Code: "sv", Name: "Swedish", Native: "svenska", Tokens: plus("å", "ä", "ö"), Fold: foldExcept("åäö"),
		// Swedish Scrabble (100 tiles), as Quackle's
		// data/alphabets/swedish.quackle_alphabet
		// (https://github.com/quackle/quackle) and Xanado's
		// editions/Svenska_Scrabble.js (from English Wikipedia's "Scrabble
		// letter distributions", Swedish) list it: C and X 8, Z 10. It has
		// no Q or W tile.
		Values: map[string]int{"a": 1, "d": 1, "e": 1, "i": 1, "l": 1, "n": 1, "r": 1, "s": 1, "t": 1,
			"g": 2, "h": 2, "k": 2, "m": 2, "o": 2, "f": 3, "v": 3, "ä": 3,
			"b": 4, "p": 4, "u": 4, "å": 4, "ö": 4, "j": 7, "y": 7, "c": 8, "x": 8, "z": 10,
			"qu": 10, "w": 10},
		NoDie:   []string{"qu", "w"},
		Package: "wswedish", File: "usr/share/dict/swedish", Encoding: "latin1", Licence: "GPL-2+"},
	{Code: "nb", Name: "Norwegian Bokmål", Native: "norsk bokmål", Aliases: []string{"no", "nn"},
		Tokens: plus("æ", "ø", "å"), Fold: foldExcept("æøå"),
		// Norwegian Scrabble (100 tiles), as the Norwegian Scrabble
		// federation lists it: http://www2.scrabbleforbundet.no/?page_id=891
		// (Nynorsk Wikipedia's "Scrabble" agrees: C 10, Y and Æ 6). It has
		// no Q, X or Z tile: they (and Qu) are worth 10.
		Values: map[string]int{"a": 1, "d": 1, "e": 1, "i": 1, "l": 1, "n": 1, "r": 1, "s": 1, "t": 1,
			"f": 2, "g": 2, "k": 2, "m": 2, "o": 2, "h": 3,
			"b": 4, "j": 4, "p": 4, "u": 4, "v": 4, "å": 4, "ø": 5, "y": 6, "æ": 6, "w": 8,
			"c": 10, "qu": 10, "x": 10, "z": 10},
		NoDie:   []string{"qu", "x", "z"},
		Package: "wnorwegian", File: "usr/share/dict/bokmaal", Encoding: "latin1", Licence: "GPL-2+"},
	{Code: "da", Name: "Danish", Native: "dansk", Tokens: plus("æ", "ø", "å"), Fold: foldExcept("æøå"),
		// Danish Scrabble (100 tiles), as Xanado's
		// editions/Danish_Scrabble.js (a copy of liquisearch's "Scrabble
		// letter distributions", Danish) and
		// http://home.teleport.com/~stevena/scrabble/alpha/foreignsets.html
		// list it: C X Z 8. It has no Q or W tile.
		Values: map[string]int{"a": 1, "e": 1, "n": 1, "r": 1, "d": 2, "l": 2, "o": 2, "s": 2, "t": 2,
			"b": 3, "f": 3, "g": 3, "i": 3, "k": 3, "m": 3, "u": 3, "v": 3,
			"h": 4, "j": 4, "p": 4, "y": 4, "æ": 4, "ø": 4, "å": 4, "c": 8, "x": 8, "z": 8,
			"qu": 10, "w": 10},
		NoDie:   []string{"qu", "w"},
		Package: "wdanish", File: "usr/share/dict/danish", Licence: "GPL-2+"},
	{Code: "pl", Name: "Polish", Native: "polski",
		Tokens:     strings.Fields("a ą b c ć d e ę f g h i j k l ł m n o ó p r s ś t u w y z ż"),
		Composites: map[string]string{"ź": "z", "ń": "n"},
		Order:      strings.Fields("a ą b c ć d e ę f g h i j k l ł m n ń o ó p r s ś t u w y z ź ż"),
		// Polish Scrabble (100 tiles), as https://scrabble123.pl/slownik-scrabble lists it.
		Values: map[string]int{"a": 1, "e": 1, "i": 1, "n": 1, "o": 1, "r": 1, "s": 1, "w": 1, "z": 1,
			"c": 2, "d": 2, "k": 2, "l": 2, "m": 2, "p": 2, "t": 2, "y": 2,
			"b": 3, "g": 3, "h": 3, "j": 3, "ł": 3, "u": 3,
			"ą": 5, "ę": 5, "f": 5, "ó": 5, "ś": 5, "ż": 5, "ć": 6, "ń": 7, "ź": 9},
		Package: "wpolish", File: "usr/share/dict/polish", Licence: "GPL-2, LGPL-2.1, MPL-1.1, Apache-2.0 or CC-BY-4.0",
		// English words in wpolish: the English function words of 3+
		// letters that wpolish 20220301-1 lists and that are no Polish
		// word (16 of the 41 it lists). The other 25 are Polish too, and
		// stay: but (a shoe), for, not, was, his (B sharp), most, must,
		// nor, many, much, same, will (willa), her (hera), them (thema),
		// off, out, after, before, down, less, aren (arena), won, may,
		// more, can (each with its Polish forms in the list).
		Foreign: strings.Fields("against all and any has how least once only than the upon what who with you")},
	{Code: "ru", Name: "Russian", Native: "русский",
		Tokens:     strings.Fields("а б в г д е ж з и й к л м н о п р с т у ф х ц ч ш щ ы ь ю я"),
		Composites: map[string]string{"ъ": "ь", "э": "е"},
		Order:      strings.Fields("а б в г д е ж з и й к л м н о п р с т у ф х ц ч ш щ ъ ы ь э ю я"),
		Fold:       map[rune]string{'ё': "е"},
		// Russian Scrabble, as Quackle's
		// data/alphabets/russian.quackle_alphabet
		// (https://github.com/quackle/quackle) and Lexica's Russian.java
		// (https://github.com/lexica/lexica) list it: Ш Э Ю 8, Ф Щ Ъ 10.
		Values: map[string]int{"о": 1, "а": 1, "е": 1, "и": 1, "н": 1, "р": 1, "с": 1, "т": 1, "в": 1,
			"д": 2, "к": 2, "у": 2, "л": 2, "п": 2, "м": 2, "б": 3, "г": 3, "ь": 3, "я": 3,
			"ы": 4, "й": 4, "з": 5, "ж": 5, "х": 5, "ц": 5, "ч": 5, "ш": 8, "э": 8, "ю": 8,
			"ф": 10, "щ": 10, "ъ": 10},
		// Ъ, the hard sign, stands only between a prefix's consonant and
		// е ё ю я (подъезд, объём): its face formed no word in six
		// appearances a native panel saw. No die shows it.
		NoDie:   []string{"ъ"},
		Package: "aspell-ru", Aspell: "ru", Licence: "BSD-3-clause (RSDL) / GPL-3+"},
	{Code: "uk", Name: "Ukrainian", Native: "українська",
		Tokens:     strings.Fields("а б в г д е є ж з и і й к л м н о п р с т у ф х ц ч ш ь ю я"),
		Composites: map[string]string{"ґ": "г", "ї": "і", "щ": "ш"},
		Order:      strings.Fields("а б в г ґ д е є ж з и і ї й к л м н о п р с т у ф х ц ч ш щ ь ю я"),
		Fold:       map[rune]string{'\'': "", '’': "", 'ʼ': ""},
		// Ukrainian Scrabble (English Wikipedia's "Scrabble letter
		// distributions", section Ukrainian), as Lexica's Ukrainian.java
		// (https://github.com/lexica/lexica) copies it: Є Ф Щ 8, Ґ 10 (its
		// apostrophe tile has no letter here).
		Values: map[string]int{"о": 1, "а": 1, "и": 1, "н": 1, "в": 1, "е": 1, "і": 1, "т": 1, "р": 1,
			"к": 2, "с": 2, "д": 2, "л": 2, "м": 2, "п": 2, "у": 3, "з": 4, "я": 4, "б": 4, "г": 4,
			"ч": 5, "х": 5, "й": 5, "ь": 5, "ж": 6, "ї": 6, "ц": 6, "ш": 6, "ю": 7,
			"є": 8, "ф": 8, "щ": 8, "ґ": 10},
		Package: "wukrainian", File: "usr/share/dict/ukrainian", Licence: "GPL-2 or LGPL-2"},
	{Code: "hr", Name: "Croatian", Native: "hrvatski",
		// Dž, Lj and Nj are letters of their own, each a tile; a word is
		// read greedily (nadživjeti's d and ž read as dž, as on Lexica's and
		// Scrabble's tiles). Č ć đ š ž are kept: Croatian players type them.
		Tokens: strings.Fields("a b c č ć d dž đ e f g h i j k l lj m n nj o p r s š t u v z ž"),
		// Croatian Scrabble (100 tiles), as English Wikipedia's "Scrabble
		// letter distributions" (section Croatian) lists it and Xanado
		// (https://github.com/warren-bank/fork-Xanado,
		// editions/Croatian_Scrabble.js) copies it: every letter has a tile.
		Values: map[string]int{"a": 1, "e": 1, "i": 1, "j": 1, "n": 1, "o": 1, "r": 1, "s": 1, "t": 1, "u": 1,
			"k": 2, "m": 2, "p": 2, "v": 2, "b": 3, "č": 3, "d": 3, "g": 3, "l": 3, "z": 3,
			"c": 4, "h": 4, "lj": 4, "nj": 4, "š": 4, "ž": 4, "ć": 5, "f": 8, "dž": 10, "đ": 10},
		Package: "aspell-hr", Aspell: "hr", Licence: "LGPL-2.1+"},
	{Code: "ca", Name: "Catalan", Native: "català", Tokens: plus("ç"), Fold: foldExcept("ç"),
		Package: "wcatalan", File: "usr/share/dict/catalan", Licence: "GPL-2+"},
	{Code: "br", Name: "Breton", Native: "brezhoneg",
		// Ch and c’h are letters of their own, a tile each; c’h is kept
		// with the typographic apostrophe (U+2019: the word lists' front
		// coding keeps bytes below 0x40 for itself), and typed with a
		// straight one too. Ñ is kept; other accents (ù, ê, â) fold. No q
		// or x: Breton spells none.
		Tokens: strings.Fields("a b c ch c’h d e f g h i j k l m n ñ o p r s t u v w y z"),
		Fold: func() map[rune]string {
			m := foldExcept("ñ")
			m['\''], m['ʼ'] = "’", "’"
			return m
		}(),
		Package: "aspell-br", Aspell: "br", Licence: "GPL-2+"},
	{Code: "hu", Name: "Hungarian", Native: "magyar",
		// Cs, gy, ly, ny, sz, ty and zs are letters of their own, a tile
		// each, as on Hungarian Scrabble's tiles (dz and dzs, which that
		// set has no tiles for, are d+z and d+zs). All nine accented vowels
		// are kept: á é í ó ö ő ú ü ű are different letters to Hungarian
		// players. That is 38 letters for the trie's 31: eight of them are
		// composites (a base and a marker; ü and ű, whose family has no
		// base left, sit on v and f, which only the trie sees). No q w x y.
		Tokens:     strings.Fields("a b c cs d e f g gy h i j k l ly m n ny o ö p r s sz t ty u v z zs"),
		Composites: map[string]string{"á": "a", "é": "e", "í": "i", "ó": "o", "ő": "ö", "ú": "u", "ü": "v", "ű": "f"},
		Order:      strings.Fields("a á b c cs d e é f g gy h i í j k l ly m n ny o ó ö ő p r s sz t ty u ú ü ű v z zs"),
		// Hungarian Scrabble (100 tiles), as English Wikipedia's "Scrabble
		// letter distributions" (section Hungarian) lists it and Xanado
		// (editions/Hungarian_Scrabble.js) copies it: every one of the 38
		// letters has a tile.
		Values: map[string]int{"a": 1, "á": 1, "e": 1, "i": 1, "k": 1, "l": 1, "m": 1, "n": 1, "o": 1, "r": 1, "s": 1, "t": 1,
			"b": 2, "d": 2, "g": 2, "ó": 2, "é": 3, "h": 3, "sz": 3, "v": 3,
			"f": 4, "gy": 4, "j": 4, "ö": 4, "p": 4, "u": 4, "ü": 4, "z": 4, "c": 5, "í": 5, "ny": 5,
			"cs": 7, "ő": 7, "ú": 7, "ű": 7, "ly": 8, "zs": 8, "ty": 10},
		Package: "aspell-hu", Aspell: "hu", Roots: true, Forms: 8, Licence: "GPL-2"},
	{Code: "tr", Name: "Turkish", Native: "Türkçe",
		// 29 letters, in Turkish order: the dotless ı is a letter of its
		// own, whose capital is I, and the dotted i's capital is İ (a tile
		// of its own, solver.TurkishI, shows it). The circumflexed â î û of
		// loanwords (kâr, hâlâ) fold to a i u. No q w x.
		Tokens: strings.Fields("a b c ç d e f g ğ h ı i j k l m n o ö p r s ş t u ü v y z"),
		// İ is the TurkishI tile's face: it spells i.
		Fold: map[rune]string{'â': "a", 'î': "i", 'û': "u", 'İ': "i"},
		// Turkish Scrabble (100 tiles), as English Wikipedia's "Scrabble
		// letter distributions" (section Turkish) lists it and Xanado
		// (https://github.com/warren-bank/fork-Xanado,
		// editions/Türk_Scrabble.js) copies it: İ 1, I 2, Ğ 8, J 10.
		Values: map[string]int{"a": 1, "e": 1, "i": 1, "k": 1, "l": 1, "n": 1, "r": 1, "t": 1,
			"ı": 2, "m": 2, "o": 2, "s": 2, "u": 2, "b": 3, "d": 3, "ü": 3, "y": 3,
			"c": 4, "ç": 4, "ş": 4, "z": 4, "g": 5, "h": 5, "p": 5, "f": 7, "ö": 7, "v": 7,
			"ğ": 8, "j": 10},
		Package: "hunspell-tr", Hunspell: "tr_TR", Licence: "MPL-2.0"},
	{Code: "fa", Name: "Persian", Native: "فارسی", Aliases: []string{"farsi"},
		// The 32 letters of the Persian alphabet, in its order. That is 32
		// for the trie's 31: the two rarest in the list's short words (ظ
		// 0.14%, ژ 0.16%) are composites on the letters they are dotted
		// forms of (ط, ز). Arabic script has no case.
		Tokens:     strings.Fields("ا ب پ ت ث ج چ ح خ د ذ ر ز س ش ص ض ط ع غ ف ق ک گ ل م ن و ه ی"),
		Composites: map[string]string{"ژ": "ز", "ظ": "ط"},
		Order:      strings.Fields("ا ب پ ت ث ج چ ح خ د ذ ر ز ژ س ش ص ض ط ظ ع غ ف ق ک گ ل م ن و ه ی"),
		Fold:       persianFold,
		// No Persian Scrabble set is documented: gen.go derives the values.
		Package: "aspell-fa", Aspell: "fa", Licence: "GPL-2+"},
	{Code: "en-GB", Name: "English (UK)", Native: "English (UK)", Aliases: []string{"en-uk"}, Tokens: latin, Fold: foldExcept(""),
		// SCOWL size 50 with British spellings (colour, organise); plain
		// "en" stays package dict's SCOWL tiers, with both spellings.
		Values:  scramble,
		Package: "wbritish", File: "usr/share/dict/british-english", Licence: "SCOWL (MIT-like)"},
	{Code: "en-US", Name: "English (US)", Native: "English (US)", Tokens: latin, Fold: foldExcept(""),
		// SCOWL size 50 with American spellings (color, organize).
		Values:  scramble,
		Package: "wamerican", File: "usr/share/dict/american-english", Licence: "SCOWL (MIT-like)"},
}

// encliticsEs are Spanish's enclitic pronouns and their pairs (me lo,
// se las), longest first.
var encliticsEs = func() []string {
	one := strings.Fields("me te se nos os lo la le los las les")
	var all []string
	for _, a := range strings.Fields("me te se nos os") {
		for _, b := range strings.Fields("lo la le los las les") {
			all = append(all, a+b)
		}
	}
	all = append(all, one...)
	slices.SortStableFunc(all, func(a, b string) int { return len(b) - len(a) })
	return all
}()

// persianFold folds what Persian writes but players need not type: the
// Arabic forms of ی and ک (ي ى ك), alef with hamza or madda (أ إ آ ٱ: آ is
// not a letter of the 32, and typing ا for it is common), ة and ۀ as ه, ؤ
// as و and ئ as ی; the short-vowel marks (harakat), tanwin, shadda, sukun,
// the dagger alef and a loose hamza or madda above go, and so do the
// tatweel (ـ), which only stretches a joint, and the zero-width non-joiner
// and joiner (U+200C, U+200D) of می‌روم, which typed words drop as well
// (solver.DropInvisible). The standalone hamza ء is no letter here: words
// with it (جزء) are left out.
var persianFold = func() map[rune]string {
	m := map[rune]string{
		'ي': "ی", 'ى': "ی", 'ئ': "ی", 'ك': "ک", 'ة': "ه", 'ۀ': "ه",
		'أ': "ا", 'إ': "ا", 'آ': "ا", 'ٱ': "ا", 'ؤ': "و",
		'\u0640': "", '\u200c': "", '\u200d': "", '\u0670': "",
	}
	for r := rune(0x064b); r <= 0x0655; r++ { // fathatan .. hamza below
		m[r] = ""
	}
	return m
}()

// scramble is Scramble with Friends' values, as package solver gives plain
// English's (solver.letterValue), for English's two spellings.
var scramble = map[string]int{"a": 1, "b": 4, "c": 4, "d": 2, "e": 1, "f": 4, "g": 3, "h": 3, "i": 1,
	"j": 10, "k": 5, "l": 2, "m": 4, "n": 2, "o": 1, "p": 4, "qu": 10, "r": 1, "s": 1, "t": 1, "u": 2,
	"v": 5, "w": 4, "x": 8, "y": 3, "z": 10}

// FoldWord applies a language's folding (Def.Fold) to a lowercase word:
// the word list's generator and typed words fold alike.
func FoldWord(fold map[rune]string, w string) string {
	if len(fold) == 0 {
		return w
	}
	var b strings.Builder
	for _, r := range w {
		if f, ok := fold[r]; ok {
			b.WriteString(f)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}
