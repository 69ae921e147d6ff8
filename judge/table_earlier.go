package judge

import (
	"fmt"
	"slices"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// A step can answer as the rules do and still leave the table's state
// wrong: an engine that takes a partial withdrawal as the whole wager
// answers the withdrawal itself correctly (accepted, betting open), and it
// shows only later, at a close whose differential it reckons without the
// wager (Tiger 5.18.1), at a withdrawal after "No more bets" that finds no
// wager (5.5, NCB 5.7), at a Player Terminal's or a power failure's round
// (Electronic 5.10, Tiger 5.17), at the settlement. Blaming the step where
// it shows fails the rule of each of those steps, one more per sequence
// that diverges at another of them; the rule the engine broke is the
// earlier step's (docs/certify.md "Blame").
//
// earlierMisstep finds that earlier step by replaying the reference with
// it read as the engine read it (a misreading below): when the replayed
// answer is the engine's from that step up to and including the one that
// differs (its steps and the rounds settled by then), the engine's later
// answers are the consequences of that reading, and the failure is the
// earlier step's, under its rule. A later step's difference the replay
// does not explain stays that step's own.

// misreading is one way an engine may read a step whose own answer does
// not show it: alt is the event as the engine took it, false when the
// misreading does not apply to the step.
type misreading struct {
	// pattern is the divergence's summary: the engine's reading where
	// the rules say otherwise.
	pattern string
	alt     func(ev adapter.TableEvent, s adapter.TableStep) (adapter.TableEvent, bool)
}

// misreadings are the readings earlierMisstep tries, each blamed on the
// rule of the step it misreads (tableClause).
var misreadings = []misreading{
	{
		// a decrease while bets are open (3.1, 3.2; the differential's
		// decrease, Tiger 5.18.1, is one) taken as a withdrawal of all
		pattern: "withdraw: the whole wager taken where the rules say the part asked for",
		alt: func(ev adapter.TableEvent, s adapter.TableStep) (adapter.TableEvent, bool) {
			if ev.Type != adapter.TableWithdraw || ev.Amount <= 0 || !s.Accepted || s.State != reference.StateBettingOpen.String() {
				return ev, false
			}
			ev.Amount = 0
			return ev, true
		},
	},
}

// misreadable reports whether step ev, which the rules answer s, is one an
// engine may read otherwise without its own answer showing it
// (misreadings).
func misreadable(ev adapter.TableEvent, s adapter.TableStep) bool {
	return slices.ContainsFunc(misreadings, func(m misreading) bool {
		_, ok := m.alt(ev, s)
		return ok
	})
}

// earlierStep is what earlierMisstep found: the first step misread, its
// rule and the summary.
type earlierStep struct {
	at      int
	clauses []string
	pattern string
	// events is the request with the steps misread, misread their
	// indexes: the engine's own path, on which diffTableAll judges the
	// steps after the one that showed it
	events  []adapter.TableEvent
	misread []int
	// ambiguous: another step's rule explains the answers as well
	// (interruptionBetween); no clause is named
	ambiguous bool
	// untold: nothing after the step that showed it confirms the
	// misreading (explains), so the later steps are not judged on the
	// misread path either
	untold bool
}

// interruptionBetween is the first accepted interruption with a rule of
// its own after the first misread step and up to step i that touches a
// misread wager (a terminal failure at its position; a power failure,
// cards drawn together or a device reset touch every wager), or -1.
func interruptionBetween(req *adapter.TableRequest, want *adapter.TableResult, misread []int, i int) int {
	for k := misread[0] + 1; k <= i; k++ {
		ev, s := req.Events[k], want.Steps[k]
		if !s.Accepted || s.Clause == "" {
			continue
		}
		switch ev.Type {
		case adapter.TablePowerFailure, adapter.TableSimultaneousDraw, adapter.TableDeviceReset:
			return k
		case adapter.TableTerminalFailure:
			for _, j := range misread {
				if j < k && req.Events[j].Position == ev.Position {
					return k
				}
			}
		}
	}
	return -1
}

// earlierMisstep explains the first difference, at step i (a step, or the
// settlement of a round that differs), by an earlier step the engine
// answered as the rules do but misread: every step of that kind up to i
// misread (an engine's mistake is its way of reading such steps), else
// one alone, the latest first.
func earlierMisstep(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, i int) (earlierStep, bool) {
	if i <= 0 || i >= len(req.Events) || i >= len(want.Steps) || i >= len(got.Steps) {
		return earlierStep{}, false
	}
	for _, m := range misreadings {
		var at []int
		alt := slices.Clone(req.Events)
		// every such step is misread, up to the end of step i's round:
		// the replay must account for the engine's answer through it
		// (explains)
		for j := range min(len(req.Events), len(want.Steps)) {
			if ev, ok := m.alt(req.Events[j], want.Steps[j]); ok {
				alt[j] = ev
				at = append(at, j)
			}
		}
		if len(at) == 0 {
			continue
		}
		// The misreading spreads: a step the rules refuse can be one the
		// misread replay accepts (betting reopened after a device reset
		// the engine saw through its own reading), so the steps to misread
		// are found on the replay too, to a fixed point.
		for range 4 {
			evs := slices.Clone(req.Events)
			for _, j := range at {
				evs[j] = alt[j]
			}
			r := *req
			r.Events = evs
			ref, ok := replayReference(g, r)
			if !ok {
				break
			}
			grew := false
			for j := range min(len(req.Events), len(ref.Steps)) {
				if slices.Contains(at, j) {
					continue
				}
				if ev, ok := m.alt(req.Events[j], ref.Steps[j]); ok {
					alt[j] = ev
					at = append(at, j)
					grew = true
				}
			}
			if !grew {
				break
			}
			slices.Sort(at)
		}
		tries := [][]int{at}
		if len(at) > 1 {
			for k := len(at) - 1; k >= 0; k-- {
				tries = append(tries, at[k:k+1])
			}
		}
		for _, js := range tries {
			evs := slices.Clone(req.Events)
			for _, j := range js {
				evs[j] = alt[j]
			}
			ok, untold := explains(g, req, want, got, evs, js, i)
			if !ok {
				continue
			}
			e := earlierStep{at: js[0], clauses: tableClause(g, req.Events[js[0]].Type), pattern: m.pattern, events: evs, misread: js}
			if untold {
				// nothing after the step where it shows tells the
				// misreading from a defect of that step itself (a close
				// whose differential counts a withdrawn wager, a
				// withdrawal after "No more bets" refused as finding no
				// wager): no round is settled after it (none is dealt, or
				// the engine's deal needs other cards) and no later step
				// shows the wager gone. The answers do not tell which rule
				// it broke, nor which table the later steps are on
				e.clauses, e.ambiguous, e.untold = nil, true, true
				e.pattern += ", or a step of its own (nothing after it tells)"
			}
			if k := interruptionBetween(req, want, js, i); k >= 0 {
				// an interruption after the misread step touches its
				// wager: an engine that lost the wager there (a terminal
				// failure's, Electronic 5.10.2) answers the same, and
				// the answers do not tell which rule it broke
				e.clauses, e.ambiguous = nil, true
				e.pattern += fmt.Sprintf(", or the %s after it misread", req.Events[k].Type)
			}
			if req.Events[i].Type == adapter.TablePlace && want.Steps[i].Code == reference.CodeAreaFull && got.Steps[i].Accepted {
				// a wager placed where the rules find its playing area
				// full: a wager taken whole earlier freed the place, or
				// the engine's area holds one more; the answers do not
				// tell which rule it broke
				e.clauses, e.ambiguous = nil, true
				e.pattern += ", or a playing area that holds one wager more"
			}
			return e, true
		}
	}
	return earlierStep{}, false
}

// explains reports whether the reference, asked events (the request with
// the steps misread, the first at misread[0]), answers as the rules do
// before the first and as the engine does from the step after it through
// step i, the rounds settled by then included; and whether nothing the
// engine answers later, to the settlement of step i's round, shows that it
// still holds a misread wager (holdsMisread). The misreading must account
// for the engine's answer through the round where it shows, or another
// defect that agrees with it there (a playing area's limit off by one
// frees the place a withdrawal taken whole would) would be blamed on the
// misread step; that round's settlement tells them apart, since that
// engine settles the wager the misreading took. Any other later
// difference is a stage of its own, judged on the misread table
// (diffTableAll): a second defect (a Pit Manager's removal taken as a
// withdrawal) must not hide the first. A later misread step is answered
// as the rules answer it, not as misread (that it answers correctly is why
// it hides the misreading): as the reference answers the event itself on
// the table the earlier misreadings left. Free-text details aside.
// untold: nothing the engine answers after the first misread step confirms
// the misreading: no round it settles from there (one settled as the
// misread replay settles it, or after step i with the misread wagers
// alike), and no later step on a misread wager answered as the misread
// replay answers it where the rules answer otherwise. Then the misreading
// explains the answers, and so may a defect of step i's own rule.
func explains(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, events []adapter.TableEvent, misread []int, i int) (ok, untold bool) {
	first := misread[0]
	end := i
	for end < len(events)-1 && events[end].Type != adapter.TableSettle {
		end++
	}
	ref, ok := misreadReplay(g, req, events[:end+1], misread)
	if !ok || len(ref.Steps) != end+1 || len(got.Steps) <= end || first >= i {
		return false, false
	}
	// Before the first misread step the replay is the rules' own answer;
	// the rounds before its round may be the engine's where its deal or
	// pay table settled them otherwise (roundResync), so the steps are
	// compared from that round's open
	for j := roundOpen(req, want, first); j < first; j++ {
		if !sameStep(ref.Steps[j], want.Steps[j]) {
			return false, false // the replay reads the rules otherwise (another reading)
		}
	}
	if !ref.Steps[first].Accepted {
		return false, false
	}
	for j := first + 1; j <= i; j++ {
		if !sameStep(ref.Steps[j], got.Steps[j]) {
			return false, false
		}
	}
	told := false
	for j := i + 1; j <= end; j++ {
		same := sameStep(ref.Steps[j], got.Steps[j])
		if !same && holdsMisread(req, misread, j, events[j], ref.Steps[j], got.Steps[j]) {
			return false, false
		}
		// a step on a misread wager the engine answers as the misread
		// table does and the rules do not: a step on another wager
		// (one refused as bets closed) follows from the table's state,
		// which the step's own defect leaves alike
		told = told || (same && !slices.Contains(misread, j) && touchesMisread(req, misread, j, events[j]) && j < len(want.Steps) && !sameStep(want.Steps[j], got.Steps[j]))
	}
	for k, r := range ref.Rounds {
		// a round settled before the misread step is not its
		// consequence: it is the rules' (or another defect's) own
		at := settleStep(req, want, k)
		if at >= 0 && at < first {
			continue
		}
		settled := k < len(got.Rounds)
		switch {
		case (at < 0 || at <= i) && (!settled || !TableRoundEqual(r, got.Rounds[k])):
			return false, false
		case at >= 0 && at > i && !settled:
			// not settled by the engine (a deal of its own that needs
			// other cards): it does not tell
		case at >= 0 && at > i && !sameMisreadSettlements(req, misread, r, got.Rounds[k]):
			return false, false
		default:
			told = true
		}
	}
	return true, !told
}

// misreadReplay is the reference's answer to events, the steps misread
// answered as the rules answer the event itself on the table the earlier
// misreadings left (explains): the engine's own path when the misreading
// is its reading.
func misreadReplay(g *reference.Game, req *adapter.TableRequest, events []adapter.TableEvent, misread []int) (*adapter.TableResult, bool) {
	alt := *req
	alt.Events = events
	ref, ok := replayReference(g, alt)
	if !ok {
		return nil, false
	}
	for _, j := range misread[1:] {
		if j >= len(events) {
			break
		}
		own := *req
		own.Events = append(slices.Clone(events[:j]), req.Events[j])
		r, ok := replayReference(g, own)
		if !ok || len(r.Steps) != j+1 || len(ref.Steps) <= j {
			return nil, false
		}
		ref.Steps[j] = r.Steps[j]
	}
	return ref, true
}

// misreadKey is the wager a misread step named: its player, position and
// wager.
func misreadKey(ev adapter.TableEvent) [3]string {
	return [3]string{ev.Player, fmt.Sprint(ev.Position), ev.Wager}
}

// touchesMisread reports whether ev, step j, is on a wager a misread step
// before it named.
func touchesMisread(req *adapter.TableRequest, misread []int, j int, ev adapter.TableEvent) bool {
	return slices.ContainsFunc(misread, func(m int) bool { return m < j && misreadKey(req.Events[m]) == misreadKey(ev) })
}

// holdsMisread reports whether the engine's answer s to ev, where the
// misread replay answers r, shows that it still holds a wager a misread
// step took: it accepts a change to the wager the replay finds gone.
func holdsMisread(req *adapter.TableRequest, misread []int, j int, ev adapter.TableEvent, r, s adapter.TableStep) bool {
	if !s.Accepted || r.Accepted || r.Code != reference.CodeNoSuchWager {
		return false
	}
	return touchesMisread(req, misread, j, ev)
}

// sameMisreadSettlements reports whether a round settled after the step
// that showed the misreading settles the misread wagers alike on both
// sides (or neither settles them): the engine that holds the wager the
// misreading took settles it. The round's other settlements are later
// stages, judged on their own.
func sameMisreadSettlements(req *adapter.TableRequest, misread []int, want, got adapter.TableRound) bool {
	keyOf := func(s adapter.TableSettlement) [3]string {
		return [3]string{s.Player, fmt.Sprint(s.Position), s.Wager}
	}
	for _, j := range misread {
		key := misreadKey(req.Events[j])
		var w, g []adapter.TableSettlement
		for _, s := range want.Settlements {
			if keyOf(s) == key {
				w = append(w, s)
			}
		}
		for _, s := range got.Settlements {
			if keyOf(s) == key {
				g = append(g, s)
			}
		}
		if len(w) != len(g) {
			return false
		}
		for x := range w {
			if w[x].Stake != g[x].Stake || w[x].Played != g[x].Played {
				return false
			}
		}
	}
	return true
}

// earlierViolation is the table-model failure of the misread step e,
// shown at step i.
func earlierViolation(req *adapter.TableRequest, want *adapter.TableResult, e earlierStep, i int) Violation {
	d := Divergence{Kind: KindTable, Field: fmt.Sprintf("steps[%d]", e.at), Event: req.Events[e.at].Type, Pattern: e.pattern, Ambiguous: e.ambiguous}
	return Violation{Property: PropTableModel, Clauses: e.clauses, Divergence: d,
		Message: fmt.Sprintf("step %d (%s) is answered as the rules do (%s), but the engine read it otherwise (%s): its answers up to step %d (%s), where they first differ, are the rules' for that reading",
			e.at+1, req.Events[e.at].Type, describeStep(want.Steps[e.at]), e.pattern, i+1, req.Events[i].Type)}
}
