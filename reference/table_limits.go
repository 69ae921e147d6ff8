package reference

// This file holds a table's settings: wager limits (Tiger 3.5.1, 5.14-5.16,
// Electronic 2.2), playing areas (Tiger 3.7, Tiger NCB 3.6) and the table
// differential (Tiger 1.1.10, Tiger NCB 1.1.9).

// Limit is the minimum and maximum stake of a wager, in minor units; zero
// means no minimum or no maximum.
type Limit struct {
	Min, Max int64
}

// Limits are a table's wager limits: a default, and overrides per wager
// (electronic terminals show limits for each betting option, Electronic
// 2.2). An override replaces the default whole: a zero in it means none.
type Limits struct {
	Min, Max int64
	PerWager map[WagerID]Limit
}

// For returns the limits of one wager.
func (l Limits) For(w WagerID) Limit {
	if o, ok := l.PerWager[w]; ok {
		return o
	}
	return Limit{l.Min, l.Max}
}

func (l Limits) any() bool { return l.Min > 0 || l.Max > 0 || len(l.PerWager) > 0 }

// TableConfig are the settings of a table.
type TableConfig struct {
	Game  GameID
	Decks int
	// Rounding is the unit to which fractional payouts are rounded down
	// (interpretation 4); 0 means 1.
	Rounding int64
	// Limits are the wager limits. Only the Tiger documents (3.5.1,
	// 5.14-5.16) and the electronic one (2.2) have limits; No Commission v6
	// and 6 Star refuse them (CodeNoRule).
	Limits Limits
	// MaxWagersPerArea is the most wagers one playing area (one wager id at
	// one position) may hold: 0 means the rules' default, three on the
	// Tiger games (Tiger 3.7, Tiger NCB 3.6), which the pit manager may
	// lower (3.7.1, 3.6.1). The other documents set no such limit and
	// refuse the setting.
	MaxWagersPerArea int
	// Differential is the table differential limit (Tiger 1.1.10, Tiger NCB
	// 1.1.9, 5.18): the most the totals on Player and Banker may differ at
	// the close. 0 means none. Tiger games only.
	Differential int64
	// HLGA marks a table in the high limit gaming area, where a cutting
	// card dealt as a round's first card gives players the option to
	// withdraw (Tiger 3.22.1, Tiger NCB 3.17.1). Tiger games only.
	HLGA bool
	// Method is the card-handling method, "A", "B" or "C" (Tiger v2 3.9,
	// Tiger NCB v5 3.8; Method C only within the HLGA, 3.9.2 / 3.8.2); ""
	// declares none, and the events of card handling are refused. Tiger
	// games only.
	Method string
	// Readings is the reading of the rules the table runs under
	// (docs/interpretations.md "Readings"): the settlements (1, 4, 8),
	// "outcome established" (29), the under-minimum wagers of one round
	// (19), the HLGA cutting card's option (21) and card handling (31,
	// 32). The zero
	// value is the kit's.
	Readings Readings
}

// DefaultMaxWagersPerArea is the Tiger documents' limit of wagers per
// playing area (Tiger 3.7, Tiger NCB 3.6).
const DefaultMaxWagersPerArea = 3

// limitStep checks a wager's new stake against its limits: refused on an
// electronic game (Electronic 2.2), a notice on a Tiger game (5.14, 5.15,
// interpretation 10).
func (t *Table) limitStep(ev EventType, w WagerID, stake int64) (Step, *TableError) {
	r, lim := t.rules, t.cfg.Limits.For(w)
	switch {
	case lim.Max > 0 && stake > lim.Max:
		if r.electronic {
			return Step{}, t.refuse(ev, CodeOverMaximum, r.c(r.limits), "%d is over the maximum %d of %q", stake, lim.Max, w)
		}
		return t.step(ev, NoticeOverMaximum, r.c(r.overMax), "%d is over the maximum %d of %q: it will be settled as a wager of %d and %d returned (interpretation 10)", stake, lim.Max, w, lim.Max, stake-lim.Max), nil
	case lim.Min > 0 && stake < lim.Min:
		if r.electronic {
			return Step{}, t.refuse(ev, CodeUnderMinimum, r.c(r.limits), "%d is under the minimum %d of %q", stake, lim.Min, w)
		}
		return t.step(ev, NoticeUnderMinimum, r.c(r.underMin), "%d is under the minimum %d of %q: it is settled normally unless the player has had an under-minimum wager paid or collected in an earlier round, which returns it unplayed (interpretation 10)", stake, lim.Min, w), nil
	}
	return t.step(ev, "", "", ""), nil
}
