package reference

import "slices"

// This file is what the Tiger documents let change about card handling
// from one round to the next: the method itself, which the Pit Manager may
// change "at any time before the commencement of each round of play"
// (Tiger v2 3.9.2, NCB v5 3.8.2), and who may take the dealing device
// without a valid wager (3.12.2, 3.11.2).

// The codes and notice of changing the method and of the device's
// permission.
const (
	// CodeInvalidMethod: change-method to something other than "A", "B" or
	// "C" (3.9), or to Method C at a table outside the HLGA (3.9.2).
	CodeInvalidMethod = "invalid-method"
	// CodeNoValidWager: a Player with no valid wager in the round takes the
	// dealing device without the Assistant Casino Manager's permission
	// (Tiger v2 3.12.2, NCB v5 3.11.2).
	CodeNoValidWager = "no-valid-wager"
	// NoticeMethodChanged: the table's card-handling method changes from
	// the next round (3.9.2, 3.8.2).
	NoticeMethodChanged = "method-changed"
)

// ChangeMethod changes the table's card-handling method between rounds
// (states idle and settled); once a round has begun ("Place your bets")
// it is refused round-in-progress. Method C needs the HLGA, as in the
// settings (3.9.2). Leaving Method C hands the device back to the dealer,
// who keeps it under Methods A and B (3.9.1): the holder's control ends.
func (t *Table) ChangeMethod(method string) (Step, error) {
	ev := EventChangeMethod
	r, m := t.rules, t.rules.method
	if t.state == StateAwaitingChoices {
		return t.failed(ev, t.awaiting(ev))
	}
	if m.methods == "" {
		return t.failed(ev, t.refuse(ev, CodeNoRule, "", "the %s rules have no card-handling methods", r.doc))
	}
	switch {
	case !slices.Contains(Methods, method):
		return t.failed(ev, t.refuse(ev, CodeInvalidMethod, r.c(m.methods), "card-handling method %q: the methods are %v", method, Methods))
	case method == MethodC && !t.cfg.HLGA:
		return t.failed(ev, t.refuse(ev, CodeInvalidMethod, r.c(m.choice), "Method C is only permitted within the HLGA"))
	}
	if t.state != StateIdle && t.state != StateSettled {
		return t.failed(ev, t.refuse(ev, CodeRoundInProgress, r.c(m.choice), "the round is %s: the method may be changed only before a round commences", t.state))
	}
	from := t.cfg.Method
	t.cfg.Method = method
	if method != MethodC && t.holder != "" {
		held := t.holder
		t.holder = ""
		return t.step(ev, NoticeMethodChanged, r.c(m.choice), "Method %s from the next round (was %q); the dealer takes the device back from %q", method, from, held), nil
	}
	return t.step(ev, NoticeMethodChanged, r.c(m.choice), "Method %s from the next round (was %q)", method, from), nil
}

// hasValidWager reports whether player has a wager on the table in the
// round now open or closed: before "Place your bets" nobody has one.
func (t *Table) hasValidWager(player string) bool {
	if t.state != StateBettingOpen && t.state != StateBettingClosed {
		return false
	}
	return slices.ContainsFunc(t.wagers, func(w *placed) bool { return w.Player == player && !w.Withdrawn })
}
