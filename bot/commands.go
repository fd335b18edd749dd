package bot

import (
	"fmt"
	"strings"
)

// OptionType is the kind of value an option takes. Adapters map it to their
// platform's types (Discord's STRING, INTEGER, CHANNEL, ...); values always
// reach Handle as text in Request.Options.
type OptionType int

const (
	String  OptionType = iota // free text
	Integer                   // a whole number, as decimal text
	Channel                   // a channel id (Discord picks it; Slack sends <#C123|name>)
	UserOpt                   // a user id
	Boolean                   // "true" or "false"
	Role                      // a role (Discord) or user group (Slack) id, as the platform reads it (RoleManager.CheckRole)
)

// An OptionSpec declares one named argument of a command.
type OptionSpec struct {
	Name        string // lowercase, 1-32 chars: "board", "top", "word"
	Description string // at most 100 chars
	Type        OptionType
	Required    bool
	Choices     []Choice // fixed choices (at most 25), if any
	Min, Max    int      // bounds for Integer options; both 0 means none

	// Autocomplete asks the adapter to call Bot.Complete as the player types.
	Autocomplete bool
	// Positional marks the option that free text fills (ParseText): the
	// board of /solve, the word of /path. At most one per command.
	Positional bool
	// Spaces says a value may run over several words ("board:lqur slus atic
	// nren"): in free text, bare words after it continue it.
	Spaces bool
	// Meta is what a player types for the Positional option, as /help's
	// synopsis shows it: `/random [SIZE QUALITY]`, `/path WORD`. A few
	// capitalised English words that each language's catalog translates
	// (`/random [TAILLE QUALITÉ]`); "" is the option's name in capitals.
	Meta string
}

// A CommandSpec declares a command once for every platform: adapters register
// slash commands from it, ParseText reads free text with it, Handle runs it.
// Each feature registers its specs, with their handlers, on the Bot's Mux
// (Mux.Command).
type CommandSpec struct {
	// Name is the command as typed, without the slash: "solve". A name of
	// two words ("daily setup") is a subcommand; Discord registers it under
	// its first word.
	Name        string
	Description string // at most 100 chars
	Options     []OptionSpec
	// AdminOnly commands are hidden from non-admins where the platform can
	// (Discord's default member permissions) and refused by Handle unless
	// Request.Admin says so.
	AdminOnly bool
	// Examples are shown by /help, in free-text form: "/solve lqre slus atic nren".
	Examples []string

	// Complete serves autocomplete for options with Autocomplete set.
	Complete Completer
	// NoRateLimit exempts the command from the per-user rate limit (/help).
	NoRateLimit bool
	// BareName names this command's bare form where its first word also
	// has subcommands ("play" beside "play stop") on a platform that
	// cannot run a command group bare (Discord registers /play start);
	// "" means "show".
	BareName string
}

// Option returns the spec of the option called name.
func (c *CommandSpec) Option(name string) (OptionSpec, bool) {
	for _, o := range c.Options {
		if o.Name == name {
			return o, true
		}
	}
	return OptionSpec{}, false
}

// positional returns the name of the option free text fills, or "".
func (c *CommandSpec) positional() string {
	for _, o := range c.Options {
		if o.Positional {
			return o.Name
		}
	}
	return ""
}

func checkSpec(s CommandSpec) error {
	words := strings.Fields(s.Name)
	if len(words) == 0 || len(words) > 2 || strings.Join(words, " ") != s.Name || strings.ToLower(s.Name) != s.Name {
		return fmt.Errorf("command name %q must be one or two lowercase words", s.Name)
	}
	if len(s.Description) == 0 || len(s.Description) > 100 {
		return fmt.Errorf("command %q: description must be 1-100 characters", s.Name)
	}
	pos := 0
	for _, o := range s.Options {
		if o.Positional {
			pos++
		}
		if o.Name == "" || strings.ToLower(o.Name) != o.Name || len(o.Description) > 100 || len(o.Choices) > 25 {
			return fmt.Errorf("command %q: option %q is malformed", s.Name, o.Name)
		}
	}
	if pos > 1 {
		return fmt.Errorf("command %q has %d positional options; at most one", s.Name, pos)
	}
	return nil
}

// Command returns the spec of the command called name, if b serves it.
func (b *Bot) Command(name string) (CommandSpec, bool) { return b.mux.Lookup(name) }

// ActionID builds a component ID that routes a click back to command's Action
// handler, with parts as its payload. The result must fit Discord's 100-byte
// custom_id; ActionID panics if it does not, a programming error.
func ActionID(command string, parts ...string) string {
	id := command + "|" + strings.Join(parts, "|")
	if len(id) > 100 {
		panic(fmt.Sprintf("bot.ActionID: %q is %d bytes, more than 100", id, len(id)))
	}
	return id
}

// ParseActionID splits an ID made by ActionID into its command and parts.
func ParseActionID(id string) (command string, parts []string) {
	command, rest, _ := strings.Cut(id, "|")
	if rest != "" {
		parts = strings.Split(rest, "|")
	}
	return command, parts
}
