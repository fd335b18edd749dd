package slack

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/bot"
	"github.com/bogglebot/bogglebot/game"
	"github.com/hashicorp/golang-lru/v2/expirable"
	slackapi "github.com/slack-go/slack"
)

// Who may change a workspace's settings (/daily setup and any AdminOnly
// command): its admins and owners, as users.info tells (scope users:read),
// and the members listed in Config.Admins (SLACK_ADMINS). A slash command
// does not say whether its sender is an admin, so the adapter asks Slack,
// only for the commands that need to know, and keeps the answer a few
// minutes. When Slack cannot answer, the command is refused (fail closed).

// Admin answers are kept this long, for at most this many members: a busy
// channel does not call users.info for every command, and a member who
// loses their admin role loses it here within minutes.
const (
	adminTTL     = 5 * time.Minute
	adminEntries = 1024
)

// admins remembers who may change a workspace's settings.
type admins struct {
	listed map[string]bool
	cache  *expirable.LRU[string, bool]
	info   func(ctx context.Context, user string, opts ...slackapi.GetUserInfoOption) (*slackapi.User, error)
	seen   func(key string, u *slackapi.User) // shares users.info's answer (the member's locale)
}

func newAdmins(listed []string, info func(context.Context, string, ...slackapi.GetUserInfoOption) (*slackapi.User, error)) *admins {
	a := &admins{listed: map[string]bool{}, cache: expirable.NewLRU[string, bool](adminEntries, nil, adminTTL), info: info}
	for _, id := range listed {
		a.listed[id] = true
	}
	return a
}

// is reports whether user may change team's settings: listed, or an admin
// or owner of the workspace. Slack's answer is cached; a failure is not.
func (a *admins) is(ctx context.Context, team, user string) (bool, error) {
	if a.listed[user] {
		return true, nil
	}
	key := team + "/" + user
	if ok, found := a.cache.Get(key); found {
		return ok, nil
	}
	u, err := a.info(ctx, user, slackapi.GetUserInfoOptionIncludeLocale(true))
	if err != nil {
		return false, fmt.Errorf("users.info: %w", err)
	}
	if a.seen != nil {
		a.seen(key, u)
	}
	return a.remember(key, u), nil
}

// remember keeps what users.info said of the member key (team/user) and
// returns whether they may change the workspace's settings.
func (a *admins) remember(key string, u *slackapi.User) bool {
	// A member of another organisation in a shared channel (is_stranger)
	// administers nothing here, whatever their role at home.
	ok := (u.IsAdmin || u.IsOwner || u.IsPrimaryOwner) && !u.IsStranger && !u.Deleted
	a.cache.Add(key, ok)
	return ok
}

// handle runs req on the bot. The members in SLACK_ADMINS are admins
// outright (Request.IsAdmin); for anyone else, a command that needs to
// know (Request.Admin: /daily setup, /play stop of someone else's round)
// asks the Platform's Admin, isAdmin. (/help lists AdminOnly commands to
// admins only; on Slack it does not ask, so it lists them to the members
// in SLACK_ADMINS.)
func (a *Slack) handle(ctx context.Context, req bot.Request) bot.Reply {
	req.IsAdmin = a.admins.listed[req.User.ID]
	if req.Locale == "" {
		loc, err := a.locales.of(ctx, req.Guild, req.User.ID)
		if err != nil {
			a.log.Warn("cannot read the member's locale; answering in English", "interaction", req.ID,
				"user", req.User.ID, "err", a.scrub(err))
		}
		req.Locale = loc
	}
	return a.bot.Handle(ctx, req)
}

// isAdmin asks users.info whether req's user administers the workspace,
// and refuses, saying so, when Slack cannot say.
func (a *Slack) isAdmin(ctx context.Context, req bot.Request) (bool, error) {
	ok, err := a.admins.is(ctx, req.Guild, req.User.ID)
	if err != nil {
		a.log.Error("cannot tell whether the member administers the workspace; refused", "interaction", req.ID,
			"user", req.User.ID, "err", a.scrub(err))
		return false, game.E(game.Unavailable, game.CodeAdminUnknown)
	}
	return ok, nil
}

// Platform is what the bot knows of Slack: its markup, posting and
// editing messages, who administers a workspace, whether the bot can
// post in a channel. New registers it with the Bot.
func (a *Slack) Platform() bot.Platform {
	return bot.Platform{Name: Platform, Markup: markup{}, Poster: a, Editor: a, Linker: a, Admin: a.isAdmin, Scheduled: true,
		Roles: a, Direct: a, DirectBudget: bot.Budget{Burst: directBurst, Every: directEvery},
		CanPost: func(ctx context.Context, _ bot.Request, channel string) error { return a.canPost(ctx, channel) }}
}

// canPost reports whether the bot can post in channel: a refusal (game.E)
// saying why not, for /daily setup and /play. conversations.info says whether the
// bot is a member (is_member) with the read scopes channels:read (public
// channels) and groups:read (private ones; a private channel the bot is not
// in is "channel_not_found"). Those two scopes are the fewest that answer
// without posting anything: a test post (chat.postEphemeral, which needs no
// new scope) would show the admin a stray message, and fails alike when it
// is the admin, not the bot, who is not in the channel.
func (a *Slack) canPost(ctx context.Context, channel string) error {
	if strings.HasPrefix(channel, "D") {
		return &bot.NotAChannel{Err: game.E(game.Invalid, game.CodeChannelDM)}
	}
	link := markup{}.ChannelLink(channel)
	ch, err := a.api.GetConversationInfoContext(ctx, &slackapi.GetConversationInfoInput{ChannelID: channel})
	var se slackapi.SlackErrorResponse
	switch {
	case errors.As(err, &se) && se.Err == "channel_not_found":
		return game.E(game.NotFound, game.CodeChannelHidden, game.Facts{"channel": link})
	case err != nil:
		a.log.Error("cannot check that the bot can post in a channel; refused", "channel", channel, "err", a.scrub(err))
		return game.E(game.Unavailable, game.CodeChannelUnchecked, game.Facts{"channel": link})
	case ch.IsArchived:
		return game.E(game.Invalid, game.CodeChannelArchived, game.Facts{"channel": link})
	case !ch.IsMember:
		return game.E(game.NotAllowed, game.CodeChannelNotMember, game.Facts{"channel": link})
	}
	return nil
}
