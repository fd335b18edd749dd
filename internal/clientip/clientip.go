// Package clientip finds the address of the client behind a request: the
// connection's peer, or, when that peer is a reverse proxy the admin
// trusts, the address the proxies recorded in X-Forwarded-For.
//
// Only the proxies' own entries are believed: X-Forwarded-For is read from
// the right (the hop nearest this server), skipping trusted proxies, and
// the first address that is not one is the client. Whatever a client
// writes into the header itself lies left of that and is never read, so a
// client cannot pass for another. With no trusted proxy (the default) the
// header is ignored.
package clientip

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"unicode/utf8"
)

// Trusted is the list of reverse proxies whose X-Forwarded-For is
// believed: addresses and CIDR ranges. The zero value trusts nobody.
type Trusted []netip.Prefix

// Parse reads a list of proxies, separated by commas or spaces: CIDR
// ranges ("10.0.0.0/8", "fd00::/8") or single addresses ("192.0.2.7").
// An entry that is neither is an error quoting it.
func Parse(list string) (Trusted, error) {
	var out Trusted
	for _, f := range strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' }) {
		if p, err := netip.ParsePrefix(f); err == nil {
			if a := p.Addr(); a.Is4In6() {
				// Contains unmaps the peer's address, so an IPv4-mapped
				// range is kept as the IPv4 range it names.
				if p.Bits() < 96 {
					return nil, fmt.Errorf("%q mixes IPv4-mapped addresses with others: write the IPv4 range instead, such as 10.0.0.0/8", clip(f))
				}
				p = netip.PrefixFrom(a.Unmap(), p.Bits()-96)
			}
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, fmt.Errorf("%q is not an address or a CIDR range such as 10.0.0.0/8 or 192.0.2.7", clip(f))
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}

func clip(s string) string {
	if len(s) <= 60 {
		return s
	}
	cut := 60
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut-- // never half a character
	}
	return s[:cut] + "…"
}

// String lists the proxies as Parse reads them.
func (t Trusted) String() string {
	parts := make([]string, len(t))
	for i, p := range t {
		parts[i] = p.String()
	}
	return strings.Join(parts, ",")
}

// Contains reports whether addr is a trusted proxy.
func (t Trusted) Contains(addr netip.Addr) bool {
	addr = addr.Unmap()
	for _, p := range t {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}

// Peer is the address of a connection's remote end (host:port, as
// net.Conn and http.Request give it), or false if it is none.
func Peer(remote string) (netip.Addr, bool) {
	host, _, err := net.SplitHostPort(remote)
	if err != nil {
		host = strings.TrimSuffix(strings.TrimPrefix(remote, "["), "]")
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}, false
	}
	return a.Unmap(), true
}

// TrustsPeer reports whether a connection from remote comes from a
// trusted proxy: it carries many clients.
func (t Trusted) TrustsPeer(remote string) bool {
	a, ok := Peer(remote)
	return ok && len(t) > 0 && t.Contains(a)
}

// Client is the address of the client behind r: r.RemoteAddr's host, or,
// when that is a trusted proxy, the rightmost X-Forwarded-For entry that
// is not one (the header's entries read as one list, in order). An entry
// that is no address stops the walk at the trusted hop right of it.
func (t Trusted) Client(r *http.Request) string {
	peer, ok := Peer(r.RemoteAddr)
	if !ok {
		return r.RemoteAddr
	}
	if len(t) == 0 || !t.Contains(peer) {
		return peer.String()
	}
	var hops []string
	for _, v := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(v, ",")...)
	}
	client := peer
	for i := len(hops) - 1; i >= 0; i-- {
		a, ok := Peer(strings.TrimSpace(hops[i])) // an entry may carry a port
		if !ok {
			break
		}
		client = a
		if !t.Contains(a) {
			break
		}
	}
	return client.String()
}
