// Package console is a local chat with bogglebot: it reads one command a line
// (typed or piped), runs it through the same bot core as Discord and Slack,
// prints each reply and writes its images to files. No tokens needed.
//
// A Chat is one conversation. Its Post (bot.Poster) prints what the bot
// posts to the channel without a request, such as a round's results, from
// any goroutine: a rounds.Keeper can run beside Run, and every write to out
// is a whole message, never cut into by another. Run is safe to call from
// several goroutines with different Chats.
package console

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/message"

	"golang.org/x/text/unicode/norm"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/i18n"
)

// Options configures a console session.
type Options struct {
	User     string // the player's name (default "you")
	Channel  string // the channel name, for channel memory (default "console")
	ImageDir string // where images are written (default: a new directory in os.TempDir)
	Prompt   string // printed before each line is read, e.g. "> " when interactive
	Bot      *bot.Bot
	// Admin says the player may do what a server's admins may: set up
	// the daily challenge, stop another player's round. Off by default:
	// several people may share one database from consoles of their own.
	Admin bool
	// Locale is the language the bot writes in (BCP 47 or POSIX, "fr",
	// "de_DE.UTF-8"; "" English): the command sets it from --locale or
	// the environment (Locale).
	Locale string
}

// Locale is the player's language as the environment says it: $LC_ALL,
// else $LC_MESSAGES, else $LANG (POSIX order), from getenv.
func Locale(getenv func(string) string) string {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(k); v != "" {
			return v
		}
	}
	return ""
}

// maxLine is the longest command line the console reads.
const maxLine = 64 << 10

// A Chat is one console conversation. Build it with New.
type Chat struct {
	opt Options
	out io.Writer

	mu       sync.Mutex // serialises writes to out; guards the fields below
	n        int        // requests so far, for ids and image names
	posts    int        // posts so far, for image names
	actions  []bot.Action
	from     string // the message the actions are under ("003", "post-001")
	last     string // the last message written
	prompted bool   // the prompt is the last thing written: a post goes on a line of its own
	tempDir  bool   // New made ImageDir: Close removes it
	written  int    // files written to ImageDir
}

// New returns a chat that writes to out, with the image directory
// created (a new one in os.TempDir if opt names none).
func New(out io.Writer, opt Options) (*Chat, error) {
	if opt.User == "" {
		opt.User = "you"
	}
	if opt.Channel == "" {
		opt.Channel = "console"
	}
	temp := false
	if opt.ImageDir == "" {
		dir, err := os.MkdirTemp("", "bogglebot-images-")
		if err != nil {
			return nil, fmt.Errorf("create image directory: %w", err)
		}
		opt.ImageDir, temp = dir, true
	}
	if opt.Bot == nil {
		opt.Bot = bot.New(bot.Config{})
	}
	if err := os.MkdirAll(opt.ImageDir, 0o755); err != nil {
		return nil, fmt.Errorf("create image directory: %w", err)
	}
	c := &Chat{opt: opt, out: out, tempDir: temp}
	opt.Bot.Register(c.Platform())
	return c, nil
}

// Platform is the console's platform name, in its requests and what is
// kept of them.
const Platform = "console"

// Platform is what the bot knows of the console: plain text, posts
// printed between replies, no scheduled daily posts (a player asks for the
// board), no admins but the one --admin makes. New registers it.
func (c *Chat) Platform() bot.Platform {
	return bot.Platform{Name: Platform, Markup: markup{}, Poster: c, Direct: c}
}

// markup is plain text, with the console's way to become an admin.
type markup struct{ bot.Plain }

func (markup) NotAdmin(p *message.Printer, _ bot.User, action string) string {
	return p.Sprintf("Only admins can %s (on the console: bogglebot console --admin).", action)
}

// ImageDir is the directory the chat writes its images to.
func (c *Chat) ImageDir() string { return c.opt.ImageDir }

// Close removes the image directory if New made it, with the images in
// it, and says so if the session wrote any; a directory named in Options
// stays.
func (c *Chat) Close() error {
	if !c.tempDir {
		return nil
	}
	c.mu.Lock()
	switch {
	case c.written == 1:
		fmt.Fprintln(c.out, c.p().Sprintf("(The file above was in a temporary folder, now removed: keep files with --images DIR.)"))
	case c.written > 1:
		fmt.Fprintln(c.out, c.p().Sprintf("(The %d files above were in a temporary folder, now removed: keep them with --images DIR.)", c.written))
	}
	c.mu.Unlock()
	return os.RemoveAll(c.opt.ImageDir)
}

