// Package roundtest checks live rounds from the outside, as players see
// them, for end-to-end tests: a Tally keeps what the bot's replies to one
// player's guesses said, and CheckResults reads a round's results post and
// checks it line by line against the tallies' own sums, made here with the
// Boggle table written out (not the solver's). A Duel scripts two players
// whose words overlap, the same on every platform; a Store says when a
// round learns its start message. Tallies and duels are not safe for
// concurrent use; a Store is as safe as the store it wraps.
package roundtest

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// Points is the Boggle table: 3 or 4 letters score 1 point, 5 score 2,
// 6 score 3, 7 score 5, 8 or more 11. A word's letters count as spelled,
// so a Qu tile counts as two.
func Points(word string) int {
	switch n := len(word); {
	case n < 3:
		return 0
	case n <= 4:
		return 1
	case n == 5:
		return 2
	case n == 6:
		return 3
	case n == 7:
		return 5
	}
	return 11
}

// A Tally is what the bot told one player about their guesses in one
// round. It is not safe for concurrent use.
type Tally struct {
	ID string
	// Accepted holds the words a reply said were accepted, with the
	// points it gave.
	Accepted map[string]int
	// Confirmed holds the words a reply said were accepted or already
	// found: the round holds them, says the bot.
	Confirmed map[string]bool
	// Sent holds every word sent; Doubt those sent in a guess that got no
	// answer (the bot may or may not have recorded them).
	Sent, Doubt map[string]bool
	// Replies counts the answered guesses.
	Replies int
	// Words and Points are the running total the last reply gave.
	Words, Points int
}

// NewTally returns an empty tally for the player with id.
func NewTally(id string) *Tally {
	return &Tally{ID: id, Accepted: map[string]int{}, Confirmed: map[string]bool{}, Sent: map[string]bool{}, Doubt: map[string]bool{}}
}

// Send notes that batch is being sent.
func (t *Tally) Send(batch []string) {
	for _, w := range batch {
		t.Sent[w] = true
	}
}

// Unanswered notes that a guess of batch got no answer.
func (t *Tally) Unanswered(batch []string) {
	for _, w := range batch {
		t.Doubt[w] = true
	}
}

