package independent

import "github.com/bacctk/bacctk/adapter"

// This file is the Dealer's decline of the cutting card's option at an
// HLGA table (docs/table.md 4.6 and 4.11; Tiger v2 3.22.1, Tiger NCB v5
// 3.17.1: "the Dealer may, at his discretion, allow Players to withdraw").
// The contract's reading takes the discretion as exercised, so a decline
// is refused; the planted defect cutOptionDeclinable follows reading
// 21=discretionary, where a decline before any answer is accepted.

const (
	cNotDiscretionary = "not-discretionary"
	nOptionDeclined   = "option-declined"
)

// discretionCatalogue holds the defect that is exactly reading
// 21=discretionary: an engine that lets the Dealer decline the option.
var discretionCatalogue = []defect{
	{DefectInfo{
		Name:        "table-hlga-cut-option-declinable",
		Description: "at an HLGA table the Dealer may decline the option to withdraw that a cutting card dealt first gives, before any player answers (decline-option accepted, the round dealt on): reading 21=discretionary, where the contract takes the Dealer's discretion as exercised",
		Games:       liveTiger,
		Clauses:     perDoc(map[string][]string{docTiger: {"3.22.1"}, docTigerNCB: {"3.17.1"}}),
	}, func(f *faults) { f.cutOptionDeclinable = true }},
}

// declineOption: docs/table.md 4.11, `decline-option`.
func (t *table) declineOption() adapter.TableStep {
	o := t.opt
	if t.state != stAwaiting || o == nil {
		return t.refuse(cNoOption, "", "no option is pending")
	}
	if o.reason != rCutCard || o.answered || !t.f.cutOptionDeclinable {
		return t.refuse(cNotDiscretionary, o.clause, "the option is not the Dealer's to decline")
	}
	t.opt = nil
	t.state = o.then
	return t.accept(nOptionDeclined, o.clause, "the Dealer declines the option: the round is dealt on")
}
