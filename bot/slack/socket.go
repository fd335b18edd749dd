package slack

import (
	"context"
	"errors"
	"fmt"

	"github.com/bogglebot/bogglebot/bot"
	slackapi "github.com/slack-go/slack"
	"github.com/slack-go/slack/slackevents"
	"github.com/slack-go/slack/socketmode"
)

// RunSocket connects with Socket Mode and answers requests until ctx is
// done; it returns nil then. slack-go reconnects by itself after network
// errors (with a growing wait) and when Slack asks; RunSocket gives up
// only when the app token is refused (invalid, revoked, of the wrong
// kind), and returns that error, wrapping ErrTokenRefused and naming
// SLACK_APP_TOKEN, never its value. Call Wait afterwards
// to let requests in flight finish.
func (a *Slack) RunSocket(ctx context.Context) error {
	if a.cfg.AppToken == "" {
		return errors.New("slack: Socket Mode needs an app-level token")
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	sm := socketmode.New(a.api, socketmode.OptionLog(debugLog{a.log}))
	runErr := make(chan error, 1)
	go func() { runErr <- sm.RunContext(ctx) }()
	defer a.connected.Store(false)
	for {
		select {
		case err := <-runErr:
			if ctx.Err() != nil || errors.Is(err, context.Canceled) {
				return nil
			}
			if code, ok := tokenRefused(err); ok {
				return appTokenRefused(code)
			}
			a.log.Error("socket mode stopped", "err", a.scrub(err))
			return fmt.Errorf("slack: socket mode: %s", a.scrub(err))
		case evt := <-sm.Events:
			if err := a.onSocketEvent(ctx, sm, evt); err != nil {
				a.log.Error("socket mode stopped", "err", err)
				return err
			}
		}
	}
}

// appTokenRefused is RunSocket's error for an app-level token Slack
// refused with code.
func appTokenRefused(code string) error {
	return fmt.Errorf("%w: SLACK_APP_TOKEN (apps.connections.open: %s): set it to an app-level token (xapp-…) with the connections:write scope, from the app's Basic Information page", ErrTokenRefused, code)
}

// onSocketEvent acknowledges a request at once and hands its work to the
// pool. It returns an error only when Socket Mode cannot go on: the app
// token refused (slack-go retries some refusals forever).
func (a *Slack) onSocketEvent(ctx context.Context, sm *socketmode.Client, evt socketmode.Event) error {
	switch evt.Type {
	case socketmode.EventTypeConnecting:
		a.log.Debug("socket mode connecting")
	case socketmode.EventTypeConnected:
		a.connected.Store(true)
		a.log.Info("socket mode connected")
	case socketmode.EventTypeConnectionError, socketmode.EventTypeInvalidAuth:
		a.connected.Store(false)
		msg := ""
		if e, ok := evt.Data.(*slackapi.ConnectionErrorEvent); ok && e.ErrorObj != nil {
			if code, ok := tokenRefused(e.ErrorObj); ok {
				return appTokenRefused(code)
			}
			msg = a.scrub(e.ErrorObj)
		}
		a.log.Warn("socket mode connection failed", "event", string(evt.Type), "err", msg)
	case socketmode.EventTypeDisconnect:
		a.connected.Store(false)
		a.log.Info("socket mode disconnect requested; reconnecting")
	case socketmode.EventTypeSlashCommand:
		cmd, ok := evt.Data.(slackapi.SlashCommand)
		if !ok || evt.Request == nil {
			return nil
		}
		id := firstNonEmpty(cmd.TriggerID, evt.Request.EnvelopeID)
		a.ack(ctx, sm, evt.Request, a.slashCommand(cmd, id), id)
	case socketmode.EventTypeInteractive:
		cb, ok := evt.Data.(slackapi.InteractionCallback)
		if !ok || evt.Request == nil {
			return nil
		}
		id := firstNonEmpty(cb.TriggerID, evt.Request.EnvelopeID)
		// A click's ack shows nothing: a refusal's note goes as a message.
		switch {
		case cb.Type == slackapi.InteractionTypeBlockActions:
			for _, act := range cb.ActionCallback.BlockActions {
				if ref := a.blockAction(cb, act, id); ref != nil {
					a.goBG(func() {
						a.tell(target{channel: cb.Channel.ID, user: cb.User.ID, responseURL: cb.ResponseURL}, id, ref.Reply)
					})
				}
			}
		case isForm(cb):
			// The bare ack closes the modal; the reply follows as a message.
			if ref, to := a.viewSubmission(cb, id); ref != nil {
				a.goBG(func() { a.tell(to, id, ref.Reply) })
			}
		}
		a.ack(ctx, sm, evt.Request, nil, id)
	case socketmode.EventTypeEventsAPI, socketmode.EventTypeHello:
		if evt.Request != nil && evt.Request.EnvelopeID != "" {
			a.ack(ctx, sm, evt.Request, nil, evt.Request.EnvelopeID)
		}
		if ev, ok := evt.Data.(slackevents.EventsAPIEvent); ok {
			a.goBG(func() { a.onEvent(context.WithoutCancel(ctx), ev) })
		}
	case socketmode.EventTypeIncomingError, socketmode.EventTypeErrorBadMessage, socketmode.EventTypeErrorWriteFailed:
		a.log.Warn("socket mode error", "event", string(evt.Type))
	}
	return nil
}

// ack acknowledges a Socket Mode envelope, with the runtime's ephemeral
// note when the request was refused.
func (a *Slack) ack(ctx context.Context, sm *socketmode.Client, req *socketmode.Request, refused *bot.Refusal, id string) {
	var payload any
	if refused != nil {
		payload = map[string]string{"response_type": slackapi.ResponseTypeEphemeral, "text": refused.Reply.Text}
	}
	if err := sm.AckCtx(ctx, req.EnvelopeID, payload); err != nil {
		a.log.Warn("socket mode ack failed", "interaction", id, "err", a.scrub(err))
	}
}
