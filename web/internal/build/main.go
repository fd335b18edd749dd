// Command build bundles the web board's JavaScript with esbuild's Go API:
// src/main.js into assets/board.js (the page), and src/activity.js, with
// the Discord Embedded App SDK from node_modules, into assets/activity.js.
// Then it compresses every asset the page loads (assets/*.js, *.css,
// *.svg) with gzip and brotli at their best levels, into
// assets/z/NAME.HASH.gz and .br (HASH: the first 12 hex digits of the
// SHA-256 of the asset), which the server embeds and serves as they are.
// Run it with `go generate ./web` after `npm ci` in web/ (the Activity
// needs the SDK); the bundles and their compressed forms are committed,
// so `go build` needs neither. The output depends only on the sources
// and the pinned versions of esbuild, brotli (go.mod) and the SDK
// (package-lock.json).
package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/andybalholm/brotli"
	"github.com/evanw/esbuild/pkg/api"
)

func main() {
	res := api.Build(api.BuildOptions{
		EntryPointsAdvanced: []api.EntryPoint{
			{InputPath: "src/main.js", OutputPath: "board"},
			{InputPath: "src/activity.js", OutputPath: "activity"},
		},
		Outdir:            "assets",
		Bundle:            true,
		MinifyWhitespace:  true,
		MinifyIdentifiers: true,
		MinifySyntax:      true,
		Format:            api.FormatESModule,
		Target:            api.ES2020,
		Platform:          api.PlatformBrowser,
		LegalComments:     api.LegalCommentsEndOfFile,
		Charset:           api.CharsetUTF8,
		Write:             true,
		LogLevel:          api.LogLevelWarning,
	})
	if len(res.Errors) > 0 {
		for _, e := range res.Errors {
			fmt.Fprintln(os.Stderr, e.Text)
		}
		os.Exit(1)
	}
	if err := compress("assets"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// compress writes dir/z/NAME.HASH.gz and .br for every asset of dir the
// page loads, when smaller than the asset, and removes the ones of
// assets that changed.
func compress(dir string) error {
	z := filepath.Join(dir, "z")
	if err := os.RemoveAll(z); err != nil {
		return err
	}
	if err := os.MkdirAll(z, 0o755); err != nil {
		return err
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !(strings.HasSuffix(name, ".js") || strings.HasSuffix(name, ".css") || strings.HasSuffix(name, ".svg")) {
			continue
		}
		raw, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		sum := sha256.Sum256(raw)
		base := filepath.Join(z, name+"."+hex.EncodeToString(sum[:])[:12])
		var gz, br bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression) // the level is valid; the header has no name or time
		zw.Write(raw)
		zw.Close()
		bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
		bw.Write(raw)
		bw.Close()
		for ext, b := range map[string][]byte{".gz": gz.Bytes(), ".br": br.Bytes()} {
			if len(b) >= len(raw) {
				continue
			}
			if err := os.WriteFile(base+ext, b, 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}
