// Evidence from what the engine offers: the wagers of each game it lacks.
//
// Per game the rules say which wagers a table offers and which "may be
// available" (reference.WagerSpec.Optional). An engine says which it
// offers in its hello (the optional "offered" member, docs/protocol.md),
// and answers "unsupported" to a wager it does not offer. A required wager
// it lacks is one failure, "not implemented", on the clauses that make the
// wager available and the wager's definition: whatever parts of the run
// are asked for (--no-generated too), and never an errored cascade (the
// checks that use it are not applicable). An optional wager it lacks makes
// its own checks not applicable, counted in the game's notOffered.

package certify

import (
	"context"
	"fmt"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
)

// lacking is a wager the engine does not offer on a game, and how the kit
// knows.
type lacking struct {
	spec *reference.WagerSpec
	why  string
	req  *adapter.CoupRequest // the probe answered unsupported, if any
	err  *adapter.Error
}

// offers finds the wagers of each selected game the engine lacks and
// records them.
func (c *collector) offers(ctx context.Context, eng adapter.Engine, hello adapter.Hello) {
	for _, id := range c.selected {
		g, err := reference.LookupGame(reference.GameID(id))
		if err != nil {
			continue
		}
		for _, l := range lackingWagers(ctx, eng, hello, g) {
			c.lacks(g, l)
		}
	}
}

// lackingWagers returns the game's wagers the hello says the engine does
// not offer, then those it answers "unsupported" to when asked to settle
// each alone on a plain round (engines with the coup capability).
func lackingWagers(ctx context.Context, eng adapter.Engine, hello adapter.Hello, g *reference.Game) []lacking {
	var out []lacking
	var reqs []adapter.CoupRequest
	var asked []*reference.WagerSpec
	cards := plainRound(g.Deck)
	for i := range g.Wagers {
		w := &g.Wagers[i]
		if !hello.OffersWager(string(g.ID), string(w.ID)) {
			out = append(out, lacking{spec: w, why: "its hello does not list it in offered"})
			continue
		}
		reqs = append(reqs, adapter.CoupRequest{Game: string(g.ID), Decks: 8, Cards: cards, Wagers: []adapter.Wager{{Wager: string(w.ID), Stake: 100}}})
		asked = append(asked, w)
	}
	if len(reqs) == 0 || !hello.Can(adapter.CapCoup) {
		return out
	}
	replies, err := eng.Coups(ctx, reqs)
	if err != nil || len(replies) != len(reqs) {
		return out // the engine's failures are the checks' to report
	}
	for i, r := range replies {
		if r.Err != nil && r.Err.Code == adapter.CodeUnsupported {
			q := reqs[i]
			out = append(out, lacking{spec: asked[i], why: "it answers unsupported: " + firstLine(r.Err.Message), req: &q, err: r.Err})
		}
	}
	return out
}

// plainRound is six cards that make a complete round in either deck type.
func plainRound(d reference.DeckType) []string {
	if d == reference.SixStar65 {
		return []string{"2Fi", "3Go", "4Ea", "5Wo", "6Wa", "7Fi"}
	}
	return []string{"2S", "3H", "4D", "5C", "6S", "7H"}
}

