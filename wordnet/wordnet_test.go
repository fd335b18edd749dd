package wordnet_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/wordnet"
)

// lemmasOf is the lemmas Define gives for word, as "lemma/pos" in order.
func lemmasOf(word string) []string {
	var out []string
	for _, e := range wordnet.Define(word) {
		out = append(out, e.Lemma+"/"+string(e.POS))
	}
	return out
}

func TestDefineFindsTheLemma(t *testing.T) {
	tests := []struct {
		word string
		want []string // lemma/pos pairs that must be among Define's
		// first is the lemma/pos Define must give first, if set
		first string
	}{
		// The suffix rules of each part of speech.
		{"recitals", []string{"recital/n"}, "recital/n"},          // noun s -> ""
		{"buses", []string{"bus/n"}, ""},                          // ses -> s
		{"foxes", []string{"fox/n"}, ""},                          // xes -> x
		{"quizzes", []string{"quiz/n"}, ""},                       // zes -> z
		{"churches", []string{"church/n"}, ""},                    // ches -> ch
		{"wishes", []string{"wish/n", "wish/v"}, ""},              // shes -> sh; verb es -> ""
		{"firemen", []string{"fireman/n"}, "fireman/n"},           // men -> man
		{"berries", []string{"berry/n"}, ""},                      // ies -> y
		{"hoped", []string{"hope/v"}, "hope/v"},                   // ed -> e
		{"jumped", []string{"jump/v"}, "jump/v"},                  // ed -> ""
		{"hoping", []string{"hope/v"}, "hope/v"},                  // ing -> e
		{"jumping", []string{"jump/v", "jumping/n"}, "jumping/n"}, // ing -> "", and a lemma itself
		{"taller", []string{"tall/a"}, "tall/a"},                  // er -> ""
		{"tallest", []string{"tall/a"}, "tall/a"},                 // est -> ""
		{"nicest", []string{"nice/a"}, "nice/a"},                  // est -> e
		{"hopes", []string{"hope/n", "hope/v"}, ""},               // noun and verb s -> ""
		{"Recitals", []string{"recital/n"}, "recital/n"},          // any case
		{"recital", []string{"recital/n"}, "recital/n"},           // a lemma as it is
		{"plastering", []string{"plastering/n", "plaster/v"}, "plastering/n"},
		// The exception lists, before any rule.
		{"geese", []string{"goose/n"}, "goose/n"},
		{"mice", []string{"mouse/n"}, "mouse/n"},
		{"children", []string{"child/n"}, "child/n"},
		{"ran", []string{"run/v"}, "run/v"},
		{"went", []string{"go/v"}, "go/v"}, // a 2-letter base, kept for its irregular forms
		{"was", []string{"be/v"}, "be/v"},
		{"tried", []string{"try/v", "tried/a"}, "tried/a"},
		{"dying", []string{"die/v"}, ""},
		{"bigger", []string{"big/a", "bigger/a"}, "bigger/a"},
		{"better", []string{"better/a", "good/a", "well/a", "well/r"}, ""},
		{"saw", []string{"saw/n", "saw/v", "see/v"}, "saw/v"},
	}
	for _, tt := range tests {
		t.Run(tt.word, func(t *testing.T) {
			got := lemmasOf(tt.word)
			for _, w := range tt.want {
				if !slices.Contains(got, w) {
					t.Errorf("Define(%q) gives %v; want %s among them", tt.word, got, w)
				}
			}
			if tt.first != "" && (len(got) == 0 || got[0] != tt.first) {
				t.Errorf("Define(%q) gives %v; want %s first", tt.word, got, tt.first)
			}
			for _, e := range wordnet.Define(tt.word) {
				if len(e.Glosses) == 0 {
					t.Errorf("Define(%q): %s (%s) has no gloss", tt.word, e.Lemma, e.POS)
				}
			}
		})
	}
}

func TestLemmasExceptionsComeFirst(t *testing.T) {
	tests := []struct {
		word string
		pos  wordnet.POS
		want []string
	}{
		// noun.exc says axes -> ax, axis; the rule s -> "" would give "axe"
		// (a lemma too), but morphy applies no rule to an irregular form.
		{"axes", wordnet.Noun, []string{"ax", "axis"}},
		{"geese", wordnet.Noun, []string{"goose"}},
		{"saw", wordnet.Verb, []string{"saw", "see"}},
		{"ran", wordnet.Verb, []string{"run"}},
		{"ran", wordnet.Noun, nil},
		{"recitals", wordnet.Noun, []string{"recital"}},
		{"recitals", wordnet.Verb, nil},
		{"boxes", wordnet.Verb, []string{"box"}},
		{"quickly", wordnet.Adv, []string{"quickly"}},
		{"quicklier", wordnet.Adv, nil}, // adverbs have no suffix rules
		{"Geese", wordnet.Noun, nil},    // Lemmas takes lowercase only
		{"", wordnet.Noun, nil},
	}
	for _, tt := range tests {
		if got := wordnet.Lemmas(tt.word, tt.pos); !slices.Equal(got, tt.want) {
			t.Errorf("Lemmas(%q, %s) = %q; want %q", tt.word, tt.pos, got, tt.want)
		}
	}
}

