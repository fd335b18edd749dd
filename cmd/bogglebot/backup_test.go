package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store/sqlite"
)

// TestBackupRestoreCLI: bogglebot backup FILE and restore FILE on the
// SQLite file DATABASE_URL names; restore refuses an existing database.
func TestBackupRestoreCLI(t *testing.T) {
	dir := t.TempDir()
	live := filepath.Join(dir, "live.db")
	st, err := sqlite.Open(context.Background(), live)
	if err != nil {
		t.Fatal(err)
	}
	g := game.Guild{Platform: "discord", ID: "g1"}
	if err := st.PutSettings(context.Background(), challenge.Settings{Guild: g, Channel: "c", PostTime: "09:00", Timezone: "UTC", Size: 4, Tier: "standard"}); err != nil {
		t.Fatal(err)
	}
	defer st.Close() // serve would still have it open
	t.Setenv("DATABASE_URL", live)
	backup := filepath.Join(dir, "b.db")
	out, errOut, code := runCLI(t, "", "backup", backup)
	if code != 0 || !strings.Contains(out, "backed up") {
		t.Fatalf("backup: exit %d\n%s%s", code, out, errOut)
	}
	restored := filepath.Join(dir, "restored.db")
	t.Setenv("DATABASE_URL", restored)
	out, errOut, code = runCLI(t, "", "restore", backup)
	if code != 0 || !strings.Contains(out, "restored") {
		t.Fatalf("restore: exit %d\n%s%s", code, out, errOut)
	}
	r, err := sqlite.Open(context.Background(), restored)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if set, err := r.Settings(context.Background(), g); err != nil || set.Channel != "c" {
		t.Errorf("restored settings %+v, %v", set, err)
	}
	if _, errOut, code = runCLI(t, "", "restore", backup); code != 1 || !strings.Contains(errOut, "already exists") {
		t.Errorf("restore over an existing database: exit %d %s", code, errOut)
	}
}
