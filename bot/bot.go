package bot

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"golang.org/x/text/message"
	"golang.org/x/text/unicode/norm"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store"
)

// MaxText is the longest Reply.Text the bot produces, under Discord's 2000
// character message limit and Slack's block limits.
const MaxText = 1900

// A Renderer draws every image replies carry: one interface, so a wrapper
// (the Observer's timing) forwards every kind and none is found by type
// assertion. Every method is given the language of the image's own words
// (points, counts, "missed", "cancelled"): p, a printer of package i18n,
// nil for English; the title comes already worded. The render package is
// the real one (PNG); tests may supply a cheaper fake. Implementations must
// be safe for concurrent use.
type Renderer interface {
	Board(w io.Writer, p *message.Printer, b solver.Board, title string) error
	Solution(w io.Writer, p *message.Printer, res solver.Result, top int, title string) error
	Word(w io.Writer, p *message.Printer, b solver.Board, word solver.Word, title string) error
	// Heat draws b with each tile shaded by heat (row by row), the number
	// written on it: a /hint's heat map.
	Heat(w io.Writer, p *message.Printer, b solver.Board, heat []int, title string) error
	// Review draws a review: res's words with their paths, those in missed
	// marked as missed (the player's words first, then the ones missed).
	Review(w io.Writer, p *message.Printer, res solver.Result, missed map[string]bool, title string) error
	// Results draws a round's results: res's best top words, those in
	// cancelled struck through, under a header that counts the others
	// and their points (as the standings do) and the cancelled ones.
	Results(w io.Writer, p *message.Printer, res solver.Result, cancelled map[string]bool, top int, title string) error
	// PlayerStats draws a player's stats: their figures, a calendar of
	// their days, the distribution of their daily scores, their best words.
	PlayerStats(w io.Writer, p *message.Printer, s PlayerStats) error
	// ServerStats draws a server's players per day and its season's race.
	ServerStats(w io.Writer, p *message.Printer, s ServerStats) error
	// Season draws a season's final standings: the podium, the rest of
	// the race, the awards.
	Season(w io.Writer, p *message.Printer, s SeasonResults) error
}

// Config configures a Bot. The zero value is usable.
type Config struct {
	// Renderer draws images; nil means the render package.
	Renderer Renderer
	// DefaultTier is the dictionary tier used when a command names none:
	// "common", "standard" or "large"; "" means dict.DefaultTier.
	DefaultTier string
	// Logger receives one line per command and any recovered panic; nil
	// means slog.Default().
	Logger *slog.Logger
	// Now is the clock (for channel memory and rate limits); nil means time.Now.
	Now func() time.Time
	// Seed returns seeds for /random's dice; nil means math/rand/v2.
	Seed func() uint64
	// Boards, if set, shares each channel's last board between replicas
	// (the database); nil keeps it in this process only.
	Boards store.ChannelBoards
	// Limits, if set, counts RateLimit across replicas (the database); nil
	// counts each replica's commands alone.
	Limits store.RateLimits
	// Locales, if set, keeps each server's interface language (the
	// database), so that posts made with no request at hand speak it
	// after a restart; nil keeps it in this process only.
	Locales store.ServerLocales
	// MemoryTTL is how long a channel remembers its last board (default 24h);
	// MemorySize how many channels are remembered at most (default 10000).
	MemoryTTL  time.Duration
	MemorySize int
	// RateLimit limits each user's commands; the zero value is 5 at once and
	// one more every 3 seconds.
	RateLimit RateLimit
	// Observer is told about every command, solve, image and daily guess,
	// for metrics; nil means nobody.
	Observer Observer
	// Renderers bounds the images drawn at once (default GOMAXPROCS).
	// Drawing is CPU-bound: more at once would only slow each one. The
	// adapters' workers bound whole commands, which also wait on the
	// database and the network without holding a core; a command waits
	// for a renderer only while it draws.
	Renderers int
	// Completers bounds the autocomplete answers worked out at once
	// (default half of GOMAXPROCS, at least 1). Autocomplete runs outside
	// the runtime's workers, once per keystroke, and may solve a board:
	// past the bound a keystroke gets no suggestions rather than a core.
	Completers int

	// Off lists the features that are off on this bot, each with why
	// and how to turn it on ("the daily challenge, live rounds and
	// /privacy: off (no database ...)"), as the app builder found them
	// at start: /help says them, in the player's language, as `config
	// check` does.
	Off []Off
}

