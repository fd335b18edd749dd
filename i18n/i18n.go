// Package i18n holds the bot's own words in each language it writes:
// message catalogs (golang.org/x/text/message, with CLDR plural rules)
// whose keys are the English format strings the code writes, so that code
// stays readable:
//
//	p := i18n.Printer(req.Locale)
//	p.Sprintf("%d words", n)
//
// One file per language (en.go for English plurals, fr.go, de.go, es.go,
// pt.go) holds its translations; a string a file lacks prints in English.
// A platform's locale ("fr", "es-419", "pt-BR", "fr-FR", "de_DE.UTF-8")
// picks the closest language (Tag).
//
// It also turns the bot's errors into a player's words: one table, by
// message code (game.Code), used by chat (package bot) and by the web page
// (package web), so that a refusal reads the same wherever it is met.
//
// Its functions keep no state but the catalogs, built once, and are safe
// for concurrent use.
package i18n

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/message"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/game"
	"github.com/bogglebot/bogglebot/internal/text"
)

// Apology is what a player is told when the bot itself failed: the error
// has no message code (it is logged; its text is never shown). In another
// language, Printer(locale).Sprintf(Apology).
const Apology = "Sorry, something went wrong on my side. It has been logged; please try again in a moment."

// Text words errors for one surface. Lang is the reader's locale (""
// English). Until writes a moment ("ends <t:1750000000:R>" on Discord); nil
// writes it as a UTC time, as the page does. NotAdmin tells a player who
// may do action (already in the reader's language) on the surface's
// platform; nil says "Only admins can …". The words around them are the
// same everywhere.
type Text struct {
	Lang     string
	Until    func(time.Time) string
	NotAdmin func(action string) string
}

// Error is the player's words for err in lang, on a surface with no
// markup: what the page shows.
func Error(lang string, err error) string { return Text{Lang: lang}.Error(err) }

// Error is the player's words for err: its code's text with its facts (the
// facts of every coded error in the chain, the outermost first, so that a
// surface can add one by wrapping). An error with no code, or a code
// with no text, is the Apology: never a stack trace or an empty answer.
func (t Text) Error(err error) string {
	p := Printer(t.Lang)
	e := game.CodeOf(err)
	if e == nil {
		return p.Sprintf(Apology)
	}
	f := facts{m: map[string]any{}, until: t.Until, notAdmin: t.NotAdmin, p: p, err: err}
	for x := err; x != nil; x = errors.Unwrap(x) {
		if ge, ok := x.(*game.Error); ok {
			for k, v := range ge.Facts {
				if _, set := f.m[k]; !set {
					f.m[k] = v
				}
			}
		}
	}
	w, ok := table[e.Code]
	if !ok {
		return p.Sprintf(Apology)
	}
	return w(f)
}

// Has reports whether code has words in the table.
func Has(code game.Code) bool { _, ok := table[code]; return ok }

// Codes lists every code the table words, for tests that walk them all.
func Codes() []game.Code {
	out := make([]game.Code, 0, len(table))
	for c := range table {
		out = append(out, c)
	}
	return out
}

// facts reads an error's facts by name, each with its type; a missing one
// reads as the zero value. p prints in the reader's language.
type facts struct {
	m        map[string]any
	until    func(time.Time) string
	notAdmin func(action string) string
	p        *message.Printer
	err      error // the error worded: its chain holds the typed errors of the packages below game (a *solver.ParseError)
}

func (f facts) str(k string) string { s, _ := f.m[k].(string); return s }
func (f facts) num(k string) int    { n, _ := f.m[k].(int); return n }
func (f facts) day(k string) game.Day {
	d, _ := f.m[k].(game.Day)
	return d
}
func (f facts) typed() string { return text.Quote(f.str("typed"), 40) }

// lang is the language of the facts (code) by its name in the reader's
// language (persan, polonais: docs/i18n.md), or its native name (lang)
// when no code came with it.
func (f facts) lang() string {
	if code := f.str("code"); code != "" {
		return LanguageName(f.p, code)
	}
	return f.str("lang")
}

// when writes the moment k: "<t:…:R>" through the surface's Until, or
// "at 18:45:00 UTC".
func (f facts) when(k string) string {
	t, _ := f.m[k].(time.Time)
	if f.until != nil {
		return f.until(t)
	}
	return At(f.p, t)
}

