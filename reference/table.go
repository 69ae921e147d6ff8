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
	if int(s) < len(tableStateNames) {
		return tableStateNames[s]
	}
	return "unknown"
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
)

// EventTypes lists every event type, in the order of a round.
var EventTypes = []EventType{EventOpen, EventPlace, EventIncrease, EventWithdraw, EventClose, EventDeal,
	EventPowerFailure, EventTerminalFailure, EventSimultaneousDraw, EventDeviceReset, EventChoose, EventSettle, EventIrregularity}

// The kinds of an irregularity event (TableEvent.Kind): what went wrong with
// the cards, beyond foreign, extra and missing cards, which the dealt cards
// themselves show.
const (
	// IrregularityOrderAltered: the order of the cards in the shoe was
	// altered and cannot be reconstructed: the round is void (NCB and 6 Star
	// 5.4, Tiger 5.2 and 5.12.2, Electronic 5.2).
	IrregularityOrderAltered = "order-altered"
	// IrregularityIncorrectCardCount: a hand was dealt an incorrect number
	// of cards that cannot be reconstructed: the round is void (NCB and 6
	// Star 5.2; the Tiger and Electronic documents' "extra or missing
	// card/s", 5.1).
	IrregularityIncorrectCardCount = "incorrect-card-count"
	// IrregularityFaceUpCard: a card was found face up in the shoe (or
	// exposed while moving the device under Method C): it is played as if it
	// were face down (Tiger 5.6 and 5.12.1, Electronic 5.6).
	IrregularityFaceUpCard = "face-up-card"
	// IrregularityWrongOrder: cards were dealt in an incorrect order: they
	// are reconstructed and play continues (Tiger 5.7, Electronic 5.7).
	IrregularityWrongOrder = "wrong-order"
	// IrregularityMisdelivery: cards passed to the wrong player, or exposed
	// in error: the outcome stands and play continues (Tiger 5.7, 5.7.1).
	IrregularityMisdelivery = "misdelivery"
)

// IrregularityKinds lists the kinds of irregularity event.
var IrregularityKinds = []string{IrregularityOrderAltered, IrregularityIncorrectCardCount, IrregularityFaceUpCard, IrregularityWrongOrder, IrregularityMisdelivery}

// The codes of refused events (TableError.Code). They are stable.
const (
	// CodeBettingNotOpen: a wager, or the close, before "Place your bets"
	// (3.1) or after the round was settled.
	CodeBettingNotOpen = "betting-not-open"
	// CodeBetsClosed: a wager placed or increased after "No more bets" (NCB
	// and 6 Star 5.6, Tiger 5.4, Electronic 5.5), a withdrawal after it on
	// an electronic game (Electronic 5.4), or a second close.
	CodeBetsClosed = "bets-closed"
	// CodeBetsNotClosed: a card or an irregularity of the deal before "No
	// more bets" (3.2).
	CodeBetsNotClosed = "bets-not-closed"
	// CodeRoundInProgress: "Place your bets" while a round is in progress.
	CodeRoundInProgress = "round-in-progress"
	// CodeNoRoundInPlay: a card, an irregularity or a settlement with no
	// round in play.
	CodeNoRoundInPlay = "no-round-in-play"
	// CodeRoundComplete: a card or an irregularity of the deal after the
	// round's last card (or after it became void).
	CodeRoundComplete = "round-complete"
	// CodeRoundNotComplete: settlement before the round's last card.
	CodeRoundNotComplete = "round-not-complete"
	// CodeAwaitingChoices: any event but a choice (or, where allowed, a
	// withdrawal) while players have an option to answer.
	CodeAwaitingChoices = "awaiting-choices"
	// CodeNoOption: a choice from a player who has no pending option.
	CodeNoOption = "no-option"
	// CodeWithdrawAllOnly: withdrawing one wager where the option is to
	// withdraw all of them or none (Tiger 5.17.1, 5.8.2.2).
	CodeWithdrawAllOnly = "withdraw-all-only"
	// CodeDifferentialExceeded: the close is refused while the table
	// differential is exceeded (Tiger 1.1.10 / NCB v5 1.1.9, 5.18).
	CodeDifferentialExceeded = "differential-exceeded"
	// CodeAreaFull: a wager in a playing area that already holds the
	// maximum number of wagers (Tiger 3.7 and 3.7.1, Tiger NCB 3.6 and
	// 3.6.1).
	CodeAreaFull = "area-full"
	// CodeWagerNotOffered: a wager the game does not offer.
	CodeWagerNotOffered = "wager-not-offered"
	// CodeWagerExists: a player places a second wager in a playing area
	// where they have one (increase it instead).
	CodeWagerExists = "wager-exists"
	// CodeNoSuchWager: increasing or withdrawing a wager that is not there.
	CodeNoSuchWager = "no-such-wager"
	// CodeInvalidAmount: an amount outside 1 to MaxStake, or a withdrawal
	// larger than the wager.
	CodeInvalidAmount = "invalid-amount"
	// CodeInvalidPlayer: an empty player id or a position below 1.
	CodeInvalidPlayer = "invalid-player"
	// CodeInvalidCard: not a card, or a second cutting card in a round.
	CodeInvalidCard = "invalid-card"
	// CodeUnderMinimum and CodeOverMaximum: on an electronic game, a wager
	// outside the limits the terminal shows for its betting option
	// (Electronic 2.2) is refused. On the Tiger games they are notices, not
	// refusals (5.14, 5.15; interpretation 10).
	CodeUnderMinimum = "under-minimum"
	CodeOverMaximum  = "over-maximum"
	// CodeTerminalDown: a wager from a Player Terminal that has failed
	// during the betting is not accepted (Electronic 5.10.2).
	CodeTerminalDown = "terminal-down"
	// CodeNoRule: the game's rules document has no clause for this event or
	// setting (a power failure on No Commission v6, a table differential on
	// an electronic game): the kit does not decide it.
	CodeNoRule = "no-rule"
	// CodeUnknownEvent: an event type the table does not know.
	CodeUnknownEvent = "unknown-event"
	// CodeInvalidConfig: a table setting out of range.
	CodeInvalidConfig = "invalid-config"
)

