package remind

import (
	"context"
	"log/slog"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/time/rate"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
	"github.com/bogglebot/bogglebot/remind"
)

// A Sender sends the reminders' nudges. Every Interval it asks the store
// for the reminders due on the platforms that can send direct messages
// (bot.Platform.Direct), and for each: claims the nudge of the day its
// time falls on (remind.Store.ClaimReminder: at most once a day, whichever
// replica sends it), skips it if the player has played that day or the
// day has ended, and sends a private message naming the streak at stake
// and linking the board, within the platform's send budget
// (Platform.DirectBudget, shared between replicas when Deps.Budgets is
// set). A platform's refusal to deliver (bot.Unreachable) turns the
// reminder off with a note the player sees on their next command; any
// other failure loses that day's nudge (at most once) and is logged. A
// burst of reminders due at one minute is sent in their order as the
// budgets allow, in the same Tick, for as long as each one's day is open.
//
// Reminders live in the store: a restart, or another replica, picks up
// those due. A Sender is safe for concurrent use; one Run per process.
type Sender struct {
	// Remind is the feature whose Deps the Sender uses. Required.
	Remind *Feature
	// Interval between ticks; a minute if zero.
	Interval time.Duration
	// Batch is how many due reminders one store query reads; 500 if zero.
	Batch int
	// ClaimBatch is how many nudges one store query claims; 50 if zero.
	ClaimBatch int
	// Workers is how many nudges a platform has in flight at once; 8 if
	// zero.
	Workers int
	// Timeout bounds one nudge's checks and sending, which a canceled Run
	// lets finish (and a claim, and giving back the claims not sent); 30
	// seconds if zero.
	Timeout time.Duration
	// Logger; the feature's if nil.
	Logger *slog.Logger

	mu      sync.Mutex
	budgets map[string]*rate.Limiter // this process's budgets, by platform
}

// Outcome counts what a Tick did.
type Outcome struct {
	Sent    int // nudges sent
	Played  int // skipped: the player had played that day
	Closed  int // skipped: the day had ended before the nudge could go
	Refused int // the platform refused: reminder turned off, with a note
	Failed  int // sending failed otherwise: that day's nudge is lost
	Lost    int // another replica claimed it, or the reminder changed meanwhile
	// Released: claimed, then given back unsent because the Sender was
	// stopping (Store.ReleaseReminders): due again at once, for another
	// replica or the restart.
	Released int
}

// label names the outcome of one nudge, for Observer.Reminder.
func (o Outcome) label() string {
	switch {
	case o.Sent > 0:
		return "sent"
	case o.Played > 0:
		return "played"
	case o.Closed > 0:
		return "day_over"
	case o.Refused > 0:
		return "refused"
	case o.Lost > 0:
		return "claimed_elsewhere"
	case o.Released > 0:
		return "given_back"
	}
	return "failed"
}

func (o *Outcome) add(p Outcome) {
	o.Sent += p.Sent
	o.Played += p.Played
	o.Closed += p.Closed
	o.Refused += p.Refused
	o.Failed += p.Failed
	o.Lost += p.Lost
	o.Released += p.Released
}

func (s *Sender) log() *slog.Logger {
	if s.Logger != nil {
		return s.Logger
	}
	return s.Remind.f.Log
}

