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

func writeWordPNG(path string, b solver.Board, w solver.Word) error {
	return writePNG(path, func(f *bufio.Writer) error { return render.Word(f, b, w, "") })
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
