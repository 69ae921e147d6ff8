package certify

import (
	"context"
	"os"
	"testing"

	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/report"
)

// precisionEnv runs TestPrecisionFigure: every planted defect certified on
// every game it is active on, with every check (a few minutes on 2 cores).
const precisionEnv = "BACCTK_PRECISION"

// TestPrecisionFigure measures the share of failing rows that are the
// planted defect's own (its clauses, their sub-clauses, the
// interpretations and contract points it lists) over every planted defect
// on all of its games, and requires at least 95 % and every defect killed
// with one of its rows: the figure a lab compares with outside engines.
func TestPrecisionFigure(t *testing.T) {
	if os.Getenv(precisionEnv) == "" {
		t.Skipf("%s=1 runs it (every defect on every game: minutes)", precisionEnv)
	}
	seed := testSeed(t)
	total, own := 0, 0
	for _, d := range append(independent.Defects(), independent.GapDefects()...) {
		eng := newIndependent(t, d.Name)
		listed := setOf(d.Clauses)
		rep, err := Run(context.Background(), eng, Options{Seed: seed, Shoes: 5, Games: d.Games, MinimizeBudget: 200, MaxFailures: 5000})
		if err != nil {
			t.Fatal(err)
		}
		killed := false
		for _, v := range rep.Verdicts {
			if v.Verdict != report.Fail {
				continue
			}
			total++
			if mayFail(listed, v.Document+":"+v.Clause) {
				own++
				killed = true
			} else {
				t.Logf("%s also fails %s", d.Name, v.ID)
			}
		}
		if !killed {
			t.Errorf("%s: none of its rows fails", d.Name)
		}
	}
	share := float64(own) / float64(total)
	t.Logf("%d of %d failing rows (%.1f %%) are the planted defects' own", own, total, 100*share)
	if share < 0.95 {
		t.Errorf("only %.1f %% of failing rows are the defects' own; want at least 95 %%", 100*share)
	}
}
