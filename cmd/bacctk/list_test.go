package main

import (
	"strings"
	"testing"
)

// TestCertifyList: --list prints what would run and starts no engine (an
// engine command that does not exist is never run).
func TestCertifyList(t *testing.T) {
	code, out, stderr := runCmd("certify", "--list", "--engine", "/no/such/engine", "--games", "mbs-tiger-v2", "--run", "big-tiger")
	if code != 0 || !strings.Contains(out, "mbs-tiger-v2 [mbs-tiger-v2]: 2 vectors") || !strings.Contains(out, "total: 1 games") {
		t.Fatalf("exit %d\n%s%s", code, out, stderr)
	}
	if code, _, stderr := runCmd("certify", "--run", "(", "--list"); code != 2 || !strings.Contains(stderr, "--run") {
		t.Errorf("a bad --run: exit %d, %s", code, stderr)
	}
}
