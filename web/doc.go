// Package web serves the web board: the daily board and live rounds played
// in a browser by dragging across the tiles, and the same page inside
// Discord as an Activity.
//
// Players arrive from chat through a personal, short-lived link signed
// with HMAC-SHA256 (Signer): opening it gives a session for that day or
// round, as a cookie (or, in the Activity, a bearer token). A session lets
// its holder see that board and guess on it as that player: nothing else,
// so a leaked link cannot change settings or play elsewhere.
//
// Guesses go through the same services as chat (challenge.Service.GuessAt,
// round.Service.GuessRoundAt, through the table of Modes), under the
// page's own budget of words for a human's pace (budget.go), so a word
// found on the page is in /daily and on the leaderboard, and the
// reverse. A round and the daily judge a page's word by when it was
// entered, within a bounded grace (a round's buzzer, the day's midnight);
// words still queued when the page goes are sent with it. A live round's page is kept up to date
// with server-sent events: players and words so far, the end, the results.
//
// The page's HTML, CSS and JavaScript are embedded (assets/); the
// JavaScript is built from src/ by `go generate ./web` (esbuild) and the
// bundle is committed, so `go build` alone gives a working binary. Every
// response carries a strict Content-Security-Policy: no inline script, no
// third-party request.
//
// A Server is safe for concurrent use.
package web

//go:generate go run ./internal/build
