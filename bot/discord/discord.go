// Package discord connects the bot core to Discord, in two modes:
//
//   - Gateway: a discordgo session receives INTERACTION_CREATE over the
//     websocket gateway (Run).
//   - HTTP interactions: Discord POSTs each interaction to an endpoint we
//     serve (Handler), verified with Ed25519; several replicas can run behind
//     a load balancer.
//
// In both modes an interaction is answered within Discord's 3 seconds: a
// reply that is ready at once (an error, /help) is sent directly; one that
// needs rendering is deferred (type 5) and the original response is then
// edited over REST with the PNG attached. Commands run on the bot's
// runtime (bot.Runtime): its workers, queue, per-user limit and drain.
//
// A reply's Form opens a modal (type 9), which must be the first answer;
// its submission (MODAL_SUBMIT) comes back as an action. A public reply
// with Live learns its message's id, and Edit (bot.Editor) later changes
// that message's text and buttons with the bot token.
//
// Every REST and gateway call goes to Config.APIURL when set (a fake in
// tests, or a proxy): discordgo's Endpoint* URLs are fixed at init, so the
// session gets an http.Client whose transport rewrites scheme and host, and
// the gateway URL is whatever that API's GET /gateway returns.
//
// A *Discord is safe for concurrent use.
package discord

import (
	"bytes"
	"cmp"
	"context"
	"crypto/ed25519"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net"
	"net/http"
	"net/textproto"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/internal/logsample"
	"github.com/bogglebot/bogglebot/internal/replay"
	"github.com/bogglebot/bogglebot/internal/text"
)

// DefaultAPIURL is Discord's own API host.
const DefaultAPIURL = "https://discord.com"

// apiPath is the versioned API prefix of our own REST calls. (discordgo,
// which we use for the gateway, still asks v9 for the gateway URL.)
const apiPath = "/api/v10"

// Config configures a Discord adapter.
type Config struct {
	Bot *bot.Bot
	// Runtime runs the commands; nil means a runtime of Bot's own with the
	// default settings. Several adapters may share one.
	Runtime   *bot.Runtime
	Token     string            // bot token, without "Bot "; never logged
	AppID     string            // application id
	GuildID   string            // register commands in this guild only; "" for global
	PublicKey ed25519.PublicKey // verifies HTTP interactions
	APIURL    string            // replaces https://discord.com; "" for Discord itself
	Logger    *slog.Logger
	// HTTPClient is the base client for REST calls (its transport is wrapped
	// to rewrite the host); nil means a client with a 15-second timeout and
	// a transport that keeps enough idle connections for every worker.
	HTTPClient *http.Client

	// AckWithin is the longest an interaction waits before it is deferred
	// (default 1s, well inside Discord's 3 s).
	AckWithin time.Duration
	// Now is the clock for signature timestamps; nil means time.Now.
	Now func() time.Time
	// ShardID and ShardCount split the gateway across processes (Discord's
	// sharding); ShardCount 0 means one unsharded session.
	ShardID, ShardCount int
	// Activity says the web board also opens inside Discord (the
	// Activity is set up): /daily and a round's start message then have
	// a Play in Discord button.
	Activity bool
	// Replays, if set, shares the signed requests handled (interactions
	// and webhook events) between replicas (the database's
	// store.Replays); each process remembers its own besides.
	Replays replay.Shared
}

// Discord is the adapter. Build it with New.
type Discord struct {
	cfg     Config
	bot     *bot.Bot
	log     *slog.Logger
	api     *url.URL // scheme://host[/prefix] replacing https://discord.com
	client  *http.Client
	rt      *bot.Runtime
	now     func() time.Time
	gateway atomic.Bool // the gateway session is connected
	// refused logs refused HTTP interactions as a sampled count; seen
	// keeps the signed messages handled (replay.Key), so that a replay is
	// not run.
	refused *logsample.Sampler
	seen    *replay.Guard
	// mention is each of the bot's commands ("daily", "daily setup") as a
	// command mention ("</daily show:123>"), from the ids RegisterCommands
	// got back; nil before a registration.
	mention atomic.Pointer[map[string]string]
	// me is the bot's user id, once asked (roles.go).
	me atomic.Pointer[string]
	// dmCache remembers users' DM channels (direct.go), made once.
	dmOnce  sync.Once
	dmCache *lru.Cache[string, string]
	// gatewayRetry is the first wait before opening the gateway again
	// (0: the default, tests shorten it).
	gatewayRetry time.Duration
}

