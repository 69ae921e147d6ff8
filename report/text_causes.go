package report

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/bacctk/bacctk/internal/words"
)

// TextCauses is how many causes the text report lists without verbose.
const TextCauses = 10

// TextPatterns is how many patterns of a cause the text report lists
// without verbose.
const TextPatterns = 4

// writeCauses opens the text report with the root causes, deal causes
// before settlement causes: the first line a reader meets names the first
// rule the engine broke; the lines below it list where (games, wagers,
// events) and how (patterns) (docs/certify.md "Causes").
func (r *Report) writeCauses(w io.Writer, verbose bool, said map[string]bool) {
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
		writeRuleWords(w, c.Words, "     ", said)
		if where := causeWhere(c); where != "" {
			fmt.Fprintf(w, "     %s\n", where)
		}
		if pats := causePatterns(c, verbose); pats != "" {
			fmt.Fprintf(w, "     %s\n", pats)
		}
		var by []string
		for _, s := range []struct {
			n    int
			name string
		}{{c.Scenarios, "scenario"}, {c.Vectors, "vector"}, {c.Generated, "generated answer"}, {c.Exhaustive, "exhaustive coup"}} {
			if s.n > 0 {
				by = append(by, words.Plural(s.n, s.name))
			}
		}
		if len(by) == 0 {
			by = append(by, "the engine's hello and a probe")
		}
		line := "     " + strings.Join(by, ", ")
		if c.Example != "" {
			line += "; smallest example " + c.Example
		}
		switch {
		case len(c.Fields) > 1:
			line += "; first fields " + strings.Join(c.Fields, ", ")
		case c.Field != "":
			line += "; first field " + c.Field
		}
		fmt.Fprintln(w, line)
	}
}

// writeRuleWords prints the words of the rules ws, each under its
// reference, indented by pad: in full the first time the report names a
// rule, after that by reference only, so that a rule broken by many
// failures costs its words once (said holds the rules already printed).
func writeRuleWords(w io.Writer, ws []RuleWords, pad string, said map[string]bool) {
	for _, rw := range ws {
		if said[rw.Ref] {
			fmt.Fprintf(w, "%s%s says: (its words are above)\n", pad, rw.Ref)
			continue
		}
		said[rw.Ref] = true
		fmt.Fprintf(w, "%s%s says:\n%s  %s\n", pad, rw.Ref, pad, indent(rw.Words, pad+"  "))
	}
}

// causeWhere lists a cause's games, wagers and events when it has more
// than its first line names: "on 3 games: a, b, c; wagers x, y".
func causeWhere(c *Cause) string {
	var parts []string
	if len(c.Games) > 1 {
		parts = append(parts, fmt.Sprintf("on %d games: %s", len(c.Games), strings.Join(c.Games, ", ")))
	}
	if len(c.Wagers) > 1 || (len(c.Wagers) == 1 && c.Wagers[0] != c.Wager) {
		parts = append(parts, "wagers "+strings.Join(c.Wagers, ", "))
	}
	if len(c.Events) > 1 || (len(c.Events) == 1 && c.Events[0] != c.Event) {
		parts = append(parts, "events "+strings.Join(c.Events, ", "))
	}
	return strings.Join(parts, "; ")
}

// causePatterns lists a cause's patterns with their counts when it has
// more than the one its first line says, most frequent first; patterns of
// the same words at different fields are one here (the JSON report keeps
// them apart).
func causePatterns(c *Cause, verbose bool) string {
	var words []string
	counts := map[string]int{}
	for _, p := range c.Patterns {
		if _, ok := counts[p.Summary]; !ok {
			words = append(words, p.Summary)
		}
		counts[p.Summary] += p.Count
	}
	if len(words) < 2 {
		return ""
	}
	sort.SliceStable(words, func(i, j int) bool { return counts[words[i]] > counts[words[j]] })
	var shown []string
	for i, s := range words {
		if i == TextPatterns && !verbose {
			shown = append(shown, fmt.Sprintf("and %d more", len(words)-i))
			break
		}
		shown = append(shown, fmt.Sprintf("%s (%d)", s, counts[s]))
	}
	return fmt.Sprintf("%d patterns: %s", len(words), strings.Join(shown, "; "))
}

// writeNotOffered lists, per game, the wagers the engine does not offer
// and how many checks were not applicable on that game.
func (r *Report) writeNotOffered(w io.Writer) {
	for _, g := range r.Games {
		if len(g.NotOffered) == 0 {
			continue
		}
		fmt.Fprintf(w, "\n%s: the engine does not offer %s; not applicable: %s, %s\n", g.Game, words.Plural(len(g.NotOffered), "wager"),
			words.Plural(g.Scenarios.NotApplicable, "scenario"), words.Plural(g.Vectors.NotApplicable, "vector"))
		for _, n := range g.NotOffered {
			fmt.Fprintf(w, "  %s\n", shownLine(n))
		}
	}
}
