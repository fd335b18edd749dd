// Package slack runs bogglebot in Slack workspaces over the platform-neutral
// bot core: slash commands and Block Kit buttons become bot.Requests, and
// bot.Replies become file uploads, messages and ephemeral messages.
//
// Two transports deliver Slack's requests: Socket Mode (the default; an
// outbound websocket, no public URL needed) and HTTP, where Slack POSTs to
// CommandsPath and InteractivityPath and every request is verified with the
// app's signing secret. Either way a request is acknowledged at once, within
// Slack's 3 seconds, and worked on afterwards by the bot's runtime
// (bot.Runtime: bounded workers and queue, a per-user limit, a timeout per
// request): a slow render never makes Slack show a timeout, and a flood
// never queues without bound.
//
// A reply's Form opens a modal, whose submission comes back as an action
// (form.go); a public reply with Live is posted so that Edit (bot.Editor,
// chat.update) can later change its text and buttons.
//
// Slash commands are read from the bot's command table (bot.Table), so any
// command in it works once the Slack app declares it; the command's text is
// parsed with the table's ParseText ("/solve lqre slus atic nren top:8"). An umbrella command, /boggle, runs any command by name
// ("/boggle path sinecure") for workspaces where the short names are taken.
//
// A *Slack is safe for concurrent use. Tokens and the signing secret never
// appear in its logs or errors.
package slack

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/internal/logsample"
	"github.com/bogglebot/bogglebot/internal/replay"
	lru "github.com/hashicorp/golang-lru/v2"
	slackapi "github.com/slack-go/slack"
)

// Umbrella is the slash command that runs any bot command named in its text.
const Umbrella = "boggle"

// Slack is the adapter. Build it with New.
type Slack struct {
	cfg Config
	bot *bot.Bot
	api *slackapi.Client
	log *slog.Logger

	rt *bot.Runtime

	admins  *admins  // who may change the workspace's settings (admins.go)
	locales *locales // each member's language, from users.info (locale.go)

	connected atomic.Bool // the Socket Mode websocket is up

	// refused logs refused HTTP requests as a sampled count; seen keeps
	// the signatures of the requests handled, so that a replay is not run.
	refused *logsample.Sampler
	seen    *replay.Guard

	// groupMu holds a *sync.Mutex per user group being changed (roles.go).
	groupMu sync.Map

	// imCache remembers users' direct-message channels (direct.go).
	imOnce  sync.Once
	imCache *lru.Cache[string, string]

	// bg counts the adapter's own goroutines (a refusal's note, a Socket
	// Mode event), so that Wait waits for them too: an app_uninstalled
	// being recorded must not race the store's Close. Once Wait has
	// begun, such work runs on the caller's goroutine instead.
	bgMu      sync.Mutex
	bg        sync.WaitGroup
	bgClosing bool
}

// goBG runs f on a goroutine of its own that Wait waits for.
func (a *Slack) goBG(f func()) {
	a.bgMu.Lock()
	if a.bgClosing {
		a.bgMu.Unlock()
		f()
		return
	}
	a.bg.Add(1)
	a.bgMu.Unlock()
	go func() {
		defer a.bg.Done()
		f()
	}()
}

// New checks cfg and returns an adapter, or an error naming every missing
// or malformed setting. It does not connect anywhere: RunSocket does, and
// Handler serves HTTP mode.
func New(cfg Config) (*Slack, error) {
	if cfg.Bot == nil {
		return nil, errors.New("slack: no bot")
	}
	if err := cfg.check(); err != nil {
		return nil, fmt.Errorf("slack: %w", err)
	}
	cfg = cfg.withDefaults()
	if cfg.Runtime == nil {
		cfg.Runtime = bot.NewRuntime(cfg.Bot, bot.RuntimeConfig{})
	} else if cfg.Runtime.Bot() != cfg.Bot {
		return nil, errors.New("slack: the runtime runs another bot")
	}
	a := &Slack{cfg: cfg, bot: cfg.Bot, log: cfg.Logger, rt: cfg.Runtime}
	if a.log == nil {
		a.log = cfg.Bot.Logger()
	}
	a.log = a.log.With("platform", Platform)
	a.refused = &logsample.Sampler{Log: a.log, Msg: "slack request refused"}
	a.seen = &replay.Guard{TTL: replayTTL, Shared: cfg.Replays}
	opts := []slackapi.Option{
		slackapi.OptionAPIURL(cfg.APIURL),
		slackapi.OptionHTTPClient(cfg.HTTPClient),
		slackapi.OptionLog(debugLog{a.log}),
	}
	if cfg.AppToken != "" {
		opts = append(opts, slackapi.OptionAppLevelToken(cfg.AppToken))
	}
	a.api = slackapi.New(cfg.BotToken, opts...)
	a.admins = newAdmins(cfg.Admins, a.api.GetUserInfoContext)
	// One users.info answer tells a member's role and language: each
	// cache keeps what the other asked.
	a.locales = newLocales(a.api.GetUserInfoContext)
	a.locales.seen = func(key string, u *slackapi.User) { a.admins.remember(key, u) }
	a.admins.seen = func(key string, u *slackapi.User) { a.locales.cache.Add(key, u.Locale) }
	cfg.Bot.Register(a.Platform())
	return a, nil
}

