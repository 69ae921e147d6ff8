package reference

import (
	"fmt"
	"maps"
	"slices"
)

// This file is the settlement of a round at the table.

// Settle settles the complete or void round and returns its record in
// Step.Round. A void round returns every stake. Wagers withdrawn on an
// option are returned. On a Tiger table (interpretation 10): a wager over
// its maximum is settled as a wager of the maximum and the excess returned
// (5.15); a wager under its minimum is settled normally until its player
// has had one paid or collected, and returned unplayed in every later
// round (5.14: "All future wagers ... shall be returned"; interpretation
// 19). The player's under-minimum wagers of one round are settled alike:
// "future" wagers are those of later rounds, so the round in which the
// player's first is paid or collected pays or collects them all. A push, a
// void round or a withdrawal does not use up the player's one
// under-minimum wager: it was neither paid nor collected. Earlier rounds
// stay settled (5.16). Under reading 19=same-round, the wagers placed after
// the one paid or collected are returned in its round too.
func (t *Table) Settle() (Step, error) {
	ev := EventSettle
	switch t.state {
	case StateComplete, StateVoid:
	case StateBettingOpen, StateBettingClosed, StateDealing:
		return t.failed(ev, t.refuse(ev, CodeRoundNotComplete, "", "the round is %s: it has no outcome yet", t.state))
	default:
		return t.failed(ev, t.notInPlay(ev))
	}
	return t.settleOn(t.coup), nil
}

// settleOn settles the round's wagers on coup (Settle).
func (t *Table) settleOn(coup Coup) Step {
	r := t.rules
	rec := RoundRecord{Round: t.round, Coup: coup}
	rec.LastOfShoe = t.cutOut // a device reset does not undo it
	unit := TableSettings{Rounding: t.cfg.Rounding}.unit()
	facts := FactsOf(&coup)
	facts.Readings = t.cfg.Readings
	var usedNow []string // players whose under-minimum wager this round paid or collected
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
				// Under reading 19=same-round the round's earlier
				// under-minimum wager paid or collected returns it too.
				sameRound := t.cfg.Readings.UnderMinSameRound && slices.Contains(usedNow, p.Player)
				if coup.Void == NotVoid && (t.underMinUsed[p.Player] || sameRound) {
					s.Disposition, s.Returned = ReturnedUnplayed, p.Stake
					rec.Settlements = append(rec.Settlements, s)
					continue
				}
			}
		}
		spec, _ := t.game.Wager(p.Wager)
		st := settleGiven(spec, &coup, &facts, played, unit)
		s.Played, s.Result, s.Win, s.Bonus, s.Odds, s.Event, s.Clause = played, st.Result, st.Win, st.Bonus, st.Odds, st.Event, st.Clause
		s.Returned = st.Returned + p.Stake - played
		if under && (st.Result == Win || st.Result == Lose) {
			usedNow = append(usedNow, p.Player)
		}
		rec.Settlements = append(rec.Settlements, s)
	}
	t.leftBefore = &roundLeft{used: maps.Clone(t.underMinUsed), holder: t.holder}
	t.useUnderMinimum(rec.Settlements) // from the next round on
	t.history = append(t.history, rec)
	t.state = StateSettled
	s := t.settledStep(&rec)
	if coup.Void != NotVoid {
		s.Detail += fmt.Sprintf(": void (%s), every stake returned", coup.Void)
	}
	rec = rec.clone()
	s.Round = &rec
	return s
}

// roundLeft is what a settled round leaves on the table for the rounds
// after it, as it was before the round: the players whose one
// under-minimum wager has been paid or collected (5.14) and who controls
// the dealing device (Method C).
type roundLeft struct {
	used   map[string]bool
	holder string
}

// useUnderMinimum marks the players whose one under-minimum wager
// settlements paid or collected (5.14): their under-minimum wagers of
// later rounds are returned. A push, a void round or a withdrawal does not
// use it up.
func (t *Table) useUnderMinimum(settlements []TableSettlement) {
	for _, s := range settlements {
		if s.Disposition == Played && (s.Result == Win || s.Result == Lose) && slices.Contains(s.Notes, NoticeUnderMinimum) {
			t.underMinUsed[s.Player] = true
		}
	}
}

// unsettle puts back what the table held for later rounds before the last
// settlement (Resettle, ResettleOn): false, and nothing changed, when no
// settlement has been made since it was last put back.
func (t *Table) unsettle() bool {
	if t.state != StateSettled || t.leftBefore == nil {
		return false
	}
	t.underMinUsed, t.holder = t.leftBefore.used, t.leftBefore.holder
	t.leftBefore = nil
	return true
}

// settledStep is the settlement's step for the round's record rec: the
// round settled and, when a wager of the device holder's on a hand lost,
// the end of their control (Tiger v2 3.12.8.2, NCB v5 3.11.8.2).
func (t *Table) settledStep(rec *RoundRecord) Step {
	r := t.rules
	s := t.step(EventSettle, "", r.c(r.settledStand), "round %d settled", t.round)
	if holder := t.holder; t.deviceControlEnds(rec) {
		s.Notice, s.Clause = NoticeDeviceControlEnds, r.c(r.method.loses)
		s.Detail += fmt.Sprintf("; a wager of %q, who controlled the dealing device, lost: their control ends", holder)
	}
	return s
}

// Resettle makes what the round just settled leaves for the rounds after
// it (the players whose one under-minimum wager it paid or collected,
// Tiger 5.14; the end of the device holder's control, Tiger v2 3.12.8.2,
// NCB v5 3.11.8.2) that of settlements, another settlement of the round's
// wagers, and returns the settlement's step as the rules answer it on
// them: a judge follows an engine whose deal or pay table settled the
// round otherwise, so that the rounds after it, and what its own outcome
// asks of the settlement, are judged on the table that outcome left, and
// its first mistake does not hide a second. It is not an event of the
// rules, and is called right after Settle, before any other event. False,
// and nothing changed, when no settlement has been made since it was last
// called.
func (t *Table) Resettle(settlements []TableSettlement) (Step, bool) {
	if !t.unsettle() {
		return Step{}, false
	}
	t.useUnderMinimum(settlements)
	return t.settledStep(&RoundRecord{Round: t.round, Settlements: settlements}), true
}

// ResettleOn settles the round just settled again on another deal of it:
// the hands player and banker (an engine's record of the round, dealt in
// another order or by another Table of Play) and void, as the rules settle
// the table's wagers on those hands, and returns the settlement's step
// with its record (Step.Round). What the round leaves for the rounds after
// it is then that settlement's (Resettle). A judge follows an engine whose
// deal left the rules, so that its settlement of its own hands (a limit,
// a withdrawal, the pay table) and the rounds after it are judged on them.
// It is not an event of the rules, and is called right after Settle,
// before any other event. False, and nothing changed, when no settlement
// has been made since Resettle or ResettleOn was last called, or a hand
// holds more than three cards.
func (t *Table) ResettleOn(player, banker []Card, void VoidReason) (Step, bool) {
	if len(player) > 3 || len(banker) > 3 || len(t.history) == 0 || !t.unsettle() {
		return Step{}, false
	}
	coup := t.coup
	coup.Player, coup.Banker, coup.Void, coup.VoidAt = Hand{}, Hand{}, void, 0
	coup.Player.N, coup.Banker.N = uint8(copy(coup.Player.Cards[:], player)), uint8(copy(coup.Banker.Cards[:], banker))
	t.history = t.history[:len(t.history)-1]
	s := t.settleOn(coup)
	t.leftBefore = nil
	return s, true
}
