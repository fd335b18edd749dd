package discord

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
)

// A link button becomes Discord's link button: style 5 with a url and no
// custom_id; other buttons keep theirs.
func TestLinkButton(t *testing.T) {
	rows := components([]bot.Action{
		{Kind: bot.Button, ID: "play|enter|r1", Label: "Enter words"},
		bot.LinkButton("Play on the board", "https://b.example/play/tok"),
	})
	b, err := json.Marshal(rows)
	if err != nil {
		t.Fatal(err)
	}
	got := string(b)
	for _, want := range []string{`"style":5`, `"url":"https://b.example/play/tok"`, `"custom_id":"play|enter|r1"`, `"style":2`} {
		if !strings.Contains(got, want) {
			t.Errorf("components %s lack %s", got, want)
		}
	}
	if strings.Count(got, "custom_id") != 1 {
		t.Errorf("the link button has a custom_id: %s", got)
	}
}