// The notices of accepted events (Step.Notice): what the event did beyond
// its plain effect. They are stable.
const (
	// NoticeWithdrawalIgnored: a withdrawal after "No more bets" on a live
	// game: the wager stands and is won or lost on the outcome (NCB and 6
	// Star 5.7, Tiger 5.5).
	NoticeWithdrawalIgnored = "withdrawal-ignored"
	// NoticeOverMaximum: the wager is over its maximum: it will be settled
	// as a wager of the maximum and the excess returned (Tiger 5.15,
	// interpretation 10).
	NoticeOverMaximum = "over-maximum"
	// NoticeUnderMinimum: the wager is under its minimum: a player's first
	// such wager is settled normally, later ones are returned unplayed
	// (Tiger 5.14, interpretation 10).
	NoticeUnderMinimum = "under-minimum"
	// NoticeCutCard: the cutting card was dealt: it is removed and the
	// round is completed; it is the last of the shoe (interpretation 12).
	NoticeCutCard = "cut-card"
	// NoticeRoundVoid: the round became void: every stake will be returned.
	NoticeRoundVoid = "round-void"
	// NoticeWithdrawOption: players are offered the option to withdraw
	// (Step.Option says who, why and how).
	NoticeWithdrawOption = "withdraw-option"
	// NoticePlayContinues: an interruption with the outcome established:
	// play continues to the end of the round (Tiger 5.17.2, Electronic
	// 5.9.2 and 5.10.1).
	NoticePlayContinues = "play-continues"
	// NoticeReconstructed: cards drawn together in a known order are
	// reconstructed and play continues (Tiger and Electronic 5.8).
	NoticeReconstructed = "reconstructed"
	// NoticeTerminalDown: a Player Terminal failed during the betting: its
	// accepted wagers stand, it accepts no more (Electronic 5.10).
	NoticeTerminalDown = "terminal-down"
	// NoticeWithdrawn: wagers were withdrawn on an option.
	NoticeWithdrawn = "withdrawn"
	// NoticeBettingReopened: after a device reset and the players' choices,
	// betting is open again before a new "No more bets" (Tiger 5.9).
	NoticeBettingReopened = "betting-reopened"
	// NoticePlayedAsFaceDown: a card found face up is played as if it were
	// face down; the round goes on unchanged (Tiger 5.6, Electronic 5.6).
	NoticePlayedAsFaceDown = "played-as-face-down"
	// NoticeOutcomeStands: cards misdelivered or exposed in error do not
	// change the round (Tiger 5.7.1).
	NoticeOutcomeStands = "outcome-stands"
)

// Limit is the minimum and maximum stake of a wager, in minor units; zero
// means no minimum or no maximum.
type Limit struct {
	Min, Max int64
}

// Limits are a table's wager limits: a default, and overrides per wager
// (electronic terminals show limits for each betting option, Electronic
// 2.2). An override replaces the default whole: a zero in it means none.
type Limits struct {
	Min, Max int64
	PerWager map[WagerID]Limit
}

// For returns the limits of one wager.
func (l Limits) For(w WagerID) Limit {
	if o, ok := l.PerWager[w]; ok {
		return o
	}
	return Limit{l.Min, l.Max}
}

func (l Limits) any() bool { return l.Min > 0 || l.Max > 0 || len(l.PerWager) > 0 }

// TableConfig are the settings of a table.
type TableConfig struct {
	Game  GameID
	Decks int
	// Rounding is the unit to which fractional payouts are rounded down
	// (interpretation 4); 0 means 1.
	Rounding int64
	// Limits are the wager limits. Only the Tiger documents (3.5.1,
	// 5.14-5.16) and the electronic one (2.2) have limits; No Commission v6
	// and 6 Star refuse them (CodeNoRule).
	Limits Limits
	// MaxWagersPerArea is the most wagers one playing area (one wager id at
	// one position) may hold: 0 means the rules' default, three on the
	// Tiger games (Tiger 3.7, Tiger NCB 3.6), which the pit manager may
	// lower (3.7.1, 3.6.1). The other documents set no such limit and
	// refuse the setting.
	MaxWagersPerArea int
	// Differential is the table differential limit (Tiger 1.1.10, Tiger NCB
	// 1.1.9, 5.18): the most the totals on Player and Banker may differ at
	// the close. 0 means none. Tiger games only.
	Differential int64
	// HLGA marks a table in the high limit gaming area, where a cutting
	// card dealt as a round's first card gives players the option to
	// withdraw (Tiger 3.22.1, Tiger NCB 3.17.1). Tiger games only.
	HLGA bool
}

// TableError is an event the table refuses, or a setting it cannot take.
type TableError struct {
	Event EventType // "" for a setting
	Code  string
	// Clause is the rule that refuses, as "document:clause", or "".
	Clause string
	State  TableState
	Detail string
	// Differential is set on CodeDifferentialExceeded.
	Differential *Differential
}

func (e *TableError) Error() string {
	var b strings.Builder
	if e.Event == "" {
		b.WriteString("table settings refused")
	} else {
		fmt.Fprintf(&b, "%s refused in state %s", e.Event, e.State)
	}
	fmt.Fprintf(&b, " (%s", e.Code)
	if e.Clause != "" {
		fmt.Fprintf(&b, ", %s", e.Clause)
	}
	fmt.Fprintf(&b, "): %s", e.Detail)
	return b.String()
}

// Differential describes an exceeded table differential (Tiger 5.18): the
// totals on Player and Banker, the side with the higher total, whose
// players are asked to decrease (5.18.1), the side with the lower total,
// whose players may increase (5.18.2), and by how much the difference
// exceeds the limit.
type Differential struct {
	Limit       int64
	PlayerTotal int64
	BankerTotal int64
	Decrease    WagerID
	MayIncrease WagerID
	Excess      int64
}

// Option is an option to withdraw offered to the players with wagers.
type Option struct {
	// Reason is what caused it: one of the Reason constants.
	Reason string
	Clause string
	// Pending lists the players who have not yet chosen, in the order of
	// their first wager.
	Pending []string
	// AllOrNothing: a player who withdraws must withdraw every wager
	// (Tiger 5.17.1, 5.8.2.2); otherwise single wagers may be withdrawn
	// before the player's choice.
	AllOrNothing bool
	// Then is the state once every player has chosen: dealing (or
	// betting-closed) to continue the round, betting-open after a device
	// reset (Tiger 5.9).
	Then TableState
}

// The reasons for an option to withdraw (Option.Reason), also noted on the
// settlements of wagers withdrawn on it.
const (
	ReasonPowerFailure     = "power-failure"     // Tiger 5.17.1
	ReasonSimultaneousDraw = "simultaneous-draw" // Tiger 5.8.1, 5.8.2.2
	ReasonDeviceReset      = "device-reset"      // Tiger 5.9
	ReasonCutCard          = "cut-card"          // Tiger 3.22.1, Tiger NCB 3.17.1
)

// Step is what an accepted event did.
type Step struct {
	Event EventType
	State TableState // after the event
	// Notice is "" or one of the Notice codes.
	Notice string
	Detail string
	Clause string
	// Established is set by power failures, where the rules turn on it
	// (Tiger 5.17, Electronic 5.9): whether the round's outcome is
	// established (interpretation 11); Witness names the first wager, in
	// the game's table order, conclusively won or lost.
	Established *bool
	Witness     WagerID
	// Option is set while an option to withdraw is pending, on the event
	// that offered it and on each choice.
	Option *Option
	// Round is set by the settlement.
	Round *RoundRecord
}

