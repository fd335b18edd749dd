// Command build bundles the web board's JavaScript with esbuild's Go API:
// src/main.js into assets/board.js (the page), and src/activity.js, with
// the Discord Embedded App SDK from node_modules, into assets/activity.js.
// Run it with `go generate ./web` after `npm ci` in web/ (the Activity
// needs the SDK); the bundles are committed, so `go build` needs neither.
// The output depends only on the sources and the pinned versions of
// esbuild (go.mod) and the SDK (package-lock.json).
package main

import (
	"fmt"
	"os"

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
}
