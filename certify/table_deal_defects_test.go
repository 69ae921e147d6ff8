package certify

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/internal/longtest"
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
			if extra := strayRows(rep, setOf(p.d.Clauses)); len(extra) > 0 {
				t.Errorf("%s (clauses %v) also fails %v (seed %d)", p.d.Name, p.d.Clauses, extra, seed)
				for _, c := range rep.Causes {
					t.Log(fmt.Sprintf("%s %s %v: %s", c.ID, c.Kind, c.Clauses, c.Summary))
				}
			}
		})
	}
}

// hiddenByDealOrder are the table defects a P,P,B,B deal still hides, with
// why. An entry that no longer applies fails the test, so the list only
// shrinks.
var hiddenByDealOrder = map[string]string{
	"table-set-aside-cards-swapped": "two set-aside cards that reach the hands exchanged are what a deal order of " +
		"the engine's own can do too (judge's setAsideClauses: HandsByOrder), and its coups show its deal order " +
		"broken: the step names no rule, whatever cards the scenario deals",
}

// TestTableDefectsBesideDealOrder: an engine that deals Player, Player,
// Banker, Banker (deal-order-ppbb, a common defect of real engines) beside
// a defect of the table lifecycle still fails one of the table defect's
// own clauses, named by a cause, and no row outside the two defects'
// clauses. The table judge follows the engine's rounds (judge's
// roundResync), and the scenarios of the table rules deal the rules' hands
// to such an engine too (their second and third cards are the same card),
// so the deal order does not hide the table rule. By default three table
// defects drawn by the seed; BACCTK_LONG=1 every table defect on each
// Tiger game it is active on.
func TestTableDefectsBesideDealOrder(t *testing.T) {
	seed := testSeed(t)
	var deal independent.DefectInfo
	var pairs []combination
	for _, d := range independent.Defects() {
		if d.Name == "deal-order-ppbb" {
			deal = d
		}
	}
	for _, d := range independent.Defects() {
		for _, g := range []string{"mbs-tiger-v2", "mbs-tiger-ncb-v5"} {
			if d.Table && slices.Contains(d.Games, g) && slices.Contains(deal.Games, g) {
				pairs = append(pairs, combination{defects: []independent.DefectInfo{deal, d}, game: g})
			}
		}
	}
	if len(pairs) == 0 {
		t.Fatal("no table defect is active beside deal-order-ppbb on a Tiger game")
	}
	for _, cb := range longtest.Pick(pairs, 3, seed) {
		t.Run(cb.defects[1].Name+"@"+cb.game, func(t *testing.T) {
			t.Parallel()
			rep, err := Run(context.Background(), newIndependent(t, cb.names()...), Options{Seed: seed, Shoes: 5, Games: []string{cb.game}, MinimizeBudget: 200, MaxFailures: 400})
			if err != nil {
				t.Fatal(err)
			}
			table := cb.defects[1]
			failed, named := failedAndNamed(rep, setOf(table.Clauses))
			why, hidden := hiddenByDealOrder[table.Name]
			switch {
			case hidden && failed && named:
				t.Errorf("%s is listed in hiddenByDealOrder (%s) but is named beside deal-order-ppbb: remove the entry", table.Name, why)
			case hidden:
				t.Logf("%s is hidden by the deal order (known: %s)", table.Name, why)
			case !failed || !named:
				t.Errorf("beside deal-order-ppbb, %s (clauses %v): a row of its clauses fails: %v; a cause names one: %v (seed %d)", table.Name, table.Clauses, failed, named, seed)
			}
			if extra := strayRows(rep, setOf(append(slices.Clone(deal.Clauses), table.Clauses...))); len(extra) > 0 {
				t.Errorf("%v also fails %v (seed %d)", cb.names(), extra, seed)
			}
		})
	}
}
