package solve

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/present"
	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

// studyCommands is /study: the words most worth learning, read from the
// tables package study ships (computed ahead by go generate), so that it
// costs the bot no solving.
func studyCommands() []bot.CommandSpec {
	return []bot.CommandSpec{{
		Name:        "study",
		Description: "The words most worth learning for a board size: most points per board first",
		Options: []bot.OptionSpec{
			{Name: "size", Meta: "SIZE", Description: "4 (Boggle, default), 5 (Big Boggle) or 6 (Super Big Boggle)", Type: bot.Integer, Positional: true,
				Choices: []bot.Choice{{Label: "4x4", Value: "4"}, {Label: "5x5", Value: "5"}, {Label: "6x6", Value: "6"}}},
			{Name: "dict", Description: "word list: common, standard or large (default: the bot's, standard unless its admin chose)", Choices: bot.TierChoices()},
			{Name: "count", Description: fmt.Sprintf("how many words (1-%d, default %d)", MaxStudyCount, defaultStudyCount),
				Type: bot.Integer, Min: 1, Max: MaxStudyCount},
			bot.LangOpt,
		},
		Examples: []string{"/study", "/study 5 large 20", "/study size:6 dict:common count:10"},
	}}
}

// MaxStudyCount is the most words /study lists; its reply fits MaxText.
const MaxStudyCount = 30

const defaultStudyCount = 15

func (b *feature) studyCmd(ctx context.Context, req bot.Request) (bot.Reply, error) {
	sizeText, dictText, countText, err := studyArgs(req)
	if err != nil {
		return bot.Reply{}, err
	}
	size := 4
	if sizeText != "" {
		v := strings.ToLower(sizeText)
		if x, y, ok := strings.Cut(v, "x"); ok && x == y { // 5x5
			v = x
		}
		if size, err = strconv.Atoi(v); err != nil || size < 4 || size > 6 {
			return bot.Reply{}, game.E(game.Invalid, game.CodeStudySize, game.Facts{"typed": sizeText, "max": MaxStudyCount})
		}
	}
	count := defaultStudyCount
	if countText != "" {
		if count, err = strconv.Atoi(countText); err != nil || count < 1 || count > MaxStudyCount {
			return bot.Reply{}, game.E(game.Invalid, game.CodeStudyCount, game.Facts{"typed": countText, "max": MaxStudyCount})
		}
	}
	tier, err := b.TierNamed(dictText, "")
	if err != nil {
		return bot.Reply{}, err
	}
	var followed *lang.Language
	if dictText == "" {
		// No language nor dictionary chosen: the player's own (their
		// locale's), said below.
		req, followed = bot.FollowPlayer(req)
	}
	if l, err := bot.LangOf(req, tier); err != nil || l != nil {
		if err != nil {
			return bot.Reply{}, err
		}
		// Another language: no table ships; one is rolled once.
		t, err := b.study.get(ctx, l, size)
		if err != nil {
			return bot.Reply{}, err
		}
		text := studyText(req.Printer(), t, count)
		if followed != nil {
			text += "\n" + bot.SwitchNote(req.Printer(), followed, bot.PlayersLanguage)
		}
		return bot.Reply{Text: text, Ephemeral: true}, nil
	}
	t, err := study.LoadTable(size, tier)
	if err != nil {
		return bot.Reply{}, fmt.Errorf("study table %dx%d %s: %w", size, size, tier, err)
	}
	return bot.Reply{Text: studyText(req.Printer(), t, count), Ephemeral: true}, nil
}

