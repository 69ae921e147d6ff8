package reference

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestCardNotationRoundTrip(t *testing.T) {
	for _, d := range []DeckType{Standard52, SixStar65} {
		seen := map[string]bool{}
		for _, c := range d.Cards() {
			tok := c.String()
			if seen[tok] {
				t.Errorf("%v: token %s printed twice", d, tok)
			}
			seen[tok] = true
			back, err := ParseCard(tok)
			if err != nil || back != c {
				t.Errorf("%v: ParseCard(%q) = %v, %v; want %v", d, tok, back, err, c)
			}
			if !d.Holds(c) {
				t.Errorf("%v does not hold its own card %s", d, tok)
			}
		}
		if len(seen) != d.Size() {
			t.Errorf("%v: %d distinct cards, want %d (rule 2.1)", d, len(seen), d.Size())
		}
	}
}

func TestCardNotationExamples(t *testing.T) {
	for tok, want := range map[string]Card{
		"AS": NewCard(Ace, Spades), "TD": NewCard(Ten, Diamonds), "10D": NewCard(Ten, Diamonds),
		"KH": NewCard(King, Hearts), "9Fi": NewCard(Nine, Fire), "LWa": NewCard(Luk, Water),
		"SGo": NewCard(Sau, Gold), "FEa": NewCard(Fuk, Earth), "TWo": NewCard(Ten, Wood), "CUT": CutCard,
	} {
		got, err := ParseCard(tok)
		if err != nil || got != want {
			t.Errorf("ParseCard(%q) = %v, %v; want %v", tok, got, err, want)
		}
	}
	if NewCard(Ten, Diamonds).String() != "TD" {
		t.Errorf("a ten prints as %s, want TD", NewCard(Ten, Diamonds))
	}
}

func TestParseErrorsNamePosition(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"AS KH XX", "card 3: \"XX\" is not a card"},
		{"as", "card 1: \"as\" is not a card"},
		{"AS, 10H, 1S", "card 3: \"1S\" is not a card"},
		{"JFi", "card 1: \"JFi\" is not a card"}, // no Jacks in the 6 Star deck
		{"SS", "card 1: \"SS\" is not a card"},   // a Star needs an element
		{"cut", "card 1: \"cut\" is not a card"},
	} {
		_, err := ParseCards(tc.in)
		var te *TokenError
		if err == nil || !errors.As(err, &te) || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("ParseCards(%q): got %v, want an error starting %q", tc.in, err, tc.want)
		}
	}
}

// TestPointValues checks rule 3.3 of every document: Ace 1, Two to Nine face
// value, Ten and picture cards (and the 6 Star Stars) zero.
func TestPointValues(t *testing.T) {
	want := map[string]int{"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "T": 0, "J": 0, "Q": 0, "K": 0, "S": 0, "L": 0, "F": 0}
	for _, d := range []DeckType{Standard52, SixStar65} {
		for _, c := range d.Cards() {
			r := c.String()[:1]
			if c.Value() != want[r] {
				t.Errorf("rule 3.3: %s has value %d, want %d", c, c.Value(), want[r])
			}
		}
	}
}

func TestNewShoe(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, d := range []DeckType{Standard52, SixStar65} {
		for n := MinDecks; n <= MaxDecks; n++ {
			shoe, err := NewShoe(d, n, rng, 20)
			if err != nil {
				t.Fatal(err)
			}
			if len(shoe) != n*d.Size()+1 || shoe[len(shoe)-21] != CutCard {
				t.Fatalf("%v x%d: %d cards, cut at %d", d, n, len(shoe), len(shoe)-21)
			}
			counts := map[Card]int{}
			for _, c := range shoe {
				counts[c]++
			}
			for _, c := range d.Cards() {
				if counts[c] != n {
					t.Fatalf("%v x%d: %d copies of %s", d, n, counts[c], c)
				}
			}
			if err := CheckShoe(d, n, shoe); err != nil {
				t.Fatal(err)
			}
		}
		for _, n := range []int{3, 11} {
			if _, err := NewShoe(d, n, rng, 0); err == nil || !strings.Contains(err.Error(), "rule 2.1") {
				t.Errorf("rule 2.1: %d decks gave %v", n, err)
			}
		}
	}
}
