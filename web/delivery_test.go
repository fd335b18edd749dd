package web_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/web"
)

// get sends a GET with headers and returns the answer and its body's
// size on the wire.
func get(t *testing.T, c *http.Client, url string, headers ...string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	// The transport must not ask for gzip itself: the test chooses.
	if req.Header.Get("Accept-Encoding") == "" {
		req.Header.Set("Accept-Encoding", "identity")
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

// Delivery: the page and its assets are precompressed (brotli, gzip) and
// chosen by Accept-Encoding with Vary; the page links to fingerprinted
// names cached as immutable; the page and the state carry ETags (a
// reload is 304s); there is a favicon; the figures are logged.
func TestDelivery(t *testing.T) {
	r := newRig(t, nil)
	c := client(t)
	if resp, body := open(t, c, r.dailyLink(t, ann)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("link: %d %s", resp.StatusCode, body)
	}
	_, page := get(t, c, r.srv.URL+"/board")
	links := regexp.MustCompile(`(?:src|href)="(assets/[^"]+)"`).FindAllStringSubmatch(string(page), -1)
	if len(links) != 3 {
		t.Fatalf("the page links to %v, want its script, style and icon", links)
	}
	first, reload := 0, 0
	firstGz, firstRaw := 0, 0 // the same first load in gzip (an older browser) and uncompressed
	_, pb := get(t, c, r.srv.URL+"/board", "Accept-Encoding", "gzip")
	firstGz, firstRaw = len(pb), len(page)
	resp, b := get(t, c, r.srv.URL+"/board", "Accept-Encoding", "gzip, deflate, br")
	if resp.Header.Get("Content-Encoding") != "br" || !strings.Contains(strings.Join(resp.Header.Values("Vary"), ","), "Accept-Encoding") || resp.Header.Get("ETag") == "" {
		t.Errorf("the page: %v", resp.Header)
	}
	first += len(b)
	resp, b = get(t, c, r.srv.URL+"/board", "Accept-Encoding", "gzip, deflate, br", "If-None-Match", resp.Header.Get("ETag"))
	if resp.StatusCode != http.StatusNotModified {
		t.Errorf("the page again: %d", resp.StatusCode)
	}
	reload += len(b)
	for _, l := range links {
		resp, b := get(t, c, r.srv.URL+"/"+l[1], "Accept-Encoding", "gzip, deflate, br")
		if resp.StatusCode != 200 || resp.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: %d %v", l[1], resp.StatusCode, resp.Header)
		}
		first += len(b)
		gz, gb := get(t, c, r.srv.URL+"/"+l[1], "Accept-Encoding", "gzip")
		raw, rb := get(t, c, r.srv.URL+"/"+l[1])
		firstGz, firstRaw = firstGz+len(gb), firstRaw+len(rb)
		if !strings.HasSuffix(l[1], ".svg") && (resp.Header.Get("Content-Encoding") != "br" || gz.Header.Get("Content-Encoding") != "gzip") {
			t.Errorf("%s: encodings %q and %q", l[1], resp.Header.Get("Content-Encoding"), gz.Header.Get("Content-Encoding"))
		}
		t.Logf("%s: %d bytes raw (%s), %d in brotli", l[1], len(rb), raw.Header.Get("Content-Type"), len(b))
	}
	_, sraw := get(t, c, r.srv.URL+"/api/state")
	_, sgz := get(t, c, r.srv.URL+"/api/state", "Accept-Encoding", "gzip")
	resp, b = get(t, c, r.srv.URL+"/api/state", "Accept-Encoding", "gzip, deflate, br")
	first, firstGz, firstRaw = first+len(b), firstGz+len(sgz), firstRaw+len(sraw)
	tag := resp.Header.Get("ETag")
	resp, b = get(t, c, r.srv.URL+"/api/state", "Accept-Encoding", "gzip, deflate, br", "If-None-Match", tag)
	if tag == "" || resp.StatusCode != http.StatusNotModified || resp.Header.Get("X-Now") == "" {
		t.Errorf("the state again: %d, ETag %q, X-Now %q", resp.StatusCode, tag, resp.Header.Get("X-Now"))
	}
	reload += len(b)
	t.Logf("bodies on the wire: first load %d bytes in gzip, %d uncompressed; the page %d bytes raw, %d in gzip", firstGz, firstRaw, len(page), len(pb))
	t.Logf("bodies on the wire (brotli): first load %d bytes (page, style, script, icon, state); a reload %d bytes (304s; the fingerprinted assets come from the cache)", first, reload)

	if resp, b := get(t, c, r.srv.URL+"/favicon.ico"); resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/svg+xml" || len(b) == 0 {
		t.Errorf("favicon: %d %v", resp.StatusCode, resp.Header)
	}
	if resp, _ := get(t, c, r.srv.URL+"/assets/board.js"); resp.Header.Get("Cache-Control") != "no-cache" || resp.Header.Get("ETag") == "" {
		t.Errorf("the plain name: %v", resp.Header)
	}
}

