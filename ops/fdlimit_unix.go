//go:build unix

package ops

import "syscall"

// fdLimit returns the process's soft limit on open files, or 0 if unknown.
// (Go raises the soft limit to the hard one at start-up on Linux and macOS.)
func fdLimit() int {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &r); err != nil || r.Cur > 1<<30 {
		return 0
	}
	return int(r.Cur)
}
