package fuzz

import (
	"github.com/bacctk/bacctk/reference"
)

// docClauses are the clauses of one rules document that the properties
// check. The five documents state the same deal in differently numbered
// clauses; this table is where the numbering lives, so that a property
// names the clause of the document the game is played under.
type docClauses struct {
	decks        string   // rule 2.1: four to ten decks
	pointValues  []string // rule 3.3.1, 3.3.2: card point values
	totals       []string // rule 3.4.1, 3.4.2: totals keep the right digit
	dealOrder    []string // cards 1 and 3 to Player, 2 and 4 to Banker
	natural      []string // a Natural stops the deal
	playerDraw   []string // Player draws on 0-5
	bankerStood  []string // Banker draws on 0-5 when Player stood
	bankerDrew   []string // Banker by its total and Player's third card
	winner       []string // the higher total wins
	tie          []string // equal totals: a Tie, Player and Banker push
	cut          []string // the cutting card is removed, the round completed
	foreign      []string // foreign or extra card voids the round
	earlier      []string // rounds before a void one stand
	insufficient []string // a round the cards cannot finish is void
}

// The kit's interpretations the properties depend on (docs/interpretations.md).
const (
	interpCut        = "interpretation:12" // the cutting card's round is completed and is the last
	interpDealtOnly  = "interpretation:13" // a card is foreign or extra only when dealt
	interpVoidStops  = "interpretation:14" // a shoe run stops at a void round
	interpVoidTotals = "interpretation:15" // a void round has no winner
)

// Contract points that are not clauses of a rules document (README.md "The contract").
const (
	contractNotation = "contract:card-notation" // tokens, CUT, errors with positions
	contractMoney    = "contract:money"         // stakes in minor units, exact odds, rounding down
	contractWagers   = "contract:wager-ids"     // wager ids, which wagers a game offers
)

func docRefs(doc string, ns ...string) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = doc + ":" + n
	}
	return out
}

func join(parts ...[]string) []string {
	var out []string
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// liveDoc builds the table for the No Commission and 6 Star documents,
// which number the deal the same way (rules 3.3-3.10, 5.1, 5.5). Neither
// has a cutting-card clause: the kit's reading (interpretation 12) stands
// alone there.
func liveDoc(doc string) docClauses {
	c := func(ns ...string) []string { return docRefs(doc, ns...) }
	return docClauses{
		decks:        doc + ":2.1",
		pointValues:  c("3.3.1", "3.3.2"),
		totals:       c("3.4.1", "3.4.2"),
		dealOrder:    c("3.7", "3.7.1", "3.7.2"),
		natural:      c("3.9.1"),
		playerDraw:   c("3.9.2"),
		bankerStood:  c("3.9.3"),
		bankerDrew:   c("3.9.4"),
		winner:       c("3.10"),
		tie:          c("3.10.1"),
		cut:          []string{interpCut},
		foreign:      c("5.1", "5.1.1"),
		earlier:      c("5.1.2"),
		insufficient: c("5.5"),
	}
}

var docTable = map[reference.DocumentID]docClauses{
	reference.DocNCB:     liveDoc(string(reference.DocNCB)),
	reference.DocSixStar: liveDoc(string(reference.DocSixStar)),
	reference.DocTiger: func() docClauses {
		c := func(ns ...string) []string { return docRefs(string(reference.DocTiger), ns...) }
		return docClauses{
			decks: string(reference.DocTiger) + ":2.1", pointValues: c("3.3.1", "3.3.2"), totals: c("3.4.1", "3.4.2"),
			dealOrder: c("3.13", "3.13.1", "3.13.2"), natural: c("3.15"), playerDraw: c("3.15"),
			bankerStood: c("3.15"), bankerDrew: c("3.15"), winner: c("3.16"), tie: c("3.16.1"),
			cut: join(c("3.22"), []string{interpCut}), foreign: c("5.1", "5.1.1"), earlier: c("5.1.2"),
			insufficient: c("5.3"),
		}
	}(),
	reference.DocTigerNCB: func() docClauses {
		c := func(ns ...string) []string { return docRefs(string(reference.DocTigerNCB), ns...) }
		return docClauses{
			decks: string(reference.DocTigerNCB) + ":2.1", pointValues: c("3.3.1", "3.3.2"), totals: c("3.4.1", "3.4.2"),
			dealOrder: c("3.12", "3.12.1", "3.12.2"), natural: c("3.14"), playerDraw: c("3.14"),
			bankerStood: c("3.14"), bankerDrew: c("3.14"), winner: c("3.15"), tie: c("3.15.1"),
			cut: join(c("3.17"), []string{interpCut}), foreign: c("5.1", "5.1.1"), earlier: c("5.1.2"),
			insufficient: c("5.3"),
		}
	}(),
	reference.DocETG: func() docClauses {
		c := func(ns ...string) []string { return docRefs(string(reference.DocETG), ns...) }
		return docClauses{
			decks: string(reference.DocETG) + ":2.1", pointValues: c("3.3.1", "3.3.2"), totals: c("3.4.1", "3.4.2"),
			dealOrder: c("3.6", "3.6.1", "3.6.2"), natural: c("3.8"), playerDraw: c("3.8"),
			bankerStood: c("3.8"), bankerDrew: c("3.8"), winner: c("3.9"), tie: c("3.9.1"),
			cut: join(c("3.10"), []string{interpCut}), foreign: c("5.1", "5.1.1"), earlier: c("5.1.2"),
			insufficient: c("5.3"),
		}
	}(),
}

// clausesOf returns the clause table of the game's rules document.
func clausesOf(g *reference.Game) docClauses {
	if d, ok := docTable[g.Document]; ok {
		return d
	}
	// A document this table does not know yet: number it like the live
	// documents, so that a report still names the document.
	return liveDoc(string(g.Document))
}

// voidClauses returns the clauses behind a void reason.
func (d docClauses) voidClauses(reason string) []string {
	switch reason {
	case reference.InsufficientCards.String():
		return join(d.insufficient, []string{interpVoidTotals})
	case reference.ForeignCard.String(), reference.ExtraCard.String():
		return join(d.foreign, []string{interpDealtOnly})
	}
	return join(d.foreign, d.insufficient)
}

// wagerClauses returns the clauses of a wager of a game: its definition and
// every row of its pay table.
func wagerClauses(g *reference.Game, id string) []string {
	spec, ok := g.Wager(reference.WagerID(id))
	if !ok {
		return []string{contractWagers}
	}
	out := []string{spec.Clause}
	for _, p := range spec.Pays {
		out = appendUnique(out, p.Clause)
	}
	return out
}

func appendUnique(list []string, s ...string) []string {
	for _, x := range s {
		found := false
		for _, y := range list {
			if x == y {
				found = true
				break
			}
		}
		if !found {
			list = append(list, x)
		}
	}
	return list
}
