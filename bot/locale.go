package bot

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hashicorp/golang-lru/v2/simplelru"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store"

	"github.com/bogglebot/bogglebot/lang"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/i18n"
)

// Printer prints the bot's words in the player's language (Locale): for a
// reply only they see. Its Sprintf takes the English format string:
//
//	p := req.Printer()
//	p.Sprintf("%d words", n)
func (r Request) Printer() *message.Printer { return i18n.Printer(r.Locale) }

// PublicPrinter prints the bot's words for what the whole channel sees:
// in the server's language (ServerLocale), else the player's.
func (r Request) PublicPrinter() *message.Printer {
	if r.ServerLocale != "" {
		return i18n.Printer(r.ServerLocale)
	}
	return i18n.Printer(r.Locale)
}

// PageLocale is the language of the player's web board: theirs, else
// the server's.
func (r Request) PageLocale() string {
	if r.Locale != "" {
		return r.Locale
	}
	return r.ServerLocale
}

// When writes a moment the player reads: the platform's way (a live
// countdown on Discord), or, with no markup, "at 18:45:00 UTC" in their
// language.
func (r Request) When(t time.Time) string {
	return r.Markup().Until(r.Printer(), t)
}

// maxServerLocales bounds how many servers' interface languages a bot
// remembers (a few bytes each); the least recently seen go first.
const maxServerLocales = 100_000

// serverLocales remembers each server's interface language as its
// requests report it (Discord's guild_locale; on Slack and the console,
// which tell no server language, the language of the server's last
// player: Slack's member locale, the console's --locale or $LANG), for
// the posts made with no interaction at hand: a round's results and the
// daily's board and results. With a store (Config.Locales) it writes a
// server's language there when it changes, loads the most recent at
// start and reads a server it has not seen from it, so that after a
// restart, and on every replica, posts speak the server's language
// before its next command. The language of play never decides it: a
// Polish round in a French server reads French.
//
// When the store fails, it is left alone for sharedBackoff (one warning),
// as the channels' boards are: a command then waits on no read or write
// of it, and a language noted meanwhile is written on the first command
// after.
type serverLocales struct {
	st        store.ServerLocales // nil: memory only
	log       *slog.Logger
	now       func() time.Time
	downUntil atomic.Int64 // unix nanoseconds: the store's back-off ends
	mu        sync.Mutex
	c         *simplelru.LRU[game.Guild, serverLocale]
}

// A serverLocale is a server's language as remembered, and whether the
// store has it.
type serverLocale struct {
	locale string
	saved  bool
}

// storeWait bounds each read or write of a server's language in the store:
// as the channels' boards, well within the 3 seconds a platform gives a
// command to be acknowledged.
const storeWait = sharedTimeout

func newServerLocales(st store.ServerLocales, log *slog.Logger, now func() time.Time) *serverLocales {
	c, _ := simplelru.NewLRU[game.Guild, serverLocale](maxServerLocales, nil) // errors only on a size below 1
	return &serverLocales{st: st, log: log, now: now, c: c}
}

// note remembers the server's interface language a request reports: its
// ServerLocale, else the player's ("" is English); it writes it to the
// store only when it changed.
func (s *serverLocales) note(ctx context.Context, req Request) {
	l := req.ServerLocale
	if l == "" {
		l = req.Locale
	}
	if req.Guild == "" || len(l) > 64 {
		return
	}
	g := game.Guild{Platform: req.Platform, ID: req.Guild}
	s.mu.Lock()
	had, ok := s.c.Get(g)
	s.mu.Unlock()
	if ok && had.locale == l && (had.saved || s.st == nil) {
		return
	}
	if !s.up() {
		s.add(g, serverLocale{l, false}) // written once the store answers again
		return
	}
	if !ok && s.st != nil {
		// A server this process has not seen (evicted, or new since the
		// start, or seen by another replica): the store may have it.
		if stored, found := s.read(ctx, g); found && stored == l {
			s.add(g, serverLocale{l, true})
			return
		}
		if !s.up() { // the read failed
			s.add(g, serverLocale{l, false})
			return
		}
	}
	saved := false
	if s.st != nil {
		wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), storeWait)
		err := s.st.PutServerLocale(wctx, g, l)
		cancel()
		if err != nil {
			s.failed("store a server's interface language", g, err)
		}
		saved = err == nil
	}
	s.add(g, serverLocale{l, saved})
}

func (s *serverLocales) add(g game.Guild, l serverLocale) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.c.Add(g, l)
}

// read is g's language in the store, if it has one.
func (s *serverLocales) read(ctx context.Context, g game.Guild) (string, bool) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), storeWait)
	defer cancel()
	l, ok, err := s.st.ServerLocale(ctx, g)
	if err != nil {
		s.failed("read a server's interface language", g, err)
	}
	return l, ok && err == nil
}

