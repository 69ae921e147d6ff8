package main

import (
	"strings"
	"testing"
)

// TestHelpExitsZero: --help on every command prints its usage and exits 0
// (asked for, not a mistake); a mistyped flag stays a usage error, 2.
func TestHelpExitsZero(t *testing.T) {
	for _, cmd := range [][]string{
		{"certify"}, {"coup"}, {"engine"}, {"analyze"}, {"games"}, {"clauses"}, {"version"},
		{"vectors", "generate"}, {"vectors", "lint"}, {"vectors", "verify"},
		{"report", "merge"}, {"report", "render"}, {"report", "diff"},
		{"report", "verify"}, {"report", "sign"}, {"report", "keygen"},
		{"pack", "new"}, {"pack", "lint"},
	} {
		code, stdout, stderr := runCmd(append(cmd, "--help")...)
		if shown := strings.Contains(strings.ToLower(stdout+stderr), "usage"); code != 0 || !shown {
			t.Errorf("bacctk %s --help: exit %d, usage shown %v", strings.Join(cmd, " "), code, shown)
		}
	}
	if code, _, _ := runCmd("coup", "--gmae", "mbs-ncb-v6"); code != 2 {
		t.Errorf("a mistyped flag: exit %d, want 2", code)
	}
}
