package main

import (
	"os/exec"
	"syscall"
)

// dieWithTest makes the kernel SIGKILL a child serve if the test process
// dies (a killed or timed-out go test), so that none outlives its test.
func dieWithTest(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