// Run sends the nudges due every Interval until ctx is done, starting at
// once; nudges under way finish (within Timeout). It returns nil.
func (s *Sender) Run(ctx context.Context) error {
	every := s.Interval
	if every <= 0 {
		every = time.Minute
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if o := s.Tick(ctx); o != (Outcome{}) {
			s.log().Info("reminders: tick done", "sent", o.Sent, "played", o.Played, "day_over", o.Closed,
				"refused", o.Refused, "failed", o.Failed, "claimed_elsewhere", o.Lost, "given_back", o.Released)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// Tick sends the nudges due now, batch after batch, until none is left
// or ctx is done, and says what it did. Each platform's go on their own,
// at their own budget's pace: a slow one (Slack's) holds up no other.
// Errors are logged.
func (s *Sender) Tick(ctx context.Context) Outcome {
	f := s.Remind.f
	var total Outcome
	if f.Reminders == nil || f.Daily == nil {
		return total
	}
	servers := &serverCache{m: map[game.Guild]challenge.Settings{}}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, p := range f.Platforms.Platforms() {
		if p.Direct == nil {
			continue
		}
		wg.Go(func() {
			o := s.tickPlatform(ctx, p, servers)
			mu.Lock()
			total.add(o)
			mu.Unlock()
		})
	}
	wg.Wait()
	return total
}

// tickPlatform sends the nudges due now on one platform.
func (s *Sender) tickPlatform(ctx context.Context, p bot.Platform, servers *serverCache) Outcome {
	f := s.Remind.f
	var total Outcome
	batch := s.Batch
	if batch <= 0 {
		batch = 500
	}
	seen := map[string]bool{}
	for ctx.Err() == nil {
		due, err := f.Reminders.DueReminders(ctx, f.Now(), []string{p.Name}, batch)
		if err != nil {
			if ctx.Err() == nil {
				s.log().Error("reminders: due reminders", "platform", p.Name, "err", err)
			}
			return total
		}
		// A reminder seen in this Tick is not tried again in it (a claim
		// the store failed stays due): when a batch holds nothing new,
		// the rest waits for the next Tick.
		fresh := due[:0]
		for _, r := range due {
			k := r.Guild.ID + "\x00" + r.User
			if !seen[k] {
				seen[k] = true
				fresh = append(fresh, r)
			}
		}
		if len(fresh) == 0 {
			return total
		}
		// Replicas reading the same batch take it in different orders,
		// and so mostly claim different reminders.
		rand.Shuffle(len(fresh), func(i, j int) { fresh[i], fresh[j] = fresh[j], fresh[i] })
		for len(fresh) > 0 && ctx.Err() == nil {
			n := min(len(fresh), s.claimSize())
			total.add(s.sendChunk(ctx, p, fresh[:n], servers))
			fresh = fresh[n:]
		}
		if len(due) < batch {
			return total
		}
	}
	return total
}

// claimSize is how many nudges one store query claims: enough that a
// burst costs a query for many, few enough that a claim waits little for
// its send (Slack's budget is one a second) and that a process killed
// without its shutdown loses at most that many of a day's nudges.
func (s *Sender) claimSize() int {
	if s.ClaimBatch > 0 {
		return s.ClaimBatch
	}
	return 50
}

// A claimed nudge: its reminder, the claim that holds it and the server's
// settings it was claimed under.
type claimed struct {
	r     remind.Reminder
	claim remind.Claim
	set   challenge.Settings
}

// sendChunk claims the nudges of rs in one store query, sends those it
// won through Workers at once, within p's budget, and gives back (Store.
// ReleaseReminders) the claims it had no time to send when ctx ended: a
// shutdown loses no nudge, which another replica or the restart sends,
// still once a day.
func (s *Sender) sendChunk(ctx context.Context, p bot.Platform, rs []remind.Reminder, servers *serverCache) Outcome {
	f := s.Remind.f
	var total Outcome
	// The claim, like the checks and the send, finishes even when ctx is
	// canceled: what it claims is then sent or given back.
	cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.timeout())
	defer cancel()
	now := f.Now()
	var cs []remind.Claim
	var todo []claimed
	for _, r := range rs {
		set, err := servers.settings(cctx, f.Daily, r.Guild)
		if err != nil {
			s.log().Error("reminders: the server's daily settings", "platform", r.Guild.Platform, "guild", r.Guild.ID, "err", err)
			total.Failed++
			f.Obs.Reminder(p.Name, Outcome{Failed: 1}.label())
			continue
		}
		set.Guild = r.Guild
		c := remind.Claim{Guild: r.Guild, User: r.User, Day: set.DayAt(r.Next), Prev: r.LastDay,
			Was: r.Next, Next: remind.Next(r.Clock, zone(r, set, now), now)}
		cs = append(cs, c)
		todo = append(todo, claimed{r: r, claim: c, set: set})
	}
	if len(cs) == 0 {
		return total
	}
	ok, err := f.Reminders.ClaimReminders(cctx, cs)
	if err != nil {
		s.log().Error("reminders: claim", "platform", p.Name, "reminders", len(cs), "err", err)
		total.Failed += len(cs)
		for range cs {
			f.Obs.Reminder(p.Name, Outcome{Failed: 1}.label())
		}
		return total
	}
	won := todo[:0]
	for i, c := range todo {
		if ok[i] {
			won = append(won, c)
			continue
		}
		if c.r.LastDay >= c.claim.Day {
			// This day's nudge was claimed already (a time changed within
			// the day): on to the next time.
			if _, err := f.Reminders.RescheduleReminder(cctx, c.r.Guild, c.r.User, c.r.Next, c.claim.Next); err != nil {
				s.log().Error("reminders: reschedule", "platform", c.r.Guild.Platform, "guild", c.r.Guild.ID, "user", c.r.User, "err", err)
			}
		}
		total.Lost++
		f.Obs.Reminder(p.Name, Outcome{Lost: 1}.label())
	}
	o, unsent := s.sendAll(ctx, p, won)
	total.add(o)
	if len(unsent) > 0 {
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.timeout())
		defer cancel()
		n, err := f.Reminders.ReleaseReminders(rctx, unsent)
		if err != nil {
			s.log().Error("reminders: stopping, and giving back the claims of nudges not sent failed: those are lost for the day",
				"platform", p.Name, "reminders", len(unsent), "err", err)
			total.Failed += len(unsent)
			for range unsent {
				f.Obs.Reminder(p.Name, Outcome{Failed: 1}.label())
			}
			return total
		}
		// Only the rows the store gave back are due again; a claim it did
		// not release (changed meanwhile) is that day's nudge lost.
		back := int(min(max(n, 0), int64(len(unsent))))
		s.log().Info("reminders: stopping; the claims of nudges not sent are given back, for another replica or the restart",
			"platform", p.Name, "given_back", back, "lost", len(unsent)-back)
		total.Released += back
		total.Lost += len(unsent) - back
		for range back {
			f.Obs.Reminder(p.Name, Outcome{Released: 1}.label())
		}
		for range len(unsent) - back {
			f.Obs.Reminder(p.Name, Outcome{Lost: 1}.label())
		}
	}
	return total
}

func (s *Sender) timeout() time.Duration {
	if s.Timeout > 0 {
		return s.Timeout
	}
	return 30 * time.Second
}

// sendAll sends the claimed nudges of cs on p through Workers at once,
// within its budget, and waits for them; unsent are the claims of those
// it did not hand to the platform because ctx ended first.
func (s *Sender) sendAll(ctx context.Context, p bot.Platform, cs []claimed) (Outcome, []remind.Claim) {
	workers := s.Workers
	if workers <= 0 {
		workers = 8
	}
	var mu sync.Mutex
	var total Outcome
	var unsent []remind.Claim
	var wg sync.WaitGroup
	var next atomic.Int64
	for range min(workers, len(cs)) {
		wg.Go(func() {
			var o Outcome
			var back []remind.Claim
			for i := int(next.Add(1)) - 1; i < len(cs); i = int(next.Add(1)) - 1 {
				if ctx.Err() != nil {
					back = append(back, cs[i].claim)
					continue
				}
				n, sent := s.nudge(ctx, p, cs[i])
				if !sent {
					back = append(back, cs[i].claim)
					continue
				}
				s.Remind.f.Obs.Reminder(p.Name, n.label())
				o.add(n)
			}
			mu.Lock()
			total.add(o)
			unsent = append(unsent, back...)
			mu.Unlock()
		})
	}
	wg.Wait()
	return total, unsent
}

// serverCache keeps the servers' daily settings for one Tick: the players
// of a server share them, and a burst of reminders reads them once.
type serverCache struct {
	mu sync.Mutex
	m  map[game.Guild]challenge.Settings
}

func (c *serverCache) settings(ctx context.Context, d Daily, g game.Guild) (challenge.Settings, error) {
	c.mu.Lock()
	set, ok := c.m[g]
	c.mu.Unlock()
	if ok {
		return set, nil
	}
	set, err := d.Settings(ctx, g)
	if err != nil {
		return set, err
	}
	c.mu.Lock()
	if len(c.m) < 10000 {
		c.m[g] = set
	}
	c.mu.Unlock()
	return set, nil
}

// nudge checks and sends one claimed nudge. handled is false when run
// ended while it waited for the send budget: nothing was sent, and the
// caller gives its claim back.
func (s *Sender) nudge(run context.Context, p bot.Platform, c claimed) (o Outcome, handled bool) {
	f := s.Remind.f
	r, set, day := c.r, c.set, c.claim.Day
	// The checks and the send finish even when run is canceled (a
	// shutdown): a nudge handed to the platform is not given back. The
	// wait for the send budget is not bounded by the timeout (a burst on
	// a slow platform waits its turn), and ends with run.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(run), s.timeout())
	defer cancel()
	log := s.log().With("platform", r.Guild.Platform, "guild", r.Guild.ID, "user", r.User)
	if set.DayAt(f.Now()) != day {
		return Outcome{Closed: 1}, true
	}
	st, played, err := f.Daily.StatsAndPlayed(ctx, set, r.User, day)
	if err != nil {
		log.Error("reminders: the player's streak and day", "day", day.String(), "err", err)
		return Outcome{Failed: 1}, true
	}
	if played {
		return Outcome{Played: 1}, true
	}
	msg := f.message(p, r, set, day, st)
	waited, err := s.spend(run, p)
	if err != nil {
		if run.Err() != nil {
			return Outcome{}, false // stopping: the claim is given back
		}
		log.Warn("reminders: waiting for the send budget failed; this day's nudge is lost", "err", err)
		return Outcome{Failed: 1}, true
	}
	if waited { // a fresh timeout for what is left
		cancel()
		ctx, cancel = context.WithTimeout(context.WithoutCancel(run), s.timeout())
		defer cancel()
		if now := f.Now(); set.DayAt(now) != day {
			return Outcome{Closed: 1}, true // the budget's wait ran past midnight
		}
		if _, played, err := f.Daily.StatsAndPlayed(ctx, set, r.User, day); err == nil && played {
			return Outcome{Played: 1}, true // played while the nudge waited
		}
	}
	err = p.Direct.Direct(ctx, r.User, msg)
	switch {
	case err == nil:
		log.Debug("reminders: nudge sent", "day", day.String(), "streak", st.CurrentStreak)
		return Outcome{Sent: 1}, true
	case bot.IsUnreachable(err):
		if derr := f.Reminders.DisableReminder(ctx, r.Guild, r.User, remind.NoteRefused); derr != nil {
			log.Error("reminders: the platform refused the nudge, and turning the reminder off failed", "err", err, "disable_err", derr)
		} else {
			log.Info("reminders: the platform refused the nudge; reminder turned off, the player is told on their next command", "err", err)
		}
		f.forgetChecked(r.Guild.Platform, r.User)
		return Outcome{Refused: 1}, true
	default:
		log.Warn("reminders: sending the nudge failed; this day's is lost (at most once)", "err", err)
		return Outcome{Failed: 1}, true
	}
}

// spend takes one message from p's send budget, waiting for it; waited
// says it had to.
func (s *Sender) spend(ctx context.Context, p bot.Platform) (waited bool, err error) {
	b := p.DirectBudget
	if b.Every <= 0 {
		return false, nil
	}
	burst := max(b.Burst, 1)
	if shared := s.Remind.f.Budgets; shared != nil {
		key := "remind:" + p.Name
		for {
			// The platform's clock, not the game's: a budget refills in
			// real time.
			ok, wait, err := shared.TakeRateToken(ctx, key, burst, b.Every, time.Now())
			if err != nil {
				s.log().Warn("reminders: the shared send budget failed; counting this process's own", "platform", p.Name, "err", err)
				break
			}
			if ok {
				return waited, nil
			}
			waited = true
			select {
			case <-time.After(max(wait, time.Millisecond)):
			case <-ctx.Done():
				return waited, ctx.Err()
			}
		}
	}
	s.mu.Lock()
	if s.budgets == nil {
		s.budgets = map[string]*rate.Limiter{}
	}
	l := s.budgets[p.Name]
	if l == nil {
		l = rate.NewLimiter(rate.Every(b.Every), burst)
		s.budgets[p.Name] = l
	}
	s.mu.Unlock()
	if l.Allow() {
		return waited, nil
	}
	return true, l.Wait(ctx)
}

// message is the nudge: the streak at stake (or the board waiting), when
// the day ends, and where to play (a link to the channel of the daily's
// posts), in the player's language. It carries no link to the web board:
// those last minutes, and a nudge is read hours later.
func (f *feature) message(p bot.Platform, r remind.Reminder, set challenge.Settings, day game.Day, st challenge.Stats) bot.Reply {
	pt := i18n.Printer(r.Locale)
	mk := p.Markup
	if mk == nil {
		mk = bot.Plain{}
	}
	_, end := set.Bounds(day)
	var s strings.Builder
	if st.CurrentStreak > 0 {
		s.WriteString(pt.Sprintf("**Your streak of %s is at stake!** You haven't played today's daily board yet; the day ends %s.",
			pt.Sprintf("%d days", st.CurrentStreak), mk.Until(pt, end)))
	} else {
		s.WriteString(pt.Sprintf("**Today's daily board is waiting for you.** You haven't played it yet; the day ends %s.", mk.Until(pt, end)))
	}
	s.WriteByte('\n')
	if ch := set.Channel; ch != "" {
		s.WriteString(pt.Sprintf("Play with `/daily` in %s, or `/guess` your words.", mk.ChannelLink(ch)))
	} else {
		s.WriteString(pt.Sprintf("Play with `/daily` in the server, or `/guess` your words."))
	}
	s.WriteByte('\n')
	s.WriteString(pt.Sprintf("_You asked for this reminder; `/remind off` stops it._"))
	return bot.Reply{Text: s.String()}
}

// Sender returns a Sender of the feature's nudges, with the defaults.
func (ft *Feature) Sender() *Sender { return &Sender{Remind: ft} }
