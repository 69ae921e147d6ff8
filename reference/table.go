package reference

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// This file is the table lifecycle: the part of the rules about wagers rather
// than cards. A Table is one game's table that persists from round to round;
// each round goes through a small state machine driven by events (the
// dealer's announcements, players' wagers, the cards, irregularities), and
// an event a state does not allow is refused with a *TableError whose Code
// is stable. The cards themselves are dealt by the reference deal logic
// (Deal), and wagers are settled by the games' pay tables (settle.go).
//
// This file holds the Table type, its construction and the dispatch of
// events; the phases of a round are in table_betting.go (the betting
// window), table_limits.go (limits, playing areas, the differential),
// table_dealing.go (the cards and their irregularities),
// table_interruptions.go (options to withdraw, power and terminal failures,
// device resets) and table_settle.go (settlement); table_codes.go and
// table_records.go hold the vocabulary and the results.

// TableState is where a round stands.
type TableState uint8

// The states of a table. A round goes idle (or settled) -> betting-open ->
// betting-closed -> dealing -> complete (or void) -> settled; an
// irregularity that gives players an option to withdraw passes through
// awaiting-choices.
const (
	// StateIdle: no round has been opened yet.
	StateIdle TableState = iota
	// StateBettingOpen: the dealer has announced "Place your bets" (rule 3.1
	// of every document): wagers may be placed, increased and withdrawn.
	StateBettingOpen
	// StateBettingClosed: "No more bets" (rule 3.2): no card dealt yet.
	StateBettingClosed
	// StateDealing: at least one card of the round has been dealt.
	StateDealing
	// StateAwaitingChoices: players have been offered the option to
	// withdraw their wagers (Tiger 3.22.1, 5.8.1, 5.8.2.2, 5.9, 5.17.1) and
	// not all have chosen.
	StateAwaitingChoices
	// StateComplete: the round's cards are all dealt; it awaits settlement.
	StateComplete
	// StateVoid: the round is void; settlement returns every stake.
	StateVoid
	// StateSettled: the round is settled; the next may be opened.
	StateSettled
)

var tableStateNames = [...]string{"idle", "betting-open", "betting-closed", "dealing", "awaiting-choices", "complete", "void", "settled"}

// String returns the state's stable id ("betting-open").
func (s TableState) String() string {
	return enumName(tableStateNames[:], s)
}

// EventType names an event of the table lifecycle.
type EventType string

// The events of the table lifecycle.
const (
	EventOpen             EventType = "open"              // "Place your bets" (3.1)
	EventPlace            EventType = "place"             // a player places a wager
	EventIncrease         EventType = "increase"          // a player adds to a wager
	EventWithdraw         EventType = "withdraw"          // a player takes back (part of) a wager
	EventClose            EventType = "close"             // "No more bets" (3.2)
	EventDeal             EventType = "deal"              // one card leaves the shoe
	EventPowerFailure     EventType = "power-failure"     // Tiger 5.17; Electronic 5.9 (technical interruption)
	EventTerminalFailure  EventType = "terminal-failure"  // Electronic 5.10: some Player Terminals fail
	EventSimultaneousDraw EventType = "simultaneous-draw" // NCB 5.3, Tiger 5.8, Electronic 5.8
	EventDeviceReset      EventType = "device-reset"      // Tiger 5.9
	EventChoose           EventType = "choose"            // a player answers a withdraw option
	EventSettle           EventType = "settle"            // the dealer settles the round
	EventIrregularity     EventType = "irregularity"      // an irregularity of the cards (TableEvent.Kind)
	EventPassCards        EventType = "pass-cards"        // Method A: a hand's cards passed to a Player (Tiger v2 3.10.2)
	EventRefuseCards      EventType = "refuse-cards"      // Method A: the Player refuses them (3.10.3, 3.10.5)
	EventTakeDevice       EventType = "take-device"       // Method C: a Player accepts the dealing device (3.12.8)
	EventRelinquishDevice EventType = "relinquish-device" // Method C: the holder gives it up (3.12.8.1)
	EventChangeMethod     EventType = "change-method"     // the Pit Manager changes the method between rounds (3.9.2)
)

