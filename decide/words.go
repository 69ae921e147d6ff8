package decide

import (
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/report"
)

// attachWords puts beside every failure and every cause the words of the
// rules it is blamed on, so that a reader (and a pull-request annotation)
// sees the rule next to the failure without opening the rules text. The
// words come from the report's own interpretations (so a --reading run
// shows the reading it was made under) and from the catalog. A cause
// carries each of its clauses' words once; a failure those of its Blamed.
func attachWords(rep *Report) {
	interp := map[string]string{}
	for _, in := range rep.Interpretations {
		interp[strconv.Itoa(in.ID)] = in.Reading
	}
	lookup := func(refs []string) []report.RuleWords {
		var out []report.RuleWords
		seen := map[string]bool{}
		for _, ref := range refs {
			if seen[ref] {
				continue
			}
			seen[ref] = true
			if w := ruleWords(ref, interp); w != "" {
				out = append(out, report.RuleWords{Ref: ref, Words: w})
			}
		}
		return out
	}
	for i := range rep.Failures {
		rep.Failures[i].Words = lookup(rep.Failures[i].Blamed)
	}
	for i := range rep.Causes {
		rep.Causes[i].Words = lookup(rep.Causes[i].Clauses)
	}
}

// ruleWords is what the rule ref names says: a clause's verbatim words
// (its summary for a clause whose words the rules text does not print),
// an interpretation's reading, a contract point's statement; "" for a
// rule the kit does not know.
func ruleWords(ref string, interp map[string]string) string {
	doc, name, ok := strings.Cut(ref, ":")
	if !ok {
		return ""
	}
	switch doc {
	case DocInterpretation:
		return interp[name]
	case DocContract:
		return ContractPoints[name]
	}
	cl, ok := clauses.Lookup(doc, name)
	if !ok {
		return ""
	}
	if cl.Words != "" {
		return cl.Words
	}
	return cl.Summary
}
