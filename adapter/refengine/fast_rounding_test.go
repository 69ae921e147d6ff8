package refengine

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter"
)

// TestNegativeRoundingRefusedOnBothPaths: a negative rounding unit is an
// invalid request on the reference and on its lean path alike (found by the
// independent engine's differential).
func TestNegativeRoundingRefusedOnBothPaths(t *testing.T) {
	req := adapter.CoupRequest{Game: "mbs-ncb-v6", Decks: 8, Cards: []string{"9S", "5H", "KD", "2C"},
		Wagers: []adapter.Wager{{Wager: "player", Stake: 100}}, Table: adapter.Table{Rounding: -1}}
	for name, eng := range map[string]adapter.Engine{"reference": New(), "fast": NewFast()} {
		_, err := eng.Coup(context.Background(), req)
		if e, ok := err.(*adapter.Error); !ok || e.Code != adapter.CodeInvalid {
			t.Errorf("%s: rounding -1 gave %v, want an invalid error", name, err)
		}
	}
}