// studyArgs reads /study's options. Free text puts every bare word in the
// size option ("/study 5 large 20"): the words are told apart by kind, a
// dictionary tier by its name, then the size and the count in that order.
func studyArgs(req bot.Request) (size, dictName, count string, err error) {
	dictName = strings.TrimSpace(req.Options["dict"])
	count = strings.TrimSpace(req.Options["count"])
	words := strings.Fields(req.Options["size"])
	if len(words) > 3 {
		return "", "", "", game.E(game.Invalid, game.CodeStudyWords, game.Facts{"typed": strings.Join(words, " "), "max": MaxStudyCount})
	}
	var nums []string
	for _, w := range words {
		switch {
		case dict.IsTier(w):
			if dictName != "" {
				return "", "", "", game.E(game.Invalid, game.CodeStudyDictTwice, game.Facts{"first": dictName, "second": w, "max": MaxStudyCount})
			}
			dictName = w
		case strings.Trim(strings.ToLower(w), "0123456789x") == "":
			nums = append(nums, w)
		default:
			return "", "", "", game.E(game.Invalid, game.CodeStudyWord, game.Facts{"typed": w, "max": MaxStudyCount})
		}
	}
	switch len(nums) {
	case 0:
	case 1:
		size = nums[0]
	case 2:
		if count != "" {
			return "", "", "", game.E(game.Invalid, game.CodeStudyCountTwice, game.Facts{"first": nums[1], "second": count, "max": MaxStudyCount})
		}
		size, count = nums[0], nums[1]
	default:
		return "", "", "", game.E(game.Invalid, game.CodeStudyNumbers, game.Facts{"typed": strings.Join(words, " "), "max": MaxStudyCount})
	}
	return size, dictName, count, nil
}

// studyText lists a table's first count words with how often they appear.
func studyText(pt *message.Printer, t *study.Table, count int) string {
	var s strings.Builder
	pt.Fprintf(&s, "**Words worth learning on %dx%d boards** (%s dictionary), most points per board first. "+
		"Over %d rolls of the %s dice, a board held %.0f words, %.0f points on average.",
		t.Size, t.Size, bot.DictName(pt, t.Dict), t.Boards, diceName(pt, t.Dice), t.MeanWords, t.MeanPoints)
	s.WriteByte('\n')
	for i, w := range t.Words[:min(count, len(t.Words))] {
		fmt.Fprintf(&s, "%d. ", i+1)
		pt.Fprintf(&s, "`%s` on %s of boards · %s", solver.LTRFace(lang.DisplayIn(t.Dict, w.Word)), percent(pt, w.Probability), pt.Sprintf("%d pts", w.Points))
		s.WriteByte('\n')
	}
	return strings.TrimRight(s.String(), "\n")
}

// percent writes a probability as a percentage with two significant
// figures or so, the reader's way: 31%, 4.2%, 0.35% (4,2 % in German).
func percent(pt *message.Printer, p float64) string {
	switch pc := p * 100; {
	case pc >= 9.5:
		return pt.Sprintf("%.0f%%", pc)
	case pc >= 0.95:
		return pt.Sprintf("%.1f%%", pc)
	default:
		return pt.Sprintf("%.2f%%", pc)
	}
}

// diceName names a table's dice in pt's language: a language's by the
// language's name (polonais), English's as they are (modern).
func diceName(pt *message.Printer, dice string) string {
	if l := bot.LangNamed(dice); l != nil {
		return i18n.LanguageName(pt, l.Code)
	}
	for _, d := range []*solver.Dice{solver.Modern, solver.Classic, solver.Big, solver.SuperBig} {
		if d.Name == dice { // "modern" is Boggle 4x4 (1987 on), in the reader's words
			return present.DiceAbout(d).In(pt)
		}
	}
	return dice
}

// defaultStudyBoards is how many boards a language's /study table rolls:
// the shipped English tables roll far more ahead of time; a language's is
// rolled on its first /study, in a few seconds (its word list loaded
// first).
const defaultStudyBoards = 2000

// langStudyLimit bounds the making of one language's table (loading its
// word list and rolling its boards) whoever waits for it.
const langStudyLimit = 2 * time.Minute

// A tableJob is one language's study table for one size, made once in the
// background (see tables.get); done is closed when t or err is set.
type tableJob struct {
	done chan struct{}
	t    *study.Table
	err  error
}

