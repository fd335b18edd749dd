package slack

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/bot"
	slackapi "github.com/slack-go/slack"
)

// Slack's limits on Block Kit text, in characters.
const (
	maxSectionText = 3000
	maxButtonText  = 75
	maxPlaceholder = 150
	maxOptionText  = 75
	maxOptionValue = 150
)

// notInvited is added to a reply whose image could not be posted because the
// app is not in the channel.
const notInvited = "\n_(I couldn't post the image here: invite me to this channel with `/invite @bogglebot`.)_"

// Post sends r to channel without a request, as the daily challenge and a
// round's end do: the image is uploaded with the text as its comment (or
// as blocks when r has actions), or the text is posted as a message (see
// public for a reply with Live). An ephemeral reply has no one to show it
// to and is an error. Post implements bot.Poster.
func (a *Slack) Post(ctx context.Context, channel string, r bot.Reply) error {
	if r.Ephemeral {
		return fmt.Errorf("slack: post to %s: an ephemeral reply needs a user", channel)
	}
	ref, err := a.public(ctx, channel, r)
	if err != nil {
		out := fmt.Errorf("slack: post to %s: %s", channel, a.scrub(err))
		if refused(err) && !errors.Is(err, errImagePosted) {
			return bot.Rejected(out) // nothing went out: the scheduler may try again
		}
		return out
	}
	a.live(r, ref)
	return nil
}

// Edit changes the text and buttons of the bot's message ref (its ts) in
// channel with chat.update: a message a Reply's Live reported. A message
// with an image was posted as two, the image and the text (public), so
// the image stays. Edit implements bot.Editor.
func (a *Slack) Edit(ctx context.Context, channel, ref string, r bot.Reply) error {
	if _, _, _, err := a.api.UpdateMessageContext(ctx, channel, ref, messageOptions(r.Text, r.Actions)...); err != nil {
		return fmt.Errorf("slack: edit message %s in %s: chat.update: %s", ref, channel, a.scrub(err))
	}
	return nil
}

var _ bot.Editor = (*Slack)(nil)

// MessageLink is the permalink of the bot's message ref (its ts) in
// channel (chat.getPermalink), for "Round over" to link to the results as
// Discord's does; "" if Slack does not give it in time (the edit then
// says the results are in the next message). It implements
// bot.MessageLinker.
func (a *Slack) MessageLink(_, channel, ref string) string {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	link, err := a.api.GetPermalinkContext(ctx, &slackapi.PermalinkParameters{Channel: channel, Ts: ref})
	if err != nil {
		a.log.Warn("link to a message: chat.getPermalink", "channel", channel, "err", a.scrub(err))
		return ""
	}
	return link
}

var _ bot.MessageLinker = (*Slack)(nil)

// live tells a public reply's Live the ts of the message that holds its
// text and buttons.
func (a *Slack) live(r bot.Reply, ref string) {
	if r.Live == nil || r.Ephemeral || ref == "" {
		return
	}
	r.Live(ref)
}

// refused reports whether Slack answered that it did not take the message:
// an error response ({"ok": false}), a rate limit, or a 4xx status. Each
// post is one call (chat.postMessage, or one upload with its text), so a
// refusal means nothing was posted; any other error leaves that unknown.
func refused(err error) bool {
	var (
		se slackapi.SlackErrorResponse
		rl *slackapi.RateLimitedError
		sc slackapi.StatusCodeError
	)
	switch {
	case errors.As(err, &se), errors.As(err, &rl):
		return true
	case errors.As(err, &sc):
		return sc.Code >= 400 && sc.Code < 500
	}
	return false
}

var _ bot.Poster = (*Slack)(nil)

