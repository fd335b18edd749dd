package bot

import (
	"errors"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/solver"
)

// The rarer board errors are worded in the reader's language too.
func TestBoardErrorRareMistakesTranslated(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"lqre slus atic", "la grille a 3 lignes de 4 cases\u00a0; une grille carrée a besoin de 4 lignes."},
		{"lqre slu atic nren", "la ligne 2 a 3 cases mais la ligne 1 en a 4\u00a0;"},
		{"lqre sl!s atic nren", "«\u00a0!\u00a0» n’est pas une lettre\u00a0; les grilles utilisent des lettres a-z, des faces comme [th] et # pour une case vide (ligne 2, case 3)."},
		{strings.Repeat("a", solver.MaxInput+1), "cette grille fait 401 caractères\u00a0;"},
	} {
		_, err := solver.Parse(c.board)
		var pe *solver.ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("Parse(%q) = %v, want a *ParseError", c.board, err)
		}
		got := i18n.Error("fr", Coded(err, c.board))
		if !strings.Contains(got, c.want) {
			t.Errorf("board %q in French:\n got %q\nwant %q", c.board, got, c.want)
		}
	}
}
