package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/web"
)

// Tokens verify only as signed, unchanged, of their kind and unexpired.
func TestSigner(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	s := web.NewSigner(secret)
	c := web.Claims{Kind: "l", Platform: "discord", Guild: "1", User: "2", Name: "ann", Day: 20415, Expires: now.Add(time.Minute).Unix()}
	good := s.Sign(c)
	payload, sig, _ := strings.Cut(good, ".")
	other := web.NewSigner(secret + "x").Sign(c)
	flip := func(s string, i int) string { b := []byte(s); b[i] ^= 1; return string(b) }
	c2 := c
	c2.User = "3" // someone else's claims under the first signature
	forged := strings.SplitN(s.Sign(c2), ".", 2)[0] + "." + sig
	tests := []struct {
		name  string
		token string
		kind  string
		at    time.Time
		want  error
	}{
		{"good", good, "l", now, nil},
		{"wrong kind", good, "s", now, web.ErrInvalid},
		{"expired", good, "l", now.Add(time.Minute), web.ErrExpired},
		{"other secret", other, "l", now, web.ErrInvalid},
		{"payload changed", flip(payload, 3) + "." + sig, "l", now, web.ErrInvalid},
		{"signature changed", payload + "." + flip(sig, 5), "l", now, web.ErrInvalid},
		{"claims swapped", forged, "l", now, web.ErrInvalid},
		{"no signature", payload, "l", now, web.ErrInvalid},
		{"empty", "", "l", now, web.ErrInvalid},
		{"huge", strings.Repeat("a", 5000) + "." + sig, "l", now, web.ErrInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := s.Verify(tt.token, tt.kind, tt.at)
			if err != tt.want {
				t.Fatalf("Verify = %v, want %v", err, tt.want)
			}
			if err == nil && got != c {
				t.Errorf("claims %+v, want %+v", got, c)
			}
		})
	}
}

// Verify never panics and accepts nothing it did not sign.
func FuzzVerify(f *testing.F) {
	s := web.NewSigner(secret)
	now := time.Unix(1_800_000_000, 0)
	f.Add(s.Sign(web.Claims{Kind: "s", Platform: "p", User: "u", Round: "r", Expires: now.Unix() + 60}))
	f.Add("e30.AAAA")
	f.Add("..")
	f.Fuzz(func(t *testing.T, token string) {
		c, err := s.Verify(token, "s", now)
		if err == nil && s.Sign(c) != token {
			// Verify accepted a token whose claims sign differently: only
			// acceptable when the JSON merely differs in form.
			if _, err := s.Verify(s.Sign(c), "s", now); err != nil {
				t.Fatalf("accepted %q: %+v", token, c)
			}
		}
	})
}

// A link opens once signed and fresh: a session cookie for that board and
// a redirect that takes the token out of the address bar. An expired or
// tampered link gets a page saying what happened, and no session.
func TestOpenLink(t *testing.T) {
	r := newRig(t, nil)
	link := r.dailyLink(t, ann)
	if !strings.HasPrefix(link, r.srv.URL+"/play/") {
		t.Fatalf("link %q is not on the public URL %s", link, r.srv.URL)
	}
	tests := []struct {
		name   string
		link   string
		after  time.Duration
		status int
		says   string
	}{
		{"fresh", link, 0, http.StatusSeeOther, ""},
		{"tampered", link[:len(link)-3] + "abc", 0, http.StatusForbidden, "This link doesn&#39;t work"},
		{"expired", link, web.LinkTTL, http.StatusGone, "This link has expired"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r.clock.Add(tt.after)
			defer r.clock.Add(-tt.after)
			c := client(t)
			resp, body := open(t, c, tt.link)
			if resp.StatusCode != tt.status || !strings.Contains(body, tt.says) {
				t.Fatalf("status %d, body %q; want %d saying %q", resp.StatusCode, body, tt.status, tt.says)
			}
			if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe") {
				t.Errorf("CSP %q", csp)
			}
			token := tt.link[strings.LastIndex(tt.link, "/")+1:]
			if strings.Contains(body, token) {
				t.Errorf("the page shows the token")
			}
			st, code := state(t, c, r.srv.URL)
			if tt.status != http.StatusSeeOther {
				if code != http.StatusUnauthorized {
					t.Errorf("a refused link gave a session: %d %+v", code, st)
				}
				return
			}
			if resp.Header.Get("Location") != "../board" || code != http.StatusOK || st.Player != "ann" || st.PlayerID != ann.ID || st.Kind != "daily" || len(st.Tiles) != 16 {
				t.Errorf("after the link: %s, state %d %+v", resp.Header.Get("Location"), code, st)
			}
		})
	}
}

