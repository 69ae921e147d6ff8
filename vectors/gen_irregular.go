package vectors

import (
	"fmt"

	"github.com/bacctk/bacctk/reference"
)

// This file generates the rounds that do not go as dealt: void rounds
// (insufficient, foreign and extra cards: rules 5.1 and 5.5 or 5.3;
// interpretations 13 and 15) and the cutting card inside a round (Tiger v2
// 3.22, Tiger NCB 3.17, Electronic 3.10; interpretation 12).

// bothDraw finds a round in which both hands take a third card: six cards,
// so that every position of a round can be made irregular.
func (b *builder) bothDraw() []reference.Card {
	return b.find("base/both-draw", defaultDecks, b.pool, func(_ []reference.Card, c *reference.Coup) bool {
		return standing(c) && c.Player.N == 3 && c.Banker.N == 3
	})
}

// foreignCard returns a well-formed card of the other deck type.
func (b *builder) foreignCard() reference.Card {
	if b.g.Deck == reference.SixStar65 {
		return reference.NewCard(reference.Nine, reference.Hearts)
	}
	return reference.NewCard(reference.Nine, reference.Fire)
}

func splice(cards []reference.Card, at int, c reference.Card) []reference.Card {
	out := append([]reference.Card(nil), cards[:at]...)
	out = append(out, c)
	return append(out, cards[at:]...)
}

func replaceAt(cards []reference.Card, at int, c reference.Card) []reference.Card {
	out := append([]reference.Card(nil), cards...)
	out[at] = c
	return out
}

var positionNames = [...]string{"", "the Player's first card", "the Banker's first card", "the Player's second card",
	"the Banker's second card", "the Player's third card", "the Banker's third card"}

func (b *builder) voids() {
	base := b.bothDraw()
	if base == nil {
		return
	}
	d := b.doc
	insufficient := fl(FlagInsufficient, FlagInsufficientVoid)
	for _, k := range []int{0, 3, 4, 5} {
		what := map[int]string{0: "no cards at all", 3: "three cards: the initial deal cannot be completed",
			4: "four cards: the Player must draw and cannot", 5: "five cards: the Banker must draw and cannot"}[k]
		b.add(defaultDecks, 1, "insufficient cards: "+what, insufficient, b.refs(d.insufficient),
			append([]reference.Card{}, base[:k]...), b.required())
	}
	b.add(defaultDecks, 1, "insufficient cards: five cards then the cutting card; the Banker must draw and nothing follows the cutting card",
		flags(insufficient, fl(FlagCutCardLastRound)), b.refs(d.insufficient, d.cut),
		append(append([]reference.Card{}, base[:5]...), reference.CutCard), b.required())

	foreign := b.foreignCard()
	for _, k := range []int{1, 4, 5, 6} {
		b.add(defaultDecks, 1, fmt.Sprintf("foreign card %s is dealt as %s: the round is void at card %d", foreign, positionNames[k], k),
			fl(FlagForeignCard), b.refs(d.foreign...), replaceAt(base, k-1, foreign), b.required())
	}
	natural := b.find("base/natural", defaultDecks, b.pool, func(_ []reference.Card, c *reference.Coup) bool {
		return standing(c) && c.CardsUsed == 4
	})
	if natural != nil {
		b.add(defaultDecks, 1, fmt.Sprintf("foreign card %s follows a round that ends on its four cards: it is not dealt and the round stands", foreign),
			fl(FlagForeignCard, FlagVoidOnlyWhenDealt), b.refs(d.foreign[0]), splice(natural, 4, foreign), b.required())
	}

	// Extra cards need a fifth copy of a card in one round: four decks and a
	// pool of three cards make that likely.
	small := b.pool[:3]
	for _, k := range []int{5, 6} {
		k := k
		cards := b.find(fmt.Sprintf("extra/%d", k), 4, small, func(_ []reference.Card, c *reference.Coup) bool {
			return c.Void == reference.ExtraCard && c.VoidAt == k
		})
		b.add(4, 1, fmt.Sprintf("extra card: a fifth copy of a card in a four-deck shoe is dealt as %s; the round is void at card %d", positionNames[k], k),
			fl(FlagExtraCard), b.refs(d.extra...), cards, b.required())
	}
	cards := b.find("extra/not-dealt", 4, small, func(tokens []reference.Card, c *reference.Coup) bool {
		if !standing(c) || c.CardsUsed >= len(tokens) {
			return false
		}
		next, n := tokens[c.CardsUsed], 0
		for _, t := range tokens[:c.CardsUsed] {
			if t == next {
				n++
			}
		}
		return n == 4
	})
	b.add(4, 1, "a fifth copy of a card in a four-deck shoe follows the round's last card: it is not dealt and the round stands",
		fl(FlagExtraCard, FlagVoidOnlyWhenDealt), b.refs(d.extra...), cards, b.required())
}

func (b *builder) cutCards() {
	base := b.bothDraw()
	if base == nil {
		return
	}
	cut := b.refs(b.doc.cut)
	b.add(defaultDecks, 1, "the cutting card is the first token: it is removed and the round is dealt from the next six cards",
		fl(FlagCutCardFirst, FlagCutCardLastRound), cut, splice(base, 0, reference.CutCard), b.required())
	b.add(defaultDecks, 1, "the cutting card comes out after the first two cards of the initial deal: it is removed and the deal goes on",
		fl(FlagCutCardMidRound, FlagCutCardLastRound), cut, splice(base, 2, reference.CutCard), b.required())
	b.add(defaultDecks, 1, "the cutting card is the sixth token, before the Banker's third card: it is removed and the Banker draws the next card",
		fl(FlagCutCardSixth, FlagCutCardLastRound), cut, splice(base, 5, reference.CutCard), b.required())
	b.add(defaultDecks, 1, "the cutting card follows the round's sixth and last card: the round does not meet it",
		fl(FlagCutCardAfter), cut, splice(base, 6, reference.CutCard), b.required())
}
