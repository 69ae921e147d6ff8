package fuzz

import (
	"context"
	"fmt"
	"slices"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/judge"
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
	t, err := reference.NewTable(judge.TableConfig(g, m.req, rd))
	if err != nil {
		return nil, fmt.Errorf("the reference refuses generated table settings %+v: %v", m.req.Config, err)
	}
	m.model = t
	m.want = adapter.TableResult{Steps: []adapter.TableStep{}, Rounds: []adapter.TableRound{}}
	return m, nil
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
		} else if m.req.Config.Method == reference.MethodA && ev.Amount%4 == 0 {
			// by the amount drawn (a multiple of 4 most of the time): no
			// draw of its own, which would move every later choice of
			// the sequence
			m.steerSplitStake(&ev, placed)
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
	case "remove":
		// the Pit Manager's removal (Tiger 5.18.3), mostly of a wager on
		// the side the last refused close asked to decrease
		ev.Type = adapter.TableRemoveWager
		pickPlaced()
		if d := m.lastDifferential(); d != nil && !chance(src, "removal from either side", 1, 5) {
			for _, p := range placed {
				if string(p.Wager) == d.Decrease && !p.Withdrawn {
					ev.Player, ev.Position, ev.Wager = p.Player, p.Position, string(p.Wager)
					break
				}
			}
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
		if (m.req.Config.Method == reference.MethodA || m.req.Config.Method == reference.MethodB) && m.model.Round() > 0 && chance(src, "change the method", 1, 4) {
			return "handle"
		}
		return "open"
	case reference.StateBettingOpen:
		if m.closedOutTwice() {
			// the players' changes were not enough twice: the Pit
			// Manager removes a wager (Tiger 5.18.3)
			return "remove"
		}
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
// hand's cards, or its holder absent; Method C: taking and giving up the dealing device),
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
	if st := m.model.State(); m.req.Config.Method != reference.MethodC && (st == reference.StateIdle || st == reference.StateSettled) {
		// between rounds the Pit Manager may change the method (3.9.2);
		// not on a Method C table, whose device the change would end
		ev.Type, ev.Method = adapter.TableChangeMethod, pick(src, "new method", reference.Methods)
		return
	}
	who := m.players[src.Int("handler", 0, len(m.players)-1)]
	kind := src.Int("handling", 0, 3)
	drawn := kind
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
		if drawn == 3 {
			// a quarter of them: the holder absent, the Dealer exposes the
			// hand (Tiger 5.10); from the same draw, so that the
			// sequences around stay as they were
			ev.Type = adapter.TableHandlerAbsent
		}
	case 2:
		// mostly with the Assistant Casino Manager's permission, which a
		// player with no valid wager needs (Tiger v2 3.12.2)
		ev.Type, ev.Player, ev.Permitted = adapter.TableTakeDevice, who, chance(src, "permitted", 5, 6)
	default:
		ev.Type, ev.Player = adapter.TableRelinquishDevice, who
		if h := m.model.DeviceHolder(); h != "" && !chance(src, "stray relinquish", 1, 5) {
			ev.Player = h
		}
	}
}

// lastDifferential is the table differential of the last step, when it
// was a close refused for it: the players were asked to change their
// wagers, and the Pit Manager may remove some (Tiger 5.18.3).
func (m *tableModel) lastDifferential() *adapter.TableDifferential {
	if n := len(m.want.Steps); n > 0 && m.want.Steps[n-1].Code == reference.CodeDifferentialExceeded {
		return m.want.Steps[n-1].Differential
	}
	return nil
}

// closedOutTwice: the last two steps are closes refused for the table
// differential.
func (m *tableModel) closedOutTwice() bool {
	n := len(m.want.Steps)
	return n >= 2 && m.lastDifferential() != nil && m.want.Steps[n-2].Code == reference.CodeDifferentialExceeded
}

// apply runs the event on the model and records its answer.
func (m *tableModel) apply(ev adapter.TableEvent) error {
	if err := judge.ApplyTableEvent(m.model, ev, &m.want); err != nil {
		return err
	}
	m.req.Events = append(m.req.Events, ev)
	return nil
}

