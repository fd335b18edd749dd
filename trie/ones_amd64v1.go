//go:build amd64 && !amd64.v2

package trie

// ones counts the set bits of x, which must be below 1<<26 (a node's letter
// mask or part of it). Built for GOAMD64=v1 (Go's default), the compiler
// guards POPCNT with a CPU check and a call to a fallback, and the call makes
// a search loop around it keep its values on the stack; two lookups in a
// table of the counts of 13-bit numbers (8 KB) are six register
// instructions, half the branch-free bit-twiddling count. Build with
// GOAMD64=v2 or higher for the single instruction.
func ones(x uint32) uint32 {
	return uint32(ones13[x&(1<<13-1)]) + uint32(ones13[x>>13&(1<<13-1)])
}

// ones13[x] is the number of set bits of x.
var ones13 = func() (t [1 << 13]uint8) {
	for x := 1; x < len(t); x++ {
		t[x] = t[x>>1] + uint8(x&1)
	}
	return t
}()
