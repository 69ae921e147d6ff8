package reference

import "fmt"

// Reads is the set of facts about a coup's dealt cards that an event
// reads: the one table of them. The exact analysis (package analysis)
// chooses its class partitions from it, and the exhaustive walk (package
// exhaustive) splits its classes by it, so that an event is counted or
// walked only on classes of card sequences that agree on every fact it
// reads. Each entry is a proof obligation: it says why the event is a
// function of the facts listed, and the analysis's brute-force test checks
// the whole table against a full enumeration of card sequences.
type Reads uint16

const (
	// ReadsValues: the point values of the dealt cards, in order. The deal
	// itself (rules 3.7-3.9: who draws, how many cards) reads only point
	// values, so the number of cards dealt, the totals (rule 3.4), the
	// winner (rule 3.10), the Naturals (rule 1.1 "Natural") and the margins
	// are all functions of the value sequence.
	ReadsValues Reads = 1 << iota
	// ReadsFire9: for a hand of two cards totalling 9 (a Natural 9),
	// whether each of its two cards is Fire. IsFlaming9s holds iff the hand
	// has two cards, totals 9 and both are Fire: the first two facts are
	// values, the last is this one (6 Star 1.1.4, interpretation 6).
	ReadsFire9
	// ReadsStars: when both hands are three cards of point value 0, the
	// rank of each (Ten, Sau, Luk or Fuk). IsSixStars holds iff a hand has
	// three cards, all Stars, one of each: Stars have point value 0, so a
	// Tie with both hands 6 Stars needs six value-0 cards, and then the
	// ranks decide (6 Star 1.1.1, interpretation 5).
	ReadsStars
	// ReadsSameElement: whether every dealt card has the element of the
	// first (SameElement, 6 Star 1.1.3 and 3.12, interpretation 7); with
	// ReadsValues (how many cards were dealt) it decides the Element Bonus
	// rows.
	ReadsSameElement
	// ReadsRanksP / ReadsRanksB: the ranks of the Player's (tokens 1 and 3)
	// or the Banker's (tokens 2 and 4) first two cards (rule 3.7 deal
	// order). IsPair compares the ranks of a hand's first two cards
	// (interpretation 1), and the Tiger Pair categories compare pairs'
	// ranks across hands (interpretation 2).
	ReadsRanksP
	ReadsRanksB
	// ReadsDiamondP / ReadsDiamondB: whether each of those two cards is a
	// Diamond, for Precious Pair (Electronic 1.1.14, interpretation 3).
	ReadsDiamondP
	ReadsDiamondB
	// ReadsSuitsP / ReadsSuitsB: the suit (element, on 6 Star cards) of
	// each of those two cards. IsPerfectPair holds iff the two cards are
	// identical: their ranks (ReadsRanksP or ReadsRanksB) are equal and so
	// are their suits, this fact (a Card is its rank and its suit, card.go).
	ReadsSuitsP
	ReadsSuitsB
)

// EventReads returns the facts the event reads. An event the table does
// not know is an error, so that a new event cannot be counted or walked on
// classes that do not decide it.
func EventReads(e Event) (Reads, error) {
	switch e {
	case PlayerWins, PlayerWinsOn1, PlayerWinsOn4,
		BankerWins, BankerWinsOn1, BankerWinsOn4, BankerWinsOn6,
		BankerWinsOn6WithTwoCards, BankerWinsOn6WithThreeCard,
		TieResult, TieOn6, NaturalTie,
		PlayerWinsWithNatural, PlayerWinsBy4, PlayerWinsBy5,
		PlayerWinsBy6, PlayerWinsBy7, PlayerWinsBy8, PlayerWinsBy9,
		BankerWinsWithNatural, BankerWinsBy4, BankerWinsBy5,
		BankerWinsBy6, BankerWinsBy7, BankerWinsBy8, BankerWinsBy9:
		// Winner, totals, card counts, Naturals and margins only.
		return ReadsValues, nil
	case EitherPair:
		// pairUnder of each hand: the ranks of its first two cards (and,
		// under a reading of interpretation 1, their point values, which
		// the ranks decide).
		return ReadsRanksP | ReadsRanksB, nil
	case PlayerPerfectPair:
		return ReadsRanksP | ReadsSuitsP, nil
	case BankerPerfectPair:
		return ReadsRanksB | ReadsSuitsB, nil
	case EitherPerfectPair, BothPerfectPairs:
		return ReadsRanksP | ReadsSuitsP | ReadsRanksB | ReadsSuitsB, nil
	case PlayerWinsWithFlaming9s, BankerWinsWithFlaming9s, TieWithFlaming9s:
		return ReadsValues | ReadsFire9, nil
	case TieWithSixStars:
		return ReadsValues | ReadsStars, nil
	case SameElement4Cards, SameElement5Cards, SameElement6Cards:
		return ReadsValues | ReadsSameElement, nil
	case PlayerPair:
		return ReadsRanksP, nil
	case BankerPair:
		return ReadsRanksB, nil
	case SingleTigerPair, DoubleTigerPair, TwinTigerPair:
		return ReadsRanksP | ReadsRanksB, nil
	case PlayerPairOfDiamond4s, PlayerOtherPairOf4s, PlayerDiamondPair, PlayerOtherPair:
		return ReadsRanksP | ReadsDiamondP, nil
	case BankerPairOfDiamond4s, BankerOtherPairOf4s, BankerDiamondPair, BankerOtherPair:
		return ReadsRanksB | ReadsDiamondB, nil
	}
	if e >= firstWinsWith && e < numEvents {
		// winsWith: the winner, a total and a card count, all functions
		// of the value sequence (ReadsValues).
		return ReadsValues, nil
	}
	return 0, fmt.Errorf("event %q: no entry in the table of what each event reads (add it to reference/reads.go with why)", e)
}
