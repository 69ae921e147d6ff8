package certify

import (
	"context"
	"fmt"
	"testing"

	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/bacctk/bacctk/report"
)

// TestDealDefectsAtTheTable: an engine with a defect of the deal, a point
// value, the Table of Play, an event or a pay table plays its table rounds
// with it, as a real engine does (the independent engine claims the table
// whatever its defects). Certified whole (every part, no tag filter), it
// fails no row of a rules document outside the defect's own clauses: the
// table's steps and rounds are judged on the engine's own earlier stages
// (its cards as a coup's, its stake and notices before its pay, its deal
// where an interruption turns on the hands), so a deal or pay defect does
// not also fail the betting window, the interruptions or the
// irregularities. By default four defect-and-game pairs drawn by the
// seed; BACCTK_LONG=1 every defect on every game it is active on.
func TestDealDefectsAtTheTable(t *testing.T) {
	seed := testSeed(t)
	type pair struct {
		d    independent.DefectInfo
		game string
	}
	var pairs []pair
	for _, d := range independent.Defects() {
		if d.Table {
			continue
		}
		for _, g := range d.Games {
			pairs = append(pairs, pair{d, g})
		}
	}
	for _, p := range longtest.Pick(pairs, 4, seed) {
		t.Run(p.d.Name+"@"+p.game, func(t *testing.T) {
			t.Parallel()
			rep, err := Run(context.Background(), newIndependent(t, p.d.Name), Options{Seed: seed, Shoes: 5, Games: []string{p.game}, MinimizeBudget: 200, MaxFailures: 200})
			if err != nil {
				t.Fatal(err)
			}
			if rep.OK() {
				t.Fatalf("certify passes the engine with %s on %s", p.d.Name, p.game)
			}
			if rep.Run.Checked.Tables == 0 {
				t.Fatalf("no table sequence was checked: the engine does not claim the table")
			}
			listed := setOf(p.d.Clauses)
			var extra []string
			for _, v := range rep.Verdicts {
				if v.Verdict != report.Fail || v.Document == report.DocInterpretation || v.Document == report.DocContract {
					continue
				}
				if ref := v.Document + ":" + v.Clause; !mayFail(listed, ref) {
					extra = append(extra, ref)
				}
			}
			if len(extra) > 0 {
				t.Errorf("%s (clauses %v) also fails %v (seed %d)", p.d.Name, p.d.Clauses, extra, seed)
				for _, c := range rep.Causes {
					t.Log(fmt.Sprintf("%s %s %v: %s", c.ID, c.Kind, c.Clauses, c.Summary))
				}
			}
		})
	}
}
