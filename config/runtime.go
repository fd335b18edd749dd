package config

import (
	"fmt"
	"log/slog"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/internal/clientip"
)

// The runtime's and the connection cap's variables: how much work serve
// takes at once. Unset, each keeps the default bot.RuntimeConfig and
// ops.Limits give it.
const (
	EnvWorkers        = "BOGGLEBOT_WORKERS"
	EnvQueue          = "BOGGLEBOT_QUEUE"
	EnvPerUser        = "BOGGLEBOT_PER_USER"
	EnvQueueWait      = "BOGGLEBOT_QUEUE_WAIT"
	EnvConnsPerClient = "BOGGLEBOT_CONNS_PER_CLIENT"
	EnvTrustedProxies = "BOGGLEBOT_TRUSTED_PROXIES"
)

// Runtime bounds the work serve takes at once. A zero field means the
// default.
type Runtime struct {
	// Workers (BOGGLEBOT_WORKERS) bounds the commands run at once (default
	// 4 x the CPUs Go uses).
	Workers int
	// Queue (BOGGLEBOT_QUEUE) bounds the requests waiting for a worker
	// (default 1000); past it a request is answered busy at once. The
	// setting 0 means no queue: Queue is then negative, as
	// bot.RuntimeConfig takes it.
	Queue int
	// PerUser (BOGGLEBOT_PER_USER) bounds one player's requests in flight
	// (default 3).
	PerUser int
	// QueueWait (BOGGLEBOT_QUEUE_WAIT, like 10s) is the longest a request
	// waits for a worker before it is answered busy (default 10s).
	QueueWait time.Duration
	// ConnsPerClient (BOGGLEBOT_CONNS_PER_CLIENT) bounds the HTTP
	// connections one client address holds (default a quarter of the
	// connection cap, 128); behind a reverse proxy, every connection is the
	// proxy's.
	ConnsPerClient int
	// Proxies (BOGGLEBOT_TRUSTED_PROXIES: addresses and CIDR ranges,
	// separated by commas) are the reverse proxies in front of serve. A
	// request from one is the client's its X-Forwarded-For names (the
	// rightmost address that is no trusted proxy), for the web board's
	// per-client budgets, and its connections are not capped per client.
	// None by default: X-Forwarded-For is never believed.
	Proxies clientip.Trusted
}

// readRuntime reads the runtime's variables into r.
func readRuntime(get func(string) string, r *Runtime) Problems {
	var p Problems
	count := func(env string, min, max int) int {
		v := get(env)
		if v == "" {
			return 0
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < min || n > max {
			p = append(p, badValue(env, v, fmt.Sprintf("is not a whole number from %d to %d (leave it unset for the default)", min, max)))
			return 0
		}
		return n
	}
	r.Workers = count(EnvWorkers, 1, 10_000)
	if v := get(EnvQueue); v != "" {
		if r.Queue = count(EnvQueue, 0, 1_000_000); r.Queue == 0 && strings.TrimLeft(v, "0") == "" {
			r.Queue = -1 // no queue
		}
	}
	r.PerUser = count(EnvPerUser, 1, 1000)
	r.ConnsPerClient = count(EnvConnsPerClient, 1, 1_000_000)
	if v := get(EnvTrustedProxies); v != "" {
		t, err := clientip.Parse(v)
		const want = "give the reverse proxies in front of serve, addresses or CIDR ranges separated by commas, such as 10.0.0.0/8, 192.0.2.7"
		switch _, shown := showable(EnvTrustedProxies, v); {
		case err != nil && shown:
			p = append(p, fmt.Sprintf("%s: %v; %s", EnvTrustedProxies, err, want))
		case err != nil:
			p = append(p, badValue(EnvTrustedProxies, v, want)) // it may be a secret pasted here: not quoted
		default:
			r.Proxies = t
		}
	}
	if v := get(EnvQueueWait); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < 100*time.Millisecond || d > 10*time.Minute {
			p = append(p, badValue(EnvQueueWait, v, "is not a duration from 100ms to 10m, such as 10s"))
		} else {
			r.QueueWait = d
		}
	}
	return p
}

// String shows the runtime limits set, "defaults" when none is.
func (r Runtime) String() string {
	var parts []string
	add := func(name string, v int) {
		if v != 0 {
			parts = append(parts, fmt.Sprintf("%s=%d", name, v))
		}
	}
	add("workers", r.Workers)
	if r.Queue < 0 {
		parts = append(parts, "queue=0")
	} else {
		add("queue", r.Queue)
	}
	add("per_user", r.PerUser)
	if r.QueueWait != 0 {
		parts = append(parts, "queue_wait="+r.QueueWait.String())
	}
	add("conns_per_client", r.ConnsPerClient)
	if len(r.Proxies) > 0 {
		parts = append(parts, "trusted_proxies="+r.Proxies.String())
	}
	if len(parts) == 0 {
		return "runtime=defaults"
	}
	return "runtime{" + strings.Join(parts, " ") + "}"
}

// ProxyStatus says, in a line for config check, where a client's address
// comes from.
func (r Runtime) ProxyStatus() string {
	if len(r.Proxies) == 0 {
		return "client addresses: each connection's own (X-Forwarded-For is not believed); behind a reverse proxy set " + EnvTrustedProxies +
			" to its addresses, or every client shares the proxy's sign-in budget"
	}
	return "client addresses: from X-Forwarded-For when the connection comes from a trusted proxy (" + r.Proxies.String() +
		"), else the connection's own; trusted proxies' connections are not capped per client"
}

// LogValue logs the runtime limits set.
func (r Runtime) LogValue() slog.Value { return slog.StringValue(r.String()) }

// notSettings are variables with our prefixes that are no setting, read
// by the tests and the tools around them.
var notSettings = []string{EnvConfigFile}

// Unknown returns a warning for every variable in environ ("NAME=value",
// as os.Environ gives them) whose name starts with BOGGLEBOT_, DISCORD_ or
// SLACK_ and is no setting, with the settings it was likely meant to be:
// the same "did you mean" a config file's unknown key gets. The value is
// never shown. Variables starting with BOGGLEBOT_TEST_ are the tests' own.
func Unknown(environ []string) []string {
	var out []string
	for _, kv := range environ {
		name, value, _ := strings.Cut(kv, "=")
		if strings.TrimSpace(value) == "" {
			continue // set to nothing: it changes nothing either way
		}
		if !strings.HasPrefix(name, "BOGGLEBOT_") && !strings.HasPrefix(name, "DISCORD_") && !strings.HasPrefix(name, "SLACK_") {
			continue
		}
		if slices.Contains(Known, name) || slices.Contains(notSettings, name) || strings.HasPrefix(name, "BOGGLEBOT_TEST_") {
			continue
		}
		shown := name
		if !settingName(name) {
			shown = "(" + shapeOf("its name", name) + ")"
		}
		if near := nearSettings(name); near != "" && shown == name {
			out = append(out, fmt.Sprintf("environment variable %s is not a setting and is ignored: did you mean %s?", shown, near))
			continue
		}
		out = append(out, fmt.Sprintf("environment variable %s is not a setting and is ignored (bogglebot's settings are listed in the README)", shown))
	}
	slices.Sort(out)
	return out
}
