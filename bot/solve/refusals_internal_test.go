package solve

import (
	"reflect"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/wordnet"
)

// TestWordRefusalsByCode: /path's, /define's, /study's and /solve's
// checks of what was typed refuse with a code and the facts, what was
// typed among them.
func TestWordRefusalsByCode(t *testing.T) {
	opts := func(kv ...string) bot.Request {
		r := bot.Request{Options: map[string]string{}}
		for i := 0; i+1 < len(kv); i += 2 {
			r.Options[kv[i]] = kv[i+1]
		}
		return r
	}
	_, defineTwo := defineWord(opts(), "two words")
	long := strings.Repeat("ab", wordnet.MaxWord/2+1)
	_, defineLong := defineWord(opts(), long)
	_, defineNone := defineWord(opts(), "  ")
	_, _, _, studyDict := studyArgs(opts("size", "large common"))
	_, _, _, studyWord := studyArgs(opts("size", "5 huge"))
	_, rules := rulesFor(opts("rules", "scrabble"))
	for _, c := range []struct {
		name  string
		err   error
		code  game.Code
		facts game.Facts
	}{
		{"a link", notAWord("https://example.com"), game.CodeWordLink, game.Facts{"typed": "https://example.com"}},
		{"a dot", notAWord("a.b"), game.CodeWordNotLetter, game.Facts{"typed": "a.b", "char": "."}},
		{"an invisible character", notAWord("a\u200bb"), game.CodeWordNotLetter, game.Facts{"char": "U+200B"}},
		{"two words to define", defineTwo, game.CodeDefineOneWord, game.Facts{"typed": "two words", "n": 2}},
		{"a long word to define", defineLong, game.CodeDefineTooLong, game.Facts{"typed": long, "n": len(long), "max": wordnet.MaxWord}},
		{"no word to define", defineNone, game.CodeWhichWord, game.Facts{"command": "define"}},
		{"two dictionaries to study", studyDict, game.CodeStudyDictTwice, game.Facts{"first": "large", "second": "common", "max": MaxStudyCount}},
		{"a word that is no option of /study", studyWord, game.CodeStudyWord, game.Facts{"typed": "huge"}},
		{"rules that are none", rules, game.CodeRulesName, game.Facts{"typed": "scrabble"}},
	} {
		e := game.CodeOf(c.err)
		if e == nil || e.Code != c.code || !bot.IsRefusal(c.err) {
			t.Errorf("%s: %v, want a refusal %s", c.name, c.err, c.code)
			continue
		}
		for k, want := range c.facts {
			if got := e.Facts[k]; !reflect.DeepEqual(got, want) {
				t.Errorf("%s: fact %s = %#v, want %#v", c.name, k, got, want)
			}
		}
	}
}
