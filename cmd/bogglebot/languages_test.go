package main

import (
	"strings"
	"testing"
)

func TestLanguagesCommand(t *testing.T) {
	out, errOut, code := runCLI(t, "", "languages")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"en ", "fr ", "pl ", "ru ", "français", "a ą b c ć", "wfrench", "GPL-2+"} {
		if !strings.Contains(out, want) {
			t.Errorf("languages lacks %q:\n%s", want, out)
		}
	}
	out, _, _ = runCLI(t, "", "languages", "--dice")
	if !strings.Contains(out, "pl 4x4: ") || !strings.Contains(out, "en 4x4: AAEEGN") {
		t.Errorf("languages --dice:\n%s", out)
	}
	out, _, _ = runCLI(t, "", "languages", "--notice", "fr")
	if !strings.Contains(out, "wfrench") || !strings.Contains(out, "GNU General Public License") {
		t.Errorf("languages --notice fr:\n%.300s", out)
	}
}

func TestLangFlag(t *testing.T) {
	// The same seed rolls a board of the language's letters.
	board, errOut, code := runCLI(t, "", "random", "--lang", "ru", "--seed", "3")
	if code != 0 || !strings.ContainsAny(board, "абвгдежзийклмнопрстуфхцчшщыьэюя") {
		t.Fatalf("random --lang ru: %q %s", board, errOut)
	}
	board = strings.TrimSpace(board)
	out, errOut, code := runCLI(t, "", "solve", "--lang", "ru", board)
	if code != 0 || !strings.Contains(out, "Russian dictionary") {
		t.Fatalf("solve --lang ru %q: %d %s %s", board, code, out, errOut)
	}

	// French folds accents: élève is typed with or without them, and
	// shown as typed with them, else as the list spells it (élevé, which
	// folds alike).
	for w, shown := range map[string]string{"élève": "élève: ", "ELEVE": "élevé: ", "eleve": "élevé: "} {
		out, errOut, code = runCLI(t, "", "path", "--lang", "fr", "elev xxex xxxx xxxx", w)
		if code != 0 || !strings.Contains(out, shown) {
			t.Errorf("path --lang fr %q: %d %s %s", w, code, out, errOut)
		}
	}
	_, errOut, code = runCLI(t, "", "path", "--lang", "pl", "żółć abcd efgh ijkl", "żółw")
	if code == 0 || !strings.Contains(errOut, "'żółw'") {
		t.Errorf("path --lang pl żółw on a board without w: %d %s", code, errOut)
	}
	_, errOut, code = runCLI(t, "", "path", "--lang", "es", "niño xxxx xxxx xxxx", "ni1o")
	if code == 0 || !strings.Contains(errOut, "ni1o") || !strings.Contains(errOut, "letter 1 ") {
		t.Errorf("path --lang es ni1o: %d %s", code, errOut)
	}

	// Unknown codes get the list of codes, on every command.
	for _, args := range [][]string{
		{"random", "--lang", "xx"},
		{"solve", "--lang", "xx", "abcd efgh ijkl mnop"},
		{"study", "--lang", "xx"},
		{"define", "--lang", "xx", "word"},
		{"daily-board", "--lang", "xx"},
		{"best", "--lang", "xx"},
	} {
		_, errOut, code := runCLI(t, "", args...)
		if code != 2 || !strings.Contains(errOut, `there is no language "xx"`) || !strings.Contains(errOut, "en, en-GB, en-US, br, ca, da, de") {
			t.Errorf("%v: exit %d, %s", args, code, errOut)
		}
	}
	_, errOut, code = runCLI(t, "", "define", "--lang", "de", "haus")
	if code == 0 || !strings.Contains(errOut, "English only") {
		t.Errorf("define --lang de: %d %s", code, errOut)
	}
	_, errOut, code = runCLI(t, "", "solve", "--lang", "de", "--dict", "large", "abcd efgh ijkl mnop")
	if code != 2 || !strings.Contains(errOut, "--dict chooses an English dictionary") {
		t.Errorf("solve --lang de --dict large: %d %s", code, errOut)
	}
	_, errOut, code = runCLI(t, "", "random", "--lang", "de", "--dice", "big")
	if code != 2 || !strings.Contains(errOut, "German has its own") {
		t.Errorf("random --lang de --dice big: %d %s", code, errOut)
	}
	a, _, _ := runCLI(t, "", "daily-board", "--lang", "pl", "2026-01-01")
	b, _, _ := runCLI(t, "", "daily-board", "--lang", "pl", "2026-01-01")
	en, _, _ := runCLI(t, "", "daily-board", "2026-01-01")
	if a != b || a == en || strings.TrimSpace(a) == "" {
		t.Errorf("daily-board --lang pl: %q, again %q, English %q", a, b, en)
	}
	out, errOut, code = runCLI(t, "", "study", "--lang", "es", "--boards", "50", "--top", "3", "--json")
	if code != 0 || !strings.Contains(out, "Spanish") {
		t.Errorf("study --lang es: %d %s %s", code, out, errOut)
	}
}

// TestLanguagesOne: 'languages fr' shows French's alphabet, dice, letter
// values and notice; an unknown code gets the codes.
func TestLanguagesOne(t *testing.T) {
	out, errOut, code := runCLI(t, "", "languages", "fr")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"fr: French (français)", "alphabet: a b c", "é=e", "letter values (Scramble): a=1", "dice 4x4: ", "dice 6x6: ", "GNU General Public License"} {
		if !strings.Contains(out, want) {
			t.Errorf("languages fr lacks %q:\n%.600s", want, out)
		}
	}
	if strings.Contains(out, "font notice") {
		t.Errorf("languages fr names a font of its own:\n%s", out)
	}
	// Persian's letters are drawn in an embedded font: its licence goes
	// with the list's, in both forms.
	for _, args := range [][]string{{"languages", "fa"}, {"languages", "--notice", "fa"}} {
		out, errOut, code := runCLI(t, "", args...)
		if code != 0 || !strings.Contains(out, "font notice:\nPersian letters are drawn in Noto Naskh Arabic") || !strings.Contains(out, "License: OFL-1.1") {
			t.Errorf("%v: exit %d %s, no font notice:\n%.300s", args, code, errOut, out)
		}
	}
	_, errOut, code = runCLI(t, "", "languages", "xx")
	if code == 0 || !strings.Contains(errOut, `"xx"`) || !strings.Contains(errOut, "pl") {
		t.Errorf("languages xx: %d %s", code, errOut)
	}
}

// TestSolveColumnsNonASCII: the listing's columns line up by letters, not
// bytes (ñ is two bytes).
func TestSolveColumnsNonASCII(t *testing.T) {
	out, errOut, code := runCLI(t, "", "solve", "--lang", "es", "NAÑO cama peña xxxx")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "  acama  acame  acamo  acepa  aceña  amaña  amañe  amaño  cañan  ceñan\n") {
		t.Errorf("columns:\n%s", out)
	}
}

// TestBoardSuggestsLangFlag: a Cyrillic board without --lang names the
// --lang that reads it.
func TestBoardSuggestsLangFlag(t *testing.T) {
	_, errOut, code := runCLI(t, "", "solve", "елка ббба бббб бббб")
	if code == 0 || !strings.Contains(errOut, "--lang ru") {
		t.Errorf("solve of a Cyrillic board: %d %s", code, errOut)
	}
}
