package judge

import (
	"slices"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/reference"
)

// First divergence in a table sequence, where the step that differs is
// not where the rule it breaks names itself: the rules an event is
// decided by, the rule that set up the state a later step shows, and the
// rule that shaped a wager missing from a round. Each is found from the
// reference's own answers (its steps cite the rule they applied), so that
// a table failure fails the clause the engine broke and not the clauses
// of the events around it (docs/certify.md "Blame").

// refusalClauses blames a step one side accepts and the other refuses on
// the rule that decided it. A refusal by the reference: the rule it cites.
// A refusal by the engine of what the rules accept: when the engine's code
// is a rule's own refusal (ruleRefusals), the rule it cites, a clause of
// the game's document: it applied that rule where the rules say it does
// not apply (a close refused because the engine reckons the table
// differential differently diverges in the differential, Tiger 5.18.1,
// not in the close's own 3.2); any other refusal (the state, no rule) is
// blamed on the rule the reference applied to the event. ok is false when
// neither names a clause of the document (the caller blames the event's
// rules).
func refusalClauses(g *reference.Game, w, gs adapter.TableStep) ([]string, bool) {
	switch {
	case w.Accepted == gs.Accepted:
		return nil, false
	case !w.Accepted && isDocClause(g, w.Clause):
		return []string{w.Clause}, true
	case w.Accepted && ruleRefusals[gs.Code] && isDocClause(g, gs.Clause):
		return []string{gs.Clause}, true
	case w.Accepted && isDocClause(g, w.Clause):
		return []string{w.Clause}, true
	}
	return nil, false
}

// ruleRefusals are the refusal codes that name a rule of the game's
// document as their reason, rather than the table's state or a missing
// rule.
var ruleRefusals = map[string]bool{
	reference.CodeDifferentialExceeded: true, reference.CodeAreaFull: true, reference.CodeWithdrawAllOnly: true,
	reference.CodeUnderMinimum: true, reference.CodeOverMaximum: true, reference.CodeTerminalDown: true,
	reference.CodeWagerNotOffered: true,
}

// removalClauses blames a close whose table differential check diverges
// (either answer refused "differential-exceeded") on the Pit Manager's
// removal of wagers (Tiger 5.18.3) when the only changes since the last
// close refused for the differential are the Pit Manager's removals
// (remove-wager), or whole withdrawals of wagers on the side asked to
// decrease after a refusal that was not the window's first (the players'
// own changes were not enough, so the withdrawals are read as the
// removal): an engine that refuses the close still counts a removed
// wager.
func removalClauses(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, i int) ([]string, bool) {
	w, gs := want.Steps[i], got.Steps[i]
	removal := clauses.DifferentialRemoval[string(g.Document)]
	if req.Events[i].Type != adapter.TableClose || removal == "" ||
		(w.Code != reference.CodeDifferentialExceeded && gs.Code != reference.CodeDifferentialExceeded) {
		return nil, false
	}
	refusals, last := 0, -1
	for j := i - 1; j >= 0; j-- {
		ev, s := req.Events[j], want.Steps[j]
		if (ev.Type == adapter.TableOpen || ev.Type == adapter.TableClose) && s.Accepted {
			break
		}
		if ev.Type == adapter.TableClose && s.Code == reference.CodeDifferentialExceeded {
			refusals++
			if last < 0 {
				last = j
			}
		}
	}
	if last < 0 || want.Steps[last].Differential == nil {
		return nil, false
	}
	side, removed, pit := want.Steps[last].Differential.Decrease, false, false
	for j := last + 1; j < i; j++ {
		ev, s := req.Events[j], want.Steps[j]
		switch {
		case !s.Accepted:
		case ev.Type == adapter.TableRemoveWager:
			removed, pit = true, true // the Pit Manager's own event
		case ev.Type == adapter.TableWithdraw && ev.Amount == 0 && ev.Wager == side:
			removed = true
		case ev.Type == adapter.TablePlace || ev.Type == adapter.TableIncrease || ev.Type == adapter.TableWithdraw:
			return nil, false // a player's own change: 5.18.1 or 5.18.2
		}
	}
	if !removed || (refusals < 2 && !pit) {
		return nil, false
	}
	return []string{string(g.Document) + ":" + removal}, true
}

