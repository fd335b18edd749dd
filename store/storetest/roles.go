package storetest

import (
	"testing"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store"
)

// testDailyRoles: each server's daily role is kept, replaced, forgotten
// with "", and erased with its server.
func testDailyRoles(t *testing.T, s store.Store) {
	role := func(g game.Guild, want string) {
		t.Helper()
		got, err := s.DailyRole(ctx, g)
		if err != nil || got != want {
			t.Fatalf("DailyRole(%v) = %q, %v; want %q", g, got, err, want)
		}
	}
	role(g1, "")
	for _, r := range []string{"111222333", "444555666"} {
		if err := s.PutDailyRole(ctx, g1, r); err != nil {
			t.Fatal(err)
		}
		role(g1, r)
	}
	if err := s.PutDailyRole(ctx, g2, "S0GROUP"); err != nil {
		t.Fatal(err)
	}
	if err := s.PutDailyRole(ctx, g1, ""); err != nil {
		t.Fatal(err)
	}
	role(g1, "")
	role(g2, "S0GROUP")
	if err := s.PutDailyRole(ctx, g1, "777"); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteServer(ctx, g1.Platform, g1.ID); err != nil {
		t.Fatal(err)
	}
	role(g1, "")
	role(g2, "S0GROUP")
}
