package app_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/game"
)

// slackLine runs a typed command as a Slack user of workspace "g", where
// anyone may run /daily setup.
func (rig *dailyRig) slackLine(t *testing.T, user, line string) bot.Reply {
	t.Helper()
	r, err := app.Commands().ParseText(line)
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	r.Platform, r.User, r.Guild, r.Channel = "slack", bot.User{ID: "id-" + user, Name: user}, "g", "C0123ABCD"
	r.IsAdmin = true // as the Slack adapter marks everyone when SLACK_ADMINS is unset
	return rig.do(r)
}

// TestSetupCannotChangeTodaysGame replays the exploit a tester found: on
// Slack without SLACK_ADMINS anyone may run /daily setup, and changing the board mid-day used to
// keep the points of both boards. Now the change waits for tomorrow.
func TestSetupCannotChangeTodaysGame(t *testing.T) {
	rig := newDailyRig(t)
	rig.clock.Set(time.Date(2026, time.November, 22, 15, 0, 0, 0, time.UTC)) // Sunday
	sun := game.Date(2026, time.November, 22)
	small, bigOnly := bottest.SetupSwitch(sun, 6)
	first := small[0].Points + small[1].Points
	rig.slackLine(t, "bob", "/guess "+small[0].Word+" "+small[1].Word)
	r := rig.slackLine(t, "bob", "/daily setup size:5 dict:large")
	mustContain(t, "setup mid-day", r.Text, "4x4 board, **common** dictionary",
		"**From tomorrow (Monday 23 November): 5x5 board, large dictionary.** Today's game stays as it is.")
	r = rig.slackLine(t, "bob", "/guess "+strings.Join(bigOnly, " "))
	if strings.Contains(r.Text, "Accepted") {
		t.Errorf("words of tomorrow's 5x5 board accepted today:\n%s", r.Text)
	}
	rig.slackLine(t, "bob", "/daily setup size:4 dict:common")
	r = rig.slackLine(t, "bob", "/daily")
	mustContain(t, "/daily", r.Text, "(4x4, common dictionary)", fmt.Sprintf("**2 of %d words, %d points**", len(small), first))
	// A timezone where it is still Saturday does not reopen Saturday, and
	// the player is told when it applies.
	r = rig.slackLine(t, "bob", "/daily setup timezone:Etc/GMT+12 size:5")
	mustContain(t, "timezone mid-day", r.Text, "in **UTC** (it's 15:00 there now)",
		"**From tomorrow (Monday 23 November): 5x5 board, common dictionary, days midnight to midnight in Etc/GMT+12.**")
	r = rig.slackLine(t, "bob", "/daily")
	mustContain(t, "/daily with a change pending", r.Text, "Daily board, Sunday 22 November",
		"From tomorrow (Monday 23 November): 5x5 board, common dictionary, days midnight to midnight in Etc/GMT+12.")
	// Monday starts at midnight UTC, on the new rules, and lasts until
	// midnight in Etc/GMT+12 (36 hours).
	rig.clock.Set(time.Date(2026, time.November, 23, 0, 0, 0, 0, time.UTC))
	mustContain(t, "Monday", rig.slackLine(t, "bob", "/daily").Text, "Daily board, Monday 23 November", "(5x5, common dictionary)",
		"The day ends in 36h 00m (midnight, Etc/GMT+12)")
	r = rig.slackLine(t, "bob", "/stats")
	mustContain(t, "stats", r.Text, fmt.Sprintf("**%d points**, 2 words over 1 day", first), "Streak: **1 day**")
}

// TestGuessWithoutWords: a bare /guess gets the friendly explanation.
func TestGuessWithoutWords(t *testing.T) {
	rig := newDailyRig(t)
	for _, line := range []string{"/guess", "/guess words:", "/guess   "} {
		r := rig.slackLine(t, "ann", line)
		mustContain(t, line, r.Text, "Which words? For example `/guess words:quilts relic slur`. `/daily` shows today's board.")
		if !r.Ephemeral {
			t.Errorf("%s: the reply is public", line)
		}
	}
}
