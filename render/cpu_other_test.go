//go:build !linux

package render

// threadCPU is not measured here.
func threadCPU() int64 { return 0 }
