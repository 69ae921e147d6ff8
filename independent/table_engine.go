package independent

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/bacctk/bacctk/adapter"
)

// This file is the independent engine's table capability, written from
// docs/table.md (the state × event matrices of section 3, the rules of
// section 4) and interpretations 10, 11 and 19 to 30, without the
// reference's code. The deal and the pay tables are this package's own
// (deal.go's Table of Play, paytable.go).

// tableCapable says whether Hello claims the table capability. It is on
// once the engine agrees with the reference on the generated requests of
// table_test.go and the table scenarios of features/.
const tableCapable = true

var _ adapter.TableEngine = (*Engine)(nil)

// Table states (docs/table.md, "States").
const (
	stIdle      = "idle"
	stOpen      = "betting-open"
	stClosed    = "betting-closed"
	stDealing   = "dealing"
	stAwaiting  = "awaiting-choices"
	stComplete  = "complete"
	stVoid      = "void"
	stSettled   = "settled"
	maxPerArea  = 3 // Tiger v2 3.7, Tiger NCB v5 3.6
	interpCut   = "interpretation 12"
	resReturned = "returned"
	resWithdrwn = "withdrawn"
)

// Refusal codes and notices (docs/table.md section 5).
const (
	cBettingNotOpen   = "betting-not-open"
	cBetsClosed       = "bets-closed"
	cBetsNotClosed    = "bets-not-closed"
	cRoundInProgress  = "round-in-progress"
	cNoRoundInPlay    = "no-round-in-play"
	cRoundComplete    = "round-complete"
	cRoundNotComplete = "round-not-complete"
	cAwaiting         = "awaiting-choices"
	cNoOption         = "no-option"
	cWithdrawAllOnly  = "withdraw-all-only"
	cWagerDecided     = "wager-decided"
	cDifferential     = "differential-exceeded"
	cAreaFull         = "area-full"
	cWagerNotOffered  = "wager-not-offered"
	cWagerExists      = "wager-exists"
	cNoSuchWager      = "no-such-wager"
	cInvalidAmount    = "invalid-amount"
	cInvalidPlayer    = "invalid-player"
	cInvalidCard      = "invalid-card"
	cUnderMinimum     = "under-minimum"
	cOverMaximum      = "over-maximum"
	cTerminalDown     = "terminal-down"
	cNoRule           = "no-rule"
	cUnknownEvent     = "unknown-event"
	cInvalidConfig    = "invalid-config"

	nWithdrawalIgnored = "withdrawal-ignored"
	nCutCard           = "cut-card"
	nRoundVoid         = "round-void"
	nWithdrawOption    = "withdraw-option"
	nPlayContinues     = "play-continues"
	nReconstructed     = "reconstructed"
	nWithdrawn         = "withdrawn"
	nBettingReopened   = "betting-reopened"
	nFaceDown          = "played-as-face-down"
	nOutcomeStands     = "outcome-stands"
)

// Option reasons and void reasons of a table round.
const (
	rPowerFailure = "power-failure"
	rSimultaneous = "simultaneous-draw"
	rDeviceReset  = "device-reset"
	rCutCard      = "cut-card"

	voidSimultaneous = "simultaneous-draw"
	voidTechnical    = "technical-interruption"
)

// Irregularity kinds (interpretation 30).
const (
	kOrderAltered = "order-altered"
	kCardCount    = "incorrect-card-count"
	kFaceUp       = "face-up-card"
	kWrongOrder   = "wrong-order"
	kMisdelivery  = "misdelivery"
	kUnshuffled   = "unshuffled-cards"
	kPlayerLeft   = "player-left-with-cards"
)

// rules is the family of documents a game belongs to, for the table: the
// three families answer the matrix differently (docs/table.md section 3).
type rules uint8

const (
	rulesNCB   rules = iota // No Commission v6 and 6 Star
	rulesTiger              // Tiger v2 and Tiger NCB v5
	rulesEtg                // the seven electronic games
)

// tableDoc is what the table needs to know of a game's document: its
// family, its id and the clauses that its numbering gives differently.
type tableDoc struct {
	rules     rules
	doc       string
	lateWager string // NCB 5.6, Tiger 5.4, Electronic 5.5
	lateDraw  string // withdrawal after the close: NCB 5.7, Tiger 5.5, Electronic 5.4
	cut       string // NCB interpretation 12, Tiger v2 3.22, Tiger NCB v5 3.17, Electronic 3.10
	cutHLGA   string // Tiger v2 3.22.1, Tiger NCB v5 3.17.1
	area      string // Tiger v2 3.7, Tiger NCB v5 3.6
	areaPit   string // 3.7.1, 3.6.1
	irregular map[string]string
}

func docOf(game string) tableDoc {
	switch game {
	case gNCB, g6Star:
		return tableDoc{rules: rulesNCB, doc: game, lateWager: "5.6", lateDraw: "5.7", cut: interpCut,
			irregular: map[string]string{kOrderAltered: "5.4", kCardCount: "5.2"}}
	case gTiger, gTigerNCB:
		d := tableDoc{rules: rulesTiger, doc: game, lateWager: "5.4", lateDraw: "5.5",
			cut: "3.22", cutHLGA: "3.22.1", area: "3.7", areaPit: "3.7.1",
			irregular: map[string]string{kOrderAltered: "5.2", kCardCount: "5.1", kFaceUp: "5.6", kWrongOrder: "5.7", kMisdelivery: "5.7.1", kUnshuffled: "5.1", kPlayerLeft: "5.11.4"}}
		if game == gTigerNCB {
			d.cut, d.cutHLGA, d.area, d.areaPit = "3.17", "3.17.1", "3.6", "3.6.1"
		}
		return d
	}
	return tableDoc{rules: rulesEtg, doc: docEtg, lateWager: "5.5", lateDraw: "5.4", cut: "3.10",
		irregular: map[string]string{kOrderAltered: "5.2", kCardCount: "5.1", kFaceUp: "5.6", kWrongOrder: "5.7", kUnshuffled: "5.1"}}
}

// cl names a clause of the game's document, or passes an interpretation
// through.
func (d *tableDoc) cl(c string) string {
	if c == "" || strings.HasPrefix(c, "interpretation") {
		return c
	}
	return d.doc + ":" + c
}

