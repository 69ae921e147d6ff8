package reference

import (
	"fmt"
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
	for _, player := range usedNow {
		t.underMinUsed[player] = true // from the next round on
	}
	t.history = append(t.history, rec)
	t.state = StateSettled
	s := t.step(ev, "", r.c(r.settledStand), "round %d settled", t.round)
	if holder := t.holder; t.deviceControlEnds(&rec) {
		s.Notice, s.Clause = NoticeDeviceControlEnds, r.c(r.method.loses)
		s.Detail += fmt.Sprintf("; a wager of %q, who controlled the dealing device, lost: their control ends", holder)
	}
	if coup.Void != NotVoid {
		s.Detail += fmt.Sprintf(": void (%s), every stake returned", coup.Void)
	}
	rec = rec.clone()
	s.Round = &rec
	return s, nil
}
