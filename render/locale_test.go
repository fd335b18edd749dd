package render

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/solver"
)

// TestFrench: a French reader's results image counts "mots" and
// "points", labels cancelled and missed words in French, and says "et N
// autres" of the words it leaves out; and it draws.
func TestFrench(t *testing.T) {
	res := roundResult(t)
	p := i18n.Printer("fr")
	po := solutionOptions(res, Options{Top: 5, Cancelled: map[string]bool{"recitals": true, "salt": true}, Printer: p})
	if !strings.HasPrefix(po.Note, "3 mots · ") || !strings.HasSuffix(po.Note, " points · annulés\u00a0: 2") {
		t.Errorf("header %q, want 3 mots · N points · annulés\u00a0: 2", po.Note)
	}
	if !strings.Contains(strings.Join(po.Labels, ","), "annulé") {
		t.Errorf("labels %q, want annulé", po.Labels)
	}
	po = solutionOptions(res, Options{Top: 5, Missed: map[string]bool{"lure": true}, Printer: p})
	if !strings.Contains(strings.Join(po.Labels, ","), "manqué") {
		t.Errorf("labels %q, want manqué", po.Labels)
	}
	if got := moreLines(p, solver.Board{}, nil, nil, 1e9); len(got) != 1 || got[0] != "et 0 autres\u00a0:" {
		t.Errorf("moreLines = %q", got)
	}
	var buf bytes.Buffer
	if err := Solution(&buf, res, Options{Top: 5, Title: "4x4", Cancelled: map[string]bool{"recitals": true}, Printer: p}); err != nil {
		t.Fatal(err)
	}
	if out := os.Getenv("RENDER_FRENCH_PNG"); out != "" { // to look at it
		if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
