package exhaustive

import "github.com/bacctk/bacctk/reference"

// The varied member of a class: a second card sequence of the class that
// differs from the representative in every fact no rule of the game reads,
// so that an engine reading such a fact (a suit, a pair of one suit) meets
// it on both sides. The representative is the first draw in the deck's
// order: mostly one suit, a pair of two copies of one card. The varied
// member gives every card whose suit the class leaves free another suit
// than the representative's card, and the two first cards of a hand of
// one rank two different suits (a pair of two suits), unless a rule reads
// them (Precious Pair's "both Diamonds", Flaming 9's "both Fire", Element
// Bonus's "one element"). Which copy of a card is dealt is no fact an
// engine sees: a coup request names cards, not copies.

// fixedSuits reports the positions whose suit the class's facts fix: the
// two cards of a "yes" hand (both in the split suit) and, for the element
// classes, every card (one element; all Fire has one choice, all of another
// element can move to a third).
func fixedSuits(k int, f facts) (fixed [seqLen]bool, pairFree [2]bool) {
	for h, a := range f.hand {
		if a == yes {
			fixed[handPos[h][0]], fixed[handPos[h][1]] = true, true
		}
	}
	if f.elem == elemAllFire {
		for pos := 0; pos < k; pos++ {
			fixed[pos] = true
		}
	}
	for h := range pairFree {
		pairFree[h] = f.hand[h] != yes && f.elem != elemAllFire && f.elem != elemAllOther
	}
	return fixed, pairFree
}

// varies reports whether alt differs from rep as the varied member must:
// every position the class leaves free in another suit, every free hand
// whose first two cards are of one rank in two suits.
func varies(k int, f facts, rep, alt *[seqLen]reference.Card) bool {
	fixed, pairFree := fixedSuits(k, f)
	for pos := 0; pos < k; pos++ {
		if !fixed[pos] && alt[pos].Suit() == rep[pos].Suit() {
			return false
		}
	}
	for h, free := range pairFree {
		a, b := alt[handPos[h][0]], alt[handPos[h][1]]
		if free && a.Rank() == b.Rank() && a.Suit() == b.Suit() {
			return false
		}
	}
	return true
}

// vary sets the class's varied member from its representative rep: each
// free position's suit moves by 1 to n-1 places in the deck's suits (n
// suits), by an amount that differs between a hand's first and second card,
// so that a pair of one suit becomes a pair of two; the element classes
// move every card to one other element. Of the shifts tried, the first that
// keeps the class's facts, is a genuine draw and varies as varies says is
// taken; the rest of the class's facts are checked with factsOf, the
// definition the counts use. It reports false when the class has no such
// member (all Fire: every suit is read).
func (w *walker) vary(k int, rel [2]bool, f facts, rep *[seqLen]reference.Card, alt *[seqLen]reference.Card) bool {
	s := w.s
	n := len(s.suits)
	if f.elem == elemAllFire || n < 3 {
		return false
	}
	fixed, _ := fixedSuits(k, f)
	// shift[pos]: the second card of each hand moves one place further
	// than its first (positions 0,2 and 1,3), the third cards once more.
	shift := [seqLen]int{0, 0, 1, 1, 2, 2}
	for o := 0; o < n-1; o++ {
		*alt = *rep
		for pos := 0; pos < k; pos++ {
			by := 1 + (o+shift[pos])%(n-1)
			if f.elem == elemAllOther {
				by = 1 + o%(n-1) // every card to one other element
			}
			if !fixed[pos] {
				alt[pos] = reference.NewCard(rep[pos].Rank(), s.suits[(w.suitIndex(rep[pos].Suit())+by)%n])
			}
		}
		if w.genuine(alt[:k]) && s.factsOf(alt[:k], rel) == f && varies(k, f, rep, alt) {
			return true
		}
	}
	return false
}

// suitIndex is the suit's place in the deck's suits.
func (w *walker) suitIndex(su reference.Suit) int {
	for i, x := range w.s.suits {
		if x == su {
			return i
		}
	}
	return 0
}

// genuine reports whether the cards are a draw from the shoe: no card more
// often than the shoe's decks hold it.
func (w *walker) genuine(cards []reference.Card) bool {
	for i, c := range cards {
		n := 1
		for _, d := range cards[:i] {
			if d == c {
				n++
			}
		}
		if n > w.s.Decks {
			return false
		}
	}
	return true
}
