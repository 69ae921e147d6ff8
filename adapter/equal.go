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
