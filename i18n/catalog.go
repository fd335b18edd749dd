package i18n

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// The languages the bot writes in. Every other locale reads English.
var (
	English             = language.English
	French              = language.French
	German              = language.German
	Spanish             = language.Spanish
	BrazilianPortuguese = language.BrazilianPortuguese
	Russian             = language.Russian
	Italian             = language.Italian
	Polish              = language.Polish
)

// Messages is one language's words: the English format string (as the code
// writes it) to the translation, a string or a Plural.
type Messages map[string]any

// Plural is a message whose words change with a number, by the language's
// CLDR plural rules: Arg is the argument that decides (1 = the first; 0
// means 1). A language fills only the forms it has: English and French One
// and Other; Polish or Russian would add Few and Many. Zero is not CLDR's
// zero category (no language here has one) but exactly 0, in every
// language: French and Portuguese count 0 as One ("0 mot"), so a One that
// says "son meilleur mot" needs a Zero beside it when 0 can happen.
type Plural struct {
	Arg                       int
	Zero, One, Two, Few, Many string
	Other                     string
}

// catalogs holds the per-language files, in the order the matcher prefers
// them when a locale is unknown (English first).
var catalogs = []struct {
	tag  language.Tag
	msgs Messages
	page map[string]string // the web page's words, by web.Strings's keys
	cmds map[string]string // Discord's slash command names, by their English path
}{
	{English, english, nil, nil},
	{French, french, frenchPage, frenchCommands},
	{German, german, germanPage, germanCommands},
	{Spanish, spanish, spanishPage, spanishCommands},
	{BrazilianPortuguese, portuguese, portuguesePage, portugueseCommands},
	{Russian, russian, russianPage, russianCommands},
	{Italian, italian, italianPage, italianCommands},
	{Polish, polish, polishPage, polishCommands},
}

var (
	buildOnce sync.Once
	cat       *catalog.Builder
	matcher   language.Matcher
	printers  map[language.Tag]*message.Printer
)

func build() {
	cat = catalog.NewBuilder(catalog.Fallback(English))
	tags := make([]language.Tag, 0, len(catalogs))
	printers = make(map[language.Tag]*message.Printer, len(catalogs))
	for _, c := range catalogs {
		tags = append(tags, c.tag)
		for key, v := range c.msgs {
			if err := set(cat, c.tag, key, v); err != nil {
				panic(fmt.Sprintf("i18n: %s %q: %v", c.tag, key, err)) // a mistake in a file of this package, caught by its tests
			}
		}
	}
	matcher = language.NewMatcher(tags)
	for _, t := range tags {
		printers[t] = message.NewPrinter(t, message.Catalog(cat))
	}
}

func set(b *catalog.Builder, tag language.Tag, key string, v any) error {
	switch v := v.(type) {
	case string:
		return b.SetString(tag, key, v)
	case Plural:
		arg := v.Arg
		if arg == 0 {
			arg = 1
		}
		var cases []any
		for _, c := range []struct {
			form any // a plural.Form, or "=0": exactly 0
			s    string
		}{{"=0", v.Zero}, {plural.One, v.One}, {plural.Two, v.Two}, {plural.Few, v.Few}, {plural.Many, v.Many}, {plural.Other, v.Other}} {
			if c.s != "" {
				cases = append(cases, c.form, c.s)
			}
		}
		if v.Other == "" {
			return fmt.Errorf("a plural needs its Other form")
		}
		return b.Set(tag, key, plural.Selectf(arg, "", cases...))
	}
	return fmt.Errorf("a message is a string or a Plural, not %T", v)
}

// maxLocale is the longest locale Tag reads: BCP 47 tags players' platforms
// send are a few bytes ("pt-BR", "de_DE.UTF-8"); longer reads as English.
const maxLocale = 64

// Tag is the language the bot writes in for a locale as a platform reports
// it ("fr", "es-419", "pt-BR", "fr-FR", "de_DE.UTF-8"): the closest of the
// languages it has, English when none is close or the locale is empty or
// unreadable.
func Tag(locale string) language.Tag {
	buildOnce.Do(build)
	if len(locale) > maxLocale { // x/text's parser is slow on huge input; no real locale is this long
		return English
	}
	locale = strings.TrimSpace(locale)
	if i := strings.IndexAny(locale, ".@"); i >= 0 { // a POSIX $LANG: fr_FR.UTF-8
		locale = locale[:i]
	}
	locale = strings.ReplaceAll(locale, "_", "-")
	if locale == "" || locale == "C" || locale == "POSIX" {
		return English
	}
	t, err := language.Parse(locale)
	if err != nil {
		return English
	}
	_, i, conf := matcher.Match(t)
	if conf == language.No || !sameLanguage(t, catalogs[i].tag) {
		return English
	}
	return catalogs[i].tag
}

