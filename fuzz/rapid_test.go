package fuzz

import "pgregory.net/rapid"

// fromRapid is rapidfuzz.FromRapid for the package's own tests, which
// cannot import rapidfuzz (it imports this package). rapid stays a test
// dependency here: the package proper must not link it (the bacctk binary
// imports it).
func fromRapid(t *rapid.T) Source { return rapidSource{t} }

type rapidSource struct{ t *rapid.T }

func (s rapidSource) Int(label string, lo, hi int) int {
	if lo == hi {
		return lo
	}
	return rapid.IntRange(lo, hi).Draw(s.t, label)
}
