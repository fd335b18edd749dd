package storetest

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/privacy"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store"
)

var g3 = game.Guild{Platform: "discord", ID: "333"}

// playersData fills s with two players' data on two Discord servers and on
// Slack (alice has the same user id on both platforms), and a finished
// round alice started where bob found one of her words.
func playersData(t *testing.T, s store.Store) {
	t.Helper()
	for _, set := range []challenge.Settings{settings(g1, "c1", t0), settings(g3, "c3", t0)} {
		if err := s.PutSettings(ctx, set); err != nil {
			t.Fatal(err)
		}
	}
	add := func(g game.Guild, day game.Day, p game.Player, words ...string) {
		t.Helper()
		var ws []game.Word
		for _, w := range words {
			ws = append(ws, game.Word{Word: w, Points: len(w) - 2})
		}
		if _, err := s.AddWords(ctx, g, day, p, ws, t0); err != nil {
			t.Fatal(err)
		}
	}
	add(g1, day0, alice, "tea", "seat")
	add(g3, day0.Add(1), alice, "eats")
	add(g1, day0, bob, "tea", "set")
	add(g2, day0, alice, "slack")
	if _, _, err := s.AddHint(ctx, g1, day0, alice, hint(1, game.RungCounts, "", 5)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.AddHint(ctx, g1, day0, bob, hint(1, game.RungCounts, "", 6)); err != nil {
		t.Fatal(err)
	}
	if err := s.SetPractice(ctx, g1, alice.ID, day0.Add(-1), t0.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddPracticeWords(ctx, g1, day0.Add(-1), alice.ID, []game.Word{{Word: "rats", Points: 1}}, t0); err != nil {
		t.Fatal(err)
	}
	r := newRound("r1", key1, rt0, time.Minute)
	r.Rules.Hints = true
	create(t, s, r)
	if _, err := s.AddEntries(ctx, r.ID, alice, []round.Entry{entry("tea", 1, 10), entry("seat", 1, 20)}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddEntries(ctx, r.ID, bob, []round.Entry{entry("tea", 1, 30), entry("set", 1, 40)}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.AddRoundHint(ctx, r.ID, alice, hint(1, game.RungCounts, "", 50)); err != nil {
		t.Fatal(err)
	}
	finish(t, s, r.ID, []round.Standing{
		{Player: alice, Rank: 1, Points: 1, Words: 1, Found: 2, Won: true, Hints: 1},
		{Player: bob, Rank: 1, Points: 1, Words: 1, Found: 2, Won: true},
	}, "o1", rt0.Add(2*time.Minute))
	// Alice on Slack, in a round of her own.
	r3 := newRound("r3", key3, rt0, time.Minute)
	create(t, s, r3)
	if _, err := s.AddEntries(ctx, r3.ID, alice, []round.Entry{entry("slack", 2, 10)}); err != nil {
		t.Fatal(err)
	}
}

func dayWordsOf(d []privacy.DayWords) []string {
	var out []string
	for _, dw := range d {
		for _, w := range dw.Words {
			out = append(out, dw.Server+" "+dw.Day+" "+w.Word)
		}
	}
	return out
}

// testPlayerData: an export holds every kind of entry of one player on one
// platform, and nothing of other players or platforms.
func testPlayerData(t *testing.T, cs store.Store) {
	s := cs
	if d, err := s.PlayerData(ctx, "discord", alice.ID); err != nil || !d.Empty() {
		t.Fatalf("PlayerData on an empty store = %+v, %v; want empty", d, err)
	}
	playersData(t, s)
	d, err := s.PlayerData(ctx, "discord", alice.ID)
	if err != nil {
		t.Fatal(err)
	}
	if d.Platform != "discord" || d.User != alice.ID {
		t.Errorf("PlayerData names %s %s; want discord %s", d.Platform, d.User, alice.ID)
	}
	if want := []privacy.Name{{Server: "111", Name: "Alice"}, {Server: "333", Name: "Alice"}}; !slices.Equal(d.Names, want) {
		t.Errorf("Names = %+v; want %+v", d.Names, want)
	}
	d0, d1 := day0.String(), day0.Add(1).String()
	if got, want := dayWordsOf(d.Daily), []string{"111 " + d0 + " tea", "111 " + d0 + " seat", "333 " + d1 + " eats"}; !slices.Equal(got, want) {
		t.Errorf("Daily = %q; want %q", got, want)
	}
	if got, want := dayWordsOf(d.Practice), []string{"111 " + day0.Add(-1).String() + " rats"}; !slices.Equal(got, want) {
		t.Errorf("Practice = %q; want %q", got, want)
	}
	if len(d.Hints) != 1 || d.Hints[0].Server != "111" || d.Hints[0].Day != d0 || d.Hints[0].Seq != 1 {
		t.Errorf("Hints = %+v; want alice's one hint on %s in 111", d.Hints, d0)
	}
	if len(d.Sessions) != 1 || d.Sessions[0].Day != day0.Add(-1).String() {
		t.Errorf("Sessions = %+v; want one on %s", d.Sessions, day0.Add(-1))
	}
	if len(d.Rounds) != 1 {
		t.Fatalf("Rounds = %+v; want r1 only (r3 is on Slack)", d.Rounds)
	}
	rd := d.Rounds[0]
	var words []string
	for _, w := range rd.Words {
		words = append(words, w.Word)
	}
	if rd.ID != "r1" || rd.Server != key1.Guild || rd.Channel != key1.Channel || !rd.Starter || !slices.Equal(words, []string{"tea", "seat"}) ||
		len(rd.Hints) != 1 || rd.Rank != 1 || rd.Points != 1 || !rd.Won || !rd.Started.Equal(rt0) {
		t.Errorf("Rounds[0] = %+v; want r1 started by alice at %v, tea and seat, one hint, rank 1 with 1 point, won", rd, rt0)
	}
	if d, err := s.PlayerData(ctx, "slack", alice.ID); err != nil || len(d.Daily) != 1 || len(d.Rounds) != 1 || len(d.Hints) != 0 {
		t.Errorf("PlayerData on Slack = %+v, %v; want one day and one round", d, err)
	}
	// The name kept with a player's round entries is in the export, for
	// a player who played only rounds too.
	if rd.Name != alice.Name {
		t.Errorf("Rounds[0].Name = %q; want %q, the name kept in r1", rd.Name, alice.Name)
	}
	zed := game.Player{ID: "u-zed", Name: "Zed the round-only"}
	r9 := newRound("r9", round.Key{Platform: "discord", Guild: "999", Channel: "c9"}, rt0, time.Minute)
	if err := s.CreateRound(ctx, r9); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddEntries(ctx, r9.ID, zed, []round.Entry{entry("eat", 1, 50)}); err != nil {
		t.Fatal(err)
	}
	d, err = s.PlayerData(ctx, "discord", zed.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Rounds) != 1 || d.Rounds[0].Name != zed.Name {
		t.Errorf("a round-only player's export: Rounds = %+v; want r9 with the name %q kept with their words", d.Rounds, zed.Name)
	}
}

// testDeletePlayer: a deleted player leaves nothing on the platform; other
// players and platforms keep everything; the finished rounds they stood in
// get the standings given, in the same transaction, and an erasure that
// lacks the standings of such a round erases nothing (ErrRescore).
func testDeletePlayer(t *testing.T, cs store.Store) {
	s := cs
	playersData(t, s)
	if err := s.ScheduleRemoval(ctx, privacy.Removal{Platform: "discord", User: alice.ID, At: t0, Reason: "test"}); err != nil {
		t.Fatal(err)
	}
	if err := s.DeletePlayer(ctx, "discord", alice.ID, map[string][]round.Standing{}); !errors.Is(err, privacy.ErrRescore) {
		t.Fatalf("DeletePlayer without r1's standings = %v; want ErrRescore", err)
	}
	if d, err := s.PlayerData(ctx, "discord", alice.ID); err != nil || d.Empty() {
		t.Fatalf("alice's data after a refused erasure = %+v, %v; want all kept", d, err)
	}
	want := []round.Standing{{Player: bob, Rank: 1, Points: 2, Words: 2, Found: 2, Won: true}}
	if err := s.DeletePlayer(ctx, "discord", alice.ID, map[string][]round.Standing{"r1": want}); err != nil {
		t.Fatalf("DeletePlayer = %v", err)
	}
	if st, err := s.Standings(ctx, "r1"); err != nil || !slices.Equal(st, want) {
		t.Errorf("r1's standings after alice's erasure = %+v, %v; want %+v", st, err, want)
	}
	if due, err := s.DueRemovals(ctx, t0.Add(time.Hour)); err != nil || len(due) != 0 {
		t.Errorf("alice's scheduled removal after her erasure = %+v, %v; want gone", due, err)
	}
	if d, err := s.PlayerData(ctx, "discord", alice.ID); err != nil || !d.Empty() {
		t.Errorf("PlayerData after DeletePlayer = %+v, %v; want empty", d, err)
	}
	if w, err := s.PlayerWords(ctx, g1, day0, bob.ID); err != nil || len(w) != 2 {
		t.Errorf("bob's words after alice's deletion = %v, %v; want 2", w, err)
	}
	sc, err := s.Scores(ctx, g1, 0, day0.Add(400))
	if err != nil || len(sc) != 1 || sc[0].Player.ID != bob.ID {
		t.Errorf("all-time Scores after alice's deletion = %+v, %v; want bob alone", sc, err)
	}
	if h, err := s.History(ctx, g3, alice.ID); err != nil || len(h.Days) != 0 {
		t.Errorf("alice's History after her deletion = %+v, %v; want no day", h, err)
	}
	if hc, err := s.HintCounts(ctx, g1, day0, day0); err != nil || len(hc) != 1 || hc[bob.ID] != 1 {
		t.Errorf("HintCounts after alice's deletion = %v, %v; want bob's 1", hc, err)
	}
	es, err := s.Entries(ctx, "r1")
	if err != nil || !slices.Equal(entryWords(es), []string{"tea", "set"}) {
		t.Errorf("round entries after alice's deletion = %v, %v; want bob's tea and set", entryWords(es), err)
	}
	if hs, err := s.RoundHintCounts(ctx, "r1"); err != nil || len(hs) != 0 {
		t.Errorf("round hints after alice's deletion = %+v, %v; want none", hs, err)
	}
	if r := getRound(t, s, "r1"); r.Starter.ID != "" || r.Starter.Name != "" {
		t.Errorf("round r1's starter after alice's deletion = %+v; want nobody", r.Starter)
	}
	if d, err := s.PlayerData(ctx, "slack", alice.ID); err != nil || len(d.Daily) != 1 || len(d.Rounds) != 1 {
		t.Errorf("alice's Slack data after her Discord deletion = %+v, %v; want kept", d, err)
	}
	if err := s.DeletePlayer(ctx, "discord", alice.ID, nil); err != nil {
		t.Errorf("DeletePlayer again = %v; want no error", err)
	}
	if st, err := s.Standings(ctx, "r1"); err != nil || !slices.Equal(st, want) {
		t.Errorf("r1's standings after a second erasure = %+v, %v; want them unchanged", st, err)
	}
}

// testDeleteServer: a deleted server leaves nothing; other servers keep
// everything.
func testDeleteServer(t *testing.T, cs store.Store) {
	s := cs
	playersData(t, s)
	if err := s.ScheduleRemoval(ctx, privacy.Removal{Platform: "discord", Server: g1.ID, At: t0, Reason: "test"}); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteServer(ctx, "discord", g1.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Settings(ctx, g1); !errors.Is(err, challenge.ErrNotFound) {
		t.Errorf("Settings of a deleted server: err = %v, want ErrNotFound", err)
	}
	if sc, err := s.Scores(ctx, g1, day0, day0); err != nil || len(sc) != 0 {
		t.Errorf("Scores of a deleted server = %+v, %v; want none", sc, err)
	}
	if hc, err := s.HintCounts(ctx, g1, day0, day0); err != nil || len(hc) != 0 {
		t.Errorf("HintCounts of a deleted server = %v, %v; want none", hc, err)
	}
	if _, err := s.Round(ctx, "r1"); !errors.Is(err, round.ErrNotFound) {
		t.Errorf("Round of a deleted server: err = %v, want ErrNotFound", err)
	}
	if _, _, err := s.Practice(ctx, g1, alice.ID); !errors.Is(err, challenge.ErrNotFound) {
		t.Errorf("Practice in a deleted server: err = %v, want ErrNotFound", err)
	}
	if due, err := s.DueRemovals(ctx, t0.Add(time.Hour)); err != nil || len(due) != 0 {
		t.Errorf("DueRemovals after the server's deletion = %+v, %v; want none", due, err)
	}
	d, err := s.PlayerData(ctx, "discord", alice.ID)
	if err != nil || len(d.Names) != 1 || d.Names[0].Server != g3.ID || len(d.Daily) != 1 || len(d.Rounds) != 0 {
		t.Errorf("alice's data after server 111's deletion = %+v, %v; want what she has in 333", d, err)
	}
	if _, err := s.Settings(ctx, g3); err != nil {
		t.Errorf("Settings of another server: %v", err)
	}
	if _, err := s.Round(ctx, "r3"); err != nil {
		t.Errorf("a Slack round after a Discord server's deletion: %v", err)
	}
}

// testRemovals: scheduled removals, the earliest kept, due in order,
// cancelled by server or user.
func testRemovals(t *testing.T, cs store.Store) {
	s := cs
	month := 30 * 24 * time.Hour
	sched := func(r privacy.Removal) {
		t.Helper()
		if err := s.ScheduleRemoval(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	server := privacy.Removal{Platform: "discord", Server: "111", At: t0.Add(month), Reason: "guild_delete"}
	user := privacy.Removal{Platform: "discord", User: "u2", At: t0.Add(24 * time.Hour), Reason: "deauthorized"}
	sched(server)
	sched(privacy.Removal{Platform: "discord", Server: "111", At: t0.Add(2 * month), Reason: "later"}) // not later than one scheduled
	sched(user)
	sched(privacy.Removal{Platform: "slack", Server: "T1", At: t0.Add(month + time.Hour), Reason: "app_uninstalled"})
	if due, err := s.DueRemovals(ctx, t0); err != nil || len(due) != 0 {
		t.Errorf("DueRemovals before any is due = %+v, %v; want none", due, err)
	}
	due, err := s.DueRemovals(ctx, t0.Add(month))
	if err != nil || len(due) != 2 || due[0].User != "u2" || due[1].Server != "111" || !due[1].At.Equal(server.At) || due[1].Reason != "guild_delete" {
		t.Fatalf("DueRemovals at a month = %+v, %v; want u2's then server 111's (the first scheduled)", due, err)
	}
	sched(privacy.Removal{Platform: "discord", Server: "111", At: t0.Add(time.Hour), Reason: "sooner"})
	if due, err := s.DueRemovals(ctx, t0.Add(2*time.Hour)); err != nil || len(due) != 1 || due[0].Reason != "sooner" {
		t.Errorf("DueRemovals after an earlier one was scheduled = %+v, %v; want the sooner one", due, err)
	}
	if err := s.CancelRemoval(ctx, "discord", "111", ""); err != nil {
		t.Fatal(err)
	}
	if err := s.CancelRemoval(ctx, "discord", "", "u2"); err != nil {
		t.Fatal(err)
	}
	due, err = s.DueRemovals(ctx, t0.Add(3*month))
	if err != nil || len(due) != 1 || due[0].Platform != "slack" {
		t.Fatalf("DueRemovals after cancelling = %+v, %v; want Slack's alone", due, err)
	}
	// Taking: not before it is due; then once.
	if took, err := s.TakeRemoval(ctx, due[0], t0); err != nil || took {
		t.Errorf("TakeRemoval before it is due = %v, %v; want false", took, err)
	}
	if took, err := s.TakeRemoval(ctx, due[0], t0.Add(3*month)); err != nil || !took {
		t.Errorf("TakeRemoval when due = %v, %v; want true", took, err)
	}
	if took, err := s.TakeRemoval(ctx, due[0], t0.Add(3*month)); err != nil || took {
		t.Errorf("TakeRemoval a second time = %v, %v; want false", took, err)
	}
	if due, err := s.DueRemovals(ctx, t0.Add(3*month)); err != nil || len(due) != 0 {
		t.Errorf("DueRemovals after taking the last = %+v, %v; want none", due, err)
	}
}

// testForget: retention erases days and finished rounds before a moment,
// and keeps later ones and running rounds.
func testForget(t *testing.T, cs store.Store) {
	s := cs
	playersData(t, s)
	running := newRound("r4", key2, rt0, time.Hour)
	create(t, s, running)
	cutoff := day0.Add(1).Start(time.UTC)
	// Bob replays a month-old day after the cutoff: practice goes by when
	// it is played, so it stays.
	old := day0.Add(-30)
	if err := s.SetPractice(ctx, g3, bob.ID, old, cutoff.Add(2*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddPracticeWords(ctx, g3, old, bob.ID, []game.Word{{Word: "tea", Points: 1}}, cutoff.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	n, err := s.Forget(ctx, cutoff)
	if err != nil || n == 0 {
		t.Fatalf("Forget = %d, %v; want rows gone", n, err)
	}
	if w, err := s.PlayerWords(ctx, g1, day0, bob.ID); err != nil || len(w) != 0 {
		t.Errorf("words of a forgotten day = %v, %v; want none", w, err)
	}
	if hs, err := s.Hints(ctx, g1, day0, alice.ID); err != nil || len(hs) != 0 {
		t.Errorf("hints of a forgotten day = %v, %v; want none", hs, err)
	}
	if w, err := s.PlayerWords(ctx, g3, day0.Add(1), alice.ID); err != nil || len(w) != 1 {
		t.Errorf("words of a kept day = %v, %v; want 1", w, err)
	}
	if sc, err := s.Scores(ctx, g1, 0, day0.Add(400)); err != nil || len(sc) != 0 {
		t.Errorf("all-time scores after the only day was forgotten = %+v, %v; want none", sc, err)
	}
	if h, err := s.History(ctx, g3, alice.ID); err != nil || len(h.Days) != 1 || h.Days[0].Day != day0.Add(1) {
		t.Errorf("history after Forget = %+v, %v; want the kept day alone", h, err)
	}
	if _, err := s.Round(ctx, "r1"); !errors.Is(err, round.ErrNotFound) {
		t.Errorf("a forgotten finished round: err = %v, want ErrNotFound", err)
	}
	if _, err := s.Round(ctx, running.ID); err != nil {
		t.Errorf("a running round after Forget: %v (running rounds are kept)", err)
	}
	if day, _, err := s.Practice(ctx, g3, bob.ID); err != nil || day != old {
		t.Errorf("a practice session played after the cutoff = %v, %v; want kept", day, err)
	}
	if w, err := s.PracticeWords(ctx, g3, old, bob.ID); err != nil || len(w) != 1 {
		t.Errorf("practice words played after the cutoff = %v, %v; want kept", w, err)
	}
	if _, _, err := s.Practice(ctx, g1, alice.ID); !errors.Is(err, challenge.ErrNotFound) {
		t.Errorf("a practice session that ended before the cutoff: err = %v, want ErrNotFound", err)
	}
	d, err := s.PlayerData(ctx, "discord", bob.ID)
	if err != nil || len(d.Names) != 0 || len(d.Daily) != 0 || len(d.Hints) != 0 {
		t.Errorf("bob's data after his only day was forgotten = %+v, %v; want no name, day or hint (no name kept alone)", d, err)
	}
}

// testErased: DeleteServer and DeletePlayer record when they ran, by a
// digest of the server or user (never its id), and Erased says the later
// of the server's and the user's.
func testErased(t *testing.T, s store.Store) {
	if at, err := s.Erased(ctx, "discord", "111", alice.ID); err != nil || !at.IsZero() {
		t.Fatalf("Erased before any erasure = %v, %v; want zero", at, err)
	}
	before := time.Now().Add(-time.Second)
	if err := s.DeleteServer(ctx, "discord", "111"); err != nil {
		t.Fatal(err)
	}
	at, err := s.Erased(ctx, "discord", "111", alice.ID)
	if err != nil || at.Before(before) || at.After(time.Now().Add(time.Second)) {
		t.Errorf("Erased after DeleteServer = %v, %v; want about now", at, err)
	}
	if at, err := s.Erased(ctx, "discord", "222", alice.ID); err != nil || !at.IsZero() {
		t.Errorf("another server's Erased = %v, %v; want zero", at, err)
	}
	if at, err := s.Erased(ctx, "slack", "111", alice.ID); err != nil || !at.IsZero() {
		t.Errorf("another platform's Erased = %v, %v; want zero", at, err)
	}
	if err := s.DeletePlayer(ctx, "discord", bob.ID, nil); err != nil {
		t.Fatal(err)
	}
	if at, err := s.Erased(ctx, "discord", "222", bob.ID); err != nil || at.Before(before) {
		t.Errorf("Erased for a deleted player in any server = %v, %v; want about now", at, err)
	}
}
