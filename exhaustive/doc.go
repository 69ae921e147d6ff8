// Package exhaustive enumerates, for each game, the equivalence classes of a
// single coup under what that game's rules observe, each with a
// representative card sequence and its exact weight for a full shoe of 4 to
// 10 decks. Walked once through an engine, the classes check it on every
// distinct coup, and their weights turn its answers into an exact house
// edge per wager (docs/exhaustive.md).
//
// # The sample space
//
// The sample space is that of the analysis (package analysis): the ordered
// sequences of six cards drawn from the full shoe. A coup uses the first
// four to six; the cards it leaves unused are counted, so a class of coups
// that deal k cards weighs (ordered draws of its k cards) times
// (N-k)(N-k-1)...(N-5) for a shoe of N cards. The weights of all classes
// add up to N(N-1)...(N-5), which the tests check, so the probabilities sum
// to exactly 1.
//
// # The classes
//
// Rank sequences through the deal tree: a sequence is extended one card at
// a time while reference.Deal says the representative prefix runs out of
// cards, and stops when the coup is decided (4, 5 or 6 cards). Every rule
// of every game reads the dealt cards through their ranks (point values,
// pairs by rank, Tiger Pair categories, Stars), except the facts listed in
// observe.go (from reference.EventReads, the one table of what each event
// reads), which split a rank sequence further:
//
//   - Diamonds (Precious Pair, Electronic 1.1.14): for each hand whose first
//     two cards are a pair, whether both are Diamonds;
//   - Fire (Flaming 9's, 6 Star 1.1.4): for each hand that is a two-card 9,
//     whether both cards are Fire;
//   - one element (Element Bonus, 6 Star 1.1.3 and 3.12): whether every
//     dealt card is Fire, every card is one other element, or neither.
//
// The weight of a split class is counted exactly, by inclusion and
// exclusion over "both cards in the set" (leaf.go); its representative is
// the first card sequence, in the deck's order, that is a genuine draw from
// the shoe and shows the class's facts (represent.go).
//
// # The varied member
//
// A class is also given a second member (vary.go): the same ranks and the
// same facts of observe.go, another suit for every card whose suit no rule
// reads, and a pair of two suits for every hand of one rank whose suits no
// rule reads. An engine that reads a suit the rules do not read fails
// where its reading gives the two members different answers (a pair that
// needs one suit fails on every pair class); the walk proves agreement on
// every coup for an engine that answers every member of a class as it
// answers these two (docs/exhaustive.md).
package exhaustive
