package fuzz

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
)

// mutantTable is the reference with a defect in its table capability.
type mutantTable struct {
	refengine.Engine
	mutate func(*adapter.TableResult)
}

func (m mutantTable) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	res, err := m.Engine.Table(ctx, req)
	if err == nil {
		m.mutate(&res)
	}
	return res, err
}

// TestTablePropertiesCatchMutations: Check's table-lifecycle sequences
// catch a table engine that takes wagers after "No more bets", one that
// rounds wins up, and one that lets a void round's wagers lose.
func TestTablePropertiesCatchMutations(t *testing.T) {
	tests := []struct {
		name, game string
		mutate     func(*adapter.TableResult)
		prop       string
	}{
		{"late bets taken", "mbs-tiger-v2", func(r *adapter.TableResult) {
			for i, s := range r.Steps {
				if s.Event == adapter.TablePlace && s.Code == reference.CodeBetsClosed {
					r.Steps[i].Accepted, r.Steps[i].Code = true, ""
				}
			}
		}, judge.PropTableBetsClosed},
		{"wins rounded up", "mbs-etg-v4-tiger", func(r *adapter.TableResult) {
			for i := range r.Rounds {
				for j, s := range r.Rounds[i].Settlements {
					if s.Result == "win" {
						r.Rounds[i].Settlements[j].Win++
					}
				}
			}
		}, judge.PropTableMoney},
		{"void rounds lose", "mbs-ncb-v6", func(r *adapter.TableResult) {
			for i := range r.Rounds {
				if r.Rounds[i].Void == "" {
					continue
				}
				for j := range r.Rounds[i].Settlements {
					r.Rounds[i].Settlements[j].Result, r.Rounds[i].Settlements[j].Returned = "lose", 0
				}
			}
		}, judge.PropTableVoidReturns},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			seed := testSeed(t, 3)
			eng := mutantTable{mutate: tc.mutate}
			rep, err := Check(context.Background(), eng, []string{tc.game}, Config{Shoes: testShoes(t, 40), Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, f := range rep.Failures() {
				found = found || f.Property == tc.prop
				if f.Property != judge.PropTableModel && f.Property != tc.prop {
					t.Errorf("unexpected failure %s", f)
				}
			}
			g := rep.Games[0]
			if !found {
				t.Fatalf("seed %d: %s not caught (%d tables, %d table rounds): %v", seed, tc.prop, g.Tables, g.TableRounds, rep.Failures())
			}
			t.Logf("%d tables, %d table rounds: %v", g.Tables, g.TableRounds, rep.Failures())
		})
	}
}