// Mode returns the configured transport: ModeSocket or ModeHTTP.
func (a *Slack) Mode() string { return a.cfg.Mode }

// Connected reports whether the Socket Mode websocket is up. (In HTTP mode
// Slack connects to us; there is nothing to report.)
func (a *Slack) Connected() bool { return a.connected.Load() }

// Wait drains the adapter's runtime and its own goroutines (refusals'
// notes, Socket Mode events such as app_uninstalled): it blocks until
// every request in flight has been answered and every event acted on, or
// ctx is done. New requests are refused once
// Wait has been called (on a shared runtime, on every adapter): Socket Mode
// envelopes are acked with a note and HTTP requests get 503.
func (a *Slack) Wait(ctx context.Context) error {
	if err := a.rt.Drain(ctx); err != nil {
		return fmt.Errorf("slack: %w", err)
	}
	a.bgMu.Lock()
	a.bgClosing = true
	a.bgMu.Unlock()
	done := make(chan struct{})
	go func() {
		a.bg.Wait()
		close(done)
	}()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("slack: waiting for events and notes in flight: %w", ctx.Err())
	}
}

// A target is where a reply goes: the request's channel and user, the
// response URL Slack gave with it (if any), and its trigger_id, with which
// a reply's Form opens a modal.
type target struct {
	channel, user, responseURL, trigger string
}

// submit hands a request to the runtime; handle runs it on a worker and
// its reply goes to to. It never blocks. On a refusal it returns the
// runtime's answer for the player, which the caller sends at once.
func (a *Slack) submit(req bot.Request, to target, handle func(ctx context.Context) bot.Reply) *bot.Refusal {
	err := a.rt.Submit(bot.Task{
		Request: req,
		Handle:  handle,
		Deliver: func(ctx context.Context, r bot.Reply) { a.deliver(ctx, req.ID, to, r) },
	})
	if ref, ok := errors.AsType[*bot.Refusal](err); ok {
		return ref
	} else if err != nil {
		a.log.Error("submit request", "interaction", req.ID, "err", err)
		return &bot.Refusal{Reason: "error", Reply: bot.Reply{Text: bot.Apology, Ephemeral: true}}
	}
	return nil
}

// tell sends an answer that no worker produced (a refused click's note),
// on a context of its own.
func (a *Slack) tell(to target, id string, r bot.Reply) {
	ctx, cancel := context.WithTimeout(context.Background(), a.rt.Config().ReplyTimeout)
	defer cancel()
	a.deliver(ctx, id, to, r)
}

// slashCommand submits a slash command: parsed and run on a worker.
func (a *Slack) slashCommand(cmd slackapi.SlashCommand, id string) *bot.Refusal {
	to := target{channel: cmd.ChannelID, user: cmd.UserID, responseURL: cmd.ResponseURL, trigger: cmd.TriggerID}
	who := bot.Request{ID: id, Platform: Platform, User: bot.User{ID: cmd.UserID}, Guild: cmd.TeamID, Channel: cmd.ChannelID,
		Command: strings.TrimPrefix(strings.TrimSpace(cmd.Command), "/")}
	return a.submit(who, to, func(ctx context.Context) bot.Reply { return a.command(ctx, cmd, id) })
}

