//go:build !linux

package replicatest

import "os/exec"

// dieWithTest does nothing here: t.Cleanup kills the replicas.
func dieWithTest(cmd *exec.Cmd) {}
