//go:build ignore

// gen.go builds each language's word list, copyright notice, dice and
// Scramble letter values from Debian packages:
//
//	go generate ./lang                 # downloads the packages with apt-get download
//	go run gen.go -debs DIR            # or reads DIR/*.deb already downloaded
//	go run gen.go -only fr,de          # some languages only
//	go run gen.go -values              # only the cited Scrabble values of defs
//	                                   # into the table (no download, no rebuild)
//	go run gen.go -dice                # only refit the dice from the lists in
//	                                   # data/ (no download)
//	go run gen.go -lists -only fr      # only rebuild lists (and notices) whose
//	                                   # words are unchanged, keeping the dice
//	go run gen.go -reblock -only fr    # only leave out what the blocklists
//	                                   # block now, from the lists in data/
//
// For each language of lang/internal/defs it reads the package's word list
// (or dumps and expands an installed aspell dictionary: apt-get install
// aspell-ru), keeps the words that are all lowercase (no proper nouns, no
// abbreviations such as "ABC"), made of letters only (no digits, hyphens,
// apostrophes but Ukrainian's, which fold away), 3 to 16 letters long once
// folded, that the language's alphabet can spell and that are not on
// blocklist/CODE.txt nor defs' Foreign (another language's words the
// source lists: English words in wpolish), and writes:
//
//   - data/CODE.words.gz: a header line (# source package and version), then
//     the words sorted and front-coded, gzip'd: a word is a byte giving how
//     many leading bytes it shares with the word before (below 0x40, as no
//     byte of a lowercase letter is), then the rest of its bytes; front
//     coding makes the inflected lists 3 to 7 times smaller after gzip;
//     a word whose spelling has letters the language folds (French
//     alternées, German straße, Ukrainian м'ясо) is followed by the byte
//     0x3f, a byte of the length its spelling shares with it, and the rest
//     of the spelling (see spellingMark and spelling: the board and the
//     trie play the folded word, players see it spelled); a word the
//     source spells several ways (élève, élevé) has a record for each,
//     the one shown first (see spellingsOf);
//   - data/CODE.COPYRIGHT: the package's debian/copyright;
//   - zz_generated.go: per language the source, word count, Scramble values
//     and dice.
//
// `go generate ./lang` then writes the prebuilt tries and spellings the
// binary ships (data/CODE.trie.gz, data/CODE.spell.gz) from the lists, with
// TestPrebuilt -update (see prebuilt_test.go and data/README); run it after
// `go run gen.go` too.
//
// Dice (see fitDice, fit and dice): every letter of the alphabet is on
// some die (but defs' NoDie, loanword letters the national Scrabble set has
// no tile for). A rare letter, under one face's share of the letters of
// the list's words of 3 to 8 letters, has one face; the other letters share
// the remaining faces in proportion to their frequency raised to an
// exponent, and the faces, ordered by frequency, are dealt round the dice,
// so each die mixes common and rarer letters. The exponent is measured,
// not guessed: fit scans it from 0 (the common letters alike) to 3 (the
// commonest fill the dice), solving the 2,000 boards that `bogglebot study
// --lang CODE --boards 2000` rolls (seed 1) for each, and takes the one
// whose mean words a 4x4 board comes closest to English's with the real
// dice (78.0 for the embedded list), bisecting where the mean crosses it;
// it prints the mean it reached and warns when that is more than 10% off
// (a language whose letters cannot reach English's mean gets its peak).
// It does so four times, the rare letters dealt one a die or grouped 2, 3
// or 6 to a die (as the real English dice put Qu, J, K, X and Z on one;
// see groups), and keeps the grouping whose mean comes closest. A
// language still more than 2% under English's mean then has its 4x4 faces
// moved one at a time between letters that are not rare (see climb),
// judged on other boards (seed 2) than the ones that measure the result.
// The 5x5 and 6x6 dice use the same exponent and grouping.
//
//	go run gen.go -dice -only hr,hu   # refit dice from the lists in data/ only
//
// Scramble values: the national Scrabble set's where defs cites them, else
// round(1.4 * log2(7% / frequency)), from 1 to 10, from the plain
// frequencies.
//
// The output is a pure function of the packages' versions, defs and the
// blocklists: running it again reproduces the same files.
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"go/format"
	"io"
	"log"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/lang/internal/defs"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

const maxLetters = 16

// maxExpand bounds the bytes gen.go reads from an aspell dump and
// expansion (Russian's expansion, the largest, is far under it).
const maxExpand = 400 << 20

type result struct {
	code, source string
	words        int
	values       map[string]int
	dice         map[int]string
}

func main() {
	debs := flag.String("debs", "", "directory of downloaded .deb files (default: apt-get download into a temporary directory)")
	only := flag.String("only", "", "comma-separated codes to generate (default: all); the others keep their generated table")
	valuesOnly := flag.Bool("values", false, "only copy defs' cited Scrabble values into the generated table (word lists, counts and dice kept)")
	diceOnly := flag.Bool("dice", false, "only refit the dice from the word lists already in data/ (no download; lists, counts and values kept)")
	listsOnly := flag.Bool("lists", false, "only rebuild the word lists and notices, keeping the dice and values (the lists' words must be the same)")
	reblockOnly := flag.Bool("reblock", false, "only leave out of the lists in data/ the words their blocklists block now (no download; dice and values kept)")
	flag.Parse()
	if *valuesOnly {
		writeValues()
		return
	}
	if *diceOnly {
		refitDice(*only)
		return
	}
	if *reblockOnly {
		reblock(*only)
		return
	}
	work, err := os.MkdirTemp("", "bogglebot-lang")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(work)
	if *debs == "" {
		*debs = work
	}
	old := previous()
	var results []result
	for _, def := range defs.All {
		if *only != "" && !slices.Contains(strings.Split(*only, ","), def.Code) {
			if r, ok := old[def.Code]; ok {
				results = append(results, r)
			}
			continue
		}
		r, err := build(def, *debs, work, !*listsOnly)
		if err != nil {
			log.Fatalf("%s: %v", def.Code, err)
		}
		if *listsOnly {
			o, ok := old[def.Code]
			if !ok || o.words != r.words {
				log.Fatalf("%s: %d words, not the %d of zz_generated.go: its dice need refitting (run without -lists)", def.Code, r.words, o.words)
			}
			r.values, r.dice = o.values, o.dice
		}
		results = append(results, r)
		fmt.Printf("%s: %d words from %s\n", def.Code, r.words, r.source)
	}
	writeTable(results)
}

// ranks is, after source has expanded a hunspell dictionary, how each
// spelling stands in it (see expandHunspell), for spelling to choose by.
var ranks map[string]int