// noRuleClause is rule 6.1 (the Gaming Shift Manager decides what the rules
// do not cover) where the document has it: not on No Commission v6 or 6 Star.
func (d *tableDoc) noRuleClause() string {
	if d.rules == rulesNCB {
		return ""
	}
	return d.cl("6.1")
}

// tWager is one player's wager in one playing area.
type tWager struct {
	player   string
	pos      int
	wager    string
	stake    int64
	ignored  bool   // a withdrawal after the close was ignored (live games)
	withdraw string // the option's reason when withdrawn on an option
	// decided: on the pending option of cards drawn together, the cards
	// dealt already win or lose it (docs/table.md 4.11): not a remaining
	// wager
	decided bool
}

// pending is an option to withdraw awaiting the players' choices
// (docs/table.md 4.11).
type pending struct {
	reason, clause string
	players        []string
	allOrNothing   bool
	then           string
	// answered: a player has chosen or withdrawn on it (docs/table.md
	// 4.11, decline-option)
	answered bool
}

// table is one request's table.
type table struct {
	e     *Engine
	g     *gameSpec
	d     tableDoc
	f     *faults
	decks int
	unit  int64
	cfg   adapter.TableConfig

	state     string
	round     int
	usedUnder map[string]bool // Tiger 5.14: players whose one under-minimum wager is used
	wagers    []*tWager
	player    []card
	banker    []card
	dealt     int // tokens dealt in the round, the cutting card included
	cut       bool
	void      string
	counts    map[int]int
	down      map[int]bool // failed terminals (Electronic 5.10.2)
	opt       *pending
	rounds    []adapter.TableRound
	// removed: amounts withdrawn in this round's betting, by wager, kept
	// only for the planted defect differentialCountsRemoved.
	removed map[string]int64
	// hands: who holds each hand's cards (Method A, 4.14); deviceHolder:
	// who controls the dealing device (Method C), across rounds.
	hands        [2]handCards
	deviceHolder string
	// asked: a close of this betting window was refused for the table
	// differential (docs/table.md 4.5): the Pit Manager may remove wagers.
	asked bool
	// swap: the planted defect setAsideSwapped's cards (table_setaside.go)
	swap swap
}

// Table runs the request's events on a new table (docs/table.md).
func (e *Engine) Table(ctx context.Context, req adapter.TableRequest) (adapter.TableResult, error) {
	if err := ctx.Err(); err != nil {
		return adapter.TableResult{}, err
	}
	t, toks, aerr := e.newTable(req)
	if aerr != nil {
		return adapter.TableResult{}, aerr
	}
	res := adapter.TableResult{Steps: make([]adapter.TableStep, 0, len(req.Events))}
	for i, ev := range req.Events {
		s := t.step(ev, toks[i])
		s.Event = ev.Type
		res.Steps = append(res.Steps, s)
	}
	res.Rounds = t.rounds
	if res.Rounds == nil {
		res.Rounds = []adapter.TableRound{}
	}
	return res, nil
}

// newTable checks the request as a whole (docs/table.md 1, "What makes the
// whole request fail" and "Settings", in the order it gives) and parses
// the cards of its deal events.
func (e *Engine) newTable(req adapter.TableRequest) (*table, []token, *adapter.Error) {
	g, ok := e.games[req.Game]
	if !ok {
		return nil, nil, adapter.Unsupported("game %q: not one of this engine's games (%s)", req.Game, strings.Join(e.gameIDs(), ", "))
	}
	if g.fromFile {
		return nil, nil, adapter.Unsupported("game %q: a game of a game file is played by coup and shoe only, not at a table", req.Game)
	}
	d := docOf(req.Game)
	if err := checkConfig(g, &d, req.Decks, req.Config); err != nil {
		return nil, nil, err
	}
	toks := make([]token, len(req.Events))
	for i, ev := range req.Events {
		if ev.Type == adapter.TableDeal {
			tk, ok := parseToken(ev.Card)
			if !ok {
				return nil, nil, adapter.Invalid("event %d (deal): unknown card token %q: want a card such as AS, TD, 9Fi, or CUT", i+1, ev.Card)
			}
			toks[i] = tk
		} else if eventHandlers[ev.Type] == nil {
			return nil, nil, adapter.Invalid("event %d: unknown event type %q", i+1, ev.Type)
		}
	}
	unit := req.Config.Rounding
	if unit == 0 {
		unit = 1
	}
	t := &table{e: e, g: g, d: d, f: e.faults[g.id], decks: req.Decks, unit: unit, cfg: req.Config,
		state: stIdle, usedUnder: map[string]bool{}}
	return t, toks, nil
}

