package certify

import (
	"testing"

	"github.com/bacctk/bacctk/fuzz"
)

// TestCauseKindsAreTheJudgings: a cause's kind is the kind of divergence
// the judging found, and the report writes it in its own constants (it
// imports no judging code): the two sets of words must stay the same.
func TestCauseKindsAreTheJudgings(t *testing.T) {
	for _, k := range []struct{ report, judge string }{
		{CauseNotImplemented, fuzz.KindNotImplemented},
		{CauseRefusal, fuzz.KindRefusal},
		{CauseDeal, fuzz.KindDeal},
		{CauseVoid, fuzz.KindVoid},
		{CauseTotal, fuzz.KindTotal},
		{CauseWinner, fuzz.KindWinner},
		{CauseSettlement, fuzz.KindSettlement},
		{CauseTable, fuzz.KindTable},
		{CauseNotation, fuzz.KindNotation},
	} {
		if k.report != k.judge {
			t.Errorf("the report's cause kind %q is the judging's %q", k.report, k.judge)
		}
	}
}
