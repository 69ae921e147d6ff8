package certify

import (
	"slices"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/features"
)

// untestedClauses lists, as "document:clause", the clauses of the rules
// packs installed that no scenario is tagged with and no procedural
// reason excuses: their rows are untested when no other check reaches
// them (decide.RunFacts.Untested). The kit's own documents have none
// (clauses' TestCoverage holds them to it), so without a pack nothing is
// scanned.
func untestedClauses() ([]string, error) {
	packs := clauses.PackDocuments()
	if len(packs) == 0 {
		return nil, nil
	}
	scenarios, err := clauses.ScanFeatures(features.All())
	if err != nil {
		return nil, err
	}
	var out []string
	_, problems := clauses.Build(scenarios)
	for _, err := range problems {
		if p, ok := err.(*clauses.Problem); ok && p.Kind == clauses.ProblemUntested && slices.Contains(packs, p.Document) {
			out = append(out, p.Document+":"+p.Clause)
		}
	}
	return out, nil
}
