package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"testing"

	"github.com/andybalholm/brotli"
)

// Every asset the page loads has its gzip and brotli forms made at build
// (go generate: assets/z/NAME.HASH.gz, .br), of its current content: the
// server serves them as they are and compresses nothing when it starts.
func TestPrecompressed(t *testing.T) {
	sf := loadStatic()
	if len(sf.stale) > 0 {
		t.Errorf("assets changed since go generate compressed them: %v (run: cd web && go generate .)", sf.stale)
	}
	for name, f := range sf.byName {
		if f.gz == nil || f.br == nil {
			t.Errorf("%s: no gzip or brotli form", name)
			continue
		}
		zr, err := gzip.NewReader(bytes.NewReader(f.gz))
		if err != nil {
			t.Fatalf("%s.gz: %v", name, err)
		}
		gz, err := io.ReadAll(zr)
		if err != nil || !bytes.Equal(gz, f.raw) {
			t.Errorf("%s.gz does not decode to the asset (%v)", name, err)
		}
		br, err := io.ReadAll(brotli.NewReader(bytes.NewReader(f.br)))
		if err != nil || !bytes.Equal(br, f.raw) {
			t.Errorf("%s.br does not decode to the asset (%v)", name, err)
		}
		t.Logf("%s: %d bytes, gzip %d, brotli %d", name, len(f.raw), len(f.gz), len(f.br))
	}
}

// A translation of the page's words replaces English key by key: a key it
// lacks, or leaves empty, stays English; a key English lacks is dropped.
func TestPageStrings(t *testing.T) {
	got := pageStrings(map[string]string{"btn.enter": "Entrer", "btn.clear": " ", "no.such.key": "x"})
	if got["btn.enter"] != "Entrer" || got["btn.clear"] != Strings["btn.clear"] || got["help"] != Strings["help"] {
		t.Errorf("translated: enter %q, clear %q, help %q", got["btn.enter"], got["btn.clear"], got["help"])
	}
	// Beside Strings, the commands the page names, in English.
	if _, ok := got["no.such.key"]; ok || len(got) != len(Strings)+len(pageCommands) {
		t.Errorf("a key English lacks was kept: %d keys, want %d", len(got), len(Strings)+len(pageCommands))
	}
	if got["cmd.daily"] != "/daily" || got["cmd.guess"] != "/guess" {
		t.Errorf("the commands: %q, %q", got["cmd.daily"], got["cmd.guess"])
	}
	if Strings["btn.enter"] != "Enter" {
		t.Error("a translation changed the English table")
	}
}
