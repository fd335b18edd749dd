// Package logsample logs a flood of alike events as a count: the first
// event of each interval is logged whole, the others in the interval are
// only counted, by reason, and the count is logged with the next event
// after the interval (or by Flush). An unsigned request, a bad signature or
// a replay is worth knowing about; twenty thousand lines of it a second
// are a denial of service on the log.
//
// A Sampler is safe for concurrent use.
package logsample

import (
	"context"
	"log/slog"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"
)

// DefaultEvery is the interval a Sampler with no Every logs at most one
// event and one count in.
const DefaultEvery = time.Minute

// A Sampler logs events of one kind (Msg) at warning level, at most one
// whole event and one count per interval.
type Sampler struct {
	Log   *slog.Logger     // nil: slog's default
	Msg   string           // the message of every line
	Every time.Duration    // the interval (0: DefaultEvery)
	Now   func() time.Time // the clock (nil: time.Now)

	mu      sync.Mutex
	start   time.Time      // of the current interval; zero before the first event
	dropped map[string]int // events not logged in the current interval, by reason
}

// Note records one event for reason, with attrs describing it. The first
// event of an interval is logged with its attrs (after a count of those
// dropped in the interval before, if any); the rest are counted.
func (s *Sampler) Note(reason string, attrs ...any) {
	now := s.now()
	s.mu.Lock()
	if !s.start.IsZero() && now.Sub(s.start) < s.every() {
		if s.dropped == nil {
			s.dropped = map[string]int{}
		}
		s.dropped[reason]++
		s.mu.Unlock()
		return
	}
	dropped, since := s.dropped, s.start
	s.dropped, s.start = nil, now
	s.mu.Unlock()
	s.logDropped(dropped, since, now)
	s.log().LogAttrs(context.Background(), slog.LevelWarn, s.Msg, append([]slog.Attr{slog.String("reason", reason)}, attrsOf(attrs)...)...)
}

// Flush logs the count of events dropped in the current interval, if any,
// and starts a new one (on shutdown, or from a ticker).
func (s *Sampler) Flush() {
	now := s.now()
	s.mu.Lock()
	dropped, since := s.dropped, s.start
	s.dropped, s.start = nil, time.Time{}
	s.mu.Unlock()
	s.logDropped(dropped, since, now)
}

func (s *Sampler) logDropped(dropped map[string]int, since, now time.Time) {
	if len(dropped) == 0 {
		return
	}
	total := 0
	attrs := []slog.Attr{}
	for _, r := range slices.Sorted(maps.Keys(dropped)) {
		total += dropped[r]
		attrs = append(attrs, slog.Int(strings.ReplaceAll(r, " ", "_"), dropped[r]))
	}
	s.log().LogAttrs(context.Background(), slog.LevelWarn, s.Msg+" (more, counted not logged)",
		slog.Int("count", total), slog.Duration("over", now.Sub(since).Round(time.Second)), slog.Any("by_reason", slog.GroupValue(attrs...)))
}

func attrsOf(args []any) []slog.Attr {
	var out []slog.Attr
	for len(args) > 0 {
		switch a := args[0].(type) {
		case slog.Attr:
			out = append(out, a)
			args = args[1:]
		case string:
			if len(args) < 2 {
				return append(out, slog.String("!BADKEY", a))
			}
			out = append(out, slog.Any(a, args[1]))
			args = args[2:]
		default:
			out = append(out, slog.Any("!BADKEY", a))
			args = args[1:]
		}
	}
	return out
}

func (s *Sampler) log() *slog.Logger {
	if s.Log == nil {
		return slog.Default()
	}
	return s.Log
}

func (s *Sampler) every() time.Duration {
	if s.Every <= 0 {
		return DefaultEvery
	}
	return s.Every
}

func (s *Sampler) now() time.Time {
	if s.Now == nil {
		return time.Now()
	}
	return s.Now()
}
