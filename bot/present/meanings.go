package present

import (
	"fmt"
	"strings"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/internal/text"
	"github.com/bogglebot/bogglebot/wordnet"
)

// meanings: a line of WordNet for a word in other replies (a path, a
// day's reveal, a round's results). The core's, for every feature.

// glossLen is the most bytes of a gloss shown beside a word in other
// replies (a path, a reveal, a round's results).
const glossLen = 80

// GlossLine is a one-line definition of word for other replies: "**recital**
// (n.): the act of giving an account…", or for an inflected form
// "**recitals** (recital, n.): …". It is "" if WordNet has no entry for
// word or the word or its lemma is on the blocklist.
func GlossLine(word string) string {
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
		return text.Quote(s, n-len("…"))
	}
	return strings.TrimRight(s[:cut], " ;:,(") + "…"
}

// Meanings is one line a word, "• **sinecure** (n.): an office…\n", for
// the first words with a definition, at most n of them, in at most room
// bytes; "" if none fits, or if the board's dictionary (tier) is another
// language's: WordNet defines English words only, and a French round's
// "ados" is no English "ado".
func Meanings(tier string, words []string, n, room int) string {
	if bot.LangNamed(tier) != nil {
		return ""
	}
	var s strings.Builder
	for _, w := range words {
		if n == 0 {
			break
		}
		line := GlossLine(w)
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
