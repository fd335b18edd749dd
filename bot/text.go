package bot

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// ParseText reads a command of the table typed as free text, as on Slack and the console:
//
//	/solve lqre slus atic nren top:8
//	solve board:"lqre slus atic nren" dict=large
//	/path sinecure
//
// The first word names the command (the slash is optional; a two-word
// command such as "daily setup" is recognised). Words of the form name:value
// or name=value set the command's options; the rest, joined by spaces, is the
// command's main (positional) option: the board of /solve, the word of /path.
// Bare words right after an option that may hold spaces (board:) continue it.
// Double quotes group words. Characters that show as nothing (zero-width
// spaces, direction marks) are dropped. Errors are game.E refusals, worded
// for the player by Wording (ErrorIn).
// ParseText does not validate values; Handle does, identically everywhere.
func (t *Mux) ParseText(text string) (Request, error) {
	toks, err := tokenize(text)
	if err != nil {
		return Request{}, err
	}
	if len(toks) == 0 {
		return Request{}, game.E(game.Invalid, game.CodeNoCommand)
	}
	spec, toks, err := t.command(toks)
	if err != nil {
		return Request{}, err
	}
	req := Request{Command: spec.Name}
	if req.Options, err = readOptions(spec, toks); err != nil {
		return Request{}, err
	}
	for _, o := range spec.Options {
		if o.Required && req.Options[o.Name] == "" {
			if o.Name != "board" && len(strings.Fields(req.Options["board"])) > 1 {
				// board: took the words after it ("board:ab alternées"):
				// the command says what is wrong with that board.
				continue
			}
			ex := ""
			if len(spec.Examples) > 0 {
				ex = spec.Examples[0]
			}
			return Request{}, game.E(game.Invalid, game.CodeNeedsOption, game.Facts{"command": spec.Name, "option": o.Name, "example": ex})
		}
	}
	return req, nil
}

// command finds the command the first words name (one word, or two for
// a subcommand such as "daily setup"), and returns the words after it;
// or why the words name none.
func (t *Mux) command(toks []token) (CommandSpec, []token, error) {
	first := strings.ToLower(strings.TrimPrefix(toks[0].text, "/"))
	spec, ok := CommandSpec{}, false
	if len(toks) > 1 && !toks[1].quoted {
		spec, ok = t.Lookup(first + " " + strings.ToLower(toks[1].text))
		if ok {
			toks = toks[1:]
		}
	}
	if !ok {
		spec, ok = t.Lookup(first)
		// "/play stopp": a subcommand mistyped, not a rule or a day.
		if ok && len(toks) > 1 && !toks[1].quoted && toks[1].sep < 0 {
			var subs []string
			for _, n := range t.Names() {
				if strings.HasPrefix(n, first+" ") {
					subs = append(subs, n)
				}
			}
			typed := first + " " + strings.ToLower(toks[1].text)
			if near := suggest(typed, subs, 1); len(near) > 0 && len(near) <= 3 && len(toks[1].text) >= 3 {
				return spec, nil, game.E(game.Invalid, game.CodeUnknownSub, game.Facts{"typed": typed, "command": first, "near": near})
			}
		}
	}
	if !ok && !strings.HasPrefix(toks[0].text, "/") {
		// "slove lqre slus atic nren" is a slip; "hello there" is chat.
		if near := suggest(first, t.Names(), 1); len(near) > 0 && len(near) <= 3 {
			return spec, nil, game.E(game.Invalid, game.CodeNotACommand, game.Facts{"typed": toks[0].text, "near": near})
		}
		return spec, nil, game.E(game.Invalid, game.CodeNoSlash)
	}
	if !ok {
		typed := strings.TrimPrefix(toks[0].text, "/")
		return spec, nil, game.E(game.Invalid, game.CodeUnknownCommand, game.Facts{"typed": typed, "near": suggest(typed, t.Names(), 2)})
	}
	return spec, toks[1:], nil
}

