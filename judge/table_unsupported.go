package judge

import (
	"context"
	"fmt"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// An engine's "unsupported" answer to a table request says it does not
// implement something the request asks (docs/protocol.md "Errors"): the
// table capability on the game, or one event of it. That is never an
// errored check. Which one is found by asking the engine shorter prefixes
// of the request: the first event whose prefix it answers unsupported is
// the one it lacks. An engine that answers a lone "open" unsupported
// lacks the table capability: its table checks are not applicable, as for
// an engine that does not claim it. An event the game's rules have no
// clause for (the reference refuses it "no-rule": a dealing device reset on
// No Commission v6, a terminal failure at a live table) is not required:
// not applicable. Any other event is required by the rule the reference
// applies to it where it accepts it (an event refused for the table's
// state tells nothing of its rule; when the request holds no other of its
// type, the check is not applicable): the engine that declares tables and lacks it fails that
// rule, once, as "not implemented" (like a required wager).

// UnsupportedTable judges a table request the engine answered
// "unsupported": a violation on the clause of the required event it lacks,
// with the request cut after that event; false when it is not
// applicable.
//
// whole is the engine's refusal of the whole request; the refusal returned
// is its answer to the cut request, kept as the failure's evidence.
func UnsupportedTable(ctx context.Context, eng adapter.TableEngine, g *reference.Game, req adapter.TableRequest, want *adapter.TableResult, whole *adapter.Error) (Violation, adapter.TableRequest, *adapter.Error, bool) {
	refusals := map[int]*adapter.Error{len(req.Events): whole}
	lacks := func(n int) bool {
		r := req
		r.Events = req.Events[:n]
		e := answersUnsupported(ctx, eng, r)
		refusals[n] = e
		return e != nil
	}
	open := req
	open.Events = []adapter.TableEvent{{Type: adapter.TableOpen}}
	if len(req.Events) == 0 || len(want.Steps) != len(req.Events) || answersUnsupported(ctx, eng, open) != nil {
		return Violation{}, req, nil, false
	}
	// the shortest prefix answered unsupported (the whole request is)
	lo, hi := 1, len(req.Events)
	for lo < hi {
		mid := (lo + hi) / 2
		if lacks(mid) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	k, ev := lo-1, req.Events[lo-1]
	// The rule the event is under: an event refused for the table's
	// state says nothing of it, so the request's events of that type are
	// looked at, for one the reference accepts (its clause) or refuses
	// for want of a rule (not required). None: not known, not judged.
	step, found := adapter.TableStep{}, false
	for j, e := range req.Events {
		if s := want.Steps[j]; e.Type == ev.Type && e.Kind == ev.Kind && (s.Accepted || s.Code == reference.CodeNoRule) {
			step, found = s, true
			break
		}
	}
	if !found || !step.Accepted {
		return Violation{}, req, nil, false
	}
	cl := tableClause(g, ev.Type)
	if isDocClause(g, step.Clause) {
		cl = []string{step.Clause}
	}
	cut := req
	cut.Events = req.Events[:lo]
	d := Divergence{Kind: KindNotImplemented, Field: fmt.Sprintf("steps[%d]", k), Event: ev.Type,
		Pattern: fmt.Sprintf("%s: answered unsupported where the rules have the event", ev.Type)}
	return Violation{Property: PropTableModel, Clauses: cl, Divergence: d,
		Message: fmt.Sprintf("step %d (%s): the engine answers the table request unsupported from this event on; the rules have it (the reference answers %s)", lo, ev.Type, describeStep(step))}, cut, refusals[lo], true
}

// answersUnsupported returns the engine's "unsupported" answer to req, nil
// for any other answer.
func answersUnsupported(ctx context.Context, eng adapter.TableEngine, req adapter.TableRequest) *adapter.Error {
	_, err := eng.Table(ctx, req)
	if e := adapter.AsError(err); e != nil && e.Code == adapter.CodeUnsupported {
		return e
	}
	return nil
}

// LacksTableEvent is the judgement above for a table request outside a
// generated run (a table vector the engine answered unsupported; certify
// uses it so that a required event lacking fails with --no-generated too):
// the violation on the rule of the required event the engine lacks, the
// request cut after that event and the engine's refusal of it; ok false
// when nothing required is lacking (no table capability, an event without
// a rule, not known).
func LacksTableEvent(ctx context.Context, eng adapter.TableEngine, game string, req adapter.TableRequest, want *adapter.TableResult) (v Violation, cut adapter.TableRequest, refusal *adapter.Error, ok bool) {
	g, err := reference.LookupGame(reference.GameID(game))
	if err != nil {
		return Violation{}, req, nil, false
	}
	whole := answersUnsupported(ctx, eng, req)
	if whole == nil {
		// a request not answered unsupported lacks nothing (a vector not
		// applicable for another reason: a game or setting not claimed)
		return Violation{}, req, nil, false
	}
	return UnsupportedTable(ctx, eng, g, req, want, whole)
}
