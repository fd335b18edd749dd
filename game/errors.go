package game

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Errors, in the shape of upspin's errors package: one type, a small set of
// kinds, and at the edge one table that turns an error into words (package
// i18n for chat and the page) or a status (package web). Domain code
// returns an *Error carrying a Kind, a stable message Code and the Facts a
// player needs (what was typed, what is allowed, limits, times, names):
// never a finished sentence.

// A Kind is the class of an error: what the surface does about it (an HTTP
// status, whether the command counts as the player's mistake).
type Kind uint8

const (
	Other       Kind = iota // internal: the bot's fault, an apology
	Invalid                 // the input cannot be used as it is
	NotFound                // no such thing (round, day, settings)
	NotAllowed              // the player may not do this
	Limit                   // a limit is reached: too fast, too many
	Over                    // already over: the round ended, every word found
	Conflict                // already exists, already running
	Unavailable             // the feature is off, or the service is down
)

var kindNames = [...]string{"other", "invalid", "not found", "not allowed", "limit", "over", "conflict", "unavailable"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", k)
}

// ErrCannotWrite marks a store's write failure that retrying cannot cure:
// the database is read-only, full, or its file cannot be written. Stores
// wrap such failures with it; the services turn them into CodeNotSaved.
var ErrCannotWrite = errors.New("the database refuses writes")

// NotSaved is the error a service returns when the store did not save a
// player's words: CodeNotSaved when retrying cannot help (ErrCannotWrite),
// else CodeNotSavedRetry. n is how many words were not saved.
func NotSaved(op Op, n int, err error) error {
	code := CodeNotSavedRetry
	if errors.Is(err, ErrCannotWrite) {
		code = CodeNotSaved
	}
	return E(op, Unavailable, code, Facts{"n": n}, err)
}

// An Op names the operation that failed, for logs: "round.Guess".
type Op string

// A Code names the message a player is shown, stable across releases and
// languages: "round.over", "guess.too_many". package i18n has a text for
// every code in Codes.
type Code string

// Facts are the values a message needs, by name: "typed", "max", "end"...
type Facts map[string]any

// An Error is a failure with its kind, message code and facts. Build one
// with E.
type Error struct {
	Op    Op
	Kind  Kind
	Code  Code
	Facts Facts
	Err   error // the underlying error, if any
}

// E builds an *Error from its arguments, in any order: an Op, a Kind, a
// Code, Facts and an error (the cause). When the cause is an *Error and
// no Kind is given, the new error takes the cause's kind.
func E(args ...any) error {
	e := &Error{}
	for _, a := range args {
		switch a := a.(type) {
		case Op:
			e.Op = a
		case Kind:
			e.Kind = a
		case Code:
			e.Code = a
		case Facts:
			e.Facts = a
		case error:
			e.Err = a
		case nil:
		default:
			panic(fmt.Sprintf("game.E: unknown argument %T %v", a, a))
		}
	}
	if e.Kind == Other && e.Err != nil {
		e.Kind = KindOf(e.Err)
	}
	return e
}

// maxLogFact is how many characters of a fact Error writes.
const maxLogFact = 64

// Error is for logs: the op, the kind, the code, the facts (each cut to
// maxLogFact characters) and the cause.
func (e *Error) Error() string {
	var parts []string
	if e.Op != "" {
		parts = append(parts, string(e.Op))
	}
	if e.Code != "" {
		s := string(e.Code)
		if len(e.Facts) > 0 {
			keys := make([]string, 0, len(e.Facts))
			for k := range e.Facts {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			var fs []string
			for _, k := range keys {
				v := fmt.Sprint(e.Facts[k])
				if r := []rune(v); len(r) > maxLogFact { // what a player typed can be long: a log line stays short
					v = string(r[:maxLogFact]) + "…"
				}
				fs = append(fs, k+"="+v)
			}
			s += " (" + strings.Join(fs, " ") + ")"
		}
		parts = append(parts, s)
	} else if e.Kind != Other {
		parts = append(parts, e.Kind.String())
	}
	if e.Err != nil {
		parts = append(parts, e.Err.Error())
	}
	return strings.Join(parts, ": ")
}

func (e *Error) Unwrap() error { return e.Err }

// Is reports whether target is an *Error with the same code (and, when it
// has no code, the same kind): sentinels such as round.ErrNotFound match
// the errors built from them wherever they are wrapped.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	if !ok {
		return false
	}
	if t.Code != "" {
		return e.Code == t.Code
	}
	return t.Op == "" && t.Facts == nil && t.Err == nil && e.Kind == t.Kind
}

// KindOf returns the kind of the first *Error in err's chain with a kind
// other than Other; Other if there is none.
func KindOf(err error) Kind {
	for err != nil {
		if e, ok := err.(*Error); ok && e.Kind != Other {
			return e.Kind
		}
		err = errors.Unwrap(err)
	}
	return Other
}

// Is reports whether err's kind is kind.
func Is(kind Kind, err error) bool { return KindOf(err) == kind }

// CodeOf returns the first *Error in err's chain that carries a message
// code, or nil.
func CodeOf(err error) *Error {
	for err != nil {
		if e, ok := err.(*Error); ok && e.Code != "" {
			return e
		}
		err = errors.Unwrap(err)
	}
	return nil
}

// Fact returns the fact name of err's coded error, and whether it is there
// with type T.
func Fact[T any](err error, name string) (T, bool) {
	var zero T
	e := CodeOf(err)
	if e == nil {
		return zero, false
	}
	v, ok := e.Facts[name].(T)
	return v, ok
}

// HasCode reports whether err's coded error has code.
func HasCode(err error, code Code) bool {
	e := CodeOf(err)
	return e != nil && e.Code == code
}
