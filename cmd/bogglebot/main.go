// Command bogglebot solves Boggle boards offline and runs the chat bot.
//
//	bogglebot solve BOARD            solve a board (bogglebot solve - reads boards from stdin)
//	bogglebot path BOARD WORD        where a word lies on a board
//	bogglebot random                 roll a board from real dice
//	bogglebot define WORD            what a word means (WordNet 3.0, offline)
//	bogglebot study                  the words likeliest on boards of real dice
//	bogglebot help [COMMAND]         list every command, or one command's flags
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"github.com/bogglebot/bogglebot/bot"
)

// A command is one subcommand. Files register theirs in init.
type command struct {
	name    string
	args    string // usage after the name, e.g. "[flags] BOARD"
	summary string
	run     func(ctx context.Context, cli *cli, args []string) error
}

var commands = map[string]command{}

func register(c command) { commands[c.name] = c }

// cli carries the process's streams and environment, so commands are
// testable.
type cli struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// env looks up environment variables; nil means the process's. Only
	// package config reads settings from it (config.Load).
	env func(string) (string, bool)
	// environ lists the environment as NAME=value; nil means the process's
	// when env is nil too, else none (a test's env is only a lookup).
	// config check and serve warn of unknown BOGGLEBOT_, DISCORD_ and
	// SLACK_ variables in it.
	environ func() []string
	// listening, if set, is given the address serve's HTTP server listens
	// on, as soon as it accepts connections (tests wait for it).
	listening func(addr string)
}

// lookupEnv looks up an environment variable, for config.Load.
func (c *cli) lookupEnv(key string) (string, bool) {
	if c.env != nil {
		return c.env(key)
	}
	return os.LookupEnv(key)
}

// environment lists the environment as NAME=value, for config.Unknown.
func (c *cli) environment() []string {
	switch {
	case c.environ != nil:
		return c.environ()
	case c.env != nil:
		return nil
	}
	return os.Environ()
}

// getenv returns an environment variable that is no setting of ours ($USER).
func (c *cli) getenv(key string) string {
	v, _ := c.lookupEnv(key)
	return v
}

// usageError is an error in how a command was called: exit status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, a ...any) error { return usageError{fmt.Sprintf(format, a...)} }

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, &cli{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}, os.Args[1:])
	stop()
	os.Exit(code)
}

// run executes one command line and returns the exit status.
func run(ctx context.Context, c *cli, args []string) int {
	if len(args) > 1 && args[0] == "help" {
		// help COMMAND: the command's own -h, on stdout, as asked for.
		switch _, ok := commands[args[1]]; {
		case len(args) > 2:
			fmt.Fprintf(c.stderr, "bogglebot help: give one command, for example: bogglebot help solve\n")
			return 2
		case args[1] == "help":
			printHelp(c.stdout)
			return 0
		case ok:
			return run(ctx, &cli{stdin: c.stdin, stdout: c.stdout, stderr: c.stdout, env: c.env, environ: c.environ}, []string{args[1], "-h"})
		}
		near := didYouMean(args[1])
		if near == "" {
			near = "; the commands are " + strings.Join(commandNames(), ", ")
		} else {
			near += "; run 'bogglebot help' for the list"
		}
		fmt.Fprintf(c.stderr, "bogglebot help: there is no command %q%s\n", args[1], near)
		return 2
	}
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		printHelp(c.stdout)
		return 0
	}
	if args[0] == "--version" {
		args = []string{"version"}
	}
	cmd, ok := commands[args[0]]
	if !ok && strings.HasPrefix(args[0], "-") {
		// A flag before the command: bogglebot --json solve BOARD.
		if i := slices.IndexFunc(args, func(a string) bool { _, ok := commands[a]; return ok }); i > 0 {
			fmt.Fprintf(c.stderr, "bogglebot: flags go after the command: bogglebot %s %s ...\n", args[i], strings.Join(args[:i], " "))
			return 2
		}
	}
	if !ok {
		fmt.Fprintf(c.stderr, "bogglebot: unknown command %q%s; run 'bogglebot help' for the list\n", args[0], didYouMean(args[0]))
		return 2
	}
	err := cmd.run(ctx, c, args[1:])
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, new(usageError)):
		fmt.Fprintf(c.stderr, "bogglebot %s: %v\nusage: bogglebot %s %s\n", cmd.name, err, cmd.name, cmd.args)
		return 2
	default:
		fmt.Fprintf(c.stderr, "bogglebot %s: %v\n", cmd.name, err)
		return 1
	}
}

