package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
	"testing"
)

// serveChildEnv, set to 1, makes the test binary run `bogglebot serve` as
// main does instead of the tests: tests that must SIGKILL serve start this
// binary so.
const serveChildEnv = "BOGGLEBOT_TEST_SERVE_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(serveChildEnv) == "1" {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		code := run(ctx, &cli{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}, []string{"serve"})
		stop()
		os.Exit(code)
	}
	os.Exit(m.Run())
}
