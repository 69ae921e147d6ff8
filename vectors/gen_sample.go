package vectors

import (
	"fmt"

	"github.com/bacctk/bacctk/reference"
)

// This file generates what is not aimed at one rule: rounds dealt in turn
// from seeded shuffled shoes with random stakes, and whole shoes (the cutting
// card ends the shoe, a void round stops it, the cards run out).

// sampleRounds is the number of random rounds per number of decks.
const sampleRounds = 10

// sampleDecks are the shoe sizes of the random sample: the rules allow 4 to
// 10 decks (rule 2.1).
var sampleDecks = []int{4, 6, 8, 10}

func (b *builder) randomSample() {
	for _, decks := range sampleDecks {
		key := fmt.Sprintf("sample/%d", decks)
		r := b.rng(key)
		shoe, err := reference.NewShoe(b.g.Deck, decks, r, 0)
		if err != nil {
			b.fail("%s: %v", key, err)
			return
		}
		pos := 0
		for i := 1; i <= sampleRounds; i++ {
			c := reference.Deal(b.g.Deck, decks, shoe[pos:])
			n := min(c.CardsUsed+trailing, len(shoe)-pos)
			ws := b.required()
			for j := range ws {
				ws[j].Stake = 1 + r.Int64N(100_000)
			}
			b.add(decks, 1, fmt.Sprintf("random sample: round %d of a %d-deck shoe shuffled by PCG(%#x, hash of %q), random stakes", i, decks, Seed, key),
				fl(FlagRandomSample), nil, append([]reference.Card(nil), shoe[pos:pos+n]...), ws)
			pos += c.CardsUsed
		}
	}
}

// rounds returns where each round of a shoe run starts among cards.
func (b *builder) roundStarts(decks int, cards []reference.Card) []int {
	run, err := reference.RunShoe(b.g, decks, cards, nil, reference.TableSettings{})
	if err != nil {
		b.fail("round starts: %v", err)
		return nil
	}
	starts := []int{0}
	pos := 0
	for _, r := range run.Rounds {
		pos += r.Coup.CardsUsed
		starts = append(starts, pos)
	}
	return starts
}

func (b *builder) shoes() {
	d := b.doc
	r := b.rng("shoe/base")
	shoe, err := reference.NewShoe(b.g.Deck, defaultDecks, r, 0)
	if err != nil {
		b.fail("shoe: %v", err)
		return
	}
	prefix := shoe[:80]
	starts := b.roundStarts(defaultDecks, prefix)
	if len(starts) < 9 {
		b.fail("shoe: %d rounds in 80 cards", len(starts)-1)
		return
	}
	cut := b.refs(d.cut)
	ws := b.required()

	// The cutting card inside the fifth round: that round is completed and
	// is the last; the cards after it are not dealt.
	at := starts[4] + 2
	cards := splice(prefix[:starts[7]], at, reference.CutCard)
	b.addShoe(defaultDecks, fmt.Sprintf("the cutting card is token %d, inside round 5: round 5 is completed and is the last of the shoe", at+1),
		fl(FlagShoe, FlagCutCardLastRound, FlagCutCardMidRound), cut, cards, ws)

	// The cutting card exactly between rounds 3 and 4: round 4 meets it as
	// its first token and is the last.
	at = starts[3]
	cards = splice(prefix[:starts[7]], at, reference.CutCard)
	b.addShoe(defaultDecks, fmt.Sprintf("the cutting card is token %d, the first of round 4: round 4 is dealt from the next cards and is the last of the shoe", at+1),
		fl(FlagShoe, FlagCutCardLastRound, FlagCutCardFirst), cut, cards, ws)

	// A foreign card as the first card of round 3: the shoe stops there,
	// rounds 1 and 2 stand.
	cards = replaceAt(prefix[:starts[7]], starts[2], b.foreignCard())
	b.addShoe(defaultDecks, fmt.Sprintf("foreign card %s is token %d, the first card of round 3: round 3 is void and ends the shoe; rounds 1 and 2 stand", b.foreignCard(), starts[2]+1),
		fl(FlagShoe, FlagForeignCard, FlagShoeStopsAtVoid), b.refs(append([]string{d.previous}, d.foreign...)...), cards, ws)

	// The cards end exactly after round 6, and in the middle of round 7.
	b.addShoe(defaultDecks, fmt.Sprintf("the cards end exactly after round 6 (%d cards), with no cutting card", starts[6]),
		fl(FlagShoe), nil, append([]reference.Card(nil), prefix[:starts[6]]...), ws)
	b.addShoe(defaultDecks, fmt.Sprintf("the cards end in the middle of round 7 (%d cards): round 7 is void and ends the shoe", starts[6]+3),
		fl(FlagShoe, FlagInsufficient, FlagInsufficientVoid, FlagShoeStopsAtVoid), b.refs(d.insufficient, d.previous),
		append([]reference.Card(nil), prefix[:starts[6]+3]...), ws)

	// Extra cards counted across rounds: the same four-card round again and
	// again from a four-deck shoe; the fifth copy of its cards is dealt in a
	// later round, which is void.
	four := b.find("shoe/natural", 4, b.pool, func(_ []reference.Card, c *reference.Coup) bool {
		return standing(c) && c.CardsUsed == 4
	})
	if four != nil {
		var rep []reference.Card
		for i := 0; i < 6; i++ {
			rep = append(rep, four[:4]...)
		}
		b.addShoe(4, fmt.Sprintf("the four-card round %s dealt six times from a four-deck shoe: the round that deals a fifth copy of a card is void and ends the shoe; the earlier rounds stand", reference.FormatCards(four[:4])),
			fl(FlagShoe, FlagExtraCard, FlagVoidOnlyWhenDealt, FlagShoeStopsAtVoid), b.refs(append([]string{d.previous}, d.extra...)...), rep, ws)
	}

	// A whole four-deck shoe with the cutting card 16 cards from the end.
	full, err := reference.NewShoe(b.g.Deck, 4, b.rng("shoe/full"), 16)
	if err != nil {
		b.fail("shoe: %v", err)
		return
	}
	b.addShoe(4, fmt.Sprintf("a whole four-deck shoe shuffled by PCG(%#x, hash of %q) with the cutting card 16 cards from the end", Seed, "shoe/full"),
		fl(FlagShoe, FlagCutCardLastRound, FlagRandomSample), cut, full, ws)
}