func TestDefineWordsWordNetLacks(t *testing.T) {
	for _, w := range []string{
		"xyz", "qzxv", "the", "and", "of", // not words, or words WordNet leaves out
		"", "abc1", "two words", "café", "naïve", "-", "recital's",
		strings.Repeat("a", wordnet.MaxWord+1), strings.Repeat("recitals", 1000),
		"aachen",   // a proper noun only: left out
		"\u212aey", // a Kelvin sign is no k
	} {
		if got := wordnet.Define(w); got != nil {
			t.Errorf("Define(%.40q) = %v; want nil", w, got)
		}
		if _, _, _, ok := wordnet.Gloss(w); ok {
			t.Errorf("Gloss(%.40q) is ok; want none", w)
		}
	}
}

func TestLookupIsExact(t *testing.T) {
	if got := wordnet.Lookup("recitals"); got != nil {
		t.Errorf("Lookup(recitals) = %v; want nil (it is not a lemma)", got)
	}
	got := wordnet.Lookup("recital")
	if len(got) != 1 || got[0].Lemma != "recital" || got[0].POS != wordnet.Noun || len(got[0].Glosses) == 0 {
		t.Fatalf("Lookup(recital) = %v; want one noun entry with glosses", got)
	}
	if !slices.ContainsFunc(got[0].Glosses, func(g string) bool { return strings.Contains(g, "reciting") }) {
		t.Errorf("recital's glosses %q do not mention reciting", got[0].Glosses)
	}
}

func TestGloss(t *testing.T) {
	g, lemma, pos, ok := wordnet.Gloss("recitals")
	if !ok || lemma != "recital" || pos != wordnet.Noun || g == "" || len(g) > wordnet.MaxGloss {
		t.Errorf("Gloss(recitals) = %q, %q, %v, %v; want recital's first noun gloss", g, lemma, pos, ok)
	}
	if want := wordnet.Define("recitals")[0].Glosses[0]; g != want {
		t.Errorf("Gloss(recitals) = %q; want Define's first gloss %q", g, want)
	}
}

// TestBlocklistLeftOut checks the generator left out every word of dict's
// blocklist, as a lemma and as an irregular form.
func TestBlocklistLeftOut(t *testing.T) {
	data, err := os.ReadFile("../dict/blocklist.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for line := range strings.Lines(string(data)) {
		w := strings.TrimSpace(line)
		if w == "" || strings.HasPrefix(w, "#") {
			continue
		}
		n++
		if got := wordnet.Lookup(w); got != nil {
			t.Errorf("the blocked word %q has an entry", w)
		}
		for _, e := range wordnet.Define(w) {
			if e.Lemma == w {
				t.Errorf("the blocked word %q is defined as itself", w)
			}
		}
	}
	if n == 0 {
		t.Fatal("../dict/blocklist.txt holds no words")
	}
}

func TestPOSNames(t *testing.T) {
	want := map[wordnet.POS][2]string{
		wordnet.Noun: {"noun", "n."}, wordnet.Verb: {"verb", "v."},
		wordnet.Adj: {"adjective", "adj."}, wordnet.Adv: {"adverb", "adv."},
	}
	for _, p := range wordnet.All {
		if got := [2]string{p.String(), p.Short()}; got != want[p] {
			t.Errorf("%c: %q; want %q", p, got, want[p])
		}
	}
	if s := wordnet.POS('x').String(); !strings.Contains(s, "POS(") {
		t.Errorf("an unknown POS is %q", s)
	}
}

func TestLicenseShips(t *testing.T) {
	for _, want := range []string{"WordNet 3.0 Copyright 2006 by Princeton University", "AS IS", "wordnet-base"} {
		if !strings.Contains(wordnet.License, want) {
			t.Errorf("License lacks %q", want)
		}
	}
}

// TestEmbeddedMatchesWordNet regenerates the embedded file and the licence
// from the installed WordNet and checks the committed ones are the same.
func TestEmbeddedMatchesWordNet(t *testing.T) {
	if _, err := os.Stat("/usr/share/wordnet/index.noun"); err != nil {
		t.Skip("needs Debian's wordnet-base package (apt-get install wordnet-base)")
	}
	if testing.Short() {
		t.Skip("regenerating takes a few seconds (go run gen.go)")
	}
	dir := t.TempDir()
	cmd := exec.Command("go", "run", "gen.go", "-out", dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go run gen.go: %v\n%s", err, out)
	}
	for _, name := range []string{"wordnet.txt.gz", "WORDNET-LICENSE"} {
		fresh, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		committed, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(fresh, committed) {
			t.Errorf("%s differs from a fresh generation (%d bytes, committed %d): run go generate ./wordnet", name, len(fresh), len(committed))
		}
	}
}

