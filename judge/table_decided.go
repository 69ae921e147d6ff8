package judge

import (
	"slices"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// Two table answers turn on which wagers the cards dealt so far decide:
// an established outcome's witness (interpretation 11) and who is offered
// an option to withdraw. An engine that reads a wager's own result
// otherwise answers them otherwise too, and the step names that wager
// (Divergence.ReadsWagers) so that decide can tell the two apart by the
// run's coup answers.
//
// An option to withdraw goes to the players whose wagers the cards dealt
// so far leave undecided (Tiger NCB 5.8.2.2's "remaining wagers", Tiger
// 5.17.1; interpretation 11). An engine that gives it to fewer players
// finds those players' wagers decided: it may break the option's rule, or
// read one of those wagers' own results otherwise (a Tie that loses the
// Player wager decides it against a Banker still to draw), which its coup
// answers then show on that game. Likewise an engine that gives it to a
// player whose wagers the rules find decided, where nobody else is asked
// or beside the players the rules ask: it may make a decided wager
// withdrawable (the option's rule), or read that wager otherwise (a Tiger
// Tie on any tie is not decided by a Player's 3). So such a step carries
// the wagers (Divergence.ReadsWagers), and decide names no rule for it
// when the run's coup or shoe answers settle one of them otherwise.

// optionWagers is the wagers, in the round in play at step i, of the
// players the reference offers an option at step i (w) and the engine
// does not (gs), and of those the engine offers it and the reference does
// not: the wagers the engine finds decided, or undecided, otherwise. The
// reference offers it to nobody where its step is an option gone moot
// (reference.OptionMoot: every wager decided); nil when the rules give no
// option at step i.
func optionWagers(g *reference.Game, req *adapter.TableRequest, want *adapter.TableResult, w, gs adapter.TableStep, i int) []string {
	if !w.Accepted || !gs.Accepted {
		return nil
	}
	var rules, engine []string
	switch {
	case w.Options != nil:
		rules = w.Options.Players
	case gs.Options == nil || !reference.OptionMoot(g, reference.EventType(req.Events[i].Type), w.Code, w.Established != nil && *w.Established):
		return nil
	}
	if gs.Options != nil {
		engine = gs.Options.Players
	}
	var wagers []string
	for _, ev := range placedInRound(req, want, i) {
		if slices.Contains(rules, ev.Player) != slices.Contains(engine, ev.Player) && !slices.Contains(wagers, ev.Wager) {
			wagers = append(wagers, ev.Wager)
		}
	}
	slices.Sort(wagers)
	return wagers
}

// witnessWagers is the wagers an interruption's answer turns on when the
// engine answers it as an established outcome naming as its witness
// another wager than the rules (interpretation 11), or as an outcome not
// established where the rules find their witness decided: the rules find
// no wager decided, or their witness, the first decided wager in the game's
// table order, comes before the engine's (so the engine's is not decided),
// or after it (so the engine does not find the rules' decided). The engine
// reads one of those wagers' result on those cards otherwise: it may read
// the wager's own rules otherwise (a Tie that loses the Banker wager
// decides it before the Banker's third card; a pair that needs the same
// suit decides Tiger Pair), which its coup answers then show and decide
// names no rule for the step, or misjudge what establishes an outcome
// (Tiger 5.17, Electronic 5.9), the step's rule. Unless the engine's
// witness is a placed wager after the rules' unplaced one: it looks at
// the placed wagers only, the established outcome's rule whatever its
// coups show (nil); or unless the rules' witness, which the engine does
// not find decided, is one whose hand's first two cards decide it under
// every reading of a pair (decidedByOneHand: the Player's Pair): those
// cards are dealt, so the engine misjudged what establishes an outcome.
func witnessWagers(g *reference.Game, req *adapter.TableRequest, want *adapter.TableResult, w, gs adapter.TableStep, i int) []string {
	if w.Established == nil || gs.Established == nil {
		return nil
	}
	if !*gs.Established {
		if *w.Established && w.Witness != "" && !decidedByOneHand(g, w.Witness) {
			// no wager decided where the rules find their witness
			// decided (a pair that needs the same suit misses Tiger
			// Pair): the engine reads that wager otherwise, or what
			// establishes an outcome. Not a witness one hand's first
			// two cards decide (the Player's Pair): those cards are
			// dealt, and every reading of a pair decides it on them
			return []string{w.Witness}
		}
		return nil
	}
	if gs.Witness == "" || gs.Witness == w.Witness {
		return nil
	}
	order := func(id string) int {
		return slices.IndexFunc(g.Wagers, func(s reference.WagerSpec) bool { return string(s.ID) == id })
	}
	placed := placedInRound(req, want, i)
	isPlaced := func(wager string) bool {
		return slices.ContainsFunc(placed, func(ev adapter.TableEvent) bool { return ev.Wager == wager })
	}
	if at := order(gs.Witness); *w.Established && (at < 0 || (at > order(w.Witness) && isPlaced(gs.Witness) && !isPlaced(w.Witness))) {
		// a decided wager that is placed named where the rules name
		// an earlier one nobody placed: the engine looks at the placed
		// wagers only, which is what establishes an outcome read
		// otherwise (interpretation 11), not a wager's own rules
		return nil
	}
	out := nonEmpty(gs.Witness, w.Witness)
	slices.Sort(out)
	return out
}

// decidedByOneHand reports whether every event the wager pays or pushes on
// reads one and the same hand's first two cards only
// (reference.Event.OneHandsFirstTwoCards): the Player's or the Banker's
// Pair, a Precious or Perfect Pair of one hand.
func decidedByOneHand(g *reference.Game, wager string) bool {
	spec, ok := g.Wager(reference.WagerID(wager))
	if !ok || len(spec.Pays) == 0 {
		return false
	}
	first, _ := spec.Pays[0].Event.OneHandsFirstTwoCards()
	for _, p := range spec.Pays {
		if hand, ok := p.Event.OneHandsFirstTwoCards(); !ok || hand != first {
			return false
		}
	}
	return true
}

// placedInRound is the wagers placed or increased in the round in play at
// step i (since its last accepted open), as the reference accepted them,
// latest first: which wager a witness may be, and whose wagers an
// option is for.
func placedInRound(req *adapter.TableRequest, want *adapter.TableResult, i int) []adapter.TableEvent {
	var out []adapter.TableEvent
	for j := min(i, len(want.Steps), len(req.Events)) - 1; j >= 0; j-- {
		ev := req.Events[j]
		switch {
		case ev.Type == adapter.TableOpen && want.Steps[j].Accepted:
			return out
		case (ev.Type == adapter.TablePlace || ev.Type == adapter.TableIncrease) && want.Steps[j].Accepted:
			out = append(out, ev)
		}
	}
	return out
}
