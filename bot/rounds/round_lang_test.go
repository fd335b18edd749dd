package rounds_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot/app/apptest"
)

// TestRoundInItsLanguage: a French player's round posts its start
// message in French.
func TestRoundInItsLanguage(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	play := apptest.In("ann", "play", "time", "2m", "lang", "fr")
	play.Locale = "fr"
	start := rig.Do(play)
	if start.Ephemeral || len(start.Actions) == 0 {
		t.Fatalf("start reply: %+v", start)
	}
	for _, want := range []string{"**Manche en direct\u00a0!** `", "<@id-ann> a lancé une manche\u00a0: 4x4, 2 minutes, classique", "Elle se termine **<t:", "Aucun mot saisi"} {
		if !strings.Contains(start.Text, want) {
			t.Errorf("French round: no %q in %q", want, start.Text)
		}
	}
	if last := rig.Render.Last(); !strings.HasSuffix(last, `"Manche en direct" lang=fr`) {
		t.Errorf("French round's image title: %s", last)
	}
	if start.Image == nil || !strings.HasPrefix(start.Image.Alt, "La grille 4x4 de la manche\u00a0: ") {
		t.Errorf("French round's image alt: %+v", start.Image)
	}
	if start.Actions[0].Label != "Saisir des mots" {
		t.Errorf("French round's button: %q", start.Actions[0].Label)
	}
}

// TestRoundPostsInTheServersLanguage: a round started in a server whose
// interface is German (Discord's guild_locale) posts its results, made
// with no interaction at hand, in German, though its language of play is
// English and its starter reads French; its results image's alt text and
// title too.
func TestRoundPostsInTheServersLanguage(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	play := apptest.In("ann", "play", "time", "2m", "board", apptest.Board, "dict", "standard")
	play.Locale, play.ServerLocale = "fr", "de"
	start := rig.Do(play)
	if start.Ephemeral || !strings.Contains(start.Text, "Live-Runde") {
		t.Fatalf("start reply in a German server: %q", start.Text)
	}
	start.Live("msg-1")
	g := apptest.In("bob", "guess", "words", "recitals slur")
	g.ServerLocale = "de"
	rig.Do(g)
	rig.Clock.Add(2 * time.Minute)
	rig.Keeper.Tick(context.Background())
	posts, edits := rig.Poster.All()
	if len(posts) != 1 {
		t.Fatalf("%d results posts, want 1", len(posts))
	}
	res := posts[0]
	if !strings.Contains(res.Text, "Punkte") || strings.Contains(res.Text, " points") {
		t.Errorf("results in a German server: %q", res.Text)
	}
	if res.Image == nil || !strings.HasPrefix(res.Image.Alt, "Das Spielfeld der Runde "+apptest.Board) {
		t.Errorf("results' alt text in a German server: %+v", res.Image)
	}
	if len(edits) == 0 || !strings.Contains(edits[len(edits)-1], "Runde vorbei") {
		t.Errorf("the start message's last edit in a German server: %q", edits)
	}
}

// TestRoundPostsNotInTheLanguageOfPlay: the language of play decides the
// words, never the bot's sentences. A French player's Polish round posts
// its start, its image's title and its results in French; an English
// player's French round posts in English.
func TestRoundPostsNotInTheLanguageOfPlay(t *testing.T) {
	for _, c := range []struct {
		locale, lang string
		start, title string
		over, of     string
	}{
		{"fr", "pl", "**Manche en direct\u00a0!**", `"Manche en direct" lang=fr`, "Manche terminée", " mots dans la grille)"},
		// German: "von" takes the dative, Wörtern.
		{"de_DE.UTF-8", "fr", "Live-Runde", `"Live-Runde" lang=de`, "Runde vorbei", " Wörtern auf dem Spielfeld)"},
		{"", "fr", "**Live round!**", `"Live round"`, "Round over", " words on the board)"},
	} {
		rig := apptest.NewRoundRig(t)
		play := apptest.In("ann", "play", "time", "2m", "lang", c.lang)
		play.Locale = c.locale
		start := rig.Do(play)
		if start.Ephemeral || !strings.Contains(start.Text, c.start) {
			t.Fatalf("%s player, lang:%s: start %q, want %q", c.locale, c.lang, start.Text, c.start)
		}
		if last := rig.Render.Last(); !strings.HasSuffix(last, c.title) {
			t.Errorf("%s player, lang:%s: image title %s, want %s", c.locale, c.lang, last, c.title)
		}
		start.Live("msg-1")
		rig.Clock.Add(2 * time.Minute)
		rig.Keeper.Tick(context.Background())
		posts, edits := rig.Poster.All()
		if len(edits) == 0 || !strings.Contains(edits[len(edits)-1], c.over) {
			t.Errorf("%s player, lang:%s: last edit %q, want %q", c.locale, c.lang, edits, c.over)
		}
		if len(posts) != 1 || !strings.Contains(posts[0].Text, c.of) {
			t.Errorf("%s player, lang:%s: results %+v, want %q", c.locale, c.lang, posts, c.of)
		}
	}
}

// TestNoEnglishMeaningsUnderOtherLanguages: WordNet defines English
// words only. A French or Polish round's results list the best words
// nobody found with no meanings under them (a French "ados" is no English
// "ado"); an English round's give some.
func TestNoEnglishMeaningsUnderOtherLanguages(t *testing.T) {
	for _, c := range []struct {
		lang     string
		meanings bool
	}{{"fr", false}, {"pl", false}, {"en", true}} {
		rig := apptest.NewRoundRig(t)
		start := rig.Do(apptest.In("ann", "play", "time", "2m", "lang", c.lang))
		if start.Ephemeral {
			t.Fatalf("lang:%s: %q", c.lang, start.Text)
		}
		start.Live("msg-1")
		rig.Clock.Add(2 * time.Minute)
		rig.Keeper.Tick(context.Background())
		posts, _ := rig.Poster.All()
		if len(posts) != 1 {
			t.Fatalf("lang:%s: %d results posts, want 1", c.lang, len(posts))
		}
		text := posts[0].Text
		if !strings.Contains(text, "nobody") && !strings.Contains(text, "Nobody") {
			t.Fatalf("lang:%s: results %q list no words nobody found", c.lang, text)
		}
		if got := strings.Contains(text, "\n• **"); got != c.meanings {
			t.Errorf("lang:%s: meanings given %v, want %v:\n%s", c.lang, got, c.meanings, text)
		}
	}
}

// TestPlayLanguageByName: /play's free text takes a language by its own
// name too, in any case, with or without accents.
func TestPlayLanguageByName(t *testing.T) {
	for rules, want := range map[string]string{"polski 1m": "Polish dictionary", "DEUTSCH": "German dictionary", "francais 2m": "French dictionary"} {
		rig := apptest.NewRoundRig(t)
		r := rig.Do(apptest.In("ann", "play", "rules", rules))
		if r.Ephemeral || !strings.Contains(r.Text, want) {
			t.Errorf("/play %s: %q, want %q", rules, r.Text, want)
		}
	}
}
