// Command genbest writes study/bestboards.tsv, the best boards /play
// board:best deals, by running study.Search on each board size and
// dictionary tier (Boggle rules). It stops each search after a fixed number
// of climbing steps, not a time, so the same command writes the same file on
// any machine with any number of cores; only how long it takes differs.
//
//	go generate ./study/   (runs: go run ./internal/genbest -out bestboards.tsv)
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/bogglebot/bogglebot/dict"
	"github.com/bogglebot/bogglebot/solver"
	"github.com/bogglebot/bogglebot/study"
)

// steps is how many climbing steps each size gets. A 4x4 climb converges
// in about 30 steps; bigger boards have more moves a step and need more
// steps, so their boards here are good rather than the best there are.
var steps = map[int]int{4: 60, 5: 40, 6: 15}

const (
	seed = 2026 // fixes every climb
	pool = study.DefaultPool
	keep = 5 // boards kept per size and tier
)

func main() {
	out := flag.String("out", "bestboards.tsv", "file to write")
	sizes := flag.String("sizes", "4,5,6", "board sizes to search, in order (each size and tier is searched on its own, so\n"+
		"the lines of several runs over parts of the sizes, put together, are those of one run over all)")
	flag.Parse()
	var todo []int
	for _, f := range strings.Split(*sizes, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || steps[n] == 0 {
			log.Fatalf("-sizes: %q is not one of 4, 5, 6", f)
		}
		todo = append(todo, n)
	}
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "# The best boards study.Search found, per size and dictionary tier, Boggle rules.\n")
	fmt.Fprintf(w, "# Written by study/internal/genbest (go generate ./study/): seed %d, pool %d, steps per size %v.\n", seed, pool, steps)
	fmt.Fprintf(w, "# size\ttier\tboard\twords\tpoints\n")
	for _, size := range todo {
		for _, t := range dict.Tiers {
			d, err := dict.Embedded(t.Name)
			if err != nil {
				log.Fatal(err)
			}
			start := time.Now()
			found, err := study.Search(context.Background(), study.SearchOptions{
				Size: size, Dict: d, Rules: solver.Rules{}, Seed: seed, Top: 500, Pool: pool, MaxSteps: steps[size],
			})
			if err != nil {
				log.Fatal(err)
			}
			chosen := study.Diverse(found, keep, size)
			for _, b := range chosen {
				fmt.Fprintf(w, "%d\t%s\t%s\t%d\t%d\n", size, t.Name, b.Board, b.Words, b.Points)
			}
			log.Printf("%dx%d %s: best %d points (%s) in %s", size, size, t.Name, chosen[0].Points, chosen[0].Board, time.Since(start).Round(time.Second))
		}
	}
	if err := w.Flush(); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}
