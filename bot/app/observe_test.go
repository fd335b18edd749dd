package app_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/app"
)

type recorder struct {
	mu     sync.Mutex
	events []string
}

func (r *recorder) add(s string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events = append(r.events, s)
}

func (r *recorder) Command(platform, command, outcome string, d time.Duration) {
	r.add(fmt.Sprintf("command %s %s %s", platform, command, outcome))
}
func (r *recorder) Solve(d time.Duration)                { r.add("solve") }
func (r *recorder) Render(image string, d time.Duration) { r.add("render " + image) }
func (r *recorder) DailyWord(verdict string)             { r.add("daily " + verdict) }
func (r *recorder) DailyPost(kind, outcome string)       { r.add("post " + kind + " " + outcome) }
func (r *recorder) RoundResults(outcome string)          { r.add("round results " + outcome) }

func TestObserver(t *testing.T) {
	rec := &recorder{}
	e := newEnv(t, app.Config{Observer: rec})
	ctx := context.Background()
	e.bot.Handle(ctx, req("solve", "board", "lqre slus atic nren"))
	e.bot.Handle(ctx, req("solve", "board", "lqre slus atic nre"))
	e.bot.Handle(ctx, req("path", "word", "sinecure"))
	e.bot.Handle(ctx, req("frobnicate-1234"))
	want := []string{
		"solve", "render solution", "command console solve ok",
		"command console solve user_error",
		"render word", "command console path ok",
		"command console unknown unknown",
	}
	if !slices.Equal(rec.events, want) {
		t.Errorf("events:\n got %q\nwant %q", rec.events, want)
	}
}