// runTable sends the model's events to the engine and checks its answer:
// the lifecycle properties, then the comparison with the model, stage by
// stage on the engine's own path (judge.DiffTableAllAsk).
func runTable(ctx context.Context, eng adapter.TableEngine, m *tableModel) ([]judge.Violation, *adapter.TableResult, error) {
	got, err := eng.Table(ctx, m.req)
	if err != nil {
		return nil, nil, err
	}
	vs := judge.CheckTableResult(m.g, &m.req, &got, m.readings)
	ask := func(r adapter.TableRequest) (*adapter.TableResult, bool) {
		res, err := eng.Table(ctx, r)
		return &res, err == nil
	}
	// every stage the engine's own path leaves the rules: a later one is
	// a defect of its own, minimised on its own (minimizeTable keeps its
	// key)
	vs = append(vs, judge.DiffTableAllAsk(m.g, &m.req, &m.want, &got, ask)...)
	return vs, &got, nil
}

// minimizeTable drops events while the engine's answer keeps showing the
// same failure (key): first everything after the shortest failing prefix
// it finds, then each event in turn, pass after pass while a pass drops
// one. It returns the smallest request, the engine's answer to it and the
// violation that answer shows (got and v when nothing could be dropped),
// so that the evidence, and the steps the message counts, are those of the
// request the case holds.
func minimizeTable(ctx context.Context, eng adapter.TableEngine, g *reference.Game, req adapter.TableRequest, got *adapter.TableResult, v judge.Violation, rd reference.Readings, budget int) (adapter.TableRequest, *adapter.TableResult, judge.Violation) {
	key := v.Key()
	fails := func(r adapter.TableRequest) bool {
		answer, w, ok := tableShows(ctx, eng, g, r, rd, key)
		if ok {
			got, v = answer, w
		}
		return ok
	}
	calls := 0
	// The shortest failing prefix by bisection: the answer to a prefix is
	// the start of the answer to the whole, so a prefix that fails has
	// the failing step, and the linear search this replaces spent most of
	// the budget on a failure late in a sequence of 120 events. hi always
	// fails (the whole request did).
	for lo, hi := 0, len(req.Events); hi-lo > 1 && calls < budget; {
		calls++
		mid := (lo + hi) / 2
		c := req
		c.Events = req.Events[:mid]
		if fails(c) {
			req, hi = c, mid
		} else {
			lo = mid
		}
	}
	// An event kept because a later one needed it (a withdrawal of a wager
	// placed earlier) may go once that one has: a single pass kept two
	// events in three that could each go.
	for dropped := true; dropped && calls < budget; {
		dropped = false
		for i := len(req.Events) - 1; i >= 0 && calls < budget; i-- {
			calls++
			c := req
			c.Events = slices.Delete(slices.Clone(req.Events), i, i+1)
			if fails(c) {
				req, dropped = c, true
			}
		}
	}
	return req, got, v
}

// tableShows asks the engine request r and says whether its answer shows
// the violation of key, with the answer and that violation: false for a
// request the kit's model refuses (the minimizer dropped an event the rest
// needs) or one the engine cannot answer.
func tableShows(ctx context.Context, eng adapter.TableEngine, g *reference.Game, r adapter.TableRequest, rd reference.Readings, key string) (*adapter.TableResult, judge.Violation, bool) {
	m := &tableModel{g: g, offer: g, req: adapter.TableRequest{Game: r.Game, Decks: r.Decks, Config: r.Config}, readings: rd}
	t, err := reference.NewTable(judge.TableConfig(g, r, rd))
	if err != nil {
		return nil, judge.Violation{}, false
	}
	m.model = t
	for _, ev := range r.Events {
		if m.apply(ev) != nil {
			return nil, judge.Violation{}, false
		}
	}
	vs, answer, err := runTable(ctx, eng, m)
	if err != nil {
		return nil, judge.Violation{}, false
	}
	for _, w := range vs {
		if w.Key() == key {
			return answer, w, true
		}
	}
	return nil, judge.Violation{}, false
}
