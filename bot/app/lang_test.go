package app_test

import (
	"context"
	"log/slog"
	"regexp"
	"strings"
	"testing"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
)

// TestLangOption: /solve, /path and /random take lang:, boards and words
// are read in the language, and a channel's board keeps its language for
// the /path that follows.
func TestLangOption(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	got := e.Typed(t, "/solve żółć źdźb łąka ęśńa lang:pl")
	if !strings.Contains(got.Text, "Polish") || got.Ephemeral {
		t.Fatalf("/solve lang:pl: %+v", got)
	}
	// The channel's board is Polish now: /path reads the word in Polish.
	got = e.Typed(t, "/path BAŃKA")
	if !strings.Contains(got.Text, "**bańka**") || got.Ephemeral {
		t.Errorf("/path BAŃKA on the channel's Polish board: %q", got.Text)
	}
	got = e.Typed(t, "/path word:élève board:elev xxex xxxx xxxx lang:fr")
	if !strings.Contains(got.Text, "**élève**") { // as typed: the list shows élevé, which folds alike
		t.Errorf("/path élève lang:fr: %q", got.Text)
	}
	got = e.Typed(t, "/random lang:ru")
	if !strings.Contains(got.Text, "Russian") || got.Image == nil {
		t.Errorf("/random lang:ru: %+v", got.Text)
	}
	got = e.Typed(t, "/solve abcd efgh ijkl mnop lang:xx")
	if !got.Ephemeral || !strings.Contains(got.Text, "`xx`") || !strings.Contains(got.Text, "pl") {
		t.Errorf("/solve lang:xx: %q", got.Text)
	}
	got = e.Typed(t, "/solve żółć abcd efgh ijkl")
	if e.Refused.Expect(t, game.CodeBoard); !got.Ephemeral {
		t.Errorf("/solve of a Polish board in English answered in public: %q", got.Text)
	}
}

// TestLangRound: /play lang:pl plays a Polish round: a board of Polish
// letters, guesses read in Polish (any case), points by letters.
func TestLangRound(t *testing.T) {
	rig := apptest.NewRoundRig(t)
	start := rig.Do(apptest.In("ann", "play", "time", "2m", "board", "żółć źdźb łąka ęśńa", "lang", "pl"))
	if start.Ephemeral || start.Image == nil || !strings.Contains(start.Text, "żółć źdźb łąka ęśńa") {
		t.Fatalf("start reply: %+v", start)
	}
	r := rig.Do(apptest.In("ann", "guess", "words", "BAŃKA bańką zebra"))
	if !r.Ephemeral || !strings.Contains(r.Text, "bańka +2") || !strings.Contains(r.Text, "bańką +2") {
		t.Errorf("ann's Polish guess: %q", r.Text)
	}
	// A rolled Polish round.
	rig2 := apptest.NewRoundRig(t)
	start = rig2.Do(apptest.In("bob", "play", "rules", "polish 2m"))
	if start.Ephemeral || !strings.Contains(start.Text, "Live round") || !strings.Contains(start.Text, "Polish dictionary") {
		t.Fatalf("/play polish: %q", start.Text)
	}
	board := start.Text[strings.Index(start.Text, "`")+1:]
	board = board[:strings.Index(board, "`")]
	pl, _ := lang.Get("pl")
	if _, err := pl.ParseBoard(board); err != nil {
		t.Errorf("/play polish rolled %q, not Polish letters: %v", board, err)
	}
}