// TestStateCompressed: /api/state is gzipped for a browser that takes
// gzip (with Vary and its own ETag, a 304 on reload), and the same JSON
// as the uncompressed answer.
func TestStateCompressed(t *testing.T) {
	r := newRig(t, nil)
	c := client(t)
	if resp, body := open(t, c, r.dailyLink(t, ann)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("link: %d %s", resp.StatusCode, body)
	}
	raw, rb := get(t, c, r.srv.URL+"/api/state")
	gz, gb := get(t, c, r.srv.URL+"/api/state", "Accept-Encoding", "gzip, deflate, br")
	if raw.Header.Get("Content-Encoding") != "" || gz.Header.Get("Content-Encoding") != "gzip" ||
		!strings.Contains(strings.Join(gz.Header.Values("Vary"), ","), "Accept-Encoding") || gz.Header.Get("Content-Type") != "application/json" {
		t.Fatalf("encodings: plain %v; gzip %v", raw.Header, gz.Header)
	}
	zr, err := gzip.NewReader(bytes.NewReader(gb))
	if err != nil {
		t.Fatal(err)
	}
	unzipped, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	var a, b web.State
	if json.Unmarshal(rb, &a) != nil || json.Unmarshal(unzipped, &b) != nil {
		t.Fatalf("not JSON: %q / %q", rb, unzipped)
	}
	a.Now, b.Now = 0, 0
	if !reflect.DeepEqual(a, b) || len(a.Tiles) != 16 {
		t.Errorf("the gzipped state differs:\n%+v\n%+v", a, b)
	}
	if len(gb) >= len(rb) {
		t.Errorf("gzip: %d bytes, plain %d", len(gb), len(rb))
	}
	if gz.Header.Get("ETag") == raw.Header.Get("ETag") || gz.Header.Get("ETag") == "" {
		t.Errorf("ETags: %q gzipped, %q plain", gz.Header.Get("ETag"), raw.Header.Get("ETag"))
	}
	again, _ := get(t, c, r.srv.URL+"/api/state", "Accept-Encoding", "gzip", "If-None-Match", gz.Header.Get("ETag"))
	if again.StatusCode != http.StatusNotModified || again.Header.Get("X-Now") == "" {
		t.Errorf("a reload: %s, X-Now %q", again.Status, again.Header.Get("X-Now"))
	}
	t.Logf("/api/state: %d bytes plain, %d gzipped", len(rb), len(gb))
}

// Secure puts the security headers on every answer: the mux's own 404s
// and redirects, and endpoints that set none.
func TestSecure(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") })
	mux.HandleFunc("GET /dir/", func(w http.ResponseWriter, r *http.Request) {})
	srv := httptest.NewServer(web.Secure(mux))
	defer srv.Close()
	c := client(t)
	for _, path := range []string{"/healthz", "/nothing", "/dir"} {
		resp, _ := get(t, c, srv.URL+path)
		h := resp.Header
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("X-Frame-Options") != "DENY" || h.Get("Referrer-Policy") != "no-referrer" ||
			!strings.Contains(h.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
			t.Errorf("%s (%d): %v", path, resp.StatusCode, h)
		}
	}
}
