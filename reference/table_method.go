package reference

import (
	"fmt"
	"slices"
)

// This file is the card-handling methods of the Tiger documents (Tiger v2
// 3.9 to 3.12, Tiger NCB v5 3.8 to 3.11): under Method A, who is passed the
// cards of each hand; under Method C, who controls the dealing device. The
// method never changes the cards or the result; what the rules make
// computable is who handles them: the Players with the highest wagers on
// each hand, in a fixed order of refusals, and the device holder until they
// relinquish it or their wager loses.

// The card-handling methods (TableConfig.Method; Tiger v2 3.9, Tiger NCB v5
// 3.8). "" is a table whose method is not declared: the events of card
// handling are refused there.
const (
	// MethodA: the dealer deals and passes each hand face down to the
	// Players with the highest wagers on it (Tiger v2 3.10, NCB v5 3.9).
	MethodA = "A"
	// MethodB: the dealer alone handles the cards (Tiger v2 3.11, NCB v5
	// 3.10).
	MethodB = "B"
	// MethodC: a Player draws the cards from a card-reading dealing device
	// (Tiger v2 3.12, NCB v5 3.11); HLGA only (3.9.2 / 3.8.2).
	MethodC = "C"
)

// Methods lists the card-handling methods.
var Methods = []string{MethodA, MethodB, MethodC}

// methodRules are a Tiger document's clauses of card handling; the zero
// value is a document without them.
type methodRules struct {
	methods, dealerKeeps, choice                   string // 3.9, 3.9.1, 3.9.2
	passHighest, passNext, passFirst, passPit, ccw string // 3.10.2 to 3.10.5
	dealerOnly                                     string // 3.11.2
	hold, relinquish, loses                        string // 3.12.8, .1, .2
	noWager                                        string // 3.12.2
}

// tigerMethodRules numbers the clauses from the document's methods clause:
// 9 on Tiger v2 (3.9 to 3.12), 8 on Tiger NCB v5 (3.8 to 3.11).
func tigerMethodRules(base int) methodRules {
	c := func(offset int, rest string) string { return fmt.Sprintf("3.%d%s", base+offset, rest) }
	return methodRules{
		methods: c(0, ""), dealerKeeps: c(0, ".1"), choice: c(0, ".2"),
		passHighest: c(1, ".2"), passNext: c(1, ".3"), passFirst: c(1, ".4"), passPit: c(1, ".4.1"), ccw: c(1, ".5"),
		dealerOnly: c(2, ".2"),
		hold:       c(3, ".8"), relinquish: c(3, ".8.1"), loses: c(3, ".8.2"), noWager: c(3, ".2"),
	}
}

// The notices of card handling (Step.Notice).
const (
	// NoticeCardsPassed: the hand's cards are passed face down to
	// Step.Receiver (Tiger v2 3.10.2 to 3.10.5, NCB v5 3.9.2 to 3.9.5).
	NoticeCardsPassed = "cards-passed"
	// NoticePitSupervisorDiscretion: no Player is left to receive the
	// hand's cards under the rules: the Pit Supervisor chooses (Tiger v2
	// 3.10.4.1, NCB v5 3.9.4.1).
	NoticePitSupervisorDiscretion = "pit-supervisor-discretion"
	// NoticeDeviceTaken: a Player accepts the dealing device (Tiger v2
	// 3.12.8, NCB v5 3.11.8).
	NoticeDeviceTaken = "device-taken"
	// NoticeDeviceRelinquished: the holder gives the device up (3.12.8.1,
	// 3.11.8.1).
	NoticeDeviceRelinquished = "device-relinquished"
	// NoticeDeviceControlEnds: on the settlement, the holder's wager lost:
	// their control of the device ends (3.12.8.2, 3.11.8.2;
	// interpretation 32).
	NoticeDeviceControlEnds = "device-control-ends"
)