// source returns the raw text of a language's list and its description.
func source(def defs.Def, debs, work string) (text []byte, desc, copyright string, err error) {
	if def.Hunspell != "" {
		ver, err := exec.Command("dpkg-query", "-W", "-f", "${Version}", def.Package).Output()
		if err != nil {
			return nil, "", "", fmt.Errorf("%s is not installed (apt-get install %s): %v", def.Package, def.Package, err)
		}
		opts := hunspellOpts{skip: strings.Split(def.HunspellSkip, ""), vowels: def.Vowels, abbrev: def.Abbrev,
			enclitics: def.Enclitics, verbFlags: def.VerbFlags, fold: func(w string) string { return fold(def, w) }}
		if def.BareCheck > 0 {
			list, expanded, err := crossWords(def, debs, work)
			if err != nil {
				return nil, "", "", err
			}
			opts.keepBare = func(root string) bool {
				return utf8.RuneCountInString(root) > def.BareCheck || list[root] || expanded[root]
			}
			// aspell's expansion has enclitic forms too: only the list
			// keeps an enclitic-shaped root.
			opts.wordOf = func(root string) bool { return list[root] }
		}
		text, rank, err := expandHunspell(filepath.Join("/usr/share/hunspell", def.Hunspell), opts)
		if err != nil {
			return nil, "", "", err
		}
		ranks = rank
		cr, err := os.ReadFile(filepath.Join("/usr/share/doc", def.Package, "copyright"))
		if err != nil {
			return nil, "", "", err
		}
		how := "its .aff's suffixes"
		if def.HunspellSkip != "" {
			how = "its .aff's prefixes and suffixes, except " + def.HunspellSkipWhy
		}
		return text, fmt.Sprintf("Debian %s %s (%s.dic expanded with %s by gen.go)", def.Package, ver, def.Hunspell, how), string(cr), nil
	}
	if def.Aspell != "" {
		ver, err := exec.Command("dpkg-query", "-W", "-f", "${Version}", def.Package).Output()
		if err != nil {
			return nil, "", "", fmt.Errorf("%s is not installed (apt-get install %s): %v", def.Package, def.Package, err)
		}
		how := "aspell dump master | aspell expand"
		// Bounded: an expansion can be far larger than its dictionary (a
		// Hungarian one once filled the disk); one that reaches the bound is
		// refused rather than cut short.
		cmd := exec.Command("sh", "-c", fmt.Sprintf("aspell -d %s dump master | aspell -l %s expand | head -c %d", def.Aspell, def.Aspell, maxExpand))
		if def.Roots {
			how = "aspell dump master, its entries without their affix flags"
			cmd = exec.Command("sh", "-c", fmt.Sprintf("aspell -d %s dump master | head -c %d", def.Aspell, maxExpand))
		}
		out, err := cmd.Output()
		if err != nil {
			return nil, "", "", fmt.Errorf("aspell dump: %v", err)
		}
		if len(out) >= maxExpand {
			return nil, "", "", fmt.Errorf("aspell -d %s: the list reaches %d bytes, gen.go's bound (maxExpand)", def.Aspell, maxExpand)
		}
		if def.Roots {
			var b bytes.Buffer
			for _, line := range strings.Split(string(out), "\n") {
				root, _, _ := strings.Cut(line, "/")
				b.WriteString(root + "\n")
			}
			if def.Forms > 0 {
				forms, err := shortForms(def, out)
				if err != nil {
					return nil, "", "", err
				}
				how = fmt.Sprintf("aspell dump master, its entries, and their forms from aspell expand of at most %d characters", def.Forms)
				b.Write(forms)
			}
			out = b.Bytes()
		}
		cr, err := os.ReadFile(filepath.Join("/usr/share/doc", def.Package, "copyright"))
		if err != nil {
			return nil, "", "", err
		}
		return out, fmt.Sprintf("Debian %s %s (%s)", def.Package, ver, how), string(cr), nil
	}
	deb, err := findDeb(def.Package, debs)
	if err != nil {
		return nil, "", "", err
	}
	ver, err := exec.Command("dpkg-deb", "-f", deb, "Version").Output()
	if err != nil {
		return nil, "", "", fmt.Errorf("dpkg-deb -f %s: %v", deb, err)
	}
	dir := filepath.Join(work, def.Package)
	if out, err := exec.Command("dpkg-deb", "-x", deb, dir).CombinedOutput(); err != nil {
		return nil, "", "", fmt.Errorf("dpkg-deb -x %s: %v: %s", deb, err, out)
	}
	text, err = os.ReadFile(filepath.Join(dir, def.File))
	if err != nil {
		return nil, "", "", err
	}
	if def.Encoding == "latin1" {
		var b strings.Builder
		for _, c := range text {
			b.WriteRune(rune(c))
		}
		text = []byte(b.String())
	}
	cr, err := os.ReadFile(filepath.Join(dir, "usr/share/doc", def.Package, "copyright"))
	if err != nil {
		return nil, "", "", err
	}
	return text, fmt.Sprintf("Debian %s %s (/%s)", def.Package, strings.TrimSpace(string(ver)), def.File), string(cr), nil
}

// debList returns the text of a language's Debian word list (def.File of
// def.Package), read as UTF-8.
func debList(def defs.Def, debs, work string) ([]byte, error) {
	deb, err := findDeb(def.Package, debs)
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(work, def.Package)
	if out, err := exec.Command("dpkg-deb", "-x", deb, dir).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("dpkg-deb -x %s: %v: %s", deb, err, out)
	}
	text, err := os.ReadFile(filepath.Join(dir, def.File))
	if err != nil {
		return nil, err
	}
	if def.Encoding == "latin1" {
		var b strings.Builder
		for _, c := range text {
			b.WriteRune(rune(c))
		}
		text = []byte(b.String())
	}
	return text, nil
}

// Proper nouns (see properNouns): a capitalised word is one if at least
// nameLists other languages' lists spell it capitalised, and it is the
// head of fewer than nameHeads of the source's compounds.
const (
	nameLists = 2
	nameHeads = 10
)

// properNouns returns the words of text (a language with Nouns: German)
// that are proper nouns or abbreviations, as the source spells them,
// judged by the hunspell dictionary def.NameCheck (from def.NamePackage)
// and the other languages' Debian lists:
//
//   - an abbreviation is a word the hunspell dictionary lists with a
//     final period (usw., ggf., bzw.);
//   - a proper noun is a capitalised word (Hamburg, Klaus) that the
//     hunspell dictionary lists with none of the flags of plurals,
//     genitives in -es and compounds (def.CommonFlags: German Mutter/N,
//     Zorn/STm and Juli/Smij are nouns, Hamburg/Sm a name),
//     that at least nameLists other languages' word lists of defs.All
//     spell capitalised (names and places are shared: Hamburg is in the
//     English, Dutch and Danish lists; American and British English count
//     once), whose plural the source has not (Wolf: Wölfe; Strand:
//     Strände; any umlaut form, or the word with e, en or n) unless the
//     hunspell dictionary lists it with no flag at all (Hans, Klaus:
//     Hanse is another word), and that
//     ends fewer than nameHeads of the source's capitalised words (Reis
//     heads Milchreis and 198 more: a noun). Its genitive (Hamburgs)
//     goes with it.
//
// Each judgement is the sources' own; no hand list is consulted.
func properNouns(def defs.Def, text []byte, debs, work string) (names, abbrev map[string]bool, err error) {
	dic, err := os.ReadFile(filepath.Join("/usr/share/hunspell", def.NameCheck+".dic"))
	if err != nil {
		return nil, nil, fmt.Errorf("%v (apt-get install %s)", err, def.NamePackage)
	}
	flagsOf := map[string]string{}
	dotted := map[string]bool{}
	for _, line := range strings.Split(string(dic), "\n")[1:] {
		line = strings.TrimSpace(line)
		if i := strings.IndexAny(line, " \t"); i >= 0 {
			line = line[:i]
		}
		root, flags, _ := strings.Cut(norm.NFC.String(line), "/")
		if strings.HasSuffix(root, ".") {
			dotted[strings.ToLower(strings.TrimSuffix(root, "."))] = true
			continue
		}
		if root != "" {
			flagsOf[root] += flags
		}
	}
	capitalised := map[string]int{}
	for _, o := range defs.All {
		if o.File == "" || o.Code == def.Code || o.Code == "en-GB" {
			continue
		}
		other, err := debList(o, debs, work)
		if err != nil {
			return nil, nil, err
		}
		seen := map[string]bool{}
		for _, w := range strings.Fields(string(other)) {
			w = norm.NFC.String(w)
			r, size := utf8.DecodeRuneInString(w)
			if unicode.IsUpper(r) && strings.ToLower(w[size:]) == w[size:] && !seen[w] {
				seen[w] = true
				capitalised[w]++
			}
		}
	}
	words := strings.Fields(norm.NFC.String(string(text)))
	inSource := map[string]bool{}
	for _, w := range words {
		inSource[w] = true
	}
	umlaut := strings.NewReplacer("a", "ä", "o", "ö", "u", "ü")
	hasPlural := func(w string) bool {
		for _, s := range []string{"e", "en", "n"} {
			if inSource[w+s] {
				return true
			}
		}
		for i, r := range w {
			var vs []string
			if u := umlaut.Replace(string(r)); u != string(r) {
				vs = append(vs, w[:i]+u+w[i+utf8.RuneLen(r):])
			}
			if strings.HasPrefix(w[i:], "au") {
				vs = append(vs, w[:i]+"äu"+w[i+2:])
			}
			for _, v := range vs {
				for _, s := range []string{"", "e", "er", "en", "n", "ern"} {
					if inSource[v+s] {
						return true
					}
				}
			}
		}
		return false
	}
	candidate := map[string]bool{}
	for _, w := range words {
		r, size := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) || strings.ToLower(w[size:]) != w[size:] {
			continue
		}
		flags, ok := flagsOf[w]
		if ok && !strings.ContainsAny(flags, def.CommonFlags) && capitalised[w] >= nameLists && (flags == "" || !hasPlural(w)) {
			candidate[strings.ToLower(w)] = true
		}
	}
	heads := map[string]int{} // how many capitalised words end in each candidate
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) {
			continue
		}
		lw := []rune(strings.ToLower(w))
		for i := 3; i <= len(lw)-3; i++ {
			if t := string(lw[i:]); candidate[t] {
				heads[t]++
			}
		}
	}
	names, abbrev = map[string]bool{}, map[string]bool{}
	for _, w := range words {
		lw := strings.ToLower(w)
		switch {
		case candidate[lw] && heads[lw] < nameHeads:
			names[w] = true
		case strings.HasSuffix(lw, "s") && candidate[lw[:len(lw)-1]] && heads[lw[:len(lw)-1]] < nameHeads &&
			strings.Contains(flagsOf[w[:len(w)-1]], "S"):
			names[w] = true // the genitive
		case w == lw && dotted[lw]:
			abbrev[w] = true
		}
	}
	return names, abbrev, nil
}