// didYouMean is " (did you mean solve?)" when a command's name is close to
// the one typed (bot.Suggest), else "".
func didYouMean(typed string) string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	near := bot.Suggest(typed, names)
	if len(near) == 0 || len(near) > 3 {
		return ""
	}
	return " (did you mean " + strings.Join(near, " or ") + "?)"
}

// commandNames lists the commands, sorted.
func commandNames() []string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

func printHelp(w io.Writer) {
	fmt.Fprintln(w, "bogglebot solves Boggle and Scramble boards, offline or as a Discord/Slack bot.")
	fmt.Fprintln(w, "\nCommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-12s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nRun 'bogglebot help COMMAND' for a command's flags. Example:")
	fmt.Fprintln(w, "  bogglebot solve 'lqre slus atic nren'")
}

// newFlags returns a flag set whose errors come back to the caller; -h
// prints the command's usage line and its flags to stderr.
func newFlags(c *cli, name, args string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(c.stderr)
	fs.Usage = func() {
		if s := commands[name].summary; s != "" {
			fmt.Fprintf(fs.Output(), "bogglebot %s: %s\n\n", name, s)
		}
		fmt.Fprintln(fs.Output(), strings.TrimSpace("usage: bogglebot "+name+" "+args))
		printFlags(fs)
	}
	return fs
}

// printFlags lists fs's flags as flag.PrintDefaults does, but written
// --name, as the usage line and the docs write them.
func printFlags(fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		var b strings.Builder
		fmt.Fprintf(&b, "  --%s", f.Name)
		typ, usage := flag.UnquoteUsage(f)
		if typ != "" {
			b.WriteString(" " + typ)
		}
		b.WriteString("\n    \t")
		b.WriteString(strings.ReplaceAll(usage, "\n", "\n    \t"))
		if def := f.DefValue; def != "" && def != "false" && def != "0" {
			if _, isString := f.Value.(interface{ String() string }); isString && typ == "string" {
				def = strconv.Quote(def)
			}
			fmt.Fprintf(&b, " (default %s)", def)
		}
		fmt.Fprintln(fs.Output(), b.String())
	})
}

// parseFlags parses flags that may come before, between or after positional
// arguments ("solve BOARD --json" works like "solve --json BOARD"), and
// returns the positional arguments. A lone "-" is positional. Mistakes come
// back as a usageError in plain words; -h prints the usage and flags.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	usage, out := fs.Usage, fs.Output()
	fs.Usage = func() {} // the flag package would print it on every error
	fs.SetOutput(io.Discard)
	defer func() { fs.Usage = usage; fs.SetOutput(out) }()
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.SetOutput(out)
				usage()
				return nil, err
			}
			return nil, usageError{flagError(fs, err)}
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// flagError rewords the flag package's errors for people, with the flag of
// fs a mistyped one was likely meant to be.
func flagError(fs *flag.FlagSet, err error) string {
	msg := err.Error()
	var name, value string
	switch {
	case strings.HasPrefix(msg, "flag provided but not defined: "):
		typed := strings.TrimLeft(strings.TrimPrefix(msg, "flag provided but not defined: "), "-")
		var names []string
		fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
		if near := bot.Suggest(typed, names); len(near) > 0 && len(near) <= 3 {
			for i, n := range near {
				near[i] = "--" + n
			}
			return fmt.Sprintf("there is no flag --%s (did you mean %s?)", typed, strings.Join(near, " or "))
		}
		return fmt.Sprintf("there is no flag --%s", typed)
	case strings.HasPrefix(msg, "flag needs an argument: "):
		return fmt.Sprintf("--%s needs a value", strings.TrimLeft(strings.TrimPrefix(msg, "flag needs an argument: "), "-"))
	}
	if n, _ := fmt.Sscanf(msg, "invalid value %q for flag -%s", &value, &name); n == 2 {
		name = strings.TrimSuffix(name, ":")
		return fmt.Sprintf("%q is not a valid value for --%s", value, name)
	}
	return msg
}

// isSet reports whether the flag was given on the command line.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
