package solver

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"
)

// Dice is a set of real Boggle dice, one per tile of its board.
type Dice struct {
	Name  string // "modern", "classic", "big", "superbig"
	Size  int    // board size N
	About string
	dice  [][6]Tile
}

// The dice sets of the published games (see DESIGN.md). In these strings a Q
// is the Qu face, brackets hold a die of two-letter faces, and # is a blank.
var (
	Modern = mustDice("modern", 4, "Boggle 4x4 (1987 on)",
		"AAEEGN ABBJOO ACHOPS AFFKPS AOOTTW CIMOTU DEILRX DELRVY DISTTY EEGHNW EEINSU EHRTVW EIOSST ELRTTY HIMNQU HLNNRZ")
	Classic = mustDice("classic", 4, "Boggle 4x4 (1976)",
		"AACIOT ABILTY ABJMOQ ACDEMP ACELRS ADENVZ AHMORS BIFORX DENOSW DKNOTU EEFHIY EGINTV EGKLUY EHINPS ELPSTU GILRUW")
	Big = mustDice("big", 5, "Big Boggle 5x5",
		"AAAFRS AAEEEE AAFIRS ADENNN AEEEEM AEEGMU AEGMNN AFIRSY BJKQXZ CCENST CEIILT CEILPT CEIPST DDHNOT DHHLOR DHLNOR DHLNOR EIIITT EMOTTT ENSSSU FIPRSY GORRVW IPRRRY NOOTUW OOOTTU")
	SuperBig = mustDice("superbig", 6, "Super Big Boggle 6x6",
		"AAAFRS AAEEEE AAEEOO AAFIRS ABDEIO ADENNN AEEEEM AEEGMU AEGMNN AEILMN AEINOU AFIRSY [An Er He In Qu Th] BBJKXZ CCENST CDDLNN CEIITT CEIPST CFGNUY DDHNOT DHHLOR DHHNOW DHLNOR EHILRS EIILST EILPST EIO### EMTTTO ENSSSU GORRVW HIRSTV HOPRST IPRSYY [J K Qu W X Z] NOOTUW OOOTTU")
)

// DiceSets lists every dice set.
var DiceSets = []*Dice{Modern, Classic, Big, SuperBig}

// DiceNamed returns the dice set called name.
func DiceNamed(name string) (*Dice, error) {
	for _, d := range DiceSets {
		if strings.EqualFold(d.Name, name) {
			return d, nil
		}
	}
	return nil, &DiceError{Name: name}
}

// DiceForSize returns the default dice set for an N x N board.
func DiceForSize(n int) (*Dice, error) {
	for _, d := range DiceSets {
		if d.Size == n {
			return d, nil
		}
	}
	return nil, &DiceError{Size: n, Sizes: []int{4, 5, 6}}
}

// A DiceError says that there are no dice of a name or for a size. Its
// Error is English, for the command line and logs; where it meets a
// player, package bot wraps it in a game.CodeNoDice and package i18n words
// it in their language.
type DiceError struct {
	Name     string // the name asked for, when asked by name (DiceNamed)
	Size     int    // the board size asked for
	Sizes    []int  // the sizes there are dice for
	Language string // the language of play's English name ("" English), and its code
	Code     string
}

func (e *DiceError) Error() string {
	if e.Name != "" {
		return fmt.Sprintf("unknown dice %q: choose modern, classic (4x4), big (5x5) or superbig (6x6)", e.Name)
	}
	sizes := make([]string, len(e.Sizes))
	for i, n := range e.Sizes {
		sizes[i] = fmt.Sprint(n)
	}
	if e.Language != "" {
		return fmt.Sprintf("there are no %s dice for %d x %d boards; %s has dice for sizes %s", e.Language, e.Size, e.Size, e.Language, strings.Join(sizes, ", "))
	}
	return fmt.Sprintf("there are no dice for %d x %d boards; real dice exist for sizes %s", e.Size, e.Size, strings.Join(sizes[:len(sizes)-1], ", ")+" and "+sizes[len(sizes)-1])
}

// Roll shuffles the dice into the grid and rolls each one, deterministically
// from seed: the same seed gives the same board in every version of bogglebot.
func (d *Dice) Roll(seed uint64) Board {
	// PCG is a fixed algorithm; we draw from it with our own bounded step so
	// that no change to math/rand's helpers can change a day's board.
	rng := rand.NewPCG(seed, 0x626f67676c65626f) // "bogglebo"
	order := make([]int, len(d.dice))
	for i := range order {
		order[i] = i
	}
	for i := len(order) - 1; i > 0; i-- {
		j := int(bounded(rng, uint64(i+1)))
		order[i], order[j] = order[j], order[i]
	}
	var b Board
	b.n = uint8(d.Size)
	for i, k := range order {
		b.tiles[i] = d.dice[k][bounded(rng, 6)]
	}
	return b
}

// bounded returns a number in [0, n) by multiply-shift (bias below 2^-58).
func bounded(rng *rand.PCG, n uint64) uint64 {
	hi, _ := bits.Mul64(rng.Uint64(), n)
	return hi
}

func mustDice(name string, size int, about, spec string) *Dice {
	d, err := NewDice(name, size, about, spec)
	if err != nil {
		panic(err)
	}
	return d
}

// NewDice returns the dice set of spec: one group a die, separated by
// spaces, each six faces, a letter a face ("AAEEGN", "ĄĘŁŃÓŚ"), or in
// brackets faces separated by spaces ("[A Qu E I O U]"); # is a blank.
func NewDice(name string, size int, about, spec string) (d *Dice, err error) {
	defer func() {
		if r := recover(); r != nil {
			d, err = nil, fmt.Errorf("%v", r)
		}
	}()
	d = &Dice{Name: name, Size: size, About: about}
	for spec != "" {
		spec = strings.TrimLeft(spec, " ")
		var faces []string
		if spec[0] == '[' {
			end := strings.IndexByte(spec, ']')
			if end < 0 {
				panic(fmt.Sprintf("dice %s: '[' is never closed", name))
			}
			faces = strings.Fields(spec[1:end])
			spec = spec[end+1:]
		} else {
			end := strings.IndexByte(spec, ' ')
			if end < 0 {
				end = len(spec)
			}
			for _, c := range spec[:end] {
				faces = append(faces, string(c))
			}
			spec = spec[end:]
		}
		if len(faces) != 6 {
			panic(fmt.Sprintf("dice %s: a die has %d faces", name, len(faces)))
		}
		var die [6]Tile
		for i, f := range faces {
			t, ok := faceTile(strings.ToLower(f))
			if f == "İ" {
				t, ok = TurkishI, true // Turkish's dotted i
			}
			if !ok {
				panic(fmt.Sprintf("dice %s: bad face %q", name, f))
			}
			die[i] = t
		}
		d.dice = append(d.dice, die)
		spec = strings.TrimLeft(spec, " ")
	}
	if len(d.dice) != size*size {
		panic(fmt.Sprintf("dice %s: %d dice for a %dx%d board", name, len(d.dice), size, size))
	}
	return d, nil
}

// Tiles returns the dice's faces as tiles, die by die.
func (d *Dice) Tiles() [][6]Tile { return append([][6]Tile(nil), d.dice...) }

// Faces returns the dice's faces, die by die, as printed ("A", "Qu", "É").
func (d *Dice) Faces() [][6]string {
	out := make([][6]string, len(d.dice))
	for i, die := range d.dice {
		for k, t := range die {
			out[i][k] = t.Face()
		}
	}
	return out
}
