package daily

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/present"
	"github.com/bogglebot/bogglebot/i18n"
	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/solver"
)

// A Scheduler sends the daily challenge's posts: each guild's board at its
// post time, and the results after its local midnight. Every Interval it
// asks the Service which posts are due (DuePostsFor, which claims them in
// the database before they are sent), builds each post, sends it with the
// Poster of the guild's platform, and marks it sent.
//
// Delivery is at most once: a post is claimed before it is sent, so several
// replicas sharing a database never send one twice, and a post due while
// every replica was down goes out when one comes back (within the Service's
// CatchUp days). A post is released for another try only when it certainly
// did not go out: it could not be built, or its Poster's error is Rejected.
// Any other failure leaves it claimed and unsent, and logged as such.
//
// A Scheduler is safe for concurrent use, though one Run per process is
// enough.
type Scheduler struct {
	// Daily builds the posts (its images and clock) and its Deps.Daily
	// says which are due; its platforms that are Scheduled and have a
	// Poster send them. Guilds of other platforms are left alone: their
	// posts are not even claimed. Required.
	Daily *Feature
	// Interval between rounds; 30 seconds if zero.
	Interval time.Duration
	// Timeout bounds one post's building and sending, which a canceled
	// Run or Tick lets finish; 1 minute if zero.
	Timeout time.Duration
	// Retries is how many times a Rejected post is released and tried
	// again (on the next rounds) before it is left unsent; 3 if zero.
	Retries int
	// Logger; the feature's if nil.
	Logger *slog.Logger

	mu       sync.Mutex
	attempts map[challenge.PostKey]int
}

// ErrNoDaily is returned by a Scheduler whose Feature has no Deps.Daily.
var ErrNoDaily = errors.New("daily: the scheduler needs a Feature with Deps.Daily")

func (s *Scheduler) log() *slog.Logger {
	if s.Logger != nil {
		return s.Logger
	}
	return s.Daily.b.Log
}

// want accepts the guilds of platforms the scheduler can post to.
func (s *Scheduler) want(g game.Guild) bool {
	p := s.Daily.b.Platform(g.Platform)
	return p.Scheduled && p.Poster != nil
}

