package lang

import "testing"

// BenchmarkBuildPolish builds the largest list (Polish, 3.5 million words)
// from its embedded data, without the cache: -benchmem shows what one
// build allocates.
func BenchmarkBuildPolish(b *testing.B) {
	l, err := Get("pl")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := l.loadList(); err != nil {
			b.Fatal(err)
		}
	}
}
