// Package trie implements a compact, immutable trie over an alphabet of up to
// 31 letters, written as the bytes 'a' (letter 0) to 0x7f (letter 30): a-z
// for English, and other alphabets mapped onto those bytes by package dict.
//
// The trie is a flat array of 8-byte nodes: a 31-bit mask of the letters that
// have a child, a flag for "a word ends here", and the index of the node's first
// child. A node's children are stored next to each other in letter order, so the
// child for a letter is found with one popcount. There are no maps and no
// per-node pointers; ENABLE2K (173,402 words, 388,990 nodes) takes about 3 MB.
//
// A trie can be written in a compact binary form (AppendBinary) and read
// back (Decode) in one pass, without sorting or building, so that a large
// list can ship prebuilt.
//
// A Trie is immutable once built and safe for any number of concurrent readers.
package trie

import (
	"fmt"
	"iter"
	"math/bits"
	"slices"
)

// terminal marks a node at which a word ends. Bits 0..30 of a node's mask are
// the letters that have a child: letter l is the byte 'a'+l in a word, so
// English's a..z are letters 0..25 and another alphabet (mapped by package
// dict) may use up to MaxLetters.
const terminal = 1 << 31

// LetterMask is the letter bits of a node's mask (Edges.Mask).
const LetterMask = 1<<MaxLetters - 1

const letterMask = LetterMask

// MaxLetters is the number of distinct letters a trie can hold: the bytes
// 'a' (letter 0) to 'a'+30 (0x7f, letter 30).
const MaxLetters = 31

// A Node identifies one node of a Trie. Node values are dense indexes in
// [0, t.Nodes()), so callers can keep per-node data in a slice or bitset.
type Node uint32

type node struct {
	mask  uint32 // children letters (bits 0..30) | terminal
	first uint32 // index of the first child; children are contiguous
}

// Trie is an immutable set of words over its letters. The zero value is an empty trie.
type Trie struct {
	nodes []node
	words int
	wide  bool // some letter is above 25
}

// Narrow reports whether every letter of the trie is one of 0..25 (a..z),
// as English's are.
func (t *Trie) Narrow() bool { return !t.wide }

// Root is the node of the empty prefix.
const Root Node = 0

// Edges is a node's outgoing edges, loaded once so that several letters can be
// tested without touching the trie again.
type Edges struct {
	mask, first uint32
}

// Edges returns the edges of node n.
func (t *Trie) Edges(n Node) Edges {
	x := t.nodes[n]
	return Edges{x.mask, x.first}
}

// A View is a read-only handle on a Trie's nodes, a value that a hot loop
// can hold in registers instead of reaching through the *Trie for every node.
// It shares the Trie's nodes and cannot change them.
type View struct {
	nodes []node
}

// View returns a read-only handle on t's nodes.
func (t *Trie) View() View { return View{t.nodes} }

// Edges returns the edges of node n.
func (v View) Edges(n Node) Edges {
	x := v.nodes[n]
	return Edges{x.mask, x.first}
}

// Mask returns the node's 31-bit set of child letters (bit l for letter l)
// with the word flag above it: a test of Has and a ChildAt need no other
// data.
func (e Edges) Mask() uint32 { return e.mask }

// Has reports whether letterBit (1<<l for letter l) has a child.
func (e Edges) Has(letterBit uint32) bool { return e.mask&letterMask&letterBit != 0 }

// ChildAt returns the child for letterBit (1<<l for letter l, at most
// 1<<30), which must be one Has reports: Child without the test.
//
// Its bit count is the POPCNT instruction on every amd64 CPU of the last
// fifteen years: built for GOAMD64=v1 (Go's default), the compiler puts a
// test of the CPU (always guessed right) and a call to a fallback that runs
// only on CPUs without it in front, and keeps the values a search loop holds
// in registers on the instruction's path.
func (e Edges) ChildAt(letterBit uint32) Node {
	// letterBit-1 has no bit above 29: the terminal flag drops out.
	return Node(e.first + uint32(bits.OnesCount32(e.mask&(letterBit-1))))
}

// IsWord reports whether a word ends at this node.
func (e Edges) IsWord() bool { return e.mask&terminal != 0 }

// Leaf reports whether the node has no children.
func (e Edges) Leaf() bool { return e.mask&letterMask == 0 }

// Child returns the child for letter l (0 for 'a' .. 30).
func (e Edges) Child(l uint8) (Node, bool) {
	bit := uint32(1) << (l & 31)
	if e.mask&letterMask&bit == 0 {
		return 0, false
	}
	return Node(e.first + uint32(bits.OnesCount32(e.mask&(bit-1)))), true
}

// Child returns the child of n for letter l (0 for 'a' .. 30).
func (t *Trie) Child(n Node, l uint8) (Node, bool) { return t.Edges(n).Child(l) }

// Walk follows the letters of s (trie letters) from node n. It reports false if some
// prefix of s leaves the trie or s holds a byte that is not a trie letter.
func (t *Trie) Walk(n Node, s string) (Node, bool) {
	if len(t.nodes) == 0 {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		c := s[i] - 'a'
		if c >= MaxLetters {
			return 0, false
		}
		var ok bool
		if n, ok = t.Child(n, c); !ok {
			return 0, false
		}
	}
	return n, true
}

// Lookup returns the node at which word ends, if word is in the trie.
func (t *Trie) Lookup(word string) (Node, bool) {
	n, ok := t.Walk(Root, word)
	if !ok || !t.Edges(n).IsWord() {
		return 0, false
	}
	return n, true
}

// Contains reports whether word is in the trie.
func (t *Trie) Contains(word string) bool {
	_, ok := t.Lookup(word)
	return ok
}

