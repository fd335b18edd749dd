package discord_test

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/i18n"
)

// The rules of discord/discord-api-spec (specs/openapi.json):
// AvailableLocalesEnum; ApplicationCommandCreateRequest and its options:
// name and name_localizations 1-32 characters, description and
// description_localizations 1-100, choices' name and name_localizations
// 1-100, at most 34 localizations each. Names also match Discord's
// naming rule (lowercase where a letter has a lowercase form).
var (
	specLocales = strings.Fields("ar bg cs da de el en-GB en-US es-419 es-ES fi fr he hi hr hu id it ja ko lt nl no pl pt-BR ro ru sv-SE th tr uk vi zh-CN zh-TW")
	namePattern = regexp.MustCompile(`^[-_'\p{L}\p{N}\p{Devanagari}\p{Thai}]{1,32}$`)
)

// checkRules checks a localizations map against the spec: Discord
// locales, at most 34 of them, each text 1-max characters.
func checkRules(t *testing.T, where string, m map[discordgo.Locale]string, max int) {
	t.Helper()
	if len(m) > 34 {
		t.Errorf("%s: %d localizations, at most 34", where, len(m))
	}
	for loc, s := range m {
		if !slices.Contains(specLocales, string(loc)) {
			t.Errorf("%s: %q is not a Discord locale", where, loc)
		}
		if n := utf8.RuneCountInString(s); n < 1 || n > max {
			t.Errorf("%s %s: %q is %d characters, want 1-%d", where, loc, s, n, max)
		}
	}
}

// TestEveryLanguageHasDiscordLocales: each language the bot writes in has
// the Discord locales it is registered under (Locales), so its players
// see the commands in it.
func TestEveryLanguageHasDiscordLocales(t *testing.T) {
	for _, tag := range i18n.Languages()[1:] {
		found := false
		for _, loc := range discord.Locales {
			found = found || i18n.Tag(string(loc)) == tag
		}
		if !found {
			t.Errorf("%s has no Discord locale in discord.Locales", tag)
		}
	}
}

// TestCommandLocalizations: every command, subcommand and option is
// registered with its description in French, German, both Spanishes and
// Brazilian Portuguese, and every choice with its label, each within
// Discord's rules; the request body carries them under the API's names.
func TestCommandLocalizations(t *testing.T) {
	cmds := discord.ApplicationCommands(app.Commands().All())
	checkMap := func(where, text string, m map[discordgo.Locale]string, max int) {
		t.Helper()
		checkRules(t, where, m, max)
		for _, loc := range discord.Locales {
			if _, ok := m[loc]; !ok {
				t.Errorf("%s: no %s for %q: add its translation to i18n/{fr,de,es,pt}.go", where, loc, text)
			}
		}
	}
	checkName := func(where, name string) {
		t.Helper()
		if !namePattern.MatchString(name) || strings.ToLower(name) != name {
			t.Errorf("%s: the name %q breaks Discord's naming rule", where, name)
		}
	}
	var walk func(where string, opts []*discordgo.ApplicationCommandOption)
	walk = func(where string, opts []*discordgo.ApplicationCommandOption) {
		for _, o := range opts {
			w := where + " " + o.Name
			checkName(w, o.Name)
			checkMap(w, o.Description, o.DescriptionLocalizations, 100)
			checkRules(t, w+" (names)", o.NameLocalizations, 32)
			for k, s := range o.NameLocalizations {
				checkName(w+" "+string(k), s)
			}
			for _, c := range o.Choices {
				checkMap(w+" choice "+c.Name, c.Name, c.NameLocalizations, 100)
			}
			walk(w, o.Options)
		}
	}
	for _, c := range cmds {
		checkName("/"+c.Name, c.Name)
		var m map[discordgo.Locale]string
		if c.DescriptionLocalizations != nil {
			m = *c.DescriptionLocalizations
		}
		checkMap("/"+c.Name, c.Description, m, 100)
		walk("/"+c.Name, c.Options)
	}

	b, err := json.Marshal(cmds[0])
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"description_localizations":{`) || !strings.Contains(string(b), `"fr":`) {
		t.Errorf("the request body carries no description_localizations: %s", b)
	}
}
