//go:build linux

package render

import "syscall"

// threadCPU returns the CPU time the calling thread has used, in
// nanoseconds (getrusage RUSAGE_THREAD).
func threadCPU() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1, &ru); err != nil { // 1: RUSAGE_THREAD
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
