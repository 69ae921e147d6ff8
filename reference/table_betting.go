package reference

import (
	"fmt"
	"slices"
	"strings"
)

// This file is the betting window: "Place your bets", wagers placed,
// increased and withdrawn, and "No more bets" (rules 3.1, 3.2).

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
	t.receiving, t.diffAsked = [2]receiving{}, false
	t.state = StateBettingOpen
	return t.step(EventOpen, "", r.c(r.open), "round %d: place your bets", t.round), nil
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

// heldWager is the player's live wager w at position, or the refusal: no
// player or position given, or no such wager.
func (t *Table) heldWager(ev EventType, player string, position int, w WagerID) (*placed, *TableError) {
	if err := t.checkWho(ev, player, position); err != nil {
		return nil, err
	}
	if p := t.find(player, position, w); p != nil {
		return p, nil
	}
	return nil, t.refuse(ev, CodeNoSuchWager, "", "player %q has no %q wager at position %d", player, w, position)
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

// betRefusal refuses a stake or an increase (what) the table cannot take:
// betting is not open, or the player, position, wager, amount or terminal
// is not acceptable.
func (t *Table) betRefusal(ev EventType, player string, position int, w WagerID, what string, amount int64) *TableError {
	if err := t.bettingRefusal(ev); err != nil {
		return err
	}
	for _, err := range []*TableError{t.checkWho(ev, player, position), t.checkWager(ev, w), t.checkAmount(ev, what, amount), t.checkTerminal(ev, position)} {
		if err != nil {
			return err
		}
	}
	return nil
}

// Place places a wager of amount minor units on wager by player at position
// (rule 3.1; Tiger 3.5.1 and 3.6). Several players may wager in one playing
// area, at most MaxWagersPerArea of them (Tiger 3.7, Tiger NCB 3.6); a
// player has one wager per area and adds to it with Increase. Limits: see
// limitStep.
func (t *Table) Place(player string, position int, w WagerID, amount int64) (Step, error) {
	ev := EventPlace
	if err := t.betRefusal(ev, player, position, w, "stake", amount); err != nil {
		return t.failed(ev, err)
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
	if err := t.betRefusal(ev, player, position, w, "increase", amount); err != nil {
		return t.failed(ev, err)
	}
	p, err := t.heldWager(ev, player, position, w)
	if err != nil {
		return t.failed(ev, err)
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
// the option is all or nothing (Tiger 5.17.1, 5.8.2.2: CodeWithdrawAllOnly)
// and except a wager the cards dealt have already decided (CodeWagerDecided:
// not a "remaining" wager, 5.8.2.2; see markDecided).
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
	p, err := t.heldWager(ev, player, position, w)
	if err != nil {
		return t.failed(ev, err)
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
		if p.decided {
			return t.failed(ev, t.refuse(ev, CodeWagerDecided, o.Clause, "the %q wager of %d is already won or lost on the cards dealt: it is not one of the player's remaining wagers, and settles as decided", w, p.Stake))
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
	t.optionAnswered = true
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
// stays open until they have; when that is not enough the Pit Manager
// removes wagers (5.18.3, RemoveWager).
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
	if err := t.closeDifferential(ev); err != nil {
		return t.failed(ev, err)
	}
	t.diffAsked = false // the window is shut; a reset's new one asks afresh
	t.state = StateBettingClosed
	return t.step(ev, "", r.c(r.close), "no more bets"), nil
}