// checkConfig applies the settings' checks in the order of docs/table.md 1.
func checkConfig(g *gameSpec, d *tableDoc, decks int, c adapter.TableConfig) *adapter.Error {
	bad := func(code, format string, args ...any) *adapter.Error {
		return adapter.Invalid("%s: %s", code, fmt.Sprintf(format, args...))
	}
	if decks < minDecks || decks > maxDecks {
		return bad(cInvalidConfig, "decks %d: want %d to %d (rule 2.1)", decks, minDecks, maxDecks)
	}
	if c.Rounding < 0 {
		return bad(cInvalidConfig, "rounding %d: want 0 or more", c.Rounding)
	}
	lim := c.Limits
	hasLimits := lim.Min != 0 || lim.Max != 0 || len(lim.Wagers) > 0
	if lim.Min < 0 || lim.Max < 0 {
		return bad(cInvalidConfig, "limits %d-%d: a limit is negative", lim.Min, lim.Max)
	}
	for id, w := range lim.Wagers {
		if w.Min < 0 || w.Max < 0 {
			return bad(cInvalidConfig, "limits of %q: a limit is negative", id)
		}
	}
	if hasLimits && d.rules == rulesNCB {
		return bad(cNoRule, "%s has no wager limits", g.id)
	}
	if lim.Max != 0 && lim.Min > lim.Max {
		return bad(cInvalidConfig, "limits: minimum %d above maximum %d", lim.Min, lim.Max)
	}
	for _, id := range slices.Sorted(maps.Keys(lim.Wagers)) {
		if _, ok := g.pays[id]; !ok {
			return bad(cInvalidConfig, "limits for %q: %s does not offer it", id, g.id)
		}
		w := lim.Wagers[id]
		if w.Max != 0 && w.Min > w.Max {
			return bad(cInvalidConfig, "limits of %q: minimum %d above maximum %d", id, w.Min, w.Max)
		}
	}
	if c.MaxWagersPerArea < 0 {
		return bad(cInvalidConfig, "maxWagersPerArea %d is negative", c.MaxWagersPerArea)
	}
	if c.MaxWagersPerArea != 0 && d.rules != rulesTiger {
		return bad(cNoRule, "%s has no rule on wagers per playing area", g.id)
	}
	if c.MaxWagersPerArea > maxPerArea {
		return bad(cInvalidConfig, "maxWagersPerArea %d: at most %d (3.7 / 3.6)", c.MaxWagersPerArea, maxPerArea)
	}
	if c.Differential < 0 {
		return bad(cInvalidConfig, "differential %d is negative", c.Differential)
	}
	if c.Differential != 0 && d.rules != rulesTiger {
		return bad(cNoRule, "%s has no table differential", g.id)
	}
	if c.HLGA && d.rules != rulesTiger {
		return bad(cNoRule, "%s has no high limit gaming area rule", g.id)
	}
	if c.Method != "" && d.rules != rulesTiger {
		return bad(cNoRule, "%s has no card-handling methods", g.id)
	}
	if c.Method != "" && c.Method != "A" && c.Method != "B" && c.Method != "C" {
		return bad(cInvalidConfig, "method %q: want A, B or C", c.Method)
	}
	if c.Method == "C" && !c.HLGA {
		return bad(cInvalidConfig, "Method C is only permitted within the HLGA")
	}
	return nil
}

// refuse is a refused step: the state is the table's, unchanged.
func (t *table) refuse(code, clause, detail string) adapter.TableStep {
	return adapter.TableStep{Accepted: false, Code: code, Clause: clause, State: t.state, Detail: detail}
}

// accept is an accepted step in the table's (new) state.
func (t *table) accept(code, clause, detail string) adapter.TableStep {
	return adapter.TableStep{Accepted: true, Code: code, Clause: clause, State: t.state, Detail: detail}
}

func (t *table) inRound() bool { return t.state != stIdle && t.state != stSettled }

func (t *table) awaitingRefusal() adapter.TableStep {
	return t.refuse(cAwaiting, t.opt.clause, "an option to withdraw is pending: every player must choose first")
}

// step runs one event.
func (t *table) step(ev adapter.TableEvent, tk token) adapter.TableStep {
	if ev.Type != adapter.TableDeal {
		t.flushSetAside()
	}
	if t.state == stAwaiting && ev.Type != adapter.TableChoose && ev.Type != adapter.TableWithdraw && ev.Type != adapter.TableDeclineOption {
		return t.awaitingRefusal()
	}
	if ev.Type == adapter.TableDeal {
		return t.deal(tk)
	}
	if h := eventHandlers[ev.Type]; h != nil {
		return h(t, ev)
	}
	return t.refuse(cUnknownEvent, "", "unknown event") // unreachable: newTable checked the types
}

// eventHandlers runs each event type but deal, which takes the card newTable
// parsed; with deal it is the list of the types newTable accepts, so that an
// event type is added in one place.
var eventHandlers = map[string]func(*table, adapter.TableEvent) adapter.TableStep{
	adapter.TableOpen:             func(t *table, _ adapter.TableEvent) adapter.TableStep { return t.open() },
	adapter.TablePlace:            (*table).place,
	adapter.TableIncrease:         (*table).increase,
	adapter.TableWithdraw:         (*table).withdraw,
	adapter.TableClose:            func(t *table, _ adapter.TableEvent) adapter.TableStep { return t.close() },
	adapter.TablePowerFailure:     func(t *table, _ adapter.TableEvent) adapter.TableStep { return t.powerFailure() },
	adapter.TableTerminalFailure:  (*table).terminalFailure,
	adapter.TableSimultaneousDraw: (*table).simultaneous,
	adapter.TableDeviceReset:      func(t *table, _ adapter.TableEvent) adapter.TableStep { return t.deviceReset() },
	adapter.TableChoose:           (*table).choose,
	adapter.TableSettle:           func(t *table, _ adapter.TableEvent) adapter.TableStep { return t.settle() },
	adapter.TableIrregularity:     (*table).irregularity,
	adapter.TablePassCards:        (*table).passCards,
	adapter.TableRefuseCards:      (*table).refuseCards,
	adapter.TableTakeDevice:       (*table).takeDevice,
	adapter.TableRelinquishDevice: (*table).relinquishDevice,
	adapter.TableHandlerAbsent:    (*table).handlerAbsent,
	adapter.TableRemoveWager:      (*table).removeWager,
	adapter.TableChangeMethod:     (*table).changeMethod,
	adapter.TableDeclineOption:    func(t *table, _ adapter.TableEvent) adapter.TableStep { return t.declineOption() },
}

// open announces "Place your bets" (rule 3.1): a new round.
func (t *table) open() adapter.TableStep {
	if t.inRound() {
		return t.refuse(cRoundInProgress, t.d.cl("3.1"), "a round is in progress")
	}
	t.round++
	t.wagers, t.player, t.banker = nil, nil, nil
	t.dealt, t.cut, t.void = 0, false, ""
	t.counts, t.down, t.opt, t.removed = map[int]int{}, map[int]bool{}, nil, nil
	t.hands, t.asked, t.swap = [2]handCards{}, false, swap{}
	t.state = stOpen
	return t.accept("", t.d.cl("3.1"), fmt.Sprintf("round %d: place your bets", t.round))
}

// windowRefusal is the refusal of a wager event outside the betting
// window (docs/table.md 4.1), or nil.
func (t *table) windowRefusal() *adapter.TableStep {
	switch t.state {
	case stIdle, stSettled:
		s := t.refuse(cBettingNotOpen, t.d.cl("3.1"), "no round is open")
		return &s
	case stOpen:
		return nil
	}
	s := t.refuse(cBetsClosed, t.d.cl(t.d.lateWager), "\"No more bets\" has been announced")
	return &s
}

