package privacy

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/bogglebot/bogglebot/round"
)

// DefaultGrace is how long a server's data is kept after the app is removed
// from it, in case it is added back.
const DefaultGrace = 30 * 24 * time.Hour

// Config configures a Service.
type Config struct {
	Store Store
	// Rounds scores finished rounds again once a deleted player's words are
	// gone; nil when the bot runs no rounds.
	Rounds *round.Service
	// Grace is how long after the app's removal a server's (or a user's)
	// data is erased; 0 means DefaultGrace.
	Grace time.Duration
	// Retention, when positive, ages out entries older than it (days and
	// finished rounds); 0 keeps them.
	Retention time.Duration
	Now       func() time.Time // nil means time.Now
	Logger    *slog.Logger     // nil means slog.Default()
}

// A Service exports and erases players' and servers' data. It is safe for
// concurrent use.
type Service struct {
	cfg Config
	now func() time.Time
	log *slog.Logger

	// scheduled holds the servers ("platform\x00server\x00") and users
	// ("platform\x00\x00user") with a removal scheduled, as last read by
	// Sweep or scheduled here, so that Active costs a map lookup.
	mu        sync.Mutex
	scheduled map[string]bool
}

func removalKey(platform, server, user string) string {
	return platform + "\x00" + server + "\x00" + user
}

// New returns a Service.
func New(c Config) *Service {
	s := &Service{cfg: c, now: c.Now, log: c.Logger, scheduled: map[string]bool{}}
	if s.cfg.Grace <= 0 {
		s.cfg.Grace = DefaultGrace
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	return s
}

// Grace is how long data is kept after the app's removal.
func (s *Service) Grace() time.Duration { return s.cfg.Grace }

// Retention is how long entries are kept (0: as long as the server keeps the bot).
func (s *Service) Retention() time.Duration { return s.cfg.Retention }

// Data returns what is kept about a user on a platform.
func (s *Service) Data(ctx context.Context, platform, user string) (Data, error) {
	d, err := s.cfg.Store.PlayerData(ctx, platform, user)
	if err != nil {
		return Data{}, err
	}
	d.Exported = s.now().UTC()
	return d, nil
}

// Export returns what is kept about a user as indented JSON (Data's shape),
// for the player to keep.
func (s *Service) Export(ctx context.Context, platform, user string) ([]byte, error) {
	d, err := s.Data(ctx, platform, user)
	if err != nil {
		return nil, err
	}
	return Encode(d)
}

// Encode writes d as an export: indented JSON.
func Encode(d Data) ([]byte, error) {
	out, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encode export: %w", err)
	}
	return append(out, '\n'), nil
}

// DeletePlayer erases a user's data on a platform. The finished rounds they
// stood in are scored again without them, and their new standings stored
// in the same transaction as the erasure, so that the other players'
// standings (and round wins) stay consistent even if the process dies
// halfway. A round that finishes meanwhile is caught by the store and the
// standings are worked out again.
func (s *Service) DeletePlayer(ctx context.Context, platform, user string) error {
	for attempt := 0; ; attempt++ {
		standings, err := s.rescore(ctx, platform, user)
		if err != nil {
			return fmt.Errorf("score rounds again without the deleted player: %w", err)
		}
		err = s.cfg.Store.DeletePlayer(ctx, platform, user, standings)
		if !errors.Is(err, ErrRescore) || attempt == 3 {
			return err
		}
	}
}

// rescore works out, for each finished round the user stands in, its
// standings without them; nil when the bot runs no rounds.
func (s *Service) rescore(ctx context.Context, platform, user string) (map[string][]round.Standing, error) {
	if s.cfg.Rounds == nil {
		return nil, nil
	}
	d, err := s.cfg.Store.PlayerData(ctx, platform, user)
	if err != nil {
		return nil, err
	}
	out := map[string][]round.Standing{}
	for _, rd := range d.Rounds {
		if rd.Rank == 0 {
			continue // no standing: running, or they took no part
		}
		res, err := s.cfg.Rounds.ResultsWithout(ctx, rd.ID, user)
		if errors.Is(err, round.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("round %s: %w", rd.ID, err)
		}
		out[rd.ID] = res.Standings
	}
	return out, nil
}

// ErrNoServer is returned for an erasure of a server with no id.
var ErrNoServer = errors.New("no server named")

// DeleteServer erases a server's data at once (an admin's request).
func (s *Service) DeleteServer(ctx context.Context, platform, server string) error {
	if server == "" {
		return ErrNoServer // a direct message's rounds have none: never all of them
	}
	return s.cfg.Store.DeleteServer(ctx, platform, server)
}

