package web

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/time/rate"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/internal/clientip"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/live"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

//go:embed assets
var assets embed.FS

// Config configures a Server.
type Config struct {
	// PublicURL is the address players reach the server at (no trailing
	// slash); links are built on it. Secret signs them.
	PublicURL string
	Secret    string
	Daily     *challenge.Service // nil: no daily board
	// Reminders and Roles, if set, are the bot's /remind and the daily
	// post's role: the daily page sets the player's reminder and joins or
	// leaves the role through them.
	Reminders Reminders
	Roles     Roles
	Rounds    *round.Service // nil: no live rounds
	// Allow takes one token from the per-user rate limit chat commands
	// use (key "platform:user") for a hint; nil means no limit. Words
	// have the page's own budget (budget.go), for a human's pace; Words,
	// if set, is asked instead (key "platform:user", n words).
	Allow func(ctx context.Context, key string) (bool, time.Duration)
	Words func(ctx context.Context, key string, n int) (bool, time.Duration)
	// MaxGuesses bounds the guesses judged at once, whoever sends them
	// (0: twice the CPUs, at least 4).
	MaxGuesses int
	// RoundGuessed, if set, is told of a round a page guess added words
	// to, so that chat brings the round's start message up to date.
	RoundGuessed func(round.Round)
	// Activity: Discord's application (client) id and secret for the
	// OAuth code exchange; DiscordAPI replaces https://discord.com/api in
	// tests, and Client does the exchange (http.DefaultClient if nil).
	ClientID, ClientSecret string
	DiscordAPI             string
	Client                 *http.Client
	// PageLang, if set, is the page's language for every player whose
	// link does not say theirs (BCP 47), before the browser's
	// Accept-Language; PageStrings, if set, its words (Strings's keys; a
	// missing key stays English), else i18n's. Unset, a player's page is
	// in the language of their link (the player's locale when the bot
	// made it), else of their browser, else English (see langOf).
	PageLang    string
	PageStrings map[string]string
	// Live is the stream of words and hints entered anywhere (the one the
	// services publish to): the page's event stream follows it, so words
	// entered in chat or another tab show at once. Without it, only live
	// rounds have events, read from the store.
	Live live.Stream
	// MaxStreams caps the live-round event streams held at once (256 if
	// zero); Poll is how often a watched round is read (1s if zero).
	MaxStreams int
	// MaxServerStreams caps the streams one server's players hold
	// together (0: a quarter of MaxStreams, at least MaxUserStreams), so
	// that many accounts on one server cannot hold every place.
	MaxServerStreams int
	// Erased, if set, says when a server's or a player's data was last
	// erased (privacy.Store.Erased): a session issued before then writes
	// nothing (the session has ended).
	Erased func(ctx context.Context, platform, server, user string) (time.Time, error)
	// StreamLife ends an event stream after this long (0: StreamLife);
	// the page reconnects at once, and the stream's place is taken anew.
	StreamLife time.Duration
	Poll       time.Duration
	// ExchangeTimeout bounds an Activity sign-in's calls to Discord (5s
	// if zero, within the server's write timeout). ExchangeBurst sign-ins
	// may start at once (30 if zero), then one per ExchangeEvery (500ms
	// if zero), whoever sends them.
	ExchangeTimeout time.Duration
	ExchangeBurst   int
	ExchangeEvery   time.Duration
	// ExchangeClientBurst sign-ins may start at once from one client
	// address (5 if zero), then one per ExchangeClientEvery (10s if
	// zero); this budget is spent before the shared one, so one client
	// cannot lock everyone out. Behind a proxy every client has the
	// proxy's address unless Proxies names it.
	ExchangeClientBurst int
	ExchangeClientEvery time.Duration
	// Proxies are the reverse proxies whose X-Forwarded-For is believed
	// (BOGGLEBOT_TRUSTED_PROXIES): a request from one is the client's it
	// names (the rightmost address that is no trusted proxy), so the
	// per-client budgets tell the clients behind it apart. None by
	// default: the connection's address is the client.
	Proxies clientip.Trusted
	// BotToken is the Discord bot's token (without "Bot "): with it, an
	// Activity's channel is checked with Discord (the Activity instance
	// the player is in), so a channel's round opens only for a player
	// Discord has there. Without it the Activity opens the daily only.
	BotToken string
	Now      func() time.Time
	Logger   *slog.Logger
}

