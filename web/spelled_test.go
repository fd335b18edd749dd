package web_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/web"
)

// TestSpelledWords: the page's JSON (a guess's verdicts, the state's found
// words) shows a French round's words as the list spells them, and a
// refused word as typed: never the folded form.
func TestSpelledWords(t *testing.T) {
	r := newRig(t, nil)
	if reply := r.do(chat(ann, "play", "time", "3m", "board", "ALTE XENR SEXX CAXX", "lang", "fr")); reply.Ephemeral {
		t.Fatalf("/play: %s", reply.Text)
	}
	rd, err := r.rounds.Running(context.Background(), round.Key{Platform: guild.Platform, Guild: guild.ID, Channel: "C1"})
	if err != nil {
		t.Fatal(err)
	}
	c := client(t)
	open(t, c, r.roundLink(t, rd, ann))
	g, _, body := guess(t, c, r.srv.URL, "ALTERNEES ÇA")
	want := map[string]string{"alternées": "accepted", "ÇA": "too short"}
	for _, j := range g.Judgements {
		if want[j.Word] != j.Verdict {
			t.Errorf("verdict %+v, want one of %v (%s)", j, want, body)
		}
	}
	if len(g.Judgements) != 2 {
		t.Errorf("judgements %s", body)
	}
	_, sb := getLang(t, c, r.srv.URL+"/api/state", "")
	var st web.State
	if err := json.Unmarshal([]byte(sb), &st); err != nil {
		t.Fatal(err)
	}
	// The folded word goes only as the key the page matches verdicts by.
	if len(st.Found) != 1 || st.Found[0].Word != "alternées" || st.Found[0].Folded != "alternees" || strings.Count(sb, "alternees") != 1 {
		t.Errorf("state's found words %+v: %s", st.Found, sb)
	}
}

// A guess whose words fold to one is one verdict, which still carries the
// word as its player first typed it, for the page to find its verdict on
// it: the words' count and the verdicts' differ.
func TestFoldedWordsKeepTheirTypedSpelling(t *testing.T) {
	r := newRig(t, nil)
	if reply := r.do(chat(ann, "play", "time", "3m", "board", "ALTE XENR SEXX CAXX", "lang", "fr")); reply.Ephemeral {
		t.Fatalf("/play: %s", reply.Text)
	}
	rd, err := r.rounds.Running(context.Background(), round.Key{Platform: guild.Platform, Guild: guild.ID, Channel: "C1"})
	if err != nil {
		t.Fatal(err)
	}
	c := client(t)
	open(t, c, r.roundLink(t, rd, ann))
	g, _, body := guess(t, c, r.srv.URL, "ALTERNEES alternées ÇA")
	if len(g.Judgements) != 2 {
		t.Fatalf("judgements %s; want alternées once and ÇA", body)
	}
	if j := g.Judgements[0]; j.Word != "alternées" || j.Verdict != "accepted" || j.Typed != "ALTERNEES" {
		t.Errorf("the folded word's verdict %+v; want alternées, accepted, typed ALTERNEES (%s)", j, body)
	}
	if j := g.Judgements[1]; j.Word != "ÇA" || !strings.Contains(j.Why, "`ÇA`") {
		t.Errorf("the short word's verdict %+v; want its reason to quote ÇA as typed", j)
	}
}
