package reference

import (
	"fmt"
	"math/rand/v2"
)

// DeckType is the composition of one deck.
type DeckType uint8

// The two deck types of the five documents.
const (
	// Standard52 is a 52-card deck without jokers: Ace to King in Spades,
	// Hearts, Diamonds and Clubs (rule 2.1 of the No Commission, Tiger, Tiger
	// No Commission and Electronic documents).
	Standard52 DeckType = 1
	// SixStar65 is the 65-card 6 Star deck: Ace to Ten, Sau, Luk and Fuk in
	// each of the five elements Fire, Gold, Earth, Wood and Water (6 Star
	// rules 1.1.2, 1.1.12, 2.1).
	SixStar65 DeckType = 2
)

// String returns "standard-52" or "six-star-65".
func (d DeckType) String() string {
	switch d {
	case Standard52:
		return "standard-52"
	case SixStar65:
		return "six-star-65"
	}
	return fmt.Sprintf("DeckType(%d)", d)
}

// Size returns the number of cards in one deck of this type.
func (d DeckType) Size() int {
	switch d {
	case Standard52:
		return 52
	case SixStar65:
		return 65
	}
	return 0
}

// Suits returns the suits (or elements) of the deck type.
func (d DeckType) Suits() []Suit {
	switch d {
	case Standard52:
		return []Suit{Spades, Hearts, Diamonds, Clubs}
	case SixStar65:
		return []Suit{Fire, Gold, Earth, Wood, Water}
	}
	return nil
}

// Cards returns one deck of this type, in a fixed order (suit by suit, Ace
// first). Every distinct card of the deck type appears exactly once.
func (d DeckType) Cards() []Card {
	var deck []Card
	for _, s := range d.Suits() {
		for r := Ace; r <= King; r++ {
			deck = append(deck, NewCard(r, s))
		}
	}
	return deck
}

// PlainRound returns six card tokens that make a complete round in a deck
// of this type: what the kit deals when it only needs some round played
// (asking whether an engine offers a wager, say), not a particular one.
func (d DeckType) PlainRound() []string {
	if d == SixStar65 {
		return []string{"2Fi", "3Go", "4Ea", "5Wo", "6Wa", "7Fi"}
	}
	return []string{"2S", "3H", "4D", "5C", "6S", "7H"}
}

// Holds reports whether c is a card of this deck type. A card that is not is
// a foreign card (rule 5.1).
func (d DeckType) Holds(c Card) bool { return c.Valid() && c.Deck() == d }

// The number of decks in a shoe: four to ten (rule 2.1 of every document).
const (
	MinDecks = 4
	MaxDecks = 10
)

// CheckDecks returns an error unless n is a number of decks the rules allow
// (rule 2.1: four to ten).
func CheckDecks(n int) error {
	if n < MinDecks || n > MaxDecks {
		return fmt.Errorf("a shoe holds %d to %d decks (rule 2.1), not %d", MinDecks, MaxDecks, n)
	}
	return nil
}

// NewShoe returns the cards of a full shoe of n decks of type d, shuffled by
// rng, with the cutting card inserted cutDepth cards before the end (a
// cutDepth of 0 or less leaves the cutting card out). It refuses a number of
// decks outside 4 to 10 (rule 2.1).
func NewShoe(d DeckType, n int, rng *rand.Rand, cutDepth int) ([]Card, error) {
	if err := CheckDecks(n); err != nil {
		return nil, err
	}
	if d != Standard52 && d != SixStar65 {
		return nil, fmt.Errorf("unknown deck type %v", d)
	}
	one := d.Cards()
	shoe := make([]Card, 0, n*len(one)+1)
	for i := 0; i < n; i++ {
		shoe = append(shoe, one...)
	}
	if rng != nil {
		rng.Shuffle(len(shoe), func(i, j int) { shoe[i], shoe[j] = shoe[j], shoe[i] })
	}
	if cutDepth > 0 {
		if cutDepth > len(shoe) {
			return nil, fmt.Errorf("cutting card depth %d is deeper than the shoe's %d cards", cutDepth, len(shoe))
		}
		at := len(shoe) - cutDepth
		shoe = append(shoe, NoCard)
		copy(shoe[at+1:], shoe[at:])
		shoe[at] = CutCard
	}
	return shoe, nil
}

// CheckShoe checks a sequence of tokens as a shoe (or the remainder of one)
// of n decks of type d: the number of decks is allowed and the cutting card
// appears at most once. Foreign and extra cards are not errors here: they
// void the round in which they are dealt (rule 5.1; see Dealer).
func CheckShoe(d DeckType, n int, cards []Card) error {
	if err := CheckDecks(n); err != nil {
		return err
	}
	cut := 0
	for i, c := range cards {
		if c == CutCard {
			if cut > 0 {
				return &TokenError{Position: i + 1, Token: "CUT", Err: fmt.Errorf("a second cutting card (the first is card %d): a shoe has one", cut)}
			}
			cut = i + 1
		} else if !c.Valid() {
			return &TokenError{Position: i + 1, Token: c.String(), Err: fmt.Errorf("not a card")}
		}
	}
	return nil
}
