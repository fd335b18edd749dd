package main

import (
	"bufio"
	"fmt"
	"os"

	"github.com/bogglebot/bogglebot/render"
	"github.com/bogglebot/bogglebot/solver"
)

func writeSolutionPNG(path string, res solver.Result, top int, dictName string) error {
	title := fmt.Sprintf("%dx%d · %s dictionary", res.Board.Size(), res.Board.Size(), dictName)
	return writePNG(path, func(f *bufio.Writer) error {
		return render.Solution(f, res, render.Options{Top: top, Title: title})
	})
}

// writeWordPNG draws w's path on b under a title that names the board's
// size, the dictionary and the rules: "4x4 · standard dictionary · Scramble".
func writeWordPNG(path string, b solver.Board, w solver.Word, dictName string, rules solver.Rules) error {
	title := fmt.Sprintf("%dx%d · %s dictionary", b.Size(), b.Size(), dictName)
	if rules.Scoring == solver.Scramble {
		title += " · Scramble scoring"
	}
	if rules.MinLen > 0 {
		title += fmt.Sprintf(" · %d+ letters", rules.MinLen)
	}
	return writePNG(path, func(f *bufio.Writer) error { return render.Word(f, b, w, title) })
}

func writePNG(path string, draw func(*bufio.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("write image: %w", err)
	}
	bw := bufio.NewWriter(f)
	err = draw(bw)
	if err == nil {
		err = bw.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return fmt.Errorf("write image %s: %w", path, err)
	}
	return nil
}
