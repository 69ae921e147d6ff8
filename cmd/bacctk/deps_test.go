package main

import (
	"strings"
	"testing"

	"github.com/bacctk/bacctk/internal/godeps"
)

// TestBinaryDoesNotLinkRapid: rapid (pgregory.net/rapid) is a test-time
// dependency, for property tests (package fuzz/rapidfuzz); the bacctk
// binary generates with fuzz.Check's own seeded source, and linking rapid
// would only make it bigger and slower to build (issue 13). A new import
// of rapid, or of rapidfuzz, from a package the binary links fails here.
func TestBinaryDoesNotLinkRapid(t *testing.T) {
	for _, p := range godeps.List(t, ".", 10) {
		if p == "pgregory.net/rapid" || strings.HasPrefix(p, "pgregory.net/rapid/") || strings.HasSuffix(p, "/fuzz/rapidfuzz") {
			t.Errorf("the bacctk binary links %s; keep rapid to tests and package fuzz/rapidfuzz", p)
		}
	}
}
