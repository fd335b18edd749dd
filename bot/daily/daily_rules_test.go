package daily_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/game"
)

// TestSetupCannotChangeTodaysGame replays the exploit a tester found: on
// Slack without SLACK_ADMINS anyone may run /daily setup, and changing the board mid-day used to
// keep the points of both boards. Now the change waits for tomorrow.
func TestSetupCannotChangeTodaysGame(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	rig.Clock.Set(time.Date(2026, time.November, 22, 15, 0, 0, 0, time.UTC)) // Sunday
	sun := game.Date(2026, time.November, 22)
	small, bigOnly := bottest.SetupSwitch(sun, 6)
	first := small[0].Points + small[1].Points
	rig.SlackLine(t, "bob", "/guess "+small[0].Word+" "+small[1].Word)
	r := rig.SlackLine(t, "bob", "/daily setup size:5 dict:large")
	apptest.MustContain(t, "setup mid-day", r.Text, "4x4 board, **common** dictionary",
		"**From tomorrow (Monday 23 November): 5x5 board, large dictionary.** Today's game stays as it is.")
	r = rig.SlackLine(t, "bob", "/guess "+strings.Join(bigOnly, " "))
	if strings.Contains(r.Text, "Accepted") {
		t.Errorf("words of tomorrow's 5x5 board accepted today:\n%s", r.Text)
	}
	rig.SlackLine(t, "bob", "/daily setup size:4 dict:common")
	r = rig.SlackLine(t, "bob", "/daily")
	apptest.MustContain(t, "/daily", r.Text, "(4x4, common dictionary)", fmt.Sprintf("**2 of %d words, %d points**", len(small), first))
	// A timezone where it is still Saturday does not reopen Saturday, and
	// the player is told when it applies.
	r = rig.SlackLine(t, "bob", "/daily setup timezone:Etc/GMT+12 size:5")
	apptest.MustContain(t, "timezone mid-day", r.Text, "in **UTC** (it's 15:00 there now)",
		"**From tomorrow (Monday 23 November): 5x5 board, common dictionary, days midnight to midnight in Etc/GMT+12.**")
	r = rig.SlackLine(t, "bob", "/daily")
	apptest.MustContain(t, "/daily with a change pending", r.Text, "Daily board, Sunday 22 November",
		"From tomorrow (Monday 23 November): 5x5 board, common dictionary, days midnight to midnight in Etc/GMT+12.")
	// Monday starts at midnight UTC, on the new rules, and lasts until
	// midnight in Etc/GMT+12 (36 hours).
	rig.Clock.Set(time.Date(2026, time.November, 23, 0, 0, 0, 0, time.UTC))
	apptest.MustContain(t, "Monday", rig.SlackLine(t, "bob", "/daily").Text, "Daily board, Monday 23 November", "(5x5, common dictionary)",
		"The day ends in 36h 00m (midnight, Etc/GMT+12)")
	r = rig.SlackLine(t, "bob", "/stats")
	apptest.MustContain(t, "stats", r.Text, fmt.Sprintf("**%d points**, 2 words over 1 day", first), "Streak: **1 day**")
}

// TestGuessWithoutWords: a bare /guess gets the friendly explanation.
func TestGuessWithoutWords(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	for _, line := range []string{"/guess", "/guess words:", "/guess   "} {
		r := rig.SlackLine(t, "ann", line)
		apptest.MustContain(t, line, r.Text, "Which words? For example `/guess words:quilts relic slur`. `/daily` shows today's board.")
		if !r.Ephemeral {
			t.Errorf("%s: the reply is public", line)
		}
	}
}
