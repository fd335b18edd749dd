package app_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/game"
)

// Boards and words pasted back from the bot's own replies (in backticks) or
// typed at the end of a sentence read as the board or word meant.
func TestPastedBoardsAndWords(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	want := e.Line(t, "/solve lqre slus atic nren").Text
	for _, text := range []string{
		"/solve `lqre slus atic nren`",
		"/solve `LQRE SLUS ATIC NREN`",
		"/solve lqre slus atic nren.",
		"/solve “lqre slus atic nren”",
		"/solve board:`lqre slus atic nren`!",
	} {
		if got := e.Line(t, text); got.Text != want {
			t.Errorf("%s:\n got %q\nwant %q", text, got.Text, want)
		}
	}
	for _, text := range []string{
		"/path sinecure.", "/path `sinecure`", "/path 'sinecure'", "/path SINECURE!", "/path word:sinecure?",
		"/path `lqre slus atic nren` sinecure.",
	} {
		if got := e.Line(t, text); !strings.HasPrefix(got.Text, "**sinecure**: 11 points") {
			t.Errorf("%s: %q", text, got.Text)
		}
	}
}

// Errors quote what the player typed as typed, not lowercased.
func TestErrorsQuoteAsTyped(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	for _, tt := range []struct{ text, want string }{
		{"/solve ABCDÉFGHI", "'É' is not a letter"},
		{"/solve [XY]BC DEF GHI", "'[XY]' is not a die face"},
		{"/path CAFÉ board:lqre slus atic nren", "A word is letters a-z only, and `CAFÉ` is not."},
		{"/path IT'S board:lqre slus atic nren", "`IT'S` is not"},
		{"/solve lqre slus atic nren dict:HUGE", "There is no dictionary called `HUGE`"},
		{"/solve lqre slus atic nren TOPS:3", "`/solve` has no option `TOPS`"},
	} {
		if got := e.Line(t, tt.text); !strings.Contains(got.Text, tt.want) || !got.Ephemeral {
			t.Errorf("%s: %q, want %q", tt.text, got.Text, tt.want)
		}
	}
}

// A guess copied with punctuation or backticks counts; a word that is not
// one is quoted as typed.
func TestGuessAsPasted(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	_, words := apptest.TodaysWords(t, "common")
	w0, w1, w2 := words[0].Word, words[1].Word, words[2].Word
	r := rig.Do(apptest.As("discord", "ann", "guess", "words", fmt.Sprintf("`%s %s.` “%s”! É", w0, strings.ToUpper(w1), w2)))
	apptest.MustContain(t, "/guess as pasted", r.Text,
		fmt.Sprintf("**Accepted:** %s +%d · %s +%d · %s +%d\n", w0, words[0].Points, w1, words[1].Points, w2, words[2].Points),
		"**Not a word (letters a-z only):** `É`\n")
}

// /daily setup reads a timezone typed in any case and shows its IANA name.
func TestDailySetupTimezoneAnyCase(t *testing.T) {
	for _, tt := range []struct{ typed, want string }{
		{"utc", "UTC"}, {"europe/paris", "Europe/Paris"}, {"AMERICA/NEW YORK", "America/New_York"},
	} {
		rig := apptest.NewDailyRig(t)
		r := apptest.As("discord", "ann", "daily setup", "timezone", tt.typed)
		r.IsAdmin = true
		got := rig.Do(r)
		if !strings.Contains(got.Text, "**Daily challenge set up** by ann") {
			t.Errorf("timezone:%s: %s", tt.typed, got.Text)
			continue
		}
		set, err := rig.Svc.Settings(context.Background(), game.Guild{Platform: "discord", ID: "g"})
		if err != nil || set.Upcoming().Timezone != tt.want {
			t.Errorf("timezone:%s: stored %q, %v; want %q", tt.typed, set.Upcoming().Timezone, err, tt.want)
		}
	}
}
