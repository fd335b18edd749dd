package discord

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
)

// bareSub is the subcommand name under which a command that also has
// subcommands is registered: Discord cannot invoke a command with
// subcommands bare, so "daily" beside "daily setup" becomes "/daily show".
const bareSub = "show"

// ApplicationCommands turns the bot's command table into Discord slash
// commands. Two-word names become subcommands of their first word.
func ApplicationCommands(specs []bot.CommandSpec) []*discordgo.ApplicationCommand {
	var out []*discordgo.ApplicationCommand
	groups := map[string]*discordgo.ApplicationCommand{}
	subs := map[string]bool{}
	for _, s := range specs {
		if top, _, ok := strings.Cut(s.Name, " "); ok {
			subs[top] = true
		}
	}
	adminPerm := int64(discordgo.PermissionManageGuild)
	for _, s := range specs {
		top, sub, isSub := strings.Cut(s.Name, " ")
		if !isSub && !subs[top] {
			c := &discordgo.ApplicationCommand{Name: s.Name, Description: s.Description, Options: options(s.Options)}
			if s.AdminOnly {
				c.DefaultMemberPermissions = &adminPerm
			}
			out = append(out, c)
			continue
		}
		g := groups[top]
		if g == nil {
			g = &discordgo.ApplicationCommand{Name: top, Description: "/" + top + " commands"}
			groups[top] = g
			out = append(out, g)
		}
		if !isSub {
			sub = cmpOr(s.BareName, bareSub)
			g.Description = s.Description
		}
		g.Options = append(g.Options, &discordgo.ApplicationCommandOption{
			Type: discordgo.ApplicationCommandOptionSubCommand, Name: sub, Description: s.Description, Options: options(s.Options),
		})
	}
	for _, c := range out {
		c.DescriptionLocalizations = localized(c.Description)
		if m := localizedName(c.Name); m != nil {
			c.NameLocalizations = &m
		}
		for _, o := range c.Options {
			if o.Type == discordgo.ApplicationCommandOptionSubCommand {
				o.NameLocalizations = localizedName(c.Name + " " + o.Name)
			}
		}
		localizeOptions(c.Options)
	}
	return out
}

// localizedName is a command's or subcommand's name, by its path ("daily
// setup"), in each of Locales that names it (i18n.CommandName); nil when
// none. Option names stay English: replies quote them as players type
// them (`lang:ru`, `board:`), on Slack and the console too.
func localizedName(path string) map[discordgo.Locale]string {
	m := map[discordgo.Locale]string{}
	for _, l := range Locales {
		if s, ok := i18n.CommandName(string(l), path); ok {
			m[l] = s
		}
	}
	if len(m) == 0 {
		return nil
	}
	return m
}

// commandPaths maps each of the bot's command names ("solve", "daily",
// "daily setup") to its path on Discord ("solve", "daily show", "daily
// setup"): a command that has subcommands is registered bare as one of
// them (bareSub).
func commandPaths(specs []bot.CommandSpec) map[string]string {
	subs := map[string]bool{}
	for _, s := range specs {
		if top, _, ok := strings.Cut(s.Name, " "); ok {
			subs[top] = true
		}
	}
	out := make(map[string]string, len(specs))
	for _, s := range specs {
		out[s.Name] = s.Name
		if !strings.Contains(s.Name, " ") && subs[s.Name] {
			out[s.Name] = s.Name + " " + cmpOr(s.BareName, bareSub)
		}
	}
	return out
}

// Locales are the Discord locales the commands' names, descriptions and
// choices are registered in (name_localizations,
// description_localizations), from the bot's translations (package
// i18n). Replies name commands with command mentions (</daily show:id>),
// which each client shows in its reader's language; option names and
// the values players type stay as the bot reads them (hints:on).
var Locales = []discordgo.Locale{discordgo.French, discordgo.German, discordgo.SpanishES, discordgo.SpanishLATAM, discordgo.PortugueseBR, discordgo.Russian, discordgo.Italian, discordgo.Polish}

// localized is text in each of Locales that has it translated; nil when none.
func localized(text string) *map[discordgo.Locale]string {
	m := map[discordgo.Locale]string{}
	for _, l := range Locales {
		if s, ok := i18n.Lookup(string(l), text); ok {
			m[l] = namesIn(l, s)
		}
	}
	if len(m) == 0 {
		return nil
	}
	return &m
}

// namesIn is a description or a choice in locale l with the commands it
// names by the names l's clients show ("/help COMMANDE" becomes "/aide
// COMMANDE" in French): a command picker shows no mention.
func namesIn(l discordgo.Locale, s string) string {
	return bareCommand.ReplaceAllStringFunc(s, func(found string) string {
		sub := bareCommand.FindStringSubmatch(found)
		before, name, word := sub[1], sub[2], sub[3]
		top, ok := i18n.CommandName(string(l), name)
		if !ok {
			return found
		}
		if w := strings.TrimSpace(word); w != "" {
			if n, ok := i18n.CommandName(string(l), name+" "+w); ok {
				return before + "/" + top + " " + n
			}
		}
		return before + "/" + top + word
	})
}