// A Bot runs the chat commands. It is safe for concurrent use: adapters call
// Handle and Complete from many goroutines.
type Bot struct {
	cfg    Config
	log    *slog.Logger
	now    func() time.Time
	seed   func() uint64
	render Renderer
	obs    Observer
	tier   string
	mem    *memory
	// sharedDownUntil is when (Unix ns, by now) the database of the shared
	// channel boards and rate limits may be read again after a failure.
	sharedDownUntil atomic.Int64
	limit           *limiter
	drawing         chan struct{} // a token per image being drawn
	plats           platforms     // the registered platforms
	mux             *Mux
	serveOnce       sync.Once
	handler         Next           // the chain of steps around run, built on the first request
	completing      chan struct{}  // a token per autocomplete being worked out
	locales         *serverLocales // servers' interface languages, for posts
}

// New returns a Bot configured by cfg. It panics if cfg.DefaultTier names no
// dictionary tier, a programming error (config validates user input first).
func New(cfg Config) *Bot {
	b := &Bot{cfg: cfg, log: cfg.Logger, now: cfg.Now, seed: cfg.Seed, render: cfg.Renderer, tier: cfg.DefaultTier}
	if b.log == nil {
		b.log = slog.Default()
	}
	if b.now == nil {
		b.now = time.Now
	}
	if b.seed == nil {
		b.seed = rand.Uint64
	}
	if b.render == nil {
		b.render = PNG{}
	}
	b.obs = NopObserver{}
	if cfg.Observer != nil {
		b.obs = cfg.Observer
		b.render = timedRenderer{b.render, cfg.Observer}
	}
	if b.tier == "" {
		b.tier = dict.DefaultTier
	}
	b.mux = NewMux()
	if !dict.IsTier(b.tier) {
		panic(fmt.Sprintf("bot.New: unknown dictionary tier %q", b.tier))
	}
	ttl, size := cfg.MemoryTTL, cfg.MemorySize
	if ttl <= 0 {
		ttl = 24 * time.Hour
	}
	if size <= 0 {
		size = 10000
	}
	b.mem = newMemory(ttl, size, b.now)
	b.limit = newLimiter(cfg.RateLimit, b.now)
	b.locales = newServerLocales(cfg.Locales, b.log, b.now)
	n := cfg.Renderers
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	b.drawing = make(chan struct{}, n)
	n = cfg.Completers
	if n <= 0 {
		n = max(1, runtime.GOMAXPROCS(0)/2)
	}
	b.completing = make(chan struct{}, n)
	b.mux.Command(helpSpec, b.helpCmd)
	return b
}

// Mux is where features register their commands, actions, event handlers
// and steps, before b serves its first request; then the commands it
// serves, for adapters to register and ParseText to read free text with.
func (b *Bot) Mux() *Mux { return b.mux }

// serve is the chain of steps, built (and the Mux closed to registration)
// on the first request.
func (b *Bot) serve() Next {
	b.serveOnce.Do(func() {
		b.mux.freeze()
		b.handler = chain(b.steps())
	})
	return b.handler
}

// Config returns the configuration b was built with.
func (b *Bot) Config() Config { return b.cfg }

// Logger returns b's logger.
func (b *Bot) Logger() *slog.Logger { return b.log }

// An Off is a feature that is off on a bot (Config.Off): What is off, and
// Why, with how to turn it on. Both are English keys of package i18n,
// which /help gives in the player's language; their %s are Args, the
// names of settings, never translated. Package i18n's Dynamic lists the
// keys, as the catalog test checks every key.
type Off struct {
	What, Why string
	Args      []any
}

// String is o in English: "the web board: off (the server sets …)".
func (o Off) String() string { return o.in(i18n.Printer("en"), false) }

// in is o in the language of p; short leaves out why.
func (o Off) in(p *message.Printer, short bool) string {
	what := p.Sprintf(o.What)
	if short || o.Why == "" {
		return p.Sprintf("%s: off", what)
	}
	return p.Sprintf("%s: off (%s)", what, p.Sprintf(o.Why, o.Args...))
}

// Apology is the reply to a command that failed inside the bot.
const Apology = i18n.Apology

