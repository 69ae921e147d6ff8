package certify

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
)

// TestReadingsKeepEveryClause: a reading sets aside only the scenario rows
// it decides (the Examples rows tagged @interpretation:N), never a whole
// clause: certifying the reference under each alternative reading, with
// that reading chosen, every clause row that the kit's reading checks is
// still checked, and passes. Scenarios and vectors only: a reading sets
// aside scenario rows, and generated checks are judged under it like the
// vectors (TestFollowsReading certifies whole runs under readings).
func TestReadingsKeepEveryClause(t *testing.T) {
	t.Parallel()
	seed := testSeed(t)
	base, err := Run(context.Background(), refengine.New(), Options{Seed: seed, NoGenerated: true})
	if err != nil {
		t.Fatal(err)
	}
	checked := map[string]bool{}
	for _, v := range base.Verdicts {
		if v.Verdict != report.NotApplicable && v.Verdict != report.Procedural {
			checked[v.ID] = true
		}
	}
	if len(checked) < 500 {
		t.Fatalf("the kit's reading checks only %d clause rows", len(checked))
	}
	// Four of the alternative readings by default, from the seed (every
	// reading across seeds), all of them in the long run.
	for _, x := range longtest.Pick(reference.Alternatives(), 4, uint64(seed)) {
		r := reference.Readings{}.With(x)
		rep, err := Run(context.Background(), refengine.NewUnder(r), Options{Seed: seed, NoGenerated: true, Readings: r})
		if err != nil {
			t.Fatal(err)
		}
		if !rep.OK() {
			t.Errorf("the reference under %d=%s, certified under it: %s", x.Interpretation, x.Name, rep.Summary.Line)
			for _, f := range rep.Failures {
				t.Logf("%s %s: %s", f.Source, f.Location, f.Message)
			}
		}
		for _, v := range rep.Verdicts {
			if checked[v.ID] && v.Verdict == report.NotApplicable {
				t.Errorf("under --reading %d=%s, %s has no check left (the reading drops whole scenarios, not only the rows it decides)", x.Interpretation, x.Name, v.ID)
			}
		}
	}
}
