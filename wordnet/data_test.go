package wordnet

import (
	"slices"
	"strings"
	"testing"
)

// TestEmbeddedData checks the whole embedded file: lemmas and forms sorted
// and plain letters, every part of speech with 1..MaxSenses glosses of at
// most MaxGloss bytes, back-references in range, and every irregular form's
// base a lemma of its part of speech.
func TestEmbeddedData(t *testing.T) {
	d, err := load()
	if err != nil {
		t.Fatal(err)
	}
	if len(d.lemmas) < 50000 || len(d.forms) < 4000 {
		t.Fatalf("%d lemmas and %d irregular forms; WordNet's plain-letter lemmas are over 60,000 and its forms over 4,000", len(d.lemmas), len(d.forms))
	}
	prev := ""
	for _, off := range d.lemmas {
		fields := strings.Split(d.line(off), "\t")
		w := fields[0]
		if w <= prev || !valid(w) || len(w) < 2 {
			t.Fatalf("lemma %q after %q: want sorted, distinct, a-z", w, prev)
		}
		prev = w
		if len(w) == 2 && !d.isBase(w) {
			t.Errorf("2-letter lemma %q is no irregular form's base", w)
		}
		es := d.entries(nil, w, 0)
		if len(es) != len(fields)-1 || len(es) == 0 || len(es) > len(All) {
			t.Fatalf("%q: %d entries from %d fields", w, len(es), len(fields))
		}
		for i, e := range es {
			if !slices.Contains(All, e.POS) || (i > 0 && es[i-1].Tagged < e.Tagged) {
				t.Fatalf("%q: entry %d is %c, tagged %d: want a part of speech, commonest first", w, i, e.POS, e.Tagged)
			}
			if len(e.Glosses) == 0 || len(e.Glosses) > MaxSenses {
				t.Fatalf("%q (%s): %d glosses", w, e.POS, len(e.Glosses))
			}
			for _, g := range e.Glosses {
				if g == "" || strings.HasPrefix(g, "#") || len(g) > MaxGloss || strings.ContainsAny(g, "`_") {
					t.Fatalf("%q (%s): gloss %q", w, e.POS, g)
				}
			}
		}
	}
	prev = ""
	for _, off := range d.forms {
		fields := strings.Split(d.line(off), "\t")
		f := fields[0]
		if f <= prev || !valid(f) || len(f) < 3 || len(fields) < 2 {
			t.Fatalf("irregular form %q after %q", f, prev)
		}
		prev = f
		for _, g := range fields[1:] {
			pos, bases, _ := strings.Cut(g, " ")
			if len(pos) != 1 || !slices.Contains(All, POS(pos[0])) {
				t.Fatalf("form %q: part of speech %q", f, pos)
			}
			for _, b := range strings.Fields(bases) {
				if !d.hasLemma(b, POS(pos[0])) {
					t.Errorf("form %q: base %q is not a lemma as %s", f, b, POS(pos[0]))
				}
			}
		}
	}
}

// isBase reports whether w is the base of some irregular form.
func (d *db) isBase(w string) bool {
	for _, off := range d.forms {
		for _, g := range strings.Split(d.line(off), "\t")[1:] {
			if slices.Contains(strings.Fields(g[1:]), w) {
				return true
			}
		}
	}
	return false
}

func TestParseRejectsCorruptData(t *testing.T) {
	for name, data := range map[string][]byte{
		"empty":    nil,
		"not gzip": []byte("bogglebot-wordnet 1\n"),
		"truncated": func() []byte {
			return embedded[:len(embedded)/2]
		}(),
	} {
		if _, err := parse(data); err == nil {
			t.Errorf("%s: parse gave no error", name)
		}
	}
}

// BenchmarkLoad is the start-up cost: decompressing and indexing the
// embedded file, which the first look-up pays.
func BenchmarkLoad(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(embedded)))
	for b.Loop() {
		if _, err := parse(embedded); err != nil {
			b.Fatal(err)
		}
	}
}