// sameLanguage reports whether the catalog's language c is the language of
// t, in another region or script at most (fr-CA reads fr, es-419 reads es).
// x/text's matcher also offers a neighbour it finds close enough with High
// confidence (Breton br → French, Occitan oc → French, Galician gl →
// Spanish), which a Breton game or player must not get: they read English.
func sameLanguage(t, c language.Tag) bool {
	tb, _ := t.Base()
	cb, _ := c.Base()
	return tb == cb
}

// Printer is a printer of the bot's words in the language of locale (see
// Tag). Its Sprintf takes the English format string as the key:
//
//	p := i18n.Printer(req.Locale)
//	p.Sprintf("%d words", n)
//
// A string with no translation prints in English. Printers are shared and
// safe for concurrent use.
func Printer(locale string) *message.Printer {
	return printers[Tag(locale)]
}

// TagOf is the language p writes in: the tag of a printer from Printer,
// English for nil or any other printer.
func TagOf(p *message.Printer) language.Tag {
	buildOnce.Do(build)
	for t, q := range printers {
		if q == p && p != nil {
			return t
		}
	}
	return English
}

// Languages lists the languages the bot writes in, English first.
func Languages() []language.Tag {
	out := make([]language.Tag, len(catalogs))
	for i, c := range catalogs {
		out[i] = c.tag
	}
	return out
}

// Translations is a language's translated keys, sorted: for tests and for
// the translation status table.
func Translations(t language.Tag) []string {
	for _, c := range catalogs {
		if c.tag == t {
			keys := make([]string, 0, len(c.msgs))
			for k := range c.msgs {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			return keys
		}
	}
	return nil
}

// Message is the translation of key in t's file as written there (a string
// or a Plural), and whether it has one.
func Message(t language.Tag, key string) (any, bool) {
	for _, c := range catalogs {
		if c.tag == t {
			v, ok := c.msgs[key]
			return v, ok
		}
	}
	return nil, false
}

// Lookup is the translation of a whole text (not a format: a command's
// description, a choice's label) into the language of locale, and
// whether there is one. English, and a text no file translates, read
// false.
func Lookup(locale, text string) (string, bool) {
	t := Tag(locale)
	if t == English {
		return "", false
	}
	v, ok := Message(t, text)
	s, isString := v.(string)
	return s, ok && isString
}

// CommandName is the name of a slash command or subcommand in the
// language of locale, by its English path as Discord registers it ("solve",
// "daily", "daily setup"): "résoudre", "défi", "réglages". Only the last
// word of the path is named. English, and a path no file names, read
// false.
func CommandName(locale, path string) (string, bool) {
	t := Tag(locale)
	for _, c := range catalogs {
		if c.tag == t && c.cmds != nil {
			s, ok := c.cmds[path]
			return s, ok
		}
	}
	return "", false
}

// Page is the web page's words in the language of locale, by the keys of
// web.Strings (a key it lacks stays English), and the language's tag
// (BCP 47, for the page's lang attribute): nil and "en" for English.
func Page(locale string) (map[string]string, string) {
	t := Tag(locale)
	for _, c := range catalogs {
		if c.tag == t {
			return c.page, t.String()
		}
	}
	return nil, English.String()
}

// maxAccept is the longest Accept-Language header TagAccept reads: a
// browser's is well under it; anything longer reads as English.
const maxAccept = 256

// TagAccept is the language the bot writes in for a browser's
// Accept-Language header ("fr-CH, fr;q=0.9, en;q=0.8"): the closest of
// the languages it has, by the header's order and weights; English when
// none is close or the header is empty or unreadable.
func TagAccept(header string) language.Tag {
	buildOnce.Do(build)
	if len(header) > maxAccept {
		return English // x/text's parser is slow on huge input, and no browser sends this much
	}
	tags, _, err := language.ParseAcceptLanguage(header)
	if err != nil || len(tags) == 0 {
		return English
	}
	_, i, conf := matcher.Match(tags...)
	if conf == language.No {
		return English
	}
	return catalogs[i].tag
}

// LanguageName is the name of the language code ("fr", "pt-BR") in the
// language p prints (one of Printer's): "French", "français",
// "Französisch", "francés", "francês", as a dictionary or a board is
// named inside a sentence. An unknown code, or a printer not from Printer,
// names it in English; a code x/text cannot name is returned as it is.
func LanguageName(p *message.Printer, code string) string {
	buildOnce.Do(build)
	in := TagOf(p)
	tag, err := language.Parse(code)
	if err != nil {
		return code
	}
	if name := display.Tags(in).Name(tag); name != "" {
		return name
	}
	return code
}
