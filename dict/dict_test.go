package dict_test

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/dict"
)

const enablePath = "../../shared/wordlists/enable2k.txt"

func TestEmbeddedTiers(t *testing.T) {
	prev := 0
	for _, tier := range dict.Tiers {
		d, err := dict.Embedded(tier.Name)
		if err != nil {
			t.Fatal(err)
		}
		if d.Len() <= prev {
			t.Errorf("tier %s has %d words, not more than the tier below (%d)", tier.Name, d.Len(), prev)
		}
		prev = d.Len()
		if d.Name() != tier.Name {
			t.Errorf("Name = %q, want %q", d.Name(), tier.Name)
		}
		t.Logf("%s: %d words, %d trie nodes", tier.Name, d.Len(), d.Trie().Nodes())
	}
	// DESIGN.md's SCOWL figures (3+ letters, a-z): <=50 about 61k, <=70 about
	// 111k, <=80 about 243k; our lists drop the few words with a bare q.
	for name, want := range map[string]int{"common": 61000, "standard": 111000, "large": 243000} {
		d, _ := dict.Embedded(name)
		if d.Len() < want*97/100 || d.Len() > want*101/100 {
			t.Errorf("%s: %d words, want about %d", name, d.Len(), want)
		}
	}
	if a, _ := dict.Embedded("standard"); a != dict.Default() {
		t.Error("Default is not the cached standard tier")
	}
	if _, err := dict.Embedded("huge"); err == nil || !strings.Contains(err.Error(), "common, standard or large") {
		t.Errorf("Embedded(huge) error = %v", err)
	}
}

func TestEmbeddedLevels(t *testing.T) {
	large, _ := dict.Embedded("large")
	common, _ := dict.Embedded("common")
	tests := []struct {
		word    string
		common  bool
		maxLvl  int
		inLarge bool
	}{
		{"the", true, 10, true},
		{"cat", true, 10, true},
		{"quilt", true, 50, true},
		{"queen", true, 20, true},
		{"xyzzy", false, 0, false},
		{"qat", false, 0, false}, // bare q: not playable on Boggle dice
	}
	for _, tt := range tests {
		if got := common.Contains(tt.word); got != tt.common {
			t.Errorf("common.Contains(%q) = %v", tt.word, got)
		}
		lv, ok := large.Level(tt.word)
		if ok != tt.inLarge || (ok && lv > tt.maxLvl) {
			t.Errorf("large.Level(%q) = %d, %v; want <= %d, %v", tt.word, lv, ok, tt.maxLvl, tt.inLarge)
		}
	}
	// Every word of a tier has a level within the tier.
	for _, tier := range dict.Tiers {
		d, _ := dict.Embedded(tier.Name)
		n := 0
		for w := range d.Words() {
			lv, ok := d.Level(w)
			if !ok || lv < 10 || lv > tier.MaxLevel {
				t.Fatalf("%s: Level(%q) = %d, %v", tier.Name, w, lv, ok)
			}
			n++
		}
		if n != d.Len() {
			t.Errorf("%s: Words yielded %d, Len %d", tier.Name, n, d.Len())
		}
	}
}

// TestEmbeddedMatchesSCOWL regenerates nothing but checks that the committed
// file holds exactly the playable SCOWL words at their lowest level.
func TestEmbeddedMatchesSCOWL(t *testing.T) {
	if _, err := os.Stat("/usr/share/dict/scowl/english-words.10"); err != nil {
		t.Skip("needs Debian's scowl package (apt-get install scowl)")
	}
	want := map[string]int{}
	for _, lv := range []int{10, 20, 35, 40, 50, 55, 60, 70, 80} {
		for _, v := range []string{"english", "american"} {
			f, err := os.Open(fmt.Sprintf("/usr/share/dict/scowl/%s-words.%d", v, lv))
			if err != nil {
				t.Fatal(err)
			}
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				w := sc.Text()
				if _, ok := dict.Encode(w); !ok || len(w) < 3 {
					continue
				}
				if _, seen := want[w]; !seen {
					want[w] = lv
				}
			}
			f.Close()
		}
	}
	// The generator leaves out the blocklist; every entry must be a SCOWL word,
	// so the list holds no stale or misspelled entries.
	for _, w := range blocklistWords(t) {
		if _, ok := want[w]; !ok {
			t.Errorf("blocklist.txt: %q is not a playable word of SCOWL <= 80", w)
		}
		delete(want, w)
	}
	large, _ := dict.Embedded("large")
	if large.Len() != len(want) {
		t.Errorf("embedded large tier has %d words, SCOWL <= 80 has %d: run go generate ./dict", large.Len(), len(want))
	}
	for w, lv := range want {
		if got, ok := large.Level(w); !ok || got != lv {
			t.Fatalf("Level(%q) = %d, %v; SCOWL says %d: run go generate ./dict", w, got, ok, lv)
		}
	}
}

