package reference

import (
	"fmt"
	"strings"
)

// Rank is the rank of a card. Standard decks use Ace to King; 6 Star decks use
// Ace to Ten and the three Stars Sau, Luk and Fuk, which share the numbers of
// Jack, Queen and King (a card's suit family tells them apart).
type Rank uint8

// The ranks. Sau, Luk and Fuk are the 6 Star "Stars" (6 Star rule 1.1.12).
const (
	Ace   Rank = 1
	Two   Rank = 2
	Three Rank = 3
	Four  Rank = 4
	Five  Rank = 5
	Six   Rank = 6
	Seven Rank = 7
	Eight Rank = 8
	Nine  Rank = 9
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
	Sau   Rank = 11
	Luk   Rank = 12
	Fuk   Rank = 13
)

// Suit is a standard suit or a 6 Star element (6 Star rule 1.1.2 calls the
// element "the suit of each card").
type Suit uint8

// The four standard suits, then the five elements of the 6 Star deck.
const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
	Fire
	Gold
	Earth
	Wood
	Water
	numSuits
)

// Deck returns the deck type a suit belongs to.
func (s Suit) Deck() DeckType {
	if s >= Fire {
		return SixStar65
	}
	return Standard52
}

var suitTokens = [numSuits]string{"S", "H", "D", "C", "Fi", "Go", "Ea", "Wo", "Wa"}
var suitNames = [numSuits]string{"Spades", "Hearts", "Diamonds", "Clubs", "Fire", "Gold", "Earth", "Wood", "Water"}

// String returns the suit's name ("Spades", "Fire").
func (s Suit) String() string {
	if s < numSuits {
		return suitNames[s]
	}
	return fmt.Sprintf("Suit(%d)", s)
}

// Card is one playing card, or the cutting card. It packs the suit in the
// high nibble and the rank in the low one, so that a card is a single byte,
// a valid array index, and comparable with ==.
type Card uint8

// CutCard is the cutting card, written CUT. It is not a playing card.
const CutCard Card = 0xF0

// NoCard is the zero Card: not a card. It never comes out of parsing.
const NoCard Card = 0

// NumCardCodes bounds the byte value of every playing card, so that
// [NumCardCodes]T arrays can be indexed by Card.
const NumCardCodes = int(numSuits) << 4

// NewCard returns the card of the given rank and suit.
func NewCard(r Rank, s Suit) Card { return Card(uint8(s)<<4 | uint8(r)) }

// Rank returns the card's rank.
func (c Card) Rank() Rank { return Rank(c & 0x0F) }

// Suit returns the card's suit or element.
func (c Card) Suit() Suit { return Suit(c >> 4) }

// IsCut reports whether c is the cutting card.
func (c Card) IsCut() bool { return c == CutCard }

// Valid reports whether c is a playing card of either deck type: a standard
// card of rank Ace to King, or a 6 Star card of rank Ace to Ten or a Star.
func (c Card) Valid() bool {
	r, s := c.Rank(), c.Suit()
	return s < numSuits && r >= Ace && r <= King
}

// Deck returns the deck type the card belongs to.
func (c Card) Deck() DeckType { return c.Suit().Deck() }

// pointValues maps a rank to its point value: Ace 1, Two to Nine their face
// value, Ten and every picture card (Jack, Queen, King, Sau, Luk, Fuk) zero.
// Rules 3.3.1 and 3.3.2 of every document.
var pointValues = [16]uint8{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 0, 0}

// Value returns the card's point value (rule 3.3).
func (c Card) Value() int { return int(pointValues[c&0x0F]) }

// IsStar reports whether c is a 6 Star picture card: Sau, Luk or Fuk
// (6 Star rule 1.1.12).
func (c Card) IsStar() bool { return c.Suit() >= Fire && c.Rank() >= Sau && c.Rank() <= Fuk }

var standardRankTokens = [14]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"}
var sixStarRankTokens = [14]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "S", "L", "F"}

// cardTokens holds the printed token of every card, so that printing a card
// never allocates.
var cardTokens = func() (t [256]string) {
	for i := range t {
		c := Card(i)
		switch {
		case c == CutCard:
			t[i] = "CUT"
		case !c.Valid():
			t[i] = fmt.Sprintf("?%02x", i)
		case c.Suit() >= Fire:
			t[i] = sixStarRankTokens[c.Rank()] + suitTokens[c.Suit()]
		default:
			t[i] = standardRankTokens[c.Rank()] + suitTokens[c.Suit()]
		}
	}
	return t
}()

// String returns the card in the kit's notation (docs/protocol.md "Vocabulary"
// (cards)): "AS", "TD", "9Fi", "LWa", or "CUT".
func (c Card) String() string { return cardTokens[c] }

// tokenCards maps every accepted token to its card.
var tokenCards = func() map[string]Card {
	m := map[string]Card{"CUT": CutCard}
	for s := Spades; s < numSuits; s++ {
		for r := Ace; r <= King; r++ {
			c := NewCard(r, s)
			m[c.String()] = c
		}
	}
	for s := Spades; s <= Clubs; s++ {
		m["10"+suitTokens[s]] = NewCard(Ten, s)
	}
	return m
}()

// ParseCard parses one token of the kit's card notation. "10" is accepted for
// "T" on standard cards.
func ParseCard(token string) (Card, error) {
	if c, ok := tokenCards[token]; ok {
		return c, nil
	}
	return NoCard, fmt.Errorf("%q is not a card: want a rank A 2-9 T J Q K and a suit S H D C (e.g. \"TD\"), a rank A 2-9 T S L F and an element Fi Go Ea Wo Wa (e.g. \"9Fi\"), or CUT", token)
}

// TokenError is a bad token in a sequence of cards, with its position.
type TokenError struct {
	Position int // 1-based position of the token in the sequence
	Token    string
	Err      error
}

func (e *TokenError) Error() string {
	return fmt.Sprintf("card %d: %v", e.Position, e.Err)
}

func (e *TokenError) Unwrap() error { return e.Err }

// ParseCards parses a sequence of tokens separated by white space or commas,
// in draw order. An unknown token is a *TokenError naming its 1-based
// position. A well-formed card of the other deck type is not an error here:
// it is a foreign card, which voids the round in which it is dealt (rule
// 5.1).
func ParseCards(s string) ([]Card, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r' })
	return ParseTokens(fields)
}

// ParseTokens parses tokens already split, in draw order; see ParseCards.
func ParseTokens(tokens []string) ([]Card, error) {
	cards := make([]Card, len(tokens))
	for i, t := range tokens {
		c, err := ParseCard(t)
		if err != nil {
			return nil, &TokenError{Position: i + 1, Token: t, Err: err}
		}
		cards[i] = c
	}
	return cards, nil
}

// FormatCards prints cards in the kit's notation, separated by spaces.
func FormatCards(cards []Card) string {
	var b strings.Builder
	for i, c := range cards {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// Tokens returns the printed token of each card.
func Tokens(cards []Card) []string {
	t := make([]string, len(cards))
	for i, c := range cards {
		t[i] = c.String()
	}
	return t
}