func state(t testing.TB, c *http.Client, base string) (web.State, int) {
	t.Helper()
	resp, err := c.Get(base + "/api/state")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st web.State
	json.NewDecoder(resp.Body).Decode(&st)
	return st, resp.StatusCode
}

func guess(t testing.TB, c *http.Client, base, words string) (web.GuessJSON, *http.Response, string) {
	t.Helper()
	body, _ := json.Marshal(map[string]string{"words": words})
	resp, err := c.Post(base+"/api/guess", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var g web.GuessJSON
	json.Unmarshal(b, &g)
	return g, resp, string(b)
}

// dailyWords are valid words of today's daily board in the guild's
// dictionary, best first.
func dailyWords(t testing.TB, r *rig) []solver.Word {
	t.Helper()
	d, _, err := r.daily.Today(context.Background(), guild, ann.ID)
	if err != nil {
		t.Fatal(err)
	}
	dd, err := dict.Embedded(d.Settings.Tier)
	if err != nil {
		t.Fatal(err)
	}
	res := solver.Solve(d.Board, dd, solver.Rules{})
	if len(res.Words) < 3 {
		t.Fatalf("today's board %s has %d words", d.Board, len(res.Words))
	}
	return res.Words
}

// A word found on the page is the chat's: in /daily, on the leaderboard,
// and a word found in chat is on the page, already found. Same judging:
// a word not on the board is refused with the verdict chat gives.
func TestGuessSharedWithChat(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	g, resp, body := guess(t, c, r.srv.URL, words[0].Word+" zzzq")
	if resp.StatusCode != 200 || len(g.Judgements) != 2 || g.Judgements[0].Verdict != "accepted" || g.Judgements[1].Verdict != "not a word" && g.Judgements[1].Verdict != "not on the board" {
		t.Fatalf("guess: %d %s", resp.StatusCode, body)
	}
	if g.Gained != words[0].Points || g.State.Points != words[0].Points {
		t.Errorf("gained %d, points %d; want %d", g.Gained, g.State.Points, words[0].Points)
	}
	if d := r.do(chat(ann, "daily")); !strings.Contains(d.Text, words[0].Word) {
		t.Errorf("/daily does not show the word found on the page:\n%s", d.Text)
	}
	if lb := r.do(chat(bob, "leaderboard")); !contains(lb.Text, "ann", fmt.Sprint(words[0].Points)) {
		t.Errorf("/leaderboard:\n%s", lb.Text)
	}
	// And the reverse: a chat guess shows on the page; the same word again
	// on the page is already found.
	r.do(chat(ann, "guess", "words", words[1].Word))
	st, _ := state(t, c, r.srv.URL)
	if len(st.Found) != 2 || st.Found[1].Word != words[1].Word {
		t.Errorf("page found %+v", st.Found)
	}
	g, _, _ = guess(t, c, r.srv.URL, words[1].Word)
	if g.Judgements[0].Verdict != "already found" {
		t.Errorf("a chat word again on the page: %+v", g.Judgements)
	}
}

// The page's guesses count against the player's rate limit: refused with
// 429, Retry-After and a message, and not recorded.
func TestGuessRateLimited(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	r.limit.Store(true)
	_, resp, body := guess(t, c, r.srv.URL, words[0].Word)
	if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") != "2" || !strings.Contains(body, "a bit fast") {
		t.Fatalf("rate limited guess: %d %q %s", resp.StatusCode, resp.Header.Get("Retry-After"), body)
	}
	if st, _ := state(t, c, r.srv.URL); len(st.Found) != 0 {
		t.Errorf("a refused guess was recorded: %+v", st.Found)
	}
}

