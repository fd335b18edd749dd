package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/console"
)

func init() {
	register(command{
		name:    "console",
		args:    "[--user NAME] [--channel NAME] [--images DIR]",
		summary: "chat with the bot locally: one command a line, no tokens needed",
		run:     runConsole,
	})
}

func runConsole(ctx context.Context, c *cli, args []string) error {
	fs := newFlags(c, "console", "[--user NAME] [--channel NAME] [--images DIR]")
	user := fs.String("user", cmpEnv("USER", "you"), "your player name")
	channel := fs.String("channel", "console", "the channel name (each channel remembers its last board)")
	images := fs.String("images", filepath.Join(os.TempDir(), "bogglebot-images"), "directory to write images to")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("unexpected argument %q; type commands after starting the console", pos[0])
	}
	interactive := false
	if f, ok := c.stdin.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			interactive = true
		}
	}
	// Command logs would interleave with the chat; keep only warnings.
	logger := slog.New(slog.NewTextHandler(c.stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	opt := console.Options{User: *user, Channel: *channel, ImageDir: *images,
		Bot: bot.New(bot.Config{Logger: logger, RateLimit: bot.RateLimit{Burst: -1}})}
	if interactive {
		opt.Prompt = "> "
		fmt.Fprintf(c.stdout, "bogglebot console: type /help, /solve BOARD, /random, /path WORD; /quit to leave. Images go to %s\n", *images)
	}
	return console.Run(ctx, c.stdin, c.stdout, opt)
}

func cmpEnv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
