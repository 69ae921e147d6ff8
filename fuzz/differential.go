package fuzz

import (
	"fmt"
	"slices"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// The differential compares an engine's answer with the reference's answer
// to the same request. A difference is attributed to the clause that
// decides the first thing that differs, in the order the rules decide
// them: whether the round is void, the cards dealt, the totals, the
// winner, the cutting card, then each settlement. Later differences that
// follow from the first (a wrong third card changes the totals and every
// settlement) are not reported again.

// equalSettlement is exact equality of two settlements.
// EqualCoup reports whether two answers are identical, field by field
// (adapter.CoupResult.Same). It does not allocate; the differential calls it
// first and looks closer only when it fails.
func EqualCoup(a, b *adapter.CoupResult) bool { return a.Same(b) }

// EqualShoe reports whether two shoe answers are identical
// (adapter.ShoeResult.Same).
func EqualShoe(a, b *adapter.ShoeResult) bool { return a.Same(b) }

// diffCoup attributes the first difference between the reference's answer
// (want) and the engine's (got). It returns false when they are the same
// (odds compared as fractions).
func diffCoup(in *coupInput, want, got *adapter.CoupResult) (Violation, bool) {
	dc := in.dc
	v := func(clauses []string, format string, args ...any) (Violation, bool) {
		return Violation{Property: PropDifferential, Clauses: clauses, Message: fmt.Sprintf(format, args...)}, true
	}
	if want.Void != got.Void {
		reason := want.Void
		if reason == "" {
			reason = got.Void
		}
		cl := dc.voidClauses(reason)
		if want.CutCard || got.CutCard {
			// The cutting card appeared: a round that meets it is
			// completed with the cards that follow.
			cl = join(dc.cut, cl)
		}
		return v(cl, "void: the reference says %s, the engine %s", orNone(want.Void), orNone(got.Void))
	}
	if !slices.Equal(want.Player, got.Player) || !slices.Equal(want.Banker, got.Banker) {
		return v(handClauses(dc, want, got), "hands: the reference deals Player %v, Banker %v; the engine Player %v, Banker %v", want.Player, want.Banker, got.Player, got.Banker)
	}
	if want.PlayerTotal != got.PlayerTotal || want.BankerTotal != got.BankerTotal {
		return v(join(dc.pointValues, dc.totals), "totals of Player %v and Banker %v: the reference says %d and %d, the engine %d and %d", want.Player, want.Banker, want.PlayerTotal, want.BankerTotal, got.PlayerTotal, got.BankerTotal)
	}
	if want.Winner != got.Winner {
		return v(join(dc.winner, dc.tie), "winner at %d to %d: the reference says %s, the engine %s", want.PlayerTotal, want.BankerTotal, orNone(want.Winner), orNone(got.Winner))
	}
	if want.CardsUsed != got.CardsUsed || want.CutCard != got.CutCard {
		return v(dc.cut, "tokens used: the reference says %d (cutting card %v), the engine %d (cutting card %v)", want.CardsUsed, want.CutCard, got.CardsUsed, got.CutCard)
	}
	if len(want.Settlements) != len(got.Settlements) {
		return v([]string{contractMoney}, "the reference answers %d settlements, the engine %d", len(want.Settlements), len(got.Settlements))
	}
	for i := range want.Settlements {
		w, g := &want.Settlements[i], &got.Settlements[i]
		if *w == *g || (sameOdds(w.Odds, g.Odds) && w.Wager == g.Wager && w.Stake == g.Stake && w.Result == g.Result && w.Win == g.Win && w.Returned == g.Returned && w.Bonus == g.Bonus) {
			continue
		}
		return v(settlementClauses(in, want, i, g), "%s (wager %d) of %d: the reference settles %s; the engine %s", w.Wager, i+1, w.Stake, describeSettlement(*w), describeSettlement(*g))
	}
	return Violation{}, false
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// handClauses attributes a difference in the cards dealt: the initial four
// cards are the deal order; a third card too many or too few is the Table
// of Play (a Natural, Player's rule or Banker's).
func handClauses(dc docClauses, want, got *adapter.CoupResult) []string {
	n := func(h []string, i int) string {
		if i < len(h) {
			return h[i]
		}
		return ""
	}
	for i := 0; i < 2; i++ {
		if n(want.Player, i) != n(got.Player, i) || n(want.Banker, i) != n(got.Banker, i) {
			return dc.dealOrder
		}
	}
	wc, err := answerCoup(want)
	if err != nil || wc.Player.N < 2 || wc.Banker.N < 2 {
		return dc.dealOrder
	}
	pt, bt := twoCardTotal(&wc.Player), twoCardTotal(&wc.Banker)
	natural := pt >= 8 || bt >= 8
	switch {
	case len(want.Player) != len(got.Player):
		if natural {
			return dc.natural
		}
		return dc.playerDraw
	case len(want.Banker) != len(got.Banker):
		if natural {
			return dc.natural
		}
		if wc.Player.N == 3 {
			return dc.bankerDrew
		}
		return dc.bankerStood
	}
	return dc.dealOrder
}

// settlementClauses names the pay-table row behind settlement i: the
// reference's row when it wins or pushes, else the clause saying when the
// wager wins and the row the engine paid on.
func settlementClauses(in *coupInput, want *adapter.CoupResult, i int, got *adapter.Settlement) []string {
	w := &want.Settlements[i]
	spec, ok := in.g.Wager(reference.WagerID(w.Wager))
	if !ok {
		return []string{contractWagers}
	}
	if w.Result == "void" {
		return in.dc.voidClauses(want.Void)
	}
	c, err := answerCoup(want)
	if err == nil {
		s, err := in.g.SettleOne(&c, reference.Wager{ID: spec.ID, Stake: w.Stake}, reference.TableSettings{Rounding: in.unit})
		if err == nil && s.Clause != "" {
			out := []string{s.Clause}
			if s.Result == reference.Win && w.Result == got.Result && w.Odds == got.Odds {
				// Same row, different amount: the rounding of money.
				out = append(out, contractMoney)
			}
			return out
		}
	}
	out := []string{spec.Clause}
	if num, den, ok := parseOdds(got.Odds); ok {
		if r := rowWithOdds(spec, num, den, got.Bonus); r != nil {
			out = appendUnique(out, r.Clause)
		}
	}
	return out
}

// invalidClauses names what makes a malformed request invalid.
func invalidClauses(dc docClauses, kind string) []string {
	switch kind {
	case KindBadDecks:
		return []string{dc.decks}
	case KindBadStake:
		return []string{contractMoney}
	case KindBadWager, KindBadGame:
		return []string{contractWagers}
	}
	return []string{contractNotation}
}

// cmpEqual is go-cmp equality, for values compared rarely.
// cmpEqual treats an empty list and a missing one alike: the schema allows
// both (e.g. a settlement's notes).
func cmpEqual(a, b any) bool { return cmp.Equal(a, b, cmpopts.EquateEmpty()) }
