package web_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// tap presses and lets go on tile i without moving.
func tap(i int) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		var c [2]float64
		js := fmt.Sprintf(`(() => { const r = document.querySelector('#board button[data-i="%d"]').getBoundingClientRect(); return [r.left + r.width/2, r.top + r.height/2]; })()`, i)
		if err := chromedp.Evaluate(js, &c).Do(ctx); err != nil {
			return err
		}
		return chromedp.MouseClickXY(c[0], c[1]).Do(ctx)
	})
}

// pathIs waits until the lit path is tiles.
func pathIs(tiles string) chromedp.Action {
	return chromedp.Poll(fmt.Sprintf(`[...document.querySelectorAll("#board button.on")].map(b => b.dataset.i).join(",") === %q`, tiles), nil,
		chromedp.WithPollingInterval(20*time.Millisecond))
}

// wordClass waits until the word above the board has class cls.
func wordClass(cls string) chromedp.Action {
	return chromedp.Poll(fmt.Sprintf(`document.querySelector("#word").classList.contains(%q)`, cls), nil, chromedp.WithPollingInterval(20*time.Millisecond))
}

// Feedback: the word stays above the board with its verdict (found lifts
// with its points, already found nudges, not a word shakes); tapping the
// last tile takes it back; a tap away from the path starts a new word
// there and says so; Escape clears from the word field too; under
// prefers-reduced-motion nothing moves.
func TestBrowserFeedback(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))

	run(t, ctx, tap(0), pathIs("0"), tap(1), pathIs("0,1"), tap(1), pathIs("0"), tap(15), pathIs("15"),
		chromedp.Poll(`document.querySelector("#msg").textContent.startsWith("New word from")`, nil, chromedp.WithPollingInterval(20*time.Millisecond)),
		tap(15), pathIs(""))

	w := words[0]
	var shown string
	run(t, ctx, drag(w.Path, 4), found(w.Word), wordClass("lift"), chromedp.Text(`#word`, &shown, chromedp.ByID))
	if want := fmt.Sprintf("%s +%d", w.Word, w.Points); !strings.EqualFold(shown, want) {
		t.Errorf("after a found word the word shows %q, want %q", shown, want)
	}
	run(t, ctx, drag(w.Path, 4), wordClass("nudge"), chromedp.Text(`#word`, &shown, chromedp.ByID))
	if !strings.EqualFold(shown, w.Word) {
		t.Errorf("after an already found word the word shows %q", shown)
	}
	run(t, ctx, chromedp.SendKeys(`#typed`, "zzzz\r", chromedp.ByID), wordClass("shake"))

	// Escape clears, from the word field too.
	run(t, ctx, chromedp.SendKeys(`#typed`, words[1].Word[:3], chromedp.ByID), chromedp.KeyEvent(kb.Escape),
		chromedp.Poll(`document.querySelector("#typed").value === "" && document.querySelector("#word").textContent.trim() === ""`, nil,
			chromedp.WithPollingInterval(20*time.Millisecond)))

	// Reduced motion: the verdict shows without moving.
	var anim string
	run(t, ctx, emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}),
		chromedp.SendKeys(`#typed`, "zzzz\r", chromedp.ByID), wordClass("shake"),
		chromedp.Evaluate(`getComputedStyle(document.querySelector("#word")).animationName`, &anim))
	if anim != "none" {
		t.Errorf("under prefers-reduced-motion the word moves: animation %q", anim)
	}
}

