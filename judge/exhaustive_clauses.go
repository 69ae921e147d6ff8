package judge

import "github.com/bacctk/bacctk/reference"

// DifferentialClauses returns the "document:clause" references a coup
// compared field by field with the reference checks on the game: the deal,
// the totals, the winner and every wager's pay table (the differential
// property's clauses). The exhaustive walk of certify counts its agreeing
// classes on them.
func DifferentialClauses(g *reference.Game) []string {
	return CoveredClauses(g, nil, false)[PropDifferential]
}