// Run sends due posts every Interval until ctx is done, starting at once.
// At start it logs the posts left claimed and unsent by an earlier run.
// When ctx is done, the post being sent finishes (within Timeout) and the
// round's other claimed posts are released; then Run returns nil.
func (s *Scheduler) Run(ctx context.Context) error {
	if s.Daily == nil || s.Daily.b.Daily == nil {
		return ErrNoDaily
	}
	if unsent, err := s.Daily.b.Daily.Unsent(ctx, s.Daily.b.Now(), s.want); err != nil {
		if ctx.Err() == nil { // stopping is no failure
			s.log().Warn("daily: cannot list unsent posts", "err", err)
		}
	} else {
		for _, p := range unsent {
			s.log().Warn("daily: post claimed but never marked sent; not sending it again (at most once)",
				"guild", p.Key.Guild.String(), "day", p.Key.Day.String(), "kind", string(p.Key.Kind), "channel", p.Settings.Channel)
		}
	}
	every := s.Interval
	if every <= 0 {
		every = 30 * time.Second
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		s.Tick(ctx)
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// Tick runs one round: it claims the posts due now and sends them. It
// returns how many were sent; errors are logged.
func (s *Scheduler) Tick(ctx context.Context) (sent int) {
	if s.Daily == nil || s.Daily.b.Daily == nil {
		return 0
	}
	svc := s.Daily.b.Daily
	posts, err := svc.DuePostsFor(ctx, s.Daily.b.Now(), s.want)
	if err != nil && ctx.Err() == nil { // stopping is no failure
		s.log().Error("daily: due posts", "err", err)
	}
	for i, p := range posts {
		if ctx.Err() != nil {
			// Shutting down: the rest were claimed and certainly not sent.
			// Give them back for the next start or another replica.
			for _, q := range posts[i:] {
				if err := svc.Release(context.WithoutCancel(ctx), q.Key); err != nil {
					s.log().Error("daily: stopping; releasing an unsent post failed: it stays claimed and unsent",
						"guild", q.Key.Guild.String(), "day", q.Key.Day.String(), "kind", string(q.Key.Kind), "err", err)
				}
			}
			break
		}
		if s.send(ctx, p) {
			sent++
		}
	}
	return sent
}

// send builds, sends and marks one claimed post.
func (s *Scheduler) send(ctx context.Context, p challenge.Post) bool {
	svc := s.Daily.b.Daily
	log := s.log().With("guild", p.Key.Guild.String(), "day", p.Key.Day.String(), "kind", string(p.Key.Kind), "channel", p.Settings.Channel)
	timeout := s.Timeout
	if timeout <= 0 {
		timeout = time.Minute
	}
	// A post under way finishes even when ctx is canceled (a graceful
	// shutdown): cut off, it might arrive and yet stay unmarked.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), timeout)
	defer cancel()
	release := func(why string, err error) {
		s.Daily.b.Obs.DailyPost(string(p.Key.Kind), "failed")
		n := s.attempt(p.Key)
		retries := s.Retries
		if retries <= 0 {
			retries = 3
		}
		if n > retries {
			log.Error("daily: post not sent; giving up, it stays claimed and unsent", "why", why, "attempts", n, "err", err)
			return
		}
		if rerr := svc.Release(ctx, p.Key); rerr != nil {
			log.Error("daily: post not sent, and releasing it failed: it stays claimed and unsent", "why", why, "err", err, "release_err", rerr)
			return
		}
		log.Warn("daily: post not sent; released to try again", "why", why, "attempt", n, "err", err)
	}
	plat := s.Daily.b.Platform(p.Key.Guild.Platform)
	poster := plat.Poster
	if poster == nil {
		release("no poster for the platform", nil)
		return false
	}
	r, err := s.Daily.Post(ctx, p)
	if err != nil {
		release("building the post failed", err)
		return false
	}
	r.Nonce = bot.PostNonce("daily", string(p.Key.Kind), p.Key.Guild.Platform, p.Key.Guild.ID, p.Key.Day.String())
	if err := poster.Post(ctx, p.Settings.Channel, r); err != nil {
		switch {
		case bot.IsRejected(err):
			release("the platform refused it", err)
		case plat.PostsOnce:
			// The same nonce on the next try: the platform posts it once
			// even if this try went out.
			release("sending failed; the retry carries the same nonce", err)
		default:
			s.Daily.b.Obs.DailyPost(string(p.Key.Kind), "failed")
			log.Error("daily: post may not have been sent; it stays claimed and unsent (at most once)", "err", err)
		}
		return false
	}
	s.Daily.b.Obs.DailyPost(string(p.Key.Kind), "sent")
	if err := svc.MarkPosted(ctx, p.Key); err != nil {
		log.Error("daily: post sent, but marking it sent failed; it will not be sent again", "err", err)
	} else {
		log.Info("daily: post sent")
	}
	s.mu.Lock()
	delete(s.attempts, p.Key)
	s.mu.Unlock()
	return true
}

func (s *Scheduler) attempt(k challenge.PostKey) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.attempts == nil {
		s.attempts = map[challenge.PostKey]int{}
	}
	if len(s.attempts) > 10000 {
		clear(s.attempts)
	}
	s.attempts[k]++
	return s.attempts[k]
}

// revealTop is how many of the best words the results image draws when
// nobody missed any; otherwise it draws the words the text names.
const revealTop = 8

// Post builds a daily post: the day's board and how to play when it
// opens, or the results when it has ended (the podium, everyone's scores,
// the solution image with the top words, and the best words nobody found).
// It needs Deps.Daily.
func (f *Feature) Post(ctx context.Context, p challenge.Post) (bot.Reply, error) {
	b := f.b
	svc, err := b.dailyService()
	if err != nil {
		return bot.Reply{}, err
	}
	var r bot.Reply
	switch p.Key.Kind {
	case challenge.Open:
		r, err = b.openPost(ctx, svc, p)
	case challenge.Reveal:
		r, err = b.revealPost(ctx, svc, p)
	case challenge.SeasonEnd:
		r, err = b.seasonPost(ctx, svc, p)
	default:
		err = fmt.Errorf("unknown kind of daily post %q", p.Key.Kind)
	}
	return r, err
}

func (b *feature) openPost(ctx context.Context, svc *challenge.Service, p challenge.Post) (bot.Reply, error) {
	d, err := svc.Daily(ctx, p.Key.Guild, p.Key.Day)
	if err != nil {
		return bot.Reply{}, err
	}
	pt := b.PostPrinter(p.Key.Guild)
	var s strings.Builder
	s.WriteString(pt.Sprintf("**Daily board, %s**: `%s`", i18n.DayName(pt, d.Day), d.Board) + "\n")
	s.WriteString(pt.Sprintf("Find as many words as you can before midnight (%s): %d+ letters, through touching tiles, each tile once. The board hides **%s** in the %s dictionary.",
		d.Settings.Timezone, d.MinLen, pt.Sprintf("%d words", d.Possible), bot.DictName(pt, d.Settings.Tier)) + "\n")
	s.WriteString(pt.Sprintf("Play privately with `/guess words:one two three`. `/daily` shows the board and your progress, `/leaderboard` the scores. The results and the best words nobody found come out after midnight."))
	img, err := b.Draw(ctx, "daily.png", pt.Sprintf("The daily board for %s: %s", i18n.DayName(pt, d.Day), d.Board),
		func(w io.Writer, rd bot.Renderer) error {
			return rd.Board(w, pt, d.Board, pt.Sprintf("Daily board · %s", i18n.DayName(pt, d.Day)))
		})
	if err != nil {
		return bot.Reply{}, err
	}
	return b.withRole(ctx, p.Key.Guild, bot.Reply{Text: bot.Truncate(pt, s.String(), bot.MaxText-200), Image: img}), nil
}

// podiumMax is the most players the results name on the podium: when more
// tie, the rest are counted, so the results always fit in one message.
const podiumMax = 5

func (b *feature) revealPost(ctx context.Context, svc *challenge.Service, p challenge.Post) (bot.Reply, error) {
	ri, err := svc.Reveal(ctx, p.Key.Guild, p.Key.Day)
	if err != nil {
		return bot.Reply{}, err
	}
	d, sol := ri.Daily, ri.Solution
	pt := b.PostPrinter(p.Key.Guild)
	var s strings.Builder
	s.WriteString(pt.Sprintf("**Results of the daily board, %s**: `%s`", i18n.DayName(pt, d.Day), d.Board) + "\n")
	if len(ri.Entries) == 0 {
		s.WriteString(pt.Sprintf("Nobody played this one. It hid **%s** worth %s.", pt.Sprintf("%d words", sol.Count), pt.Sprintf("%d points", sol.Score)) + "\n")
	} else {
		var podium []string
		onPodium := 0
		for _, e := range ri.Entries {
			if e.Rank > 3 {
				break
			}
			onPodium++
			if len(podium) < podiumMax { // many tied: the rest are counted
				podium = append(podium, fmt.Sprintf("%s **%s** %s%s", place(pt, e.Rank), present.NameOf(e.Player), pt.Sprintf("%d points", e.Points), present.HintsParen(pt, e.Hints)))
			}
		}
		if more := onPodium - len(podium); more > 0 {
			podium = append(podium, pt.Sprintf("…and %d more tied", more))
		}
		s.WriteString(strings.Join(podium, " · ") + "\n")
		if len(ri.Entries) > onPodium {
			s.WriteString(pt.Sprintf("Everyone: "))
			for i, e := range ri.Entries {
				if i == 30 {
					s.WriteString(pt.Sprintf(" …and %d more", len(ri.Entries)-i))
					break
				}
				if i > 0 {
					s.WriteString(" · ")
				}
				fmt.Fprintf(&s, "%s %d", present.NameOf(e.Player), e.Points)
			}
			s.WriteByte('\n')
		}
		found := sol.Count - len(ri.Unfound)
		s.WriteString(pt.Sprintf("Together you found %d of its %s (%s possible).", found, pt.Sprintf("%d words", sol.Count), pt.Sprintf("%d points", sol.Score)) + "\n")
	}
	if len(ri.Unfound) > 0 {
		s.WriteString(pt.Sprintf("**Best words nobody found:** "))
		for i, w := range ri.Unfound[:min(revealWords, len(ri.Unfound))] {
			if i > 0 {
				s.WriteString(" · ")
			}
			fmt.Fprintf(&s, "%s %d", solver.LTRFace(w.Shown()), w.Points)
		}
		s.WriteByte('\n')
	} else if sol.Count > 0 {
		s.WriteString(pt.Sprintf("You found **every word**. Well played!") + "\n")
	}
	last := pt.Sprintf("A new board is up: `/daily`.")
	s.WriteString(present.Meanings(d.Settings.Tier, revealMeant(ri), revealMeanings, bot.MaxText-s.Len()-len(last)))
	s.WriteString(last)
	// The image draws the words the text names: the best nobody found, or
	// if everyone found everything, the board's best.
	shown, top := *sol, revealTop
	alt := present.SolutionAlt(pt, pt.Sprintf("The daily board for %s with the paths of its top %d words", i18n.DayName(pt, d.Day), min(top, sol.Count)), sol.Board, sol.Best(top))
	if len(ri.Unfound) > 0 {
		shown.Words = ri.Unfound[:min(revealWords, len(ri.Unfound))]
		top = len(shown.Words)
		alt = present.SolutionAlt(pt, pt.Sprintf("The daily board for %s with the paths of the best %d words nobody found", i18n.DayName(pt, d.Day), top), sol.Board, shown.Words)
	}
	img, err := b.Draw(ctx, "results.png", alt,
		func(w io.Writer, rd bot.Renderer) error {
			return rd.Solution(w, pt, shown, top, pt.Sprintf("Daily board · %s", i18n.DayName(pt, d.Day))+" · "+pt.Sprintf("%s dictionary", bot.DictName(pt, d.Settings.Tier)))
		})
	if err != nil {
		return bot.Reply{}, err
	}
	return bot.Reply{Text: bot.Truncate(pt, s.String(), bot.MaxText), Image: img, Actions: reviewActions(pt, d.Day)}, nil
}

// place is a podium rank: 1st, 2nd, 3rd.
func place(pt *message.Printer, rank int) string {
	switch rank {
	case 1:
		return pt.Sprintf("**1st**")
	case 2:
		return pt.Sprintf("**2nd**")
	}
	return pt.Sprintf("**3rd**")
}