// Unresolved returns the words in doubt that no reply has confirmed since,
// sorted.
func (t *Tally) Unresolved() []string {
	var out []string
	for w := range t.Doubt {
		if !t.Confirmed[w] {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return out
}

// Sum returns the points of the confirmed words.
func (t *Tally) Sum() int {
	n := 0
	for w := range t.Confirmed {
		n += Points(w)
	}
	return n
}

// IsOver reports whether a reply to a guess says the round has ended.
func IsOver(text string) bool { return strings.HasPrefix(text, "The round ended") }

var (
	acceptedItem = regexp.MustCompile(`^([a-z]+) \+(\d+)$`)
	runningTotal = regexp.MustCompile(`You have \*\*(\d+) words?, (\d+) points?\*\* in this round`)
)

// Record reads the reply to a guess of batch in the round: every word of
// the batch must be Accepted (with its points by the table, and never
// twice) or Already found, and the running total must count at least the
// confirmed words, exactly them when nothing is in doubt.
func (t *Tally) Record(text string, batch []string) error {
	if !strings.HasPrefix(text, "**Round:** ") {
		return fmt.Errorf("not a reply of the round: %q", text)
	}
	t.Replies++
	seen := map[string]bool{}
	for _, line := range strings.Split(strings.TrimPrefix(text, "**Round:** "), "\n") {
		switch {
		case strings.HasPrefix(line, "**Accepted:** "):
			for _, item := range strings.Split(strings.TrimPrefix(line, "**Accepted:** "), " · ") {
				m := acceptedItem.FindStringSubmatch(item)
				if m == nil {
					return fmt.Errorf("unreadable accepted word %q in %q", item, text)
				}
				w, pts := m[1], atoi(m[2])
				if _, twice := t.Accepted[w]; twice {
					return fmt.Errorf("%q accepted twice (it would count twice) in %q", w, text)
				}
				if pts != Points(w) {
					return fmt.Errorf("%q accepted with +%d, the table says %d: %q", w, pts, Points(w), text)
				}
				t.Accepted[w], t.Confirmed[w], seen[w] = pts, true, true
			}
		case strings.HasPrefix(line, "**Already found:** "):
			for _, w := range strings.Split(strings.TrimPrefix(line, "**Already found:** "), " · ") {
				t.Confirmed[w], seen[w] = true, true
			}
		case strings.HasPrefix(line, "**") && !strings.HasPrefix(line, "**+"):
			return fmt.Errorf("unexpected verdict in %q", text)
		}
	}
	for _, w := range batch {
		if !seen[w] {
			return fmt.Errorf("%q missing from the reply %q", w, text)
		}
	}
	m := runningTotal.FindStringSubmatch(text)
	if m == nil {
		return fmt.Errorf("no running total in %q", text)
	}
	t.Words, t.Points = atoi(m[1]), atoi(m[2])
	exact := len(t.Unresolved()) == 0
	if t.Words < len(t.Confirmed) || t.Points < t.Sum() || exact && (t.Words != len(t.Confirmed) || t.Points != t.Sum()) {
		return fmt.Errorf("the reply counts %d words, %d points; the replies so far confirmed %d words, %d points: %q",
			t.Words, t.Points, len(t.Confirmed), t.Sum(), text)
	}
	return nil
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// A Standing is one player's result by the tallies' own sums.
type Standing struct {
	ID     string
	Points int
	Scored []string // the words that scored, sorted
}

// Expect computes a round's results from the confirmed words of every
// tally: in mode "classic" a word two or more players confirmed scores for
// nobody (it is in cancelled, sorted); in mode "all" every word scores.
// Players without a confirmed word are not in the results.
func Expect(mode string, tallies []*Tally) (standings map[string]Standing, cancelled []string) {
	finders := map[string]int{}
	for _, t := range tallies {
		for w := range t.Confirmed {
			finders[w]++
		}
	}
	standings = map[string]Standing{}
	for _, t := range tallies {
		if len(t.Confirmed) == 0 {
			continue
		}
		st := Standing{ID: t.ID, Scored: []string{}}
		for w := range t.Confirmed {
			if mode == "all" || finders[w] == 1 {
				st.Points += Points(w)
				st.Scored = append(st.Scored, w)
			}
		}
		slices.Sort(st.Scored)
		standings[t.ID] = st
	}
	if mode != "all" {
		for w, n := range finders {
			if n > 1 {
				cancelled = append(cancelled, w)
			}
		}
		slices.Sort(cancelled)
	}
	return standings, cancelled
}

var rankLine = regexp.MustCompile(`^(\d+)\. <@([^>]+)> (\d+) points? · (\d+) words?(?:: (.*))?$`)

// CheckResults checks a results post whose mentions are written <@ID>
// against the tallies' sums in mode ("classic" or "all"): one rank line
// per player who has a confirmed word, `R. <@ID> N points · K words: …`
// with N and K our sums, R one more than the number of players with more
// points, best first, listing exactly the words that scored (a list cut
// short with "+N more" counts the rest); in classic mode the cancelled
// words. It returns every difference. Every tally must be free of doubt.
func CheckResults(text, mode string, tallies []*Tally) []error {
	var errs []error
	bad := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	for _, t := range tallies {
		if u := t.Unresolved(); len(u) > 0 {
			bad("player %s: words in doubt %v; resend them before checking", t.ID, u)
		}
	}
	want, cancelled := Expect(mode, tallies)
	if !strings.HasPrefix(text, "**Round over!**") {
		bad("not a results post: %q", text)
	}
	seen := map[string]bool{}
	prev := -1
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "**Cancelled** (found by two or more): ") {
			got, rest := list(strings.TrimPrefix(line, "**Cancelled** (found by two or more): "))
			if !covers(got, rest, cancelled) {
				bad("cancelled %v (+%d more), want %v", got, rest, cancelled)
			}
			cancelled = nil
			continue
		}
		m := rankLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		id, rank, pts, n := m[2], atoi(m[1]), atoi(m[3]), atoi(m[4])
		st, ok := want[id]
		switch {
		case !ok:
			bad("%q: a player without a confirmed word", line)
			continue
		case seen[id]:
			bad("%q: ranked twice", line)
		}
		seen[id] = true
		if pts != st.Points || n != len(st.Scored) {
			bad("%q: want %d points · %d words (%s)", line, st.Points, len(st.Scored), strings.Join(st.Scored, ", "))
		}
		if prev >= 0 && pts > prev {
			bad("%q: ranked below a player with %d points", line, prev)
		}
		prev = pts
		better := 0
		for _, o := range want {
			if o.Points > st.Points {
				better++
			}
		}
		if rank != better+1 {
			bad("%q: rank %d, want %d", line, rank, better+1)
		}
		if m[5] != "" {
			if got, rest := list(m[5]); !covers(got, rest, st.Scored) {
				bad("%q: lists %v and %d more, want %v", line, got, rest, st.Scored)
			}
		} else if len(st.Scored) > 0 && len(want) <= 10 {
			bad("%q: lists no words, want %v", line, st.Scored)
		}
	}
	for id := range want {
		if !seen[id] && !strings.Contains(text, "more player") {
			bad("player %s is not ranked", id)
		}
	}
	if mode == "all" && strings.Contains(text, "**Cancelled**") {
		bad("words cancelled in mode all")
	}
	if len(cancelled) > 0 {
		bad("no line of cancelled words; want %v", cancelled)
	}
	return errs
}

// list reads "a, b, c, +N more".
func list(s string) (words []string, more int) {
	words = strings.Split(s, ", ")
	if last := words[len(words)-1]; strings.HasPrefix(last, "+") && strings.HasSuffix(last, " more") {
		more = atoi(strings.TrimSuffix(strings.TrimPrefix(last, "+"), " more"))
		words = words[:len(words)-1]
	}
	return words, more
}

// covers reports whether got and more others are exactly want.
func covers(got []string, more int, want []string) bool {
	if len(got)+more != len(want) {
		return false
	}
	seen := map[string]bool{}
	for _, w := range got {
		if seen[w] || !slices.Contains(want, w) {
			return false
		}
		seen[w] = true
	}
	return true
}

// FromMrkdwn reads text the Slack adapter sent as the bot wrote it: Slack's
// mrkdwn makes the bot's **bold** *bold* and escapes &, < and > (mentions
// aside). The bot writes no single stars in a round's replies and
// results, so every one is half of a bold mark. Record and CheckResults
// read the bot's own Markdown; give them a Slack text through FromMrkdwn.
func FromMrkdwn(text string) string {
	text = strings.ReplaceAll(text, "*", "**")
	return strings.NewReplacer("&lt;", "<", "&gt;", ">", "&amp;", "&").Replace(text)
}

// A Turn is one guess in a scripted round: Player (0 or 1) enters Words.
type Turn struct {
	Player int
	Words  []string
}

// BestWords returns the n best words on board in the tier's dictionary,
// as the solver finds them: words a Duel can enter.
func BestWords(board, tier string, n int) ([]string, error) {
	b, err := solver.Parse(board)
	if err != nil {
		return nil, err
	}
	d, err := dict.Embedded(tier)
	if err != nil {
		return nil, err
	}
	sol := solver.Solve(b, d, solver.Rules{})
	if len(sol.Words) < n {
		return nil, fmt.Errorf("%s has %d words in the %s dictionary, not %d", board, len(sol.Words), tier, n)
	}
	words := make([]string, n)
	for i, w := range sol.Words[:n] {
		words[i] = w.Word
	}
	return words, nil
}

// A Duel is a round of two players whose words overlap, scripted for
// end-to-end tests, the same on every platform: the players enter words
// in turns, alternately, and the Tallies keep what the bot answered them.
// Of the nine words it is given (valid on the round's board), each player
// finds two the other finds too, one before and one after the other does,
// and each enters a word twice (Already found the second time). In
// classic mode those two words score for nobody.
type Duel struct {
	Turns   []Turn
	Tallies [2]*Tally
}

// NewDuel scripts a duel between the players with ids on words, at least
// nine distinct words valid in the round.
func NewDuel(ids [2]string, words []string) (*Duel, error) {
	if len(words) < 9 {
		return nil, fmt.Errorf("a duel needs nine words, got %d", len(words))
	}
	w := words
	return &Duel{
		Turns: []Turn{
			{0, []string{w[0], w[1], w[2], w[3]}},
			{1, []string{w[3], w[4], w[5]}},
			{0, []string{w[4], w[6], w[1]}}, // w[1] again
			{1, []string{w[7], w[8], w[5]}}, // w[5] again
		},
		Tallies: [2]*Tally{NewTally(ids[0]), NewTally(ids[1])},
	}, nil
}

// Play sends every turn in order with enter, which sends a player's words
// as the platform's players do and returns the bot's answer, and records
// each answer in the player's tally. It stops at the first answer that
// does not agree with the tally.
func (d *Duel) Play(enter func(player int, words []string) string) error {
	for i, turn := range d.Turns {
		tl := d.Tallies[turn.Player]
		tl.Send(turn.Words)
		if err := tl.Record(enter(turn.Player, turn.Words), turn.Words); err != nil {
			return fmt.Errorf("turn %d, player %s: %w", i+1, tl.ID, err)
		}
	}
	return nil
}

// Entered returns how many words the players have entered, in all: what
// a round's start message says.
func (d *Duel) Entered() int { return len(d.Tallies[0].Confirmed) + len(d.Tallies[1].Confirmed) }

// Check checks a results post against the duel's tallies in mode
// (CheckResults), and that the duel had what it scripts: both players
// ranked, and in classic mode two words cancelled.
func (d *Duel) Check(results, mode string) []error {
	errs := CheckResults(results, mode, d.Tallies[:])
	want, cancelled := Expect(mode, d.Tallies[:])
	if len(want) != 2 || mode == "classic" && len(cancelled) != 2 {
		errs = append(errs, fmt.Errorf("the duel went off script: standings %v, cancelled %v", want, cancelled))
	}
	return errs
}

// A Store is a round.Store that reports on Messages the start message
// each round learns (SetMessage): a round learns it after the message is
// sent, and a test waits for it before the round keeper may edit it.
type Store struct {
	round.Store
	Messages chan string
}

// NewStore wraps s; Messages holds 16 references unread.
func NewStore(s round.Store) *Store { return &Store{Store: s, Messages: make(chan string, 16)} }

// SetMessage stores the reference, then reports it.
func (s *Store) SetMessage(ctx context.Context, id, message string) error {
	err := s.Store.SetMessage(ctx, id, message)
	s.Messages <- message
	return err
}

// A Clock is a fake time, for round.Config.Now and bot.Config.Now: it
// stands still until Add moves it on. It is safe for concurrent use.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock returns a clock at noon UTC on a fixed day.
func NewClock() *Clock { return &Clock{now: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)} }

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Add moves the clock on by d.
func (c *Clock) Add(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}
