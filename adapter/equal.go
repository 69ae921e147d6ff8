package adapter

import "slices"

// Same reports whether two coup results are the same on the wire, field by
// field (an empty list equals a missing one). It does not allocate, so the
// kit's checks call it first and build a go-cmp diff only when it fails.
// (It is not called Equal because go-cmp would then use it in place of its
// field-by-field diff.)
func (r *CoupResult) Same(o *CoupResult) bool {
	return r.PlayerTotal == o.PlayerTotal && r.BankerTotal == o.BankerTotal && r.Winner == o.Winner &&
		r.CardsUsed == o.CardsUsed && r.CutCard == o.CutCard && r.Void == o.Void &&
		slices.Equal(r.Player, o.Player) && slices.Equal(r.Banker, o.Banker) &&
		slices.Equal(r.Settlements, o.Settlements)
}

// Same reports whether two shoe results are the same on the wire.
func (r *ShoeResult) Same(o *ShoeResult) bool {
	return r.CardsUsed == o.CardsUsed && r.End == o.End &&
		slices.EqualFunc(r.Rounds, o.Rounds, func(a, b CoupResult) bool { return a.Same(&b) })
}

// Same reports whether two table steps are the same on the wire, field by
// field (an empty list equals a missing one), without allocating.
func (s *TableStep) Same(o *TableStep) bool {
	return s.Event == o.Event && s.Accepted == o.Accepted && s.Code == o.Code && s.Detail == o.Detail &&
		s.Clause == o.Clause && s.State == o.State && s.Witness == o.Witness && s.Receiver == o.Receiver &&
		samePtr(s.Established, o.Established) && samePtr(s.Differential, o.Differential) &&
		s.Options.same(o.Options)
}

func (t *TableOptions) same(o *TableOptions) bool {
	if t == nil || o == nil {
		return t == o
	}
	return t.Reason == o.Reason && t.Clause == o.Clause && slices.Equal(t.Players, o.Players) &&
		t.AllOrNothing == o.AllOrNothing && t.Then == o.Then
}

// Same reports whether two settled table rounds are the same on the wire.
func (r *TableRound) Same(o *TableRound) bool {
	return r.Round == o.Round && slices.Equal(r.Player, o.Player) && slices.Equal(r.Banker, o.Banker) &&
		r.PlayerTotal == o.PlayerTotal && r.BankerTotal == o.BankerTotal && r.Winner == o.Winner &&
		r.Void == o.Void && r.CutCard == o.CutCard &&
		slices.EqualFunc(r.Settlements, o.Settlements, func(a, b TableSettlement) bool { return a.same(&b) })
}

func (t *TableSettlement) same(o *TableSettlement) bool {
	return t.Player == o.Player && t.Position == o.Position && t.Wager == o.Wager && t.Stake == o.Stake &&
		t.Played == o.Played && t.Result == o.Result && t.Win == o.Win && t.Returned == o.Returned &&
		t.Bonus == o.Bonus && t.Odds == o.Odds && slices.Equal(t.Notes, o.Notes)
}

// Same reports whether two table results are the same on the wire.
func (r *TableResult) Same(o *TableResult) bool {
	return slices.EqualFunc(r.Steps, o.Steps, func(a, b TableStep) bool { return a.Same(&b) }) &&
		slices.EqualFunc(r.Rounds, o.Rounds, func(a, b TableRound) bool { return a.Same(&b) })
}

// samePtr: both nil, or both set to equal values.
func samePtr[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}
