package analysis

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/bacctk/bacctk/reference"
)

// TestMonteCarlo deals coups from shuffled 8-deck shoes and checks that the
// frequency of several rows, suit- and element-dependent ones included,
// falls within 5 standard deviations of the exact probability. The seed is
// logged and replayed with BACCTK_ANALYSIS_SEED.
//
// Each coup is dealt from six consecutive cards of a freshly shuffled shoe
// (the shoe is cut into windows of six). Any six consecutive cards of a
// uniformly shuffled shoe are distributed as its first six, so each window
// is a draw from the analysis's sample space; windows of one shoe are
// slightly negatively correlated, which only narrows the spread, so the
// binomial bound stays valid.
func TestMonteCarlo(t *testing.T) {
	seed := testSeed(t)
	t.Logf("seed %d (replay with BACCTK_ANALYSIS_SEED=%d)", seed, seed)
	rng := rand.New(rand.NewPCG(seed, 0x3c0ffee))
	coups := 600_000
	if testing.Short() {
		coups = 150_000
	}
	type check struct {
		wager reference.WagerID
		event reference.Event
	}
	cases := []struct {
		game   reference.GameID
		checks []check
	}{
		{"mbs-etg-v4-fortune-six-ncb", []check{
			{reference.WagerBanker, reference.BankerWins},
			{reference.WagerBanker, reference.BankerWinsOn6},
			{reference.WagerTie, reference.TieResult},
			{reference.WagerPlayerDragonBonus, reference.PlayerWinsBy9},
			{reference.WagerBankerDragonBonus, reference.NaturalTie},
			{reference.WagerPlayerPair, reference.PlayerPair},
			// Suit-dependent: Diamonds.
			{reference.WagerPlayerPreciousPair, reference.PlayerDiamondPair},
			{reference.WagerBankerPreciousPair, reference.BankerOtherPairOf4s},
		}},
		{"mbs-etg-v4-tiger", []check{
			{reference.WagerTigerPair, reference.SingleTigerPair},
			{reference.WagerTigerPair, reference.DoubleTigerPair},
			{reference.WagerBigTiger, reference.BankerWinsOn6WithThreeCard},
			{reference.WagerTigerTie, reference.TieOn6},
		}},
		{"mbs-6star-ncb-2017", []check{
			// Element-dependent.
			{reference.WagerPlayer, reference.PlayerWinsWithFlaming9s},
			{reference.WagerBanker, reference.BankerWinsWithFlaming9s},
			{reference.WagerElementBonus, reference.SameElement4Cards},
			{reference.WagerElementBonus, reference.SameElement5Cards},
			{reference.WagerPlayerPair, reference.PlayerPair},
			{reference.WagerFortuneSix, reference.BankerWinsOn6WithTwoCards},
		}},
	}
	for _, c := range cases {
		sheet := sheetOf(t, c.game, 8)
		g := sheet.Game
		var wagers []reference.Wager
		for _, ch := range c.checks {
			wagers = append(wagers, reference.Wager{ID: ch.wager, Stake: 100})
		}
		hits := make([]int, len(c.checks))
		dealt := 0
		for dealt < coups {
			shoe, err := reference.NewShoe(g.Deck, 8, rng, 0)
			if err != nil {
				t.Fatal(err)
			}
			for at := 0; at+seqLen <= len(shoe) && dealt < coups; at += seqLen {
				coup := reference.Deal(g.Deck, 8, shoe[at:at+seqLen])
				set, err := g.Settle(&coup, wagers, reference.TableSettings{}, nil)
				if err != nil {
					t.Fatal(err)
				}
				for i, s := range set {
					if s.Result != reference.Lose && s.Event == c.checks[i].event {
						hits[i]++
					}
				}
				dealt++
			}
		}
		for i, ch := range c.checks {
			row := wagerOf(t, sheet, ch.wager).Row(ch.event)
			if row == nil {
				t.Fatalf("%s %s has no row %s", c.game, ch.wager, ch.event)
			}
			p, _ := row.Probability.Float64()
			sigma := math.Sqrt(p * (1 - p) / float64(coups))
			freq := float64(hits[i]) / float64(coups)
			z := (freq - p) / sigma
			msg := fmt.Sprintf("%s %s %s: %d in %d coups, frequency %.6f, exact %.6f, z = %+.2f", c.game, ch.wager, ch.event, hits[i], coups, freq, p, z)
			if hits[i] == 0 || math.Abs(z) > 5 {
				t.Errorf("%s: outside 5 sigma (seed %d)", msg, seed)
			} else {
				t.Log(msg)
			}
		}
	}
}