// HasPrefix reports whether some word in the trie starts with prefix.
func (t *Trie) HasPrefix(prefix string) bool {
	_, ok := t.Walk(Root, prefix)
	return ok
}

// Len returns the number of words.
func (t *Trie) Len() int { return t.words }

// Nodes returns the number of nodes; every Node is less than this.
func (t *Trie) Nodes() int { return len(t.nodes) }

// SizeBytes returns the memory held by the node array.
func (t *Trie) SizeBytes() int { return cap(t.nodes) * 8 }

// All yields every word with its node, in alphabetical order.
func (t *Trie) All() iter.Seq2[string, Node] {
	return func(yield func(string, Node) bool) {
		if len(t.nodes) == 0 {
			return
		}
		buf := make([]byte, 0, 32)
		t.walkAll(Root, buf, yield)
	}
}

func (t *Trie) walkAll(n Node, buf []byte, yield func(string, Node) bool) bool {
	e := t.Edges(n)
	if e.IsWord() && !yield(string(buf), n) {
		return false
	}
	m := e.mask & letterMask
	for i := uint32(0); m != 0; i++ {
		l := bits.TrailingZeros32(m)
		m &= m - 1
		if !t.walkAll(Node(e.first+i), append(buf, byte('a'+l)), yield) {
			return false
		}
	}
	return true
}

// WordNodes yields the node of every word, in the words' alphabetical order,
// without building the words.
func (t *Trie) WordNodes() iter.Seq[Node] {
	return func(yield func(Node) bool) {
		if len(t.nodes) > 0 {
			t.walkNodes(Root, yield)
		}
	}
}

func (t *Trie) walkNodes(n Node, yield func(Node) bool) bool {
	e := t.Edges(n)
	if e.IsWord() && !yield(n) {
		return false
	}
	k := uint32(bits.OnesCount32(e.mask & letterMask))
	for i := range k {
		if !t.walkNodes(Node(e.first+i), yield) {
			return false
		}
	}
	return true
}

// Build returns a trie holding words. Every word must consist of the letters
// trie letters (a-z and the bytes up to 0x7f); empty strings and duplicates are ignored. Build sorts a copy of words if
// they are not already sorted (sorted input is faster).
func Build(words []string) (*Trie, error) {
	for i, w := range words {
		for j := 0; j < len(w); j++ {
			if c := w[j]; c < 'a' || c >= 'a'+MaxLetters {
				return nil, fmt.Errorf("word %d %q: byte %q is not a trie letter (a-z and the bytes up to 0x7f)", i+1, w, c)
			}
		}
	}
	if !slices.IsSorted(words) {
		words = slices.Clone(words)
		slices.Sort(words)
	}
	// Skip leading empty strings: the root is never terminal.
	for len(words) > 0 && words[0] == "" {
		words = words[1:]
	}
	b := builder{nodes: make([]node, 1, estimateNodes(words))}
	if len(words) > 0 {
		b.fillTop(words)
	}
	var all uint32
	for _, n := range b.nodes {
		all |= n.mask
	}
	return &Trie{nodes: slices.Clip(b.nodes), words: b.words, wide: all&letterMask>>26 != 0}, nil
}

// estimateNodes guesses the node count (about 2.25 per word for English lists)
// so that the node array is allocated once.
func estimateNodes(words []string) int { return len(words)*9/4 + 64 }

type builder struct {
	nodes []node
	words int
}

// topLevels is how many levels of the trie Build lays out breadth-first,
// before each subtree below them depth-first.
const topLevels = 5

// fillTop builds the trie from words: the nodes of the first topLevels
// levels level by level, so that the short prefixes every search goes
// through share cache lines, then each subtree under them depth-first.
// For ENABLE2K and a board search that is 183 L1 cache misses a board
// instead of 225 with depth-first blocks throughout (docs/speed.md).
func (b *builder) fillTop(words []string) {
	type item struct {
		idx   uint32
		words []string
	}
	level := []item{{0, words}}
	for depth := 0; depth < topLevels && len(level) > 0; depth++ {
		var next []item
		for _, it := range level {
			first, starts, k := b.node(it.idx, it.words, depth)
			for j := 0; j < k; j++ {
				next = append(next, item{first + uint32(j), it.words[starts[j]:starts[j+1]]})
			}
		}
		level = next
	}
	for _, it := range level {
		b.fill(it.idx, it.words, topLevels)
	}
}

// node sets node idx from words, which are sorted and share their first
// depth bytes, and appends its block of children: their first index, and
// where each child's words start (starts[k] is len(words)).
func (b *builder) node(idx uint32, words []string, depth int) (first uint32, starts [MaxLetters + 1]int, k int) {
	var mask uint32
	i := 0
	for i < len(words) && len(words[i]) == depth {
		i++ // the word ending here, and any duplicates of it
	}
	if i > 0 {
		mask |= terminal
		b.words++
	}
	for j := i; j < len(words); j++ {
		if l := words[j][depth] - 'a'; mask&(1<<l) == 0 {
			mask |= 1 << l
			starts[k] = j
			k++
		}
	}
	starts[k] = len(words)
	first = uint32(len(b.nodes))
	b.nodes[idx] = node{mask: mask, first: first}
	for j := 0; j < k; j++ {
		b.nodes = append(b.nodes, node{})
	}
	return first, starts, k
}

// fill builds node idx from words, which are sorted and share their first depth
// bytes. The node's children get one contiguous block appended to b.nodes, then
// each child's subtree is built in turn (a depth-first layout of child blocks, so
// a word's path below the top levels stays near itself in memory).
func (b *builder) fill(idx uint32, words []string, depth int) {
	first, starts, k := b.node(idx, words, depth)
	for j := 0; j < k; j++ {
		b.fill(first+uint32(j), words[starts[j]:starts[j+1]], depth+1)
	}
}
