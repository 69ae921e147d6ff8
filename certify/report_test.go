package certify

import (
	"testing"

	"github.com/bacctk/bacctk/judge"
)

// TestCauseKindsAreTheJudgings: a cause's kind is the kind of divergence
// the judging found, and the report writes it in its own constants (it
// imports no judging code): the two sets of words must stay the same.
func TestCauseKindsAreTheJudgings(t *testing.T) {
	for _, k := range []struct{ report, judge string }{
		{CauseNotImplemented, judge.KindNotImplemented},
		{CauseRefusal, judge.KindRefusal},
		{CauseDeal, judge.KindDeal},
		{CauseVoid, judge.KindVoid},
		{CauseTotal, judge.KindTotal},
		{CauseWinner, judge.KindWinner},
		{CauseSettlement, judge.KindSettlement},
		{CauseTable, judge.KindTable},
		{CauseNotation, judge.KindNotation},
	} {
		if k.report != k.judge {
			t.Errorf("the report's cause kind %q is the judging's %q", k.report, k.judge)
		}
	}
}
