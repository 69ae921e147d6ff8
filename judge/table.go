package judge

import (
	"fmt"
	"slices"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// The table comparison: the engine's answer to a table request against the
// reference lifecycle's, step by step, then round by round.

// diffTable compares the engine's answer with the reference's, step by step,
// then round by round, and blames the first difference: a step on the rule
// the reference applied to it; a round on what differs first in it (its
// void and the reason's own clause, its cards, then each settlement by
// what shaped it: a withdrawal, a limit, an interruption, else the wager's
// pay-table row). Details (free text) are not compared.
func diffTable(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult) (Violation, bool) {
	return DiffTableAsk(g, req, want, got, nil)
}

// DiffTableAsk is diffTable with the engine at hand, to ask it a
// counterfactual request when blame needs one (resetKeptCards).
func DiffTableAsk(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, ask AskTable) (Violation, bool) {
	v, _, ok := diffTableFirst(g, req, want, got, ask)
	return v, ok
}

// diffTableFirst is DiffTableAsk, with the earlier step the engine misread
// when that is the first divergence (earlierMisstep), nil otherwise.
func diffTableFirst(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, ask AskTable) (Violation, *earlierStep, bool) {
	for i := range want.Steps {
		if i >= len(got.Steps) {
			break
		}
		w, gs := want.Steps[i], got.Steps[i]
		w.Detail, gs.Detail = "", ""
		if !TableStepEqual(w, gs) {
			if k, ok := roundSettledBefore(req, want, got, i); ok {
				// a round settled before this step already differs: it
				// is the first divergence (an over-maximum wager paid in
				// full), and this step may follow from another defect
				return roundViolation(g, req, want, got, k), nil, true
			}
			if e, ok := earlierMisstep(g, req, want, got, i); ok {
				// an earlier step read otherwise: this one is its consequence
				return earlierViolation(req, want, e, i), &e, true
			}
			if k, ok := deviceNoticeFromRound(req, want, got, i); ok {
				return roundViolation(g, req, want, got, k), nil, true
			}
			rc, kept := resetKeptCards(g, req, want, got, i, ask)
			if !kept {
				if cl, d, ok := dealtOtherwise(g, req, want, got, i); ok {
					// the round's cards went to other hands first: the deal's
					// stage is the divergence, this step its consequence
					return Violation{Property: PropTableModel, Clauses: cl, Divergence: d,
						Message: fmt.Sprintf("step %d (%s) follows a deal that left the rules: the round's record, judged as a coup on the engine's own cards, breaks %v (%s); the reference answers %s; the engine %s",
							i+1, req.Events[i].Type, cl, d.Pattern, describeStep(w), describeStep(gs))}, nil, true
				}
				if v, ok := dealingOtherwise(req, w, gs, i); ok {
					return v, nil, true
				}
			}
			cl := tableClause(g, req.Events[i].Type)
			if kept {
				cl = rc
			} else if rc, ok := removalAsWithdrawal(g, req, got, i); ok {
				cl = rc
			} else if rc, ok := removalClauses(g, req, want, got, i); ok {
				cl = rc
			} else if rc, ok := refusalClauses(g, w, gs); ok {
				cl = rc
			} else if w.Accepted && gs.Accepted && w.Code == "" && gs.Code != "" && isDocClause(g, gs.Clause) {
				// the engine applied a rule the reference did not (a
				// notice only it gives: control of the device ended):
				// that rule is the divergence
				cl = []string{gs.Clause}
			} else if w.Clause != "" || gs.Clause != "" {
				cl = nonEmpty(w.Clause)
				if len(cl) == 0 || (w.Accepted && !gs.Accepted) {
					// the engine's rule too when it refuses what the
					// reference accepts and refusalClauses cannot tell
					// which rule decided the event
					cl = appendUnique(cl, nonEmpty(gs.Clause)...)
				}
			} else if rc := lostWagerContext(req, want, got, i); len(rc) > 0 {
				// neither names a rule, and one side no longer holds the
				// wager: the interruption that dropped or kept it
				cl = rc
			} else {
				// neither names a rule (a card dealt): the rule is likely
				// the one the round was carried on under
				cl = appendUnique(cl, stepInterruptionContext(req, want, i)...)
			}
			if w.Code == reference.CodeWagerNotOffered && gs.Accepted {
				// a wager another game of the document offers (a Dragon
				// Bonus): the clauses that say where it is offered
				if o := OfferedElsewhere(g, []adapter.Wager{{Wager: req.Events[i].Wager}}); len(o) > 0 {
					cl = o
				}
			}
			d := Divergence{Kind: KindTable, Field: fmt.Sprintf("steps[%d]", i), Event: req.Events[i].Type,
				Pattern: tableStepPattern(req.Events[i].Type, w, gs)}
			if !kept {
				// a wager the engine finds decided where the rules do
				// not, or the reverse: its own reading of that wager
				// may explain the step (decide's elsewhere)
				d.ReadsWagers = witnessWagers(g, req, want, w, gs, i)
				if d.ReadsWagers == nil {
					d.ReadsWagers = optionWagers(g, req, want, w, gs, i)
				}
			}
			if kept || onRulesHands(req, want, got, i) {
				// judged on the rules' hands: cards kept through a reset
				// (replayed on the hands the rules deal) or an
				// interruption before the round's record
				d.OnRulesHands = HandsAny
			}
			return Violation{Property: PropTableModel, Clauses: cl, Divergence: d, Message: fmt.Sprintf("step %d (%s): the reference answers %s; the engine %s", i+1, req.Events[i].Type, describeStep(w), describeStep(gs))}, nil, true
		}
	}
	if len(want.Steps) != len(got.Steps) {
		d := Divergence{Kind: KindTable, Field: "steps", Pattern: "one step per event"}
		return Violation{Property: PropTableModel, Clauses: tableClause(g, adapter.TableOpen), Divergence: d, Message: fmt.Sprintf("the reference answers %d steps, the engine %d", len(want.Steps), len(got.Steps))}, nil, true
	}
	for i := range want.Rounds {
		if i >= len(got.Rounds) || TableRoundEqual(want.Rounds[i], got.Rounds[i]) {
			continue
		}
		return roundViolation(g, req, want, got, i), nil, true
	}
	return Violation{}, nil, false
}

// roundSettledBefore is the first round settled before step i whose
// settlement the engine answers otherwise, the first divergence in the
// order the table produced them.
func roundSettledBefore(req *adapter.TableRequest, want, got *adapter.TableResult, i int) (int, bool) {
	for k := range want.Rounds {
		at := settleStep(req, want, k)
		if at < 0 || at >= i {
			break
		}
		if k < len(got.Rounds) && !TableRoundEqual(want.Rounds[k], got.Rounds[k]) {
			return k, true
		}
	}
	return 0, false
}

// roundViolation is the table-model failure of round k, blamed on an
// earlier step the engine misread (earlierMisstep), else on the round's
// first difference (roundBlame).
func roundViolation(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, k int) Violation {
	if at := settleStep(req, want, k); at >= 0 {
		if e, ok := earlierMisstep(g, req, want, got, at); ok {
			return earlierViolation(req, want, e, at)
		}
	}
	cl, d := roundBlame(g, req, want, got, k)
	d.Field = fmt.Sprintf("rounds[%d].%s", k, d.Field)
	return Violation{Property: PropTableModel, Clauses: cl, Divergence: d, Message: fmt.Sprintf("round %d: the reference settles %+v; the engine %+v", k+1, want.Rounds[k], got.Rounds[k])}
}

// roundBlame blames the first difference within round i of two table
// answers whose steps agree.
func roundBlame(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, i int) ([]string, Divergence) {
	w, gr := want.Rounds[i], got.Rounds[i]
	dc := clausesOf(g)
	from, to := settleStep(req, want, i-1)+1, settleStep(req, want, i)
	if !slices.Equal(w.Player, gr.Player) || !slices.Equal(w.Banker, gr.Banker) {
		if cl, ok := resetKeptRound(g, req, want, gr, i, to); ok {
			return cl, Divergence{Kind: KindDeal, Field: "cards", Pattern: "the round's hands hold the cards dealt before a device reset"}
		}
	}
	if w.Void != gr.Void {
		var cl []string
		for _, reason := range nonEmpty(w.Void, gr.Void) {
			cl = appendUnique(cl, tableVoidClauses(g, want, from, to, reason)...)
		}
		return cl, Divergence{Kind: KindVoid, Field: "void", Pattern: fmt.Sprintf("void %s where the rules say %s", orNone(gr.Void), orNone(w.Void))}
	}
	if cl, ok := setAsideClauses(g, req, want, w, gr, from, to); ok && w.Void == "" {
		// a deal order of its own can exchange the same two cards: judged
		// on the rules' hands (decide's elsewhere)
		return cl, Divergence{Kind: KindDeal, Field: "cards", Pattern: "the cards set aside after a player left with cards reach the hands in another order than drawn", OnRulesHands: HandsByOrder}
	}
	wc := adapter.CoupResult{Player: w.Player, Banker: w.Banker, PlayerTotal: w.PlayerTotal, BankerTotal: w.BankerTotal, Winner: w.Winner, Void: w.Void, CutCard: w.CutCard, CardsUsed: len(w.Player) + len(w.Banker)}
	gc := adapter.CoupResult{Player: gr.Player, Banker: gr.Banker, PlayerTotal: gr.PlayerTotal, BankerTotal: gr.BankerTotal, Winner: gr.Winner, Void: gr.Void, CutCard: gr.CutCard, CardsUsed: wc.CardsUsed}
	if w.Void != "" && w.Void == gr.Void && (!slices.Equal(w.Player, gr.Player) || !slices.Equal(w.Banker, gr.Banker)) {
		// a void round's record still shows the hands each card was
		// dealt to: judged on the engine's own cards as far as the void
		// (a foreign or extra card, or too few), else the same first
		// cards in other hands are the deal order's
		if cl, d, ok := roundStages(g, req, want, got, i); ok {
			return cl, d
		}
		if initialDeal := func(h []string) []string { return h[:min(len(h), 2)] }; len(w.Player)+len(w.Banker) == len(gr.Player)+len(gr.Banker) &&
			(!slices.Equal(initialDeal(w.Player), initialDeal(gr.Player)) || !slices.Equal(initialDeal(w.Banker), initialDeal(gr.Banker))) {
			return dc.DealOrder, Divergence{Kind: KindDeal, Field: "cards", Pattern: "a void round's first cards in other hands than the deal order gives them"}
		}
	}
	sameVoid := w.Void != "" && w.Void == gr.Void && slices.Equal(w.Player, gr.Player) && slices.Equal(w.Banker, gr.Banker)
	if w.Void == "" || sameVoid {
		in := CoupInput{g: g, dc: dc, unit: max(req.Config.Rounding, 1)}
		if sameVoid {
			// a round void for the same reason on the same cards still
			// shows each hand's total: compared as a complete round's
			wc.Void, gc.Void = "", ""
		}
		if v, differ := DiffCoup(&in, &wc, &gc); differ {
			if cl, d, ok := roundStages(g, req, want, got, i); ok {
				// the engine's round breaks a rule of the deal on its own
				// cards: no interruption shaped that
				return cl, d
			}
			if sameVoid {
				// the same cards, voided alike: the interruption that
				// voided them does not count them
				return v.Clauses, v.Divergence
			}
			if dealtBefore(req, want, got, i, interruptionAt(req, want, to, 0)) {
				// the engine's hands left the rules before the
				// interruption: not the rule it was carried on under
				return v.Clauses, v.Divergence
			}
			return appendUnique(v.Clauses, interruptionContext(req, want, to)...), v.Divergence
		}
	}
	if cl := missingWagerClauses(req, want, from, to, w, gr); len(cl) > 0 {
		d := Divergence{Kind: KindSettlement, Field: "settlements", Pattern: "a wager settled on one side only"}
		if partlyWithdrawnMissing(req, want, from, to, w, gr) {
			// the engine lacks a wager partly withdrawn in the round: a
			// withdrawal taken whole explains that as well as the
			// interruption's rule, when nothing else in the answer
			// tells them apart (earlierMisstep did not)
			d.Ambiguous, d.Pattern = true, d.Pattern+", or a partial withdrawal of it taken whole"
			return nil, d
		}
		return cl, d
	}
	if len(w.Settlements) != len(gr.Settlements) {
		d := Divergence{Kind: KindTable, Field: "settlements", Pattern: "a different number of wagers settled"}
		ctx := interruptionContext(req, want, to)
		if len(ctx) > 0 && partlyWithdrawnMissing(req, want, from, to, w, gr) {
			// the engine lacks a wager partly withdrawn in the round,
			// which an interruption touched too (cards drawn together):
			// a withdrawal taken whole explains that as well as the
			// interruption's rule (earlierMisstep could not replay a
			// round whose hands the engine dealt otherwise)
			d.Ambiguous, d.Pattern = true, d.Pattern+", or a partial withdrawal taken whole"
			return nil, d
		}
		return appendUnique(tableClause(g, adapter.TablePlace), ctx...), d
	}
	for j := range w.Settlements {
		ws, gs := w.Settlements[j], gr.Settlements[j]
		if cmpEqual(ws, gs) {
			continue
		}
		d := Divergence{Kind: KindSettlement, Field: fmt.Sprintf("settlements[%d]", j), Wager: ws.Wager}
		// The stages of a settlement, in the order the table shapes it:
		// the notices that shaped the wager, its stake, the part played,
		// then the pay table on that part. A wager the engine shaped as
		// the rules do and paid otherwise broke the pay table's row, not
		// the rule of a notice it applied alike (a Banker six paid 1 to 1
		// on a wager whose late withdrawal was ignored is 4.1's failure,
		// not 5.5's); unless it paid the whole stake where a limit has
		// only part of it played (5.15).
		alike := ws.Stake == gs.Stake && ws.Played == gs.Played && slices.Equal(ws.Notes, gs.Notes)
		unit := max(req.Config.Rounding, 1)
		if !alike || paidOnStake(ws, gs, unit) {
			// What shaped the wager: a withdrawal, a limit, a wager
			// returned, an option; the reference's step that applied it
			// names the rule.
			if cl := noteClauses(want, from, to, ws, gs); len(cl) > 0 {
				d.Pattern = tableSettlementPattern(ws, gs)
				return cl, d
			}
		}
		if ws.Stake != gs.Stake {
			// the stake the wagers placed, increased and withdrawn left
			d.Pattern = tableSettlementPattern(ws, gs)
			return stakeClauses(g, req, want, from, to, ws), d
		}
		if w.Void != "" {
			d.Pattern = fmt.Sprintf("%s on a void round: %s where the rules return the stake", ws.Wager, settledAs(gs))
			return tableVoidClauses(g, want, from, to, w.Void), d
		}
		// The pay table: the row the reference settled on.
		in := CoupInput{g: g, dc: dc, unit: unit}
		wc.Settlements = []adapter.Settlement{tableAsSettlement(ws)}
		g1 := tableAsSettlement(gs)
		cl, event := settlementClauses(&in, &wc, 0, &g1)
		d.Event = event
		_, d.Pattern = settlementPattern(&wc.Settlements[0], &g1, in.unit)
		if alike {
			// shaped alike, paid otherwise: the pay table, whatever
			// interruption the round was carried on under
			return cl, d
		}
		return appendUnique(cl, interruptionContext(req, want, to)...), d
	}
	return appendUnique([]string{}, interruptionContext(req, want, to)...), Divergence{Kind: KindTable, Field: "round", Pattern: "the round's record differs"}
}

// paidOnStake reports whether the engine's win on a wager of which a
// limit has only part played is the win at the rules' odds on the whole
// stake (to within the rounding unit) and not on the part played: the
// limit's rule broken, not the pay table's. Where both explain it (a unit
// as large as the excess: 5,001 staked, 5,000 played, paid 5,000 at 19/20
// on a unit of 1,000), the rounding does, and it is the pay table's.
// Without the odds, the rules' win on the part scaled to the stake.
func paidOnStake(ws, gs adapter.TableSettlement, unit int64) bool {
	if ws.Played <= 0 || ws.Played == ws.Stake || gs.Win == ws.Win {
		return false
	}
	num, den, ok := parseOdds(ws.Odds)
	if !ok {
		gap := gs.Win*ws.Played - ws.Win*gs.Stake
		return max(gap, -gap) < unit*ws.Played
	}
	// within a unit of amount at the odds: |win - amount*num/den| < unit
	near := func(amount int64) bool {
		gap := gs.Win*den - amount*num
		return max(gap, -gap) < unit*den
	}
	return near(ws.Stake) && !near(ws.Played)
}

func tableAsSettlement(s adapter.TableSettlement) adapter.Settlement {
	return adapter.Settlement{Wager: s.Wager, Stake: s.Played, Result: s.Result, Win: s.Win, Returned: s.Returned, Bonus: s.Bonus, Odds: s.Odds}
}

func settledAs(s adapter.TableSettlement) string {
	out := s.Result
	if len(s.Notes) > 0 {
		out += " (" + quoteAll(s.Notes) + ")"
	}
	return out
}

func stepPattern(s adapter.TableStep) string {
	if s.Accepted {
		return "accepted " + orNone(s.Code) + " -> " + s.State
	}
	return "refused " + orNone(s.Code)
}

// tableVoidClauses names the rule behind one void reason of a round: the
// clause of the reference's step that made the round void (between steps
// from and to), else the document's clauses for that reason.
func tableVoidClauses(g *reference.Game, want *adapter.TableResult, from, to int, reason string) []string {
	for k := from; k >= 0 && k < len(want.Steps) && (to < 0 || k <= to); k++ {
		if s := want.Steps[k]; s.Accepted && s.Code == reference.NoticeRoundVoid && s.Clause != "" {
			return []string{s.Clause}
		}
	}
	return clausesOf(g).voidClauses(reason)
}

// noteClauses names the rules of the notices that shaped a settlement
// (a withdrawal ignored or made on an option, an over-maximum or
// under-minimum wager, a wager returned): the clause of the reference's
// step that gave that notice in the round.
func noteClauses(want *adapter.TableResult, from, to int, ws, gs adapter.TableSettlement) []string {
	// What differs first: a result that a notice explains, then the
	// notes one side has and the other not; a note both sides share
	// shaped both alike (a withdrawal ignored on a wager whose result
	// differs for its minimum). Only when neither tells, every note.
	var codes []string
	if ws.Result != gs.Result {
		for _, r := range []string{ws.Result, gs.Result} {
			switch r {
			case "withdrawn":
				codes = append(codes, reference.NoticeWithdrawn)
			case "returned":
				codes = append(codes, reference.NoticeUnderMinimum)
			}
		}
	}
	for _, n := range ws.Notes {
		if !slices.Contains(gs.Notes, n) {
			codes = append(codes, n)
		}
	}
	for _, n := range gs.Notes {
		if !slices.Contains(ws.Notes, n) {
			codes = append(codes, n)
		}
	}
	if len(codes) == 0 && ws.Stake == gs.Stake && ws.Played != gs.Played {
		// the same notes on the same stake, a different part played: only
		// a limit decides the part played (Tiger 5.14, 5.15), a withdrawal
		// ignored beside it shaped nothing (5.5)
		for _, n := range ws.Notes {
			if n == reference.NoticeOverMaximum || n == reference.NoticeUnderMinimum {
				codes = append(codes, n)
			}
		}
	}
	if len(codes) == 0 {
		codes = append(append([]string{}, ws.Notes...), gs.Notes...)
	}
	var out []string
	for _, code := range codes {
		for k := max(from, 0); k < len(want.Steps) && (to < 0 || k <= to); k++ {
			if s := want.Steps[k]; s.Accepted && s.Code == code && s.Clause != "" {
				out = appendUnique(out, s.Clause)
				break
			}
		}
	}
	return out
}

// stakeClauses names the rules of the events that set a wager's stake in
// the round: the reference's clause for each place, increase or withdraw
// of that player's wager, else the betting window's.
func stakeClauses(g *reference.Game, req *adapter.TableRequest, want *adapter.TableResult, from, to int, ws adapter.TableSettlement) []string {
	var out []string
	for k := max(from, 0); k < len(req.Events) && k < len(want.Steps) && (to < 0 || k <= to); k++ {
		ev := req.Events[k]
		if ev.Player != ws.Player || (ev.Wager != "" && ev.Wager != ws.Wager) {
			continue
		}
		switch ev.Type {
		case adapter.TableWithdraw, adapter.TableIncrease:
			if c := want.Steps[k].Clause; c != "" {
				out = appendUnique(out, c)
			} else {
				out = appendUnique(out, tableClause(g, ev.Type)...)
			}
		}
	}
	if len(out) == 0 {
		out = tableClause(g, adapter.TablePlace)
	}
	return out
}

func describeStep(s adapter.TableStep) string {
	verb := "refused"
	if s.Accepted {
		verb = "accepted"
	}
	out := fmt.Sprintf("%s (%s), state %s", verb, orNone(s.Code), s.State)
	if s.Clause != "" {
		out += ", clause " + s.Clause
	}
	if s.Receiver != "" {
		out += fmt.Sprintf(", the cards to %q", s.Receiver)
	}
	if s.Options != nil {
		out += fmt.Sprintf(", option %s for %v", s.Options.Reason, s.Options.Players)
	}
	return out
}