func localizeOptions(opts []*discordgo.ApplicationCommandOption) {
	for _, o := range opts {
		if m := localized(o.Description); m != nil {
			o.DescriptionLocalizations = *m
		}
		for _, c := range o.Choices {
			if m := localized(c.Name); m != nil {
				c.NameLocalizations = *m
			}
		}
		localizeOptions(o.Options)
	}
}

func options(specs []bot.OptionSpec) []*discordgo.ApplicationCommandOption {
	var out []*discordgo.ApplicationCommandOption
	// Discord wants required options first.
	for _, required := range []bool{true, false} {
		for _, o := range specs {
			if o.Required != required {
				continue
			}
			opt := &discordgo.ApplicationCommandOption{
				Name: o.Name, Description: o.Description, Required: o.Required,
				Autocomplete: o.Autocomplete && len(o.Choices) == 0,
			}
			switch o.Type {
			case bot.Integer:
				opt.Type = discordgo.ApplicationCommandOptionInteger
				if o.Max > 0 {
					lo := float64(o.Min)
					opt.MinValue, opt.MaxValue = &lo, float64(o.Max)
				}
			case bot.Channel:
				opt.Type = discordgo.ApplicationCommandOptionChannel
			case bot.UserOpt:
				opt.Type = discordgo.ApplicationCommandOptionUser
			case bot.Role:
				opt.Type = discordgo.ApplicationCommandOptionRole
			case bot.Boolean:
				opt.Type = discordgo.ApplicationCommandOptionBoolean
			default:
				opt.Type = discordgo.ApplicationCommandOptionString
			}
			for _, c := range o.Choices {
				var v any = c.Value
				if o.Type == bot.Integer {
					n, err := strconv.Atoi(c.Value)
					if err != nil {
						panic(fmt.Sprintf("discord: integer option %s has choice %q", o.Name, c.Value))
					}
					v = n
				}
				opt.Choices = append(opt.Choices, &discordgo.ApplicationCommandOptionChoice{Name: c.Label, Value: v})
			}
			out = append(out, opt)
		}
	}
	return out
}

// postPermissions are what the bot needs to post a board in a channel:
// see it, send messages (or, in a thread, send messages in threads), and
// attach the image.
const (
	viewChannel           = 1 << 10
	sendMessages          = 1 << 11
	attachFiles           = 1 << 15
	sendMessagesInThreads = 1 << 38
	administrator         = 1 << 3
)

// canPost checks the bot's permissions in the interaction's channel, which
// Discord sends with every interaction in a server (app_permissions; none
// sent reads as none held): the bot's posts there (a round's results, after
// the interaction's token has expired) go with the bot token and need them.
// Other channels are not checked here. The interaction does not say whether
// the channel is a thread, so either Send Messages or Send Messages in
// Threads passes.
func canPost(_ context.Context, req bot.Request, ch string) error {
	i, ok := req.Raw.(*discordgo.Interaction)
	if !ok || i.GuildID == "" {
		return nil
	}
	perms := i.AppPermissions
	if ch != i.ChannelID || perms&administrator != 0 {
		return nil
	}
	var missing []string
	if perms&viewChannel == 0 {
		missing = append(missing, "View Channel")
	}
	if perms&(sendMessages|sendMessagesInThreads) == 0 {
		missing = append(missing, "Send Messages")
	}
	if perms&attachFiles == 0 {
		missing = append(missing, "Attach Files")
	}
	if len(missing) == 0 {
		return nil
	}
	// Discord's own names of the permissions, as its settings show them.
	what := strings.Join(missing, ", ")
	return game.E(game.NotAllowed, game.CodeChannelPerms, game.Facts{"channel": markup{}.ChannelLink(ch), "missing": what})
}

// toRequest translates an interaction. For autocomplete it also returns the
// focused option and what has been typed so far.
func toRequest(i *discordgo.Interaction) (req bot.Request, focused, prefix string) {
	req = bot.Request{ID: i.ID, Platform: Platform, Guild: i.GuildID, Channel: i.ChannelID, Options: map[string]string{}, Raw: i,
		Locale: string(i.Locale)}
	if i.GuildLocale != nil {
		req.ServerLocale = string(*i.GuildLocale)
	}
	u := i.User
	if i.Member != nil {
		u = i.Member.User
		req.IsAdmin = i.Member.Permissions&(discordgo.PermissionAdministrator|discordgo.PermissionManageGuild) != 0
	}
	if u != nil {
		req.User = bot.User{ID: u.ID, Name: cmpOr(u.GlobalName, u.Username)}
		if i.Member != nil && i.Member.Nick != "" {
			req.User.Name = i.Member.Nick
		}
	}
	if i.GuildID == "" {
		req.IsAdmin = true // a DM with the bot: nobody else to protect
	}
	switch i.Type {
	case discordgo.InteractionApplicationCommand, discordgo.InteractionApplicationCommandAutocomplete:
		data := i.ApplicationCommandData()
		req.Command = data.Name
		opts := data.Options
		if len(opts) == 1 && (opts[0].Type == discordgo.ApplicationCommandOptionSubCommand) {
			if opts[0].Name != bareSub {
				req.Command += " " + opts[0].Name
			}
			opts = opts[0].Options
		}
		for _, o := range opts {
			v := optionValue(o)
			req.Options[o.Name] = v
			if o.Focused {
				focused, prefix = o.Name, v
			}
		}
	case discordgo.InteractionMessageComponent:
		data := i.MessageComponentData()
		req.Action = &bot.ActionEvent{ID: data.CustomID}
		if len(data.Values) > 0 {
			req.Action.Value = data.Values[0]
		}
	case discordgo.InteractionModalSubmit:
		data := i.ModalSubmitData()
		req.Action = &bot.ActionEvent{ID: data.CustomID, Value: formText(data.Components)}
	}
	return req, focused, prefix
}

