package i18n_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/bogglebot/bogglebot/i18n"
)

// codeKeys walks every Go file of the module (tests and the web's node
// modules aside) and returns the literal format strings given to a
// printer's Sprintf or Fprintf (any call X.Sprintf or X.Fprintf whose X
// is not a package) or to package bot's Phrasef, with where each is, and
// the keys i18n.Dynamic lists.
func codeKeys(t *testing.T) map[string]string {
	t.Helper()
	root := ".."
	fset := token.NewFileSet()
	var files []*ast.File
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "node_modules", "testdata", ".git":
				return filepath.SkipDir
			}
			if strings.HasSuffix(d.Name(), "test") { // storetest, bottest, discordtest: test helpers
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files = append(files, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// String constants by name, so that p.Sprintf(Apology) is found too.
	consts := map[string]string{}
	for _, f := range files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						if s, ok := literal(vs.Values[i], nil); ok {
							consts[n.Name] = s
						}
					}
				}
			}
		}
	}
	keys := map[string]string{}
	for _, f := range files {
		// A package's function (fmt.Sprintf) is no printer.
		pkgs := map[string]bool{}
		for _, im := range f.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			name := path[strings.LastIndex(path, "/")+1:]
			if im.Name != nil {
				name = im.Name.Name
			}
			pkgs[name] = true
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "Phrasef" && len(call.Args) > 0 {
				if s, ok := literal(call.Args[0], consts); ok && verb.ReplaceAllString(s, "") != "" { // package bot's phrases, worded later (Phrase.In); "%s" has no words
					keys[s] = fset.Position(call.Pos()).String()
				}
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if sel.Sel.Name == "Phrasef" && len(call.Args) > 0 { // bot.Phrasef
				if s, ok := literal(call.Args[0], consts); ok && verb.ReplaceAllString(s, "") != "" {
					keys[s] = fset.Position(call.Pos()).String()
				}
				return true
			}
			arg := 0
			switch sel.Sel.Name {
			case "Sprintf": // p.Sprintf
			case "Fprintf":
				arg = 1
			default:
				return true
			}
			if id, ok := sel.X.(*ast.Ident); ok && pkgs[id.Name] || len(call.Args) <= arg {
				return true
			}
			if s, ok := literal(call.Args[arg], consts); ok {
				keys[s] = fset.Position(call.Pos()).String()
			}
			return true
		})
	}
	for _, k := range i18n.Dynamic() {
		keys[k] = "i18n.Dynamic"
	}
	return keys
}

// literal is the value of a string literal, a constant or a sum of them.
func literal(e ast.Expr, consts map[string]string) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind == token.STRING {
			s, err := strconv.Unquote(e.Value)
			return s, err == nil
		}
	case *ast.Ident:
		s, ok := consts[e.Name]
		return s, ok
	case *ast.SelectorExpr: // i18n.Apology
		s, ok := consts[e.Sel.Name]
		return s, ok && consts != nil
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			a, ok1 := literal(e.X, consts)
			b, ok2 := literal(e.Y, consts)
			return a + b, ok1 && ok2
		}
	case *ast.ParenExpr:
		return literal(e.X, consts)
	}
	return "", false
}

var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// verbs maps each argument a format string prints to its verb: "%d and
// %[1]s" prints argument 1 as both d and s.
func verbs(format string) map[int][]string {
	out := map[int][]string{}
	next := 1
	for _, m := range verb.FindAllStringSubmatch(format, -1) {
		v := m[0]
		if strings.HasSuffix(v, "%") {
			continue
		}
		if m[1] != "" {
			n, _ := strconv.Atoi(strings.Trim(m[1], "[]"))
			next = n
		}
		c := v[len(v)-1:]
		if !slices.Contains(out[next], c) {
			out[next] = append(out[next], c)
			sort.Strings(out[next])
		}
		next++
	}
	return out
}

// subset reports whether every argument a prints, b prints with the same verbs.
func subset(a, b map[int][]string) bool {
	for i, vs := range a {
		if !slices.Equal(vs, b[i]) {
			return false
		}
	}
	return true
}

func equal(a, b map[int][]string) bool { return subset(a, b) && subset(b, a) }

// translated are the languages the bot writes in but English: every one
// of them is complete (a new catalog registered is held to it at once).
var translated = i18n.Languages()[1:]

// TestCatalogsRegistered: the bot writes in English and at least the four
// catalogs it shipped with; translated covers each.
func TestCatalogsRegistered(t *testing.T) {
	if l := i18n.Languages(); l[0] != i18n.English || len(translated) < 4 {
		t.Errorf("languages %v", l)
	}
}

// TestEveryKeyTranslated fails when a string the code prints has no
// translation in one of the complete languages, or a translation prints
// other arguments, or with other verbs, than the English.
func TestEveryKeyTranslated(t *testing.T) {
	keys := codeKeys(t)
	if len(keys) < 50 {
		t.Fatalf("found only %d keys in the code: is the scan broken?", len(keys))
	}
	sorted := make([]string, 0, len(keys))
	for k := range keys {
		sorted = append(sorted, k)
	}
	sort.Strings(sorted)
	for _, tag := range translated {
		missing := 0
		for _, k := range sorted {
			v, ok := i18n.Message(tag, k)
			if !ok {
				missing++
				t.Errorf("%s: no translation of %q (%s)", tag, k, keys[k])
				continue
			}
			checkVerbs(t, tag, k, v)
		}
		if os.Getenv("I18N_LIST") != "" || missing > 0 {
			t.Logf("%s: %d of %d keys translated", tag, len(sorted)-missing, len(sorted))
		}
	}
	for _, k := range i18n.Translations(i18n.English) {
		if _, ok := keys[k]; !ok {
			t.Errorf("en: the plural %q is printed nowhere", k)
		}
	}
}

func checkVerbs(t *testing.T, tag language.Tag, key string, v any) {
	t.Helper()
	want := verbs(key)
	switch v := v.(type) {
	case string:
		if !equal(verbs(v), want) {
			t.Errorf("%s: %q prints %v, the English %q prints %v", tag, v, verbs(v), key, want)
		}
	case i18n.Plural:
		if !equal(verbs(v.Other), want) {
			t.Errorf("%s: %q prints %v, the English %q prints %v", tag, v.Other, verbs(v.Other), key, want)
		}
		for _, f := range []string{v.Zero, v.One, v.Two, v.Few, v.Many} {
			if f != "" && !subset(verbs(f), want) {
				t.Errorf("%s: %q prints %v, the English %q prints %v", tag, f, verbs(f), key, want)
			}
		}
	default:
		t.Errorf("%s: %q is a %T", tag, key, v)
	}
}

// TestStaleTranslations lists translations of strings the code no longer
// prints (other tables, like the page's, may print them; so it only logs).
func TestStaleTranslations(t *testing.T) {
	keys := codeKeys(t)
	for _, tag := range translated {
		for _, k := range i18n.Translations(tag) {
			if _, ok := keys[k]; !ok {
				t.Logf("%s: %q is printed by no Sprintf the scan finds", tag, k)
			}
		}
	}
}
