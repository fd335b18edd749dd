package study

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// A Checkpoint is where a search stands between two of its steps, enough to
// resume it (SearchOptions.Resume): the climb under way, its pool, the best
// boards found, the counts so far. It marshals to JSON as it is.
//
// A resumed search climbs exactly as the search it continues would have:
// the climb's pool and which of its boards were expanded are saved; the set
// of boards the climb had scored is not (it can hold millions), and needs
// not be, since a board scored before and left out of the pool can never
// enter it again (the pool's worst board only gets better, and boards are
// ordered totally). Such boards are scored again, and only that differs.
type Checkpoint struct {
	Version int `json:"version"`
	// Search describes the search (size, dictionary, rules, seed, pool,
	// expand, letters): a checkpoint resumes only the same search.
	Search string `json:"search"`
	// Climb is the climb under way, numbered from 0: its starting boards
	// come from the seed and this number. Pool is its pool, best first
	// (empty if the climb had not started).
	Climb   uint64            `json:"climb"`
	Pool    []CheckpointBoard `json:"pool,omitempty"`
	Top     []CheckpointBoard `json:"top"`
	Steps   int               `json:"steps"`
	Boards  int64             `json:"boards"`
	Seconds float64           `json:"seconds"` // time searched, over every run
	// Recorded is the boards given to Record already (SearchOptions.Beat).
	Recorded []string `json:"recorded,omitempty"`
}

// A CheckpointBoard is a board of a Checkpoint: as text, its tiles as the
// search packs them (Key), its counts, and, in the pool, whether it was
// expanded.
type CheckpointBoard struct {
	Board    string `json:"board"`
	Key      string `json:"key"`
	Words    int32  `json:"words"`
	Points   int32  `json:"points"`
	Expanded bool   `json:"expanded,omitempty"`
}

const checkpointVersion = 1

// describe says what the search is, for Checkpoint.Search.
func (s *search) describe() string {
	var letters strings.Builder
	for _, t := range s.allowed {
		if s.letters != nil {
			letters.WriteString(s.letters[t-1].Letters())
		} else {
			letters.WriteByte('a' + t - 1)
		}
		letters.WriteByte(' ')
	}
	d := s.opt.Dict
	return fmt.Sprintf("%dx%d; %d words, %d trie nodes; %s; seed %d; pool %d; expand %d; letters %s",
		s.n, s.n, d.Len(), d.Trie().Nodes(), s.opt.Rules, s.opt.Seed, s.opt.Pool, s.opt.Expand, strings.TrimSpace(letters.String()))
}

func (s *search) cpBoard(b board) CheckpointBoard {
	return CheckpointBoard{Board: boardIn(s.letters, s.n, b.key).String(), Key: b.key.String(), Words: b.words, Points: b.points}
}

// checkpoint returns where the search stands, cs being the climb.
func (s *search) checkpoint(cs *climbState) Checkpoint {
	p := s.snapshot(false)
	c := Checkpoint{Version: checkpointVersion, Search: s.describe(), Climb: cs.climb,
		Steps: p.Steps, Boards: p.Boards, Seconds: p.Elapsed.Seconds()}
	for _, b := range cs.pool {
		cb := s.cpBoard(b)
		_, cb.Expanded = cs.expanded[b.key]
		c.Pool = append(c.Pool, cb)
	}
	s.mu.Lock()
	for _, b := range s.top.boards {
		c.Top = append(c.Top, s.cpBoard(b))
	}
	s.mu.Unlock()
	for k := range s.reported {
		c.Recorded = append(c.Recorded, k.String())
	}
	slices.Sort(c.Recorded)
	return c
}

// maybeCheckpoint calls Checkpoint if CheckpointEvery has passed.
func (s *search) maybeCheckpoint(cs *climbState) {
	if s.opt.Checkpoint == nil || time.Since(s.lastCP) < cmp.Or(s.opt.CheckpointEvery, time.Minute) {
		return
	}
	s.opt.Checkpoint(s.checkpoint(cs))
	s.lastCP = time.Now()
}

// restore sets the search where c stands and returns its climb.
func (s *search) restore(c *Checkpoint) (*climbState, error) {
	if c.Version != checkpointVersion {
		return nil, fmt.Errorf("the checkpoint is of version %d, not %d", c.Version, checkpointVersion)
	}
	if want := s.describe(); c.Search != want {
		return nil, fmt.Errorf("the checkpoint is of another search (%s), not this one (%s)", c.Search, want)
	}
	parse := func(cb CheckpointBoard) (board, error) {
		k, err := parseKey(cb.Key)
		if err != nil {
			return board{}, err
		}
		for i := range s.cells {
			if t := k.tile(i); t < 1 || int(t) > s.nLetters {
				return board{}, fmt.Errorf("the checkpoint's board %q has a tile out of range", cb.Key)
			}
		}
		return board{key: k, words: cb.Words, points: cb.Points}, nil
	}
	cs := &climbState{climb: c.Climb, seen: make(map[key]struct{}, 1<<16), expanded: map[key]struct{}{}}
	for _, cb := range c.Pool {
		b, err := parse(cb)
		if err != nil {
			return nil, err
		}
		cs.pool = append(cs.pool, b)
		cs.seen[b.key] = struct{}{}
		if cb.Expanded {
			cs.expanded[b.key] = struct{}{}
		}
	}
	slices.SortFunc(cs.pool, better)
	for _, cb := range c.Top {
		b, err := parse(cb)
		if err != nil {
			return nil, err
		}
		s.top.add(b)
	}
	for _, r := range c.Recorded {
		k, err := parseKey(r)
		if err != nil {
			return nil, err
		}
		s.reported[k] = true
	}
	s.steps, s.climbs = c.Steps, int(c.Climb)+1
	s.boards.Store(c.Boards)
	s.prior = time.Duration(c.Seconds * float64(time.Second))
	return cs, nil
}

// String writes k as three hexadecimal words.
func (k key) String() string { return fmt.Sprintf("%016x%016x%016x", k[0], k[1], k[2]) }

func parseKey(text string) (key, error) {
	var k key
	if len(text) != 48 {
		return k, fmt.Errorf("the checkpoint's key %q is not 48 hexadecimal digits", text)
	}
	for i := range k {
		v, err := strconv.ParseUint(text[16*i:16*i+16], 16, 64)
		if err != nil {
			return k, fmt.Errorf("the checkpoint's key %q: %v", text, err)
		}
		k[i] = v
	}
	return k, nil
}