// crossWords returns the words of the lists that judge a hunspell
// dictionary's bare entries (defs.Def.BareCheck): the file CrossFile of
// the package CrossPackage and the expansion of the aspell dictionary
// CrossAspell.
func crossWords(def defs.Def, debs, work string) (list, expanded map[string]bool, err error) {
	set := map[string]bool{}
	if def.CrossPackage != "" {
		deb, err := findDeb(def.CrossPackage, debs)
		if err != nil {
			return nil, nil, err
		}
		dir := filepath.Join(work, def.CrossPackage)
		if out, err := exec.Command("dpkg-deb", "-x", deb, dir).CombinedOutput(); err != nil {
			return nil, nil, fmt.Errorf("dpkg-deb -x %s: %v: %s", deb, err, out)
		}
		text, err := os.ReadFile(filepath.Join(dir, def.CrossFile))
		if err != nil {
			return nil, nil, err
		}
		for _, w := range strings.Fields(string(text)) {
			set[norm.NFC.String(w)] = true
		}
	}
	list, set = set, map[string]bool{}
	if def.CrossAspell != "" {
		cmd := exec.Command("sh", "-c", fmt.Sprintf("aspell -d %s dump master | aspell -l %s expand | head -c %d", def.CrossAspell, def.CrossAspell, maxExpand))
		out, err := cmd.Output()
		if err != nil {
			return nil, nil, fmt.Errorf("aspell -d %s dump (apt-get install aspell-%s): %v", def.CrossAspell, def.CrossAspell, err)
		}
		if len(out) >= maxExpand {
			return nil, nil, fmt.Errorf("aspell -d %s: the list reaches %d bytes, gen.go's bound (maxExpand)", def.CrossAspell, maxExpand)
		}
		for _, w := range strings.Fields(string(out)) {
			set[norm.NFC.String(w)] = true
		}
	}
	return list, set, nil
}

// shortForms returns the forms of at most def.Forms characters, one a
// line, of the expansion by aspell expand of dump (aspell dump master's
// output). The expansion is read as a stream of words and never held: a
// dictionary's full expansion may be billions of forms (Hungarian's, about
// two billion, takes half an hour), of which only the distinct short ones
// are kept, within maxExpanded bytes.
func shortForms(def defs.Def, dump []byte) ([]byte, error) {
	cmd := exec.Command("aspell", "-l", def.Aspell, "expand")
	cmd.Stdin = bytes.NewReader(dump)
	cmd.Stderr = os.Stderr
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("aspell expand: %v", err)
	}
	sc := bufio.NewScanner(pipe)
	sc.Buffer(make([]byte, 64<<10), 64<<10)
	sc.Split(bufio.ScanWords)
	seen := map[string]bool{}
	var out bytes.Buffer
	for sc.Scan() {
		w := sc.Bytes()
		if utf8.RuneCount(w) > def.Forms || seen[string(w)] {
			continue
		}
		seen[string(w)] = true
		out.Write(w)
		out.WriteByte('\n')
		if out.Len() > maxExpanded {
			cmd.Process.Kill()
			cmd.Wait()
			return nil, fmt.Errorf("aspell -l %s expand: the forms of at most %d characters pass %d bytes, gen.go's bound (maxExpanded)", def.Aspell, def.Forms, maxExpanded)
		}
	}
	if err := sc.Err(); err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		return nil, fmt.Errorf("aspell -l %s expand: %v", def.Aspell, err)
	}
	if err := cmd.Wait(); err != nil {
		return nil, fmt.Errorf("aspell -l %s expand: %v", def.Aspell, err)
	}
	return out.Bytes(), nil
}

// maxExpanded bounds a hunspell expansion's output (Turkish's is about
// 19 MB, Spanish's about 16 MB), so a dictionary with more affixes than
// expected fails instead of filling the disk or memory.
const maxExpanded = 200 << 20

// An affix is one rule of a hunspell affix file: PFX or SFX, its flag, the
// letters stripped from the word (strip), the letters added (add), the
// flags of the affixes that may follow it (cont: Spanish's librito/S, the
// diminutive's plural), and the condition the word must meet (cond, a
// character class a letter: "[^aeiou]", "ar", ".").
type affix struct {
	prefix, cross bool
	flag          string
	strip, add    string
	cont          []string
	cond          [][]rune // each a class; a leading '^' negates it; nil is any letter
	negate        []bool
}

// matches reports whether word meets the rule's condition (read from its
// start for a prefix, its end for a suffix) and holds the letters to strip.
func (a *affix) matches(word string) bool {
	if a.prefix && !strings.HasPrefix(word, a.strip) || !a.prefix && !strings.HasSuffix(word, a.strip) {
		return false
	}
	r := []rune(word)
	if len(r) < len(a.cond) {
		return false
	}
	for i, class := range a.cond {
		c := r[i]
		if !a.prefix {
			c = r[len(r)-len(a.cond)+i]
		}
		if class == nil {
			continue
		}
		if slices.Contains(class, c) == a.negate[i] {
			return false
		}
	}
	return true
}

// apply returns word with the rule applied (matches must hold).
func (a *affix) apply(word string) string {
	if a.prefix {
		return a.add + word[len(a.strip):]
	}
	return word[:len(word)-len(a.strip)] + a.add
}

// parseCondition reads a hunspell condition ("." is any word).
func parseCondition(s string) (cond [][]rune, negate []bool, err error) {
	if s == "." {
		return nil, nil, nil
	}
	r := []rune(s)
	for i := 0; i < len(r); i++ {
		switch r[i] {
		case '.':
			cond, negate = append(cond, nil), append(negate, false)
		case '[':
			j := slices.Index(r[i:], ']')
			if j < 0 {
				return nil, nil, fmt.Errorf("condition %q: [ without ]", s)
			}
			class, neg := r[i+1:i+j], false
			if len(class) > 0 && class[0] == '^' {
				class, neg = class[1:], true
			}
			cond, negate = append(cond, slices.Clone(class)), append(negate, neg)
			i += j
		default:
			cond, negate = append(cond, []rune{r[i]}), append(negate, false)
		}
	}
	return cond, negate, nil
}

// splitFlags splits a string of flags as the affix file's FLAG says: num
// (comma-separated numbers), UTF-8 (a character each), long (two
// characters each) or, by default, a byte each.
func splitFlags(mode, s string) []string {
	var out []string
	switch mode {
	case "num":
		for _, f := range strings.Split(s, ",") {
			if f != "" {
				out = append(out, f)
			}
		}
	case "UTF-8":
		for _, r := range s {
			out = append(out, string(r))
		}
	case "long":
		for i := 0; i+1 < len(s); i += 2 {
			out = append(out, s[i:i+2])
		}
	default:
		for i := 0; i < len(s); i++ {
			out = append(out, s[i:i+1])
		}
	}
	return out
}

// expandHunspell returns the words of a hunspell dictionary (base.dic,
// base.aff), a line each: each root, the root with each of its suffixes
// and prefixes (stripping and adding letters where the rule's condition
// holds), a prefix and a suffix together where both rules allow the cross
// product, and the suffixes a suffix's continuation flags allow after it
// (Spanish libro, librito, libritos). Roots' flags in skip are not
// applied: Spanish's enclitic rules (see defs.Def.HunspellSkip); a root
// with no flags is left out unless keepBare says to keep it
// (defs.Def.BareCheck), and a root with none of the letters of vowels, if
// any are given, with its forms (an abbreviation: defs.Def.Vowels), as
// are the roots in abbrev (defs.Def.Abbrev), and a bare root that is a
// verb form with enclitic pronouns (see hunspellOpts.enclitic). It also
// returns each spelling's rank: 0 for a root, 1 for a form only the rules
// make (Spanish río/S is a root, rio a form of reír: the list shows río;
// que and qué are both roots, and the fewer accents win). It reads
// the affix directives its dictionaries use (SET UTF-8, FLAG, PFX, SFX;
// TRY, REP, MAP and LANG only help a spelling checker); any other is an
// error, not a silent mistake: a NEEDAFFIX or FORBIDDENWORD flag would
// change which forms are words. hunspell-tools' unmunch applies no
// continuation flags and cannot read FLAG num past flag 513 (Turkish), so
// gen.go expands the rules itself.
func expandHunspell(base string, o hunspellOpts) ([]byte, map[string]int, error) {
	text, rank, err := o.expand(base)
	return text, rank, err
}

// hunspellOpts are what expandHunspell leaves out (see defs.Def).
type hunspellOpts struct {
	skip      []string          // flags not applied (HunspellSkip)
	keepBare  func(string) bool // whether to keep a root with no flags (BareCheck); nil keeps all
	vowels    string            // a root with none is an abbreviation (Vowels)
	abbrev    []string          // roots left out with their forms (Abbrev)
	enclitics []string          // pronouns, and pairs of them, a verb form takes after it (Enclitics)
	verbFlags string            // the flags that conjugate a verb (VerbFlags)
	wordOf    func(string) bool // whether another list has the word (keeps an enclitic-shaped bare root)
	fold      func(string) string
	verbs     map[string]bool // folded: the verb forms the verb flags make, the verbs, and bare roots of up to 3 letters
}

