package fuzz

import (
	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// WagerSet is the wagers of one request and the table settings they are
// settled under.
type WagerSet struct {
	Wagers []adapter.Wager
	Table  adapter.Table
}

// stressStakes are stakes, in minor units, that make rounding visible:
// odd amounts (1 to 2 and 0.95 to 1 leave fractions), amounts one off a
// multiple of the rounding units, and the largest stake the kit accepts
// (docs/protocol.md "Vocabulary", money; reference.MaxStake keeps stake times 5000 exact).
var stressStakes = []int64{
	1, 2, 3, 5, 7, 9, 11, 19, 21, 39, 49, 99, 101, 199, 999, 1001, 1999, 12345, 99999,
	reference.MaxStake, reference.MaxStake - 1, reference.MaxStake / 7,
}

// roundingUnits are table rounding units, in minor units; 0 means 1.
var roundingUnits = []int64{0, 1, 1, 5, 10, 25, 50, 100, 500, 1000}

// GenStake draws a stake: an ordinary amount, a stress amount, or any
// amount from 1 to MaxStake.
func GenStake(src Source) int64 {
	switch src.Int("stake kind", 0, 3) {
	case 0:
		return int64(src.Int("stake", 1, 100)) * 100
	case 1:
		return stressStakes[src.Int("stress stake", 0, len(stressStakes)-1)]
	case 2:
		return int64(src.Int("small stake", 1, 10_000))
	}
	return 1 + int64(src.Int("any stake", 0, 1<<30))*int64(src.Int("scale", 1, 900))
}

// GenWagers draws a set of the game's wagers: each wager the game offers
// with probability 3/4 (at least one), in table order or shuffled, each
// with its own stake, settled under a drawn rounding unit. Every stake is
// valid (1 to MaxStake); see GenMalformed for invalid ones.
func GenWagers(src Source, g *reference.Game) WagerSet {
	ws := WagerSet{Table: adapter.Table{Rounding: roundingUnits[src.Int("rounding", 0, len(roundingUnits)-1)]}}
	for _, w := range g.Wagers {
		if chance(src, "take "+string(w.ID), 3, 4) {
			ws.Wagers = append(ws.Wagers, adapter.Wager{Wager: string(w.ID), Stake: GenStake(src)})
		}
	}
	if len(ws.Wagers) == 0 {
		w := g.Wagers[src.Int("wager", 0, len(g.Wagers)-1)]
		ws.Wagers = append(ws.Wagers, adapter.Wager{Wager: string(w.ID), Stake: GenStake(src)})
	}
	if chance(src, "shuffle wagers", 1, 4) {
		for i := len(ws.Wagers) - 1; i > 0; i-- {
			j := src.Int("swap", 0, i)
			ws.Wagers[i], ws.Wagers[j] = ws.Wagers[j], ws.Wagers[i]
		}
	}
	return ws
}
