package bot

import (
	"time"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/i18n"
)

// Printer prints the bot's words in the player's language (Locale): for a
// reply only they see. Its Sprintf takes the English format string:
//
//	p := req.Printer()
//	p.Sprintf("%d words", n)
func (r Request) Printer() *message.Printer { return i18n.Printer(r.Locale) }

// PublicPrinter prints the bot's words for what the whole channel sees:
// in the server's language (ServerLocale), else the player's.
func (r Request) PublicPrinter() *message.Printer {
	if r.ServerLocale != "" {
		return i18n.Printer(r.ServerLocale)
	}
	return i18n.Printer(r.Locale)
}

// PageLocale is the language of the player's web board: theirs, else
// the server's.
func (r Request) PageLocale() string {
	if r.Locale != "" {
		return r.Locale
	}
	return r.ServerLocale
}

// when writes a moment the player reads: the platform's way (a live
// countdown on Discord), or, with no markup, "at 18:45:00 UTC" in their
// language.
func (r Request) when(t time.Time) string {
	if _, plain := r.markup().(Plain); plain {
		return i18n.At(r.Printer(), t)
	}
	return r.markup().Until(t)
}

// Errorf is a *UserError worded in the player's language: format is the
// English, the key of its translation (package i18n).
func (r Request) Errorf(format string, a ...any) error {
	return &UserError{Msg: r.Printer().Sprintf(format, a...)}
}
