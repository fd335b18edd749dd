// Package bottest helps test adapters of the bot core: a cheap Renderer that
// draws a small but real PNG and records what it was asked to draw, a Gate
// that holds drawings until a test lets them through, a Log that a test can
// wait on, and commands that exercise forms and live messages
// (FormCommands).
//
// A Renderer, a Gate and a Log are safe for concurrent use.
package bottest

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"strings"
	"sync"
	"time"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/solver"
)

// Renderer is a bot.Renderer that encodes a tiny PNG per call and records
// each call as a line such as "solution lqre slus atic nren top=5".
type Renderer struct {
	mu    sync.Mutex
	calls []string
	panic bool
}

// SetPanic makes every later call panic (or not), to test recovery.
func (r *Renderer) SetPanic(p bool) {
	r.mu.Lock()
	r.panic = p
	r.mu.Unlock()
}

// Calls returns the calls so far.
func (r *Renderer) Calls() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.calls...)
}

// Last returns the latest call, or "".
func (r *Renderer) Last() string {
	c := r.Calls()
	if len(c) == 0 {
		return ""
	}
	return c[len(c)-1]
}

// langOf is " lang=TAG" for a printer not in English, else "": recorded
// calls say the language an image's own words were asked in.
func langOf(p *message.Printer) string {
	if t := i18n.TagOf(p); t != i18n.English {
		return " lang=" + t.String()
	}
	return ""
}

func (r *Renderer) record(w io.Writer, call string) error {
	r.mu.Lock()
	r.calls = append(r.calls, call)
	p := r.panic
	r.mu.Unlock()
	if p {
		panic("renderer exploded")
	}
	return tinyPNG(w)
}

// tinyPNG encodes a small but real PNG.
func tinyPNG(w io.Writer) error {
	img := image.NewGray(image.Rect(0, 0, 8, 8))
	img.Set(1, 1, color.White)
	return png.Encode(w, img)
}

func (r *Renderer) Board(w io.Writer, p *message.Printer, b solver.Board, title string) error {
	return r.record(w, fmt.Sprintf("board %s %q", b, title)+langOf(p))
}

// Solution records "solution BOARD top=N", then " rules=RULES" if they are
// not the default, then the totals the image's header shows and its title:
// " words=COUNT points=SCORE title=TITLE", and the words drawn,
// " drawn=WORD,WORD".
func (r *Renderer) Solution(w io.Writer, p *message.Printer, res solver.Result, top int, title string) error {
	call := fmt.Sprintf("solution %s top=%d", res.Board, top)
	if res.Rules != (solver.Rules{}) {
		call += " rules=" + res.Rules.String()
	}
	call += fmt.Sprintf(" words=%d points=%d title=%q", res.Count, res.Score, title)
	// The words the render package draws: res.Best(top).
	drawn := make([]string, 0, top)
	for _, w := range res.Best(top) {
		drawn = append(drawn, w.Word)
	}
	call += " drawn=" + strings.Join(drawn, ",")
	return r.record(w, call+langOf(p))
}

// PlayerStats records "stats TITLE days=N played=N frozen=N scores=N
// words=W1,W2 facts=VALUE LABEL|...": what the image shows.
func (r *Renderer) PlayerStats(w io.Writer, p *message.Printer, s bot.PlayerStats) error {
	var played, frozen int
	for _, d := range s.Days {
		switch d.Mark {
		case bot.DayPlayed:
			played++
		case bot.DayFrozen:
			frozen++
		}
	}
	var words, facts []string
	for _, x := range s.Words {
		words = append(words, x.Word)
	}
	for _, f := range s.Facts {
		facts = append(facts, f.Value+" "+f.Label)
	}
	return r.record(w, fmt.Sprintf("stats %q days=%d played=%d frozen=%d scores=%d words=%s facts=%s", s.Title, len(s.Days), played, frozen, len(s.Scores), strings.Join(words, ","), strings.Join(facts, "|"))+langOf(p))
}

