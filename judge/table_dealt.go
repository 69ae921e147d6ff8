package judge

import (
	"fmt"
	"slices"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// A table round is dealt one card an event, and the engine says only
// whether each card was taken and whether the round wants another; which
// hand a card went to shows in the round's record, at the settlement. An
// engine with a defect of the deal (its order, a point value, the Table of
// Play) deals its table rounds with it, and the first step that differs is
// then a deal the rules refuse as the round complete, or an interruption
// answered on other hands (an outcome established or not, a terminal's
// round voided or played): blamed on that step's rule, a defect of the deal
// failed the betting window, the power failure and the interruption rules
// beside its own.
//
// dealtOtherwise judges such a round as a coup, stage by stage on the
// engine's own answer (judgeStages: the deal, the totals, each draw, the
// winner), when the engine's cards went to other hands than the rules' at
// or before the step that differs: the deal is the earlier stage, and the
// step its consequence.

// dealtOtherwise blames step i, the first that differs, on the first stage
// of its round the engine's own record breaks, when the round is settled
// on both sides, not void in the engine's record, dealt from its deal
// events in the order drawn (after the last device reset; no cards set
// aside), and the engine's cards went to another hand than the rules' at
// or before step i. The rules' record may be void: an interruption the
// engine answered on its own hands (an outcome it found established, a
// pair its deal order made) voids the rules' round and not its own.
func dealtOtherwise(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, i int) ([]string, Divergence, bool) {
	k := roundAt(want, i)
	if k >= len(want.Rounds) || k >= len(got.Rounds) || got.Rounds[k].Void != "" {
		return nil, Divergence{}, false
	}
	wd, gd := dealtTo(req, want, k), dealtTo(req, got, k)
	if first, ok := firstDealtOtherwise(wd, gd); !ok || first > i {
		return nil, Divergence{}, false
	}
	cl, d, ok := stagesOf(g, req.Decks, got.Rounds[k], wd, gd)
	if ok {
		d.Field = fmt.Sprintf("rounds[%d].%s", k, d.Field)
	}
	return cl, d, ok
}

// roundStages judges round k of the engine's answer as a coup, stage by
// stage on its own cards (stagesOf).
func roundStages(g *reference.Game, req *adapter.TableRequest, want, got *adapter.TableResult, k int) ([]string, Divergence, bool) {
	if k >= len(got.Rounds) {
		return nil, Divergence{}, false
	}
	return stagesOf(g, req.Decks, got.Rounds[k], dealtTo(req, want, k), dealtTo(req, got, k))
}

// stagesOf judges the engine's round gr as a coup, stage by stage on its
// own cards (judgeStages: the deal, the totals, each draw, the winner),
// dealt from the round's deal events (gd; wd the rules'); ok is false when
// the round's cards cannot be told apart as a coup's (dealtTo), or it
// breaks no rule of those stages on its own.
func stagesOf(g *reference.Game, decks int, gr adapter.TableRound, wd, gd roundDeal) ([]string, Divergence, bool) {
	if !gd.ok {
		return nil, Divergence{}, false
	}
	cards := gd.cards
	if wd.ok && len(wd.cards) > len(cards) && slices.Equal(wd.cards[:len(cards)], cards) {
		// the same round, which the rules dealt further: the cards that
		// follow the engine's are the shoe its stand is judged against
		cards = wd.cards
	}
	in := newCoupInput(g, decks, cards, nil, adapter.Table{})
	gc := adapter.CoupResult{Player: gr.Player, Banker: gr.Banker, PlayerTotal: gr.PlayerTotal, BankerTotal: gr.BankerTotal, Winner: gr.Winner, Void: gr.Void}
	// the tokens the engine's cards took, the cutting card among them if
	// it came before their last: a table round's cutting card is the
	// table's to judge (its record's flag, compared as it is), not a
	// coup's count of tokens
	for held := len(gr.Player) + len(gr.Banker); gc.CardsUsed < len(cards) && held > 0; gc.CardsUsed++ {
		if cards[gc.CardsUsed].IsCut() {
			gc.CutCard = true
		} else {
			held--
		}
	}
	vs, ok := judgeStages(&in, &gc)
	if !ok || len(vs) == 0 || len(vs[0].Clauses) == 0 {
		return nil, Divergence{}, false
	}
	return vs[0].Clauses, vs[0].Divergence, true
}

// firstDealtOtherwise is the first step of a round whose card went to
// another hand on the two sides (or that one side dealt and the other did
// not); ok is false when dealtTo cannot tell for either side, or the
// cards went alike.
func firstDealtOtherwise(wd, gd roundDeal) (int, bool) {
	if !wd.ok || !gd.ok {
		return 0, false
	}
	wa, ga := wd.to, gd.to
	for j := range max(len(wa), len(ga)) {
		w, e := tableDealt{step: -1}, tableDealt{step: -1}
		if j < len(wa) {
			w = wa[j]
		}
		if j < len(ga) {
			e = ga[j]
		}
		if w == e {
			continue
		}
		if w.step < 0 || e.step < 0 {
			return max(w.step, e.step), true
		}
		return min(w.step, e.step), true
	}
	return 0, false
}

// tableDealt is where one card of a round went: the step that dealt it and
// the hand, 'P' or 'B'.
type tableDealt struct {
	step int
	hand byte
}

// roundDeal is how one side dealt a round (dealtTo): where each card it
// took went, in the order the deal events gave them, and those cards (the
// shoe the round was dealt from, as a coup's); ok is false when that
// cannot be told.
type roundDeal struct {
	to    []tableDealt
	cards []reference.Card
	ok    bool
}

// dealtTo is how res dealt its round k: each accepted deal of the round
// placed in the hand whose record holds it next (splitHands). Not ok when
// the round's cards were set aside, or its record does not account for
// every card taken.
func dealtTo(req *adapter.TableRequest, res *adapter.TableResult, k int) roundDeal {
	from, to := settleStep(req, res, k-1)+1, settleStep(req, res, k)
	if to < 0 || k >= len(res.Rounds) {
		return roundDeal{}
	}
	for j := from; j < to; j++ {
		if req.Events[j].Type == adapter.TableDeviceReset && res.Steps[j].Accepted {
			// the cards dealt before a reset are not the round's (Tiger
			// 5.9): it is dealt again from the next
			from = j + 1
		}
	}
	var cards []reference.Card
	var steps []int // the steps of the cards that go to a hand
	var tokens []string
	for j := from; j < to; j++ {
		ev := req.Events[j]
		switch ev.Type {
		case adapter.TableIrregularity:
			// cards set aside reach the hands otherwise than drawn
			// (Tiger 5.11.1): not a coup's shoe
			if res.Steps[j].Accepted && ev.Kind == reference.IrregularityPlayerLeftWithCards {
				return roundDeal{}
			}
		case adapter.TableDeal:
			if !res.Steps[j].Accepted {
				continue
			}
			cs, err := reference.ParseTokens([]string{ev.Card})
			if err != nil {
				return roundDeal{}
			}
			cards = append(cards, cs[0])
			if !cs[0].IsCut() {
				steps, tokens = append(steps, j), append(tokens, ev.Card)
			}
		}
	}
	r := res.Rounds[k]
	hands, ok := splitHands(tokens, r.Player, r.Banker)
	if !ok {
		return roundDeal{}
	}
	out := make([]tableDealt, len(steps))
	for n, j := range steps {
		out[n] = tableDealt{j, hands[n]}
	}
	return roundDeal{to: out, cards: cards, ok: true}
}

// splitHands is a hand, 'P' or 'B', for each token in order, such that
// the Player's in order are player and the Banker's banker; the Player
// first where a token could go to either (two cards alike). ok is false
// when none does.
func splitHands(tokens, player, banker []string) ([]byte, bool) {
	if len(tokens) != len(player)+len(banker) {
		return nil, false
	}
	out := make([]byte, len(tokens))
	var fit func(n, p, b int) bool
	fit = func(n, p, b int) bool {
		if n == len(tokens) {
			return true
		}
		if p < len(player) && player[p] == tokens[n] {
			if out[n] = 'P'; fit(n+1, p+1, b) {
				return true
			}
		}
		if b < len(banker) && banker[b] == tokens[n] {
			if out[n] = 'B'; fit(n+1, p, b+1) {
				return true
			}
		}
		return false
	}
	return out, fit(0, 0, 0)
}

// dealingOtherwise is the failure of a deal that one side takes as the
// round's last card and the other not (the round complete, or wanting
// another card; a card taken where the other refuses it as the round
// complete), when dealtOtherwise could not judge the round (its record is
// not in the answer: a sequence cut short, a round never settled): with
// neither side's hands to read, the answer does not tell whether the deal
// order, a point value or the Table of Play left the rules, so the failure
// names none of them (the coup checks judge each on its own).
func dealingOtherwise(req *adapter.TableRequest, w, gs adapter.TableStep, i int) (Violation, bool) {
	if req.Events[i].Type != adapter.TableDeal {
		return Violation{}, false
	}
	dealing := func(s adapter.TableStep) bool {
		return s.Accepted && (s.State == reference.StateDealing.String() || s.State == reference.StateComplete.String())
	}
	complete := func(s adapter.TableStep) bool { return !s.Accepted && s.Code == reference.CodeRoundComplete }
	switch {
	case dealing(w) && dealing(gs) && w.State != gs.State:
	case dealing(w) && complete(gs), complete(w) && dealing(gs):
	default:
		return Violation{}, false
	}
	d := Divergence{Kind: KindDeal, Field: fmt.Sprintf("steps[%d]", i), Event: adapter.TableDeal, Ambiguous: true,
		Pattern: "a card the round wants on one side only: the deal order, a point value or the Table of Play (the answer does not tell which)"}
	return Violation{Property: PropTableModel, Divergence: d,
		Message: fmt.Sprintf("step %d (deal): the reference answers %s; the engine %s: one side's round wants another card, and with no record of the round's hands the answer does not tell which rule of the deal it breaks",
			i+1, describeStep(w), describeStep(gs))}, true
}

// onRulesHands reports whether step i, an interruption whose answer turns
// on the hands of the round in play (an outcome established or not, a
// round voided or played on: Tiger 5.17, Electronic 5.9 and 5.10), is
// judged on the hands the rules deal that round alone: cards were dealt
// before it, and the round's record, which would show the engine's own
// hands (dealtOtherwise), is not in both answers; or it is, the engine's
// cards went to other hands at or before step i, and dealtOtherwise could
// not judge them as a coup (the engine's round void for another reason).
func onRulesHands(req *adapter.TableRequest, want, got *adapter.TableResult, i int) bool {
	switch req.Events[i].Type {
	case adapter.TablePowerFailure, adapter.TableTerminalFailure, adapter.TableSimultaneousDraw:
	default:
		return false
	}
	if k := roundAt(want, i); k < len(want.Rounds) && k < len(got.Rounds) {
		first, ok := firstDealtOtherwise(dealtTo(req, want, k), dealtTo(req, got, k))
		return ok && first <= i
	}
	// a card both took since the last round settled
	for j := min(i, len(want.Steps)) - 1; j >= 0; j-- {
		switch {
		case req.Events[j].Type == adapter.TableSettle && want.Steps[j].Accepted:
			return false
		case req.Events[j].Type == adapter.TableDeal && want.Steps[j].Accepted && j < len(got.Steps) && got.Steps[j].Accepted:
			return true
		}
	}
	return false
}

// dealtBefore reports whether a card of round k went to another hand on
// the two sides before step at (an interruption; -1: none), as far as
// their records tell: where cards were set aside (Tiger 5.11.1) and the
// deal cannot be followed card by card, whether the initial deals differ
// and either a card dealt before it is in the other hand on one side or
// the initial deal was complete before it.
func dealtBefore(req *adapter.TableRequest, want, got *adapter.TableResult, k, at int) bool {
	if at < 0 || k >= len(want.Rounds) || k >= len(got.Rounds) {
		return false
	}
	if first, ok := firstDealtOtherwise(dealtTo(req, want, k), dealtTo(req, got, k)); ok {
		return first < at
	}
	w, g := want.Rounds[k], got.Rounds[k]
	initial := func(h []string) []string { return h[:min(len(h), 2)] }
	if slices.Equal(initial(w.Player), initial(g.Player)) && slices.Equal(initial(w.Banker), initial(g.Banker)) {
		return false
	}
	var dealt []string
	for j := settleStep(req, want, k-1) + 1; j < at && j < len(want.Steps) && j < len(got.Steps); j++ {
		if req.Events[j].Type == adapter.TableDeal && req.Events[j].Card != "CUT" && want.Steps[j].Accepted && got.Steps[j].Accepted {
			dealt = append(dealt, req.Events[j].Card)
		}
	}
	// a card dealt before the interruption that one record's Player
	// holds and the other's Banker (the deal order's second card) went
	// to another hand before it
	count := func(h []string, c string) int {
		return len(slices.DeleteFunc(slices.Clone(h), func(x string) bool { return x != c }))
	}
	for _, c := range dealt {
		if count(w.Player, c) != count(g.Player, c) || count(w.Banker, c) != count(g.Banker, c) {
			return true
		}
	}
	return len(dealt) >= 4
}
