package adapter

import (
	"context"
	"encoding/json"
)

// This file is the table capability (CapTable): the table lifecycle as a
// sequence of events, for the rules about wagers rather than cards: the
// betting window, limits, wagers per playing area, the table differential,
// withdrawals, interruptions and irregularities. The reference's reading is
// reference.Table; every code and state below is one of its constants.
//
// One request is one table: its events may run one round or several (each
// round is open ... settle, and the next starts with another open). The
// table persists across the rounds of a request, so that a player's later
// under-minimum wagers (Tiger 5.14, interpretation 10) can be tested; a new
// request is a new table.

// TableEngine is an engine with the table capability. An engine that claims
// CapTable in its hello implements it; one that does not answers the table
// method "unsupported".
type TableEngine interface {
	Engine
	// Table runs the events of the request in order on a new table and
	// answers one step per event and one record per settled round. An
	// event the rules refuse is a step with accepted false, not an error;
	// the error is for a request that cannot be run at all (an unknown
	// game: unsupported; a malformed card token, an unknown event type, a
	// setting out of range or one the game's rules do not have: invalid).
	Table(ctx context.Context, req TableRequest) (TableResult, error)
}

// TableRequest asks an engine to run events on a table of a game.
type TableRequest struct {
	Game   string       `json:"game"`
	Decks  int          `json:"decks"`
	Config TableConfig  `json:"config"`
	Events []TableEvent `json:"events"`
}

// TableConfig are the table's settings. Zero values are the defaults.
type TableConfig struct {
	// Rounding is the unit, in minor units, to which fractional payouts are
	// rounded down (interpretation 4); 0 means 1.
	Rounding int64 `json:"rounding,omitempty"`
	// Limits are the wager limits. Only the Tiger documents (3.5.1,
	// 5.14-5.16) and the electronic one (2.2) have them: on mbs-ncb-v6 and
	// mbs-6star-ncb-2017 any limit makes the request invalid.
	Limits TableLimits `json:"limits"`
	// MaxWagersPerArea is the most wagers one playing area (one wager id at
	// one position) holds: 0 is the rules' three on the Tiger games (Tiger
	// 3.7, Tiger NCB 3.6); the pit manager may set 1 or 2 (3.7.1, 3.6.1).
	// Tiger games only.
	MaxWagersPerArea int `json:"maxWagersPerArea,omitempty"`
	// Differential is the table differential limit in minor units (Tiger
	// 1.1.10, Tiger NCB 1.1.9, 5.18); 0 means none. Tiger games only.
	Differential int64 `json:"differential,omitempty"`
	// HLGA: the table is in the high limit gaming area, where a cutting card
	// dealt as the first card of a round gives players the option to
	// withdraw (Tiger 3.22.1, Tiger NCB 3.17.1). Tiger games only.
	HLGA bool `json:"hlga,omitempty"`
	// Method is the card-handling method: "A", "B" or "C" (Tiger v2 3.9,
	// Tiger NCB v5 3.8; Method C only within the HLGA). Absent declares
	// none, and the card-handling events are refused wrong-method. Tiger
	// games only.
	Method string `json:"method,omitempty"`
}

// TableLimits are a default minimum and maximum stake, and overrides per
// wager id (an override replaces the default whole). 0 means none. On an
// electronic game a wager outside its limits is refused (Electronic 2.2);
// on a Tiger game it is accepted with a notice and settled per
// interpretation 10.
type TableLimits struct {
	Min    int64                 `json:"min,omitempty"`
	Max    int64                 `json:"max,omitempty"`
	Wagers map[string]TableLimit `json:"wagers,omitempty"`
}

// TableLimit is one wager's minimum and maximum stake; 0 means none.
type TableLimit struct {
	Min int64 `json:"min,omitempty"`
	Max int64 `json:"max,omitempty"`
}