// TestDailyLanguage: /daily setup language:pl makes a server's daily a
// Polish board judged with the Polish list; language:en goes back.
func TestDailyLanguage(t *testing.T) {
	rig := apptest.NewDailyRig(t)
	ctx := context.Background()
	g := game.Guild{Platform: "discord", ID: "g"}
	admin := apptest.As("discord", "ann", "daily setup", "channel", "C9", "language", "pl")
	admin.IsAdmin = true
	r := rig.Do(admin)
	if r.Ephemeral {
		t.Fatalf("setup: %q", r.Text)
	}
	set, err := rig.Svc.Settings(ctx, g)
	if err != nil || !strings.EqualFold(set.Tier, "Polish") {
		t.Fatalf("settings %+v, %v", set, err)
	}
	r = rig.Do(apptest.As("discord", "ann", "daily"))
	pl, _ := lang.Get("pl")
	board := r.Text[strings.Index(r.Text, "`")+1:]
	board = board[:strings.Index(board, "`")]
	b, err := pl.ParseBoard(board)
	if err != nil {
		t.Fatalf("/daily %q: board %q is not Polish: %v", r.Text, board, err)
	}
	d, _ := pl.Dict()
	res := solver.Solve(b, d, solver.Rules{})
	if res.Count == 0 {
		t.Fatalf("the Polish daily %s has no words", b)
	}
	w := res.Words[0]
	r = rig.Do(apptest.As("discord", "ann", "guess", "words", strings.ToUpper(w.Word)))
	if !strings.Contains(r.Text, w.Word) || !strings.Contains(r.Text, "+") {
		t.Errorf("/guess %s on the Polish daily: %q", strings.ToUpper(w.Word), r.Text)
	}
	admin.Options = map[string]string{"language": "xx"}
	if r := rig.Do(admin); !r.Ephemeral || !strings.Contains(r.Text, "`xx`") {
		t.Errorf("language:xx: %q", r.Text)
	}
	admin.Options = map[string]string{"language": "en"}
	rig.Do(admin)
	if set, _ := rig.Svc.Settings(ctx, g); set.NextTier != "common" && set.Tier != "common" {
		t.Errorf("language:en: settings %+v", set)
	}
}

// TestStudyLanguage: /study lang:ru lists Russian words, from a table
// rolled on the first ask.
func TestStudyLanguage(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	got := e.Typed(t, "/study lang:ru count:5")
	if !strings.Contains(got.Text, "Russian") || !strings.ContainsAny(got.Text, "абвгдежзийклмнопрстуфхцчшщыьэюя") {
		t.Errorf("/study lang:ru: %q", got.Text)
	}
	if got := e.Typed(t, "/study polish"); !strings.Contains(got.Text, "Polish") {
		t.Errorf("/study polish: %q", got.Text)
	}
}

// TestPathDigraphTiles: /path reads a word's letters as the solver does, so
// N and J tiles side by side do not spell Croatian's nj (its tile is Nj),
// while the Nj tile does.
func TestPathDigraphTiles(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	e.Typed(t, "/path word:konj board:konj abce dfgh iklm lang:hr")
	e.Refused.Expect(t, game.CodePathNotOn)
	got := e.Typed(t, "/path word:konj board:ko[nj]a bcde fghi klmp lang:hr")
	if e.Refused.None(t); !strings.Contains(got.Text, "**konj**") {
		t.Errorf("/path konj on an Nj tile: %q", got.Text)
	}
}

// TestStudyLanguageInGerman: /study lang:pl read in German names the
// dictionary and the dice by the language's German name, and writes its
// numbers the German way (2.000 Würfe, 4,2 %).
func TestStudyLanguageInGerman(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	r, err := e.Bot.ParseText("/study lang:pl count:15")
	if err != nil {
		t.Fatal(err)
	}
	r.ID, r.User, r.Channel, r.Locale = "i1", bot.User{ID: "u1", Name: "ann"}, "c1", "de"
	got := e.Do(t, r).Text
	for _, want := range []string{"(Wörterbuch Polnisch)", "Würfe der Würfel Polnisch", "Über 2.000 Würfe"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in %q", want, got)
		}
	}
	if strings.Contains(got, "Polish") || regexp.MustCompile(`\d\.\d+ ?%`).MatchString(got) {
		t.Errorf("English name or decimal point left in %q", got)
	}
	if !regexp.MustCompile(`\d+(,\d+)? % der Spielfelder`).MatchString(got) {
		t.Errorf("no German percentage in %q", got)
	}
}

// TestRichRollInALanguage: a rich roll of a language's dice names them in
// one sentence that reads (not "the Hungarian 4x4, fitted to ... dice").
func TestRichRollInALanguage(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	got := e.Typed(t, "/random lang:hu quality:rich")
	if !strings.Contains(got.Text, " rolls of the Hungarian 4x4 dice, fitted to the word list's letters (") {
		t.Errorf("/random lang:hu quality:rich: %q", got.Text)
	}
}

