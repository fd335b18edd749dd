package discordtest

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"net/http"
	"strconv"
	"time"
)

// SignedRequest builds a POST of body to url as Discord sends interactions:
// X-Signature-Timestamp is ts in Unix seconds and X-Signature-Ed25519 the
// hex Ed25519 signature by key of the timestamp followed by the body.
func SignedRequest(ctx context.Context, url string, key ed25519.PrivateKey, ts time.Time, body []byte) (*http.Request, error) {
	stamp := strconv.FormatInt(ts.Unix(), 10)
	msg := make([]byte, 0, len(stamp)+len(body))
	sig := ed25519.Sign(key, append(append(msg, stamp...), body...))
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Discord-Interactions/1.0 (+https://discord.com)")
	req.Header.Set("X-Signature-Ed25519", hex.EncodeToString(sig))
	req.Header.Set("X-Signature-Timestamp", stamp)
	return req, nil
}