// A Server serves the web board. Build it with New and Mount it.
type Server struct {
	cfg       Config
	signer    *Signer
	now       func() time.Time
	log       *slog.Logger
	hub       *hub
	streams   atomic.Int64
	perUser   userStreams // each player's open streams
	perServer userStreams // each server's
	errPage   *template.Template
	static    *staticFiles
	secure    bool
	lang      string                       // the admin's language for the page (boardLang), or ""
	pages     map[string]map[string]string // each language's page words (Strings, translated), by tag
	// cookiePath is the public URL's path: the session goes to the board
	// only, not to whatever else the host serves.
	cookiePath string
	// exchanges is the global budget of Activity sign-ins; signins each
	// client address's (the most recent clients').
	exchanges *rate.Limiter
	signins   *lru.Cache[string, *rate.Limiter]
	// sameOrigin refuses a cookie's POST sent by another site's page.
	sameOrigin *http.CrossOriginProtection
	// reads holds each player's budget of board reads (the most recent
	// players'; a player forgotten starts afresh).
	reads *lru.Cache[string, *rate.Limiter]
	// table is the board's modes (Mode), asked in order.
	table []Mode
	// budget is the page's budget of words and its turns at judging.
	budget budgets
}

// A player may read the board's state readBurst times at once, then once
// per readEvery: the page reads it when it opens and when it reconnects,
// and every read costs the store a few queries, so one player cannot
// keep the store busy. Reads are not guesses: they leave the chat's rate
// limit to the words.
const (
	readBurst = 20
	readEvery = 500 * time.Millisecond
)

// New returns a Server.
func New(c Config) *Server {
	s := &Server{cfg: c, signer: NewSigner(c.Secret), now: c.Now, log: cmp.Or(c.Logger, slog.Default())}
	if s.now == nil {
		s.now = time.Now
	}
	if s.cfg.MaxStreams <= 0 {
		s.cfg.MaxStreams = 256
	}
	if s.cfg.MaxServerStreams <= 0 {
		s.cfg.MaxServerStreams = max(s.cfg.MaxStreams/4, MaxUserStreams)
	}
	if s.cfg.StreamLife <= 0 {
		s.cfg.StreamLife = StreamLife
	}
	s.perUser.max, s.perServer.max = MaxUserStreams, s.cfg.MaxServerStreams
	if s.cfg.Poll <= 0 {
		s.cfg.Poll = time.Second
	}
	s.cfg.ExchangeTimeout = cmp.Or(s.cfg.ExchangeTimeout, 5*time.Second)
	s.cfg.ExchangeBurst = cmp.Or(s.cfg.ExchangeBurst, 30)
	s.cfg.ExchangeEvery = cmp.Or(s.cfg.ExchangeEvery, 500*time.Millisecond)
	s.exchanges = rate.NewLimiter(rate.Every(s.cfg.ExchangeEvery), s.cfg.ExchangeBurst)
	s.cfg.ExchangeClientBurst = cmp.Or(s.cfg.ExchangeClientBurst, 5)
	s.cfg.ExchangeClientEvery = cmp.Or(s.cfg.ExchangeClientEvery, 10*time.Second)
	s.signins, _ = lru.New[string, *rate.Limiter](10_000) // the size is positive
	if s.cfg.DiscordAPI == "" {
		s.cfg.DiscordAPI = "https://discord.com/api"
	}
	if s.cfg.Client == nil {
		s.cfg.Client = http.DefaultClient
	}
	s.secure = strings.HasPrefix(c.PublicURL, "https://")
	s.reads, _ = lru.New[string, *rate.Limiter](10_000) // the size is positive
	s.sameOrigin = http.NewCrossOriginProtection()
	s.cookiePath = "/"
	if u, err := url.Parse(c.PublicURL); err == nil && c.PublicURL != "" {
		s.cookiePath = strings.TrimRight(u.Path, "/") + "/"
		// Behind a proxy the Host may not be the public one.
		if s.sameOrigin.AddTrustedOrigin(u.Scheme+"://"+u.Host) != nil {
			s.log.Warn("web board: the public URL is not an origin", "public_url", c.PublicURL)
		}
	}
	s.table = s.modes()
	s.budget = newBudgets(c.MaxGuesses)
	s.hub = newHub(c.Rounds, s.cfg.Poll, s.now, s.log)
	s.static = loadStatic()
	s.lang = boardLang(c)
	s.pages = s.pageTables()
	s.errPage = template.Must(template.ParseFS(assets, "assets/error.html"))
	return s
}

