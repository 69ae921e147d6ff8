package report

import (
	"sort"
	"strings"
)

// htmlFailuresFull is how many failures of a root cause the page shows
// whole (each folded, with its message, diff and replay commands); the
// others of the cause, which fail the same way, get a line each, their
// diffs left to the JSON report. One defect on eleven games made 878
// failures, 3 MB of diffs and a 1.4 million pixel page.
const htmlFailuresFull = 3

// htmlFailure is a failure with its rules and its diff as the page shows
// them.
type htmlFailure struct {
	*Failure
	Rules []htmlRule
	Shown *htmlDiff
	// Where is the line's location (htmlWhere), set on a failure shown
	// as a line; NamesGame when it names the game already (a vector
	// file's name is its game's), which the line then leaves out.
	Where     string
	NamesGame bool
}

// htmlWhere is where a failure shown as a line is: its location up to
// the detail the card gives, a scenario's feature file and line without
// its step, a vector's file and tcId without its id and flags.
func htmlWhere(location string) string {
	location, _, _ = strings.Cut(location, ": ")
	location, _, _ = strings.Cut(location, " id ")
	return location
}

// htmlGroup is the failures of one root cause (or of none), cause first:
// the page's failures section is a list of these.
type htmlGroup struct {
	// ID is the group's anchor: failures-C1, failures-none,
	// failures-known.
	ID    string
	Cause *Cause
	Known bool
	// Verdicts is the set of its failures' verdicts, space separated:
	// what the filter matches.
	Verdicts    string
	Full, Brief []htmlFailure
}

// Total counts the group's failures.
func (g *htmlGroup) Total() int { return len(g.Full) + len(g.Brief) }

// htmlFailureGroups groups the failures by root cause: those that fail
// the run first, in the causes' order, those without a cause after
// them, then the known failing ones, as the text report orders them.
// said is the rules the page has printed the words of (htmlRules).
func htmlFailureGroups(r *Report, said map[string]bool) []htmlGroup {
	rank := map[string]int{}
	causes := map[string]*Cause{}
	for i := range r.Causes {
		rank[r.Causes[i].ID] = i
		causes[r.Causes[i].ID] = &r.Causes[i]
	}
	var groups []*htmlGroup
	byKey := map[string]*htmlGroup{}
	for i := range r.Failures {
		f := &r.Failures[i]
		key := f.Cause
		if causes[key] == nil {
			key = ""
		}
		if f.KnownFailing {
			key += "/known"
		}
		g := byKey[key]
		if g == nil {
			g = &htmlGroup{Cause: causes[f.Cause], Known: f.KnownFailing}
			switch {
			case g.Cause != nil:
				g.ID = "failures-" + g.Cause.ID
			case g.Known:
				g.ID = "failures-known"
			default:
				g.ID = "failures-none"
			}
			byKey[key] = g
			groups = append(groups, g)
		}
		hf := htmlFailure{Failure: f}
		if len(g.Full) < htmlFailuresFull {
			hf.Shown = newHTMLDiff(f.Diff)
			g.Full = append(g.Full, hf)
		} else {
			hf.Where = htmlWhere(f.Location)
			hf.NamesGame = strings.Contains(hf.Where, "/"+f.Game+".")
			g.Brief = append(g.Brief, hf)
		}
	}
	order := func(g *htmlGroup) (known, cause int) {
		cause = len(r.Causes)
		if g.Cause != nil {
			cause = rank[g.Cause.ID]
		}
		if g.Known {
			known = 1
		}
		return known, cause
	}
	sort.SliceStable(groups, func(i, j int) bool {
		ki, ci := order(groups[i])
		kj, cj := order(groups[j])
		return ki < kj || ki == kj && ci < cj
	})
	out := make([]htmlGroup, len(groups))
	for i, g := range groups {
		set := map[string]bool{}
		for _, part := range [][]htmlFailure{g.Full, g.Brief} {
			for j := range part {
				part[j].Rules = htmlRules(part[j].Words, said)
				set[part[j].Verdict] = true
			}
		}
		var vs []string
		for _, hv := range htmlVerdicts {
			if set[hv.verdict] {
				vs = append(vs, hv.verdict)
			}
		}
		g.Verdicts = strings.Join(vs, " ")
		out[i] = *g
	}
	return out
}
