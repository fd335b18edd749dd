package bot

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
)

// /help: the table of commands, in words; the core's, as the table is.

// helpSpec is /help, which every Bot serves.
var helpSpec = CommandSpec{
	Name:        "help",
	Description: "What each command does; /help COMMAND for its options, /help boards for boards",
	Options: []OptionSpec{
		{Name: "topic", Meta: "COMMAND", Description: "A command (solve, daily setup…) or `boards`", Positional: true, Spaces: true},
	},
	Examples:    []string{"/help", "/help solve", "/help boards"},
	NoRateLimit: true,
}

func (b *Bot) helpCmd(ctx context.Context, req Request) (Reply, error) {
	topic := strings.ToLower(strings.Join(strings.Fields(strings.TrimPrefix(strings.TrimSpace(req.Options["topic"]), "/")), " "))
	switch topic {
	case "":
		return Reply{Text: helpList(b, req), Ephemeral: true}, nil
	case "board", "boards":
		return Reply{Text: req.Printer().Sprintf(helpBoards), Ephemeral: true}, nil
	case "off":
		if len(b.cfg.Off) > 0 {
			return Reply{Text: helpOff(req.Printer(), b.cfg.Off, false), Ephemeral: true}, nil
		}
	}
	var found []CommandSpec
	for _, c := range b.Mux().All() {
		if c.AdminOnly && !req.IsAdmin {
			continue
		}
		if c.Name == topic || strings.HasPrefix(c.Name, topic+" ") {
			found = append(found, c)
		}
	}
	if len(found) == 0 {
		near := suggest(topic, b.Mux().Names(), 2)
		return Reply{}, game.E(game.Invalid, game.CodeNoHelp, game.Facts{"typed": req.Options["topic"], "near": near})
	}
	var s strings.Builder
	for i, c := range found {
		if i > 0 {
			s.WriteString("\n")
		}
		helpCommand(&s, c, req.Locale)
	}
	return Reply{Text: s.String(), Ephemeral: true}, nil
}

// helpList is /help: one line per command the player may run, its
// subcommands named on its line ("/daily …, also /daily review, /daily
// setup"), which /help COMMAND describes.
func helpList(b *Bot, req Request) string {
	p := req.Printer()
	var s strings.Builder
	s.WriteString(p.Sprintf("**bogglebot** solves Boggle boards and runs games. Commands:") + "\n")
	type line struct {
		head CommandSpec
		subs []string
	}
	var lines []*line
	byTop := map[string]*line{}
	var names []string
	for _, c := range b.Mux().All() { // sorted by name: "daily" before "daily review"
		if c.AdminOnly && !req.IsAdmin {
			continue
		}
		names = append(names, "`/"+c.Name+"`")
		top, _, _ := strings.Cut(c.Name, " ")
		if l := byTop[top]; l != nil {
			l.subs = append(l.subs, "`/"+c.Name+"`")
			continue
		}
		l := &line{head: c}
		byTop[top] = l
		lines = append(lines, l)
	}
	for _, l := range lines {
		fmt.Fprintf(&s, "• `%s` — %s", synopsis(l.head, req.Locale), described(req.Locale, l.head.Description))
		if len(l.subs) > 0 {
			s.WriteString(" " + p.Sprintf("(also %s)", strings.Join(l.subs, ", ")))
		}
		s.WriteString("\n")
	}
	shortest := "\n" + p.Sprintf("`/help COMMAND`: a command's options and examples; `/help boards`: how to type a board; `/help off`: what is off on this bot.")
	if utf8.RuneCountInString(s.String())+utf8.RuneCountInString(shortest) > MaxText {
		// In a language whose descriptions are longer than the message
		// (or on a bot with more commands), the commands by name: the
		// list is whole, never cut short; /help COMMAND says the rest.
		s.Reset()
		s.WriteString(p.Sprintf("**bogglebot** solves Boggle boards and runs games. Commands:") + "\n")
		s.WriteString(strings.Join(names, ", ") + "\n")
	}
	foot := "\n" + p.Sprintf("`/help COMMAND` shows a command's options and examples, `/help boards` how to type a board.")
	if off := b.cfg.Off; len(off) > 0 {
		// The features off, with why and how to turn them on; in a language
		// whose list is longer, only their names, else only the way to them
		// (`/help off`), so that the whole list fits one message, never cut
		// short.
		fits := func(tail string) bool {
			return utf8.RuneCountInString(s.String())+utf8.RuneCountInString(tail) <= MaxText
		}
		switch whole, short := foot+"\n\n"+helpOff(p, off, false), foot+"\n\n"+helpOff(p, off, true); {
		case fits(whole):
			foot = whole
		case fits(short):
			foot = short
		default:
			foot = shortest
		}
	}
	s.WriteString(foot)
	return s.String()
}

