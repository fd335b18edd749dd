package slack

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
)

var update = flag.Bool("update", false, "rewrite deploy/slack-manifest.yaml from the command table")

const manifestPath = "../../deploy/slack-manifest.yaml"

// manifest is the Slack app manifest for the commands in the table: one
// slash command per top-level name ("daily setup" and "daily" share
// /daily), plus the /boggle umbrella.
func manifest(specs []bot.CommandSpec) string {
	var s strings.Builder
	s.WriteString(`# Slack app manifest for bogglebot. Create the app from it at
# https://api.slack.com/apps?new_app=1 ("From an app manifest"); see docs/slack.md.
#
# Generated from the bot's command table by
#   go test ./bot/slack -run TestManifest -update
# Edit the header by hand in manifest_test.go, not here.
#
# Scopes: commands, chat:write and files:write to answer; users:read to know
# the workspace's admins and owners (who may run /daily setup); channels:read
# and groups:read to check that the bot is in a public or private channel
# before it takes it for the daily posts; im:write to send a player their
# /privacy export in a direct message (Slack cannot attach a file to a
# private reply) and their reminders to play the daily (/boggle remind: Slack
# keeps /remind for itself); usergroups:read and usergroups:write to let
# players join and leave the user group the daily post mentions (/daily
# setup role:; user groups come with Slack's paid plans). The
# app_uninstalled and tokens_revoked events schedule the erasure of the
# workspace's data (docs/privacy.md).
#
# It sets up Socket Mode (no public URL needed). For HTTP mode, set
# socket_mode_enabled to false and add the Request URLs shown in docs/slack.md:
#   url: https://YOUR.HOST/slack/commands              (under each slash command)
#   request_url: https://YOUR.HOST/slack/interactivity (under interactivity)
#   request_url: https://YOUR.HOST/slack/events        (under event_subscriptions)
display_information:
  name: bogglebot
  description: "Solves Boggle boards and draws the best words' paths."
  long_description: "bogglebot solves Boggle, Big Boggle and Super Big Boggle boards. Type /solve with the letters row by row and it posts a picture of the board with the paths of the best words, the word count and the points; buttons under it show every word or the path of any word. /path shows where one word lies, /random rolls a board from real dice, /define says what a word means, and /study lists the words most worth learning. /daily runs a daily board challenge with leaderboards, streaks, hints (/hint), a look back at what you missed and a spoiler-free share; /play starts a live timed round in the channel. With a public address, both can be played by dragging across the tiles on a web board. /help lists every command with examples."
  background_color: "#1d3557"
features:
  bot_user:
    display_name: bogglebot
    always_online: true
  slash_commands:
`)
	type cmd struct{ name, desc, hint string }
	var cmds []cmd
	seen := map[string]int{}
	for _, c := range specs {
		top, sub, _ := strings.Cut(c.Name, " ")
		if builtIn(top) {
			continue // Slack's own: /boggle runs it
		}
		hint := usageHint(c)
		if sub != "" {
			hint = sub + " " + hint
		}
		if i, ok := seen[top]; ok {
			if cmds[i].hint != "" {
				hint = cmds[i].hint + " | " + hint
			}
			cmds[i].hint = strings.TrimSpace(hint)
			continue
		}
		desc := c.Description
		if sub != "" {
			desc = strings.ToUpper(top[:1]) + top[1:] + " commands"
		}
		seen[top] = len(cmds)
		cmds = append(cmds, cmd{top, desc, strings.TrimSpace(hint)})
	}
	var names []string
	for _, c := range specs {
		if top, _, _ := strings.Cut(c.Name, " "); len(names) == 0 || names[len(names)-1] != top {
			names = append(names, top)
		}
	}
	cmds = append(cmds, cmd{Umbrella, "Any bogglebot command by name, e.g. /boggle solve lqre slus atic nren",
		strings.Join(names, "|") + " …"})
	for _, c := range cmds {
		fmt.Fprintf(&s, "    - command: /%s\n      description: %s\n", c.name, strconv.Quote(c.desc))
		if c.hint != "" {
			fmt.Fprintf(&s, "      usage_hint: %s\n", strconv.Quote(c.hint))
		}
		// Escaping makes Slack send #channel and @user as <#C123|name>
		// and <@U123|name>, ids the adapter reads; it escapes &, < and >,
		// which the adapter undoes.
		s.WriteString("      should_escape: true\n")
	}
	s.WriteString(`oauth_config:
  scopes:
    bot:
      - commands
      - chat:write
      - files:write
      - users:read
      - channels:read
      - groups:read
      - im:write
      - usergroups:read
      - usergroups:write
settings:
  event_subscriptions:
    bot_events:
      - app_uninstalled
      - tokens_revoked
  interactivity:
    is_enabled: true
  org_deploy_enabled: false
  socket_mode_enabled: true
  token_rotation_enabled: false
`)
	return s.String()
}

// builtIn reports whether Slack has a slash command of that name of its
// own (/remind, /topic...), which an app cannot take: the umbrella
// /boggle runs the bot's ("/boggle remind on 19:30").
func builtIn(name string) bool {
	switch name {
	case "remind", "topic", "away", "active", "dnd", "feed", "invite", "kick", "leave", "msg", "mute", "open", "shrug", "status", "who", "search", "shortcuts", "apps", "collapse", "expand", "me", "archive", "rename", "call":
		return true
	}
	return false
}

// usageHint is a command's arguments as typed in Slack:
// "[BOARD] [top:1-10] [dict:common|standard|large]".
func usageHint(c bot.CommandSpec) string {
	var parts []string
	for _, o := range c.Options {
		v := strings.ToUpper(o.Name)
		if o.Positional && o.Meta != "" {
			v = o.Meta // what free text holds: SIZE QUALITY
		}
		if !o.Positional {
			val := v
			switch {
			case len(o.Choices) > 0:
				vals := make([]string, len(o.Choices))
				for i, ch := range o.Choices {
					vals[i] = ch.Value
				}
				val = strings.Join(vals, "|")
			case o.Type == bot.Integer && o.Max > 0:
				val = fmt.Sprintf("%d-%d", o.Min, o.Max)
			}
			v = o.Name + ":" + val
		}
		if !o.Required {
			v = "[" + v + "]"
		}
		if o.Positional {
			parts = append([]string{v}, parts...)
		} else {
			parts = append(parts, v)
		}
	}
	return strings.Join(parts, " ")
}

// TestManifest keeps deploy/slack-manifest.yaml in step with the command
// table: Slack delivers only the slash commands the app declares.
func TestManifest(t *testing.T) {
	want := manifest(app.Commands().All())
	if *update {
		if err := os.WriteFile(manifestPath, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(manifestPath)
	if err != nil {
		t.Fatalf("%v (create it with: go test ./bot/slack -run TestManifest -update)", err)
	}
	if string(got) != want {
		t.Fatalf("%s is out of date with the command table; regenerate it with\n\tgo test ./bot/slack -run TestManifest -update\nwant:\n%s", manifestPath, want)
	}
	for _, must := range []string{"- commands", "- chat:write", "- files:write", "- users:read", "- channels:read", "- groups:read", "- im:write", "- usergroups:read", "- usergroups:write", "- app_uninstalled", "- tokens_revoked", "socket_mode_enabled: true", "is_enabled: true",
		"command: /solve", "command: /path", "command: /random", "command: /help", "command: /boggle"} {
		if !strings.Contains(want, must) {
			t.Errorf("manifest lacks %q", must)
		}
	}
}