// The event types of TableEvent.Type, the contract's wire names. The
// reference's table events (reference.EventTypes) carry the same names, one
// for one (refengine's TestWireNamesAreReferences): written here as plain
// strings so that the interface does not import the reference.
const (
	// TableOpen: "Place your bets" (rule 3.1): a new round.
	TableOpen = "open"
	// TablePlace: player places amount on wager at position. A player has
	// one wager per playing area; several players may share an area.
	TablePlace = "place"
	// TableIncrease: player adds amount to their wager at position.
	TableIncrease = "increase"
	// TableWithdraw: player takes back amount of their wager at position,
	// or all of it when amount is 0 or absent.
	TableWithdraw = "withdraw"
	// TableClose: "No more bets" (rule 3.2).
	TableClose = "close"
	// TableDeal: card leaves the shoe (the cutting card is "CUT").
	TableDeal = "deal"
	// TablePowerFailure: a power failure (Tiger 5.17), or on an electronic
	// game a technical interruption of the round (Electronic 5.9).
	TablePowerFailure = "power-failure"
	// TableTerminalFailure: the Player Terminal at position fails
	// (Electronic 5.10).
	TableTerminalFailure = "terminal-failure"
	// TableSimultaneousDraw: cards drawn together; orderKnown says whether
	// their order can be determined (NCB 5.3, Tiger 5.8, Electronic 5.8).
	// The cards themselves follow as deal events, in their order.
	TableSimultaneousDraw = "simultaneous-draw"
	// TableDeviceReset: the dealing device is reset after "No more bets"
	// (Tiger 5.9).
	TableDeviceReset = "device-reset"
	// TableChoose: player answers a pending option to withdraw: withdrawAll
	// true withdraws all their wagers, false plays on.
	TableChoose = "choose"
	// TableSettle: the dealer settles the complete (or void) round.
	TableSettle = "settle"
	// TableIrregularity: an irregularity of the cards, named by kind:
	// "order-altered" and "incorrect-card-count" (cannot be reconstructed:
	// the round is void), "face-up-card", "wrong-order" (reconstructed) and
	// "misdelivery" (the round goes on unchanged). NCB 5.2, 5.4; Tiger 5.1,
	// 5.2, 5.6, 5.7, 5.7.1, 5.12; Electronic 5.1, 5.2, 5.6, 5.7.
	TableIrregularity = "irregularity"
	// TablePassCards: under Method A the dealer passes the cards of the
	// hand named by wager ("player" or "banker") face down to a Player
	// (Tiger v2 3.10.2, 3.10.4, 3.10.4.1); the step names the Receiver.
	TablePassCards = "pass-cards"
	// TableRefuseCards: player refuses the cards of the hand named by
	// wager; they are passed on (Tiger v2 3.10.3, 3.10.5).
	TableRefuseCards = "refuse-cards"
	// TableTakeDevice: under Method C player accepts the dealing device
	// (Tiger v2 3.12.8); permitted: with the Assistant Casino Manager's
	// permission, which a player with no valid wager in the round needs
	// (3.12.2).
	TableTakeDevice = "take-device"
	// TableRelinquishDevice: the holder gives up the dealing device (Tiger
	// v2 3.12.8.1).
	TableRelinquishDevice = "relinquish-device"
	// TableHandlerAbsent: player, who holds the cards of the hand named by
	// wager under Method A, is not present: the Dealer exposes them (Tiger
	// 5.10); they are not passed on as on a refusal.
	TableHandlerAbsent = "handler-absent"
	// TableRemoveWager: the Pit Manager removes player's wager on wager at
	// position, whole, when the players' changes do not meet the table
	// differential (Tiger 5.18.3); not a withdrawal by the player.
	TableRemoveWager = "remove-wager"
	// TableChangeMethod: the Pit Manager changes the card-handling method
	// to method before a round commences (Tiger v2 3.9.2).
	TableChangeMethod = "change-method"
	// TableDeclineOption: the Dealer declines the option to withdraw that
	// the cutting card dealt first at an HLGA table gives (Tiger 3.22.1:
	// "may, at his discretion"), before any player answers; accepted only
	// under reading 21=discretionary (docs/interpretations.md).
	TableDeclineOption = "decline-option"
)

