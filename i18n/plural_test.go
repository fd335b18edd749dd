package i18n

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// verbs finds a format string's verbs: %s, %d, %[2]d, %.0f (not %%).
var verbs = regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*\d*(\.\d+)?([a-zA-Z%])`)

// TestPluralPrintsNoExtra: every plural form of every language prints
// cleanly for the counts its rules tell apart (0, 1, 2, 5): a form that
// leaves its count out ("Board %[1]s with the path of its top word") must
// index the verbs it keeps, or fmt appends "%!(EXTRA int=1)" to it.
func TestPluralPrintsNoExtra(t *testing.T) {
	buildOnce.Do(build)
	for _, c := range catalogs {
		p := printers[c.tag]
		for key, v := range c.msgs {
			pl, ok := v.(Plural)
			if !ok {
				continue
			}
			arg := max(pl.Arg, 1)
			kinds := map[int]byte{}
			n, last := 0, 0
			for _, m := range verbs.FindAllStringSubmatch(key, -1) {
				if m[4] == "%" {
					continue
				}
				if m[2] != "" {
					n, _ = strconv.Atoi(m[2])
				} else {
					n++
				}
				kinds[n] = m[4][0]
				last = max(last, n)
			}
			for _, count := range []int{0, 1, 2, 5} {
				args := make([]any, last)
				for i := range args {
					switch kinds[i+1] {
					case 'd':
						args[i] = 7
					case 'f':
						args[i] = 7.5
					default:
						args[i] = "x"
					}
				}
				args[arg-1] = count
				if out := p.Sprintf(key, args...); strings.Contains(out, "%!") {
					t.Errorf("%s, %d: %q prints %q", c.tag, count, key, out)
				}
			}
		}
	}
}

// TestZeroIsExactlyZero: a Zero form is picked for 0 in every language,
// before French's and Portuguese One (which counts 0 too), and for
// nothing else.
func TestZeroIsExactlyZero(t *testing.T) {
	const key = "Board %s with the paths of its top %d words"
	for _, c := range []struct{ locale, zero, one string }{
		{"en", "Board lqre", "Board lqre with the path of its top word"},
		{"fr", "Grille lqre", "Grille lqre avec le chemin de son meilleur mot"},
		{"pt-BR", "Tabuleiro lqre", "Tabuleiro lqre com o caminho da sua melhor palavra"},
	} {
		p := Printer(c.locale)
		if got := p.Sprintf(key, "lqre", 0); got != c.zero {
			t.Errorf("%s, 0: %q, want %q", c.locale, got, c.zero)
		}
		if got := p.Sprintf(key, "lqre", 1); got != c.one {
			t.Errorf("%s, 1: %q, want %q", c.locale, got, c.one)
		}
	}
}

// TestSlavicCounts: Russian and Polish counts take CLDR's one, few and
// many forms (Russian: 1 and 21 one, 2-4 and 22 few, 0 and 5-20 many;
// Polish: 1 one, 2-4 and 22 few, 0, 5-21 many); and a Russian one form
// keeps its number (Russian's one is 21 too).
func TestSlavicCounts(t *testing.T) {
	for _, c := range []struct {
		locale string
		want   map[int]string
	}{
		{"ru", map[int]string{0: "0 слов", 1: "1 слово", 2: "2 слова", 5: "5 слов", 11: "11 слов", 21: "21 слово", 22: "22 слова", 25: "25 слов"}},
		{"pl", map[int]string{0: "0 słów", 1: "1 słowo", 2: "2 słowa", 5: "5 słów", 12: "12 słów", 21: "21 słów", 22: "22 słowa", 25: "25 słów"}},
	} {
		p := Printer(c.locale)
		for n, want := range c.want {
			if got := p.Sprintf("%d words", n); got != want {
				t.Errorf("%s, %d: %q, want %q", c.locale, n, got, want)
			}
		}
		for key, v := range catalogs[slicesIndex(c.locale)].msgs {
			if c.locale != "ru" {
				break // Polish one is 1 alone: "jedyne słowo" may leave it out
			}
			if pl, ok := v.(Plural); ok && pl.One != "" && verbs.FindString(pl.Other) != "" && len(verbs.FindAllString(pl.One, -1)) < len(verbs.FindAllString(pl.Other, -1)) {
				t.Errorf("%s: the one form of %q leaves out a verb: %q (one is also 21)", c.locale, key, pl.One)
			}
		}
	}
}

// slicesIndex is the index in catalogs of locale's language.
func slicesIndex(locale string) int {
	tag := Tag(locale)
	for i, c := range catalogs {
		if c.tag == tag {
			return i
		}
	}
	panic(locale)
}
