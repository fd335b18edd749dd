//go:build ignore

// gen.go writes wordnet.txt.gz, the embedded definitions, and
// WORDNET-LICENSE from Debian's wordnet-base package, leaving out the slurs
// listed in ../dict/blocklist.txt. Run it with `go generate ./wordnet` after
// `apt-get install wordnet-base`. The output is a pure function of the
// installed WordNet files and the blocklist, so running it again reproduces
// the same bytes (TestEmbeddedMatchesWordNet checks that).
//
// What is kept is what the bot shows: each lemma of 3+ plain letters a-z
// (no multiword, hyphenated or numbered entries; 2-letter ones only as the
// base of an irregular form, "went" -> go), its parts of speech, and the
// first MaxSenses senses of each (WordNet lists senses commonest first),
// each gloss cut to its definition (no examples) and clipped to MaxGloss
// bytes; and the irregular forms of the *.exc lists whose bases are kept.
//
// Format (before gzip), all text:
//
//	bogglebot-wordnet 1
//	LEMMA<TAB>P<tagged>|gloss|#id ...<TAB>P<tagged>|...   one line a lemma, sorted
//	(an empty line)
//	FORM<TAB>P base base<TAB>P base                        one line an irregular form, sorted
//
// P is the part of speech (n, v, a, r) and tagged the number of times its
// senses were tagged in WordNet's semantic concordance (how common it is);
// a lemma's parts of speech come commonest first. A sense is "|" then its
// gloss, or "|#" and the number of a gloss written earlier in the file
// (glosses are numbered from 0 in the order they first appear).
package main

import (
	"bufio"
	"bytes"
	"cmp"
	"compress/gzip"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

const (
	// MaxSenses is how many senses of each part of speech are kept.
	MaxSenses = 3
	// MaxGloss is the longest gloss kept, in bytes (clipped at a word, with "…").
	MaxGloss = 90
)

// posNames are WordNet's file names for each part of speech, in the order
// ties are broken.
var posNames = []struct {
	letter byte
	file   string
}{{'n', "noun"}, {'v', "verb"}, {'a', "adj"}, {'r', "adv"}}

type sense struct {
	pos     byte
	tagged  int
	glosses []string
}

func main() {
	src := flag.String("wordnet", "/usr/share/wordnet", "the WordNet database directory")
	doc := flag.String("copyright", "/usr/share/doc/wordnet-base/copyright", "Debian's copyright file of wordnet-base")
	blocklist := flag.String("blocklist", "../dict/blocklist.txt", "the slurs left out")
	out := flag.String("out", ".", "where to write wordnet.txt.gz and WORDNET-LICENSE")
	flag.Parse()
	log.SetFlags(0)

	blocked, err := readBlocklist(*blocklist)
	if err != nil {
		log.Fatal(err)
	}
	entries := map[string][]sense{} // lemma -> its parts of speech
	short := map[string][]sense{}   // 2-letter lemmas, kept only as bases of irregular forms
	for _, p := range posNames {
		synsets, err := readData(filepath.Join(*src, "data."+p.file))
		if err != nil {
			log.Fatalf("%v (install Debian's wordnet-base package: apt-get install wordnet-base)", err)
		}
		if err := readIndex(filepath.Join(*src, "index."+p.file), p.letter, synsets, blocked, entries, short); err != nil {
			log.Fatal(err)
		}
	}
	exc := map[string]map[byte][]string{} // form -> pos -> bases
	for _, p := range posNames {
		if err := readExc(filepath.Join(*src, p.file+".exc"), p.letter, blocked, entries, short, exc); err != nil {
			log.Fatal(err)
		}
	}

	var raw bytes.Buffer
	raw.WriteString("bogglebot-wordnet 1\n")
	ids := map[string]int{}
	lemmas := make([]string, 0, len(entries))
	for w := range entries {
		lemmas = append(lemmas, w)
	}
	slices.Sort(lemmas)
	nGloss := 0
	for _, w := range lemmas {
		raw.WriteString(w)
		ss := entries[w]
		slices.SortStableFunc(ss, func(a, b sense) int { return cmp.Compare(b.tagged, a.tagged) })
		for _, s := range ss {
			raw.WriteByte('\t')
			raw.WriteByte(s.pos)
			raw.WriteString(strconv.Itoa(s.tagged))
			for _, g := range s.glosses {
				raw.WriteByte('|')
				if id, ok := ids[g]; ok {
					raw.WriteString("#" + strconv.Itoa(id))
					continue
				}
				ids[g] = len(ids)
				raw.WriteString(g)
				nGloss++
			}
		}
		raw.WriteByte('\n')
	}
	raw.WriteByte('\n')
	forms := make([]string, 0, len(exc))
	for f := range exc {
		forms = append(forms, f)
	}
	slices.Sort(forms)
	for _, f := range forms {
		raw.WriteString(f)
		for _, p := range posNames {
			if bases := exc[f][p.letter]; len(bases) > 0 {
				raw.WriteByte('\t')
				raw.WriteByte(p.letter)
				raw.WriteString(" " + strings.Join(bases, " "))
			}
		}
		raw.WriteByte('\n')
	}

	var gz bytes.Buffer
	zw, err := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err != nil {
		log.Fatal(err)
	}
	zw.Write(raw.Bytes())
	if err := zw.Close(); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*out, "wordnet.txt.gz"), gz.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
	notice, err := licence(*doc)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*out, "WORDNET-LICENSE"), []byte(notice), 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("wrote wordnet.txt.gz: %d lemmas, %d glosses, %d irregular forms, %d bytes (%d before gzip)\n",
		len(lemmas), nGloss, len(forms), gz.Len(), raw.Len())
}

