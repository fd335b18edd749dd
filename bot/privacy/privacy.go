// Package privacy is /privacy: what bogglebot keeps about the player, a
// copy of it, its erasure, and a server's erasure for its admins; and the
// platforms' word that the app left a server or came back (bot.AppRemoved,
// bot.AppReturned), which schedules or calls off an erasure. Its handlers
// are safe for concurrent use.
package privacy

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/privacy"
)

// Deps is what the feature uses.
type Deps struct {
	// Privacy exports and erases players' and servers' data; nil means the
	// bot keeps nothing (no database), and /privacy says so.
	Privacy *privacy.Service
	Log     *slog.Logger
}

type feature struct{ Deps }

// Register registers /privacy, its buttons, the step that calls off an
// erasure when a player plays again, and the platform events on m.
func Register(m *bot.Mux, d Deps) {
	if d.Log == nil {
		d.Log = slog.Default()
	}
	b := &feature{d}
	m.Command(spec, b.privacyCmd)
	m.Action("privacy", b.privacyAction)
	m.Use(bot.Step{Name: "active", Wrap: b.activeStep}) // a player who plays again calls off a scheduled erasure
	m.On(bot.AppRemoved, b.removed)
	m.On(bot.AppReturned, b.returned)
}

// spec is /privacy.
var spec = bot.CommandSpec{
	Name:        "privacy",
	Description: "What bogglebot keeps about you; export a copy or delete it",
	Options: []bot.OptionSpec{{
		Name:        "action",
		Meta:        "ACTION",
		Description: "about (default), export, delete, or delete-server (admins)",
		Positional:  true,
		Choices: []bot.Choice{
			{Label: "what is kept, and for how long", Value: "about"},
			{Label: "export: send me a copy (JSON)", Value: "export"},
			{Label: "delete: erase my data", Value: "delete"},
			{Label: "delete-server: erase this server's data (admins)", Value: "delete-server"},
		},
	}},
	Examples: []string{"/privacy", "/privacy export", "/privacy delete"},
}

// noStore is /privacy's answer on a bot without a database.
const noStore = "This bot is running without a database (none is set up, or it could not be opened when the bot started), so it keeps nothing about you now: only, for a day at most and in memory, the last board typed in each channel, and for seconds your rate limit. There is nothing to export or delete here."

func (b *feature) privacyCmd(ctx context.Context, req bot.Request) (bot.Reply, error) {
	svc := b.Privacy
	action := strings.ToLower(strings.TrimSpace(req.Options["action"]))
	if action == "" {
		action = "about"
	}
	if svc == nil {
		switch action {
		case "about", "export", "delete", "delete-server":
			return bot.Reply{Text: req.Printer().Sprintf(noStore), Ephemeral: true}, nil
		}
	}
	switch action {
	case "about":
		return b.privacyAbout(ctx, svc, req)
	case "export":
		return privacyExport(ctx, svc, req)
	case "delete":
		return privacyDelete(ctx, svc, req)
	case "delete-server":
		return privacyDeleteServer(ctx, req)
	}
	near := ""
	if n := bot.Suggest(action, []string{"about", "export", "delete", "delete-server"}); len(n) > 0 {
		near = n[0]
	}
	return bot.Reply{}, game.E(game.Invalid, game.CodePrivacyAction, game.Facts{"typed": action, "near": near})
}

// summary counts what d holds, in words: "12 daily words on 3 days in 2
// servers, 4 round words in 1 round and 2 hints".
func summary(pt *message.Printer, d privacy.Data) string {
	servers, days := map[string]bool{}, map[string]bool{}
	daily, practice, rounds, hints := 0, 0, 0, len(d.Hints)
	for _, n := range d.Names {
		servers[n.Server] = true
	}
	for _, dw := range d.Daily {
		daily += len(dw.Words)
		days[dw.Day] = true
		servers[dw.Server] = true
	}
	for _, dw := range d.Practice {
		practice += len(dw.Words)
	}
	for _, r := range d.Rounds {
		rounds += len(r.Words)
		hints += len(r.Hints)
		servers[r.Server] = true
	}
	var parts []string
	if daily > 0 {
		parts = append(parts, pt.Sprintf("%s on %s", pt.Sprintf("%d daily words", daily), pt.Sprintf("%d days", len(days))))
	}
	if practice > 0 {
		parts = append(parts, pt.Sprintf("%d practice words", practice))
	}
	if len(d.Rounds) > 0 {
		parts = append(parts, pt.Sprintf("%s in %s", pt.Sprintf("%d round words", rounds), pt.Sprintf("%d rounds", len(d.Rounds))))
	}
	if hints > 0 {
		parts = append(parts, pt.Sprintf("%d hints", hints))
	}
	if n := len(d.Reminders); n > 0 {
		parts = append(parts, pt.Sprintf("%d reminders", n))
	}
	if len(parts) == 0 {
		parts = append(parts, pt.Sprintf("your name"))
	}
	list := parts[0]
	if n := len(parts); n > 1 {
		list = pt.Sprintf("%s and %s", strings.Join(parts[:n-1], ", "), parts[n-1])
	}
	return pt.Sprintf("%s, in %s", list, pt.Sprintf("%d servers", len(servers)))
}

