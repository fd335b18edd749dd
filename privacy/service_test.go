package privacy_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/store/memory"
)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

var (
	ctx   = context.Background()
	alice = game.Player{ID: "u1", Name: "Alice"}
	bob   = game.Player{ID: "u2", Name: "Bob"}
	key   = round.Key{Platform: "discord", Guild: "g1", Channel: "c1"}
	quiet = slog.New(slog.DiscardHandler)
)

// classicRound plays a finished classic round where alice and bob both find
// "tea" (cancelled for both) and each finds a word of their own.
func classicRound(t *testing.T, st *memory.Store, rs *round.Service, clk *clock) round.Round {
	t.Helper()
	b, err := solver.Parse("perslatgsineters")
	if err != nil {
		t.Fatal(err)
	}
	r, err := rs.Start(ctx, key, alice, round.Rules{Tier: "standard", Duration: time.Minute, Mode: round.Classic}, &b)
	if err != nil {
		t.Fatal(err)
	}
	for p, words := range map[game.Player]string{alice: "tea rest", bob: "tea sine"} {
		if _, err := rs.Guess(ctx, key, p, words); err != nil {
			t.Fatal(err)
		}
	}
	clk.Add(2 * time.Minute)
	if _, ok, err := rs.Finish(ctx, r); err != nil || !ok {
		t.Fatalf("Finish = %v, %v", ok, err)
	}
	return r
}

// A deleted player's words leave a classic round: the word they shared with
// another player is no longer cancelled, and the standings say so.
func TestDeletePlayerScoresRoundsAgain(t *testing.T) {
	clk := &clock{t: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)}
	st := memory.New()
	rs := round.New(round.Config{Store: st, Now: clk.Now})
	svc := privacy.New(privacy.Config{Logger: quiet, Store: st, Rounds: rs, Now: clk.Now})
	r := classicRound(t, st, rs, clk)
	before, err := st.Standings(ctx, r.ID)
	if err != nil || len(before) != 2 || before[0].Points != 1 || before[1].Points != 1 {
		t.Fatalf("standings before = %+v, %v; want both on 1 point (tea cancelled)", before, err)
	}
	if err := svc.DeletePlayer(ctx, "discord", alice.ID); err != nil {
		t.Fatal(err)
	}
	after, err := st.Standings(ctx, r.ID)
	if err != nil || len(after) != 1 || after[0].Player.ID != bob.ID || after[0].Points != 2 || after[0].Words != 2 || !after[0].Won {
		t.Fatalf("standings after alice's deletion = %+v, %v; want bob alone with tea and sine scoring, 2 points, won", after, err)
	}
	if w, err := rs.Winners(ctx, "discord", "g1", 10); err != nil || len(w) != 1 || w[0].Player.ID != bob.ID {
		t.Errorf("round winners after alice's deletion = %+v, %v; want bob alone", w, err)
	}
	if d, err := svc.Data(ctx, "discord", alice.ID); err != nil || !d.Empty() {
		t.Errorf("alice's data after deletion = %+v, %v; want none", d, err)
	}
}

// An export is JSON holding every kind of entry, with the time it was made.
func TestExportJSON(t *testing.T) {
	clk := &clock{t: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)}
	st := memory.New()
	rs := round.New(round.Config{Store: st, Now: clk.Now})
	svc := privacy.New(privacy.Config{Logger: quiet, Store: st, Rounds: rs, Now: clk.Now})
	classicRound(t, st, rs, clk)
	g := game.Guild{Platform: "discord", ID: "g1"}
	if _, err := st.AddWords(ctx, g, game.Date(2026, 11, 25), alice, []game.Word{{Word: "slate", Points: 2}}, clk.Now()); err != nil {
		t.Fatal(err)
	}
	out, err := svc.Export(ctx, "discord", alice.ID)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Platform, User string
		Exported       time.Time
		Daily          []struct {
			Server, Day string
			Words       []struct{ Word string }
		}
		Rounds []struct {
			ID           string
			StartedByYou bool `json:"started_by_you"`
			Words        []struct{ Word string }
		}
	}
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("export is not JSON: %v\n%s", err, out)
	}
	if got.Platform != "discord" || got.User != alice.ID || !got.Exported.Equal(clk.Now()) {
		t.Errorf("export names %s %s at %v; want discord %s at %v", got.Platform, got.User, got.Exported, alice.ID, clk.Now())
	}
	if len(got.Daily) != 1 || got.Daily[0].Day != "2026-11-25" || len(got.Daily[0].Words) != 1 || got.Daily[0].Words[0].Word != "slate" {
		t.Errorf("export's daily = %+v; want slate on 2026-11-25", got.Daily)
	}
	if len(got.Rounds) != 1 || !got.Rounds[0].StartedByYou || len(got.Rounds[0].Words) != 2 {
		t.Errorf("export's rounds = %+v; want one round she started, with her 2 words", got.Rounds)
	}
}

