//go:build ignore

// gen.go builds each language's word list, copyright notice, dice and
// Scramble letter values from Debian packages:
//
//	go generate ./lang                 # downloads the packages with apt-get download
//	go run gen.go -debs DIR            # or reads DIR/*.deb already downloaded
//	go run gen.go -only fr,de          # some languages only
//	go run gen.go -values              # only the cited Scrabble values of defs
//	                                   # into the table (no download, no rebuild)
//
// For each language of lang/internal/defs it reads the package's word list
// (or dumps and expands an installed aspell dictionary: apt-get install
// aspell-ru), keeps the words that are all lowercase (no proper nouns, no
// abbreviations such as "ABC"), made of letters only (no digits, hyphens,
// apostrophes but Ukrainian's, which fold away), 3 to 16 letters long once
// folded, that the language's alphabet can spell and that are not on
// blocklist/CODE.txt, and writes:
//
//   - data/CODE.words.gz: a header line (# source package and version), then
//     the words sorted and front-coded, gzip'd: a word is a byte giving how
//     many leading bytes it shares with the word before (below 0x40, as no
//     byte of a lowercase letter is), then the rest of its bytes; front
//     coding makes the inflected lists 3 to 7 times smaller after gzip;
//   - data/CODE.COPYRIGHT: the package's debian/copyright;
//   - zz_generated.go: per language the source, word count, Scramble values
//     and dice.
//
// Dice: the letter frequencies of the list's words of 3 to 8 letters,
// raised to a power fitted (by bisection, on 500 boards) so that a 4x4 board
// holds about as many words as an English one of the real dice (the power
// kept from 0.75 to 1.6 so boards still look like the language's), give each
// letter its share of the faces (every letter with 0.3% or more gets at
// least one; rarer letters none); the faces are ordered by frequency and
// dealt round the dice, so each die holds a mix like a real die's. Scramble
// values: the national Scrabble set's where defs cites them (German), else
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
)

const maxLetters = 16

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
	flag.Parse()
	if *valuesOnly {
		writeValues()
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
		r, err := build(def, *debs, work)
		if err != nil {
			log.Fatalf("%s: %v", def.Code, err)
		}
		results = append(results, r)
		fmt.Printf("%s: %d words from %s\n", def.Code, r.words, r.source)
	}
	writeTable(results)
}

// source returns the raw text of a language's list and its description.
func source(def defs.Def, debs, work string) (text []byte, desc, copyright string, err error) {
	if def.Aspell != "" {
		ver, err := exec.Command("dpkg-query", "-W", "-f", "${Version}", def.Package).Output()
		if err != nil {
			return nil, "", "", fmt.Errorf("%s is not installed (apt-get install %s): %v", def.Package, def.Package, err)
		}
		cmd := exec.Command("sh", "-c", fmt.Sprintf("aspell -d %s dump master | aspell -l %s expand", def.Aspell, def.Aspell))
		out, err := cmd.Output()
		if err != nil {
			return nil, "", "", fmt.Errorf("aspell dump: %v", err)
		}
		cr, err := os.ReadFile(filepath.Join("/usr/share/doc", def.Package, "copyright"))
		if err != nil {
			return nil, "", "", err
		}
		return out, fmt.Sprintf("Debian %s %s (aspell dump master | aspell expand)", def.Package, ver), string(cr), nil
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

func build(def defs.Def, debs, work string) (result, error) {
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
	set := map[string]bool{}
	nBlocked := 0
	for _, w := range strings.Fields(string(text)) {
		w = norm.NFC.String(w)
		if up := strings.IndexFunc(w, unicode.IsUpper); up >= 0 {
			// A proper noun or an abbreviation; in German, a capitalised
			// noun is kept (its first letter alone is a capital).
			if !def.Nouns || up != 0 || strings.IndexFunc(w[utf8.RuneLen([]rune(w)[0]):], unicode.IsUpper) >= 0 {
				continue
			}
			w = strings.ToLower(w)
		}
		w = fold(def, w)
		if strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
			continue // digits, hyphens, apostrophes, dots
		}
		if n := utf8.RuneCountInString(w); n < dict.MinLen || n > maxLetters {
			continue
		}
		if _, ok := a.Encode(w); !ok {
			continue
		}
		if blocked[w] {
			nBlocked++
			continue
		}
		set[w] = true
	}
	words := make([]string, 0, len(set))
	for w := range set {
		words = append(words, w)
	}
	slices.Sort(words)
	if len(words) == 0 {
		return result{}, fmt.Errorf("no words kept from %s", desc)
	}

	var raw bytes.Buffer
	fmt.Fprintf(&raw, "# %s: %d words from %s; %d blocklisted left out; built by lang/gen.go\n", def.Code, len(words), desc, nBlocked)
	prev := ""
	for _, w := range words {
		p := 0
		for p < len(w) && p < len(prev) && w[p] == prev[p] {
			p++
		}
		raw.WriteByte(byte(p))
		raw.WriteString(w[p:])
		prev = w
	}
	var out bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&out, gzip.BestCompression)
	zw.Write(raw.Bytes())
	if err := zw.Close(); err != nil {
		return result{}, err
	}
	if err := os.WriteFile(filepath.Join("data", def.Code+".words.gz"), out.Bytes(), 0o644); err != nil {
		return result{}, err
	}
	header := fmt.Sprintf("The %s word list (data/%s.words.gz) is derived from %s.\n"+
		"Its copyright and licence notice (the package's debian/copyright) follows.\n\n", def.Name, def.Code, desc)
	if err := os.WriteFile(filepath.Join("data", def.Code+".COPYRIGHT"), []byte(header+copyright), 0o644); err != nil {
		return result{}, err
	}

	freq := frequencies(a, def, words)
	d, _, err := dict.FromWords(def.Name, a, words)
	if err != nil {
		return result{}, err
	}
	alpha := fit(d, freq)
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
	r := result{code: def.Code, source: desc, words: len(words), values: vals, dice: map[int]string{}}
	for _, n := range []int{4, 5, 6} {
		r.dice[n] = dice(sharpen(freq, alpha), n)
	}
	fmt.Printf("%s: dice fitted with exponent %.3f: %.1f words a 4x4 board (English %.1f)\n", def.Code, alpha, meanWords(d, r.dice[4]), englishMean())
	return r, nil
}