// The daily's score ladder and end screen: the level on the page and in
// chat, the share text with a copy button, the countdown to the next
// board; the next day, yesterday's words against the best missed a tap
// away.
func TestBrowserDayScreen(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.SendKeys(`#typed`, words[0].Word+"\r", chromedp.ByID), found(words[0].Word),
		chromedp.WaitVisible(`#sharebox`, chromedp.ByID))
	var level, share, next string
	run(t, ctx, chromedp.Text(`#level`, &level, chromedp.ByID), chromedp.Text(`#share`, &share, chromedp.ByID), chromedp.Text(`#nextboard`, &next, chromedp.ByID))
	if !strings.HasPrefix(level, "🐝 ") || !strings.Contains(share, "bogglebot #") || !strings.Contains(share, "🐝") || !strings.HasPrefix(next, "Next board in ") {
		t.Errorf("your day: level %q, share %q, next %q", level, share, next)
	}
	if strings.Contains(strings.ToLower(share), words[0].Word) {
		t.Errorf("the share text spoils a word: %q", share)
	}
	run(t, ctx, chromedp.Click(`#copy`, chromedp.ByID),
		chromedp.Poll(`/copied|Selected/.test(document.querySelector("#msg").textContent)`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
	if d := r.do(chat(ann, "daily")); !strings.Contains(d.Text, "🐝 **") {
		t.Errorf("/daily has no level:\n%s", d.Text)
	}

	// The day ends with the page open: it shows the day's end screen
	// (the session outlives the day), your words against the best you
	// missed, and practice of that board a tap away.
	r.clock.Add(12 * time.Hour)
	var ended, title string
	run(t, ctx, chromedp.Reload(), chromedp.WaitVisible(`#end`, chromedp.ByID), chromedp.Text(`#found`, &ended, chromedp.ByID),
		chromedp.WaitVisible(`#endmissed button`, chromedp.ByQuery), chromedp.WaitVisible(`#practise`, chromedp.ByID))
	if !strings.Contains(ended, words[0].Word) {
		t.Errorf("the day's end screen: %q", ended)
	}
	axe(t, ctx, axeSource(t), "the daily's end screen")
	run(t, ctx, chromedp.Click(`#practise`, chromedp.ByID), waitText(`#clockl`, "practice"), chromedp.Text(`#title`, &title, chromedp.ByID),
		drag(words[1].Path, 4), found(words[1].Word), chromedp.WaitVisible(`#today`, chromedp.ByID))
	if !strings.HasPrefix(title, "Practice · ") {
		t.Errorf("practice title %q", title)
	}
	axe(t, ctx, axeSource(t), "practice")
	run(t, ctx, chromedp.Click(`#today`, chromedp.ByID), chromedp.WaitVisible(`#practise`, chromedp.ByID))
	if _, p, _ := r.daily.Today(context.Background(), guild, ann.ID); len(p.Found) != 0 {
		t.Errorf("practice counted on the new day: %+v", p.Found)
	}

	// The next day: yesterday's words are a tap away, and its board.
	var mine []string
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery),
		chromedp.Click(`#yesterday`, chromedp.ByID), chromedp.WaitVisible(`#review`, chromedp.ByID),
		chromedp.Evaluate(`[...document.querySelectorAll("#revmine button")].map(b => b.dataset.word)`, &mine))
	var missed, practise string
	run(t, ctx, chromedp.Text(`#revmissedh`, &missed, chromedp.ByID), chromedp.WaitVisible(`#practise`, chromedp.ByID),
		chromedp.Text(`#practise`, &practise, chromedp.ByID))
	if len(mine) != 1 || mine[0] != words[0].Word || !strings.HasPrefix(missed, "Best you missed") || practise != "Practise yesterday's board" {
		t.Errorf("yesterday: %q / %q / %q", mine, missed, practise)
	}
	run(t, ctx, chromedp.Click(`#practise`, chromedp.ByID), waitText(`#clockl`, "practice"), found(words[1].Word))
}

