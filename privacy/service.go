package privacy

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
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
}

// New returns a Service.
func New(c Config) *Service {
	s := &Service{cfg: c, now: c.Now, log: c.Logger}
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
	out, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encode export: %w", err)
	}
	return append(out, '\n'), nil
}

// DeletePlayer erases a user's data on a platform and scores again, without
// them, the finished rounds they stood in, so that the other players'
// standings (and round wins) stay consistent.
func (s *Service) DeletePlayer(ctx context.Context, platform, user string) error {
	rescore, err := s.cfg.Store.DeletePlayer(ctx, platform, user)
	if err != nil {
		return err
	}
	var errs []error
	for _, id := range rescore {
		if err := s.rescore(ctx, id); err != nil {
			errs = append(errs, err)
		}
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("score rounds again without the deleted player: %w", err)
	}
	return nil
}

// rescore computes a finished round's standings again from its entries.
func (s *Service) rescore(ctx context.Context, id string) error {
	if s.cfg.Rounds == nil {
		return nil
	}
	res, err := s.cfg.Rounds.Results(ctx, id)
	if errors.Is(err, round.ErrNotFound) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("round %s: %w", id, err)
	}
	return s.cfg.Store.SetStandings(ctx, id, res.Standings)
}

// DeleteServer erases a server's data at once (an admin's request).
func (s *Service) DeleteServer(ctx context.Context, platform, server string) error {
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
	s.log.Info("data removal scheduled", "platform", platform, "server", server, "user", user, "reason", reason, "at", at)
	return at, nil
}

// Returned cancels a server's scheduled erasure: the app was added back.
func (s *Service) Returned(ctx context.Context, platform, server string) error {
	return s.cfg.Store.CancelRemoval(ctx, platform, server, "")
}

// Swept is what a Sweep erased.
type Swept struct {
	Servers, Users int   // removals carried out
	Forgotten      int64 // rows aged out by the retention setting
}

// Sweep carries out the removals that are due and ages out entries older
// than the retention setting. Serve calls it periodically; it is safe to
// run on every replica at once (each erasure is idempotent).
func (s *Service) Sweep(ctx context.Context) (Swept, error) {
	var sw Swept
	due, err := s.cfg.Store.DueRemovals(ctx, s.now())
	if err != nil {
		return sw, err
	}
	var errs []error
	for _, r := range due {
		switch {
		case r.User == "":
			err = s.DeleteServer(ctx, r.Platform, r.Server)
			if err == nil {
				sw.Servers++
			}
		default:
			err = s.DeletePlayer(ctx, r.Platform, r.User)
			if err == nil {
				err = s.cfg.Store.CancelRemoval(ctx, r.Platform, r.Server, r.User)
			}
			if err == nil {
				sw.Users++
			}
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		s.log.Info("data removed", "platform", r.Platform, "server", r.Server, "user", r.User, "reason", r.Reason)
	}
	if s.cfg.Retention > 0 {
		n, err := s.cfg.Store.Forget(ctx, s.now().Add(-s.cfg.Retention))
		sw.Forgotten = n
		if err != nil {
			errs = append(errs, err)
		}
	}
	return sw, errors.Join(errs...)
}
