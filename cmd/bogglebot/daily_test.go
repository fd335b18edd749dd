package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/solver"
)

func TestDailyBoardCommand(t *testing.T) {
	defer func(f func() time.Time) { dailyNow = f }(dailyNow)
	// 23:30 on July 13 in New York is July 14 in UTC: the default date is UTC's.
	ny, _ := time.LoadLocation("America/New_York")
	dailyNow = func() time.Time { return time.Date(2026, time.July, 13, 23, 30, 0, 0, ny) }
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string // exact, or "" to skip
		stderr string // substring
	}{
		{"pinned date", []string{"--date", "2026-07-14"}, 0, "htlz neei ndue rifo\n", ""},
		{"default is today in UTC", nil, 0, "htlz neei ndue rifo\n", ""},
		{"5x5", []string{"--date=2026-07-14", "--size", "5"}, 0, "etomd soeto bhrrc sdade cerri\n", ""},
		{"another seed", []string{"--date", "2026-07-14", "--seed", "friends"}, 0, "", ""},
		{"bad date", []string{"--date", "14/07/2026"}, 2, "", "I can't read the day 14/07/2026: write it YYYY-MM-DD, like 2026-07-13"},
		{"impossible date", []string{"--date", "2026-02-30"}, 2, "", "There is no such day as 2026-02-30 (day out of range)"},
		{"bad size", []string{"--size", "6"}, 2, "", "--size is 4 or 5"},
		{"size not a number", []string{"--size", "big"}, 2, "", "is not a valid value for --size"},
		{"date without --date", []string{"2026-07-14"}, 0, "htlz neei ndue rifo\n", ""},
		{"today", []string{"today"}, 0, "htlz neei ndue rifo\n", ""},
		{"yesterday, as the error suggests", []string{"yesterday"}, 0, "", ""},
		{"an example that is a real day", []string{"nope"}, 2, "", "like 2026-07-13, or yesterday"},
		{"not a date", []string{"tomorrow"}, 2, "", "tomorrow"},
		{"extra argument", []string{"2026-07-14", "tomorrow"}, 2, "", `unexpected argument "tomorrow"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(context.Background(), &cli{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr}, append([]string{"daily-board"}, tt.args...))
			if code != tt.code {
				t.Fatalf("exit %d, want %d; stderr: %s", code, tt.code, stderr.String())
			}
			if tt.stdout != "" && stdout.String() != tt.stdout {
				t.Errorf("stdout = %q, want %q", stdout.String(), tt.stdout)
			}
			if !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("stderr = %q, want it to mention %q", stderr.String(), tt.stderr)
			}
			if code == 0 {
				// The line is a board that solve reads back.
				b, err := solver.Parse(strings.TrimSpace(stdout.String()))
				if err != nil || b.String()+"\n" != stdout.String() {
					t.Errorf("output %q does not parse back: %v", stdout.String(), err)
				}
				if tt.name == "another seed" && stdout.String() == "htlz neei ndue rifo\n" {
					t.Error("another seed gave the default seed's board")
				}
			}
		})
	}
}

func TestDailyBoardSeedFromEnvironment(t *testing.T) {
	t.Setenv("BOGGLEBOT_DAILY_SEED", "our-club")
	fromEnv, _, code := runCLI(t, "", "daily-board", "--date", "2026-07-14")
	flag, _, _ := runCLI(t, "", "daily-board", "--date", "2026-07-14", "--seed", "our-club")
	builtIn, _, _ := runCLI(t, "", "daily-board", "--date", "2026-07-14", "--seed", challenge.DefaultSeed)
	if code != 0 || fromEnv != flag || fromEnv == builtIn {
		t.Errorf("env seed board %q, --seed board %q, default-seed board %q", fromEnv, flag, builtIn)
	}
}
