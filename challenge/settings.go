package challenge

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"
	_ "time/tzdata" // timezones work in a scratch container with no zoneinfo

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
)

// Settings are one guild's choices for the daily challenge.
type Settings struct {
	Guild    game.Guild
	Channel  string // where the daily posts go; "" posts nothing
	PostTime string // local time of the day-opening post, "HH:MM"
	Timezone string // IANA name, "Europe/Paris"; days run midnight to midnight here
	Size     int    // 4 (modern dice) or 5 (Big Boggle dice)
	Tier     string // dictionary tier judging guesses: "common", "standard" or "large"
	// Created is when the guild first set up the challenge; reveals are never
	// posted for days before it. Stores keep the first value written.
	Created time.Time

	// The game rules above (Timezone, Size, Tier) decide a day's board and
	// scoring, so a day is played under one set of rules from start to
	// end: a change made during a day waits for the next day. Channel and
	// PostTime change nothing in the game and apply at once.
	//
	// Since is the first day the rules above are known to apply to (0: every
	// day); an earlier day's rules are no longer kept. NextFrom, when not 0,
	// is the day from which NextTimezone, NextSize and NextTier replace them.
	// Use On, DayAt and Bounds rather than these fields: they apply the
	// change at the right moment.
	Since        game.Day
	NextFrom     game.Day
	NextTimezone string
	NextSize     int
	NextTier     string

	// Freezes is how many streak freezes a player may keep (0: none, at
	// most MaxFreezes): one is earned every FreezeEvery days played, and a
	// day missed spends one instead of breaking the streak. FreezesSince
	// is the day they were turned on: days before it earn and spend none.
	// Both apply at once (they change no board).
	Freezes      int
	FreezesSince game.Day
}

// MaxFreezes is the most streak freezes a server may let players keep;
// FreezeEvery how many days played earn one.
const (
	MaxFreezes  = 5
	FreezeEvery = 7
)

// Pending reports whether a change of the game rules is waiting for a day
// to come.
func (s Settings) Pending() bool { return s.NextFrom != 0 }

// On returns the settings in force on day: the rules of that day, with no
// pending change left.
func (s Settings) On(day game.Day) Settings {
	if s.Pending() && day >= s.NextFrom {
		s.Timezone, s.Size, s.Tier = s.NextTimezone, s.NextSize, s.NextTier
		s.Since = s.NextFrom
	}
	s.NextFrom, s.NextTimezone, s.NextSize, s.NextTier = 0, "", 0, ""
	return s
}

// Upcoming returns the settings as they will be once any pending change has
// taken effect: what a guild has chosen for the days to come.
func (s Settings) Upcoming() Settings {
	if s.Pending() {
		return s.On(s.NextFrom)
	}
	return s
}

// switchAt is the instant a pending change takes effect: the end of the
// last day under the current rules (NextFrom's midnight in their timezone).
func (s Settings) switchAt() time.Time { return s.NextFrom.Start(s.Location()) }

// DayAt returns the guild's day at instant t. Days follow each other with no
// gap and no overlap, and never go back, even across a change of timezone:
// the last day under the old timezone ends at its local midnight, and the
// first day under the new one starts right then, so it may be longer or
// shorter than 24 hours. (A move of more than a day eastwards, across the
// date line, skips a day rather than open one twice.)
func (s Settings) DayAt(t time.Time) game.Day {
	if s.Pending() && !t.Before(s.switchAt()) {
		return max(game.DayOf(t, loadOr(s.NextTimezone)), s.NextFrom)
	}
	return max(game.DayOf(t, s.Location()), s.Since)
}

// Bounds returns when day starts and ends for the guild (see DayAt). A day
// skipped by a timezone change has start == end.
func (s Settings) Bounds(day game.Day) (start, end time.Time) {
	if s.Pending() && day >= s.NextFrom {
		loc, at := loadOr(s.NextTimezone), s.switchAt()
		start, end = day.Start(loc), day.Add(1).Start(loc)
		if start.Before(at) || day == s.NextFrom {
			start = at // the first day under the new rules starts when the last old one ends
		}
		if end.Before(at) {
			end = at
		}
		return start, end
	}
	loc := s.Location()
	return day.Start(loc), day.Add(1).Start(loc)
}