// EventTypes lists every event type, in the order of a round.
var EventTypes = []EventType{EventOpen, EventPlace, EventIncrease, EventWithdraw, EventClose, EventDeal,
	EventPowerFailure, EventTerminalFailure, EventSimultaneousDraw, EventDeviceReset, EventChoose, EventSettle, EventIrregularity,
	EventPassCards, EventRefuseCards, EventTakeDevice, EventRelinquishDevice, EventHandlerAbsent, EventRemoveWager,
	EventChangeMethod, EventDeclineOption}

// TableEvent is one event, for Apply: the fields its type uses are set.
type TableEvent struct {
	Type        EventType
	Player      string  // place, increase, withdraw, choose, refuse-cards, take-device, relinquish-device, handler-absent, remove-wager
	Position    int     // place, increase, withdraw, remove-wager (1-based); terminal-failure
	Wager       WagerID // place, increase, withdraw, remove-wager; the hand of pass-cards, refuse-cards and handler-absent
	Amount      int64   // place, increase; withdraw: 0 means the whole wager
	Card        Card    // deal
	OrderKnown  bool    // simultaneous-draw
	WithdrawAll bool    // choose
	Kind        string  // irregularity: one of IrregularityKinds
	Permitted   bool    // take-device: the Assistant Casino Manager permits a Player with no valid wager (3.12.2)
	Method      string  // change-method: the method from the next round
}

// Table is one game's table, persisting from round to round. Its methods
// are the events; each returns the Step it made or a *TableError, which
// leaves the table as it was. A Table is not safe for concurrent use.
type Table struct {
	cfg   TableConfig
	game  *Game
	rules *tableRules
	area  int // wagers per playing area; 0 = no limit

	state  TableState
	round  int
	seq    int
	wagers []*placed
	tokens []Card // the round's cards in draw order, the cutting card included
	coup   Coup
	option *Option
	down   map[int]bool
	// cutOut: the cutting card has come out of the shoe in this round. It
	// outlives a device reset, which discards the cards dealt before it but
	// cannot put the cutting card back: the restarted round is still the
	// last of the shoe (interpretations 12 and 20).
	cutOut bool

	// underMinUsed: players whose one under-minimum wager has been won or
	// lost in a settled round (Tiger 5.14): their under-minimum wagers of
	// later rounds are returned.
	underMinUsed map[string]bool
	history      []RoundRecord
	// leftBefore: what the table held for later rounds before the last
	// settlement changed it (Resettle).
	leftBefore *roundLeft

	// receiving: who is passed each hand's cards in this round (Method A),
	// in the order of hands.
	receiving [2]receiving
	// holder: the Player who controls the dealing device (Method C); it
	// outlives the round.
	holder string
	// diffAsked: a close of this betting window was refused for the table
	// differential, so the players have been asked to change their wagers
	// (Tiger 5.18.1) and the Pit Manager may remove wagers (5.18.3).
	diffAsked bool
	// optionAnswered: a player has chosen or withdrawn on the pending
	// option, so the Dealer can no longer decline it (reading
	// 21=discretionary, DeclineOption).
	optionAnswered bool
}

type placed struct {
	PlacedWager
	seq    int
	reason string // why it was withdrawn
	// decided: the cards dealt before the pending option already win or
	// lose the wager whatever comes next, so it is not one of the
	// player's "remaining wagers" (Tiger 5.8.2.2, interpretation 22): it
	// cannot be withdrawn on the option and settles as decided.
	decided bool
}

// remaining reports whether the wager is still the player's to withdraw on
// the pending option: on the table, and not already decided.
func (p *placed) remaining() bool { return !p.Withdrawn && !p.decided }

// tableRules are a rules document's clauses for the table lifecycle; ""
// where the document has no such clause.
type tableRules struct {
	doc        DocumentID
	electronic bool
	// tiger: the Tiger documents, which have limits settlement, playing
	// areas, the table differential, power failure, device reset and HLGA.
	tiger bool

	open, close, lateBet, lateWithdraw                      string
	limits, underMin, overMax, settledStand                 string
	areaMax, areaPit                                        string
	diffDef, diffDecrease, diffIncrease, diffRemove         string
	simKnown, simKnownOption, simUnknownInitial, simUnknown string
	reset, powerNone, powerEstablished                      string
	terminal, terminalAccepted, terminalNotAccepted         string
	cut, cutHLGA, foreign, general                          string
	// irregular is the clause of each irregularity kind the document
	// has one for.
	irregular map[string]string
	method    methodRules
}

func (r *tableRules) c(clause string) string {
	if clause == "" {
		return ""
	}
	return string(r.doc) + ":" + clause
}