// At is a moment as a surface with no markup writes it: "at 18:45:00 UTC".
func At(p *message.Printer, t time.Time) string {
	return p.Sprintf("at %s UTC", t.UTC().Format("15:04:05"))
}

// wait is a rate limit's wait: "3 seconds".
func (f facts) wait() string {
	d, _ := f.m["wait"].(time.Duration)
	return Seconds(f.p, d)
}

// Seconds is a wait in whole seconds, rounded up, at least one: "3 seconds".
func Seconds(p *message.Printer, d time.Duration) string {
	s := int((d + time.Second - 1) / time.Second)
	return p.Sprintf("%d seconds", max(s, 1))
}

// Coarse is a duration as a countdown says it: "5h 12m", "12m", "under a
// minute".
func Coarse(p *message.Printer, d time.Duration) string {
	m := int(d.Minutes())
	switch {
	case m < 1:
		return p.Sprintf("under a minute")
	case m < 60:
		return p.Sprintf("%dm", m)
	}
	return p.Sprintf("%dh %02dm", m/60, m%60)
}

// Weekdays and months, as DayName prints them: keys the test finds here.
var (
	weekdays = [7]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
	months   = [12]string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
)

// Lasts is how long a round lasts, as players say it: "2 minutes",
// "1 minute 30 seconds", "45 seconds" (to the second).
func Lasts(p *message.Printer, d time.Duration) string {
	m, sec := int(d/time.Minute), int(d%time.Minute/time.Second)
	switch {
	case m == 0:
		return p.Sprintf("%d seconds", sec)
	case sec == 0:
		return p.Sprintf("%d minutes", m)
	}
	return p.Sprintf("%d minutes", m) + " " + p.Sprintf("%d seconds", sec)
}

// DayName is a day as players say it: "Tuesday 14 July", "mardi 14
// juillet".
func DayName(p *message.Printer, d game.Day) string {
	t := d.Start(time.UTC)
	// The key is the English order: weekday, day of the month, month.
	return p.Sprintf("%[1]s %[2]d %[3]s", p.Sprintf(weekdays[t.Weekday()]), t.Day(), p.Sprintf(months[t.Month()-1]))
}

// SeasonName returns the name of a season, a month of the daily: its month
// and year ("November 2026", "novembre 2026").
func SeasonName(p *message.Printer, year int, month time.Month) string {
	if month < time.January || month > time.December {
		return fmt.Sprintf("%04d-%02d", year, int(month))
	}
	return p.Sprintf("%[1]s %[2]s", p.Sprintf(months[month-1]), strconv.Itoa(year)) // no grouping: 2026, not 2,026
}

// SeasonNamed is SeasonName of a season written YYYY-MM; anything else as
// it is.
func SeasonNamed(p *message.Printer, s string) string {
	var y, m int
	if n, err := fmt.Sscanf(s, "%4d-%2d", &y, &m); n != 2 || err != nil || m < 1 || m > 12 {
		return s
	}
	return SeasonName(p, y, time.Month(m))
}

// Dynamic lists the keys the code prints from a variable rather than a
// literal (weekdays, months, words from the standard library), so that the
// catalog test checks them too.
func Dynamic() []string {
	out := append([]string{}, weekdays[:]...)
	out = append(out, months[:]...)
	for _, t := range dict.Tiers {
		out = append(out, tierKey+t.Name)
	}
	return append(out, dynamic...)
}

// tierKey prefixes the key of a dictionary tier's name in a sentence
// ("dictionary tier: large"), which English prints as the name alone: the
// bare name is the key of Discord's choice label ("étendu (large)").
const tierKey = "dictionary tier: "

// TierName returns the name of the dictionary named tier as a sentence in
// p's language says it ("the %s dictionary": French dictionnaire étendu
// for large); a name that is no tier of the embedded dictionary (a word
// list's file) as it is.
func TierName(p *message.Printer, tier string) string {
	for _, t := range dict.Tiers {
		if strings.EqualFold(t.Name, tier) {
			return p.Sprintf(tierKey + t.Name)
		}
	}
	return tier
}
