package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestBinaryDoesNotLinkRapid: rapid (pgregory.net/rapid) is a test-time
// dependency, for property tests (package fuzz/rapidfuzz); the bacctk
// binary generates with fuzz.Check's own seeded source, and linking rapid
// would only make it bigger and slower to build (issue 13). A new import
// of rapid, or of rapidfuzz, from a package the binary links fails here.
func TestBinaryDoesNotLinkRapid(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go tool is not on PATH")
	}
	out, err := exec.Command(goTool, "list", "-deps", ".").Output()
	if err != nil {
		msg := ""
		if ee, ok := err.(*exec.ExitError); ok {
			msg = string(ee.Stderr)
		}
		t.Fatalf("go list -deps: %v\n%s", err, msg)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		// An empty or truncated listing would pass the check below
		// without proving anything.
		t.Fatalf("go list -deps listed %d packages: %q", len(deps), out)
	}
	for _, p := range deps {
		if p == "pgregory.net/rapid" || strings.HasPrefix(p, "pgregory.net/rapid/") || strings.HasSuffix(p, "/fuzz/rapidfuzz") {
			t.Errorf("the bacctk binary links %s; keep rapid to tests and package fuzz/rapidfuzz", p)
		}
	}
}
