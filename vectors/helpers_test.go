package vectors_test

import (
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
)

func gameIDs() []string {
	var ids []string
	for _, g := range reference.Games() {
		ids = append(ids, string(g.ID))
	}
	return ids
}

// roundCases are the coup and shoe tests of a file: those that deal
// cards, which the coverage of the deal and settlement is about.
func roundCases(f *vectors.File) []vectors.Case {
	var out []vectors.Case
	for _, c := range f.Cases() {
		if c.Type == vectors.TypeCoup || c.Type == vectors.TypeShoe {
			out = append(out, c)
		}
	}
	return out
}