// enclitic reports whether the bare root w is a verb form with enclitic
// pronouns after it: Spanish dámelo, úsalo, hacela (voseo), irse. It ends
// in one of o.enclitics after a stem of two letters or more that is a
// verb form (o.verbs), and is written with an accent its stem has not
// (dámelo), or its stem is an infinitive (irse), a gerund, the voseo or
// tú imperative of a verb in -r (usalo: usar), or a short irregular
// form the dictionary lists bare (dame: da). Not an enclitic: a stem in -d
// before -os (dados, a participle's plural), nor one in -n or -s before
// te- (bastante, durante), nor an infinitive or gerund with se alone
// (irse, yéndose), as the verb rules make them (pelearse); and a word
// another list has (o.wordOf: tétanos, mediante) is kept.
func (o *hunspellOpts) enclitic(w string) bool {
	if len(o.enclitics) == 0 || o.wordOf != nil && o.wordOf(w) {
		return false
	}
	for _, p := range o.enclitics {
		stem, ok := strings.CutSuffix(w, p)
		if !ok || utf8.RuneCountInString(stem) < 2 {
			continue
		}
		if strings.HasSuffix(p, "os") && strings.HasSuffix(stem, "d") ||
			strings.HasPrefix(p, "te") && (strings.HasSuffix(stem, "n") || strings.HasSuffix(stem, "s")) {
			continue
		}
		fs := o.fold(stem)
		if !o.verbs[fs] || p == "se" && (strings.HasSuffix(fs, "r") || strings.HasSuffix(fs, "ndo")) {
			continue // irse, yéndose: one se, as the verb rules make (pelearse)
		}
		if o.fold(w) != w || strings.HasSuffix(fs, "r") || strings.HasSuffix(fs, "ndo") || o.verbs[fs+"r"] && !strings.HasSuffix(fs, "r") {
			return true
		}
	}
	return false
}

func (o *hunspellOpts) expand(base string) ([]byte, map[string]int, error) {
	skip, vowels, abbrev := o.skip, o.vowels, o.abbrev
	keepBare := o.keepBare
	if keepBare == nil {
		keepBare = func(string) bool { return true }
	}
	aff, err := os.ReadFile(base + ".aff")
	if err != nil {
		return nil, nil, err
	}
	rules := map[string][]*affix{}
	cross := map[string]bool{}
	mode := ""
	for n, line := range strings.Split(string(aff), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 0 || strings.HasPrefix(f[0], "#"):
		case f[0] == "FLAG" && len(f) > 1:
			mode = f[1]
		case f[0] == "SET":
			if len(f) < 2 || f[1] != "UTF-8" {
				return nil, nil, fmt.Errorf("%s.aff: encoding %v, not UTF-8", base, f[1:])
			}
		case f[0] == "TRY" || f[0] == "REP" || f[0] == "MAP" || f[0] == "LANG":
		case (f[0] == "PFX" || f[0] == "SFX") && len(f) == 4: // the rule's header: flag, cross product, count
			cross[f[0]+f[1]] = f[2] == "Y"
		case f[0] == "PFX" || f[0] == "SFX":
			if len(f) < 5 {
				return nil, nil, fmt.Errorf("%s.aff:%d: a rule of %d fields: %q", base, n+1, len(f), line)
			}
			a := &affix{prefix: f[0] == "PFX", flag: f[1], cross: cross[f[0]+f[1]], strip: f[2], add: f[3]}
			if a.strip == "0" {
				a.strip = ""
			}
			if add, cont, ok := strings.Cut(a.add, "/"); ok {
				a.add, a.cont = add, splitFlags(mode, cont)
			}
			if a.add == "0" {
				a.add = ""
			}
			if a.cond, a.negate, err = parseCondition(f[4]); err != nil {
				return nil, nil, fmt.Errorf("%s.aff:%d: %v", base, n+1, err)
			}
			rules[a.flag] = append(rules[a.flag], a)
		default:
			return nil, nil, fmt.Errorf("%s.aff:%d: directive %s is not read by gen.go", base, n+1, f[0])
		}
	}
	for _, fl := range skip {
		if len(rules[fl]) == 0 {
			return nil, nil, fmt.Errorf("%s.aff: skipped flag %q has no rules", base, fl)
		}
	}
	dic, err := os.ReadFile(base + ".dic")
	if err != nil {
		return nil, nil, err
	}
	type entry struct{ root, flags string }
	var entries []entry
	for _, line := range strings.Split(string(dic), "\n")[1:] { // the first line is the count
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if i := strings.IndexAny(line, " \t"); i >= 0 {
			line = line[:i] // morphological fields, with or without flags
		}
		root, flags, _ := strings.Cut(line, "/")
		flags = strings.TrimRight(flags, "/") // a stray slash (Spanish's rosar/RED/)
		entries = append(entries, entry{root, flags})
	}
	if len(o.enclitics) > 0 {
		// The verb forms, for enclitic: the verbs, their conjugations,
		// and the short forms listed bare (da, di, ve, haz).
		o.verbs = map[string]bool{}
		for _, e := range entries {
			if e.flags == "" && utf8.RuneCountInString(e.root) <= 3 {
				o.verbs[o.fold(e.root)] = true
			}
			if e.flags == "" || !strings.ContainsAny(e.flags, o.verbFlags) {
				continue
			}
			o.verbs[o.fold(e.root)] = true
			for _, fl := range splitFlags(mode, e.flags) {
				if !strings.Contains(o.verbFlags, fl) {
					continue
				}
				for _, a := range rules[fl] {
					if !a.prefix && a.matches(e.root) {
						o.verbs[o.fold(a.apply(e.root))] = true
					}
				}
			}
		}
	}
	var b bytes.Buffer
	rank := map[string]int{}
	emitRank := func(w string, r int) {
		b.WriteString(w + "\n")
		if old, ok := rank[w]; !ok || r < old {
			rank[w] = r
		}
	}
	emit := func(w string) { emitRank(w, 1) }
	found := map[string]bool{} // the abbreviations' roots met
	for _, e := range entries {
		root, flags := e.root, e.flags
		if slices.Contains(abbrev, root) {
			found[root] = true
			continue
		}
		if flags == "" && (!keepBare(root) || o.enclitic(root)) || vowels != "" && !strings.ContainsAny(strings.ToLower(root), vowels) {
			continue
		}
		emitRank(root, 0)
		var sfx, pfx []*affix
		for _, fl := range splitFlags(mode, flags) {
			rs, ok := rules[fl]
			if !ok {
				return nil, nil, fmt.Errorf("%s.dic: %q has flag %s, which no rule defines", base, root, fl)
			}
			if slices.Contains(skip, fl) {
				continue
			}
			for _, a := range rs {
				if a.prefix {
					pfx = append(pfx, a)
				} else {
					sfx = append(sfx, a)
				}
			}
		}
		type form struct {
			w     string
			cross bool
		}
		var suffixed []form
		for _, a := range sfx {
			if !a.matches(root) {
				continue
			}
			w := a.apply(root)
			suffixed = append(suffixed, form{w, a.cross})
			for _, fl := range a.cont { // a second suffix (the continuation's)
				if slices.Contains(skip, fl) {
					continue
				}
				for _, c := range rules[fl] {
					if !c.prefix && c.matches(w) {
						suffixed = append(suffixed, form{c.apply(w), a.cross && c.cross})
					}
				}
			}
		}
		for _, s := range suffixed {
			emit(s.w)
		}
		for _, p := range pfx {
			if !p.matches(root) {
				continue
			}
			emit(p.apply(root))
			if !p.cross {
				continue
			}
			for _, s := range suffixed {
				if s.cross && strings.HasPrefix(s.w, p.strip) { // the condition holds on the root
					emit(p.apply(s.w))
				}
			}
		}
		if b.Len() > maxExpanded {
			return nil, nil, fmt.Errorf("%s: more than %d bytes expanded; stopped", base, maxExpanded)
		}
	}
	for _, w := range abbrev {
		if !found[w] {
			return nil, nil, fmt.Errorf("%s.dic: Abbrev %q is no root of it: drop it from defs", base, w)
		}
	}
	return b.Bytes(), rank, nil
}

// findDeb returns the package's .deb in dir, downloading it if absent.
func findDeb(pkg, dir string) (string, error) {
	find := func() string {
		m, _ := filepath.Glob(filepath.Join(dir, pkg+"_*.deb"))
		if len(m) == 0 {
			return ""
		}
		slices.Sort(m)
		return m[len(m)-1]
	}
	if f := find(); f != "" {
		return f, nil
	}
	cmd := exec.Command("apt-get", "download", pkg)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("apt-get download %s: %v: %s", pkg, err, out)
	}
	if f := find(); f != "" {
		return f, nil
	}
	return "", fmt.Errorf("apt-get download %s left no .deb", pkg)
}