// afterClose reports whether "No more bets" has been announced and the
// round is not yet complete: where the planted late-wager defects act.
func (t *table) afterClose() bool { return t.state == stClosed || t.state == stDealing }

func (t *table) find(player string, pos int, wager string) *tWager {
	for _, w := range t.wagers {
		// a wager withdrawn on an option is no longer there: after a
		// device reset its player may place it again, as a new wager
		if w.player == player && w.pos == pos && w.wager == wager && w.withdraw == "" {
			return w
		}
	}
	return nil
}

// heldWager is the event's live wager, or the refusal: no player or
// position given, or no such wager.
func (t *table) heldWager(ev adapter.TableEvent) (*tWager, *adapter.TableStep) {
	refuse := func(code, detail string) (*tWager, *adapter.TableStep) {
		s := t.refuse(code, "", detail)
		return nil, &s
	}
	if ev.Player == "" || ev.Position < 1 {
		return refuse(cInvalidPlayer, "a wager needs a player and a position from 1")
	}
	if w := t.find(ev.Player, ev.Position, ev.Wager); w != nil {
		return w, nil
	}
	return refuse(cNoSuchWager, "no such wager")
}

// limits are the wager's minimum and maximum (docs/table.md 4.4).
func (t *table) limits(wager string) (lo, hi int64) {
	if w, ok := t.cfg.Limits.Wagers[wager]; ok {
		if t.f.wagerLimitZeroInherits {
			return cmp.Or(w.Min, t.cfg.Limits.Min), cmp.Or(w.Max, t.cfg.Limits.Max)
		}
		return w.Min, w.Max
	}
	return t.cfg.Limits.Min, t.cfg.Limits.Max
}

// checkLimits judges a stake against its wager's limits: on the electronic
// games a refusal (Electronic 2.2, interpretation 25), on the Tiger games a
// notice (5.14, 5.15, interpretation 10). ok false is a refusal.
func (t *table) checkLimits(wager string, stake int64) (code, clause string, ok bool) {
	lo, hi := t.limits(wager)
	switch {
	case hi != 0 && stake > hi:
		if t.d.rules == rulesEtg {
			return cOverMaximum, t.d.cl("2.2"), false
		}
		return cOverMaximum, t.d.cl("5.15"), !t.f.overMaxRefused
	case lo != 0 && stake < lo:
		if t.d.rules == rulesEtg {
			return cUnderMinimum, t.d.cl("2.2"), false
		}
		return cUnderMinimum, t.d.cl("5.14"), true
	}
	return "", "", true
}

func validAmount(a int64) bool { return a >= minStake && a <= maxStake }

// betRefusal is the refusal of a wager or an increase by the checks the
// two share, in docs/table.md 4.3's order: the betting window (which late,
// a planted defect, opens after the close), the player and position, the
// wager, the amount (what names it), the Player Terminal; nil when none
// refuses.
func (t *table) betRefusal(ev adapter.TableEvent, late bool, what string) *adapter.TableStep {
	if r := t.windowRefusal(); r != nil && !(late && t.afterClose()) {
		return r
	}
	refuse := func(code, clause, detail string) *adapter.TableStep {
		s := t.refuse(code, clause, detail)
		return &s
	}
	if ev.Player == "" || ev.Position < 1 {
		return refuse(cInvalidPlayer, "", "a wager needs a player and a position from 1")
	}
	if _, ok := t.g.pays[ev.Wager]; !ok {
		return refuse(cWagerNotOffered, "", fmt.Sprintf("%s does not offer %q", t.g.id, ev.Wager))
	}
	if !validAmount(ev.Amount) {
		return refuse(cInvalidAmount, "", fmt.Sprintf("%s %d: want 1 to 10^12", what, ev.Amount))
	}
	if t.down[ev.Position] {
		return refuse(cTerminalDown, t.d.cl("5.10.2"), "the Player Terminal failed in this round")
	}
	return nil
}

// place: docs/table.md 4.3, in its order of checks.
func (t *table) place(ev adapter.TableEvent) adapter.TableStep {
	if r := t.betRefusal(ev, t.f.lateWagerAccepted, "amount"); r != nil {
		return *r
	}
	if t.find(ev.Player, ev.Position, ev.Wager) != nil {
		return t.refuse(cWagerExists, "", "the player already has this wager here: increase it")
	}
	if t.d.rules == rulesTiger {
		most, clause := maxPerArea, t.d.area
		if t.cfg.MaxWagersPerArea != 0 && t.cfg.MaxWagersPerArea < maxPerArea {
			most, clause = t.cfg.MaxWagersPerArea, t.d.areaPit
		}
		n := 0
		for _, w := range t.wagers {
			// a wager withdrawn on an earlier option of the round has left
			// the playing area (it is still settled "withdrawn" with the
			// round): docs/table.md, playing areas
			if w.pos == ev.Position && w.wager == ev.Wager && w.withdraw == "" {
				n++
			}
		}
		if t.f.areaOffByOne {
			most++ // planted defect
		}
		if n >= most {
			return t.refuse(cAreaFull, t.d.cl(clause), fmt.Sprintf("the playing area holds %d wagers", n))
		}
	}
	code, clause, ok := t.checkLimits(ev.Wager, ev.Amount)
	if !ok {
		return t.refuse(code, clause, "outside the wager's limits")
	}
	t.wagers = append(t.wagers, &tWager{player: ev.Player, pos: ev.Position, wager: ev.Wager, stake: ev.Amount})
	return t.accept(code, clause, fmt.Sprintf("player %q placed %d on %q at position %d", ev.Player, ev.Amount, ev.Wager, ev.Position))
}

// increase: docs/table.md 4.3.
func (t *table) increase(ev adapter.TableEvent) adapter.TableStep {
	if r := t.betRefusal(ev, t.f.lateIncreaseHonoured, "increase"); r != nil {
		return *r
	}
	w, r := t.heldWager(ev)
	if r != nil {
		return *r
	}
	if w.stake+ev.Amount > maxStake {
		return t.refuse(cInvalidAmount, "", "the stake would pass 10^12")
	}
	code, clause, ok := t.checkLimits(ev.Wager, w.stake+ev.Amount)
	if !ok {
		return t.refuse(code, clause, "outside the wager's limits")
	}
	w.stake += ev.Amount
	return t.accept(code, clause, fmt.Sprintf("the wager is now %d", w.stake))
}

