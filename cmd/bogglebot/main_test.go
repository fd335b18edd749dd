package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/config"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
)

const enablePath = "../../../shared/wordlists/enable2k.txt"

// runCLI runs one command line with stdin and returns stdout, stderr and the
// exit status.
func runCLI(t testing.TB, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), &cli{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errOut}, args)
	return out.String(), errOut.String(), code
}

func TestSolveListing(t *testing.T) {
	out, errOut, code := runCLI(t, "", "solve", "lqre", "slus", "atic", "nren")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	res := solver.Solve(mustParse(t, "lqre slus atic nren"), dict.Default(), solver.Rules{})
	for _, want := range []string{
		"  L  Qu R  E\n",
		fmt.Sprintf("%d words, %d points (standard dictionary, Boggle rules, 3+ letters)", res.Count, res.Score),
		"11 points: 2 words\n  recitals  sinecure\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("listing lacks %q:\n%s", want, out)
		}
	}
	// Every word appears once in the listing.
	for _, w := range res.Words {
		if n := strings.Count(" "+strings.Join(strings.Fields(out), " ")+" ", " "+w.Word+" "); n != 1 {
			t.Errorf("%q appears %d times", w.Word, n)
		}
	}
}

func TestSolveJSON(t *testing.T) {
	out, errOut, code := runCLI(t, "", "solve", "--json", "--dict", "large", "l qu r e / s l u s / a t i c / n r e n")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got struct {
		Board      [][]string `json:"board"`
		Dictionary string     `json:"dictionary"`
		Rules      string     `json:"rules"`
		MinLength  int        `json:"min_length"`
		Count      int        `json:"count"`
		Score      int        `json:"score"`
		Words      []struct {
			Word   string   `json:"word"`
			Points int      `json:"points"`
			Path   [][2]int `json:"path"`
		} `json:"words"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if got.Board[0][1] != "qu" || got.Board[3][3] != "n" || len(got.Board) != 4 {
		t.Errorf("board = %v", got.Board)
	}
	large, _ := dict.Embedded("large")
	if got.Dictionary != large.Name() || got.Rules != "boggle" || got.MinLength != 3 {
		t.Errorf("dictionary %q rules %q min_length %d; want %q boggle 3", got.Dictionary, got.Rules, got.MinLength, large.Name())
	}
	res := solver.Solve(mustParse(t, "lqre slus atic nren"), large, solver.Rules{})
	if got.Count != res.Count || got.Score != res.Score || len(got.Words) != res.Count {
		t.Fatalf("count %d score %d words %d; want %d %d", got.Count, got.Score, len(got.Words), res.Count, res.Score)
	}
	for i, w := range got.Words {
		if w.Word != res.Words[i].Word || w.Points != res.Words[i].Points || len(w.Path) != len(res.Words[i].Path) {
			t.Fatalf("word %d = %+v, want %+v", i, w, res.Words[i])
		}
		for k, p := range w.Path {
			if p[0] != res.Words[i].Path[k].Row || p[1] != res.Words[i].Path[k].Col {
				t.Fatalf("%s path %v", w.Word, w.Path)
			}
		}
	}
	// A board with no words still prints a list, not null.
	out, _, _ = runCLI(t, "", "solve", "--json", "#########")
	if !strings.Contains(out, `"words":[]`) {
		t.Errorf("empty board JSON = %s", out)
	}
	// The rules and the minimum length say what was asked, and a 5x5
	// board's default minimum is 4.
	out, _, _ = runCLI(t, "", "solve", "--json", "--rules", "scramble", "abcde fghij klmno pqrst uvwxy")
	if !strings.Contains(out, `"rules":"scramble","min_length":4`) {
		t.Errorf("scramble 5x5 JSON = %.200s", out)
	}
	out, _, _ = runCLI(t, "", "solve", "--json", "--min", "5", "lqre slus atic nren")
	if !strings.Contains(out, `"rules":"boggle","min_length":5`) {
		t.Errorf("--min 5 JSON = %.200s", out)
	}
}

func TestSolveBulk(t *testing.T) {
	var in strings.Builder
	var boards []solver.Board
	for i := range 1000 {
		b := solver.Modern.Roll(uint64(i))
		boards = append(boards, b)
		fmt.Fprintln(&in, b)
		if i == 500 {
			in.WriteString("\n   \nnot a board\n")
		}
	}
	out, errOut, code := runCLI(t, in.String(), "solve", "-")
	if code != 1 || !strings.Contains(errOut, "line 504: can't read the board 'not a board': row 2 has 1 tile but row 1 has 3") {
		t.Errorf("exit %d, stderr %q; want 1 and the bad line named", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(boards) {
		t.Fatalf("%d lines out for %d boards", len(lines), len(boards))
	}
	for i, line := range lines {
		c, s := solver.Score(boards[i], dict.Default(), solver.Rules{})
		if want := fmt.Sprintf("%s\t%d\t%d", boards[i], c, s); line != want {
			t.Fatalf("line %d = %q, want %q", i+1, line, want)
		}
	}
}

func TestSolveBulkEnable(t *testing.T) {
	if _, err := os.Stat(enablePath); err != nil {
		t.Skipf("needs the shared ENABLE2K list at %s", enablePath)
	}
	out, errOut, code := runCLI(t, "perslatgsineters\nabcdefghijklmnop\n", "solve", "--dict", enablePath, "-")
	if code != 0 || out != "perslatgsineters\t1045\t3625\nabcdefghijklmnop\t16\t18\n" {
		t.Errorf("exit %d, out %q, err %q", code, out, errOut)
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"nope"}, 2, "unknown command \"nope\""},
		{[]string{"solve"}, 2, "give a board"},
		{[]string{"solve", "perslatgsineter"}, 1, "bogglebot solve: can't read the board 'perslatgsineter': the board has 15 tiles; a square board needs 9, 16, 25, 36, 49 or 64\n"},
		{[]string{"solve", "abcd", "e1gh", "ijkl", "mnop"}, 1, "'1' is not a letter"},
		{[]string{"solve", "--rules", "chess", "abcdefghi"}, 2, "unknown rules \"chess\""},
		{[]string{"solve", "--min", "2", "abcdefghi"}, 2, "from 3 to 16"},
		{[]string{"solve", "--dict", "/no/such/list", "abcdefghi"}, 2, "word-list file \"/no/such/list\" not found"},
		// Every flag value mistake is a usage mistake: exit 2, with usage.
		{[]string{"solve", "--dict", "huge", "abcdefghi"}, 2, "no dictionary \"huge\": name a tier (common, standard or large) or a word-list file\nusage: bogglebot solve "},
		{[]string{"path", "--dict", "standrd", "abcdefghi", "bad"}, 2, "no dictionary \"standrd\" (did you mean standard?)"},
		{[]string{"solve", "--top", "11", "--png", "x.png", "abcdefghi"}, 2, "--top must be from 1 to 10 with --png"},
		{[]string{"solve", "--bogus", "abcdefghi"}, 2, "bogglebot solve: there is no flag --bogus\nusage: bogglebot solve "},
		{[]string{"solve", "--pgn", "x.png", "abcdefghi"}, 2, "bogglebot solve: there is no flag --pgn (did you mean --png?)\n"},
		{[]string{"random", "--sise", "5"}, 2, "there is no flag --sise (did you mean --size?)"},
		{[]string{"config", "check", "--conifg", "x.yaml"}, 2, "there is no flag --conifg (did you mean --config?)"},
		{[]string{"random", "--seed", "abc"}, 2, `"abc" is not a valid value for --seed`},
		{[]string{"solve", "--top", "0", "abcdefghi"}, 2, "--top must be 1 or more, not 0"},
		{[]string{"config", "chek"}, 2, `there is no config subcommand "chek" (did you mean check?)`},
		{[]string{"daily-board", "2025-01-01", "x"}, 2, `unexpected argument "x": daily-board takes one date`},
		{[]string{"solve", "--json", "-"}, 2, "--json, --png and --top work on one board"},
		{[]string{"solve", "--top", "3", "-"}, 2, "--json, --png and --top work on one board"},
		{[]string{"solve", "abc", "-", "def"}, 2, "'-' reads boards from standard input and goes alone"},
		{[]string{"path", "lqre slus atic nren", "qest"}, 1, "qest can't be played here: the letter q is only on the Qu tile, so every q must be followed by u."},
		{[]string{"path", "lqre slus atic nren", "sl"}, 1, "'sl' is too short: words need 3 or more letters"},
		{[]string{"path", "lqre slus atic nren", "zebra"}, 1, "'zebra' cannot be traced on this board: the board has no z\n"},
		{[]string{"path", "lqre slus atic nren", "rules"}, 1, "'rules' cannot be traced on this board\n"},
		{[]string{"path", "lqre slus atic nren", strings.Repeat("e", 200)}, 1, "is not in the standard dictionary and cannot be traced on this board: it has 200 letters, and the board's tiles hold 17"},
		{[]string{"path", strings.Repeat("ab", 32), strings.Repeat("ab", 32)}, 1, "could not be traced: the board repeats its letters so often that the search stopped before it found a path or ruled one out"},
		{[]string{"path", "lqre slus atic nren", "lqu"}, 1, "'lqu' is on the board but is not in the standard dictionary"},
		{[]string{"path", "lqre slus atic nren", "xyzzyq"}, 1, "every q must be followed by u"},
		{[]string{"path", "--lang", "fr", "cinq xxxx xxxx xxxx", "cinq"}, 1, "cinq can't be played here: the letter q is only on the Qu tile, so every q must be followed by u."},
		{[]string{"path", "lqre slus atic nren", "qwerty"}, 1, "qwerty can't be played here: the letter q is only on the Qu tile, so every q must be followed by u."},
		{[]string{"path", "lqre slus atic nren", "it's"}, 1, "'it's' is not a word: use letters a-z only"},
		{[]string{"path", "lqre"}, 2, "give a board and a word"},
		{[]string{"solve", "--png", "-", "abcdefghi"}, 2, "--png needs a file name"},
		{[]string{"path", "--png", "-", "lqre slus atic nren", "sinecure"}, 2, "--png needs a file name"},
		{[]string{"path", "lqre slus atic nren", "sinecure", "recitals"}, 2, `unexpected argument "recitals" after the board "lqre slus atic nren" and the word "sinecure": path takes a board and one word`},
		{[]string{"solve", "abcd efgh ijkl mnop", "extra"}, 2, `unexpected argument "extra" after the board "abcd efgh ijkl mnop": solve takes one board`},
		{[]string{"path", "lqre", "slus", "atic", "nren", "sinecure", "recitals"}, 2, `unexpected argument "recitals" after the board "lqre slus atic nren" and the word "sinecure": path takes a board and one word`},
		{[]string{"path", "lqre slus atic nren", "sinecure", "recitals", "extra"}, 2, `unexpected argument "recitals" after the board "lqre slus atic nren" and the word "sinecure"`},
		{[]string{"path", "abcd", "efgh", "ijkl", "mnop", "qrst", "word"}, 1, "the board has 5 rows of 4 tiles"}, // a row too many, not a word
		// The file name of --png forgotten: the board went to --png.
		{[]string{"solve", "--png", "lqre slus atic nren"}, 2, `--png needs a file name, and "lqre slus atic nren" is a board: give the file name after --png, for example: bogglebot solve --png solution.png 'lqre slus atic nren'`},
		{[]string{"solve", "lqre slus atic nren", "--png"}, 2, "--png needs a value"},
		{[]string{"path", "--png", "lqre slus atic nren", "sinecure"}, 2, `--png needs a file name, and "lqre slus atic nren" is a board: give the file name after --png, for example: bogglebot path --png word.png 'lqre slus atic nren' sinecure`},
		{[]string{"solve", "--png", "out.png"}, 2, "give a board, for example"},
		// Errors quote the input as typed.
		{[]string{"solve", "ABCDÉFGHI"}, 1, "'É' is not a letter"},
		{[]string{"path", "lqre slus atic nren", "CAFÉ"}, 1, "'CAFÉ' is not a word: use letters a-z only"},
		{[]string{"path", "lqre slus atic nren", "ZEBRA"}, 1, "'ZEBRA' cannot be traced on this board"},
		{[]string{"path", "lqre slus atic nren", "SL"}, 1, "'SL' is too short"},
		// A mistyped command gets a suggestion when one is close.
		{[]string{"slove"}, 2, `bogglebot: unknown command "slove" (did you mean solve?); run 'bogglebot help' for the list`},
		{[]string{"solv", "abc"}, 2, `(did you mean solve?)`},
		{[]string{"rnadom"}, 2, `(did you mean random?)`},
		{[]string{"help", "pth"}, 2, `there is no command "pth" (did you mean path?)`},
		// Blank player names.
		{[]string{"console", "--user", "  "}, 2, "--user needs a name, not a blank one"},
		{[]string{"console", "--user", ""}, 2, "--user needs a name, not a blank one"},
		{[]string{"solve", "abc", "def", "ghi", "jkl"}, 1, "the board has 4 rows of 3 tiles"},
		{[]string{"solve", "abcd", "efgh", "ijkl"}, 1, "bogglebot solve: can't read the board 'abcd efgh ijkl': the board has 3 rows of 4 tiles; a square board needs 4 rows"},
		{[]string{"random", "--size", "7"}, 2, "no dice for 7 x 7"},
		{[]string{"random", "--dice", "big", "--size", "4"}, 2, "the big dice make 5x5 boards"},
	}
	for _, tt := range tests {
		_, errOut, code := runCLI(t, "", tt.args...)
		if code != tt.code || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tt.args, code, errOut, tt.code, tt.want)
		}
		if strings.Contains(errOut, "goroutine") || strings.Contains(errOut, "panic") {
			t.Errorf("%v: stack trace on stderr", tt.args)
		}
	}
	// No suggestion for a name that is nothing like a command.
	if _, errOut, _ := runCLI(t, "", "frobnicate"); strings.Contains(errOut, "did you mean") {
		t.Errorf("frobnicate: %q", errOut)
	}
}

// solve - with no boards on standard input says so and fails, as a Unix
// user expects, instead of printing nothing and succeeding.
func TestSolveBulkNoBoards(t *testing.T) {
	for _, in := range []string{"", "\n", "  \n\t\n\n"} {
		out, errOut, code := runCLI(t, in, "solve", "-")
		if code != 1 || out != "" || !strings.Contains(errOut, "bogglebot solve: no boards on standard input") {
			t.Errorf("input %q: exit %d, stdout %q, stderr %q; want 1 and a message", in, code, out, errOut)
		}
	}
}

// Boards and words pasted from the bot's replies or a sentence: quotes,
// backticks and punctuation around them go.
func TestPastedInput(t *testing.T) {
	want, _, _ := runCLI(t, "", "path", "lqre slus atic nren", "sinecure")
	for _, args := range [][]string{
		{"path", "`lqre slus atic nren`", "sinecure."},
		{"path", "LQRE SLUS ATIC NREN.", "“SineCure”"},
		{"path", "'lqre slus atic nren'", "`sinecure`!"},
		{"path", "sinecure", "lqre slus atic nren"}, // the word first, as chat's /path takes it
		{"path", "SineCure", "lqre", "slus", "atic", "nren"},
	} {
		if out, errOut, code := runCLI(t, "", args...); code != 0 || out != want {
			t.Errorf("%q: exit %d %s\n%s", args, code, errOut, out)
		}
	}
	out, errOut, code := runCLI(t, "`lqre slus atic nren`\nperslatgsineters.\n", "solve", "-")
	if code != 0 || !strings.HasPrefix(out, "`lqre slus atic nren`\t") || !strings.Contains(out, "\nperslatgsineters.\t") {
		t.Errorf("solve - of pasted boards: exit %d %s\n%s", code, errOut, out)
	}
}

func TestPath(t *testing.T) {
	out, errOut, code := runCLI(t, "", "path", "lqre slus atic nren", "SineCure")
	want := "sinecure: 11 points\npath (row,column from the top left): S(2,4) → I(3,3) → N(4,4) → E(4,3) → C(3,4) → U(2,3) → R(1,3) → E(1,4)\n" +
		"  .    .    R7   E8\n  .    .    U6   S1\n  .    .    I2   C5\n  .    .    E4   N3\n"
	if code != 0 || out != want {
		t.Errorf("exit %d (%s), got\n%s\nwant\n%s", code, errOut, out, want)
	}
}

func TestPNGFiles(t *testing.T) {
	dir := t.TempDir()
	sol, word := filepath.Join(dir, "s.png"), filepath.Join(dir, "w.png")
	if _, errOut, code := runCLI(t, "", "solve", "--png", sol, "--top", "8", "lqre slus atic nren"); code != 0 {
		t.Fatal(errOut)
	}
	if _, errOut, code := runCLI(t, "", "path", "--png", word, "lqre slus atic nren", "sinecure"); code != 0 {
		t.Fatal(errOut)
	}
	for _, f := range []string{sol, word} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil || img.Bounds().Dx() < 400 {
			t.Errorf("%s: %v, %v", f, err, img.Bounds())
		}
	}
	// No image is left behind when the word is not on the board.
	bad := filepath.Join(dir, "bad.png")
	if _, _, code := runCLI(t, "", "path", "--png", bad, "lqre slus atic nren", "zebra"); code != 1 {
		t.Error("path of a missing word succeeded")
	}
	if _, err := os.Stat(bad); err == nil {
		t.Error("an image was written for a word not on the board")
	}
}

func TestRandom(t *testing.T) {
	a, _, code := runCLI(t, "", "random", "--seed", "7")
	b, _, _ := runCLI(t, "", "random", "--seed=7")
	if code != 0 || a != b || a != solver.Modern.Roll(7).String()+"\n" {
		t.Errorf("random --seed 7 = %q, %q", a, b)
	}
	for _, tc := range []struct {
		args []string
		size int
	}{{[]string{"random", "--size", "5"}, 5}, {[]string{"random", "--dice", "superbig"}, 6}, {[]string{"random", "--dice", "classic"}, 4}} {
		out, errOut, code := runCLI(t, "", tc.args...)
		bd, err := solver.Parse(out)
		if code != 0 || err != nil || bd.Size() != tc.size {
			t.Errorf("%v: %q %q %v", tc.args, out, errOut, err)
		}
	}
	grid, _, _ := runCLI(t, "", "random", "--seed", "7", "--grid")
	if strings.Count(grid, "\n") != 4 {
		t.Errorf("grid = %q", grid)
	}
}

func TestHelp(t *testing.T) {
	out, _, code := runCLI(t, "", "help")
	for _, c := range []string{"solve", "path", "random"} {
		if !strings.Contains(out, "  "+c) {
			t.Errorf("help lacks %s", c)
		}
	}
	if code != 0 {
		t.Errorf("exit %d", code)
	}
	_, errOut, code := runCLI(t, "", "solve", "-h")
	// Flags written --dict, as in the usage line.
	if code != 0 || !strings.Contains(errOut, "\n  --dict string\n") || strings.Contains(errOut, "\n  -dict") || !strings.Contains(errOut, "dictionary: common, standard, large") ||
		strings.Count(errOut, "usage:") != 1 || !strings.HasPrefix(errOut, "bogglebot solve: "+commands["solve"].summary) {
		t.Errorf("solve -h: %d %q", code, errOut)
	}
	// help COMMAND prints the same, on stdout.
	out, helpErr, code := runCLI(t, "", "help", "solve")
	if code != 0 || out != errOut || helpErr != "" {
		t.Errorf("help solve: %d %q %q; want solve -h's text on stdout", code, out, helpErr)
	}
	out, helpErr, code = runCLI(t, "", "help", "sovle")
	if code != 2 || out != "" || !strings.Contains(helpErr, `there is no command "sovle" (did you mean solve?)`) {
		t.Errorf("help sovle: %d %q %q", code, out, helpErr)
	}
	// Nothing near: the commands there are.
	out, helpErr, code = runCLI(t, "", "help", "foo")
	if code != 2 || out != "" || !strings.Contains(helpErr, `there is no command "foo"; the commands are `+strings.Join(commandNames(), ", ")) {
		t.Errorf("help foo: %d %q %q", code, out, helpErr)
	}
	out, helpErr, code = runCLI(t, "", "help", "solve", "path")
	if code != 2 || out != "" || !strings.Contains(helpErr, "give one command") {
		t.Errorf("help solve path: %d %q %q", code, out, helpErr)
	}
	general, _, _ := runCLI(t, "", "help")
	if out, _, code = runCLI(t, "", "help", "help"); code != 0 || out != general {
		t.Errorf("help help: %d %q", code, out)
	}
	if out, _, _ = runCLI(t, "", "help", "version"); !strings.Contains(out, "usage: bogglebot version\n") {
		t.Errorf("help version: %q", out)
	}
}

func TestVersion(t *testing.T) {
	out, errOut, code := runCLI(t, "", "version")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "bogglebot ") || !strings.Contains(out, runtime.Version()) {
		t.Errorf("version: %d %q %q", code, out, errOut)
	}
	if alias, _, _ := runCLI(t, "", "--version"); alias != out {
		t.Errorf("--version = %q, version = %q", alias, out)
	}
	info := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.3"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "3f50273a0b1c2d3e4f5061728394a5b6c7d8e9f0"},
		{Key: "vcs.time", Value: "2026-11-22T10:44:00Z"},
		{Key: "vcs.modified", Value: "true"},
	}}
	want := "bogglebot v1.2.3 commit 3f50273a0b1c (modified) of 2026-11-22T10:44:00Z, go1.26.8 " + runtime.GOOS + "/" + runtime.GOARCH
	if got := versionLine(info); got != want {
		t.Errorf("versionLine = %q\nwant          %q", got, want)
	}
	if got := versionLine(nil); !strings.HasPrefix(got, "bogglebot (unknown), go") {
		t.Errorf("versionLine(nil) = %q", got)
	}
}

func mustParse(t testing.TB, s string) solver.Board {
	t.Helper()
	b, err := solver.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// BenchmarkBulk60k runs "bogglebot solve --dict ENABLE2K -" on 60,000 rolled
// boards, end to end: loading the list, reading, parsing, scoring, writing.
func BenchmarkBulk60k(b *testing.B) {
	if _, err := os.Stat(enablePath); err != nil {
		b.Skipf("needs the shared ENABLE2K list at %s", enablePath)
	}
	var in strings.Builder
	for i := range 60000 {
		fmt.Fprintln(&in, solver.Modern.Roll(uint64(i)))
	}
	input := in.String()
	b.ReportAllocs()
	for b.Loop() {
		var out bytes.Buffer
		code := run(context.Background(), &cli{stdin: strings.NewReader(input), stdout: &out, stderr: os.Stderr},
			[]string{"solve", "--dict", enablePath, "-"})
		if code != 0 {
			b.Fatal("exit", code)
		}
	}
	b.ReportMetric(60000*float64(b.N)/b.Elapsed().Seconds(), "boards/s")
}

// A word list's unplayable lines are skipped, and the count says why.
func TestSkippedLinesCounted(t *testing.T) {
	list := filepath.Join(t.TempDir(), "words.txt")
	if err := os.WriteFile(list, []byte("cat\r\nqat\r\nab\r\nit's\r\nabc123\r\nDog\r\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runCLI(t, "", "solve", "--dict", list, "cat dog abc")
	want := "bogglebot: " + list + ": 2 words; 4 lines skipped (2 with characters other than a-z, 1 shorter than 3 letters, 1 q without u)\n"
	if code != 0 || errOut != want || !strings.Contains(out, "2 words") {
		t.Errorf("exit %d\nstderr %q\nwant   %q\nstdout %q", code, errOut, want, out)
	}
	if _, errOut, _ = runCLI(t, "", "solve", "--dict", "common", "cat dog abc"); errOut != "" {
		t.Errorf("an embedded tier printed %q", errOut)
	}
}

// The console suggests the command meant for a mistyped one.
func TestConsoleDidYouMean(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := runCLI(t, "/solv lqre slus atic nren\n", "console", "--user", "ann",
		"--db", filepath.Join(dir, "b.db"), "--images", dir)
	if code != 0 || !strings.Contains(out, "I don't know the command /solv. Did you mean /solve?") {
		t.Errorf("exit %d %s\n%s", code, errOut, out)
	}
}

// TestReadmeDailyPipe runs the README's daily example, which must work on
// any day: today's board, three of its words from solve --json, guessed
// through a piped console.
func TestReadmeDailyPipe(t *testing.T) {
	defer func(f func() time.Time) { dailyNow = f }(dailyNow)
	now := time.Now() // one day for both commands, even at midnight
	dailyNow = func() time.Time { return now }
	t.Setenv(config.EnvDatabaseURL, "")
	t.Setenv(config.EnvDailySeed, "")
	board, errOut, code := runCLI(t, "", "daily-board")
	if code != 0 {
		t.Fatalf("daily-board: %d %s", code, errOut)
	}
	out, _, _ := runCLI(t, "", "solve", "--dict", "common", "--json", strings.TrimSpace(board))
	var res struct {
		Words []struct{ Word string } `json:"words"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || len(res.Words) < 3 {
		t.Fatalf("solve --json: %v, %d words", err, len(res.Words))
	}
	words := res.Words[0].Word + " " + res.Words[1].Word + " " + res.Words[2].Word
	dir := t.TempDir()
	out, errOut, code = runCLI(t, "/daily\n/guess "+words+"\n/leaderboard\n", "console", "--user", "ann",
		"--db", filepath.Join(dir, "b.db"), "--images", dir)
	if code != 0 || !strings.Contains(out, "Accepted: "+res.Words[0].Word+" +") || !strings.Contains(out, "Today you have 3 words,") ||
		!strings.Contains(out, "1. ann:") {
		t.Errorf("exit %d %s\n%s", code, errOut, out)
	}
}

// TestSolvePNGNamesTheBest: solve --png says which words the image draws,
// TestSolveTopCutsTheListing: solve --top N without --png lists the N best
// words (the totals stay the board's); with --json too.
func TestSolveTopCutsTheListing(t *testing.T) {
	out, errOut, code := runCLI(t, "", "solve", "--top", "3", "lqre slus atic nren")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "252 words, 466 points") || !strings.Contains(out, "The best 3 words, as --top asks:") ||
		!strings.Contains(out, "recitals  sinecure") || !strings.Contains(out, "curlier") || strings.Contains(out, "latrine") {
		t.Errorf("solve --top 3:\n%s", out)
	}
	out, _, _ = runCLI(t, "", "solve", "--top", "3", "--json", "lqre slus atic nren")
	if n := strings.Count(out, `"word":`); n != 3 || !strings.Contains(out, `"count":252`) {
		t.Errorf("solve --top 3 --json: %d words:\n%s", n, out)
	}
}

