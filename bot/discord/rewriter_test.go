package discord

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// TestRewriterNamesRealHost: a request for discord.com sent to
// DISCORD_API_URL's host that fails says where it really went.
func TestRewriterNamesRealHost(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now
	to, _ := url.Parse("http://" + addr)
	c := &http.Client{Transport: &rewriter{to: to, next: http.DefaultTransport}}
	_, err = c.Get("https://discord.com/api/v10/gateway")
	if err == nil || !strings.Contains(err.Error(), "sent to http://"+addr+" (DISCORD_API_URL)") {
		t.Errorf("error %v does not name %s", err, addr)
	}
}

func TestRetryable(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{nil, false},
		{&apiError{Status: 503}, true},
		{fmt.Errorf("register: %w", &apiError{Status: 500}), true},
		{&apiError{Status: 429}, true},
		{&apiError{Status: 401}, false},
		{&apiError{Status: 404}, false},
		{errors.New("dial tcp 127.0.0.1:1: connection refused"), true},
		{fmt.Errorf("register: %w", context.Canceled), false},
		{fmt.Errorf("put: %w", &net.DNSError{Err: "no such host", Name: "discrod.com", IsNotFound: true}), false},
		{&net.DNSError{Err: "server misbehaving", Name: "discord.com", IsTemporary: true}, true},
		{fmt.Errorf("put: %w", x509.UnknownAuthorityError{}), false},
	} {
		if got := Retryable(tc.err); got != tc.want {
			t.Errorf("Retryable(%v) = %v, want %v", tc.err, got, tc.want)
		}
	}
}

// TestDoErrorHidesToken: a failed webhook call does not quote its URL,
// which holds the interaction's token.
func TestDoErrorHidesToken(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	d := &Discord{cfg: Config{Token: "t"}, client: &http.Client{Transport: &rewriter{to: &url.URL{Scheme: "http", Host: addr}, next: http.DefaultTransport}}}
	err = d.do(context.Background(), http.MethodPatch, "/webhooks/999/SECRET-INTERACTION-TOKEN/messages/@original", "", nil, nil)
	if err == nil || strings.Contains(err.Error(), "SECRET-INTERACTION-TOKEN") || !strings.Contains(err.Error(), addr) {
		t.Errorf("error %v", err)
	}
}