// lostWagerContext blames a step on a wager (a withdrawal, an increase)
// that exactly one side answers no-such-wager and neither answer names a
// rule (a refusal with a rule, such as bets closed, may come before the
// wager is looked up): the two hold different wagers by then. When an
// interruption since the open touched that wager's position (a terminal
// failure there; a power failure, a simultaneous draw or a device reset
// touches every wager), the wager was lost or kept by that interruption,
// whose answer alone looked the same: its rule is the divergence, the
// step's own rules are its consequence. Nil when there is no such
// interruption. It scans as interruptionContext does, but past a refused
// open (which starts no round) and only through that position's terminal
// failures.
func lostWagerContext(req *adapter.TableRequest, want, got *adapter.TableResult, i int) []string {
	if (want.Steps[i].Code == reference.CodeNoSuchWager) == (got.Steps[i].Code == reference.CodeNoSuchWager) {
		return nil
	}
	pos := req.Events[i].Position
	for j := i - 1; j >= 0 && j < len(want.Steps); j-- {
		ev := req.Events[j]
		switch ev.Type {
		case adapter.TableOpen:
			if want.Steps[j].Accepted {
				return nil
			}
		case adapter.TableTerminalFailure, adapter.TablePowerFailure, adapter.TableSimultaneousDraw, adapter.TableDeviceReset:
			if ev.Type == adapter.TableTerminalFailure && ev.Position != pos {
				continue
			}
			if s := want.Steps[j]; s.Accepted && s.Clause != "" {
				return []string{s.Clause}
			}
		}
	}
	return nil
}

// deviceNoticeFromRound: step i is a settle whose answers differ only in
// the notice that the device holder's control ends (Tiger v2 3.12.8.2,
// NCB v5 3.11.8.2), and the round it settles differs too. Whether control
// ends follows from how the holder's wagers settled, so the round's first
// difference (roundBlame) is where the engine left the rules: an engine
// that returned the holder's losing wager keeps control as a consequence.
// It returns that round's index.
func deviceNoticeFromRound(req *adapter.TableRequest, want, got *adapter.TableResult, i int) (int, bool) {
	w, gs := want.Steps[i], got.Steps[i]
	ends := reference.NoticeDeviceControlEnds
	if req.Events[i].Type != adapter.TableSettle || !w.Accepted || !gs.Accepted ||
		(w.Code == ends) == (gs.Code == ends) || w.State != gs.State {
		return 0, false
	}
	for k := range want.Rounds {
		if settleStep(req, want, k) == i {
			return k, k < len(got.Rounds) && !TableRoundEqual(want.Rounds[k], got.Rounds[k])
		}
	}
	return 0, false
}

// isDocClause reports whether ref ("document:clause") is a clause of the
// game's document in the catalog.
func isDocClause(g *reference.Game, ref string) bool {
	doc, num, ok := strings.Cut(ref, ":")
	if !ok || doc != string(g.Document) {
		return false
	}
	_, known := clauses.Lookup(doc, num)
	return known
}

// resetKeptCards blames a step that diverges after a dealing device
// reset (Tiger 5.9: the round starts again, the cards dealt before the
// reset are no part of it) on the reset's rule, when the engine's answer
// is the one the reference gives if those cards are dealt again after the
// new "No more bets": the engine kept the cards the reset takes out, and
// what it answers later (a round complete early, a power failure after
// the initial deal) follows from that. Any other divergence is the
// step's own.
func resetKeptCards(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, i int, ask AskTable) ([]string, bool) {
	kw, ok := keptWorld(g, req, want, i)
	if !ok {
		return nil, false
	}
	kept, dealt, at, reset := kw.result, kw.dealt, kw.at, kw.reset
	ks, gs := kept.Steps[i+len(dealt)], got.Steps[i]
	ks.Detail, gs.Detail = "", ""
	if want.Steps[i].Clause == "" && gs.Clause == "" {
		// a card dealt: no rule of its own names it, and the cards the
		// engine kept are what its answer follows from
		if !cmpEqual(ks, gs) {
			return nil, false
		}
		return []string{want.Steps[reset].Clause}, true
	}
	// A step with a rule of its own (a power failure, cards drawn
	// together, an irregularity) may diverge for that rule's sake and
	// merely agree with kept cards: the reset is blamed only when the
	// engine, asked the same events without the cards dealt before the
	// reset, answers that step as the rules do. (The state is left out
	// of the likeness: an engine that kept the cards need not say it is
	// dealing.)
	ks.State, gs.State = "", ""
	if ask == nil || !cmpEqual(ks, gs) {
		return nil, false
	}
	without := *req
	without.Events = nil
	for j, ev := range req.Events[:i+1] {
		if !slices.Contains(at, j) {
			without.Events = append(without.Events, ev)
		}
	}
	ref, ok := replayReference(g, without)
	if !ok {
		return nil, false
	}
	eng, ok := ask(without)
	k := i - len(at)
	if !ok || k >= len(eng.Steps) || k >= len(ref.Steps) {
		return nil, false
	}
	es, rs := eng.Steps[k], ref.Steps[k]
	es.Detail, rs.Detail = "", ""
	if !cmpEqual(es, rs) {
		return nil, false
	}
	return []string{want.Steps[reset].Clause}, true
}

