package reference

// This file supports the kit's generated-shoe checks (package fuzz) and the
// lean coup path of refengine.Fast, which settle millions of coups.

// SettleWager settles a stake on one wager spec of a game on a dealt coup,
// without checking the stake or that the game offers the wager (see
// CheckWagers, which callers run first): Settle checks every wager of a
// call and looks each one up twice, which is most of its cost. It is
// settleOne, the rule every settlement follows: a void round returns the
// stake; otherwise the first pay-table row whose event holds decides (rules
// 4.x of every document; interpretations 4 and 5 for rounding and the Tie
// Bonus).
func SettleWager(spec *WagerSpec, c *Coup, stake int64, t TableSettings) Settlement {
	f := FactsOf(c)
	f.Readings = t.Readings
	return settleGiven(spec, c, &f, stake, t.unit())
}