// Connected reports whether the gateway session is connected (gateway mode).
func (d *Discord) Connected() bool { return d.gateway.Load() }

// New checks cfg and returns an adapter. It does not connect anywhere.
func New(cfg Config) (*Discord, error) {
	if cfg.Bot == nil {
		return nil, errors.New("discord: no bot")
	}
	if cfg.AppID == "" {
		return nil, errors.New("discord: no application id")
	}
	if cfg.APIURL == "" {
		cfg.APIURL = DefaultAPIURL
	}
	api, err := url.Parse(strings.TrimRight(cfg.APIURL, "/"))
	if err != nil || api.Host == "" || (api.Scheme != "http" && api.Scheme != "https") {
		return nil, fmt.Errorf("discord: API URL %q is not an http(s) URL", cfg.APIURL)
	}
	if cfg.Runtime == nil {
		cfg.Runtime = bot.NewRuntime(cfg.Bot, bot.RuntimeConfig{})
	} else if cfg.Runtime.Bot() != cfg.Bot {
		return nil, errors.New("discord: the runtime runs another bot")
	}
	if cfg.AckWithin <= 0 {
		cfg.AckWithin = time.Second
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	base := cfg.HTTPClient
	if base == nil {
		base = &http.Client{Timeout: 15 * time.Second}
	}
	rt := base.Transport
	if rt == nil {
		// A transport of our own: http.DefaultTransport keeps two idle
		// connections a host, and with more deliveries in flight than that
		// the rest are closed after each request and dialled again.
		rt = http.DefaultTransport
		if dt, ok := http.DefaultTransport.(*http.Transport); ok { // not wrapped by a tracer, say
			t := dt.Clone()
			t.MaxIdleConnsPerHost = max(4*cfg.Runtime.Config().Workers, 16)
			t.MaxIdleConns = max(t.MaxIdleConns, t.MaxIdleConnsPerHost)
			rt = t
		}
	}
	client := *base
	client.Transport = &rewriter{to: api, next: rt}
	d := &Discord{
		cfg: cfg, bot: cfg.Bot, log: cfg.Logger.With("platform", Platform), api: api, client: &client,
		rt: cfg.Runtime, now: cfg.Now,
		refused: &logsample.Sampler{Log: cfg.Logger.With("platform", Platform), Msg: "interaction refused", Now: cfg.Now},
		seen:    &replay.Guard{TTL: 2*MaxSkew + time.Minute, Now: cfg.Now, Shared: cfg.Replays},
	}
	cfg.Bot.Register(d.Platform())
	return d, nil
}

// ActivityLabel is the label of the buttons that open the board inside
// Discord (the Activity), in English: the buttons print it in the
// reader's language (i18n's catalogs, a key of i18n.Dynamic).
const ActivityLabel = "Play in Discord"

// Platform is what the bot knows of Discord: its markup, posting and
// editing messages, links to them, the bot's permissions in a channel,
// the Activity when it is set up. New registers it with the Bot.
func (d *Discord) Platform() bot.Platform {
	p := bot.Platform{Name: Platform, Markup: markup{}, Poster: d, Editor: d, Linker: d, CanPost: canPost, Scheduled: true, PostsOnce: true,
		Roles: d, Direct: d, DirectBudget: bot.Budget{Burst: directBurst, Every: directEvery}}
	if d.cfg.Activity {
		p.Activity = ActivityLabel
	}
	return p
}

// HTTPClient returns the client every REST call goes through: requests to
// discord.com are rewritten to the configured API URL.
func (d *Discord) HTTPClient() *http.Client { return d.client }

// Wait drains the adapter's runtime: it blocks until every interaction in
// flight has been answered, or ctx is done. New interactions are refused
// once Wait has been called (on a shared runtime, on every adapter).
func (d *Discord) Wait(ctx context.Context) error {
	if err := d.rt.Drain(ctx); err != nil {
		return fmt.Errorf("discord: %w", err)
	}
	return nil
}

// rewriter sends requests for discord.com (and its gateway lookups) to the
// configured API host, keeping the path.
type rewriter struct {
	to   *url.URL
	next http.RoundTripper
}

// A failed request names the host it really went to: the error the client
// makes quotes the URL it was given, discord.com's.
func (r *rewriter) RoundTrip(req *http.Request) (*http.Response, error) {
	rewritten := false
	if req.URL.Host == "discord.com" || req.URL.Host == "discordapp.com" {
		if r.to.Host != "discord.com" || r.to.Scheme != "https" || r.to.Path != "" {
			req = req.Clone(req.Context())
			req.URL.Scheme, req.URL.Host = r.to.Scheme, r.to.Host
			req.URL.Path = r.to.Path + req.URL.Path
			req.Host = ""
			rewritten = true
		}
	}
	resp, err := r.next.RoundTrip(req)
	if err != nil && rewritten {
		err = fmt.Errorf("sent to %s://%s (DISCORD_API_URL): %w", r.to.Scheme, r.to.Host, err)
	}
	return resp, err
}

// apiError is a REST call Discord refused.
type apiError struct {
	Method, Path string
	Status       int
	Body         string
}

func (e *apiError) Error() string {
	return fmt.Sprintf("discord %s %s: %d %s", e.Method, e.Path, e.Status, e.Body)
}

// do sends one REST call to path (under /api/vN) and decodes a JSON answer
// into out if non-nil. It retries once after a 429 that asks for a short wait.
func (d *Discord) do(ctx context.Context, method, path, contentType string, body []byte, out any) error {
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, DefaultAPIURL+apiPath+path, bytes.NewReader(body))
		if err != nil {
			return fmt.Errorf("discord %s: %w", method, err)
		}
		if contentType != "" {
			req.Header.Set("Content-Type", contentType)
		}
		if d.cfg.Token != "" {
			req.Header.Set("Authorization", "Bot "+d.cfg.Token)
		}
		req.Header.Set("User-Agent", "DiscordBot (https://github.com/bogglebot/bogglebot, 1)")
		resp, err := d.client.Do(req)
		if err != nil {
			// The client's error quotes the whole URL, a webhook's token
			// included: keep only what went wrong.
			var ue *url.Error
			if errors.As(err, &ue) {
				err = ue.Err
			}
			return fmt.Errorf("discord %s %s: %w", method, redactPath(path), err)
		}
		data, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		resp.Body.Close()
		if err != nil {
			return fmt.Errorf("discord %s %s: read answer: %w", method, redactPath(path), err)
		}
		if resp.StatusCode == http.StatusTooManyRequests && attempt == 0 {
			wait, _ := strconv.ParseFloat(resp.Header.Get("Retry-After"), 64)
			if wait <= 5 {
				select {
				case <-time.After(time.Duration(wait * float64(time.Second))):
					continue
				case <-ctx.Done():
					return ctx.Err()
				}
			}
		}
		if resp.StatusCode/100 != 2 {
			return &apiError{method, redactPath(path), resp.StatusCode, strings.TrimSpace(string(data[:min(len(data), 300)]))}
		}
		if out != nil && len(data) > 0 {
			if err := json.Unmarshal(data, out); err != nil {
				return fmt.Errorf("discord %s %s: decode answer: %w", method, redactPath(path), err)
			}
		}
		return nil
	}
}

