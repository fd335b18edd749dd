package web

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// LinkTTL is how long a link from chat may be opened: it is personal and
// travels through chat, so it is short-lived; opening it gives a session
// for the day or the round.
const LinkTTL = 15 * time.Minute

// maxToken bounds a token's length before anything is decoded.
const maxToken = 2048

// Token kinds: a link opened from chat, a session it (or the Activity's
// sign-in) gives. One never passes for the other.
const (
	kindLink    = "l"
	kindSession = "s"
)

// Claims are what a signed token vouches for: who plays (the platform's
// user in a guild or workspace), on what (a daily day or a round), until
// when. A token grants playing that board as that player, nothing else:
// no settings, no other board.
type Claims struct {
	Kind     string `json:"k"`
	Platform string `json:"p"`
	Guild    string `json:"g"` // game.Guild.ID (dm:USER in a Discord DM); the round's guild for a round
	User     string `json:"u"`
	Name     string `json:"n"`           // display name, for the leaderboard
	Day      int32  `json:"d,omitempty"` // the daily's day (game.Day), when Round is ""
	Round    string `json:"r,omitempty"` // a round's id
	// Locale is the player's language when the link was made (BCP 47 as
	// the platform reported it, or the server's language): the page and
	// its refusals are in it. "" leaves the choice to the browser's
	// Accept-Language.
	Locale  string `json:"l,omitempty"`
	Expires int64  `json:"x"` // unix seconds
	// Issued is when the link (and so the sessions made from it) was
	// issued, unix seconds: a session issued before its server's or its
	// player's data was erased writes nothing (Config.Erased).
	Issued int64 `json:"i,omitempty"`
}

// ErrExpired and ErrInvalid are Verify's refusals: the page explains them.
var (
	ErrExpired = errors.New("this link has expired")
	ErrInvalid = errors.New("this link is not valid")
)

// A Signer signs and checks tokens with HMAC-SHA256 (crypto/hmac from the
// standard library: the construction is standard and the comparison
// constant-time; a JWT library would add algorithm negotiation we must
// then forbid). Every replica given the same secret accepts the others'
// tokens. A Signer is safe for concurrent use.
type Signer struct {
	key []byte
}

// NewSigner returns a Signer keyed by secret, which should hold at least
// 32 random bytes (config checks it).
func NewSigner(secret string) *Signer {
	// Derive the key for this use, so the same secret could sign other
	// things one day without tokens passing for each other.
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte("bogglebot web board v1"))
	return &Signer{key: m.Sum(nil)}
}

var b64 = base64.RawURLEncoding

// Sign returns the token for c: the claims in base64url JSON, a dot, and
// their MAC.
func (s *Signer) Sign(c Claims) string {
	payload, err := json.Marshal(c)
	if err != nil {
		panic(fmt.Sprintf("web: marshal claims: %v", err)) // strings and numbers only
	}
	p := b64.EncodeToString(payload)
	return p + "." + b64.EncodeToString(s.mac(p))
}

func (s *Signer) mac(p string) []byte {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte(p))
	return m.Sum(nil)
}

// Verify checks a token of kind at now: ErrInvalid if it was not signed
// with this secret, was changed, or is of another kind; ErrExpired if it
// was valid once (its claims then hold its Locale only, to word the
// refusal). It never says more than that.
func (s *Signer) Verify(token, kind string, now time.Time) (Claims, error) {
	var c Claims
	if len(token) > maxToken {
		return c, ErrInvalid
	}
	p, sig, ok := strings.Cut(token, ".")
	if !ok {
		return c, ErrInvalid
	}
	got, err := b64.DecodeString(sig)
	if err != nil || !hmac.Equal(got, s.mac(p)) {
		return c, ErrInvalid
	}
	payload, err := b64.DecodeString(p)
	if err != nil || json.Unmarshal(payload, &c) != nil || c.Kind != kind || c.User == "" || c.Platform == "" ||
		(c.Round == "") == (c.Day == 0) {
		return Claims{}, ErrInvalid
	}
	if now.Unix() >= c.Expires {
		// Only the language it was made in, to word the refusal.
		return Claims{Locale: c.Locale}, ErrExpired
	}
	return c, nil
}