// Bad requests get a specific message, never a crash: no session, not
// JSON, empty words, too many words, a body too large.
func TestGuessBadInput(t *testing.T) {
	r := newRig(t, nil)
	c := client(t)
	if _, resp, body := guess(t, c, r.srv.URL, "word"); resp.StatusCode != 401 || !strings.Contains(body, "Open the board from chat") {
		t.Errorf("no session: %d %s", resp.StatusCode, body)
	}
	open(t, c, r.dailyLink(t, ann))
	tests := []struct {
		name, ctype, body string
		status            int
		says              string
	}{
		{"form", "application/x-www-form-urlencoded", "words=x", 415, "Send JSON"},
		{"not json", "application/json", "{", 400, "Send {"},
		{"empty", "application/json", `{"words":"  "}`, 400, "Which word?"},
		{"too many", "application/json", `{"words":"` + distinct(60) + `"}`, 400, "That's 60 words; enter at most 50"},
		{"too large", "application/json", `{"words":"` + strings.Repeat("a", 10000) + `"}`, 413, "more than 4,096 bytes of words; enter at most 50 words"},
		{"too large unicode", "application/json", `{"words":"` + strings.Repeat("é ", 3000) + `"}`, 413, "more than 4,096 bytes"},
		{"many short", "application/json", `{"words":"` + distinct(700) + `"}`, 400, "enter at most 50"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, err := c.Post(r.srv.URL+"/api/guess", tt.ctype, strings.NewReader(tt.body))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			b, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tt.status || !strings.Contains(string(b), tt.says) {
				t.Errorf("%d %s; want %d saying %q", resp.StatusCode, b, tt.status, tt.says)
			}
		})
	}
}

// A session is for its board: the daily session after the day ends shows
// that the day is over and takes no more words.
func TestDailySessionEndsWithTheDay(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	r.clock.Add(11*time.Hour + 59*time.Minute) // 23:59 UTC, the guild's day is UTC
	if _, resp, _ := guess(t, c, r.srv.URL, words[0].Word); resp.StatusCode != 200 {
		t.Fatalf("a minute before midnight: %d", resp.StatusCode)
	}
	// After midnight the page shows the day's end screen: its review,
	// not a refusal; the day takes no more words.
	r.clock.Add(2 * time.Minute)
	st, code := state(t, c, r.srv.URL)
	if code != http.StatusOK || !st.Over || st.Review == nil || len(st.Review.Found) != 1 || st.Review.Found[0].Word != words[0].Word {
		t.Errorf("the day's end screen after midnight: %d %+v", code, st)
	}
	// And it keeps what the player had: words, points, rank, ladder, the
	// share text with its link back, and when the next board comes.
	if len(st.Found) != 1 || st.Found[0].Word != words[0].Word || st.Points != words[0].Points || st.Rank != 1 || st.Players != 1 ||
		st.Level == nil || !strings.Contains(st.Share, "bogglebot #") || !strings.HasSuffix(st.Share, "\n"+r.srv.URL+"/board") ||
		st.Next <= r.clock.Now().UnixMilli() || st.CanHint {
		t.Errorf("what the ended day keeps: found %+v, points %d, rank %d/%d, share %q, next %d", st.Found, st.Points, st.Rank, st.Players, st.Share, st.Next)
	}
	if _, resp, _ := guess(t, c, r.srv.URL, words[1].Word); resp.StatusCode != http.StatusConflict {
		t.Errorf("a word after midnight: %d", resp.StatusCode)
	}
	r.clock.Add(web.DayAfter)
	if st, code := state(t, c, r.srv.URL); code != http.StatusUnauthorized {
		t.Errorf("the session outlived the day after: %d %+v", code, st)
	}
}