// redactPath hides interaction tokens (webhook credentials) in paths.
func redactPath(p string) string {
	parts := strings.Split(p, "/")
	for i := 1; i < len(parts); i++ {
		if (parts[i-1] == "webhooks" && i+1 < len(parts)) || parts[i-1] == "interactions" {
			if i+1 < len(parts) {
				parts[i+1] = "[token]"
			}
		}
	}
	return strings.Join(parts, "/")
}

func (d *Discord) doJSON(ctx context.Context, method, path string, v, out any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("discord %s: encode: %w", method, err)
	}
	return d.do(ctx, method, path, "application/json", body, out)
}

// message is the JSON of a message we send or edit.
type message struct {
	Content         *string                      `json:"content,omitempty"`
	Flags           discordgo.MessageFlags       `json:"flags,omitempty"`
	Embeds          []embed                      `json:"embeds,omitempty"`
	Components      []discordgo.MessageComponent `json:"components"`
	Attachments     []attachment                 `json:"attachments"`
	AllowedMentions allowedMentions              `json:"allowed_mentions"`
	// Nonce and EnforceNonce make a channel post idempotent: Discord
	// answers a second create with the same nonce from the bot, within a
	// few minutes, with the first message instead of posting again.
	Nonce        string `json:"nonce,omitempty"`
	EnforceNonce bool   `json:"enforce_nonce,omitempty"`
}