// blockAction submits a click on a button or a pick in a select menu.
func (a *Slack) blockAction(cb slackapi.InteractionCallback, act *slackapi.BlockAction, id string) *bot.Refusal {
	if act.ActionID == bot.LinkID {
		return nil // a link button: Slack opened the link, and reports the click too
	}
	req, to := a.action(cb, act, id)
	return a.submit(req, to, func(ctx context.Context) bot.Reply { return a.handle(ctx, req) })
}

// command parses and runs a slash command.
func (a *Slack) command(ctx context.Context, cmd slackapi.SlashCommand, id string) bot.Reply {
	req, err := parseCommand(a.bot.Mux(), cmd)
	if err != nil {
		a.log.Info("command not understood", "interaction", id, "command", cmd.Command, "user", cmd.UserID, "err", err)
		loc, lerr := a.locales.of(ctx, cmd.TeamID, cmd.UserID)
		if lerr != nil {
			a.log.Warn("cannot read the member's locale; answering in English", "interaction", id, "user", cmd.UserID, "err", a.scrub(lerr))
		}
		return bot.Reply{Text: bot.ErrorIn(err, loc), Ephemeral: true}
	}
	req.ID = id
	return a.handle(ctx, req)
}

// action reads a click on a button or a pick in a select menu.
func (a *Slack) action(cb slackapi.InteractionCallback, act *slackapi.BlockAction, id string) (bot.Request, target) {
	to := target{channel: cb.Channel.ID, user: cb.User.ID, responseURL: cb.ResponseURL, trigger: cb.TriggerID}
	if to.channel == "" {
		to.channel = cb.Container.ChannelID
	}
	value := act.Value
	if act.Type == slackapi.ActionType(slackapi.OptTypeStatic) || act.SelectedOption.Value != "" {
		value = act.SelectedOption.Value
	}
	req := bot.Request{
		ID:       id,
		Platform: Platform,
		User:     bot.User{ID: cb.User.ID, Name: firstNonEmpty(cb.User.Name, cb.User.Profile.DisplayName, cb.User.ID)},
		Guild:    cb.Team.ID,
		Channel:  to.channel,
		Action:   &bot.ActionEvent{ID: act.ActionID, Value: value},
	}
	return req, to
}

// parseCommand turns a slash command into a bot.Request with the table's
// ParseText.
// Errors are *bot.UserError, worded for the player.
func parseCommand(table *bot.Mux, cmd slackapi.SlashCommand) (bot.Request, error) {
	name := strings.ToLower(strings.TrimPrefix(strings.TrimSpace(cmd.Command), "/"))
	text := unescape(cmd.Text)
	line := "/" + name + " " + text
	if name == Umbrella { // /boggle solve ...: the player typed the slash already
		line = "/" + strings.TrimPrefix(strings.TrimSpace(text), "/")
		if line == "/" {
			line = "/help"
		}
	}
	req, err := table.ParseText(line)
	if err != nil {
		return bot.Request{}, err
	}
	if spec, ok := table.Lookup(req.Command); ok {
		for _, o := range spec.Options {
			if v, ok := req.Options[o.Name]; ok && (o.Type == bot.Channel || o.Type == bot.UserOpt) {
				req.Options[o.Name] = mentionID(v)
			}
		}
	}
	req.Platform = Platform
	req.User = bot.User{ID: cmd.UserID, Name: firstNonEmpty(cmd.UserName, cmd.UserID)}
	req.Guild = cmd.TeamID
	req.Channel = cmd.ChannelID
	return req, nil
}

// unescape undoes the HTML escaping Slack applies to command text.
func unescape(s string) string {
	return strings.NewReplacer("&lt;", "<", "&gt;", ">", "&amp;", "&").Replace(s)
}

// mentionID reads a channel or user id out of Slack's <#C123|name> or
// <@U123|name>; other text is returned as it is.
func mentionID(s string) string {
	if len(s) > 3 && s[0] == '<' && (s[1] == '#' || s[1] == '@') && s[len(s)-1] == '>' {
		id, _, _ := strings.Cut(s[2:len(s)-1], "|")
		return id
	}
	return s
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

// debugLog routes slack-go's own logging to slog at debug level.
type debugLog struct{ log *slog.Logger }

func (d debugLog) Output(_ int, s string) error {
	d.log.Debug(strings.TrimSpace(s), "source", "slack-go")
	return nil
}

// Platform is Slack's name in bot.Request.Platform and stored guilds.
const Platform = "slack"
