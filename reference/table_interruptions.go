package reference

import (
	"fmt"
	"slices"
	"strings"
)

// This file is the interruptions of a round: options to withdraw, power
// failures, Player Terminal failures and dealing device resets.

// offer gives every player with a remaining wager the option to withdraw;
// then is the state once all have chosen. With no player to ask the option
// is moot: the step answers the event's ordinary continuation (mootNotice),
// not NoticeWithdrawOption, and play goes on at once.
func (t *Table) offer(ev EventType, reason, clause string, allOrNothing bool, then TableState) Step {
	t.markDecided(reason)
	o := &Option{Reason: reason, Clause: clause, AllOrNothing: allOrNothing, Then: then}
	for _, p := range t.wagers {
		if p.remaining() && !slices.Contains(o.Pending, p.Player) {
			o.Pending = append(o.Pending, p.Player)
		}
	}
	t.option, t.optionAnswered = o, false
	t.state = StateAwaitingChoices
	s := t.step(ev, NoticeWithdrawOption, clause, "players %s may withdraw %s", strings.Join(o.Pending, ", "), map[bool]string{true: "all their remaining wagers or none", false: "their remaining wagers"}[allOrNothing])
	s.Option = t.Option()
	if len(o.Pending) == 0 {
		s.Notice, s.Detail = mootNotice[reason], "no player holds a wager still to be decided, so nobody is asked"
		t.resume(&s)
	}
	return s
}

// markDecided marks the wagers the cards already dealt have won or lost
// whatever comes next, on the options of cards drawn together: Tiger
// 5.8.2.2 offers to withdraw only the "remaining" wagers, and a wager the
// cards have decided (the Tiger Pair once the first four cards are out,
// Tiger v2 3.14 / Tiger NCB 3.13) is no longer at stake, so 5.8.1's option,
// offered at the same moment for the same cards, cannot take it back
// either (5.5: it is won or lost on the outcome). "Decided" is the test of
// interpretation 11 applied to the one wager (ConclusiveWagers). The other
// options have nothing decided: a power failure offers one only when no
// wager is (5.17.1), the HLGA's cutting card comes before any card (3.22.1)
// and a device reset discards the cards dealt (5.9, interpretation 20).
func (t *Table) markDecided(reason string) {
	var decided []Conclusive
	if reason == ReasonSimultaneousDraw && len(t.wagers) > 0 {
		decided = ConclusiveWagersUnder(t.game, t.cfg.Decks, t.playing(), t.cfg.Readings)
	}
	for _, p := range t.wagers {
		p.decided = slices.ContainsFunc(decided, func(c Conclusive) bool { return c.Wager == p.Wager })
	}
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

// OptionMoot reports whether an event of type ev, answered with notice on
// g's table, is an option to withdraw that went to nobody (mootNotice):
// the rules give one at that event (a live Tiger table's cards drawn
// together, 5.8.1 and 5.8.2.2, and its power failure with no outcome
// established, 5.17.1), and no player held a wager still to be decided.
// established is the power failure's answer.
func OptionMoot(g *Game, ev EventType, notice string, established bool) bool {
	if r := tableRulesByDoc[g.Document]; r == nil || !r.tiger {
		return false
	}
	switch ev {
	case EventSimultaneousDraw:
		return notice == mootNotice[ReasonSimultaneousDraw]
	case EventPowerFailure:
		return notice == mootNotice[ReasonPowerFailure] && !established
	}
	return false
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
		t.receiving = [2]receiving{} // the cards passed are no part of the round
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
	if err := t.interruptionRefusal(ev, r.powerNone, "power failure clause"); err != nil {
		return t.failed(ev, err)
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

func (t *Table) checkTerminal(ev EventType, position int) *TableError {
	if t.down[position] {
		r := t.rules
		return t.refuse(ev, CodeTerminalDown, r.c(r.terminalNotAccepted), "the Player Terminal at position %d has failed: it accepts no wager this round", position)
	}
	return nil
}

// DeviceReset reports that a dealer error required the electronic dealing
// device to be reset after "No more bets" (Tiger 5.9): players are given the
// option to withdraw their wagers, then betting reopens (the cards dealt
// before the reset are no part of the round) until a new "No more bets".
// Tiger games only.
func (t *Table) DeviceReset() (Step, error) {
	ev, r := EventDeviceReset, t.rules
	if err := t.interruptionRefusal(ev, r.reset, "dealing device reset clause"); err != nil {
		return t.failed(ev, err)
	}
	return t.offer(ev, ReasonDeviceReset, r.c(r.reset), false, StateBettingOpen), nil
}

// PlayerChooses is a player's answer to a pending option: withdrawAll
// withdraws every remaining wager of the player (Tiger 5.8.2.2, 5.17.1: a
// wager the cards have decided stays, markDecided); false plays on. Once every
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
	t.optionAnswered = true
	var s Step
	if withdrawAll {
		var n, kept int
		var total int64
		for _, p := range append([]*placed(nil), t.wagers...) {
			switch {
			case p.Player != player || p.Withdrawn:
			case p.decided:
				kept++ // not a remaining wager: it settles as decided
			default:
				n++
				total += p.Stake
				t.withdrawOnOption(p)
			}
		}
		s = t.step(ev, NoticeWithdrawn, o.Clause, "player %q withdrew all %d remaining wagers (%d)", player, n, total)
		if kept > 0 {
			s.Detail += fmt.Sprintf("; %d already decided by the cards dealt stand and settle as decided", kept)
		}
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

// interruptionRefusal refuses an interruption of a round outside its
// dealing, or under rules with no clause for it.
func (t *Table) interruptionRefusal(ev EventType, clause, what string) *TableError {
	if t.state != StateBettingClosed && t.state != StateDealing {
		return t.notInPlay(ev)
	}
	if clause == "" {
		return t.noRule(ev, "the %s rules have no %s", t.rules.doc, what)
	}
	return nil
}
