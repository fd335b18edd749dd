package bot

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/wordnet"
)

// Meanings: a line of WordNet for a word in other replies (a path, a
// day's reveal, a round's results). The core's, for every feature.

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
// bytes; "" if none fits, or if the board's dictionary (tier) is another
// language's: WordNet defines English words only, and a French round's
// "ados" is no English "ado".
func meanings(tier string, words []string, n, room int) string {
	if LangNamed(tier) != nil {
		return ""
	}
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

// revealWords is how many unfound words the results list and draw.
const revealWords = 10

// roundBest is the solution cut to the words that scored or cancelled in
// the round, best first, and true. If there are none it is the best words
// nobody found (res.Missed, which leaves out words a hint revealed and
// their finder entered) and false: the words the text lists as nobody's,
// in the same order.
func roundBest(res round.Results) (solver.Result, bool) {
	found := map[string]bool{}
	for _, ws := range res.Scored {
		for _, e := range ws {
			found[e.Word] = true
		}
	}
	for _, w := range res.Cancelled {
		found[w] = true
	}
	best := res.Solution
	if len(found) == 0 {
		best.Words = res.Missed
	} else {
		best.Words = slices.DeleteFunc(slices.Clone(res.Solution.Words), func(w solver.Word) bool { return !found[w.Word] })
	}
	best.Count, best.Score = len(best.Words), 0
	for _, w := range best.Words {
		best.Score += w.Points
	}
	return best, len(found) > 0
}
