package discord_test

import (
	"cmp"
	"context"
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/discord"
	"github.com/bogglebot/bogglebot/bot/discord/discordtest"
)

// Discord's rule for a command's or option's name, and each of its
// name_localizations (discord-api-spec: ApplicationCommandCreateRequest's
// name; the developer docs' naming rule).
var discordName = regexp.MustCompile(`^[-_\p{L}\p{N}\p{Devanagari}\p{Thai}]{1,32}$`)

// TestCommandNameLocalizations: every command and subcommand is registered
// with its name in French, German, both Spanishes and Brazilian
// Portuguese, each lowercase, within Discord's naming rule and unique
// among its siblings in its locale (Discord refuses the whole bulk
// overwrite otherwise).
func TestCommandNameLocalizations(t *testing.T) {
	cmds := discord.ApplicationCommands(app.Commands().All())
	check := func(where string, names []string, locs []map[discordgo.Locale]string) {
		t.Helper()
		for _, loc := range discord.Locales {
			seen := map[string]string{}
			for i, m := range locs {
				s, ok := m[loc]
				switch {
				case !ok:
					t.Errorf("%s %s: no %s name: add it to i18n's command names", where, names[i], loc)
					continue
				case !discordName.MatchString(s) || strings.ToLower(s) != s:
					t.Errorf("%s %s: the %s name %q breaks Discord's naming rule", where, names[i], loc, s)
				}
				if other, dup := seen[s]; dup {
					t.Errorf("%s: %s and %s are both %q in %s", where, other, names[i], s, loc)
				}
				seen[s] = names[i]
			}
		}
	}
	var names []string
	var locs []map[discordgo.Locale]string
	for _, c := range cmds {
		names = append(names, c.Name)
		var m map[discordgo.Locale]string
		if c.NameLocalizations != nil {
			m = *c.NameLocalizations
		}
		locs = append(locs, m)
		var subNames []string
		var subLocs []map[discordgo.Locale]string
		for _, o := range c.Options {
			if o.Type == discordgo.ApplicationCommandOptionSubCommand {
				subNames, subLocs = append(subNames, o.Name), append(subLocs, o.NameLocalizations)
			}
		}
		check("/"+c.Name, subNames, subLocs)
	}
	check("top level:", names, locs)

	// Option names are unique within their command or subcommand, in
	// English and in every locale that names them (Discord refuses the
	// overwrite otherwise).
	var unique func(where string, opts []*discordgo.ApplicationCommandOption)
	unique = func(where string, opts []*discordgo.ApplicationCommandOption) {
		seen := map[discordgo.Locale]map[string]bool{}
		for _, o := range opts {
			if o.Type == discordgo.ApplicationCommandOptionSubCommand {
				unique(where+" "+o.Name, o.Options)
				continue
			}
			for _, loc := range append([]discordgo.Locale{""}, discord.Locales...) {
				name := cmp.Or(o.NameLocalizations[loc], o.Name) // a locale that names none shows the English
				if seen[loc] == nil {
					seen[loc] = map[string]bool{}
				}
				if seen[loc][name] {
					t.Errorf("%s: two options are named %q in %q", where, name, loc)
				}
				seen[loc][name] = true
			}
		}
	}
	for _, c := range cmds {
		unique("/"+c.Name, c.Options)
	}

	// A description or choice in a locale names commands as that locale's
	// clients show them: "/aide COMMANDE", not "/help COMMANDE".
	named := regexp.MustCompile(`(?:^|[\s(«“"'])/(\p{L}+)`)
	for _, loc := range discord.Locales {
		tops := map[string]bool{}
		for _, m := range locs {
			tops[m[loc]] = true
		}
		var walk func(where string, descs map[discordgo.Locale]string, opts []*discordgo.ApplicationCommandOption)
		walk = func(where string, descs map[discordgo.Locale]string, opts []*discordgo.ApplicationCommandOption) {
			for _, m := range named.FindAllStringSubmatch(descs[loc], -1) {
				if !tops[m[1]] {
					t.Errorf("%s: the %s description %q names /%s, which %s clients do not show", where, loc, descs[loc], m[1], loc)
				}
			}
			for _, o := range opts {
				walk(where+" "+o.Name, o.DescriptionLocalizations, o.Options)
				for _, c := range o.Choices {
					walk(where+" "+o.Name+" "+c.Name, c.NameLocalizations, nil)
				}
			}
		}
		for _, c := range cmds {
			var m map[discordgo.Locale]string
			if c.DescriptionLocalizations != nil {
				m = *c.DescriptionLocalizations
			}
			walk("/"+c.Name, m, c.Options)
		}
	}
	if fr := *cmds[slices.IndexFunc(cmds, func(c *discordgo.ApplicationCommand) bool { return c.Name == "help" })].DescriptionLocalizations; !strings.Contains(fr[discordgo.French], "/aide COMMANDE") {
		t.Errorf("/help's French description: %q, want it to name /aide", fr[discordgo.French])
	}
	b, _ := json.Marshal(cmds)
	if !strings.Contains(string(b), `"name_localizations":{`) || !strings.Contains(string(b), `"résoudre"`) {
		t.Errorf("the request body carries no name_localizations")
	}
}

