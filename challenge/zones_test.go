package challenge_test

import (
	"archive/zip"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
)

// Every zone name the challenge knows loads from the embedded database, and
// reads back from its lowercase spelling.
func TestZoneNames(t *testing.T) {
	g := game.Guild{Platform: "discord", ID: "1"}
	for _, name := range challenge.ZoneNames() {
		if _, err := time.LoadLocation(name); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		set, err := challenge.Settings{Guild: g, Timezone: strings.ToLower(name)}.Normalize()
		if err != nil || set.Timezone != name {
			t.Errorf("Normalize(%q) = %q, %v; want %q", strings.ToLower(name), set.Timezone, err, name)
		}
	}
}

// The list of zone names matches the toolchain's database; after a Go
// upgrade that adds zones, run go generate ./challenge.
func TestZoneNamesCurrent(t *testing.T) {
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	zr, err := zip.OpenReader(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "time", "zoneinfo.zip"))
	if err != nil {
		t.Skipf("no zoneinfo.zip in GOROOT: %v", err)
	}
	defer zr.Close()
	var want []string
	for _, f := range zr.File {
		if !strings.HasSuffix(f.Name, "/") {
			want = append(want, f.Name)
		}
	}
	slices.Sort(want)
	if got := challenge.ZoneNames(); !slices.Equal(got, want) {
		t.Errorf("zones.go lists %d zones, the toolchain's database %d: run go generate ./challenge", len(got), len(want))
	}
}