// Disposition is how a wager left the table at the end of its round.
type Disposition uint8

// The dispositions.
const (
	// Played: the wager was settled on the round (Result says how; a void
	// round returns it).
	Played Disposition = iota
	// ReturnedUnplayed: an under-minimum wager after the player's first
	// (Tiger 5.14, interpretation 10).
	ReturnedUnplayed
	// WithdrawnOnOption: withdrawn on an option after the close (Tiger
	// 3.22.1, 5.8.1, 5.8.2.2, 5.17.1).
	WithdrawnOnOption
)

// TableSettlement is the settlement of one player's wager in one playing
// area.
type TableSettlement struct {
	Round    int
	Player   string
	Position int
	Wager    WagerID
	// Stake is the wager as it stood at the close.
	Stake int64
	// Played is the part of the stake settled: the stake, or the maximum
	// when over it (Tiger 5.15); 0 when not played.
	Played      int64
	Disposition Disposition
	// Result, Win, Bonus, Odds, Event and Clause are those of the played
	// part (settle.go); Result is meaningful when Disposition is Played.
	Result Result
	Win    int64
	Bonus  int64
	Odds   Odds
	Event  Event
	Clause string
	// Returned is everything handed back: the stake on a win, push or void,
	// the excess over the maximum, a wager returned or withdrawn.
	Returned int64
	// Notes are the Notice codes that shaped the settlement:
	// "over-maximum", "under-minimum", "withdrawal-ignored", or the reason
	// of a withdrawal (the Reason constants).
	Notes []string
}

// ResultName returns the settlement's result as the wire says it: "win",
// "lose", "push", "void", "returned" (unplayed) or "withdrawn".
func (s *TableSettlement) ResultName() string {
	switch s.Disposition {
	case ReturnedUnplayed:
		return "returned"
	case WithdrawnOnOption:
		return "withdrawn"
	}
	return s.Result.String()
}

// RoundRecord is a settled round.
type RoundRecord struct {
	Round int
	// Coup is the round as dealt; Coup.Void says why a void round is void
	// (a foreign or extra card, a simultaneous draw in an unknown order, a
	// technical interruption).
	Coup Coup
	// LastOfShoe: the cutting card appeared in the round (interpretation
	// 12).
	LastOfShoe  bool
	Settlements []TableSettlement
}

// PlacedWager is a wager on the table in the current round.
type PlacedWager struct {
	Player   string
	Position int
	Wager    WagerID
	Stake    int64
	// Withdrawn: withdrawn on an option; it will be returned.
	Withdrawn bool
	// LateWithdrawal: the player asked to withdraw it after the close; it
	// stands (NCB 5.7, Tiger 5.5).
	LateWithdrawal bool
}

// TableEvent is one event, for Apply: the fields its type uses are set.
type TableEvent struct {
	Type        EventType
	Player      string // place, increase, withdraw, choose
	Position    int    // place, increase, withdraw (1-based); terminal-failure
	Wager       WagerID
	Amount      int64  // place, increase; withdraw: 0 means the whole wager
	Card        Card   // deal
	OrderKnown  bool   // simultaneous-draw
	WithdrawAll bool   // choose
	Kind        string // irregularity: one of IrregularityKinds
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
	// lost (Tiger 5.14).
	underMinUsed map[string]bool
	history      []RoundRecord
}

type placed struct {
	PlacedWager
	seq    int
	reason string // why it was withdrawn
}

// tableRules are a rules document's clauses for the table lifecycle; ""
// where the document has no such clause.
type tableRules struct {
	doc        DocumentID
	electronic bool
	// tiger: the Tiger documents, which have limits settlement, playing
	// areas, the table differential, power failure, device reset and HLGA.
	tiger bool

	open, close, lateBet, lateWithdraw                       string
	limits, underMin, overMax, settledStand                  string
	areaMax, areaPit                                         string
	diffDef, diffDecrease, diffIncrease                      string
	simKnown, simKnownOption, simUnknownInitial, simUnknown  string
	reset, powerNone, powerEstablished                       string
	terminal, terminalAccepted, terminalNotAccepted          string
	cut, cutHLGA, foreign, general                           string
	orderAltered, wrongCount, faceUp, wrongOrder, misdeliver string
}

func (r *tableRules) c(clause string) string {
	if clause == "" {
		return ""
	}
	return string(r.doc) + ":" + clause
}

func ncbTableRules(doc DocumentID) *tableRules {
	return &tableRules{doc: doc, open: "3.1", close: "3.2", lateBet: "5.6", lateWithdraw: "5.7",
		simUnknownInitial: "5.3", foreign: "5.1", orderAltered: "5.4", wrongCount: "5.2"}
}

func tigerTableRules(doc DocumentID, area, diffDef, cut string) *tableRules {
	return &tableRules{doc: doc, tiger: true, open: "3.1", close: "3.2", lateBet: "5.4", lateWithdraw: "5.5",
		limits: "3.5.1", underMin: "5.14", overMax: "5.15", settledStand: "5.16",
		areaMax: area, areaPit: area + ".1",
		diffDef: diffDef, diffDecrease: "5.18.1", diffIncrease: "5.18.2",
		simKnown: "5.8", simKnownOption: "5.8.1", simUnknownInitial: "5.8.2.1", simUnknown: "5.8.2.2",
		reset: "5.9", powerNone: "5.17.1", powerEstablished: "5.17.2",
		cut: cut, cutHLGA: cut + ".1", foreign: "5.1", general: "6.1",
		orderAltered: "5.2", wrongCount: "5.1", faceUp: "5.6", wrongOrder: "5.7", misdeliver: "5.7.1"}
}

var tableRulesByDoc = map[DocumentID]*tableRules{
	DocNCB:      ncbTableRules(DocNCB),
	DocSixStar:  ncbTableRules(DocSixStar),
	DocTiger:    tigerTableRules(DocTiger, "3.7", "1.1.10", "3.22"),
	DocTigerNCB: tigerTableRules(DocTigerNCB, "3.6", "1.1.9", "3.17"),
	DocETG: {doc: DocETG, electronic: true, open: "3.1", close: "3.2", lateBet: "5.5", lateWithdraw: "5.4",
		limits: "2.2", simKnown: "5.8", simUnknownInitial: "5.8.1", simUnknown: "5.8.1",
		powerNone: "5.9.1", powerEstablished: "5.9.2",
		terminal: "5.10", terminalAccepted: "5.10.1", terminalNotAccepted: "5.10.2",
		cut: "3.10", foreign: "5.1", general: "6.1",
		orderAltered: "5.2", wrongCount: "5.1", faceUp: "5.6", wrongOrder: "5.7"},
}

// DefaultMaxWagersPerArea is the Tiger documents' limit of wagers per
// playing area (Tiger 3.7, Tiger NCB 3.6).
const DefaultMaxWagersPerArea = 3

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