// Run reads commands from in until EOF, /quit or ctx is done, and writes
// replies to out: New and Chat.Run in one.
func Run(ctx context.Context, in io.Reader, out io.Writer, opt Options) error {
	c, err := New(out, opt)
	if err != nil {
		return err
	}
	defer c.Close()
	return c.Run(ctx, in)
}

// Run reads commands from in until EOF, /quit or ctx is done. Besides the
// bot's commands it understands /click N [VALUE], which presses button N
// (or picks VALUE in select menu N) of the last reply; when the button
// opens a form, /click N WORDS fills it in with WORDS and sends it.
func (c *Chat) Run(ctx context.Context, in io.Reader) error {
	opt := c.opt
	lines := make(chan string)
	const tooLong = "\x00too long" // sent for a line over maxLine bytes
	readErr := make(chan error, 1)
	go func() {
		defer close(lines)
		r := bufio.NewReaderSize(in, maxLine)
		for {
			line, err := r.ReadSlice('\n')
			text := string(line)
			if errors.Is(err, bufio.ErrBufferFull) { // skip the rest of an over-long line
				for errors.Is(err, bufio.ErrBufferFull) {
					_, err = r.ReadSlice('\n')
				}
				text = tooLong
			}
			if text != "" {
				select {
				case lines <- text:
				case <-ctx.Done():
					return
				}
			}
			if err != nil {
				if !errors.Is(err, io.EOF) {
					readErr <- err
				}
				close(readErr)
				return
			}
		}
	}()
	for {
		c.mu.Lock()
		fmt.Fprint(c.out, opt.Prompt)
		c.prompted = opt.Prompt != ""
		c.mu.Unlock()
		select {
		case <-ctx.Done():
			return nil
		case line, ok := <-lines:
			c.mu.Lock()
			c.prompted = false
			c.mu.Unlock()
			if !ok {
				if err := <-readErr; err != nil {
					return fmt.Errorf("read commands: %w", err)
				}
				return nil
			}
			if line == tooLong {
				c.say(c.p().Sprintf("That line is too long: a command is at most %d KB.", maxLine>>10))
				continue
			}
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			if line == "/quit" || line == "/exit" || line == "quit" || line == "exit" {
				return nil
			}
			if err := c.handle(ctx, line); err != nil {
				return err
			}
		}
	}
}

// Server is the console's one server: its daily, rounds and players' data
// are kept under it (as a chat server's are under its id), so that erasing
// the server (/privacy delete-server) erases them all.
const Server = "local"

// handle runs one line: a command, or a click.
func (c *Chat) handle(ctx context.Context, line string) error {
	c.mu.Lock()
	c.n++
	n := c.n
	c.mu.Unlock()
	req := bot.Request{
		ID:       "console-" + strconv.Itoa(n),
		Platform: Platform,
		User:     bot.User{ID: c.opt.User, Name: c.opt.User},
		Guild:    Server,
		Channel:  c.opt.Channel,
		IsAdmin:  c.opt.Admin,
		Locale:   c.opt.Locale,
	}
	if f := strings.Fields(line); len(f) > 0 && strings.TrimPrefix(f[0], "/") == "click" {
		return c.click(ctx, req, strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), f[0])), n)
	}
	if f := strings.Fields(line); len(f) > 0 && strings.HasPrefix(f[0], "/") {
		// The console's own commands, mistyped: /clik 1.
		if _, known := c.opt.Bot.Command(strings.ToLower(f[0][1:])); !known {
			if near := bot.Suggest(f[0][1:], []string{"click", "quit"}); len(near) == 1 {
				return c.say(c.p().Sprintf("I don't know the command %s. Did you mean /%s?", f[0], near[0]))
			}
		}
	}
	parsed, err := c.opt.Bot.ParseText(line)
	if err != nil { // answered like any other mistake: privately
		return c.reply(bot.Reply{Text: bot.ErrorIn(err, c.opt.Locale), Ephemeral: true}, n, 0)
	}
	req.Command, req.Options = parsed.Command, parsed.Options
	return c.reply(c.opt.Bot.Handle(ctx, req), n, 0)
}