// TableEvent is one event; the fields its type does not use are left out.
type TableEvent struct {
	Type string `json:"type"`
	// Player is the person's id (any non-empty string), not the hand.
	Player string `json:"player,omitempty"`
	// Position is the seat or Player Terminal, from 1.
	Position int    `json:"position,omitempty"`
	Wager    string `json:"wager,omitempty"`
	// Amount in minor units.
	Amount      int64  `json:"amount,omitempty"`
	Card        string `json:"card,omitempty"`
	OrderKnown  bool   `json:"orderKnown,omitempty"`
	WithdrawAll bool   `json:"withdrawAll,omitempty"`
	// Kind names an irregularity (type "irregularity").
	Kind string `json:"kind,omitempty"`
	// Permitted: on take-device, the Assistant Casino Manager permits the
	// player to draw without a valid wager (Tiger v2 3.12.2).
	Permitted bool `json:"permitted,omitempty"`
	// Method: on change-method, "A", "B" or "C".
	Method string `json:"method,omitempty"`
}

// TableResult answers a TableRequest: one step per event, in order, and one
// record per settled round.
type TableResult struct {
	Steps  []TableStep  `json:"steps"`
	Rounds []TableRound `json:"rounds"`
}

// TableStep is what one event did.
type TableStep struct {
	// Event echoes the event's type.
	Event string `json:"event"`
	// Accepted is false when the rules refuse the event; the table is then
	// as it was before it.
	Accepted bool `json:"accepted"`
	// Code is, when refused, the reason (reference.Code* constants:
	// "bets-closed", "differential-exceeded", "area-full",
	// "withdraw-all-only", "no-rule", ...); when accepted, a notice or
	// absent (reference.Notice*: "withdrawal-ignored", "over-maximum",
	// "under-minimum", "withdraw-option", "play-continues", "round-void",
	// "cut-card", "reconstructed", "terminal-down", "withdrawn",
	// "betting-reopened", "dealer-exposes", "wager-removed",
	// "option-declined").
	Code string `json:"code,omitempty"`
	// Detail says it in words; not part of the contract.
	Detail string `json:"detail,omitempty"`
	// Clause is the rule applied, as "document:clause"
	// ("mbs-tiger-v2:5.18.1"), when there is one.
	Clause string `json:"clause,omitempty"`
	// State is the table's state after the event: "idle",
	// "betting-open", "betting-closed", "dealing", "awaiting-choices",
	// "complete", "void" or "settled".
	State string `json:"state"`
	// Established is set on accepted power-failure steps, where the rules
	// turn on it (Tiger 5.17, Electronic 5.9): whether the round's outcome
	// is established by the cards dealt so far (interpretation 11);
	// Witness then names the first wager, in the game's table order,
	// conclusively won or lost; the kit compares it exactly (docs/table.md).
	Established *bool  `json:"established,omitempty"`
	Witness     string `json:"witness,omitempty"`
	// Receiver is the Player now holding a hand's cards, on accepted
	// pass-cards and refuse-cards steps (Method A, Tiger v2 3.10.2 to
	// 3.10.5); absent when the Pit Supervisor chooses (3.10.4.1).
	Receiver string `json:"receiver,omitempty"`
	// Options is set while players have an option to withdraw: on the event
	// that offered it and on each choice until the last.
	Options *TableOptions `json:"options,omitempty"`
	// Differential is set on a close refused with "differential-exceeded".
	Differential *TableDifferential `json:"differential,omitempty"`
}

// TableOptions is a pending option to withdraw.
type TableOptions struct {
	// Reason: "power-failure" (Tiger 5.17.1), "simultaneous-draw" (Tiger
	// 5.8.1, 5.8.2.2), "device-reset" (Tiger 5.9) or "cut-card" (Tiger
	// 3.22.1, Tiger NCB 3.17.1).
	Reason string `json:"reason"`
	Clause string `json:"clause"`
	// Players still to choose, in the order of their first wager.
	Players []string `json:"players"`
	// AllOrNothing: a player may only withdraw all their wagers or none
	// (Tiger 5.17.1, 5.8.2.2); otherwise single wagers may also be
	// withdrawn (withdraw events) before the player's choice.
	AllOrNothing bool `json:"allOrNothing"`
	// Then is the state once every player has chosen: "dealing" or
	// "betting-closed" to go on with the round, "betting-open" after a
	// device reset (the cards dealt before it are no part of the round).
	Then string `json:"then"`
}

