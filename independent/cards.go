package independent

import (
	"github.com/bacctk/bacctk/adapter"
)

// family tells the two deck types apart: standard 52-card decks and the
// 65-card decks of 6 Star No Commission Baccarat (6 Star rule 2.1).
type family uint8

const (
	standard family = iota
	star
)

// standardRanks and starRanks list the rank symbols of each family in the
// contract's notation; a card's rank index is its position here.
const (
	standardRanks = "A23456789TJQK"
	starRanks     = "A23456789TSLF"
)

// standardSuits are the four suits of the contract's notation, one letter each.
const standardSuits = "SHDC"

// starElements are the five elements of the 6 Star deck (6 Star rule 1.1.2).
var starElements = [5]string{"Fi", "Go", "Ea", "Wo", "Wa"}

// Element indexes of note.
const (
	elementFire = 0 // 6 Star rule 1.1.4: Flaming 9's are two Fire cards
	suitDiamond = 2 // Electronic rule 1.1.14: Precious Pair favours Diamonds
)

// Rank indexes of note, the same in both families.
const (
	rankFour = 3
	rankSau  = 10 // 6 Star rule 1.1.12: the Stars Sau, Luk and Fuk
	rankLuk  = 11
	rankFuk  = 12
)

// slots is the number of distinct cards of both families together: 13 ranks
// in 4 suits and 13 ranks in 5 elements. A card's slot indexes the per-card
// counts kept for the extra-card check (rule 5.1, interpretation 13).
const slots = 13*4 + 13*5

// card is one parsed card token. The zero value is never a valid card.
type card struct {
	fam  family
	rank uint8 // index in standardRanks or starRanks
	suit uint8 // index in standardSuits or starElements
}

// point is the card's point value: Ace 1, Two to Nine their face value, Ten
// and every picture card (J Q K, or the Stars S L F) zero (rule 3.3 of every
// document). Rank index i is the rank i+1 for A..9, and 9..12 are the
// zero-valued ranks.
func (c card) point() int {
	if c.rank < 9 {
		return int(c.rank) + 1
	}
	return 0
}

// slot is the card's index among all distinct cards of both families.
func (c card) slot() int {
	if c.fam == standard {
		return int(c.rank)*4 + int(c.suit)
	}
	return 52 + int(c.rank)*5 + int(c.suit)
}

// String is the card's canonical token: always "T" for a ten.
func (c card) String() string { return canonical[c.slot()] }

// canonical holds every card's token, so that printing a hand allocates nothing.
var canonical = func() (out [slots]string) {
	for r := range standardRanks {
		for u := range standardSuits {
			c := card{fam: standard, rank: uint8(r), suit: uint8(u)}
			out[c.slot()] = string([]byte{standardRanks[r], standardSuits[u]})
		}
	}
	for r := range starRanks {
		for e, name := range starElements {
			c := card{fam: star, rank: uint8(r), suit: uint8(e)}
			out[c.slot()] = string(starRanks[r]) + name
		}
	}
	return out
}()

// token is one parsed input token: a card or the cutting card.
type token struct {
	cut bool
	c   card
}

// parseToken reads one token of the contract's card notation. It accepts
// both families whatever the game: whether a well-formed card belongs to the
// game's deck is decided when it is dealt (rule 5.1, interpretation 13).
// "10" is accepted for the rank T of standard cards only: the contract
// allows it in its notation of 52-card decks, not of 6 Star decks.
func parseToken(s string) (token, bool) {
	if s == "CUT" {
		return token{cut: true}, true
	}
	rank, rest := s, ""
	switch {
	case len(s) == 3 && s[0] == '1' && s[1] == '0':
		rank, rest = "T", s[2:]
	case len(s) >= 2:
		rank, rest = s[:1], s[1:]
	default:
		return token{}, false
	}
	switch len(rest) {
	case 1:
		r := indexByte(standardRanks, rank[0])
		u := indexByte(standardSuits, rest[0])
		if r < 0 || u < 0 {
			return token{}, false
		}
		return token{c: card{fam: standard, rank: uint8(r), suit: uint8(u)}}, true
	case 2:
		r := indexByte(starRanks, rank[0])
		if r < 0 {
			return token{}, false
		}
		for e, name := range starElements {
			if rest == name {
				return token{c: card{fam: star, rank: uint8(r), suit: uint8(e)}}, true
			}
		}
	}
	return token{}, false
}

func indexByte(s string, b byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}

// parseTokens reads a whole request's tokens. An unknown token, or a second
// cutting card, is refused with its 1-based position: a shoe holds one
// cutting card, so a second one is malformed input rather than a dealt card.
func parseTokens(in []string) ([]token, *adapter.Error) {
	out := make([]token, len(in))
	cutAt := 0
	for i, s := range in {
		t, ok := parseToken(s)
		if !ok {
			return nil, adapter.Invalid("card %d: unknown token %q: want a card such as AS, TD, 10H, 9Fi, LWa, or CUT", i+1, s)
		}
		if t.cut {
			if cutAt != 0 {
				return nil, adapter.Invalid("card %d: second cutting card CUT (the first is card %d); a shoe has one", i+1, cutAt)
			}
			cutAt = i + 1
		}
		out[i] = t
	}
	return out, nil
}
