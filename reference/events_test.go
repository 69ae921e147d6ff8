package reference

import (
	"math/rand/v2"
	"testing"
)

// TestEventWinner: an event that names a winner holds only on coups with
// that winner, on hundreds of thousands of coups dealt from shuffled shoes
// of both deck types under every reading; and most events that name one
// hold somewhere in the sample, so that the check is not vacuous.
func TestEventWinner(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 13))
	held := map[Event]bool{}
	readings := []Readings{{}}
	for _, x := range Alternatives() {
		readings = append(readings, Readings{}.With(x))
	}
	for _, deck := range []DeckType{Standard52, SixStar65} {
		for n := 0; n < 400; n++ {
			shoe, err := NewShoe(deck, 8, rng, 0)
			if err != nil {
				t.Fatal(err)
			}
			for at := 0; at+6 <= len(shoe); {
				c := Deal(deck, 8, shoe[at:])
				if c.Void != NotVoid || c.CardsUsed == 0 {
					break
				}
				at += c.CardsUsed
				f := FactsOf(&c)
				for _, rd := range readings {
					f.Readings = rd
					for e := Event(1); e < numEvents; e++ {
						w, named := e.Winner()
						if !named || !e.HoldsGiven(&c, &f) {
							continue
						}
						held[e] = true
						if f.Winner != w {
							t.Fatalf("%s holds on %s (winner %s), but Winner says it needs %s", e, FormatCards(shoe[at-c.CardsUsed:at]), f.Winner, w)
						}
					}
				}
			}
		}
	}
	named := 0
	for e := Event(1); e < numEvents; e++ {
		if _, ok := e.Winner(); ok {
			named++
		}
	}
	if len(held) < named*3/4 {
		t.Errorf("only %d of the %d events that name a winner held in the sample", len(held), named)
	}
}

// TestReadsFirstTwoCardsOnly: an event that says it reads only each hand's
// first two cards holds or not alike on every coup with the same first
// two cards, whatever the third cards (and so the totals and the winner);
// and every other event of a pay table is told apart by some coup.
func TestReadsFirstTwoCardsOnly(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 17))
	readings := []Readings{{}}
	for _, x := range Alternatives() {
		readings = append(readings, Readings{}.With(x))
	}
	differs, pairs := map[Event]bool{}, 0
	for _, deck := range []DeckType{Standard52, SixStar65} {
		for n := 0; n < 300; n++ {
			shoe, err := NewShoe(deck, 8, rng, 0)
			if err != nil {
				t.Fatal(err)
			}
			c := Deal(deck, 8, shoe)
			if c.Void != NotVoid {
				continue
			}
			// the same first two cards each, other third cards (drawn or
			// not): another coup the first-two-card events cannot tell apart
			o := c
			o.Player.N, o.Banker.N = 2, 2
			if rng.IntN(2) == 0 {
				o.Player.add(shoe[10])
			}
			if rng.IntN(2) == 0 {
				o.Banker.add(shoe[11])
			}
			fc, fo := FactsOf(&c), FactsOf(&o)
			for _, rd := range readings {
				fc.Readings, fo.Readings = rd, rd
				for e := Event(1); e < numEvents; e++ {
					a, b := e.HoldsGiven(&c, &fc), e.HoldsGiven(&o, &fo)
					if a && e.ReadsFirstTwoCardsOnly() {
						pairs++
					}
					if a != b {
						differs[e] = true
					}
					if a != b && e.ReadsFirstTwoCardsOnly() {
						t.Fatalf("%s reads only the first two cards, but holds %v on %s / %s and %v on %s / %s", e, a,
							FormatCards(c.Player.Slice()), FormatCards(c.Banker.Slice()), b, FormatCards(o.Player.Slice()), FormatCards(o.Banker.Slice()))
					}
				}
			}
		}
	}
	if pairs < 50 || !differs[PlayerWins] {
		t.Fatalf("the sample is too thin: %d first-two-card events held, player-wins told apart %v", pairs, differs[PlayerWins])
	}
	for e := Event(1); e < numEvents; e++ {
		if !e.ReadsFirstTwoCardsOnly() && !differs[e] {
			t.Logf("%s: no sampled coup told it apart from one with other third cards", e)
		}
	}
}
