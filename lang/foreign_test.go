package lang

import (
	"testing"

	"github.com/bogglebot/bogglebot/lang/internal/defs"
)

// TestForeignLeftOut: the words defs lists as another language's (English
// words in wpolish: the, you, with…) are not in the generated lists, so
// that no board scores them; Polish words spelled like English ones
// (but, most, will) stay.
func TestForeignLeftOut(t *testing.T) {
	n := 0
	for _, def := range defs.All {
		if len(def.Foreign) == 0 {
			continue
		}
		l, err := Get(def.Code)
		if err != nil {
			t.Fatal(err)
		}
		d, err := l.Dict()
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range def.Foreign {
			n++
			if d.Contains(w) {
				t.Errorf("%s: %q (another language's) is in the list", def.Code, w)
			}
		}
		if def.Code == "pl" {
			for _, w := range []string{"but", "most", "will", "nie", "pies"} {
				if !d.Contains(w) {
					t.Errorf("pl: the Polish word %q is not in the list", w)
				}
			}
		}
	}
	if n < 16 {
		t.Errorf("%d foreign words in defs, want the 16 English words in wpolish", n)
	}
}