// ServerStats records "server_stats TITLE days=N players=N,N race=NAME:POINTS,...".
func (r *Renderer) ServerStats(w io.Writer, p *message.Printer, s bot.ServerStats) error {
	var players, race []string
	for _, n := range s.Players {
		players = append(players, fmt.Sprint(n))
	}
	for _, e := range s.Race {
		race = append(race, fmt.Sprintf("%s:%d", e.Name, e.Points))
	}
	return r.record(w, fmt.Sprintf("server_stats %q days=%d players=%s race=%s", s.Title, len(s.Players), strings.Join(players, ","), strings.Join(race, ","))+langOf(p))
}

// Season records "season TITLE podium=NAME:POINTS,... race=N awards=LABEL:NAME|...".
func (r *Renderer) Season(w io.Writer, p *message.Printer, s bot.SeasonResults) error {
	var podium, awards []string
	for _, e := range s.Race[:min(len(s.Race), 3)] {
		podium = append(podium, fmt.Sprintf("%s:%d", e.Name, e.Points))
	}
	for _, a := range s.Awards {
		awards = append(awards, a.Label+":"+a.Name)
	}
	return r.record(w, fmt.Sprintf("season %q podium=%s race=%d awards=%s", s.Title, strings.Join(podium, ","), len(s.Race), strings.Join(awards, "|"))+langOf(p))
}

// Review records "review BOARD words=W1,W2 missed=W3 title=TITLE": the
// words drawn, in order, and those marked missed among them.
func (r *Renderer) Review(w io.Writer, p *message.Printer, res solver.Result, missed map[string]bool, title string) error {
	var words, miss []string
	for _, x := range res.Words {
		words = append(words, x.Word)
		if missed[x.Word] {
			miss = append(miss, x.Word)
		}
	}
	return r.record(w, fmt.Sprintf("review %s words=%s missed=%s title=%q", res.Board, strings.Join(words, ","), strings.Join(miss, ","), title)+langOf(p))
}

// Results records "results BOARD top=N words=COUNT points=SCORE
// title=TITLE drawn=WORD,WORD cancelled=WORD,WORD": the totals the header
// shows count only the words not cancelled.
func (r *Renderer) Results(w io.Writer, p *message.Printer, res solver.Result, cancelled map[string]bool, top int, title string) error {
	count, score := 0, 0
	for _, x := range res.Words {
		if !cancelled[x.Word] {
			count, score = count+1, score+x.Points
		}
	}
	var drawn, struck []string
	for _, x := range res.Best(top) {
		drawn = append(drawn, x.Word)
		if cancelled[x.Word] {
			struck = append(struck, x.Word)
		}
	}
	return r.record(w, fmt.Sprintf("results %s top=%d words=%d points=%d title=%q drawn=%s cancelled=%s", res.Board, top, count, score, title, strings.Join(drawn, ","), strings.Join(struck, ","))+langOf(p))
}

// Word records "word BOARD WORD POINTS PATH title=TITLE".
func (r *Renderer) Word(w io.Writer, p *message.Printer, b solver.Board, word solver.Word, title string) error {
	return r.record(w, fmt.Sprintf("word %s %s %d %v title=%q", b, word.Word, word.Points, word.Path, title)+langOf(p))
}

// Heat records "heat BOARD [N N ...] title=TITLE", the numbers row by row.
func (r *Renderer) Heat(w io.Writer, p *message.Printer, b solver.Board, heat []int, title string) error {
	return r.record(w, fmt.Sprintf("heat %s %v title=%q", b, heat, title)+langOf(p))
}

// Gate is a Renderer whose drawings wait until Open is called, to hold a
// command in the renderer (a worker busy, a reply not yet sent) for as long
// as a test needs, without sleeping. Make one with NewGate.
type Gate struct {
	Renderer
	once    sync.Once
	entered chan struct{}
	open    chan struct{}
}

// NewGate returns a closed gate.
func NewGate() *Gate { return &Gate{entered: make(chan struct{}), open: make(chan struct{})} }

// Entered is closed once the first drawing has begun (and is held).
func (g *Gate) Entered() <-chan struct{} { return g.entered }

// Open lets every drawing, held or to come, through. Call it once.
func (g *Gate) Open() { close(g.open) }

func (g *Gate) wait() {
	g.once.Do(func() { close(g.entered) })
	<-g.open
}