// blocklistWords returns the words of blocklist.txt, checking its form: one
// lowercase word a line, sorted, no duplicates; # starts a comment line.
func blocklistWords(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("blocklist.txt")
	if err != nil {
		t.Fatal(err)
	}
	var words []string
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.Trim(line, "abcdefghijklmnopqrstuvwxyz") != "" || len(line) < dict.MinLen {
			t.Errorf("blocklist.txt:%d: %q is not a lowercase word of %d+ letters", i+1, line, dict.MinLen)
		}
		if n := len(words); n > 0 && line <= words[n-1] {
			t.Errorf("blocklist.txt:%d: %q is not after %q: keep the list sorted and without duplicates", i+1, line, words[n-1])
		}
		words = append(words, line)
	}
	if len(words) == 0 {
		t.Fatal("blocklist.txt holds no words")
	}
	return words
}

func TestBlocklist(t *testing.T) {
	words := blocklistWords(t)
	tiers := make([]*dict.Dict, len(dict.Tiers))
	for i, tier := range dict.Tiers {
		tiers[i], _ = dict.Embedded(tier.Name)
	}
	for _, w := range words {
		if !dict.Blocked(w) || !dict.Blocked(strings.ToUpper(w)) {
			t.Errorf("Blocked(%q) = false for a blocklisted word", w)
		}
		// The word and its plural forms are in no tier: a plural SCOWL has
		// must be on the list too, or the generator would keep it.
		forms := []string{w, w + "s"}
		for _, end := range []string{"s", "x", "z", "ch", "sh", "o"} {
			if strings.HasSuffix(w, end) {
				forms = append(forms, w+"es")
				break
			}
		}
		if base, ok := strings.CutSuffix(w, "y"); ok && !strings.ContainsAny(base[len(base)-1:], "aeiou") {
			forms = append(forms, base+"ies")
		}
		for _, f := range forms {
			for _, d := range tiers {
				if d.Contains(f) {
					t.Errorf("tier %s holds %q (blocklisted: %q)", d.Name(), f, w)
				}
			}
		}
	}
	// The words a tester found in the common tier, and the innocent words
	// around them, which must stay.
	for _, w := range []string{"nigger", "chink", "gook", "fag", "dyke", "retard"} {
		if !dict.Blocked(w) {
			t.Errorf("Blocked(%q) = false", w)
		}
	}
	common, _ := dict.Embedded("common")
	for _, w := range []string{"cat", "niggardly", "raccoon", "cocoon", "dike", "spice", "sauerkraut", "jewel",
		"homogeneous", "retardation", "mongoose", "midge", "damn", "breast"} {
		if dict.Blocked(w) || !common.Contains(w) {
			t.Errorf("%q: Blocked = %v, in common tier = %v; want false, true", w, dict.Blocked(w), common.Contains(w))
		}
	}
	if dict.Blocked("") || dict.Blocked("# Words never to be played") {
		t.Error("Blocked reports a blank or comment line")
	}
}