// lacks records one wager the engine lacks on a game.
func (c *collector) lacks(g *reference.Game, l lacking) {
	id, w := string(g.ID), string(l.spec.ID)
	gm := c.game(id)
	kind := "required"
	if l.spec.Optional {
		kind = "optional"
	}
	gm.NotOffered = append(gm.NotOffered, fmt.Sprintf("%s: %s; %s", w, kind, l.why))
	doc := string(g.Document)
	var refs []string
	for _, cl := range clauses.Availability[doc][w] {
		refs = append(refs, doc+":"+cl)
	}
	refs = append(refs, l.spec.Clause)
	var keys []rowKey
	for _, ref := range refs {
		if k, ok := splitRef(id, ref); ok {
			keys = append(keys, k)
		}
	}
	if l.spec.Optional {
		for _, k := range keys {
			r := c.row(k)
			r.ev.Offers.NotApplicable++
			r.note(NotApplicable, fmt.Sprintf("the engine does not offer the optional wager %s (%s)", w, l.why))
		}
		return
	}
	f := Failure{Source: SourceOffer, Verdict: Fail, Game: id, Clauses: refs, Blamed: refs,
		Title:    fmt.Sprintf("required wager %s not implemented", w),
		Location: "hello and a probe coup of " + w + " alone",
		Message:  fmt.Sprintf("the rules of %s make the %s wager available at every table, but the engine does not offer it: %s", id, w, l.why)}
	if l.req != nil {
		q := l.req
		f.Request = &Request{Method: "coup", Game: q.Game, Decks: q.Decks, Cards: q.Cards, Wagers: q.Wagers, Table: tablePtr(q.Table)}
		f.Expected = c.referenceCoup(*q)
		f.Actual = &Answer{Error: l.err}
		f.Replay = replayCommands(f.Request)
	}
	c.failRows(SourceOffer, keys, nil, f.Message)
	c.addCaused(f, keys, fuzz.Divergence{Kind: CauseNotImplemented, Wager: w, Field: "wagers",
		Pattern: w + ": a required wager the engine does not implement"})
}

// maxTableProbes bounds, per game, the table vectors answered unsupported
// that are asked again to find the event the engine lacks (each takes a
// few requests).
const maxTableProbes = 8

// lackingTableEvent looks, for a table vector the engine answered
// unsupported, for the event it lacks (fuzz.LacksTableEvent): a required
// one is one "not implemented" failure on its rule per game and event,
// like a required wager, so that it fails with --no-generated too.
func (c *collector) lackingTableEvent(ctx context.Context, res vectors.Result, files []vectors.File) {
	te, ok := c.eng.(adapter.TableEngine)
	if !ok || c.tableProbes[res.Game] >= maxTableProbes {
		return
	}
	var cs *vectors.Case
	for i := range files {
		if files[i].Path != res.File {
			continue
		}
		for _, x := range files[i].Cases() {
			if x.Test.TcID == res.TcID {
				x := x
				cs = &x
			}
		}
	}
	if cs == nil || cs.Test.Expected.Table == nil {
		return
	}
	if c.tableProbes == nil {
		c.tableProbes = map[string]int{}
		c.tableLacks = map[string]bool{}
	}
	c.tableProbes[res.Game]++
	v, cut, required := fuzz.LacksTableEvent(ctx, te, res.Game, cs.TableRequest(), cs.Test.Expected.Table)
	if !required || c.tableLacks[res.Game+"\x00"+v.Event] {
		return
	}
	switch v.Event {
	case adapter.TablePlace, adapter.TableIncrease, adapter.TableWithdraw:
		// "unsupported" at a wager's event is the wager not offered, which
		// the offered wagers judge (offers), not a lacking event.
		return
	}
	c.tableLacks[res.Game+"\x00"+v.Event] = true
	var keys []rowKey
	for _, ref := range v.Clauses {
		if k, ok := splitRef(res.Game, ref); ok {
			keys = append(keys, k)
		}
	}
	f := Failure{Source: SourceOffer, Verdict: Fail, Game: res.Game, Clauses: v.Clauses, Blamed: v.Clauses,
		Title:    fmt.Sprintf("required table event %s not implemented", v.Event),
		Location: fmt.Sprintf("vectors/%s tcId %d id %s, asked again in shorter prefixes", res.File, res.TcID, res.ID),
		Message:  v.Message,
		Request:  &Request{Method: "table", Game: cut.Game, Decks: cut.Decks, TableRequest: &cut}}
	c.failRows(SourceOffer, keys, nil, f.Message)
	c.addCaused(f, keys, v.Divergence)
}
