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
// its own checks not applicable, counted in the game's notOffered. A wager
// is asked about with a stake within the stake limits the engine declares
// (adapter.Hello.ProbeStake), never blamed for the stake.

package certify

import (
	"context"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/internal/words"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
)

// checkOffers finds the wagers of each selected game the engine lacks:
// the offers check, made before the others.
func checkOffers(ctx context.Context, eng adapter.Engine, hello adapter.Hello, selected []string) []decide.OfferLack {
	var out []decide.OfferLack
	for _, id := range selected {
		if g, err := reference.LookupGame(reference.GameID(id)); err == nil {
			out = append(out, lackingWagers(ctx, eng, hello, g)...)
		}
	}
	return out
}

// lacking is the offers check's findings as the generated checks take
// them (fuzz.Config.Lacking): the wagers each game lacks. Never nil, so
// that the generated checks ask no probe of their own.
func lacking(offers []decide.OfferLack) map[string][]string {
	out := map[string][]string{}
	for _, o := range offers {
		out[o.Game] = append(out[o.Game], o.Wager)
	}
	return out
}

// lackingWagers returns the game's wagers the hello says the engine does
// not offer, then those it answers "unsupported" to when asked to settle
// each alone on a plain round (engines with the coup capability).
func lackingWagers(ctx context.Context, eng adapter.Engine, hello adapter.Hello, g *reference.Game) []decide.OfferLack {
	var out []decide.OfferLack
	var reqs []adapter.CoupRequest
	var asked []*reference.WagerSpec
	cards := g.Deck.PlainRound()
	for i := range g.Wagers {
		w := &g.Wagers[i]
		if !hello.OffersWager(string(g.ID), string(w.ID)) {
			out = append(out, decide.OfferLack{Game: string(g.ID), Wager: string(w.ID), Why: "its hello does not list it in offered"})
			continue
		}
		reqs = append(reqs, adapter.CoupRequest{Game: string(g.ID), Decks: 8, Cards: cards, Wagers: []adapter.Wager{{Wager: string(w.ID), Stake: hello.ProbeStake(string(g.ID))}}})
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
			out = append(out, decide.OfferLack{Game: string(g.ID), Wager: string(asked[i].ID), Why: "it answers unsupported: " + words.FirstLine(r.Err.Message), Request: &q, Error: r.Err})
		}
	}
	return out
}

// maxTableProbes bounds, per game, the table vectors answered unsupported
// that are asked again in shorter prefixes to find the event the engine
// lacks (each takes a few requests).
const maxTableProbes = 8

// probeTableEvents looks, for each table vector the engine answered
// unsupported (up to maxTableProbes a game), for the event it lacks
// (judge.LacksTableEvent): part of the vectors phase, so that a required
// event lacking fails with --no-generated too, and the collector asks the
// engine nothing. One lack per game and event.
func probeTableEvents(ctx context.Context, eng adapter.Engine, results []vectors.Result) []decide.TableLack {
	te, ok := eng.(adapter.TableEngine)
	if !ok {
		return nil
	}
	probes := map[string]int{}
	found := map[string]bool{}
	var out []decide.TableLack
	for _, res := range results {
		x := res.Exchange
		if res.Verdict != vectors.NotApplicable || res.Type != vectors.TypeTable || x == nil ||
			x.Request.TableRequest == nil || x.Expected == nil || x.Expected.Table == nil || probes[res.Game] >= maxTableProbes {
			continue
		}
		probes[res.Game]++
		v, cut, refusal, required := judge.LacksTableEvent(ctx, te, res.Game, *x.Request.TableRequest, x.Expected.Table)
		if !required || found[res.Game+"\x00"+v.Event] {
			continue
		}
		switch v.Event {
		case adapter.TablePlace, adapter.TableIncrease, adapter.TableWithdraw:
			// "unsupported" at a wager's event is the wager not offered,
			// which the offered wagers judge (offers), not a lacking event.
			continue
		}
		found[res.Game+"\x00"+v.Event] = true
		out = append(out, decide.TableLack{Vector: res, Violation: v, Cut: cut, Refusal: refusal})
	}
	return out
}
