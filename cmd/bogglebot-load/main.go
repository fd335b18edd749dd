// Command bogglebot-load measures bogglebot serve as Discord sees it: it
// drives the HTTP interactions endpoint on loopback with validly signed
// /solve commands (a different dice-rolled board each time) and a fake
// Discord REST API (bot/discord/discordtest) that receives the images.
//
// For every interaction it measures the time to the deferred answer (the
// HTTP response, {"type":5}) and the time until the PNG reaches the fake API
// (the PATCH of the original response, matched by interaction token), and
// reports throughput, p50/p90/p99/max of both, errors and timeouts. With
// --soak it samples the server's heap and goroutines (GET /metrics, else
// /proc/PID/status) and reports their trend. With --ready-runs it measures
// start to ready: from exec of bogglebot serve to GET /readyz returning 200.
//
// Two ways to run it:
//
//	# launch bogglebot serve itself (fresh Ed25519 key, temp SQLite file)
//	go build -o /tmp/bogglebot ./cmd/bogglebot
//	bogglebot-load --bin /tmp/bogglebot --rate 200 --duration 30s
//
//	# against a server already running with DISCORD_API_URL=http://127.0.0.1:7001
//	bogglebot-load --target http://127.0.0.1:8080 --key HEXPRIVATEKEY \
//	    --api-listen 127.0.0.1:7001 --rate 200 --duration 30s
//
// Offered load is open-loop at --rate (each request leaves at its scheduled
// time whatever the previous ones did, and latency counts from that time,
// so a stalled server cannot hide its queue: no coordinated omission), or
// closed-loop with --concurrency workers that each wait for their image.
//
// It is bounded: loopback addresses only, at most --max-requests requests
// and --max-inflight at once, and it stops by itself after --warmup +
// --duration and at most --timeout more to collect the last images.
// See docs/load.md for the method and measured figures.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/pprof"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run parses the command line, runs the measurements and prints the
// report; it returns the exit status (0 ok, 1 failed or errors seen, 2 usage).
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	o, err := parseOptions(args, stderr)
	if err != nil {
		if err == errHelp {
			return 0
		}
		fmt.Fprintln(stderr, "bogglebot-load:", err)
		return 2
	}
	if o.cpuProfile != "" {
		f, err := os.Create(o.cpuProfile)
		if err != nil {
			fmt.Fprintln(stderr, "bogglebot-load:", err)
			return 1
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			f.Close()
			fmt.Fprintln(stderr, "bogglebot-load:", err)
			return 1
		}
		defer func() {
			pprof.StopCPUProfile()
			if err := f.Close(); err != nil {
				fmt.Fprintln(stderr, "bogglebot-load: write the CPU profile:", err)
			}
		}()
	}
	rep, err := execute(ctx, o, stderr)
	if rep != nil {
		rep.print(stdout)
		if o.jsonOut != "" {
			if werr := rep.writeJSON(o.jsonOut); werr != nil && err == nil {
				err = werr
			}
		}
	}
	if err != nil {
		fmt.Fprintln(stderr, "bogglebot-load:", err)
		return 1
	}
	if rep != nil && rep.Load != nil && (rep.Load.Errors > 0 || rep.Load.Timeouts > 0) && o.failOnError {
		return 1
	}
	return 0
}