// Turning the board is a view: after a quarter turn the tiles show
// elsewhere, and a drag, taps and the arrow keys still take the tiles
// they show (the path and the word are the same); under
// prefers-reduced-motion it does not spin.
func TestBrowserTurn(t *testing.T) {
	r := newRig(t, nil)
	words := dailyWords(t, r)
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	corner := func() (pos [2]float64) {
		run(t, ctx, chromedp.Evaluate(`(() => { const b = document.querySelector('#board').getBoundingClientRect(), r = document.querySelector('#board button[data-i="0"]').getBoundingClientRect();
			return [Math.round((r.left - b.left) / b.width * 4 - .2), Math.round((r.top - b.top) / b.height * 4 - .2)]; })()`, &pos))
		return
	}
	if c := corner(); c != [2]float64{0, 0} {
		t.Fatalf("tile 0 shows at column, row %v before a turn", c)
	}
	run(t, ctx, chromedp.Click(`#turn`, chromedp.ByID), chromedp.Poll(`document.querySelector("#msg").textContent.startsWith("Board turned")`, nil),
		chromedp.Poll(`document.getAnimations().length === 0`, nil, chromedp.WithPollingInterval(20*time.Millisecond))) // the turn's spin has ended
	if c := corner(); c != [2]float64{3, 0} {
		t.Errorf("tile 0 shows at column, row %v after a quarter turn, want the top right", c)
	}
	// A drag across the tiles where they now show finds the word.
	run(t, ctx, drag(words[0].Path, 4), found(words[0].Word))
	// The arrow keys move as the board shows: down from tile 0 (top
	// right) is tile 1; Space takes tiles.
	run(t, ctx, chromedp.Focus(`#board button[data-i="0"]`, chromedp.ByQuery), chromedp.KeyEvent(" "), chromedp.KeyEvent(kb.ArrowDown),
		chromedp.KeyEvent(" "), pathIs("0,1"), chromedp.KeyEvent(kb.ArrowLeft), chromedp.KeyEvent(" "), pathIs("0,1,5"), chromedp.KeyEvent(kb.Escape))
	var label string
	run(t, ctx, chromedp.AttributeValue(`#board button[data-i="0"]`, "aria-label", &label, nil, chromedp.ByQuery))
	if !strings.HasSuffix(label, "row 1, column 4") {
		t.Errorf("tile 0 after a turn reads %q", label)
	}
	// Typing lights the typed word's tiles, wherever they show.
	w := words[1]
	var want []string
	for _, p := range w.Path {
		want = append(want, fmt.Sprint(p.Row*4+p.Col))
	}
	run(t, ctx, chromedp.SendKeys(`#typed`, w.Word, chromedp.ByID))
	var lit string
	run(t, ctx, chromedp.Evaluate(`[...document.querySelectorAll("#board button.on")].map(b => b.dataset.i).sort((a, b) => a - b).join(",")`, &lit))
	sorted := append([]string(nil), want...)
	slices.SortFunc(sorted, func(a, b string) int { return len(a) - len(b) + strings.Compare(a, b)*boolInt(len(a) == len(b)) })
	if lit != strings.Join(sorted, ",") {
		t.Errorf("typed %q lights %s, want %s", w.Word, lit, strings.Join(sorted, ","))
	}
	axe(t, ctx, axeSource(t), "a turned board")
	var spins int
	run(t, ctx, emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}),
		chromedp.Click(`#turn`, chromedp.ByID),
		// The turn's own spin (the CSS animation "turned"), not the tiles'
		// transitions left over from the typing above, which a loaded
		// machine may still be running.
		chromedp.Evaluate(`document.getAnimations().filter(a => a.animationName === "turned").length`, &spins))
	if spins != 0 {
		t.Errorf("under prefers-reduced-motion the board spins: %d animations", spins)
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Typed words keep any alphabet's letters: the field keeps what is typed;
// a word with digits or punctuation, or of é, ñ, ł or Cyrillic letters,
// goes to the server, which refuses it on an English board quoting it as
// typed (the page decides nothing the server does).
func TestBrowserTypedLetters(t *testing.T) {
	r := newRig(t, nil)
	r.clock.Run()
	ctx := browser(t, 390)
	run(t, ctx, chromedp.Navigate(r.dailyLink(t, ann)), chromedp.WaitVisible(`#board button[data-i="15"]`, chromedp.ByQuery))
	var got string
	run(t, ctx, chromedp.SendKeys(`#typed`, "é1ñ-ł.дом", chromedp.ByID), chromedp.Value(`#typed`, &got, chromedp.ByID))
	if got != "é1ñ-ł.дом" {
		t.Errorf("typed %q, the field holds %q", "é1ñ-ł.дом", got)
	}
	run(t, ctx, chromedp.SendKeys(`#typed`, "\r", chromedp.ByID), waitText(`#msg`, "é1ñ-ł.дом is not a word: letters a-z only."),
		chromedp.SendKeys(`#typed`, "éñłдом\r", chromedp.ByID),
		chromedp.Poll(`document.querySelector("#msg").textContent === "éñłдом is not a word: letters a-z only."`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
}
