package report

import (
	"fmt"
	"strings"

	"github.com/bacctk/bacctk/internal/words"
)

// htmlWhyCauses is how many root causes the page's first screen names;
// the causes section lists them all.
const htmlWhyCauses = 5

// htmlWhy is a reason the run failed, as the first screen of the page
// states it: a link (Href, Lead) and what follows it.
type htmlWhy struct {
	Href, Lead, Text string
}

// htmlWhys says why the run failed, in the order a reader acts on it:
// an engine that did not start, the root causes, failures no cause
// explains, then the known-failing list's lines that have gone stale
// (a listed row that passes fails the run, and said so only at the
// page's foot). A passing run has none.
func htmlWhys(r *Report, groups []htmlGroup) []htmlWhy {
	var out []htmlWhy
	if r.Engine.StartError != "" {
		out = append(out, htmlWhy{"", "The engine could not be started:", shownLine(r.Engine.StartError)})
	}
	n := 0
	for i := range r.Causes {
		c := &r.Causes[i]
		if c.KnownFailing {
			continue
		}
		if n++; n > htmlWhyCauses {
			continue
		}
		out = append(out, htmlWhy{"#" + c.ID, "Root cause " + c.ID,
			fmt.Sprintf("(%s, %s): %s: %s", c.Game, c.Kind, c.Summary, words.Plural(c.Count, "failing check"))})
	}
	if n > htmlWhyCauses {
		out = append(out, htmlWhy{"#causes", words.Plural(n-htmlWhyCauses, "more root cause"), "in the causes section"})
	}
	for _, g := range groups {
		if g.Cause == nil && !g.Known {
			out = append(out, htmlWhy{"#" + g.ID, words.Plural(g.Total(), "failure") + " without a root cause", "(" + g.Verdicts + ")"})
		}
	}
	kf := r.KnownFailing
	if kf == nil {
		return out
	}
	for _, p := range kf.Patterns {
		if p.UnexpectedPasses > 0 {
			out = append(out, htmlWhy{"#known-failing", fmt.Sprintf("Stale known-failing line %d", p.Line),
				fmt.Sprintf("of %s, %s: %s that %s: remove the line", shownLine(kf.File), shownLine(p.Text),
					words.Plural(p.UnexpectedPasses, "listed check"), map[bool]string{true: "passes", false: "pass"}[p.UnexpectedPasses == 1])})
		}
	}
	if len(kf.UnexpectedPasses) > 0 {
		ids := kf.UnexpectedPasses
		more := ""
		if len(ids) > htmlWhyCauses {
			ids, more = ids[:htmlWhyCauses], fmt.Sprintf(" and %d more", len(kf.UnexpectedPasses)-htmlWhyCauses)
		}
		out = append(out, htmlWhy{"#known-failing", words.Plural(len(kf.UnexpectedPasses), "unexpected pass", "unexpected passes"),
			shownLine(strings.Join(ids, ", ")) + more})
	}
	return out
}
