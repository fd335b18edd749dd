package slack

import (
	"testing"

	"github.com/bogglebot/bogglebot/bot"
)

// TestFormViewButtons: the modal's buttons are the form's, in the
// player's language, and English when the form names none.
func TestFormViewButtons(t *testing.T) {
	v := formView(&bot.Form{ID: "play:words:x", Title: "Saisir des mots", Label: "Vos mots", Submit: "Valider", Cancel: "Annuler"}, "m")
	if v.Submit.Text != "Valider" || v.Close.Text != "Annuler" {
		t.Errorf("French form's buttons read %q and %q", v.Submit.Text, v.Close.Text)
	}
	v = formView(&bot.Form{ID: "play:words:x"}, "m")
	if v.Submit.Text != "Enter" || v.Close.Text != "Cancel" {
		t.Errorf("a form naming no buttons reads %q and %q, want Enter and Cancel", v.Submit.Text, v.Close.Text)
	}
}
