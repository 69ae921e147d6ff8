package judge

import (
	"fmt"
	"slices"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// The table lifecycle's properties: what holds of an engine's answer to a
// table request whatever the engine (a refused event changes nothing, no
// wager is taken after "No more bets", a settled wager's money adds up),
// and the clauses each checks.

// Table property ids.
const (
	PropTableSteps       = "table-steps"        // one step per event, echoing it; rounds only at accepted settlements
	PropTableRefusal     = "table-refusal"      // a refused event leaves the table's state as it was
	PropTableBetsClosed  = "table-bets-closed"  // no wager placed or increased outside the betting window
	PropTableMoney       = "table-money"        // each settled wager's win and returned money follow its stake, played part and odds
	PropTableVoidReturns = "table-void-returns" // a void round returns every stake
	PropTableModel       = "table-model"        // the engine's steps and rounds equal the reference lifecycle's
)

// tableClause names the rule behind a step of the game's document when
// the step names none.
func tableClause(g *reference.Game, ev string) []string {
	d := string(g.Document) + ":"
	switch ev {
	case adapter.TableOpen:
		return []string{d + "3.1"}
	case adapter.TableClose:
		return []string{d + "3.2"}
	case adapter.TablePlace, adapter.TableIncrease, adapter.TableWithdraw:
		return []string{d + "3.1", d + "3.2"}
	case adapter.TableDeal:
		return clausesOf(g).DealOrder
	}
	return []string{d + "5"}
}

// CheckTableResult checks the lifecycle properties on an engine's answer
// to a table request, whatever the engine.
func CheckTableResult(g *reference.Game, req *adapter.TableRequest, res *adapter.TableResult, rd reference.Readings) []Violation {
	var vs violations
	if len(res.Steps) != len(req.Events) {
		vs.add(PropTableSteps, []string{string(g.Document) + ":3.1"}, "%d events, %d steps", len(req.Events), len(res.Steps))
		return vs
	}
	unit := req.Config.Rounding
	if unit <= 0 {
		unit = 1
	}
	live := !g.Electronic
	state, rounds := reference.StateIdle.String(), 0
	lateWithdraw := map[reference.DocumentID]string{reference.DocNCB: "5.7", reference.DocSixStar: "5.7", reference.DocTiger: "5.5", reference.DocTigerNCB: "5.5", reference.DocETG: "5.4"}[g.Document]
	lateBet := map[reference.DocumentID]string{reference.DocNCB: "5.6", reference.DocSixStar: "5.6", reference.DocTiger: "5.4", reference.DocTigerNCB: "5.4", reference.DocETG: "5.5"}[g.Document]
	for i, s := range res.Steps {
		ev := req.Events[i]
		if s.Event != ev.Type {
			vs.add(PropTableSteps, tableClause(g, ev.Type), "step %d answers %q to the event %q", i+1, s.Event, ev.Type)
		}
		if !s.Accepted && s.State != state {
			vs.add(PropTableRefusal, tableClause(g, ev.Type), "step %d (%s) is refused (%s) but moves the table from %s to %s", i+1, ev.Type, s.Code, state, s.State)
		}
		if s.Accepted && (ev.Type == adapter.TablePlace || ev.Type == adapter.TableIncrease) && state != reference.StateBettingOpen.String() {
			vs.add(PropTableBetsClosed, []string{string(g.Document) + ":" + lateBet}, "step %d: a wager %sd in state %s is accepted", i+1, ev.Type, state)
		}
		if s.Accepted && ev.Type == adapter.TableWithdraw && live && (state == reference.StateBettingClosed.String() || state == reference.StateDealing.String()) && s.Code != reference.NoticeWithdrawalIgnored {
			vs.add(PropTableBetsClosed, []string{string(g.Document) + ":" + lateWithdraw}, "step %d: a withdrawal after \"No more bets\" is taken (%q); the wager must stand", i+1, s.Code)
		}
		if s.Accepted && ev.Type == adapter.TableSettle {
			rounds++
		}
		state = s.State
	}
	if rounds != len(res.Rounds) {
		vs.add(PropTableSteps, []string{string(g.Document) + ":3.1"}, "%d settlements accepted, %d rounds answered", rounds, len(res.Rounds))
	}
	for ri, r := range res.Rounds {
		if r.Round != ri+1 {
			vs.add(PropTableSteps, []string{string(g.Document) + ":3.1"}, "round %d is numbered %d", ri+1, r.Round)
		}
		for si, s := range r.Settlements {
			where := fmt.Sprintf("round %d, %s's %s at %d (settlement %d)", r.Round, s.Player, s.Wager, s.Position, si+1)
			cl := WagerClauses(g, s.Wager)
			if s.Played < 0 || s.Played > s.Stake {
				vs.add(PropTableMoney, cl, "%s: played %d of a stake of %d", where, s.Played, s.Stake)
				continue
			}
			switch s.Result {
			case "win":
				num, den, ok := parseOdds(s.Odds)
				pay, fits := payFor(s.Played, num, den, unit)
				if rd.RoundToNearest && fits {
					pay = reference.WinUnder(s.Played, reference.Odds{Num: num, Den: den}, unit, rd)
				}
				if !ok || !fits || s.Win != pay+s.Bonus || s.Returned != s.Stake {
					if ok && fits && s.Returned == s.Stake {
						cl = winClauses(g, s, num, den)
					}
					vs.add(PropTableMoney, cl, "%s: a win of %d played at %s wins %d plus bonus %d and returns the stake %d; the answer: win %d, returned %d", where, s.Played, s.Odds, pay, s.Bonus, s.Stake, s.Win, s.Returned)
				}
			case "lose":
				if s.Win != 0 || s.Returned != s.Stake-s.Played {
					vs.add(PropTableMoney, cl, "%s: a loss of %d played returns only the %d not played; the answer: win %d, returned %d", where, s.Played, s.Stake-s.Played, s.Win, s.Returned)
				}
			case "push", "void", "returned", "withdrawn":
				if s.Win != 0 || s.Returned != s.Stake {
					vs.add(PropTableMoney, cl, "%s: %s returns the stake %d and wins nothing; the answer: win %d, returned %d", where, s.Result, s.Stake, s.Win, s.Returned)
				}
			default:
				vs.add(PropTableMoney, cl, "%s: result %q", where, s.Result)
			}
			if r.Void != "" && s.Result != "void" && s.Result != "returned" && s.Result != "withdrawn" {
				vs.add(PropTableVoidReturns, clausesOf(g).voidClauses(r.Void), "%s: the round is void (%s) but the wager settles %q", where, r.Void, s.Result)
			}
		}
	}
	return vs
}

// winClauses names the rules of a win whose amount is not its own odds
// applied to the part played: the money contract (exact odds, rounded
// down to the unit), as the coup's settlement amount is blamed, and the
// pay-table rows of the wager that pay at those odds (its row, not the
// wager's other rows: a push on a Tie is not what a Banker win paid wrong
// breaks).
func winClauses(g *reference.Game, s adapter.TableSettlement, num, den int64) []string {
	var out []string
	if spec, ok := g.Wager(reference.WagerID(s.Wager)); ok {
		for _, p := range spec.Pays {
			if !p.Push && p.Odds.Num*den == num*p.Odds.Den {
				out = appendUnique(out, p.Clause)
			}
		}
	}
	if len(out) == 0 {
		out = WagerClauses(g, s.Wager)
	}
	return appendUnique([]string{ContractMoney}, out...)
}

// TableClauses maps each table property to the clauses of the game it
// checks.
func TableClauses(g, offer *reference.Game) map[string][]string {
	d := string(g.Document) + ":"
	late := map[reference.DocumentID][]string{
		reference.DocNCB: {d + "5.6", d + "5.7"}, reference.DocSixStar: {d + "5.6", d + "5.7"},
		reference.DocTiger: {d + "5.4", d + "5.5"}, reference.DocTigerNCB: {d + "5.4", d + "5.5"},
		reference.DocETG: {d + "5.4", d + "5.5"},
	}[g.Document]
	wagers := offeredWagerClauses(g, offer)
	dc := clausesOf(g)
	return map[string][]string{
		PropTableSteps:       {d + "3.1"},
		PropTableRefusal:     {d + "3.1", d + "3.2"},
		PropTableBetsClosed:  late,
		PropTableMoney:       wagers,
		PropTableVoidReturns: slices.Concat(dc.Foreign, dc.Insufficient),
		PropTableModel:       slices.Concat([]string{d + "3.1", d + "3.2"}, late, wagers),
	}
}
