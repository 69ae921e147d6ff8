package fuzz

import (
	"fmt"

	"github.com/bacctk/bacctk/reference"
)

// Shoe is a generated shoe, or the remainder of one: its deck type, its
// number of decks, and its cards in draw order, the cutting card included.
type Shoe struct {
	Deck  reference.DeckType
	Decks int
	Cards []reference.Card
}

// Tokens returns the shoe's cards in the kit's notation, as the wire
// carries them.
func (s Shoe) Tokens() []string { return reference.Tokens(s.Cards) }

// CutAt returns the 0-based position of the cutting card, or -1.
func (s Shoe) CutAt() int {
	for i, c := range s.Cards {
		if c == reference.CutCard {
			return i
		}
	}
	return -1
}

// GoString prints the shoe compactly, so that rapid's log of a failing
// case stays readable.
func (s Shoe) GoString() string {
	return fmt.Sprintf("fuzz.Shoe{%s x%d: %s}", s.Deck, s.Decks, reference.FormatCards(s.Cards))
}

// The cutting card sits at a realistic depth: 14 to 80 cards before the
// end of the shoe (the documents leave the depth to the house; these bound
// what tables use, from about a quarter of a deck to a deck and a half).
const (
	MinCutDepth = 14
	MaxCutDepth = 80
)

// pool is the multiset of cards still in a shoe, kept as a count per
// distinct card in deck order, so that "the k-th remaining card" is a walk
// over at most 65 counts. Drawing the k-th card (rather than shuffling)
// keeps every choice a small integer that rapid can shrink: k = 0 is the
// lowest remaining card in deck order.
type pool struct {
	cards []reference.Card
	count []int
	total int
}

func newPool(d reference.DeckType, decks int) *pool {
	p := &pool{cards: d.Cards()}
	p.count = make([]int, len(p.cards))
	for i := range p.count {
		p.count[i] = decks
	}
	p.total = decks * len(p.cards)
	return p
}

// take removes and returns the k-th remaining card, 0 <= k < total.
func (p *pool) take(k int) reference.Card {
	for i, n := range p.count {
		if k < n {
			p.count[i]--
			p.total--
			return p.cards[i]
		}
		k -= n
	}
	panic("fuzz: pool index out of range") // unreachable: k < total
}

// matching counts the remaining cards that pass keep.
func (p *pool) matching(keep func(reference.Card) bool) int {
	n := 0
	for i, c := range p.cards {
		if keep(c) {
			n += p.count[i]
		}
	}
	return n
}

// takeMatching removes and returns the k-th remaining card among those
// that pass keep, 0 <= k < matching(keep).
func (p *pool) takeMatching(k int, keep func(reference.Card) bool) reference.Card {
	for i, c := range p.cards {
		if !keep(c) {
			continue
		}
		if k < p.count[i] {
			p.count[i]--
			p.total--
			return c
		}
		k -= p.count[i]
	}
	panic("fuzz: pool index out of range") // unreachable: k < matching
}

// put returns a card to the pool.
func (p *pool) put(c reference.Card) {
	for i, x := range p.cards {
		if x == c {
			p.count[i]++
			p.total++
			return
		}
	}
}

// drain appends every remaining card in a drawn order.
func (p *pool) drain(src Source, out []reference.Card) []reference.Card {
	for p.total > 0 {
		out = append(out, p.take(src.Int("card", 0, p.total-1)))
	}
	return out
}

// insertCut puts the cutting card depth cards before the end of cards.
func insertCut(cards []reference.Card, depth int) []reference.Card {
	if depth > len(cards) {
		depth = len(cards)
	}
	at := len(cards) - depth
	cards = append(cards, reference.NoCard)
	copy(cards[at+1:], cards[at:])
	cards[at] = reference.CutCard
	return cards
}

// GenShoe draws a full shoe of the deck type: 4 to 10 decks (rule 2.1),
// every card of every deck exactly once in a drawn order, and the cutting
// card 14 to 80 cards from the end.
func GenShoe(src Source, d reference.DeckType) Shoe {
	decks := src.Int("decks", reference.MinDecks, reference.MaxDecks)
	p := newPool(d, decks)
	cards := p.drain(src, make([]reference.Card, 0, p.total+1))
	cards = insertCut(cards, src.Int("cut depth", MinCutDepth, MaxCutDepth))
	return Shoe{Deck: d, Decks: decks, Cards: cards}
}

// GenPartialShoe draws the remainder of a shoe part-way through: a random
// number of cards (none to all) taken without replacement from the shoe's
// decks, with the cutting card where a full shoe would have it, if it has
// not been passed yet. Its choices shrink to a short remainder.
func GenPartialShoe(src Source, d reference.DeckType) Shoe {
	decks := src.Int("decks", reference.MinDecks, reference.MaxDecks)
	p := newPool(d, decks)
	n := src.Int("remaining", 0, p.total)
	depth := src.Int("cut depth", MinCutDepth, MaxCutDepth)
	cards := make([]reference.Card, 0, n+1)
	for len(cards) < n {
		cards = append(cards, p.take(src.Int("card", 0, p.total-1)))
	}
	if depth < n {
		cards = insertCut(cards, depth)
	}
	return Shoe{Deck: d, Decks: decks, Cards: cards}
}
