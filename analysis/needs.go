package analysis

import (
	"fmt"

	"github.com/bacctk/bacctk/reference"
)

// need is a bit set of the facts about a card sequence that an event of the
// reference reads. The class partitions of the analysis are chosen from
// them: an event may be counted on classes of card sequences only if every
// fact it needs is the same for every sequence of a class. This file is the
// proof obligation of the analysis; each entry says why the event is a
// function of the facts listed. The brute-force test (brute_test.go) checks
// the whole table against a full enumeration of card sequences.
type need uint16

const (
	// needValues: the point values of the dealt cards, in order. The deal
	// itself (rules 3.7-3.9: who draws, how many cards) reads only point
	// values, so the number of cards dealt, the totals (rule 3.4), the
	// winner (rule 3.10), the Naturals (rule 1.1 "Natural") and the margins
	// are all functions of the value sequence.
	needValues need = 1 << iota
	// needFire9: for a hand of two cards totalling 9 (a Natural 9), whether
	// each of its two cards is Fire. reference.IsFlaming9s holds iff the
	// hand has two cards, totals 9 and both are Fire: the first two facts
	// are values, the last is this one (6 Star 1.1.4, interpretation 6).
	needFire9
	// needStars: when both hands are three cards of point value 0, the rank
	// of each (Ten, Sau, Luk or Fuk). reference.IsSixStars holds iff a hand
	// has three cards, all Stars, one of each: Stars have point value 0, so
	// a Tie with both hands 6 Stars needs six value-0 cards, and then the
	// ranks decide (6 Star 1.1.1, interpretation 5).
	needStars
	// needSameElement: whether every dealt card has the element of the
	// first (reference.SameElement, 6 Star 1.1.3 and 3.12, interpretation
	// 7); with needValues (how many cards were dealt) it decides the
	// Element Bonus rows.
	needSameElement
	// needRankP / needRankB: the ranks of the Player's (tokens 1 and 3) or
	// the Banker's (tokens 2 and 4) first two cards (rule 3.7 deal order).
	// reference.IsPair compares the ranks of a hand's first two cards
	// (interpretation 1), and the Tiger Pair categories compare pairs'
	// ranks across hands (interpretation 2).
	needRankP
	needRankB
	// needDiamondP / needDiamondB: whether each of those two cards is a
	// Diamond, for Precious Pair (Electronic 1.1.14, interpretation 3).
	needDiamondP
	needDiamondB
)

const (
	dealNeeds    = needValues | needFire9 | needStars
	elementNeeds = needValues | needSameElement
	initialNeeds = needRankP | needRankB | needDiamondP | needDiamondB
)

// needsOf returns the facts the event reads. An event the table does not
// know is an error, so that a new event in the reference cannot be counted
// on classes that do not decide it.
func needsOf(e reference.Event) (need, error) {
	switch e {
	case reference.PlayerWins, reference.PlayerWinsOn1, reference.PlayerWinsOn4,
		reference.BankerWins, reference.BankerWinsOn1, reference.BankerWinsOn4, reference.BankerWinsOn6,
		reference.BankerWinsOn6WithTwoCards, reference.BankerWinsOn6WithThreeCard,
		reference.TieResult, reference.TieOn6, reference.NaturalTie,
		reference.PlayerWinsWithNatural, reference.PlayerWinsBy4, reference.PlayerWinsBy5,
		reference.PlayerWinsBy6, reference.PlayerWinsBy7, reference.PlayerWinsBy8, reference.PlayerWinsBy9,
		reference.BankerWinsWithNatural, reference.BankerWinsBy4, reference.BankerWinsBy5,
		reference.BankerWinsBy6, reference.BankerWinsBy7, reference.BankerWinsBy8, reference.BankerWinsBy9:
		// Winner, totals, card counts, Naturals and margins only.
		return needValues, nil
	case reference.PlayerWinsWithFlaming9s, reference.BankerWinsWithFlaming9s, reference.TieWithFlaming9s:
		return needValues | needFire9, nil
	case reference.TieWithSixStars:
		return needValues | needStars, nil
	case reference.SameElement4Cards, reference.SameElement5Cards, reference.SameElement6Cards:
		return needValues | needSameElement, nil
	case reference.PlayerPair:
		return needRankP, nil
	case reference.BankerPair:
		return needRankB, nil
	case reference.SingleTigerPair, reference.DoubleTigerPair, reference.TwinTigerPair:
		return needRankP | needRankB, nil
	case reference.PlayerPairOfDiamond4s, reference.PlayerOtherPairOf4s, reference.PlayerDiamondPair, reference.PlayerOtherPair:
		return needRankP | needDiamondP, nil
	case reference.BankerPairOfDiamond4s, reference.BankerOtherPairOf4s, reference.BankerDiamondPair, reference.BankerOtherPair:
		return needRankB | needDiamondB, nil
	}
	return 0, fmt.Errorf("event %q: the analysis has no class partition that decides it (add it to analysis/needs.go with its proof)", e)
}

// wagerNeeds returns the union of the needs of the wager's rows.
func wagerNeeds(w *reference.WagerSpec) (need, error) {
	var n need
	for _, p := range w.Pays {
		e, err := needsOf(p.Event)
		if err != nil {
			return 0, fmt.Errorf("wager %s: %w", w.ID, err)
		}
		n |= e
	}
	return n, nil
}
