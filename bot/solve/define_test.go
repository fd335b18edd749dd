package solve_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/solve"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/wordnet"
)

// firstBlocked is the first word of dict's blocklist.
func firstBlocked(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("../../dict/blocklist.txt")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(data)) {
		if w := strings.TrimSpace(line); w != "" && !strings.HasPrefix(w, "#") {
			return w
		}
	}
	t.Fatal("the blocklist is empty")
	return ""
}

func TestDefine(t *testing.T) {
	gloss := func(w string) string { return wordnet.Define(w)[0].Glosses[0] }
	tests := []struct {
		text  string
		want  []string
		error bool // an ephemeral error, not a definition
	}{
		{"/define recitals", []string{"**recitals** is a form of **recital**.", "**recital**, noun:\n1. " + gloss("recital"), "From WordNet 3.0"}, false},
		{"/define Geese", []string{"**geese** is a form of **goose**.", "**goose**, noun:\n1. " + gloss("goose")}, false},
		{"/define ran", []string{"**ran** is a form of **run**.", "**run**, verb:\n1. " + gloss("run")}, false},
		{"/define went", []string{"a form of **go**."}, false},
		{"/define sinecure", []string{"**sinecure**, noun:\n1. " + gloss("sinecure")}, false},
		{"/define `sinecure`.", []string{"**sinecure**, noun:"}, false}, // as pasted, or ending a sentence
		{"/define word:saw", []string{"**saw**, verb:", "**saw**, noun:", "**see**, verb:"}, false},
		{"/define better", []string{"**better**, adjective:", "Also: "}, false},
		{"/define xyz", []string{"WordNet has no entry for `xyz`."}, false},
		{"/define the", []string{"WordNet has no entry for `the`."}, false},
		{"/define sine-cure", []string{"A word is letters a-z only, and `sine-cure` is not."}, true},
		{"/define café", []string{"Definitions are English only (WordNet): `café` is not an English word"}, true},
		{"/define 42", []string{"A word is letters a-z only, and `42` is not."}, true},
		{"/define two words", []string{"One word at a time, please: `two words` is 2 words."}, true},
		{"/define " + strings.Repeat("ab", 40), []string{"is 80 letters long; I define words of at most 64."}, true},
		{"/define " + strings.Repeat("x", 5000), []string{"is 5,000 letters long"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.text[:min(len(tt.text), 40)], func(t *testing.T) {
			e := apptest.NewEnv(t, app.Config{})
			got := e.Typed(t, tt.text)
			for _, w := range tt.want {
				if !strings.Contains(got.Text, w) {
					t.Errorf("reply %q\nwant %q", got.Text, w)
				}
			}
			if got.Ephemeral != tt.error || got.Image != nil || len(got.Text) > bot.MaxText || strings.Contains(got.Text, "…(cut short)") {
				t.Errorf("reply ephemeral %v (want %v), image %v, %d bytes", got.Ephemeral, tt.error, got.Image != nil, len(got.Text))
			}
		})
	}
}

func TestDefineNeedsAWord(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	if _, err := e.Bot.ParseText("/define"); err == nil || !strings.Contains(bot.ErrorIn(err, "en"), "`/define` needs a word") {
		t.Errorf("/define alone: %v", err)
	}
	for _, w := range []string{"", "  ", "``", "."} {
		got := e.Do(t, apptest.Req("define", "word", w))
		if !got.Ephemeral || !strings.Contains(got.Text, "Which word?") {
			t.Errorf("/define word:%q: %q", w, got.Text)
		}
	}
}

// TestDefineOtherLanguages: a word of another language's letters is
// told, in the reader's words, that definitions are English only; a word
// of no letters is still told what a word is.
func TestDefineOtherLanguages(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	r := apptest.Req("define", "word", "élève")
	r.Locale = "fr"
	if got := e.Do(t, r); !got.Ephemeral || !strings.Contains(got.Text, "Les définitions sont en anglais uniquement (WordNet)\u00a0: `élève` n'est pas un mot anglais") {
		t.Errorf("/define élève in French: %q", got.Text)
	}
	if got := e.Do(t, apptest.Req("define", "word", "słowo")); !strings.Contains(got.Text, "Definitions are English only (WordNet): `słowo` is not an English word") {
		t.Errorf("/define słowo: %q", got.Text)
	}
	if got := e.Do(t, apptest.Req("define", "word", "sine-cure")); !strings.Contains(got.Text, "letters a-z only") {
		t.Errorf("/define sine-cure: %q", got.Text)
	}
}

// A word on the blocklist gets no definition, and the reply does not
// repeat it.
func TestDefineBlocked(t *testing.T) {
	w := firstBlocked(t)
	if !dict.Blocked(w) {
		t.Fatalf("dict.Blocked(%q) is false", w)
	}
	e := apptest.NewEnv(t, app.Config{})
	for _, typed := range []string{w, strings.ToUpper(w), w + "."} {
		got := e.Do(t, apptest.Req("define", "word", typed))
		if !got.Ephemeral || !strings.Contains(got.Text, "blocklist") || strings.Contains(strings.ToLower(got.Text), w) {
			t.Errorf("/define %s: %q, ephemeral %v", typed, got.Text, got.Ephemeral)
		}
	}
	if got := solve.Definition(w); !strings.Contains(got, "no entry") {
		t.Errorf("Definition(%q) = %q; want no entry", w, got)
	}
}

// Every definition fits in one message whole, whatever the word: a sample
// of the large dictionary, every irregular form and the words with the most
// entries.
func TestDefinitionFits(t *testing.T) {
	large, err := dict.Embedded("large")
	if err != nil {
		t.Fatal(err)
	}
	words := []string{"better", "saw", "found", "best", "left", "lay", "bases", "axes", "felt", "ground"}
	i := 0
	for w := range large.Words() {
		if i%97 == 0 {
			words = append(words, w)
		}
		i++
	}
	longest, defined := "", 0
	for _, w := range words {
		got := solve.Definition(w)
		if len(got) > bot.MaxText || strings.Contains(got, "…(cut short)") {
			t.Fatalf("Definition(%q) is %d bytes, cut to fit %d:\n%s", w, len(got), bot.MaxText, got)
		}
		if len(got) > len(solve.Definition(longest)) {
			longest = w
		}
		if !strings.Contains(got, "no entry") {
			defined++
		}
	}
	if defined < len(words)/3 {
		t.Errorf("only %d of %d words defined", defined, len(words))
	}
	t.Logf("%d of %d words defined; the longest, %q, is %d bytes", defined, len(words), longest, len(solve.Definition(longest)))
}

// /path gives the word's meaning in one line.
func TestPathGivesMeaning(t *testing.T) {
	e := apptest.NewEnv(t, app.Config{})
	got := e.Typed(t, "/path recitals lqre slus atic nren")
	g := wordnet.Define("recitals")[0].Glosses[0]
	want := "\n**recitals** (recital, n.): " + g[:20]
	if !strings.Contains(got.Text, want) {
		t.Errorf("reply %q\nwant %q", got.Text, want)
	}
	if line := got.Text[strings.Index(got.Text, want)+1:]; len(line) > 140 {
		t.Errorf("the meaning is %d bytes: %q", len(line), line)
	}
	// A word the dictionary lacks gets no meaning: it is not a word here.
	got = e.Typed(t, "/path lqre slus atic nren tuls")
	if !strings.Contains(got.Text, "but it isn't in the") || strings.Contains(got.Text, "\n**tuls** (") {
		t.Errorf("a word not in the dictionary got a meaning: %q", got.Text)
	}
}

// The daily's results give meanings only in the room the message has left:
// with one player they are there; with a crowd of long names, the results
// still fit whole, ending as they should.
func TestRevealMeaningsFit(t *testing.T) {
	for _, tt := range []struct{ players, ahead int }{{1, 1}, {45, 3}, {45, 0}} {
		players := tt.players
		t.Run(fmt.Sprintf("%d players, %d ahead", tt.players, tt.ahead), func(t *testing.T) {
			rig := apptest.NewDailyRig(t)
			_, words := apptest.TodaysWords(t, "common")
			for i := range players {
				name := fmt.Sprintf("player%02d-%s", i, strings.Repeat("x", 24))
				// The worst words: the best stay unfound.
				w := words[len(words)-1-i%len(words)].Word
				// The first tt.ahead players make the podium, the rest the Everyone line.
				if i < tt.ahead {
					w += " " + words[len(words)/2].Word
				}
				if r := rig.Do(apptest.As(apptest.ConsoleName, name, "guess", "words", w)); !strings.Contains(r.Text, "Accepted") {
					t.Fatalf("guess %s: %s", w, r.Text)
				}
			}
			ctx := context.Background()
			day := game.DayOf(apptest.DailyStart, time.UTC)
			r, err := rig.Bot.Daily.Post(ctx, challenge.Post{Key: challenge.PostKey{Guild: game.Guild{Platform: apptest.ConsoleName, ID: "g"}, Day: day, Kind: challenge.Reveal}})
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Text) > bot.MaxText || strings.Contains(r.Text, "…(cut short)") || !strings.HasSuffix(r.Text, "A new board is up: `/daily`.") {
				t.Fatalf("%d bytes, or cut short:\n%s", len(r.Text), r.Text)
			}
			unfound, _, _ := strings.Cut(strings.SplitN(r.Text, "nobody found:", 2)[1], "\n")
			if players == 1 {
				apptest.CheckMeanings(t, r.Text, unfound, 3)
			} else if tt.ahead > 0 && !strings.Contains(r.Text, "Everyone: ") {
				t.Errorf("no Everyone line:\n%s", r.Text)
			} else if tt.ahead == 0 && !strings.Contains(r.Text, " · …and 40 more tied\n") {
				t.Errorf("45 tied, and the podium does not name 5 and count the rest:\n%s", r.Text)
			}
			t.Logf("%d players: %d bytes, %d meanings", players, len(r.Text), strings.Count(r.Text, "\n• **"))
		})
	}
}
