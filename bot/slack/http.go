package slack

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/internal/replay"

	slackapi "github.com/slack-go/slack"
)

// The paths Handler serves, as the Slack app's Request URLs name them.
const (
	CommandsPath      = "/slack/commands"
	InteractivityPath = "/slack/interactivity"
)

// replayTTL is how long a handled request's signature is kept: Slack's
// five-minute window either side of now, and a minute more.
const replayTTL = 11 * time.Minute

// Handler serves Slack's HTTP requests: slash commands on CommandsPath and
// interactivity (button clicks, select picks, form submissions) on
// InteractivityPath, and events (the app's removal) on EventsPath. A request without signature headers, or with a
// timestamp more than five minutes off, is answered 401 before its body is
// read; otherwise the body is read up to Config.MaxBody (413 past it) and
// its signature checked against the signing secret (HMAC-SHA256 of
// "v0:timestamp:body"); any failure is answered 401 with nothing done,
// and logged as a sampled count (logsample). A request already handled (the
// same signature: a replay) is answered 409 and not run again. A
// good request is answered 200 with an empty body at once, and worked on
// afterwards; when the adapter is full the 200 carries an ephemeral "busy"
// note, and once Wait has been called the answer is 503.
//
// Mount it on a mux under /slack/: mux.Handle("/slack/", h). It needs the
// signing secret.
func (a *Slack) Handler() (http.Handler, error) {
	if a.cfg.SigningSecret == "" {
		return nil, errors.New("slack: HTTP mode needs the signing secret")
	}
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+CommandsPath, a.serveCommand)
	mux.HandleFunc("POST "+InteractivityPath, a.serveInteraction)
	mux.HandleFunc("POST "+EventsPath, a.serveEvents)
	return mux, nil
}

// verified reads and verifies a request's body; it answers the request
// itself and returns ok=false on any failure.
func (a *Slack) verified(w http.ResponseWriter, r *http.Request) (body []byte, ok bool) {
	if a.rt.Closing() {
		http.Error(w, "shutting down", http.StatusServiceUnavailable)
		return nil, false
	}
	// Refusals are logged as a sampled count: one client sending bad
	// signatures as fast as it can must not flood the log.
	reject := func(why string, err error) ([]byte, bool) {
		a.refused.Note(why, "path", r.URL.Path, "err", a.scrub(err), "remote", r.RemoteAddr)
		http.Error(w, "invalid request signature", http.StatusUnauthorized)
		return nil, false
	}
	if a.cfg.SigningSecret == "" {
		return reject("no signing secret configured", nil)
	}
	// The headers first: a request without a signature, or with a stale
	// one, is refused before its body is read into memory.
	sv, err := slackapi.NewSecretsVerifier(r.Header, a.cfg.SigningSecret)
	if err != nil {
		return reject("bad signature headers", err)
	}
	body, err = io.ReadAll(http.MaxBytesReader(w, r.Body, a.cfg.MaxBody))
	if err != nil {
		if _, tooBig := errors.AsType[*http.MaxBytesError](err); tooBig {
			http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
		} else {
			http.Error(w, "cannot read the request body", http.StatusBadRequest)
		}
		return nil, false
	}
	if _, err := sv.Write(body); err != nil {
		return reject("hash body", err)
	}
	if err := sv.Ensure(); err != nil {
		return reject("signature mismatch", err)
	}
	// Each request runs once: the same signed message (timestamp and
	// body) sent again within the five minutes its timestamp is good for
	// (a replay) is refused, however its signature is spelled (hex is
	// read in either case), on every replica sharing the store.
	first, err := a.seen.FirstShared(r.Context(), replay.Key(Platform, r.Header.Get("X-Slack-Request-Timestamp"), body))
	if err != nil {
		a.log.Warn("replay guard: the shared store failed; this process's memory decides", "err", err)
	}
	if !first {
		a.refused.Note("replayed request", "path", r.URL.Path, "remote", r.RemoteAddr)
		http.Error(w, "request already handled", http.StatusConflict)
		return nil, false
	}
	return body, true
}

func (a *Slack) serveCommand(w http.ResponseWriter, r *http.Request) {
	body, ok := a.verified(w, r)
	if !ok {
		return
	}
	form, err := url.ParseQuery(string(body))
	if err != nil {
		http.Error(w, "malformed form body", http.StatusBadRequest)
		return
	}
	r2 := &http.Request{Method: http.MethodPost, PostForm: form, Form: form}
	cmd, _ := slackapi.SlashCommandParse(r2)
	if cmd.Command == "" {
		http.Error(w, "no command", http.StatusBadRequest)
		return
	}
	id := firstNonEmpty(cmd.TriggerID, r.Header.Get("X-Slack-Request-Timestamp")+"/"+cmd.UserID)
	if ref := a.slashCommand(cmd, id); ref != nil {
		refuse(w, ref)
		return
	}
	w.WriteHeader(http.StatusOK)
}

func (a *Slack) serveInteraction(w http.ResponseWriter, r *http.Request) {
	body, ok := a.verified(w, r)
	if !ok {
		return
	}
	form, err := url.ParseQuery(string(body))
	if err != nil || form.Get("payload") == "" {
		http.Error(w, "no payload", http.StatusBadRequest)
		return
	}
	var cb slackapi.InteractionCallback
	if err := json.Unmarshal([]byte(form.Get("payload")), &cb); err != nil {
		http.Error(w, "malformed payload", http.StatusBadRequest)
		return
	}
	id := firstNonEmpty(cb.TriggerID, cb.ActionTs, r.Header.Get("X-Slack-Request-Timestamp")+"/"+cb.User.ID)
	switch {
	case cb.Type == slackapi.InteractionTypeBlockActions:
		for _, act := range cb.ActionCallback.BlockActions {
			if ref := a.blockAction(cb, act, id); ref != nil {
				// An interaction's HTTP answer shows nothing: tell the
				// player through the response URL.
				to := target{channel: cb.Channel.ID, user: cb.User.ID, responseURL: cb.ResponseURL}
				a.goBG(func() { a.tell(to, id, ref.Reply) })
			}
		}
	case isForm(cb):
		// The empty 200 closes the modal; the reply follows as a message.
		if ref, to := a.viewSubmission(cb, id); ref != nil {
			a.goBG(func() { a.tell(to, id, ref.Reply) })
		}
	}
	w.WriteHeader(http.StatusOK)
}

// refuse answers a request the runtime did not take: 503 while shutting
// down (Slack retries), else the runtime's note for the player.
func refuse(w http.ResponseWriter, ref *bot.Refusal) {
	if ref.Reason == "closing" {
		http.Error(w, "shutting down", http.StatusServiceUnavailable)
		return
	}
	writeJSON(w, map[string]string{"response_type": slackapi.ResponseTypeEphemeral, "text": ref.Reply.Text})
}

func writeJSON(w http.ResponseWriter, v any) {
	var buf bytes.Buffer
	_ = json.NewEncoder(&buf).Encode(v)
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(buf.Bytes())
}