// Removed schedules the erasure of a server's data (user "") or a user's
// (server "") after the grace period, because the app was removed; it
// returns when it will run.
func (s *Service) Removed(ctx context.Context, platform, server, user, reason string) (time.Time, error) {
	at := s.now().Add(s.cfg.Grace).UTC()
	err := s.cfg.Store.ScheduleRemoval(ctx, Removal{Platform: platform, Server: server, User: user, At: at, Reason: reason})
	if err != nil {
		return time.Time{}, err
	}
	s.mu.Lock()
	s.scheduled[removalKey(platform, server, user)] = true
	s.mu.Unlock()
	s.log.Info("data removal scheduled", "platform", platform, "server", server, "user", user, "reason", reason, "at", at)
	return at, nil
}

// Returned calls off a server's scheduled erasure (user "") or a user's
// (server ""): the app is back.
func (s *Service) Returned(ctx context.Context, platform, server, user string) error {
	if err := s.cfg.Store.CancelRemoval(ctx, platform, server, user); err != nil {
		return err
	}
	s.mu.Lock()
	had := s.scheduled[removalKey(platform, server, user)]
	delete(s.scheduled, removalKey(platform, server, user))
	s.mu.Unlock()
	if had {
		s.log.Info("data removal called off", "platform", platform, "server", server, "user", user)
	}
	return nil
}

// Active tells the service that a user used the app in a server: an
// erasure scheduled for either is called off (on Slack a reinstalled app
// sends no event; the workspace's first command after is the sign). It
// costs two map lookups unless one is scheduled.
func (s *Service) Active(ctx context.Context, platform, server, user string) error {
	var keys [][2]string
	s.mu.Lock()
	if server != "" && s.scheduled[removalKey(platform, server, "")] {
		keys = append(keys, [2]string{server, ""})
	}
	if user != "" && s.scheduled[removalKey(platform, "", user)] {
		keys = append(keys, [2]string{"", user})
	}
	s.mu.Unlock()
	var errs []error
	for _, k := range keys {
		errs = append(errs, s.Returned(ctx, platform, k[0], k[1]))
	}
	return errors.Join(errs...)
}

// Scheduled reports whether an erasure is scheduled for a server (user "")
// or a user (server ""), as this process knows.
func (s *Service) Scheduled(platform, server, user string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.scheduled[removalKey(platform, server, user)]
}

// Swept is what a Sweep erased.
type Swept struct {
	Servers, Users int   // removals carried out
	Forgotten      int64 // rows aged out by the retention setting
}

// forever is later than any removal is due.
var forever = time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC)

// Sweep carries out the removals that are due and ages out entries older
// than the retention setting, and refreshes which removals are scheduled
// (for Active). Serve calls it at start and periodically; it is safe to run
// on every replica at once: each removal is taken by one sweep
// (TakeRemoval), and none that was called off meanwhile.
func (s *Service) Sweep(ctx context.Context) (Swept, error) {
	var sw Swept
	now := s.now()
	all, err := s.cfg.Store.DueRemovals(ctx, forever)
	if err != nil {
		return sw, err
	}
	scheduled := make(map[string]bool, len(all))
	var errs []error
	for _, r := range all {
		if r.At.After(now) {
			scheduled[removalKey(r.Platform, r.Server, r.User)] = true
			continue
		}
		if took, err := s.cfg.Store.TakeRemoval(ctx, r, now); err != nil || !took {
			errs = append(errs, err)
			continue
		}
		if r.User == "" {
			err = s.DeleteServer(ctx, r.Platform, r.Server)
		} else {
			err = s.DeletePlayer(ctx, r.Platform, r.User)
		}
		if err != nil {
			// Taken, not done: schedule it again so the next sweep tries.
			errs = append(errs, err, s.cfg.Store.ScheduleRemoval(ctx, r))
			scheduled[removalKey(r.Platform, r.Server, r.User)] = true
			continue
		}
		if r.User == "" {
			sw.Servers++
		} else {
			sw.Users++
		}
		s.log.Info("data removed", "platform", r.Platform, "server", r.Server, "user", r.User, "reason", r.Reason)
	}
	s.mu.Lock()
	s.scheduled = scheduled
	s.mu.Unlock()
	if s.cfg.Retention > 0 {
		n, err := s.cfg.Store.Forget(ctx, now.Add(-s.cfg.Retention))
		sw.Forgotten = n
		if err != nil {
			errs = append(errs, err)
		}
	}
	return sw, errors.Join(errs...)
}