func ncbTableRules(doc DocumentID) *tableRules {
	return &tableRules{doc: doc, open: "3.1", close: "3.2", lateBet: "5.6", lateWithdraw: "5.7",
		simUnknownInitial: "5.3", foreign: "5.1",
		irregular: map[string]string{IrregularityOrderAltered: "5.4", IrregularityIncorrectCardCount: "5.2"}}
}

func tigerTableRules(doc DocumentID, area, diffDef, cut string, methods int) *tableRules {
	return &tableRules{method: tigerMethodRules(methods), doc: doc, tiger: true, open: "3.1", close: "3.2", lateBet: "5.4", lateWithdraw: "5.5",
		limits: "3.5.1", underMin: "5.14", overMax: "5.15", settledStand: "5.16",
		areaMax: area, areaPit: area + ".1",
		diffDef: diffDef, diffDecrease: "5.18.1", diffIncrease: "5.18.2", diffRemove: "5.18.3",
		simKnown: "5.8", simKnownOption: "5.8.1", simUnknownInitial: "5.8.2.1", simUnknown: "5.8.2.2",
		reset: "5.9", powerNone: "5.17.1", powerEstablished: "5.17.2",
		cut: cut, cutHLGA: cut + ".1", foreign: "5.1", general: "6.1",
		irregular: map[string]string{IrregularityOrderAltered: "5.2", IrregularityIncorrectCardCount: "5.1", IrregularityFaceUpCard: "5.6",
			IrregularityWrongOrder: "5.7", IrregularityMisdelivery: "5.7.1", IrregularityUnshuffledCards: "5.1", IrregularityPlayerLeftWithCards: "5.11.4"}}
}

var tableRulesByDoc = map[DocumentID]*tableRules{
	DocNCB:      ncbTableRules(DocNCB),
	DocSixStar:  ncbTableRules(DocSixStar),
	DocTiger:    tigerTableRules(DocTiger, "3.7", "1.1.10", "3.22", 9),
	DocTigerNCB: tigerTableRules(DocTigerNCB, "3.6", "1.1.9", "3.17", 8),
	DocETG: {doc: DocETG, electronic: true, open: "3.1", close: "3.2", lateBet: "5.5", lateWithdraw: "5.4",
		limits: "2.2", simKnown: "5.8", simUnknownInitial: "5.8.1", simUnknown: "5.8.1",
		powerNone: "5.9.1", powerEstablished: "5.9.2",
		terminal: "5.10", terminalAccepted: "5.10.1", terminalNotAccepted: "5.10.2",
		cut: "3.10", foreign: "5.1", general: "6.1",
		irregular: map[string]string{IrregularityOrderAltered: "5.2", IrregularityIncorrectCardCount: "5.1", IrregularityFaceUpCard: "5.6",
			IrregularityWrongOrder: "5.7", IrregularityUnshuffledCards: "5.1"}},
}

// HasTable reports whether the kit has the table lifecycle of g's rules
// document: the five documents' games do; a rules pack's do not, and the
// table capability does not reach them.
func HasTable(g *Game) bool { return tableRulesByDoc[g.Document] != nil }

