package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"net/http"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// A file is a static answer: its bytes as they are, gzipped and in
// brotli, and an ETag from its content. The assets' compressed forms are
// made at build (go generate: assets/z/NAME.HASH.gz, .br) and embedded;
// the page, filled in when the server is built, is compressed on its
// first request that takes a compressed form (pack), once: brotli at its
// best level takes some 100 ms a page, which every start (and every test
// server) paid for pages no one had asked for yet.
type file struct {
	ctype       string
	raw, gz, br []byte
	tag         string // hex of the content's hash, short

	pack     bool // gz and br are to be made from raw, once (packOnce)
	packOnce sync.Once
}

// tagOf is the short hex of raw's SHA-256: its ETag and its fingerprint.
func tagOf(raw []byte) string {
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:])[:12]
}

// prebuilt is the asset name with the compressed forms go generate made
// of its current content, or false if there are none (the asset changed
// since: the server compresses it when it starts, and TestPrecompressed
// says to run go generate).
func prebuilt(ctype, name string, raw []byte) (*file, bool) {
	f := &file{ctype: ctype, raw: raw, tag: tagOf(raw)}
	base := "assets/z/" + name + "." + f.tag
	f.gz, _ = fs.ReadFile(assets, base+".gz")
	f.br, _ = fs.ReadFile(assets, base+".br")
	return f, f.gz != nil || f.br != nil
}

// newFile is a file of raw, compressed when first asked for (packed).
func newFile(ctype string, raw []byte) *file {
	return &file{ctype: ctype, raw: raw, tag: tagOf(raw), pack: true}
}

// packed makes f's compressed forms, once, if they are made on demand;
// each is kept only if smaller than raw.
func (f *file) packed() {
	if !f.pack {
		return
	}
	f.packOnce.Do(func() {
		var b bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
		zw.Write(f.raw)
		zw.Close()
		if b.Len() < len(f.raw) {
			f.gz = bytes.Clone(b.Bytes())
		}
		b.Reset()
		bw := brotli.NewWriterLevel(&b, brotli.BestCompression)
		bw.Write(f.raw)
		bw.Close()
		if b.Len() < len(f.raw) {
			f.br = bytes.Clone(b.Bytes())
		}
	})
}

// accepts reports whether an Accept-Encoding header takes coding (not
// refused with q=0).
func accepts(header, coding string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), coding) {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

// serve writes f: brotli, gzip or as it is, by the request's
// Accept-Encoding (with Vary saying so), and 304 for a matching
// If-None-Match. The caller sets Cache-Control and the security headers.
func (f *file) serve(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", f.ctype)
	h.Add("Vary", "Accept-Encoding")
	body, tag := f.raw, f.tag
	ae := r.Header.Get("Accept-Encoding")
	if accepts(ae, "br") || accepts(ae, "gzip") {
		f.packed()
	}
	switch {
	case f.br != nil && accepts(ae, "br"):
		body, tag = f.br, f.tag+"-br"
		h.Set("Content-Encoding", "br")
	case f.gz != nil && accepts(ae, "gzip"):
		body, tag = f.gz, f.tag+"-gz"
		h.Set("Content-Encoding", "gzip")
	}
	etag := `"` + tag + `"`
	h.Set("ETag", etag)
	if match := r.Header.Get("If-None-Match"); match != "" && strings.Contains(match, etag) {
		h.Del("Content-Encoding")
		w.WriteHeader(http.StatusNotModified)
		return
	}
	if r.Method == http.MethodHead {
		return
	}
	w.Write(body)
}

// staticFiles are the assets the page loads, by name, with their
// fingerprinted names (name.HASH.ext) for immutable caching.
type staticFiles struct {
	byName  map[string]*file // "board.js"
	hashed  map[string]*file // "board.0123456789ab.js"
	nameFor map[string]string
	stale   []string // assets with no compressed forms from the build
}

func loadStatic() *staticFiles {
	sf := &staticFiles{byName: map[string]*file{}, hashed: map[string]*file{}, nameFor: map[string]string{}}
	types := map[string]string{".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml"}
	entries, _ := fs.ReadDir(assets, "assets")
	for _, e := range entries {
		name := e.Name()
		dot := strings.LastIndex(name, ".")
		ctype, ok := types[name[max(dot, 0):]]
		if !ok || dot < 0 || e.IsDir() {
			continue // the HTML templates are pages, not files; z/ holds the compressed forms
		}
		raw, _ := fs.ReadFile(assets, "assets/"+name)
		f, ok := prebuilt(ctype, name, raw)
		if !ok {
			f = newFile(ctype, raw)
			sf.stale = append(sf.stale, name)
		}
		hashed := name[:dot] + "." + f.tag + name[dot:]
		sf.byName[name], sf.hashed[hashed], sf.nameFor[name] = f, f, hashed
	}
	return sf
}

// url is the address of asset name, fingerprinted, relative to the page.
func (sf *staticFiles) url(name string) string { return "assets/" + sf.nameFor[name] }

// Secure sets the security headers on every answer of h (the mux's own
// redirects and 404s, the health endpoints, the platforms' endpoints):
// nothing may be framed or sniffed or sent a referrer, and a page may load
// only this origin's scripts and styles. The Activity's page widens who
// may frame it.
func Secure(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		security(w, "'none'")
		h.ServeHTTP(w, r)
	})
}