// deliver sends a reply to a request's channel, falling back on the
// response URL when the Web API refuses (the app is not in the channel).
// Failures are logged; the player can do nothing about them.
//
// A reply's Form opens a modal for the player; if it cannot (no trigger,
// or the trigger expired), the form's text goes instead, ephemerally.
func (a *Slack) deliver(ctx context.Context, id string, to target, r bot.Reply) {
	log := a.log.With("interaction", id, "channel", to.channel, "user", to.user)
	if r.Form != nil {
		err := a.openForm(ctx, to, r.Form)
		if err == nil {
			return
		}
		log.Warn("could not open the form; sending its text instead", "err", a.scrub(err, to.responseURL))
		r = bot.Reply{Text: r.Text, Ephemeral: true}
	}
	if r.Ephemeral {
		err := a.ephemeral(ctx, to, r)
		if err != nil && to.responseURL != "" {
			log.Debug("chat.postEphemeral failed; using the response URL", "err", a.scrub(err, to.responseURL))
			err = a.respond(ctx, to.responseURL, slackapi.ResponseTypeEphemeral, r.Text, r.Actions)
		}
		if err != nil {
			log.Error("ephemeral reply failed", "err", a.scrub(err, to.responseURL))
		}
		return
	}
	ref, err := a.public(ctx, to.channel, r)
	if err == nil {
		a.live(r, ref)
		return
	}
	log.Warn("reply to channel failed", "err", a.scrub(err, to.responseURL))
	if to.responseURL == "" {
		return
	}
	text := r.Text
	if r.Image != nil && !errors.Is(err, errImagePosted) {
		text += notInvited
	}
	if err := a.respond(ctx, to.responseURL, slackapi.ResponseTypeInChannel, text, r.Actions); err != nil {
		log.Error("reply through the response URL failed", "err", a.scrub(err, to.responseURL))
	}
}

// errImagePosted marks the failure of a live reply's text after its
// image went out.
var errImagePosted = errors.New("the image was posted")

// public posts r in channel: an image with the upload flow
// (files.getUploadURLExternal, the upload, files.completeUploadExternal),
// text alone with chat.postMessage. It returns the ts of the message with
// the text when chat.postMessage sent it, "" otherwise.
//
// Slack cannot edit a message that shares a file, so a reply with an image
// and Live (to be edited later) is posted as two messages: the image, with
// its description as comment, then the text and buttons, whose ts is the
// reference Live gets.
func (a *Slack) public(ctx context.Context, channel string, r bot.Reply) (string, error) {
	if r.Image == nil {
		_, ts, err := a.api.PostMessageContext(ctx, channel, messageOptions(r.Text, r.Actions)...)
		if err != nil {
			return "", fmt.Errorf("chat.postMessage: %w", err)
		}
		a.attach(ctx, channel, r.File)
		return ts, nil
	}
	if r.Live != nil {
		image := *r.Image
		if err := a.upload(ctx, channel, bot.Reply{Text: firstNonEmpty(image.Alt, image.Name), Image: &image}); err != nil {
			return "", err
		}
		ts, err := a.public(ctx, channel, bot.Reply{Text: r.Text, Actions: r.Actions})
		if err != nil {
			return "", fmt.Errorf("%w, not its text: %w", errImagePosted, err)
		}
		return ts, nil
	}
	if err := a.upload(ctx, channel, r); err != nil {
		return "", err
	}
	a.attach(ctx, channel, r.File)
	return "", nil
}

// attach shares f (if any) in channel after the message it belongs to went
// out; a failure is logged, since the message itself is not to be sent again.
func (a *Slack) attach(ctx context.Context, channel string, f *bot.File) {
	if f == nil {
		return
	}
	if err := a.uploadFile(ctx, channel, f); err != nil {
		a.log.Warn("could not share a file after its message", "channel", channel, "file", f.Name, "err", a.scrub(err))
	}
}

// direct sends f to a user alone, in their direct message with the app
// (conversations.open, then the upload flow): Slack cannot attach a file
// to an ephemeral message.
func (a *Slack) direct(ctx context.Context, user string, f *bot.File) error {
	ch, _, _, err := a.api.OpenConversationContext(ctx, &slackapi.OpenConversationParameters{Users: []string{user}})
	if err != nil {
		return fmt.Errorf("conversations.open: %w", err)
	}
	return a.uploadFile(ctx, ch.ID, f)
}

