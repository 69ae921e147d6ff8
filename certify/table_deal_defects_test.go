package certify

import (
	"context"
	"fmt"
	"slices"
	"strings"
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

// hiddenBesideCoup are the pairs of a coup defect and a table defect of
// which the first still hides the second on every game both are active
// on, with why. An entry that no longer applies fails the test when its
// pair is drawn, so the list only shrinks.
var hiddenBesideCoup = map[[2]string]string{
	{"deal-order-ppbb", "table-set-aside-cards-swapped"}: "two set-aside cards that reach the hands exchanged are " +
		"what a deal order of the engine's own can do too (judge's setAsideClauses: HandsByOrder), and its coups " +
		"show its deal order broken: the step names no rule, whatever cards the scenario deals",
	{"tie-loses-player-banker", "table-under-minimum-used-by-push"}: "the engine's Tie loses the Player and " +
		"Banker wagers, so no under-minimum wager ever pushes on its own path: the push that would use it up never " +
		"happens, and the table defect has nothing to show",
}

// hiddenOn is why table is hidden beside coup, "" when it is not.
func hiddenOn(coup, table string) string { return hiddenBesideCoup[[2]string{coup, table}] }

// TestTableDefectsBesideCoupDefects: an engine with a defect of the deal,
// a point value, the Table of Play, an event or a pay table (deal-order-
// ppbb, dealing Player, Player, Banker, Banker, is a common one in real
// engines) beside a defect of the table lifecycle still fails one of the
// table defect's own clauses, named by a cause, and no row outside the two
// defects' clauses. The table judge follows the engine's rounds (judge's
// roundResync), and the scenarios of the table rules deal the rules' hands
// to such engines too (docs/steps.md "Cards for a rule of the table"), so
// the coup defect does not hide the table rule. Every pair on every game
// is a candidate (about 3,600); by default four spread over them by the
// seed, BACCTK_LONG=1 three hundred. All of them, on each of three seeds:
// every defect named but the entries of hiddenBesideCoup (4 pairs of
// 3,576), and no stray row.
func TestTableDefectsBesideCoupDefects(t *testing.T) {
	seed := testSeed(t)
	var pairs []combination
	for _, c := range independent.Defects() {
		for _, d := range independent.Defects() {
			for _, g := range d.Games {
				if !c.Table && d.Table && slices.Contains(c.Games, g) {
					pairs = append(pairs, combination{defects: []independent.DefectInfo{c, d}, game: g})
				}
			}
		}
	}
	if len(pairs) < 3000 {
		t.Fatalf("only %d pairs of a coup and a table defect on a game", len(pairs))
	}
	for _, cb := range longtest.Spread(pairs, longtest.Budget(4, 300), seed) {
		t.Run(strings.Join(cb.names(), "+")+"@"+cb.game, func(t *testing.T) {
			t.Parallel()
			rep, err := Run(context.Background(), newIndependent(t, cb.names()...), Options{Seed: seed, Shoes: 5, Games: []string{cb.game}, MinimizeBudget: 200, MaxFailures: 400})
			if err != nil {
				t.Fatal(err)
			}
			coup, table := cb.defects[0], cb.defects[1]
			failed, named := failedAndNamed(rep, setOf(table.Clauses))
			why := hiddenOn(coup.Name, table.Name)
			hidden := why != ""
			switch {
			case hidden && failed && named:
				t.Errorf("%s beside %s is listed in hiddenBesideCoup (%s) but is named: remove the entry", table.Name, coup.Name, why)
			case hidden:
				t.Logf("%s is hidden beside %s (known: %s)", table.Name, coup.Name, why)
			case !failed || !named:
				t.Errorf("beside %s, %s (clauses %v): a row of its clauses fails: %v; a cause names one: %v (seed %d)", coup.Name, table.Name, table.Clauses, failed, named, seed)
			}
			if extra := strayRows(rep, setOf(append(slices.Clone(coup.Clauses), table.Clauses...))); len(extra) > 0 {
				t.Errorf("%v also fails %v (seed %d)", cb.names(), extra, seed)
			}
		})
	}
}