func (g *Gate) Board(w io.Writer, p *message.Printer, b solver.Board, title string) error {
	g.wait()
	return g.Renderer.Board(w, p, b, title)
}

func (g *Gate) Solution(w io.Writer, p *message.Printer, res solver.Result, top int, title string) error {
	g.wait()
	return g.Renderer.Solution(w, p, res, top, title)
}

func (g *Gate) Word(w io.Writer, p *message.Printer, b solver.Board, word solver.Word, title string) error {
	g.wait()
	return g.Renderer.Word(w, p, b, word, title)
}

func (g *Gate) Heat(w io.Writer, p *message.Printer, b solver.Board, heat []int, title string) error {
	g.wait()
	return g.Renderer.Heat(w, p, b, heat, title)
}

func (g *Gate) Results(w io.Writer, p *message.Printer, res solver.Result, cancelled map[string]bool, top int, title string) error {
	g.wait()
	return g.Renderer.Results(w, p, res, cancelled, top, title)
}

func (g *Gate) Review(w io.Writer, p *message.Printer, res solver.Result, missed map[string]bool, title string) error {
	g.wait()
	return g.Renderer.Review(w, p, res, missed, title)
}

func (g *Gate) PlayerStats(w io.Writer, p *message.Printer, s bot.PlayerStats) error {
	g.wait()
	return g.Renderer.PlayerStats(w, p, s)
}

func (g *Gate) ServerStats(w io.Writer, p *message.Printer, s bot.ServerStats) error {
	g.wait()
	return g.Renderer.ServerStats(w, p, s)
}

func (g *Gate) Season(w io.Writer, p *message.Printer, s bot.SeasonResults) error {
	g.wait()
	return g.Renderer.Season(w, p, s)
}

// Log is a buffer that is safe to write from many goroutines and read at
// once, for tests that inspect log output. Await waits for a line to be
// written without polling.
type Log struct {
	mu      sync.Mutex
	b       bytes.Buffer
	written chan struct{} // closed and replaced by each Write; nil until awaited
}

func (l *Log) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.written != nil {
		close(l.written)
		l.written = nil
	}
	return l.b.Write(p)
}

// String returns everything written so far.
func (l *Log) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// Reset discards everything written so far.
func (l *Log) Reset() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.b.Reset()
}

// Await blocks until the log holds s or ctx is done, and reports ctx's
// error then. It is woken by each Write, so it waits for the event itself,
// not for a polling interval.
func (l *Log) Await(ctx context.Context, s string) error {
	for {
		l.mu.Lock()
		if bytes.Contains(l.b.Bytes(), []byte(s)) {
			l.mu.Unlock()
			return nil
		}
		if l.written == nil {
			l.written = make(chan struct{})
		}
		written := l.written
		l.mu.Unlock()
		select {
		case <-written:
		case <-ctx.Done():
			return fmt.Errorf("log never said %q: %w", s, ctx.Err())
		}
	}
}

// SetupSwitch returns the words of day's daily game (the default seed) on
// its 4x4 board with the common dictionary, and up to n words of its 5x5
// board with the large dictionary that the 4x4 game lacks: the two games
// "/daily setup size:5 dict:large" switches between, for tests of when
// such a change takes effect.
func SetupSwitch(day game.Day, n int) (small []solver.Word, bigOnly []string) {
	solve := func(size int, tier string) []solver.Word {
		b, _ := challenge.DailyBoard(challenge.DefaultSeed, day, size)
		d, _ := dict.Embedded(tier)
		return solver.Solve(b, d, solver.Rules{}).Words
	}
	small, big := solve(4, "common"), solve(5, "large")
	onSmall := map[string]bool{}
	for _, w := range small {
		onSmall[w.Word] = true
	}
	for _, w := range big {
		if !onSmall[w.Word] && len(bigOnly) < n {
			bigOnly = append(bigOnly, w.Word)
		}
	}
	return small, bigOnly
}

// The form FormCommands opens.
var Form = bot.Form{ID: "form|words", Title: "Enter words", Label: "Your words", Placeholder: "Type or paste words, separated by spaces"}

// FormFallback is the text of the reply whose Form is Form: what a
// platform that cannot open the form shows.
const FormFallback = "Type your words with `/form`."

