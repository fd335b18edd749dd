package slack

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/bogglebot/bogglebot/bot"
	slackapi "github.com/slack-go/slack"
)

// A reply's Form opens a modal (views.open) with the trigger_id of the
// request it answers, which Slack honours for 3 seconds: a click is
// answered by a worker within milliseconds, so the modal opens unless the
// bot is overloaded, and then the player gets the form's text instead.
// The submission (view_submission) arrives on the interactivity endpoint
// like a click, carries no channel, and is routed by the channel (and the
// click's response URL) the modal keeps in its private_metadata, which
// Slack sends back only to the app. Opening a modal needs no OAuth scope.

// formField is the action_id of a form's one text input.
const formField = "text"

// Slack's limits on a modal, in characters.
const (
	maxViewTitle  = 24
	maxInputLabel = 2000
	maxInputText  = 3000
)

// formMeta is what a form's modal remembers for its submission.
type formMeta struct {
	Channel     string `json:"channel"`
	ResponseURL string `json:"response_url,omitempty"` // a credential: never logged
}

// openForm opens f as a modal for the player who sent the request to.
func (a *Slack) openForm(ctx context.Context, to target, f *bot.Form) error {
	if to.trigger == "" {
		return errors.New("views.open: no trigger_id to open a modal with")
	}
	meta, err := json.Marshal(formMeta{Channel: to.channel, ResponseURL: to.responseURL})
	if err != nil {
		return fmt.Errorf("views.open: %w", err)
	}
	if _, err := a.api.OpenViewContext(ctx, to.trigger, formView(f, string(meta))); err != nil {
		return fmt.Errorf("views.open: %w", err)
	}
	return nil
}

// formView is f as a modal: one multiline input, submitted with Enter.
func formView(f *bot.Form, meta string) slackapi.ModalViewRequest {
	plain := func(s string, n int) *slackapi.TextBlockObject {
		return slackapi.NewTextBlockObject(slackapi.PlainTextType, clip(s, n), false, false)
	}
	input := slackapi.NewPlainTextInputBlockElement(nil, formField)
	if f.Placeholder != "" {
		input.Placeholder = plain(f.Placeholder, maxPlaceholder)
	}
	input.Multiline, input.MaxLength = true, maxInputText
	return slackapi.ModalViewRequest{
		Type:            slackapi.VTModal,
		CallbackID:      f.ID,
		PrivateMetadata: meta,
		Title:           plain(firstNonEmpty(f.Title, "Enter text"), maxViewTitle),
		Submit:          plain(firstNonEmpty(f.Submit, "Enter"), maxViewTitle),
		Close:           plain(firstNonEmpty(f.Cancel, "Cancel"), maxViewTitle),
		Blocks: slackapi.Blocks{BlockSet: []slackapi.Block{
			slackapi.NewInputBlock("form", plain(firstNonEmpty(f.Label, "Text"), maxInputLabel), nil, input),
		}},
	}
}

// viewSubmission submits a form's submission as an action: the form's ID
// and the text typed, from the channel the form was opened in. Its reply
// goes to that channel, ephemerally as a rule. The returned target is
// where a refusal's note goes.
func (a *Slack) viewSubmission(cb slackapi.InteractionCallback, id string) (*bot.Refusal, target) {
	var meta formMeta
	_ = json.Unmarshal([]byte(cb.View.PrivateMetadata), &meta) // a view of ours always has it
	// No trigger: a modal cannot answer a modal's submission.
	to := target{channel: meta.Channel, user: cb.User.ID, responseURL: meta.ResponseURL}
	req := bot.Request{
		ID:       id,
		Platform: Platform,
		User:     bot.User{ID: cb.User.ID, Name: firstNonEmpty(cb.User.Name, cb.User.Profile.DisplayName, cb.User.ID)},
		Guild:    firstNonEmpty(cb.Team.ID, cb.View.TeamID),
		Channel:  meta.Channel,
		Action:   &bot.ActionEvent{ID: cb.View.CallbackID, Value: formText(cb.View.State)},
	}
	return a.submit(req, to, func(ctx context.Context) bot.Reply { return a.handle(ctx, req) }), to
}

// isForm reports whether cb submits a form of ours.
func isForm(cb slackapi.InteractionCallback) bool {
	return cb.Type == slackapi.InteractionTypeViewSubmission && cb.View.CallbackID != ""
}

// formText is what the player typed in a form's input.
func formText(st *slackapi.ViewState) string {
	if st == nil {
		return ""
	}
	for _, block := range st.Values {
		if v, ok := block[formField]; ok {
			return v.Value
		}
	}
	return ""
}
