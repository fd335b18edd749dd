package bot_test

import (
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/bogglebot/bogglebot/"

// The packages under bot/, by role (docs/architecture.md): every package
// under bot/ that is not the core, the shared presentation, an adapter, the
// assembly or test support is a feature (a new one is held to the rules
// below without being listed).
var (
	core     = "bot"
	shared   = []string{"bot/present"}
	adapters = []string{"bot/discord", "bot/slack", "bot/console"}
	others   = []string{"bot/app", "bot/bottest", "bot/testdata"}
	features = func() []string {
		dirs, _ := filepath.Glob("*")
		var out []string
		for _, d := range dirs {
			p := "bot/" + d
			if fi, err := os.Stat(d); err != nil || !fi.IsDir() || slices.Contains(shared, p) || slices.Contains(adapters, p) || slices.Contains(others, p) {
				continue
			}
			out = append(out, p)
		}
		return out
	}()
)

// imports is what the non-test files of the package in dir (below the
// module root) import from the module.
func imports(t *testing.T, dir string) []string {
	t.Helper()
	p, err := build.ImportDir(filepath.Join("..", dir), 0)
	if err != nil {
		t.Fatalf("%s: %v", dir, err)
	}
	var out []string
	for _, imp := range p.Imports {
		if rest, ok := strings.CutPrefix(imp, module); ok {
			out = append(out, rest)
		}
	}
	return out
}

// TestImportGraph: the core imports no feature, no shared presentation
// and no adapter; a feature imports no other feature and no adapter; the
// shared presentation imports no feature; an adapter imports no feature.
// The compiler then keeps each feature to the core's API and its own Deps.
func TestImportGraph(t *testing.T) {
	if len(features) < 5 {
		t.Fatalf("features found: %v", features)
	}
	below := func(dir string) bool { return strings.HasPrefix(dir, "bot/") }
	for _, imp := range imports(t, core) {
		if below(imp) {
			t.Errorf("the core imports %s", imp)
		}
	}
	for _, f := range features {
		for _, imp := range imports(t, f) {
			if below(imp) && !slices.Contains(shared, imp) {
				t.Errorf("feature %s imports %s", f, imp)
			}
		}
	}
	for _, s := range shared {
		for _, imp := range imports(t, s) {
			if below(imp) {
				t.Errorf("%s, shared by the features, imports %s", s, imp)
			}
		}
	}
	for _, a := range adapters {
		for _, imp := range imports(t, a) {
			if slices.Contains(features, imp) || slices.Contains(shared, imp) {
				t.Errorf("adapter %s imports %s", a, imp)
			}
		}
	}
}

// TestFeaturesTakeNoBot: no feature, nor the shared presentation, names
// *bot.Bot: each gets its services as a Deps struct of narrow interfaces.
func TestFeaturesTakeNoBot(t *testing.T) {
	for _, dir := range append(slices.Clone(features), shared...) {
		names, _ := filepath.Glob(filepath.Join("..", dir, "*.go"))
		for _, n := range names {
			if strings.HasSuffix(n, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), n, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(node ast.Node) bool {
				if sel, ok := node.(*ast.SelectorExpr); ok {
					if x, ok := sel.X.(*ast.Ident); ok && x.Name == "bot" && sel.Sel.Name == "Bot" {
						t.Errorf("%s names bot.Bot", n)
					}
				}
				return true
			})
		}
	}
}
