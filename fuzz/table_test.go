package fuzz

import (
	"context"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
	"pgregory.net/rapid"
)

// tableMachine is the rapid state machine of the table lifecycle: each
// action draws one event of its kind, runs it on the model (the
// reference's reference.Table) and on the engine under test (the whole
// request so far, as the table capability takes it), and the check after
// every action compares the two and the lifecycle properties.
type tableMachine struct {
	eng adapter.TableEngine
	m   *tableModel
}

func (tm *tableMachine) act(t *rapid.T, action string) {
	ev := tm.m.event(FromRapid(t), action)
	if err := tm.m.apply(ev); err != nil {
		t.Fatalf("%v", err)
	}
}

func (tm *tableMachine) check(t *rapid.T) {
	vs, got, err := runTable(context.Background(), tm.eng, tm.m)
	if err != nil {
		t.Fatalf("the engine refuses the request %+v: %v", tm.m.req, err)
	}
	for _, v := range vs {
		t.Errorf("%s", v)
	}
	if len(vs) > 0 {
		t.Fatalf("events: %+v\nengine steps: %+v\nmodel steps: %+v", tm.m.req.Events, got.Steps, tm.m.want.Steps)
	}
}

// TableMachineActions returns the rapid actions of the table lifecycle
// state machine for a game, checking eng against the reference's
// lifecycle (use with t.Repeat inside rapid.Check).
func tableMachineActions(t *rapid.T, eng adapter.TableEngine, g *reference.Game) map[string]func(*rapid.T) {
	m, err := newTableModel(FromRapid(t), g, g)
	if err != nil {
		t.Fatalf("%v", err)
	}
	tm := &tableMachine{eng: eng, m: m}
	actions := map[string]func(*rapid.T){"": tm.check}
	for _, a := range tableActions {
		actions[a] = func(t *rapid.T) { tm.act(t, a) }
	}
	// The likely action, so that long rounds (betting, the whole deal,
	// settlement) happen as often as stray events.
	actions["next"] = func(t *rapid.T) { tm.act(t, m.likelyAction(FromRapid(t))) }
	actions["next2"] = actions["next"]
	actions["next3"] = actions["next"]
	return actions
}

// TestTableLifecycleModel: random sequences of open, place, increase,
// withdraw, close, deal, interruptions, irregularities, choices and settle,
// on every game, against the reference's lifecycle as the model; the
// engine under test is the reference engine's table capability
// (adapter.Reference.Table), so this checks the wire encoding and the
// lifecycle properties on the reference itself. Any engine with the table
// capability runs the same machine (see Check).
func TestTableLifecycleModel(t *testing.T) {
	ref := adapter.NewReference()
	for _, g := range reference.Games() {
		t.Run(string(g.ID), rapid.MakeCheck(func(t *rapid.T) {
			t.Repeat(tableMachineActions(t, ref, g))
		}))
	}
}

// mutantTable is the reference with a defect in its table capability.
type mutantTable struct {
	adapter.Reference
	mutate func(*adapter.TableResult)
}

func (m mutantTable) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	res, err := m.Reference.Table(ctx, req)
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
		}, PropTableBetsClosed},
		{"wins rounded up", "mbs-etg-v4-tiger", func(r *adapter.TableResult) {
			for i := range r.Rounds {
				for j, s := range r.Rounds[i].Settlements {
					if s.Result == "win" {
						r.Rounds[i].Settlements[j].Win++
					}
				}
			}
		}, PropTableMoney},
		{"void rounds lose", "mbs-ncb-v6", func(r *adapter.TableResult) {
			for i := range r.Rounds {
				if r.Rounds[i].Void == "" {
					continue
				}
				for j := range r.Rounds[i].Settlements {
					r.Rounds[i].Settlements[j].Result, r.Rounds[i].Settlements[j].Returned = "lose", 0
				}
			}
		}, PropTableVoidReturns},
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
				if f.Property != PropTableModel && f.Property != tc.prop {
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
