package certify

import (
	"fmt"
	"io"
	"strings"
)

// TextCauses is how many causes the text report lists without verbose.
const TextCauses = 10

// writeCauses opens the text report with the root causes, deal causes
// before settlement causes: the first line a reader meets names the first
// rule the engine broke (docs/certify.md "Causes").
func (r *Report) writeCauses(w io.Writer, verbose bool) {
	if len(r.Causes) == 0 {
		return
	}
	fmt.Fprintf(w, "\ncauses (%d), the first place each failing answer leaves the rules:\n", len(r.Causes))
	for i := range r.Causes {
		if i == TextCauses && !verbose {
			fmt.Fprintf(w, "  ... %d more causes: run with -v, or read them in the --json report\n", len(r.Causes)-i)
			break
		}
		c := &r.Causes[i]
		clauses := strings.Join(c.Clauses, " ")
		if clauses == "" {
			clauses = "no clause"
		}
		known := ""
		if c.KnownFailing {
			known = " (known failing)"
		}
		fmt.Fprintf(w, "  %s %s %s [%s]%s: %s\n", c.ID, c.Kind, c.Game, clauses, known, c.Summary)
		var by []string
		for _, s := range []struct {
			n    int
			name string
		}{{c.Scenarios, "scenario"}, {c.Vectors, "vector"}, {c.Generated, "generated answer"}, {c.Exhaustive, "exhaustive coup"}} {
			if s.n > 0 {
				by = append(by, plural(s.n, s.name))
			}
		}
		if len(by) == 0 {
			by = append(by, "the engine's hello and a probe")
		}
		line := "     " + strings.Join(by, ", ")
		if c.Example != "" {
			line += "; smallest example " + c.Example
		}
		if c.Field != "" {
			line += "; first field " + c.Field
		}
		fmt.Fprintln(w, line)
	}
}

// writeNotOffered lists, per game, the wagers the engine does not offer
// and how many checks were not applicable on that game.
func (r *Report) writeNotOffered(w io.Writer) {
	for _, g := range r.Games {
		if len(g.NotOffered) == 0 {
			continue
		}
		fmt.Fprintf(w, "\n%s: the engine does not offer %s; not applicable: %s, %s\n", g.Game, plural(len(g.NotOffered), "wager"),
			plural(g.Scenarios.NotApplicable, "scenario"), plural(g.Vectors.NotApplicable, "vector"))
		for _, n := range g.NotOffered {
			fmt.Fprintf(w, "  %s\n", shownLine(n))
		}
	}
}