// helpOff is /help's section on the features off on this bot, each with
// why ("…: off (no database: set …)"), or only what is off (short), with
// the way to the whys: `/help off`.
func helpOff(p *message.Printer, off []Off, short bool) string {
	var s strings.Builder
	s.WriteString(p.Sprintf("**Off on this bot:**"))
	for _, o := range off {
		fmt.Fprintf(&s, "\n• %s", o.in(p, short))
	}
	if short {
		s.WriteString("\n" + p.Sprintf("Why, and how to turn them on: `/help off`."))
	}
	return s.String()
}

// described is a command's or an option's description in the language of
// locale: the translation Discord registers too (i18n.Lookup), else the
// English.
func described(locale, desc string) string {
	if t, ok := i18n.Lookup(locale, desc); ok {
		return t
	}
	return desc
}

// helpCommand writes one command's help in the language of locale: what
// it does, its options, examples.
func helpCommand(s *strings.Builder, c CommandSpec, locale string) {
	p := i18n.Printer(locale)
	fmt.Fprintf(s, "**`%s`** — %s\n", synopsis(c, locale), described(locale, c.Description))
	for _, o := range c.Options {
		name := "`" + o.Name + ":`"
		if o.Positional { // free text (the synopsis's placeholder), or the option by name
			name = p.Sprintf("`%s` (or %s)", meta(o, locale), name)
		}
		fmt.Fprintf(s, "• %s %s", name, described(locale, o.Description))
		if len(o.Choices) > 0 && len(o.Choices) <= 12 && !mentionsAll(o.Description, o.Choices) {
			vals := make([]string, len(o.Choices))
			for i, ch := range o.Choices {
				vals[i] = "`" + ch.Value + "`"
			}
			fmt.Fprintf(s, " (%s)", strings.Join(vals, ", "))
		}
		s.WriteByte('\n')
	}
	if len(c.Examples) > 0 {
		ex := make([]string, len(c.Examples))
		for i, e := range c.Examples {
			ex[i] = "`" + e + "`"
		}
		s.WriteString(p.Sprintf("Examples: %s", strings.Join(ex, ", ")) + "\n")
	}
}

// mentionsAll says whether desc already names every choice.
func mentionsAll(desc string, choices []Choice) bool {
	for _, ch := range choices {
		if !strings.Contains(desc, ch.Value) {
			return false
		}
	}
	return true
}

const helpBoards = "**Boards** are typed row by row, in any case:\n" +
	"• `lqre slus atic nren` — rows split by spaces (or `/` or `,`)\n" +
	"• `perslatgsineters` — all tiles in one run\n" +
	"• `l qu r e / s l u s / a t i c / n r e n` — one tile per word; `q` alone is the Qu tile\n" +
	"• `[th]` is a two-letter die face (Super Big Boggle) and `#` a blank tile\n" +
	"Sizes 3x3 to 8x8. Options go as `name:value`, e.g. `top:8`, `dict:large`."

// synopsis is a command and what its free text holds, for /help, in the
// language of locale: /solve [BOARD], /random [TAILLE QUALITÉ].
func synopsis(c CommandSpec, locale string) string {
	out := "/" + c.Name
	for _, o := range c.Options {
		if !o.Positional {
			continue
		}
		if o.Required {
			out += " " + meta(o, locale)
		} else {
			out += " [" + meta(o, locale) + "]"
		}
	}
	return out
}

// meta is what a positional option's free text holds, in the language of
// locale: SIZE QUALITY, TAILLE QUALITÉ.
func meta(o OptionSpec, locale string) string {
	return described(locale, cmpOr(o.Meta, strings.ToUpper(o.Name)))
}