// AskTable asks the engine under test a table request; false when it
// gives no answer. nil where no engine is at hand (a scenario's or
// vector's answers blamed after the fact).
type AskTable func(adapter.TableRequest) (*adapter.TableResult, bool)

// keptCards is the reference's answer to a request up to step i with the
// cards dealt in the round before its last device reset dealt again right
// after the reset's new "No more bets": the round as an engine that kept
// them plays it.
type keptCards struct {
	result *adapter.TableResult
	dealt  []adapter.TableEvent // the cards dealt before the reset
	at     []int                // their steps
	reset  int                  // the reset's step
}

// keptWorld is keptCards for step i of req; false when step i's round had
// no device reset after cards were dealt, or no close after it.
func keptWorld(g *reference.Game, req *adapter.TableRequest, want *adapter.TableResult, i int) (keptCards, bool) {
	reset, open := -1, -1
	for j := i - 1; j >= 0 && open < 0; j-- {
		switch s := want.Steps[j]; {
		case !s.Accepted:
		case req.Events[j].Type == adapter.TableOpen:
			open = j
		case req.Events[j].Type == adapter.TableDeviceReset && reset < 0:
			reset = j
		}
	}
	if reset < 0 || want.Steps[reset].Clause == "" {
		return keptCards{}, false
	}
	k := keptCards{reset: reset}
	for j := open + 1; j < reset; j++ {
		if req.Events[j].Type == adapter.TableDeal && want.Steps[j].Accepted {
			k.dealt, k.at = append(k.dealt, req.Events[j]), append(k.at, j)
		}
	}
	closed := -1
	for j := reset + 1; j < i && closed < 0; j++ {
		if req.Events[j].Type == adapter.TableClose && want.Steps[j].Accepted {
			closed = j
		}
	}
	if len(k.dealt) == 0 || closed < 0 {
		return keptCards{}, false
	}
	alt := *req
	alt.Events = append(append(slices.Clone(req.Events[:closed+1]), k.dealt...), req.Events[closed+1:i+1]...)
	var ok bool
	k.result, ok = replayReference(g, alt)
	return k, ok
}

// resetKeptRound blames a settled round whose hands differ, after a
// dealing device reset in it, on the reset's rule when the engine's hands
// are those of the round played with the cards dealt before the reset
// kept (keptWorld): the steps agreed, and the cards show it. So too when
// they hold a card dealt before the reset more often than it was dealt
// after it: whatever else its deal did (a natural that does not stop
// plays that round on), a card of the voided deal is in its hands.
func resetKeptRound(g *reference.Game, req *adapter.TableRequest, want *adapter.TableResult, gr adapter.TableRound, round, settle int) ([]string, bool) {
	if settle < 0 {
		return nil, false
	}
	kw, ok := keptWorld(g, req, want, settle)
	if len(kw.dealt) == 0 {
		return nil, false
	}
	if ok && round < len(kw.result.Rounds) {
		kr := kw.result.Rounds[round]
		if slices.Equal(kr.Player, gr.Player) && slices.Equal(kr.Banker, gr.Banker) {
			return []string{want.Steps[kw.reset].Clause}, true
		}
	}
	if holdsKeptCard(req, kw, gr, settle) {
		return []string{want.Steps[kw.reset].Clause}, true
	}
	return nil, false
}

// holdsKeptCard reports whether the round gr holds a card dealt before the
// reset of kw more often than the cards dealt after the reset, up to the
// settlement's step, give it.
func holdsKeptCard(req *adapter.TableRequest, kw keptCards, gr adapter.TableRound, settle int) bool {
	after := map[string]int{}
	for j := kw.reset + 1; j < settle && j < len(req.Events); j++ {
		if ev := req.Events[j]; ev.Type == adapter.TableDeal {
			after[ev.Card]++
		}
	}
	held := map[string]int{}
	for _, c := range slices.Concat(gr.Player, gr.Banker) {
		held[c]++
	}
	return slices.ContainsFunc(kw.dealt, func(ev adapter.TableEvent) bool { return held[ev.Card] > after[ev.Card] })
}

