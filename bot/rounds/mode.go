package rounds

import (
	"context"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/bot/present"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/round"
)

// roundHint answers /hint in a channel with a running round: h and err
// are what round.Service.HintIn gave.
func (b *feature) roundHint(ctx context.Context, req bot.Request, h round.HintResult, err error) (bot.Reply, error) {
	if err != nil {
		return bot.Reply{}, game.E(game.Facts{"board": h.Round.Board.String()}, err)
	}
	return present.HintReply(ctx, b.Images, req, h.Clue, true)
}
