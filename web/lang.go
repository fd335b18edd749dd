package web

import (
	"cmp"
	"net/http"

	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/round"
)

// The page speaks the player's language: the one the link was made for
// (Claims.Locale: the player's locale on the platform when the bot gave
// the link, else the server's), else the admin's choice for the whole
// board (Config.PageLang), else the browser's Accept-Language, else
// English. The page's words come from i18n.Page, its refusals from i18n's
// one table of errors, so chat and page word them alike.

// langTags are the languages i18n writes, English first.
var langTags = i18n.Languages()

// langOf is the language (i18n's tag, as "fr") to answer request r of a
// player with claims c (zero Claims when there is no session) in.
func (s *Server) langOf(r *http.Request, c Claims) string {
	if c.Locale != "" {
		return pageTag(c.Locale)
	}
	if s.lang != "" {
		return s.lang
	}
	if r != nil {
		if al := r.Header.Get("Accept-Language"); al != "" {
			return i18n.TagAccept(al).String()
		}
	}
	return "en"
}

// pageTag is the tag of the page's language for locale: i18n's closest
// language ("en" when it has none close).
func pageTag(locale string) string {
	_, tag := i18n.Page(locale)
	return tag
}

// pageTables is each language's table of the page's words (Strings with
// its translation over it), by tag; the admin's PageStrings, if any, for
// PageLang's.
func (s *Server) pageTables() map[string]map[string]string {
	out := map[string]map[string]string{}
	for _, t := range langTags {
		tr, tag := i18n.Page(t.String())
		out[tag] = pageStrings(tr)
	}
	if s.cfg.PageStrings != nil && s.lang != "" {
		out[s.lang] = pageStrings(s.cfg.PageStrings)
	}
	return out
}

// boardLang is the admin's language for the whole board (Config.PageLang):
// i18n's closest, or PageLang itself when PageStrings gives its words; ""
// when unset.
func boardLang(c Config) string {
	switch {
	case c.PageStrings != nil:
		return cmp.Or(c.PageLang, "en")
	case c.PageLang == "":
		return ""
	}
	return pageTag(c.PageLang)
}

// modeName is a round's mode in the words of the player's page ("classic"
// as "classique"): the page's "mode.NAME", else the mode as it is.
func (s *Server) modeName(c Claims, m round.Mode) string {
	if v, ok := s.pages[s.langOf(nil, c)]["mode."+string(m)]; ok {
		return v
	}
	if v, ok := Strings["mode."+string(m)]; ok {
		return v
	}
	return string(m)
}

// foldOf is State.Fold for a game judged by dictionary tier (a language's
// English name, "German", for a list other than English's): its
// language's folds by letter, or nil.
func foldOf(tier string) map[string]string {
	if l := lang.Named(tier); l != nil && len(l.Fold) > 0 {
		out := make(map[string]string, len(l.Fold))
		for r, v := range l.Fold {
			out[string(r)] = v
		}
		return out
	}
	return nil
}

// pageCommands are the chat commands the page names, by the names the
// Discord adapter registers them under.
var pageCommands = []string{"daily", "guess"}

// commandNames is how Discord shows pageCommands in language tag
// ("/défi"): nil when every one keeps its English name.
func commandNames(tag string) map[string]string {
	var out map[string]string
	for _, name := range pageCommands {
		if v, ok := i18n.CommandName(tag, name); ok && v != name {
			if out == nil {
				out = map[string]string{}
			}
			out[name] = "/" + v
		}
	}
	return out
}

// commands is State.Commands for a player with claims c: Discord names
// its commands in the player's language; Slack's stay English.
func commands(c Claims) map[string]string {
	if c.Platform != "discord" || c.Locale == "" {
		return nil
	}
	return commandNames(pageTag(c.Locale))
}
