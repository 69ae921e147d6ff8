package analysis

import (
	"math/big"
	"testing"

	"github.com/bacctk/bacctk/reference"
)

// TestAnalyzeUnderPointValue: under reading 1=point-value the Player Pair
// wins when the Player's first two cards have the same point value, whose
// exact probability in an n-deck shoe is counted by hand here: 16n cards
// are worth 0 and 4n each other value, so (16n(16n-1) + 9*4n(4n-1)) of
// the 52n(52n-1) ordered pairs of cards. Under the kit's reading (rank) it
// is 13*4n(4n-1) of them; under 1=literal a Ten also pairs with a picture.
func TestAnalyzeUnderPointValue(t *testing.T) {
	g, err := reference.LookupGame("mbs-ncb-v6")
	if err != nil {
		t.Fatal(err)
	}
	const n = 4
	for _, c := range []struct {
		r    reference.Readings
		hits int64
	}{
		{reference.Readings{}, 13 * 4 * n * (4*n - 1)},
		{reference.Readings{PairByPointValue: true}, 16*n*(16*n-1) + 9*4*n*(4*n-1)},
		// literal: the same rank, or a Ten with one of the 12n picture cards
		// (either first): 13*4n(4n-1) + 2*4n*12n
		{reference.Readings{PairLiteral: true}, 13*4*n*(4*n-1) + 2*4*n*12*n},
	} {
		s, err := AnalyzeUnder(g, n, c.r)
		if err != nil {
			t.Fatal(err)
		}
		want := big.NewRat(c.hits, 52*n*(52*n-1))
		var got *big.Rat
		for _, w := range s.Wagers {
			if w.Spec.ID != reference.WagerPlayerPair {
				continue
			}
			for _, row := range w.Rows {
				if row.Outcome == OutcomeWin {
					got = new(big.Rat).SetFrac(row.Count, s.Sequences)
				}
			}
		}
		if got == nil || got.Cmp(want) != 0 {
			t.Errorf("readings %v: Player Pair wins with probability %v, want %v", c.r.Names(), got, want)
		}
		if len(s.Readings) != len(c.r.Names()) {
			t.Errorf("sheet readings %v, want %v", s.Readings, c.r.Names())
		}
	}
}
