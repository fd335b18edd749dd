package migrate_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bogglebot/bogglebot/internal/migrate"
)

func TestList(t *testing.T) {
	fsys := fstest.MapFS{
		"m/10_later.sql":   {Data: []byte("C")},
		"m/0002_index.sql": {Data: []byte("B")},
		"m/0001_init.sql":  {Data: []byte("A")},
		"m/README.md":      {Data: []byte("not a migration")},
	}
	got, err := migrate.List(fsys, "m/*.sql")
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, m := range got {
		order = append(order, m.Name+"="+m.SQL)
	}
	if strings.Join(order, " ") != "0001_init.sql=A 0002_index.sql=B 10_later.sql=C" {
		t.Errorf("order = %v (want numeric version order)", order)
	}
	for _, bad := range []fstest.MapFS{
		{"m/init.sql": {}},
		{"m/1_a.sql": {}, "m/0001_b.sql": {}},
	} {
		if _, err := migrate.List(bad, "m/*.sql"); err == nil {
			t.Errorf("List(%v) accepted bad names", bad)
		}
	}
}