// readOptions reads the words after a command into its options: name:value
// words, the bare words that continue an option that may hold spaces, and
// the rest as the positional option.
func readOptions(spec CommandSpec, toks []token) (map[string]string, error) {
	opts := map[string]string{}
	pos := spec.positional()
	if pos == "" && len(spec.Options) == 1 {
		pos = spec.Options[0].Name // "/random 5" means size:5
	}
	var bare []string
	cont := ""                    // the Spaces option that bare words continue
	more := map[string][]string{} // the words that continue each such option
	pending := ""                 // an option written "name:" whose value is the next word
	for _, t := range toks {
		if pending != "" {
			opts[pending] = t.text
			pending = ""
			continue
		}
		if name, val, ok := optionToken(spec, t); ok {
			o, known := spec.Option(name)
			if !known {
				return nil, game.E(game.Invalid, game.CodeNoSuchOption, game.Facts{"command": spec.Name, "typed": t.text[:t.sep], "options": optionNames(spec)})
			}
			if _, dup := opts[name]; dup || (name == pos && len(bare) > 0) {
				return nil, game.E(game.Invalid, game.CodeOptionTwice, game.Facts{"option": name, "command": spec.Name})
			}
			opts[name] = val
			cont = ""
			if o.Spaces && !t.quoted { // board:"lqre slus atic nren" ends at its quote
				cont = name
			}
			if val == "" && !t.quoted {
				pending = name
			}
			continue
		}
		if cont != "" {
			more[cont] = append(more[cont], t.text)
			continue
		}
		bare = append(bare, t.text)
	}
	for name, words := range more { // joined once: text of any length is read in linear time
		words = append([]string{opts[name]}, words...)
		if name == "board" && name != pos {
			// board: takes the tiles of one board; the words after them
			// are the command's free text ("/path board:abcd efgh ijkl
			// mnop WORD").
			_, given := opts[pos]
			n, err := boardWords(spec, words, opts, pos != "" && !given)
			if err != nil {
				return nil, err
			}
			bare = append(bare, words[n:]...)
			words = words[:n]
		}
		opts[name] = strings.Join(words, " ")
	}
	if len(bare) > 0 {
		if pos == "" {
			return nil, game.E(game.Invalid, game.CodeNoFreeText, game.Facts{"command": spec.Name, "typed": strings.Join(bare, " "), "options": optionNames(spec)})
		}
		if _, dup := opts[pos]; dup {
			return nil, game.E(game.Invalid, game.CodeOptionTwice, game.Facts{"option": pos, "command": spec.Name})
		}
		opts[pos] = strings.Join(bare, " ")
	}
	for k, v := range opts {
		opts[k] = strings.TrimSpace(v)
	}
	return opts, nil
}

// ParseText reads free text with the commands b serves (Table.ParseText).
func (b *Bot) ParseText(text string) (Request, error) { return b.mux.ParseText(text) }

// optionNames are the names of spec's options, for a refusal that lists
// them.
func optionNames(spec CommandSpec) []string {
	names := make([]string, len(spec.Options))
	for i, o := range spec.Options {
		names[i] = o.Name
	}
	return names
}

type token struct {
	text   string
	quoted bool // some of it was in quotes
	sep    int  // index of the first unquoted ':' or '=', or -1
}

// optionToken splits name:value. A word is an option when its name is one
// of spec's options, or looks like one: letters, then a value. A board or
// a word never looks like an option by accident, and a link
// (https://example.com) never is one.
func optionToken(spec CommandSpec, t token) (name, val string, ok bool) {
	if t.sep <= 0 {
		return "", "", false
	}
	name, val = strings.ToLower(t.text[:t.sep]), t.text[t.sep+1:]
	for _, r := range name {
		if (r < 'a' || r > 'z') && r != '_' && r != '-' {
			return "", "", false
		}
	}
	if strings.HasPrefix(val, "//") && t.text[t.sep] == ':' {
		return "", "", false // scheme://: a link
	}
	if _, known := spec.Option(name); !known && val == "" {
		return "", "", false // "word:", a word and a colon
	}
	return name, val, true
}