// A past day is practised from the page: its board and its practice
// words (?practice=DAY), guesses that count in practice only; today and
// the future are refused in the chat's words.
func TestPracticeFromThePage(t *testing.T) {
	r := newRig(t, nil)
	yesterday := dailyWords(t, r) // today's words become yesterday's
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	guess(t, c, r.srv.URL, yesterday[1].Word) // a day played: it can be practised
	r.clock.Add(24 * time.Hour)
	open(t, c, r.dailyLink(t, ann))
	today, _ := state(t, c, r.srv.URL)
	day := today.Day - 1
	get := func(q string) (web.State, int, string) {
		resp, err := c.Get(r.srv.URL + "/api/state?practice=" + q)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		var st web.State
		json.Unmarshal(b, &st)
		return st, resp.StatusCode, string(b)
	}
	st, code, body := get(fmt.Sprint(day))
	if code != 200 || st.Kind != "practice" || st.Day != day || len(st.Found) != 0 || st.CanHint || !strings.HasPrefix(st.Title, "Practice") {
		t.Fatalf("practice of yesterday: %d %s", code, body)
	}
	b, _ := json.Marshal(map[string]any{"words": yesterday[0].Word, "practice": day})
	resp, err := c.Post(r.srv.URL+"/api/guess", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	var g web.GuessJSON
	json.NewDecoder(resp.Body).Decode(&g)
	resp.Body.Close()
	if resp.StatusCode != 200 || len(g.Judgements) != 1 || g.Judgements[0].Verdict != "accepted" || g.State.Kind != "practice" || len(g.State.Found) != 1 {
		t.Fatalf("a practice guess: %d %+v", resp.StatusCode, g)
	}
	if st, _, _ := get(fmt.Sprint(day)); len(st.Found) != 1 || st.Points != yesterday[0].Points {
		t.Errorf("practice words after a reload: %+v", st.Found)
	}
	// Practice counts nowhere else: today's page and the review of
	// yesterday's game have none of it.
	if now, _ := state(t, c, r.srv.URL); now.Kind != "daily" || len(now.Found) != 0 {
		t.Errorf("today after practice: %+v", now)
	}
	for _, tt := range []struct{ q, says string }{
		{fmt.Sprint(today.Day), "the real game"},
		{"x", `Send {\"words\"`},
	} {
		if _, code, body := get(tt.q); code != http.StatusBadRequest || !strings.Contains(body, tt.says) {
			t.Errorf("practice=%s: %d %s", tt.q, code, body)
		}
	}
}

// distinct is n different letter strings separated by spaces.
func distinct(n int) string {
	var ws []string
	for i := range n {
		ws = append(ws, "w"+string(rune('a'+i/26))+string(rune('a'+i%26)))
	}
	return strings.Join(ws, " ")
}

// A public URL with a path (a proxy that serves the board under /boggle
// and strips it): the link, the redirect, the page's assets and its API
// all stay under the path.
func TestPublicURLWithPath(t *testing.T) {
	r := newRig(t, func(c *web.Config) { c.PublicURL += "/boggle" })
	link := r.dailyLink(t, ann)
	if !strings.HasPrefix(link, r.srv.URL+"/boggle/play/") {
		t.Fatalf("link %q", link)
	}
	c := client(t)
	resp, _ := open(t, c, link)
	loc, err := resp.Request.URL.Parse(resp.Header.Get("Location"))
	if err != nil || loc.Path != "/boggle/board" {
		t.Fatalf("redirect to %v (%v)", loc, err)
	}
	page, body := open(t, c, loc.String())
	if page.StatusCode != 200 || !strings.Contains(body, `src="assets/board.`) {
		t.Fatalf("page: %d", page.StatusCode)
	}
	for _, rel := range []string{"assets/board.js", "assets/board.css", "api/state"} {
		u, _ := loc.Parse(rel)
		if resp, _ := open(t, c, u.String()); resp.StatusCode != 200 {
			t.Errorf("%s: %d", u, resp.StatusCode)
		}
	}
}

// Hints on the page are /hint's: the same ladder, stored once, counted in
// /daily; the rate limit applies.
func TestHints(t *testing.T) {
	r := newRig(t, nil)
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	hint := func() (web.HintJSON, int) {
		resp, err := c.Post(r.srv.URL+"/api/hint", "application/json", strings.NewReader("{}"))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var h web.HintJSON
		json.NewDecoder(resp.Body).Decode(&h)
		return h, resp.StatusCode
	}
	words := dailyWords(t, r)
	for rung := 1; rung <= 4; rung++ {
		h, code := hint()
		if code != 200 || h.Rung != rung || h.Seq != rung || h.Left != len(words) {
			t.Fatalf("hint %d: %d %+v", rung, code, h)
		}
		switch rung {
		case 1:
			total := 0
			for _, row := range h.Rows {
				for _, n := range row.Counts {
					total += n
				}
			}
			if total != len(words) {
				t.Errorf("counts add to %d, want %d", total, len(words))
			}
		case 2:
			if len(h.Heat) != 16 {
				t.Errorf("heat %v", h.Heat)
			}
		case 4:
			if len(h.Path) < 3 || h.Prefix == "" {
				t.Errorf("path hint %+v", h)
			}
		}
	}
	if st, _ := state(t, c, r.srv.URL); st.Hints != 4 || !st.CanHint {
		t.Errorf("state: %d hints, canHint %v", st.Hints, st.CanHint)
	}
	if d := r.do(chat(ann, "daily")); !strings.Contains(d.Text, "4 hints") {
		t.Errorf("/daily does not count the page's hints:\n%s", d.Text)
	}
	r.limit.Store(true)
	if _, code := hint(); code != http.StatusTooManyRequests {
		t.Errorf("rate limited hint: %d", code)
	}
}

// Once hints have shown every word left, the page's hint button gets the
// words named again and a 409, counting nothing, as /hint does (before,
// an internal error); the hints stay at 2 plus 2 per word.
func TestHintsAllRevealed(t *testing.T) {
	r := newRig(t, nil)
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	words := dailyWords(t, r)
	limit := 2 + 2*len(words)
	post := func() (int, string) {
		resp, err := c.Post(r.srv.URL+"/api/hint", "application/json", strings.NewReader("{}"))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var j struct {
			Error string `json:"error"`
		}
		json.NewDecoder(resp.Body).Decode(&j)
		return resp.StatusCode, j.Error
	}
	for i := 1; i <= limit; i++ {
		if code, msg := post(); code != http.StatusOK {
			t.Fatalf("hint %d of %d: %d %q", i, limit, code, msg)
		}
	}
	for range 2 {
		code, msg := post()
		if code != http.StatusConflict || !strings.Contains(msg, "every word you have left") || !strings.Contains(msg, strings.ToUpper(words[0].Word)) {
			t.Errorf("a hint after every word's path: %d %q", code, msg)
		}
	}
	if st, _ := state(t, c, r.srv.URL); st.Hints != limit {
		t.Errorf("state: %d hints, want %d", st.Hints, limit)
	}
}

// A player who took hints in a round and entered no word is in the
// page's results, with the hints, as in chat.
func TestRoundResultsShowHints(t *testing.T) {
	r := newRig(t, nil)
	if reply := r.do(chat(ann, "play", "time", "3m", "board", roundBoard, "hints", "on")); reply.Ephemeral {
		t.Fatalf("/play: %s", reply.Text)
	}
	rd, err := r.rounds.Running(context.Background(), round.Key{Platform: guild.Platform, Guild: guild.ID, Channel: "C1"})
	if err != nil {
		t.Fatal(err)
	}
	c := client(t)
	open(t, c, r.roundLink(t, rd, ann))
	if _, resp, body := guess(t, c, r.srv.URL, solved(t, roundBoard)[0].Word); resp.StatusCode != 200 {
		t.Fatalf("guess: %d %s", resp.StatusCode, body)
	}
	if h := r.do(chat(bob, "hint")); !strings.Contains(h.Text, "Hint 1") {
		t.Fatalf("bob's /hint: %s", h.Text)
	}
	r.clock.Add(3 * time.Minute)
	if _, ok, err := r.rounds.Finish(context.Background(), rd); err != nil || !ok {
		t.Fatalf("finish: %v %v", ok, err)
	}
	st, _ := state(t, c, r.srv.URL)
	if st.Results == nil || len(st.Results.Standings) != 2 {
		t.Fatalf("results %+v; want ann and bob", st.Results)
	}
	if b := st.Results.Standings[1]; b.Name != "bob" || b.Hints != 1 || b.Found != 0 || b.Points != 0 {
		t.Errorf("bob's standing %+v; want 1 hint, no words", b)
	}
}

// A guess another site's page sends with the player's cookie does not
// play: Fetch metadata or Origin give it away (defence beside SameSite and
// the JSON type). The page's own requests, and clients that send neither
// header (not browsers), play.
func TestGuessFromAnotherSite(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	c := client(t)
	open(t, c, r.dailyLink(t, ann))
	tests := []struct {
		name    string
		headers map[string]string
		status  int
	}{
		{"cross-site", map[string]string{"Sec-Fetch-Site": "cross-site"}, http.StatusForbidden},
		{"same-site subdomain", map[string]string{"Sec-Fetch-Site": "same-site", "Origin": "https://evil.example.org"}, http.StatusForbidden},
		{"old browser, other origin", map[string]string{"Origin": "https://evil.example"}, http.StatusForbidden},
		{"the page", map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": r.srv.URL}, http.StatusOK},
		{"no browser headers", nil, http.StatusOK},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			word := words[i].Word
			req, _ := http.NewRequest(http.MethodPost, r.srv.URL+"/api/guess", strings.NewReader(`{"words":"`+word+`"}`))
			req.Header.Set("Content-Type", "application/json")
			for k, v := range tt.headers {
				req.Header.Set(k, v)
			}
			resp, err := c.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != tt.status {
				t.Fatalf("%d %s; want %d", resp.StatusCode, b, tt.status)
			}
			st, _ := state(t, c, r.srv.URL)
			stored := false
			for _, f := range st.Found {
				stored = stored || f.Word == word
			}
			if stored != (tt.status == http.StatusOK) {
				t.Errorf("%s stored: %v (%s)", word, stored, b)
			}
			if tt.status != http.StatusOK && !strings.Contains(string(b), "its own page") {
				t.Errorf("refusal says %s", b)
			}
		})
	}
	// The hint too: a leak of hints is a change of the player's game.
	req, _ := http.NewRequest(http.MethodPost, r.srv.URL+"/api/hint", strings.NewReader(`{}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("a cross-site hint: %d", resp.StatusCode)
	}
}

// The round's board button gives a link only in the round's own channel:
// the same action id sent from another guild or channel gets no link to
// play in a round there.
func TestRoundLinkOtherChannel(t *testing.T) {
	r := newRig(t, nil)
	rd := r.startRound(t, "3m")
	for _, where := range []struct{ platform, guild, channel string }{
		{guild.Platform, "g2", "C1"},
		{guild.Platform, guild.ID, "C2"},
		{"slack", guild.ID, "C1"},
	} {
		req := chat(bob, "")
		req.Platform, req.Guild, req.Channel = where.platform, where.guild, where.channel
		req.Action = &bot.ActionEvent{ID: bot.ActionID("play", "board", rd.ID)}
		reply := r.do(req)
		if len(reply.Actions) != 0 || !strings.Contains(reply.Text, "another channel") {
			t.Errorf("from %+v: %+v", where, reply)
		}
	}
	if link := r.roundLink(t, rd, bob); link == "" {
		t.Error("no link in the round's channel")
	}
}

// Every answer on the board's paths carries the strict policy: no inline
// or third-party script or style, nosniff, and framing by Discord only
// for the Activity's page. That includes refusals, unknown paths and
// other methods (which the mux would answer bare), and none echoes a
// token.
func TestSecurityHeadersEverywhere(t *testing.T) {
	r := newRig(t, func(c *web.Config) { c.ClientID = "777" })
	link := r.dailyLink(t, ann)
	token := link[strings.LastIndex(link, "/")+1:]
	tests := []struct {
		method, path string
		status       int
	}{
		{"GET", "/board", 200},
		{"GET", "/activity", 200},
		{"GET", "/assets/board.js", 200},
		{"GET", "/assets/board.css", 200},
		{"GET", "/assets/nope.js", 404},
		{"GET", "/assets/index.html", 404},
		{"GET", "/assets/a/b", 404},
		{"GET", "/play/" + token, 303},
		{"GET", "/play/" + token + "x", 403},
		{"POST", "/play/" + token, 405},
		{"POST", "/board", 405},
		{"DELETE", "/activity", 405},
		{"GET", "/api/guess", 405},
		{"PUT", "/api/state", 405},
		{"GET", "/api/state", 401},
		{"GET", "/api/nope", 404},
		{"GET", "/api/events", 401},
		{"GET", "/api/activity/session", 405},
		{"POST", "/api/activity/session", 404}, // no client secret: no Activity
	}
	for _, tt := range tests {
		name := tt.method + " " + tt.path
		if len(name) > 40 {
			name = name[:40]
		}
		t.Run(name, func(t *testing.T) {
			req, _ := http.NewRequest(tt.method, r.srv.URL+tt.path, strings.NewReader("{}"))
			req.Header.Set("Content-Type", "application/json")
			resp, err := client(t).Do(req)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			h := resp.Header
			if resp.StatusCode != tt.status {
				t.Errorf("status %d, want %d: %s", resp.StatusCode, tt.status, b)
			}
			csp := h.Get("Content-Security-Policy")
			for _, want := range []string{"default-src 'none'", "script-src 'self';", "style-src 'self';", "connect-src 'self';", "base-uri 'none'", "form-action 'none'"} {
				if !strings.Contains(csp, want) {
					t.Errorf("CSP %q lacks %q", csp, want)
				}
			}
			policy, frames, _ := strings.Cut(csp, "frame-ancestors ")
			if containsAny(policy, "unsafe", "http:", "https:", "*") {
				t.Errorf("CSP %q allows more than this origin", csp)
			}
			if tt.path == "/activity" && tt.status == 200 {
				if !strings.HasPrefix(frames, "https://discord.com") || h.Get("X-Frame-Options") != "" {
					t.Errorf("the Activity's frames: %q, X-Frame-Options %q", frames, h.Get("X-Frame-Options"))
				}
			} else if frames != "'none'" || h.Get("X-Frame-Options") != "DENY" {
				t.Errorf("frames %q, X-Frame-Options %q", frames, h.Get("X-Frame-Options"))
			}
			if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Referrer-Policy") != "no-referrer" {
				t.Errorf("nosniff %q, referrer %q", h.Get("X-Content-Type-Options"), h.Get("Referrer-Policy"))
			}
			if strings.Contains(string(b), token) || strings.Contains(string(b), secret) {
				t.Errorf("the answer shows the token or the secret: %s", b)
			}
		})
	}
	if l := r.logs.String(); containsAny(l, token, secret) || strings.Contains(l, token[:strings.Index(token, ".")]) {
		t.Errorf("the log shows the link or the secret:\n%s", l)
	}
	// The pages hold no inline script, style or handler: the policy would
	// block them.
	for _, page := range []string{"/board", "/activity", "/play/x.y"} {
		resp, err := http.Get(r.srv.URL + page)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		html := strings.ToLower(string(b))
		// The page's words table is data (application/json), which no
		// browser runs.
		scripts := strings.Count(html, "<script type=\"module\" src=\"assets/") + strings.Count(html, "<script type=\"application/json\" id=\"strings\">")
		if strings.Count(html, "<script") != scripts || containsAny(html, "<style", " style=", " onload=", " onclick=", "javascript:") {
			t.Errorf("%s has inline script or style:\n%s", page, b)
		}
	}
}

// Reading the board's state is bounded per player: past the burst, 429
// with Retry-After and a message; other players read on, and the budget
// comes back with time. Reads take nothing from the chat's rate limit.
func TestStateReadsBounded(t *testing.T) {
	r := newRig(t, func(c *web.Config) {
		c.Allow = func(context.Context, string) (bool, time.Duration) { panic("a read took a chat token") }
	})
	annC, bobC := client(t), client(t)
	open(t, annC, r.dailyLink(t, ann))
	open(t, bobC, r.dailyLink(t, bob))
	n := 0
	for ; n < 1000; n++ {
		if _, code := state(t, annC, r.srv.URL); code != http.StatusOK {
			break
		}
	}
	if n < 5 || n == 1000 {
		t.Fatalf("%d reads in a row passed", n)
	}
	resp, err := annC.Get(r.srv.URL + "/api/state")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" || !strings.Contains(string(b), "a bit fast") {
		t.Errorf("past the budget: %d %q %s", resp.StatusCode, resp.Header.Get("Retry-After"), b)
	}
	if st, code := state(t, bobC, r.srv.URL); code != http.StatusOK || st.Player != "bob" {
		t.Errorf("another player's read: %d %+v", code, st)
	}
	r.clock.Add(time.Minute)
	if _, code := state(t, annC, r.srv.URL); code != http.StatusOK {
		t.Errorf("a read a minute later: %d", code)
	}
}

// A link opened in the last minute of the day gives a session a minute
// long, past midnight: then the page shows the day ended, and a guess is
// refused rather than played on the new day's board.
func TestDailyPastMidnight(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	r.clock.Add(11*time.Hour + 59*time.Minute + 50*time.Second) // 23:59:50 UTC
	link := r.dailyLink(t, ann)
	c := client(t)
	if resp, body := open(t, c, link); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("open: %d %s", resp.StatusCode, body)
	}
	r.clock.Add(20 * time.Second) // 00:00:10, the next day
	st, code := state(t, c, r.srv.URL)
	if code != http.StatusOK || !st.Over || !strings.Contains(st.Ended, "ended") || st.CanHint {
		t.Errorf("state after midnight: %d %+v", code, st)
	}
	_, resp, body := guess(t, c, r.srv.URL, words[0].Word)
	if resp.StatusCode != http.StatusConflict || !strings.Contains(body, "Ask /daily for today's") {
		t.Errorf("guess after midnight: %d %s", resp.StatusCode, body)
	}
	if _, p, err := r.daily.Today(context.Background(), guild, ann.ID); err != nil || len(p.Found) != 0 {
		t.Errorf("the new day has %+v (%v)", p.Found, err)
	}
}

// The same words sent again (the page retrying after a network error,
// or two tabs at once) score once, daily and round.
func TestGuessRetriedScoresOnce(t *testing.T) {
	r := newRig(t, nil)
	for _, kind := range []string{"daily", "round"} {
		t.Run(kind, func(t *testing.T) {
			c := client(t)
			var word solver.Word
			if kind == "daily" {
				open(t, c, r.dailyLink(t, ann))
				word = dailyWords(t, r)[0]
			} else {
				open(t, c, r.roundLink(t, r.startRound(t, "3m"), ann))
				word = solved(t, roundBoard)[0]
			}
			var wg sync.WaitGroup
			var accepted atomic.Int32
			for range 8 {
				wg.Go(func() {
					body, _ := json.Marshal(map[string]string{"words": word.Word})
					resp, err := c.Post(r.srv.URL+"/api/guess", "application/json", bytes.NewReader(body))
					if err != nil {
						t.Error(err)
						return
					}
					defer resp.Body.Close()
					var g web.GuessJSON
					json.NewDecoder(resp.Body).Decode(&g)
					if resp.StatusCode != http.StatusOK || len(g.Judgements) != 1 {
						t.Errorf("%d %+v", resp.StatusCode, g)
						return
					}
					if g.Judgements[0].Verdict == "accepted" {
						accepted.Add(1)
					} else if g.Judgements[0].Verdict != "already found" {
						t.Errorf("verdict %+v", g.Judgements[0])
					}
				})
			}
			wg.Wait()
			st, _ := state(t, c, r.srv.URL)
			if accepted.Load() != 1 || len(st.Found) != 1 || st.Points != word.Points {
				t.Errorf("accepted %d times; found %+v, %d points, want %d once", accepted.Load(), st.Found, st.Points, word.Points)
			}
		})
	}
}

// The session cookie: HttpOnly, SameSite=Strict, Secure when the public
// URL is https, scoped to the board's path, never the link's token, and
// lasting no longer than the board. A link does not pass for a session
// nor a session for a link.
func TestSessionCookie(t *testing.T) {
	r := newRig(t, nil)
	for _, public := range []string{"http://boggle.example.org", "https://boggle.example.org", "https://example.org/boggle/"} {
		t.Run(public, func(t *testing.T) {
			srv := web.New(web.Config{PublicURL: strings.TrimRight(public, "/"), Secret: secret, Daily: r.daily, Now: r.clock.Now})
			mux := http.NewServeMux()
			srv.Mount(mux)
			d, _, err := r.daily.Today(context.Background(), guild, ann.ID)
			if err != nil {
				t.Fatal(err)
			}
			link := srv.DailyLink(guild, ann, d.Day, "")
			token := link[strings.LastIndex(link, "/")+1:]
			rec := httptest.NewRecorder()
			mux.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/play/"+token, nil))
			cookies := rec.Result().Cookies()
			if rec.Code != http.StatusSeeOther || len(cookies) != 1 {
				t.Fatalf("open: %d, cookies %v", rec.Code, cookies)
			}
			ck := cookies[0]
			wantPath := "/"
			if strings.HasSuffix(public, "/boggle/") {
				wantPath = "/boggle/"
			}
			// The session outlives the day by a day, for its end screen.
			untilDayAfter := int(d.Ends.Add(web.DayAfter).Sub(r.clock.Now()).Seconds())
			if !ck.HttpOnly || ck.SameSite != http.SameSiteStrictMode || ck.Secure != strings.HasPrefix(public, "https:") ||
				ck.Path != wantPath || ck.MaxAge <= 0 || ck.MaxAge > untilDayAfter || ck.Value == token {
				t.Errorf("cookie %s (max age until a day after midnight %d)", ck, untilDayAfter)
			}
			// The session as a link, the link as a session: refused.
			rec = httptest.NewRecorder()
			mux.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/play/"+ck.Value, nil))
			if rec.Code != http.StatusForbidden || len(rec.Result().Cookies()) != 0 {
				t.Errorf("the session opened as a link: %d", rec.Code)
			}
			for _, ses := range []string{token, ck.Value} {
				req := httptest.NewRequest(http.MethodGet, "/api/state", nil)
				req.Header.Set("Authorization", "Bearer "+ses)
				rec = httptest.NewRecorder()
				mux.ServeHTTP(rec, req)
				if want := map[bool]int{true: 401, false: 200}[ses == token]; rec.Code != want {
					t.Errorf("state with the %s: %d, want %d", map[bool]string{true: "link", false: "session"}[ses == token], rec.Code, want)
				}
			}
		})
	}
}
