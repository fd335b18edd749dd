//go:build !amd64 || amd64.v2

package trie

import "math/bits"

// ones counts the set bits of x, with the POPCNT instruction that every
// GOAMD64 level from v2 and every other architecture's compiler emits inline.
func ones(x uint32) uint32 { return uint32(bits.OnesCount32(x)) }
