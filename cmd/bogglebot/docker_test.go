package main

import (
	"bufio"
	"debug/buildinfo"
	"debug/elf"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestDockerfileBuild runs the Dockerfile's go build line outside Docker, as
// written, and checks that it makes a static binary that runs with no data
// files beside it: the embedded dictionary solves a board, and the
// HEALTHCHECK command works. The build stage's ARG defaults (GOAMD64) are in
// its environment, as docker build puts them.
func TestDockerfileBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary; skipped with -short")
	}
	f, err := os.Open("../../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var build string
	var args []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if arg, ok := strings.CutPrefix(line, "ARG "); ok && build == "" && strings.Contains(arg, "=") {
			args = append(args, arg)
		}
		if strings.HasPrefix(line, "RUN CGO_ENABLED=0 go build") {
			build = strings.TrimPrefix(line, "RUN ")
		}
	}
	if build == "" {
		t.Fatal("the Dockerfile has no 'RUN CGO_ENABLED=0 go build' line")
	}
	out := t.TempDir()
	build = strings.ReplaceAll(build, "/out/", out+"/")
	cmd := exec.Command("sh", "-c", build)
	cmd.Dir = "../.."
	cmd.Env = append(os.Environ(), args...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", build, err, msg)
	}
	bin := filepath.Join(out, "bogglebot")
	ef, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	defer ef.Close()
	for _, p := range ef.Progs {
		if p.Type == elf.PT_INTERP {
			t.Error("the binary needs a dynamic loader; the distroless static base has none")
		}
	}
	// The default image must start on every x86-64 CPU (the Dockerfile's
	// comment on GOAMD64 says why).
	info, err := buildinfo.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range info.Settings {
		if s.Key == "GOAMD64" && s.Value != "v1" {
			t.Errorf("the Dockerfile builds with GOAMD64=%s by default; v1 runs on every x86-64 CPU", s.Value)
		}
	}
	// Runs from an empty directory: everything it needs is embedded.
	solve := exec.Command(bin, "solve", "--json", "perslatgsineters")
	solve.Dir = t.TempDir()
	if msg, err := solve.CombinedOutput(); err != nil || !strings.Contains(string(msg), `"count":`) {
		t.Fatalf("solve in an empty dir: %v\n%s", err, msg)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/healthz" {
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	healthcheck := func() ([]byte, error) {
		hc := exec.Command(bin, "healthcheck")
		hc.Env = append(os.Environ(), "BOGGLEBOT_HTTP_ADDR="+strings.TrimPrefix(srv.URL, "http://"))
		return hc.CombinedOutput()
	}
	if msg, err := healthcheck(); err != nil || string(msg) != "ok\n" {
		t.Errorf("healthcheck against a healthy server: %v\n%s", err, msg)
	}
	srv.Close()
	if msg, err := healthcheck(); err == nil || !strings.Contains(string(msg), "is not answering") {
		t.Errorf("healthcheck with nothing listening: %v\n%s", err, msg)
	}
}