// Open announces "Place your bets" (rule 3.1 of every document): a new round
// begins and wagers may be placed.
func (t *Table) Open() (Step, error) {
	r := t.rules
	switch t.state {
	case StateIdle, StateSettled:
	case StateAwaitingChoices:
		return t.failed(EventOpen, t.awaiting(EventOpen))
	default:
		return t.failed(EventOpen, t.refuse(EventOpen, CodeRoundInProgress, r.c(r.open), "round %d is %s: settle it first", t.round, t.state))
	}
	t.round++
	t.wagers, t.tokens, t.coup, t.option, t.down, t.cutOut = nil, nil, Coup{}, nil, nil, false
	t.state = StateBettingOpen
	return t.step(EventOpen, "", r.c(r.open), "round %d: place your bets", t.round), nil
}

func (t *Table) failed(ev EventType, err *TableError) (Step, error) {
	return Step{Event: ev, State: t.state}, err
}

// bettingRefusal refuses a wager event outside the betting window: before
// "Place your bets", or after "No more bets" (NCB and 6 Star 5.6, Tiger 5.4,
// Electronic 5.5).
func (t *Table) bettingRefusal(ev EventType) *TableError {
	r := t.rules
	switch t.state {
	case StateBettingOpen:
		return nil
	case StateIdle, StateSettled:
		return t.refuse(ev, CodeBettingNotOpen, r.c(r.open), "betting is not open: wagers are taken after \"Place your bets\"")
	case StateAwaitingChoices:
		return t.awaiting(ev)
	}
	return t.refuse(ev, CodeBetsClosed, r.c(r.lateBet), "\"No more bets\" has been announced: no wager may be placed or increased")
}

func (t *Table) find(player string, position int, w WagerID) *placed {
	for _, p := range t.wagers {
		if p.Player == player && p.Position == position && p.Wager == w && !p.Withdrawn {
			return p
		}
	}
	return nil
}

func (t *Table) checkWho(ev EventType, player string, position int) *TableError {
	if player == "" || position < 1 {
		return t.refuse(ev, CodeInvalidPlayer, "", "a wager needs a player id and a position from 1 (got player %q, position %d)", player, position)
	}
	return nil
}

func (t *Table) checkWager(ev EventType, w WagerID) *TableError {
	if !t.game.Offers(w) {
		return t.refuse(ev, CodeWagerNotOffered, "", "%s does not offer the wager %q (it offers %v)", t.game.ID, w, t.game.WagerIDs())
	}
	return nil
}

func (t *Table) checkAmount(ev EventType, what string, amount int64) *TableError {
	if amount < 1 || amount > MaxStake {
		return t.refuse(ev, CodeInvalidAmount, "", "%s %d is outside 1 to %d minor units", what, amount, MaxStake)
	}
	return nil
}

func (t *Table) checkTerminal(ev EventType, position int) *TableError {
	if t.down[position] {
		r := t.rules
		return t.refuse(ev, CodeTerminalDown, r.c(r.terminalNotAccepted), "the Player Terminal at position %d has failed: it accepts no wager this round", position)
	}
	return nil
}

// limitStep checks a wager's new stake against its limits: refused on an
// electronic game (Electronic 2.2), a notice on a Tiger game (5.14, 5.15,
// interpretation 10).
func (t *Table) limitStep(ev EventType, w WagerID, stake int64) (Step, *TableError) {
	r, lim := t.rules, t.cfg.Limits.For(w)
	switch {
	case lim.Max > 0 && stake > lim.Max:
		if r.electronic {
			return Step{}, t.refuse(ev, CodeOverMaximum, r.c(r.limits), "%d is over the maximum %d of %q", stake, lim.Max, w)
		}
		return t.step(ev, NoticeOverMaximum, r.c(r.overMax), "%d is over the maximum %d of %q: it will be settled as a wager of %d and %d returned (interpretation 10)", stake, lim.Max, w, lim.Max, stake-lim.Max), nil
	case lim.Min > 0 && stake < lim.Min:
		if r.electronic {
			return Step{}, t.refuse(ev, CodeUnderMinimum, r.c(r.limits), "%d is under the minimum %d of %q", stake, lim.Min, w)
		}
		return t.step(ev, NoticeUnderMinimum, r.c(r.underMin), "%d is under the minimum %d of %q: a player's first under-minimum wager to be won or lost is settled normally, later ones are returned unplayed (interpretation 10)", stake, lim.Min, w), nil
	}
	return t.step(ev, "", "", ""), nil
}

// Place places a wager of amount minor units on wager by player at position
// (rule 3.1; Tiger 3.5.1 and 3.6). Several players may wager in one playing
// area, at most MaxWagersPerArea of them (Tiger 3.7, Tiger NCB 3.6); a
// player has one wager per area and adds to it with Increase. Limits: see
// limitStep.
func (t *Table) Place(player string, position int, w WagerID, amount int64) (Step, error) {
	ev := EventPlace
	if err := t.bettingRefusal(ev); err != nil {
		return t.failed(ev, err)
	}
	for _, err := range []*TableError{t.checkWho(ev, player, position), t.checkWager(ev, w), t.checkAmount(ev, "stake", amount), t.checkTerminal(ev, position)} {
		if err != nil {
			return t.failed(ev, err)
		}
	}
	if t.find(player, position, w) != nil {
		return t.failed(ev, t.refuse(ev, CodeWagerExists, "", "player %q already has a %q wager at position %d: increase it instead", player, w, position))
	}
	if t.area > 0 {
		n := 0
		for _, p := range t.wagers {
			// A wager withdrawn on an option has left the area.
			if p.Position == position && p.Wager == w && !p.Withdrawn {
				n++
			}
		}
		if n >= t.area {
			r := t.rules
			clause := r.c(r.areaMax)
			if t.area < DefaultMaxWagersPerArea {
				clause = r.c(r.areaPit)
			}
			return t.failed(ev, t.refuse(ev, CodeAreaFull, clause, "the %q playing area at position %d already holds %d wagers, the most this table permits", w, position, n))
		}
	}
	s, err := t.limitStep(ev, w, amount)
	if err != nil {
		return t.failed(ev, err)
	}
	t.seq++
	t.wagers = append(t.wagers, &placed{PlacedWager: PlacedWager{Player: player, Position: position, Wager: w, Stake: amount}, seq: t.seq})
	if s.Detail == "" {
		s.Detail = fmt.Sprintf("player %q placed %d on %q at position %d", player, amount, w, position)
	}
	return s, nil
}

