package discord

import (
	"context"
	"net/http"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/bogglebot/bogglebot/bot"
)

// Interaction response types.
const (
	typePong           = 1
	typeMessage        = 4 // CHANNEL_MESSAGE_WITH_SOURCE
	typeDeferred       = 5 // DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
	typeAutocompletion = 8 // APPLICATION_COMMAND_AUTOCOMPLETE_RESULT
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

type event struct {
	done      bool
	reply     bot.Reply
	ephemeral bool // for a slow notice: whether the reply will be
}

// A job is one interaction on its way through a worker.
type job struct {
	i      *discordgo.Interaction
	req    bot.Request
	events chan event    // at most one slow notice and one done: never blocks
	acked  chan struct{} // closed once the first answer is sent (or given up)
	// set before acked is closed
	decision  decision
	ephemeral bool
}

var busyReply = bot.Reply{Text: "I'm very busy right now. Please try again in a few seconds.", Ephemeral: true}

// serve answers a command or component interaction. It returns once the
// first answer has been sent (at most AckWithin after the call, whatever the
// load); a deferred reply is delivered in the background by the worker.
func (d *Discord) serve(ctx context.Context, i *discordgo.Interaction, ack ackFunc) {
	req, _, _ := toRequest(i)
	log := d.log.With("interaction", i.ID, "command", req.Command)
	refuse := d.closing.Load()
	if !refuse && d.queued.Add(1) > d.maxQ {
		d.queued.Add(-1)
		refuse = true
	}
	if refuse {
		log.Warn("interaction refused: queue full or shutting down")
		if err := ack(callback{Type: typeMessage, Data: toMessage(busyReply, true)}); err != nil {
			log.Error("answer interaction", "err", err)
		}
		return
	}
	j := &job{i: i, req: req, events: make(chan event, 2), acked: make(chan struct{})}
	// With a free worker, wait (briefly) to see whether the reply is quick
	// enough to send directly; without one, defer at once rather than make
	// Discord wait on the queue.
	slot := false
	select {
	case d.sem <- struct{}{}:
		slot = true
	default:
	}
	d.wg.Add(1)
	go d.work(j, slot)

	wait := d.cfg.AckWithin
	if !slot {
		wait = 0
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	var cb callback
	select {
	case ev := <-j.events:
		switch {
		case ev.done && ev.reply.Image == nil:
			j.decision = direct
			cb = callback{Type: typeMessage, Data: toMessage(ev.reply, ev.reply.Ephemeral)}
		case ev.done:
			j.decision, j.ephemeral = deferred, ev.reply.Ephemeral
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

// work runs the command on a worker slot and, if the first answer was a
// deferral, delivers the reply by editing the original response.
func (d *Discord) work(j *job, slot bool) {
	defer d.wg.Done()
	ctx, cancel := context.WithTimeout(context.Background(), d.cfg.Timeout)
	defer cancel()
	log := d.log.With("interaction", j.i.ID, "command", j.req.Command)
	var reply bot.Reply
	if !slot {
		select {
		case d.sem <- struct{}{}:
			slot = true
		case <-ctx.Done():
			reply = busyReply
		}
	}
	d.queued.Add(-1)
	if slot {
		hctx := bot.WithSlowNotice(ctx, func(eph bool) { j.events <- event{ephemeral: eph} })
		reply = d.bot.Handle(hctx, j.req)
		<-d.sem
	}
	j.events <- event{done: true, reply: reply}
	<-j.acked
	if j.decision != deferred {
		return
	}
	if err := d.deliver(ctx, j, reply); err != nil {
		log.Error("deliver reply", "err", err)
	}
}

// deliver edits the deferred response into the reply. When the reply's
// visibility differs from the deferral's (an error after rendering began),
// it deletes the deferred message and sends a follow-up instead.
func (d *Discord) deliver(ctx context.Context, j *job, r bot.Reply) error {
	hook := "/webhooks/" + d.cfg.AppID + "/" + j.i.Token
	if r.Ephemeral == j.ephemeral {
		return d.sendMessage(ctx, http.MethodPatch, hook+"/messages/@original", r, j.ephemeral)
	}
	if err := d.do(ctx, http.MethodDelete, hook+"/messages/@original", "", nil, nil); err != nil {
		return err
	}
	return d.sendMessage(ctx, http.MethodPost, hook, r, r.Ephemeral)
}

// complete answers an autocomplete interaction at once.
func (d *Discord) complete(ctx context.Context, i *discordgo.Interaction) callback {
	req, focused, prefix := toRequest(i)
	data := choicesData{Choices: []choice{}}
	for _, c := range d.bot.Complete(ctx, req, focused, prefix) {
		data.Choices = append(data.Choices, choice{Name: clip(c.Label, 100), Value: clip(c.Value, 100)})
	}
	return callback{Type: typeAutocompletion, Data: data}
}
