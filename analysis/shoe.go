package analysis

import (
	"fmt"
	"math/bits"

	"github.com/bacctk/bacctk/internal/draws"
	"github.com/bacctk/bacctk/reference"
)

// seqLen is the length of the ordered card sequences the analysis counts:
// the most cards a coup can use (two hands of at most three cards, rule 3.9
// of every document). Cards a short coup leaves unused are still counted,
// so every coup stands for the same number of sequences whatever its length.
const seqLen = 6

// shoe is a composition of cards being analysed: the distinct cards
// ("kinds") with their number of copies. A full shoe of n decks holds n
// copies of every card of its deck type; tests use small artificial shoes
// (see newShoe) to check the class algorithm against brute force.
type shoe struct {
	deck reference.DeckType
	// dealerDecks is the number of decks given to the reference Dealer. It
	// only bounds the copies of a card the Dealer accepts before calling it
	// an extra card (rule 5.1); every representative sequence is a genuine
	// draw from the composition, so the most copies of any kind is enough.
	dealerDecks int
	kinds       []reference.Card
	counts      []int
	size        int
	// index maps a card to its kind, or -1.
	index [reference.NumCardCodes]int
}

// fullShoe is the shoe of n decks of the deck type (rule 2.1 of every
// document: four to ten decks).
func fullShoe(deck reference.DeckType, n int) (*shoe, error) {
	if err := reference.CheckDecks(n); err != nil {
		return nil, err
	}
	cards := deck.Cards()
	if len(cards) == 0 {
		return nil, fmt.Errorf("unknown deck type %v", deck)
	}
	counts := make(map[reference.Card]int, len(cards))
	for _, c := range cards {
		counts[c] = n
	}
	return newShoe(deck, counts)
}

// newShoe builds a shoe of the given composition. Every card must belong to
// the deck type, and the shoe must hold at least six cards (a coup's
// sequence) and few enough that the number of sequences fits in 64 bits,
// which every full shoe of 4 to 10 decks does (650^6 < 2^63).
func newShoe(deck reference.DeckType, counts map[reference.Card]int) (*shoe, error) {
	s := &shoe{deck: deck}
	for i := range s.index {
		s.index[i] = -1
	}
	// Keep the deck's own order so that results never depend on map order.
	for _, c := range deck.Cards() {
		n, ok := counts[c]
		if !ok || n == 0 {
			continue
		}
		if n < 0 {
			return nil, fmt.Errorf("card %v: %d copies: a count cannot be negative", c, n)
		}
		s.index[c] = len(s.kinds)
		s.kinds = append(s.kinds, c)
		s.counts = append(s.counts, n)
		s.size += n
		s.dealerDecks = max(s.dealerDecks, n)
	}
	for c, n := range counts {
		if !deck.Holds(c) && n != 0 {
			return nil, fmt.Errorf("card %v does not belong to a %v deck", c, deck)
		}
	}
	if s.size < seqLen {
		return nil, fmt.Errorf("a shoe of %d cards is too small: the analysis counts sequences of %d cards", s.size, seqLen)
	}
	if _, ok := s.fallingChecked(s.size, seqLen); !ok {
		return nil, fmt.Errorf("a shoe of %d cards is too large: its %d-card sequences overflow 64 bits", s.size, seqLen)
	}
	return s, nil
}

// fallingChecked returns n(n-1)...(n-k+1) and false if it overflows.
func (s *shoe) fallingChecked(n, k int) (uint64, bool) {
	p := uint64(1)
	for i := 0; i < k; i++ {
		if n-i <= 0 {
			return 0, true
		}
		hi, lo := bits.Mul64(p, uint64(n-i))
		if hi != 0 {
			return 0, false
		}
		p = lo
	}
	return p, true
}

// sequences is the number of ordered six-card sequences of the shoe.
func (s *shoe) sequences() uint64 { return draws.Falling(s.size, seqLen) }

// tail is the number of ways to fill the positions from used to six with
// any cards left after used cards were drawn: the unused positions of a
// coup decided on used cards.
func (s *shoe) tail(used int) uint64 { return draws.Falling(s.size-used, seqLen-used) }

// class is a set of kinds of a shoe: the cards the analysis does not tell
// apart for some group of events.
type class struct {
	name  string
	kinds []int // kind indexes, in the order representatives are taken
	n     int   // copies in the full composition
}

// partition splits the shoe's kinds by key, dropping empty classes, in the
// order of first appearance of each key among the kinds (or of the given
// order when keys is not nil). prefer, if set, moves the kinds it accepts to
// the front of each class, so that representatives are taken from them first.
func (s *shoe) partition(key func(reference.Card) string, prefer func(reference.Card) bool) []class {
	var out []class
	at := map[string]int{}
	for k, c := range s.kinds {
		name := key(c)
		i, ok := at[name]
		if !ok {
			i = len(out)
			at[name] = i
			out = append(out, class{name: name})
		}
		out[i].kinds = append(out[i].kinds, k)
		out[i].n += s.counts[k]
	}
	if prefer != nil {
		for i := range out {
			var first, rest []int
			for _, k := range out[i].kinds {
				if prefer(s.kinds[k]) {
					first = append(first, k)
				} else {
					rest = append(rest, k)
				}
			}
			out[i].kinds = append(first, rest...)
		}
	}
	return out
}

// draw is a shoe being drawn from, card by card, to build representative
// sequences that are genuine draws from the composition (so the reference
// Dealer never sees a card more often than the shoe holds it).
type draw struct {
	left []int
}

func (s *shoe) newDraw() draw { return draw{left: append([]int(nil), s.counts...)} }

// take removes one card of the class and returns it; it returns false when
// the class has no card left.
func (d *draw) take(s *shoe, kinds []int) (reference.Card, bool) {
	for _, k := range kinds {
		if d.left[k] > 0 {
			d.left[k]--
			return s.kinds[k], true
		}
	}
	return reference.NoCard, false
}

// put returns a card taken by take.
func (d *draw) put(s *shoe, c reference.Card) { d.left[s.index[c]]++ }

// any takes one card of any kind, the first in the deck's order.
func (d *draw) any(s *shoe) (reference.Card, bool) {
	for k, n := range d.left {
		if n > 0 {
			d.left[k]--
			return s.kinds[k], true
		}
	}
	return reference.NoCard, false
}