// isLetters reports whether s is lowercase a-z only.
func isLetters(s string) bool {
	return s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyz") == ""
}

// A synset is what the generator keeps of one synset of a data.* file.
type synset struct {
	gloss string          // its definition, clipped
	lower map[string]bool // its words written in lowercase: "bush" but not "Bush"
}

// readData returns each synset of a data.* file by its offset.
func readData(path string) (map[string]synset, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]synset{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "  ") { // the licence header
			continue
		}
		// synset_offset lex_filenum ss_type w_cnt word lex_id [word lex_id...] ... | gloss
		head, gloss, ok := strings.Cut(line, " | ")
		fs := strings.Fields(head)
		if !ok || len(fs) < 4 {
			return nil, fmt.Errorf("%s:%d: malformed synset", path, n)
		}
		words, err := strconv.ParseInt(fs[3], 16, 32)
		if err != nil || len(fs) < 4+2*int(words) {
			return nil, fmt.Errorf("%s:%d: malformed word count", path, n)
		}
		g := definition(gloss)
		if g == "" || strings.ContainsAny(g, "|\t\n") || g[0] == '#' {
			return nil, fmt.Errorf("%s:%d: gloss %q cannot be stored", path, n, g)
		}
		ss := synset{gloss: g, lower: map[string]bool{}}
		for i := range int(words) {
			w, _, _ := strings.Cut(fs[4+2*i], "(") // adjectives may be marked: "galore(ip)"
			ss.lower[w] = true
		}
		out[fs[0]] = ss
	}
	return out, sc.Err()
}

// definition cuts a WordNet gloss to its definition, without the quoted
// examples, and clips it to MaxGloss bytes at a space.
func definition(gloss string) string {
	// WordNet writes `quotes' and multiword_entries: neither reads well in chat.
	g := strings.NewReplacer("`", "'", "_", " ").Replace(strings.TrimSpace(gloss))
	if i := strings.Index(g, `"`); i > 0 { // examples follow the definition
		g = g[:i]
	}
	g = strings.TrimRight(g, " ;:,")
	g = strings.Trim(g, `"`)
	if len(g) <= MaxGloss {
		return g
	}
	cut := strings.LastIndexByte(g[:MaxGloss-len("…")+1], ' ')
	if cut < MaxGloss/2 {
		cut = MaxGloss - len("…")
	}
	return strings.TrimRight(g[:cut], " ;:,(") + "…"
}