// callback is an interaction response: {"type": 4, "data": {...}}.
type callback struct {
	Type int `json:"type"`
	Data any `json:"data,omitempty"`
}

type deferData struct {
	Flags discordgo.MessageFlags `json:"flags,omitempty"`
}

type choicesData struct {
	Choices []choice `json:"choices"`
}

type choice struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

type attachment struct {
	ID          int    `json:"id"`
	Filename    string `json:"filename"`
	Description string `json:"description,omitempty"`
}

type allowedMentions struct {
	Parse []string `json:"parse"`
	Roles []string `json:"roles,omitempty"` // the roles a post notifies (Reply.Roles)
}

// sent is the part of the message Discord answers a send or an edit with
// that we read.
type sent struct {
	ID string `json:"id"`
}

// sendMessage sends r as a multipart body (payload_json, then files[0] and
// files[1]: the image and the file, in the order of the message's
// attachments) when it has an image or a file, as JSON otherwise. It
// returns the id of the message, from Discord's answer ("" if it answered
// with none).
func (d *Discord) sendMessage(ctx context.Context, method, path string, r bot.Reply, ephemeral bool, nonce ...string) (string, error) {
	m := d.toMessage(r, ephemeral)
	if len(nonce) > 0 && nonce[0] != "" && len(nonce[0]) <= 25 {
		m.Nonce, m.EnforceNonce = nonce[0], true
	}
	var out sent
	files := uploads(r)
	if len(files) == 0 {
		err := d.doJSON(ctx, method, path, m, &out)
		return out.ID, err
	}
	payload, err := json.Marshal(m)
	if err != nil {
		return "", fmt.Errorf("discord: encode message: %w", err)
	}
	var body bytes.Buffer
	size := len(payload) + 512
	for _, f := range files {
		size += len(f.Data) + 256
	}
	body.Grow(size)
	w := multipart.NewWriter(&body)
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name="payload_json"`)
	h.Set("Content-Type", "application/json")
	pw, _ := w.CreatePart(h)
	pw.Write(payload)
	for i, f := range files {
		h = textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="files[%d]"; filename=%q`, i, f.Name))
		h.Set("Content-Type", f.Type)
		fw, _ := w.CreatePart(h)
		fw.Write(f.Data)
	}
	if err := w.Close(); err != nil {
		return "", fmt.Errorf("discord: encode multipart: %w", err)
	}
	err = d.do(ctx, method, path, w.FormDataContentType(), body.Bytes(), &out)
	return out.ID, err
}

// upload is one file of a message: its name, type, bytes and description.
type upload struct {
	Name, Type, Alt string
	Data            []byte
}

// uploads lists r's files in attachment order: the image, then the file.
func uploads(r bot.Reply) []upload {
	var out []upload
	if r.Image != nil {
		out = append(out, upload{Name: r.Image.Name, Type: "image/png", Alt: r.Image.Alt, Data: r.Image.PNG})
	}
	if r.File != nil {
		out = append(out, upload{Name: r.File.Name, Type: r.File.Type, Data: r.File.Data})
	}
	return out
}

// Post sends r to a channel as the bot (daily posts, a round's results):
// it implements bot.Poster. r.Nonce, if set, goes with enforce_nonce, so
// that Discord posts a retry of the same post once. Ephemeral makes no sense here and is ignored;
// Live is told the new message's id. A refusal by Discord (HTTP 4xx) is
// bot.Rejected: the message certainly did not go out. The bot token works
// at any time, where an interaction's token expires after 15 minutes.
func (d *Discord) Post(ctx context.Context, channel string, r bot.Reply) error {
	r.Form, r.Ephemeral = nil, false
	id, err := d.sendMessage(ctx, http.MethodPost, "/channels/"+url.PathEscape(channel)+"/messages", r, false, r.Nonce)
	if err != nil {
		err = fmt.Errorf("post to channel %s: %w", channel, err)
		var ae *apiError
		if errors.As(err, &ae) && ae.Status/100 == 4 {
			return bot.Rejected(err)
		}
		return err
	}
	d.live(r, id)
	return nil
}

// edit is the JSON of an edit that changes a message's text and
// components: without "attachments", Discord keeps the message's files.
type edit struct {
	Content         *string                      `json:"content"`
	Components      []discordgo.MessageComponent `json:"components"`
	AllowedMentions allowedMentions              `json:"allowed_mentions"`
}

