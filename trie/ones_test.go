package trie

import (
	"math/bits"
	"testing"
)

// TestOnes checks the build's ones (a table on GOAMD64=v1, POPCNT on v2 and
// up) against math/bits over the 26-bit masks ChildAt gives it.
func TestOnes(t *testing.T) {
	for x := uint32(0); x < 1<<26; x += 5 {
		for _, y := range []uint32{x, x ^ (1<<26 - 1)} {
			if got, want := ones(y), uint32(bits.OnesCount32(y)); got != want {
				t.Fatalf("ones(%#x) = %d, want %d", y, got, want)
			}
		}
	}
}
