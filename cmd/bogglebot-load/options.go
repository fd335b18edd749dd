package main

import (
	"crypto/ed25519"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/url"
	"strings"
	"time"
)

var errHelp = errors.New("help requested")

// options are the parsed command line.
type options struct {
	bin        string   // bogglebot binary to launch
	serverEnv  []string // extra KEY=VALUE for the launched server
	target     string   // base URL of a running server
	key        ed25519.PrivateKey
	apiListen  string // where the fake API listens in --target mode
	appID      string
	pid        int // the running server's pid, for /proc sampling
	metricsURL string

	rate        float64
	concurrency int
	duration    time.Duration
	warmup      time.Duration
	timeout     time.Duration
	maxRequests int
	maxInflight int
	seed        uint64
	users       int
	channels    int
	decodeEvery int

	soak        bool
	sampleEvery time.Duration

	readyRuns int

	jsonOut     string
	cpuProfile  string
	failOnError bool
	keepLogs    bool
}

const usageHead = `bogglebot-load: load-test bogglebot serve's Discord HTTP interactions endpoint on loopback.

Usage:
  bogglebot-load --bin ./bogglebot [--rate N | --concurrency N] [--duration D] [--soak] [--ready-runs N]
  bogglebot-load --target URL --key HEXPRIVATEKEY --api-listen ADDR [--rate N | --concurrency N] ...

It launches 'bogglebot serve' (DISCORD_MODE=http, a fresh Ed25519 key, a temp
SQLite DATABASE_URL, DISCORD_API_URL = a fake Discord REST API it runs), or
targets a running one whose DISCORD_API_URL is http://ADDR of --api-listen.
It sends signed /solve commands for dice-rolled boards to POST
/discord/interactions and reports, per interaction, the time to the deferred
answer (ack) and to the image's arrival at the fake API (image):
throughput, p50/p90/p99/max, errors and timeouts.

Examples:
  go build -o /tmp/bogglebot ./cmd/bogglebot
  bogglebot-load --bin /tmp/bogglebot --rate 200 --duration 30s
  bogglebot-load --bin /tmp/bogglebot --concurrency 8 --duration 20s
  bogglebot-load --bin /tmp/bogglebot --rate 150 --duration 10m --soak
  bogglebot-load --bin /tmp/bogglebot --ready-runs 10 --duration 0

Flags:
`