// Mount adds the web board's routes to mux: /play/{token} (a link from
// chat), /board (the page), /activity (the page inside Discord),
// /assets/ and /api/.
func (s *Server) Mount(mux *http.ServeMux) {
	routes := []struct {
		method, path string
		h            http.HandlerFunc
	}{
		{"GET", "/play/{token}", s.open},
		{"GET", "/board", s.page(pageData{Title: "Boggle board · bogglebot", Script: "board.js"}, false)},
		{"GET", "/activity", s.page(pageData{Title: "Boggle · bogglebot Activity", Script: "activity.js", ClientID: s.cfg.ClientID}, true)},
		{"GET", "/assets/{name}", s.asset},
		{"GET", "/favicon.ico", s.favicon},
		{"GET", "/api/state", s.api(s.state)},
		{"POST", "/api/guess", s.api(s.guess)},
		{"POST", "/api/hint", s.api(s.hint)},
		{"GET", "/api/review", s.api(s.review)},
		{"POST", "/api/remind", s.api(s.remind)},
		{"POST", "/api/role", s.api(s.role)},
		{"GET", "/api/events", s.events},
		{"POST", "/api/activity/session", s.activitySession},
	}
	for _, rt := range routes {
		mux.HandleFunc(rt.method+" "+rt.path, rt.h)
		// Another method gets the security headers and a JSON answer
		// too, not the mux's bare one.
		mux.HandleFunc(rt.path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Allow", rt.method)
			s.other(w, http.StatusMethodNotAllowed, fmt.Sprintf("%s is not allowed on %s: use %s.", r.Method, rt.path, rt.method))
		})
	}
	for _, p := range []string{"/assets/", "/api/"} {
		mux.HandleFunc(p, func(w http.ResponseWriter, r *http.Request) {
			s.other(w, http.StatusNotFound, fmt.Sprintf("There is nothing at %q on the board.", r.URL.Path))
		})
	}
}

// other answers a request no route of the board takes.
func (s *Server) other(w http.ResponseWriter, status int, msg string) {
	security(w, "'none'")
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, status, map[string]string{"error": msg})
}

// DailyLink is a player's personal link to a guild's daily board of day.
// locale is the player's language (BCP 47 as the platform reports it,
// else the server's; "" for the browser's): the page is in it.
func (s *Server) DailyLink(g game.Guild, p game.Player, day game.Day, locale string) string {
	return s.link(Claims{Platform: g.Platform, Guild: g.ID, User: p.ID, Name: p.Name, Day: int32(day), Locale: clipLocale(locale)})
}

// RoundLink is a player's personal link to a live round, its page in
// locale (as DailyLink's).
func (s *Server) RoundLink(r round.Round, p game.Player, locale string) string {
	return s.link(Claims{Platform: r.Key.Platform, Guild: r.Key.Guild, User: p.ID, Name: p.Name, Round: r.ID, Locale: clipLocale(locale)})
}

// clipLocale keeps a link short whatever a platform reports: a locale
// longer than any BCP 47 tag the bot writes in is dropped (the browser's
// language then).
func clipLocale(l string) string {
	if len(l) > 35 {
		return ""
	}
	return l
}

func (s *Server) link(c Claims) string {
	c.Kind, c.Expires, c.Issued = kindLink, s.now().Add(LinkTTL).Unix(), s.now().Unix()
	return s.cfg.PublicURL + "/play/" + s.signer.Sign(c)
}

// cookieName holds the session of the board a link opened.
const cookieName = "bogglebot_session"

// security sets the headers every response carries. The policy allows
// this origin's scripts, styles and fetches and nothing else; frames is
// the frame-ancestors source list ('none' but for the Activity, which
// Discord shows in an iframe).
func security(w http.ResponseWriter, frames string) {
	h := w.Header()
	h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "+
		"base-uri 'none'; form-action 'none'; frame-ancestors "+frames)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	if frames == "'none'" {
		h.Set("X-Frame-Options", "DENY")
	} else {
		h.Del("X-Frame-Options") // Secure set it; frame-ancestors says who may frame
	}
}

// discordFrames are the origins Discord shows Activities from.
const discordFrames = "https://discord.com https://*.discord.com https://*.discordsays.com"

