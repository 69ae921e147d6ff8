// Package godeps lists the packages a package links, for the tests that
// hold the import graph to its shape (the bacctk binary links no rapid;
// judge imports no runner of checks; adapter imports no engine).
//
//	godeps.go  List: `go list -deps` of a folder, for a test
package godeps

import (
	"errors"
	"os/exec"
	"strings"
	"testing"
)

// List returns the import paths dir's package depends on, itself
// included, as `go list -deps` prints them. It skips t when the go tool
// is not on PATH, and fails it when the listing has fewer than min
// entries: an empty or truncated listing would pass any check on it
// without proving anything.
func List(t testing.TB, dir string, min int) []string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go tool is not on PATH")
	}
	cmd := exec.Command(goTool, "list", "-deps", ".")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		msg := ""
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			msg = string(ee.Stderr)
		}
		t.Fatalf("go list -deps: %v\n%s", err, msg)
	}
	deps := strings.Fields(string(out))
	if len(deps) < min {
		t.Fatalf("go list -deps listed %d packages, fewer than %d: %q", len(deps), min, out)
	}
	return deps
}