// Increase adds amount to a player's wager while betting is open; after "No
// more bets" it is refused (NCB and 6 Star 5.6, Tiger 5.4, Electronic 5.5).
func (t *Table) Increase(player string, position int, w WagerID, amount int64) (Step, error) {
	ev := EventIncrease
	if err := t.bettingRefusal(ev); err != nil {
		return t.failed(ev, err)
	}
	for _, err := range []*TableError{t.checkWho(ev, player, position), t.checkWager(ev, w), t.checkAmount(ev, "increase", amount), t.checkTerminal(ev, position)} {
		if err != nil {
			return t.failed(ev, err)
		}
	}
	p := t.find(player, position, w)
	if p == nil {
		return t.failed(ev, t.refuse(ev, CodeNoSuchWager, "", "player %q has no %q wager at position %d", player, w, position))
	}
	if err := t.checkAmount(ev, "the increased stake", p.Stake+amount); err != nil {
		return t.failed(ev, err)
	}
	s, err := t.limitStep(ev, w, p.Stake+amount)
	if err != nil {
		return t.failed(ev, err)
	}
	p.Stake += amount
	if s.Detail == "" {
		s.Detail = fmt.Sprintf("player %q's %q wager at position %d is now %d", player, w, position, p.Stake)
	}
	return s, nil
}

// Withdraw takes back amount minor units of a player's wager, or all of it
// when amount is 0.
//
// While betting is open it is accepted. After "No more bets" no wager may be
// withdrawn: an electronic game refuses (Electronic 5.4); on a live game
// the wager stands and is won or lost on the outcome (NCB and 6 Star 5.7,
// Tiger 5.5), so the withdrawal is accepted but ignored
// (NoticeWithdrawalIgnored). While players have an option to withdraw
// (Tiger 3.22.1, 5.8.1, 5.9) a whole wager may be withdrawn, except where
// the option is all or nothing (Tiger 5.17.1, 5.8.2.2: CodeWithdrawAllOnly).
func (t *Table) Withdraw(player string, position int, w WagerID, amount int64) (Step, error) {
	ev, r := EventWithdraw, t.rules
	switch t.state {
	case StateIdle, StateSettled:
		return t.failed(ev, t.refuse(ev, CodeBettingNotOpen, r.c(r.open), "no round is open"))
	case StateBettingClosed, StateDealing, StateComplete, StateVoid:
		if r.electronic {
			return t.failed(ev, t.refuse(ev, CodeBetsClosed, r.c(r.lateWithdraw), "\"No more bets\" has been displayed: no wager may be withdrawn"))
		}
	}
	if err := t.checkWho(ev, player, position); err != nil {
		return t.failed(ev, err)
	}
	p := t.find(player, position, w)
	if p == nil {
		return t.failed(ev, t.refuse(ev, CodeNoSuchWager, "", "player %q has no %q wager at position %d", player, w, position))
	}
	if amount < 0 || amount > p.Stake {
		return t.failed(ev, t.refuse(ev, CodeInvalidAmount, "", "cannot withdraw %d from a wager of %d", amount, p.Stake))
	}
	switch t.state {
	case StateBettingOpen:
		if err := t.checkTerminal(ev, position); err != nil {
			return t.failed(ev, err)
		}
		if amount == 0 || amount == p.Stake {
			t.remove(p)
			return t.step(ev, "", "", "player %q withdrew the %q wager of %d at position %d", player, w, p.Stake, position), nil
		}
		s, err := t.limitStep(ev, w, p.Stake-amount)
		if err != nil {
			return t.failed(ev, err)
		}
		p.Stake -= amount
		if s.Detail == "" {
			s.Detail = fmt.Sprintf("player %q's %q wager at position %d is now %d", player, w, position, p.Stake)
		}
		return s, nil
	case StateAwaitingChoices:
		o := t.option
		if o.AllOrNothing {
			return t.failed(ev, t.refuse(ev, CodeWithdrawAllOnly, o.Clause, "the option is to withdraw all of a player's wagers or none: choose instead"))
		}
		if !slices.Contains(o.Pending, player) {
			return t.failed(ev, t.refuse(ev, CodeNoOption, o.Clause, "player %q has no pending option (pending: %s)", player, strings.Join(o.Pending, ", ")))
		}
		if amount != 0 && amount != p.Stake {
			return t.failed(ev, t.refuse(ev, CodeInvalidAmount, o.Clause, "the option is to withdraw wagers, not to decrease them: withdraw all %d or nothing", p.Stake))
		}
		t.withdrawOnOption(p)
		s := t.step(ev, NoticeWithdrawn, o.Clause, "player %q withdrew the %q wager of %d at position %d on the option", player, w, p.Stake, position)
		s.Option = t.Option()
		return s, nil
	}
	p.LateWithdrawal = true
	return t.step(ev, NoticeWithdrawalIgnored, r.c(r.lateWithdraw), "\"No more bets\" has been announced: the %q wager of %d stands and is won or lost on the outcome", w, p.Stake), nil
}

func (t *Table) remove(p *placed) {
	for i, q := range t.wagers {
		if q == p {
			t.wagers = append(t.wagers[:i], t.wagers[i+1:]...)
			return
		}
	}
}

func (t *Table) withdrawOnOption(p *placed) {
	if t.option.Then == StateBettingOpen {
		// Betting reopens after a device reset: the wager is simply gone.
		t.remove(p)
		return
	}
	p.Withdrawn, p.reason = true, t.option.Reason
}

// Close announces "No more bets" (rule 3.2). On a Tiger table with a table
// differential, the close is refused while the totals on Player and Banker
// differ by more than the limit (Tiger 1.1.10 / Tiger NCB 1.1.9, 5.18): the
// error's Differential names the side whose players must decrease (5.18.1),
// the side whose players may increase (5.18.2) and the excess; betting
// stays open until they have. (The pit manager's removal of wagers when
// that is not enough, 5.18.3, is a withdrawal.)
func (t *Table) Close() (Step, error) {
	ev, r := EventClose, t.rules
	switch t.state {
	case StateBettingOpen:
	case StateIdle, StateSettled:
		return t.failed(ev, t.refuse(ev, CodeBettingNotOpen, r.c(r.open), "betting is not open"))
	case StateAwaitingChoices:
		return t.failed(ev, t.awaiting(ev))
	default:
		return t.failed(ev, t.refuse(ev, CodeBetsClosed, r.c(r.close), "\"No more bets\" has already been announced"))
	}
	if lim := t.cfg.Differential; lim > 0 {
		var pt, bt int64
		for _, p := range t.wagers {
			if p.Withdrawn {
				continue // withdrawn on an option: no longer on the table
			}
			switch p.Wager {
			case WagerPlayer:
				pt += p.Stake
			case WagerBanker:
				bt += p.Stake
			}
		}
		diff, high, low := pt-bt, WagerPlayer, WagerBanker
		if diff < 0 {
			diff, high, low = -diff, WagerBanker, WagerPlayer
		}
		if diff > lim {
			d := &Differential{Limit: lim, PlayerTotal: pt, BankerTotal: bt, Decrease: high, MayIncrease: low, Excess: diff - lim}
			err := t.refuse(ev, CodeDifferentialExceeded, r.c(r.diffDecrease),
				"Player %d against Banker %d differ by %d, over the table differential %d by %d: wagers on %q must decrease (%s), wagers on %q may increase (%s)",
				pt, bt, diff, lim, d.Excess, high, r.c(r.diffDecrease), low, r.c(r.diffIncrease))
			err.Differential = d
			return t.failed(ev, err)
		}
	}
	t.state = StateBettingClosed
	return t.step(ev, "", r.c(r.close), "no more bets"), nil
}

