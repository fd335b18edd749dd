package bot_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/i18n"
)

// frReq is a French player's request in channel ch.
func frReq(cmd, ch string, opts map[string]string) bot.Request {
	return bot.Request{ID: "i", Command: cmd, User: bot.User{ID: "ann", Name: "ann"}, Channel: ch, Options: opts, Locale: "fr"}
}

// TestBareQInFrench: a French word with a q no u follows is refused for
// that (the q is only on the Qu tile), never as a letter no French die has.
func TestBareQInFrench(t *testing.T) {
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	for _, w := range []string{"coq", "cinq"} {
		got := b.Handle(context.Background(), frReq("path", "c", map[string]string{"word": w, "board": "cinq coqx xxxx xxxx", "lang": "fr"})).Text
		if !strings.Contains(got, "`"+w+"` ne peut pas être joué ici\u00a0: la lettre q n'est que sur la case Qu, donc chaque q doit être suivi d'un u.") || strings.Contains(got, "aucun dé") {
			t.Errorf("/path %s on a French board: %q", w, got)
		}
	}
}

// TestPathDecomposedWord: a word typed decomposed (e and a combining
// accent) is read composed on a French channel board given without lang:,
// and a link or a word with a character that is no letter is refused for
// that, not as "letters a-z only".
func TestPathDecomposedWord(t *testing.T) {
	e := newEnv(t, app.Config{})
	e.typed(t, "/solve alte eenr sxxx xxxx lang:fr")
	if got := e.typed(t, "/path alterne\u0301es"); got.Ephemeral || !strings.Contains(got.Text, "**alternées**") {
		t.Errorf("/path alternées decomposed: %q", got.Text)
	}
	for typed, want := range map[string]string{
		"/path http://a.b": "`http://a.b` is a link, not a word",
		"/path a.b":        "`a.b` is not a word: `.` is not a letter.",
	} {
		if got := e.typed(t, typed); !got.Ephemeral || !strings.Contains(got.Text, want) || strings.Contains(got.Text, "a-z") {
			t.Errorf("%s: %q, want %q", typed, got.Text, want)
		}
	}
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	got := b.Handle(context.Background(), frReq("path", "c", map[string]string{"word": "http://a.b", "board": "lqre slus atic nren"})).Text
	if !strings.Contains(got, "`http://a.b` est un lien, pas un mot") {
		t.Errorf("/path http://a.b in French: %q", got)
	}
}

// TestPathShowsListSpelling: /path shows a Persian word typed with Arabic
// yeh and kaf as the list spells it, in the text and on the image.
func TestPathShowsListSpelling(t *testing.T) {
	e := newEnv(t, app.Config{})
	got := e.typed(t, "/path lang:fa word:بيشك board:بیشک اااا اااا اااا")
	if got.Ephemeral || !strings.Contains(got.Text, "بی\u200cشک") || strings.Contains(got.Text, "بيشك") {
		t.Errorf("/path بيشك: %q", got.Text)
	}
	if got.Image == nil || strings.Contains(got.Image.Alt, "بيشك") {
		t.Errorf("/path بيشك image: %+v", got.Image)
	}
}

// TestRefusalNamesLanguageInFrench: a refusal in French names the
// language of play by its French name (persan, polonais), not in its own
// script.
func TestRefusalNamesLanguageInFrench(t *testing.T) {
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	for _, c := range []struct {
		cmd       string
		opts      map[string]string
		want, not string
	}{
		{"path", map[string]string{"word": "abc", "board": "بیشک اااا اااا اااا", "lang": "fa"}, "(persan)", "فارسی"},
		{"solve", map[string]string{"board": "xxxx aaaa aaaa aaaa", "lang": "pl"}, "(polonais)", "polski"},
	} {
		got := b.Handle(context.Background(), frReq(c.cmd, "c", c.opts)).Text
		if !strings.Contains(got, c.want) || strings.Contains(got, c.not) {
			t.Errorf("/%s %v in French: %q, want %q", c.cmd, c.opts, got, c.want)
		}
	}
}

// TestPathBoardWithoutWord: /path board:ab alternées says the 2-tile
// board is what is wrong, not that no word was given; /path and /solve
// during a live round do not give its board's words away; with no board,
// a French player is shown no English example.
func TestPathBoardWithoutWord(t *testing.T) {
	e := newEnv(t, app.Config{})
	if got := e.typed(t, "/path board:ab alternées lang:fr"); !strings.Contains(got.Text, "the board has 2 tiles") || strings.Contains(got.Text, "needs a word") {
		t.Errorf("/path board:ab alternées: %q", got.Text)
	}
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	got := b.Handle(context.Background(), frReq("path", "empty", map[string]string{"word": "hai"})).Text
	if !strings.Contains(got, "Il n'y a pas encore de grille dans ce salon") || strings.Contains(got, "sinecure") {
		t.Errorf("/path hai in French, no board: %q", got)
	}
	rig := newRoundRig(t)
	rig.do(in("ann", "play", "board", "cat xxx xxx"))
	// A live round's board is not given away while it runs: /path and
	// /solve without a board say so, rather than "no board".
	for _, r := range []bot.Reply{rig.do(in("ann", "path", "word", "cat")), rig.do(in("bob", "solve"))} {
		if !strings.Contains(r.Text, "A round is being played in this channel: its board's words stay hidden until it ends.") {
			t.Errorf("/path cat or /solve in a live round: %q", r.Text)
		}
	}
}

// TestWordingFixes: German /help off says "ausgeschaltet" once, in its
// heading; the console's link button has French typography's no-break
// space before the colon.
func TestWordingFixes(t *testing.T) {
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1},
		Off: []bot.Off{{What: "the web board", Why: "the server sets %s and %s to turn it on", Args: []any{"BOGGLEBOT_PUBLIC_URL", "BOGGLEBOT_WEB_SECRET"}}}})
	got := b.Handle(context.Background(), bot.Request{ID: "i", Command: "help", User: bot.User{ID: "ann"},
		Options: map[string]string{"topic": "off"}, Locale: "de"}).Text
	if strings.Count(got, "ausgeschaltet") != 1 {
		t.Errorf("German /help off:\n%s", got)
	}
	if got := i18n.Printer("fr").Sprintf("%s: %s", "Jouer sur la grille", "http://x"); got != "Jouer sur la grille\u00a0: http://x" {
		t.Errorf("French %%s: %%s = %q", got)
	}
}

// TestStudyNamesDiceInFrench: /study names the dice set in the reader's
// words (Boggle 4x4 (depuis 1987)), not by its English key (modern).
func TestStudyNamesDiceInFrench(t *testing.T) {
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	got := b.Handle(context.Background(), frReq("study", "c", map[string]string{})).Text
	if !strings.Contains(got, "lancers des dés Boggle 4x4 (depuis 1987)") || strings.Contains(got, "modern") {
		t.Errorf("/study in French: %q", got)
	}
}