// Sweep carries out the removals that are due (not those called off or
// not yet due) and ages out entries past the retention.
func TestSweep(t *testing.T) {
	clk := &clock{t: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)}
	st := memory.New()
	rs := round.New(round.Config{Store: st, Now: clk.Now})
	day := 24 * time.Hour
	svc := privacy.New(privacy.Config{Logger: quiet, Store: st, Rounds: rs, Now: clk.Now, Grace: 30 * day, Retention: 365 * day})
	g1 := game.Guild{Platform: "discord", ID: "g1"}
	g2 := game.Guild{Platform: "discord", ID: "g2"}
	g3 := game.Guild{Platform: "discord", ID: "g3"}
	today := game.Date(2026, 11, 25)
	for _, g := range []game.Guild{g1, g2, g3} {
		if _, err := st.AddWords(ctx, g, today, bob, []game.Word{{Word: "tea", Points: 1}}, clk.Now()); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := st.AddWords(ctx, g1, today.Add(-400), alice, []game.Word{{Word: "old", Points: 1}}, clk.Now()); err != nil {
		t.Fatal(err)
	}
	if at, err := svc.Removed(ctx, "discord", "g1", "", "guild_delete"); err != nil || !at.Equal(clk.Now().Add(30*day)) {
		t.Fatalf("Removed = %v, %v; want in 30 days", at, err)
	}
	if _, err := svc.Removed(ctx, "discord", "g2", "", "guild_delete"); err != nil {
		t.Fatal(err)
	}
	if err := svc.Returned(ctx, "discord", "g2", ""); err != nil { // added back within the grace period
		t.Fatal(err)
	}
	sw, err := svc.Sweep(ctx)
	if err != nil || sw.Servers != 0 || sw.Forgotten == 0 {
		t.Fatalf("first Sweep = %+v, %v; want no removal yet, the 400-day-old word forgotten", sw, err)
	}
	if d, _ := svc.Data(ctx, "discord", alice.ID); !d.Empty() {
		t.Errorf("alice's only, 400-day-old entry survived a 365-day retention: %+v", d)
	}
	clk.Add(30 * day)
	if sw, err := svc.Sweep(ctx); err != nil || sw.Servers != 1 {
		t.Fatalf("Sweep after the grace period = %+v, %v; want one server removed", sw, err)
	}
	d, err := svc.Data(ctx, "discord", bob.ID)
	var servers []string
	for _, dw := range d.Daily {
		servers = append(servers, dw.Server)
	}
	if err != nil || !slices.Equal(servers, []string{"g2", "g3"}) {
		t.Errorf("bob's servers after g1's removal = %v, %v; want g2 (added back) and g3", servers, err)
	}
	if sw, err := svc.Sweep(ctx); err != nil || sw.Servers != 0 {
		t.Errorf("a second Sweep = %+v, %v; want nothing more to remove", sw, err)
	}
	// A user who deauthorized the app: their data goes everywhere.
	if _, err := svc.Removed(ctx, "discord", "", bob.ID, "application_deauthorized"); err != nil {
		t.Fatal(err)
	}
	clk.Add(31 * day)
	if sw, err := svc.Sweep(ctx); err != nil || sw.Users != 1 {
		t.Fatalf("Sweep after a user's grace period = %+v, %v; want one user removed", sw, err)
	}
	if d, err := svc.Data(ctx, "discord", bob.ID); err != nil || !d.Empty() {
		t.Errorf("bob's data after his removal = %+v, %v; want none", d, err)
	}
	if sw, err := svc.Sweep(ctx); err != nil || sw.Users != 0 {
		t.Errorf("a later Sweep = %+v, %v; want the user's removal done once", sw, err)
	}
}

// Active calls off a scheduled erasure of the server or the user a command
// comes from, and does nothing (no store call) otherwise; a sweep reads
// the removals other replicas scheduled.
func TestActiveCallsOff(t *testing.T) {
	clk := &clock{t: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)}
	st := memory.New()
	svc := privacy.New(privacy.Config{Logger: quiet, Store: st, Now: clk.Now})
	other := privacy.New(privacy.Config{Logger: quiet, Store: st, Now: clk.Now}) // another replica
	if _, err := other.Removed(ctx, "slack", "T1", "", "app_uninstalled"); err != nil {
		t.Fatal(err)
	}
	if _, err := other.Removed(ctx, "discord", "", "u9", "application_deauthorized"); err != nil {
		t.Fatal(err)
	}
	if svc.Scheduled("slack", "T1", "") {
		t.Fatal("a replica knows another's removal before it sweeps")
	}
	if _, err := svc.Sweep(ctx); err != nil {
		t.Fatal(err)
	}
	if !svc.Scheduled("slack", "T1", "") || !svc.Scheduled("discord", "", "u9") {
		t.Fatal("a sweep did not learn the removals scheduled elsewhere")
	}
	if err := svc.Active(ctx, "slack", "T2", "U1"); err != nil || !svc.Scheduled("slack", "T1", "") {
		t.Fatalf("a command from another workspace called off T1's removal (err %v)", err)
	}
	if err := svc.Active(ctx, "slack", "T1", "U1"); err != nil || svc.Scheduled("slack", "T1", "") {
		t.Fatalf("a command from T1 after the app came back left its removal (err %v)", err)
	}
	if err := svc.Active(ctx, "discord", "G5", "u9"); err != nil || svc.Scheduled("discord", "", "u9") {
		t.Fatalf("a command from u9 left their removal (err %v)", err)
	}
	clk.Add(40 * 24 * time.Hour)
	if due, err := st.DueRemovals(ctx, clk.Now()); err != nil || len(due) != 0 {
		t.Errorf("removals after both came back = %+v, %v; want none", due, err)
	}
	if sw, err := svc.Sweep(ctx); err != nil || sw.Servers != 0 || sw.Users != 0 {
		t.Errorf("Sweep after both came back = %+v, %v; want nothing erased", sw, err)
	}
}
