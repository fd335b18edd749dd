//go:build ignore

// gen.go writes words.bin.gz, the embedded default dictionary, and
// SCOWL-COPYRIGHT from Debian's scowl package, leaving out the slurs listed in
// blocklist.txt. Run it with `go generate ./dict` after `apt-get install scowl`.
// The output is a pure function of the installed SCOWL lists and blocklist.txt,
// so running it again reproduces the same words and levels.
//
// Format (before gzip): the magic line "bogglebot-dict 1\n", then one record a
// word in sorted order: a byte giving how many leading bytes it shares with the
// previous word, a byte with its SCOWL size level, then the rest of its letters
// (a-z). A record ends where the next byte is below 'a'.
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

const scowlDir = "/usr/share/dict/scowl"

// levels are SCOWL's size levels up to the largest tier we ship (large = 80).
var levels = []int{10, 20, 35, 40, 50, 55, 60, 70, 80}

func main() {
	level := map[string]int{}
	for _, lv := range levels {
		for _, variant := range []string{"english", "american"} {
			path := filepath.Join(scowlDir, fmt.Sprintf("%s-words.%d", variant, lv))
			if err := readList(path, lv, level); err != nil {
				log.Fatalf("%v (install Debian's scowl package: apt-get install scowl)", err)
			}
		}
	}
	blocked, err := readBlocklist("blocklist.txt")
	if err != nil {
		log.Fatal(err)
	}
	excluded := 0
	for _, w := range blocked {
		if _, ok := level[w]; ok {
			delete(level, w)
			excluded++
		}
	}
	words := make([]string, 0, len(level))
	for w := range level {
		words = append(words, w)
	}
	slices.Sort(words)

	var raw bytes.Buffer
	raw.WriteString("bogglebot-dict 1\n")
	prev := ""
	for _, w := range words {
		p := 0
		for p < len(w) && p < len(prev) && w[p] == prev[p] {
			p++
		}
		raw.WriteByte(byte(p))
		raw.WriteByte(byte(level[w]))
		raw.WriteString(w[p:])
		prev = w
	}
	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, gzip.BestCompression)
	if err != nil {
		log.Fatal(err)
	}
	zw.Write(raw.Bytes())
	if err := zw.Close(); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("words.bin.gz", out.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
	notice, err := os.ReadFile("/usr/share/doc/scowl/copyright")
	if err != nil {
		log.Fatal(err)
	}
	header := "The embedded word list (words.bin.gz) is derived from SCOWL, via Debian's\n" +
		"scowl package. Its copyright and permission notices follow.\n\n"
	if err := os.WriteFile("SCOWL-COPYRIGHT", append([]byte(header), notice...), 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("wrote words.bin.gz: %d words, %d bytes (%d before gzip); %d blocklisted words left out\n",
		len(words), out.Len(), raw.Len(), excluded)
}

// readBlocklist returns the words of blocklist.txt: one a line, lowercase,
// sorted; blank lines and lines starting with # are skipped.
func readBlocklist(path string) ([]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var words []string
	for i, line := range strings.Split(string(data), "\n") {
		w := strings.TrimSpace(line)
		if w == "" || strings.HasPrefix(w, "#") {
			continue
		}
		if strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" {
			return nil, fmt.Errorf("%s:%d: %q is not a lowercase word", path, i+1, w)
		}
		words = append(words, w)
	}
	if !slices.IsSorted(words) {
		return nil, fmt.Errorf("%s: words are not sorted", path)
	}
	return words, nil
}

// readList adds the playable words of one SCOWL file at level lv: lowercase
// a-z, 3 or more letters, every q followed by u (Boggle has only a Qu die face).
func readList(path string, lv int, level map[string]int) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		w := strings.TrimSpace(sc.Text())
		if len(w) < 3 || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" {
			continue
		}
		if strings.Count(w, "q") != strings.Count(w, "qu") {
			continue
		}
		if old, ok := level[w]; !ok || lv < old {
			level[w] = lv
		}
	}
	return sc.Err()
}
