package vectors

import "github.com/bacctk/bacctk/adapter"

// equalCoup reports whether two coup results are the same on the wire (an
// empty list equals a missing one). Verify calls it before cmp.Diff, which
// is slow, so that passing vectors cost little.
func equalCoup(a, b *adapter.CoupResult) bool {
	if a.PlayerTotal != b.PlayerTotal || a.BankerTotal != b.BankerTotal || a.Winner != b.Winner ||
		a.CardsUsed != b.CardsUsed || a.CutCard != b.CutCard || a.Void != b.Void ||
		!equalStrings(a.Player, b.Player) || !equalStrings(a.Banker, b.Banker) || len(a.Settlements) != len(b.Settlements) {
		return false
	}
	for i := range a.Settlements {
		if a.Settlements[i] != b.Settlements[i] {
			return false
		}
	}
	return true
}

func equalShoe(a, b *adapter.ShoeResult) bool {
	if a.CardsUsed != b.CardsUsed || a.End != b.End || len(a.Rounds) != len(b.Rounds) {
		return false
	}
	for i := range a.Rounds {
		if !equalCoup(&a.Rounds[i], &b.Rounds[i]) {
			return false
		}
	}
	return true
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
