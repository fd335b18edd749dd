package web_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/web"
)

// localLink is p's link to the round rd as a player of locale on
// platform gets it.
func localLink(t *testing.T, r *rig, rd round.Round, platform, locale string) string {
	t.Helper()
	req := chat(ann, "")
	req.Platform, req.Locale = platform, locale
	req.Action = &bot.ActionEvent{ID: bot.ActionID("play", "board", rd.ID)}
	reply := r.do(req)
	if len(reply.Actions) != 1 || reply.Actions[0].URL == "" {
		t.Fatalf("the board button gave no link: %+v", reply)
	}
	return reply.Actions[0].URL
}

// TestBrowserTyped: what a player types is quoted as typed ("q1" is not
// "q"), in the server's words, and a German word typed with ß lights its path on a board that
// spells it ss, as the server folds it.
func TestBrowserTyped(t *testing.T) {
	r := newRig(t, nil)
	r.clock.Run()
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.SendKeys(`#typed`, "q1\r", chromedp.ByID), waitText(`#msg`, "q1 is not a word: letters a-z only."))
	var word string
	run(t, ctx, chromedp.Evaluate(`document.querySelector("#word").textContent`, &word))
	if word != "q1" {
		t.Errorf("the word shown is %q, want q1 as typed", word)
	}

	reply := r.do(chat(ann, "play", "time", "3m", "board", "stra eess lnmo ilnt", "lang", "de"))
	if reply.Ephemeral {
		t.Fatalf("/play: %s", reply.Text)
	}
	rd, err := r.rounds.Running(context.Background(), round.Key{Platform: guild.Platform, Guild: guild.ID, Channel: "C1"})
	if err != nil {
		t.Fatal(err)
	}
	run(t, ctx, chromedp.Navigate(r.roundLink(t, rd, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	for _, typed := range []string{"straße", "STRASSE"} {
		var lit []int
		run(t, ctx, chromedp.Evaluate(`document.querySelector("#typed").value = ""`, nil), chromedp.SendKeys(`#typed`, typed, chromedp.ByID),
			chromedp.Evaluate(`[...document.querySelectorAll("#board button.on")].map(b => +b.dataset.i)`, &lit))
		// s t r a (row 0), then s s e back along row 1.
		if want := []int{0, 1, 2, 3, 5, 6, 7}; !sameSet(lit, want) {
			t.Errorf("typed %q lights tiles %v, want %v", typed, lit, want)
		}
	}
}

func sameSet(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	in := map[int]bool{}
	for _, x := range a {
		in[x] = true
	}
	for _, x := range b {
		if !in[x] {
			return false
		}
	}
	return true
}

// TestPageLocalWords: a French player's round title names its mode in
// French; a French Discord player's state names the commands as Discord
// shows them in French (a Slack player's stay English); the Activity's
// French page does too, in the words it says outside Discord.
func TestPageLocalWords(t *testing.T) {
	r := newRig(t, nil)
	daily, _ := i18n.CommandName("fr", "daily")
	guess, _ := i18n.CommandName("fr", "guess")
	if daily == "" || daily == "daily" || guess == "" {
		t.Fatalf("French Discord names /daily %q, /guess %q", daily, guess)
	}
	for _, c := range []struct {
		platform string
		want     map[string]string
	}{{"discord", map[string]string{"daily": "/" + daily, "guess": "/" + guess}}, {"slack", nil}} {
		req := chat(ann, "play", "time", "3m", "board", roundBoard)
		req.Platform, req.Locale = c.platform, "fr"
		if reply := r.do(req); reply.Ephemeral {
			t.Fatalf("/play: %s", reply.Text)
		}
		rd, err := r.rounds.Running(context.Background(), round.Key{Platform: c.platform, Guild: guild.ID, Channel: "C1"})
		if err != nil {
			t.Fatal(err)
		}
		hc := client(t)
		open(t, hc, localLink(t, r, rd, c.platform, "fr"))
		resp, err := hc.Get(r.srv.URL + "/api/state")
		if err != nil {
			t.Fatal(err)
		}
		var st web.State
		json.NewDecoder(resp.Body).Decode(&st)
		resp.Body.Close()
		if !strings.HasPrefix(st.Title, "Manche en direct") || strings.Contains(st.Title, "classic") || !strings.HasSuffix(st.Title, "classique") {
			t.Errorf("%s: the French round's title is %q", c.platform, st.Title)
		}
		if len(st.Commands) != len(c.want) || st.Commands["daily"] != c.want["daily"] || st.Commands["guess"] != c.want["guess"] {
			t.Errorf("%s: the state's commands are %v, want %v", c.platform, st.Commands, c.want)
		}
	}

	req, _ := http.NewRequest("GET", r.srv.URL+"/activity", nil)
	req.Header.Set("Accept-Language", "fr")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	resp.Body.Close()
	m := regexp.MustCompile(`(?s)<script type="application/json" id="strings">(.*?)</script>`).FindSubmatch(b)
	if m == nil {
		t.Fatal("the Activity's page has no strings")
	}
	var table map[string]string
	if err := json.Unmarshal(m[1], &table); err != nil {
		t.Fatal(err)
	}
	if table["cmd.daily"] != "/"+daily || table["cmd.guess"] != "/"+guess || !strings.Contains(table["act.outside"], "{daily}") {
		t.Errorf("the French Activity's commands: %q %q, act.outside %q", table["cmd.daily"], table["cmd.guess"], table["act.outside"])
	}
}

// TestBrowserAccentedFound: a French word typed in one of its list's
// spellings that is not the one the list shows (élève; the list shows
// élevé, which folds alike) shows as typed in the verdict and the found
// list alike, and the found list marks it new: the page matches a verdict
// to its found word by the word the game plays, whatever spelling shows.
func TestBrowserAccentedFound(t *testing.T) {
	r := newRig(t, nil)
	r.clock.Run()
	ctx := browser(t, 390)
	reply := r.do(chat(ann, "play", "time", "3m", "board", "elev xxex xxxx xxxx", "lang", "fr"))
	if reply.Ephemeral {
		t.Fatalf("/play: %s", reply.Text)
	}
	rd, err := r.rounds.Running(context.Background(), round.Key{Platform: guild.Platform, Guild: guild.ID, Channel: "C1"})
	if err != nil {
		t.Fatal(err)
	}
	var found, msg string
	run(t, ctx, chromedp.Navigate(r.roundLink(t, rd, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		// A round's progress event re-renders the list without marks: the
		// observer records the list as the verdict left it.
		chromedp.Evaluate(`window.seen = []; new MutationObserver(() => { const s = [...document.querySelectorAll("#found li")].map(li => li.className + ":" + li.textContent).join("|"); if (s.includes("new:")) window.seen.push(s); }).observe(document.querySelector("#found"), {childList: true, subtree: true, attributes: true})`, nil),
		chromedp.SendKeys(`#typed`, "élève\r", chromedp.ByID),
		chromedp.Poll(`window.seen.length > 0 && document.querySelector("#msg").textContent !== ""`, nil, chromedp.WithPollingInterval(20*time.Millisecond)),
		chromedp.Evaluate(`window.seen[0]`, &found),
		chromedp.Evaluate(`document.querySelector("#msg").textContent`, &msg))
	if found != "new:élève+2" {
		t.Errorf("found list %q, want élève marked new", found)
	}
	if !strings.Contains(msg, "élève") || strings.Contains(msg, "élevé") {
		t.Errorf("verdict %q, want élève as typed and as the found list shows it", msg)
	}
}
