package fuzz

import (
	"context"
	"fmt"
	"slices"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// The table lifecycle, model-based: sequences of table events (open,
// place, increase, withdraw, close, deal, interruptions, irregularities,
// choices, settle) are drawn one at a time against the reference's
// lifecycle (reference.Table) as the model, mostly events the model's
// state allows and sometimes ones it refuses. An engine with the table
// capability answers the same events; its steps and settled rounds must
// equal the model's, and they must satisfy lifecycle properties that hold
// whatever the engine (a refused event changes nothing, no wager is taken
// after "No more bets", a settled wager's money adds up).

// Table property ids.
const (
	PropTableSteps       = "table-steps"        // one step per event, echoing it; rounds only at accepted settlements
	PropTableRefusal     = "table-refusal"      // a refused event leaves the table's state as it was
	PropTableBetsClosed  = "table-bets-closed"  // no wager placed or increased outside the betting window
	PropTableMoney       = "table-money"        // each settled wager's win and returned money follow its stake, played part and odds
	PropTableVoidReturns = "table-void-returns" // a void round returns every stake
	PropTableModel       = "table-model"        // the engine's steps and rounds equal the reference lifecycle's
)

// tableModel is the state of one generated table.
type tableModel struct {
	g       *reference.Game
	offer   *reference.Game // the game cut to the wagers the engine offers
	req     adapter.TableRequest
	model   *reference.Table
	want    adapter.TableResult // the model's answer so far
	pool    *pool
	players []string
	// readings is the reading of the rules the model runs under.
	readings reference.Readings
}

// genTableConfig draws table settings the game's rules have: limits on the
// Tiger and electronic games, playing-area limits, a table differential
// and the HLGA on the Tiger games.
func genTableConfig(src Source, g *reference.Game) adapter.TableConfig {
	var cfg adapter.TableConfig
	cfg.Rounding = roundingUnits[src.Int("table rounding", 0, len(roundingUnits)-1)]
	tiger := g.Document == reference.DocTiger || g.Document == reference.DocTigerNCB
	if (tiger || g.Electronic) && chance(src, "limits", 1, 2) {
		cfg.Limits.Min = int64(src.Int("min", 0, 5)) * 100
		cfg.Limits.Max = int64(src.Int("max", 0, 3)) * 5000
		if cfg.Limits.Max > 0 && cfg.Limits.Max < cfg.Limits.Min {
			cfg.Limits.Max = cfg.Limits.Min
		}
		if chance(src, "per-wager limits", 1, 3) {
			w := g.Wagers[src.Int("limited wager", 0, len(g.Wagers)-1)]
			cfg.Limits.Wagers = map[string]adapter.TableLimit{string(w.ID): {Min: int64(src.Int("wager min", 0, 3)) * 100, Max: int64(src.Int("wager max", 3, 6)) * 1000}}
		}
	}
	if tiger {
		cfg.MaxWagersPerArea = src.Int("area", 0, 3)
		if chance(src, "differential", 1, 3) {
			cfg.Differential = int64(src.Int("differential", 1, 50)) * 1000
		}
		cfg.HLGA = chance(src, "hlga", 1, 3)
		// A card-handling method half of the time; Method C is only
		// permitted in the HLGA (Tiger v2 3.9.2), so it brings the HLGA.
		if chance(src, "method", 1, 2) {
			cfg.Method = pick(src, "card-handling method", []string{reference.MethodA, reference.MethodA, reference.MethodB, reference.MethodC, reference.MethodC})
			cfg.HLGA = cfg.HLGA || cfg.Method == reference.MethodC
		}
	}
	return cfg
}

func newTableModel(src Source, g, offer *reference.Game, rd reference.Readings) (*tableModel, error) {
	m := &tableModel{g: g, offer: offer, players: []string{"ann", "bob", "cy"}, readings: rd}
	m.req = adapter.TableRequest{Game: string(g.ID), Decks: src.Int("decks", reference.MinDecks, reference.MaxDecks), Config: genTableConfig(src, offer)}
	m.pool = newPool(g.Deck, m.req.Decks)
	t, err := reference.NewTable(tableConfigOf(g, m.req, rd))
	if err != nil {
		return nil, fmt.Errorf("the reference refuses generated table settings %+v: %v", m.req.Config, err)
	}
	m.model = t
	m.want = adapter.TableResult{Steps: []adapter.TableStep{}, Rounds: []adapter.TableRound{}}
	return m, nil
}

// tableConfigOf is the reference's table for a request, under readings rd.
func tableConfigOf(g *reference.Game, req adapter.TableRequest, rd reference.Readings) reference.TableConfig {
	c := req.Config
	cfg := reference.TableConfig{Game: g.ID, Decks: req.Decks, Rounding: c.Rounding, Readings: rd,
		Limits: reference.Limits{Min: c.Limits.Min, Max: c.Limits.Max}, MaxWagersPerArea: c.MaxWagersPerArea,
		Differential: c.Differential, HLGA: c.HLGA, Method: c.Method}
	for w, l := range c.Limits.Wagers {
		if cfg.Limits.PerWager == nil {
			cfg.Limits.PerWager = map[reference.WagerID]reference.Limit{}
		}
		cfg.Limits.PerWager[reference.WagerID(w)] = reference.Limit{Min: l.Min, Max: l.Max}
	}
	return cfg
}

// The kinds of table action, for the state machine and for GenTableEvent.
var tableActions = []string{"open", "place", "increase", "withdraw", "close", "deal", "interrupt", "irregularity", "choose", "settle", "handle"}

// tableStake draws an amount around the table's limits.
func (m *tableModel) tableStake(src Source) int64 {
	l := m.req.Config.Limits
	switch src.Int("amount kind", 0, 4) {
	case 0:
		if l.Min > 0 {
			return l.Min - int64(src.Int("under", -1, 1))
		}
	case 1:
		if l.Max > 0 {
			return l.Max + int64(src.Int("over", -1, 1))
		}
	case 2:
		return stressStakes[src.Int("stress stake", 0, len(stressStakes)-1)]
	}
	return int64(src.Int("amount", 1, 50)) * 100
}

// event draws an event of the given action kind. The wagers, players and
// positions come mostly from what is on the table, so that most events are
// ones the model accepts; some are not, so that refusals are tested too.
func (m *tableModel) event(src Source, action string) adapter.TableEvent {
	ev := adapter.TableEvent{Type: action}
	placed := m.model.Wagers()
	pickPlaced := func() bool {
		if len(placed) == 0 || chance(src, "fresh wager", 1, 5) {
			ev.Player = m.players[src.Int("player", 0, len(m.players)-1)]
			ev.Position = src.Int("position", 1, 3)
			ev.Wager = string(m.offer.Wagers[src.Int("wager", 0, len(m.offer.Wagers)-1)].ID)
			return false
		}
		p := placed[src.Int("placed", 0, len(placed)-1)]
		ev.Player, ev.Position, ev.Wager = p.Player, p.Position, string(p.Wager)
		return true
	}
	switch action {
	case "place":
		pickPlaced()
		ev.Amount = m.tableStake(src)
		m.steerPlace(src, &ev, placed)
		if m.req.Config.Method == reference.MethodA && chance(src, "equal highest wager", 1, 2) {
			m.steerEqualHighest(src, &ev, placed)
		}
		if h := m.model.DeviceHolder(); h != "" && chance(src, "the holder's wager", 1, 2) {
			// the device holder's wager on a hand, which may lose
			// (Tiger v2 3.12.8.2)
			ev.Player = h
			ev.Wager = pick(src, "holder's hand", []string{string(reference.WagerPlayer), string(reference.WagerBanker)})
		}
	case "handle":
		m.handling(src, &ev)
	case "increase":
		pickPlaced()
		ev.Amount = int64(src.Int("increase", 1, 20)) * 50
		m.steerIncrease(src, &ev, placed)
	case "withdraw":
		if pickPlaced() && chance(src, "partial", 1, 3) {
			ev.Amount = int64(src.Int("partial", 1, 5)) * 10
		}
	case "deal":
		ev.Card = m.card(src).String()
	case "interrupt":
		switch src.Int("interruption", 0, 2) {
		case 0:
			ev.Type = adapter.TablePowerFailure
		case 1:
			ev.Type, ev.Position = adapter.TableTerminalFailure, src.Int("terminal", 1, 3)
		default:
			ev.Type = adapter.TableDeviceReset
		}
	case "irregularity":
		switch src.Int("irregularity", 0, 3) {
		case 3:
			kinds := reference.IrregularityKinds
			ev.Type, ev.Kind = adapter.TableIrregularity, kinds[src.Int("irregularity kind", 0, len(kinds)-1)]
		case 0:
			ev.Type, ev.OrderKnown = adapter.TableSimultaneousDraw, chance(src, "order known", 1, 2)
		case 1:
			foreign := otherDeck(m.g.Deck).Cards()
			ev.Type, ev.Card = adapter.TableDeal, foreign[src.Int("foreign card", 0, len(foreign)-1)].String()
		default:
			ev.Type, ev.Card = adapter.TableDeal, "CUT"
		}
	case "choose":
		if o := m.model.Option(); o != nil && len(o.Pending) > 0 && !chance(src, "stray choice", 1, 6) {
			ev.Player = o.Pending[src.Int("chooser", 0, len(o.Pending)-1)]
		} else {
			ev.Player = m.players[src.Int("player", 0, len(m.players)-1)]
		}
		ev.WithdrawAll = chance(src, "withdraw all", 1, 2)
	}
	return ev
}

// card draws the next card of the table's shoe, refilling it when empty.
func (m *tableModel) card(src Source) reference.Card {
	if m.pool.total == 0 {
		m.pool = newPool(m.g.Deck, m.req.Decks)
	}
	if c, ok := m.mirrorCard(src); ok {
		return c
	}
	return m.pool.take(src.Int("card", 0, m.pool.total-1))
}

// likelyAction draws an action the model's state allows, most of the time.
func (m *tableModel) likelyAction(src Source) string {
	if chance(src, "any action", 1, 8) {
		return tableActions[src.Int("action", 0, len(tableActions)-1)]
	}
	switch m.model.State() {
	case reference.StateIdle, reference.StateSettled:
		if m.req.Config.Method == reference.MethodC && m.model.DeviceHolder() == "" && chance(src, "pass the device", 1, 2) {
			return "handle"
		}
		return "open"
	case reference.StateBettingOpen:
		return pick(src, "betting action", []string{"place", "place", "place", "increase", "withdraw", "close", "close", "interrupt"})
	case reference.StateBettingClosed, reference.StateDealing:
		if m.req.Config.Method == reference.MethodA && m.model.State() == reference.StateDealing && chance(src, "handle the cards", 1, 3) {
			return "handle"
		}
		return pick(src, "dealing action", []string{"deal", "deal", "deal", "deal", "deal", "deal", "withdraw", "interrupt", "irregularity", "place"})
	case reference.StateAwaitingChoices:
		return pick(src, "choice action", []string{"choose", "choose", "choose", "withdraw"})
	}
	if m.req.Config.Method != "" && chance(src, "handle the cards", 1, 3) {
		return "handle"
	}
	return "settle"
}

// steerEqualHighest makes a place event an equal highest wager on a hand,
// by a player with none on it yet, at a seat of its own: three of them
// tell counter-clockwise from clockwise (Tiger v2 3.10.4, 3.10.5).
func (m *tableModel) steerEqualHighest(src Source, ev *adapter.TableEvent, placed []reference.PlacedWager) {
	hand := reference.WagerID(pick(src, "equal hand", []string{string(reference.WagerPlayer), string(reference.WagerBanker)}))
	for _, p := range placed {
		if p.Wager == reference.WagerPlayer || p.Wager == reference.WagerBanker {
			hand = p.Wager // the hand already wagered on, so that three meet
			break
		}
	}
	top, seats, has := int64(0), map[int]bool{}, map[string]bool{}
	for _, p := range placed {
		if p.Wager == hand && !p.Withdrawn {
			top = max(top, p.Stake)
			seats[p.Position], has[p.Player] = true, true
		}
	}
	if top == 0 {
		top = int64(src.Int("equal amount", 1, 20)) * 100
	}
	for _, name := range m.players {
		if has[name] {
			continue
		}
		pos := src.Int("equal seat", 1, 7)
		for range 7 {
			if !seats[pos] {
				ev.Player, ev.Position, ev.Wager, ev.Amount = name, pos, string(hand), top
				return
			}
			pos = pos%7 + 1
		}
		return // every seat taken: the place event stays as drawn
	}
}

// handling draws a card-handling event (Method A: passing and refusing a
// hand's cards; Method C: taking and giving up the dealing device),
// mostly from whoever the model says holds the cards or the device.
func (m *tableModel) handling(src Source, ev *adapter.TableEvent) {
	hand := pick(src, "hand", []string{string(reference.WagerPlayer), string(reference.WagerBanker)})
	for _, p := range m.model.Wagers() {
		if (p.Wager == reference.WagerPlayer || p.Wager == reference.WagerBanker) && !chance(src, "a hand with no wager", 1, 4) {
			hand = string(p.Wager) // a hand someone holds a wager on
			break
		}
	}
	if chance(src, "not a hand", 1, 30) {
		hand = "tie"
	}
	who := m.players[src.Int("handler", 0, len(m.players)-1)]
	kind := src.Int("handling", 0, 3)
	if !chance(src, "handling of another method", 1, 8) {
		switch m.req.Config.Method {
		case reference.MethodA:
			kind %= 2
		case reference.MethodC:
			kind = 2 + kind%2
		}
	}
	if kind < 2 && m.req.Config.Method == reference.MethodA {
		// pass a hand's cards once, then mostly refusals by who holds them
		kind = 0
		if m.model.Passed(reference.WagerID(hand)) {
			kind = 1
		}
	}
	switch kind {
	case 0:
		ev.Type, ev.Wager = adapter.TablePassCards, hand
	case 1:
		ev.Type, ev.Wager, ev.Player = adapter.TableRefuseCards, hand, who
		if r := m.model.Receiver(reference.WagerID(hand)); r != "" && !chance(src, "stray refusal", 1, 5) {
			ev.Player = r
		}
	case 2:
		ev.Type, ev.Player = adapter.TableTakeDevice, who
	default:
		ev.Type, ev.Player = adapter.TableRelinquishDevice, who
		if h := m.model.DeviceHolder(); h != "" && !chance(src, "stray relinquish", 1, 5) {
			ev.Player = h
		}
	}
}

// apply runs the event on the model and records its answer.
func (m *tableModel) apply(ev adapter.TableEvent) error {
	rev := reference.TableEvent{Type: reference.EventType(ev.Type), Player: ev.Player, Position: ev.Position,
		Wager: reference.WagerID(ev.Wager), Amount: ev.Amount, OrderKnown: ev.OrderKnown, WithdrawAll: ev.WithdrawAll, Kind: ev.Kind}
	if ev.Type == adapter.TableDeal {
		c, err := reference.ParseCard(ev.Card)
		if err != nil {
			return err
		}
		rev.Card = c
	}
	m.req.Events = append(m.req.Events, ev)
	step, err := m.model.Apply(rev)
	m.want.Steps = append(m.want.Steps, adapter.EncodeTableStep(step, err))
	if step.Round != nil {
		m.want.Rounds = append(m.want.Rounds, adapter.EncodeTableRound(step.Round))
	}
	return nil
}

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

// checkTableResult checks the lifecycle properties on an engine's answer
// to a table request, whatever the engine.
func checkTableResult(g *reference.Game, req *adapter.TableRequest, res *adapter.TableResult, rd reference.Readings) violations {
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
			cl := wagerClauses(g, s.Wager)
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

// diffTable compares the engine's answer with the model's, step by step,
// then round by round, and blames the first difference: a step on the rule
// the reference applied to it; a round on what differs first in it (its
// void and the reason's own clause, its cards, then each settlement by
// what shaped it: a withdrawal, a limit, an interruption, else the wager's
// pay-table row). Details (free text) are not compared.
func diffTable(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult) (Violation, bool) {
	return diffTableAsk(g, req, want, got, nil)
}

// diffTableAsk is diffTable with the engine at hand, to ask it a
// counterfactual request when blame needs one (resetKeptCards).
func diffTableAsk(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, ask askTable) (Violation, bool) {
	for i := range want.Steps {
		if i >= len(got.Steps) {
			break
		}
		w, gs := want.Steps[i], got.Steps[i]
		w.Detail, gs.Detail = "", ""
		if !tableStepEqual(w, gs) {
			if k, ok := roundSettledBefore(req, want, got, i); ok {
				// a round settled before this step already differs: it
				// is the first divergence (an over-maximum wager paid in
				// full), and this step may follow from another defect
				return roundViolation(g, req, want, got, k), true
			}
			if e, ok := earlierMisstep(g, req, want, got, i); ok {
				// an earlier step read otherwise: this one is its consequence
				return earlierViolation(req, want, e, i), true
			}
			if k, ok := deviceNoticeFromRound(req, want, got, i); ok {
				return roundViolation(g, req, want, got, k), true
			}
			cl := tableClause(g, req.Events[i].Type)
			if rc, ok := resetKeptCards(g, req, want, got, i, ask); ok {
				cl = rc
			} else if rc, ok := removalClauses(g, req, want, got, i); ok {
				cl = rc
			} else if rc, ok := refusalClauses(g, w, gs); ok {
				cl = rc
			} else if w.Accepted && gs.Accepted && w.Code == "" && gs.Code != "" && isDocClause(g, gs.Clause) {
				// the engine applied a rule the reference did not (a
				// notice only it gives: control of the device ended):
				// that rule is the divergence
				cl = []string{gs.Clause}
			} else if w.Clause != "" || gs.Clause != "" {
				cl = nonEmpty(w.Clause)
				if len(cl) == 0 || (w.Accepted && !gs.Accepted) {
					// the engine's rule too when it refuses what the
					// reference accepts and refusalClauses cannot tell
					// which rule decided the event
					cl = appendUnique(cl, nonEmpty(gs.Clause)...)
				}
			} else if rc := lostWagerContext(req, want, got, i); len(rc) > 0 {
				// neither names a rule, and one side no longer holds the
				// wager: the interruption that dropped or kept it
				cl = rc
			} else {
				// neither names a rule (a card dealt): the rule is likely
				// the one the round was carried on under
				cl = appendUnique(cl, interruptionContext(req, want, i)...)
			}
			if w.Code == reference.CodeWagerNotOffered && gs.Accepted {
				// a wager another game of the document offers (a Dragon
				// Bonus): the clauses that say where it is offered
				if o := offeredElsewhere(g, []adapter.Wager{{Wager: req.Events[i].Wager}}); len(o) > 0 {
					cl = o
				}
			}
			d := Divergence{Kind: KindTable, Field: fmt.Sprintf("steps[%d]", i), Event: req.Events[i].Type,
				Pattern: tableStepPattern(req.Events[i].Type, w, gs)}
			return Violation{Property: PropTableModel, Clauses: cl, Divergence: d, Message: fmt.Sprintf("step %d (%s): the reference answers %s; the engine %s", i+1, req.Events[i].Type, describeStep(w), describeStep(gs))}, true
		}
	}
	if len(want.Steps) != len(got.Steps) {
		d := Divergence{Kind: KindTable, Field: "steps", Pattern: "one step per event"}
		return Violation{Property: PropTableModel, Clauses: tableClause(g, adapter.TableOpen), Divergence: d, Message: fmt.Sprintf("the reference answers %d steps, the engine %d", len(want.Steps), len(got.Steps))}, true
	}
	for i := range want.Rounds {
		if i >= len(got.Rounds) || tableRoundEqual(want.Rounds[i], got.Rounds[i]) {
			continue
		}
		return roundViolation(g, req, want, got, i), true
	}
	return Violation{}, false
}

// roundSettledBefore is the first round settled before step i whose
// settlement the engine answers otherwise, the first divergence in the
// order the table produced them.
func roundSettledBefore(req *adapter.TableRequest, want, got *adapter.TableResult, i int) (int, bool) {
	for k := range want.Rounds {
		at := settleStep(req, want, k)
		if at < 0 || at >= i {
			break
		}
		if k < len(got.Rounds) && !tableRoundEqual(want.Rounds[k], got.Rounds[k]) {
			return k, true
		}
	}
	return 0, false
}

// roundViolation is the table-model failure of round k, blamed on an
// earlier step the engine misread (earlierMisstep), else on the round's
// first difference (roundBlame).
func roundViolation(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, k int) Violation {
	if at := settleStep(req, want, k); at >= 0 {
		if e, ok := earlierMisstep(g, req, want, got, at); ok {
			return earlierViolation(req, want, e, at)
		}
	}
	cl, d := roundBlame(g, req, want, got, k)
	d.Field = fmt.Sprintf("rounds[%d].%s", k, d.Field)
	return Violation{Property: PropTableModel, Clauses: cl, Divergence: d, Message: fmt.Sprintf("round %d: the reference settles %+v; the engine %+v", k+1, want.Rounds[k], got.Rounds[k])}
}

// roundBlame blames the first difference within round i of two table
// answers whose steps agree.
func roundBlame(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, i int) ([]string, Divergence) {
	w, gr := want.Rounds[i], got.Rounds[i]
	dc := clausesOf(g)
	from, to := settleStep(req, want, i-1)+1, settleStep(req, want, i)
	if !slices.Equal(w.Player, gr.Player) || !slices.Equal(w.Banker, gr.Banker) {
		if cl, ok := resetKeptRound(g, req, want, gr, i, to); ok {
			return cl, Divergence{Kind: KindDeal, Field: "cards", Pattern: "the round's hands hold the cards dealt before a device reset"}
		}
	}
	if w.Void != gr.Void {
		var cl []string
		for _, reason := range nonEmpty(w.Void, gr.Void) {
			cl = appendUnique(cl, tableVoidClauses(g, want, from, to, reason)...)
		}
		return cl, Divergence{Kind: KindVoid, Field: "void", Pattern: fmt.Sprintf("void %s where the rules say %s", orNone(gr.Void), orNone(w.Void))}
	}
	wc := adapter.CoupResult{Player: w.Player, Banker: w.Banker, PlayerTotal: w.PlayerTotal, BankerTotal: w.BankerTotal, Winner: w.Winner, Void: w.Void, CutCard: w.CutCard, CardsUsed: len(w.Player) + len(w.Banker)}
	gc := adapter.CoupResult{Player: gr.Player, Banker: gr.Banker, PlayerTotal: gr.PlayerTotal, BankerTotal: gr.BankerTotal, Winner: gr.Winner, Void: gr.Void, CutCard: gr.CutCard, CardsUsed: wc.CardsUsed}
	if w.Void == "" {
		in := coupInput{g: g, dc: dc, unit: max(req.Config.Rounding, 1)}
		if v, differ := diffCoup(&in, &wc, &gc); differ {
			return appendUnique(v.Clauses, interruptionContext(req, want, to)...), v.Divergence
		}
	}
	if cl := missingWagerClauses(req, want, from, to, w, gr); len(cl) > 0 {
		return cl, Divergence{Kind: KindSettlement, Field: "settlements", Pattern: "a wager settled on one side only"}
	}
	if len(w.Settlements) != len(gr.Settlements) {
		return appendUnique(tableClause(g, adapter.TablePlace), interruptionContext(req, want, to)...),
			Divergence{Kind: KindTable, Field: "settlements", Pattern: "a different number of wagers settled"}
	}
	for j := range w.Settlements {
		ws, gs := w.Settlements[j], gr.Settlements[j]
		if cmpEqual(ws, gs) {
			continue
		}
		d := Divergence{Kind: KindSettlement, Field: fmt.Sprintf("settlements[%d]", j), Wager: ws.Wager}
		// What shaped the wager: a withdrawal, a limit, a wager returned,
		// an option; the reference's step that applied it names the rule.
		if cl := noteClauses(want, from, to, ws, gs); len(cl) > 0 {
			d.Pattern = tableSettlementPattern(ws, gs)
			return cl, d
		}
		if ws.Stake != gs.Stake {
			// the stake the wagers placed, increased and withdrawn left
			d.Pattern = tableSettlementPattern(ws, gs)
			return stakeClauses(g, req, want, from, to, ws), d
		}
		if w.Void != "" {
			d.Pattern = fmt.Sprintf("%s on a void round: %s where the rules return the stake", ws.Wager, settledAs(gs))
			return tableVoidClauses(g, want, from, to, w.Void), d
		}
		// The pay table: the row the reference settled on.
		in := coupInput{g: g, dc: dc, unit: max(req.Config.Rounding, 1)}
		wc.Settlements = []adapter.Settlement{tableAsSettlement(ws)}
		g1 := tableAsSettlement(gs)
		cl, event := settlementClauses(&in, &wc, 0, &g1)
		d.Event = event
		_, d.Pattern = settlementPattern(&wc.Settlements[0], &g1, in.unit)
		return appendUnique(cl, interruptionContext(req, want, to)...), d
	}
	return appendUnique([]string{}, interruptionContext(req, want, to)...), Divergence{Kind: KindTable, Field: "round", Pattern: "the round's record differs"}
}

func tableAsSettlement(s adapter.TableSettlement) adapter.Settlement {
	return adapter.Settlement{Wager: s.Wager, Stake: s.Played, Result: s.Result, Win: s.Win, Returned: s.Returned, Bonus: s.Bonus, Odds: s.Odds}
}

func settledAs(s adapter.TableSettlement) string {
	out := s.Result
	if len(s.Notes) > 0 {
		out += " (" + quoteAll(s.Notes) + ")"
	}
	return out
}

func stepPattern(s adapter.TableStep) string {
	if s.Accepted {
		return "accepted " + orNone(s.Code) + " -> " + s.State
	}
	return "refused " + orNone(s.Code)
}

// tableVoidClauses names the rule behind one void reason of a round: the
// clause of the reference's step that made the round void (between steps
// from and to), else the document's clauses for that reason.
func tableVoidClauses(g *reference.Game, want *adapter.TableResult, from, to int, reason string) []string {
	for k := from; k >= 0 && k < len(want.Steps) && (to < 0 || k <= to); k++ {
		if s := want.Steps[k]; s.Accepted && s.Code == reference.NoticeRoundVoid && s.Clause != "" {
			return []string{s.Clause}
		}
	}
	return clausesOf(g).voidClauses(reason)
}

// noteClauses names the rules of the notices that shaped a settlement
// (a withdrawal ignored or made on an option, an over-maximum or
// under-minimum wager, a wager returned): the clause of the reference's
// step that gave that notice in the round.
func noteClauses(want *adapter.TableResult, from, to int, ws, gs adapter.TableSettlement) []string {
	// What differs first: a result that a notice explains, then the
	// notes one side has and the other not; a note both sides share
	// shaped both alike (a withdrawal ignored on a wager whose result
	// differs for its minimum). Only when neither tells, every note.
	var codes []string
	if ws.Result != gs.Result {
		for _, r := range []string{ws.Result, gs.Result} {
			switch r {
			case "withdrawn":
				codes = append(codes, reference.NoticeWithdrawn)
			case "returned":
				codes = append(codes, reference.NoticeUnderMinimum)
			}
		}
	}
	for _, n := range ws.Notes {
		if !slices.Contains(gs.Notes, n) {
			codes = append(codes, n)
		}
	}
	for _, n := range gs.Notes {
		if !slices.Contains(ws.Notes, n) {
			codes = append(codes, n)
		}
	}
	if len(codes) == 0 && ws.Stake == gs.Stake && ws.Played != gs.Played {
		// the same notes on the same stake, a different part played: only
		// a limit decides the part played (Tiger 5.14, 5.15), a withdrawal
		// ignored beside it shaped nothing (5.5)
		for _, n := range ws.Notes {
			if n == reference.NoticeOverMaximum || n == reference.NoticeUnderMinimum {
				codes = append(codes, n)
			}
		}
	}
	if len(codes) == 0 {
		codes = append(append([]string{}, ws.Notes...), gs.Notes...)
	}
	var out []string
	for _, code := range codes {
		for k := max(from, 0); k < len(want.Steps) && (to < 0 || k <= to); k++ {
			if s := want.Steps[k]; s.Accepted && s.Code == code && s.Clause != "" {
				out = appendUnique(out, s.Clause)
				break
			}
		}
	}
	return out
}

// stakeClauses names the rules of the events that set a wager's stake in
// the round: the reference's clause for each place, increase or withdraw
// of that player's wager, else the betting window's.
func stakeClauses(g *reference.Game, req *adapter.TableRequest, want *adapter.TableResult, from, to int, ws adapter.TableSettlement) []string {
	var out []string
	for k := max(from, 0); k < len(req.Events) && k < len(want.Steps) && (to < 0 || k <= to); k++ {
		ev := req.Events[k]
		if ev.Player != ws.Player || (ev.Wager != "" && ev.Wager != ws.Wager) {
			continue
		}
		switch ev.Type {
		case adapter.TableWithdraw, adapter.TableIncrease:
			if c := want.Steps[k].Clause; c != "" {
				out = appendUnique(out, c)
			} else {
				out = appendUnique(out, tableClause(g, ev.Type)...)
			}
		}
	}
	if len(out) == 0 {
		out = tableClause(g, adapter.TablePlace)
	}
	return out
}

func describeStep(s adapter.TableStep) string {
	verb := "refused"
	if s.Accepted {
		verb = "accepted"
	}
	out := fmt.Sprintf("%s (%s), state %s", verb, orNone(s.Code), s.State)
	if s.Clause != "" {
		out += ", clause " + s.Clause
	}
	if s.Receiver != "" {
		out += fmt.Sprintf(", the cards to %q", s.Receiver)
	}
	if s.Options != nil {
		out += fmt.Sprintf(", option %s for %v", s.Options.Reason, s.Options.Players)
	}
	return out
}

// runTable sends the model's events to the engine and checks its answer:
// the lifecycle properties, then the comparison with the model.
func runTable(ctx context.Context, eng adapter.TableEngine, m *tableModel) (violations, *adapter.TableResult, error) {
	got, err := eng.Table(ctx, m.req)
	if err != nil {
		return nil, nil, err
	}
	vs := checkTableResult(m.g, &m.req, &got, m.readings)
	ask := func(r adapter.TableRequest) (*adapter.TableResult, bool) {
		res, err := eng.Table(ctx, r)
		return &res, err == nil
	}
	if v, differ := diffTableAsk(m.g, &m.req, &m.want, &got, ask); differ {
		vs = append(vs, v)
	}
	return vs, &got, nil
}

// minimizeTable drops events while the engine's answer keeps showing the
// same failure: first everything after the first failing step, then each
// event in turn. It returns the smallest request and the engine's answer
// to it (got, the answer to req, when nothing could be dropped), so that
// the evidence is the answer that failed.
func minimizeTable(ctx context.Context, eng adapter.TableEngine, g *reference.Game, req adapter.TableRequest, got *adapter.TableResult, rd reference.Readings, key string, budget int) (adapter.TableRequest, *adapter.TableResult) {
	fails := func(r adapter.TableRequest) bool {
		m := &tableModel{g: g, offer: g, req: adapter.TableRequest{Game: r.Game, Decks: r.Decks, Config: r.Config}, readings: rd}
		t, err := reference.NewTable(tableConfigOf(g, r, rd))
		if err != nil {
			return false
		}
		m.model = t
		for _, ev := range r.Events {
			if m.apply(ev) != nil {
				return false
			}
		}
		vs, answer, err := runTable(ctx, eng, m)
		if err != nil {
			return false
		}
		for _, v := range vs {
			if failureKey(v) == key {
				got = answer
				return true
			}
		}
		return false
	}
	calls := 0
	for n := 1; n < len(req.Events) && calls < budget; n++ {
		calls++
		c := req
		c.Events = req.Events[:n]
		if fails(c) {
			req = c
			break
		}
	}
	for i := len(req.Events) - 1; i >= 0 && calls < budget; i-- {
		calls++
		c := req
		c.Events = slices.Delete(slices.Clone(req.Events), i, i+1)
		if fails(c) {
			req = c
		}
	}
	return req, got
}

// tableClauses maps each table property to the clauses of the game it
// checks.
func tableClauses(g, offer *reference.Game) map[string][]string {
	d := string(g.Document) + ":"
	late := map[reference.DocumentID][]string{
		reference.DocNCB: {d + "5.6", d + "5.7"}, reference.DocSixStar: {d + "5.6", d + "5.7"},
		reference.DocTiger: {d + "5.4", d + "5.5"}, reference.DocTigerNCB: {d + "5.4", d + "5.5"},
		reference.DocETG: {d + "5.4", d + "5.5"},
	}[g.Document]
	var wagers []string
	for _, w := range offer.Wagers {
		wagers = appendUnique(wagers, wagerClauses(g, string(w.ID))...)
	}
	dc := clausesOf(g)
	return map[string][]string{
		PropTableSteps:       {d + "3.1"},
		PropTableRefusal:     {d + "3.1", d + "3.2"},
		PropTableBetsClosed:  late,
		PropTableMoney:       wagers,
		PropTableVoidReturns: join(dc.Foreign, dc.Insufficient),
		PropTableModel:       join([]string{d + "3.1", d + "3.2"}, late, wagers),
	}
}