// platformName is how a platform is named to players.
func platformName(pt *message.Printer, platform string) string {
	if platform == "" {
		return pt.Sprintf("this platform")
	}
	return strings.ToUpper(platform[:1]) + platform[1:]
}

// span says a duration in days, or hours under two days.
func span(pt *message.Printer, d time.Duration) string {
	if d < 48*time.Hour {
		return pt.Sprintf("%d hours", int(d/time.Hour))
	}
	return pt.Sprintf("%d days", int(d/(24*time.Hour)))
}

func (b *feature) privacyAbout(ctx context.Context, svc *privacy.Service, req bot.Request) (bot.Reply, error) {
	d, err := svc.Data(ctx, req.Platform, req.User.ID)
	if err != nil {
		return bot.Reply{}, err
	}
	pt := req.Printer()
	kept := pt.Sprintf("as long as the server keeps bogglebot")
	if r := svc.Retention(); r > 0 {
		kept = pt.Sprintf("for %s, then aged out", span(pt, r))
	}
	var s strings.Builder
	s.WriteString(pt.Sprintf("**What bogglebot keeps about you** on %s:", platformName(pt, req.Platform)) + "\n")
	s.WriteString(pt.Sprintf("• your display name, beside your scores in each server;") + "\n")
	s.WriteString(pt.Sprintf("• the daily words you found (points and time), the hints you took, and your practice replays;") + "\n")
	s.WriteString(pt.Sprintf("• your words, hints and standing in live rounds, and the rounds you started;") + "\n")
	s.WriteString(pt.Sprintf("• your reminders to play the daily board (`/remind`): their time, timezone and language.") + "\n")
	s.WriteString(pt.Sprintf("Nothing else: not your messages, not your e-mail.") + "\n")
	if d.Empty() {
		s.WriteString(pt.Sprintf("**Kept now:** nothing.") + "\n")
	} else {
		s.WriteString(pt.Sprintf("**Kept now:** %s.", summary(pt, d)) + "\n")
	}
	s.WriteString(pt.Sprintf("It is kept %s, and erased %s after bogglebot is removed from a server, when the platform tells it.", kept, span(pt, svc.Grace())) + "\n")
	s.WriteString(pt.Sprintf("`/privacy export` sends you a copy; `/privacy delete` erases it."))
	return bot.Reply{Text: s.String(), Ephemeral: true}, nil
}

func privacyExport(ctx context.Context, svc *privacy.Service, req bot.Request) (bot.Reply, error) {
	d, err := svc.Data(ctx, req.Platform, req.User.ID)
	if err != nil {
		return bot.Reply{}, err
	}
	if d.Empty() {
		return bot.Reply{Text: req.Printer().Sprintf("bogglebot keeps nothing about you on %s: there is nothing to export.", platformName(req.Printer(), req.Platform)), Ephemeral: true}, nil
	}
	data, err := privacy.Encode(d)
	if err != nil {
		return bot.Reply{}, err
	}
	return bot.Reply{
		Text:      req.Printer().Sprintf("Here is everything bogglebot keeps about you on %s (%s), as JSON.", platformName(req.Printer(), req.Platform), summary(req.Printer(), d)),
		File:      &bot.File{Name: "bogglebot-data.json", Type: "application/json", Data: data},
		Ephemeral: true,
	}, nil
}

func privacyDelete(ctx context.Context, svc *privacy.Service, req bot.Request) (bot.Reply, error) {
	d, err := svc.Data(ctx, req.Platform, req.User.ID)
	if err != nil {
		return bot.Reply{}, err
	}
	if d.Empty() {
		return bot.Reply{Text: req.Printer().Sprintf("bogglebot keeps nothing about you on %s: there is nothing to delete.", platformName(req.Printer(), req.Platform)), Ephemeral: true}, nil
	}
	pt := req.Printer()
	text := pt.Sprintf("This erases everything bogglebot keeps about you on %s, in every server: %s. "+
		"Leaderboards and round standings are worked out again without you (messages already posted in channels stay as they are). It cannot be undone.",
		platformName(pt, req.Platform), summary(pt, d))
	return bot.Reply{
		Text:      text,
		Actions:   []bot.Action{{Kind: bot.Button, ID: bot.ActionID("privacy", "delete", req.User.ID), Label: pt.Sprintf("Delete my data")}},
		Ephemeral: true,
	}, nil
}

// serverOf is the server a request comes from, for delete-server: "" in a
// direct message.
func serverOf(req bot.Request) string {
	g, dm := bot.GuildOf(req)
	if dm {
		return ""
	}
	return g.ID
}

