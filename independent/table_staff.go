package independent

import (
	"fmt"

	"github.com/bacctk/bacctk/adapter"
)

// This file is what the table's staff do when a player cannot: the Dealer
// exposes the hand of an absent card handler (docs/table.md 4.14, Tiger
// 5.10), and the Pit Manager removes wagers the players' own changes left
// over the table differential (docs/table.md 4.5, Tiger 5.18.3).

// The codes and notices of the staff's events (docs/table.md 5).
const (
	cRemovalNotNeeded = "removal-not-needed"
	cNotDecreaseSide  = "not-decrease-side"
	nDealerExposes    = "dealer-exposes"
	nWagerRemoved     = "wager-removed"
)

// handlerAbsent: the player holding a hand's cards is not there; the
// Dealer exposes them. Its checks are refuse-cards'.
func (t *table) handlerAbsent(ev adapter.TableEvent) adapter.TableStep {
	if t.f.absentAsRefusal {
		return t.refuseCards(ev) // planted defect
	}
	h, r := t.heldBy(ev)
	if r != nil {
		return *r
	}
	h.holder = "" // with the Dealer: nobody can refuse or lose them now
	return t.accept(nDealerExposes, t.d.cl("5.10"), "the Dealer exposes the hand")
}

// heldBy checks what refusing the cards and being absent from them share
// (docs/table.md 4.14): the method, the hand, the state, then that the
// event's player holds the hand's cards.
func (t *table) heldBy(ev adapter.TableEvent) (*handCards, *adapter.TableStep) {
	i, r := t.cardsRefusal(ev.Wager)
	if r != nil {
		return nil, r
	}
	h := &t.hands[i]
	if h.holder == "" || h.holder != ev.Player {
		s := t.refuse(cNotReceiver, "", fmt.Sprintf("%q does not hold the %s cards", ev.Player, ev.Wager))
		return nil, &s
	}
	return h, nil
}

// removeWager: the Pit Manager takes a wager off, whole, once the players
// were asked (a close refused for the differential in this window), from
// the side with the higher total, while the differential is exceeded.
func (t *table) removeWager(ev adapter.TableEvent) adapter.TableStep {
	if t.d.rules != rulesTiger {
		return t.refuse(cNoRule, "", "this document has no table differential")
	}
	if t.f.removalAsWithdrawal {
		return t.withdraw(adapter.TableEvent{Type: adapter.TableWithdraw, Player: ev.Player, Position: ev.Position, Wager: ev.Wager}) // planted defect
	}
	if r := t.windowRefusal(); r != nil {
		return *r
	}
	w, r := t.heldWager(ev)
	if r != nil {
		return *r
	}
	clause := t.d.cl("5.18.3")
	p, b := t.sides()
	high, over := wPlayer, p-b-t.cfg.Differential
	if b > p {
		high, over = wBanker, b-p-t.cfg.Differential
	}
	switch {
	case !t.asked || t.cfg.Differential <= 0 || over <= 0:
		return t.refuse(cRemovalNotNeeded, clause, "the players have not been asked, or the differential is met")
	case w.wager != high:
		return t.refuse(cNotDecreaseSide, clause, "the wager is not on the side with the higher total")
	}
	t.remove(w)
	t.keepRemoved(w.wager, w.stake)
	return t.accept(nWagerRemoved, clause, "the Pit Manager removes the wager")
}

// sides are the Player and Banker totals the differential compares: the
// stakes as they stand, a wager withdrawn on an option left out.
func (t *table) sides() (p, b int64) {
	for _, w := range t.wagers {
		if w.withdraw != "" {
			continue
		}
		switch w.wager {
		case wPlayer:
			p += w.stake
		case wBanker:
			b += w.stake
		}
	}
	return p + t.removed[wPlayer], b + t.removed[wBanker] // the removed amounts: empty unless a planted defect
}