// playing returns the round's playing cards, the cutting card left out.
func (t *Table) playing() []Card {
	out := make([]Card, 0, len(t.tokens))
	for _, c := range t.tokens {
		if c != CutCard {
			out = append(out, c)
		}
	}
	return out
}

// established sets the step's Established and Witness from the cards dealt
// so far (interpretation 11) and returns Established.
func (t *Table) established(s *Step) bool {
	est, w := OutcomeEstablished(t.game, t.cfg.Decks, t.playing())
	s.Established, s.Witness = &est, w
	return est
}

// DealCard deals the round's next card, the cutting card included, with the
// reference deal logic (Deal): the cards dealt so far are dealt again from
// the start, so the Table of Play lives in one place. The round is complete
// when the Table of Play asks for no more cards, and void when a foreign or
// extra card is dealt (rule 5.1). The cutting card is removed and the round
// completed; on a Tiger table in the HLGA, a cutting card dealt as the
// round's first card gives players the option to withdraw (Tiger 3.22.1,
// Tiger NCB 3.17.1).
func (t *Table) DealCard(c Card) (Step, error) {
	ev, r := EventDeal, t.rules
	if t.state != StateBettingClosed && t.state != StateDealing {
		return t.failed(ev, t.notInPlay(ev))
	}
	if c != CutCard && !c.Valid() {
		return t.failed(ev, t.refuse(ev, CodeInvalidCard, "", "%v is not a card", c))
	}
	if c == CutCard {
		if t.cutOut {
			// A device reset does not put the cutting card back
			// (interpretations 12 and 20): after it, a CUT is a second one.
			return t.failed(ev, t.refuse(ev, CodeInvalidCard, "", "a second cutting card in one round: a shoe has one"))
		}
		first := len(t.playing()) == 0
		t.tokens, t.cutOut = append(t.tokens, c), true
		t.state = StateDealing
		cut := r.c(r.cut)
		if cut == "" {
			cut = "interpretation 12"
		}
		if first && t.cfg.HLGA {
			s := t.offer(ev, ReasonCutCard, r.c(r.cutHLGA), false, StateDealing)
			s.Detail = "the cutting card came first in the round, in the HLGA: it is removed and players may withdraw their wagers before the round is dealt; " + s.Detail
			return s, nil
		}
		return t.step(ev, NoticeCutCard, cut, "the cutting card is removed, the round is completed and is the last of the shoe (interpretation 12)"), nil
	}
	t.tokens = append(t.tokens, c)
	t.coup = Deal(t.game.Deck, t.cfg.Decks, t.tokens)
	switch t.coup.Void {
	case InsufficientCards:
		t.state = StateDealing
		return t.step(ev, "", "", "%s dealt", c), nil
	case NotVoid:
		t.state = StateComplete
		return t.step(ev, "", "", "%s dealt: the round is complete: Player %d, Banker %d, %s", c, t.coup.PlayerTotal(), t.coup.BankerTotal(), t.coup.Winner()), nil
	}
	t.state = StateVoid
	return t.step(ev, NoticeRoundVoid, r.c(r.foreign), "%s dealt: the round is void (%s): every stake will be returned; earlier rounds stand", c, t.coup.Void), nil
}

// offer gives every player with a wager the option to withdraw; then is the
// state once all have chosen. With no player to ask the option is moot: the
// step answers the event's ordinary continuation (mootNotice), not
// NoticeWithdrawOption, and play goes on at once.
func (t *Table) offer(ev EventType, reason, clause string, allOrNothing bool, then TableState) Step {
	o := &Option{Reason: reason, Clause: clause, AllOrNothing: allOrNothing, Then: then}
	for _, p := range t.wagers {
		if !p.Withdrawn && !slices.Contains(o.Pending, p.Player) {
			o.Pending = append(o.Pending, p.Player)
		}
	}
	t.option = o
	t.state = StateAwaitingChoices
	s := t.step(ev, NoticeWithdrawOption, clause, "players %s may withdraw %s", strings.Join(o.Pending, ", "), map[bool]string{true: "all their wagers or none", false: "their wagers"}[allOrNothing])
	s.Option = t.Option()
	if len(o.Pending) == 0 {
		s.Notice, s.Detail = mootNotice[reason], "no player holds a wager, so nobody is asked"
		t.resume(&s)
	}
	return s
}

// mootNotice is the notice of an option's event when no player holds a
// wager: what the event means once the option is set aside. A power
// failure's round is concluded (Tiger 5.17.1); the cards drawn together are
// reconstructed, in their order or in the pit manager's (5.8.1, 5.8.2.2);
// the cutting card is removed and the round completed (3.22, 3.22.1,
// interpretation 12). A device reset's step is NoticeBettingReopened
// (resume).
var mootNotice = map[string]string{
	ReasonPowerFailure:     NoticePlayContinues,
	ReasonSimultaneousDraw: NoticeReconstructed,
	ReasonCutCard:          NoticeCutCard,
}

// resume ends an option once every player has chosen.
func (t *Table) resume(s *Step) {
	then := t.option.Then
	t.option = nil
	switch {
	case then == StateBettingOpen:
		// Tiger 5.9: the device is reset and betting reopens; the cards
		// dealt before the reset are no part of the round, but a cutting
		// card among them has still left the shoe (t.cutOut).
		t.tokens, t.coup = nil, Coup{}
		t.state = StateBettingOpen
		s.Notice, s.Detail = NoticeBettingReopened, s.Detail+"; the dealing device is reset and betting is open again before a new \"No more bets\""
	case len(t.tokens) > 0:
		t.state = StateDealing
	default:
		t.state = StateBettingClosed
	}
	s.State = t.state
	s.Option = nil
}

