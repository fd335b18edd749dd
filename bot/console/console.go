// Package console is a local chat with bogglebot: it reads one command a line
// (typed or piped), runs it through the same bot core as Discord and Slack,
// prints each reply and writes its images to files. No tokens needed.
//
// Run is safe to call from several goroutines with different streams; each
// call is one conversation.
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

	"github.com/bogglebot/bogglebot/bot"
)

// Options configures a console session.
type Options struct {
	User     string // the player's name (default "you")
	Channel  string // the channel name, for channel memory (default "console")
	ImageDir string // where images are written (default: a new directory in os.TempDir)
	Prompt   string // printed before each line is read, e.g. "> " when interactive
	Bot      *bot.Bot
}

// Run reads commands from in until EOF, /quit or ctx is done, and writes
// replies to out. Besides the bot's commands it understands /click N [VALUE],
// which presses button N (or picks VALUE in select menu N) of the last reply.
// maxLine is the longest command line the console reads.
const maxLine = 64 << 10

func Run(ctx context.Context, in io.Reader, out io.Writer, opt Options) error {
	if opt.User == "" {
		opt.User = "you"
	}
	if opt.Channel == "" {
		opt.Channel = "console"
	}
	if opt.ImageDir == "" {
		dir, err := os.MkdirTemp("", "bogglebot-images-")
		if err != nil {
			return fmt.Errorf("create image directory: %w", err)
		}
		opt.ImageDir = dir
	}
	if opt.Bot == nil {
		opt.Bot = bot.New(bot.Config{})
	}
	if err := os.MkdirAll(opt.ImageDir, 0o755); err != nil {
		return fmt.Errorf("create image directory: %w", err)
	}
	s := &session{opt: opt, out: out}

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
		fmt.Fprint(out, opt.Prompt)
		select {
		case <-ctx.Done():
			return nil
		case line, ok := <-lines:
			if !ok {
				if err := <-readErr; err != nil {
					return fmt.Errorf("read commands: %w", err)
				}
				return nil
			}
			if line == tooLong {
				fmt.Fprintf(out, "That line is too long: a command is at most %d KB.\n", maxLine>>10)
				continue
			}
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			if line == "/quit" || line == "/exit" || line == "quit" || line == "exit" {
				return nil
			}
			if err := s.handle(ctx, line); err != nil {
				return err
			}
		}
	}
}

type session struct {
	opt     Options
	out     io.Writer
	n       int
	actions []bot.Action
}

func (s *session) handle(ctx context.Context, line string) error {
	s.n++
	req := bot.Request{
		ID:       "console-" + strconv.Itoa(s.n),
		Platform: bot.Console,
		User:     bot.User{ID: s.opt.User, Name: s.opt.User},
		Channel:  s.opt.Channel,
		IsAdmin:  true, // the person at the keyboard owns this chat
	}
	if f := strings.Fields(line); len(f) > 0 && strings.TrimPrefix(f[0], "/") == "click" {
		a, value, err := s.click(f[1:])
		if err != nil {
			fmt.Fprintln(s.out, err)
			return nil
		}
		req.Action = &bot.ActionEvent{ID: a.ID, Value: value}
	} else {
		parsed, err := s.opt.Bot.ParseText(line)
		if err != nil { // answered like any other mistake: privately
			return s.print(bot.Reply{Text: err.Error(), Ephemeral: true})
		}
		req.Command, req.Options = parsed.Command, parsed.Options
	}
	return s.print(s.opt.Bot.Handle(ctx, req))
}

func (s *session) click(args []string) (bot.Action, string, error) {
	if len(s.actions) == 0 {
		return bot.Action{}, "", fmt.Errorf("There is nothing to click: the last reply has no buttons.")
	}
	if len(args) == 0 {
		return bot.Action{}, "", fmt.Errorf("Which one? Type /click 1 to /click %d.", len(s.actions))
	}
	i, err := strconv.Atoi(args[0])
	if err != nil || i < 1 || i > len(s.actions) {
		return bot.Action{}, "", fmt.Errorf("Type /click and a number from 1 to %d (the last reply's buttons).", len(s.actions))
	}
	a := s.actions[i-1]
	if a.Kind == bot.Select {
		if len(args) < 2 {
			return bot.Action{}, "", fmt.Errorf("Which word? Type /click %d WORD, for example /click %d %s.", i, i, a.Choices[0].Value)
		}
		return a, strings.ToLower(args[1]), nil
	}
	return a, "", nil
}

func (s *session) print(r bot.Reply) error {
	if r.Ephemeral {
		fmt.Fprint(s.out, "(only you can see this) ")
	}
	fmt.Fprintln(s.out, r.Text)
	if r.Image != nil {
		path := filepath.Join(s.opt.ImageDir, fmt.Sprintf("%03d-%s", s.n, filepath.Base(r.Image.Name)))
		if err := os.WriteFile(path, r.Image.PNG, 0o644); err != nil {
			return fmt.Errorf("write image: %w", err)
		}
		fmt.Fprintf(s.out, "image: %s\n", path)
	}
	if len(r.Actions) > 0 || !r.Ephemeral {
		s.actions = r.Actions
	}
	for i, a := range r.Actions {
		switch a.Kind {
		case bot.Button:
			fmt.Fprintf(s.out, "  [%d] %s  (type /click %d)\n", i+1, a.Label, i+1)
		case bot.Select:
			vals := make([]string, 0, 5)
			for _, c := range a.Choices[:min(5, len(a.Choices))] {
				vals = append(vals, c.Value)
			}
			fmt.Fprintf(s.out, "  [%d] %s  (type /click %d WORD, e.g. %s)\n", i+1, a.Label, i+1, strings.Join(vals, ", "))
		}
	}
	return nil
}
