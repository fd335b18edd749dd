package app_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
)

// fakeLinks makes links that say whose they are and what they open.
type fakeLinks struct{}

func (fakeLinks) DailyLink(g game.Guild, p game.Player, day game.Day, locale string) string {
	return fmt.Sprintf("https://b.example/play/daily/%s/%s/%s/%s", g.Platform, g.ID, p.ID, day) + inLocale(locale)
}
func (fakeLinks) RoundLink(r round.Round, p game.Player, locale string) string {
	return fmt.Sprintf("https://b.example/play/round/%s/%s", r.ID, p.ID) + inLocale(locale)
}

func inLocale(l string) string {
	if l == "" {
		return ""
	}
	return "?lang=" + l
}

// The link opens the page in the player's language, else the server's.
func TestBoardLinkLocale(t *testing.T) {
	rig := apptest.NewRoundRigWith(t, fakeLinks{})
	for _, tc := range []struct{ locale, server, want string }{{"", "", ""}, {"fr", "de", "?lang=fr"}, {"", "de", "?lang=de"}} {
		req := apptest.In("ann", "daily")
		req.Locale, req.ServerLocale = tc.locale, tc.server
		r := rig.Do(req)
		url := ""
		for _, a := range r.Actions {
			if a.URL != "" {
				url = a.URL
			}
		}
		if !strings.HasPrefix(url, "https://b.example/play/daily/") || strings.Contains(url, "?") != (tc.want != "") || !strings.HasSuffix(url, tc.want) {
			t.Errorf("locale %q, server %q: link %q, want it to end in %q", tc.locale, tc.server, url, tc.want)
		}
	}
}

// With Links, /daily has a Play on the board link button to the player's
// own link; without, no button.
func TestDailyBoardButton(t *testing.T) {
	for _, links := range []bool{false, true} {
		t.Run(fmt.Sprint("links=", links), func(t *testing.T) {
			rig := apptest.NewRoundRig(t)
			if links {
				rig = apptest.NewRoundRigWith(t, fakeLinks{})
			}
			r := rig.Do(apptest.In("ann", "daily"))
			if !r.Ephemeral {
				t.Fatalf("/daily is not ephemeral: %+v", r)
			}
			if !links {
				if len(r.Actions) != 0 {
					t.Fatalf("buttons without a web board: %+v", r.Actions)
				}
				return
			}
			if len(r.Actions) != 1 || r.Actions[0].Label != bot.BoardLabel || r.Actions[0].ID != bot.LinkID {
				t.Fatalf("actions %+v, want one link button", r.Actions)
			}
			day := game.DayOf(rig.Clock.Now(), time.UTC)
			if want := "https://b.example/play/daily/chat/g/id-ann/" + day.String(); r.Actions[0].URL != want {
				t.Errorf("link %q, want %q", r.Actions[0].URL, want)
			}
		})
	}
}

// A round's public start message has a Play on the board button that
// answers each player, privately, with their own link; once the round is
// over it says so; a link click reported by a platform is ignored.
func TestRoundBoardButton(t *testing.T) {
	rig := apptest.NewRoundRigWith(t, fakeLinks{})
	start := rig.Do(apptest.In("ann", "play", "time", "1m", "board", apptest.Board))
	if len(start.Actions) != 2 || start.Actions[1].Label != bot.BoardLabel || start.Actions[1].URL != "" {
		t.Fatalf("start actions %+v", start.Actions)
	}
	r, err := rig.Svc.Running(context.Background(), round.Key{Platform: "chat", Guild: "g", Channel: "C1"})
	if err != nil {
		t.Fatal(err)
	}
	for _, user := range []string{"bob", "cat"} {
		req := apptest.In(user, "")
		req.Action = &bot.ActionEvent{ID: start.Actions[1].ID}
		got := rig.Do(req)
		want := "https://b.example/play/round/" + r.ID + "/id-" + user
		if !got.Ephemeral || len(got.Actions) != 1 || got.Actions[0].URL != want {
			t.Errorf("%s clicked: %+v, want an ephemeral link to %s", user, got, want)
		}
	}
	link := apptest.In("bob", "")
	link.Action = &bot.ActionEvent{ID: bot.LinkID}
	if got := rig.Do(link); got.Text != "" || len(got.Actions) != 0 {
		t.Errorf("a reported link click answered %+v", got)
	}
	rig.Clock.Add(2 * time.Minute)
	req := apptest.In("bob", "")
	req.Action = &bot.ActionEvent{ID: start.Actions[1].ID}
	if got := rig.Do(req); len(got.Actions) != 0 {
		t.Errorf("after the end: %+v; want no buttons", got)
	}
	rig.Refused.Expect(t, game.CodeRoundOver)
}

// On the platform with an Activity, /daily and the round's start message
// also have Play in Discord, whose click launches the Activity; elsewhere
// they don't.
func TestActivityButtons(t *testing.T) {
	rig := apptest.NewRoundRigWith(t, fakeLinks{}, "chat")
	d := rig.Do(apptest.In("ann", "daily"))
	if len(d.Actions) != 2 || d.Actions[1].Label != apptest.ActivityLabel {
		t.Fatalf("/daily actions %+v", d.Actions)
	}
	start := rig.Do(apptest.In("ann", "play", "board", apptest.Board))
	if len(start.Actions) != 3 || start.Actions[2].Label != apptest.ActivityLabel {
		t.Fatalf("start actions %+v", start.Actions)
	}
	for _, id := range []string{d.Actions[1].ID, start.Actions[2].ID} {
		req := apptest.In("bob", "")
		req.Action = &bot.ActionEvent{ID: id}
		if got := rig.Do(req); !got.Activity || got.Text == "" {
			t.Errorf("click on %s: %+v, want the Activity", id, got)
		}
	}
	other := apptest.In("ann", "daily")
	other.Platform = "elsewhere"
	if d := rig.Do(other); len(d.Actions) != 1 {
		t.Errorf("/daily on another platform: %+v", d.Actions)
	}
}
