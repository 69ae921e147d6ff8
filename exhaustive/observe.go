package exhaustive

import (
	"fmt"

	"github.com/bacctk/bacctk/reference"
)

// observes is the set of facts beyond the rank sequence that some rule of
// a game reads. The classes of a game split rank sequences by exactly
// these facts; observesOf refuses an event it does not know, so that a new
// rule cannot be walked on classes that do not decide it.
type observes struct {
	// diamond: whether both first two cards of a pair hand are Diamonds
	// (reference preciousCategory: Precious Pair, Electronic 1.1.14,
	// interpretation 3).
	diamond bool
	// fire9: whether both cards of a two-card 9 are Fire
	// (reference.IsFlaming9s: 6 Star 1.1.4, interpretation 6).
	fire9 bool
	// element: whether every dealt card has one element
	// (reference.SameElement: 6 Star 1.1.3 and 3.12, interpretation 7). Fire
	// is told apart from the other elements because Flaming 9's reads it.
	element bool
}

// observesOf returns what the event reads beyond the rank sequence.
func observesOf(e reference.Event) (observes, error) {
	switch e {
	case reference.PlayerWins, reference.PlayerWinsOn1, reference.PlayerWinsOn4,
		reference.BankerWins, reference.BankerWinsOn1, reference.BankerWinsOn4, reference.BankerWinsOn6,
		reference.BankerWinsOn6WithTwoCards, reference.BankerWinsOn6WithThreeCard,
		reference.TieResult, reference.TieOn6, reference.NaturalTie,
		reference.PlayerWinsWithNatural, reference.PlayerWinsBy4, reference.PlayerWinsBy5,
		reference.PlayerWinsBy6, reference.PlayerWinsBy7, reference.PlayerWinsBy8, reference.PlayerWinsBy9,
		reference.BankerWinsWithNatural, reference.BankerWinsBy4, reference.BankerWinsBy5,
		reference.BankerWinsBy6, reference.BankerWinsBy7, reference.BankerWinsBy8, reference.BankerWinsBy9,
		// Winner, totals, card counts, Naturals and margins: point values.
		reference.PlayerPair, reference.BankerPair,
		reference.SingleTigerPair, reference.DoubleTigerPair, reference.TwinTigerPair,
		// Pairs and Tiger Pair categories: ranks of the first two cards.
		reference.TieWithSixStars:
		// Six Stars: ranks of three-card hands.
		return observes{}, nil
	case reference.PlayerWinsWithFlaming9s, reference.BankerWinsWithFlaming9s, reference.TieWithFlaming9s:
		return observes{fire9: true}, nil
	case reference.SameElement4Cards, reference.SameElement5Cards, reference.SameElement6Cards:
		return observes{element: true}, nil
	case reference.PlayerPairOfDiamond4s, reference.PlayerOtherPairOf4s, reference.PlayerDiamondPair, reference.PlayerOtherPair,
		reference.BankerPairOfDiamond4s, reference.BankerOtherPairOf4s, reference.BankerDiamondPair, reference.BankerOtherPair:
		return observes{diamond: true}, nil
	}
	return observes{}, fmt.Errorf("event %q: no coup class decides it (add it to exhaustive/observe.go with what it reads)", e)
}

// gameObserves is the union of what the game's pay rows read.
func gameObserves(g *reference.Game) (observes, error) {
	var o observes
	for _, w := range g.Wagers {
		for _, p := range w.Pays {
			e, err := observesOf(p.Event)
			if err != nil {
				return o, fmt.Errorf("%s wager %s: %w", g.ID, w.ID, err)
			}
			o.diamond = o.diamond || e.diamond
			o.fire9 = o.fire9 || e.fire9
			o.element = o.element || e.element
		}
	}
	if o.diamond && (o.fire9 || o.element) {
		return o, fmt.Errorf("%s reads Diamonds and elements: no deck has both", g.ID)
	}
	return o, nil
}
