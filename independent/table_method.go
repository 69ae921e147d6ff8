package independent

import (
	"fmt"
	"slices"
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
	cNoValidWager    = "no-valid-wager"
	cInvalidMethod   = "invalid-method"
	nMethodChanged   = "method-changed"
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
	// from is the amount the holder was passed the cards for: where a
	// refusal's counter-clockwise move starts, withdrawn or not.
	from *claim
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

// claim is one Player's amount on a hand under Method A: what they have
// wagered on it at every seat together (interpretation 33), or, with the
// defect table-cards-to-highest-single-stake, one wager alone.
type claim struct {
	player string
	total  int64
	seats  []int // in the order placed; the first is where a refusal's move starts
}

// claims gathers the live wagers on w of the players who have not refused
// its cards, a player's in one claim, in the order of each player's first
// wager on the hand.
func (t *table) claims(w string, refused map[string]bool) []*claim {
	var out []*claim
	byPlayer := map[string]*claim{}
	for _, x := range t.wagers {
		if x.wager != w || x.withdraw != "" || refused[x.player] {
			continue
		}
		c := byPlayer[x.player]
		if c == nil || t.f.cardsToSingleStake {
			c = &claim{player: x.player}
			byPlayer[x.player] = c
			out = append(out, c)
		}
		c.total += x.stake
		c.seats = append(c.seats, x.pos)
	}
	return out
}

// nextReceiver follows docs/table.md 4.14's five steps.
func (t *table) nextReceiver(w string, h *handCards) adapter.TableStep {
	var best []*claim // the highest amounts left, in the order first placed
	for _, c := range t.claims(w, h.refused) {
		switch {
		case len(best) == 0 || c.total > best[0].total:
			best = []*claim{c}
		case c.total == best[0].total:
			best = append(best, c)
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
	case len(h.refused) > 0 && h.from.total == best[0].total:
		clause = "3.10.5"
		pick = nil
		// Counter-clockwise: the lower seats, nearest first, then from the
		// highest seat down; the refuser's own seat last. A player is met
		// at the first of their seats the walk reaches.
		p0, top := h.from.seats[0], maxSeat(best)
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
			for _, c := range best {
				if pick == nil && slices.Contains(c.seats, pos) {
					pick = c
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

func maxSeat(cs []*claim) int {
	m := 0
	for _, c := range cs {
		for _, p := range c.seats {
			m = max(m, p)
		}
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
	clause := "3.12.8"
	if !t.betsOnTable(ev.Player) {
		// 3.12.2: without a valid wager only by the Assistant Casino
		// Manager's leave
		clause = "3.12.2"
		if !ev.Permitted && !t.f.deviceWithoutPermission {
			return t.refuse(cNoValidWager, t.d.methodClause(clause), fmt.Sprintf("%q has no valid wager and no permission", ev.Player))
		}
	}
	t.deviceHolder = ev.Player
	return t.accept(nDeviceTaken, t.d.methodClause(clause), fmt.Sprintf("%q takes the device", ev.Player))
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
