// Causes: the failures grouped by root cause, what a reader meets first.
//
// A cause is one way of leaving the rules at one place on one game: the
// same kind of divergence, the same blamed clauses, wager, pay-table row or
// event and expected→actual pattern. Its count says how many checks showed
// it (by source) and its example is the smallest replayable failure. The
// causes are ordered as the rules produce an answer, deal causes before
// settlement causes (a wrong deal makes settlements wrong; not the other
// way round), then by count. docs/certify.md "Causes".

package certify

import (
	"sort"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/fuzz"
)

// causeAcc gathers one cause while the run goes on.
type causeAcc struct {
	cause    Cause
	order    int   // first seen, for a stable order
	failures []int // indexes in Report.Failures
	size     int   // the example's size (cards, wagers, events)
}

// kindRank orders the kinds of cause: what the rules produce first comes
// first; errored checks (no verdict on the rules) last.
var kindRank = map[string]int{
	CauseReading: -1, CauseNotImplemented: 0, CauseNotation: 1, CauseRefusal: 2, CauseDeal: 3, CauseVoid: 4,
	CauseTotal: 5, CauseWinner: 6, CauseSettlement: 7, CauseTable: 8, CauseErrored: 9,
}

// addCaused lists a failure (addFailure) and counts it in its cause. d is
// where the answer first left the expected one; an errored check's cause
// is the game's errored checks of its source.
func (c *collector) addCaused(f Failure, keys []rowKey, d fuzz.Divergence) string {
	n := len(c.rep.Failures)
	id := c.addFailure(f, keys)
	if f.Verdict == Errored {
		d = fuzz.Divergence{Kind: CauseErrored, Pattern: "checks of " + f.Source + " that errored (the engine crashed, hung, or answered garbage or internal)"}
	}
	if d.Kind == "" {
		d.Kind = CauseDeal
	}
	clauses := append([]string{}, f.Blamed...)
	if f.Verdict == Errored {
		clauses = nil
	}
	sort.Strings(clauses)
	key := strings.Join([]string{d.Kind, f.Game, strings.Join(clauses, " "), d.Wager, d.Event, d.Pattern}, "\x00")
	if c.causes == nil {
		c.causes = map[string]*causeAcc{}
	}
	acc := c.causes[key]
	if acc == nil {
		if clauses == nil {
			clauses = []string{}
		}
		acc = &causeAcc{order: len(c.causes), size: -1, cause: Cause{Kind: d.Kind, Game: f.Game, Clauses: clauses,
			Wager: d.Wager, Event: d.Event, Field: d.Field, Summary: d.Pattern, Failures: []string{}}}
		c.causes[key] = acc
	}
	cnt := f.Count
	if cnt == 0 {
		cnt = 1
	}
	acc.cause.Count += cnt
	switch f.Source {
	case SourceScenario:
		acc.cause.Scenarios += cnt
	case SourceVector:
		acc.cause.Vectors += cnt
	case SourceOffer:
		// counted in Count only: one per wager the engine lacks
	case SourceExhaustive:
		acc.cause.Exhaustive += cnt
	default:
		acc.cause.Generated += cnt
	}
	if id != "" && len(c.rep.Failures) > n {
		acc.failures = append(acc.failures, n)
		acc.cause.Failures = append(acc.cause.Failures, id)
		if sz := requestSize(f.Request); acc.size < 0 || sz < acc.size || (sz == acc.size && acc.cause.Example == "") {
			acc.size, acc.cause.Example = sz, id
		}
	}
	return id
}

// requestSize measures a request for "smallest example": its cards,
// wagers and table events; a failure without a request is the largest.
func requestSize(q *Request) int {
	if q == nil {
		return 1 << 30
	}
	n := len(q.Cards) + len(q.Wagers)
	if q.TableRequest != nil {
		n += len(q.TableRequest.Events)
	}
	return n
}

// finishCauses orders the causes, numbers them and ties each kept failure
// to its cause.
func (c *collector) finishCauses() {
	accs := make([]*causeAcc, 0, len(c.causes))
	for _, a := range c.causes {
		accs = append(accs, a)
	}
	sort.Slice(accs, func(i, j int) bool {
		a, b := accs[i], accs[j]
		if ra, rb := kindRank[a.cause.Kind], kindRank[b.cause.Kind]; ra != rb {
			return ra < rb
		}
		if a.cause.Count != b.cause.Count {
			return a.cause.Count > b.cause.Count
		}
		return a.order < b.order
	})
	c.rep.Causes = make([]Cause, 0, len(accs))
	for i, a := range accs {
		a.cause.ID = "C" + strconv.Itoa(i+1)
		for _, fi := range a.failures {
			c.rep.Failures[fi].Cause = a.cause.ID
		}
		c.rep.Causes = append(c.rep.Causes, a.cause)
	}
}

// propertyKinds is the kind of divergence each generated property checks,
// for a property broken without a difference from the reference.
var propertyKinds = map[string]string{
	fuzz.PropNotation: CauseNotation, fuzz.PropHandSize: CauseDeal, fuzz.PropDealOrder: CauseDeal,
	fuzz.PropNaturalStops: CauseDeal, fuzz.PropPlayerDraw: CauseDeal, fuzz.PropBankerDraw: CauseDeal,
	fuzz.PropCardsUsed: CauseDeal, fuzz.PropShoeRounds: CauseDeal, fuzz.PropShoeEndsAtCut: CauseDeal,
	fuzz.PropVoidKeepsEarlier: CauseVoid, fuzz.PropIrregularCards: CauseVoid, fuzz.PropVoidReturns: CauseVoid,
	fuzz.PropTotals: CauseTotal, fuzz.PropWinner: CauseWinner, fuzz.PropTiePushes: CauseWinner,
	fuzz.PropSettlementAmount: CauseSettlement, fuzz.PropPayTable: CauseSettlement,
	fuzz.PropRejectsInvalid: CauseRefusal,
}

// propertyDivergence is the divergence of a property broken on its own:
// the property's kind and its statement.
func propertyDivergence(fl fuzz.Failure) fuzz.Divergence {
	k, ok := propertyKinds[fl.Property]
	if !ok {
		k = CauseTable
	}
	return fuzz.Divergence{Kind: k, Pattern: "property " + fl.Property + " broken: " + propertySummary(fl.Property)}
}
