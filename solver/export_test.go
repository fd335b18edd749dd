package solver

import "flag"

var UpdateFlag = flag.Bool("update", false, "rewrite golden files in testdata")

// NeighbourMask exposes the neighbour table to tests.
func NeighbourMask(n, r, c int) uint64 { return neighbours[n][r*n+c] }
