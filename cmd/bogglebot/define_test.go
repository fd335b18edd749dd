package main

import (
	"os"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/wordnet"
)

func TestDefine(t *testing.T) {
	gloss := func(w string) string { return wordnet.Define(w)[0].Glosses[0] }
	blocked := ""
	data, err := os.ReadFile("../../dict/blocklist.txt")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(data)) {
		if w := strings.TrimSpace(line); blocked == "" && w != "" && !strings.HasPrefix(w, "#") {
			blocked = w
		}
	}
	tests := []struct {
		args    []string
		code    int
		out     []string // on stdout
		errOut  string   // on stderr
		notSaid string   // in neither
	}{
		{[]string{"define", "recitals"}, 0, []string{"recitals is a form of recital\n", "recital, noun:\n  1. " + gloss("recital") + "\n", "From WordNet 3.0"}, "", ""},
		{[]string{"define", "Geese."}, 0, []string{"geese is a form of goose\n", "goose, noun:\n  1. " + gloss("goose")}, "", ""},
		{[]string{"define", "ran"}, 0, []string{"ran is a form of run\n", "run, verb:\n"}, "", ""},
		{[]string{"define", "saw"}, 0, []string{"saw is a form of see\n", "saw, verb:\n", "saw, noun:\n", "see, verb:\n"}, "", ""},
		{[]string{"define", "sinecure"}, 0, []string{"sinecure, noun:\n  1. " + gloss("sinecure")}, "", "form of"},
		{[]string{"define", "xyz"}, 1, nil, "bogglebot define: WordNet has no entry for 'xyz'", ""},
		{[]string{"define", "sine-cure"}, 2, nil, "'sine-cure' is not a word: use letters a-z only", ""},
		{[]string{"define", "élève"}, 1, nil, "definitions are in English only (WordNet 3.0): 'élève' is not an English word", ""},
		{[]string{"define", "--lang", "fr", "maison"}, 1, nil, "definitions are in English only (WordNet 3.0): there are none for French (français) words", ""},
		{[]string{"define", strings.Repeat("ab", 50)}, 2, nil, "is 100 letters long: words of at most 64 are defined", ""},
		{[]string{"define", "two", "words"}, 2, nil, `define takes one word, not 2 ("two words")`, ""},
		{[]string{"define"}, 2, nil, "give a word, for example: bogglebot define recitals", ""},
		{[]string{"define", blocked}, 1, nil, "blocklist", blocked},
		{[]string{"define", "--license"}, 0, []string{"WordNet 3.0 Copyright 2006 by Princeton University"}, "", ""},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " ")[:min(40, len(strings.Join(tt.args, " ")))], func(t *testing.T) {
			out, errOut, code := runCLI(t, "", tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d; stderr %q", code, tt.code, errOut)
			}
			for _, w := range tt.out {
				if !strings.Contains(out, w) {
					t.Errorf("stdout lacks %q:\n%s", w, out)
				}
			}
			if !strings.Contains(errOut, tt.errOut) || (tt.errOut == "" && errOut != "") {
				t.Errorf("stderr %q; want %q", errOut, tt.errOut)
			}
			if tt.notSaid != "" && (strings.Contains(out, tt.notSaid) || strings.Contains(errOut, tt.notSaid)) {
				t.Errorf("%q said: %q %q", tt.notSaid, out, errOut)
			}
		})
	}
}
