package bot

import (
	"context"
	"sync"
)

// A Platform is everything the core knows of one chat platform, given once
// by its adapter (discord.(*Discord).Platform, slack.(*Slack).Platform,
// console.(*Chat).Platform) and registered with Bot.Register: the core
// names no platform and asks a request's Platform whatever differs. The
// zero value of every field but Name is a platform that can do none of it.
type Platform struct {
	// Name is the platform's name in Request.Platform, channel keys and
	// stored guilds ("discord", "slack", "console"); it never changes.
	Name string
	// Markup writes mentions, channel links and moments the platform's
	// way; nil means Plain.
	Markup Markup
	// Poster posts to a channel unasked: the daily's boards and results
	// (when Scheduled), a round's results. nil: the platform gets no posts.
	Poster Poster
	// Editor changes a message a Reply's Live reported (a round's start
	// message, then "Round over"); nil: the platform's messages stay as
	// they were sent.
	Editor Editor
	// Linker gives a message's address, for a link to it ("Round over:
	// the results"); nil: no links to messages.
	Linker MessageLinker
	// Admin says whether the request's user may manage the server when
	// Request.IsAdmin, what the request itself says, is false: for a
	// platform that must ask (Slack's users.info). Its error is shown to
	// the player (a game.E refusal) or logged. nil: IsAdmin is
	// all there is.
	Admin func(ctx context.Context, req Request) (bool, error)
	// CanPost says whether the bot can post in channel of the request's
	// server: nil, or an error saying why not (a game.E). For a
	// direct message it returns a *NotAChannel: a round may run there,
	// the daily's posts may not go there. nil: the bot can post anywhere.
	CanPost func(ctx context.Context, req Request, channel string) error
	// Roles lets players join and leave the role a server's daily post
	// mentions; nil: the platform has no roles (the console).
	Roles RoleManager
	// Direct sends a message to one user alone, unasked (a player's
	// reminder); nil: the platform takes no reminders. DirectBudget is
	// how fast it may (the platform's rate limits).
	Direct       DirectMessenger
	DirectBudget Budget
	// Activity, if set, is the label of the button that opens the web
	// board inside the chat app ("Play in Discord"): the platform can
	// launch it (Reply.Activity). The button shows only where the bot has
	// a web board (the features' Links).
	Activity string
	// Scheduled says the daily's boards and results are posted to the
	// platform's channels on a schedule (the Scheduler); a platform
	// without (the console) shows the board whenever a player asks.
	Scheduled bool
	// PostsOnce says the Poster posts a Reply with a Nonce at most once
	// however often it is sent (Discord's enforce_nonce): a post whose
	// sending failed in a way that leaves it unknown whether it went out
	// (a timeout, a 5xx) can be sent again with the same nonce. Without
	// it such a post is not retried (at most once).
	PostsOnce bool
}

// platforms is the registry of a Bot's platforms.
type platforms struct {
	mu sync.RWMutex
	m  map[string]*Platform
}

// Register makes p the platform of requests whose Platform is p.Name:
// each adapter registers itself once, when it is built, before it serves
// a request. A second registration of a name replaces the first (a test
// building an adapter again).
func (b *Bot) Register(p Platform) {
	if p.Markup == nil {
		p.Markup = Plain{}
	}
	b.plats.mu.Lock()
	defer b.plats.mu.Unlock()
	if b.plats.m == nil {
		b.plats.m = map[string]*Platform{}
	}
	b.plats.m[p.Name] = &p
}

// Platform returns the platform registered under name; one that was never
// registered is a platform that can do nothing, writing plain text.
func (b *Bot) Platform(name string) Platform {
	return *b.platform(name)
}

func (b *Bot) platform(name string) *Platform {
	b.plats.mu.RLock()
	p := b.plats.m[name]
	b.plats.mu.RUnlock()
	if p == nil {
		return &Platform{Name: name, Markup: Plain{}}
	}
	return p
}

// Platforms returns the registered platforms, for the Scheduler and the
// round keeper, which post to every one that has a Poster.
func (b *Bot) Platforms() []Platform {
	b.plats.mu.RLock()
	defer b.plats.mu.RUnlock()
	out := make([]Platform, 0, len(b.plats.m))
	for _, p := range b.plats.m {
		out = append(out, *p)
	}
	return out
}

// PosterOf is the Poster of platform name, nil if it has none.
func (b *Bot) PosterOf(name string) Poster { return b.platform(name).Poster }