// withdraw: docs/table.md 4.2, 4.3 and 4.11.
func (t *table) withdraw(ev adapter.TableEvent) adapter.TableStep {
	switch t.state {
	case stIdle, stSettled:
		return t.refuse(cBettingNotOpen, t.d.cl("3.1"), "no round is open")
	case stOpen, stAwaiting:
	default:
		if t.d.rules == rulesEtg {
			return t.refuse(cBetsClosed, t.d.cl("5.4"), "\"No more bets\" has been displayed")
		}
	}
	w, r := t.heldWager(ev)
	if r != nil {
		return *r
	}
	if ev.Amount < 0 || ev.Amount > w.stake {
		return t.refuse(cInvalidAmount, "", fmt.Sprintf("withdrawal %d of a wager of %d", ev.Amount, w.stake))
	}
	switch t.state {
	case stOpen:
		if t.down[ev.Position] {
			return t.refuse(cTerminalDown, t.d.cl("5.10.2"), "the Player Terminal failed in this round")
		}
		if ev.Amount == 0 || ev.Amount == w.stake {
			t.remove(w)
			t.keepRemoved(w.wager, w.stake)
			return t.accept("", "", "the wager is withdrawn")
		}
		code, clause, ok := t.checkLimits(w.wager, w.stake-ev.Amount)
		if !ok {
			return t.refuse(code, clause, "what remains is outside the wager's limits")
		}
		t.keepRemoved(w.wager, ev.Amount)
		if t.f.partialWithdrawTakesAll {
			t.remove(w) // planted defect: the answer is the partial one's
			return t.accept(code, clause, fmt.Sprintf("the wager is now %d", w.stake-ev.Amount))
		}
		w.stake -= ev.Amount
		return t.accept(code, clause, fmt.Sprintf("the wager is now %d", w.stake))
	case stAwaiting:
		o := t.opt
		if o.allOrNothing {
			return t.refuse(cWithdrawAllOnly, o.clause, "all wagers or none")
		}
		if !slices.Contains(o.players, ev.Player) {
			return t.refuse(cNoOption, o.clause, "the player has no choice to make")
		}
		if ev.Amount != 0 && ev.Amount != w.stake {
			return t.refuse(cInvalidAmount, o.clause, "an option withdraws wagers whole")
		}
		if w.decided {
			return t.refuse(cWagerDecided, o.clause, "the cards dealt have decided the wager: it is not a remaining one")
		}
		w.withdraw, o.answered = o.reason, true
		s := t.accept(nWithdrawn, o.clause, "the wager is withdrawn")
		s.Options = o.wire()
		return s
	}
	if t.f.lateWithdrawHonoured {
		t.remove(w) // planted defect
		return t.accept("", "", "the wager is withdrawn")
	}
	w.ignored = true
	return t.accept(nWithdrawalIgnored, t.d.cl(t.d.lateDraw), "the wager stands and is won or lost on the outcome")
}

// keepRemoved keeps an amount withdrawn while bets are open, for the
// planted defect differentialCountsRemoved only.
func (t *table) keepRemoved(wager string, amount int64) {
	if !t.f.differentialCountsRemoved {
		return
	}
	if t.removed == nil {
		t.removed = map[string]int64{}
	}
	t.removed[wager] += amount // planted defect
}

func (t *table) remove(w *tWager) {
	for i, x := range t.wagers {
		if x == w {
			t.wagers = append(t.wagers[:i], t.wagers[i+1:]...)
			return
		}
	}
}

// close announces "No more bets" (rule 3.2), after the table differential
// (Tiger 5.18, interpretation 26).
func (t *table) close() adapter.TableStep {
	switch t.state {
	case stIdle, stSettled:
		return t.refuse(cBettingNotOpen, t.d.cl("3.1"), "no round is open")
	case stOpen:
	default:
		return t.refuse(cBetsClosed, t.d.cl("3.2"), "\"No more bets\" has been announced")
	}
	if lim := t.cfg.Differential; lim > 0 && t.d.rules == rulesTiger {
		p, b := t.sides()
		diff, hi, lo := p-b, wPlayer, wBanker
		if diff < 0 {
			diff, hi, lo = -diff, wBanker, wPlayer
		}
		if t.f.differentialWrongSide {
			hi, lo = lo, hi
		}
		if diff > lim || (t.f.differentialInclusive && diff == lim) {
			t.asked = true // the players are asked; the Pit Manager may remove wagers (4.5)
			s := t.refuse(cDifferential, t.d.cl("5.18.1"), "the table differential is exceeded")
			s.Differential = &adapter.TableDifferential{Limit: lim, PlayerTotal: p, BankerTotal: b, Decrease: hi, MayIncrease: lo, Excess: diff - lim}
			return s
		}
	}
	t.asked = false
	t.state = stClosed
	return t.accept("", t.d.cl("3.2"), "no more bets")
}

// dealRefusal is the refusal by state of an event of the deal
// (docs/table.md 4.1), or nil.
func (t *table) dealRefusal() *adapter.TableStep {
	var s adapter.TableStep
	switch t.state {
	case stIdle, stSettled:
		s = t.refuse(cNoRoundInPlay, t.d.cl("3.1"), "no round is in play")
	case stOpen:
		s = t.refuse(cBetsNotClosed, t.d.cl("3.2"), "\"No more bets\" has not been announced")
	case stComplete, stVoid:
		s = t.refuse(cRoundComplete, "", "the round awaits settlement")
	default:
		return nil
	}
	return &s
}

// nextHand says which hand the next card goes to, or done when the Table of
// Play asks for no more (the deal order of rule 3.7 / 3.13 / 3.12 / 3.6
// and the Table of Play of table.go).
func nextHand(p, b []card) (s side, done bool) { return nextHandUnder(p, b, nil) }

// noFaults is an engine with no planted defect.
var noFaults faults

