package pack

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/bacctk/bacctk/clauses"
)

// featureName is the file of a section's features: NN-<section>.feature,
// the section's number in two digits at least, as the kit's own files are
// named (features/mbs-ncb-v6/03-how-to-play.feature).
func featureName(s clauses.TextSection, section string) string {
	n := s.Number
	if len(n) < 2 {
		n = "0" + n
	}
	return n + "-" + section + ".feature"
}

// featureFile is the feature file of one section of a new pack: a Feature
// named from the section's heading and, per clause, a Rule named by its
// number, tagged with its clause tag, whose description is the clause's
// words as the text prints them (the form the kit's own feature files
// quote clauses in, which pack lint checks against the text); no
// scenarios yet.
func featureFile(id string, s clauses.TextSection, cls []clauses.TextClause) []byte {
	var b bytes.Buffer
	title := s.Title
	if title == "" {
		title = "Section " + s.Number
	}
	fmt.Fprintf(&b, "# Made by bacctk pack new from %s: a Rule per clause of section %s, quoting its words.\n", RulesFile, s.Number)
	fmt.Fprintf(&b, "# Under each Rule add the scenarios that test the clause (the Rule's tag covers them),\n")
	fmt.Fprintf(&b, "# or give the clause a procedural reason in %s.\n", CatalogFile)
	fmt.Fprintf(&b, "Feature: %s\n", title)
	for _, c := range cls {
		fmt.Fprintf(&b, "\n  %s\n  Rule: %s\n", clauses.Tag(id, c.Clause), c.Clause)
		for _, l := range strings.Split(c.Words, "\n") {
			fmt.Fprintf(&b, "    %s\n", l)
		}
	}
	return b.Bytes()
}
