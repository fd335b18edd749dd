package game

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

// A Verdict is what became of one guessed word.
type Verdict int

const (
	Accepted        Verdict = iota // new, valid: it scores
	AlreadyFound                   // this player found it earlier today
	NotInDictionary                // on the board, but not in the guild's dictionary
	TooShort                       // fewer letters than the board's minimum
	NotOnBoard                     // no path of adjacent tiles spells it
	NotAWord                       // has characters other than letters a-z
	// Undecided is a word of the dictionary that the board repeats the
	// letters of so often that tracing it gave up (solver.ErrTraceBudget).
	// Real words on real boards never come to this.
	Undecided
	// Revealed is a valid word that a hint showed the player (rungs 3 and
	// 4 of /hint): it counts as found and scores nothing.
	Revealed
)

var verdictNames = [...]string{"accepted", "already found", "not in the dictionary", "too short", "not on the board", "not a word", "undecided", "revealed by a hint"}

func (v Verdict) String() string {
	if v < 0 || int(v) >= len(verdictNames) {
		return fmt.Sprintf("Verdict(%d)", int(v))
	}
	return verdictNames[v]
}

// A Judgement is the verdict on one guessed word.
type Judgement struct {
	Word string // lowercased; for NotAWord, as typed (cut to MaxWordLen)
	// Shown is the word as an answer shows it: a word of the dictionary
	// as its list spells it (dict.Dict.Display: French "ça" for a typed
	// "CA" or "ÇA"), any other as typed (composed, NFC: "ÇA", too short),
	// never the folded Word. English's lists show Word.
	Shown string
	// Typed is the word as the player typed it, one of a guess's words
	// (SplitGuess): where a guess's words fold to one, the first, which
	// the judgement stands for.
	Typed   string
	Verdict Verdict
	Points  int          // what it scored, for Accepted
	Path    []solver.Pos // where it lies, when it is on the board (and the trace decided)
	// Why is, for NotAWord, the reason when it is not "letters a-z only"
	// (the English lists'): a game.E of code CodeWordTooLong (over
	// MaxWordLen letters), or the language's Normalize error
	// (CodeNotInAlphabet naming the letter, CodeNoLetters).
	Why error
}

// Reason is why j's word scores nothing, as an Invalid error of its
// CodeXxx with the word and what else explains it (the board's minimum
// length minLen; the dictionary dict, a tier or a language's English
// name, and its language's code, "" for English), for a surface that
// says it word by word (the web page): j.Why when it has one. It is nil
// for an accepted word.
func (j Judgement) Reason(minLen int, dict, code string) error {
	f := Facts{"typed": j.Word}
	switch j.Verdict {
	case Accepted:
		return nil
	case AlreadyFound:
		return E(Invalid, CodeAlreadyFound, f)
	case NotInDictionary:
		f["dict"], f["code"] = dict, code
		return E(Invalid, CodeNotInDictionary, f)
	case TooShort:
		f["min"] = minLen
		return E(Invalid, CodeTooShort, f)
	case NotOnBoard:
		return E(Invalid, CodeNotOnBoard, f)
	case NotAWord:
		if j.Why != nil {
			return j.Why
		}
		return E(Invalid, CodeNotLetters, f)
	case Revealed:
		return E(Invalid, CodeRevealed, f)
	}
	return E(Invalid, CodeUndecided, f)
}

// Limits on one guess.
const (
	MaxGuessWords = 50 // distinct words judged per guess
	MaxWordLen    = 40 // longer "words" are judged NotAWord and cut short
)

// TooManyWords is the error for a guess of n words, more than
// MaxGuessWords: Invalid, CodeTooManyWords.
func TooManyWords(op Op, n int) error {
	return E(op, Invalid, CodeTooManyWords, Facts{"n": n, "max": MaxGuessWords})
}

// SplitGuess splits what a player typed into words: separated by white space,
// commas or semicolons, each stripped of the quotes, backticks and
// punctuation around it (solver.TrimWord: "ties." is "ties"), each distinct
// word once (in any case) in the order first typed. Words are as typed, case
// included: Judge lowercases them, and quotes a word that is not one as typed.
func SplitGuess(input string) []string {
	fields := strings.FieldsFunc(input, func(r rune) bool {
		return unicode.IsSpace(r) || r == ',' || r == ';'
	})
	seen := make(map[string]bool, len(fields))
	out := fields[:0]
	for _, f := range fields {
		w := solver.TrimWord(f)
		if key := strings.ToLower(w); w != "" && !seen[key] {
			seen[key] = true
			out = append(out, w)
		}
	}
	return out
}