// boardWords returns how many of words (board: and the bare words after
// it) are the board: the shortest run of words that reads as a board in the
// request's language, when the rest may be the command's free text
// (separate). When the words read as a board in more than one way and
// separate, it says so; otherwise, and when no run reads as a board, all
// the words are the board (and Handle quotes what is wrong with it).
func boardWords(spec CommandSpec, words []string, opts map[string]string, separate bool) (int, error) {
	if !separate || len(words) < 2 {
		return len(words), nil
	}
	l, err := LangOf(Request{Options: opts}, "")
	if err != nil {
		return len(words), nil // Handle says what is wrong with lang:
	}
	// A board is at most solver.MaxInput characters that show (as Parse
	// counts them: a Breton 8 x 8 of [c’h] is 455 bytes, 327 characters),
	// in at most four times as many bytes: read runs of words up to that
	// long, each a prefix of one string (linear in the text).
	var sb strings.Builder
	var ends []int
	shown := 0
	for _, w := range words {
		if sb.Len() > 0 {
			sb.WriteByte(' ')
			shown++
		}
		sb.WriteString(w)
		shown += utf8.RuneCountInString(solver.DropInvisible(w))
		if shown > solver.MaxInput || sb.Len() > 4*solver.MaxInput {
			break
		}
		ends = append(ends, sb.Len())
	}
	s := sb.String()
	fit := fits(l, s, ends, nil)
	if len(fit) == 0 && l == nil && !isASCII(s) {
		// No lang: and no run reads as an English board: an accented
		// board (élev xxex xxxx xxxx) reads in the languages whose letters
		// it has, and a run any of them reads counts; the command says
		// later which language it plays. Only the runs a board is typed in
		// are tried (a word, or one a row, or one a tile: 1 to 8 words, 9,
		// 16, … 64): at most 14 runs in each enabled language, not 200.
		seen := map[int]bool{}
		for _, other := range lang.Enabled() {
			if other.Code == "en" {
				continue
			}
			for _, r := range fits(other, s, ends, likely) {
				if !seen[r.words] {
					seen[r.words] = true
					fit = append(fit, r)
				}
			}
		}
		slices.SortFunc(fit, func(a, b reading) int { return a.words - b.words })
	}
	switch {
	case len(fit) == 0:
		return len(words), nil
	case len(fit) == 1:
		return fit[0].words, nil
	}
	// Two readings: the longer is usually meant (a 4x4 typed tile by tile
	// is first a 3x3), so it comes first, and both are offered quoted.
	a, b := fit[1], fit[0]
	return 0, game.E(game.Invalid, game.CodeBoardRuns, game.Facts{"command": spec.Name,
		"long": strings.Join(words[:a.words], " "), "longsize": a.size, "short": strings.Join(words[:b.words], " "), "shortsize": b.size})
}

// A reading is a run of words that reads as a board: how many words it
// takes, and the board's size.
type reading struct{ words, size int }

// fits returns the runs of words (s up to each of ends) that read as a
// board of language l (nil: English), shortest first; only the runs of as
// many words as try allows, if try is not nil.
func fits(l *lang.Language, s string, ends []int, try func(words int) bool) []reading {
	var fit []reading
	for k, end := range ends {
		if try != nil && !try(k+1) {
			continue
		}
		if n := boardSize(l, s[:end]); n > 0 {
			fit = append(fit, reading{k + 1, n})
		}
	}
	return fit
}

// likely reports whether a board is often typed in n words: one, one a
// row (up to 8), or one a tile (9, 16, … 64).
func likely(n int) bool {
	if n <= 8 {
		return true
	}
	for i := 3; i*i <= 64; i++ {
		if i*i == n {
			return true
		}
	}
	return false
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// boardSize returns the size of the board text is in language l (nil:
// English), or 0 if it is none. It is parseBoardIn without the error's
// words: a run that is not an English board is not tried in every other
// language to say which reads it, which made each of boardWords' up to
// 200 runs 20 parses.
func boardSize(l *lang.Language, text string) int {
	b, err := readBoard(l, text)
	if err != nil {
		return 0
	}
	return b.Size()
}

// tokenize splits text on spaces outside double quotes ("" or “”), and drops
// the quotes.
func tokenize(text string) ([]token, error) {
	var toks []token
	var cur strings.Builder
	inQuote, have := false, false
	t := token{sep: -1}
	flush := func() {
		if have {
			t.text = cur.String()
			toks = append(toks, t)
		}
		cur.Reset()
		have, t = false, token{sep: -1}
	}
	for _, r := range text {
		switch {
		case unicode.Is(unicode.Cf, r):
			// Shows as nothing (a zero-width space, a direction mark):
			// read the text as it looks, as solver.Parse does.
		case r == '"' || r == '“' || r == '”':
			inQuote = !inQuote
			have, t.quoted = true, true
		case !inQuote && unicode.IsSpace(r):
			flush()
		default:
			if !inQuote && t.sep < 0 && (r == ':' || r == '=') {
				t.sep = cur.Len()
			}
			cur.WriteRune(r)
			have = true
		}
	}
	if inQuote {
		return nil, game.E(game.Invalid, game.CodeQuoteOpen)
	}
	flush()
	return toks, nil
}
