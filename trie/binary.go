package trie

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"slices"
)

// The binary form of a trie (AppendBinary, Decode) is a header, then one
// code per node in the order Build lays the nodes out: the first topLevels
// levels breadth-first, then each subtree below them depth-first. A node's
// code is one byte, its high bit set if a word ends there and its low seven
// bits the node's children: a letter 0..30 for its one child, noChildren,
// or manyChildren followed by the 31-bit letter mask, little-endian. Most
// nodes of a large list have one child or none, so a node costs about a
// byte, and the codes compress like the sorted list they spell.
//
// A node's first child is not written: Decode lays the nodes out as Build
// does, so it knows where each block of children goes.
const (
	binaryMagic  = "trie1\n"
	noChildren   = 31
	manyChildren = 32
	codeTerminal = 0x80
)

// maxDepth is the longest word Decode accepts (package dict keeps words of
// at most 255 letters), which bounds its walk's stack.
const maxDepth = 256

// AppendBinary appends the trie's binary form to b (see Decode). It
// implements encoding.BinaryAppender.
func (t *Trie) AppendBinary(b []byte) ([]byte, error) {
	b = append(b, binaryMagic...)
	b = binary.AppendUvarint(b, uint64(len(t.nodes)))
	b = binary.AppendUvarint(b, uint64(t.words))
	if len(t.nodes) == 0 {
		return b, nil
	}
	code := func(n Node) {
		e := t.Edges(n)
		c := byte(0)
		if e.IsWord() {
			c = codeTerminal
		}
		switch m := e.mask & letterMask; bits.OnesCount32(m) {
		case 0:
			b = append(b, c|noChildren)
		case 1:
			b = append(b, c|byte(bits.TrailingZeros32(m)))
		default:
			b = append(b, c|manyChildren)
			b = binary.LittleEndian.AppendUint32(b, m)
		}
	}
	children := func(n Node, yield func(Node)) {
		e := t.Edges(n)
		for i := range uint32(bits.OnesCount32(e.mask & letterMask)) {
			yield(Node(e.first + i))
		}
	}
	level := []Node{Root}
	for depth := 0; depth < topLevels && len(level) > 0; depth++ {
		var next []Node
		for _, n := range level {
			code(n)
			children(n, func(c Node) { next = append(next, c) })
		}
		level = next
	}
	var walk func(n Node)
	walk = func(n Node) {
		code(n)
		children(n, walk)
	}
	for _, n := range level {
		walk(n)
	}
	return b, nil
}

// MarshalBinary returns the trie's binary form (see Decode).
func (t *Trie) MarshalBinary() ([]byte, error) { return t.AppendBinary(nil) }

var errTruncated = errors.New("trie data ends early")

// Decode returns the trie whose binary form (AppendBinary) is data. It
// lays the nodes out as Build would for the same words, in one pass over
// data with no sorting and no words: the cost of loading a prebuilt list
// is its node array. Data that is not a trie's binary form is an error,
// never a panic nor a trie that breaks its invariants.
func Decode(data []byte) (*Trie, error) {
	if len(data) < len(binaryMagic) || string(data[:len(binaryMagic)]) != binaryMagic {
		return nil, errors.New("not trie data (no header)")
	}
	p := len(binaryMagic)
	count, k := binary.Uvarint(data[p:])
	if k <= 0 {
		return nil, errTruncated
	}
	p += k
	words, k := binary.Uvarint(data[p:])
	if k <= 0 {
		return nil, errTruncated
	}
	p += k
	// Every node but the root takes at least a byte.
	if count > uint64(len(data)-p) || count > 1<<32-1 || words > count {
		return nil, fmt.Errorf("trie data claims %d nodes and %d words in %d bytes", count, words, len(data)-p)
	}
	if count == 0 {
		if words != 0 || p != len(data) {
			return nil, errors.New("empty trie with data")
		}
		return &Trie{}, nil
	}
	d := decoder{data: data, p: p, nodes: make([]node, 1, count)}
	level := []uint32{0}
	for depth := 0; depth < topLevels && len(level) > 0; depth++ {
		var next []uint32
		for _, idx := range level {
			first, k, err := d.node(idx)
			if err != nil {
				return nil, err
			}
			for j := range k {
				next = append(next, first+j)
			}
		}
		level = next
	}
	// Below the top levels, depth first with an explicit stack of the
	// blocks still to visit: (next node, end of its block).
	type block struct{ next, end uint32 }
	stack := make([]block, 0, maxDepth)
	for _, idx := range level {
		stack = append(stack[:0], block{idx, idx + 1})
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if top.next == top.end {
				stack = stack[:len(stack)-1]
				continue
			}
			idx := top.next
			top.next++
			first, k, err := d.node(idx)
			if err != nil {
				return nil, err
			}
			if k > 0 {
				if len(stack) == maxDepth {
					return nil, fmt.Errorf("trie data holds a word over %d letters", maxDepth-1)
				}
				stack = append(stack, block{first, first + k})
			}
		}
	}
	if uint64(len(d.nodes)) != count || d.p != len(data) {
		return nil, fmt.Errorf("trie data holds %d nodes in %d of %d bytes, its header says %d", len(d.nodes), d.p, len(data), count)
	}
	if uint64(d.words) != words {
		return nil, fmt.Errorf("trie data holds %d words, its header says %d", d.words, words)
	}
	var all uint32
	for _, nd := range d.nodes {
		all |= nd.mask
	}
	return &Trie{nodes: slices.Clip(d.nodes), words: d.words, wide: all&letterMask>>26 != 0}, nil
}

type decoder struct {
	data  []byte
	p     int
	nodes []node
	words int
}

// node reads node idx's code, sets it, and appends its block of children:
// their first index and their number.
func (d *decoder) node(idx uint32) (first, k uint32, err error) {
	if d.p >= len(d.data) {
		return 0, 0, errTruncated
	}
	c := d.data[d.p]
	d.p++
	var mask uint32
	switch l := c &^ codeTerminal; {
	case l < noChildren:
		mask = 1 << l
	case l == noChildren:
	case l == manyChildren:
		if len(d.data)-d.p < 4 {
			return 0, 0, errTruncated
		}
		mask = binary.LittleEndian.Uint32(d.data[d.p:])
		d.p += 4
		if mask&^letterMask != 0 || bits.OnesCount32(mask) < 2 {
			return 0, 0, fmt.Errorf("bad trie node mask %#x at byte %d", mask, d.p-4)
		}
	default:
		return 0, 0, fmt.Errorf("bad trie node code %#x at byte %d", c, d.p-1)
	}
	if c&codeTerminal != 0 {
		if idx == 0 {
			return 0, 0, errors.New("trie data holds the empty word")
		}
		mask |= terminal
		d.words++
	} else if mask == 0 && idx != 0 {
		return 0, 0, fmt.Errorf("trie node at byte %d ends no word and has no children", d.p-1)
	}
	k = uint32(bits.OnesCount32(mask & letterMask))
	first = uint32(len(d.nodes))
	if uint64(len(d.nodes))+uint64(k) > uint64(cap(d.nodes)) {
		return 0, 0, errors.New("trie data holds more nodes than its header says")
	}
	d.nodes[idx] = node{mask: mask, first: first}
	d.nodes = d.nodes[:len(d.nodes)+int(k)]
	return first, k, nil
}
