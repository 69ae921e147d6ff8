// Causes: the failures grouped by root cause, what a reader meets first.
//
// A cause is one broken rule: the failures of one kind of divergence whose
// blamed clauses of one rules document overlap, on every game of that
// document where they occur (the clauses of the kit's contract and
// interpretations are every document's, so those group across documents).
// Inside, its instances (the same game, wager, pay-table row or event and
// expected→actual pattern, what a cause was before issue 23) give the
// games, wagers, events, fields and patterns it lists. Its count says how
// many checks showed it (by source) and its example is the smallest
// replayable failure. The causes are ordered as the rules produce an
// answer, deal causes before settlement causes (a wrong deal makes
// settlements wrong; not the other way round), then by count.
// docs/certify.md "Causes".

package decide

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
)

// causeAcc gathers one instance of a cause while the run goes on (one
// game, clause set, wager, event and pattern); finishCauses groups the
// instances into causes. A reading cause (readings.go) is one on its own.
type causeAcc struct {
	cause    Cause
	order    int   // first seen, for a stable order
	failures []int // indexes in Report.Failures
	size     int   // the example's size (cards, wagers, events)
	exIndex  int   // the example's index in Report.Failures
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
func (c *collector) addCaused(f Failure, keys []rowKey, d judge.Divergence) string {
	n := len(c.rep.Failures)
	id := c.addFailure(f, keys)
	if f.Verdict == Errored {
		d = judge.Divergence{Kind: CauseErrored, Pattern: "checks of " + f.Source + " that errored (the engine crashed, hung, or answered garbage or internal)"}
		if s := c.rep.Run.Stopped; s != "" {
			// The run says what happened, not a list of guesses.
			d.Pattern = "checks of " + f.Source + " that errored or were not asked: " + s
		}
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
			acc.size, acc.cause.Example, acc.exIndex = sz, id, n
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

// finishCauses groups the instances into causes, orders the causes,
// numbers them and ties each kept failure to its cause.
func (c *collector) finishCauses() {
	accs := make([]*causeAcc, 0, len(c.causes))
	for _, a := range c.causes {
		accs = append(accs, a)
	}
	// The map's order is random: the instances in the order first seen
	// (reading causes, all first, by game) make the grouping and the
	// numbering the same on every run and in a merge of shards.
	sort.Slice(accs, func(i, j int) bool {
		if accs[i].order != accs[j].order {
			return accs[i].order < accs[j].order
		}
		return accs[i].cause.Game < accs[j].cause.Game
	})
	var groups []*causeGroup
	for _, g := range groupInstances(accs) {
		groups = append(groups, buildCause(g))
	}
	sort.SliceStable(groups, func(i, j int) bool {
		a, b := groups[i], groups[j]
		// a cause that names the rule broken before one whose answers do
		// not tell which rule (ambiguous): what a reader acts on first
		if na, nb := len(a.cause.Clauses) > 0, len(b.cause.Clauses) > 0; na != nb {
			return na
		}
		if ra, rb := kindRank[a.cause.Kind], kindRank[b.cause.Kind]; ra != rb {
			return ra < rb
		}
		if a.cause.Count != b.cause.Count {
			return a.cause.Count > b.cause.Count
		}
		return a.order < b.order
	})
	c.rep.Causes = make([]Cause, 0, len(groups))
	for i, g := range groups {
		g.cause.ID = "C" + strconv.Itoa(i+1)
		for _, fi := range g.failures {
			c.rep.Failures[fi].Cause = g.cause.ID
		}
		c.rep.Causes = append(c.rep.Causes, g.cause)
	}
}

// causeGroup is one cause built from its instances.
type causeGroup struct {
	cause    Cause
	order    int   // its first instance's
	failures []int // indexes in Report.Failures, ascending
}

// groupInstances partitions the instances (in the order first seen) into
// causes: those of one kind whose clause sets of one document share a
// clause of the document are one cause, transitively (the kit's contract
// and interpretation rows join nothing). A shared clause, not an equal set,
// joins them because one broken rule is blamed on different sets by
// different wagers and sources: a pair defect fails the definition of a
// pair with the player-pair clause on one wager and the banker-pair clause
// on the other. An instance that names no clause is grouped with those of
// its kind on its game's document; a reading cause stays alone.
func groupInstances(accs []*causeAcc) [][]*causeAcc {
	parent := make([]int, len(accs))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	union := func(i, j int) {
		if ri, rj := find(i), find(j); ri != rj {
			if ri < rj {
				parent[rj] = ri
			} else {
				parent[ri] = rj
			}
		}
	}
	first := map[string]int{} // kind, document and clause (or "") -> first instance
	for i, a := range accs {
		if a.cause.Kind == CauseReading {
			continue
		}
		doc := instanceDocument(a.cause)
		if len(a.cause.Clauses) == 0 {
			k := a.cause.Kind + "\x00" + doc + "\x00"
			if j, ok := first[k]; ok {
				union(i, j)
			} else {
				first[k] = i
			}
			continue
		}
		for _, cl := range a.cause.Clauses {
			if doc != "" && isKitRow(cl) {
				// the money contract or a reading is shared by rules that
				// have nothing else in common (every rounding of every pay
				// table): it joins no two rules of a document
				continue
			}
			k := a.cause.Kind + "\x00" + doc + "\x00" + cl
			if j, ok := first[k]; ok {
				union(i, j)
			} else {
				first[k] = i
			}
		}
	}
	byRoot := map[int]int{}
	var out [][]*causeAcc
	for i, a := range accs {
		r := find(i)
		gi, ok := byRoot[r]
		if !ok {
			gi = len(out)
			byRoot[r] = gi
			out = append(out, nil)
		}
		out[gi] = append(out[gi], a)
	}
	return out
}

// isKitRow reports whether a "document:clause" reference is the kit's
// contract or one of its interpretations rather than a rules document's.
func isKitRow(ref string) bool {
	doc, _, _ := strings.Cut(ref, ":")
	return doc == DocContract || doc == DocInterpretation
}

// instanceDocument is the rules document an instance's clauses belong to:
// "" when they are all the kit's contract or interpretations (shared by
// every document), the game's document when it names no clause.
func instanceDocument(cs Cause) string {
	for _, ref := range cs.Clauses {
		if doc, _, ok := strings.Cut(ref, ":"); ok && doc != DocContract && doc != DocInterpretation {
			return doc
		}
	}
	if len(cs.Clauses) > 0 {
		return ""
	}
	if g, err := reference.LookupGame(reference.GameID(cs.Game)); err == nil {
		return string(g.Document)
	}
	return "game " + cs.Game
}

// buildCause makes one cause of its instances (in the order first seen):
// their counts summed, their clauses joined, its example the smallest of
// theirs (the earlier failure on a tie), its first instance the example's.
func buildCause(insts []*causeAcc) *causeGroup {
	g := &causeGroup{order: insts[0].order}
	if insts[0].cause.Kind == CauseReading {
		cs := insts[0].cause
		cs.Games, cs.Wagers, cs.Events, cs.Fields, cs.Patterns = []string{cs.Game}, []string{}, []string{}, []string{}, []CausePattern{}
		g.cause = cs
		return g
	}
	lead := insts[0]
	for _, a := range insts[1:] {
		if a.cause.Example != "" && (lead.cause.Example == "" || a.size < lead.size || (a.size == lead.size && a.exIndex < lead.exIndex)) {
			lead = a
		}
	}
	cs := Cause{Kind: lead.cause.Kind, Game: lead.cause.Game, Wager: lead.cause.Wager, Event: lead.cause.Event,
		Field: lead.cause.Field, Summary: lead.cause.Summary, Example: lead.cause.Example}
	var games, clauses, wagers, events, fields []string
	type patAcc struct {
		p       CausePattern
		order   int
		size    int
		exIndex int
		games   []string
		idx     []int
	}
	pats := map[string]*patAcc{}
	var patList []*patAcc
	for _, a := range insts {
		ic := &a.cause
		cs.Count += ic.Count
		cs.Scenarios += ic.Scenarios
		cs.Vectors += ic.Vectors
		cs.Generated += ic.Generated
		cs.Exhaustive += ic.Exhaustive
		games = append(games, ic.Game)
		clauses = append(clauses, ic.Clauses...)
		wagers = append(wagers, ic.Wager)
		events = append(events, ic.Event)
		fields = append(fields, ic.Field)
		g.failures = append(g.failures, a.failures...)
		k := strings.Join([]string{ic.Wager, ic.Event, ic.Field, ic.Summary}, "\x00")
		p := pats[k]
		if p == nil {
			p = &patAcc{p: CausePattern{Summary: ic.Summary, Wager: ic.Wager, Event: ic.Event, Field: ic.Field}, order: len(patList), size: -1}
			pats[k] = p
			patList = append(patList, p)
		}
		p.p.Count += ic.Count
		p.games = append(p.games, ic.Game)
		p.idx = append(p.idx, a.failures...)
		if ic.Example != "" && (p.size < 0 || a.size < p.size || (a.size == p.size && a.exIndex < p.exIndex)) {
			p.size, p.exIndex, p.p.Example = a.size, a.exIndex, ic.Example
		}
	}
	sort.Ints(g.failures)
	byIndex := map[int]string{} // failure index -> id
	for _, a := range insts {
		for j, fi := range a.failures {
			byIndex[fi] = a.cause.Failures[j]
		}
	}
	ids := func(idx []int) []string {
		sort.Ints(idx)
		out := make([]string, 0, len(idx))
		for _, fi := range idx {
			out = append(out, byIndex[fi])
		}
		return out
	}
	cs.Failures = ids(g.failures)
	cs.Games, cs.Clauses, cs.Wagers, cs.Events, cs.Fields = distinct(games), distinct(clauses), distinct(wagers), distinct(events), distinct(fields)
	sort.SliceStable(patList, func(i, j int) bool {
		if patList[i].p.Count != patList[j].p.Count {
			return patList[i].p.Count > patList[j].p.Count
		}
		return patList[i].order < patList[j].order
	})
	cs.Patterns = make([]CausePattern, 0, len(patList))
	for _, p := range patList {
		p.p.Games = distinct(p.games)
		p.p.Failures = ids(p.idx)
		cs.Patterns = append(cs.Patterns, p.p)
	}
	g.cause = cs
	return g
}

// distinct is the sorted set of the non-empty strings, never nil (the
// JSON report lists an empty array, not null).
func distinct(xs []string) []string {
	out := []string{}
	for _, x := range xs {
		if x != "" {
			out = append(out, x)
		}
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// propertyKinds is the kind of divergence each generated property checks,
// for a property broken without a difference from the reference.
var propertyKinds = map[string]string{
	judge.PropNotation: CauseNotation, judge.PropHandSize: CauseDeal, judge.PropDealOrder: CauseDeal,
	judge.PropNaturalStops: CauseDeal, judge.PropPlayerDraw: CauseDeal, judge.PropBankerDraw: CauseDeal,
	judge.PropCardsUsed: CauseDeal, judge.PropShoeRounds: CauseDeal, judge.PropShoeEndsAtCut: CauseDeal,
	judge.PropVoidKeepsEarlier: CauseVoid, judge.PropIrregularCards: CauseVoid, judge.PropVoidReturns: CauseVoid,
	judge.PropTotals: CauseTotal, judge.PropWinner: CauseWinner, judge.PropTiePushes: CauseWinner,
	judge.PropSettlementAmount: CauseSettlement, judge.PropPayTable: CauseSettlement,
	judge.PropRejectsInvalid: CauseRefusal,
}

// propertyDivergence is the divergence of a property broken on its own:
// the property's kind and its statement.
func propertyDivergence(fl fuzz.Failure) judge.Divergence {
	k, ok := propertyKinds[fl.Property]
	if !ok {
		k = CauseTable
	}
	return judge.Divergence{Kind: k, Pattern: "property " + fl.Property + " broken: " + propertySummary(fl.Property)}
}
