package fuzz

import (
	"slices"

	"github.com/bacctk/bacctk/adapter"
)

// Cheap equality of table answers for the pass path: the table comparison
// (diffTable) is run on every step of every generated sequence, and
// go-cmp's reflection and allocation showed in its profiles. Each
// function compares field by field and, only when that finds a
// difference, asks cmpEqual, so that the answer is always cmpEqual's (a
// nil and an empty list equal, as cmpopts.EquateEmpty has them): a plain
// "equal" implies cmpEqual's. TestTableEqualFields fails when a field is
// added to these structs and not here.

// tableStepEqual is cmpEqual(a, b) for two table steps.
func tableStepEqual(a, b adapter.TableStep) bool {
	return plainStepEqual(a, b) || cmpEqual(a, b)
}

// tableRoundEqual is cmpEqual(a, b) for two settled rounds.
func tableRoundEqual(a, b adapter.TableRound) bool {
	return plainRoundEqual(a, b) || cmpEqual(a, b)
}

func plainStepEqual(a, b adapter.TableStep) bool {
	return a.Event == b.Event && a.Accepted == b.Accepted && a.Code == b.Code && a.Detail == b.Detail &&
		a.Clause == b.Clause && a.State == b.State && a.Witness == b.Witness &&
		ptrEqual(a.Established, b.Established) && ptrEqual(a.Differential, b.Differential) &&
		plainOptionsEqual(a.Options, b.Options)
}

func plainOptionsEqual(a, b *adapter.TableOptions) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Reason == b.Reason && a.Clause == b.Clause && slices.Equal(a.Players, b.Players) &&
		a.AllOrNothing == b.AllOrNothing && a.Then == b.Then
}

func plainRoundEqual(a, b adapter.TableRound) bool {
	return a.Round == b.Round && slices.Equal(a.Player, b.Player) && slices.Equal(a.Banker, b.Banker) &&
		a.PlayerTotal == b.PlayerTotal && a.BankerTotal == b.BankerTotal && a.Winner == b.Winner &&
		a.Void == b.Void && a.CutCard == b.CutCard &&
		slices.EqualFunc(a.Settlements, b.Settlements, plainSettlementEqual)
}

func plainSettlementEqual(a, b adapter.TableSettlement) bool {
	return a.Player == b.Player && a.Position == b.Position && a.Wager == b.Wager && a.Stake == b.Stake &&
		a.Played == b.Played && a.Result == b.Result && a.Win == b.Win && a.Returned == b.Returned &&
		a.Bonus == b.Bonus && a.Odds == b.Odds && slices.Equal(a.Notes, b.Notes)
}

// ptrEqual: both nil, or both set to equal values.
func ptrEqual[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}