// Edit changes the text and components of the bot's message ref in
// channel (a round's start message, which a Reply's Live reported), with
// the bot token: the interaction's token may have expired. The message's
// image stays; r.Image is ignored. Edit implements bot.Editor.
func (d *Discord) Edit(ctx context.Context, channel, ref string, r bot.Reply) error {
	if !text.Snowflake(channel) || !text.Snowflake(ref) {
		return fmt.Errorf("discord: edit message %q in channel %q: not Discord ids", ref, channel)
	}
	if out := d.mentions(r.Text); utf8.RuneCountInString(out) <= maxContent {
		r.Text = out // an edit keeps to the content: a round's start message has none
	}
	m := edit{Content: &r.Text, Components: components(r.Actions), AllowedMentions: allowedMentions{Parse: []string{}}}
	if m.Components == nil {
		m.Components = []discordgo.MessageComponent{} // no buttons left (null would keep them)
	}
	if err := d.doJSON(ctx, http.MethodPatch, "/channels/"+channel+"/messages/"+ref, m, nil); err != nil {
		return fmt.Errorf("edit message %s in channel %s: %w", ref, channel, err)
	}
	return nil
}

// MessageLink is the address of message ref in a channel (guild "" for
// a DM): Discord shows it as a jump to the message. It implements
// bot.MessageLinker.
func (d *Discord) MessageLink(guild, channel, ref string) string {
	return "https://discord.com/channels/" + cmp.Or(guild, "@me") + "/" + channel + "/" + ref
}

var (
	_ bot.Poster        = (*Discord)(nil)
	_ bot.Editor        = (*Discord)(nil)
	_ bot.MessageLinker = (*Discord)(nil)
)

// RegisterCommands replaces the application's slash commands with the bot's
// command table: in the configured guild (instant, for testing) or globally.
func (d *Discord) RegisterCommands(ctx context.Context) error {
	path := "/applications/" + d.cfg.AppID + "/commands"
	if d.cfg.GuildID != "" {
		path = "/applications/" + d.cfg.AppID + "/guilds/" + d.cfg.GuildID + "/commands"
	}
	cmds := ApplicationCommands(d.bot.Mux().All())
	var got []registered
	if err := d.doJSON(ctx, http.MethodPut, path, cmds, &got); err != nil {
		return fmt.Errorf("register %d slash commands: %w", len(cmds), err)
	}
	n := d.keepIDs(got)
	d.log.Info("registered slash commands", "count", len(cmds), "ids", n, "guild", d.cfg.GuildID)
	return nil
}

// Retryable reports whether a failed call may succeed if tried again later:
// Discord was unreachable, overloaded (429) or failing (5xx). A refusal
// such as a bad token (401) or a bad application id (404) is not, nor is a
// host that does not exist or a certificate that does not check out (a
// mistyped DISCORD_API_URL, most likely).
func Retryable(err error) bool {
	var (
		ae  *apiError
		dns *net.DNSError
		cv  *tls.CertificateVerificationError
		ua  x509.UnknownAuthorityError
		he  x509.HostnameError
	)
	switch {
	case err == nil, errors.Is(err, context.Canceled):
		return false
	case errors.As(err, &ae):
		return ae.Status == http.StatusTooManyRequests || ae.Status >= 500
	case errors.As(err, &dns) && dns.IsNotFound, errors.As(err, &cv), errors.As(err, &ua), errors.As(err, &he):
		return false
	default:
		return true
	}
}

// KeepRegistering registers the slash commands, trying again after a
// retryable failure, waiting first 1 s and then twice as long each time, up
// to 5 minutes, until it succeeds, ctx is done or the failure is not
// retryable (logged). For a replica that could not register at start: it
// serves the commands Discord already has meanwhile.
func (d *Discord) KeepRegistering(ctx context.Context) {
	wait := time.Second
	for {
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		err := d.RegisterCommands(ctx)
		switch {
		case err == nil || ctx.Err() != nil:
			return
		case !Retryable(err):
			d.log.Error("could not register the slash commands; giving up", "err", err)
			return
		}
		wait = min(2*wait, 5*time.Minute)
		d.log.Warn("could not register the slash commands; trying again", "err", err, "in", wait)
	}
}

// Platform is Discord's name in bot.Request.Platform and stored guilds.
const Platform = "discord"
