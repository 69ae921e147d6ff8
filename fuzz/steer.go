package fuzz

import (
	"github.com/bacctk/bacctk/reference"
)

// Shoes shuffled at random almost never reach some pay-table rows: a Tie
// of two 6 Stars hands, a Tie of two Flaming 9's, six cards of one element,
// a pair of 4 of Diamonds on both hands, a Dragon win by 9. A steered shoe
// is built round by round: for some rounds a pay-table row of the game is
// chosen and the round's cards are drawn, from what is left of the shoe,
// until the round pays on that row. The shoe stays a valid shoe (every card
// of every deck once) and is dealt by the rules like any other; only the
// order of its cards is unusual.

// steerTries bounds the attempts at one steered round before falling back
// to a round drawn at random.
const steerTries = 64

// cardFilter keeps the cards a steered round draws from.
type cardFilter func(reference.Card) bool

// hint returns the filter that makes the event likely, or nil when drawing
// from the whole shoe is likely enough. Some filters take a drawn
// parameter (an element, a rank).
func hint(src Source, e reference.Event, d reference.DeckType) cardFilter {
	switch e {
	case reference.TieWithSixStars:
		// Every hand of Stars totals 0: both hands draw a third card and
		// tie; it remains to draw one Sau, one Luk and one Fuk each.
		return func(c reference.Card) bool { return c.IsStar() }
	case reference.PlayerWinsWithFlaming9s, reference.BankerWinsWithFlaming9s, reference.TieWithFlaming9s:
		// Fire cards worth 0, 4, 5 or 9 make two-card 9s often.
		return func(c reference.Card) bool {
			v := c.Value()
			return c.Suit() == reference.Fire && (v == 0 || v == 4 || v == 5 || v == 9)
		}
	case reference.SameElement4Cards, reference.SameElement5Cards, reference.SameElement6Cards:
		suits := d.Suits()
		el := suits[src.Int("element", 0, len(suits)-1)]
		return func(c reference.Card) bool { return c.Suit() == el }
	case reference.TwinTigerPair:
		r := reference.Rank(src.Int("rank", int(reference.Ace), int(reference.King)))
		return func(c reference.Card) bool { return c.Rank() == r }
	case reference.DoubleTigerPair:
		r1 := reference.Rank(src.Int("rank", int(reference.Ace), int(reference.King)))
		r2 := reference.Rank(src.Int("second rank", int(reference.Ace), int(reference.King)))
		return func(c reference.Card) bool { return c.Rank() == r1 || c.Rank() == r2 }
	case reference.PlayerPairOfDiamond4s, reference.BankerPairOfDiamond4s:
		d4 := reference.NewCard(reference.Four, reference.Diamonds)
		return func(c reference.Card) bool { return c == d4 || c.Rank() >= reference.Ten }
	case reference.PlayerOtherPairOf4s, reference.BankerOtherPairOf4s:
		return func(c reference.Card) bool { return c.Rank() == reference.Four || c.Rank() >= reference.Ten }
	case reference.PlayerDiamondPair, reference.BankerDiamondPair:
		return func(c reference.Card) bool { return c.Suit() == reference.Diamonds }
	case reference.PlayerWinsBy9, reference.BankerWinsBy9:
		// A three-card 9 against 0: cards worth 0 and 9 only.
		return func(c reference.Card) bool { v := c.Value(); return v == 0 || v == 9 }
	case reference.TieOn6, reference.BankerWinsOn6WithThreeCard:
		return func(c reference.Card) bool { v := c.Value(); return v == 0 || v == 3 || v == 6 }
	case reference.PlayerWinsOn1, reference.BankerWinsOn1:
		return func(c reference.Card) bool { v := c.Value(); return v <= 1 }
	case reference.PlayerWinsOn4, reference.BankerWinsOn4:
		return func(c reference.Card) bool { v := c.Value(); return v == 0 || v == 2 || v == 4 }
	}
	return nil
}

// payEvents lists the events of every row of the game's pay tables, each
// once, in table order.
func payEvents(g *reference.Game) []reference.Event {
	var out []reference.Event
	seen := map[reference.Event]bool{}
	for _, w := range g.Wagers {
		for _, p := range w.Pays {
			if !seen[p.Event] {
				seen[p.Event] = true
				out = append(out, p.Event)
			}
		}
	}
	return out
}

// dealFromPool draws up to six cards (those that pass keep, if keep is not
// nil), deals a round from them, and returns the round's cards and coup; the
// cards the round did not use go back to the pool.
func dealFromPool(src Source, p *pool, d reference.DeckType, decks int, keep cardFilter) ([]reference.Card, reference.Coup, bool) {
	var six [6]reference.Card
	n := 0
	for ; n < len(six); n++ {
		if keep == nil {
			if p.total == 0 {
				break
			}
			six[n] = p.take(src.Int("card", 0, p.total-1))
			continue
		}
		m := p.matching(keep)
		if m == 0 {
			break
		}
		six[n] = p.takeMatching(src.Int("steered card", 0, m-1), keep)
	}
	c := reference.Deal(d, decks, six[:n])
	if c.Void != reference.NotVoid {
		for _, x := range six[:n] {
			p.put(x)
		}
		return nil, c, false
	}
	for _, x := range six[c.CardsUsed:n] {
		p.put(x)
	}
	round := append([]reference.Card(nil), six[:c.CardsUsed]...)
	return round, c, true
}

// steerRound tries to draw a round on which e holds.
func steerRound(src Source, p *pool, d reference.DeckType, decks int, e reference.Event) ([]reference.Card, bool) {
	keep := hint(src, e, d)
	for try := 0; try < steerTries; try++ {
		round, c, ok := dealFromPool(src, p, d, decks, keep)
		if !ok {
			return nil, false
		}
		if e.Holds(&c) {
			return round, true
		}
		for _, x := range round {
			p.put(x)
		}
	}
	return nil, false
}

// GenSteeredShoe draws a full shoe for the game, 4 to 10 decks, with the
// cutting card 14 to 80 cards from the end, in which about half the rounds
// are steered to a pay-table row of the game chosen at random (rare rows as
// often as common ones).
func GenSteeredShoe(src Source, g *reference.Game) Shoe {
	decks := src.Int("decks", reference.MinDecks, reference.MaxDecks)
	p := newPool(g.Deck, decks)
	events := payEvents(g)
	cards := make([]reference.Card, 0, p.total+1)
	for p.total >= 6 {
		if chance(src, "steer", 1, 2) {
			e := events[src.Int("event", 0, len(events)-1)]
			if chance(src, "near miss", 1, 4) {
				// A round drawn from the event's cards but kept whatever
				// it pays: the near misses of a row (a three-card Fire 9
				// beside Flaming 9's, five cards of one element and a
				// sixth of another) are where engines go wrong.
				if keep := hint(src, e, g.Deck); keep != nil {
					if round, _, ok := dealFromPool(src, p, g.Deck, decks, keep); ok {
						cards = append(cards, round...)
						continue
					}
				}
			}
			if round, ok := steerRound(src, p, g.Deck, decks, e); ok {
				cards = append(cards, round...)
				continue
			}
		}
		round, _, ok := dealFromPool(src, p, g.Deck, decks, nil)
		if !ok {
			break
		}
		cards = append(cards, round...)
	}
	cards = p.drain(src, cards)
	cards = insertCut(cards, src.Int("cut depth", MinCutDepth, MaxCutDepth))
	return Shoe{Deck: g.Deck, Decks: decks, Cards: cards}
}