// The refusals of card handling.
const (
	// CodeWrongMethod: an event of card handling the table's method does
	// not have: cards passed to Players under Method B (3.11.2) or C, the
	// device taken under Method A or B (3.9.1), or either on a table with
	// no method declared (3.9).
	CodeWrongMethod = "wrong-method"
	// CodeNotAHand: cards passed for something other than the "player" or
	// "banker" hand.
	CodeNotAHand = "not-a-hand"
	// CodeCardsAlreadyPassed: the hand's cards were passed already; a
	// refusal moves them on.
	CodeCardsAlreadyPassed = "cards-already-passed"
	// CodeNotReceiver: a Player refuses cards they were not passed.
	CodeNotReceiver = "not-receiver"
	// CodeDeviceHeld: a Player takes a dealing device another holds (or
	// they hold already).
	CodeDeviceHeld = "device-held"
	// CodeNotHolder: a Player relinquishes a device they do not hold.
	CodeNotHolder = "not-holder"
	// CodeNoCards: the hand's cards are passed before any card is dealt.
	CodeNoCards = "no-cards"
)

// receiving is who holds, or has refused, one hand's cards in this round.
type receiving struct {
	passed   bool
	receiver string   // "" once the Pit Supervisor decides
	refused  []string // in the order they refused
	// heldPos and heldAmt are the position of the receiver's first wager
	// on the hand and the amount they had wagered on it when passed the
	// cards: where a refusal's counter-clockwise move starts and the
	// amount it matches (3.10.5, interpretations 31 and 33), even when the
	// receiver has withdrawn since (5.17.1's option comes between the deal
	// and the refusal).
	heldPos int
	heldAmt int64
}

// hands lists the hands whose cards are passed, as wager ids.
var hands = []WagerID{"player", "banker"}

// checkMethod refuses a card-handling event while an option is pending
// (as every event but a choice), on a document without methods (no-rule),
// and under another method than want.
func (t *Table) checkMethod(ev EventType, want string) *TableError {
	r, m := t.rules, t.rules.method
	if t.state == StateAwaitingChoices {
		return t.awaiting(ev)
	}
	if m.methods == "" {
		return t.refuse(ev, CodeNoRule, "", "the %s rules have no card-handling methods", t.rules.doc)
	}
	if t.cfg.Method == want {
		return nil
	}
	clause := m.methods
	switch {
	case t.cfg.Method == MethodB && want == MethodA:
		clause = m.dealerOnly
	case t.cfg.Method != "" && want == MethodC:
		clause = m.dealerKeeps
	}
	method := t.cfg.Method
	if method == "" {
		method = "not declared"
	}
	return t.refuse(ev, CodeWrongMethod, r.c(clause), "the table's card-handling method is %s; this event belongs to Method %s", method, want)
}

// PassCards passes the cards of hand ("player" or "banker") face down to
// the Player with the highest wager on it (Method A: Tiger v2 3.10.2, NCB
// v5 3.9.2), the first placed of equal highest wagers (3.10.4, 3.9.4), or,
// when no Player has a wager on the hand, leaves the choice to the Pit
// Supervisor (3.10.4.1, 3.9.4.1). The cards are passed once a card of the
// round is out.
func (t *Table) PassCards(hand WagerID) (Step, error) {
	ev := EventPassCards
	rc, err := t.handCards(ev, hand)
	if err != nil {
		return t.failed(ev, err)
	}
	if rc.passed {
		return t.failed(ev, t.refuse(ev, CodeCardsAlreadyPassed, "", "the %s cards were passed already (to %q); a refusal passes them on", hand, rc.receiver))
	}
	rc.passed = true
	return t.passTo(ev, hand, rc), nil
}

// handCards checks what passing and refusing a hand's cards share (the
// method, the hand, the state) and returns who holds that hand's cards.
func (t *Table) handCards(ev EventType, hand WagerID) (*receiving, *TableError) {
	if err := t.checkMethod(ev, MethodA); err != nil {
		return nil, err
	}
	i := slices.Index(hands, hand)
	if i < 0 {
		return nil, t.refuse(ev, CodeNotAHand, "", "cards are passed for the \"player\" or the \"banker\" hand, not %q", hand)
	}
	if err := t.handlingRefusal(ev); err != nil {
		return nil, err
	}
	return &t.receiving[i], nil
}

