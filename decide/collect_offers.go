// The offers' record: the wagers and required table events an engine
// lacks, as failures on the clauses that make them available.

package decide

import (
	"fmt"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
)

// offers records the wagers the engine lacks.
func (c *collector) offers(found []OfferLack) {
	for _, l := range found {
		g, err := reference.LookupGame(reference.GameID(l.Game))
		if err != nil {
			continue
		}
		for i := range g.Wagers {
			if string(g.Wagers[i].ID) == l.Wager {
				c.lacks(g, &g.Wagers[i], l)
			}
		}
	}
}

// lacks records one wager the engine lacks on a game.
func (c *collector) lacks(g *reference.Game, spec *reference.WagerSpec, l OfferLack) {
	id, w := string(g.ID), string(spec.ID)
	gm := c.game(id)
	kind := "required"
	if spec.Optional {
		kind = "optional"
	}
	gm.NotOffered = append(gm.NotOffered, fmt.Sprintf("%s: %s; %s", w, kind, l.Why))
	doc := string(g.Document)
	var refs []string
	for _, cl := range clauses.Availability[doc][w] {
		refs = append(refs, doc+":"+cl)
	}
	refs = append(refs, spec.Clause)
	keys := rowKeys(id, refs)
	if spec.Optional {
		for _, k := range keys {
			r := c.row(k)
			r.ev.Offers.NotApplicable++
			r.note(NotApplicable, fmt.Sprintf("the engine does not offer the optional wager %s (%s)", w, l.Why))
		}
		return
	}
	f := Failure{Source: SourceOffer, Verdict: Fail, Game: id, Clauses: refs, Blamed: refs,
		Title:    fmt.Sprintf("required wager %s not implemented", w),
		Location: "hello and a probe coup of " + w + " alone",
		Message:  fmt.Sprintf("the rules of %s make the %s wager available at every table, but the engine does not offer it: %s", id, w, l.Why)}
	if l.Request != nil {
		f.Request = adapter.CoupAsked(*l.Request)
		f.Expected = c.expected(f.Request)
		f.Actual = &Answer{Error: l.Error}
		f.Replay = replayCommands(f.Request)
	}
	c.failRows(SourceOffer, keys, nil, "", f.Message)
	c.addCaused(f, keys, judge.Divergence{Kind: CauseNotImplemented, Wager: w, Field: "wagers",
		Pattern: w + ": a required wager the engine does not implement"})
}

// lackingTableEvents records each required table event the engine lacks
// as one "not implemented" failure on its rule, like a required wager.
func (c *collector) lackingTableEvents(lacks []TableLack) {
	for _, l := range lacks {
		res, v := l.Vector, l.Violation
		keys := rowKeys(res.Game, v.Clauses)
		f := Failure{Source: SourceOffer, Verdict: Fail, Game: res.Game, Clauses: v.Clauses, Blamed: v.Clauses,
			Title:    fmt.Sprintf("required table event %s not implemented", v.Event),
			Location: fmt.Sprintf("vectors/%s tcId %d id %s, asked again in shorter prefixes", res.File, res.TcID, res.ID),
			Message:  v.Message,
			Request:  adapter.TableAsked(l.Cut)}
		if l.Refusal != nil {
			f.Actual = &Answer{Error: l.Refusal}
		}
		c.failRows(SourceOffer, keys, nil, "", f.Message)
		c.addCaused(f, keys, v.Divergence)
	}
}