// build writes a language's list and notice, and returns its table entry:
// with refit, its values and fitted dice too; without, its source and word
// count only.
func build(def defs.Def, debs, work string, refit bool) (result, error) {
	text, desc, copyright, err := source(def, debs, work)
	if err != nil {
		return result{}, err
	}
	a, err := dict.NewAlphabet(def.Tokens, def.Composites, nil)
	if err != nil {
		return result{}, err
	}
	blocked, err := blocklist(def.Code)
	if err != nil {
		return result{}, err
	}
	inTokens := map[rune]bool{} // characters of the letters, as Breton's c'h's apostrophe
	for _, t := range def.Tokens {
		for _, r := range t {
			inTokens[r] = true
		}
	}
	foreign := map[string]bool{} // another language's words in the source (English words in wpolish)
	for _, w := range def.Foreign {
		foreign[w] = true
	}
	if def.Hunspell == "" { // a hunspell dictionary's are roots, left out as it is expanded
		for _, w := range def.Abbrev {
			foreign[w] = true
		}
	}
	var names, abbrev map[string]bool
	if def.NameCheck != "" {
		if names, abbrev, err = properNouns(def, text, debs, work); err != nil {
			return result{}, err
		}
	}
	seen := map[string]bool{}
	set := map[string]bool{}
	spelled := map[string]string{}            // folded word -> its spelling, where they differ (see spelling)
	spellings := map[string]map[string]bool{} // folded word -> every spelling the source gives it
	nBlocked := 0
	for _, w := range strings.Fields(string(text)) {
		w = norm.NFC.String(w)
		if names[w] || abbrev[w] {
			continue
		}
		if up := strings.IndexFunc(w, unicode.IsUpper); up >= 0 {
			// A proper noun or an abbreviation; in German, a capitalised
			// noun is kept (its first letter alone is a capital).
			if !def.Nouns || up != 0 || strings.IndexFunc(w[utf8.RuneLen([]rune(w)[0]):], unicode.IsUpper) >= 0 {
				continue
			}
			w = strings.ToLower(w)
		}
		typed := w
		if def.Monosyllables {
			if m := monosyllable(typed); m != typed {
				if _, ok := ranks[m]; !ok && ranks != nil {
					ranks[m] = ranks[typed] // a rule's form stays one (rió, rio: río is the root)
				}
				typed = m
			}
		}
		w = fold(def, w)
		if strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !inTokens[r] }) >= 0 {
			continue // digits, hyphens, apostrophes (but Breton's c'h), dots
		}
		if n := utf8.RuneCountInString(w); n < dict.MinLen || n > maxLetters {
			continue
		}
		if _, ok := a.Encode(w); !ok {
			continue
		}
		if blocked.Blocks(w) {
			nBlocked++
			continue
		}
		if foreign[w] {
			seen[w] = true
			continue
		}
		set[w] = true
		spelled[w] = spelling(def, w, spelled[w], typed)
		if spellings[w] == nil {
			spellings[w] = map[string]bool{}
		}
		spellings[w][typed] = true
	}
	check := def.Foreign
	if def.Hunspell == "" {
		check = append(slices.Clone(check), def.Abbrev...)
	}
	for _, w := range check {
		if !seen[w] {
			return result{}, fmt.Errorf("Foreign or Abbrev %q is no word of %s: drop it from defs", w, desc)
		}
	}
	words := make([]string, 0, len(set))
	for w := range set {
		words = append(words, w)
	}
	slices.Sort(words)
	if len(words) == 0 {
		return result{}, fmt.Errorf("no words kept from %s", desc)
	}

	left := fmt.Sprintf("%d blocklisted left out", nBlocked)
	if len(def.Foreign) > 0 {
		left += fmt.Sprintf(", %d of another language (defs' Foreign)", len(def.Foreign))
	}
	if len(def.Abbrev) > 0 {
		left += fmt.Sprintf(", %d abbreviations (defs' Abbrev)", len(def.Abbrev))
	}
	if def.NameCheck != "" {
		left += fmt.Sprintf(", %d proper nouns and %d abbreviations as %s's %s and the other languages' lists mark them (gen.go's properNouns)", len(names), len(abbrev), def.NamePackage, def.NameCheck)
	}
	nSpelled := 0
	for _, w := range words {
		if spelled[w] != w {
			nSpelled++
		}
	}
	spelledNote := ""
	if nSpelled > 0 {
		spelledNote = fmt.Sprintf(" (%d spelled with letters players need not type)", nSpelled)
	}
	records := map[string][]string{}
	for _, w := range words {
		if r := spellingsOf(w, spelled[w], spellings[w]); r != nil {
			records[w] = r
		}
	}
	if err := writeList(def.Code, fmt.Sprintf("# %s: %d words%s from %s; %s; built by lang/gen.go\n", def.Code, len(words), spelledNote, desc, left), words, records); err != nil {
		return result{}, err
	}
	header := fmt.Sprintf("The %s word list (data/%s.words.gz) is derived from %s.\n"+
		"Its copyright and licence notice (the package's debian/copyright) follows.\n\n", def.Name, def.Code, desc)
	if err := os.WriteFile(filepath.Join("data", def.Code+".COPYRIGHT"), []byte(header+copyright), 0o644); err != nil {
		return result{}, err
	}

	if !refit {
		return result{code: def.Code, source: desc, words: len(words)}, nil
	}
	freq := frequencies(a, words)
	vals := values(freq)
	for _, l := range a.Letters() {
		if _, ok := vals[l]; !ok {
			vals[l] = 10 // a letter of the alphabet no short word has
		}
	}
	if def.Values != nil {
		for _, l := range a.Letters() {
			if _, ok := def.Values[l]; !ok {
				return result{}, fmt.Errorf("the Scrabble values have no %q", l)
			}
		}
		vals = def.Values
	}
	ds, err := fitDice(def, a, words)
	if err != nil {
		return result{}, err
	}
	return result{code: def.Code, source: desc, words: len(words), values: vals, dice: ds}, nil
}

// fitDice returns a language's 4x4, 5x5 and 6x6 dice fitted to its words
// (see fit).
func fitDice(def defs.Def, a *dict.Alphabet, words []string) (map[int]string, error) {
	freq := frequencies(a, words)
	for _, l := range a.Letters() {
		if freq[l] == 0 {
			freq[l] = minShare // a letter no short word has still gets a face
		}
	}
	for _, l := range def.NoDie {
		delete(freq, l)
	}
	d, _, err := dict.FromWords(def.Name, a, words)
	if err != nil {
		return nil, err
	}
	target := englishMean()
	// Each letter's faces follow its share of the words' letters
	// (exponent 1): the vowels and common consonants have at least their
	// share, as native players expect of their dice, and no letter is
	// favoured to bring the mean near English's (an exponent fitted to
	// the mean, and faces moved one by one, gave Italian T 12 faces of 96
	// and N 2, German E 21 and A 2, and Catalan and Norwegian nearly flat
	// dice). Only the rare letters' grouping is measured.
	const alpha = 1.0
	group, mean := 0, math.Inf(1)
	for _, g := range groups {
		m := meanWords(d, dice(freq, alpha, 4, g))
		fmt.Printf("%s: rare letters %s: %.1f words a 4x4 board\n", def.Code, groupName(g), m)
		if math.Abs(m-target) < math.Abs(mean-target)-0.05 {
			group, mean = g, m
		}
	}
	ds := map[int]string{}
	for _, n := range []int{4, 5, 6} {
		ds[n] = dice(freq, alpha, n, group)
	}
	fmt.Printf("%s: dice fitted with rare letters %s, exponent %.3f: %.1f words a 4x4 board (English %.1f, %+.1f%%)\n",
		def.Code, groupName(group), alpha, mean, target, 100*(mean-target)/target)
	if math.Abs(mean-target) > target/10 {
		fmt.Printf("%s: WARNING: outside English's mean ±10%% (the closest its letters reach, every letter on a die)\n", def.Code)
	}
	return ds, nil
}

// fitBoards and fitSeed are the boards a fitting step rolls: the very
// boards `bogglebot study --boards 2000` rolls with its default seed 1
// (study.BoardSeed), so the fit and the documented mean are one
// measurement, and a refit reproduces the same dice.
const (
	fitBoards = 2000
	fitSeed   = 1
)

// meanOf is the mean words on the fitBoards 4x4 boards of dice, Boggle
// rules (3 letters or more).
func meanOf(d *dict.Dict, dice *solver.Dice) float64 {
	s := solver.NewSolver(d, solver.Rules{})
	total := 0
	for i := range fitBoards {
		c, _ := s.Score(dice.Roll(study.BoardSeed(fitSeed, i)))
		total += c
	}
	return float64(total) / fitBoards
}

// meanWords is meanOf the 4x4 dice of spec.
func meanWords(d *dict.Dict, spec string) float64 {
	dice, err := solver.NewDice("fit", 4, "", spec)
	if err != nil {
		log.Fatal(err)
	}
	return meanOf(d, dice)
}

