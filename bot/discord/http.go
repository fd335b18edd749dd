package discord

import (
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/bogglebot/bogglebot/internal/replay"
)

// MaxSkew is how far a request's X-Signature-Timestamp may be from now.
const MaxSkew = 5 * time.Minute

// maxBody bounds an interaction's JSON; real ones are a few kilobytes.
const maxBody = 256 << 10

// Handler returns the HTTP interactions endpoint, to mount at
// POST /discord/interactions. It verifies each request's Ed25519 signature
// against the public key (401 for a missing, malformed, wrong or stale one;
// the body of a request whose signature is missing, malformed or stale is
// never read; refusals are logged as a sampled count, logsample), refuses
// a signed message (timestamp and body) it, or a replica sharing the
// store, has already handled (409: a replay within the timestamp's
// window),
// answers PING with PONG, answers autocomplete at once, and hands commands,
// component clicks and modal submissions to the runtime: the response is a
// type 5 deferral (or the reply itself when it needs no rendering, or the
// modal a reply's Form opens), and the image follows by PATCH to
// /webhooks/{app}/{token}/messages/@original.
func (d *Discord) Handler() (http.Handler, error) {
	if len(d.cfg.PublicKey) != ed25519.PublicKeySize {
		return nil, errors.New("discord: HTTP interactions need the application's public key")
	}
	return http.HandlerFunc(d.serveHTTP), nil
}

func (d *Discord) serveHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		http.Error(w, "POST only", http.StatusMethodNotAllowed)
		return
	}
	body, ok := d.verified(w, r)
	if !ok {
		return
	}
	var i discordgo.Interaction
	if err := json.Unmarshal(body, &i); err != nil || i.Type == 0 {
		http.Error(w, "malformed interaction", http.StatusBadRequest)
		return
	}
	reply := func(cb callback) error {
		data, err := json.Marshal(cb)
		if err != nil {
			return err
		}
		w.Header().Set("Content-Type", "application/json")
		if _, err := w.Write(data); err != nil {
			return err
		}
		// The answer goes out now, before the command's work; through
		// any wrapper of the ResponseWriter that unwraps to one that
		// flushes (none that does not is an error: nothing to flush).
		_ = http.NewResponseController(w).Flush()
		return nil
	}
	switch i.Type { // before any *Data() accessor, which panics on the wrong type
	case discordgo.InteractionPing:
		reply(callback{Type: typePong})
	case discordgo.InteractionApplicationCommandAutocomplete:
		if err := reply(d.complete(r.Context(), &i)); err != nil {
			d.log.Warn("answer autocomplete", "interaction", i.ID, "err", err)
		}
	case discordgo.InteractionApplicationCommand, discordgo.InteractionMessageComponent, discordgo.InteractionModalSubmit:
		// Each interaction runs once, by its id too: Discord never sends
		// one twice, whatever the timestamp.
		if i.ID != "" {
			first, err := d.seen.FirstShared(r.Context(), Platform+":interaction:"+i.ID)
			if err != nil {
				d.log.Warn("replay guard: the shared store failed; this process's memory decides", "err", err)
			}
			if !first {
				d.refused.Note("replayed interaction", "interaction", i.ID, "remote", r.RemoteAddr)
				http.Error(w, "interaction already handled", http.StatusConflict)
				return
			}
		}
		d.serve(r.Context(), &i, reply)
	default:
		http.Error(w, "unsupported interaction type", http.StatusBadRequest)
	}
}

// verified reads a request's body and checks its signature; it answers
// the request itself (401, 413) and returns ok=false on any failure.
func (d *Discord) verified(w http.ResponseWriter, r *http.Request) (body []byte, ok bool) {
	// Refusals are logged as a sampled count: one client sending bad
	// signatures as fast as it can must not flood the log.
	reject := func(why string) ([]byte, bool) {
		d.refused.Note(why, "remote", r.RemoteAddr)
		http.Error(w, "invalid request signature", http.StatusUnauthorized)
		return nil, false
	}
	// The headers first: a request without a signature, or with a stale
	// one, is refused before its body is read into memory.
	sig, ts, why := d.signature(r.Header)
	if why != "" {
		return reject(why)
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		http.Error(w, "body too large or unreadable", http.StatusRequestEntityTooLarge)
		return nil, false
	}
	msg := make([]byte, 0, len(ts)+len(body))
	if !ed25519.Verify(d.cfg.PublicKey, append(append(msg, ts...), body...), sig) {
		return reject("wrong signature")
	}
	// Each signed message runs once: the same timestamp and body sent
	// again within the timestamp's window (a replay, however its
	// signature is spelled) is refused, on every replica sharing the
	// store.
	first, err := d.seen.FirstShared(r.Context(), replay.Key(Platform, ts, body))
	if err != nil {
		d.log.Warn("replay guard: the shared store failed; this process's memory decides", "err", err)
	}
	if !first {
		d.refused.Note("replayed request", "path", r.URL.Path, "remote", r.RemoteAddr)
		http.Error(w, "request already handled", http.StatusConflict)
		return nil, false
	}
	return body, true
}

// signature reads a request's signature and timestamp and checks the
// timestamp's freshness. It returns why the request is refused, or "".
// The signature, of timestamp+body, is checked once the body is read.
func (d *Discord) signature(h http.Header) (sig []byte, ts, why string) {
	sigHex, ts := h.Get("X-Signature-Ed25519"), h.Get("X-Signature-Timestamp")
	if sigHex == "" || ts == "" {
		return nil, "", "missing signature headers"
	}
	sig, err := hex.DecodeString(sigHex)
	if err != nil || len(sig) != ed25519.SignatureSize {
		return nil, "", "malformed signature"
	}
	secs, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return nil, "", "malformed timestamp"
	}
	if skew := d.now().Sub(time.Unix(secs, 0)); skew > MaxSkew || skew < -MaxSkew {
		return nil, "", "stale timestamp"
	}
	return sig, ts, ""
}
