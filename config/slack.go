package config

import (
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"unicode"
)

// The Slack variables FromEnv reads (issue 5; docs/slack.md).
const (
	EnvSlackBotToken      = "SLACK_BOT_TOKEN"
	EnvSlackAppToken      = "SLACK_APP_TOKEN"
	EnvSlackSigningSecret = "SLACK_SIGNING_SECRET"
	EnvSlackMode          = "SLACK_MODE"
	EnvSlackAPIURL        = "SLACK_API_URL"
	EnvSlackAdmins        = "SLACK_ADMINS"
)

// Slack modes: Socket Mode (the default) or HTTP (the shared HTTP constant).
const Socket = "socket"

// Slack configures the Slack adapter. It is enabled when any of its
// variables is set.
type Slack struct {
	BotToken      Secret   // SLACK_BOT_TOKEN, xoxb-…
	AppToken      Secret   // SLACK_APP_TOKEN, xapp-…: Socket Mode
	SigningSecret Secret   // SLACK_SIGNING_SECRET: HTTP mode
	Mode          string   // SLACK_MODE: Socket (default) or HTTP
	APIURL        Endpoint // SLACK_API_URL: replaces https://slack.com/api/
	// Admins (SLACK_ADMINS: member IDs such as U0123ABCD, separated by
	// commas or spaces) may run /daily setup besides the workspace's admins
	// and owners, whom the adapter asks Slack about (users.info); the
	// change is announced publicly.
	Admins []string
}

// Enabled reports whether Slack is configured.
func (s Slack) Enabled() bool {
	return s.BotToken != "" || s.AppToken != "" || s.SigningSecret != "" || s.Mode != "" || s.APIURL != "" || len(s.Admins) > 0
}

// readSlack reads and checks the SLACK_* variables into s, returning a
// problem per missing or malformed one. It never quotes a secret.
func readSlack(get func(string) string, s *Slack) Problems {
	var p Problems
	s.BotToken = Secret(get(EnvSlackBotToken))
	s.AppToken = Secret(get(EnvSlackAppToken))
	s.SigningSecret = Secret(get(EnvSlackSigningSecret))
	s.Mode = strings.ToLower(get(EnvSlackMode))
	s.APIURL = Endpoint(get(EnvSlackAPIURL))
	s.Admins = strings.FieldsFunc(get(EnvSlackAdmins), func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	for i, id := range s.Admins { // a mention as Slack writes it: <@U0123ABCD> or <@U0123ABCD|ann>
		if inner, ok := strings.CutPrefix(id, "<@"); ok && strings.HasSuffix(inner, ">") {
			inner, _, _ = strings.Cut(strings.TrimSuffix(inner, ">"), "|")
			s.Admins[i] = inner
		}
	}
	if !s.Enabled() {
		return nil
	}
	admins := s.Admins[:0:0]
	for i, id := range s.Admins {
		if slackMemberID(id) {
			admins = append(admins, id)
			continue
		}
		what := fmt.Sprintf("entry %d of %d is not a Slack member ID like U0123ABCD", i+1, len(s.Admins))
		switch {
		case strings.HasPrefix(id, "@"):
			what += ": it is a name with @; copy the member ID instead"
		case slackMemberID(strings.ToUpper(id)):
			what += ": it has small letters, and member IDs are in capitals"
		}
		p = append(p, badValue(EnvSlackAdmins, id, what+" (in Slack: a person's profile, ⋮, Copy member ID)"))
	}
	s.Admins = admins
	switch s.Mode {
	case "":
		s.Mode = Socket
	case Socket, HTTP:
	default:
		p = append(p, badChoice(EnvSlackMode, get(EnvSlackMode), "socket", "http"))
		s.Mode = ""
	}
	token := func(env string, v Secret, prefix, what string) {
		switch {
		case v == "":
			p = append(p, fmt.Sprintf("%s: required (%s, starting %s)", env, what, prefix))
		case !strings.HasPrefix(v.Reveal(), prefix):
			p = append(p, fmt.Sprintf("%s: does not start with %s (use %s%s)", env, prefix, what, elsewhere(env, v.Reveal())))
		case strings.ContainsAny(v.Reveal(), " \t\r\n"):
			p = append(p, env+": contains spaces; paste the token alone")
		}
	}
	token(EnvSlackBotToken, s.BotToken, "xoxb-", "the Bot User OAuth Token from OAuth & Permissions")
	if s.Mode == Socket {
		token(EnvSlackAppToken, s.AppToken, "xapp-", "an App-Level Token with connections:write, from Basic Information")
	}
	if s.Mode == HTTP {
		switch {
		case s.SigningSecret == "":
			p = append(p, EnvSlackSigningSecret+": required when SLACK_MODE=http (the Signing Secret from Basic Information)")
		case strings.ContainsAny(s.SigningSecret.Reveal(), " \t\r\n"):
			p = append(p, EnvSlackSigningSecret+": contains spaces; paste the secret alone")
		case elsewhere(EnvSlackSigningSecret, s.SigningSecret.Reveal()) != "":
			p = append(p, fmt.Sprintf("%s: is not a signing secret (use the Signing Secret from Basic Information, 32 hex digits%s)",
				EnvSlackSigningSecret, elsewhere(EnvSlackSigningSecret, s.SigningSecret.Reveal())))
		}
	}
	if s.APIURL != "" {
		u, err := url.Parse(s.APIURL.Reveal())
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			p = append(p, badValue(EnvSlackAPIURL, s.APIURL.Reveal(), "is not an http(s) URL such as https://slack.com/api/"))
			s.APIURL = ""
		}
	}
	return p
}

// elsewhere says, as "; it looks like a Slack app-level token, which goes
// in SLACK_APP_TOKEN", that the secret v set in env looks like one that
// belongs in another setting; "" if it does not.
func elsewhere(env, v string) string {
	if kind, home := secretKind(v); kind != "" && home != env {
		return fmt.Sprintf("; it looks like %s, which goes in %s", kind, home)
	}
	return ""
}

// String summarises the Slack settings with secrets redacted.
func (s Slack) String() string {
	if !s.Enabled() {
		return "slack=off"
	}
	return fmt.Sprintf("slack{mode=%s bot_token=%s app_token=%s signing_secret=%s api_url=%s admins=%s}",
		s.Mode, s.BotToken, s.AppToken, s.SigningSecret, s.APIURL, strings.Join(s.Admins, ","))
}

// GoString redacts %#v.
func (s Slack) GoString() string { return "config.Slack{" + s.String() + "}" }

// LogValue logs the Slack settings as a group, secrets redacted.
func (s Slack) LogValue() slog.Value {
	if !s.Enabled() {
		return slog.GroupValue(slog.Bool("enabled", false))
	}
	return slog.GroupValue(slog.String("mode", s.Mode), slog.String("bot_token", s.BotToken.String()),
		slog.String("app_token", s.AppToken.String()), slog.String("signing_secret", s.SigningSecret.String()),
		slog.String("api_url", s.APIURL.String()), slog.Any("admins", s.Admins))
}

// slackMemberID reports whether id looks like a Slack member ID: U or W,
// then capital letters and digits.
func slackMemberID(id string) bool {
	if len(id) < 3 || len(id) > 20 || (id[0] != 'U' && id[0] != 'W') {
		return false
	}
	for _, r := range id[1:] {
		if (r < 'A' || r > 'Z') && (r < '0' || r > '9') {
			return false
		}
	}
	return true
}
