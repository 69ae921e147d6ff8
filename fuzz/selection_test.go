package fuzz

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/judge"
)

// TestPropertySelection: Config.Properties looks only for the properties
// named. An engine whose Tie makes Player and Banker wagers lose passes a
// run of the drawing properties, which that defect leaves alone, and fails
// a run of tie-pushes with failures of that property only.
func TestPropertySelection(t *testing.T) {
	eng, err := independent.New("tie-loses-player-banker")
	if err != nil {
		t.Fatal(err)
	}
	games := []string{"mbs-ncb-v6"}
	run := func(props ...string) GameReport {
		t.Helper()
		rep, err := Check(context.Background(), eng, games, Config{Shoes: 6, Seed: 11, Properties: props})
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Games) != 1 {
			t.Fatalf("%d game reports, want 1", len(rep.Games))
		}
		return rep.Games[0]
	}

	draw := run(judge.PropPlayerDraw, judge.PropBankerDraw)
	if draw.Verdict != VerdictPass || draw.Coups == 0 {
		t.Errorf("drawing properties only: %s (%d coups, failures %v), want pass with coups checked", draw.Verdict, draw.Coups, draw.Failures)
	}
	if draw.Tables != 0 {
		t.Errorf("drawing properties only: %d table sequences generated, want none", draw.Tables)
	}
	for _, c := range draw.Clauses {
		for _, p := range c.Properties {
			if p != judge.PropPlayerDraw && p != judge.PropBankerDraw {
				t.Errorf("clause %s covered by %s, which was not selected", c.Clause, p)
			}
		}
	}

	tie := run(judge.PropTiePushes)
	if tie.Verdict != VerdictFail || len(tie.Failures) == 0 {
		t.Fatalf("tie-pushes only: %s with %d failures, want fail", tie.Verdict, len(tie.Failures))
	}
	for _, f := range tie.Failures {
		if f.Property != judge.PropTiePushes {
			t.Errorf("tie-pushes only: a failure of %s: %s", f.Property, f)
		}
	}

	all := run()
	if all.Verdict != VerdictFail {
		t.Errorf("every property: %s, want fail", all.Verdict)
	}

	if _, err := Check(context.Background(), eng, games, Config{Shoes: 1, Seed: 11, Properties: []string{"no-such-property"}}); err == nil {
		t.Error("an unknown property id: no error")
	}
}