// up reports whether the store is to be used: it has a store, not in a
// back-off. A back-off ending further ahead than sharedBackoff means the
// clock was set back; it ends now.
func (s *serverLocales) up() bool {
	if s.st == nil {
		return true
	}
	until, now := s.downUntil.Load(), s.now().UnixNano()
	return now >= until || until-now > int64(sharedBackoff)
}

// failed starts a back-off of the store, and logs the failure unless one
// was logged in the current back-off.
func (s *serverLocales) failed(what string, g game.Guild, err error) {
	up := s.up()
	s.downUntil.Store(s.now().Add(sharedBackoff).UnixNano())
	if up {
		s.log.Warn(what+"; leaving the store alone for "+sharedBackoff.String(), "server", g.String(), "err", err)
	}
}

// get is g's interface language: as remembered, else as stored.
func (s *serverLocales) get(ctx context.Context, g game.Guild) (string, bool) {
	s.mu.Lock()
	l, ok := s.c.Get(g)
	s.mu.Unlock()
	if ok || s.st == nil || !s.up() {
		return l.locale, ok
	}
	stored, found := s.read(ctx, g)
	if found {
		s.add(g, serverLocale{stored, true})
	}
	return stored, found
}

// PostPrinter prints a server's posts made with no interaction (a
// round's, the daily's): in the server's interface language as its last
// request reported it (see serverLocales), else English. The language of
// play only decides the words on the board, never the bot's sentences.
func (b *Bot) PostPrinter(g game.Guild) *message.Printer {
	l, _ := b.locales.get(context.Background(), g)
	return i18n.Printer(l)
}

// A Phrase is words with their English format kept, so that they can be
// given in a reader's language later (In): for the refusals made before a
// request is known (ParseText's) and the pieces they are made of. Its
// String is the English.
type Phrase struct {
	format string
	args   []any
}

// Phrasef is a phrase; its format is a key of package i18n.
func Phrasef(format string, a ...any) Phrase { return Phrase{format, a} }

// IsZero reports whether p is no words at all.
func (p Phrase) IsZero() bool { return p.format == "" }

func (p Phrase) String() string {
	if p.format == "" {
		return ""
	}
	return fmt.Sprintf(p.format, p.args...)
}

// In is p in the language of pt, its phrase arguments too.
func (p Phrase) In(pt *message.Printer) string {
	if p.format == "" {
		return ""
	}
	args := make([]any, len(p.args))
	for i, a := range p.args {
		switch q := a.(type) { // the pieces a phrase is made of, worded too
		case Phrase:
			a = q.In(pt)
		case LangRef:
			a = q.In(pt)
		case TierRef:
			a = q.In(pt)
		}
		args[i] = a
	}
	return pt.Sprintf(p.format, args...)
}

// A LangRef is a language of play named inside a phrase: its English
// name as a String ("Polish"), its name in the reader's language with In
// ("polonais", "Polnisch"), through x/text's display names. It holds the
// language's code ("pl").
type LangRef string

func (l LangRef) String() string {
	if x, err := lang.Get(string(l)); err == nil {
		return x.Name
	}
	return string(l)
}

// In is the language's name in pt's language.
func (l LangRef) In(pt *message.Printer) string { return i18n.LanguageName(pt, string(l)) }

// A TierRef is a dictionary named inside a phrase: a tier as players
// type it ("common"), or a language's word list by the language's name
// (see dictName).
type TierRef string

func (t TierRef) String() string                { return string(t) }
func (t TierRef) In(pt *message.Printer) string { return DictName(pt, string(t)) }

// DictName names a dictionary inside a sentence in pt's language: a
// tier of English words in the reader's words (i18n.TierName: large is
// French étendu), a language's word
// list by the language's name in the reader's language ("French",
// "français", "Französisch").
func DictName(pt *message.Printer, tier string) string {
	for _, l := range lang.All() {
		if strings.EqualFold(l.Name, tier) {
			return i18n.LanguageName(pt, l.Code)
		}
	}
	return i18n.TierName(pt, tier) // English's tiers, in the reader's words; a word list's file as named
}

// formIn is f with the texts it leaves empty worded in p's language
// (the player's: a form is theirs alone), so that no platform that draws
// a form (Slack's modal, Discord's) falls back to English words.
func formIn(f *Form, p *message.Printer) *Form {
	out := *f
	if out.Title == "" {
		out.Title = p.Sprintf("Enter text")
	}
	if out.Label == "" {
		out.Label = p.Sprintf("Text")
	}
	if out.Submit == "" {
		out.Submit = p.Sprintf("Enter")
	}
	if out.Cancel == "" {
		out.Cancel = p.Sprintf("Cancel")
	}
	return &out
}
