package independent

import (
	"fmt"
	"strings"

	"github.com/bacctk/bacctk/adapter"
)

// This file is docs/table.md 4.14, card handling on the Tiger games: who is
// passed each hand's cards under Method A, and who controls the dealing
// device under Method C.

// The codes and notices of card handling (docs/table.md 5).
const (
	cWrongMethod     = "wrong-method"
	cNotAHand        = "not-a-hand"
	cAlreadyPassed   = "cards-already-passed"
	cNotReceiver     = "not-receiver"
	cDeviceHeld      = "device-held"
	cNotHolder       = "not-holder"
	cNoCards         = "no-cards"
	nCardsPassed     = "cards-passed"
	nPitSupervisor   = "pit-supervisor-discretion"
	nDeviceTaken     = "device-taken"
	nDeviceGivenUp   = "device-relinquished"
	nDeviceLostOnBet = "device-control-ends"
)

// methodClause numbers a clause of the methods, written as Tiger v2 numbers
// it (3.9 to 3.12); Tiger NCB v5 numbers the same clauses one lower in the
// second place (3.8 to 3.11).
func (d *tableDoc) methodClause(v2 string) string {
	if d.doc != gTigerNCB {
		return d.cl(v2)
	}
	parts := strings.SplitN(v2, ".", 3)
	var n int
	fmt.Sscan(parts[1], &n)
	parts[1] = fmt.Sprint(n - 1)
	return d.cl(strings.Join(parts, "."))
}

// handCards is who holds, or refused, one hand's cards in the round.
type handCards struct {
	passed  bool
	holder  string
	refused map[string]bool
	// from is the wager the holder was passed the cards for: where a
	// refusal's counter-clockwise move starts, withdrawn or not.
	from *tWager
}

func handIndex(w string) int {
	switch w {
	case "player":
		return 0
	case "banker":
		return 1
	}
	return -1
}

// methodRefusal checks what the four card-handling events share: the
// document, then the method.
func (t *table) methodRefusal(want string) *adapter.TableStep {
	if t.d.rules != rulesTiger {
		s := t.refuse(cNoRule, "", "this document has no card-handling methods")
		return &s
	}
	if t.cfg.Method == want {
		return nil
	}
	clause := "3.9"
	if t.cfg.Method == "B" && want == "A" {
		clause = "3.11.2" // players may not handle the cards
	}
	if (t.cfg.Method == "A" || t.cfg.Method == "B") && want == "C" {
		clause = "3.9.1" // the dealer keeps the device
	}
	s := t.refuse(cWrongMethod, t.d.methodClause(clause), fmt.Sprintf("method %q: not Method %s", t.cfg.Method, want))
	return &s
}

// cardsRefusal: the hand's cards are passed once a card is out.
func (t *table) cardsRefusal(w string) (int, *adapter.TableStep) {
	if r := t.methodRefusal("A"); r != nil {
		return 0, r
	}
	i := handIndex(w)
	var s adapter.TableStep
	switch {
	case i < 0:
		s = t.refuse(cNotAHand, "", fmt.Sprintf("%q is not a hand", w))
	case t.state == stDealing || t.state == stComplete:
		return i, nil
	case t.state == stClosed:
		s = t.refuse(cNoCards, "", "no card is out yet")
	case t.state == stIdle || t.state == stSettled:
		s = t.refuse(cNoRoundInPlay, t.d.cl("3.1"), "no round is in play")
	case t.state == stOpen:
		s = t.refuse(cBetsNotClosed, t.d.cl("3.2"), "betting is open")
	default:
		s = t.refuse(cRoundComplete, "", "the round is void")
	}
	return 0, &s
}

func (t *table) passCards(ev adapter.TableEvent) adapter.TableStep {
	i, r := t.cardsRefusal(ev.Wager)
	if r != nil {
		return *r
	}
	h := &t.hands[i]
	if h.passed {
		return t.refuse(cAlreadyPassed, "", "already passed")
	}
	h.passed = true
	return t.nextReceiver(ev.Wager, h)
}

func (t *table) refuseCards(ev adapter.TableEvent) adapter.TableStep {
	h, r := t.heldBy(ev)
	if r != nil {
		return *r
	}
	if h.refused == nil {
		h.refused = map[string]bool{}
	}
	h.refused[ev.Player] = true
	return t.nextReceiver(ev.Wager, h)
}