// uploadFile shares f in channel.
func (a *Slack) uploadFile(ctx context.Context, channel string, f *bot.File) error {
	p := slackapi.UploadFileParameters{
		Reader:   bytes.NewReader(f.Data),
		FileSize: len(f.Data),
		Filename: f.Name,
		Title:    f.Name,
		Channel:  channel,
	}
	if _, err := a.api.UploadFileContext(ctx, p); err != nil {
		return fmt.Errorf("upload %s: %w", f.Name, err)
	}
	return nil
}

// upload shares r's image in channel, with r's text as its comment (or as
// blocks, with r's actions).
func (a *Slack) upload(ctx context.Context, channel string, r bot.Reply) error {
	p := slackapi.UploadFileParameters{
		Reader:   bytes.NewReader(r.Image.PNG),
		FileSize: len(r.Image.PNG),
		Filename: r.Image.Name,
		Title:    r.Image.Name,
		AltTxt:   clip(r.Image.Alt, 1000),
		Channel:  channel,
	}
	if len(r.Actions) > 0 {
		p.Blocks = slackapi.Blocks{BlockSet: blocks(r.Text, r.Actions)}
	} else {
		p.InitialComment = mrkdwn(r.Text)
	}
	if _, err := a.api.UploadFileContext(ctx, p); err != nil {
		return fmt.Errorf("upload %s: %w", r.Image.Name, err)
	}
	return nil
}

// ephemeral shows r to the requester alone with chat.postEphemeral. Slack
// cannot attach files to ephemeral messages, so an image is described by
// its alt text instead.
func (a *Slack) ephemeral(ctx context.Context, to target, r bot.Reply) error {
	if to.channel == "" || to.user == "" {
		return errors.New("chat.postEphemeral: no channel or user")
	}
	text := r.Text
	if r.Image != nil && r.Image.Alt != "" {
		text += "\n_(" + r.Image.Alt + ")_"
	}
	if r.File != nil {
		if err := a.direct(ctx, to.user, r.File); err != nil {
			a.log.Warn("could not send a file in a direct message", "user", to.user, "err", a.scrub(err))
			var se slackapi.SlackErrorResponse
			if errors.As(err, &se) && se.Err == "missing_scope" {
				text += "\n_(I couldn't send you the file in a direct message: whoever runs the bot must give the app the `im:write` scope.)_"
			} else {
				text += "\n_(I couldn't send you the file in a direct message just now: please try again in a minute.)_"
			}
		} else {
			text += "\n_(I sent you `" + r.File.Name + "` in a direct message: only you can see it.)_"
		}
	}
	if _, err := a.api.PostEphemeralContext(ctx, to.channel, to.user, messageOptions(text, r.Actions)...); err != nil {
		return fmt.Errorf("chat.postEphemeral: %w", err)
	}
	return nil
}

// respond answers through a response URL, which works in channels the app
// is not a member of, but carries no files.
func (a *Slack) respond(ctx context.Context, responseURL, responseType, text string, actions []bot.Action) error {
	if !strings.HasPrefix(responseURL, "https://") && !strings.HasPrefix(responseURL, "http://") {
		return errors.New("response URL is not http(s)")
	}
	opts := append(messageOptions(text, actions), slackapi.MsgOptionResponseURL(responseURL, responseType))
	if _, _, err := a.api.PostMessageContext(ctx, "", opts...); err != nil {
		// A response URL lets whoever holds it post into the channel for
		// half an hour, and the HTTP client's errors quote it whole: keep
		// what went wrong and the host.
		if ue, ok := errors.AsType[*url.Error](err); ok {
			err = ue.Err
		}
		return fmt.Errorf("response URL %s: %w", redactURL(responseURL), err)
	}
	return nil
}

