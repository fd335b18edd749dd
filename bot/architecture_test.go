package bot

import (
	"go/ast"
	"go/parser"
	gotoken "go/token"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// The package's layout (docs/architecture.md): the core, and the features'
// commands, each in its own files, each reaching only the core and the
// services it names in Config, never another feature's code.
var layout = struct {
	core     []string
	features map[string]featureFiles
}{
	core: []string{"bot.go", "chain.go", "commands.go", "types.go", "markup.go", "platform.go", "runtime.go",
		"text.go", "memory.go", "ratelimit.go", "observe.go", "render.go", "suggest.go", "locale.go", "shared.go", "help.go", "deal.go", "meanings.go", "lang.go"},
	features: map[string]featureFiles{
		"solve":   {files: []string{"builtin.go"}},
		"daily":   {files: []string{"daily.go", "scheduler.go"}, services: []string{"Daily", "Links", "Rounds"}},
		"review":  {files: []string{"review.go", "share.go"}, services: []string{"Daily", "Rounds", "Links"}},
		"rounds":  {files: []string{"round.go", "roundkeeper.go"}, services: []string{"Rounds", "Links", "Daily"}},
		"hints":   {files: []string{"hint.go"}, services: []string{"Daily", "Rounds"}},
		"define":  {files: []string{"define.go"}},
		"study":   {files: []string{"study.go"}},
		"privacy": {files: []string{"privacy.go"}, services: []string{"Privacy"}},
	},
}

// A featureFiles is one feature: its files and the Config services it may
// read.
type featureFiles struct {
	files    []string
	services []string
}

// reachBack lists the feature-to-feature uses still left, each a piece of
// one feature another calls on (file -> name): to shrink, never to grow.
var reachBack = map[string][]string{
	// /guess plays the channel's round when there is one, else the daily;
	// /leaderboard rounds lists the rounds' winners: one command, two games.
	"daily.go": {"roundGuess", "roundWinners",
		// The buttons under /daily's reply (Share, My words) carry the
		// daily's name in their ids, which players' old messages keep.
		"dailyAction"},
	// My words under a round's results is the review's.
	"round.go": {"roundReview"},
}

// TestLayout: every file of the package is the core's or one feature's;
// a feature uses nothing declared in another feature's files (but the
// reachBack left), and of Config only its services and the core's settings.
func TestLayout(t *testing.T) {
	fset := gotoken.NewFileSet()
	owner := map[string]string{} // file -> "core" or feature
	for _, f := range layout.core {
		owner[f] = "core"
	}
	for name, ft := range layout.features {
		for _, f := range ft.files {
			owner[f] = name
		}
	}
	files := map[string]*ast.File{}
	names, _ := filepath.Glob("*.go")
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		if owner[n] == "" {
			t.Errorf("%s is neither the core's nor a feature's: add it to layout", n)
		}
		src, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, n, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		files[n] = f
	}
	// Where each top-level name, and each method of Bot, is declared.
	decl, methods := map[string]string{}, map[string]string{}
	for n, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					decl[d.Name.Name] = n
				} else if recvName(d) == "Bot" {
					methods[d.Name.Name] = n
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						decl[s.Name.Name] = n
					case *ast.ValueSpec:
						for _, id := range s.Names {
							decl[id.Name] = n
						}
					}
				}
			}
		}
	}
	coreConfig := []string{"Renderer", "DefaultTier", "Logger", "Now", "Seed", "Boards", "Limits", "MemoryTTL", "MemorySize",
		"RateLimit", "Observer", "Renderers", "Completers", "Commands", "Off"}
	var found []string
	for n, f := range files {
		me := owner[n]
		if me == "core" {
			continue
		}
		seen := map[string]bool{}
		// Names that are no reference to a declaration: fields and
		// selected names.
		notRef := map[*ast.Ident]bool{}
		ast.Inspect(f, func(node ast.Node) bool {
			switch x := node.(type) {
			case *ast.SelectorExpr:
				notRef[x.Sel] = true
			case *ast.Field:
				for _, id := range x.Names {
					notRef[id] = true
				}
			case *ast.KeyValueExpr:
				if id, ok := x.Key.(*ast.Ident); ok {
					notRef[id] = true
				}
			}
			return true
		})
		ast.Inspect(f, func(node ast.Node) bool {
			switch x := node.(type) {
			case *ast.SelectorExpr:
				// b.cfg.X: a Config field the feature must name.
				if inner, ok := x.X.(*ast.SelectorExpr); ok && inner.Sel.Name == "cfg" {
					if !slices.Contains(coreConfig, x.Sel.Name) && !slices.Contains(layout.features[me].services, x.Sel.Name) {
						t.Errorf("%s (%s) reads Config.%s, not among its services %v", n, me, x.Sel.Name, layout.features[me].services)
					}
				}
				if d, ok := methods[x.Sel.Name]; ok && owner[d] != "core" && owner[d] != me && !seen["."+x.Sel.Name] {
					seen["."+x.Sel.Name] = true
					found = append(found, n+" -> "+d+": Bot."+x.Sel.Name)
				}
			case *ast.Ident:
				if notRef[x] {
					return true
				}
				if d, ok := decl[x.Name]; ok && owner[d] != "core" && owner[d] != me && !seen[x.Name] {
					seen[x.Name] = true
					found = append(found, n+" -> "+d+": "+x.Name)
				}
			}
			return true
		})
	}
	sort.Strings(found)
	var allowed []string
	for from, names := range reachBack {
		for _, name := range names {
			allowed = append(allowed, from+": "+name)
		}
	}
	strip := func(f string) string { // "a.go -> b.go: Bot.x" -> "a.go: x"
		from, to, _ := strings.Cut(f, " -> ")
		_, name, _ := strings.Cut(to, ": ")
		return from + ": " + strings.TrimPrefix(name, "Bot.")
	}
	for _, f := range found {
		if !slices.Contains(allowed, strip(f)) {
			t.Errorf("a feature reaches into another: %s", f)
		}
	}
	for _, a := range allowed {
		ok := slices.ContainsFunc(found, func(f string) bool { return strip(f) == a })
		if !ok {
			t.Errorf("reachBack lists %s, which is gone: take it off", a)
		}
	}
	t.Logf("%d feature-to-feature uses left", len(found))
}

func recvName(d *ast.FuncDecl) string {
	t := d.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}