// tables are the languages' study tables, made on their first /study in
// goroutines the tables own: close cancels them and waits.
type tables struct {
	boards int // boards a table rolls
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu     sync.Mutex
	closed bool                 // close was called: no table is made any more
	jobs   map[string]*tableJob // by "code/size"
	// slot lets one table be made at a time: every cold /study in another
	// language costs a word list and thousands of solves, and many at once
	// would take every core.
	slot chan struct{}
	// making counts the tables being made; most is the most made at once
	// (a test reads it).
	making, most atomic.Int32
}

func newTables() *tables {
	ctx, cancel := context.WithCancel(context.Background())
	return &tables{boards: defaultStudyBoards, ctx: ctx, cancel: cancel, jobs: map[string]*tableJob{}, slot: make(chan struct{}, 1)}
}

// close stops the tables being made and waits for their goroutines; a
// table asked for after is refused as being prepared.
func (ts *tables) close() {
	ts.mu.Lock()
	ts.closed = true
	ts.mu.Unlock()
	ts.cancel()
	ts.wg.Wait()
}

// errTablePreparing is the refusal for a /study whose table is still
// being made when its caller's deadline comes.
func errTablePreparing(l *lang.Language, n int) error {
	return game.E(game.Unavailable, game.CodeStudyPreparing, game.Facts{"size": n, "code": l.Code})
}

// get returns language l's study table for n x n boards. The first request
// for it starts making it in the background, one table at a time, within
// langStudyLimit; each request waits for it until its ctx is done, then
// answers that it is being prepared. A table made is kept; one that failed
// is made again on the next request.
func (ts *tables) get(ctx context.Context, l *lang.Language, n int) (*study.Table, error) {
	dice, err := bot.DiceIn(l, n)
	if err != nil {
		return nil, err
	}
	key := fmt.Sprintf("%s/%d", l.Code, n)
	ts.mu.Lock()
	if ts.closed {
		ts.mu.Unlock()
		return nil, errTablePreparing(l, n)
	}
	j := ts.jobs[key]
	if j == nil {
		j = &tableJob{done: make(chan struct{})}
		ts.jobs[key] = j
		ts.wg.Add(1)
		go func() {
			defer ts.wg.Done()
			ts.make(j, key, l, dice)
		}()
	}
	ts.mu.Unlock()
	select {
	case <-j.done:
		return j.t, j.err
	case <-ctx.Done():
		return nil, errTablePreparing(l, n)
	}
}

// make makes j's table, waiting its turn for the slot.
func (ts *tables) make(j *tableJob, key string, l *lang.Language, dice *solver.Dice) {
	defer close(j.done)
	ctx, cancel := context.WithTimeout(ts.ctx, langStudyLimit)
	defer cancel()
	select {
	case ts.slot <- struct{}{}:
		defer func() { <-ts.slot }()
	case <-ctx.Done():
		j.err = fmt.Errorf("study table %s: waited for its turn: %w", key, ctx.Err())
		ts.forget(key, j)
		return
	}
	if n := ts.making.Add(1); n > ts.most.Load() {
		ts.most.Store(n) // only a test reads it: a race between two makers would itself be the bug
	}
	defer ts.making.Add(-1)
	j.t, j.err = makeLangTable(ctx, l, dice, ts.boards)
	if j.err != nil {
		j.err = fmt.Errorf("study table %s: %w", key, j.err)
		ts.forget(key, j)
	}
}

// forget drops a failed job, so that the next request tries again.
func (ts *tables) forget(key string, j *tableJob) {
	ts.mu.Lock()
	if ts.jobs[key] == j {
		delete(ts.jobs, key)
	}
	ts.mu.Unlock()
}

func makeLangTable(ctx context.Context, l *lang.Language, dice *solver.Dice, boards int) (*study.Table, error) {
	d, err := l.DictContext(ctx)
	if err != nil {
		return nil, err
	}
	res, err := study.Run(ctx, study.Options{Dice: dice, Dict: d, Boards: boards, Seed: study.TableSeed, Workers: 1})
	if err != nil {
		return nil, err
	}
	return study.NewTable(res, MaxStudyCount), nil
}
