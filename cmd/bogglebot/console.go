package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"strings"

	"github.com/bogglebot/bogglebot/bot"
	botapp "github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/console"
	"github.com/bogglebot/bogglebot/bot/rounds"
	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/ops"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store"
	"github.com/bogglebot/bogglebot/web"
	"golang.org/x/term"
)

func init() {
	register(command{
		name:    "console",
		args:    "[--user NAME] [--admin] [--channel NAME] [--images DIR] [--db URL] [--locale LANG]",
		summary: "chat with the bot locally: one command a line, no tokens needed",
		run:     runConsole,
	})
}

func runConsole(ctx context.Context, c *cli, args []string) error {
	// The daily seed, the default dictionary and the database come from
	// the settings, read and checked as serve reads them, so that the
	// console plays the board serve and daily-board show. Platform
	// settings do not matter here: only problems with these stop the
	// console. With BOGGLEBOT_PUBLIC_URL and BOGGLEBOT_WEB_SECRET set, the
	// console serves the web board too, as serve does, so that an admin
	// can try it without a chat platform.
	cfg, err := config.Load(c.lookupEnv, "")
	cfgErr := config.Only(err, config.EnvDict, config.EnvDailySeed, config.EnvPublicURL, config.EnvWebSecret, config.EnvHTTPAddr, config.EnvLanguages, config.EnvPreloadLanguages)
	dbErr := config.Only(err, config.EnvDatabaseURL) // the Config holds no DATABASE_URL then
	f, err := c.consoleFlags(args, cfg.Database.Reveal())
	if err != nil {
		return err
	}
	interactive := readsTerminal(c.stdin)
	if cfgErr != nil {
		return cfgErr
	}
	tier := cfg.Dict
	if err := useLanguages(ctx, cfg, slog.New(slog.NewTextHandler(c.stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))); err != nil {
		return err
	}
	// Command logs would interleave with the chat; keep only warnings.
	logger := slog.New(slog.NewTextHandler(c.stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	// The daily challenge: scores persist in the database between sessions.
	// Without one (the default file cannot be created here), the console
	// still solves boards.
	st, err := c.consoleStore(ctx, f.db, dbErr, f.dbSet)
	if err != nil {
		return err
	}
	if st != nil {
		defer st.Close()
	}
	// The same core serve builds (buildCore), with the console's own bot
	// settings: no rate limit for the one player at the keyboard.
	k, err := buildCore(ctx, coreConfig{Settings: cfg, Store: st, Log: logger,
		Bot: botapp.Config{Logger: logger, RateLimit: bot.RateLimit{Burst: -1}, Now: dailyNow, DefaultTier: tier}})
	if err != nil {
		return err
	}
	defer k.closeLive()
	defer k.app.Close() // before the live stream and the store: the features' background work
	b, rounds := k.bot, k.rounds
	stopWeb, err := c.consoleWeb(k, cfg, logger)
	if err != nil {
		return err
	}
	defer stopWeb()
	// Without --images, a folder of its own, removed at the end: two
	// sessions (or two users of one machine) never write over each
	// other's 001-solve.png, and none is left behind.
	opt := console.Options{User: f.user, Channel: f.channel, ImageDir: f.images, Bot: b, Admin: f.admin, Locale: f.locale}
	if interactive {
		opt.Prompt = "> "
	}
	chat, err := console.New(c.stdout, opt)
	if err != nil {
		return fmt.Errorf("%w (choose a folder with --images DIR)", err)
	}
	defer chat.Close()
	if interactive {
		c.welcome(chat, rounds != nil, f.images != "")
	}
	if rounds != nil {
		defer keepRounds(ctx, k.app, chat, f.channel, logger)()
	}
	if st != nil {
		defer sendReminders(ctx, k.app, logger)()
	}
	return chat.Run(ctx, c.stdin)
}

// consoleOptions are the console's flags, as given.
type consoleOptions struct {
	user, channel, images, db, locale string
	admin, dbSet                      bool
}

// consoleFlags reads the console's flags; db is the database of the
// settings, the default of --db.
func (c *cli) consoleFlags(args []string, db string) (consoleOptions, error) {
	fs := newFlags(c, "console", commands["console"].args)
	user := fs.String("user", cmp.Or(strings.TrimSpace(c.getenv("USER")), "you"), "your player name ($USER if set)")
	channel := fs.String("channel", "console", "the channel name (each channel remembers its last board)")
	admin := fs.Bool("admin", false, "play as an admin: set up the daily challenge (/daily setup) and stop anyone's round (/play stop)")
	images := fs.String("images", "", "directory to write images to, kept after the session (default: a new one in the system's temp directory, removed when the session ends)")
	dbFlag := fs.String("db", db, "the daily challenge's database: a SQLite file or a postgres:// URL ($DATABASE_URL if set)")
	locale := fs.String("locale", console.Locale(c.getenv), "the language the bot writes in: en, fr, de, es, pt-BR ($LC_ALL, $LC_MESSAGES or $LANG if set; others read English)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return consoleOptions{}, err
	}
	if len(pos) > 0 {
		return consoleOptions{}, usagef("unexpected argument %q; type commands after starting the console", pos[0])
	}
	// A blank name would make a player nobody can tell apart (and the
	// console would quietly call them "you").
	if *user = strings.TrimSpace(*user); *user == "" {
		return consoleOptions{}, usagef("--user needs a name, not a blank one, for example: bogglebot console --user ann")
	}
	return consoleOptions{user: *user, channel: *channel, images: *images, db: *dbFlag, locale: *locale, admin: *admin, dbSet: isSet(fs, "db")}, nil
}

// welcome is the first line of an interactive console: what to type, and
// where the images go.
func (c *cli) welcome(chat *console.Chat, rounds, keptImages bool) {
	play := ""
	if rounds {
		play = ", /play"
	}
	where := chat.ImageDir() + " (removed when you leave; keep them with --images DIR)"
	if keptImages {
		where = chat.ImageDir()
	}
	fmt.Fprintf(c.stdout, "bogglebot console: type /help, /solve BOARD, /random, /path WORD, /daily, /guess WORDS%s; /quit to leave. Images go to %s\n", play, where)
}

// consoleWeb serves the core's web board for the console, when there is
// one, and says where (or why there is none); stop shuts it down.
func (c *cli) consoleWeb(k *core, cfg config.Config, logger *slog.Logger) (stop func(), err error) {
	if k.web == nil {
		if cfg.Web.Enabled() {
			fmt.Fprintf(c.stderr, "bogglebot console: no web board: it needs the daily challenge's database\n")
		}
		return func() {}, nil
	}
	stop, at, err := serveConsoleWeb(k.web, cfg.HTTPAddr, logger, c.listening)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(c.stderr, "bogglebot console: web board served on %s; /daily and /play replies print your link to it (%s)\n", at, cfg.Web.PublicURL)
	return stop, nil
}

// readsTerminal reports whether r is a terminal, not any character device:
// /dev/null is one too, and `bogglebot console </dev/null` should print no
// prompt.
func readsTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// consoleStore opens the console's database: nil, and a note on stderr,
// when it cannot, unless --db named it (given), which must open. Without
// one the console still solves boards.
func (c *cli) consoleStore(ctx context.Context, db string, dbErr error, given bool) (store.Store, error) {
	if dbErr != nil && !given {
		fmt.Fprintf(c.stderr, "bogglebot console: no daily challenge (choose a database with --db FILE): %v\n", dbErr)
		return nil, nil
	}
	st, err := openStore(ctx, db)
	if err != nil {
		if given {
			return nil, err
		}
		// The database of $DATABASE_URL or the default file: solving
		// boards needs neither, so play on without the daily challenge.
		fmt.Fprintf(c.stderr, "bogglebot console: no daily challenge (choose a database with --db FILE): %v\n", err)
		return nil, nil
	}
	return st, nil
}

// keepRounds runs the round keeper for the console's channel until stop:
// a round ends while the player types, and the keeper prints its results
// as a post to the channel, between replies; a round another console on
// the same database ended is shown here too (Watch), with its buttons (My
// words). A round left running ends in a later session.
func keepRounds(ctx context.Context, a *botapp.App, chat *console.Chat, channel string, logger *slog.Logger) (stop func()) {
	kctx, cancel := context.WithCancel(ctx)
	k := &rounds.Keeper{Rounds: a.Rounds, Logger: logger, // chat is a's console platform (console.New registered it)
		Watch: []round.Key{{Platform: console.Platform, Guild: console.Server, Channel: channel}}}
	done := make(chan struct{})
	go func() { defer close(done); k.Run(kctx) }()
	return func() { cancel(); <-done }
}

// sendReminders runs the reminders' Sender until stop: a nudge due while
// the player types is printed between replies (the console's Direct).
func sendReminders(ctx context.Context, a *botapp.App, logger *slog.Logger) (stop func()) {
	sctx, cancel := context.WithCancel(ctx)
	s := a.Sender()
	s.Logger = logger
	done := make(chan struct{})
	go func() { defer close(done); s.Run(sctx) }()
	return func() { cancel(); <-done }
}

// serveConsoleWeb serves the web board on addr (BOGGLEBOT_HTTP_ADDR) for
// the console, on the same hardened server serve uses; stop shuts it down.
// at is the address it listens on; listening, if set, is told it too
// (tests listen on port 0).
func serveConsoleWeb(ws *web.Server, addr string, logger *slog.Logger, listening func(string)) (stop func(), at string, err error) {
	mux := http.NewServeMux()
	ws.Mount(mux)
	ln, err := ops.Listen(addr, 0)
	if err != nil {
		return nil, "", fmt.Errorf("serve the web board: listen on %s (%s): %w", addr, config.EnvHTTPAddr, err)
	}
	if listening != nil {
		listening(ln.Addr().String())
	}
	srv := ops.NewServer(mux, logger)
	ln.Watch(srv)
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			logger.Warn("web board stopped", "err", err)
		}
	}()
	return func() {
		_ = srv.Close() // the page's live-round streams end with the console
		<-done
	}, ln.Addr().String(), nil
}