// click presses a component of the last reply: args is what follows
// /click, "N [VALUE]" or, for a button that opens a form, "N WORDS".
func (c *Chat) click(ctx context.Context, req bot.Request, args string, n int) error {
	c.mu.Lock()
	actions, from, last := c.actions, c.from, c.last
	c.mu.Unlock()
	num, rest := args, ""
	if i := strings.IndexFunc(args, unicode.IsSpace); i >= 0 {
		num, rest = args[:i], strings.TrimSpace(args[i:])
	}
	i, err := strconv.Atoi(num)
	p := c.p()
	which := p.Sprintf("/click 1 (the only button)")
	if len(actions) > 1 {
		which = p.Sprintf("/click 1 to /click %d", len(actions))
	}
	switch {
	case len(actions) == 0:
		return c.say(p.Sprintf("There is nothing to click: the last reply has no buttons."))
	case num == "":
		return c.say(p.Sprintf("Which one? Type %s.", which))
	case err != nil || i < 1 || i > len(actions):
		if len(num) > 20 {
			num = num[:20] + "…"
		}
		return c.say(p.Sprintf("There is no button %q: type %s.", num, which))
	}
	a := actions[i-1]
	if from != last {
		// A reply without buttons came since: say which message's
		// button this is.
		c.say(p.Sprintf("(Pressing %q under message %s, the last one with buttons.)", a.Label, from))
	}
	if a.URL != "" {
		return c.say(p.Sprintf("That button is a link: open %s in a browser.", a.URL))
	}
	req.Action = &bot.ActionEvent{ID: a.ID}
	if a.Kind == bot.Select {
		if rest == "" {
			return c.say(p.Sprintf("Which word? Type /click %d WORD, for example /click %d %s.", i, i, choiceWord(a.Choices[0])))
		}
		req.Action.Value = choiceValue(a.Choices, strings.Fields(rest)[0])
		return c.reply(c.opt.Bot.Handle(ctx, req), n, i)
	}
	r := c.opt.Bot.Handle(ctx, req)
	switch {
	case r.Form != nil && rest != "":
		// The form, filled in with the words typed after the number.
		req.Action = &bot.ActionEvent{ID: r.Form.ID, Value: rest}
		r = c.opt.Bot.Handle(ctx, req)
	case r.Form == nil && rest != "":
		r.Text += "\n" + p.Sprintf("(The button takes no words: I left out %q.)", rest)
	}
	return c.reply(r, n, i)
}

// choiceWord is a choice as the player types it after /click: its label
// (the word as the list spells it, alternées) without the points in
// parentheses that follow it, or its value when the label is empty.
func choiceWord(ch bot.Choice) string {
	w := ch.Label
	if i := strings.LastIndex(w, " ("); i > 0 && strings.HasSuffix(w, ")") {
		w = w[:i]
	}
	if w = strings.TrimSpace(w); w == "" {
		return ch.Value
	}
	return w
}

// choiceValue is the value of the choice whose word (as shown, with its
// accents) or value the player typed, or what they typed, lower-cased,
// when no choice matches.
func choiceValue(choices []bot.Choice, typed string) string {
	typed = strings.ToLower(norm.NFC.String(typed))
	for _, ch := range choices {
		if strings.ToLower(norm.NFC.String(choiceWord(ch))) == typed || ch.Value == typed {
			return ch.Value
		}
	}
	return typed
}

// p prints the console's own words in the player's language.
func (c *Chat) p() *message.Printer { return i18n.Printer(c.opt.Locale) }

// say prints a note of the console's own.
func (c *Chat) say(text string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, err := fmt.Fprintln(c.out, text)
	return err
}

// reply prints the reply to request n; button is the number of the button
// clicked for it, 0 for a command.
func (c *Chat) reply(r bot.Reply, n, button int) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if r.Form != nil {
		if button == 0 { // a form only a button can fill in here
			r = bot.Reply{Text: r.Text, Ephemeral: true}
		} else {
			r = bot.Reply{Ephemeral: true, Text: fmt.Sprintf("%s: type your words after /click %d, for example /click %d WORD WORD ...",
				r.Form.Title, button, button)}
		}
	}
	return c.write(r, fmt.Sprintf("%03d", n))
}