// RefuseCards: player refuses the cards of hand they were passed; the cards
// go to the next equal highest wager counter-clockwise (3.10.5, 3.9.5;
// interpretation 31) from the wager the refuser was passed them for, else
// to the next highest amount (3.10.3, 3.9.3), else to the Pit Supervisor's
// choice (3.10.4.1, 3.9.4.1).
func (t *Table) RefuseCards(player string, hand WagerID) (Step, error) {
	ev := EventRefuseCards
	rc, err := t.handCards(ev, hand)
	if err != nil {
		return t.failed(ev, err)
	}
	if rc.receiver == "" || rc.receiver != player { // "" before the cards are passed, and after the Pit Supervisor's choice
		return t.failed(ev, t.refuse(ev, CodeNotReceiver, "", "player %q was not passed the %s cards", player, hand))
	}
	rc.refused = append(rc.refused, player)
	return t.passTo(ev, hand, rc), nil
}

// handlingRefusal refuses the cards' handling where there are no cards in
// play to pass.
func (t *Table) handlingRefusal(ev EventType) *TableError {
	switch t.state {
	case StateDealing, StateComplete:
		return nil
	case StateBettingClosed:
		return t.refuse(ev, CodeNoCards, "", "no card of the round has been dealt")
	}
	return t.notInPlay(ev)
}

// passTo chooses the receiver of hand's cards among the Players with a
// live wager on it who have not refused them, by the amount each has
// wagered on it (interpretation 33).
func (t *Table) passTo(ev EventType, hand WagerID, rc *receiving) Step {
	m := t.rules.method
	cands := t.bettors(hand, rc.refused)
	if len(cands) == 0 {
		rc.receiver = ""
		return t.step(ev, NoticePitSupervisorDiscretion, t.rules.c(m.passPit), "no Player with a wager on %s is left to receive its cards: the Pit Supervisor chooses", hand)
	}
	top := cands[0].amount
	for _, b := range cands {
		top = max(top, b.amount)
	}
	var equal []bettor // in the order of their first wager on the hand
	for _, b := range cands {
		if b.amount == top {
			equal = append(equal, b)
		}
	}
	pick, clause := equal[0], m.passHighest
	switch {
	case len(rc.refused) > 0 && rc.heldAmt == top:
		// 3.10.5: the next equal highest amount moving counter-clockwise
		// from the Player who refused (interpretation 31).
		for _, b := range equal[1:] {
			if t.ccwDistance(rc.heldPos, b) < t.ccwDistance(rc.heldPos, pick) {
				pick = b
			}
		}
		clause = m.ccw
	case len(rc.refused) > 0:
		clause = m.passNext
		if len(equal) > 1 {
			clause = m.passFirst
		}
	case len(equal) > 1:
		clause = m.passFirst
	}
	rc.receiver, rc.heldPos, rc.heldAmt = pick.player, pick.positions[0], pick.amount
	s := t.step(ev, NoticeCardsPassed, t.rules.c(clause), "the %s cards are passed face down to %q (%d wagered on it, at positions %v)", hand, pick.player, pick.amount, pick.positions)
	s.Receiver = pick.player
	return s
}

// TakeDevice: player accepts the dealing device under Method C (Tiger v2
// 3.12.8, NCB v5 3.11.8). The device changes hands between rounds, before
// the round's first card. A Player with no valid wager in the round (none
// is placed before the round opens) may take it only with the Assistant
// Casino Manager's permission (3.12.2, 3.11.2): permitted.
func (t *Table) TakeDevice(player string, permitted bool) (Step, error) {
	ev := EventTakeDevice
	m := t.rules.method
	if err := t.deviceRefusal(ev, player); err != nil {
		return t.failed(ev, err)
	}
	if t.holder != "" {
		return t.failed(ev, t.refuse(ev, CodeDeviceHeld, t.rules.c(m.hold), "player %q controls the dealing device", t.holder))
	}
	clause := m.hold
	if !t.hasValidWager(player) {
		if !permitted {
			return t.failed(ev, t.refuse(ev, CodeNoValidWager, t.rules.c(m.noWager), "player %q has no valid wager in this round: only the Assistant Casino Manager may permit them to draw the cards", player))
		}
		clause = m.noWager
	}
	t.holder = player
	return t.step(ev, NoticeDeviceTaken, t.rules.c(clause), "player %q controls the dealing device", player), nil
}

