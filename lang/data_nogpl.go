//go:build bogglebot_nogpl

package lang

import "embed"

// data, in a build with the bogglebot_nogpl tag: only the languages whose
// word lists are under no GPL or LGPL (or may be taken under another
// licence): British and American English (SCOWL, permissive), Spanish
// (MPL-1.1 among its choices), Dutch (BSD or CC BY 3.0), Polish (MPL-1.1, Apache-2.0 or
// CC BY 4.0 among its choices), Russian (BSD-3) and Turkish (MPL-2.0, a
// file-level copyleft: the list's source must stay available). English
// itself is package dict's SCOWL. See docs/languages.md.
//
//go:embed data/en-GB.trie.gz data/en-GB.spell.gz data/en-GB.COPYRIGHT
//go:embed data/en-US.trie.gz data/en-US.spell.gz data/en-US.COPYRIGHT
//go:embed data/es.trie.gz data/es.spell.gz data/es.COPYRIGHT
//go:embed data/nl.trie.gz data/nl.spell.gz data/nl.COPYRIGHT
//go:embed data/pl.trie.gz data/pl.COPYRIGHT
//go:embed data/ru.trie.gz data/ru.spell.gz data/ru.COPYRIGHT
//go:embed data/tr.trie.gz data/tr.spell.gz data/tr.COPYRIGHT
var data embed.FS