var englishMean = sync.OnceValue(func() float64 { return meanOf(dict.Default(), solver.Modern) })

// The exponent's bounds: at 0 every letter but the rare ones has the same
// share of the faces; by 3 the commonest letters fill most of them.
const minAlpha, maxAlpha = 0.0, 3.0

// fitGrid is the step of fit's first scan of the exponent; fitSteps how
// many times it then halves the interval where the mean crosses the target.
const (
	fitGrid  = 0.125
	fitSteps = 8
)

// fit searches the exponent that, applied to the letter frequencies (see
// dice), gives dice whose 4x4 boards hold as many words as English's
// (englishMean): towards 0 the common letters share their faces alike
// (fewer words), towards 1.5 the commonest take more; beyond a peak the
// same few letters repeat and the mean falls again. So fit measures the
// mean at every fitGrid step from minAlpha to maxAlpha, takes the first
// step (the flattest dice) whose mean reaches the target, bisects between
// it and the step before, and returns the exponent whose dice came
// closest to the target of all it measured, with their mean. A language
// whose mean never reaches the target gets its peak.
func fit(d *dict.Dict, freq map[string]float64, group int) (alpha, mean float64) {
	target := englishMean()
	best, bestMean := 1.0, math.Inf(1)
	measure := func(a float64) float64 {
		m := meanWords(d, dice(freq, a, 4, group))
		if math.Abs(m-target) < math.Abs(bestMean-target) {
			best, bestMean = a, m
		}
		return m
	}
	prev := minAlpha
	for a := minAlpha; a <= maxAlpha+1e-9; a += fitGrid {
		a = math.Round(a*1000) / 1000
		if measure(a) < target {
			prev = a
			continue
		}
		lo, hi := prev, a
		for range fitSteps {
			mid := math.Round((lo+hi)/2*1000) / 1000
			if measure(mid) < target {
				lo = mid
			} else {
				hi = mid
			}
		}
		break
	}
	return best, bestMean
}

func fold(def defs.Def, w string) string { return defs.FoldWord(def.Fold, w) }

// A word whose spelling has letters players need not type (French
// alternées, German straße, Ukrainian м'ясо) has it after its record:
// spellingMark, a byte of the length the spelling shares with the word
// (or 0x80 plus the length it shares with the spelling before, if more),
// then the spelling's other bytes, its apostrophes (Ukrainian's, U+0027)
// written as the byte apostrophe. No record's shared length reaches them
// (16 letters of at most 5 bytes); build checks.
const (
	spellingMark = 0x3f
	apostrophe   = 0x3e
)

// shared is the length of the longest common prefix of a and b, in bytes.
func shared(a, b string) int {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	return p
}

// spelling returns the spelling a folded word w is shown with, given the
// one chosen so far (had, "" at first) and another the source spells it
// with (typed). Of the source's spellings of one folded word, the one with
// the fewest letters folded wins, then the first in byte order: French
// pêche, péché and pêché are all "peche" to the board, and the list shows
// pêche; German strasse (Swiss) and straße show strasse; a word the source
// has unaccented too (mais, maïs) is shown unaccented. From a hunspell
// dictionary, a root wins over a form only its rules make, before all
// that (Spanish río, a noun, over rio, a form of reír; see ranks). The
// choice depends on the set of spellings only, not on the source's order.
func spelling(def defs.Def, w, had, typed string) string {
	if had == "" {
		return typed
	}
	if ranks != nil && ranks[typed] != ranks[had] {
		// A hunspell dictionary's root before a form its rules make
		// (Spanish río before rio, a form of reír).
		if ranks[typed] < ranks[had] {
			return typed
		}
		return had
	}
	folds := func(s string) int {
		n := 0
		for _, r := range s {
			if _, ok := def.Fold[r]; ok {
				n++
			}
		}
		return n
	}
	if a, b := folds(typed), folds(had); a < b || a == b && typed < had {
		return typed
	}
	return had
}

// spellingsOf returns the spellings a folded word w's record carries: none
// if the source spells it only as w; else the one it is shown with
// (shown, see spelling) first, then the source's others in byte order
// (French élève and élevé are both "eleve": a player who typed élève is
// shown élève). shown is written even when it is w, if others follow.
func spellingsOf(w, shown string, all map[string]bool) []string {
	out := []string{shown}
	for s := range all {
		if s != shown {
			out = append(out, s)
		}
	}
	slices.Sort(out[1:])
	if len(out) == 1 && shown == w {
		return nil
	}
	return out
}

// monosyllable returns w without the accent that Spanish spelling since
// 2010 drops from words of one syllable by its rules (Def.Monosyllables):
// w's vowels are one group, of which one is accented and the others are
// i, u or ü (ció, guió, crié, huí, ciáis: cio, guio, crie, hui, ciais).
// Other words keep theirs (río, frío, guíe: two syllables; tú, más).
func monosyllable(w string) string {
	const vowels = "aeiouáéíóúü"
	group, start, end := 0, -1, -1
	in := false
	for i, r := range w {
		v := strings.ContainsRune(vowels, r)
		if v && !in {
			group++
			if start < 0 {
				start = i
			}
		}
		if v {
			end = i + utf8.RuneLen(r)
		}
		in = v
	}
	if group != 1 || utf8.RuneCountInString(w[start:end]) < 2 {
		return w
	}
	accented := 0
	for _, r := range w[start:end] {
		switch {
		case strings.ContainsRune("áéíóú", r):
			accented++
		case !strings.ContainsRune("iuü", r):
			return w
		}
	}
	if accented != 1 {
		return w
	}
	plain := strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u")
	return w[:start] + plain.Replace(w[start:end]) + w[end:]
}

// frequencies returns each letter's share of the letters of the words of 3
// to 8 letters (the words a board mostly holds).
func frequencies(a *dict.Alphabet, words []string) map[string]float64 {
	letters := a.Letters()
	count := map[string]float64{}
	total := 0.0
	for _, w := range words {
		if utf8.RuneCountInString(w) > 8 {
			continue
		}
		for i := 0; i < len(w); {
			for _, l := range byLength(letters) {
				if strings.HasPrefix(w[i:], l) {
					count[l]++
					total++
					i += len(l)
					break
				}
			}
		}
	}
	for l := range count {
		count[l] /= total
	}
	return count
}

var sortedCache = map[string][]string{}

// byLength returns letters longest first (so qu is read before q).
func byLength(letters []string) []string {
	key := strings.Join(letters, " ")
	if s, ok := sortedCache[key]; ok {
		return s
	}
	s := slices.Clone(letters)
	sort.SliceStable(s, func(i, j int) bool { return len(s[i]) > len(s[j]) })
	sortedCache[key] = s
	return s
}

// values returns Scramble letter values from frequencies.
func values(freq map[string]float64) map[string]int {
	v := map[string]int{}
	for l, f := range freq {
		x := int(math.Round(1.4 * math.Log2(0.07/f)))
		v[l] = min(max(x, 1), 10)
	}
	return v
}

// dice returns the spec of n*n dice fitted to the frequencies with the
// exponent alpha. A rare letter (under one face's share, 1/(6n²), of the
// letters) gets one face whatever alpha is, as the real dice's J, K, Qu,
// X and Z each have one; the other letters share the remaining faces in
// proportion to their frequency raised to alpha (at least one face each,
// the rest by largest remainder), so alpha below 1 moves faces from the
// commonest letters to the middling ones and above 1 the other way. The
// faces, ordered by frequency, are dealt round the dice, so each die mixes
// common and rarer letters and no die is one letter six times.
func dice(freq map[string]float64, alpha float64, n, group int) string {
	return deal(freq, faceCounts(freq, alpha, n), n, group)
}

// faceCounts returns how many faces each letter has on n*n dice (see dice).
func faceCounts(freq map[string]float64, alpha float64, n int) map[string]int {
	faces := n * n * 6
	type share struct {
		l    string
		f, w float64 // frequency; frequency^alpha
		k    int     // faces
		r    float64 // remainder of the exact share
	}
	var ls []share
	for l, f := range freq {
		ls = append(ls, share{l: l, f: f, k: 1}) // every letter has a face
	}
	sort.Slice(ls, func(i, j int) bool {
		if ls[i].f != ls[j].f {
			return ls[i].f > ls[j].f
		}
		return ls[i].l < ls[j].l
	})
	var common []int
	wsum := 0.0
	for i := range ls {
		if ls[i].f*float64(faces) >= 1 {
			common = append(common, i)
			ls[i].w = math.Pow(ls[i].f, alpha)
			wsum += ls[i].w
		}
	}
	pool := faces - (len(ls) - len(common)) // the faces the rare letters leave
	given := 0
	for _, i := range common {
		exact := ls[i].w / wsum * float64(pool)
		ls[i].k = max(1, int(exact))
		ls[i].r = exact - float64(ls[i].k)
		given += ls[i].k
	}
	byRem := slices.Clone(common)
	sort.SliceStable(byRem, func(a, b int) bool { return ls[byRem[a]].r > ls[byRem[b]].r })
	for k := 0; given < pool; k++ {
		ls[byRem[k%len(byRem)]].k++
		given++
	}
	for given > pool { // take back from the most frequent
		for _, i := range common {
			if given > pool && ls[i].k > 1 {
				ls[i].k--
				given--
			}
		}
	}
	counts := map[string]int{}
	for _, s := range ls {
		counts[s.l] = s.k
	}
	return counts
}

