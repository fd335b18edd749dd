package challenge_test

import (
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
)

func TestNormalize(t *testing.T) {
	g := game.Guild{Platform: "discord", ID: "1"}
	tests := []struct {
		name  string
		in    challenge.Settings
		want  challenge.Settings
		field string // the settings.* code of the error, "" for none
	}{
		{"defaults", challenge.Settings{Guild: g}, challenge.DefaultSettings(g), ""},
		{"all set", challenge.Settings{Guild: g, Channel: " c1 ", PostTime: "7:05", Timezone: "Asia/Tokyo", Size: 5, Tier: "Large"},
			challenge.Settings{Guild: g, Channel: "c1", PostTime: "07:05", Timezone: "Asia/Tokyo", Size: 5, Tier: "large"}, ""},
		{"midnight", challenge.Settings{Guild: g, PostTime: "00:00"}, challenge.Settings{Guild: g, PostTime: "00:00", Timezone: "UTC", Size: 4, Tier: "common"}, ""},
		{"no platform", challenge.Settings{}, challenge.Settings{}, "guild"},
		{"24:00", challenge.Settings{Guild: g, PostTime: "24:00"}, challenge.Settings{}, "time"},
		{"9am", challenge.Settings{Guild: g, PostTime: "9am"}, challenge.Settings{}, "time"},
		{"9:5", challenge.Settings{Guild: g, PostTime: "9:5"}, challenge.Settings{}, "time"},
		{"bad zone", challenge.Settings{Guild: g, Timezone: "Mars/Olympus"}, challenge.Settings{}, "timezone"},
		{"Local", challenge.Settings{Guild: g, Timezone: "Local"}, challenge.Settings{}, "timezone"},
		{"local", challenge.Settings{Guild: g, Timezone: "local"}, challenge.Settings{}, "timezone"},
		// Other paths to a file of the zone data are no timezone names.
		{"Europe//Paris", challenge.Settings{Guild: g, Timezone: "Europe//Paris"}, challenge.Settings{}, "timezone"},
		{"Europe/./Paris", challenge.Settings{Guild: g, Timezone: "Europe/./Paris"}, challenge.Settings{}, "timezone"},
		{"./UTC", challenge.Settings{Guild: g, Timezone: "./UTC"}, challenge.Settings{}, "timezone"},
		{"posix/Europe/Paris", challenge.Settings{Guild: g, Timezone: "posix/Europe/Paris"}, challenge.Settings{}, "timezone"},
		{"right/UTC", challenge.Settings{Guild: g, Timezone: "right/UTC"}, challenge.Settings{}, "timezone"},
		{"posixrules", challenge.Settings{Guild: g, Timezone: "posixrules"}, challenge.Settings{}, "timezone"},
		// Timezones typed in any case, with spaces for underscores, are
		// stored under their IANA names.
		{"utc", challenge.Settings{Guild: g, Timezone: "utc"}, challenge.DefaultSettings(g), ""},
		{"europe/paris", challenge.Settings{Guild: g, Timezone: " europe/paris "},
			challenge.Settings{Guild: g, PostTime: "09:00", Timezone: "Europe/Paris", Size: 4, Tier: "common"}, ""},
		{"AMERICA/NEW YORK", challenge.Settings{Guild: g, Timezone: "AMERICA/NEW YORK"},
			challenge.Settings{Guild: g, PostTime: "09:00", Timezone: "America/New_York", Size: 4, Tier: "common"}, ""},
		{"america/port-au-prince", challenge.Settings{Guild: g, Timezone: "america/port-au-prince"},
			challenge.Settings{Guild: g, PostTime: "09:00", Timezone: "America/Port-au-Prince", Size: 4, Tier: "common"}, ""},
		{"etc/gmt+5", challenge.Settings{Guild: g, Timezone: "etc/gmt+5"},
			challenge.Settings{Guild: g, PostTime: "09:00", Timezone: "Etc/GMT+5", Size: 4, Tier: "common"}, ""},
		{"size 6", challenge.Settings{Guild: g, Size: 6}, challenge.Settings{}, "size"},
		{"tier", challenge.Settings{Guild: g, Tier: "huge"}, challenge.Settings{}, "dictionary"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.in.Normalize()
			if tt.field != "" {
				want := map[string]game.Code{"guild": game.CodeSettingsPlatform, "time": game.CodeSettingsTime, "timezone": game.CodeSettingsTimezone,
					"size": game.CodeSettingsSize, "dictionary": game.CodeSettingsDict}[tt.field]
				if !game.Is(game.Invalid, err) || !game.HasCode(err, want) {
					t.Fatalf("Normalize() error = %v, want a %s error", err, tt.field)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("Normalize() = %+v, %v; want %+v", got, err, tt.want)
			}
		})
	}
}

// Setting errors quote what the admin typed, as typed.
func TestNormalizeQuotesAsTyped(t *testing.T) {
	g := game.Guild{Platform: "discord", ID: "1"}
	for _, tt := range []struct {
		in   challenge.Settings
		want string
	}{
		{challenge.Settings{Guild: g, Tier: "HUGE"}, "HUGE"},
		{challenge.Settings{Guild: g, Timezone: "Mars/OLYMPUS"}, "Mars/OLYMPUS"},
	} {
		if _, err := tt.in.Normalize(); err == nil || !strings.Contains(i18n.Error("en", err), "`"+tt.want+"`") {
			t.Errorf("Normalize(%+v) = %v, want %q", tt.in, err, tt.want)
		}
	}
}

// TestZoneCacheBounded: setting up thousands of spellings of one zone's
// file ("Europe//Paris", "Europe///Paris", ...) keeps no location for any
// of them: the cache holds the zones of the list at most.
func TestZoneCacheBounded(t *testing.T) {
	g := game.Guild{Platform: "discord", ID: "1"}
	taken := 0
	for i := 1; i <= 2000; i++ {
		name := "Europe/" + strings.Repeat("./", i) + "Paris"
		if _, err := (challenge.Settings{Guild: g, Timezone: name}).Normalize(); err == nil {
			taken++
		}
	}
	if taken > 0 {
		t.Errorf("%d spellings of Europe/Paris taken as timezones", taken)
	}
	if n, most := challenge.CachedZones(), len(challenge.ZoneNames()); n > most {
		t.Errorf("%d locations cached, more than the %d zones of the list", n, most)
	}
}