// PowerFailure is a power failure on a live Tiger game (5.17) or a
// technical interruption of an electronic game (Electronic 5.9), after "No
// more bets". With the outcome established (interpretation 11) play
// continues to the end of the round (5.17.2, Electronic 5.9.2). Without, a
// live game gives every player the option to withdraw all their wagers or
// none, and the round then goes on to its conclusion (5.17.1); an
// electronic round is void and every stake returned (Electronic 5.9.1). No
// Commission v6 and 6 Star have no such rule (CodeNoRule).
func (t *Table) PowerFailure() (Step, error) {
	ev, r := EventPowerFailure, t.rules
	if t.state != StateBettingClosed && t.state != StateDealing {
		return t.failed(ev, t.notInPlay(ev))
	}
	if r.powerNone == "" {
		return t.failed(ev, t.noRule(ev, "the %s rules have no power failure clause", r.doc))
	}
	var s Step
	switch est := t.established(&s); {
	case est:
		s = t.withOutcome(s, NoticePlayContinues, r.c(r.powerEstablished), fmt.Sprintf("the outcome is established (%q is decided): play continues and the round is concluded", s.Witness))
	case r.electronic:
		t.state, t.coup.Void = StateVoid, TechnicalInterruption
		s = t.withOutcome(s, NoticeRoundVoid, r.c(r.powerNone), "no outcome is established: the round is void and every stake returned")
	default:
		o := t.offer(ev, ReasonPowerFailure, r.c(r.powerNone), true, t.continueState())
		o.Detail = "no outcome is established: " + o.Detail + "; the round is then concluded"
		o.Established = s.Established
		s = o
	}
	return s, nil
}

// TechnicalInterruption is PowerFailure under the electronic document's
// name (Electronic 5.9: a technical interruption, such as a power failure,
// that affects the continuation of the round).
func (t *Table) TechnicalInterruption() (Step, error) { return t.PowerFailure() }

// withOutcome completes a power failure's step whose Established and
// Witness are set.
func (t *Table) withOutcome(s Step, notice, clause, detail string) Step {
	s.Event, s.State, s.Notice, s.Clause, s.Detail = EventPowerFailure, t.state, notice, clause, detail
	return s
}

func (t *Table) continueState() TableState {
	if len(t.tokens) > 0 {
		return StateDealing
	}
	return StateBettingClosed
}

// TerminalFailure is a technical interruption of the Player Terminal at
// position (Electronic 5.10): the round continues. A wager the terminal
// had accepted stands (5.10.1); during the betting, the terminal accepts no
// more wagers, so its player takes no further part (5.10.2). Electronic
// games only.
func (t *Table) TerminalFailure(position int) (Step, error) {
	ev, r := EventTerminalFailure, t.rules
	switch t.state {
	case StateIdle, StateSettled, StateAwaitingChoices:
		return t.failed(ev, t.notInPlay(ev))
	}
	if r.terminal == "" {
		return t.failed(ev, t.noRule(ev, "the %s rules have no Player Terminals", r.doc))
	}
	if position < 1 {
		return t.failed(ev, t.refuse(ev, CodeInvalidPlayer, "", "position %d: positions start at 1", position))
	}
	if t.state == StateBettingOpen {
		if t.down == nil {
			t.down = map[int]bool{}
		}
		t.down[position] = true
		return t.step(ev, NoticeTerminalDown, r.c(r.terminalNotAccepted), "the terminal at position %d failed before the close: its accepted wagers stand, it accepts no more this round", position), nil
	}
	return t.step(ev, NoticePlayContinues, r.c(r.terminalAccepted), "the terminal at position %d failed after the close: its accepted wagers stand and the round is concluded", position), nil
}

// SimultaneousDraw reports that two or more cards were drawn at once. When
// their order can be determined they are reconstructed and dealt in that
// order (by the following deal events): a Tiger game first gives players
// the option to withdraw (Tiger 5.8, 5.8.1). When it cannot: during the
// initial deal (fewer than four cards dealt) the round is void (NCB and 6
// Star 5.3, Tiger 5.8.2.1); after it, a Tiger game's pit manager sets the
// order and each player may withdraw all their wagers or play on (5.8.2.2),
// an electronic round is void at any point (Electronic 5.8.1), and No
// Commission v6 and 6 Star have no rule (CodeNoRule).
func (t *Table) SimultaneousDraw(orderKnown bool) (Step, error) {
	ev, r := EventSimultaneousDraw, t.rules
	if t.state != StateBettingClosed && t.state != StateDealing {
		return t.failed(ev, t.notInPlay(ev))
	}
	initial := len(t.playing()) < 4
	void := func(clause string) (Step, error) {
		t.state, t.coup.Void = StateVoid, SimultaneousDraw
		return t.step(ev, NoticeRoundVoid, r.c(clause), "the order of the cards drawn together cannot be ascertained: the round is void and every stake returned"), nil
	}
	switch {
	case orderKnown && r.tiger:
		s := t.offer(ev, ReasonSimultaneousDraw, r.c(r.simKnownOption), false, t.continueState())
		s.Detail = "the cards drawn together will be reconstructed; first " + s.Detail
		return s, nil
	case orderKnown:
		clause := r.simKnown
		if clause == "" {
			clause = r.simUnknownInitial // NCB 5.3 voids only an unknown order
		}
		return t.step(ev, NoticeReconstructed, r.c(clause), "the cards drawn together are reconstructed in their order and play continues"), nil
	case initial || r.electronic:
		return void(r.simUnknownInitial)
	case r.tiger:
		s := t.offer(ev, ReasonSimultaneousDraw, r.c(r.simUnknown), true, t.continueState())
		s.Detail = "the pit manager determines the order of the cards; " + s.Detail + " or play to a conclusion"
		return s, nil
	}
	return t.failed(ev, t.noRule(ev, "the %s rules void a round for cards drawn together in an unknown order only during the initial deal (%s); %d cards have been dealt", r.doc, r.c(r.simUnknownInitial), len(t.playing())))
}

// Irregularity reports an irregularity of the cards during the round (see
// IrregularityKinds). An altered shoe order or a wrong number of cards that
// cannot be reconstructed voids the round; a face-up card, cards dealt in
// the wrong order (reconstructed) and misdelivered cards leave it to go on
// unchanged. A wrong number of cards may be noticed after the round's last
// card, before the next round (NCB 5.2); the others only while the round is
// being dealt. A kind the game's rules document has no clause for is
// refused (CodeNoRule).
func (t *Table) Irregularity(kind string) (Step, error) {
	ev, r := EventIrregularity, t.rules
	allowed := t.state == StateBettingClosed || t.state == StateDealing
	if kind == IrregularityIncorrectCardCount && t.state == StateComplete {
		allowed = true
	}
	if !allowed {
		return t.failed(ev, t.notInPlay(ev))
	}
	void := func(reason VoidReason, clause, detail string) (Step, error) {
		t.state, t.coup.Void = StateVoid, reason
		return t.step(ev, NoticeRoundVoid, r.c(clause), "%s: the round is void and every stake returned", detail), nil
	}
	goOn := func(notice, clause, detail string) (Step, error) {
		return t.step(ev, notice, r.c(clause), "%s", detail), nil
	}
	var clause string
	switch kind {
	case IrregularityOrderAltered:
		clause = r.orderAltered
	case IrregularityIncorrectCardCount:
		clause = r.wrongCount
	case IrregularityFaceUpCard:
		clause = r.faceUp
	case IrregularityWrongOrder:
		clause = r.wrongOrder
	case IrregularityMisdelivery:
		clause = r.misdeliver
	default:
		return t.failed(ev, t.refuse(ev, CodeUnknownEvent, "", "unknown irregularity kind %q (the kinds are %v)", kind, IrregularityKinds))
	}
	if clause == "" {
		return t.failed(ev, t.noRule(ev, "the %s rules have no clause for the irregularity %q", r.doc, kind))
	}
	if kind == IrregularityFaceUpCard && len(t.playing()) == 0 {
		// Tiger 5.6 and Electronic 5.6 speak of a card found face up once
		// the round's first card has been dealt.
		return t.failed(ev, t.noRule(ev, "a card found face up before the round's first card is dealt has no clause (%s applies once the first card is out)", r.c(clause)))
	}
	switch kind {
	case IrregularityOrderAltered:
		return void(OrderAltered, clause, "the order of the cards in the shoe was altered and cannot be reconstructed")
	case IrregularityIncorrectCardCount:
		return void(IncorrectCardCount, clause, "a hand was dealt an incorrect number of cards that cannot be reconstructed")
	case IrregularityFaceUpCard:
		return goOn(NoticePlayedAsFaceDown, clause, "the card found face up is played as if it were face down")
	case IrregularityWrongOrder:
		return goOn(NoticeReconstructed, clause, "the cards dealt in the wrong order are reconstructed and play continues")
	}
	return goOn(NoticeOutcomeStands, clause, "the cards misdelivered or exposed in error do not change the round: the outcome stands")
}

