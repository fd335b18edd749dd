package game

import (
	"errors"
	"strings"
	"time"
)

// A Day is a calendar date, counted in days since 1970-01-01. A guild's day
// runs from midnight to midnight in the guild's timezone; DayOf finds which
// Day an instant falls on there. The zero Day is 1970-01-01.
type Day int32

// DayOf returns the calendar day that t falls on in loc.
func DayOf(t time.Time, loc *time.Location) Day {
	y, m, d := t.In(loc).Date()
	return Date(y, m, d)
}

// Date returns the Day for a year, month and day of the month (normalised
// like time.Date: April 31 is May 1).
func Date(year int, month time.Month, day int) Day {
	return Day(time.Date(year, month, day, 0, 0, 0, 0, time.UTC).Unix() / 86400)
}

// ParseDay reads a day written YYYY-MM-DD. Its error is Invalid, with
// CodeDayRange and the facts typed and range when the day is written right
// but is no day of the calendar ("day out of range"), else CodeDayFormat.
func ParseDay(s string) (Day, error) {
	t, err := time.Parse(time.DateOnly, s)
	var out *time.ParseError
	switch {
	case errors.As(err, &out) && out.Message != "":
		// Written right, but no such day: "day out of range" and the like.
		return 0, E(Op("ParseDay"), Invalid, CodeDayRange, Facts{"typed": s, "range": strings.TrimPrefix(out.Message, ": ")})
	case err != nil:
		return 0, E(Op("ParseDay"), Invalid, CodeDayFormat, Facts{"typed": s})
	}
	return DayOf(t, time.UTC), nil
}

// utc returns midnight UTC at the start of d.
func (d Day) utc() time.Time { return time.Unix(int64(d)*86400, 0).UTC() }

// String returns the day as YYYY-MM-DD.
func (d Day) String() string { return d.utc().Format(time.DateOnly) }

// StoreText formats a day that may be unset (the zero Day) for storage:
// "" for none, else YYYY-MM-DD. ParseStoreText reads it back.
func (d Day) StoreText() string {
	if d == 0 {
		return ""
	}
	return d.String()
}

// ParseStoreText reads what StoreText wrote.
func ParseStoreText(s string) (Day, error) {
	if s == "" {
		return 0, nil
	}
	return ParseDay(s)
}

// Add returns the day n days after d (before, for negative n).
func (d Day) Add(n int) Day { return d + Day(n) }

// Weekday returns the day of the week.
func (d Day) Weekday() time.Weekday { return d.utc().Weekday() }

// Start returns the instant d begins in loc: local midnight, or the first
// instant of the day where a DST change skips midnight.
func (d Day) Start(loc *time.Location) time.Time {
	y, m, dd := d.utc().Date()
	t := time.Date(y, m, dd, 0, 0, 0, 0, loc)
	if DayOf(t, loc) != d { // midnight did not exist; time.Date moved back a day
		t = time.Date(y, m, dd, 1, 0, 0, 0, loc)
	}
	return t
}

// At returns the instant of the local wall-clock time hh:mm on d in loc. A
// time skipped by a DST change is moved forward as time.Date does.
func (d Day) At(hh, mm int, loc *time.Location) time.Time {
	y, m, dd := d.utc().Date()
	return time.Date(y, m, dd, hh, mm, 0, 0, loc)
}

// WeekStart returns the Monday on or before d.
func (d Day) WeekStart() Day {
	return d - Day((int(d.Weekday())+6)%7)
}
