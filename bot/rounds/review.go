package rounds

import (
	"context"
	"slices"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/present"
	"github.com/bogglebot/bogglebot/challenge"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/solver"
)

// roundReview is a round's "My words" button: the player's words against
// the board, once the round is over, in the round's own channel only (the
// button's id names the round: one sent from elsewhere shows nothing of it).
func (b *feature) roundReview(ctx context.Context, svc *round.Service, req bot.Request, id string) (bot.Reply, error) {
	r, err := svc.Round(ctx, id)
	if err != nil {
		return bot.Reply{}, err
	}
	if r.Key != present.RoundKey(req) { // a button id copied (or forged) from elsewhere: show nothing of that round
		return bot.Reply{}, game.E(game.NotAllowed, game.CodeOtherChannel, game.Facts{"what": "review"})
	}
	if r.Finished.IsZero() {
		return bot.Reply{}, game.E(game.Conflict, game.CodeRoundNotOver)
	}
	res, err := svc.Results(ctx, id)
	if err != nil {
		return bot.Reply{}, err
	}
	entries, err := svc.Store().PlayerEntries(ctx, id, req.User.ID)
	if err != nil {
		return bot.Reply{}, err
	}
	mine := make([]game.Word, len(entries))
	for i, e := range entries {
		mine[i] = game.Word{Word: e.Word, Points: e.Points}
	}
	found, _, missed := challenge.Split(res.Solution.Words, mine, nil)
	p := req.Printer()
	notes := map[string]string{}
	for _, w := range res.Cancelled {
		notes[w] = " " + p.Sprintf("(cancelled)")
	}
	scored := 0
	for _, e := range res.Scored[req.User.ID] {
		scored += e.Points
	}
	bd := r.Board
	lb := present.LookBack{P: p,
		Head: p.Sprintf("**Your round** `%s` · %s", bd, describeRound(p, r.Rules)) + "\n",
		Sol:  &res.Solution, Found: found, Notes: notes, Missed: missed,
		Title: p.Sprintf("%dx%d round · your words", bd.Size(), bd.Size()),
		What:  p.Sprintf("The round's board %s", bd),
	}
	if len(found) == 0 {
		lb.Summary = p.Sprintf("You didn't enter a word in this round. The board hid %s worth %s.", p.Sprintf("%d words", res.Solution.Count), p.Sprintf("%d points", res.Solution.Score)) + "\n"
	} else {
		lb.Summary = p.Sprintf("You found **%s** of %s and scored **%s**", p.Sprintf("%d words", len(found)), p.Sprintf("%d words", res.Solution.Count), p.Sprintf("%d points", scored))
		if c := slices.IndexFunc(found, func(w solver.Word) bool { return notes[w.Word] != "" }); c >= 0 {
			lb.Summary += p.Sprintf(" (words someone else also found cancel)")
		}
		lb.Summary += ".\n"
	}
	lb.Foot = p.Sprintf("Start another with `/play`.")
	return present.LookBackReply(ctx, b.Images, lb)
}
