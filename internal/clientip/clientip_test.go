package clientip_test

import (
	"net/http"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/internal/clientip"
)

func TestParse(t *testing.T) {
	tr, err := clientip.Parse(" 10.0.0.0/8, 192.0.2.7 fd00::/8,::ffff:198.51.100.1\n")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := tr.String(), "10.0.0.0/8,192.0.2.7/32,fd00::/8,198.51.100.1/32"; got != want {
		t.Errorf("Parse = %s, want %s", got, want)
	}
	if tr, err := clientip.Parse(""); err != nil || len(tr) != 0 {
		t.Errorf("Parse(\"\") = %v, %v", tr, err)
	}
	// An IPv4-mapped range is the IPv4 range it names (the peer's address
	// is unmapped before it is looked up), or refused when it reaches past
	// the mapped addresses.
	if tr, err := clientip.Parse("::ffff:10.0.0.0/104"); err != nil || tr.String() != "10.0.0.0/8" {
		t.Errorf("Parse(::ffff:10.0.0.0/104) = %v, %v; want 10.0.0.0/8", tr, err)
	}
	if _, err := clientip.Parse("::ffff:0.0.0.0/90"); err == nil || !strings.Contains(err.Error(), "IPv4 range") {
		t.Errorf("Parse(::ffff:0.0.0.0/90): %v", err)
	}
	// A long bad entry is quoted cut short, never half a character.
	if _, err := clientip.Parse(strings.Repeat("é", 40)); err == nil || !utf8.ValidString(err.Error()) {
		t.Errorf("Parse(40 é): %q is not valid UTF-8", err)
	}
	for _, bad := range []string{"10.0.0.0/33", "proxy.example", "10.0.0.0/8,300.1.1.1"} {
		_, err := clientip.Parse(bad)
		if err == nil || !strings.Contains(err.Error(), "is not an address or a CIDR range") {
			t.Errorf("Parse(%q): %v", bad, err)
		}
	}
}

// TestClient: the client is the peer unless the peer is a trusted proxy;
// then it is the rightmost X-Forwarded-For entry that is no trusted
// proxy, so what a client writes into the header is never believed.
func TestClient(t *testing.T) {
	tr, _ := clientip.Parse("10.0.0.0/8, 2001:db8:1::/48")
	tests := []struct {
		name, remote string
		xff          []string
		trusted      clientip.Trusted
		want         string
	}{
		{"no proxy trusted: the header is ignored", "10.1.1.1:443", []string{"203.0.113.9"}, nil, "10.1.1.1"},
		{"an untrusted peer's header is ignored", "198.51.100.7:5000", []string{"203.0.113.9"}, tr, "198.51.100.7"},
		{"behind one proxy", "10.1.1.1:443", []string{"203.0.113.9"}, tr, "203.0.113.9"},
		{"a client's forged entry is left of the real one", "10.1.1.1:443", []string{"1.2.3.4, 203.0.113.9"}, tr, "203.0.113.9"},
		{"two proxies, two headers", "10.1.1.1:443", []string{"1.2.3.4, 203.0.113.9", "10.2.2.2"}, tr, "203.0.113.9"},
		{"IPv6 and a port", "[2001:db8:1::5]:443", []string{"[2001:db8:9::1]:1234"}, tr, "2001:db8:9::1"},
		{"no header: the proxy", "10.1.1.1:443", nil, tr, "10.1.1.1"},
		{"garbage: the last trusted hop", "10.1.1.1:443", []string{"203.0.113.9, garbage"}, tr, "10.1.1.1"},
		{"every hop trusted: the farthest", "10.1.1.1:443", []string{"10.3.3.3, 10.2.2.2"}, tr, "10.3.3.3"},
	}
	for _, tc := range tests {
		r, _ := http.NewRequest("GET", "/", nil)
		r.RemoteAddr = tc.remote
		for _, v := range tc.xff {
			r.Header.Add("X-Forwarded-For", v)
		}
		if got := tc.trusted.Client(r); got != tc.want {
			t.Errorf("%s: Client = %s, want %s", tc.name, got, tc.want)
		}
	}
}
