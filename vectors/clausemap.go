package vectors

import (
	"strings"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/reference"
)

// docClauses are the clause numbers, in one rules document, of the rules the
// generated vectors aim at. The five documents state the same deal in
// different places: No Commission and 6 Star split the Table of Play into
// 3.9.1-3.9.4; the Tiger and Electronic documents put it in one clause.
type docClauses struct {
	deal         []string // the four-card initial deal and its order
	top          string   // the Table of Play as a whole
	natural      []string // a Natural stops the deal
	naturalDef   string   // the definition of a Natural
	playerRule   string   // Player draws on 0-5, stands on 6-7
	bankerStood  string   // Banker's rule when Player stood
	bankerTable  string   // Banker's rule after a Player third card
	foreign      []string // a foreign card voids the round (rule 5.1)
	extra        []string // an extra card voids the round; none where rule 5.1 names only a foreign card (interpretation 18)
	previous     string   // earlier rounds stand (rule 5.1.2)
	insufficient string   // too few cards: the round is void
	cut          string   // the cutting card inside a round; "" when the document has no such clause
	replace      string   // cards may be replaced after a void round; "" when absent
}

var documentClauses = map[reference.DocumentID]docClauses{
	reference.DocNCB: {
		deal: []string{"3.7", "3.7.1", "3.7.2"}, top: "3.9", natural: []string{"3.9.1"}, naturalDef: "1.1.3",
		playerRule: "3.9.2", bankerStood: "3.9.3", bankerTable: "3.9.4",
		foreign: []string{"5.1", "5.1.1"}, previous: "5.1.2", insufficient: "5.5",
	},
	reference.DocSixStar: {
		deal: []string{"3.7", "3.7.1", "3.7.2"}, top: "3.9", natural: []string{"3.9.1"}, naturalDef: "1.1.8",
		playerRule: "3.9.2", bankerStood: "3.9.3", bankerTable: "3.9.4",
		foreign: []string{"5.1", "5.1.1"}, previous: "5.1.2", insufficient: "5.5",
	},
	reference.DocTiger: {
		deal: []string{"3.13", "3.13.1", "3.13.2"}, top: "3.15", natural: []string{"3.15"}, naturalDef: "1.1.6",
		playerRule: "3.15", bankerStood: "3.15", bankerTable: "3.15",
		foreign: []string{"5.1", "5.1.1"}, extra: []string{"5.1", "5.1.1"}, previous: "5.1.2", insufficient: "5.3", cut: "3.22", replace: "5.13",
	},
	reference.DocTigerNCB: {
		deal: []string{"3.12", "3.12.1", "3.12.2"}, top: "3.14", natural: []string{"3.14"}, naturalDef: "1.1.5",
		playerRule: "3.14", bankerStood: "3.14", bankerTable: "3.14",
		foreign: []string{"5.1", "5.1.1"}, extra: []string{"5.1", "5.1.1"}, previous: "5.1.2", insufficient: "5.3", cut: "3.17", replace: "5.13",
	},
	reference.DocETG: {
		deal: []string{"3.6", "3.6.1", "3.6.2"}, top: "3.8", natural: []string{"3.8"}, naturalDef: "1.1.8",
		playerRule: "3.8", bankerStood: "3.8", bankerTable: "3.8",
		foreign: []string{"5.1", "5.1.1"}, extra: []string{"5.1", "5.1.1"}, previous: "5.1.2", insufficient: "5.3", cut: "3.10",
	},
}

// interpretationClauses are the clauses each interpretation reads, per
// document, from the interpretations register (docs/interpretations.md).
// Interpretation 4 is computed from the game's fractional pay rows instead.
var interpretationClauses = map[int]map[reference.DocumentID][]string{
	1: {
		reference.DocNCB: {"1.1.4"}, reference.DocSixStar: {"1.1.9"}, reference.DocTiger: {"1.1.14"},
		reference.DocTigerNCB: {"1.1.13"}, reference.DocETG: {"1.1.13"},
	},
	2: {
		reference.DocTiger: {"1.1.14.3", "4.2"}, reference.DocTigerNCB: {"1.1.13.3", "4.2"}, reference.DocETG: {"1.1.22.3", "4.9"},
	},
	3: {reference.DocETG: {"1.1.14", "4.12"}},
	5: {reference.DocSixStar: {"1.1.14", "3.10.1.1", "3.10.1.2", "4.3"}},
	6: {reference.DocSixStar: {"1.1.4", "4.1"}},
	7: {reference.DocSixStar: {"1.1.3", "3.12", "4.2"}},
	8: {reference.DocETG: {"1.1.1", "1.1.9", "1.1.10", "4.5", "4.6"}},
	9: {reference.DocETG: {"4.11"}},
}

// ref writes a clause number of the game's document as "document:clause".
func ref(doc reference.DocumentID, clauses ...string) []string {
	out := make([]string, 0, len(clauses))
	for _, c := range clauses {
		if c != "" {
			out = append(out, string(doc)+":"+c)
		}
	}
	return out
}

// lessClause orders "document:clause" references by document id, then by
// clause number component by component ("3.9" before "3.10").
func lessClause(a, b string) bool {
	da, ca, _ := strings.Cut(a, ":")
	db, cb, _ := strings.Cut(b, ":")
	if da != db {
		return da < db
	}
	return clauses.Compare(ca, cb) < 0
}