// byFrequency returns the letters of freq, commonest first.
func byFrequency(freq map[string]float64) []string {
	var ls []string
	for l := range freq {
		ls = append(ls, l)
	}
	sort.Slice(ls, func(i, j int) bool {
		if freq[ls[i]] != freq[ls[j]] {
			return freq[ls[i]] > freq[ls[j]]
		}
		return ls[i] < ls[j]
	})
	return ls
}

// deal returns the spec of n*n dice with counts[l] faces of each letter l:
// the faces, ordered by frequency, are dealt round the dice (the rare
// letters, those under one face's share of freq, grouped group to a die
// if group > 1).
func deal(freq map[string]float64, counts map[string]int, n, group int) string {
	var all []string
	rare := 0
	for _, l := range byFrequency(freq) {
		for range counts[l] {
			all = append(all, l)
		}
		if freq[l]*float64(n*n*6) < 1 {
			rare++
		}
	}
	_, dotless := freq["ı"]
	nd := n * n
	d := make([][]string, nd)
	if group <= 1 || rare < 2 {
		for i, l := range all {
			d[i%nd] = append(d[i%nd], l)
		}
	} else {
		// The rare letters (the last faces, one each, commonest first)
		// share dice, group to a die, on their last faces; the other
		// faces are dealt round the free places as above.
		slots := make([][]string, nd)
		for i := range slots {
			slots[i] = make([]string, 6)
		}
		for j, l := range all[len(all)-rare:] {
			die, pos := j/group, 5-j%group
			slots[die][pos] = l
		}
		k := 0
		for pos := range 6 {
			for die := range nd {
				if slots[die][pos] == "" {
					slots[die][pos] = all[k]
					k++
				}
			}
		}
		d = slots
	}
	var spec []string
	for _, die := range d {
		multi := false
		for _, f := range die {
			if utf8.RuneCountInString(f) > 1 {
				multi = true
			}
		}
		up := make([]string, len(die))
		for i, f := range die {
			up[i] = upperFace(f, dotless)
		}
		if multi {
			spec = append(spec, "["+strings.Join(up, " ")+"]")
		} else {
			spec = append(spec, strings.Join(up, ""))
		}
	}
	return strings.Join(spec, " ")
}

// climbBelow: a language whose fitted exponent leaves its 4x4 boards more
// than this share under English's mean has its 4x4 faces moved one by one
// (climb).
const climbBelow = 0.02

// climbSeed and climbBudget: climb judges a move on the fitBoards boards
// of seed climbSeed, not the fitSeed boards the documented mean is measured
// on, so the faces are not tuned to the very boards that measure them;
// it stops after climbBudget measurements.
const (
	climbSeed   = 2
	climbBudget = 1500
)

// climb moves faces one at a time from a letter that has more than one to
// another letter that is not rare (every letter keeps a face, the rare
// ones exactly one), keeping a move when the 4x4 boards of climbSeed hold
// more words, until they reach target, no move helps, or climbBudget
// measurements are spent: the exponent fixes every letter's share by one
// number, which cannot say that, say, German wants more N and R and fewer
// A than its frequencies give.
func climb(d *dict.Dict, freq map[string]float64, counts map[string]int, group int, target float64) map[string]int {
	s := solver.NewSolver(d, solver.Rules{})
	measure := func() float64 {
		dice, err := solver.NewDice("climb", 4, "", deal(freq, counts, 4, group))
		if err != nil {
			log.Fatal(err)
		}
		total := 0
		for i := range fitBoards {
			c, _ := s.Score(dice.Roll(study.BoardSeed(climbSeed, i)))
			total += c
		}
		return float64(total) / fitBoards
	}
	letters := byFrequency(freq)
	cur, spent := measure(), 1
	for improved := true; improved && cur < target && spent < climbBudget; {
		improved = false
		for _, from := range letters {
			for _, to := range letters {
				if cur >= target || spent >= climbBudget {
					break
				}
				if to == from || counts[from] < 2 || freq[to]*96 < 1 || counts[to] >= 32 {
					continue
				}
				counts[from]--
				counts[to]++
				m := meanSpent(measure, &spent)
				if m > cur {
					cur, improved = m, true
					continue
				}
				counts[from]++
				counts[to]--
			}
		}
	}
	return counts
}

func meanSpent(measure func() float64, spent *int) float64 {
	*spent++
	return measure()
}

// groups are the ways fitDice tries to put the rare letters (those with
// one face, see dice) on the dice: 1 deals them round the dice with the
// other faces, one a die; 2, 3 and 6 put that many on a die, as the real
// English dice put Qu, J, K, X and Z together, so a board shows two of
// them less often (the same number on average: grouping changes how they
// spread over the boards, not how many faces they take). Which holds most
// words depends on the list, so fitDice measures each.
var groups = []int{1, 2, 3, 6}

func groupName(g int) string {
	if g <= 1 {
		return "one a die"
	}
	return fmt.Sprintf("%d a die", g)
}

// upperFace returns a die face as the dice spec writes it: its first
// letter a capital that solver.NewDice reads back as the same tile. In an
// alphabet with the dotless ı (Turkish), the dotted i's capital is İ
// (solver.TurkishI's face), and ı, whose capital I reads back as i, stays
// lowercase.
func upperFace(f string, dotless bool) string {
	switch {
	case f == "i" && dotless:
		return "İ"
	case f == "ı":
		return f
	}
	r, size := utf8.DecodeRuneInString(f)
	return string(unicode.ToUpper(r)) + f[size:]
}

// blocklist reads blocklist/CODE.txt, if there is one (see
// defs.Blocklist: words and stems, as the list spells them, folded);
// English's is dict/blocklist.txt, a word a line.
func blocklist(code string) (defs.Blocklist, error) {
	path := filepath.Join("blocklist", code+".txt")
	if strings.HasPrefix(code, "en-") {
		path = filepath.Join("..", "dict", "blocklist.txt") // English's, as package dict leaves out
	}
	text, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return defs.ParseBlocklist(""), nil
	}
	if err != nil {
		return defs.Blocklist{}, err
	}
	return defs.ParseBlocklist(string(text)), nil
}

// writeList writes data/CODE.words.gz: the header line, then the words
// (sorted) front-coded, each followed by its spellings' records, where
// records has any (see spellingMark and spellingsOf: the one shown first).
func writeList(code, headerLine string, words []string, records map[string][]string) error {
	var raw bytes.Buffer
	raw.WriteString(headerLine)
	prev, prevSpelling := "", ""
	for _, w := range words {
		p := shared(w, prev)
		if p >= apostrophe {
			return fmt.Errorf("%q shares %d bytes with the word before: more than a record can say", w, p)
		}
		raw.WriteByte(byte(p))
		raw.WriteString(w[p:])
		prev = w
		for _, s := range records[w] {
			// The spelling shares its start with the word (k) or, if
			// longer, with the spelling before (0x80 + k): alternées
			// after alternée adds an s.
			k, from := shared(s, w), 0
			if kp := shared(s, prevSpelling); kp > k {
				k, from = kp, 0x80
			}
			raw.WriteByte(spellingMark)
			raw.WriteByte(byte(from + k))
			raw.WriteString(strings.ReplaceAll(s[k:], "'", string(rune(apostrophe))))
			prevSpelling = s
		}
	}
	var out bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&out, gzip.BestCompression)
	zw.Write(raw.Bytes())
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join("data", code+".words.gz"), out.Bytes(), 0o644)
}

// reblock leaves out of the lists already in data/ the words their
// blocklists block now (see defs.Blocklist), keeping every other word,
// its spelling, the notice, the values and the dice: what a full run
// would write for a list whose source is unchanged, without the source
// (Hungarian's expansion alone takes half an hour). The dice stay as
// fitted: a few words fewer do not move a list's mean words a board.
func reblock(only string) {
	rework(only, func(def defs.Def, r *result) error {
		header, words, records, err := readList(def.Code)
		if err != nil {
			return err
		}
		blocked, err := blocklist(def.Code)
		if err != nil {
			return err
		}
		kept := words[:0:0]
		for _, w := range words {
			if !blocked.Blocks(w) {
				kept = append(kept, w)
			}
		}
		n := len(words) - len(kept)
		if header, err = recount(header, len(words), len(kept), n); err != nil {
			return err
		}
		if err := writeList(def.Code, header, kept, records); err != nil {
			return err
		}
		fmt.Printf("%s: %d words blocked now, %d left\n", def.Code, n, len(kept))
		r.words = len(kept)
		return nil
	})
}

