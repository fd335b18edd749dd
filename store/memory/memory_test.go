package memory_test

import (
	"testing"

	"github.com/bogglebot/bogglebot/round"
	"github.com/bogglebot/bogglebot/store"
	"github.com/bogglebot/bogglebot/store/memory"
	"github.com/bogglebot/bogglebot/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store { return memory.New() }, nil)
}

func TestRoundsConformance(t *testing.T) {
	storetest.RunRounds(t, func(t *testing.T) round.Store { return memory.New() }, nil)
}