func TestLoadMessyList(t *testing.T) {
	list := "\xef\xbb\xbfAardvark\r\nBoston\r\ncan't\r\nAB\r\n\r\nZEBRA\nzebra\nqat\nQUEEN\n  quilt  \nabc1\nmother-in-law\n"
	tests := []struct {
		name      string
		opt       dict.Options
		want      []string
		notWords  int
		proper    int
		short, qu int
		dups      int
	}{
		{"keep capitals", dict.Options{}, []string{"aardvark", "boston", "queen", "quilt", "zebra"}, 3, 0, 1, 1, 1},
		{"skip proper nouns", dict.Options{SkipProperNouns: true}, []string{"queen", "quilt", "zebra"}, 3, 2, 1, 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, st, err := dict.Load(strings.NewReader(list), tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for w := range d.Words() {
				got = append(got, w)
			}
			if strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Errorf("words = %v, want %v", got, tt.want)
			}
			if st.NotWords != tt.notWords || st.ProperNoun != tt.proper || st.TooShort != tt.short ||
				st.QWithoutU != tt.qu || st.Duplicates != tt.dups || st.Lines != 11 || st.Words != len(tt.want) {
				t.Errorf("stats = %+v", st)
			}
			if _, ok := d.Level("zebra"); ok {
				t.Error("a plain list reports levels")
			}
		})
	}
}

func TestLoadGzipAndErrors(t *testing.T) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("dog\ncat\nbird\n"))
	zw.Close()
	d, st, err := dict.Load(&gz, dict.Options{})
	if err != nil || d.Len() != 3 || !d.Contains("bird") || st.Skipped() != 0 {
		t.Fatalf("gzip list: %v, %+v", err, st)
	}
	if _, _, err := dict.Load(strings.NewReader("1\n22\nab\n"), dict.Options{}); err == nil ||
		!strings.Contains(err.Error(), "no playable words") {
		t.Errorf("list of no words: err = %v", err)
	}
	if _, err := dict.Open("no/such/file.txt"); err == nil || !strings.Contains(err.Error(), `word-list file "no/such/file.txt" not found`) {
		t.Errorf("Open(missing file) err = %v", err)
	}
	if _, err := dict.Open("hueg"); err == nil || !strings.Contains(err.Error(), `no dictionary "hueg": name a tier (common, standard or large)`) {
		t.Errorf("Open(typo) err = %v", err)
	}
	path := filepath.Join(t.TempDir(), "w.txt")
	os.WriteFile(path, []byte("one\ntwo\nthree\n"), 0o644)
	d, err = dict.Open(path)
	if err != nil || d.Len() != 3 || d.Name() != path {
		t.Fatalf("Open(file) = %v, %v", d, err)
	}
}

func TestEncode(t *testing.T) {
	for _, tt := range []struct {
		in, out string
		ok      bool
	}{
		{"quilt", "qilt", true}, {"queue", "qeue", true}, {"squushy", "squshy", true}, {"aqua", "aqa", true},
		{"cat", "cat", true}, {"qat", "", false}, {"suq", "", false}, {"Cat", "", false},
	} {
		out, ok := dict.Encode(tt.in)
		if out != tt.out || ok != tt.ok {
			t.Errorf("Encode(%q) = %q, %v", tt.in, out, ok)
		}
		if ok && dict.Decode(out) != tt.in {
			t.Errorf("Decode(Encode(%q)) = %q", tt.in, dict.Decode(out))
		}
	}
}

func TestEnable2K(t *testing.T) {
	d, st, err := dict.LoadFile(enablePath, dict.Options{})
	if os.IsNotExist(err) || (err != nil && strings.Contains(err.Error(), "no such file")) {
		t.Skipf("needs the shared ENABLE2K list at %s", enablePath)
	}
	if err != nil {
		t.Fatal(err)
	}
	if d.Len() != 173402 || d.Trie().Nodes() != 388990 {
		t.Errorf("ENABLE2K: %d words, %d nodes; want 173402, 388990", d.Len(), d.Trie().Nodes())
	}
	if st.Lines != 173528 || st.Words+st.Skipped()+st.Duplicates != st.Lines {
		t.Errorf("stats don't add up: %+v", st)
	}
}

func ExampleEmbedded() {
	d, err := dict.Embedded("common")
	if err != nil {
		fmt.Println(err)
		return
	}
	lv, _ := d.Level("cat")
	fmt.Println(d.Contains("cat"), d.Contains("catz"), lv)
	// Output: true false 10
}

func BenchmarkEmbeddedReady(b *testing.B) {
	for _, tier := range dict.Tiers {
		b.Run(tier.Name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := dict.LoadEmbeddedUncached(tier.Name); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkLoadEnable2K(b *testing.B) {
	data, err := os.ReadFile(enablePath)
	if err != nil {
		b.Skipf("needs %s", enablePath)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := dict.Load(bytes.NewReader(data), dict.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
