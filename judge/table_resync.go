package judge

import (
	"fmt"
	"slices"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
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
//
// Likewise a round whose record the engine's deal or pay table changed
// (judged as a coup on its own cards, or its settlement on the pay table's
// row): every step and round after it would be judged on the reference's
// outcome, and a defect of the table lifecycle that shows in a later round
// would hide behind the deal's. When both sides settled the round at the
// same step, with the same cutting card, and differ inside it only where
// the hands decide (the deals, the interruptions answered on them, the
// settlement), the engine's answer before that settlement stands for the
// reference's, and the reference settles the round on the engine's
// outcome: its settlements where it dealt the rules' hands
// (reference.Table.Resettle), the rules' settlement of its hands where it
// dealt others (ResettleOn), so that a limit or notice it applies
// otherwise to its own hands is judged too. What the round leaves for the
// rounds after it (a used under-minimum wager, Tiger 5.14; the device
// holder's control, 3.12.8.2) is then the engine's outcome's, and the
// settlement's step and the steps after it are judged again
// (roundResync).

// maxResyncs bounds the re-syncs of one sequence: a hand's cards change
// hands a few times a round at most.
const maxResyncs = 8

// diffTableAll is diffTable on the engine's own path: every difference in
// who was passed a hand's cards, each blamed, the reference re-synced to
// the engine's receiver after it; every round the engine's deal or pay
// table settled otherwise, blamed, the reference carried on from the
// engine's outcome (roundResync); every earlier step the engine misread
// (earlierMisstep), blamed, the reference replayed with it read as the
// engine read it; up to the first difference of another kind (blamed as
// diffTable does, and the last). nil when the answers agree.
func diffTableAll(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult) []Violation {
	return DiffTableAllAsk(g, req, want, got, nil)
}

// DiffTableAllAsk is diffTableAll with the engine at hand to ask a
// divergence's counterfactual (DiffTableAsk; not on a misread path, which
// is not the request the engine was asked): every stage at which the
// engine's own path leaves the rules, so that a generated sequence fails
// each defect it shows, each minimised on its own, and a defect of the
// table lifecycle does not hide behind one of the deal.
func DiffTableAllAsk(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, ask AskTable) []Violation {
	var out []Violation
	rs := resync{receivers: map[int]string{}, rounds: map[int]followed{}}
	misread := false
	// a round re-synced is not counted: a deal defect shows in every round
	for n := 0; n < maxResyncs; n++ {
		v, e, ok := diffTableFirst(g, req, want, got, ask)
		if !ok {
			break
		}
		out = append(out, v)
		if e != nil && e.untold {
			// which table the engine holds after it is not known
			break
		}
		if e != nil {
			// the misread path is not a request the engine was asked:
			// its counterfactuals are not the engine's to answer
			ask = nil
			// the steps after the one that showed the misreading are
			// judged on the table it left: a later stage the engine also
			// answers otherwise is a defect of its own
			next, ok := misreadPath(g, req, got, *e, rs)
			if !ok {
				break
			}
			// the request as the engine read it: the steps misread are
			// not misread again, and a later step is judged on what the
			// engine's table held
			path := *req
			path.Events = e.events
			req, want, misread = &path, next, true
			continue
		}
		if misread {
			// a re-sync replays the request, and a plain replay of the
			// misread path answers a later misread step as misread, not
			// as the rules answer it (misreadReplay): the two paths are
			// not combined
			break
		}
		if next, ok := roundResync(g, req, want, got, v, rs); ok {
			// the round's outcome, blamed on the stage of the deal or
			// the pay table that left the rules, is the engine's from
			// here on: the rounds after it are judged on their own
			want = next
			n--
			continue
		}
		i, ok := receiverDivergence(req, want, got, v)
		if !ok {
			break
		}
		rs.receivers[i] = got.Steps[i].Receiver
		next, ok := replayResynced(g, req, got, rs)
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
func misreadPath(g *reference.Game, req *adapter.TableRequest, got *adapter.TableResult, e earlierStep, rs resync) (*adapter.TableResult, bool) {
	if len(rs.receivers) > 0 || len(rs.rounds) > 0 {
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

// resync is where the reference follows the engine's own answer: a
// hand's cards put with the engine's receiver after a step (receivers, by
// step), a round's outcome taken from the engine's record at the step that
// settled it (rounds, by step).
type resync struct {
	receivers map[int]string
	rounds    map[int]followed
}

// How the reference follows the engine's outcome of a round.
type followed uint8

const (
	// followNone: the round is the reference's own.
	followNone followed = iota
	// followSettled: the engine dealt the rules' hands and settled them
	// otherwise (a pay table): its settlements stand for the rules'
	// (reference.Table.Resettle).
	followSettled
	// followHands: the engine dealt other hands: the rules settle the
	// table's wagers on them (reference.Table.ResettleOn), so that its
	// settlement of its own hands is judged too.
	followHands
)

// replayResynced is the reference's answer to req, following the engine
// where rs says; the engine's own answer stands for those steps (they are
// judged already), and for the rounds they settled.
func replayResynced(g *reference.Game, req *adapter.TableRequest, got *adapter.TableResult, rs resync) (*adapter.TableResult, bool) {
	t, err := reference.NewTable(TableConfig(g, *req, reference.Readings{}))
	if err != nil {
		return nil, false
	}
	var want adapter.TableResult
	for j, ev := range req.Events {
		if ApplyTableEvent(t, ev, &want) != nil {
			return nil, false
		}
		if r, ok := rs.receivers[j]; ok {
			if !t.HandOver(reference.WagerID(ev.Wager), r) {
				return nil, false
			}
			want.Steps[j] = got.Steps[j]
		}
		if f := rs.rounds[j]; f != followNone {
			k := len(want.Rounds) - 1
			if k < 0 || k >= len(got.Rounds) {
				return nil, false
			}
			s, ok := resettle(t, got.Rounds[k], f)
			if !ok {
				return nil, false
			}
			// the settlement's step is the rules' answer on the engine's
			// outcome (the end of the device holder's control when it
			// lost their wager)
			want.Steps[j], want.Rounds[k] = refengine.EncodeTableStep(s, nil), got.Rounds[k]
			if f == followHands {
				want.Rounds[k] = refengine.EncodeTableRound(s.Round)
			}
		}
	}
	return &want, true
}

// resettle settles the round the table just settled again, following the
// engine's record gr as f says.
func resettle(t *reference.Table, gr adapter.TableRound, f followed) (reference.Step, bool) {
	if f == followSettled {
		return t.Resettle(referenceSettlements(gr.Settlements))
	}
	player, err := reference.ParseTokens(gr.Player)
	if err != nil {
		return reference.Step{}, false
	}
	banker, err := reference.ParseTokens(gr.Banker)
	if err != nil {
		return reference.Step{}, false
	}
	void := reference.NotVoid
	if gr.Void != "" {
		v, ok := reference.ParseVoidReason(gr.Void)
		if !ok {
			return reference.Step{}, false
		}
		void = v
	}
	s, ok := t.ResettleOn(player, banker, void)
	return s, ok && s.Round != nil
}

// referenceSettlements is what the reference reads of a round's
// settlements to carry it on (reference.Table.Resettle): whose wager on
// what was played, won or lost, and the notes that shaped it.
func referenceSettlements(in []adapter.TableSettlement) []reference.TableSettlement {
	out := make([]reference.TableSettlement, len(in))
	for i, s := range in {
		out[i] = reference.TableSettlement{Player: s.Player, Position: s.Position, Wager: reference.WagerID(s.Wager),
			Stake: s.Stake, Played: s.Played, Notes: s.Notes}
		switch s.Result {
		case "win":
			out[i].Result = reference.Win
		case "lose":
			out[i].Result = reference.Lose
		case "push":
			out[i].Result = reference.Push
		case "returned":
			out[i].Disposition = reference.ReturnedUnplayed
		case "withdrawn":
			out[i].Disposition = reference.WithdrawnOnOption
		default:
			out[i].Result = reference.Void
		}
	}
	return out
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

// handSteps are the events whose answers inside a round depend on the
// hands dealt: which deal completes the round, whether an interruption
// finds the outcome established or a wager decided, what is settled.
var handSteps = map[string]bool{
	adapter.TableDeal: true, adapter.TablePowerFailure: true, adapter.TableSimultaneousDraw: true,
	adapter.TableDeviceReset: true, adapter.TableTerminalFailure: true, adapter.TableChoose: true,
	adapter.TableWithdraw: true, adapter.TableSettle: true,
}

// roundResync is the reference's answer following the engine's outcome
// of the round v blames (a round judged as a coup, or its record) from
// its settlement on (rs, with that settlement added), when v blames a rule
// of the deal or the pay table and the round can be followed: both sides
// settle it at the same step, with the same cutting card, and differ
// before that only in steps the hands decide. The engine's answer stands
// for the reference's before that settlement; the settlement's step and
// record are the rules' answer on the engine's outcome: its settlements
// on the rules' hands (followSettled), the rules' settlement of its own
// hands otherwise (followHands).
func roundResync(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, v Violation, rs resync) (*adapter.TableResult, bool) {
	var k int
	if _, err := fmt.Sscanf(v.Divergence.Field, "rounds[%d].", &k); err != nil || len(v.Clauses) == 0 || v.Divergence.Ambiguous {
		return nil, false
	}
	switch v.Divergence.Kind {
	case KindDeal, KindTotal, KindWinner, KindSettlement:
	default:
		return nil, false
	}
	if !ofTheCoup(g, v.Clauses) {
		return nil, false
	}
	s := settleStep(req, want, k)
	if s < 0 || s != settleStep(req, got, k) || k >= len(got.Rounds) || want.Rounds[k].CutCard != got.Rounds[k].CutCard || rs.rounds[s] != followNone {
		return nil, false
	}
	// the rules settle the engine's hands only where the round's wagers
	// are those the engine holds: no step but a card differs before the
	// settlement (an option or a withdrawal answered on other hands
	// leaves other wagers to settle)
	onlyCards := true
	for j := 0; j <= s; j++ {
		if sameStep(want.Steps[j], got.Steps[j]) {
			continue
		}
		if !handSteps[req.Events[j].Type] {
			return nil, false
		}
		onlyCards = onlyCards && (j == s || req.Events[j].Type == adapter.TableDeal)
	}
	rs.rounds[s] = followSettled
	if w, gr := want.Rounds[k], got.Rounds[k]; onlyCards && (!slices.Equal(w.Player, gr.Player) || !slices.Equal(w.Banker, gr.Banker)) {
		rs.rounds[s] = followHands
	}
	next, ok := replayResynced(g, req, got, rs)
	if !ok || len(next.Steps) != len(got.Steps) || len(next.Rounds) <= k {
		delete(rs.rounds, s)
		return nil, false
	}
	copy(next.Steps[:s], got.Steps[:s])
	copy(next.Rounds[:k], got.Rounds[:k])
	return next, true
}

// ofTheCoup reports whether every clause of refs is one a coup's stages
// judge: the deal order, the point values and totals, the draws, the
// winner, a wager's pay-table row, the money contract. A round blamed on
// those is one the engine's deal or pay table changed; one blamed on a
// rule of the table lifecycle (cards kept through a device reset, 5.9;
// cards set aside, 5.11.1; an interruption the round was carried on under)
// may have left the table otherwise too, and is not followed.
func ofTheCoup(g *reference.Game, refs []string) bool {
	dc := clausesOf(g)
	coup := slices.Concat(dc.PointValues, dc.Totals, dc.DealOrder, dc.Natural, dc.PlayerDraw, dc.BankerStood, dc.BankerDrew, dc.Winner, dc.Tie,
		[]string{ContractMoney}, offeredWagerClauses(g, g))
	for _, r := range refs {
		if !slices.Contains(coup, r) {
			return false
		}
	}
	return len(refs) > 0
}