// Judge gives the verdict on one word (as SplitGuess returns it) on board b
// with dictionary d and the Boggle rules, without regard to what the player
// found before: Accepted here means valid. Checks run in this order: not a
// word, too short, not on the board, not in the dictionary. Letters may be
// any case; the judgement's Word is lowercase, or for NotAWord as typed. It
// is safe for concurrent use.
//
// Its work is bounded: a dictionary lookup and one solver.TraceContext, at
// most solver.TraceBudget search steps. A word whose trace gives up is
// NotInDictionary (without a path) if the dictionary lacks it, since it
// scores nothing either way, and Undecided if not.
func Judge(b solver.Board, d *dict.Dict, word string) Judgement {
	j, _ := JudgeContext(context.Background(), b, d, word)
	return j
}

// JudgeContext is Judge that gives up, with ctx's error, once ctx is done.
func JudgeContext(ctx context.Context, b solver.Board, d *dict.Dict, word string) (Judgement, error) {
	j, _, err := judge(ctx, b, d, word, solver.TraceBudget, solver.TraceBudget)
	return j, err
}

// GuessBudget and WordBudget bound the trace steps of one guess
// (JudgeGuess): the words share GuessBudget, and each word may take
// WordBudget steps whatever the words before it took. A guess of
// MaxGuessWords words takes at most GuessBudget + MaxGuessWords *
// WordBudget steps, 336k, 40-50 ms on one core; without a shared budget,
// words built to exhaust solver.TraceBudget one by one would take fifty
// times one word's worst, about a second.
//
// A word the dictionary lacks takes at most WordBudget steps: it scores
// nothing whatever its trace finds, and its trace only tells NotOnBoard
// from NotInDictionary (one that runs out says NotInDictionary). No word of
// the dictionaries that is on a board has been seen to take more than
// 2,700 steps (see solver.TraceBudget), so a real word is judged in full
// wherever it comes in a guess.
const (
	GuessBudget = solver.TraceBudget
	WordBudget  = 1 << 12
)

// JudgeGuess judges the words of one guess (as SplitGuess returns them) as
// JudgeContext does, one Judgement per word the game plays alike, within
// the trace steps of GuessBudget and WordBudget: words that fold to one
// (French élève, ELEVE and élevé; Russian тёмное and ТЕМНОЕ) are one word
// of the board, judged once, as the first of them typed. A word that finds
// the budget spent is judged as one whose trace gave up (NotInDictionary,
// or Undecided if the dictionary has it): words built to make tracing
// wander only ever cost their sender. It gives up, with ctx's error, once
// ctx is done.
func JudgeGuess(ctx context.Context, b solver.Board, d *dict.Dict, words []string) ([]Judgement, error) {
	out := make([]Judgement, 0, len(words))
	seen := make(map[string]bool, len(words))
	left := GuessBudget
	for _, w := range words {
		if k, ok := playedAs(d, w); ok {
			if seen[k] {
				continue
			}
			seen[k] = true
		}
		j, steps, err := judge(ctx, b, d, w, max(min(left, solver.TraceBudget), WordBudget), WordBudget)
		if err != nil {
			return nil, fmt.Errorf("judge %q: %w", w, err)
		}
		out, left = append(out, j), left-steps
	}
	return out, nil
}

// playedAs is the word the game plays for typed in d (its folded,
// lowercase form), and false for what is not a word there (judged as
// typed).
func playedAs(d *dict.Dict, typed string) (string, bool) {
	if utf8.RuneCountInString(typed) > MaxWordLen {
		return "", false
	}
	if d.Normalizes() {
		w, err := d.Normalize(typed)
		return w, err == nil
	}
	w := asciiLower(typed)
	return w, isLetters(w)
}

// judge is JudgeContext with at most budget trace steps, and at most
// unknown for a word d lacks; it also returns the steps taken.
func judge(ctx context.Context, b solver.Board, d *dict.Dict, word string, budget, unknown int) (Judgement, int, error) {
	j, steps, err := judgeWord(ctx, b, d, word, budget, unknown)
	j.Typed = word
	switch {
	case j.Verdict == NotAWord || !d.Normalizes():
		j.Shown = j.Word
	case j.Verdict == Accepted || j.Verdict == Undecided:
		// A word that scores (or that the board left undecided) shows as
		// the player typed it where its list spells it so (élève, where
		// the list shows élevé), else as its list shows it (ELEVE is
		// élevé).
		j.Shown = d.DisplayAs(j.Word, word)
	default: // one refused, as typed
		j.Shown = ShownAs(d, word, j.Word, false)
	}
	return j, steps, err
}

