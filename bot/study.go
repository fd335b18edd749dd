package bot

import (
	"context"
	"fmt"
	"golang.org/x/text/message"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/lang"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

// StudyCommands is /study: the words most worth learning, read from the
// tables package study ships (computed ahead by go generate), so that it
// costs the bot no solving.
func StudyCommands() []CommandSpec {
	return []CommandSpec{{
		Name:        "study",
		Description: "The words most worth learning for a board size: most points per board first",
		Options: []OptionSpec{
			{Name: "size", Meta: "SIZE", Description: "4 (Boggle, default), 5 (Big Boggle) or 6 (Super Big Boggle)", Type: Integer, Positional: true,
				Choices: []Choice{{"4x4", "4"}, {"5x5", "5"}, {"6x6", "6"}}},
			{Name: "dict", Description: "word list: common, standard or large (default: the bot's, standard unless its admin chose)", Choices: TierChoices()},
			{Name: "count", Description: fmt.Sprintf("how many words (1-%d, default %d)", MaxStudyCount, defaultStudyCount),
				Type: Integer, Min: 1, Max: MaxStudyCount},
			LangOpt,
		},
		Examples: []string{"/study", "/study 5 large 20", "/study size:6 dict:common count:10"},
		Handle:   studyCmd,
	}}
}

// MaxStudyCount is the most words /study lists; its reply fits MaxText.
const MaxStudyCount = 30

const defaultStudyCount = 15

// studyUsage is what /study takes, for its errors, in the player's language.
func studyUsage(req Request) string {
	return req.Printer().Sprintf("`/study` takes a size (4, 5 or 6), a dictionary (%s) and how many words (1-%d), for example `/study 5 large 20`.",
		TierList(), MaxStudyCount)
}

func studyCmd(ctx context.Context, b *Bot, req Request) (Reply, error) {
	sizeText, dictText, countText, err := studyArgs(req)
	if err != nil {
		return Reply{}, err
	}
	size := 4
	if sizeText != "" {
		v := strings.ToLower(sizeText)
		if x, y, ok := strings.Cut(v, "x"); ok && x == y { // 5x5
			v = x
		}
		if size, err = strconv.Atoi(v); err != nil || size < 4 || size > 6 {
			return Reply{}, req.Errorf("`size` must be 4, 5 or 6, not `%s`. %s", clip(sizeText, 20), studyUsage(req))
		}
	}
	count := defaultStudyCount
	if countText != "" {
		if count, err = strconv.Atoi(countText); err != nil || count < 1 || count > MaxStudyCount {
			return Reply{}, req.Errorf("`count` must be a whole number from 1 to %d, not `%s`.", MaxStudyCount, clip(countText, 20))
		}
	}
	tier, err := b.TierNamed(dictText, "")
	if err != nil {
		return Reply{}, err
	}
	if l, err := LangOf(req, tier); err != nil || l != nil {
		if err != nil {
			return Reply{}, err
		}
		// Another language: no table ships; one is rolled once.
		t, err := langStudyTable(ctx, l, size)
		if err != nil {
			return Reply{}, err
		}
		return Reply{Text: studyText(req.Printer(), t, count), Ephemeral: true}, nil
	}
	t, err := study.LoadTable(size, tier)
	if err != nil {
		return Reply{}, fmt.Errorf("study table %dx%d %s: %w", size, size, tier, err)
	}
	return Reply{Text: studyText(req.Printer(), t, count), Ephemeral: true}, nil
}

// studyArgs reads /study's options. Free text puts every bare word in the
// size option ("/study 5 large 20"): the words are told apart by kind, a
// dictionary tier by its name, then the size and the count in that order.
func studyArgs(req Request) (size, dictName, count string, err error) {
	dictName = strings.TrimSpace(req.Options["dict"])
	count = strings.TrimSpace(req.Options["count"])
	words := strings.Fields(req.Options["size"])
	if len(words) > 3 {
		return "", "", "", req.Errorf("Too many words in `%s`. %s", clip(strings.Join(words, " "), 40), studyUsage(req))
	}
	var nums []string
	for _, w := range words {
		switch {
		case dict.IsTier(w):
			if dictName != "" {
				return "", "", "", req.Errorf("The dictionary is given twice (`%s` and `%s`). %s", clip(dictName, 20), clip(w, 20), studyUsage(req))
			}
			dictName = w
		case strings.Trim(strings.ToLower(w), "0123456789x") == "":
			nums = append(nums, w)
		default:
			return "", "", "", req.Errorf("`%s` is not a size, a dictionary or a count. %s", clip(w, 20), studyUsage(req))
		}
	}
	switch len(nums) {
	case 0:
	case 1:
		size = nums[0]
	case 2:
		if count != "" {
			return "", "", "", req.Errorf("The count is given twice (`%s` and `%s`). %s", clip(nums[1], 20), clip(count, 20), studyUsage(req))
		}
		size, count = nums[0], nums[1]
	default:
		return "", "", "", req.Errorf("Too many numbers in `%s`. %s", clip(strings.Join(words, " "), 40), studyUsage(req))
	}
	return size, dictName, count, nil
}

// studyText lists a table's first count words with how often they appear.
func studyText(pt *message.Printer, t *study.Table, count int) string {
	var s strings.Builder
	pt.Fprintf(&s, "**Words worth learning on %dx%d boards** (%s dictionary), most points per board first. "+
		"Over %d rolls of the %s dice, a board held %.0f words, %.0f points on average.",
		t.Size, t.Size, DictName(pt, t.Dict), t.Boards, diceName(pt, t.Dice), t.MeanWords, t.MeanPoints)
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
	if l := LangNamed(dice); l != nil {
		return i18n.LanguageName(pt, l.Code)
	}
	for _, d := range []*solver.Dice{solver.Modern, solver.Classic, solver.Big, solver.SuperBig} {
		if d.Name == dice { // "modern" is Boggle 4x4 (1987 on), in the reader's words
			return diceAbout(d).In(pt)
		}
	}
	return dice
}

// langStudyBoards is how many boards a language's /study table rolls: the
// shipped English tables roll far more ahead of time; a language's is
// rolled on its first /study, in a few seconds (its word list loaded first).
// A variable for the tests.
var langStudyBoards = 2000

// langStudyLimit bounds the making of one language's table (loading its
// word list and rolling its boards) whoever waits for it.
const langStudyLimit = 2 * time.Minute

// A tableJob is one language's study table for one size, made once in the
// background (see langStudyTable); done is closed when t or err is set.
type tableJob struct {
	done chan struct{}
	t    *study.Table
	err  error
}

var (
	langTablesMu sync.Mutex
	langTables   = map[string]*tableJob{} // by "code/size"
	// langTableSlot lets one table be made at a time in the whole process:
	// every cold /study in another language costs a word list and
	// thousands of solves, and many at once would take every core.
	langTableSlot = make(chan struct{}, 1)
	// langTableMaking counts the tables being made; langTableMost is the
	// most made at once (a test reads it).
	langTableMaking, langTableMost atomic.Int32
)

// errTablePreparing is the refusal for a /study whose table is still
// being made when its caller's deadline comes.
func errTablePreparing(l *lang.Language, n int) error {
	return Refusef("The list of words worth learning on %dx%d boards in %s is being prepared: it is made once, then kept. Try again in a minute.", n, n, LangRef(l.Code))
}

// langStudyTable returns language l's study table for n x n boards. The
// first request for it starts making it in the background, one table at a
// time across the process, within langStudyLimit; each request waits for it
// until its ctx is done, then answers that it is being prepared. A table
// made is kept; one that failed is made again on the next request.
func langStudyTable(ctx context.Context, l *lang.Language, n int) (*study.Table, error) {
	dice, err := DiceIn(l, n)
	if err != nil {
		return nil, err
	}
	key := fmt.Sprintf("%s/%d", l.Code, n)
	langTablesMu.Lock()
	j := langTables[key]
	if j == nil {
		j = &tableJob{done: make(chan struct{})}
		langTables[key] = j
		go j.make(key, l, dice)
	}
	langTablesMu.Unlock()
	select {
	case <-j.done:
		return j.t, j.err
	case <-ctx.Done():
		return nil, errTablePreparing(l, n)
	}
}

// make makes the job's table, waiting its turn for langTableSlot.
func (j *tableJob) make(key string, l *lang.Language, dice *solver.Dice) {
	defer close(j.done)
	ctx, cancel := context.WithTimeout(context.Background(), langStudyLimit)
	defer cancel()
	select {
	case langTableSlot <- struct{}{}:
		defer func() { <-langTableSlot }()
	case <-ctx.Done():
		j.err = fmt.Errorf("study table %s: waited %s for its turn", key, langStudyLimit)
		j.forget(key)
		return
	}
	if n := langTableMaking.Add(1); n > langTableMost.Load() {
		langTableMost.Store(n) // only a test reads it: a race between two makers would itself be the bug
	}
	defer langTableMaking.Add(-1)
	j.t, j.err = makeLangTable(ctx, l, dice)
	if j.err != nil {
		j.err = fmt.Errorf("study table %s: %w", key, j.err)
		j.forget(key)
	}
}

// forget drops a failed job, so that the next request tries again.
func (j *tableJob) forget(key string) {
	langTablesMu.Lock()
	if langTables[key] == j {
		delete(langTables, key)
	}
	langTablesMu.Unlock()
}

func makeLangTable(ctx context.Context, l *lang.Language, dice *solver.Dice) (*study.Table, error) {
	d, err := l.DictContext(ctx)
	if err != nil {
		return nil, err
	}
	res, err := study.Run(ctx, study.Options{Dice: dice, Dict: d, Boards: langStudyBoards, Seed: study.TableSeed, Workers: 1})
	if err != nil {
		return nil, err
	}
	return study.NewTable(res, MaxStudyCount), nil
}
