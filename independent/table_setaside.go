package independent

import "github.com/bacctk/bacctk/adapter"

// This file is the planted defect setAsideSwapped alone: after a player
// leaves with the initial four cards, the two cards set aside (Tiger
// 5.11.1, docs/table.md 4.12), dealt one after the other, are taken in the
// other order than drawn when the round needs both. The clean engine deals
// them as any other cards, in drawn order, and never comes here.

// swap is the defect's state within a round: armed after the irregularity,
// holding the first card set aside until the second comes.
type swap struct {
	armed bool
	held  *token
}

// setAside deals tk under the defect; false when the defect has nothing to
// do with it (the clean deal goes on). The first card is held back when the
// round needs another after it; the second is dealt first, then the held
// one if the Table of Play still wants a card. A round the first card
// completes has no order to get wrong.
func (t *table) setAside(tk token) (adapter.TableStep, bool) {
	sw := &t.swap
	if !t.f.setAsideSwapped || !sw.armed || tk.cut || t.dealRefusal() != nil {
		return adapter.TableStep{}, false
	}
	if sw.held == nil {
		p, b := append([]card(nil), t.player...), append([]card(nil), t.banker...)
		if s, _ := nextHandUnder(p, b, t.f); s == sideP {
			p = append(p, tk.c)
		} else {
			b = append(b, tk.c)
		}
		if _, done := nextHandUnder(p, b, t.f); done {
			sw.armed = false
			return adapter.TableStep{}, false
		}
		held := tk
		sw.held = &held
		return t.accept("", "", tk.c.String()+" dealt"), true
	}
	first := *sw.held
	*sw = swap{}
	s := t.deal(tk)
	if t.state == stDealing {
		s = t.deal(first)
	}
	return s, true
}

// flushSetAside deals a card held back when another event than the second
// card comes: the defect swaps only two cards dealt one after the other.
func (t *table) flushSetAside() {
	if held := t.swap.held; held != nil {
		t.swap = swap{}
		t.deal(*held)
	}
}
