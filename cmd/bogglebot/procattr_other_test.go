//go:build !linux

package main

import "os/exec"

// dieWithTest does nothing here: t.Cleanup kills a child serve.
func dieWithTest(cmd *exec.Cmd) {}
