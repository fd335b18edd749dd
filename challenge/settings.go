package challenge

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"
	_ "time/tzdata" // timezones work in a scratch container with no zoneinfo

	"github.com/bogglebot/bogglebot/dict"
)

// A Guild is a Discord server or a Slack workspace: the platform's name and
// its id there. Each guild plays its own challenge, with its own settings and
// leaderboards.
type Guild struct {
	Platform string // "discord", "slack", "console"
	ID       string
}

func (g Guild) String() string { return g.Platform + ":" + g.ID }

// Settings are one guild's choices for the daily challenge.
type Settings struct {
	Guild    Guild
	Channel  string // where the daily posts go; "" posts nothing
	PostTime string // local time of the day-opening post, "HH:MM"
	Timezone string // IANA name, "Europe/Paris"; days run midnight to midnight here
	Size     int    // 4 (modern dice) or 5 (Big Boggle dice)
	Tier     string // dictionary tier judging guesses: "common", "standard" or "large"
	// Created is when the guild first set up the challenge; reveals are never
	// posted for days before it. Stores keep the first value written.
	Created time.Time
}

// Defaults for settings a guild has not chosen.
const (
	DefaultPostTime = "09:00"
	DefaultTimezone = "UTC"
	DefaultSize     = 4
	DefaultTier     = "common"
)

// DefaultSettings returns the settings of a guild that has not set up the
// challenge: UTC days, a 4x4 board, the common dictionary, no daily posts.
func DefaultSettings(g Guild) Settings {
	return Settings{Guild: g, PostTime: DefaultPostTime, Timezone: DefaultTimezone, Size: DefaultSize, Tier: DefaultTier}
}

// SettingsError says which setting is wrong, in words an admin understands.
type SettingsError struct {
	Field string // "channel", "time", "timezone", "size", "dictionary"
	Msg   string
}

func (e *SettingsError) Error() string { return e.Field + ": " + e.Msg }

// Normalize fills unset fields with defaults and checks every field: the
// time is HH:MM on a 24-hour clock, the timezone exists, the size is 4 or 5
// and the tier is an embedded dictionary tier. Errors are *SettingsError.
func (s Settings) Normalize() (Settings, error) {
	if s.Guild.Platform == "" {
		return s, &SettingsError{"guild", "no platform"}
	}
	s.Channel = strings.TrimSpace(s.Channel)
	if s.PostTime == "" {
		s.PostTime = DefaultPostTime
	}
	hh, mm, err := ParseClock(s.PostTime)
	if err != nil {
		return s, &SettingsError{"time", err.Error()}
	}
	s.PostTime = fmt.Sprintf("%02d:%02d", hh, mm)
	if s.Timezone == "" {
		s.Timezone = DefaultTimezone
	}
	loc, err := loadLocation(strings.TrimSpace(s.Timezone))
	if err != nil || strings.EqualFold(s.Timezone, "Local") {
		return s, &SettingsError{"timezone", fmt.Sprintf("unknown timezone %q: use a name like Europe/Paris, America/New_York or UTC", s.Timezone)}
	}
	s.Timezone = loc.String()
	if s.Size == 0 {
		s.Size = DefaultSize
	}
	if s.Size != 4 && s.Size != 5 {
		return s, &SettingsError{"size", fmt.Sprintf("the daily board is 4 (4x4) or 5 (5x5), not %d", s.Size)}
	}
	if s.Tier == "" {
		s.Tier = DefaultTier
	}
	s.Tier = strings.ToLower(strings.TrimSpace(s.Tier))
	if !dict.IsTier(s.Tier) {
		return s, &SettingsError{"dictionary", fmt.Sprintf("unknown dictionary %q: choose common, standard or large", s.Tier)}
	}
	return s, nil
}

// Location returns the guild's timezone (UTC if it cannot be loaded, which
// Normalize rules out).
func (s Settings) Location() *time.Location {
	loc, err := loadLocation(s.Timezone)
	if err != nil {
		return time.UTC
	}
	return loc
}

var locations sync.Map // name -> *time.Location

// loadLocation is time.LoadLocation with a cache: loading reads and parses
// the zone's data every time.
func loadLocation(name string) (*time.Location, error) {
	if l, ok := locations.Load(name); ok {
		return l.(*time.Location), nil
	}
	l, err := time.LoadLocation(name)
	if err != nil {
		return nil, err
	}
	locations.Store(name, l)
	return l, nil
}

// ParseClock reads a 24-hour wall-clock time "HH:MM" (or "H:MM").
func ParseClock(s string) (hh, mm int, err error) {
	h, m, ok := strings.Cut(strings.TrimSpace(s), ":")
	if ok && len(m) == 2 && len(h) >= 1 && len(h) <= 2 {
		hh, err1 := strconv.Atoi(h)
		mm, err2 := strconv.Atoi(m)
		if err1 == nil && err2 == nil && hh >= 0 && hh < 24 && mm >= 0 && mm < 60 {
			return hh, mm, nil
		}
	}
	return 0, 0, fmt.Errorf("%q is not a time of day: write HH:MM on a 24-hour clock, like 09:00 or 18:30", s)
}
