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

// observesOf returns what the event reads beyond the rank sequence, from
// the one table of what each event reads (reference.EventReads): point
// values, pairs' ranks and Six Stars' ranks are all in the rank sequence.
func observesOf(e reference.Event) (observes, error) {
	r, err := reference.EventReads(e)
	if err != nil {
		return observes{}, err
	}
	if r&(reference.ReadsSuitsP|reference.ReadsSuitsB) != 0 {
		// The walk's classes do not split by suit: refuse, rather than
		// walk Perfect Pair on classes that do not decide it.
		return observes{}, fmt.Errorf("event %s reads the suits of the first two cards: the exhaustive walk does not split its classes by suit", e)
	}
	return observes{
		diamond: r&(reference.ReadsDiamondP|reference.ReadsDiamondB) != 0,
		fire9:   r&reference.ReadsFire9 != 0,
		element: r&reference.ReadsSameElement != 0,
	}, nil
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
