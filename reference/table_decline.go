package reference

// This file is the Dealer's discretion over the HLGA's cutting-card option
// (Tiger v2 3.22.1, Tiger NCB v5 3.17.1): "the Dealer may, at his
// discretion, allow Players to withdraw their wagers". The kit's reading
// (interpretation 21, "always-offered") takes the discretion as exercised,
// so that the option can be tested: the option is always offered and a
// decline is refused. Under reading 21=discretionary the Dealer may
// decline it, declared as its own event, before any player has answered;
// the round then goes on without the option.

// EventDeclineOption: the Dealer declines to let the players withdraw on
// the option of the cutting card dealt first at an HLGA table (Tiger 3.22.1).
const EventDeclineOption EventType = "decline-option"

// NoticeOptionDeclined: the Dealer declined the cutting card's option
// (reading 21=discretionary): nobody withdraws and the round is dealt on.
const NoticeOptionDeclined = "option-declined"

// CodeNotDiscretionary: a decline of an option the rules do not leave to
// the Dealer: an option other than the HLGA's cutting card's, that option
// once a player has answered it, or any option under the kit's reading of
// interpretation 21 (the discretion taken as exercised).
const CodeNotDiscretionary = "not-discretionary"

// DeclineOption is the Dealer declining the pending option to withdraw.
// With no option pending it is refused no-option. It is accepted only
// under reading 21=discretionary, for the cutting card's option before any
// player has chosen or withdrawn on it; otherwise it is refused
// not-discretionary, citing the option's clause.
func (t *Table) DeclineOption() (Step, error) {
	ev := EventDeclineOption
	if t.state != StateAwaitingChoices {
		return t.failed(ev, t.refuse(ev, CodeNoOption, "", "no option to withdraw is pending"))
	}
	o := t.option
	switch {
	case o.Reason != ReasonCutCard:
		return t.failed(ev, t.refuse(ev, CodeNotDiscretionary, o.Clause, "the option of a %s is the players' by the rules, not left to the Dealer's discretion", o.Reason))
	case !t.cfg.Readings.OptionDiscretionary:
		return t.failed(ev, t.refuse(ev, CodeNotDiscretionary, o.Clause, "the Dealer's discretion over the cutting card's option is taken as exercised: the option is always offered (interpretation 21)"))
	case t.optionAnswered:
		return t.failed(ev, t.refuse(ev, CodeNotDiscretionary, o.Clause, "a player has already answered the option: the Dealer allowed it"))
	}
	s := t.step(ev, NoticeOptionDeclined, o.Clause, "the Dealer declines the option to withdraw (reading 21=discretionary): the round is dealt on with every wager")
	t.resume(&s)
	return s, nil
}
