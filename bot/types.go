// Package bot is the core of bogglebot's chat commands, once, for every
// platform: what features build on, and nothing of any feature.
//
// An adapter (bot/discord, bot/slack, bot/console) turns what a platform sends
// into a Request, submits it to the Runtime every adapter shares (or, as the
// console does, calls Bot.Handle), and turns the Reply into the platform's
// message: text, an optional PNG, buttons, a select menu or a form. What each
// platform does its own way (mentions, channel links, times, posting and
// editing, who is an admin) comes from the one Platform value its adapter
// registers (Bot.Register).
//
// Features (bot/solve, bot/daily, bot/rounds, bot/play, bot/privacy)
// register on a Bot's Mux, as handlers register on net/http's ServeMux:
// commands (Mux.Command), component actions by the start of their ids
// (Mux.Action), platform events (Mux.On) and steps around every request
// (Mux.Use). Each gets the core's services as narrow interfaces
// (services.go: Images, Boards, Solver, Tiers, Platforms, Locales), never
// a *Bot; package bot/app assembles them. Handle runs a request down the
// chain of named steps (chain.go) to the handler the Mux routes it to; the
// Mux declares every command once, for adapters to register slash
// commands and for ParseText to read free text. A Bot is safe for
// concurrent use; it remembers each channel's last board for a while,
// limits each user's rate, and recovers from panics in commands.
package bot

import (
	"context"
	"crypto/sha256"
	"encoding/base32"
	"strings"
	"time"
)

// A User is the person who sent a request.
type User struct {
	ID   string // stable platform user id
	Name string // display name, for leaderboards and replies
}

// A Request is one command or component interaction from a player.
type Request struct {
	ID       string            // interaction or request id, for logs
	Platform string            // the adapter's Platform.Name: "discord", "slack", "console"
	Command  string            // "solve", "path", "random", "help", "daily", "guess", ...
	Options  map[string]string // named arguments: "board", "top", "dict", "word", "size", "words", ...
	User     User
	Guild    string // server (Discord guild) or workspace (Slack team) id; "" in DMs
	Channel  string // channel id within the platform
	// Locale is the player's language as the platform reports it (BCP 47:
	// Discord's interaction locale "fr", "pt-BR"; Slack's users.info
	// locale "fr-FR"; the console's $LANG): the language of replies only
	// they see. "" is English. ServerLocale is the server's (Discord's
	// guild_locale), for what the whole channel sees when the server has
	// chosen no language of its own. See Request.Printer.
	Locale       string
	ServerLocale string
	IsAdmin      bool // the user may manage the server, as the request says; see Admin
	// Raw is the platform's own event (a Discord interaction), for its
	// Platform's checks (Admin, CanPost); the core never reads it.
	Raw any

	// plat is the registered Platform of Platform, set by Handle and
	// Complete.
	plat *Platform

	// Action is set when the request comes from a component (button or select
	// menu) under an earlier reply: the Action.ID given there, and Value the
	// option the player picked in a select menu.
	Action *ActionEvent
}

// NotAChannel is what Platform.CanPost returns for a direct message: the
// bot can answer there, but the daily's posts need a channel. Its Err says
// so to the player (a game.E, game.CodeChannelDM).
type NotAChannel struct{ Err error }

func (e *NotAChannel) Error() string { return e.Err.Error() }
func (e *NotAChannel) Unwrap() error { return e.Err }

// Admin reports whether the user may manage the server: IsAdmin, or else
// what the platform's Admin finds out.
func (req Request) Admin(ctx context.Context) (bool, error) {
	if req.IsAdmin || req.plat == nil || req.plat.Admin == nil {
		return req.IsAdmin, nil
	}
	return req.plat.Admin(ctx, req)
}

// CanPost asks the platform whether the bot can post in channel (nil when
// the platform cannot tell).
func (req Request) CanPost(ctx context.Context, channel string) error {
	if req.plat == nil || req.plat.CanPost == nil {
		return nil
	}
	return req.plat.CanPost(ctx, req, channel)
}

// Surface is the request's registered Platform.
func (req Request) Surface() *Platform {
	if req.plat == nil {
		return &Platform{Name: req.Platform, Markup: Plain{}}
	}
	return req.plat
}

// ActionEvent is a click on a button or a pick in a select menu.
type ActionEvent struct {
	ID    string // the Action.ID of the component
	Value string // the picked Choice.Value, for a select menu
}

// A Reply is what the bot answers.
type Reply struct {
	Text  string // Markdown-ish text both platforms render (bold **x**, code `x`)
	Image *Image // optional PNG
	// File, if set, is a document attached beside the text (and the image):
	// an export, a word list too long for a message. Private replies carry
	// it where the platform can (Discord); elsewhere the adapter sends it
	// to the player alone (Slack: a direct message).
	File      *File
	Ephemeral bool // only the requester sees it (errors, personal answers)
	Actions   []Action

	// Form, if set, opens a form for the requester instead of sending a
	// message (a modal on Discord and Slack): the reply to a button click.
	// Its submission comes back as a Request whose Action has Form.ID and
	// the text typed as Value. Text is what a platform that cannot open the
	// form now shows instead.
	Form *Form
	// Activity, if set, opens the platform's embedded web board (a Discord
	// Activity, LAUNCH_ACTIVITY) for the requester instead of a message:
	// the reply to a button click, which must be quick. Text is what shows
	// where it cannot open.
	Activity bool
	// Nonce, if set, names a post (a round's results, a day's board or
	// reveal) the same way on every try: a platform that deduplicates
	// posts by it (Discord's nonce with enforce_nonce) posts a retry after
	// a crash once. At most 25 characters (PostNonce makes one).
	Nonce string
	// Roles are the roles (user groups) the reply mentions and means to
	// notify (Discord's allowed_mentions.roles); other mentions in it
	// notify nobody.
	Roles []string
	// Live, if set, is called once after a public reply is delivered, with
	// a reference to the message holding its text and actions, for a
	// later Editor.Edit (a round keeps its start message up to date). A
	// platform that cannot edit messages never calls it.
	Live func(ref string)
}

