package replicatest

import (
	"os/exec"
	"syscall"
)

// dieWithTest makes the kernel SIGKILL a replica if the test process dies
// (a killed or interrupted go test), so no replica outlives its test.
func dieWithTest(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