// rework writes the generated table again from the one in zz_generated.go,
// with redo's change to the result of each language only names (every
// language when it is empty): the regenerations that work from the lists
// already in data/ rather than from the Debian packages.
func rework(only string, redo func(def defs.Def, r *result) error) {
	old := previous()
	var results []result
	for _, def := range defs.All {
		r, ok := old[def.Code]
		if !ok {
			log.Fatalf("%s: not in zz_generated.go; run gen.go -only %s", def.Code, def.Code)
		}
		if only == "" || slices.Contains(strings.Split(only, ","), def.Code) {
			if err := redo(def, &r); err != nil {
				log.Fatalf("%s: %v", def.Code, err)
			}
		}
		results = append(results, r)
	}
	writeTable(results)
}

// recount rewrites a list's header line for n more words blocklisted.
func recount(header string, before, after, n int) (string, error) {
	code, rest, ok := strings.Cut(header, ": ")
	if !ok || !strings.HasPrefix(rest, fmt.Sprintf("%d words", before)) {
		return "", fmt.Errorf("header %q does not start with its %d words", header, before)
	}
	rest = fmt.Sprintf("%d words", after) + strings.TrimPrefix(rest, fmt.Sprintf("%d words", before))
	i := strings.Index(rest, " blocklisted left out")
	if i < 0 {
		return "", fmt.Errorf("header %q names no blocklisted count", header)
	}
	j := strings.LastIndex(rest[:i], " ") + 1
	var was int
	if _, err := fmt.Sscanf(rest[j:i], "%d", &was); err != nil {
		return "", fmt.Errorf("header %q: %v", header, err)
	}
	return code + ": " + rest[:j] + fmt.Sprint(was+n) + rest[i:], nil
}

// readList reads back data/CODE.words.gz: its header line, its words and
// their spellings (the format writeList writes).
func readList(code string) (header string, words []string, records map[string][]string, err error) {
	f, err := os.Open(filepath.Join("data", code+".words.gz"))
	if err != nil {
		return "", nil, nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return "", nil, nil, err
	}
	r := bufio.NewReaderSize(zr, 64<<10)
	if header, err = r.ReadString('\n'); err != nil {
		return "", nil, nil, fmt.Errorf("no header line: %v", err)
	}
	records = map[string][]string{}
	var word, prevSpelling []byte
	c, err := r.ReadByte()
	for err == nil {
		if int(c) > len(word) || c >= apostrophe {
			return "", nil, nil, fmt.Errorf("bad record after %d words", len(words))
		}
		word = word[:c]
		for {
			c, err = r.ReadByte()
			if err != nil || c < 0x40 {
				break
			}
			word = append(word, c)
		}
		w := string(word)
		words = append(words, w)
		for err == nil && c == spellingMark {
			var k byte
			if k, err = r.ReadByte(); err != nil {
				break
			}
			base := word
			if k >= 0x80 {
				base, k = prevSpelling, k-0x80
			}
			s := append([]byte(nil), base[:k]...)
			for {
				c, err = r.ReadByte()
				if err != nil || c < 0x40 && c != apostrophe {
					break
				}
				if c == apostrophe {
					c = '\''
				}
				s = append(s, c)
			}
			records[w] = append(records[w], string(s))
			prevSpelling = s
		}
	}
	if err != nil && err != io.EOF {
		return "", nil, nil, err
	}
	return header, words, records, nil
}

// writeValues rewrites the generated table with each language's cited
// Scrabble values from defs, keeping everything else as it was.
func writeValues() {
	old := previous()
	var results []result
	for _, def := range defs.All {
		r, ok := old[def.Code]
		if !ok {
			log.Fatalf("%s: not in zz_generated.go; run gen.go -only %s", def.Code, def.Code)
		}
		if def.Values != nil {
			for l := range r.values {
				if _, ok := def.Values[l]; !ok {
					log.Fatalf("%s: the Scrabble values have no %q", def.Code, l)
				}
			}
			r.values = def.Values
		}
		results = append(results, r)
	}
	writeTable(results)
}

// previous reads the table gen.go last wrote, for -only.
func previous() map[string]result {
	// The table is Go source; -only keeps the other languages by reading
	// their entries back from the generated file's JSON-like form.
	out := map[string]result{}
	data, err := os.ReadFile("zz_generated.go")
	if err != nil {
		return out
	}
	for _, block := range strings.Split(string(data), "\n\t\"")[1:] {
		var r result
		r.code = block[:strings.IndexByte(block, '"')]
		r.values, r.dice = map[string]int{}, map[int]string{}
		for _, line := range strings.Split(block, "\n") {
			line = strings.TrimSpace(line)
			switch {
			case strings.HasPrefix(line, "source:"):
				fmt.Sscanf(strings.TrimPrefix(line, "source:"), "%q", &r.source)
			case strings.HasPrefix(line, "words:"):
				fmt.Sscanf(strings.TrimPrefix(line, "words:"), "%d", &r.words)
			case strings.HasPrefix(line, "values:"):
				body := line[strings.IndexByte(line, '{')+1 : strings.LastIndexByte(line, '}')]
				for _, kv := range strings.Split(body, ", ") {
					var k string
					var v int
					i := strings.LastIndexByte(kv, ':')
					fmt.Sscanf(kv[:i], "%q", &k)
					fmt.Sscanf(strings.TrimSpace(kv[i+1:]), "%d", &v)
					r.values[k] = v
				}
			case len(line) > 2 && line[1] == ':' && line[0] >= '3' && line[0] <= '9':
				var s string
				fmt.Sscanf(strings.TrimSpace(line[2:]), "%q", &s)
				r.dice[int(line[0]-'0')] = s
			}
		}
		out[r.code] = r
	}
	return out
}

func writeTable(rs []result) {
	var b bytes.Buffer
	b.WriteString("// Code generated by gen.go; DO NOT EDIT.\n\npackage lang\n\nvar generated = map[string]table{\n")
	for _, r := range rs {
		fmt.Fprintf(&b, "\t%q: {\n\t\tsource: %q,\n\t\twords: %d,\n", r.code, r.source, r.words)
		keys := make([]string, 0, len(r.values))
		for k := range r.values {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		var kv []string
		for _, k := range keys {
			kv = append(kv, fmt.Sprintf("%q: %d", k, r.values[k]))
		}
		fmt.Fprintf(&b, "\t\tvalues: map[string]int{%s},\n\t\tdice: map[int]string{\n", strings.Join(kv, ", "))
		for _, n := range []int{4, 5, 6} {
			fmt.Fprintf(&b, "\t\t\t%d: %q,\n", n, r.dice[n])
		}
		b.WriteString("\t\t},\n\t},\n")
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatalf("format: %v\n%s", err, b.Bytes())
	}
	if err := os.WriteFile("zz_generated.go", src, 0o644); err != nil {
		log.Fatal(err)
	}
}

// minShare is the share given a letter of the alphabet that no word of 3
// to 8 letters has, so that it still has a face.
const minShare = 1e-4

// refitDice fits the dice again from the word lists already in data/ (the
// lists gen.go wrote), keeping the rest of the generated table: the same
// fit a full run makes, without downloading the packages.
func refitDice(only string) {
	rework(only, func(def defs.Def, r *result) error {
		words, err := readWords(def.Code)
		if err != nil {
			return err
		}
		a, err := dict.NewAlphabet(def.Tokens, def.Composites, nil)
		if err != nil {
			return err
		}
		r.dice, err = fitDice(def, a, words)
		return err
	})
}

// readWords reads back the words of data/CODE.words.gz (the format build
// writes; package lang's readList reads it the same way).
func readWords(code string) ([]string, error) {
	f, err := os.Open(filepath.Join("data", code+".words.gz"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	r := bufio.NewReaderSize(zr, 64<<10)
	if _, err := r.ReadString('\n'); err != nil {
		return nil, fmt.Errorf("no header line: %v", err)
	}
	var words []string
	var word []byte
	c, err := r.ReadByte()
	for err == nil {
		if int(c) > len(word) || c >= apostrophe {
			return nil, fmt.Errorf("bad record after %d words", len(words))
		}
		word = word[:c]
		for {
			c, err = r.ReadByte()
			if err != nil || c < 0x40 {
				break
			}
			word = append(word, c)
		}
		words = append(words, string(word))
		for err == nil && c == spellingMark { // the spellings: skipped
			if _, err = r.ReadByte(); err != nil {
				break
			}
			for {
				c, err = r.ReadByte()
				if err != nil || c < 0x40 && c != apostrophe {
					break
				}
			}
		}
	}
	if err != nil && err != io.EOF {
		return nil, err
	}
	return words, nil
}
