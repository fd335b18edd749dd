package rounds

import "github.com/bogglebot/bogglebot/lang"

// langTier is the dictionary a round's lang option names: the language's
// English name ("Polish"), which dict.Embedded finds its list by; English
// keeps tier.
func langTier(code, tier string) (string, error) {
	l, err := lang.Get(code)
	if err != nil || l == lang.Default {
		return tier, err
	}
	return l.Name, nil
}

// isLangName reports whether tok names a language of play (lang.Get's
// names and codes).
func isLangName(tok string) bool {
	_, err := lang.Get(tok)
	return err == nil
}
