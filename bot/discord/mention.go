package discord

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/internal/text"
)

// registered is what Discord answers for each command a bulk overwrite
// registered: its id and name.
type registered struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// keepIDs keeps a command mention for each of the bot's commands whose
// top-level command Discord registered with an id, and returns how many.
func (d *Discord) keepIDs(got []registered) int {
	ids := make(map[string]string, len(got))
	for _, c := range got {
		if text.Snowflake(c.ID) {
			ids[c.Name] = c.ID
		}
	}
	m := map[string]string{}
	for name, path := range commandPaths(d.bot.Mux().All()) {
		top, _, _ := strings.Cut(path, " ")
		if id, ok := ids[top]; ok {
			m[name] = "</" + path + ":" + id + ">"
		}
	}
	d.mention.Store(&m)
	return len(m)
}

// codeCommand is a code span that starts with a slash command, as replies,
// /help and hints write them: "`/daily`", "`/daily setup language:fr`",
// "`/path WORD`".
var codeCommand = regexp.MustCompile("`/([a-z]+)((?: [^`\n]*)?)`")

// codeSpan is a code block or span: a bare pass leaves what it quotes.
var codeSpan = regexp.MustCompile("```[^`]*```|`[^`\n]*`")

// bareCommand is a command named in plain words ("ask with /daily.",
// "(/help boards)"): a slash after the start or a space, an opening
// bracket or quote, then the name and perhaps a word (a subcommand).
// A path or a link ("https://…/daily", "</daily show:1>") is not one.
var bareCommand = regexp.MustCompile(`(^|[\s(«“"'])/([a-z]+)\b( [a-z]+\b)?`)

// mentions writes each command a text names as a command mention: in a
// code span ("`/daily setup language:fr`") followed by the rest of the
// span ("</daily setup:123> `language:fr`"), or in plain words ("with
// /daily." becomes "with </daily show:123>."). Each reader's client shows
// the mention with the command's name in their language (/défi
// réglages), as Discord registered it, and runs it on a click. Before
// the commands are registered (no ids yet) the text stays as it is. The
// result may be longer than a message's content may be (see toMessage).
func (d *Discord) mentions(s string) string {
	mp := d.mention.Load()
	if mp == nil || !strings.Contains(s, "/") {
		return s
	}
	m := *mp
	var out strings.Builder
	last := 0
	for _, loc := range codeSpan.FindAllStringIndex(s, -1) {
		out.WriteString(bareMentions(m, s[last:loc[0]]))
		out.WriteString(codeMentions(m, s[loc[0]:loc[1]]))
		last = loc[1]
	}
	out.WriteString(bareMentions(m, s[last:]))
	return out.String()
}

// codeMentions is a code span naming a command as its mention, with the
// rest of the span after it; any other span as it is.
func codeMentions(m map[string]string, span string) string {
	sub := codeCommand.FindStringSubmatch(span)
	if sub == nil || sub[0] != span {
		return span
	}
	name, rest := sub[1], strings.TrimSpace(sub[2])
	if word, more, _ := strings.Cut(rest, " "); word != "" {
		if men, ok := m[name+" "+word]; ok { // a subcommand: `/daily setup …`
			return withRest(men, strings.TrimSpace(more))
		}
	}
	men, ok := m[name]
	if !ok {
		return span // not a command of this bot: someone's words, quoted
	}
	return withRest(men, rest)
}

// bareMentions is plain words with each of the bot's commands they name
// as its mention.
func bareMentions(m map[string]string, s string) string {
	if !strings.Contains(s, "/") {
		return s
	}
	return bareCommand.ReplaceAllStringFunc(s, func(found string) string {
		sub := bareCommand.FindStringSubmatch(found)
		before, name, word := sub[1], sub[2], sub[3]
		if men, ok := m[name+word]; ok && word != "" { // /daily setup
			return before + men
		}
		if men, ok := m[name]; ok {
			return before + men + word
		}
		return found
	})
}

func withRest(mention, rest string) string {
	if rest == "" {
		return mention
	}
	return mention + " `" + rest + "`"
}

// maxContent is the most characters a message's content may hold;
// maxEmbed the most an embed's description may.
const (
	maxContent = 2000
	maxEmbed   = 4096
)

// embed is the JSON of a message's embed: the bot's only use is a text
// that command mentions made too long for a message's content.
type embed struct {
	Description string `json:"description"`
}

// withMentions is a message's text with its commands as mentions: as
// the content when it fits, else as an embed's description (4,096
// characters, where mentions work too), else the text as it was.
func (d *Discord) withMentions(text string) (content string, embeds []embed) {
	out := d.mentions(text)
	switch n := utf8.RuneCountInString(out); {
	case n <= maxContent:
		return out, nil
	case n <= maxEmbed && utf8.RuneCountInString(text) <= maxContent:
		return "", []embed{{Description: out}}
	}
	return text, nil
}