func privacyDeleteServer(ctx context.Context, req bot.Request) (bot.Reply, error) {
	server := serverOf(req)
	if server == "" {
		return bot.Reply{}, game.E(game.Invalid, game.CodePrivacyDM)
	}
	if admin, err := req.Admin(ctx); err != nil {
		return bot.Reply{}, err
	} else if !admin {
		return bot.Reply{}, game.E(game.NotAllowed, game.CodeNotAdmin, game.Facts{"doing": "delete_server"})
	}
	pt := req.Printer()
	text := pt.Sprintf("This erases everything bogglebot keeps about this server: its daily challenge settings, and every player's words, " +
		"hints, practice and rounds here. The daily stops until someone runs `/daily setup` again. It cannot be undone.")
	return bot.Reply{
		Text:      text,
		Actions:   []bot.Action{{Kind: bot.Button, ID: bot.ActionID("privacy", "server", server), Label: pt.Sprintf("Delete this server's data")}},
		Ephemeral: true,
	}, nil
}

// privacyAction runs a confirmed erasure: "delete|USER" for the player who
// asked, "server|ID" for an admin of that server.
func (b *feature) privacyAction(ctx context.Context, req bot.Request) (bot.Reply, error) {
	svc := b.Privacy
	if svc == nil {
		return bot.Reply{Text: req.Printer().Sprintf(noStore), Ephemeral: true}, nil
	}
	_, parts := bot.ParseActionID(req.Action.ID)
	if len(parts) != 2 {
		return bot.Reply{}, game.E(game.Invalid, game.CodeButtonOld, game.Facts{"command": "privacy"})
	}
	switch parts[0] {
	case "delete":
		if parts[1] != req.User.ID {
			return bot.Reply{}, game.E(game.NotAllowed, game.CodePrivacyPlayer)
		}
		if err := svc.DeletePlayer(ctx, req.Platform, req.User.ID); err != nil {
			return bot.Reply{}, err
		}
		return bot.Reply{Text: req.Printer().Sprintf("Done: everything bogglebot kept about you on %s is erased.", platformName(req.Printer(), req.Platform)), Ephemeral: true}, nil
	case "server":
		if parts[1] == "" || serverOf(req) == "" {
			return bot.Reply{}, game.E(game.Invalid, game.CodePrivacyDM)
		}
		if parts[1] != serverOf(req) {
			return bot.Reply{}, game.E(game.NotAllowed, game.CodePrivacyServer)
		}
		if admin, err := req.Admin(ctx); err != nil {
			return bot.Reply{}, err
		} else if !admin {
			return bot.Reply{}, game.E(game.NotAllowed, game.CodeNotAdmin, game.Facts{"doing": "delete_server"})
		}
		if err := svc.DeleteServer(ctx, req.Platform, parts[1]); err != nil {
			return bot.Reply{}, err
		}
		return bot.Reply{Text: req.Printer().Sprintf("Done: everything bogglebot kept about this server is erased."), Ephemeral: true}, nil
	}
	return bot.Reply{}, game.E(game.Invalid, game.CodeButtonOld, game.Facts{"command": "privacy"})
}

// removed: the app was removed from a server (user "")
// or deauthorized by a user (server ""), as the platform's event named
// reason says: that data is erased after the grace period
// (privacy.Service.Removed), unless the app is added back first. A bot
// without a database keeps nothing and does nothing.
func (b *feature) removed(ctx context.Context, e bot.EventInfo) error {
	if b.Privacy == nil || (e.Server == "" && e.User == "") {
		return nil
	}
	_, err := b.Privacy.Removed(ctx, e.Platform, e.Server, e.User, e.Reason)
	return err
}

// returned: the app is in a server (user "") or
// authorized by a user (server "") again: an erasure scheduled for it is
// called off. It reads the database only when one is scheduled, so a
// gateway announcing every server at connection costs nothing.
func (b *feature) returned(ctx context.Context, e bot.EventInfo) error {
	if b.Privacy == nil || (e.Server == "" && e.User == "") || !b.Privacy.Scheduled(e.Platform, e.Server, e.User) {
		return nil
	}
	return b.Privacy.Returned(ctx, e.Platform, e.Server, e.User)
}

// activeStep calls off, before a request is routed, an erasure scheduled
// for its server or user (active).
func (b *feature) activeStep(next bot.Next) bot.Next {
	return func(ctx context.Context, c *bot.Call) bot.Reply {
		b.active(ctx, c.Request)
		return next(ctx, c)
	}
}

// active calls off an erasure scheduled for the server or the user of a
// request: using the app is the sign it is back (Slack sends no event when
// an app is installed again). A map lookup unless one is scheduled.
func (b *feature) active(ctx context.Context, req bot.Request) {
	if b.Privacy == nil {
		return
	}
	server, _ := bot.GuildOf(req)
	if err := b.Privacy.Active(ctx, req.Platform, server.ID, req.User.ID); err != nil {
		b.Log.Error("could not call off a scheduled erasure", "platform", req.Platform, "server", server.ID, "user", req.User.ID, "err", err)
	}
}
