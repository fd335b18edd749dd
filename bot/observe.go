package bot

import (
	"io"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
	"golang.org/x/text/message"
)

// An Observer is told what the bot does, for metrics (ops.Metrics is one).
// Implementations must be safe for concurrent use.
type Observer interface {
	// Command reports one handled command and its outcome: ok, user_error,
	// ratelimited, forbidden, unknown, canceled, error or panic; or one the
	// runtime refused or gave up on: busy, user_busy or closing.
	Command(platform, command, outcome string, d time.Duration)
	Solve(d time.Duration)
	Render(image string, d time.Duration) // image: board, solution, word, heat, review
	DailyWord(verdict string)             // one judged guess, by game.Verdict
	DailyPost(kind, outcome string)       // kind open or reveal; outcome sent or failed
	// RoundResults reports one attempt to post a live round's results:
	// posted, failed (tried again after the lease) or given_up (the
	// platform kept refusing it).
	RoundResults(outcome string)
	// Reminder reports one reminder's nudge on a platform: sent, played
	// (skipped: the player had played), day_over, refused (the reminder
	// turned off), failed, claimed_elsewhere (another replica's), or
	// given_back (claimed, then unsent at shutdown: due again at once).
	Reminder(platform, outcome string)
}

type NopObserver struct{}

func (NopObserver) Command(string, string, string, time.Duration) {}
func (NopObserver) Solve(time.Duration)                           {}
func (NopObserver) Render(string, time.Duration)                  {}
func (NopObserver) DailyWord(string)                              {}
func (NopObserver) DailyPost(string, string)                      {}
func (NopObserver) RoundResults(string)                           {}
func (NopObserver) Reminder(string, string)                       {}

// timedRenderer reports each image's drawing time.
type timedRenderer struct {
	r   Renderer
	obs Observer
}

func (t timedRenderer) Board(w io.Writer, p *message.Printer, b solver.Board, title string) error {
	defer t.since("board", time.Now())
	return t.r.Board(w, p, b, title)
}

func (t timedRenderer) Solution(w io.Writer, p *message.Printer, res solver.Result, top int, title string) error {
	defer t.since("solution", time.Now())
	return t.r.Solution(w, p, res, top, title)
}

func (t timedRenderer) Word(w io.Writer, p *message.Printer, b solver.Board, word solver.Word, title string) error {
	defer t.since("word", time.Now())
	return t.r.Word(w, p, b, word, title)
}

func (t timedRenderer) Heat(w io.Writer, p *message.Printer, b solver.Board, heat []int, title string) error {
	defer t.since("heat", time.Now())
	return t.r.Heat(w, p, b, heat, title)
}

func (t timedRenderer) Review(w io.Writer, p *message.Printer, res solver.Result, missed map[string]bool, title string) error {
	defer t.since("review", time.Now())
	return t.r.Review(w, p, res, missed, title)
}

func (t timedRenderer) Results(w io.Writer, p *message.Printer, res solver.Result, cancelled map[string]bool, top int, title string) error {
	defer t.since("results", time.Now())
	return t.r.Results(w, p, res, cancelled, top, title)
}

func (t timedRenderer) PlayerStats(w io.Writer, p *message.Printer, s PlayerStats) error {
	defer t.since("stats", time.Now())
	return t.r.PlayerStats(w, p, s)
}

func (t timedRenderer) ServerStats(w io.Writer, p *message.Printer, s ServerStats) error {
	defer t.since("server_stats", time.Now())
	return t.r.ServerStats(w, p, s)
}

func (t timedRenderer) Season(w io.Writer, p *message.Printer, s SeasonResults) error {
	defer t.since("season", time.Now())
	return t.r.Season(w, p, s)
}

func (t timedRenderer) since(image string, start time.Time) { t.obs.Render(image, time.Since(start)) }

// Solve solves a board and reports the time it took.
func (b *Bot) Solve(board solver.Board, d *dict.Dict, r solver.Rules) solver.Result {
	start := time.Now()
	res := solver.Solve(board, d, r)
	b.obs.Solve(time.Since(start))
	return res
}
