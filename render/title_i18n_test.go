package render

import (
	"testing"

	"github.com/bogglebot/bogglebot/i18n"
)

// TestTranslatedTitlesFit: the images' titles the bot writes, in every
// language, fit the title line without an ellipsis for the numbers they
// usually carry (a hint's number up to 9, up to 99 words left, a 6x6, a language's
// dice).
func TestTranslatedTitlesFit(t *testing.T) {
	f, err := newFaces()
	if err != nil {
		t.Fatal(err)
	}
	face := f.get(bold, titlePx)
	for _, l := range []string{"en", "fr", "de", "es", "pt-BR"} {
		p := i18n.Printer(l)
		for _, s := range []string{
			p.Sprintf("Hint %d · where your %d words left start", 9, 1),
			p.Sprintf("Hint %d · where your %d words left start", 9, 99),
			p.Sprintf("%dx%d · best words nobody found", 6, 6),
			p.Sprintf("%dx%d · words found", 6, 6),
			p.Sprintf("%dx%d round · your words", 6, 6),
			// A language's dice, the board image's line (English's own
			// "Norwegian Bokmål 4x4, …" is longer than the line).
			p.Sprintf("%s %dx%d, fitted to the word list's letters", i18n.LanguageName(p, "uk"), 4, 4),
			p.Sprintf("%s %dx%d, fitted to the word list's letters", i18n.LanguageName(p, "ca"), 4, 4),
		} {
			if w := textWidth(face, s); w > textWidthLimit {
				t.Errorf("%s: %q is %.0f px wide, the title line %.0f", l, s, w, float64(textWidthLimit))
			}
		}
	}
}
