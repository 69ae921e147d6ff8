package adapter

import (
	"context"
	"testing"
)

// TestNegativeRoundingRefusedOnBothPaths: a negative rounding unit is an
// invalid request on the reference and on its lean path alike (found by the
// independent engine's differential).
func TestNegativeRoundingRefusedOnBothPaths(t *testing.T) {
	req := CoupRequest{Game: "mbs-ncb-v6", Decks: 8, Cards: []string{"9S", "5H", "KD", "2C"},
		Wagers: []Wager{{"player", 100}}, Table: Table{Rounding: -1}}
	for name, eng := range map[string]Engine{"reference": NewReference(), "fast": NewFastReference()} {
		_, err := eng.Coup(context.Background(), req)
		if e, ok := err.(*Error); !ok || e.Code != CodeInvalid {
			t.Errorf("%s: rounding -1 gave %v, want an invalid error", name, err)
		}
	}
}
