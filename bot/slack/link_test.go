package slack

import (
	"testing"

	slackapi "github.com/slack-go/slack"

	"github.com/bogglebot/bogglebot/bot"
)

// A link button is a Slack button with a url; the click Slack reports
// anyway is ignored.
func TestLinkButton(t *testing.T) {
	bs := blocks("hi", []bot.Action{bot.LinkButton("Play on the board", "https://b.example/play/tok")})
	btn := bs[1].(*slackapi.ActionBlock).Elements.ElementSet[0].(*slackapi.ButtonBlockElement)
	if btn.URL != "https://b.example/play/tok" || btn.ActionID != bot.LinkID {
		t.Fatalf("button %+v", btn)
	}
	a := &Slack{}
	if ref := a.blockAction(slackapi.InteractionCallback{}, &slackapi.BlockAction{ActionID: bot.LinkID}, "i"); ref != nil {
		t.Errorf("a link click was handled: %+v", ref)
	}
}
