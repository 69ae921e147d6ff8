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
