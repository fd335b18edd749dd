//go:build amd64 && !amd64.v2

package trie

// ones counts the set bits of x. Built for GOAMD64=v1 (Go's default), the
// compiler guards POPCNT with a CPU check and a call to a fallback, and the
// call makes a search loop around it keep its values on the stack; this
// branch-free count, a dozen register instructions, keeps them in registers.
// Build with GOAMD64=v2 or higher for the single instruction.
func ones(x uint32) uint32 {
	x -= x >> 1 & 0x55555555
	x = x&0x33333333 + x>>2&0x33333333
	x = (x + x>>4) & 0x0f0f0f0f
	return x * 0x01010101 >> 24
}
