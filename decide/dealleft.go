package decide

import (
	"slices"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/steps"
	"github.com/bacctk/bacctk/vectors"
)

// An interruption of a table round (a power failure, a terminal's
// failure, cards drawn together) is answered on the hands of the round in
// play: whether its outcome is established, whether it is voided. When the
// round's record is not in the answer (a sequence that ends there, as a
// minimised one does), the judge has only the hands the rules deal, and
// an engine whose deal leaves the rules (its order, a point value, the
// Table of Play) answers on other hands: blamed on the interruption's
// rule, its deal defect would fail 5.17 or 5.9 beside its own. So such a
// step (judge.Divergence.OnRulesHands), and one explained by cards kept
// through a device reset, names no rule when the run has seen the
// engine's deal leave the rules on that game in its coup or shoe answers
// (a scenario's, a vector's, a generated one's hands, totals or draws);
// on an engine whose deal follows the rules, it is the table rule's. So is
// a round whose set-aside cards (Tiger 5.11.1) went the other way round: a
// deal order of the engine's own can exchange the same two cards.

// dealLeftOf is the games on which a coup or shoe answer of the run's
// scenarios, vectors or generated checks leaves the rules in the hands'
// cards, a draw or a total, blamed on a rule (the divergence's field a
// hand's cards): the games whose engine deals other hands than the rules,
// judge.HandsByOrder where the deal order is among the rules broken,
// judge.HandsAny otherwise. A table's answers are not evidence: its hands
// are the ones in question.
func (c *collector) dealLeftOf(obs *Observations) map[string]string {
	out := map[string]string{}
	note := func(game string, d judge.Divergence, clauses []string) {
		// the hands' cards, a draw or a total: not the tokens used, the
		// cutting card's flag or where a shoe ends, which leave the
		// hands as they are
		hands := d.Kind == judge.KindTotal ||
			(d.Kind == judge.KindDeal && strings.Contains(d.Field, "cards") && !strings.HasSuffix(d.Field, "cardsUsed"))
		if !hands || d.Ambiguous || d.OnRulesHands != "" || len(clauses) == 0 || out[game] == judge.HandsByOrder {
			return
		}
		out[game] = judge.HandsAny
		if g, err := reference.LookupGame(reference.GameID(game)); err == nil && slices.ContainsFunc(clauses, func(c string) bool {
			return slices.Contains(clausesDeal(g).DealOrder, c)
		}) {
			out[game] = judge.HandsByOrder
		}
	}
	for _, gen := range obs.Generated {
		for _, gr := range gen.Games {
			for _, fl := range gr.Failures {
				if strings.HasPrefix(fl.Property, "table-") {
					// a table's hands are judged on the rules' hands
					// where the engine's are not known: the coups and
					// shoes are the evidence
					continue
				}
				note(gr.Game, fl.Divergence, fl.Clauses)
			}
		}
	}
	for _, res := range obs.Vectors {
		if res.Verdict != vectors.Fail || res.Exchange == nil || out[res.Game] == judge.HandsByOrder {
			continue
		}
		if b, ok := exchangeBlame(res.Exchange); ok {
			note(res.Game, b.Divergence, b.Clauses)
		}
	}
	// a failed scenario keeps the engine's answer alone: the reference's
	// under the run's readings is the expected one
	for _, sc := range obs.Scenarios {
		if sc.Status != steps.Failed || out[sc.Game] == judge.HandsByOrder {
			continue
		}
		var x adapter.Exchange
		switch {
		case sc.CoupRequest != nil && sc.CoupResult != nil:
			x = adapter.Exchange{Request: adapter.CoupAsked(*sc.CoupRequest), Actual: &adapter.Answer{Coup: sc.CoupResult}}
		case sc.ShoeRequest != nil && sc.ShoeResult != nil:
			x = adapter.Exchange{Request: adapter.ShoeAsked(*sc.ShoeRequest), Actual: &adapter.Answer{Shoe: sc.ShoeResult}}
		default:
			continue
		}
		x.Expected = c.expected(x.Request)
		if b, ok := exchangeBlame(&x); ok {
			note(sc.Game, b.Divergence, b.Clauses)
		}
	}
	return out
}

// clausesDeal is the clauses behind each field of a round's answer on
// game g's document.
func clausesDeal(g *reference.Game) clauses.DealFields {
	return clauses.DealFieldsOf(string(g.Document))
}

// exchangeBlame is the first divergence of a coup's or a shoe's exchange.
func exchangeBlame(x *adapter.Exchange) (judge.Blame, bool) {
	want, got, q := x.Expected, x.Actual, x.Request
	switch {
	case want == nil || got == nil || q == nil:
	case want.Coup != nil && got.Coup != nil:
		return judge.BlameCoup(q.CoupRequest(), want.Coup, got.Coup)
	case want.Shoe != nil && got.Shoe != nil:
		return judge.BlameShoe(q.ShoeRequest(), want.Shoe, got.Shoe)
	}
	return judge.Blame{}, false
}

// onOtherHands reports whether a failure's divergence, on game, was judged
// on the rules' hands where the engine's deal is known to leave them: it
// names no rule.
func (c *collector) onOtherHands(game string, d judge.Divergence) bool {
	switch d.OnRulesHands {
	case judge.HandsAny:
		return c.dealLeft[game] != ""
	case judge.HandsByOrder:
		return c.dealLeft[game] == judge.HandsByOrder
	}
	return false
}