// FormCommands are commands for testing an adapter's forms and live
// messages without rounds or their storage:
//
//   - /form answers publicly "Press the button." with one button, "Enter
//     words", whose click answers with Form (ephemeral, Text FormFallback).
//   - The form's submission answers ephemerally "You entered: WORDS (in
//     CHANNEL)", WORDS as typed; a submission of "again" answers with the
//     form once more.
//   - /live answers publicly with a PNG and an "Enter words" button; its
//     Live sends the message's reference on refs. /livetext is the same
//     without the image, /liveprivate the same but ephemeral.
func FormCommands(refs chan<- string) []Command {
	enter := []bot.Action{{Kind: bot.Button, ID: bot.ActionID("form", "open"), Label: "Enter words"}}
	live := func(image, ephemeral bool) bot.Handler {
		return func(ctx context.Context, req bot.Request) (bot.Reply, error) {
			r := bot.Reply{Text: "**Live!** Enter words below.", Actions: enter, Ephemeral: ephemeral,
				Live: func(ref string) { refs <- ref }}
			if image {
				var buf bytes.Buffer
				if err := tinyPNG(&buf); err != nil {
					return bot.Reply{}, err
				}
				r.Image = &bot.Image{Name: "live.png", PNG: buf.Bytes(), Alt: "A board"}
			}
			return r, nil
		}
	}
	return []Command{
		{
			Spec: bot.CommandSpec{Name: "form", Description: "a button that opens a form"},
			Handle: func(context.Context, bot.Request) (bot.Reply, error) {
				return bot.Reply{Text: "Press the button.", Actions: enter}, nil
			},
			Action: func(_ context.Context, req bot.Request) (bot.Reply, error) {
				form := bot.Reply{Text: FormFallback, Ephemeral: true, Form: &Form}
				switch _, parts := bot.ParseActionID(req.Action.ID); {
				case len(parts) == 1 && parts[0] == "open":
					return form, nil
				case len(parts) == 1 && parts[0] == "words" && req.Action.Value == "again":
					return form, nil
				case len(parts) == 1 && parts[0] == "words":
					return bot.Reply{Text: fmt.Sprintf("You entered: %s (in %s)", req.Action.Value, req.Channel), Ephemeral: true}, nil
				}
				return bot.Reply{}, game.E(game.Invalid, game.CodeButtonGone)
			},
		},
		{Spec: bot.CommandSpec{Name: "live", Description: "a public reply with an image, kept up to date"}, Handle: live(true, false)},
		{Spec: bot.CommandSpec{Name: "livetext", Description: "a public reply without an image, kept up to date"}, Handle: live(false, false)},
		{Spec: bot.CommandSpec{Name: "liveprivate", Description: "an ephemeral reply that asks to be kept up to date"}, Handle: live(false, true)},
	}
}

// A Command is a command for tests: its spec, its handler and, if it has
// components, the handler of their clicks (ids made by bot.ActionID with
// the command's name).
type Command struct {
	Spec           bot.CommandSpec
	Handle, Action bot.Handler
}

// New is a Bot of cfg that serves cmds (and /help, which every Bot has).
func New(cfg bot.Config, cmds ...Command) *bot.Bot {
	b := bot.New(cfg)
	Register(b.Mux(), cmds...)
	return b
}

// Register registers cmds on m.
func Register(m *bot.Mux, cmds ...Command) {
	for _, c := range cmds {
		m.Command(c.Spec, c.Handle)
		if c.Action != nil {
			m.Action(c.Spec.Name, c.Action)
		}
	}
}

// Outcomes is a bot.Observer that keeps each command's outcome ("ok",
// "user_error", "unknown"...), in order; it ignores everything else.
type Outcomes struct {
	bot.NopObserver
	mu  sync.Mutex
	got []string
}

// Command records the command's outcome.
func (o *Outcomes) Command(_, _, outcome string, _ time.Duration) {
	o.mu.Lock()
	o.got = append(o.got, outcome)
	o.mu.Unlock()
}

// Last is the latest outcome, "" before any.
func (o *Outcomes) Last() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(o.got) == 0 {
		return ""
	}
	return o.got[len(o.got)-1]
}