// NewTable returns an idle table with the given settings. It refuses
// settings out of range (CodeInvalidConfig) and settings the game's rules
// document has no clause for (CodeNoRule): limits on No Commission v6 and 6
// Star; playing-area limits, a table differential or the HLGA anywhere but
// the Tiger games.
func NewTable(cfg TableConfig) (*Table, error) {
	bad := func(code, clause, format string, args ...any) error {
		return &TableError{Code: code, Clause: clause, Detail: fmt.Sprintf(format, args...)}
	}
	g, err := LookupGame(cfg.Game)
	if err != nil {
		return nil, bad(CodeInvalidConfig, "", "%v", err)
	}
	r := tableRulesByDoc[g.Document]
	if r == nil {
		return nil, bad(CodeNoRule, "", "the kit has no table lifecycle for the %s rules: its table covers the five documents' games (docs/packs.md)", g.Document)
	}
	if err := CheckDecks(cfg.Decks); err != nil {
		return nil, bad(CodeInvalidConfig, r.c("2.1"), "%v", err)
	}
	if cfg.Rounding < 0 {
		return nil, bad(CodeInvalidConfig, "", "rounding unit %d is negative", cfg.Rounding)
	}
	if cfg.Limits.any() && r.limits == "" {
		return nil, bad(CodeNoRule, "", "the %s rules set no wager limits and say nothing of wagers outside them", g.Document)
	}
	check := func(what string, l Limit) error {
		switch {
		case l.Min < 0 || l.Max < 0:
			return bad(CodeInvalidConfig, r.c(r.limits), "%s: negative limit (min %d, max %d)", what, l.Min, l.Max)
		case l.Max > 0 && l.Min > l.Max:
			return bad(CodeInvalidConfig, r.c(r.limits), "%s: minimum %d is above maximum %d", what, l.Min, l.Max)
		}
		return nil
	}
	if err := check("default limits", Limit{cfg.Limits.Min, cfg.Limits.Max}); err != nil {
		return nil, err
	}
	for _, w := range slices.Sorted(maps.Keys(cfg.Limits.PerWager)) {
		if !g.Offers(w) {
			return nil, bad(CodeInvalidConfig, "", "limits for wager %q, which %s does not offer (it offers %v)", w, g.ID, g.WagerIDs())
		}
		if err := check(fmt.Sprintf("limits of %q", w), cfg.Limits.PerWager[w]); err != nil {
			return nil, err
		}
	}
	area := cfg.MaxWagersPerArea
	switch {
	case area < 0:
		return nil, bad(CodeInvalidConfig, r.c(r.areaPit), "maximum wagers per playing area %d is negative", area)
	case area > 0 && r.areaMax == "":
		return nil, bad(CodeNoRule, "", "the %s rules set no maximum of wagers per playing area", g.Document)
	case area > DefaultMaxWagersPerArea:
		return nil, bad(CodeInvalidConfig, r.c(r.areaMax), "at most %d wagers per playing area are permitted; the pit manager may only lower it (%s), not set %d", DefaultMaxWagersPerArea, r.c(r.areaPit), area)
	case area == 0 && r.areaMax != "":
		area = DefaultMaxWagersPerArea
	}
	if cfg.Differential < 0 {
		return nil, bad(CodeInvalidConfig, r.c(r.diffDef), "table differential %d is negative", cfg.Differential)
	}
	if cfg.Differential > 0 && r.diffDef == "" {
		return nil, bad(CodeNoRule, "", "the %s rules have no table differential", g.Document)
	}
	if cfg.HLGA && r.cutHLGA == "" {
		return nil, bad(CodeNoRule, "", "the %s rules have no HLGA provisions", g.Document)
	}
	switch m := r.method; {
	case cfg.Method == "":
	case m.methods == "":
		return nil, bad(CodeNoRule, "", "the %s rules have no card-handling methods", g.Document)
	case !slices.Contains(Methods, cfg.Method):
		return nil, bad(CodeInvalidConfig, r.c(m.methods), "card-handling method %q: the methods are %v", cfg.Method, Methods)
	case cfg.Method == MethodC && !cfg.HLGA:
		return nil, bad(CodeInvalidConfig, r.c(m.choice), "Method C is only permitted within the HLGA")
	}
	return &Table{cfg: cfg, game: g, rules: r, area: area, underMinUsed: map[string]bool{}}, nil
}

// State returns the table's state.
func (t *Table) State() TableState { return t.state }

// Round returns the number of the current (or last) round, from 1; 0
// before the first.
func (t *Table) Round() int { return t.round }

// Game returns the table's game.
func (t *Table) Game() *Game { return t.game }

// Option returns the pending option to withdraw, or nil.
func (t *Table) Option() *Option {
	if t.option == nil {
		return nil
	}
	o := *t.option
	o.Pending = append([]string(nil), o.Pending...)
	return &o
}

// Wagers returns the current round's wagers, in the order they were first
// placed.
func (t *Table) Wagers() []PlacedWager {
	out := make([]PlacedWager, len(t.wagers))
	for i, w := range t.wagers {
		out[i] = w.PlacedWager
	}
	return out
}

// Cards returns the current round's cards in draw order, the cutting card
// included.
func (t *Table) Cards() []Card { return append([]Card(nil), t.tokens...) }

// History returns copies of the settled rounds, oldest first. Settled rounds
// never change (Tiger 5.16).
func (t *Table) History() []RoundRecord {
	out := make([]RoundRecord, len(t.history))
	for i, r := range t.history {
		out[i] = r.clone()
	}
	return out
}