// nextHandUnder is nextHand as an engine with the game's faults deals, card
// by card, the way dealer.deal deals a whole round: a defect of the deal
// order, of the point values or of the Table of Play deals its table
// rounds too, as a real engine's would. f nil: the rules.
func nextHandUnder(p, b []card, f *faults) (s side, done bool) {
	if f == nil {
		f = &noFaults // the rules: no allocation on the established walk's every step
	}
	if len(p) < 2 || len(b) < 2 {
		if f.dealPPBB {
			if len(p) < 2 {
				return sideP, false
			}
			return sideB, false
		}
		if len(p) == len(b) {
			return sideP, false
		}
		return sideB, false
	}
	pt, bt := handTotalUnder(p, f), handTotalUnder(b, f)
	pNatural, bNatural := pt >= 8, bt >= 8
	if len(p) == 2 && len(b) == 2 {
		if (pNatural || bNatural) && !f.naturalStopsOnlyItself {
			return 0, true
		}
		if !pNatural && playerDrawsUnder(pt, f) {
			return sideP, false
		}
		if !bNatural && bankerDrawsUnder(bt, stoodColumn, f) {
			return sideB, false
		}
		return 0, true
	}
	if len(p) == 3 && len(b) == 2 && !bNatural {
		column := p[2].pointUnder(f)
		if bt == 6 && f.bankerSixOnPlayerTotal {
			column = pt
		}
		if bankerDrawsUnder(bt, column, f) {
			return sideB, false
		}
	}
	return 0, true
}

// deal takes one card (docs/table.md 4.6).
func (t *table) deal(tk token) adapter.TableStep {
	if s, ok := t.setAside(tk); ok {
		return s
	}
	if r := t.dealRefusal(); r != nil {
		return *r
	}
	if tk.cut {
		if t.cut {
			return t.refuse(cInvalidCard, "", "a second cutting card in one round")
		}
		first := len(t.player)+len(t.banker) == 0
		t.cut = true
		t.dealt++
		t.state = stDealing
		if first && t.cfg.HLGA && t.d.rules == rulesTiger && !t.f.hlgaNoCutOption {
			return t.offer(rCutCard, t.d.cl(t.d.cutHLGA), false, stDealing, nWithdrawOption)
		}
		return t.accept(nCutCard, t.d.cl(t.d.cut), "the cutting card: this round is the last of the shoe")
	}
	c := tk.c
	s, _ := nextHandUnder(t.player, t.banker, t.f)
	if s == sideP {
		t.player = append(t.player, c)
	} else {
		t.banker = append(t.banker, c)
	}
	t.dealt++
	if c.fam != t.g.fam {
		return t.makeVoid(voidForeign, t.d.cl("5.1"))
	}
	t.counts[c.slot()]++
	if t.counts[c.slot()] > t.decks && !t.f.extraPlays {
		return t.makeVoid(voidExtra, t.d.cl("5.1"))
	}
	if _, done := nextHandUnder(t.player, t.banker, t.f); done {
		t.state = stComplete
		return t.accept("", "", c.String()+" dealt: the round is complete")
	}
	t.state = stDealing
	return t.accept("", "", c.String()+" dealt")
}

func (t *table) makeVoid(reason, clause string) adapter.TableStep {
	t.void = reason
	t.state = stVoid
	return t.accept(nRoundVoid, clause, "the round is void ("+reason+"): every stake will be returned")
}

// then is the state a round goes on in after an option: dealing once any
// card, the cutting card included, has been dealt (docs/table.md 4.11).
func (t *table) then() string {
	if t.dealt > 0 {
		return stDealing
	}
	return stClosed
}

// choosers are the players with a remaining wager (neither withdrawn nor
// decided), in the order of their first such wager.
func (t *table) choosers() []string {
	var out []string
	for _, w := range t.wagers {
		if w.remaining() && !slices.Contains(out, w.player) {
			out = append(out, w.player)
		}
	}
	return out
}

func (w *tWager) remaining() bool { return w.withdraw == "" && !w.decided }

// offer gives the players an option to withdraw (docs/table.md 4.11). Only
// the options of cards drawn together can find wagers decided: the cards
// dealt before them stand.
func (t *table) offer(reason, clause string, allOrNothing bool, then, notice string) adapter.TableStep {
	var decided map[string]bool
	if reason == rSimultaneous && len(t.wagers) > 0 && !t.f.decidedWithdrawable {
		decided = t.decided()
	}
	for _, w := range t.wagers {
		w.decided = decided[w.wager]
	}
	o := &pending{reason: reason, clause: clause, players: t.choosers(), allOrNothing: allOrNothing, then: then}
	if len(o.players) == 0 {
		if reason == rDeviceReset {
			t.restart()
			return t.accept(nBettingReopened, clause, "nobody to ask: betting is open again")
		}
		// the option is moot: the event's ordinary answer (docs/table.md 4.11)
		t.state = then
		return t.accept(mootNotice[reason], clause, "nobody to ask")
	}
	t.opt = o
	t.state = stAwaiting
	s := t.accept(notice, clause, "players may withdraw")
	s.Options = o.wire()
	return s
}

// mootNotice answers an option's event when nobody holds a wager
// (docs/table.md 4.11): the round is concluded (5.17.1), the cards are put
// in order (5.8.1, 5.8.2.2), the cutting card is removed (3.22.1).
var mootNotice = map[string]string{rPowerFailure: nPlayContinues, rSimultaneous: nReconstructed, rCutCard: nCutCard}

func (o *pending) wire() *adapter.TableOptions {
	return &adapter.TableOptions{Reason: o.reason, Clause: o.clause, Players: append([]string{}, o.players...),
		AllOrNothing: o.allOrNothing, Then: o.then}
}

// restart begins the round again after a device reset (Tiger 5.9,
// interpretation 20): the cards go, except that a cutting card among them
// has left the shoe for good (t.cut stays: docs/table.md 4.10), and so do
// the wagers withdrawn on the reset's option; a wager withdrawn on an
// earlier option of the round stays withdrawn and is settled so
// (docs/table.md 4.10: "this option").
func (t *table) restart() {
	kept := t.wagers[:0]
	for _, w := range t.wagers {
		if w.withdraw != rDeviceReset {
			kept = append(kept, w)
		}
	}
	t.wagers = kept
	t.hands = [2]handCards{} // who was passed the cards: no part of the round either
	t.swap = swap{}
	if !t.f.resetKeepsCards {
		t.player, t.banker = nil, nil
		t.dealt, t.void = 0, ""
		t.counts = map[int]int{}
	}
	t.opt = nil
	t.state = stOpen
}

