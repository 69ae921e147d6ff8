package independent

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/reference"
)

// TestEventsAgreeWithReference: this engine's conditions of the events
// of the vocabulary (events.go, variants.go), which a game file's rows pay
// on, and the reference's events of the same ids hold on the same coups,
// over shuffled 8-deck shoes of both deck types and over coups dealt from
// a few ranks and suits, where pairs, identical pairs and three-card
// totals are common. Every event the reference has must be here, and
// every one that can hold must hold in the sample. (The order of a pay
// table's rows hides a condition that holds too often, "wins by 9" on a
// natural: only the events one by one show it.)
func TestEventsAgreeWithReference(t *testing.T) {
	type pairOf struct {
		ref  reference.Event
		cond cond
	}
	var checks []pairOf
	for id, c := range eventConds {
		e, ok := reference.ParseEvent(id)
		if !ok {
			t.Fatalf("%s: the reference has no such event", id)
		}
		checks = append(checks, pairOf{e, c})
	}
	for _, e := range reference.Events() {
		if _, ok := eventConds[e.String()]; !ok {
			t.Errorf("%s: not in eventConds: a game file paying on it cannot be played here", e)
		}
	}
	rng := rngFor(testSeed(t), "variants")
	held := map[reference.Event]int{}
	coups := 0
	deal := func(deck reference.DeckType, fam family, cards []reference.Card) {
		toks, perr := parseTokens(strings.Fields(reference.FormatCards(cards)))
		if perr != nil {
			t.Fatal(perr)
		}
		f := &faults{}
		d := dealer{toks: toks, fam: fam, decks: 8, f: f}
		r := d.deal()
		c := reference.Deal(deck, 8, cards)
		if (r.void != "") != (c.Void != reference.NotVoid) {
			t.Fatalf("%s: void %q here, %v in the reference", reference.FormatCards(cards), r.void, c.Void)
		}
		if r.void != "" {
			return
		}
		coups++
		o := newOutcome(&r, f)
		for _, x := range checks {
			got, want := x.cond(o), x.ref.Holds(&c)
			if got != want {
				t.Fatalf("%s on %s: %v here, %v in the reference", x.ref, reference.FormatCards(cards), got, want)
			}
			if want {
				held[x.ref]++
			}
		}
	}
	for _, dk := range []struct {
		deck reference.DeckType
		fam  family
	}{{reference.Standard52, standard}, {reference.SixStar65, star}} {
		all := dk.deck.Cards()
		for n := 0; n < 150; n++ {
			shoe, err := reference.NewShoe(dk.deck, 8, rand.New(rand.NewPCG(rng.Uint64(), 1)), 0)
			if err != nil {
				t.Fatal(err)
			}
			for at := 0; at+6 <= len(shoe); {
				c := reference.Deal(dk.deck, 8, shoe[at:])
				if c.CardsUsed == 0 {
					break
				}
				deal(dk.deck, dk.fam, shoe[at:at+6])
				at += c.CardsUsed
			}
		}
		// A few cards, up to eight copies each: the rare events.
		for n := 0; n < 100_000; n++ {
			palette := make([]reference.Card, 1+rng.IntN(4))
			for i := range palette {
				palette[i] = all[rng.IntN(len(all))]
			}
			var cards []reference.Card
			copies := map[reference.Card]int{}
			for len(cards) < 6 {
				c := palette[rng.IntN(len(palette))]
				if copies[c] < 8 {
					copies[c]++
					cards = append(cards, c)
				} else {
					palette = append(palette, all[rng.IntN(len(all))])
				}
			}
			deal(dk.deck, dk.fam, cards)
		}
	}
	for _, x := range checks {
		never := neverHolds(x.ref)
		if held[x.ref] == 0 && !never {
			t.Errorf("%s never held in %d coups: the check says nothing of it", x.ref, coups)
		}
		if held[x.ref] > 0 && never {
			t.Errorf("%s held %d times, but a hand cannot win with it", x.ref, held[x.ref])
		}
	}
	t.Logf("%d coups, %d events", coups, len(checks))
}

// neverHolds names the seven members of the WinsWith family that no coup
// can satisfy (reference.WinsWith): a Player winning on two cards totalling
// 1 to 5, a Banker on two cards totalling 1 or 2.
func neverHolds(e reference.Event) bool {
	for total := 1; total <= 5; total++ {
		if x, _ := reference.WinsWith(reference.PlayerWin, 2, total); x == e {
			return true
		}
	}
	for total := 1; total <= 2; total++ {
		if x, _ := reference.WinsWith(reference.BankerWin, 2, total); x == e {
			return true
		}
	}
	return false
}