func (r RoundRecord) clone() RoundRecord {
	r.Settlements = slices.Clone(r.Settlements)
	for i := range r.Settlements {
		r.Settlements[i].Notes = slices.Clone(r.Settlements[i].Notes)
	}
	return r
}

// Apply dispatches an event to its method.
func (t *Table) Apply(ev TableEvent) (Step, error) {
	switch ev.Type {
	case EventOpen:
		return t.Open()
	case EventPlace:
		return t.Place(ev.Player, ev.Position, ev.Wager, ev.Amount)
	case EventIncrease:
		return t.Increase(ev.Player, ev.Position, ev.Wager, ev.Amount)
	case EventWithdraw:
		return t.Withdraw(ev.Player, ev.Position, ev.Wager, ev.Amount)
	case EventClose:
		return t.Close()
	case EventDeal:
		return t.DealCard(ev.Card)
	case EventPowerFailure:
		return t.PowerFailure()
	case EventTerminalFailure:
		return t.TerminalFailure(ev.Position)
	case EventSimultaneousDraw:
		return t.SimultaneousDraw(ev.OrderKnown)
	case EventDeviceReset:
		return t.DeviceReset()
	case EventChoose:
		return t.PlayerChooses(ev.Player, ev.WithdrawAll)
	case EventSettle:
		return t.Settle()
	case EventIrregularity:
		return t.Irregularity(ev.Kind)
	case EventPassCards:
		return t.PassCards(ev.Wager)
	case EventRefuseCards:
		return t.RefuseCards(ev.Player, ev.Wager)
	case EventTakeDevice:
		return t.TakeDevice(ev.Player, ev.Permitted)
	case EventRelinquishDevice:
		return t.RelinquishDevice(ev.Player)
	case EventHandlerAbsent:
		return t.HandlerAbsent(ev.Player, ev.Wager)
	case EventRemoveWager:
		return t.RemoveWager(ev.Player, ev.Position, ev.Wager)
	case EventChangeMethod:
		return t.ChangeMethod(ev.Method)
	case EventDeclineOption:
		return t.DeclineOption()
	}
	return Step{Event: ev.Type, State: t.state}, t.refuse(ev.Type, CodeUnknownEvent, "", "unknown event type %q (the events are %v)", ev.Type, EventTypes)
}

func (t *Table) refuse(ev EventType, code, clause, format string, args ...any) *TableError {
	return &TableError{Event: ev, Code: code, Clause: clause, State: t.state, Detail: fmt.Sprintf(format, args...)}
}

// noRule refuses an event the rules document does not cover. Where the
// document refers such irregularities to the Gaming Shift Manager (6.1),
// the refusal cites it: the kit cannot know the decision.
func (t *Table) noRule(ev EventType, format string, args ...any) *TableError {
	r := t.rules
	err := t.refuse(ev, CodeNoRule, r.c(r.general), format, args...)
	if r.general != "" {
		err.Detail += "; an irregularity the rules do not cover is referred to the Gaming Shift Manager"
	}
	return err
}

func (t *Table) step(ev EventType, notice, clause, format string, args ...any) Step {
	return Step{Event: ev, State: t.state, Notice: notice, Clause: clause, Detail: fmt.Sprintf(format, args...)}
}

// notInPlay refuses an event of the deal (a card, an irregularity, the
// settlement) in a state where it has no place; it returns nil in the
// states where it has (betting-closed, dealing).
func (t *Table) notInPlay(ev EventType) *TableError {
	r := t.rules
	switch t.state {
	case StateIdle, StateSettled:
		return t.refuse(ev, CodeNoRoundInPlay, r.c(r.open), "no round is in play: the dealer has not announced \"Place your bets\"")
	case StateBettingOpen:
		return t.refuse(ev, CodeBetsNotClosed, r.c(r.close), "betting is still open: the cards are dealt after \"No more bets\"")
	case StateAwaitingChoices:
		return t.awaiting(ev)
	case StateComplete, StateVoid:
		return t.refuse(ev, CodeRoundComplete, "", "the round is %s: it awaits settlement", t.state)
	}
	return nil
}

func (t *Table) awaiting(ev EventType) *TableError {
	return t.refuse(ev, CodeAwaitingChoices, t.option.Clause, "players %s have not yet answered the option to withdraw (%s)", strings.Join(t.option.Pending, ", "), t.option.Reason)
}

func (t *Table) failed(ev EventType, err *TableError) (Step, error) {
	return Step{Event: ev, State: t.state}, err
}
