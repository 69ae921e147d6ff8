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
//
// Likewise a step that turns on which wagers are decided
// (judge.Divergence.ReadsWagers: an established outcome's witness other
// than the rules', an option to withdraw given to other players than the
// rules give it) names no rule when the run's coup or shoe answers settle
// one of those wagers otherwise on that game: the engine finds that wager
// decided, or not, by its own reading of it.

// elsewhere is what the run's coup and shoe answers (a scenario's, a
// vector's, a generated one's) show of the engine on each game, which a
// table step judged without the engine's own hands or readings may
// follow from. A table's answers are not evidence: they are the ones in
// question.
type elsewhere struct {
	// dealLeft is the games whose engine deals other hands than the
	// rules (a hand's cards, a draw or a total blamed on a rule):
	// judge.HandsByOrder where the deal order is among the rules broken,
	// judge.HandsAny otherwise.
	dealLeft map[string]string
	// wagersRead is, by game, the wagers whose result (win, lose, push)
	// the engine settles otherwise, blamed on a rule.
	wagersRead map[string]map[string]bool
}

// elsewhereOf gathers elsewhere from the run's observations.
func (c *collector) elsewhereOf(obs *Observations) elsewhere {
	out := elsewhere{dealLeft: map[string]string{}, wagersRead: map[string]map[string]bool{}}
	note := func(game string, d judge.Divergence, refs []string) {
		if d.Ambiguous || d.OnRulesHands != "" || len(refs) == 0 {
			return
		}
		// the hands' cards, a draw or a total: not the tokens used, the
		// cutting card's flag or where a shoe ends, which leave the
		// hands as they are
		hands := d.Kind == judge.KindTotal ||
			(d.Kind == judge.KindDeal && strings.Contains(d.Field, "cards") && !strings.HasSuffix(d.Field, "cardsUsed"))
		if !hands || out.dealLeft[game] == judge.HandsByOrder {
			return
		}
		out.dealLeft[game] = judge.HandsAny
		g, err := reference.LookupGame(reference.GameID(game))
		if err != nil {
			return
		}
		order := clauses.DealFieldsOf(string(g.Document)).DealOrder
		if slices.ContainsFunc(refs, func(c string) bool { return slices.Contains(order, c) }) {
			out.dealLeft[game] = judge.HandsByOrder
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
				out.noteResults(gr.Game, judge.Blame{Divergence: fl.Divergence, Clauses: fl.Clauses}, &fl.Case.Expect, &fl.Case.Actual)
			}
		}
	}
	for _, res := range obs.Vectors {
		x := res.Exchange
		if res.Verdict != vectors.Fail || x == nil || x.Request == nil || x.Request.TableRequest != nil {
			continue
		}
		if b, ok := exchangeBlame(res.Game, *x); ok {
			note(res.Game, b.Divergence, b.Clauses)
			out.noteResults(res.Game, b, x.Expected, x.Actual)
		}
	}
	// a failed scenario keeps the engine's answer alone: its failure
	// holds the reference's under the run's readings beside it
	for i := range obs.Scenarios {
		sc := &obs.Scenarios[i]
		if sc.Status != steps.Failed || sc.TableRequest != nil {
			continue
		}
		f := c.scenarioFailure(sc, sc.Game, Fail, nil)
		if b, ok := blameAnswers(&f); ok {
			note(sc.Game, b.Divergence, b.Clauses)
			out.noteResults(sc.Game, b, f.Expected, f.Actual)
		}
	}
	return out
}

// namesNoRule reports whether a failure's divergence, on game, may follow
// from what the run's other answers show of the engine (elsewhere): a
// step judged on the rules' hands where the engine's deal is known to
// leave them, or a witness or an option that turns on a wager the engine
// is known to settle otherwise. It then names no rule.
func (c *collector) namesNoRule(game string, d judge.Divergence) bool {
	switch {
	case d.OnRulesHands == judge.HandsAny && c.elsewhere.dealLeft[game] != "":
		return true
	case d.OnRulesHands == judge.HandsByOrder && c.elsewhere.dealLeft[game] == judge.HandsByOrder:
		return true
	}
	return slices.ContainsFunc(d.ReadsWagers, func(w string) bool { return c.elsewhere.wagersRead[game][w] })
}

func (e elsewhere) readOtherwise(game, wager string) {
	if e.wagersRead[game] == nil {
		e.wagersRead[game] = map[string]bool{}
	}
	e.wagersRead[game][wager] = true
}

// noteResults adds to wagersRead every wager an answer whose first
// divergence b is a settlement's, blamed on a rule, settles to another
// result than the expected answer on the same hands, in a round neither
// voids: not only the first
// (a Tie that loses the Player wager loses the Banker wager too, and a
// witness may be either).
func (e elsewhere) noteResults(game string, b judge.Blame, want, got *adapter.Answer) {
	if b.Kind != judge.KindSettlement || b.Ambiguous || len(b.Clauses) == 0 || want == nil || got == nil {
		return
	}
	var pairs [][2]*adapter.CoupResult
	switch {
	case want.Coup != nil && got.Coup != nil:
		pairs = append(pairs, [2]*adapter.CoupResult{want.Coup, got.Coup})
	case want.Shoe != nil && got.Shoe != nil:
		for k := range min(len(want.Shoe.Rounds), len(got.Shoe.Rounds)) {
			pairs = append(pairs, [2]*adapter.CoupResult{&want.Shoe.Rounds[k], &got.Shoe.Rounds[k]})
		}
	}
	for _, p := range pairs {
		w, g := p[0], p[1]
		// a void round's results follow from the void (its wagers
		// returned, or lost by an engine that voids otherwise), not from
		// a reading of each wager's own rules
		if w.Void != "" || g.Void != "" || w.Winner != g.Winner || !slices.Equal(w.Player, g.Player) || !slices.Equal(w.Banker, g.Banker) {
			continue
		}
		for j, ws := range w.Settlements[:min(len(w.Settlements), len(g.Settlements))] {
			if gs := g.Settlements[j]; gs.Wager == ws.Wager && gs.Result != ws.Result {
				e.readOtherwise(game, ws.Wager)
			}
		}
	}
}