// powerFailure: docs/table.md 4.7.
func (t *table) powerFailure() adapter.TableStep {
	if r := t.dealRefusal(); r != nil {
		return *r
	}
	if t.d.rules == rulesNCB {
		return t.refuse(cNoRule, "", "the document has no power failure rule")
	}
	witness := t.established()
	yes, no := true, false
	if witness != "" {
		clause := "5.17.2"
		if t.d.rules == rulesEtg {
			clause = "5.9.2"
		}
		s := t.accept(nPlayContinues, t.d.cl(clause), "the outcome is established: play continues")
		s.Established, s.Witness = &yes, witness
		return s
	}
	var s adapter.TableStep
	switch {
	case t.d.rules == rulesEtg && t.f.etgInterruptionPlays:
		s = t.accept(nPlayContinues, t.d.cl("5.9.2"), "play continues") // planted defect
	case t.d.rules == rulesEtg:
		s = t.makeVoid(voidTechnical, t.d.cl("5.9.1"))
	default:
		s = t.offer(rPowerFailure, t.d.cl("5.17.1"), !t.f.powerFailureSingles, t.then(), nWithdrawOption)
	}
	s.Established = &no
	return s
}

// terminalFailure: docs/table.md 4.8.
func (t *table) terminalFailure(ev adapter.TableEvent) adapter.TableStep {
	if !t.inRound() {
		return t.refuse(cNoRoundInPlay, t.d.cl("3.1"), "no round is in play")
	}
	if t.d.rules != rulesEtg {
		return t.refuse(cNoRule, t.d.noRuleClause(), "no Player Terminals in this document")
	}
	if ev.Position < 1 {
		return t.refuse(cInvalidPlayer, "", "a position from 1")
	}
	if t.f.terminalDropsWagers {
		kept := t.wagers[:0]
		for _, w := range t.wagers {
			if w.pos != ev.Position {
				kept = append(kept, w)
			}
		}
		t.wagers = kept
	}
	if t.state == stOpen {
		t.down[ev.Position] = true
		return t.accept(cTerminalDown, t.d.cl("5.10.2"), "the terminal takes no more wagers this round")
	}
	return t.accept(nPlayContinues, t.d.cl("5.10.1"), "the round goes on")
}

// playing is the number of playing cards dealt in the round.
func (t *table) playing() int { return len(t.player) + len(t.banker) }

// simultaneous: docs/table.md 4.9.
func (t *table) simultaneous(ev adapter.TableEvent) adapter.TableStep {
	if r := t.dealRefusal(); r != nil {
		return *r
	}
	initial := t.playing() < 4
	switch t.d.rules {
	case rulesNCB:
		switch {
		case ev.OrderKnown:
			return t.accept(nReconstructed, t.d.cl("5.3"), "the cards are put back in order")
		case initial && !t.f.simultaneousNotVoid:
			return t.makeVoid(voidSimultaneous, t.d.cl("5.3"))
		}
		return t.refuse(cNoRule, "", "no rule for cards drawn together after the initial deal")
	case rulesTiger:
		switch {
		case ev.OrderKnown:
			return t.offer(rSimultaneous, t.d.cl("5.8.1"), false, t.then(), nWithdrawOption)
		case initial && !t.f.simultaneousNotVoid:
			return t.makeVoid(voidSimultaneous, t.d.cl("5.8.2.1"))
		}
		return t.offer(rSimultaneous, t.d.cl("5.8.2.2"), true, t.then(), nWithdrawOption)
	}
	if ev.OrderKnown {
		return t.accept(nReconstructed, t.d.cl("5.8"), "the cards are put back in order")
	}
	return t.makeVoid(voidSimultaneous, t.d.cl("5.8.1"))
}

// deviceReset: docs/table.md 4.10.
func (t *table) deviceReset() adapter.TableStep {
	if r := t.dealRefusal(); r != nil {
		return *r
	}
	if t.d.rules != rulesTiger {
		return t.refuse(cNoRule, t.d.noRuleClause(), "no device reset rule")
	}
	return t.offer(rDeviceReset, t.d.cl("5.9"), false, stOpen, nWithdrawOption)
}

// choose: docs/table.md 4.11.
func (t *table) choose(ev adapter.TableEvent) adapter.TableStep {
	o := t.opt
	if t.state != stAwaiting || o == nil {
		return t.refuse(cNoOption, "", "no option is pending")
	}
	i := -1
	for j, p := range o.players {
		if p == ev.Player {
			i = j
		}
	}
	if i < 0 {
		return t.refuse(cNoOption, o.clause, "the player has no choice to make")
	}
	notice := ""
	o.answered = true
	if ev.WithdrawAll {
		for _, w := range t.wagers {
			if w.player == ev.Player && w.remaining() {
				w.withdraw = o.reason
			}
		}
		notice = nWithdrawn
	}
	o.players = append(o.players[:i:i], o.players[i+1:]...)
	if len(o.players) > 0 {
		s := t.accept(notice, o.clause, "choice noted")
		s.Options = o.wire()
		return s
	}
	if o.reason == rDeviceReset {
		t.restart()
		return t.accept(nBettingReopened, o.clause, "betting is open again")
	}
	t.opt = nil
	t.state = o.then
	return t.accept(notice, o.clause, "every player has chosen")
}

