package independent

import (
	"fmt"
	"slices"

	"github.com/bacctk/bacctk/adapter"
)

// This file is docs/table.md 4.14's changes between rounds: the Pit
// Manager's change of method (Tiger v2 3.9.2) and who may take the dealing
// device without a valid wager (3.12.2).

// changeMethod: the method may change before a round commences; a table
// leaving Method C gives the device back to the dealer (3.9.1).
func (t *table) changeMethod(ev adapter.TableEvent) adapter.TableStep {
	if t.d.rules != rulesTiger {
		return t.refuse(cNoRule, "", "this document has no card-handling methods")
	}
	switch ev.Method {
	case "A", "B":
	case "C":
		if !t.cfg.HLGA {
			return t.refuse(cInvalidMethod, t.d.methodClause("3.9.2"), "Method C only within the HLGA")
		}
	default:
		return t.refuse(cInvalidMethod, t.d.methodClause("3.9"), fmt.Sprintf("no Method %q", ev.Method))
	}
	if t.inRound() || (t.f.methodFixed && t.round > 0) {
		return t.refuse(cRoundInProgress, t.d.methodClause("3.9.2"), "the round has commenced")
	}
	t.cfg.Method = ev.Method
	if ev.Method != "C" {
		t.deviceHolder = ""
	}
	return t.accept(nMethodChanged, t.d.methodClause("3.9.2"), "Method "+ev.Method+" from the next round")
}

// betsOnTable: player has a wager standing in the round being bet on; before
// "Place your bets" no one has.
func (t *table) betsOnTable(player string) bool {
	if t.state != stOpen && t.state != stClosed {
		return false
	}
	return slices.ContainsFunc(t.wagers, func(w *tWager) bool { return w.player == player && w.withdraw == "" })
}
