package slack

import (
	"context"
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
	slackapi "github.com/slack-go/slack"
)

// A member's locale (users.info with include_locale: "fr-FR") picks the
// language of the replies only they see. Slack does not send it with a
// command, so the adapter asks once and keeps the answer (with the
// member's role, for admins): a member who changes their language reads
// the new one within the hour. When Slack cannot answer, the reply is in
// English, and Slack is not asked again for a minute.
const (
	localeTTL     = time.Hour
	localeRetry   = time.Minute
	localeEntries = 4096
	localeWait    = 2 * time.Second // users.info is asked on the worker, before the command runs
)

type locales struct {
	cache  *expirable.LRU[string, string]
	failed *expirable.LRU[string, struct{}] // members users.info could not tell of, lately
	info   func(ctx context.Context, user string, opts ...slackapi.GetUserInfoOption) (*slackapi.User, error)
	seen   func(key string, u *slackapi.User) // shares users.info's answer (the member's role)
}

func newLocales(info func(context.Context, string, ...slackapi.GetUserInfoOption) (*slackapi.User, error)) *locales {
	return &locales{
		cache:  expirable.NewLRU[string, string](localeEntries, nil, localeTTL),
		failed: expirable.NewLRU[string, struct{}](localeEntries, nil, localeRetry),
		info:   info,
	}
}

// of is user's locale in team ("" when Slack does not say), and the error
// from users.info, if it was asked and failed.
func (l *locales) of(ctx context.Context, team, user string) (string, error) {
	if user == "" {
		return "", nil
	}
	key := team + "/" + user
	if loc, ok := l.cache.Get(key); ok {
		return loc, nil
	}
	if l.failed.Contains(key) {
		return "", nil
	}
	ctx, cancel := context.WithTimeout(ctx, localeWait)
	defer cancel()
	u, err := l.info(ctx, user, slackapi.GetUserInfoOptionIncludeLocale(true))
	if err != nil {
		l.failed.Add(key, struct{}{})
		return "", err
	}
	l.cache.Add(key, u.Locale)
	if l.seen != nil {
		l.seen(key, u)
	}
	return u.Locale, nil
}