// nextReceiver follows docs/table.md 4.14's five steps.
func (t *table) nextReceiver(w string, h *handCards) adapter.TableStep {
	var best []*tWager // the highest stakes left, in the order placed
	for _, x := range t.wagers {
		if x.wager != w || x.withdraw != "" || h.refused[x.player] {
			continue
		}
		switch {
		case len(best) == 0 || x.stake > best[0].stake:
			best = []*tWager{x}
		case x.stake == best[0].stake:
			best = append(best, x)
		}
	}
	if len(best) == 0 {
		h.holder = ""
		return t.accept(nPitSupervisor, t.d.methodClause("3.10.4.1"), "the Pit Supervisor chooses")
	}
	pick, clause := best[0], "3.10.2"
	if t.f.cardsToLastPlaced {
		pick = best[len(best)-1]
	}
	switch {
	case len(h.refused) > 0 && h.from.stake == best[0].stake:
		clause = "3.10.5"
		pick = nil
		// Counter-clockwise: the lower positions, nearest first, then from
		// the highest position down; the refuser's own position last.
		p0, top := h.from.pos, maxPosition(best)
		var order []int
		for p := p0 - 1; p >= 1; p-- {
			order = append(order, p)
		}
		for p := top; p > p0; p-- {
			order = append(order, p)
		}
		order = append(order, p0)
		if t.f.cardsClockwise {
			for i, j := 0, len(order)-2; i < j; i, j = i+1, j-1 {
				order[i], order[j] = order[j], order[i]
			}
		}
		for _, pos := range order {
			for _, x := range best {
				if pick == nil && x.pos == pos {
					pick = x
				}
			}
		}
	case len(h.refused) > 0 && len(best) == 1:
		clause = "3.10.3"
	case len(best) > 1:
		clause = "3.10.4"
	}
	h.holder, h.from = pick.player, pick
	s := t.accept(nCardsPassed, t.d.methodClause(clause), fmt.Sprintf("the %s cards go to %q", w, pick.player))
	s.Receiver = pick.player
	return s
}

func maxPosition(ws []*tWager) int {
	m := 0
	for _, w := range ws {
		m = max(m, w.pos)
	}
	return m
}

// deviceRefusal: the device changes hands before a round's first card.
func (t *table) deviceRefusal(ev adapter.TableEvent) *adapter.TableStep {
	if r := t.methodRefusal("C"); r != nil {
		return r
	}
	if ev.Player == "" {
		s := t.refuse(cInvalidPlayer, "", "no player")
		return &s
	}
	switch t.state {
	case stIdle, stOpen, stClosed, stSettled:
		return nil
	}
	s := t.refuse(cRoundInProgress, "", "cards of the round are out")
	return &s
}

func (t *table) takeDevice(ev adapter.TableEvent) adapter.TableStep {
	if r := t.deviceRefusal(ev); r != nil {
		return *r
	}
	if t.deviceHolder != "" {
		return t.refuse(cDeviceHeld, t.d.methodClause("3.12.8"), fmt.Sprintf("%q holds the device", t.deviceHolder))
	}
	t.deviceHolder = ev.Player
	return t.accept(nDeviceTaken, t.d.methodClause("3.12.8"), fmt.Sprintf("%q takes the device", ev.Player))
}

func (t *table) relinquishDevice(ev adapter.TableEvent) adapter.TableStep {
	if r := t.deviceRefusal(ev); r != nil {
		return *r
	}
	if t.deviceHolder != ev.Player {
		return t.refuse(cNotHolder, "", fmt.Sprintf("%q does not hold the device", ev.Player))
	}
	t.deviceHolder = ""
	return t.accept(nDeviceGivenUp, t.d.methodClause("3.12.8.1"), fmt.Sprintf("%q gives the device up", ev.Player))
}

// holderLost: a wager of the device holder on Player or Banker lost in the
// settled round.
func (t *table) holderLost(rec *adapter.TableRound) bool {
	if t.deviceHolder == "" || t.f.deviceKeptOnLoss {
		return false
	}
	for _, s := range rec.Settlements {
		onHand := s.Wager == "player" || s.Wager == "banker" || t.f.deviceLostOnAnyWager
		if s.Player == t.deviceHolder && onHand && s.Result == "lose" {
			return true
		}
	}
	return false
}
