package exhaustive

import (
	"fmt"
	"math/big"
)

// Ledger adds up, per wager, the six-card sequences by the net amount a
// stake won or lost on them: from it the house edge implied by a set of
// settlements is an exact fraction, whoever settled them (the reference,
// or an engine under test).
type Ledger struct {
	rows [][]ledgerRow
}

// ledgerRow counts the sequences on which a wager's net return per unit
// staked was num/den.
type ledgerRow struct {
	num, den int64
	count    uint64
}

// NewLedger returns a ledger of n wagers.
func NewLedger(n int) *Ledger { return &Ledger{rows: make([][]ledgerRow, n)} }

// Add counts count sequences on which wager i, staked stake, had net result
// net (negative for a loss, 0 for a push, the win without any fixed Tie
// Bonus, which is not part of a house edge: docs/analysis.md).
func (l *Ledger) Add(i int, count uint64, net, stake int64) error {
	if stake <= 0 {
		return fmt.Errorf("stake %d: want a positive stake", stake)
	}
	// Not reduced: every wager of a walk has one stake, so equal fractions
	// meet on the same row anyway, and HouseEdge reduces.
	l.addRow(i, net, stake, count)
	return nil
}

func (l *Ledger) addRow(i int, num, den int64, count uint64) {
	rows := l.rows[i]
	for j := range rows {
		if rows[j].num == num && rows[j].den == den {
			rows[j].count += count
			return
		}
	}
	l.rows[i] = append(rows, ledgerRow{num: num, den: den, count: count})
}

// Counted returns the number of sequences counted for wager i.
func (l *Ledger) Counted(i int) uint64 {
	var n uint64
	for _, r := range l.rows[i] {
		n += r.count
	}
	return n
}

// HouseEdge returns wager i's expected net loss per unit staked over total
// sequences, a push counting as a coup played (docs/analysis.md).
func (l *Ledger) HouseEdge(i int, total uint64) *big.Rat {
	sum := new(big.Rat)
	for _, r := range l.rows[i] {
		term := new(big.Rat).SetFrac(new(big.Int).Mul(big.NewInt(r.num), new(big.Int).SetUint64(r.count)), big.NewInt(r.den))
		sum.Add(sum, term)
	}
	sum.Quo(sum, new(big.Rat).SetInt(new(big.Int).SetUint64(total)))
	return sum.Neg(sum)
}

// Stake is the stake the exhaustive walk puts on every wager: 100 minor
// units, so that every pay of the five documents (19/20, 1/2, 6/5, whole
// odds) is a whole number of minor units and no rounding hides a cent.
const Stake = 100

// NetOf returns a settlement's net result for a Ledger: the win without the
// fixed Tie Bonus, minus the stake on a loss, 0 on a push (result names as
// reference.Result prints them).
func NetOf(result string, win, bonus, stake int64) int64 {
	switch result {
	case "win":
		return win - bonus
	case "lose":
		return -stake
	}
	return 0
}

// Merge adds another ledger of the same wagers into l: ledgers of parts of
// a walk (WalkPart) or of shards add up to the ledger of the whole.
func (l *Ledger) Merge(o *Ledger) {
	for i, rows := range o.rows {
		for _, r := range rows {
			l.addRow(i, r.num, r.den, r.count)
		}
	}
}