// formField is the custom_id of a form's one text input.
const formField = "text"

// formText is what the player typed in a submitted form: the text input
// called formField (or, failing that, the first one).
func formText(rows []discordgo.MessageComponent) string {
	var first *string
	for _, row := range rows {
		r, ok := row.(*discordgo.ActionsRow)
		if !ok {
			continue
		}
		for _, c := range r.Components {
			if in, ok := c.(*discordgo.TextInput); ok {
				if in.CustomID == formField {
					return in.Value
				}
				if first == nil {
					first = &in.Value
				}
			}
		}
	}
	if first != nil {
		return *first
	}
	return ""
}

// modalData is a modal's callback data (response type 9): the form's one
// field, a paragraph of up to 4,000 characters.
type modalData struct {
	CustomID   string                       `json:"custom_id"`
	Title      string                       `json:"title"`
	Components []discordgo.MessageComponent `json:"components"`
}

func toModal(f *bot.Form) modalData {
	return modalData{CustomID: f.ID, Title: clip(cmpOr(f.Title, "Enter text"), 45), Components: []discordgo.MessageComponent{
		discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.TextInput{
			CustomID: formField, Label: clip(cmpOr(f.Label, "Text"), 45), Style: discordgo.TextInputParagraph,
			Placeholder: clip(f.Placeholder, 100), Required: true, MaxLength: 4000,
		}}},
	}}
}

func optionValue(o *discordgo.ApplicationCommandInteractionDataOption) string {
	switch v := o.Value.(type) {
	case string:
		return v
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(v)
	case nil:
		return ""
	}
	return fmt.Sprint(o.Value)
}

// toMessage translates a reply: text, components and the attachment's
// metadata (the file itself travels in the multipart body).
func (d *Discord) toMessage(r bot.Reply, ephemeral bool) message {
	var embeds []embed
	r.Text, embeds = d.withMentions(r.Text)
	m := message{Content: &r.Text, Embeds: embeds, Components: components(r.Actions), Attachments: []attachment{}, AllowedMentions: allowedMentions{Parse: []string{}, Roles: r.Roles}}
	if ephemeral {
		m.Flags = discordgo.MessageFlagsEphemeral
	}
	for i, f := range uploads(r) {
		m.Attachments = append(m.Attachments, attachment{ID: i, Filename: f.Name, Description: clip(f.Alt, 1024)})
	}
	return m
}

// components lays actions out in rows: consecutive buttons share a row (up
// to 5), each select menu has its own; Discord allows 5 rows.
func components(actions []bot.Action) []discordgo.MessageComponent {
	rows := []discordgo.MessageComponent{}
	var buttons []discordgo.MessageComponent
	flush := func() {
		if len(buttons) > 0 {
			rows = append(rows, discordgo.ActionsRow{Components: buttons})
			buttons = nil
		}
	}
	for _, a := range actions {
		switch a.Kind {
		case bot.Button:
			if len(buttons) == 5 {
				flush()
			}
			if a.URL != "" {
				buttons = append(buttons, discordgo.Button{Label: clip(a.Label, 80), Style: discordgo.LinkButton, URL: a.URL})
				continue
			}
			buttons = append(buttons, discordgo.Button{Label: clip(a.Label, 80), Style: discordgo.SecondaryButton, CustomID: a.ID})
		case bot.Select:
			flush()
			menu := discordgo.SelectMenu{CustomID: a.ID, Placeholder: clip(a.Label, 150), MenuType: discordgo.StringSelectMenu}
			for _, c := range a.Choices[:min(25, len(a.Choices))] {
				menu.Options = append(menu.Options, discordgo.SelectMenuOption{Label: clip(c.Label, 100), Value: clip(c.Value, 100)})
			}
			rows = append(rows, discordgo.ActionsRow{Components: []discordgo.MessageComponent{menu}})
		}
	}
	flush()
	return rows[:min(5, len(rows))]
}

// clip shortens s to at most n bytes, between two characters.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	n -= 3
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
