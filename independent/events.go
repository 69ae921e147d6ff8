package independent

import "fmt"

// eventConds holds the engine's condition for every event of the kit's
// vocabulary (docs/packs.md "Events"), by wire id: a row of a game file
// pays on one of them. Each is written from the table's words ("holds
// when"), on the outcome's facts, so that the faults of a game (a pair by
// point value, ...) reach the rows of a game file as they reach the
// hand-written pay tables.
var eventConds = buildEventConds()

func buildEventConds() map[string]cond {
	m := map[string]cond{
		"player-wins": wins(sideP),
		"banker-wins": wins(sideB),
		"tie":         tie,
		"tie-on-6":    func(o *outcome) bool { return o.winner == wonTie && o.totals[sideP] == 6 },
		"tie-with-flaming-9s": func(o *outcome) bool {
			return o.winner == wonTie && o.flaming[sideP] && o.flaming[sideB]
		},
		"tie-with-6-stars": func(o *outcome) bool { return o.winner == wonTie && o.stars[sideP] && o.stars[sideB] },
		"natural-tie":      func(o *outcome) bool { return o.winner == wonTie && o.natural[sideP] && o.natural[sideB] },
		// the Tiger Pair's three categories: exactly one hand paired; both,
		// of different ranks; both, of one rank (Tiger v2 1.1.14.1-3)
		"single-tiger-pair": func(o *outcome) bool { return o.pair[sideP] != o.pair[sideB] },
		"double-tiger-pair": func(o *outcome) bool { return o.pair[sideP] && o.pair[sideB] && !sameRankPairs(o) },
		"twin-tiger-pair":   func(o *outcome) bool { return o.pair[sideP] && o.pair[sideB] && sameRankPairs(o) },
	}
	for k := 4; k <= 6; k++ {
		m[fmt.Sprintf("same-element-%d-cards", k)] = func(o *outcome) bool { return o.element == k }
	}
	for s, name := range [2]string{"player", "banker"} {
		s := side(s)
		for _, total := range []int{1, 4, 6} {
			m[fmt.Sprintf("%s-wins-on-%d", name, total)] = winsWith(s, total)
		}
		m[name+"-wins-with-flaming-9s"] = and(wins(s), func(o *outcome) bool { return o.flaming[s] })
		m[name+"-pair"] = func(o *outcome) bool { return o.pair[s] }
		m[name+"-wins-with-natural"] = func(o *outcome) bool { return o.winner == int(s) && o.natural[s] }
		for margin := 4; margin <= 9; margin++ {
			m[fmt.Sprintf("%s-wins-by-%d", name, margin)] = func(o *outcome) bool {
				return o.winner == int(s) && !o.natural[s] && o.totals[s]-o.totals[1-s] == margin
			}
		}
		for id, c := range preciousConds(s) {
			m[name+"-"+id] = c
		}
	}
	for id, c := range variantConds {
		m[id] = c
	}
	// The vocabulary lists the Player's 6 and the Banker's 1, 4 and 6 with
	// no card count only where a kit game pays on them: the others are not
	// events (docs/packs.md "Events").
	delete(m, "player-wins-on-6")
	return m
}

// sameRankPairs: both hands' first cards are of one rank (with both hands
// paired, their pairs are of one rank).
func sameRankPairs(o *outcome) bool { return o.hands[sideP][0].rank == o.hands[sideB][0].rank }

// preciousParts are what Precious Pair's categories are made of, for one
// side's first two cards: a pair, a pair of 4s, a pair of standard
// Diamonds. The events and the pay table (preciousPairRows) read them
// alike.
func preciousParts(s side) (pair, fours, diamonds cond) {
	pair = func(o *outcome) bool { return o.pair[s] }
	fours = func(o *outcome) bool {
		return pair(o) && o.hands[s][0].rank == rankFour && o.hands[s][1].rank == rankFour
	}
	diamonds = func(o *outcome) bool {
		a, b := o.hands[s][0], o.hands[s][1]
		return pair(o) && a.fam == standard && a.suit == suitDiamond && b.fam == standard && b.suit == suitDiamond
	}
	return pair, fours, diamonds
}

// preciousConds are Precious Pair's four categories of one side's first two
// cards, each excluding the ones above it (Electronic 1.1.14, interpretation
// 3): two 4 of Diamonds, other 4s, a Diamond pair, any other pair.
func preciousConds(s side) map[string]cond {
	pair, fours, diamonds := preciousParts(s)
	return map[string]cond{
		"pair-of-diamond-4s": and(fours, diamonds),
		"other-pair-of-4s":   func(o *outcome) bool { return fours(o) && !diamonds(o) },
		"diamond-pair":       func(o *outcome) bool { return diamonds(o) && !fours(o) },
		"other-pair":         func(o *outcome) bool { return pair(o) && !fours(o) && !diamonds(o) },
	}
}
