package reference

// This file is the table differential's last resort (Tiger v2 and Tiger
// NCB v5 5.18.3): when the players' decreases and increases (5.18.1,
// 5.18.2) do not meet the differential, the Pit Manager determines the
// wagers that are removed. It is the Pit Manager's act, not a player's
// withdrawal, so the table holds it to what the clause says: it comes after
// the players were asked (a close refused for the differential), it takes
// only wagers on the side asked to decrease, and only while the
// differential is still exceeded.

// EventRemoveWager: the Pit Manager removes a wager (Tiger 5.18.3).
const EventRemoveWager EventType = "remove-wager"

// NoticeWagerRemoved: the Pit Manager removed the wager, whole: it leaves
// the round, neither won nor lost (Tiger 5.18.3).
const NoticeWagerRemoved = "wager-removed"

// The refusals of the Pit Manager's removal.
const (
	// CodeRemovalNotNeeded: a removal before the players were asked to
	// change their wagers (no close refused for the differential since
	// betting opened), or once the totals meet the differential: 5.18.3
	// removes wagers only where the players' changes "are insufficient".
	CodeRemovalNotNeeded = "removal-not-needed"
	// CodeNotDecreaseSide: a removal of a wager that is not on the side
	// with the higher total, which cannot bring the totals nearer.
	CodeNotDecreaseSide = "not-decrease-side"
)

// differential returns the totals against the table's limit, or nil when
// there is no limit or the totals meet it. A wager withdrawn on an option
// no longer counts.
func (t *Table) differential() *Differential {
	lim := t.cfg.Differential
	if lim <= 0 {
		return nil
	}
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
	if diff <= lim {
		return nil
	}
	return &Differential{Limit: lim, PlayerTotal: pt, BankerTotal: bt, Decrease: high, MayIncrease: low, Excess: diff - lim}
}

// RemoveWager is the Pit Manager's removal of player's wager on w at
// position, whole (Tiger 5.18.3). The order of the checks: a pending
// option, the document (no-rule without a table differential clause), the
// betting window, the player and position, the wager, then the clause's
// own conditions: a close refused for the differential since betting
// opened and the differential still exceeded (removal-not-needed), the
// wager on the side asked to decrease (not-decrease-side).
func (t *Table) RemoveWager(player string, position int, w WagerID) (Step, error) {
	ev, r := EventRemoveWager, t.rules
	if t.state == StateAwaitingChoices {
		return t.failed(ev, t.awaiting(ev))
	}
	if r.diffDef == "" {
		return t.failed(ev, t.refuse(ev, CodeNoRule, "", "the %s rules have no table differential, so no removal of wagers by the Pit Manager", r.doc))
	}
	if err := t.bettingRefusal(ev); err != nil {
		return t.failed(ev, err)
	}
	p, err := t.heldWager(ev, player, position, w)
	if err != nil {
		return t.failed(ev, err)
	}
	removal := r.c(r.diffRemove)
	d := t.differential()
	switch {
	case !t.diffAsked:
		return t.failed(ev, t.refuse(ev, CodeRemovalNotNeeded, removal, "no close has been refused for the table differential since betting opened: the players are asked to decrease or increase first (%s, %s)", r.c(r.diffDecrease), r.c(r.diffIncrease)))
	case d == nil:
		return t.failed(ev, t.refuse(ev, CodeRemovalNotNeeded, removal, "the totals already meet the table differential %d: no wager need be removed", t.cfg.Differential))
	case p.Wager != d.Decrease:
		return t.failed(ev, t.refuse(ev, CodeNotDecreaseSide, removal, "the %q wager is not on %q, the side with the higher total: removing it widens the difference", w, d.Decrease))
	}
	t.remove(p)
	return t.step(ev, NoticeWagerRemoved, removal, "the Pit Manager removes player %q's %q wager of %d at position %d: it takes no part in the round", player, w, p.Stake, position), nil
}

// closeDifferential refuses the close while the differential is exceeded
// (5.18.1), and records that the players have been asked to change their
// wagers: the Pit Manager may remove wagers from then on (5.18.3).
func (t *Table) closeDifferential(ev EventType) *TableError {
	r := t.rules
	d := t.differential()
	if d == nil {
		return nil
	}
	t.diffAsked = true
	diff := d.Excess + d.Limit
	err := t.refuse(ev, CodeDifferentialExceeded, r.c(r.diffDecrease),
		"Player %d against Banker %d differ by %d, over the table differential %d by %d: wagers on %q must decrease (%s), wagers on %q may increase (%s)",
		d.PlayerTotal, d.BankerTotal, diff, d.Limit, d.Excess, d.Decrease, r.c(r.diffDecrease), d.MayIncrease, r.c(r.diffIncrease))
	err.Differential = d
	return err
}
