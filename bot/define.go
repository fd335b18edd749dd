package bot

import (
	"context"
	"fmt"
	"strings"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/wordnet"
)

// DefineCommands is /define: what a word means, from the embedded WordNet.
func DefineCommands() []CommandSpec {
	return []CommandSpec{{
		Name:        "define",
		Description: "What a word means, from WordNet; an inflected form finds its base word",
		Options: []OptionSpec{
			{Name: "word", Description: "the word to define, e.g. recitals", Required: true, Positional: true},
		},
		Examples: []string{"/define sinecure", "/define recitals"},
		Handle:   defineCmd,
	}}
}

// defineEntries is the most entries (a lemma as one part of speech) /define
// shows; the others are named in one line.
const defineEntries = 4

func defineCmd(ctx context.Context, b *Bot, req Request) (Reply, error) {
	word, err := defineWord(req.Options["word"])
	if err != nil {
		return Reply{}, err
	}
	return Reply{Text: Definition(word)}, nil
}

// defineWord checks the word typed for /define: one word of letters a-z,
// at most wordnet.MaxWord of them, not on the blocklist. It returns it in
// lowercase, or a *UserError that quotes it.
func defineWord(typed string) (string, error) {
	typed = strings.TrimSpace(typed)
	if f := strings.Fields(typed); len(f) > 1 {
		return "", Errorf("One word at a time, please: `%s` is %d words. For example `/define sinecure`.", clip(typed, 40), len(f))
	}
	word := solver.TrimWord(typed) // "`ties`", "ties.": as pasted or ending a sentence
	switch {
	case word == "":
		return "", Errorf("Which word? For example `/define sinecure`.")
	case !isWord(word):
		return "", Errorf("A word is letters a-z only, and `%s` is not.", clip(word, 40))
	case len(word) > wordnet.MaxWord:
		return "", Errorf("`%s` is %d letters long; I define words of at most %d.", clip(word, 40), len(word), wordnet.MaxWord)
	}
	word = strings.ToLower(word)
	if dict.Blocked(word) {
		return "", Errorf("That word is on bogglebot's blocklist of slurs, so I don't define it.")
	}
	return word, nil
}

// Definition is the text of /define for word (lowercase a-z, checked by
// the caller): the entries WordNet has for it and the lemmas it is a form
// of, at most defineEntries of them with their senses numbered, or a plain
// "WordNet has no entry" line. It always fits in MaxText.
func Definition(word string) string {
	def := wordnet.Explain(word, dict.Blocked)
	entries := def.Entries
	if len(entries) == 0 {
		return fmt.Sprintf("WordNet has no entry for `%s`. It holds nouns, verbs, adjectives and adverbs, not names or little words like `the`.", word)
	}
	var s strings.Builder
	if len(def.FormOf) > 0 {
		bases := make([]string, len(def.FormOf))
		for i, b := range def.FormOf {
			bases[i] = "**" + b + "**"
		}
		fmt.Fprintf(&s, "**%s** is a form of %s.\n", word, strings.Join(bases, " and "))
	}
	shown := min(len(entries), defineEntries)
	for _, e := range entries[:shown] {
		fmt.Fprintf(&s, "**%s**, %s:\n", e.Lemma, e.POS)
		for i, g := range e.Glosses {
			fmt.Fprintf(&s, "%d. %s\n", i+1, g)
		}
	}
	if rest := entries[shown:]; len(rest) > 0 {
		names := make([]string, len(rest))
		for i, e := range rest {
			names[i] = fmt.Sprintf("%s (%s)", e.Lemma, e.POS.Short())
		}
		fmt.Fprintf(&s, "Also: %s.\n", strings.Join(names, ", "))
	}
	s.WriteString("From WordNet 3.0 (Princeton University).")
	return truncate(s.String(), MaxText)
}

// glossLen is the most bytes of a gloss shown beside a word in other
// replies (a path, a reveal, a round's results).
const glossLen = 80

// glossLine is a one-line definition of word for other replies: "**recital**
// (n.): the act of giving an account…", or for an inflected form
// "**recitals** (recital, n.): …". It is "" if WordNet has no entry for
// word or the word or its lemma is on the blocklist.
func glossLine(word string) string {
	word = strings.ToLower(word)
	if dict.Blocked(word) {
		return ""
	}
	g, lemma, pos, ok := wordnet.Gloss(word)
	if !ok || dict.Blocked(lemma) {
		return ""
	}
	g = clipWords(g, glossLen)
	if lemma != word {
		return fmt.Sprintf("**%s** (%s, %s): %s", word, lemma, pos.Short(), g)
	}
	return fmt.Sprintf("**%s** (%s): %s", word, pos.Short(), g)
}

// clipWords shortens s to at most n bytes at a space, marking the cut
// with "…" (a gloss may already end in one).
func clipWords(s string, n int) string {
	if len(s) <= n {
		return s
	}
	s = strings.TrimSuffix(s, "…")
	cut := strings.LastIndexByte(s[:n-len("…")+1], ' ')
	if cut < n/2 {
		return clip(s, n-len("…"))
	}
	return strings.TrimRight(s[:cut], " ;:,(") + "…"
}

// meanings is one line a word, "• **sinecure** (n.): an office…\n", for
// the first words with a definition, at most n of them, in at most room
// bytes; "" if none fits.
func meanings(words []string, n, room int) string {
	var s strings.Builder
	for _, w := range words {
		if n == 0 {
			break
		}
		line := glossLine(w)
		if line == "" {
			continue
		}
		line = "• " + line + "\n"
		if s.Len()+len(line) > room {
			break
		}
		s.WriteString(line)
		n--
	}
	return s.String()
}

// revealMeanings is how many of the best words the daily's results define.
const revealMeanings = 3

// revealMeant is the words whose meanings the daily's results give: the
// best ones nobody found, or if every word was found, the board's best.
func revealMeant(ri challenge.RevealInfo) []string {
	ws := ri.Unfound
	if len(ws) == 0 && ri.Solution != nil {
		ws = ri.Solution.Words
	}
	out := make([]string, 0, min(len(ws), revealWords))
	for _, w := range ws[:min(len(ws), revealWords)] {
		out = append(out, w.Word)
	}
	return out
}

// resultsMeanings is how many of the round's best words the results
// define, in at most meaningsRoom bytes.
const (
	resultsMeanings = 3
	meaningsRoom    = 3 * 120
)

// roundMeant is the words whose meanings a round's results give: the best
// ones nobody found, or if every word was found, the best found.
func roundMeant(res round.Results) []string {
	var out []string
	for _, w := range res.Missed[:min(5, len(res.Missed))] {
		out = append(out, w.Word)
	}
	if len(out) == 0 {
		best, _ := roundBest(res)
		for _, w := range best.Words[:min(5, len(best.Words))] {
			out = append(out, w.Word)
		}
	}
	return out
}
