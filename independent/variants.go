package independent

import "fmt"

// The conditions of the variants beyond the five documents that a rules
// pack may pay on, by the wire ids of the kit's event vocabulary
// (docs/protocol.md "Vocabulary", events), each written from the variant's
// own rules:
//
//   - Either Pair: the Player's or the Banker's first two cards are a pair
//     (a pair as interpretation 1 reads it, the engine's faults included).
//   - Perfect Pair: a hand's first two cards are identical, "the same in
//     both rank and suit" (Wizard of Odds, Baccarat side bets, Perfect
//     Pairs versions 1 and 2): on the Player, on the Banker, on either, on
//     both.
//   - A side winning with a total on exactly two or three cards: EZ
//     Baccarat's Dragon 7 (Banker, three cards, 7; also the hand on which
//     its Banker wager pushes) and Panda 8 (Player, three cards, 8), and
//     every other side, card count and total 1 to 9 alike.
var variantConds = buildVariantConds()

func buildVariantConds() map[string]cond {
	identical := func(s side) cond {
		return func(o *outcome) bool {
			h := o.hands[s]
			return len(h) >= 2 && h[0] == h[1]
		}
	}
	pp, bp := identical(sideP), identical(sideB)
	m := map[string]cond{
		"either-pair":         func(o *outcome) bool { return o.pair[sideP] || o.pair[sideB] },
		"player-perfect-pair": pp,
		"banker-perfect-pair": bp,
		"either-perfect-pair": func(o *outcome) bool { return pp(o) || bp(o) },
		"both-perfect-pairs":  and(pp, bp),
	}
	for s, name := range [2]string{"player", "banker"} {
		for cards, count := range map[int]string{2: "two", 3: "three"} {
			for total := 1; total <= 9; total++ {
				m[fmt.Sprintf("%s-wins-on-%d-with-%s-cards", name, total, count)] = winsOnCards(side(s), cards, total)
			}
		}
	}
	return m
}
