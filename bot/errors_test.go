package bot_test

import (
	"context"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"log/slog"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// TestCodedSolverErrors: the solver's typed errors (a board that does
// not parse, a size with no dice) get their code and facts where they meet
// a player, and keep the typed error in the chain.
func TestCodedSolverErrors(t *testing.T) {
	_, err := solver.Parse("abc")
	coded := bot.Coded(err, "abc")
	if !game.HasCode(coded, game.CodeBoard) || !bot.IsRefusal(coded) {
		t.Fatalf("Coded(a board that does not parse) = %v, want a %s refusal", coded, game.CodeBoard)
	}
	if typed, _ := game.Fact[string](coded, "typed"); typed != "abc" {
		t.Errorf("typed = %q, want abc", typed)
	}
	if !errors.As(coded, new(*solver.ParseError)) {
		t.Error("the ParseError is no longer in the chain")
	}
	if again := bot.Coded(coded, "other"); again != coded {
		t.Errorf("a coded board error coded again: %v", again)
	}

	_, err = solver.DiceForSize(7)
	coded = bot.Coded(err, "")
	if !game.HasCode(coded, game.CodeNoDice) {
		t.Fatalf("Coded(no dice for 7x7) = %v", coded)
	}
	if n, _ := game.Fact[int](coded, "size"); n != 7 {
		t.Errorf("size = %d, want 7", n)
	}
	if s, _ := game.Fact[[]int](coded, "sizes"); !slices.Equal(s, []int{4, 5, 6}) {
		t.Errorf("sizes = %v, want [4 5 6]", s)
	}

	fr, err := lang.Get("fr")
	if err != nil {
		t.Fatal(err)
	}
	_, err = fr.Dice(8)
	var de *solver.DiceError
	if !errors.As(err, &de) || de.Code != "fr" || de.Size != 8 || len(de.Sizes) == 0 {
		t.Fatalf("French dice for 8x8: %v, want a *solver.DiceError naming French and its sizes", err)
	}
	coded = bot.Coded(err, "")
	if code, _ := game.Fact[string](coded, "code"); code != "fr" {
		t.Errorf("code = %q, want fr", code)
	}
	// Players read it in their language; the command line keeps English.
	if got := bot.ErrorIn(coded, "de"); !strings.Contains(got, "8 x 8") || !strings.Contains(got, "Französisch") {
		t.Errorf("in German: %q", got)
	}
	if got := err.Error(); !strings.HasPrefix(got, "there are no French dice for 8 x 8 boards") {
		t.Errorf("the English for the command line: %q", got)
	}
}

// TestStepRefusalsTakeTheOnePath: the steps' refusals (an admin's
// command, the rate limit, a platform that cannot say who is an admin)
// are worded by the errors step, as a command's are, and keep their
// outcome.
func TestStepRefusalsTakeTheOnePath(t *testing.T) {
	obs := &bottest.Outcomes{}
	b := bot.New(bot.Config{Observer: obs, RateLimit: bot.RateLimit{Burst: 1, Every: time.Hour}, Logger: slog.New(slog.DiscardHandler)})
	adminErr := error(nil)
	b.Register(bot.Platform{Name: "chat", Markup: bot.Plain{}, Admin: func(context.Context, bot.Request) (bool, error) { return false, adminErr }})
	b.Mux().Command(bot.CommandSpec{Name: "wipe", Description: "admins only", AdminOnly: true}, func(context.Context, bot.Request) (bot.Reply, error) {
		return bot.Reply{Text: "wiped"}, nil
	})
	b.Mux().Command(bot.CommandSpec{Name: "echo", Description: "anyone"}, func(context.Context, bot.Request) (bot.Reply, error) {
		return bot.Reply{Text: "echo"}, nil
	})
	user := 0
	do := func() (bot.Request, bot.Reply) {
		user++ // a player of their own: a fresh rate
		r := bot.Request{ID: "i", Platform: "chat", Command: "wipe", Locale: "fr", Options: map[string]string{}, User: bot.User{ID: string(rune('a' + user))}, Guild: "g", Channel: "c"}
		return r, b.Handle(context.Background(), r)
	}

	r, got := do()
	if want := bot.Wording(r).Error(game.E(game.NotAllowed, game.CodeAdminOnly, game.Facts{"command": "wipe"})); got.Text != want || !got.Ephemeral {
		t.Errorf("not an admin: %q, want %q", got.Text, want)
	}
	if o := obs.Last(); o != "forbidden" {
		t.Errorf("not an admin: outcome %q", o)
	}

	adminErr = game.E(game.Unavailable, game.CodeAdminUnknown)
	r, got = do()
	if want := bot.Wording(r).Error(adminErr); got.Text != want {
		t.Errorf("the platform cannot say: %q, want %q", got.Text, want)
	}
	adminErr = errors.New("users.info: connection reset")
	r, got = do()
	if want := r.Printer().Sprintf(bot.Apology); got.Text != want || obs.Last() != "forbidden" {
		t.Errorf("the platform failed: %q (%s), want the apology", got.Text, obs.Last())
	}

	// The rate limit: one command an hour, the second refused.
	r = bot.Request{ID: "i", Platform: "chat", Command: "echo", Locale: "fr", Options: map[string]string{}, User: bot.User{ID: "z"}}
	b.Handle(context.Background(), r)
	got = b.Handle(context.Background(), r)
	if want := bot.Wording(r).Error(game.E(game.Limit, game.CodeRateCommands, game.Facts{"wait": time.Hour})); got.Text != want || obs.Last() != "ratelimited" {
		t.Errorf("too fast: %q (%s), want %q", got.Text, obs.Last(), want)
	}
}

// TestNoOtherPathForRefusals: package bot and its features (their non-test
// files) make a player's error one way, game.E: they declare no error type
// of their own but those below (none a player's words), call no Errorf but
// fmt's (an internal error's, logged), and name none of the old
// constructors.
func TestNoOtherPathForRefusals(t *testing.T) {
	notWords := map[string]bool{
		"NotAChannel": true, // carries a game.E
		"Refusal":     true, // the runtime's: its Reply is a game.E worded (Wording)
		"apiError":    true, // a REST call Discord refused: logged
	}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		if strings.Contains(path, "test"+string(filepath.Separator)) { // bottest, discordtest: test helpers
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if n.Name.Name == "Error" && n.Recv != nil && n.Type.Params.NumFields() == 0 {
					recv := n.Recv.List[0].Type
					if s, ok := recv.(*ast.StarExpr); ok {
						recv = s.X
					}
					if id, ok := recv.(*ast.Ident); !ok || !notWords[id.Name] {
						t.Errorf("%s: an error type of its own: a player's error is a game.E", fset.Position(n.Pos()))
					}
				}
			case *ast.SelectorExpr:
				if n.Sel.Name == "Errorf" {
					if id, ok := n.X.(*ast.Ident); !ok || id.Name != "fmt" {
						t.Errorf("%s: %s.Errorf: a player's error is a game.E", fset.Position(n.Pos()), id.Name)
					}
				}
			case *ast.Ident:
				switch n.Name {
				case "UserError", "Refusef", "Refuse", "refusal", "BoardError":
					t.Errorf("%s: %s: a player's error is a game.E", fset.Position(n.Pos()), n.Name)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