// readIndex adds the lemmas of an index.* file with their first senses'
// glosses.
func readIndex(path string, pos byte, synsets map[string]synset, blocked map[string]bool, entries, short map[string][]sense) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "  ") {
			continue
		}
		// lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
		fs := strings.Fields(line)
		if len(fs) < 6 {
			return fmt.Errorf("%s:%d: too few fields", path, n)
		}
		lemma := fs[0]
		if !isLetters(lemma) || len(lemma) < 2 || blocked[lemma] {
			continue
		}
		count, err1 := strconv.Atoi(fs[2])
		ptrs, err2 := strconv.Atoi(fs[3])
		if err1 != nil || err2 != nil || len(fs) != 4+ptrs+2+count {
			return fmt.Errorf("%s:%d: malformed entry", path, n)
		}
		tagged, err := strconv.Atoi(fs[4+ptrs+1])
		if err != nil {
			return fmt.Errorf("%s:%d: malformed tagsense_cnt", path, n)
		}
		s := sense{pos: pos, tagged: tagged}
		for _, off := range fs[4+ptrs+2:] {
			if len(s.glosses) == MaxSenses {
				break
			}
			ss, ok := synsets[off]
			if !ok {
				return fmt.Errorf("%s:%d: synset %s is not in the data file", path, n, off)
			}
			if !ss.lower[lemma] { // a proper noun's sense: "Bush", "Aachen"
				continue
			}
			if !slices.Contains(s.glosses, ss.gloss) {
				s.glosses = append(s.glosses, ss.gloss)
			}
		}
		if len(s.glosses) == 0 {
			continue
		}
		if len(lemma) < 3 {
			short[lemma] = append(short[lemma], s)
			continue
		}
		entries[lemma] = append(entries[lemma], s)
	}
	return sc.Err()
}

// readExc adds the irregular forms of a *.exc file whose bases are lemmas
// of that part of speech; a 2-letter base ("went" -> go) becomes a lemma.
func readExc(path string, pos byte, blocked map[string]bool, entries, short map[string][]sense, exc map[string]map[byte][]string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	has := func(m map[string][]sense, w string) bool {
		return slices.ContainsFunc(m[w], func(s sense) bool { return s.pos == pos })
	}
	for line := range strings.Lines(string(data)) {
		fs := strings.Fields(line)
		if len(fs) < 2 || !isLetters(fs[0]) || len(fs[0]) < 3 || blocked[fs[0]] {
			continue
		}
		var bases []string
		for _, b := range fs[1:] {
			switch {
			case slices.Contains(bases, b):
			case has(entries, b):
				bases = append(bases, b)
			case has(short, b):
				for _, s := range short[b] {
					if s.pos == pos && !has(entries, b) {
						entries[b] = append(entries[b], s)
					}
				}
				bases = append(bases, b)
			}
		}
		if len(bases) == 0 {
			continue
		}
		if exc[fs[0]] == nil {
			exc[fs[0]] = map[byte][]string{}
		}
		exc[fs[0]][pos] = append(exc[fs[0]][pos], bases...)
	}
	return nil
}

// readBlocklist returns the words of dict's blocklist: one a line; blank
// lines and lines starting with # are skipped.
func readBlocklist(path string) (map[string]bool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for line := range strings.Lines(string(data)) {
		if w := strings.TrimSpace(line); w != "" && !strings.HasPrefix(w, "#") {
			out[w] = true
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s holds no words", path)
	}
	return out, nil
}

// licence is the notice to ship: the WordNet stanza of Debian's copyright
// file, under a line saying what it covers.
func licence(path string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	var stanza []string
	in := false
	for line := range strings.Lines(string(data)) {
		line = strings.TrimRight(line, "\n")
		switch {
		case line == "Files: *":
			in = true
		case in && line == "":
			in = false
		case in && line == " .":
			stanza = append(stanza, "")
		case in:
			stanza = append(stanza, strings.TrimPrefix(line, " "))
		}
	}
	if len(stanza) == 0 || !strings.Contains(strings.Join(stanza, "\n"), "WordNet 3.0 Copyright 2006 by Princeton University") {
		return "", fmt.Errorf("%s: no WordNet licence stanza (Files: *)", path)
	}
	return "The embedded definitions (wordnet/wordnet.txt.gz) are derived from WordNet 3.0\n" +
		"(https://wordnet.princeton.edu), via Debian's wordnet-base package: the first\n" +
		"senses of each lemma, their glosses shortened. Its copyright and licence follow.\n\n" +
		strings.Join(stanza, "\n") + "\n", nil
}