// FuzzDefine checks Define on any text: no panic, nothing for what is not
// letters, the same for any case, and entries that are well formed.
func FuzzDefine(f *testing.F) {
	for _, s := range []string{"recitals", "geese", "ran", "saw", "xyz", "", "Better", "a\x00b", "ééé", "ses", "men", "ies", "ing", "s", "\u212aey"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, word string) {
		es := wordnet.Define(word)
		letters := word != "" && strings.Trim(word, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == ""
		lower := strings.ToLower(word)
		if !letters && es != nil {
			t.Fatalf("Define(%q) = %v for what is not letters a-z", word, es)
		}
		if len(word) > wordnet.MaxWord && es != nil {
			t.Fatalf("Define(%q) has entries for a word longer than %d", word, wordnet.MaxWord)
		}
		if letters && len(es) != len(wordnet.Define(lower)) {
			t.Fatalf("Define(%q) and Define(%q) differ", word, lower)
		}
		for _, e := range es {
			if e.Lemma == "" || strings.Trim(e.Lemma, "abcdefghijklmnopqrstuvwxyz") != "" {
				t.Fatalf("Define(%q): lemma %q", word, e.Lemma)
			}
			if !slices.Contains(wordnet.Lemmas(lower, e.POS), e.Lemma) {
				t.Fatalf("Define(%q) gives %s (%s), which Lemmas does not", word, e.Lemma, e.POS)
			}
			if len(e.Glosses) == 0 || len(e.Glosses) > wordnet.MaxSenses {
				t.Fatalf("Define(%q): %s has %d glosses", word, e.Lemma, len(e.Glosses))
			}
			for _, g := range e.Glosses {
				if g == "" || len(g) > wordnet.MaxGloss || strings.ContainsAny(g, "\n\t|`") {
					t.Fatalf("Define(%q): gloss %q", word, g)
				}
			}
		}
	})
}

func ExampleDefine() {
	for _, e := range wordnet.Define("recitals") {
		fmt.Printf("%s (%s): %s\n", e.Lemma, e.POS.Short(), e.Glosses[0])
	}
	// Output:
	// recital (n.): the act of giving an account describing incidents or a course of events
}

func ExampleLemmas() {
	fmt.Println(wordnet.Lemmas("geese", wordnet.Noun), wordnet.Lemmas("ran", wordnet.Verb), wordnet.Lemmas("boxes", wordnet.Noun))
	// Output:
	// [goose] [run] [box]
}

func BenchmarkDefine(b *testing.B) {
	if err := wordnet.Load(); err != nil {
		b.Fatal(err)
	}
	words := []string{"recitals", "geese", "sinecure", "xyzzy", "plastering", "better"}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		wordnet.Define(words[i%len(words)])
	}
}

func BenchmarkGlossMissing(b *testing.B) {
	if err := wordnet.Load(); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		wordnet.Gloss("qzxv")
	}
}

// TestExplain: the lemmas a word is a form of, each once, and a blocked
// lemma's entries and form left out.
func TestExplain(t *testing.T) {
	only := func(w string) func(string) bool { return func(l string) bool { return l == w } }
	for _, tt := range []struct {
		word    string
		blocked func(string) bool
		formOf  []string
		lemmas  []string // of the entries, each once, in order
	}{
		{"recitals", nil, []string{"recital"}, []string{"recital"}},
		{"RECITALS", nil, []string{"recital"}, []string{"recital"}},
		{"saw", nil, []string{"see"}, []string{"saw", "see"}},
		{"saw", only("see"), nil, []string{"saw"}},
		{"saw", only("saw"), []string{"see"}, []string{"see"}},
		{"recital", nil, nil, []string{"recital"}},
		{"zzzz", nil, nil, nil},
	} {
		d := wordnet.Explain(tt.word, tt.blocked)
		var lemmas []string
		for _, e := range d.Entries {
			if tt.blocked != nil && tt.blocked(e.Lemma) {
				t.Errorf("Explain(%q) keeps the blocked lemma %q", tt.word, e.Lemma)
			}
			if !slices.Contains(lemmas, e.Lemma) {
				lemmas = append(lemmas, e.Lemma)
			}
		}
		if !slices.Equal(d.FormOf, tt.formOf) || !slices.Equal(lemmas, tt.lemmas) {
			t.Errorf("Explain(%q) is a form of %q with entries of %q; want %q, %q", tt.word, d.FormOf, lemmas, tt.formOf, tt.lemmas)
		}
	}
}

func ExampleExplain() {
	d := wordnet.Explain("geese", nil)
	fmt.Printf("geese is a form of %s: %s\n", strings.Join(d.FormOf, " and "), d.Entries[0].Glosses[0])
	// Output:
	// geese is a form of goose: web-footed long-necked typically gregarious migratory aquatic birds usually larger and…
}