// open checks a link from chat, turns it into a session cookie for the
// day or round, and sends the player to the board; the token leaves the
// address bar at once.
func (s *Server) open(w http.ResponseWriter, r *http.Request) {
	security(w, "'none'")
	w.Header().Set("Cache-Control", "no-store")
	now := s.now()
	c, err := s.signer.Verify(r.PathValue("token"), kindLink, now)
	if err != nil {
		s.refuse(w, r, c, err)
		return
	}
	session, until := s.session(r.Context(), c)
	// MaxAge, not Expires: the browser's clock may be wrong.
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: session, Path: s.cookiePath, MaxAge: int(until.Sub(now).Seconds()), HttpOnly: true,
		Secure: s.secure, SameSite: http.SameSiteStrictMode})
	// Relative, so a public URL with a path prefix (behind a proxy that
	// strips it) works: /prefix/play/TOKEN -> /prefix/board.
	// (http.Redirect would make it absolute.)
	w.Header().Set("Location", "../board")
	w.WriteHeader(http.StatusSeeOther)
}

// DayAfter is how long a daily's session outlives its day: its page shows
// the day's end screen (its review, the share text, practice) meanwhile.
const DayAfter = 24 * time.Hour

// session signs a session for the board of c: until a day after the day
// ends (its guild's midnight), or an hour after a round's end for its
// results; a round's lasts a day at most.
func (s *Server) session(ctx context.Context, c Claims) (string, time.Time) {
	now := s.now()
	until := now.Add(24 * time.Hour)
	switch {
	case c.Round != "" && s.cfg.Rounds != nil:
		if r, err := s.cfg.Rounds.Round(ctx, c.Round); err == nil {
			if e := r.End.Add(time.Hour); e.Before(until) {
				until = e
			}
		}
	case c.Day != 0 && s.cfg.Daily != nil:
		// A day past the day's end, for its end screen (its review, the
		// share, practice); the day itself takes no word once it has
		// ended (sameDay).
		if d, err := s.cfg.Daily.Daily(ctx, game.Guild{Platform: c.Platform, ID: c.Guild}, game.Day(c.Day)); err == nil {
			until = d.Ends.Add(DayAfter)
		}
	}
	if m := now.Add(time.Minute); until.Before(m) {
		until = m
	}
	c.Kind, c.Expires = kindSession, until.Unix()
	return s.signer.Sign(c), until
}

