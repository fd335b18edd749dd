package trie

import (
	"bytes"
	"fmt"
	"iter"
)

// BuildSorted returns a trie holding the words next yields, which must come
// in sorted order (duplicates and empty words are ignored). Unlike Build it
// never holds the words: it keeps only the path of the last word, so a list
// streamed from a file costs the trie's nodes and little else. sizeHint is
// the expected number of nodes (0 if unknown). A word out of order, or with
// a byte that is not a trie letter, is an error.
//
// The nodes are laid out children-block by children-block in the order the
// blocks are completed (deepest first) with the root at index 0; lookups
// and walks are the same as for Build's layout.
func BuildSorted(words iter.Seq[[]byte], sizeHint int) (*Trie, error) {
	if sizeHint < 1 {
		sizeHint = 64
	}
	s := streamer{nodes: make([]node, 1, sizeHint)}
	s.stack = append(s.stack, openNode{})
	var prev []byte
	n := 0
	for w := range words {
		n++
		for j := 0; j < len(w); j++ {
			if c := w[j]; c < 'a' || c >= 'a'+MaxLetters {
				return nil, fmt.Errorf("word %d %q: byte %q is not a trie letter (a-z and the bytes up to 0x7f)", n, w, c)
			}
		}
		switch c := bytes.Compare(prev, w); {
		case c > 0:
			return nil, fmt.Errorf("word %d %q comes after %q: the words are not sorted", n, w, prev)
		case c == 0 || len(w) == 0:
			continue
		}
		common := 0
		for common < len(prev) && common < len(w) && prev[common] == w[common] {
			common++
		}
		s.closeTo(common)
		for d := common; d < len(w); d++ {
			top := &s.stack[len(s.stack)-1]
			top.kids = append(top.kids, kid{letter: w[d] - 'a'})
			if len(s.stack) < cap(s.stack) {
				s.stack = s.stack[:len(s.stack)+1]
				next := &s.stack[len(s.stack)-1]
				next.term, next.kids = false, next.kids[:0]
			} else {
				s.stack = append(s.stack, openNode{})
			}
		}
		if !s.stack[len(s.stack)-1].term {
			s.stack[len(s.stack)-1].term = true
			s.words++
		}
		prev = append(prev[:0], w...)
	}
	s.closeTo(0)
	s.nodes[0] = s.finish(&s.stack[0])
	var all uint32
	for _, nd := range s.nodes {
		all |= nd.mask
	}
	nodes := s.nodes
	if cap(nodes)-len(nodes) > len(nodes)/4 {
		nodes = append([]node(nil), nodes...) // give back a large unused tail
	}
	return &Trie{nodes: nodes, words: s.words, wide: all&letterMask>>26 != 0}, nil
}

type kid struct {
	letter uint8
	n      node
}

// An openNode is a node on the current word's path: whether a word ends
// there, and its children so far (the last one still open).
type openNode struct {
	term bool
	kids []kid
}

type streamer struct {
	nodes []node
	stack []openNode // stack[d] is the node of the current word's first d letters
	words int
}

// closeTo completes the nodes deeper than depth: each one's children are
// written as one block, and its record goes to its parent's last child.
func (s *streamer) closeTo(depth int) {
	for len(s.stack)-1 > depth {
		rec := s.finish(&s.stack[len(s.stack)-1])
		s.stack = s.stack[:len(s.stack)-1]
		parent := &s.stack[len(s.stack)-1]
		parent.kids[len(parent.kids)-1].n = rec
	}
}

// finish writes o's children as one contiguous block and returns o's record.
func (s *streamer) finish(o *openNode) node {
	var mask uint32
	if o.term {
		mask = terminal
	}
	first := uint32(len(s.nodes))
	for _, k := range o.kids {
		mask |= 1 << k.letter
		s.nodes = append(s.nodes, k.n)
	}
	return node{mask: mask, first: first}
}
