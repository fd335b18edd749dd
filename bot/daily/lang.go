package daily

import (
	"strings"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/lang"
)

// dailyLangTier is the daily's dictionary for a /daily setup language:
// another language's list, by the language's name; English keeps an
// English tier, or goes back to the default from another language's.
func dailyLangTier(code, tier string) (string, error) {
	l, err := lang.Get(code)
	switch {
	case err != nil:
		return tier, err
	case l != lang.Default:
		return l.Name, nil
	case bot.LangNamed(tier) != nil:
		return "", nil
	}
	return tier, nil
}

// readDay reads a day option: YYYY-MM-DD, "yesterday" or "today" (the
// guild's days, today being today).
func readDay(v string, today game.Day) (game.Day, error) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "yesterday":
		return today - 1, nil
	case "today":
		return today, nil
	}
	d, err := game.ParseDay(strings.TrimSpace(v))
	if err != nil {
		return 0, game.E(game.Facts{"typed": v, "example": today - 1}, err)
	}
	return d, nil
}

// metricVerdict turns a verdict's name into a metric label: "not on the
// board" -> "not_on_the_board".
func metricVerdict(v string) string { return strings.ReplaceAll(v, " ", "_") }
