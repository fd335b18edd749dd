package solve

import "testing"

// TestWordsFileName: the whole list's file is named after its board's
// ASCII letters, or after its list when the board has none.
func TestWordsFileName(t *testing.T) {
	for _, c := range []struct{ board, tier, want string }{
		{"lqre slus atic nren", "standard", "words-lqre-slus-atic-nren.txt"},
		{"кошк амир осто лекс", "Russian", "words-russian.txt"},
		{"کتاب نظرم", "Persian", "words-persian.txt"},
		{"кошк амир", "", "words.txt"},
	} {
		if got := wordsFileName(c.board, c.tier); got != c.want {
			t.Errorf("wordsFileName(%q, %q) = %q, want %q", c.board, c.tier, got, c.want)
		}
	}
}
