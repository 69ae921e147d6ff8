package analysis

import (
	"math/big"

	"github.com/bacctk/bacctk/reference"
)

// Sheet is the exact analysis (a PAR sheet) of every wager of one game on a
// full shoe of Decks decks.
type Sheet struct {
	Game  *reference.Game
	Decks int
	// Sequences is the number of ordered six-card sequences of the shoe,
	// the denominator of every probability.
	Sequences *big.Int
	// Player, Banker and Tie count the sequences by outcome (rule 3.10).
	Player, Banker, Tie *big.Int
	// Wagers are in the game's table order.
	Wagers []WagerSheet
	// Readings are the alternative readings the pay tables were read
	// under ("1=point-value"); none: the kit's.
	Readings []string
}

// Outcome is how a pay-table row settles a wager.
type Outcome uint8

// The outcomes of a row.
const (
	OutcomeWin Outcome = iota
	OutcomePush
	OutcomeLose
)

// Row is one row of a wager's PAR sheet: a row of the reference pay table
// (the first row whose event holds settles the wager), or the final "lose"
// row.
type Row struct {
	// Event is the row's event, reference.NoEvent for the lose row.
	Event   reference.Event
	Outcome Outcome
	// Odds is the pay of a win, exact (no rounding to a table unit).
	Odds reference.Odds
	// Bonus is a fixed amount in minor units paid with the odds (the 6 Star
	// Tie Bonus); it is not part of the house edge (see TieBonusPerCoup).
	Bonus int64
	// Count is the number of six-card sequences the row settles.
	Count *big.Int
	// Probability is Count over the sheet's Sequences.
	Probability *big.Rat
	// Return is the row's contribution to the expected net return per unit
	// staked: Probability times the odds for a win, 0 for a push, minus
	// Probability for a loss.
	Return *big.Rat
}

// WagerSheet is the PAR sheet of one wager.
type WagerSheet struct {
	Spec *reference.WagerSpec
	Rows []Row
	// HouseEdge is the expected net loss per unit staked, a push counting
	// as a coup played (its stake is in the denominator, its net is 0):
	// minus the sum of the rows' Return.
	HouseEdge *big.Rat
	// ExactOdds reports a row paying a fraction of the stake (19/20, 1/2,
	// 6/5) that a table rounds down to its unit (interpretation 4); the
	// analysis takes such pays exactly.
	ExactOdds bool
	// TieBonusPerCoup is, for a wager with fixed-amount rows (the 6 Star
	// Tie Bonus, interpretation 5), the expected bonus paid per coup to one
	// such wager, in minor units, whatever its stake; nil otherwise.
	TieBonusPerCoup *big.Rat
}

// Wager returns the sheet of the wager, or nil.
func (s *Sheet) Wager(id reference.WagerID) *WagerSheet {
	for i := range s.Wagers {
		if s.Wagers[i].Spec.ID == id {
			return &s.Wagers[i]
		}
	}
	return nil
}

// Row returns the wager's row for the event (reference.NoEvent: the lose
// row), or nil.
func (w *WagerSheet) Row(e reference.Event) *Row {
	for i := range w.Rows {
		if w.Rows[i].Event == e {
			return &w.Rows[i]
		}
	}
	return nil
}

// Pays prints the row's pay as the JSON contract does: "n/d", "push" or
// "lose".
func (r *Row) Pays() string {
	switch r.Outcome {
	case OutcomePush:
		return "push"
	case OutcomeLose:
		return "lose"
	}
	return r.Odds.String()
}

// newWagerSheet builds the sheet of a wager from its counts (one per pay
// row, then the lose count).
func newWagerSheet(spec *reference.WagerSpec, counts []uint64, total uint64) WagerSheet {
	ws := WagerSheet{Spec: spec}
	tot := new(big.Int).SetUint64(total)
	edge := new(big.Rat)
	var bonus *big.Rat
	for i := 0; i <= len(spec.Pays); i++ {
		r := Row{Count: new(big.Int).SetUint64(counts[i]), Outcome: OutcomeLose}
		r.Probability = new(big.Rat).SetFrac(r.Count, tot)
		r.Return = new(big.Rat)
		if i < len(spec.Pays) {
			p := spec.Pays[i]
			r.Event, r.Odds, r.Bonus = p.Event, p.Odds, p.Bonus
			if p.Push {
				r.Outcome = OutcomePush
			} else {
				r.Outcome = OutcomeWin
				r.Return.Mul(r.Probability, big.NewRat(p.Odds.Num, p.Odds.Den))
				if p.Odds.Den != 1 {
					ws.ExactOdds = true
				}
			}
			if p.Bonus != 0 {
				if bonus == nil {
					bonus = new(big.Rat)
				}
				bonus.Add(bonus, new(big.Rat).Mul(r.Probability, new(big.Rat).SetInt64(p.Bonus)))
			}
		} else {
			r.Return.Neg(r.Probability)
		}
		edge.Sub(edge, r.Return)
		ws.Rows = append(ws.Rows, r)
	}
	ws.HouseEdge = edge
	ws.TieBonusPerCoup = bonus
	return ws
}
