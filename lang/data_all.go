//go:build !bogglebot_nogpl

package lang

import "embed"

// data: every language's files (see lang.go).
//
//go:embed data/*.trie.gz data/*.spell.gz data/*.COPYRIGHT
var data embed.FS