// ShownAs returns how an answer shows a word a player typed (typed),
// which reads as word in d's spelling (d.Normalize): a word of d (inDict)
// as the player typed it where its list spells it so (élève, where the
// list shows élevé, which folds alike), else as its list shows it
// (d.DisplayAs: ALTERNEES is alternées); any other word as typed,
// composed (NFC) and without invisible characters (ÇA). Lists without
// their language's rules (English's) show word.
func ShownAs(d *dict.Dict, typed, word string, inDict bool) string {
	if !d.Normalizes() {
		return word
	}
	if inDict {
		return d.DisplayAs(word, typed)
	}
	return norm.NFC.String(strings.TrimSpace(solver.DropInvisible(typed)))
}

// judgeWord is judge without Judgement.Shown.
func judgeWord(ctx context.Context, b solver.Board, d *dict.Dict, word string, budget, unknown int) (Judgement, int, error) {
	var lw string
	if utf8.RuneCountInString(word) > MaxWordLen {
		cut := cutRunes(word, MaxWordLen) + "…"
		return Judgement{Word: cut, Verdict: NotAWord, Why: E(Invalid, CodeWordTooLong, Facts{"typed": cut, "max": MaxWordLen})}, 0, nil
	}
	if d.Normalizes() {
		// Another language's list (package lang): its case and folding,
		// and its letters only.
		w, err := d.Normalize(word)
		if err != nil {
			return Judgement{Word: word, Verdict: NotAWord, Why: err}, 0, nil
		}
		lw = w
	} else {
		lw = asciiLower(word)
		if !isLetters(lw) {
			return Judgement{Word: word, Verdict: NotAWord}, 0, nil
		}
	}
	word = lw
	rules := solver.Rules{}
	if solver.Length(d.Alphabet(), word) < rules.MinLenFor(b.Size()) {
		return Judgement{Word: word, Verdict: TooShort}, 0, nil
	}
	inDict := d.Contains(word)
	if !inDict {
		budget = min(budget, unknown)
	}
	path, steps, err := solver.TraceIn(ctx, b, word, d.Alphabet(), budget)
	switch {
	case errors.Is(err, solver.ErrNotOnBoard):
		return Judgement{Word: word, Verdict: NotOnBoard}, steps, nil
	case errors.Is(err, solver.ErrTraceBudget) && !inDict:
		return Judgement{Word: word, Verdict: NotInDictionary}, steps, nil
	case errors.Is(err, solver.ErrTraceBudget):
		return Judgement{Word: word, Verdict: Undecided}, steps, nil
	case err != nil:
		return Judgement{Word: word}, steps, err
	case !inDict:
		return Judgement{Word: word, Verdict: NotInDictionary, Path: path}, steps, nil
	}
	return Judgement{Word: word, Verdict: Accepted, Points: rules.PointsIn(d.Alphabet(), word, b.Size()), Path: path}, steps, nil
}

// asciiLower lowercases the letters A-Z of w and nothing else: what is not
// a letter a-z stays as typed, for NotAWord (strings.ToLower would make the
// Kelvin sign a k).
func asciiLower(w string) string {
	b := []byte(w)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

func isLetters(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// cutRunes is s cut to its first n characters.
func cutRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// ShownWords returns, for the judgements of one guess, how each word the
// game plays (Judgement.Word, folded) shows (Judgement.Echo: élève as the
// player typed it), for what tells of them after (a live event); a word
// of none, as it is.
func ShownWords(js []Judgement) func(word string) string {
	m := make(map[string]string, len(js))
	for _, j := range js {
		m[j.Word] = j.Echo()
	}
	return func(w string) string {
		if s, ok := m[w]; ok {
			return s
		}
		return w
	}
}

// Echo returns the word as an answer shows it: Shown, or Word for a
// Judgement made without one.
func (j Judgement) Echo() string {
	if j.Shown != "" {
		return j.Shown
	}
	return j.Word
}

// EnteredAt is when a word entered at entered is judged, now, by a game
// that honours a grace for words a page sent late (the network, a hold):
// entered, but no earlier than grace before now, nor later than now. A
// client cannot claim a word older than the grace.
func EnteredAt(entered, now time.Time, grace time.Duration) time.Time {
	if earliest := now.Add(-grace); entered.Before(earliest) {
		return earliest
	}
	if entered.After(now) {
		return now
	}
	return entered
}