// DeviceReset reports that a dealer error required the electronic dealing
// device to be reset after "No more bets" (Tiger 5.9): players are given the
// option to withdraw their wagers, then betting reopens (the cards dealt
// before the reset are no part of the round) until a new "No more bets".
// Tiger games only.
func (t *Table) DeviceReset() (Step, error) {
	ev, r := EventDeviceReset, t.rules
	if t.state != StateBettingClosed && t.state != StateDealing {
		return t.failed(ev, t.notInPlay(ev))
	}
	if r.reset == "" {
		return t.failed(ev, t.noRule(ev, "the %s rules have no dealing device reset clause", r.doc))
	}
	return t.offer(ev, ReasonDeviceReset, r.c(r.reset), false, StateBettingOpen), nil
}

// PlayerChooses is a player's answer to a pending option: withdrawAll
// withdraws every wager the player still has; false plays on. Once every
// player has chosen, play goes on (Option.Then).
func (t *Table) PlayerChooses(player string, withdrawAll bool) (Step, error) {
	ev := EventChoose
	if t.state != StateAwaitingChoices {
		return t.failed(ev, t.refuse(ev, CodeNoOption, "", "no option to withdraw is pending"))
	}
	o := t.option
	if !slices.Contains(o.Pending, player) {
		return t.failed(ev, t.refuse(ev, CodeNoOption, o.Clause, "player %q has no pending option (pending: %s)", player, strings.Join(o.Pending, ", ")))
	}
	var s Step
	if withdrawAll {
		var n int
		var total int64
		for _, p := range append([]*placed(nil), t.wagers...) {
			if p.Player == player && !p.Withdrawn {
				n++
				total += p.Stake
				t.withdrawOnOption(p)
			}
		}
		s = t.step(ev, NoticeWithdrawn, o.Clause, "player %q withdrew all %d wagers (%d)", player, n, total)
	} else {
		s = t.step(ev, "", o.Clause, "player %q plays on", player)
	}
	for i, p := range o.Pending {
		if p == player {
			o.Pending = append(o.Pending[:i:i], o.Pending[i+1:]...)
			break
		}
	}
	s.Option = t.Option()
	if len(o.Pending) == 0 {
		t.resume(&s)
	}
	return s, nil
}

// Settle settles the complete or void round and returns its record in
// Step.Round. A void round returns every stake. Wagers withdrawn on an
// option are returned. On a Tiger table (interpretation 10): a wager over
// its maximum is settled as a wager of the maximum and the excess returned
// (5.15); a wager under its minimum is settled normally if it is its
// player's first to be won or lost, and returned unplayed otherwise, in this
// round or any later one (5.14). A push, a void round or a withdrawal does
// not use up the player's one under-minimum wager: it was neither paid nor
// collected. Earlier rounds stay settled (5.16).
func (t *Table) Settle() (Step, error) {
	ev, r := EventSettle, t.rules
	switch t.state {
	case StateComplete, StateVoid:
	case StateBettingOpen, StateBettingClosed, StateDealing:
		return t.failed(ev, t.refuse(ev, CodeRoundNotComplete, "", "the round is %s: it has no outcome yet", t.state))
	default:
		return t.failed(ev, t.notInPlay(ev))
	}
	coup := t.coup
	rec := RoundRecord{Round: t.round, Coup: coup}
	rec.LastOfShoe = t.cutOut // a device reset does not undo it
	unit := TableSettings{Rounding: t.cfg.Rounding}.unit()
	for _, p := range t.wagers {
		s := TableSettlement{Round: t.round, Player: p.Player, Position: p.Position, Wager: p.Wager, Stake: p.Stake}
		if p.LateWithdrawal {
			s.Notes = append(s.Notes, NoticeWithdrawalIgnored)
		}
		if p.Withdrawn {
			s.Disposition, s.Returned = WithdrawnOnOption, p.Stake
			s.Notes = append(s.Notes, p.reason)
			rec.Settlements = append(rec.Settlements, s)
			continue
		}
		played, under := p.Stake, false
		if r.tiger {
			lim := t.cfg.Limits.For(p.Wager)
			if lim.Max > 0 && played > lim.Max {
				played = lim.Max
				s.Notes = append(s.Notes, NoticeOverMaximum)
			}
			if lim.Min > 0 && p.Stake < lim.Min {
				under = true
				s.Notes = append(s.Notes, NoticeUnderMinimum)
				if coup.Void == NotVoid && t.underMinUsed[p.Player] {
					s.Disposition, s.Returned = ReturnedUnplayed, p.Stake
					rec.Settlements = append(rec.Settlements, s)
					continue
				}
			}
		}
		spec, _ := t.game.Wager(p.Wager)
		st := settleOne(spec, &coup, played, unit)
		s.Played, s.Result, s.Win, s.Bonus, s.Odds, s.Event, s.Clause = played, st.Result, st.Win, st.Bonus, st.Odds, st.Event, st.Clause
		s.Returned = st.Returned + p.Stake - played
		if under && (st.Result == Win || st.Result == Lose) {
			t.underMinUsed[p.Player] = true
		}
		rec.Settlements = append(rec.Settlements, s)
	}
	t.history = append(t.history, rec)
	t.state = StateSettled
	s := t.step(ev, "", r.c(r.settledStand), "round %d settled", t.round)
	if coup.Void != NotVoid {
		s.Detail += fmt.Sprintf(": void (%s), every stake returned", coup.Void)
	}
	rec = rec.clone()
	s.Round = &rec
	return s, nil
}