// TestReplyMentionsCommands: once the commands are registered (the fake
// answers each with an id), a French player's /help names every command
// with a command mention (</solve:id>, </daily show:id>), which their
// client shows as /résoudre, /défi voir (in an embed: mentions make the
// list longer than a message's content may be); before registration the
// names are plain code (`/solve`). A short reply keeps its content.
func TestReplyMentionsCommands(t *testing.T) {
	e := newHTTPEnv(t, discord.Config{})
	help := func(id string) string {
		t.Helper()
		body := withLocale(t, discordtest.Interaction(id, 2, discordtest.Command("help", nil)), "fr", "fr")
		status, resp := do(t, signed(t, e.url(), e.priv, time.Now(), body))
		var s struct {
			Data struct {
				Content string `json:"content"`
				Embeds  []struct {
					Description string `json:"description"`
				} `json:"embeds"`
			} `json:"data"`
		}
		if err := json.Unmarshal(resp, &s); err != nil || status != 200 {
			t.Fatalf("/help: %d %s (%v)", status, resp, err)
		}
		if len(s.Data.Embeds) > 0 { // mentions made it too long for the content
			if s.Data.Content != "" || len(s.Data.Embeds) != 1 {
				t.Errorf("/help: content %q beside %d embeds", s.Data.Content, len(s.Data.Embeds))
			}
			return s.Data.Embeds[0].Description
		}
		return s.Data.Content
	}
	before := help("m1")
	if !strings.Contains(before, "`/solve [GRILLE]`") || strings.Contains(before, "</") {
		t.Errorf("/help before registration: %q", before)
	}
	if err := e.d.RegisterCommands(context.Background()); err != nil {
		t.Fatal(err)
	}
	// The fake numbers the commands in the order they were registered.
	cmds := discord.ApplicationCommands(app.Commands().All())
	id := map[string]string{}
	for i, c := range cmds {
		id[c.Name] = discordtest.CommandID(i)
	}
	after := help("m2")
	for _, want := range []string{
		"</solve:" + id["solve"] + "> `[GRILLE]` — Résoudre une grille",
		"</random:" + id["random"] + "> `[TAILLE QUALITÉ]` — ",
		"</daily show:" + id["daily"] + ">",
		"</daily setup:" + id["daily"] + ">",
		"</help:" + id["help"] + "> `COMMANDE`",
	} {
		if !strings.Contains(after, want) {
			t.Errorf("/help after registration: no %q in\n%s", want, after)
		}
	}
	if strings.Contains(after, "`/") {
		t.Errorf("/help after registration still names a command in code: %q", after)
	}
	body := withLocale(t, discordtest.Interaction("m3", 2, discordtest.Command("help", map[string]any{"topic": "nonsense"})), "fr", "fr")
	_, resp := do(t, signed(t, e.url(), e.priv, time.Now(), body))
	var s sent
	if err := json.Unmarshal(resp, &s); err != nil || !strings.Contains(s.Data.Content, "</help:"+id["help"]+">") {
		t.Errorf("/help nonsense: %s (%v)", resp, err)
	}
}
