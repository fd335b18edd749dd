package daily_test

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/app"
	"github.com/bogglebot/bogglebot/bot/app/apptest"
	"github.com/bogglebot/bogglebot/bot/bottest"
	"github.com/bogglebot/bogglebot/bot/daily"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/store/postgres"
	"github.com/bogglebot/bogglebot/store/postgres/pgtest"
)

// TestSeasonPostedOnceByReplicasOnPostgres: three replicas' schedulers on
// one PostgreSQL database, ticking at the same moments across a month's
// end, post the season's results once between them (the post is claimed
// in the database), at the local midnight that ends it.
func TestSeasonPostedOnceByReplicasOnPostgres(t *testing.T) {
	url := pgtest.FreshSchema(t, "season_", "the replicas' season post test")
	ctx := context.Background()
	clock := &apptest.Clock{T: time.Date(2026, time.July, 31, 20, 0, 0, 0, time.UTC)}
	paris := game.Guild{Platform: "discord", ID: "paris"}
	var scheds []*daily.Scheduler
	var posters []*apptest.FakePoster
	for i := range 3 {
		st, err := postgres.Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		svc := challenge.New(challenge.Config{Store: st, Practice: st, Now: clock.Now, Owner: fmt.Sprintf("replica-%d", i)})
		a := app.New(app.Config{Daily: svc, Now: clock.Now, Renderer: &bottest.Renderer{}, Logger: slog.New(slog.DiscardHandler), RateLimit: bot.RateLimit{Burst: -1}})
		dp, sp := &apptest.FakePoster{Platform: "discord", Clock: clock}, &apptest.FakePoster{Platform: "slack", Clock: clock}
		apptest.Posters(a, dp, sp)
		scheds, posters = append(scheds, a.Scheduler()), append(posters, dp, sp)
		if i == 0 {
			if _, err := svc.Setup(ctx, challenge.Settings{Guild: paris, Channel: "P", PostTime: "09:00", Timezone: "Europe/Paris"}); err != nil {
				t.Fatal(err)
			}
			if _, err := st.AddWords(ctx, paris, game.Date(2026, time.July, 30), game.Player{ID: "id-ann", Name: "ann"}, []game.Word{{Word: "streamers", Points: 11}}, clock.Now()); err != nil {
				t.Fatal(err)
			}
		}
	}
	var seasons []string
	for ; clock.Now().Before(time.Date(2026, time.July, 31, 23, 0, 0, 0, time.UTC)); clock.Add(time.Minute) {
		var wg sync.WaitGroup
		for _, s := range scheds {
			wg.Go(func() { s.Tick(ctx) })
		}
		wg.Wait()
		for _, p := range posters {
			for _, line := range p.Take() {
				if strings.Contains(line, " season ") {
					seasons = append(seasons, line)
				}
			}
		}
	}
	if want := "discord P season July 2026 31 22:00"; len(seasons) != 1 || seasons[0] != want {
		t.Errorf("season posts between three replicas: %q; want one, %q", seasons, want)
	}
}