// TestSolveBulkQuotesBadLine: a line of solve - that is not a board is
// quoted, as a board given as an argument is.
func TestSolveBulkQuotesBadLine(t *testing.T) {
	_, errOut, code := runCLI(t, "abcdefghi\nabcdefgh\n", "solve", "-")
	if want := "line 2: can't read the board 'abcdefgh': the board has 8 tiles"; code != 1 || !strings.Contains(errOut, want) {
		t.Errorf("exit %d, stderr %q; want %q", code, errOut, want)
	}
}

// and they are the best of the listing (solver.Result.Best), not words
// picked for their paths.
func TestSolvePNGNamesTheBest(t *testing.T) {
	file := filepath.Join(t.TempDir(), "s.png")
	out, errOut, code := runCLI(t, "", "solve", "--png", file, "--top", "10", "perslatgsineters")
	if code != 0 {
		t.Fatal(errOut)
	}
	b, _ := solver.Parse("perslatgsineters")
	best := solver.Solve(b, dict.Default(), solver.Rules{}).Best(10)
	names := make([]string, len(best))
	for i, w := range best {
		names[i] = w.Word
		if w.Points != 11 {
			t.Errorf("the best ten hold %s, %d points", w.Word, w.Points)
		}
	}
	if want := "Image written to " + file + ": the paths of " + strings.Join(names, ", ") + "\n"; !strings.HasSuffix(out, want) {
		t.Errorf("output ends\n%s\nwant\n%s", out[max(0, len(out)-300):], want)
	}
}