// TestPersianChat: Persian in chat as Russian is: /solve, /path and
// /random with lang:fa, a round's guesses (typed with Arabic's kaf and a
// zero-width non-joiner), and /daily setup language:fa; words in the
// bot's lists are followed by a left-to-right mark, so their points stay
// on their right.
func TestPersianChat(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	got := e.Typed(t, "/solve کتاب نظرم ژاله سیبد lang:fa")
	if !strings.Contains(got.Text, "Persian") || got.Ephemeral || got.Image == nil {
		t.Fatalf("/solve lang:fa: %+v", got.Text)
	}
	got = e.Typed(t, "/path كتاب")
	if !strings.Contains(got.Text, "**کتاب") || got.Ephemeral || got.Image == nil {
		t.Errorf("/path كتاب on the channel's Persian board: %q", got.Text)
	}
	// "**کتاب**: 1 point": the mark keeps the points on the word's right.
	if !strings.Contains(got.Text, "**کتاب"+solver.LRM+"**: ") {
		t.Errorf("/path كتاب: no left-to-right mark before the points: %q", got.Text)
	}
	got = e.Typed(t, "/random lang:fa")
	if !strings.Contains(got.Text, "Persian") || got.Image == nil {
		t.Errorf("/random lang:fa: %q", got.Text)
	}

	rig := apptest.NewRoundRig(t)
	start := rig.Do(apptest.In("ann", "play", "time", "2m", "board", "کتاب نظرم ژاله سیبد", "lang", "fa"))
	if start.Ephemeral || start.Image == nil {
		t.Fatalf("start reply: %+v", start)
	}
	r := rig.Do(apptest.In("ann", "guess", "words", "كتاب نظ\u200cر"))
	if !r.Ephemeral || !strings.Contains(r.Text, "کتاب"+solver.LRM+" +") || !strings.Contains(r.Text, "نظر"+solver.LRM+" +") {
		t.Errorf("ann's Persian guess: %q", r.Text)
	}

	drig := apptest.NewDailyRig(t)
	admin := apptest.As("discord", "ann", "daily setup", "channel", "C9", "language", "fa")
	admin.IsAdmin = true
	if r := drig.Do(admin); r.Ephemeral {
		t.Fatalf("setup: %q", r.Text)
	}
	set, err := drig.Svc.Settings(context.Background(), game.Guild{Platform: "discord", ID: "g"})
	if err != nil || !strings.EqualFold(set.Tier, "Persian") {
		t.Fatalf("settings %+v, %v", set, err)
	}
	r = drig.Do(apptest.As("discord", "ann", "daily"))
	board := r.Text[strings.Index(r.Text, "`")+1:]
	board = board[:strings.Index(board, "`")]
	fa, _ := lang.Get("fa")
	if _, err := fa.ParseBoard(board); err != nil {
		t.Fatalf("/daily %q: board %q is not Persian: %v", r.Text, board, err)
	}
}

