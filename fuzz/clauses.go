package fuzz

import (
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/reference"
)

// docClauses are the clauses of one rules document that the properties
// check and blame names, by field of a round's answer. The numbering is
// data of the clauses package, beside the catalog (clauses.DealFields);
// this is its copy in the names the properties use.
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
	interpCut        = clauses.InterpCut   // the cutting card's round is completed and is the last
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

func join(parts ...[]string) []string {
	var out []string
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// docTable is the numbering of each document's deal, from the clauses
// package's blame data.
var docTable = func() map[reference.DocumentID]docClauses {
	out := map[reference.DocumentID]docClauses{}
	for _, g := range reference.Games() {
		out[g.Document] = docClausesOf(clauses.DealFieldsOf(string(g.Document)))
	}
	return out
}()

func docClausesOf(f clauses.DealFields) docClauses {
	return docClauses{decks: f.Decks, pointValues: f.PointValues, totals: f.Totals, dealOrder: f.DealOrder,
		natural: f.Natural, playerDraw: f.PlayerDraw, bankerStood: f.BankerStood, bankerDrew: f.BankerDrew,
		winner: f.Winner, tie: f.Tie, cut: f.Cut, foreign: f.Foreign, earlier: f.Earlier, insufficient: f.Insufficient}
}

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
