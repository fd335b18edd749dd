package web

import (
	"net/http"
	"strconv"
	"time"

	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/i18n"
)

// statusOf is the one table from an error's kind to the page's HTTP
// status; the words are i18n's, the same the chat says.
var statusOf = map[game.Kind]int{
	game.Other:       http.StatusInternalServerError,
	game.Invalid:     http.StatusBadRequest,
	game.NotFound:    http.StatusNotFound,
	game.NotAllowed:  http.StatusForbidden,
	game.Limit:       http.StatusTooManyRequests,
	game.Over:        http.StatusConflict,
	game.Conflict:    http.StatusConflict,
	game.Unavailable: http.StatusNotFound, // the feature is off on this bot
}

// The page's own codes whose HTTP status says more than their kind: a
// browser or a proxy acts on 401, 413 and 415.
var statusOfCode = map[game.Code]int{
	game.CodeNoSession:      http.StatusUnauthorized,
	game.CodeSessionEnded:   http.StatusUnauthorized,
	game.CodeSessionInvalid: http.StatusUnauthorized,
	game.CodeNotJSON:        http.StatusUnsupportedMediaType,
	game.CodeTooLarge:       http.StatusRequestEntityTooLarge,
	game.CodeLiveBusy:       http.StatusServiceUnavailable, // the server's, not the player's, limit
	game.CodeNotSaved:       http.StatusServiceUnavailable, // the database refuses writes
	game.CodeNotSavedRetry:  http.StatusServiceUnavailable,
	// The Activity's sign-in, when Discord is the one that failed.
	game.CodeActivityRefused: http.StatusUnauthorized,
	game.CodeActivitySlow:    http.StatusGatewayTimeout,
	game.CodeActivityWho:     http.StatusBadGateway,
	game.CodeActivityGuilds:  http.StatusBadGateway,
}

// status is err's HTTP status.
func status(err error) int {
	if e := game.CodeOf(err); e != nil {
		if st, ok := statusOfCode[e.Code]; ok {
			return st
		}
	}
	return statusOf[game.KindOf(err)]
}

// fail answers a JSON request with err: its status, {"error": the
// player's words, "code": its game.Code, "retryMs": how long to wait}, and Retry-After for a
// limit. An error with no code is logged and answered with the apology.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, c Claims, err error) {
	if game.CodeOf(err) == nil || game.KindOf(err) == game.Other {
		s.log.Error("web board", "path", r.URL.Path, "user", c.User, "err", err)
		err = game.E(game.Other, game.CodeInternal, err)
	}
	wait, _ := game.Fact[time.Duration](err, "wait")
	if wait > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(wait.Seconds()+0.999)))
	}
	writeJSON(w, status(err), struct {
		Error   string    `json:"error"`
		Code    game.Code `json:"code"`
		RetryMs int64     `json:"retryMs"`
	}{i18n.Error(s.langOf(r, c), err), game.CodeOf(err).Code, wait.Milliseconds()})
}
