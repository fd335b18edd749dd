package slack

import (
	"context"
	"errors"
	"fmt"

	slackapi "github.com/slack-go/slack"
)

// ErrTokenRefused is wrapped by Check's error when Slack refused the bot
// token, and by RunSocket's when it refused the app-level token: no retry
// cures it.
var ErrTokenRefused = errors.New("Slack refused a token")

// tokenRefused reports the error code of a Slack answer that refuses a token
// (invalid_auth, not_authed, token_revoked...), and whether err is one.
func tokenRefused(err error) (string, bool) {
	var se slackapi.SlackErrorResponse
	if errors.As(err, &se) {
		switch se.Err {
		case "invalid_auth", "not_authed", "account_inactive", "token_revoked", "token_expired", "not_allowed_token_type", "invalid_token":
			return se.Err, true
		}
	}
	return "", false
}

// Check asks Slack whether the bot token works (auth.test), as serve does at
// start in HTTP mode, where no connection would tell (Socket Mode's does).
// A refused token (invalid_auth, not_authed, token_revoked, ...) is an
// error wrapping ErrTokenRefused that says what to do; Slack out of reach is
// another error, which a caller may log and go on from. Neither shows the
// token.
func (a *Slack) Check(ctx context.Context) error {
	_, err := a.api.AuthTestContext(ctx)
	if err == nil {
		return nil
	}
	if code, ok := tokenRefused(err); ok {
		return fmt.Errorf("%w: SLACK_BOT_TOKEN (auth.test: %s): set it to the Bot User OAuth Token (xoxb-…) on the app's OAuth & Permissions page, and reinstall the app if it was removed", ErrTokenRefused, code)
	}
	return fmt.Errorf("slack: auth.test: %s", a.scrub(err))
}