// RelinquishDevice: the holder gives up the dealing device (Tiger v2
// 3.12.8.1, NCB v5 3.11.8.1).
func (t *Table) RelinquishDevice(player string) (Step, error) {
	ev := EventRelinquishDevice
	if err := t.deviceRefusal(ev, player); err != nil {
		return t.failed(ev, err)
	}
	if t.holder != player {
		return t.failed(ev, t.refuse(ev, CodeNotHolder, "", "player %q does not control the dealing device", player))
	}
	t.holder = ""
	return t.step(ev, NoticeDeviceRelinquished, t.rules.c(t.rules.method.relinquish), "player %q relinquishes the dealing device", player), nil
}

func (t *Table) deviceRefusal(ev EventType, player string) *TableError {
	if err := t.checkMethod(ev, MethodC); err != nil {
		return err
	}
	if player == "" {
		return t.refuse(ev, CodeInvalidPlayer, "", "the dealing device is held by a player: the player id is empty")
	}
	switch t.state {
	case StateIdle, StateSettled, StateBettingOpen, StateBettingClosed:
		return nil
	}
	return t.refuse(ev, CodeRoundInProgress, "", "the round is %s: the dealing device changes hands before a round's first card", t.state)
}

// deviceControlEnds ends the holder's control when a wager of theirs on
// the Player or Banker hand lost in the settled round (Tiger v2 3.12.8.2,
// NCB v5 3.11.8.2; interpretation 32).
func (t *Table) deviceControlEnds(rec *RoundRecord) bool {
	if t.holder == "" {
		return false
	}
	for _, s := range rec.Settlements {
		onHand := slices.Contains(hands, s.Wager) || t.cfg.Readings.DeviceLostOnAnyWager // reading 32=any-wager
		if s.Player == t.holder && onHand && s.Disposition == Played && s.Result == Lose {
			t.holder = ""
			return true
		}
	}
	return false
}

// Receiver returns who holds the cards of hand in this round under Method
// A: "" before they are passed and once the Pit Supervisor decides.
func (t *Table) Receiver(hand WagerID) string {
	if i := slices.Index(hands, hand); i >= 0 {
		return t.receiving[i].receiver
	}
	return ""
}

// DeviceHolder returns who controls the dealing device under Method C, or
// "".
func (t *Table) DeviceHolder() string { return t.holder }

// Passed reports whether the cards of hand have been passed in this round
// (Method A).
func (t *Table) Passed(hand WagerID) bool {
	i := slices.Index(hands, hand)
	return i >= 0 && t.receiving[i].passed
}

// HandOver puts hand's cards with player, as an engine under judgement
// passed them where the rules chose another Player: a judge re-syncs the
// rules to the engine's own receiver so that the refusals after it (Tiger
// v2 3.10.5, NCB v5 3.9.5) are judged from where the engine had the
// cards, and its first mistake (3.10.4, 3.9.4) does not hide a second.
// It is not an event of the rules. False, and nothing changed, when the
// hand's cards have not been passed or player has no live wager on it.
func (t *Table) HandOver(hand WagerID, player string) bool {
	i := slices.Index(hands, hand)
	if i < 0 || !t.receiving[i].passed {
		return false
	}
	var held *bettor
	for _, b := range t.bettors(hand, nil) {
		if b.player == player && (held == nil || b.amount > held.amount) {
			held = &b
		}
	}
	if held == nil {
		return false
	}
	rc := &t.receiving[i]
	rc.receiver, rc.heldPos, rc.heldAmt = player, held.positions[0], held.amount
	return true
}