// Post prints a message the bot posts to channel without a request (a
// round's results), marked as such, and writes its image to the image
// directory; its buttons become the ones /click presses. It implements
// bot.Poster. A post that arrives while the prompt waits goes on lines
// of its own, and the prompt follows it again.
func (c *Chat) Post(_ context.Context, channel string, r bot.Reply) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.prompted {
		fmt.Fprintln(c.out)
	}
	c.posts++
	fmt.Fprintf(c.out, "[bogglebot posted in #%s] ", channel)
	r.Ephemeral, r.Form = false, nil
	err := c.write(r, fmt.Sprintf("post-%03d", c.posts))
	if c.prompted {
		fmt.Fprint(c.out, c.opt.Prompt)
	}
	return err
}

var _ bot.Poster = (*Chat)(nil)

// Direct prints a message the bot sends user alone, unasked (a player's
// reminder), marked as such; its buttons become the ones /click presses.
// It implements bot.DirectMessenger: on the console every message
// arrives.
func (c *Chat) Direct(_ context.Context, user string, r bot.Reply) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.prompted {
		fmt.Fprintln(c.out)
	}
	c.posts++
	fmt.Fprint(c.out, i18n.Printer(c.opt.Locale).Sprintf("[bogglebot to %s, privately]", user)+" ")
	r.Ephemeral, r.Form = false, nil
	err := c.write(r, fmt.Sprintf("post-%03d", c.posts))
	if c.prompted {
		fmt.Fprint(c.out, c.opt.Prompt)
	}
	return err
}

var _ bot.DirectMessenger = (*Chat)(nil)

// Plain is the bot's text as a terminal shows it: without the Markdown
// chat platforms draw (**bold**, `code`).
func Plain(s string) string { return plainer.Replace(operator.Replace(s)) }

// operator rewrites what chat tells a player to ask of whoever runs the
// bot: on the console, that is the person typing.
var operator = strings.NewReplacer(
	"Ask whoever runs the bot to set `DATABASE_URL`.", "Start the console with `--db FILE` (a SQLite file, created if need be) or set `DATABASE_URL`.",
)

var plainer = strings.NewReplacer("**", "", "`", "")

// write prints r, its image's and its file's paths (written with prefix),
// and its buttons.
// Call with mu held.
func (c *Chat) write(r bot.Reply, prefix string) error {
	out := c.out
	if r.Ephemeral {
		fmt.Fprint(out, i18n.Printer(c.opt.Locale).Sprintf("(only you can see this)")+" ")
	}
	fmt.Fprintln(out, Plain(r.Text))
	if r.Image != nil {
		path := filepath.Join(c.opt.ImageDir, prefix+"-"+filepath.Base(r.Image.Name))
		if err := os.WriteFile(path, r.Image.PNG, 0o644); err != nil {
			return fmt.Errorf("write image: %w", err)
		}
		fmt.Fprintf(out, "image: %s\n", path)
		c.written++
	}
	if r.File != nil {
		path := filepath.Join(c.opt.ImageDir, prefix+"-"+filepath.Base(r.File.Name))
		if err := os.WriteFile(path, r.File.Data, 0o600); err != nil {
			return fmt.Errorf("write file: %w", err)
		}
		fmt.Fprintf(out, "file: %s\n", path)
		c.written++
	}
	// A reply with buttons brings its own; one without them (a mistake,
	// a word list, a path) leaves the last buttons in reach, as a chat
	// platform leaves them under their message. A message of its own
	// (public, or with an image) in between makes /click say whose
	// buttons it presses.
	if !r.Ephemeral || r.Image != nil {
		c.last = prefix
	}
	if len(r.Actions) > 0 {
		c.actions, c.from, c.last = r.Actions, prefix, prefix
	}
	for i, a := range r.Actions {
		switch a.Kind {
		case bot.Button:
			if a.URL != "" {
				fmt.Fprintf(out, "  [%d] %s\n", i+1, c.p().Sprintf("%s: %s", a.Label, a.URL)) // the catalog's colon: French puts a no-break space before it
				continue
			}
			fmt.Fprintln(out, c.p().Sprintf("  [%d] %s  (type /click %d)", i+1, a.Label, i+1))
		case bot.Select:
			vals := make([]string, 0, 5)
			for _, c := range a.Choices[:min(5, len(a.Choices))] {
				vals = append(vals, choiceWord(c))
			}
			fmt.Fprintln(out, c.p().Sprintf("  [%d] %s  (type /click %d WORD, e.g. %s)", i+1, a.Label, i+1, strings.Join(vals, ", ")))
		}
	}
	return nil
}