// irregularity: docs/table.md 4.12.
func (t *table) irregularity(ev adapter.TableEvent) adapter.TableStep {
	if !(t.state == stComplete && ev.Kind == kCardCount && !t.f.cardCountCompleteRefused) {
		if r := t.dealRefusal(); r != nil {
			return *r
		}
	}
	switch ev.Kind {
	case kOrderAltered, kCardCount, kFaceUp, kWrongOrder, kMisdelivery, kUnshuffled, kPlayerLeft:
	default:
		return t.refuse(cUnknownEvent, "", fmt.Sprintf("unknown irregularity %q", ev.Kind))
	}
	clause, ok := t.d.irregular[ev.Kind]
	if !ok {
		return t.refuse(cNoRule, t.d.noRuleClause(), "the document has no clause for it")
	}
	switch ev.Kind {
	case kOrderAltered, kCardCount, kUnshuffled:
		if ev.Kind == kOrderAltered && t.f.orderAlteredNeedsExposed && t.playing() == 0 {
			return t.accept(nOutcomeStands, t.d.cl(clause), "no card has been exposed")
		}
		if ev.Kind == kUnshuffled && t.f.unshuffledPlaysOn {
			return t.accept(nOutcomeStands, t.d.cl(clause), "the round goes on")
		}
		return t.makeVoid(ev.Kind, t.d.cl(clause))
	case kFaceUp:
		if t.playing() == 0 {
			// the cutting card alone is no card here, unlike for an
			// option's "then" (docs/table.md 4.11)
			return t.refuse(cNoRule, t.d.noRuleClause(), "no card has been dealt")
		}
		return t.accept(nFaceDown, t.d.cl(clause), "played as if face down")
	case kWrongOrder:
		return t.accept(nReconstructed, t.d.cl(clause), "the cards are put back in order")
	case kPlayerLeft:
		if t.playing() == 0 {
			return t.refuse(cNoRule, t.d.noRuleClause(), "no card has been dealt")
		}
		if t.cfg.Method == "B" && !t.f.cardsLeaveUnderMethodB {
			// docs/table.md 4.12: under Method B no player handles the
			// cards (3.11.2), so none leaves with them
			return t.refuse(cWrongMethod, t.d.methodClause("3.11.2"), "under Method B the players do not handle the cards")
		}
		if t.f.playerLeftVoids {
			return t.makeVoid(kCardCount, t.d.cl(clause))
		}
		t.swap.armed = t.playing() == 4 // only the planted defect setAsideSwapped reads it
		return t.accept(nPlayContinues, t.d.cl(clause), "the missing cards are replaced and the round goes on")
	}
	return t.accept(nOutcomeStands, t.d.cl(clause), "the outcome stands")
}

// settle settles the complete or void round (docs/table.md 4.13).
func (t *table) settle() adapter.TableStep {
	switch t.state {
	case stIdle, stSettled:
		return t.refuse(cNoRoundInPlay, t.d.cl("3.1"), "no round is in play")
	case stComplete, stVoid:
	default:
		return t.refuse(cRoundNotComplete, "", "the round is not complete")
	}
	r := round{}
	for _, c := range t.player {
		r.player.add(c)
	}
	for _, c := range t.banker {
		r.banker.add(c)
	}
	rec := adapter.TableRound{
		Round: t.round, Player: tokens(t.player), Banker: tokens(t.banker),
		PlayerTotal: handTotalUnder(t.player, t.f), BankerTotal: handTotalUnder(t.banker, t.f),
		Void: t.void, CutCard: t.cut, Settlements: []adapter.TableSettlement{},
	}
	var o *outcome
	if t.void == "" {
		o = newOutcome(&r, t.f)
		rec.Winner = [...]string{wonPlayer: "player", wonBanker: "banker", wonTie: "tie"}[o.winner]
	}
	// docs/table.md 4.4: a player's under-minimum wager paid or collected
	// returns those of the later rounds only, not the rest of this one
	spent := map[string]bool{}
	for _, w := range t.wagers {
		s, used := t.settleWager(w, o)
		rec.Settlements = append(rec.Settlements, s)
		switch {
		case used && t.f.underSameRoundReturned:
			t.usedUnder[w.player] = true // planted defect: at once
		case used:
			spent[w.player] = true
		}
	}
	for p := range spent {
		t.usedUnder[p] = true
	}
	t.rounds = append(t.rounds, rec)
	clause := ""
	if t.d.rules == rulesTiger {
		clause = t.d.cl("5.16")
	}
	t.state = stSettled
	if t.holderLost(&rec) {
		t.deviceHolder = ""
		return t.accept(nDeviceLostOnBet, t.d.methodClause("3.12.8.2"), fmt.Sprintf("round %d settled; the device holder's wager lost", t.round))
	}
	return t.accept("", clause, fmt.Sprintf("round %d settled", t.round))
}

// settleWager applies docs/table.md 4.13's five decisions to one wager; o
// is nil on a void round. used says the wager uses up its player's one
// under-minimum wager (decision 5), which settle applies to later rounds.
func (t *table) settleWager(w *tWager, o *outcome) (s adapter.TableSettlement, used bool) {
	s = adapter.TableSettlement{Player: w.player, Position: w.pos, Wager: w.wager, Stake: w.stake}
	if w.ignored {
		s.Notes = append(s.Notes, nWithdrawalIgnored)
	}
	if w.withdraw != "" {
		s.Result, s.Returned = resWithdrwn, w.stake
		s.Notes = append(s.Notes, w.withdraw)
		return s, false
	}
	played := w.stake
	under := false
	if t.d.rules == rulesTiger {
		lo, hi := t.limits(w.wager)
		switch {
		case hi != 0 && w.stake > hi:
			if !t.f.overMaxPaidInFull {
				played = hi
			} // else planted defect: played on the whole stake
			s.Notes = append(s.Notes, cOverMaximum)
		case lo != 0 && w.stake < lo:
			under = true
			s.Notes = append(s.Notes, cUnderMinimum)
			if o != nil && t.usedUnder[w.player] {
				s.Result, s.Returned = resReturned, w.stake
				return s, false
			}
		}
	}
	s.Played = played
	if o == nil {
		s.Result, s.Returned = resVoid, w.stake
		return s, false
	}
	cs := settle(t.g.pays[w.wager], o, adapter.Wager{Wager: w.wager, Stake: played}, t.unit)
	s.Result, s.Win, s.Bonus, s.Odds = cs.Result, cs.Win, cs.Bonus, cs.Odds
	s.Returned = cs.Returned + w.stake - played
	used = under && (s.Result == resWin || s.Result == resLose || (t.f.underUsedByPush && s.Result == resPush))
	return s, used
}