func parseOptions(args []string, stderr io.Writer) (*options, error) {
	o := &options{}
	fs := flag.NewFlagSet("bogglebot-load", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usageHead)
		fs.PrintDefaults()
	}
	var keyHex string
	var env multiFlag
	fs.StringVar(&o.bin, "bin", "bogglebot", "bogglebot binary to launch as 'bogglebot serve' (ignored with --target)")
	fs.Var(&env, "server-env", "extra `KEY=VALUE` for the launched server (repeatable)")
	fs.StringVar(&o.target, "target", "", "base `URL` of a running server (loopback), e.g. http://127.0.0.1:8080; needs --key and --api-listen")
	fs.StringVar(&keyHex, "key", "", "with --target: the Ed25519 private key (hex: 64-byte key or 32-byte seed) whose public key the server has")
	fs.StringVar(&o.apiListen, "api-listen", "", "with --target: loopback `ADDR` for the fake Discord API (the server's DISCORD_API_URL)")
	fs.IntVar(&o.pid, "pid", 0, "with --target: the server's process id, to sample /proc when it has no /metrics")
	fs.StringVar(&o.metricsURL, "metrics", "", "metrics `URL` to scrape (default TARGET/metrics)")
	fs.StringVar(&o.appID, "app-id", "999", "application id (DISCORD_APP_ID)")
	fs.Float64Var(&o.rate, "rate", 100, "offered load, interactions per second (open loop); ignored with --concurrency")
	fs.IntVar(&o.concurrency, "concurrency", 0, "closed loop instead: this many workers, each sends, waits for its image, repeats")
	fs.DurationVar(&o.duration, "duration", 10*time.Second, "measured duration of the load (0: no load, e.g. with --ready-runs)")
	fs.DurationVar(&o.warmup, "warmup", 2*time.Second, "load before the measured duration, not counted")
	fs.DurationVar(&o.timeout, "timeout", 10*time.Second, "an interaction whose answer or image takes longer counts as timed out")
	fs.IntVar(&o.maxRequests, "max-requests", 1_000_000, "upper bound on interactions sent")
	fs.IntVar(&o.maxInflight, "max-inflight", 2000, "upper bound on unanswered HTTP requests; beyond it a request is not sent and counts as an error")
	fs.Uint64Var(&o.seed, "seed", 1, "first dice seed; interaction i uses board solver.Modern.Roll(seed+i)")
	fs.IntVar(&o.users, "users", 5000, "interactions come from this many users in turn (the bot allows each 5 at once and one per 3 s)")
	fs.IntVar(&o.channels, "channels", 1000, "and from this many channels in turn (in 100 guilds)")
	fs.IntVar(&o.decodeEvery, "decode-every", 50, "fully decode every Nth image as PNG (all are checked for PNG signature and IEND)")
	fs.BoolVar(&o.soak, "soak", false, "sample the server's heap, goroutines and RSS over time and report their trend")
	fs.DurationVar(&o.sampleEvery, "sample-every", 5*time.Second, "with --soak: sampling interval")
	fs.IntVar(&o.readyRuns, "ready-runs", 0, "first measure start to ready this many times (launch mode only)")
	fs.StringVar(&o.jsonOut, "json", "", "also write the report as JSON to this `FILE`")
	fs.StringVar(&o.cpuProfile, "cpuprofile", "", "write this tool's own CPU profile to `FILE` (go tool pprof), to see what measuring costs")
	fs.BoolVar(&o.failOnError, "fail-on-error", false, "exit 1 if any interaction failed or timed out")
	fs.BoolVar(&o.keepLogs, "server-log", false, "copy the launched server's log to stderr")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, errHelp
		}
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected arguments %q (see --help)", fs.Args())
	}
	o.serverEnv = env
	if o.target != "" {
		u, err := url.Parse(o.target)
		if err != nil || u.Scheme != "http" || u.Host == "" {
			return nil, fmt.Errorf("--target %q is not an http://host:port URL", o.target)
		}
		if !loopback(u.Hostname()) {
			return nil, fmt.Errorf("--target %q is not a loopback address", o.target)
		}
		o.target = strings.TrimRight(o.target, "/")
		if keyHex == "" || o.apiListen == "" {
			return nil, errors.New("--target needs --key and --api-listen")
		}
		k, err := hex.DecodeString(keyHex)
		switch {
		case err != nil:
			return nil, fmt.Errorf("--key is not hex: %w", err)
		case len(k) == ed25519.SeedSize:
			o.key = ed25519.NewKeyFromSeed(k)
		case len(k) == ed25519.PrivateKeySize:
			o.key = ed25519.PrivateKey(k)
		default:
			return nil, fmt.Errorf("--key has %d bytes, want a 32-byte seed or a 64-byte private key", len(k))
		}
		host, _, err := net.SplitHostPort(o.apiListen)
		if err != nil || !loopback(host) {
			return nil, fmt.Errorf("--api-listen %q is not a loopback host:port", o.apiListen)
		}
		if o.readyRuns > 0 {
			return nil, errors.New("--ready-runs launches the server itself: it cannot be used with --target")
		}
	}
	if o.metricsURL != "" {
		u, err := url.Parse(o.metricsURL)
		if err != nil || !loopback(u.Hostname()) {
			return nil, fmt.Errorf("--metrics %q is not a loopback URL", o.metricsURL)
		}
	}
	switch {
	case o.concurrency < 0, o.rate <= 0 && o.concurrency == 0:
		return nil, errors.New("give a positive --rate or --concurrency")
	case o.duration < 0, o.warmup < 0, o.timeout <= 0:
		return nil, errors.New("--duration and --warmup must be >= 0 and --timeout > 0")
	case o.maxRequests <= 0, o.maxInflight <= 0, o.users <= 0, o.channels <= 0:
		return nil, errors.New("--max-requests, --max-inflight, --users and --channels must be positive")
	case o.sampleEvery < 100*time.Millisecond:
		return nil, errors.New("--sample-every must be at least 100ms")
	case o.readyRuns < 0 || o.readyRuns > 100:
		return nil, errors.New("--ready-runs must be between 0 and 100")
	case o.duration == 0 && o.readyRuns == 0:
		return nil, errors.New("nothing to do: --duration 0 and no --ready-runs")
	}
	if o.decodeEvery <= 0 {
		o.decodeEvery = 1 << 62
	}
	return o, nil
}

// loopback reports whether host is a loopback name or address.
func loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

type multiFlag []string

func (m *multiFlag) String() string { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error {
	if !strings.Contains(v, "=") {
		return fmt.Errorf("%q is not KEY=VALUE", v)
	}
	*m = append(*m, v)
	return nil
}
