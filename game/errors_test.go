package game_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/game"
)

// An error keeps its kind, code and facts through wrapping; a wrapper
// adds facts; sentinels match by code wherever they are wrapped.
func TestErrors(t *testing.T) {
	base := game.TooManyWords("Guess", 60)
	wrapped := fmt.Errorf("guess: %w", game.E(game.Facts{"typed": "x"}, base))
	if !game.Is(game.Invalid, wrapped) || game.KindOf(wrapped) != game.Invalid {
		t.Errorf("kind of %v = %v, want invalid", wrapped, game.KindOf(wrapped))
	}
	if !game.HasCode(wrapped, game.CodeTooManyWords) {
		t.Errorf("code of %v: %v", wrapped, game.CodeOf(wrapped))
	}
	if n, ok := game.Fact[int](wrapped, "n"); !ok || n != 60 {
		t.Errorf("fact n = %v, %v", n, ok)
	}
	if !errors.Is(fmt.Errorf("x: %w", game.E(game.Op("hint"), game.ErrNoWordsOnBoard)), game.ErrNoWordsLeft) {
		t.Error("ErrNoWordsOnBoard, wrapped, is not ErrNoWordsLeft")
	}
	if errors.Is(game.ErrNoWordsLeft, game.ErrNoWordsOnBoard) {
		t.Error("ErrNoWordsLeft is ErrNoWordsOnBoard")
	}
	if game.KindOf(errors.New("disk full")) != game.Other || game.CodeOf(errors.New("x")) != nil {
		t.Error("a plain error has a kind or a code")
	}
	if got := base.Error(); got != "Guess: guess.too_many (max=50 n=60)" {
		t.Errorf("Error() = %q", got)
	}
}

// TestErrorLogLineBounded: a fact as long as a player can type is cut in
// the error's text, which is for logs.
func TestErrorLogLineBounded(t *testing.T) {
	err := game.E(game.Invalid, game.CodeNoSuchOption, game.Facts{"typed": strings.Repeat("s", 100_000), "command": "solve"})
	if got := err.Error(); len(got) > 300 || !strings.Contains(got, "command=solve") || !strings.Contains(got, "typed=ssss") {
		t.Errorf("Error() = %.300q (%d bytes)", got, len(got))
	}
}
