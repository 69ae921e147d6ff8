package analysis

import (
	"fmt"

	"github.com/bacctk/bacctk/internal/draws"
	"github.com/bacctk/bacctk/reference"
)

// refine counts the main wagers on a leaf whose value class sequence does
// not decide them, by splitting the classes of some positions further. It
// reports false when the leaf needs no split (the value classes decide every
// main event there, see needs.go), leaving the count to the caller.
//
// The splits, and why they suffice:
//   - needFire9: a hand of two cards totalling 9 may be Flaming 9's; its two
//     positions are split into Fire and not Fire. At every other leaf no
//     hand is a two-card 9, so reference.IsFlaming9s is false throughout.
//   - needStars: when both hands are three value-0 cards, both may be 6
//     Stars; all six positions are split by rank. At every other leaf one
//     hand is not three Stars, so the Tie with 6 Stars is false throughout.
//
// A split leaf stands for the same card sequences as the unsplit one: the
// counts of its sub-classes add up to weight, which is checked.
func (w *dealWorker) refine(k int, c *reference.Coup, weight uint64) bool {
	p := w.p
	var split [seqLen][]class
	refined := false
	// The positions of each hand's cards in the sequence: Player 1, 3
	// (and 5 if it drew), Banker 2, 4 (and the next card if it drew), rule
	// 3.7 and the Table of Play.
	if p.fire9 {
		if c.Player.N == 2 && c.Player.Total() == 9 {
			split[0], split[2] = p.fireSplit[w.vals[0]], p.fireSplit[w.vals[2]]
			refined = true
		}
		if c.Banker.N == 2 && c.Banker.Total() == 9 {
			split[1], split[3] = p.fireSplit[w.vals[1]], p.fireSplit[w.vals[3]]
			refined = true
		}
	}
	if p.stars && c.Player.N == 3 && c.Banker.N == 3 {
		zero := true
		for i := 0; i < k; i++ {
			zero = zero && w.tokens[i].Value() == 0
		}
		if zero {
			for i := 0; i < k; i++ {
				if split[i] != nil {
					w.err = fmt.Errorf("position %d split twice", i+1)
					return true
				}
				split[i] = p.rankSplit[w.vals[i]]
			}
			refined = true
		}
	}
	if !refined {
		return false
	}
	var choice [seqLen]int
	var sum uint64
	var rec func(i int)
	rec = func(i int) {
		if w.err != nil {
			return
		}
		if i < k && split[i] != nil {
			for j := range split[i] {
				choice[i] = j
				rec(i + 1)
			}
			return
		}
		if i < k {
			rec(i + 1)
			return
		}
		sum += w.countSplit(k, &split, &choice, weight)
	}
	rec(0)
	if w.err == nil && sum != weight {
		w.err = fmt.Errorf("the refined classes of %s count %d sequences, the value classes %d", reference.FormatCards(w.tokens[:k]), sum, weight)
	}
	return true
}

// countSplit counts one refined class sequence: positions with a split take
// the chosen sub-class, the others any card of their value class. Within a
// value class, the ordered draws are those of the split positions from
// their (disjoint) sub-classes, then of the other positions from what is
// left of the value class; values are independent of each other; the
// unused positions are the tail. It deals a representative and counts the
// main wagers on it.
func (w *dealWorker) countSplit(k int, split *[seqLen][]class, choice *[seqLen]int, weight uint64) uint64 {
	p, s := w.p, w.p.s
	// Per value class: draws per chosen sub-class, and unsplit positions.
	type key struct{ v, j int }
	subDraws := map[key]int{}
	splitDraws := make([]int, len(p.values))
	plain := make([]int, len(p.values))
	for i := 0; i < k; i++ {
		v := w.vals[i]
		if split[i] != nil {
			subDraws[key{v, choice[i]}]++
			splitDraws[v]++
		} else {
			plain[v]++
		}
	}
	count := s.tail(k)
	for kj, n := range subDraws {
		count *= draws.Falling(splitOf(split, w.vals[:k], kj.v)[kj.j].n, n)
	}
	for v := range p.values {
		if plain[v] > 0 {
			count *= draws.Falling(p.values[v].n-splitDraws[v], plain[v])
		}
	}
	if count == 0 {
		return 0
	}
	// The representative: split positions first, then the rest, so that
	// the draw never fails when the count is positive.
	d := s.newDraw()
	var tokens [seqLen]reference.Card
	for pass := 0; pass < 2; pass++ {
		for i := 0; i < k; i++ {
			if (split[i] != nil) != (pass == 0) {
				continue
			}
			kinds := p.values[w.vals[i]].kinds
			if split[i] != nil {
				kinds = split[i][choice[i]].kinds
			}
			c, ok := d.take(s, kinds)
			if !ok {
				w.err = fmt.Errorf("no representative for a refined class of %s", reference.FormatCards(w.tokens[:k]))
				return 0
			}
			tokens[i] = c
		}
	}
	coup := reference.Deal(s.deck, s.dealerDecks, tokens[:k])
	if coup.Void != reference.NotVoid || coup.CardsUsed != k {
		w.err = fmt.Errorf("the refined representative %s of %s deals differently (%v, %d cards)", reference.FormatCards(tokens[:k]), reference.FormatCards(w.tokens[:k]), coup.Void, coup.CardsUsed)
		return 0
	}
	w.res.evals++
	p.main.add(w.res.main, &coup, count)
	return count
}

// splitOf returns the sub-classes used for value class v at this leaf: all
// split positions of one value class use the same split (a leaf is split by
// Fire or by rank, never both).
func splitOf(split *[seqLen][]class, vals []int, v int) []class {
	for i, sv := range vals {
		if sv == v && split[i] != nil {
			return split[i]
		}
	}
	return nil
}
