package i18n

import (
	"errors"
	"strings"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/internal/text"
	"github.com/bogglebot/bogglebot/solver"
)

// The pieces the chat refusals of the table are made of.

func (f facts) q(k string, n int) string { return text.Quote(f.str(k), n) }
func (f facts) strs(k string) []string   { s, _ := f.m[k].([]string); return s }
func (f facts) ints(k string) []int      { s, _ := f.m[k].([]int); return s }
func (f facts) boolean(k string) bool    { b, _ := f.m[k].(bool); return b }

// dict names the facts' dictionary in the reader's words: a language's
// list by the language's name (code), else a tier (dict) as TierName says
// it.
func (f facts) dict() string {
	if code := f.str("code"); code != "" {
		return LanguageName(f.p, code)
	}
	return TierName(f.p, f.str("dict"))
}

// tierList is the dictionary tiers as players type them: "`common`,
// `standard` or `large`", in p's language.
func tierList(p *message.Printer) string {
	names := make([]string, len(dict.Tiers))
	for i, t := range dict.Tiers {
		names[i] = "`" + t.Name + "`"
	}
	return orList(p, names)
}

// orList is "4, 5 or 6" in p's language.
func orList(p *message.Printer, items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return p.Sprintf("%s or %s", strings.Join(items[:len(items)-1], ", "), items[len(items)-1])
}

// didYouMean suggests the commands near (up to three) after a sentence:
// " Did you mean `/solve`?"; "" when there is none.
func didYouMean(p *message.Printer, near []string) string {
	q := make([]string, len(near))
	for i, n := range near {
		q[i] = "`/" + n + "`"
	}
	switch len(q) {
	case 1:
		return p.Sprintf(" Did you mean %s?", q[0])
	case 2:
		return p.Sprintf(" Did you mean %s or %s?", q[0], q[1])
	case 3:
		return p.Sprintf(" Did you mean %s, %s or %s?", q[0], q[1], q[2])
	}
	return ""
}

// optionHint names a command's options (facts command, options).
func optionHint(f facts) string {
	opts := f.strs("options")
	if len(opts) == 0 {
		return f.p.Sprintf("Type just `/%s`.", f.str("command"))
	}
	names := make([]string, len(opts))
	for i, o := range opts {
		names[i] = "`" + o + ":`"
	}
	return f.p.Sprintf("Its options are %s.", strings.Join(names, ", "))
}

// ruleName names a rule of /play or /random, in the plural.
func ruleName(p *message.Printer, rule string) string {
	switch rule {
	case "hints":
		return p.Sprintf("hints settings")
	case "size":
		return p.Sprintf("sizes")
	case "time":
		return p.Sprintf("times")
	case "mode":
		return p.Sprintf("modes")
	case "dict":
		return p.Sprintf("dictionaries")
	case "quality":
		return p.Sprintf("qualities")
	}
	return p.Sprintf("languages")
}

// studyUsage is how /study is typed (fact max: the most words it lists).
func studyUsage(f facts) string {
	return f.p.Sprintf("`/study` takes a size (4, 5 or 6), a dictionary (%s) and how many words (1-%d), for example `/study 5 large 20`.", tierList(f.p), f.num("max"))
}

// readNothing says that input, not empty, holds no word: the start of a
// refusal of a guess with no words.
func readNothing(p *message.Printer, input string) string {
	v := strings.TrimSpace(strings.ReplaceAll(solver.DropInvisible(input), "`", ""))
	if v == "" {
		return ""
	}
	return p.Sprintf("I read no word in `%s`: a word is letters a-z. ", text.Quote(v, 40))
}

// whyNot is what rules a word out of a board (solver's Why) in p's words:
// "the board has no z".
func whyNot(p *message.Printer, e *solver.NotOnBoardError) string {
	switch {
	case e.NotLetters:
		return p.Sprintf("a word is letters a-z only")
	case e.BareQ:
		return p.Sprintf("every q on a board comes as Qu, and this q has no u after it")
	case e.Long:
		return p.Sprintf("it has %d letters, and the board's tiles hold %d", e.Need, e.Have)
	case e.Letter != "" && e.Have == 0:
		return p.Sprintf("the board has no %s", e.Letter)
	case e.Letter != "":
		return p.Sprintf("the board has %d %s's, and the word needs %d", e.Have, e.Letter, e.Need)
	}
	return e.Why()
}

// boardError words a board that does not parse (game.CodeBoard): the
// *solver.ParseError in the chain says what is wrong and where, in the
// reader's language when it gives its Key; then the board as typed (fact
// typed, "" when it was not typed) and where to learn the format. Fact
// langs lists the languages of play whose letters the board has.
func boardError(f facts) string {
	var pe *solver.ParseError
	if !errors.As(f.err, &pe) {
		pe = &solver.ParseError{Msg: "the board is not one I can read"}
	}
	add := ""
	if langs := f.strs("langs"); len(langs) > 0 {
		opts := make([]string, len(langs))
		for i, c := range langs {
			opts[i] = "`lang:" + c + "`"
		}
		add = orList(f.p, opts) // "`lang:ru` or `lang:uk`"
	}
	args := quotedArgs(pe.Args)
	var msg string
	if pe.Key == "" && add == "" { // the solver's words alone, English
		msg = strings.ReplaceAll(pe.Error(), "`", "\u02cb")
		if !strings.HasSuffix(msg, ".") {
			msg += "."
		}
	} else {
		what := strings.ReplaceAll(pe.Msg, "`", "\u02cb")
		if pe.Key != "" {
			what = f.p.Sprintf(pe.Key, args...)
		}
		at := pe.Row > 0 || pe.Tile > 0
		switch {
		case add != "" && at:
			what = f.p.Sprintf("%s; for a board in another language, add %s", what, add)
		case add != "":
			what = f.p.Sprintf("%s; for a board in another language, add %s.", what, add)
		case !at:
			what = f.p.Sprintf(pe.Key+".", args...)
		}
		switch {
		case pe.Row > 0 && pe.Tile > 0:
			msg = f.p.Sprintf("%s (row %d, tile %d).", what, pe.Row, pe.Tile)
		case pe.Row > 0:
			msg = f.p.Sprintf("%s (row %d).", what, pe.Row)
		case pe.Tile > 0:
			msg = f.p.Sprintf("%s (tile %d).", what, pe.Tile)
		default:
			msg = what
		}
	}
	if typed := strings.TrimSpace(f.str("typed")); typed != "" {
		return f.p.Sprintf("I can't read that board: %s You typed `%s`; `/help boards` shows how to type one.", msg, text.Quote(typed, 80))
	}
	return f.p.Sprintf("I can't read that board: %s `/help boards` shows how to type one.", msg)
}

// quotedArgs are a ParseError's arguments made safe to echo (see
// text.Quote): a backtick typed on a board must not close a code span.
func quotedArgs(in []any) []any {
	out := make([]any, len(in))
	for i, a := range in {
		switch a := a.(type) {
		case rune:
			switch a {
			case '`':
				out[i] = '\u02cb'
			case '\n', '\r', '\t':
				out[i] = ' '
			default:
				out[i] = a
			}
		case string:
			out[i] = text.Quote(a, 4*len(a)+1) // never cut: only made safe
		default:
			out[i] = a
		}
	}
	return out
}
