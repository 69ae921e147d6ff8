package decide

import (
	"slices"
	"strings"

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
	note := func(game string, d judge.Divergence, refs []string) {
		// the hands' cards, a draw or a total: not the tokens used, the
		// cutting card's flag or where a shoe ends, which leave the
		// hands as they are
		hands := d.Kind == judge.KindTotal ||
			(d.Kind == judge.KindDeal && strings.Contains(d.Field, "cards") && !strings.HasSuffix(d.Field, "cardsUsed"))
		if !hands || d.Ambiguous || d.OnRulesHands != "" || len(refs) == 0 || out[game] == judge.HandsByOrder {
			return
		}
		out[game] = judge.HandsAny
		g, err := reference.LookupGame(reference.GameID(game))
		if err != nil {
			return
		}
		order := clauses.DealFieldsOf(string(g.Document)).DealOrder
		if slices.ContainsFunc(refs, func(c string) bool { return slices.Contains(order, c) }) {
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
		x := res.Exchange
		if res.Verdict != vectors.Fail || x == nil || x.Request == nil || x.Request.TableRequest != nil || out[res.Game] == judge.HandsByOrder {
			continue
		}
		if b, ok := exchangeBlame(res.Game, *x); ok {
			note(res.Game, b.Divergence, b.Clauses)
		}
	}
	// a failed scenario keeps the engine's answer alone: its failure
	// holds the reference's under the run's readings beside it
	for i := range obs.Scenarios {
		sc := &obs.Scenarios[i]
		if sc.Status != steps.Failed || sc.TableRequest != nil || out[sc.Game] == judge.HandsByOrder {
			continue
		}
		f := c.scenarioFailure(sc, sc.Game, Fail, nil)
		if b, ok := blameAnswers(&f); ok {
			note(sc.Game, b.Divergence, b.Clauses)
		}
	}
	return out
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
