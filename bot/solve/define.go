package solve

import (
	"context"
	"fmt"
	"strings"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/wordnet"
)

// defineCommands is /define: what a word means, from the embedded WordNet.
func defineCommands() []bot.CommandSpec {
	return []bot.CommandSpec{{
		Name:        "define",
		Description: "What a word means, from WordNet; an inflected form finds its base word",
		Options: []bot.OptionSpec{
			{Name: "word", Meta: "WORD", Description: "the word to define, e.g. recitals", Required: true, Positional: true},
		},
		Examples: []string{"/define sinecure", "/define recitals"},
	}}
}

// defineEntries is the most entries (a lemma as one part of speech) /define
// shows; the others are named in one line.
const defineEntries = 4

func (b *feature) defineCmd(ctx context.Context, req bot.Request) (bot.Reply, error) {
	word, err := defineWord(req, req.Options["word"])
	if err != nil {
		return bot.Reply{}, err
	}
	return bot.Reply{Text: DefinitionIn(req.PublicPrinter(), word)}, nil
}

// defineWord checks the word typed for /define: one word of letters a-z,
// at most wordnet.MaxWord of them, not on the blocklist. It returns it in
// lowercase, or a refusal (a game.E) that quotes it.
func defineWord(req bot.Request, typed string) (string, error) {
	typed = strings.TrimSpace(typed)
	if f := strings.Fields(typed); len(f) > 1 {
		return "", game.E(game.Invalid, game.CodeDefineOneWord, game.Facts{"typed": typed, "n": len(f)})
	}
	word := solver.TrimWord(typed) // "`ties`", "ties.": as pasted or ending a sentence
	switch {
	case word == "":
		return "", game.E(game.Invalid, game.CodeWhichWord, game.Facts{"command": "define"})
	case !isWord(word) && isLetters(word): // élève, słowo: another language's word
		return "", game.E(game.Invalid, game.CodeDefineEnglish, game.Facts{"typed": word})
	case !isWord(word):
		return "", game.E(game.Invalid, game.CodeWordAZ, game.Facts{"typed": word})
	case len(word) > wordnet.MaxWord:
		return "", game.E(game.Invalid, game.CodeDefineTooLong, game.Facts{"typed": word, "n": len(word), "max": wordnet.MaxWord})
	}
	word = strings.ToLower(word)
	if dict.Blocked(word) {
		return "", game.E(game.NotAllowed, game.CodeDefineBlocked)
	}
	return word, nil
}

// Definition is the text of /define for word (lowercase a-z, checked by
// the caller): the entries WordNet has for it and the lemmas it is a form
// of, at most defineEntries of them with their senses numbered, or a plain
// "WordNet has no entry" line. It always fits in MaxText.
func Definition(word string) string { return DefinitionIn(i18n.Printer(""), word) }

// DefinitionIn is Definition with its own words (not WordNet's, which are
// English) in the language of pt, saying the definitions are English.
func DefinitionIn(pt *message.Printer, word string) string {
	def := wordnet.Explain(word, dict.Blocked)
	entries := def.Entries
	if len(entries) == 0 {
		return pt.Sprintf("WordNet has no entry for `%s`. It holds nouns, verbs, adjectives and adverbs, not names or little words like `the`.", word)
	}
	var s strings.Builder
	if len(def.FormOf) > 0 {
		bases := make([]string, len(def.FormOf))
		for i, b := range def.FormOf {
			bases[i] = "**" + b + "**"
		}
		s.WriteString(pt.Sprintf("**%s** is a form of %s.", word, strings.Join(bases, pt.Sprintf(" and "))) + "\n")
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
		s.WriteString(pt.Sprintf("Also: %s.", strings.Join(names, ", ")) + "\n")
	}
	s.WriteString(pt.Sprintf("From WordNet 3.0 (Princeton University)."))
	return bot.Truncate(pt, s.String(), bot.MaxText)
}