// OpenAt returns when the opening post of day is due: the post time on that
// day in the day's timezone, or the day's start if the post time falls
// before it (a day shortened by a timezone change).
func (s Settings) OpenAt(day game.Day) time.Time {
	start, end := s.Bounds(day)
	hh, mm, err := ParseClock(s.PostTime)
	if err != nil {
		hh, mm = 0, 0
	}
	at := day.At(hh, mm, s.On(day).Location())
	if at.Before(start) {
		at = start
	}
	if !at.Before(end) && end.After(start) {
		at = start
	}
	return at
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
func DefaultSettings(g game.Guild) Settings {
	return Settings{Guild: g, PostTime: DefaultPostTime, Timezone: DefaultTimezone, Size: DefaultSize, Tier: DefaultTier}
}

// Normalize fills unset fields with defaults and checks every field: the
// time is HH:MM on a 24-hour clock, the timezone exists, the size is 4 or 5
// and the tier is an embedded dictionary tier. Errors are game.Invalid,
// with a settings.* code and what was typed.
func (s Settings) Normalize() (Settings, error) {
	if s.Guild.Platform == "" {
		return s, game.E(game.Op("Settings.Normalize"), game.Invalid, game.CodeSettingsPlatform)
	}
	s.Channel = strings.TrimSpace(s.Channel)
	if s.PostTime == "" {
		s.PostTime = DefaultPostTime
	}
	hh, mm, err := ParseClock(s.PostTime)
	if err != nil {
		return s, err
	}
	s.PostTime = fmt.Sprintf("%02d:%02d", hh, mm)
	if s.Timezone == "" {
		s.Timezone = DefaultTimezone
	}
	name, known := zoneName(s.Timezone)
	var loc *time.Location
	if known {
		loc, err = loadLocation(name)
	}
	if !known || err != nil {
		return s, game.E(game.Op("Settings.Normalize"), game.Invalid, game.CodeSettingsTimezone, game.Facts{"typed": s.Timezone})
	}
	s.Timezone = loc.String()
	if s.Size == 0 {
		s.Size = DefaultSize
	}
	if s.Size != 4 && s.Size != 5 {
		return s, game.E(game.Op("Settings.Normalize"), game.Invalid, game.CodeSettingsSize, game.Facts{"size": s.Size})
	}
	if s.Tier == "" {
		s.Tier = DefaultTier
	}
	typed := strings.TrimSpace(s.Tier)
	if s.Tier = strings.ToLower(typed); !dict.IsTier(s.Tier) {
		return s, game.E(game.Op("Settings.Normalize"), game.Invalid, game.CodeSettingsDict, game.Facts{"typed": typed})
	}
	if s.Freezes < 0 || s.Freezes > MaxFreezes {
		return s, game.E(game.Op("Settings.Normalize"), game.Invalid, game.CodeSetupFreezes, game.Facts{"typed": strconv.Itoa(s.Freezes), "max": MaxFreezes})
	}
	if s.Freezes == 0 {
		s.FreezesSince = 0
	}
	return s, nil
}

//go:generate go run zones_gen.go

// zoneName returns the IANA name of a timezone typed in any case, with spaces
// for underscores: "europe/paris" is "Europe/Paris", "utc" is "UTC",
// "america/new york" is "America/New_York". A name it does not know comes
// back trimmed but as typed, with known false.
//
// Only the names of the list are timezones: time.LoadLocation also takes
// "Europe//Paris", "./Europe/Paris", "posix/Europe/Paris" and endless
// other spellings of a file of the zone data, each of which would be a
// guild's timezone of its own and a location kept in memory for good.
func zoneName(typed string) (name string, known bool) {
	typed = strings.TrimSpace(typed)
	if n, ok := zoneIndex()[strings.ToLower(strings.ReplaceAll(typed, " ", "_"))]; ok {
		return n, true
	}
	return typed, false
}

// ZoneName returns the IANA name of a timezone typed in any case, with
// spaces for underscores ("europe/paris" is "Europe/Paris"), and whether
// it is a timezone of the list (as Settings.Normalize takes them).
func ZoneName(typed string) (string, bool) {
	n, known := zoneName(typed)
	if !known {
		return n, false
	}
	if _, err := loadLocation(n); err != nil {
		return n, false
	}
	return n, true
}

// ZonesMatching returns at most n timezone names that prefix (typed in any
// case, spaces for underscores) starts, or whose city it starts, then
// those that hold it: for autocomplete.
func ZonesMatching(prefix string, n int) []string {
	q := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(prefix), " ", "_"))
	var first, rest []string
	for _, z := range zoneNames {
		lz := strings.ToLower(z)
		_, city, _ := strings.Cut(lz, "/")
		switch {
		case strings.HasPrefix(lz, q) || strings.HasPrefix(city, q):
			first = append(first, z)
		case strings.Contains(lz, q):
			rest = append(rest, z)
		}
	}
	out := append(first, rest...)
	return out[:min(n, len(out))]
}

// LoadZone returns the timezone called name (from ZoneName, or a
// Settings' Timezone), UTC if there is none.
func LoadZone(name string) *time.Location { return loadOr(name) }

// zoneIndex maps the lowercase form of every zone name to its spelling.
var zoneIndex = sync.OnceValue(func() map[string]string {
	m := make(map[string]string, len(zoneNames))
	for _, n := range zoneNames {
		m[strings.ToLower(n)] = n
	}
	return m
})

// Location returns the timezone of the rules in the Timezone field (UTC if
// it cannot be loaded, which Normalize rules out). Use On(day).Location()
// for a given day.
func (s Settings) Location() *time.Location { return loadOr(s.Timezone) }

// loadOr loads a timezone, UTC if it cannot be loaded.
func loadOr(name string) *time.Location {
	loc, err := loadLocation(name)
	if err != nil {
		return time.UTC
	}
	return loc
}

var locations sync.Map // name -> *time.Location

// loadLocation is time.LoadLocation with a cache of the zones of the list
// (zoneName): loading reads and parses the zone's data every time.
func loadLocation(name string) (*time.Location, error) {
	if l, ok := locations.Load(name); ok {
		return l.(*time.Location), nil
	}
	l, err := time.LoadLocation(name)
	if err != nil {
		return nil, err
	}
	if n, known := zoneName(name); known && n == name {
		locations.Store(name, l)
	}
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
	return 0, 0, game.E(game.Op("ParseClock"), game.Invalid, game.CodeSettingsTime, game.Facts{"typed": s})
}