// refuse answers a link or session that does not verify with a page that
// says what happened and what to do.
func (s *Server) refuse(w http.ResponseWriter, r *http.Request, c Claims, err error) {
	lang := s.langOf(r, c)
	p := i18n.Printer(lang)
	status, title, msg := http.StatusForbidden, p.Sprintf("This link doesn't work"),
		p.Sprintf("It was not made by this bot, or it was changed on the way. Ask the bot again with /daily, or the Play on the board button under a round.")
	if errors.Is(err, ErrExpired) {
		status, title, msg = http.StatusGone, p.Sprintf("This link has expired"),
			p.Sprintf("Links to the board work for 15 minutes after the bot gives them. Ask for a fresh one with /daily, or the Play on the board button under a round.")
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Language", lang)
	w.Header().Add("Vary", "Accept-Language")
	w.WriteHeader(status)
	if err := s.errPage.Execute(w, struct{ Lang, Title, Msg string }{lang, title, msg}); err != nil {
		s.log.Debug("write the error page", "err", err)
	}
}

// pageData fills assets/index.html: the web board in a browser and, with
// its own script and the application's id, inside Discord.
type pageData struct {
	Title, Script string // Script: the asset's plain name ("board.js")
	CSS, Icon     string // filled by page: fingerprinted addresses
	ClientID      string // the Activity's Discord application id, or ""
	Lang          string // the page's language (BCP 47)
	Strings       map[string]string
}

// pageTemplate is assets/index.html, parsed once; its "t" is replaced by
// the server's table (Strings and its translation).
var pageTemplate = template.Must(template.New("index.html").Funcs(template.FuncMap{"t": func(string, ...int) string { return "" }}).
	ParseFS(assets, "assets/index.html"))

// fill is the page's string key with {n} filled in.
func fill(table map[string]string, key string, n ...int) string {
	v, ok := table[key]
	if !ok {
		return key
	}
	if len(n) > 0 {
		v = strings.ReplaceAll(v, "{n}", strconv.Itoa(n[0]))
	}
	return v
}

// page serves assets/index.html filled with d, rendered and compressed
// once, with an ETag (a reload costs a 304); activity lets Discord's
// proxy frame it.
// The page is made once per language; a request gets its player's
// (langOf: the session's, else the browser's), with Vary saying what
// chose it.
func (s *Server) page(d pageData, activity bool) http.HandlerFunc {
	d.CSS, d.Icon = s.static.url("board.css"), s.static.url("favicon.svg")
	d.Script = s.static.url(d.Script)
	files := map[string]*file{}
	for lang, table := range s.pages {
		if activity {
			// Only Discord opens the Activity: its commands' names there.
			table = maps.Clone(table)
			for name, v := range commandNames(lang) {
				table["cmd."+name] = v
			}
		}
		d.Lang, d.Strings = lang, table
		var body bytes.Buffer
		tmpl := template.Must(pageTemplate.Clone()).Funcs(template.FuncMap{"t": func(key string, n ...int) string { return fill(table, key, n...) }})
		if err := tmpl.Execute(&body, d); err != nil {
			panic(err) // the template is embedded and d holds strings only
		}
		files[lang] = newFile("text/html; charset=utf-8", body.Bytes())
	}
	return func(w http.ResponseWriter, r *http.Request) {
		frames := "'none'"
		if activity {
			frames = discordFrames
		}
		security(w, frames)
		w.Header().Set("Cache-Control", "no-cache")
		c, _ := s.claims(r) // no session: the browser's language
		lang := s.langOf(r, c)
		f, ok := files[lang]
		if !ok {
			f = files["en"]
		}
		w.Header().Set("Content-Language", lang)
		w.Header().Add("Vary", "Cookie, Accept-Language")
		f.serve(w, r)
	}
}

// asset serves the page's scripts, styles and icon: under their
// fingerprinted names (what the page links to) cached for a year as
// immutable, under their plain names revalidated by ETag.
func (s *Server) asset(w http.ResponseWriter, r *http.Request) {
	security(w, "'none'")
	name := r.PathValue("name")
	if f, ok := s.static.hashed[name]; ok {
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		f.serve(w, r)
		return
	}
	if f, ok := s.static.byName[name]; ok {
		w.Header().Set("Cache-Control", "no-cache")
		f.serve(w, r)
		return
	}
	s.other(w, http.StatusNotFound, fmt.Sprintf("There is nothing at %q on the board.", r.URL.Path))
}

// favicon is /favicon.ico: the board's icon (an SVG), for browsers that
// ask for it whatever the page says.
func (s *Server) favicon(w http.ResponseWriter, r *http.Request) {
	security(w, "'none'")
	w.Header().Set("Cache-Control", "public, max-age=86400")
	s.static.byName["favicon.svg"].serve(w, r)
}

// claims reads the session of a request: the cookie a link set, or the
// Activity's bearer token.
func (s *Server) claims(r *http.Request) (Claims, error) {
	token := ""
	if auth := r.Header.Get("Authorization"); strings.HasPrefix(auth, "Bearer ") {
		token = strings.TrimPrefix(auth, "Bearer ")
	} else if ck, err := r.Cookie(cookieName); err == nil {
		token = ck.Value
	}
	if token == "" {
		return Claims{}, game.E(game.NotAllowed, game.CodeNoSession)
	}
	c, err := s.signer.Verify(token, kindSession, s.now())
	switch {
	case errors.Is(err, ErrExpired):
		return c, game.E(game.NotAllowed, game.CodeSessionEnded)
	case err != nil:
		return c, game.E(game.NotAllowed, game.CodeSessionInvalid)
	}
	return c, nil
}

// api wraps a JSON endpoint: the session, security headers, a bounded
// body, errors as {"error": ...} with the right status.
func (s *Server) api(h func(context.Context, Claims, *http.Request) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		security(w, "'none'")
		w.Header().Set("Cache-Control", "no-store")
		var out any
		c, err := s.claims(r)
		// The answer's words, refusals included, in the player's
		// language: from here on the claims carry the one chosen.
		c.Locale = s.langOf(r, c)
		if err == nil {
			// The session cookie goes along with whatever a page of another
			// site sends here: such a POST must not play for the player
			// (SameSite and the JSON type stop it already in today's
			// browsers; the Fetch metadata check does not depend on them).
			// The Activity's bearer token is never sent by a browser alone.
			if r.Method == http.MethodPost && !strings.HasPrefix(r.Header.Get("Authorization"), "Bearer ") && s.sameOrigin.Check(r) != nil {
				err = game.E(game.NotAllowed, game.CodeOtherOrigin)
			} else if r.Method == http.MethodPost && !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
				err = game.E(game.Invalid, game.CodeNotJSON)
			} else {
				r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
				out, err = h(r.Context(), c, r)
			}
		}
		if err != nil {
			s.fail(w, r, c, err)
			return
		}
		if st, ok := out.(State); ok && r.Method == http.MethodGet {
			s.writeState(w, r, st)
			return
		}
		writeJSON(w, http.StatusOK, out)
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// State is what the page shows: the board, the player's words and score,
// and the round's or day's progress.
type State struct {
	Kind     string   `json:"kind"`          // "daily", "practice" (a past day replayed) or "round"
	Day      int32    `json:"day,omitempty"` // the daily's day (game.Day), to practise or review it
	Title    string   `json:"title"`
	Player   string   `json:"player"`   // the player's name, as shown
	PlayerID string   `json:"playerId"` // the player's id: how results find them
	Size     int      `json:"size"`
	Tiles    []string `json:"tiles"` // row by row; "qu", "#" for a blank
	// Faces, when a tile shows another letter than it spells (a German ß
	// spelling ss), holds each tile's face ("ß"; "" for the others).
	Faces []string `json:"faces,omitempty"`
	// Lang is the language whose casing the board's letters follow
	// (solver.Board.CaseLang: "tr" for Turkish, whose i's capital is İ
	// and I the dotless ı's), for the page to case typed words by; "" for
	// the default rules.
	Lang string `json:"lang,omitempty"`
	// Dir is "rtl" when the board's letters are right to left (Persian:
	// solver.Board.RightToLeft), for the page to set its words and the
	// typing field so; the grid stays in the server's order, left to right.
	Dir string `json:"dir,omitempty"`
	// Fold is how the board's language folds what players type, letter by
	// letter (German ß as ss, French é as e: lang.Language.Fold), for the
	// page to light a typed word's path as the server reads it; nil for
	// English.
	Fold map[string]string `json:"fold,omitempty"`
	// Commands are the chat commands the page names ("daily", "guess"),
	// as the player's platform shows them ("/défi" on a French Discord),
	// over the page's English "/daily", "/guess".
	Commands map[string]string `json:"commands,omitempty"`
	MinLen   int               `json:"minLen"`
	Found    []WordJSON        `json:"found"`
	Points   int               `json:"points"`
	Possible int               `json:"possible,omitempty"` // daily: words on the board
	Rank     int               `json:"rank,omitempty"`
	Players  int               `json:"players"`
	Words    int               `json:"words,omitempty"` // round: words entered by everyone
	Mode     string            `json:"mode,omitempty"`
	Ends     int64             `json:"ends"` // unix ms
	// Next is when the daily's next board comes (unix ms): the end of
	// today's, also on the page of a day that has ended.
	Next int64 `json:"next,omitempty"`
	// Link is the board's public address, for share texts the page makes.
	Link    string    `json:"link,omitempty"`
	Now     int64     `json:"now"` // unix ms, to correct the page's clock
	Over    bool      `json:"over"`
	Hints   int       `json:"hints"`           // hints taken
	CanHint bool      `json:"canHint"`         // the board allows hints (a round may not)
	Ended   string    `json:"ended,omitempty"` // why the board can no longer be played
	Results *Results  `json:"results,omitempty"`
	Hint    *HintJSON `json:"hint,omitempty"` // what the latest hint shows (on opening the page)
	// The daily: the score ladder, the share text (once the player has a
	// word) and, once the day has ended, its review.
	Level *LevelJSON `json:"level,omitempty"`
	Share string     `json:"share,omitempty"`
	// Standing is the player's streak, streak freezes and place in the
	// season's race, worded for them as /stats and /leaderboard say it.
	Standing string `json:"standing,omitempty"`
	// Remind is the player's reminder to play (nil: the bot keeps none
	// for their platform); Role says the daily post pings a role the
	// player may join or leave.
	Remind *RemindJSON `json:"remind,omitempty"`
	Role   bool        `json:"role,omitempty"`
	Review *ReviewJSON `json:"review,omitempty"`
}

// WordJSON is a found word.
type WordJSON struct {
	Word   string `json:"w"`
	Points int    `json:"p"`
	// Folded is the word as the game plays it (eleve), when it shows
	// otherwise (élevé), so that the page matches a verdict
	// (JudgementJSON.Judged) to it whatever spelling either shows.
	Folded string `json:"f,omitempty"`
	// Path is the word's tiles (row*size+col), where the page traces it
	// on a board it does not play (a past day's review).
	Path []int `json:"path,omitempty"`
}

// foundJSON is the found word (as the game plays it) in the list named
// tier, as the list spells it.
func foundJSON(tier, word string, points int) WordJSON {
	w := WordJSON{Word: lang.DisplayIn(tier, word), Points: points}
	if w.Word != word {
		w.Folded = word
	}
	return w
}

// spellAsTyped shows the words of found that a guess judged (js) as its
// verdicts do (game.Judgement.Echo: élève as the player typed it, where
// the list shows élevé), as the live event that tells of them does.
func spellAsTyped(found []WordJSON, js []game.Judgement) {
	shown := game.ShownWords(js)
	for i, w := range found {
		played := w.Folded
		if played == "" {
			played = w.Word
		}
		if s := shown(played); s != played {
			found[i].Word, found[i].Folded = s, played
		}
	}
}

// faces returns the board's faces for State.Faces: nil when every tile
// shows the letters it spells.
func faces(b solver.Board) []string {
	var out []string
	for i, t := range b.Tiles() {
		if _, ok := t.Folded(); ok {
			if out == nil {
				out = make([]string, b.Size()*b.Size())
			}
			out[i] = t.Face()
		}
	}
	return out
}

// dir is State.Dir for b.
func dir(b solver.Board) string {
	if b.RightToLeft() {
		return "rtl"
	}
	return ""
}

func tiles(b solver.Board) []string {
	var out []string
	for _, row := range b.Rows() {
		for _, t := range row {
			out = append(out, strings.ToLower(t))
		}
	}
	return out
}

// read takes one of the player's board reads (a state, an event stream
// opened), or says how long to wait.
func (s *Server) read(c Claims) error {
	l := rate.NewLimiter(rate.Every(readEvery), readBurst)
	if prev, ok, _ := s.reads.PeekOrAdd(c.Platform+":"+c.User, l); ok {
		l = prev
	}
	now := s.now()
	res := l.ReserveN(now, 1)
	if wait := res.DelayFrom(now); !res.OK() || wait > 0 {
		res.CancelAt(now)
		return game.E(game.Limit, game.CodeRateReload, game.Facts{"wait": wait})
	}
	return nil
}

func playerOf(c Claims) game.Player {
	return game.Player{ID: c.User, Name: cmp.Or(strings.TrimSpace(c.Name), c.User)}
}

func guildOf(c Claims) game.Guild { return game.Guild{Platform: c.Platform, ID: c.Guild} }

// guessBody is what the page sends: the words found, one or several
// (queued while the rate limit held them back), and, when the page
// practises a past day, that day.
type guessBody struct {
	Words    string `json:"words"`
	Practice int32  `json:"practice,omitempty"`
	// Entered is when the words were entered, unix ms by the server's
	// clock as the page reads it (State.now): the earliest of a queue.
	Entered int64 `json:"entered,omitempty"`
}

// practiceDay reads the day a daily session's page practises (typed: the
// ?practice= of a state read), if any. Any ended day of the session's
// guild may be practised: practice words never count, so the session of
// one day opens them all (challenge.Service refuses today and the future).
func practiceDay(c Claims, typed string) (game.Day, bool, error) {
	if typed == "" {
		return 0, false, nil
	}
	n, err := strconv.ParseInt(typed, 10, 32)
	if err != nil || n <= 0 {
		return 0, false, game.E(game.Invalid, game.CodeBadBody)
	}
	if c.Round != "" {
		return 0, false, game.E(game.Unavailable, game.CodeDailyOff)
	}
	return game.Day(n), true, nil
}

// GuessJSON is the verdict on a guess and the state after it.
type GuessJSON struct {
	Judgements []JudgementJSON `json:"judgements"`
	Gained     int             `json:"gained"`
	State      State           `json:"state"`
}

// JudgementJSON is one word's verdict, and for a word that scores
// nothing, why, in the player's words (game.Judgement.Reason through
// i18n: what chat says of it, quoting the word as typed).
type JudgementJSON struct {
	Word    string `json:"w"`
	Verdict string `json:"v"`
	Points  int    `json:"p"`
	Why     string `json:"why,omitempty"`
	// Typed is the word as typed, when the server shows it otherwise
	// (as its list spells it: alternees as alternées), so that the page
	// finds the verdict on its word.
	Typed string `json:"t,omitempty"`
	// Judged is the word as the game plays it (eleve for élève or
	// élevé), for a word the board was searched for: the page finds an
	// accepted word in the found list by it (WordJSON.Folded), whatever
	// spelling either shows.
	Judged string `json:"j,omitempty"`
}

// judgements are js, the verdicts on a guess's words, for the page in
// language lng: on a board whose words have minLen letters or more,
// judged with the dictionary tier. A reason quotes the word as typed
// ("né", not the folded "ne"); words that fold to one are one judgement,
// of the first typed.
func judgements(lng string, js []game.Judgement, minLen int, tier string) []JudgementJSON {
	code := ""
	if l := lang.Named(tier); l != nil {
		code = l.Code
	}
	out := make([]JudgementJSON, 0, len(js))
	for _, j := range js {
		jj := JudgementJSON{Word: j.Echo(), Verdict: j.Verdict.String(), Points: j.Points} // as spelled (alternées), or as typed
		if j.Verdict != game.NotAWord {
			jj.Judged = j.Word
		}
		if j.Typed != "" && j.Verdict != game.NotAWord {
			j.Word = norm.NFC.String(j.Typed) // a decomposed accent shows as one letter
			if j.Word != jj.Word {
				jj.Typed = j.Word
			}
		}
		if why := j.Reason(minLen, tier, code); why != nil {
			jj.Why = i18n.Error(lng, why)
		}
		out = append(out, jj)
	}
	return out
}

// notErased refuses (the session has ended) a session issued before its
// server's or its player's data was erased: a page left open across
// /privacy delete or delete-server would write words and a name back.
func (s *Server) notErased(ctx context.Context, c Claims) error {
	if s.cfg.Erased == nil {
		return nil
	}
	at, err := s.cfg.Erased(ctx, c.Platform, c.Guild, c.User)
	if err != nil {
		return fmt.Errorf("web board: when was %s:%s erased: %w", c.Platform, c.Guild, err)
	}
	if !at.IsZero() && at.Unix() >= c.Issued {
		return game.E(game.NotAllowed, game.CodeSessionEnded)
	}
	return nil
}

// drain reads what is left of a body, bounded, so the connection can be
// reused.
func drain(r io.Reader) { io.Copy(io.Discard, io.LimitReader(r, 4<<10)) }

// writeState answers /api/state with an ETag of the state without its
// clock, so a page that reads an unchanged board gets a 304; the server's
// time goes in X-Now, on the 304 too, for the page's countdown.
func (s *Server) writeState(w http.ResponseWriter, r *http.Request, st State) {
	now := st.Now
	st.Now = 0
	b, _ := json.Marshal(st)
	sum := sha256.Sum256(b)
	tag := hex.EncodeToString(sum[:12])
	h := w.Header()
	h.Set("Cache-Control", "private, no-cache")
	h.Add("Vary", "Accept-Encoding")
	// Gzipped when the browser takes it (a state is a few KB of JSON,
	// a third of that gzipped), with its own ETag, as the page's.
	zip := accepts(r.Header.Get("Accept-Encoding"), "gzip")
	if zip {
		tag += "-gz"
	}
	etag := `"` + tag + `"`
	h.Set("ETag", etag)
	h.Set("X-Now", strconv.FormatInt(now, 10))
	if strings.Contains(r.Header.Get("If-None-Match"), etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	st.Now = now
	if !zip {
		writeJSON(w, http.StatusOK, st)
		return
	}
	b, _ = json.Marshal(st)
	h.Set("Content-Type", "application/json")
	h.Set("Content-Encoding", "gzip")
	w.WriteHeader(http.StatusOK)
	zw := gzips.Get().(*gzip.Writer)
	zw.Reset(w)
	zw.Write(b)
	zw.Write([]byte("\n")) // as writeJSON ends it
	zw.Close()
	gzips.Put(zw)
}

// gzips are gzip writers for the state's answers, reused.
var gzips = sync.Pool{New: func() any { return gzip.NewWriter(io.Discard) }}
