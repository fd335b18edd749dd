package web

import (
	"context"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
)

// gameCodes reads every message code declared in package game.
func gameCodes(t *testing.T) []game.Code {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "../game/codes.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var codes []game.Code
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, s := range gd.Specs {
			for _, v := range s.(*ast.ValueSpec).Values {
				if lit, ok := v.(*ast.BasicLit); ok {
					c, _ := strconv.Unquote(lit.Value)
					codes = append(codes, game.Code(c))
				}
			}
		}
	}
	if len(codes) < 40 {
		t.Fatalf("read %d codes from game/codes.go", len(codes))
	}
	return codes
}

// TestRefusalsSameOnChatAndPage walks every message code through the chat
// (bot.Handle, as a command's error) and the page (the JSON error the
// board's API answers) and checks that both say the same words: the
// i18n table's, never empty, never the apology for a player's refusal.
func TestRefusalsSameOnChatAndPage(t *testing.T) {
	facts := game.Facts{
		"n": 60, "max": 50, "typed": "Mars/Olympus", "example": game.Date(2026, 7, 13), "range": "day out of range",
		"board": "stae rmol qinc dpeh", "left": []string{"tea", "mole"}, "end": time.Date(2026, 7, 14, 10, 3, 0, 0, time.UTC),
		"size": 6, "day": game.Date(2026, 7, 16), "today": game.Date(2026, 7, 14), "first": game.Date(2026, 7, 1),
		"doing": "review", "duration": "11 minutes", "wait": 3 * time.Second, "bytes": 4096,
	}
	var fail error
	b := bottest.New(bot.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}},
		bottest.Command{Spec: bot.CommandSpec{Name: "fail", Description: "fails"},
			Handle: func(context.Context, bot.Request) (bot.Reply, error) { return bot.Reply{}, fail }})
	s := &Server{log: slog.New(slog.DiscardHandler)}
	internal := map[game.Code]bool{game.CodeInternal: true, game.CodeRoundStale: true}
	// Who may do what only admins may is the platform's words on chat
	// (Markup.NotAdmin: Discord's Manage Server, Slack's SLACK_ADMINS);
	// the page, on no platform, says it plainly.
	platformWords := map[game.Code]bool{game.CodeRoundStop: true, game.CodeNotAdmin: true}
	for _, code := range gameCodes(t) {
		if !i18n.Has(code) {
			t.Errorf("%s: no words in the i18n table", code)
			continue
		}
		kind := game.Invalid
		if internal[code] {
			kind = game.Other
		}
		fail = game.E(kind, code, facts)
		chat := b.Handle(context.Background(), bot.Request{ID: "i", Platform: "console", Command: "fail", User: bot.User{ID: "ann", Name: "ann"}}).Text

		w := httptest.NewRecorder()
		s.fail(w, httptest.NewRequest("POST", "/api/guess", nil), Claims{}, fail)
		var page struct{ Error string }
		if err := json.Unmarshal(w.Body.Bytes(), &page); err != nil {
			t.Fatalf("%s: page answer %q: %v", code, w.Body, err)
		}
		switch {
		case chat != page.Error && !platformWords[code]:
			t.Errorf("%s: the chat and the page differ:\nchat %q\npage %q", code, chat, page.Error)
		case chat == "":
			t.Errorf("%s: empty words", code)
		case (chat == i18n.Apology) != internal[code]:
			t.Errorf("%s: %q", code, chat)
		}
		// The server's own limit on streams is a 503 (the page retries), and
		// so is a database that did not save the words; Discord failing the
		// Activity's sign-in is a 502 or 504.
		upstream := map[game.Code]int{game.CodeLiveBusy: http.StatusServiceUnavailable, game.CodeActivitySlow: http.StatusGatewayTimeout,
			game.CodeNotSaved: http.StatusServiceUnavailable, game.CodeNotSavedRetry: http.StatusServiceUnavailable,
			game.CodeActivityWho: http.StatusBadGateway, game.CodeActivityGuilds: http.StatusBadGateway}
		if w.Code/100 != 4 && !internal[code] && upstream[code] != w.Code {
			t.Errorf("%s: page status %d, want a 4xx", code, w.Code)
		}
	}
}
