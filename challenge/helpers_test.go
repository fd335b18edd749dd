package challenge_test

import (
	"testing"
	"time"

	"github.com/bogglebot/bogglebot/dict"
)

func loc(t testing.TB, name string) *time.Location {
	t.Helper()
	l, err := time.LoadLocation(name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func common(t testing.TB) *dict.Dict {
	t.Helper()
	d, err := dict.Embedded("common")
	if err != nil {
		t.Fatal(err)
	}
	return d
}