// A Form asks the player for text: one field, many lines.
type Form struct {
	ID          string // comes back in Request.Action.ID; at most 100 bytes
	Title       string // at most 45 characters
	Label       string // the field's label, at most 45 characters
	Placeholder string // at most 100 characters
	// Submit and Cancel are the form's buttons, in the player's language,
	// for a platform that draws its own (Slack's modal). Bot.Handle words
	// every text left empty in the player's language ("Enter", "Cancel").
	Submit, Cancel string // at most 24 characters
}

// Image is a PNG to attach.
type Image struct {
	Name string // file name, e.g. "solution.png"
	PNG  []byte
	Alt  string // what the image shows, in words (never empty: Bot.draw refuses an image without)
}

// A File is a document to attach that is not an image.
type File struct {
	Name string // file name, e.g. "bogglebot-data.json"
	Type string // MIME type, e.g. "application/json"
	Data []byte
}

// ActionKind is the kind of a component under a reply.
type ActionKind int

const (
	Button ActionKind = iota
	Select
)

// An Action is a button or a select menu under a reply. ID is opaque to the
// adapters and at most 100 bytes (Discord's custom_id limit); it comes back
// in Request.Action.ID.
type Action struct {
	Kind    ActionKind
	ID      string
	Label   string   // button label or select placeholder
	Choices []Choice // select options (at most 25)
	// URL makes a Button a link: clicking it opens the address (a Discord
	// link button, style 5; a Slack button with a url) and sends the bot
	// nothing. Its ID is LinkID: platforms that report the click anyway
	// (Slack) have it ignored.
	URL string
}

// LinkID is the ID of link buttons (Action.URL); a click on one that a
// platform reports anyway is no command.
const LinkID = "link"

// LinkButton is a button that opens url.
func LinkButton(label, url string) Action {
	return Action{Kind: Button, ID: LinkID, Label: label, URL: url}
}

// A Choice is one option of a select menu (or an autocomplete suggestion).
type Choice struct {
	Label string
	Value string
}

// A Poster sends a message to a channel without a request, as the daily
// challenge does when a day opens and ends, and a round at its end.
// Adapters implement it.
type Poster interface {
	Post(ctx context.Context, channel string, r Reply) error
}

// A DirectMessenger sends a message to one user alone, with no request at
// hand (a player's reminder): a Discord direct message, a Slack one, a
// line on the console. An error saying that the platform will not take
// messages for the user (direct messages closed, a user who left the
// server, a bot blocked) is Unreachable; any other may be passing.
// Adapters implement it.
type DirectMessenger interface {
	Direct(ctx context.Context, user string, r Reply) error
}

// A RoleManager lets players join and leave the role a server's daily post
// mentions (a Discord role, a Slack user group): the platform keeps who
// is in it. Adapters whose platform has such roles implement it.
type RoleManager interface {
	// CheckRole reads the role an admin named in req's option value and
	// returns its id and a label that names it without notifying anyone
	// (for the setup's confirmation in the channel), or a refusal (a
	// game.E) saying why the bot cannot use it: a role it does not find,
	// cannot mention or cannot add players to.
	CheckRole(ctx context.Context, req Request, value string) (id, label string, err error)
	// RoleMention writes a mention of role that notifies its members
	// where a Reply's Roles allows it.
	RoleMention(role string) string
	// AddToRole and RemoveFromRole put user in role, or take them out,
	// in server; a refusal the player should hear of is a game.E.
	AddToRole(ctx context.Context, server, role, user string) error
	RemoveFromRole(ctx context.Context, server, role, user string) error
}

// A Budget is how fast the bot may send unasked messages on a platform
// (Platform.DirectBudget): Burst at once, then one every Every. The zero
// value is no limit.
type Budget struct {
	Burst int
	Every time.Duration
}

// An Editor changes the text and actions of a message a Reply's Live
// reported (the image stays). Adapters whose platform can edit messages
// implement it beside Poster.
type Editor interface {
	Edit(ctx context.Context, channel, ref string, r Reply) error
}

// PostNonce is a post's nonce (Reply.Nonce), derived from what the post
// is (its kind and the round or the day and server it is about): every
// replica and every retry derives the same one, and different posts
// differ. 24 characters of base32 from SHA-256 (120 bits).
func PostNonce(parts ...string) string {
	h := sha256.Sum256([]byte(strings.Join(parts, "\x00")))
	return strings.ToLower(base32.StdEncoding.EncodeToString(h[:15]))
}

// A MessageLinker gives the address of a message a Reply's Live reported,
// for a link to it in another message; Posters whose platform has such
// addresses implement it.
type MessageLinker interface {
	MessageLink(guild, channel, ref string) string
}
