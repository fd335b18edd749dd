//go:build ignore

// gen.go writes tables/*.tsv.gz, the study lists /study reads, with the
// settings in table.go (TableBoards, TableSeed, TableKeep) and the embedded
// dictionary. Run it with `go generate ./study`. A table depends on its
// settings, the dice, the dictionary and the solver only, never on the number
// of cores, so running it again reproduces the same tables
// (TestTablesMatchGenerate checks one).
package main

import (
	"bytes"
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/bogglebot/bogglebot/study"
)

func main() {
	log.SetFlags(0)
	for _, spec := range study.TableSpecs() {
		start := time.Now()
		t, err := study.Generate(context.Background(), spec, 0)
		if err != nil {
			log.Fatal(err)
		}
		var buf bytes.Buffer
		if _, err := t.WriteTo(&buf); err != nil {
			log.Fatal(err)
		}
		file := filepath.Join("tables", spec.File())
		if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s: %d boards in %.1fs, %.1f words a board, %d distinct, %d bytes\n",
			file, t.Boards, time.Since(start).Seconds(), t.MeanWords, t.Distinct, buf.Len())
	}
}
