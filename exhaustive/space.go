package exhaustive

import (
	"fmt"
	"math/big"

	"github.com/bacctk/bacctk/internal/draws"
	"github.com/bacctk/bacctk/reference"
)

// seqLen is the length of the sequences the sample space counts: the most
// cards a coup deals (two hands of at most three cards, rule 3.9).
const seqLen = 6

// Class is one equivalence class of a single coup: a rank sequence through
// the deal tree with the facts of observe.go, represented by Cards[:N].
type Class struct {
	// Cards[:N] is the representative: the cards the coup deals, in draw
	// order, a genuine draw from the shoe.
	Cards [seqLen]reference.Card
	// N is the number of cards the coup deals (4 to 6).
	N int
	// Count is the number of ordered six-card sequences of the shoe in the
	// class; over Space.Sequences it is the class's probability.
	Count uint64
	// Varied[:N] is the class's varied member, when it has one (VariedDealt):
	// the same ranks and read facts as Cards, another suit wherever no rule
	// reads it, a pair of two suits where no rule reads a pair's suits
	// (vary.go).
	Varied [seqLen]reference.Card
	varied bool
}

// Dealt returns the representative's cards.
func (c *Class) Dealt() []reference.Card { return c.Cards[:c.N] }

// VariedDealt returns the varied member's cards, or nil when every suit of
// the class is read by some rule (6 Star's all Fire).
func (c *Class) VariedDealt() []reference.Card {
	if !c.varied {
		return nil
	}
	return c.Varied[:c.N]
}

// Space is the classes of one game on a full shoe of Decks decks.
type Space struct {
	Game  *reference.Game
	Decks int
	// Sequences is the number of ordered six-card sequences of the shoe,
	// the sum of every class's Count.
	Sequences uint64

	obs       observes
	size      int                     // cards in the shoe
	ranks     []reference.Rank        // the deck's ranks
	kinds     [][]reference.Card      // cards of each rank, in the deck's order
	split     reference.Suit          // Diamonds or Fire: the suit of the split, if any
	suits     []reference.Suit        // the deck's suits
	deckSuits suitMask                // the same, as a mask
	rankN     [reference.King + 1]int // copies of each rank in the shoe
}

// New returns the class space of the game for a shoe of decks decks (4 to
// 10, rule 2.1). It fails on a game with an event the table of what each event reads
// (reference.EventReads) does not know.
func New(g *reference.Game, decks int) (*Space, error) {
	if err := reference.CheckDecks(decks); err != nil {
		return nil, err
	}
	obs, err := gameObserves(g)
	if err != nil {
		return nil, err
	}
	s := &Space{Game: g, Decks: decks, obs: obs, suits: g.Deck.Suits(), split: reference.Diamonds}
	if obs.fire9 || obs.element {
		s.split = reference.Fire
	}
	byRank := map[reference.Rank][]reference.Card{}
	for _, c := range g.Deck.Cards() {
		if _, ok := byRank[c.Rank()]; !ok {
			s.ranks = append(s.ranks, c.Rank())
		}
		byRank[c.Rank()] = append(byRank[c.Rank()], c)
		s.rankN[c.Rank()] += decks
		s.size += decks
	}
	for _, r := range s.ranks {
		s.kinds = append(s.kinds, byRank[r])
	}
	for _, su := range s.suits {
		s.deckSuits |= maskOf(su)
	}
	s.Sequences = draws.Falling(s.size, seqLen)
	return s, nil
}

// Probability returns the class's exact probability.
func (s *Space) Probability(c *Class) *big.Rat {
	return new(big.Rat).SetFrac(new(big.Int).SetUint64(c.Count), new(big.Int).SetUint64(s.Sequences))
}

// Walk calls fn with every class, in a fixed order (the deal tree in the
// deck's rank order, then the split classes of each leaf). The Class is
// reused between calls: copy it to keep it. An error from fn stops the walk
// and is returned.
func (s *Space) Walk(fn func(*Class) error) error { return s.WalkPart(0, 1, fn) }

// WalkPart walks part of the classes: those whose first card's rank is the
// i-th of the deck with i%of == part, in Walk's order. The parts 0 to of-1
// together are the classes of Walk, each once: callers walk them in
// parallel.
func (s *Space) WalkPart(part, of int, fn func(*Class) error) error {
	if of < 1 || part < 0 || part >= of {
		return fmt.Errorf("part %d of %d: want 0 <= part < of", part, of)
	}
	w := &walker{s: s, fn: fn, part: part, of: of}
	w.node(0)
	return w.err
}

// walker is one walk of the deal tree.
type walker struct {
	s      *Space
	fn     func(*Class) error
	tokens [seqLen]reference.Card
	ri     [seqLen]int                    // rank index of each position
	used   [reference.NumCardCodes]uint16 // copies drawn of each card
	class  Class
	err    error
	// part and of select the subtrees of the first card (WalkPart).
	part, of int
	rep      repSearch // represent's search (represent.go)
}

// node visits the rank sequence of the first k positions: the reference
// deal of the representative prefix either runs out of cards (the coup
// needs another card: extend) or is a complete coup of k cards (a leaf).
func (w *walker) node(k int) {
	if w.err != nil {
		return
	}
	s := w.s
	c := reference.Deal(s.Game.Deck, s.Decks, w.tokens[:k])
	if c.Void == reference.InsufficientCards {
		if k == seqLen {
			w.err = fmt.Errorf("the reference deal wants a seventh card after %s", reference.FormatCards(w.tokens[:k]))
			return
		}
		for i := range s.ranks {
			if k == 0 && i%w.of != w.part {
				continue
			}
			card, ok := w.take(i, 0)
			if !ok {
				continue
			}
			w.tokens[k], w.ri[k] = card, i
			w.node(k + 1)
			w.used[card]--
		}
		return
	}
	if c.Void != reference.NotVoid || c.CardsUsed != k {
		w.err = fmt.Errorf("the reference deal of %s is %v after %d of %d cards, want a complete coup", reference.FormatCards(w.tokens[:k]), c.Void, c.CardsUsed, k)
		return
	}
	w.leaf(k, &c)
}

// take draws the first card of rank index i, in the deck's order, whose suit
// is in mask (0: any) and of which a copy is left.
func (w *walker) take(i int, mask suitMask) (reference.Card, bool) {
	for _, c := range w.s.kinds[i] {
		if mask != 0 && !mask.has(c.Suit()) {
			continue
		}
		if int(w.used[c]) < w.s.Decks {
			w.used[c]++
			return c, true
		}
	}
	return reference.NoCard, false
}
