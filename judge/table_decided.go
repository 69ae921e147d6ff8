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
// answers then show on that game. So such a step carries the wagers
// (Divergence.ReadsWagers), and decide names no rule for it when the
// run's coup or shoe answers settle one of them otherwise; an option
// given to a player the rules do not offer it stays the option's rule
// (a decided wager made withdrawable).

// omittedOptionWagers is the wagers, in the round in play at step i, of
// the players the reference offers an option at step i (w) and the
// engine does not (gs), when the engine offers no one the rules do not;
// nil otherwise.
func omittedOptionWagers(req *adapter.TableRequest, w, gs adapter.TableStep, i int) []string {
	if !w.Accepted || !gs.Accepted || w.Options == nil {
		return nil
	}
	var offered []string
	if gs.Options != nil {
		offered = gs.Options.Players
	}
	var omitted []string
	for _, p := range offered {
		if !slices.Contains(w.Options.Players, p) {
			return nil
		}
	}
	for _, p := range w.Options.Players {
		if !slices.Contains(offered, p) {
			omitted = append(omitted, p)
		}
	}
	var wagers []string
	for j := i - 1; j >= 0 && j < len(req.Events); j-- {
		ev := req.Events[j]
		if ev.Type == adapter.TableOpen {
			break
		}
		if (ev.Type == adapter.TablePlace || ev.Type == adapter.TableIncrease) && slices.Contains(omitted, ev.Player) && !slices.Contains(wagers, ev.Wager) {
			wagers = append(wagers, ev.Wager)
		}
	}
	slices.Sort(wagers)
	return wagers
}

// witnessWagers is the wagers an interruption's answer turns on when the
// engine answers it as an established outcome naming as its witness
// another wager than the rules (interpretation 11): the rules find no
// wager decided, or their witness, the first decided wager in the game's
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
// coups show (nil).
func witnessWagers(g *reference.Game, req *adapter.TableRequest, want *adapter.TableResult, w, gs adapter.TableStep, i int) []string {
	if w.Established == nil || gs.Established == nil || !*gs.Established || gs.Witness == "" || gs.Witness == w.Witness {
		return nil
	}
	order := func(id string) int {
		return slices.IndexFunc(g.Wagers, func(s reference.WagerSpec) bool { return string(s.ID) == id })
	}
	if at := order(gs.Witness); *w.Established && (at < 0 || (at > order(w.Witness) && placedInRound(req, want, gs.Witness, i) && !placedInRound(req, want, w.Witness, i))) {
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

// placedInRound reports whether a wager on w was placed or increased in
// the round in play at step i (since its last accepted open).
func placedInRound(req *adapter.TableRequest, want *adapter.TableResult, w string, i int) bool {
	for j := i - 1; j >= 0 && j < len(want.Steps); j-- {
		ev := req.Events[j]
		switch {
		case ev.Type == adapter.TableOpen && want.Steps[j].Accepted:
			return false
		case (ev.Type == adapter.TablePlace || ev.Type == adapter.TableIncrease) && ev.Wager == w && want.Steps[j].Accepted:
			return true
		}
	}
	return false
}
