package main

import (
	"context"
	"fmt"
	"strings"
	"unicode"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/internal/text"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/wordnet"
)

func init() {
	register(command{
		name:    "define",
		args:    "[--lang CODE] [--license] WORD",
		summary: "what a word means, from WordNet 3.0 (offline); inflected forms find their base word",
		run:     runDefine,
	})
}

func runDefine(ctx context.Context, c *cli, args []string) error {
	fs := newFlags(c, "define", commands["define"].args)
	license := fs.Bool("license", false, "print WordNet's copyright and licence notice")
	code := fs.String("lang", "", langFlag)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	l, err := pickLang(*code)
	if err != nil {
		return err
	}
	if l != lang.Default && !strings.HasPrefix(l.Code, "en-") { // en-GB, en-US: English words
		return fmt.Errorf("definitions are in English only (WordNet 3.0): there are none for %s (%s) words", l.Name, l.Native)
	}
	if *license {
		fmt.Fprint(c.stdout, wordnet.License)
		return nil
	}
	switch {
	case len(pos) == 0:
		return usagef("give a word, for example: bogglebot define recitals")
	case len(pos) > 1:
		return usagef("define takes one word, not %d (%q)", len(pos), text.Clip(strings.Join(pos, " "), 60))
	}
	typed := solver.TrimWord(pos[0])
	word := strings.ToLower(typed)
	switch {
	case word != "" && strings.Trim(word, "abcdefghijklmnopqrstuvwxyz") != "" && strings.IndexFunc(word, func(r rune) bool { return !unicode.IsLetter(r) }) < 0:
		return fmt.Errorf("definitions are in English only (WordNet 3.0): '%s' is not an English word", text.Clip(typed, 40))
	case word == "" || strings.Trim(word, "abcdefghijklmnopqrstuvwxyz") != "":
		return usagef("'%s' is not a word: use letters a-z only", text.Clip(typed, 40))
	case len(word) > wordnet.MaxWord:
		return usagef("'%s' is %d letters long: words of at most %d are defined", text.Clip(typed, 40), len(word), wordnet.MaxWord)
	case dict.Blocked(word):
		return fmt.Errorf("that word is on the blocklist of slurs (dict/blocklist.txt), so it is not defined")
	}
	def := wordnet.Explain(word, dict.Blocked)
	entries := def.Entries
	if len(entries) == 0 {
		return fmt.Errorf("WordNet has no entry for '%s' (it holds nouns, verbs, adjectives and adverbs, not names or words like 'the')", word)
	}
	if len(def.FormOf) > 0 {
		fmt.Fprintf(c.stdout, "%s is a form of %s\n", word, strings.Join(def.FormOf, " and "))
	}
	for _, e := range entries {
		fmt.Fprintf(c.stdout, "%s, %s:\n", e.Lemma, e.POS)
		for i, g := range e.Glosses {
			fmt.Fprintf(c.stdout, "  %d. %s\n", i+1, g)
		}
	}
	fmt.Fprintln(c.stdout, "From WordNet 3.0 (Princeton University); its licence: bogglebot define --license")
	return nil
}
