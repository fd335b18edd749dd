package solve_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
)

func TestSuggest(t *testing.T) {
	names := []string{"daily", "daily setup", "guess", "help", "leaderboard", "path", "random", "solve", "stats"}
	for _, tt := range []struct {
		typed string
		want  []string
	}{
		{"solv", []string{"solve"}},   // a prefix
		{"slove", []string{"solve"}},  // two letters swapped
		{"sovle", []string{"solve"}},  // two letters swapped
		{"sollve", []string{"solve"}}, // one letter too many
		{"SOLVE", nil},                // the name itself: nothing to suggest
		{"solbe", []string{"solve"}},  // one letter changed
		{"slv", nil},                  // too far for a short name
		{"pth", []string{"path"}},     // one letter dropped
		{"leaderbord", []string{"leaderboard"}},
		{"ledaerbord", []string{"leaderboard"}}, // a swap and a drop
		{"gues", []string{"guess"}},
		{"dail", []string{"daily", "daily setup"}},
		{"st", []string{"stats"}},
		{"s", nil},
		{"dance", nil},
		{"frobnicate", nil},
		{"", nil},
		{"stat", []string{"stats"}},
		{"hepl", []string{"help"}},
		{"rnadom", []string{"random"}},
		{"sölve", []string{"solve"}},
	} {
		got := bot.Suggest(tt.typed, names)
		if !slices.Equal(got, tt.want) {
			t.Errorf("Suggest(%q) = %q, want %q", tt.typed, got, tt.want)
		}
	}
}

// A mistyped command gets a "did you mean", wherever it is typed: as free
// text (the console, Slack) or as a request (Handle).
func TestDidYouMean(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"/solv lqre slus atic nren", "I don't know the command `/solv`. Did you mean `/solve`? Type `/help` to see what I can do."},
		{"/SLOVE lqre slus atic nren", "I don't know the command `/SLOVE`. Did you mean `/solve`?"},
		{"/leaderbord", "Did you mean `/leaderboard`?"},
		{"slove lqre slus atic nren", "I don't know the command `slove`. Did you mean `/solve`? Type `/help` to see them all."},
		{"/dance now", "I don't know the command `/dance`. Type `/help` to see what I can do."},
	} {
		_, err := app.Commands().ParseText(tt.text)
		if err == nil || !strings.HasPrefix(bot.ErrorIn(err, "en"), tt.want) && !strings.Contains(bot.ErrorIn(err, "en"), tt.want) {
			t.Errorf("ParseText(%q) = %v, want %q", tt.text, err, tt.want)
		}
	}
	e := apptest.NewEnv(t, app.Config{})
	got := e.Do(t, apptest.Req("solv"))
	if want := "I don't know the command `/solv`. Did you mean `/solve`? Type `/help` to see what I can do."; got.Text != want || !got.Ephemeral {
		t.Errorf("Handle(solv) = %q, want %q", got.Text, want)
	}
}

func BenchmarkSuggest(b *testing.B) {
	names := []string{"daily", "daily setup", "guess", "help", "leaderboard", "path", "random", "solve", "stats"}
	b.ReportAllocs()
	for b.Loop() {
		bot.Suggest("ledaerbord", names)
	}
}
