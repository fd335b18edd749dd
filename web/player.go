package web

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/remind"
)

// The daily page's player settings: their reminder to play (as /remind
// sets it) and the role the daily post pings (as the post's buttons join
// and leave it), through the bot's own features (Config.Reminders,
// Config.Roles): the page words the answers, the features decide.

// Reminders is the players' reminders as /remind keeps them
// (bot/remind.Feature is one).
type Reminders interface {
	// Offered says whether players of a platform can have a reminder
	// (the platform sends private messages).
	Offered(platform string) bool
	Status(ctx context.Context, g game.Guild, user string) (remind.Status, error)
	// Set turns the reminder on at clock ("HH:MM") in timezone
	// (remind.TheServers: the server's daily timezone); a time or
	// timezone that is not one is refused (game.E), quoted.
	Set(ctx context.Context, g game.Guild, user, clock, timezone, locale string) (remind.Status, error)
	Stop(ctx context.Context, g game.Guild, user string) error
}

// Roles is the role a server's daily post pings, as its buttons join and
// leave it (bot/daily.Feature is one).
type Roles interface {
	HasRole(ctx context.Context, g game.Guild) (bool, error)
	JoinRole(ctx context.Context, g game.Guild, user string, join bool) error
}

// RemindJSON is the player's reminder as the page shows it.
type RemindJSON struct {
	On    bool   `json:"on"`
	Time  string `json:"time"`  // "HH:MM"
	Zone  string `json:"zone"`  // the timezone its time is read in (IANA)
	Own   bool   `json:"own"`   // Zone is the player's own, not the server's
	Local string `json:"local"` // the server's daily timezone
	// Said is its state in the player's words: on at a time and when the
	// next one is due, or off.
	Said string `json:"said"`
}

func remindJSON(p *message.Printer, st remind.Status, now time.Time) *RemindJSON {
	r := &RemindJSON{On: st.On, Time: st.Clock, Zone: st.Zone, Own: st.Own, Local: st.ServerZone}
	if st.On {
		r.Said = p.Sprintf("Reminder on: a private nudge at %s (%s) on the days you haven't played by then; the next in %s.",
			st.Clock, st.Zone, i18n.Coarse(p, st.Next.Sub(now)))
	} else {
		r.Said = p.Sprintf("No reminder: turn it on for a private nudge on the days you haven't played by a time you choose.")
	}
	return r
}

// playerExtras adds the reminder and the role to the daily page's state,
// where the bot offers them. What cannot be read is left out (and logged).
func (s *Server) playerExtras(ctx context.Context, c Claims, st *State) {
	g := guildOf(c)
	if rs := s.cfg.Reminders; rs != nil && rs.Offered(c.Platform) {
		if rst, err := rs.Status(ctx, g, c.User); err != nil {
			s.log.Warn("web board: the player's reminder", "user", c.User, "err", err)
		} else {
			st.Remind = remindJSON(i18n.Printer(c.Locale), rst, s.now())
		}
	}
	if ro := s.cfg.Roles; ro != nil {
		has, err := ro.HasRole(ctx, g)
		if err != nil {
			s.log.Warn("web board: the daily post's role", "guild", g.String(), "err", err)
		}
		st.Role = has
	}
}

// remindBody is what the page sends to /api/remind.
type remindBody struct {
	On       bool   `json:"on"`
	Time     string `json:"time"`
	Timezone string `json:"timezone"` // "" or remind.TheServers: the server's
}

// errNoReminders: the bot keeps no reminders for this player's platform
// (it sends no private messages there), or the page is a round's.
var errNoReminders = game.E(game.Unavailable, game.CodeRemindOff)

// remind is /api/remind: the player's reminder turned on (at a time, in
// a timezone) or off, as /remind on and /remind off do; it answers the
// reminder as it now is.
func (s *Server) remind(ctx context.Context, c Claims, r *http.Request) (any, error) {
	rs := s.cfg.Reminders
	if rs == nil || !rs.Offered(c.Platform) || c.Round != "" {
		return nil, errNoReminders
	}
	if err := s.notErased(ctx, c); err != nil {
		return nil, err
	}
	if err := s.allow(ctx, c); err != nil {
		return nil, err
	}
	var b remindBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		return nil, game.E(game.Invalid, game.CodeNotJSON)
	}
	g := guildOf(c)
	if !b.On {
		if err := rs.Stop(ctx, g, c.User); err != nil {
			return nil, err
		}
	} else {
		zone := b.Timezone
		if zone == "" {
			zone = remind.TheServers
		}
		// A time is what the page's field holds: "" is not "as before".
		if b.Time == "" {
			return nil, game.E(game.Invalid, game.CodeRemindTime, game.Facts{"typed": b.Time})
		}
		if _, err := rs.Set(ctx, g, c.User, b.Time, zone, c.Locale); err != nil {
			return nil, err
		}
	}
	st, err := rs.Status(ctx, g, c.User)
	if err != nil {
		return nil, err
	}
	return remindJSON(i18n.Printer(c.Locale), st, s.now()), nil
}

// roleBody is what the page sends to /api/role.
type roleBody struct {
	Join bool `json:"join"`
}

// RoleJSON is /api/role's answer: what was done, in the player's words.
type RoleJSON struct {
	In   bool   `json:"in"`
	Said string `json:"said"`
}

// role is /api/role: the player joins the role the daily post pings, or
// leaves it, as the post's buttons do.
func (s *Server) role(ctx context.Context, c Claims, r *http.Request) (any, error) {
	if s.cfg.Roles == nil || c.Round != "" {
		return nil, game.E(game.Invalid, game.CodeRolesOff)
	}
	if err := s.notErased(ctx, c); err != nil {
		return nil, err
	}
	if err := s.allow(ctx, c); err != nil {
		return nil, err
	}
	var b roleBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		return nil, game.E(game.Invalid, game.CodeNotJSON)
	}
	if err := s.cfg.Roles.JoinRole(ctx, guildOf(c), c.User, b.Join); err != nil {
		if _, ok := errors.AsType[*game.Error](err); !ok {
			s.log.Warn("web board: join or leave the daily post's role", "user", c.User, "join", b.Join, "err", err)
		}
		return nil, err
	}
	p := i18n.Printer(c.Locale)
	if b.Join {
		return RoleJSON{In: true, Said: p.Sprintf("You're in: the daily board's post will ping you.")}, nil
	}
	return RoleJSON{Said: p.Sprintf("You're out: no more pings from the daily board's post.")}, nil
}
