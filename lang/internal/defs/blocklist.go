package defs

import "strings"

// A Blocklist is a language's list of slurs (lang/blocklist/CODE.txt), as
// the word list spells them (folded), a line each; # starts a comment:
//
//	word     the word itself
//	stem*    every word that begins with stem: the slur's inflected,
//	         feminine and plural forms, as the language's own morphology
//	         makes them (German neger*: neger, negers, negerin,
//	         negerinnen), whatever the list holds
//	!word    a word that begins with a blocked stem but is another,
//	         innocent word (Russian жидкий, liquid, beside жид*)
//	!stem*   every word that begins with stem is another word (Norwegian
//	         !negere*, to negate, beside neger*)
//
// package lang and gen.go read it alike.
type Blocklist struct {
	Words, Except      map[string]bool
	Stems, ExceptStems []string
}

// ParseBlocklist reads a blocklist's text.
func ParseBlocklist(text string) Blocklist {
	b := Blocklist{Words: map[string]bool{}, Except: map[string]bool{}}
	for line := range strings.Lines(text) {
		w := strings.TrimSpace(line)
		switch {
		case w == "" || strings.HasPrefix(w, "#"):
		case strings.HasPrefix(w, "!") && strings.HasSuffix(w, "*"):
			b.ExceptStems = append(b.ExceptStems, strings.TrimSuffix(w[1:], "*"))
		case strings.HasPrefix(w, "!"):
			b.Except[w[1:]] = true
		case strings.HasSuffix(w, "*"):
			b.Stems = append(b.Stems, strings.TrimSuffix(w, "*"))
		default:
			b.Words[w] = true
		}
	}
	return b
}

// Blocks reports whether the blocklist leaves out w (folded, lowercase).
func (b Blocklist) Blocks(w string) bool {
	if b.Words[w] {
		return true
	}
	if b.Except[w] {
		return false
	}
	for _, s := range b.ExceptStems {
		if strings.HasPrefix(w, s) {
			return false
		}
	}
	for _, s := range b.Stems {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}