// TestBareQInFrench: a French word with a q no u follows is refused for
// that (the q is only on the Qu tile), never as a letter no French die has.
func TestBareQInFrench(t *testing.T) {
	b := app.New(app.Config{Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
	for _, w := range []string{"coq", "cinq"} {
		got := b.Handle(context.Background(), apptest.FrReq("path", "c", map[string]string{"word": w, "board": "cinq coqx xxxx xxxx", "lang": "fr"})).Text
		if !strings.Contains(got, "`"+w+"` ne peut pas être joué ici\u00a0: la lettre q n'est que sur la case Qu, donc chaque q doit être suivi d'un u.") || strings.Contains(got, "aucun dé") {
			t.Errorf("/path %s on a French board: %q", w, got)
		}
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
		got := b.Handle(context.Background(), apptest.FrReq(c.cmd, "c", c.opts)).Text
		if !strings.Contains(got, c.want) || strings.Contains(got, c.not) {
			t.Errorf("/%s %v in French: %q, want %q", c.cmd, c.opts, got, c.want)
		}
	}
}

// TestPathFreeTextInLanguage: /path's free-text form (word and board in
// one, as Slack and the console type it) reads the word and the board in
// the request's language.
func TestPathFreeTextInLanguage(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	got := e.Typed(t, "/path lang:pl grżo jzep isał lsim opaszże")
	if got.Ephemeral || !strings.Contains(got.Text, "**opaszże**") {
		t.Errorf("/path lang:pl grżo jzep isał lsim opaszże: %q", got.Text)
	}
	got = e.Typed(t, "/path lang:fr élève élev xxex xxxx xxxx")
	if got.Ephemeral || !strings.Contains(got.Text, "**élève**") {
		t.Errorf("/path lang:fr élève élev xxex xxxx xxxx: %q", got.Text)
	}
}

// TestBoardSuggestsLanguage: a board of another alphabet's letters typed
// without lang: names the lang: options that read it.
func TestBoardSuggestsLanguage(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	got := e.Typed(t, "/solve елка ббба бббб бббб")
	if !got.Ephemeral || !strings.Contains(got.Text, "lang:ru") || !strings.Contains(got.Text, "lang:uk") {
		t.Errorf("a Cyrillic board in English: %q", got.Text)
	}
	got = e.Typed(t, "/solve żółć abcd efgh ijkl")
	if !got.Ephemeral || !strings.Contains(got.Text, "lang:pl") || strings.Contains(got.Text, "lang:ru") {
		t.Errorf("a Polish board in English: %q", got.Text)
	}
}

// TestChannelBoardKeepsItsLanguage: a channel's board is remembered with
// its language; asked in another, it is refused, naming both, when that
// language has not its letters, and read in it when it has them.
func TestChannelBoardKeepsItsLanguage(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	if got := e.Typed(t, "/solve lang:pl żółć źdźb łąka ęśńa"); got.Ephemeral {
		t.Fatalf("/solve lang:pl: %q", got.Text)
	}
	for _, ask := range []string{"/solve lang:fr", "/solve lang:en"} {
		got := e.Typed(t, ask)
		if !got.Ephemeral || !strings.Contains(got.Text, "is in Polish") || strings.Contains(got.Text, "0 words") {
			t.Errorf("%s on a Polish board: %q", ask, got.Text)
		}
	}
	if got := e.Typed(t, "/solve lang:pl"); got.Ephemeral || !strings.Contains(got.Text, "Polish dictionary") {
		t.Errorf("/solve lang:pl again: %q", got.Text)
	}
	e.Typed(t, "/solve abcd efgh ijkl mnop")
	if got := e.Typed(t, "/solve lang:fr"); got.Ephemeral || !strings.Contains(got.Text, "French dictionary") {
		t.Errorf("/solve lang:fr on an a-z board: %q", got.Text)
	}
	// A Croatian board whose letters Hungarian has too is still not a
	// Hungarian board: /path lang:hu says so rather than judge it.
	if got := e.Typed(t, "/solve lang:hr kuta nosi rado bile"); got.Ephemeral {
		t.Fatalf("/solve lang:hr: %q", got.Text)
	}
	if got := e.Typed(t, "/path lang:hu rado"); !got.Ephemeral || !strings.Contains(got.Text, "is in Croatian, not Hungarian") {
		t.Errorf("/path lang:hu on a Croatian board: %q", got.Text)
	}
}

// TestLangButtonsRoundTrip: /solve of a Polish or Russian board has the
// "All N words" button and the path menu; their IDs carry the language's
// code and tiles, and a click elsewhere answers on the same board.
func TestLangButtonsRoundTrip(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	for _, c := range []struct{ text, code, word string }{
		{"/solve lang:pl żółć źdźb łąka ęśńa", "pl", "bańka"},
		{"/solve lang:ru кошк атор мыла рама", "ru", ""},
		{"/solve lang:pl żółćź dźbłą kaęśń aabcd eżółć", "pl", ""},
	} {
		sol := e.Typed(t, c.text)
		if len(sol.Actions) != 2 {
			t.Errorf("%s: actions %+v (%q)", c.text, sol.Actions, sol.Text)
			continue
		}
		button, sel := sol.Actions[0], sol.Actions[1]
		for _, a := range sol.Actions {
			if len(a.ID) > 100 || !strings.Contains(a.ID, "|"+c.code+"|L") {
				t.Errorf("%s: action id %q", c.text, a.ID)
			}
		}
		click := func(id, value string) bot.Reply {
			r, _ := e.Bot.ParseText("/help")
			r.ID, r.Platform, r.User, r.Channel = "i2", apptest.ConsoleName, bot.User{ID: "u2", Name: "bob"}, "elsewhere"
			r.Command, r.Options = "", nil
			r.Action = &bot.ActionEvent{ID: id, Value: value}
			return e.Do(t, r)
		}
		list := click(button.ID, "")
		first := sel.Choices[0].Value
		if !list.Ephemeral || !strings.Contains(list.Text, first) {
			t.Errorf("%s: the All words button: %q", c.text, list.Text)
		}
		word := cmpOr(c.word, first)
		p := click(sel.ID, word)
		if p.Ephemeral || !strings.Contains(p.Text, "**"+word+"**") {
			t.Errorf("%s: path of %s from the menu: %q", c.text, word, p.Text)
		}
	}
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
