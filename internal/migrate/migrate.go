// Package migrate lists a store's embedded, versioned SQL migrations. Each
// file is named VERSION_description.sql; the stores apply the ones not yet
// recorded, in version order, each in its own transaction.
package migrate

import (
	"cmp"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
)

// A Migration is one versioned schema change.
type Migration struct {
	Version int
	Name    string // the file name, recorded beside the version
	SQL     string
}

// List returns the migrations matching pattern in fsys (for example
// "migrations/*.sql"), sorted by version. A file without a leading version
// number, or two files with one version, is an error.
func List(fsys fs.FS, pattern string) ([]Migration, error) {
	files, err := fs.Glob(fsys, pattern)
	if err != nil {
		return nil, err
	}
	out := make([]Migration, 0, len(files))
	for _, f := range files {
		name := path.Base(f)
		prefix, _, _ := strings.Cut(name, "_")
		v, err := strconv.Atoi(prefix)
		if err != nil || v <= 0 {
			return nil, fmt.Errorf("migration %s: the name must start with a version number, like 0002_add_index.sql", name)
		}
		body, err := fs.ReadFile(fsys, f)
		if err != nil {
			return nil, err
		}
		out = append(out, Migration{Version: v, Name: name, SQL: string(body)})
	}
	slices.SortFunc(out, func(a, b Migration) int { return cmp.Compare(a.Version, b.Version) })
	for i := 1; i < len(out); i++ {
		if out[i].Version == out[i-1].Version {
			return nil, fmt.Errorf("migrations %s and %s have the same version", out[i-1].Name, out[i].Name)
		}
	}
	return out, nil
}
