package app_test

import (
	"context"
	"slices"
	"testing"

	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
)

func TestObserver(t *testing.T) {
	rec := &apptest.Recorder{}
	e := apptest.NewEnv(t, app.Config{Observer: rec})
	ctx := context.Background()
	e.Bot.Handle(ctx, apptest.Req("solve", "board", "lqre slus atic nren"))
	e.Bot.Handle(ctx, apptest.Req("solve", "board", "lqre slus atic nre"))
	e.Bot.Handle(ctx, apptest.Req("path", "word", "sinecure"))
	e.Bot.Handle(ctx, apptest.Req("frobnicate-1234"))
	want := []string{
		"solve", "render solution", "command console solve ok",
		"command console solve user_error",
		"render word", "command console path ok",
		"command console unknown unknown",
	}
	if !slices.Equal(rec.Events, want) {
		t.Errorf("events:\n got %q\nwant %q", rec.Events, want)
	}
}
