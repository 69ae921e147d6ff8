package judge

import (
	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/reference"
)

// A settlement that differs from the reference's, blamed on the rule
// behind it: the pay-table row the rules settle on or the engine paid on,
// else the definition of the event the engine read otherwise.

// settlementClauses names the pay-table row behind settlement i: the
// reference's row when it wins or pushes, else the clause saying when the
// wager wins and the row the engine paid on.
func settlementClauses(in *CoupInput, want *adapter.CoupResult, i int, got *adapter.Settlement) (clauses []string, event string) {
	w := &want.Settlements[i]
	spec, ok := in.g.Wager(reference.WagerID(w.Wager))
	if !ok {
		return []string{ContractWagers}, ""
	}
	if w.Result == "void" {
		return in.dc.voidClauses(want.Void), ""
	}
	sameRow := w.Result == got.Result && sameOdds(w.Odds, got.Odds) && w.Bonus == got.Bonus
	if w.Result != got.Result {
		// Won, lost or pushed otherwise than the rules: the engine read
		// the event otherwise, so the event's definition is what it
		// broke, not the row's amount.
		if cl, event := definitionClauses(in, want, w, got); len(cl) > 0 {
			return cl, event
		}
	}
	c, err := answerCoup(want)
	if err == nil {
		s, err := in.g.SettleOne(&c, reference.Wager{ID: spec.ID, Stake: w.Stake}, reference.TableSettings{Rounding: in.unit, Readings: in.readings})
		if err == nil && s.Clause != "" {
			if sameRow && within(got.Win-w.Win, in.unit) && got.Returned == w.Returned {
				// Same row, an amount off by at most a rounding unit:
				// the row's amount as the money contract rounds it.
				return []string{s.Clause, ContractMoney}, s.Event.String()
			}
			return []string{s.Clause}, s.Event.String()
		}
	}
	if sameRow {
		return []string{ContractMoney}, ""
	}
	// The rules say the wager loses: the clause saying when it wins, and
	// the row the engine paid on.
	clauses = []string{spec.Clause}
	if num, den, ok := parseOdds(got.Odds); ok {
		if r := rowWithOdds(spec, num, den, got.Bonus); r != nil {
			clauses = appendUnique(clauses, r.Clause)
			event = r.Event.String()
		}
	}
	return clauses, event
}

// definitionClauses names the clauses defining an event whose holding the
// engine read otherwise than the rules (clauses.EventClauses), for a
// settlement whose result differs: the event the rules pay or push on,
// where the engine lost the wager; the event of the row the engine paid,
// where that event does not hold. Where the event the engine paid on does
// hold and the rules settle on another row (a Banker win on 4 that pushes
// in Fabulous 4's), or several rows pay what the engine paid, it returns
// nil: the pay table's rows, not a definition (settlementClauses). The
// definitions of the document's other wagers that share an event are left
// out (the Electronic document defines a Banker win on 6 for Fortune Six,
// Super Six and Tiger alike).
func definitionClauses(in *CoupInput, want *adapter.CoupResult, w, got *adapter.Settlement) ([]string, string) {
	spec, ok := in.g.Wager(reference.WagerID(w.Wager))
	if !ok {
		return nil, ""
	}
	c, err := answerCoup(want)
	if err != nil {
		return nil, ""
	}
	facts := reference.FactsOf(&c)
	facts.Readings = in.readings
	var event reference.Event
	switch {
	case got.Result == "lose" && w.Result != "lose":
		s, err := in.g.SettleOne(&c, reference.Wager{ID: spec.ID, Stake: w.Stake}, reference.TableSettings{Rounding: in.unit, Readings: in.readings})
		if err != nil || s.Event == reference.NoEvent {
			return nil, ""
		}
		event = s.Event
	case got.Result == "win":
		num, den, ok := parseOdds(got.Odds)
		if !ok {
			return nil, ""
		}
		var rows []*reference.Pay
		for i := range spec.Pays {
			p := &spec.Pays[i]
			if !p.Push && p.Odds.Num*den == num*p.Odds.Den && p.Bonus == got.Bonus {
				rows = append(rows, p)
			}
		}
		if len(rows) != 1 || rows[0].Event.HoldsGiven(&c, &facts) {
			return nil, ""
		}
		event = rows[0].Event
	default:
		return nil, ""
	}
	switch event {
	case reference.PlayerWins, reference.BankerWins, reference.TieResult:
		// The winner is in the answer, judged on its own (the winner
		// stage): a wager settled otherwise on a winner read rightly broke
		// its settlement rule (a Tie's push), not what a win is.
		return nil, ""
	}
	others := map[string]bool{}
	for _, o := range reference.Games() {
		if o.Document != in.g.Document {
			continue
		}
		for _, ow := range o.Wagers {
			if ow.ID != spec.ID && ow.Clause != spec.Clause {
				others[ow.Clause] = true
			}
		}
	}
	doc := string(in.g.Document)
	if got.Result == "win" {
		// What the event the engine paid on shares with an event that
		// does hold (a Big Tiger paid on a two-card 6 shares "Tiger" with
		// the Small Tiger's) is not what it misread.
		for _, ow := range in.g.Wagers {
			for _, p := range ow.Pays {
				if p.Event != event && p.Event.HoldsGiven(&c, &facts) {
					for _, cl := range clauses.EventClauses(doc, p.Event.String()) {
						others[cl] = true
					}
				}
			}
		}
	}
	var out []string
	for _, cl := range clauses.EventClauses(doc, event.String()) {
		if !others[cl] {
			out = append(out, cl)
		}
	}
	if len(out) == 0 {
		return nil, ""
	}
	return out, event.String()
}