// missingWagerClauses blames round settlements that list different
// wagers on the rule that shaped the first wager one side lists and the
// other does not: the reference's step, between from and to, of a Player
// Terminal failure at its position (Electronic 5.10.1, 5.10.2: its
// wagers stand) or of an event on that wager that names its rule. nil
// when no step did.
func missingWagerClauses(req *adapter.TableRequest, want *adapter.TableResult, from, to int, w, gr adapter.TableRound) []string {
	type key struct {
		player string
		pos    int
		wager  string
	}
	keys := func(r adapter.TableRound) map[key]bool {
		out := map[key]bool{}
		for _, s := range r.Settlements {
			out[key{s.Player, s.Position, s.Wager}] = true
		}
		return out
	}
	wk, gk := keys(w), keys(gr)
	var odd []adapter.TableSettlement
	for _, s := range w.Settlements {
		if !gk[key{s.Player, s.Position, s.Wager}] {
			odd = append(odd, s)
		}
	}
	for _, s := range gr.Settlements {
		if !wk[key{s.Player, s.Position, s.Wager}] {
			odd = append(odd, s)
		}
	}
	for _, s := range odd {
		for k := max(from, 0); k < len(req.Events) && k < len(want.Steps) && (to < 0 || k <= to); k++ {
			ev, st := req.Events[k], want.Steps[k]
			if !st.Accepted || st.Clause == "" {
				continue
			}
			if ev.Type == adapter.TableTerminalFailure && ev.Position == s.Position {
				return []string{st.Clause}
			}
			if ev.Player == s.Player && ev.Position == s.Position && ev.Wager == s.Wager && ev.Type != adapter.TablePlace {
				return []string{st.Clause}
			}
		}
	}
	return nil
}

// partlyWithdrawnMissing reports whether a wager the rules settle in the
// round and the engine does not had a step between from and to that an
// engine may misread (misreadable: part of it withdrawn while bets were
// open).
func partlyWithdrawnMissing(req *adapter.TableRequest, want *adapter.TableResult, from, to int, w, gr adapter.TableRound) bool {
	for _, s := range w.Settlements {
		if slices.ContainsFunc(gr.Settlements, func(g adapter.TableSettlement) bool {
			return g.Player == s.Player && g.Position == s.Position && g.Wager == s.Wager
		}) {
			continue
		}
		for k := max(from, 0); k < len(req.Events) && k < len(want.Steps) && (to < 0 || k <= to); k++ {
			ev := req.Events[k]
			if ev.Player == s.Player && ev.Position == s.Position && ev.Wager == s.Wager && misreadable(ev, want.Steps[k]) {
				return true
			}
		}
	}
	return false
}

// removalAsWithdrawal blames a Pit Manager's removal (Tiger 5.18.3) that
// the engine answers as the reference answers the player's own withdrawal
// of the same wager on the same table: the engine took the Pit Manager's
// act for a withdrawal, which 5.18.3 is not (its conditions, its notice,
// and "No more bets" ends both differently), so the removal's rule is the
// one broken, not the rule the reference's refusal of the removal cites
// (a removal after "No more bets" refused under 5.4 where the withdrawal
// finds no wager). req's events are the path the answers are judged on.
func removalAsWithdrawal(g *reference.Game, req *adapter.TableRequest, got *adapter.TableResult, i int) ([]string, bool) {
	removal := clauses.DifferentialRemoval[string(g.Document)]
	ev := req.Events[i]
	if ev.Type != adapter.TableRemoveWager || removal == "" || i >= len(got.Steps) {
		return nil, false
	}
	as := *req
	as.Events = append(slices.Clone(req.Events[:i]), adapter.TableEvent{Type: adapter.TableWithdraw, Player: ev.Player, Position: ev.Position, Wager: ev.Wager})
	r, ok := replayReference(g, as)
	if !ok || len(r.Steps) != i+1 {
		return nil, false
	}
	w, gs := r.Steps[i], got.Steps[i]
	w.Event = gs.Event
	if !sameStep(w, gs) {
		return nil, false
	}
	return []string{string(g.Document) + ":" + removal}, true
}
