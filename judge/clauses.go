package judge

import (
	"slices"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/reference"
)

// docClauses are the clauses of one rules document that the properties
// check and blame names, by field of a round's answer. The numbering is
// data of the clauses package, beside the catalog (clauses.DealFields),
// with the lookups the properties need.
type docClauses struct{ clauses.DealFields }

// The kit's interpretations the properties depend on (docs/interpretations.md).
const (
	interpCut        = clauses.InterpCut   // the cutting card's round is completed and is the last
	interpDealtOnly  = "interpretation:13" // a card is foreign or extra only when dealt
	interpVoidStops  = "interpretation:14" // a shoe run stops at a void round
	interpVoidTotals = "interpretation:15" // a void round has no winner
)

// Contract points that are not clauses of a rules document (README.md "The contract").
const (
	ContractNotation = "contract:card-notation" // tokens and CUT, in requests and answers
	ContractMoney    = "contract:money"         // stakes in minor units, exact odds, rounding down
	ContractWagers   = "contract:wager-ids"     // wager ids, which wagers a game offers
)

// docTable is the numbering of each document's deal, from the clauses
// package's blame data.
var docTable = func() map[reference.DocumentID]docClauses {
	out := map[reference.DocumentID]docClauses{}
	for _, g := range reference.Games() {
		out[g.Document] = docClausesOf(clauses.DealFieldsOf(string(g.Document)))
	}
	return out
}()

func docClausesOf(f clauses.DealFields) docClauses { return docClauses{f} }

// clausesOf returns the clause table of the game's rules document.
func clausesOf(g *reference.Game) docClauses {
	if d, ok := docTable[g.Document]; ok {
		return d
	}
	return docClausesOf(clauses.DealFieldsOf(string(g.Document)))
}

// voidClauses returns the clauses behind a void reason.
func (d docClauses) voidClauses(reason string) []string {
	switch reason {
	case reference.InsufficientCards.String():
		return slices.Concat(d.Insufficient, []string{interpVoidTotals})
	case reference.ForeignCard.String(), reference.ExtraCard.String():
		return slices.Concat(d.Foreign, []string{interpDealtOnly})
	}
	return slices.Concat(d.Foreign, d.Insufficient)
}

// DecksClause is the clause of the game's document on the number of decks,
// for a request refused for its decks.
func DecksClause(g *reference.Game) string { return clausesOf(g).Decks }

// WagerClauses returns the clauses of a wager of a game: its definition and
// every row of its pay table.
func WagerClauses(g *reference.Game, id string) []string {
	spec, ok := g.Wager(reference.WagerID(id))
	if !ok {
		return []string{ContractWagers}
	}
	out := []string{spec.Clause}
	for _, p := range spec.Pays {
		out = appendUnique(out, p.Clause)
	}
	return out
}

func appendUnique(list []string, s ...string) []string {
	for _, x := range s {
		if !slices.Contains(list, x) {
			list = append(list, x)
		}
	}
	return list
}

// offeredWagerClauses is the clauses of g's document for every wager
// offer offers (its pay-table rows), each once: what the properties that
// judge settlements check, and what a round's settlement can be blamed on.
func offeredWagerClauses(g, offer *reference.Game) []string {
	out := []string{}
	for _, w := range offer.Wagers {
		out = appendUnique(out, WagerClauses(g, string(w.ID))...)
	}
	return out
}

// CoveredClauses maps each property to the clauses of the game it checks.
func CoveredClauses(g, gen *reference.Game, shoe bool) map[string][]string {
	dc := clausesOf(g)
	if gen == nil {
		gen = g
	}
	wagers := offeredWagerClauses(g, gen)
	m := map[string][]string{
		PropNotation:         {ContractNotation},
		PropHandSize:         slices.Concat(dc.DealOrder, dc.Natural),
		PropDealOrder:        dc.DealOrder,
		PropNaturalStops:     dc.Natural,
		PropPlayerDraw:       dc.PlayerDraw,
		PropBankerDraw:       slices.Concat(dc.BankerStood, dc.BankerDrew),
		PropTotals:           slices.Concat(dc.PointValues, dc.Totals),
		PropWinner:           slices.Concat(dc.Winner, dc.Tie, []string{interpVoidTotals}),
		PropCardsUsed:        dc.Cut,
		PropIrregularCards:   slices.Concat(dc.Foreign, dc.Insufficient, []string{interpDealtOnly}),
		PropVoidReturns:      slices.Concat(dc.Foreign, dc.Insufficient),
		PropTiePushes:        dc.Tie,
		PropSettlementAmount: slices.Concat(wagers, []string{ContractMoney}),
		PropPayTable:         wagers,
		PropRejectsInvalid:   {ContractNotation, ContractMoney, ContractWagers, dc.Decks},
		PropDifferential:     slices.Concat(dc.DealOrder, dc.Natural, dc.PlayerDraw, dc.BankerStood, dc.BankerDrew, dc.Totals, dc.Winner, dc.Cut, wagers),
	}
	if shoe {
		m[PropShoeRounds] = dc.Cut
		m[PropShoeEndsAtCut] = slices.Concat(dc.Cut, []string{interpVoidStops})
		m[PropVoidKeepsEarlier] = dc.Earlier
	}
	return m
}
