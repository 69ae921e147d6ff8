package reference

import "slices"

// This file is who counts, under Method A, as "the Player with the highest
// amount wagered" on a hand (Tiger v2 3.10.2, NCB v5 3.9.2): the rule
// speaks of Players and their amount on the hand, so a Player's wagers on
// it at several positions count together (interpretation 33); under the
// reading 33=single-stake each wager stands alone, as if its position were
// another Player.

// bettor is one Player's standing on a hand.
type bettor struct {
	player string
	amount int64
	// positions of the wagers counted, in the order placed: the first is
	// where a refusal's counter-clockwise move starts (interpretation 33),
	// and the move reaches the Player at the nearest of them.
	positions []int
}

// bettors lists the Players with a live wager on hand who have not refused
// its cards, in the order of their first wager on it (3.10.4's "first
// placed"), each with the total of those wagers.
func (t *Table) bettors(hand WagerID, refused []string) []bettor {
	var out []bettor
	at := map[string]int{}
	for _, w := range t.wagers {
		if w.Wager != hand || w.Withdrawn || slices.Contains(refused, w.Player) {
			continue
		}
		if i, ok := at[w.Player]; ok && !t.cfg.Readings.CardsToSingleStake { // reading 33=single-stake
			out[i].amount += w.Stake
			out[i].positions = append(out[i].positions, w.Position)
			continue
		}
		at[w.Player] = len(out)
		out = append(out, bettor{player: w.Player, amount: w.Stake, positions: []int{w.Position}})
	}
	return out
}

// ccwDistance is how far counter-clockwise from position from the bettor's
// nearest position is (interpretation 31: the next lower position,
// wrapping from the lowest to the highest; reading 31=higher-position the
// other way); the position from itself comes last.
func (t *Table) ccwDistance(from int, b bettor) int {
	step := 1
	if t.cfg.Readings.ClockwiseUp {
		step = -1
	}
	best := 0
	for _, p := range b.positions {
		d := (from - p) * step
		if d <= 0 {
			d += 1 << 30
		}
		if best == 0 || d < best {
			best = d
		}
	}
	return best
}
