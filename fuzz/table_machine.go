package fuzz

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// TableMachine is the state machine of the table lifecycle, for a
// property-based test runner to drive (package rapidfuzz drives it with
// rapid, which then shrinks a failure to the shortest sequence of events):
// each action draws one event of its kind, runs it on the model (the
// reference's reference.Table), and Check runs the whole request so far on
// the engine under test, as the table capability takes it, and compares
// the two and the lifecycle properties.
type TableMachine struct {
	eng adapter.TableEngine
	m   *tableModel
}

// NewTableMachine returns the table lifecycle machine of the game, checking
// eng against the reference's lifecycle, with the table's settings drawn
// from src.
func NewTableMachine(eng adapter.TableEngine, g *reference.Game, src Source) (*TableMachine, error) {
	m, err := newTableModel(src, g, g, reference.Readings{})
	if err != nil {
		return nil, err
	}
	return &TableMachine{eng: eng, m: m}, nil
}

// TableActions are the kinds of event the machine draws: open, place,
// increase, withdraw, close, deal, interruptions, irregularities, choices,
// settle, card handling. Act also takes "next", the likely action.
func TableActions() []string { return slices.Clone(tableActions) }

// Act draws one event of the action's kind from src and runs it on the
// model. The action "next" is the one the model's state makes likely, so
// that long rounds (betting, the whole deal, settlement) happen as often as
// stray events. An error is a bug in the kit.
func (tm *TableMachine) Act(src Source, action string) error {
	if action == "next" {
		action = tm.m.likelyAction(src)
	}
	return tm.m.apply(tm.m.event(src, action))
}

// Check runs the request so far on the engine and reports, as one error,
// the engine refusing it or each way its steps and settled rounds differ
// from the model's or break a lifecycle property, with the events and both
// sides' steps.
func (tm *TableMachine) Check(ctx context.Context) error {
	vs, got, err := runTable(ctx, tm.eng, tm.m)
	if err != nil {
		return fmt.Errorf("the engine refuses the request %+v: %v", tm.m.req, err)
	}
	if len(vs) == 0 {
		return nil
	}
	var b strings.Builder
	for _, v := range vs {
		fmt.Fprintf(&b, "%s\n", v)
	}
	fmt.Fprintf(&b, "events: %+v\nengine steps: %+v\nmodel steps: %+v", tm.m.req.Events, got.Steps, tm.m.want.Steps)
	return fmt.Errorf("%s", b.String())
}
