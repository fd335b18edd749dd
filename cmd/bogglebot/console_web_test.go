package main

import (
	"bufio"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/config"
)

// TestConsoleWebBoard: with BOGGLEBOT_PUBLIC_URL and BOGGLEBOT_WEB_SECRET
// set, the console serves the web board, /daily prints the player's link,
// and the link opens today's board as that player: an admin can try the
// page without a chat platform. Without them there is no link.
func TestConsoleWebBoard(t *testing.T) {
	const secret = "0123456789abcdef0123456789abcdef-console"
	dir := t.TempDir()
	tests := []struct {
		name   string
		web    bool
		locale string // --locale: the page's language too
	}{{"web board on", true, ""}, {"web board off", false, ""}, {"web board in French", true, "fr"}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			env := map[string]string{config.EnvHTTPAddr: "127.0.0.1:0", "USER": "ann"}
			addr := make(chan string, 1)
			var public string
			if tc.web {
				env[config.EnvWebSecret] = secret
				// The port is known once the console listens: the link is
				// built on PUBLIC_URL, which the proxy in front would give.
				env[config.EnvPublicURL] = "http://board.example"
			}
			stdin, feed := io.Pipe()
			outR, outW := io.Pipe()
			var errOut strings.Builder
			c := &cli{stdin: stdin, stdout: outW, stderr: &errOut, listening: func(a string) { addr <- a },
				env: func(k string) (string, bool) { v, ok := env[k]; return v, ok }}
			done := make(chan int, 1)
			go func() {
				args := []string{"console", "--db", filepath.Join(dir, tc.name+".db"), "--images", dir}
				if tc.locale != "" {
					args = append(args, "--locale", tc.locale)
				}
				done <- run(context.Background(), c, args)
				outW.Close()
			}()
			lines := bufio.NewScanner(outR)
			// /daily, then a command whose answer marks the end of its reply.
			fmt.Fprintln(feed, "/daily\n/zzz")
			link := ""
			for lines.Scan() {
				if m := regexp.MustCompile(`(?:Play on the board|Jouer sur la grille\x{a0}): (\S+)`).FindStringSubmatch(lines.Text()); m != nil {
					link = m[1]
				}
				if strings.Contains(lines.Text(), "/zzz") {
					break
				}
			}
			if !tc.web {
				feed.Close()
				io.Copy(io.Discard, outR)
				if code := <-done; code != 0 || link != "" {
					t.Fatalf("exit %d, link %q; stderr %s", code, link, errOut.String())
				}
				return
			}
			if !strings.HasPrefix(link, "http://board.example/play/") {
				t.Fatalf("no link to the board in /daily's reply (got %q); stderr %s", link, errOut.String())
			}
			public = "http://" + <-addr
			jar, _ := cookiejar.New(nil)
			client := &http.Client{Jar: jar}
			res, err := client.Get(public + strings.TrimPrefix(link, "http://board.example"))
			if err != nil {
				t.Fatal(err)
			}
			page, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != http.StatusOK || res.Request.URL.Path != "/board" {
				t.Fatalf("opening the link: %s at %s, want 200 at /board", res.Status, res.Request.URL.Path)
			}
			// The page is in the console's language (--locale).
			if lang := cmp.Or(tc.locale, "en"); !strings.Contains(string(page), `<html lang="`+lang+`"`) {
				t.Errorf("the page is not in %q: %.200s", lang, page)
			}
			res, err = client.Get(public + "/api/state")
			if err != nil {
				t.Fatal(err)
			}
			var st struct {
				Kind   string   `json:"kind"`
				Player string   `json:"player"`
				Tiles  []string `json:"tiles"`
				Remind *struct {
					On   bool   `json:"on"`
					Time string `json:"time"`
				} `json:"remind"`
			}
			err = json.NewDecoder(res.Body).Decode(&st)
			res.Body.Close()
			if err != nil || st.Kind != "daily" || st.Player != "ann" || len(st.Tiles) != 16 {
				t.Errorf("the board's state: %+v, %v", st, err)
			}
			// The page's reminder is the console's /remind (core's seam).
			if st.Remind == nil || st.Remind.On {
				t.Errorf("the page's reminder: %+v; want one offered, off", st.Remind)
			}
			res, err = client.Post(public+"/api/remind", "application/json", strings.NewReader(`{"on":true,"time":"06:30"}`))
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusOK {
				t.Errorf("POST /api/remind: %s", res.Status)
			}
			fmt.Fprintln(feed, "/remind\n/zzz")
			said := ""
			for lines.Scan() {
				said += lines.Text() + "\n"
				if strings.Contains(lines.Text(), "/zzz") {
					break
				}
			}
			if !strings.Contains(said, "06:30") {
				t.Errorf("the console's /remind after the page set 06:30:\n%s", said)
			}
			feed.Close()
			io.Copy(io.Discard, outR)
			if code := <-done; code != 0 {
				t.Errorf("exit %d: %s", code, errOut.String())
			}
			// The secret is never printed.
			if strings.Contains(errOut.String(), secret) {
				t.Errorf("stderr shows the secret: %s", errOut.String())
			}
		})
	}
}