// readable returns opts with the characters that show as nothing (a
// zero-width space, a byte order mark: solver.DropInvisible) dropped from
// every value, as ParseText drops them from typed text (Handle drops them
// from a form's or a menu's value too), so that an option pasted with one
// is read as it looks instead of refused in an error that quotes what
// looks right ("I can't read the day `2026-11-20`"). No option takes text
// shown back as typed, where they could matter. Every value is composed
// too (NFC: an e and a combining accent are é), so that no check, a-z or
// a language's letters, meets a decomposed word. opts is left as it is.
func readable(opts map[string]string) map[string]string {
	var out map[string]string
	for k, v := range opts {
		if w := cleanText(v); w != v {
			if out == nil {
				out = CloneOptions(opts)
			}
			out[k] = w
		}
	}
	if out == nil {
		return opts
	}
	return out
}

// cleanText is typed text without the characters that show as nothing
// (solver.DropInvisible), composed (NFC).
func cleanText(s string) string {
	s = solver.DropInvisible(s)
	if norm.NFC.IsNormalString(s) {
		return s
	}
	return norm.NFC.String(s)
}

// Complete returns autocomplete suggestions (at most 25) for option of
// req.Command as the player types prefix. It never panics and is not rate
// limited; it returns nil when there is nothing to suggest, and at once
// when Config.Completers suggestions are being worked out already.
func (b *Bot) Complete(ctx context.Context, req Request, option, prefix string) (out []Choice) {
	select {
	case b.completing <- struct{}{}:
		defer func() { <-b.completing }()
	default:
		return nil // a flood of keystrokes gets no suggestions, not the cores
	}
	defer func() {
		if p := recover(); p != nil {
			b.log.Error("autocomplete panicked", "interaction", req.ID, "command", req.Command, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			out = nil
		}
	}()
	req.plat = b.platform(req.Platform)
	spec, ok := b.Command(strings.ToLower(req.Command))
	if !ok || spec.Complete == nil || (spec.AdminOnly && !req.IsAdmin) {
		return nil
	}
	out = spec.Complete(ctx, req, option, prefix)
	if len(out) > 25 {
		out = out[:25]
	}
	return out
}

type slowKey struct{}

type slowNotice struct {
	once sync.Once
	f    func(ephemeral bool)
}

// WithSlowNotice returns a context under which a command calls f, once, just
// before it starts slow work such as rendering an image, saying whether its
// reply will be ephemeral. Adapters use it to defer their answer exactly when
// needed: a reply that comes back before any notice (an error, /help) can be
// sent directly; otherwise the adapter defers and edits later.
func WithSlowNotice(ctx context.Context, f func(ephemeral bool)) context.Context {
	return context.WithValue(ctx, slowKey{}, &slowNotice{f: f})
}

// Slow tells the adapter (through WithSlowNotice) that the command is about
// to do slow work and whether its reply will be ephemeral. Only the first
// call counts. Commands that render call it through draw; a command with an
// ephemeral image calls Slow(ctx, true) first.
func Slow(ctx context.Context, ephemeral bool) {
	if n, ok := ctx.Value(slowKey{}).(*slowNotice); ok {
		n.once.Do(func() { n.f(ephemeral) })
	}
}

// Draw renders one image into a PNG owned by the reply. alt is its alt
// text, which every image posted carries: what it shows, in words (the
// adapters send it as Discord's attachment description and Slack's
// alt_txt).
func (b *Bot) Draw(ctx context.Context, name, alt string, f func(w io.Writer, r Renderer) error) (*Image, error) {
	if b.render == nil {
		return nil, errors.New("no renderer configured")
	}
	if strings.TrimSpace(alt) == "" {
		return nil, fmt.Errorf("render %s: no alt text", name)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	Slow(ctx, false)
	select {
	case b.drawing <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-b.drawing }()
	var buf bytes.Buffer
	buf.Grow(64 << 10)
	if err := f(&buf, b.render); err != nil {
		return nil, fmt.Errorf("render %s: %w", name, err)
	}
	return &Image{Name: name, PNG: buf.Bytes(), Alt: alt}, nil
}

// Truncate shortens s to at most n bytes on a line boundary if it can, with
// a note that it was cut.
func Truncate(p *message.Printer, s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	more := "\n…" + p.Sprintf("(cut short)")
	// cut is the byte offset after the first n-len(more) runes.
	cut, runes := 0, 0
	for i := range s {
		if runes == n-utf8.RuneCountInString(more) {
			cut = i
			break
		}
		runes++
	}
	if i := strings.LastIndexByte(s[:cut], '\n'); i > cut/2 {
		cut = i
	}
	return s[:cut] + more
}
