package fuzz

import (
	"context"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
)

// TestTableCasesKeepOnlyEventsThatMatter: a generated table failure's case
// keeps no event it could lose (each one dropped, the engine's answer no
// longer shows the failure), and its message counts the steps of the case,
// not of the sequence it was shrunk from. These defects, on seed 3, were
// found late in long sequences (45 events kept of which 41 could each go;
// a message of step 36 on a case of 5 events).
func TestTableCasesKeepOnlyEventsThatMatter(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	step := regexp.MustCompile(`\bsteps? ([0-9]+)`)
	for _, tc := range []struct{ defect, game string }{
		{"table-differential-wrong-side", "mbs-tiger-v2"},
		{"table-late-increase-honoured", "mbs-ncb-v6"},
		{"table-device-reset-keeps-cards", "mbs-tiger-v2"},
	} {
		eng, err := independent.New(tc.defect)
		if err != nil {
			t.Fatal(err)
		}
		hello, err := eng.Hello(ctx)
		if err != nil {
			t.Fatal(err)
		}
		g, err := reference.LookupGame(reference.GameID(tc.game))
		if err != nil {
			t.Fatal(err)
		}
		seed := testSeed(t, 3)
		rep, err := Check(ctx, eng, []string{tc.game}, Config{Shoes: testShoes(t, 20), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		cases := 0
		for _, f := range rep.Failures() {
			q := f.Case.TableRequest
			if f.Case.Method != "table" || q == nil {
				continue
			}
			cases++
			key := judge.Violation{Property: f.Property, Clauses: f.Clauses}.Key()
			if _, _, ok := tableShows(ctx, limitedTable{eng, hello}, g, *q, reference.Readings{}, key); !ok {
				t.Errorf("%s, seed %d: %s: the case's own request does not show it", tc.defect, seed, f.Property)
				continue
			}
			for i := range q.Events {
				c := *q
				c.Events = slices.Delete(slices.Clone(q.Events), i, i+1)
				if _, _, ok := tableShows(ctx, limitedTable{eng, hello}, g, c, reference.Readings{}, key); ok {
					t.Errorf("%s, seed %d: %s: event %d of %d (%s) could go", tc.defect, seed, f.Property, i+1, len(q.Events), q.Events[i].Type)
				}
			}
			for _, m := range step.FindAllStringSubmatch(f.Message, -1) {
				if n, _ := strconv.Atoi(m[1]); n > len(q.Events) {
					t.Errorf("%s, seed %d: %s: the message names step %d of a case of %d events: %s", tc.defect, seed, f.Property, n, len(q.Events), f.Message)
				}
			}
		}
		if cases == 0 {
			t.Errorf("%s, seed %d: no generated table failure on %s", tc.defect, seed, tc.game)
		}
	}
}
