package judge

import (
	"fmt"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// A table sequence is blamed on its first divergence: what follows it is
// the consequence of the engine's other state. One divergence leaves the
// table's state otherwise intact: who holds a hand's cards under Method A.
// An engine that passes the cards to the wrong Player (Tiger v2 3.10.4)
// and also moves them the wrong way on a refusal (3.10.5) would show only
// the first, since every refusal after it is refused or moved from another
// Player than the rules'. diffTableAll re-syncs the reference to the
// engine's receiver there (reference.Table.HandOver) and judges the steps
// after it again, so each defect fails its own clause.

// maxResyncs bounds the re-syncs of one sequence: a hand's cards change
// hands a few times a round at most.
const maxResyncs = 8

// diffTableAll is diffTable on the engine's own path: every difference in
// who was passed a hand's cards, each blamed, the reference re-synced to
// the engine's receiver after it; every earlier step the engine misread
// (earlierMisstep), blamed, the reference replayed with it read as the
// engine read it; up to the first difference of another kind (blamed as
// diffTable does, and the last). nil when the answers agree.
func diffTableAll(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult) []Violation {
	var out []Violation
	resyncs := map[int]string{}
	for range maxResyncs {
		v, e, ok := diffTableFirst(g, req, want, got, nil)
		if !ok {
			break
		}
		out = append(out, v)
		if e != nil {
			// the steps after the one that showed the misreading are
			// judged on the table it left: a later stage the engine also
			// answers otherwise is a defect of its own
			next, ok := misreadPath(g, req, got, *e, resyncs)
			if !ok {
				break
			}
			// the request as the engine read it: the steps misread are
			// not misread again, and a later step is judged on what the
			// engine's table held
			path := *req
			path.Events = e.events
			req, want = &path, next
			continue
		}
		i, ok := receiverDivergence(req, want, got, v)
		if !ok {
			break
		}
		resyncs[i] = got.Steps[i].Receiver
		next, ok := replayResynced(g, req, got, resyncs)
		if !ok || !sameUpTo(next, want, i) {
			// the re-sync does not replay the expected answer before
			// it (another reading of the rules): no further judging
			break
		}
		want = next
	}
	return out
}

// misreadPath is the expected answer on the engine's own path after the
// misreading e: the reference asked the request with e's steps misread,
// each misread step answered by the engine's own answer (explains has
// found it the rules' on that table). Not with a re-sync of a hand's cards
// before it: the two paths are not combined.
func misreadPath(g *reference.Game, req *adapter.TableRequest, got *adapter.TableResult, e earlierStep, resyncs map[int]string) (*adapter.TableResult, bool) {
	if len(resyncs) > 0 {
		return nil, false
	}
	next, ok := misreadReplay(g, req, e.events, e.misread)
	if !ok || len(next.Steps) != len(got.Steps) {
		return nil, false
	}
	for _, j := range e.misread {
		next.Steps[j] = got.Steps[j]
	}
	return next, true
}

// receiverDivergence is the step of v, when v is a difference in who was
// passed a hand's cards alone: both sides pass them (pass-cards or a
// refusal's move), to different Players, the rest of the step alike.
func receiverDivergence(req *adapter.TableRequest, want, got *adapter.TableResult, v Violation) (int, bool) {
	var i int
	if _, err := fmt.Sscanf(v.Divergence.Field, "steps[%d]", &i); err != nil || i >= len(want.Steps) || i >= len(got.Steps) {
		return 0, false
	}
	if t := req.Events[i].Type; t != adapter.TablePassCards && t != adapter.TableRefuseCards {
		return 0, false
	}
	w, gs := want.Steps[i], got.Steps[i]
	if !w.Accepted || !gs.Accepted || w.Receiver == "" || gs.Receiver == "" || w.Receiver == gs.Receiver {
		return 0, false
	}
	w.Detail, gs.Detail, w.Clause, gs.Clause, w.Receiver = "", "", "", "", gs.Receiver
	return i, TableStepEqual(w, gs)
}

// replayResynced is the reference's answer to req with the hand's cards
// put with the engine's receiver after each step of resyncs; the engine's
// own answer stands for those steps (they are judged already).
func replayResynced(g *reference.Game, req *adapter.TableRequest, got *adapter.TableResult, resyncs map[int]string) (*adapter.TableResult, bool) {
	t, err := reference.NewTable(TableConfig(g, *req, reference.Readings{}))
	if err != nil {
		return nil, false
	}
	var want adapter.TableResult
	for j, ev := range req.Events {
		if ApplyTableEvent(t, ev, &want) != nil {
			return nil, false
		}
		if r, ok := resyncs[j]; ok {
			if !t.HandOver(reference.WagerID(ev.Wager), r) {
				return nil, false
			}
			want.Steps[j] = got.Steps[j]
		}
	}
	return &want, true
}

// sameUpTo reports whether two answers agree on the steps before i and on
// the rounds settled before it, free text aside.
func sameUpTo(a, b *adapter.TableResult, i int) bool {
	if len(a.Steps) < i || len(b.Steps) < i {
		return false
	}
	for j := range i {
		if !sameStep(a.Steps[j], b.Steps[j]) {
			return false
		}
	}
	rounds := roundAt(b, i)
	if len(a.Rounds) < rounds || len(b.Rounds) < rounds {
		return false
	}
	for k := range rounds {
		if !TableRoundEqual(a.Rounds[k], b.Rounds[k]) {
			return false
		}
	}
	return true
}
