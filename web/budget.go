package web

import (
	"context"
	"runtime"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"golang.org/x/time/rate"

	"github.com/bogglebot/bogglebot/game"
)

// The page's own budget of words, for a human's pace: a player may send
// wordBurst words at once (a queue sent after a lost connection), then
// one per wordEvery, four a second, well above the fastest typing (a
// player who types a word a second is never held) and still a bound on a
// script. Each client address (an IPv4 address, an IPv6 /64, behind a
// trusted proxy the client it names) has a budget too, spent with the
// player's, so that many accounts from one place cannot judge more than
// clientWordEvery allows; and at most Config.MaxGuesses guesses are
// judged at once whoever sends them, each waiting at most slotWait for
// its turn, so that many accounts on many addresses cannot occupy every
// worker. Chat's rate limit (Config.Allow) is for commands and hints.
const (
	wordBurst       = game.MaxGuessWords
	wordEvery       = 250 * time.Millisecond
	clientWordBurst = 4 * game.MaxGuessWords
	clientWordEvery = 25 * time.Millisecond
	slotWait        = 2 * time.Second
)

// budgets are the page's budgets of words (the most recent players' and
// client addresses'; one forgotten starts afresh) and its turns at
// judging.
type budgets struct {
	players, clients *lru.Cache[string, *rate.Limiter]
	slots            chan struct{}
}

func newBudgets(maxGuesses int) budgets {
	if maxGuesses <= 0 {
		maxGuesses = max(4, 2*runtime.GOMAXPROCS(0))
	}
	players, _ := lru.New[string, *rate.Limiter](10_000) // the sizes are positive
	clients, _ := lru.New[string, *rate.Limiter](10_000)
	return budgets{players: players, clients: clients, slots: make(chan struct{}, maxGuesses)}
}

// reserve takes n tokens (at most the burst) from key's limiter in c,
// made with every and burst if new; it reports how long to wait when
// they are not there, and cancels nothing it did not take.
func reserve(c *lru.Cache[string, *rate.Limiter], key string, every time.Duration, burst, n int, now time.Time) (*rate.Reservation, time.Duration) {
	l := rate.NewLimiter(rate.Every(every), burst)
	if prev, ok, _ := c.PeekOrAdd(key, l); ok {
		l = prev
	}
	res := l.ReserveN(now, min(max(n, 1), burst))
	if wait := res.DelayFrom(now); !res.OK() || wait > 0 {
		res.CancelAt(now)
		return nil, max(wait, time.Second)
	}
	return res, 0
}

// spendWords takes n words from the player's budget and their client's,
// or refuses with how long to wait (the page keeps the words and sends
// them then). Config.Words, when set, is asked instead.
func (s *Server) spendWords(ctx context.Context, c Claims, client string, n int) error {
	key := c.Platform + ":" + c.User
	if s.cfg.Words != nil {
		if ok, wait := s.cfg.Words(ctx, key, n); !ok {
			return game.E(game.Limit, game.CodeRateWords, game.Facts{"wait": wait})
		}
		return nil
	}
	now := s.now()
	mine, wait := reserve(s.budget.players, key, wordEvery, wordBurst, n, now)
	if mine == nil {
		return game.E(game.Limit, game.CodeRateWords, game.Facts{"wait": wait})
	}
	if theirs, wait := reserve(s.budget.clients, client, clientWordEvery, clientWordBurst, n, now); theirs == nil {
		mine.CancelAt(now)
		return game.E(game.Limit, game.CodeRateWords, game.Facts{"wait": wait})
	}
	return nil
}

// turn waits for a turn at judging (slotWait at most) and returns its
// release, or refuses for now: the page sends the words again then.
func (s *Server) turn(ctx context.Context) (func(), error) {
	release := func() { <-s.budget.slots }
	select {
	case s.budget.slots <- struct{}{}:
		return release, nil
	default:
	}
	t := time.NewTimer(slotWait)
	defer t.Stop()
	select {
	case s.budget.slots <- struct{}{}:
		return release, nil
	case <-t.C:
		return nil, game.E(game.Limit, game.CodeRateWords, game.Facts{"wait": time.Second})
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
