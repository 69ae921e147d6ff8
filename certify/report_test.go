package certify

import (
	"testing"

	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/report"
)

// TestCauseKindsAreTheJudgings: a cause's kind is the kind of divergence
// the judging found, and the report writes it in its own constants (it
// imports no judging code): the two sets of words must stay the same.
func TestCauseKindsAreTheJudgings(t *testing.T) {
	for _, k := range []struct{ report, judge string }{
		{report.CauseNotImplemented, judge.KindNotImplemented},
		{report.CauseRefusal, judge.KindRefusal},
		{report.CauseDeal, judge.KindDeal},
		{report.CauseVoid, judge.KindVoid},
		{report.CauseTotal, judge.KindTotal},
		{report.CauseWinner, judge.KindWinner},
		{report.CauseSettlement, judge.KindSettlement},
		{report.CauseTable, judge.KindTable},
		{report.CauseNotation, judge.KindNotation},
	} {
		if k.report != k.judge {
			t.Errorf("the report's cause kind %q is the judging's %q", k.report, k.judge)
		}
	}
}
