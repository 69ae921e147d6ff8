package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestCertifyList: --list prints what would run and starts no engine (an
// engine command that does not exist is never run).
func TestCertifyList(t *testing.T) {
	code, out, stderr := runCmd("certify", "--list", "--engine", "/no/such/engine", "--games", "mbs-tiger-v2", "--run", "big-tiger")
	m := regexp.MustCompile(`mbs-tiger-v2 \[mbs-tiger-v2\]: (\d+) vectors`).FindStringSubmatch(out)
	listed := strings.Count(out, "\n  testvectors_v1/mbs-tiger-v2.json tcId ")
	if code != 0 || m == nil || m[1] != strconv.Itoa(listed) || listed == 0 || !strings.Contains(out, "total: 1 games") {
		t.Fatalf("exit %d; %d vector lines\n%s%s", code, listed, out, stderr)
	}
	if strings.Count(out, "big-tiger") < listed {
		t.Errorf("a listed vector does not match --run big-tiger:\n%s", out)
	}
	if code, _, stderr := runCmd("certify", "--run", "(", "--list"); code != 2 || !strings.Contains(stderr, "--run") {
		t.Errorf("a bad --run: exit %d, %s", code, stderr)
	}
}
