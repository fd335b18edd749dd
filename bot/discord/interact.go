package discord

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/bogglebot/bogglebot/bot"
)

// Interaction response types.
const (
	typePong           = 1
	typeMessage        = 4  // CHANNEL_MESSAGE_WITH_SOURCE
	typeDeferred       = 5  // DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
	typeAutocompletion = 8  // APPLICATION_COMMAND_AUTOCOMPLETE_RESULT
	typeModal          = 9  // MODAL
	typeLaunchActivity = 12 // LAUNCH_ACTIVITY: opens the app's Activity
)

// An ackFunc sends an interaction's first answer: a REST callback in gateway
// mode, the HTTP response in HTTP mode.
type ackFunc func(callback) error

type decision int

const (
	undecided decision = iota
	direct             // the reply itself was the first answer
	deferred           // a type 5 was sent; the reply edits it
)

// An event is what the runtime tells serve while it waits to answer: the
// command is slow (or queued), or done.
type event struct {
	done      bool
	reply     bot.Reply
	ephemeral bool // for a slow notice: whether the reply will be
}

// A job is one interaction on its way through a worker.
type job struct {
	i      *discordgo.Interaction
	req    bot.Request
	events chan event    // at most one queued, one slow notice and one done: never blocks
	acked  chan struct{} // closed once the first answer is sent (or given up)
	// set before acked is closed
	decision  decision
	ephemeral bool
}

// serve answers a command or component interaction. It returns once the
// first answer has been sent (at most AckWithin after the call, whatever the
// load); a deferred reply is delivered in the background by the runtime.
func (d *Discord) serve(ctx context.Context, i *discordgo.Interaction, ack ackFunc) {
	req, _, _ := toRequest(i)
	d.resolve(&req)
	log := d.log.With("interaction", i.ID, "command", req.Command)
	j := &job{i: i, req: req, events: make(chan event, 3), acked: make(chan struct{})}
	err := d.rt.Submit(bot.Task{
		Request: req,
		Slow:    func(eph bool) { j.events <- event{ephemeral: eph} },
		// Without a free worker, defer at once rather than make Discord
		// wait on the queue.
		Queued: func() { j.events <- event{} },
		Deliver: func(ctx context.Context, r bot.Reply) {
			j.events <- event{done: true, reply: r}
			<-j.acked
			if j.decision != deferred {
				return
			}
			if err := d.deliver(ctx, j, r); err != nil {
				log.Error("deliver reply", "err", err)
			}
		},
	})
	if ref, ok := errors.AsType[*bot.Refusal](err); ok {
		if err := ack(callback{Type: typeMessage, Data: d.toMessage(ref.Reply, true)}); err != nil {
			log.Error("answer interaction", "err", err)
		}
		return
	} else if err != nil {
		log.Error("submit interaction", "err", err)
		return
	}

	// Wait (briefly) to see whether the reply is quick enough to send
	// directly.
	timer := time.NewTimer(d.cfg.AckWithin)
	defer timer.Stop()
	var cb callback
	select {
	case ev := <-j.events:
		r := ev.reply
		if r.Form != nil && i.Type == discordgo.InteractionModalSubmit {
			r = formFallback(r) // a modal cannot answer a modal
		}
		switch {
		case ev.done && r.Activity && i.Type != discordgo.InteractionModalSubmit:
			// Like a modal, only the first answer can launch it.
			j.decision = direct
			cb = callback{Type: typeLaunchActivity}
		case ev.done && r.Form != nil:
			// A modal must be the first answer: only a reply this
			// quick can open one.
			j.decision = direct
			cb = callback{Type: typeModal, Data: toModal(r.Form)}
		case ev.done && r.Image == nil && r.File == nil && !wantsRef(r):
			j.decision = direct
			cb = callback{Type: typeMessage, Data: d.toMessage(r, r.Ephemeral)}
		case ev.done:
			j.decision, j.ephemeral = deferred, r.Ephemeral
		default:
			j.decision, j.ephemeral = deferred, ev.ephemeral
		}
	case <-timer.C:
		j.decision = deferred
	case <-ctx.Done():
	}
	if j.decision == deferred {
		cb = callback{Type: typeDeferred}
		if j.ephemeral {
			cb.Data = deferData{Flags: discordgo.MessageFlagsEphemeral}
		}
	}
	if j.decision != undecided {
		if err := ack(cb); err != nil {
			log.Error("answer interaction", "err", err, "type", cb.Type)
			j.decision = undecided
		}
	}
	close(j.acked)
}

// deliver edits the deferred response into the reply. When the reply's
// visibility differs from the deferral's (an error after rendering began),
// it deletes the deferred message and sends a follow-up instead.
//
// A form cannot follow a deferral: its text goes instead, ephemerally. A
// public reply that wants a reference to its message (Reply.Live) gets
// the id Discord answers the edit or follow-up with.
func (d *Discord) deliver(ctx context.Context, j *job, r bot.Reply) error {
	if r.Form != nil || r.Activity {
		r = formFallback(r)
	}
	hook := "/webhooks/" + d.cfg.AppID + "/" + j.i.Token
	var (
		id  string
		err error
	)
	if r.Ephemeral == j.ephemeral {
		id, err = d.sendMessage(ctx, http.MethodPatch, hook+"/messages/@original", r, j.ephemeral)
	} else {
		if err := d.do(ctx, http.MethodDelete, hook+"/messages/@original", "", nil, nil); err != nil {
			return err
		}
		id, err = d.sendMessage(ctx, http.MethodPost, hook, r, r.Ephemeral)
	}
	if err != nil {
		return err
	}
	d.live(r, id)
	return nil
}

// formFallback is what a form's reply shows where the form cannot open:
// its text, to the requester alone.
func formFallback(r bot.Reply) bot.Reply {
	return bot.Reply{Text: r.Text, Ephemeral: true}
}

// wantsRef reports whether r is a public reply whose message the bot
// will edit later (Reply.Live). Such a reply is always deferred, even
// when quick: the edit that delivers it answers with the message's id,
// where a direct answer (type 4) answers with nothing, and asking for
// the id afterwards (GET @original) would be one more call racing the
// answer's arrival.
func wantsRef(r bot.Reply) bool { return r.Live != nil && !r.Ephemeral }

// live tells a public reply's Live the id of the message that holds it.
func (d *Discord) live(r bot.Reply, id string) {
	if !wantsRef(r) {
		return
	}
	if id == "" {
		d.log.Warn("a live reply's message has no id: it will not be kept up to date")
		return
	}
	r.Live(id)
}

// complete answers an autocomplete interaction at once.
func (d *Discord) complete(ctx context.Context, i *discordgo.Interaction) callback {
	req, focused, prefix := toRequest(i)
	d.resolve(&req)
	data := choicesData{Choices: []choice{}}
	for _, c := range d.bot.Complete(ctx, req, focused, prefix) {
		data.Choices = append(data.Choices, choice{Name: clip(c.Label, 100), Value: clip(c.Value, 100)})
	}
	return callback{Type: typeAutocompletion, Data: data}
}

// resolve maps a bare command registered under its BareName ("/play
// start") back to its name in the table ("play").
func (d *Discord) resolve(req *bot.Request) {
	if _, ok := d.bot.Command(req.Command); ok || req.Action != nil {
		return
	}
	top, sub, ok := strings.Cut(req.Command, " ")
	if spec, found := d.bot.Command(top); ok && found && spec.BareName == sub {
		req.Command = top
	}
}