// fitBoards is how many boards a fitting step rolls.
const fitBoards = 500

// meanWords is the mean words on fitBoards 4x4 boards of dice spec.
func meanWords(d *dict.Dict, spec string) float64 {
	dice, err := solver.NewDice("fit", 4, "", spec)
	if err != nil {
		log.Fatal(err)
	}
	return meanOf(d, dice)
}

func meanOf(d *dict.Dict, dice *solver.Dice) float64 {
	s := solver.NewSolver(d, solver.Rules{})
	total := 0
	for i := range fitBoards {
		c, _ := s.Score(dice.Roll(uint64(i) + 1))
		total += c
	}
	return float64(total) / fitBoards
}

var englishMean = sync.OnceValue(func() float64 { return meanOf(dict.Default(), solver.Modern) })

// The exponent stays within these bounds: further down the rare letters
// crowd the board (a French board of four u's and two f's), further up
// the same few letters repeat. A language whose list is much richer or
// poorer than English's then keeps more or fewer words a board.
const minAlpha, maxAlpha = 0.75, 1.6

// fit returns the exponent that, applied to the letter frequencies (see
// sharpen), gives dice whose 4x4 boards hold about as many words as
// English's: above 1 favours the common letters (more words), below 1 the
// rare ones (fewer).
func fit(d *dict.Dict, freq map[string]float64) float64 {
	target := englishMean()
	lo, hi := minAlpha, maxAlpha
	for range 12 {
		mid := (lo + hi) / 2
		if meanWords(d, dice(sharpen(freq, mid), 4)) < target {
			lo = mid
		} else {
			hi = mid
		}
	}
	return math.Round((lo+hi)/2*1000) / 1000
}

// sharpen raises each frequency to the power alpha and renormalises.
func sharpen(freq map[string]float64, alpha float64) map[string]float64 {
	out := map[string]float64{}
	sum := 0.0
	for l, f := range freq {
		out[l] = math.Pow(f, alpha)
		sum += out[l]
	}
	for l := range out {
		out[l] /= sum
	}
	return out
}

func fold(def defs.Def, w string) string { return defs.FoldWord(def.Fold, w) }

// frequencies returns each letter's share of the letters of the words of 3
// to 8 letters (the words a board mostly holds).
func frequencies(a *dict.Alphabet, def defs.Def, words []string) map[string]float64 {
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

// dice returns the spec of n*n dice fitted to the frequencies.
func dice(freq map[string]float64, n int) string {
	faces := n * n * 6
	type share struct {
		l string
		f float64
		k int
	}
	var ls []share
	for l, f := range freq {
		if f >= 0.003 {
			ls = append(ls, share{l: l, f: f, k: 1})
		}
	}
	sort.Slice(ls, func(i, j int) bool {
		if ls[i].f != ls[j].f {
			return ls[i].f > ls[j].f
		}
		return ls[i].l < ls[j].l
	})
	sum := 0.0
	for _, s := range ls {
		sum += s.f
	}
	// Every kept letter has one face; the rest go by largest remainder.
	left := faces - len(ls)
	type rem struct {
		i int
		r float64
	}
	var rems []rem
	given := 0
	for i := range ls {
		exact := ls[i].f / sum * float64(faces)
		extra := max(0, int(exact)-1)
		ls[i].k += extra
		given += extra
		rems = append(rems, rem{i, exact - float64(ls[i].k)})
	}
	sort.SliceStable(rems, func(i, j int) bool { return rems[i].r > rems[j].r })
	for k := 0; given < left; k++ {
		ls[rems[k%len(rems)].i].k++
		given++
	}
	for given > left { // take back from the most frequent
		for i := range ls {
			if given > left && ls[i].k > 1 {
				ls[i].k--
				given--
			}
		}
	}
	var all []string
	for _, s := range ls {
		for range s.k {
			all = append(all, s.l)
		}
	}
	nd := n * n
	d := make([][]string, nd)
	for i, l := range all {
		d[i%nd] = append(d[i%nd], l)
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
			r, size := utf8.DecodeRuneInString(f)
			up[i] = string(unicode.ToUpper(r)) + f[size:]
		}
		if multi {
			spec = append(spec, "["+strings.Join(up, " ")+"]")
		} else {
			spec = append(spec, strings.Join(up, ""))
		}
	}
	return strings.Join(spec, " ")
}

// blocklist reads blocklist/CODE.txt, if there is one: a word a line, as
// the list spells it (folded); # starts a comment.
func blocklist(code string) (map[string]bool, error) {
	f, err := os.Open(filepath.Join("blocklist", code+".txt"))
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	set := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		w := strings.TrimSpace(sc.Text())
		if w != "" && !strings.HasPrefix(w, "#") {
			set[w] = true
		}
	}
	return set, sc.Err()
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
