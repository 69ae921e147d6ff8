package fuzz

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/internal/longtest"
)

// TestCleanIndependentPasses: the independent engine without defects
// passes every property and the differential on every game.
func TestCleanIndependentPasses(t *testing.T) {
	eng, err := independent.New()
	if err != nil {
		t.Fatal(err)
	}
	seed := testSeed(t, 7)
	rep, err := Check(context.Background(), eng, nil, Config{Shoes: testShoes(t, 20), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Failures() {
		t.Errorf("seed %d: %s\n%s", seed, f, f.Case.JSON())
	}
	for _, g := range rep.Games {
		if g.Verdict == VerdictErrored || g.Verdict == VerdictNotApplicable {
			t.Errorf("%s: %s: %s", g.Game, g.Verdict, g.Reason)
		}
	}
}

// TestPlantedDefectsAreCaught is the "done when": for each planted
// defect of the independent engine, Check on every game (it is not told
// which games or clauses the defect touches) finds failures, on the
// defect's games only, and names at least one clause the defect's
// catalogue entry says a kit should name. The clean engine passing is
// TestCleanIndependentPasses. Run with -v for the table of what caught
// each defect; BACCTK_FUZZ_SHOES and BACCTK_FUZZ_SEED change the budget
// and the shoes. Each defect is checked with the differential and with the
// properties alone in the long run (BACCTK_LONG=1); by default one of the
// two, alternating from defect to defect.
func TestPlantedDefectsAreCaught(t *testing.T) {
	t.Parallel()
	shoes, seed := testShoes(t, 8), testSeed(t, 11)
	var table strings.Builder
	for i, d := range independent.Defects() {
		eng, err := independent.New(d.Name)
		if err != nil {
			t.Fatal(err)
		}
		// A table defect shows in table sequences only: one per shoe
		// rather than one per four, as its games' settings (limits, a
		// differential, a lower playing-area limit) are drawn per sequence.
		every := 0
		if d.Table {
			every = 1
		}
		modes := []struct {
			name string
			cfg  Config
		}{
			{"properties+differential", Config{Shoes: shoes, Seed: seed, MinimizeBudget: 300, TableEvery: every}},
			{"properties alone", Config{Shoes: shoes, Seed: seed, MinimizeBudget: 300, NoDifferential: true, TableEvery: every}},
		}
		// Both ways in the long run; by default one, alternating from
		// defect to defect.
		for _, mode := range longtest.Pick(modes, 1, uint64(i)) {
			rep, err := Check(context.Background(), eng, nil, mode.cfg)
			if err != nil {
				t.Fatal(err)
			}
			fs := rep.Failures()
			byProp := map[string]int{}
			named := false
			for _, f := range fs {
				if !contains(d.Games, f.Game) {
					t.Errorf("%s (%s): a failure on %s, where the defect is not active: %s", d.Name, mode.name, f.Game, f)
				}
				byProp[f.Property] += f.Count
				for _, c := range f.Clauses {
					named = named || contains(d.Clauses, c)
				}
			}
			caught := len(fs) > 0
			if gap, ok := generatedGaps[d.Name]; ok {
				t.Logf("%s (%s): caught %v, named %v; a known gap of the generated sequences: %s", d.Name, mode.name, caught, named, gap)
			} else if !caught || !named {
				t.Errorf("%s (%s, seed %d, %d shoes): caught %v, named one of %v: %v", d.Name, mode.name, seed, shoes, caught, d.Clauses, named)
			}
			fmt.Fprintf(&table, "%-32s %-24s %s\n", d.Name, mode.name, summarize(byProp))
		}
	}
	t.Logf("seed %d, %d shoes per game:\n%s", seed, shoes, table.String())
}

// generatedGaps are planted defects that Check's generated sequences are
// not expected to find at this test's budget, with why: a finding about
// the generator, kept here so that it stays visible. Scenarios of
// features/ catch them (certify's TestPlantedDefects, features'
// TestIndependentEngine).
var generatedGaps = map[string]string{
	"table-hlga-cut-option-declinable": "the generated sequences send no decline-option, which the kit's reading refuses " +
		"everywhere (interpretation 21): only an engine following reading 21=discretionary answers it otherwise; the " +
		"3.22.1 / 3.17.1 scenarios tagged @interpretation:21 and the HLGA table vectors catch it on every run",
	"refusal-ten-decks-refused": "the engine answers \"invalid\" to every valid request of a ten-deck shoe: Check counts an " +
		"error answer to a valid request as errored, not as a failure naming a clause, so this test does not see it; " +
		"the golden vectors (an invalid answer to a valid request fails, issue 10), features' 2.1 scenarios and certify do",
	"table-under-minimum-used-by-push": "the defect shows only when a player's first under-minimum wager to be settled pushes " +
		"(a Player or Banker wager on a Tie) and the same player places another under-minimum wager in a later round: " +
		"steered (fuzz/table_steer.go), 1 or 2 generated Tiger tables in 200 reach that, so this test's 8 sequences " +
		"per game catch it on about one seed in three (seeds 3, 8 and 11 of 1-8 and 11)",
	"table-wager-limit-zero-inherits": "a wager's own limits of 0 change an answer only when the wager is staked outside " +
		"the table's limits: a few generated tables in a hundred; the scenarios features/*/92-wager-limits-of-none.feature " +
		"catch it on every run",
	"table-decided-wager-withdrawable": "a wager decided before the cards drawn together shows only when a Tiger Pair " +
		"(or a Tiger wager against a Banker 7) is on the table, four cards are out and cards are then drawn together, and " +
		"its player withdraws it or all: seldom drawn in 8 sequences; the 5.8.1 and 5.8.2.2 scenarios of both Tiger features " +
		"and the Tiger table vectors catch it on every run",
	"table-under-minimum-same-round-returned": "the defect shows only when one player's first under-minimum wager to be " +
		"paid or collected has a second under-minimum wager in the same round that is won or lost: steered (fuzz/table_steer.go) " +
		"under-minimum wagers go to one player on Player or Banker, but two in one round of the 8 sequences is rare; " +
		"the 5.14 scenarios of both Tiger features and the Tiger table vectors catch it on every run",
	"table-player-leaves-with-cards-under-method-b": "a player leaving with cards shows only on a Method B table (one generated " +
		"Tiger table in ten), with the irregularity player-left-with-cards, a stray event, drawn after a card of the round: seldom " +
		"in 8 sequences; the 3.11.2 / 3.10.2 scenarios of both Tiger features and the Tiger table vectors catch it on every run",
	"table-set-aside-cards-swapped": "the two cards set aside swap only when a player leaves with the initial four cards " +
		"(the irregularity player-left-with-cards, a stray event, drawn after exactly four cards) and the round then needs both " +
		"third cards: seldom in 8 sequences; the 5.11.1 scenarios of both Tiger features and the Tiger table vectors " +
		"(TableSetAsideOrder) catch it on every run",
	"table-card-count-after-complete-refused": "a wrong card count reported once the round is complete is a stray event " +
		"of the generated sequences, seldom drawn; each document's incorrect-card-count scenarios (Electronic: " +
		"features/mbs-etg-v4/93-card-count-after-last-card.feature) catch it on every run",
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func summarize(m map[string]int) string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s x%d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}