// redactURL keeps a URL's scheme and host and hides the rest: a response
// URL's or an upload URL's path is a credential.
func redactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return "[redacted URL]"
	}
	return u.Scheme + "://" + u.Host + "/[redacted]"
}

// messageOptions are a message's text (the notification fallback) and its
// blocks.
func messageOptions(text string, actions []bot.Action) []slackapi.MsgOption {
	return []slackapi.MsgOption{
		slackapi.MsgOptionText(clip(mrkdwn(text), maxSectionText), false),
		slackapi.MsgOptionBlocks(blocks(text, actions)...),
	}
}

// blocks lays out a reply: a section of text, then an actions block with
// its buttons and select menus. A component's action_id is the bot's
// Action.ID, which comes back in block_actions.
func blocks(text string, actions []bot.Action) []slackapi.Block {
	var out []slackapi.Block
	if text != "" {
		out = append(out, slackapi.NewSectionBlock(
			slackapi.NewTextBlockObject(slackapi.MarkdownType, clip(mrkdwn(text), maxSectionText), false, false), nil, nil))
	}
	var elems []slackapi.BlockElement
	for _, act := range actions {
		label := slackapi.NewTextBlockObject(slackapi.PlainTextType, clip(act.Label, maxButtonText), true, false)
		switch act.Kind {
		case bot.Button:
			btn := slackapi.NewButtonBlockElement(act.ID, "click", label)
			if act.URL != "" {
				btn = btn.WithURL(act.URL) // Slack still reports the click, as LinkID: ignored
			}
			elems = append(elems, btn)
		case bot.Select:
			if len(act.Choices) == 0 {
				continue
			}
			opts := make([]*slackapi.OptionBlockObject, 0, min(len(act.Choices), 100))
			for _, c := range act.Choices[:min(len(act.Choices), 100)] {
				opts = append(opts, slackapi.NewOptionBlockObject(clip(c.Value, maxOptionValue),
					slackapi.NewTextBlockObject(slackapi.PlainTextType, clip(c.Label, maxOptionText), true, false), nil))
			}
			label.Text = clip(act.Label, maxPlaceholder)
			elems = append(elems, slackapi.NewOptionsSelectBlockElement(slackapi.OptTypeStatic, label, act.ID, opts...))
		}
	}
	if len(elems) > 0 {
		out = append(out, slackapi.NewActionBlock("bogglebot_actions", elems...))
	}
	return out
}

// mrkdwn converts the bot's Markdown-ish text to Slack's mrkdwn: escape
// &, < and >, except in the mentions and channel links markup wrote, and
// make **bold** *bold*. `code` is the same in both.
func mrkdwn(s string) string {
	var out strings.Builder
	last := 0
	for _, m := range markupToken.FindAllStringIndex(s, -1) {
		out.WriteString(escaper.Replace(s[last:m[0]]))
		out.WriteString(s[m[0]:m[1]])
		last = m[1]
	}
	out.WriteString(escaper.Replace(s[last:]))
	return strings.ReplaceAll(out.String(), "**", "*")
}

var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")

// clip shortens s to at most n characters, with an ellipsis.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// scrub removes the tokens, the signing secret and any other secrets given
// (a response URL) from an error's text, in case a library ever puts one
// there, and hides the path of a URL the HTTP client quotes unless it is a
// Web API method's (an upload URL is a credential too).
func (a *Slack) scrub(err error, secrets ...string) string {
	if err == nil {
		return ""
	}
	s := err.Error()
	if ue, ok := errors.AsType[*url.Error](err); ok && !strings.HasPrefix(ue.URL, a.cfg.APIURL) {
		s = strings.ReplaceAll(s, ue.URL, redactURL(ue.URL))
	}
	for _, secret := range append([]string{a.cfg.BotToken, a.cfg.AppToken, a.cfg.SigningSecret}, secrets...) {
		if secret != "" {
			s = strings.ReplaceAll(s, secret, "[redacted]")
		}
	}
	return s
}
