package main

import (
	"context"
	"fmt"
	"runtime"
	"runtime/debug"
)

func init() {
	register(command{
		name:    "version",
		args:    "",
		summary: "print the version, the commit it was built from and the Go version",
		run:     runVersion,
	})
}

func runVersion(_ context.Context, c *cli, args []string) error {
	fs := newFlags(c, "version", commands["version"].args)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("unexpected argument %q", pos[0])
	}
	info, _ := debug.ReadBuildInfo()
	fmt.Fprintln(c.stdout, versionLine(info))
	return nil
}

// versionLine describes the build: the module version, the commit and its
// time when the binary was built from a git checkout, and the Go version.
func versionLine(info *debug.BuildInfo) string {
	version, commit, when, dirty := "(unknown)", "", "", false
	goVersion := runtime.Version()
	if info != nil {
		goVersion = info.GoVersion
		if v := info.Main.Version; v != "" {
			version = v
		}
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				commit = s.Value
			case "vcs.time":
				when = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
	}
	line := "bogglebot " + version
	if commit != "" {
		line += " commit " + commit[:min(len(commit), 12)]
		if dirty {
			line += " (modified)"
		}
		if when != "" {
			line += " of " + when
		}
	}
	return fmt.Sprintf("%s, %s %s/%s", line, goVersion, runtime.GOOS, runtime.GOARCH)
}