// TableDifferential describes an exceeded table differential (Tiger 5.18).
type TableDifferential struct {
	Limit       int64 `json:"limit"`
	PlayerTotal int64 `json:"playerTotal"`
	BankerTotal int64 `json:"bankerTotal"`
	// Decrease is the side ("player" or "banker") with the higher total,
	// whose players are asked to decrease (5.18.1); MayIncrease the other,
	// whose players may increase (5.18.2).
	Decrease    string `json:"decrease"`
	MayIncrease string `json:"mayIncrease"`
	// Excess is by how much the difference exceeds the limit.
	Excess int64 `json:"excess"`
}

// TableRound is a settled round.
type TableRound struct {
	// Round counts the request's rounds from 1.
	Round       int      `json:"round"`
	Player      []string `json:"player"`
	Banker      []string `json:"banker"`
	PlayerTotal int      `json:"playerTotal"`
	BankerTotal int      `json:"bankerTotal"`
	// Winner is "player", "banker" or "tie"; empty (null on the wire) when
	// the round is void, as in CoupResult.
	Winner string `json:"winner"`
	// Void is why the round is void ("foreign-card", "extra-card",
	// "simultaneous-draw", "technical-interruption", ...); empty (null on
	// the wire) otherwise.
	Void string `json:"void"`
	// CutCard: the cutting card appeared in the round, the last of its shoe
	// (interpretation 12).
	CutCard     bool              `json:"cutCard"`
	Settlements []TableSettlement `json:"settlements"`
}

// TableSettlement is the settlement of one player's wager in one playing
// area, in the order the wagers were placed.
type TableSettlement struct {
	Player   string `json:"player"`
	Position int    `json:"position"`
	Wager    string `json:"wager"`
	// Stake is the wager as it stood at the close.
	Stake int64 `json:"stake"`
	// Played is the part settled: the stake, or the maximum when over it
	// (Tiger 5.15); 0 when returned unplayed or withdrawn.
	Played int64 `json:"played"`
	// Result is "win", "lose", "push", "void", "returned" (an
	// under-minimum wager after the player's first, Tiger 5.14) or
	// "withdrawn" (on an option).
	Result string `json:"result"`
	// Win is the net amount won on the played part, Tie Bonus included.
	Win int64 `json:"win"`
	// Returned is everything handed back: the played part on a win, push
	// or void, the excess over the maximum, a stake returned or withdrawn.
	Returned int64 `json:"returned"`
	Bonus    int64 `json:"bonus"`
	// Odds is the exact pay applied, "n/d", when the wager won; empty
	// (null on the wire) otherwise, as in Settlement.
	Odds string `json:"odds"`
	// Notes are what shaped the settlement: "over-maximum",
	// "under-minimum", "withdrawal-ignored" (withdrawn after the close: it
	// stood), or the reason of a withdrawal on an option.
	Notes []string `json:"notes,omitempty"`
}

// MarshalJSON writes Winner and Void as null when empty, as CoupResult does,
// so that the protocol has one convention for "no value".
func (r TableRound) MarshalJSON() ([]byte, error) {
	type plain TableRound
	if r.Player == nil {
		r.Player = []string{}
	}
	if r.Banker == nil {
		r.Banker = []string{}
	}
	if r.Settlements == nil {
		r.Settlements = []TableSettlement{}
	}
	return json.Marshal(struct {
		plain
		Winner any `json:"winner"`
		Void   any `json:"void"`
	}{plain(r), nullable(r.Winner), nullable(r.Void)})
}

// MarshalJSON writes Odds as null when empty, as Settlement does.
func (s TableSettlement) MarshalJSON() ([]byte, error) {
	type plain TableSettlement
	return json.Marshal(struct {
		plain
		Odds any `json:"odds"`
	}{plain(s), nullable(s.Odds)})
}
